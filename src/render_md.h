#pragma once
// GitHub-flavoured Markdown for READMEs and PR comments: the headline figures, a table per
// package and every configuration that fails, with its cause.
#include <string>
#include <string_view>

#include "escape.h"
#include "report_model.h"

namespace capgrid::render {

std::string RenderMarkdown(const Report& report);

}  // namespace capgrid::render
