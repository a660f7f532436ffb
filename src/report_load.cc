#include "report_load.h"

#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "errors.h"
#include "speed_view.h"

namespace capgrid::render {

Report ParseReport(std::string_view json_text, const std::string& source,
                   const Vocabulary& statuses) {
  Report report = ReadReportModel(json_text, source, statuses);
  report.speed = BuildSpeedView(report);
  return report;
}

Report LoadReport(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw UsageError(fmt::format("snapshot {}: cannot be read", path));
  }
  std::ostringstream buf;
  buf << in.rdbuf();
  if (in.bad()) {
    throw UsageError(fmt::format("snapshot {}: read error", path));
  }
  return ParseReport(buf.str(), path);
}

}  // namespace capgrid::render
