#pragma once
// GitHub-flavoured Markdown for READMEs and PR comments: the headline figures, a table per
// package and every configuration that fails, with its cause.
#include <string>
#include <string_view>

#include "report_model.h"

namespace capgrid::render {

std::string RenderMarkdown(const Report& report);

// Text made safe in a Markdown table cell: pipes and markup characters escaped, newlines
// collapsed.
std::string MdEscape(std::string_view text);

}  // namespace capgrid::render
