#pragma once
// The standalone HTML page: one self-contained file (inline CSS and JS, no network) with the
// figures, the legend, a summary by package and one sortable, filterable table per section.
// Every status cell with more to say is a <details> drill-down (cause, error chain, graph-break
// reasons with registry links, library frames, timings), so the page reads without JavaScript.
#include <string>
#include <string_view>

#include "escape.h"
#include "report_model.h"

namespace capgrid::render {

std::string RenderHtml(const Report& report);

// Pieces the Sphinx page embeds as raw HTML too, so both pages share markup and script.
// The stat cards (supported / probed per column).
std::string CardsHtml(const Report& report);
// The filter controls (search box, "Show" select, status line), hidden until the script runs.
std::string ControlsHtml(const Report& report);
// data/capgrid_page.js and data/capgrid_page.css, as compiled into the binary.
std::string_view PageScript();
std::string_view PageStyle();

}  // namespace capgrid::render
