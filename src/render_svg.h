#pragma once
// The page's figures as SVG, drawn from the report model only: per package, one stacked bar per
// probe column (supported / failing / n/a, as shares of the package's listed configurations),
// and per column the causes that block the most operators. Plain SVG with inline colours and no
// script or stylesheet, so the same text is inlined in the HTML page and written as an image file
// next to the Markdown page (GitHub shows it).
//
// Markup contract (data/capgrid_page.js redraws the package bars for the active filter):
//   svg.capgrid-chart-packages: one g.capgrid-bars[data-package=<package name>] per package, each
//     with one g[data-probe=<probe key>][data-x][data-width] per column, holding
//     rect[data-kind=supported|failing|na] (laid left to right in that order, `data-width`
//     pixels in all) and a text.capgrid-bar-figure (the supported share of the counted
//     configurations);
//   svg.capgrid-chart-causes[data-label][data-bar][data-row]: one g[data-probe][data-top]
//     [data-slots] per column, a g.capgrid-cause[data-cause][data-owner] per cause (placed with
//     transform="translate(0,Y)": its cause id, a rect (x = data-label, at most data-bar wide),
//     a text.capgrid-cause-figure), a text.capgrid-cause-none and a text.capgrid-cause-more.
#include <string>

#include "report_model.h"

namespace capgrid::render {

// Per package and column: supported / failing / n/a configurations.
std::string PackageChartSvg(const Report& report);
// Per column, the first `per_probe` causes of the causes view, by operators blocked. With
// `every_cause` the others are there too, hidden (display="none"), so that the HTML page's script
// can rank the causes again over the rows its filter shows.
std::string CausesChartSvg(const Report& report, size_t per_probe = 5, bool every_cause = false);
// Both figures, one above the other, as one standalone SVG file (for the Markdown page).
std::string ChartsSvgFile(const Report& report);

}  // namespace capgrid::render
