#include "provenance.h"

#include <algorithm>

#include <fmt/format.h>

#include "embedded.h"

namespace capgrid {

const std::vector<std::string>& ProvenancePackages() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> out;
    const auto doc = nlohmann::json::parse(EmbeddedFile("stack.json"));
    for (const auto& p : doc.at("probe_stack").at("packages")) {
      if (p.value("provenance", false)) out.push_back(p.at("key").get<std::string>());
    }
    return out;
  }();
  return keys;
}

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
