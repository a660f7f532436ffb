// Fuzzes the snapshot reader and every renderer: any input either is refused with a UsageError
// or renders in all four formats without crashing.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "errors.h"
#include "render_html.h"
#include "render_junit.h"
#include "render_md.h"
#include "render_rst.h"
#include "render_svg.h"
#include "report_model.h"
#include "report_load.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace capgrid::render;  // NOLINT(google-build-using-namespace): fuzz entry point
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    Report report = ParseReport(text, "fuzz.json");
    RenderRst(report);
    RenderHtml(report);
    RenderMarkdown(report, "charts.svg");
    ChartsSvgFile(report);
    RenderJunit(report);
  } catch (const capgrid::UsageError&) {
    // A refused snapshot is the expected outcome for most inputs.
  }
  return 0;
}
