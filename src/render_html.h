#pragma once
// The standalone HTML page: one self-contained file (inline CSS and JS, no network) with the
// figures, the charts (render_svg.h), the legend, a summary by package and one sortable,
// filterable table per section. Every status cell with more to say is a drill-down (cause, owner,
// repro command, error chain, graph-break reasons with registry links, library frames, ONNX ops,
// timings, log tail) drawn by the page's script from ONE embedded JSON block, each text stored
// once (data/capgrid_page.js documents the layout). Without JavaScript the page keeps every
// figure, chart and row with its Details column (cause and library location); a <noscript>
// line says the drill-downs and the controls need the script.
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
