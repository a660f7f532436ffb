#pragma once
// The reStructuredText page for Sphinx, laid out like Kornia's export-support page: title, stat
// cards, how it was measured, legend, disclaimer, filter controls, summary by package and one
// section per package. The page needs capgrid_page.js/.css (the Sphinx extension installs them;
// `capgrid render --assets DIR` writes them).
#include <string>
#include <string_view>

#include "report_model.h"

namespace capgrid::render {

std::string RenderRst(const Report& report);

// Free text made safe for an inline RST context (a paragraph or a table cell): whitespace
// collapsed, markup characters escaped, backticks turned into quotes.
std::string RstInline(std::string_view text);
// Text made safe inside ``inline literal``.
std::string RstLiteral(std::string_view text);

}  // namespace capgrid::render
