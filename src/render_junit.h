#pragma once
// JUnit XML so CI dashboards show the survey: one <testsuite> per package, one <testcase> per
// snapshot entry and probe, entries the pages do not list included (classname =
// package.section, name = "case (probe)"). Supported -> passed; n/a -> <skipped>; anything else
// counted -> <failure> carrying the status, the cause and the detail.
#include <string>
#include <string_view>

#include "escape.h"
#include "report_model.h"

namespace capgrid::render {

std::string RenderJunit(const Report& report);

}  // namespace capgrid::render
