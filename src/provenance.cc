#include "provenance.h"

#include <algorithm>

#include <fmt/format.h>

namespace capgrid {

std::string ProvenanceKey(const nlohmann::json& provenance, std::vector<std::string> packs,
                          const std::string& device, const nlohmann::json& options) {
  std::sort(packs.begin(), packs.end());
  // nlohmann::json objects are std::maps: dump() writes keys sorted, hence canonical.
  nlohmann::json key = {{"device", device}, {"packs", packs}, {"provenance", provenance}};
  if (options.is_object() && !options.empty()) key["options"] = options;
  return key.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string DescribeProvenance(const nlohmann::json& p) {
  auto get = [&](const char* field) -> std::string {
    if (!p.is_object() || !p.contains(field)) return "?";
    const auto& v = p[field];
    return v.is_string() ? v.get<std::string>() : v.dump();
  };
  return fmt::format("{} {}, torch {}, {}, opset {}", get("library"), get("library_version"),
                     get("torch"), get("device"), get("opset"));
}

}  // namespace capgrid
