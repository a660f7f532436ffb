#pragma once
// GitHub-flavoured Markdown for READMEs and PR comments: the headline figures, a table per
// package and every configuration that fails, with its cause. The figures are an SVG file the
// command writes next to the page (GitHub shows a linked SVG as an image).
#include <string>
#include <string_view>

#include "escape.h"
#include "report_model.h"

namespace capgrid::render {

// `charts_href`: where the page's figures (ChartsSvgFile, render_svg.h) are, relative to the page;
// when not empty the page links them as an image under its figures table.
std::string RenderMarkdown(const Report& report, std::string_view charts_href = "");

// The figures' file name for a Markdown page at `page_path`: "<stem>_charts.svg" beside it.
std::string ChartsFileFor(const std::string& page_path);

}  // namespace capgrid::render
