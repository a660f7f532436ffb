#pragma once
// The reStructuredText page for Sphinx, laid out like Kornia's export-support page: title, stat
// cards, how it was measured, legend, disclaimer, filter controls, summary by package and one
// section per package. The page needs capgrid_page.js/.css (the Sphinx extension installs them;
// `capgrid render --assets DIR` writes them).
#include <string>
#include <string_view>

#include "escape.h"
#include "report_model.h"

namespace capgrid::render {

std::string RenderRst(const Report& report);

}  // namespace capgrid::render
