#include "classify.h"

#include <fmt/format.h>

#include "embedded.h"
#include "errors.h"

namespace capgrid {

StatusTable StatusTable::Parse(const nlohmann::json& doc, const std::string& origin) {
  if (!doc.is_object() || !doc.contains("probe_statuses") || !doc.contains("columns")) {
    throw UsageError(origin + R"(: a status table needs "probe_statuses" and "columns")");
  }
  StatusTable t;
  for (const auto& p : doc.value("probes", nlohmann::json::array())) {
    t.probes_.push_back(p);
  }
  for (const auto& [column, info] : doc["columns"].items()) {
    t.supported_[column] = info.value("supported", false);
  }
  for (const auto& [status, info] : doc["probe_statuses"].items()) {
    std::string column = info.value("column", "");
    if (!t.supported_.count(column)) {
      throw UsageError(
          fmt::format("{}: status '{}' maps to unknown column '{}'", origin, status, column));
    }
    t.column_[status] = column;
    t.text_[status] = info.value("text", "");
  }
  return t;
}

const StatusTable& StatusTable::Builtin() {
  static const StatusTable table =
      Parse(nlohmann::json::parse(EmbeddedFile("statuses.json")), "data/statuses.json");
  return table;
}

std::string StatusTable::Column(const std::string& status) const {
  auto it = column_.find(status);
  return it == column_.end() ? "" : it->second;
}

bool StatusTable::Supported(const std::string& column) const {
  auto it = supported_.find(column);
  return it != supported_.end() && it->second;
}

std::string StatusTable::Text(const std::string& status) const {
  auto it = text_.find(status);
  return it == text_.end() ? "" : it->second;
}

std::vector<std::string> StatusTable::columns() const {
  std::vector<std::string> out;
  for (const auto& [c, s] : supported_) {
    out.push_back(c);
  }
  return out;
}

}  // namespace capgrid
