#include "speed_merge.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "escape.h"
#include "snapshot_model.h"
#include "vocabulary.h"

namespace capgrid {
namespace {

using json = nlohmann::json;

const json& At(const json& obj, const std::string& key) {
  static const json kNull;
  if (!obj.is_object()) return kNull;
  auto it = obj.find(key);
  return it == obj.end() ? kNull : *it;
}

json NonNegative(const json& v) {
  return v.is_number() && v.get<double>() >= 0 ? v : json();
}

json Count(const json& v) {
  return v.is_number_integer() && v.get<int64_t>() >= 0 ? v : json();
}

// A recorded text without its terminal colour codes (torch.onnx colours its step names), as the
// merge keeps every error text.
std::string Text(const json& v) { return v.is_string() ? StripAnsi(v.get<std::string>()) : ""; }

}  // namespace

json SpeedFields(const json& speed, const json& compile, const json& onnx,
                 double slower_below) {
  json e = json::object();
  const json& latency = At(speed, "latency");
  const json& speedup = At(speed, "speedup");
  json too_fast = json::array();
  const std::vector<std::string>& variants = SpeedVariants();
  for (size_t i = 0; i < variants.size(); ++i) {
    const std::string& v = variants[i];
    const json& lat = At(latency, v);
    e[v + "_latency_s"] = NonNegative(At(lat, "median_s"));
    json p10 = NonNegative(At(lat, "p10_s"));
    json p90 = NonNegative(At(lat, "p90_s"));
    e[v + "_latency_spread"] =
        p10.is_null() || p90.is_null() || p10.get<double>() > p90.get<double>()
            ? json()
            : json::array({p10, p90});
    if (At(lat, "too_fast") == true) too_fast.push_back(v);
    if (i > 0) {
      const json& s = At(speedup, v);
      e[v + "_speedup"] = s.is_number() && s.get<double>() > 0 ? s : json();
    }
  }
  e["too_fast"] = too_fast;
  bool slower = false;
  const Vocabulary& vocabulary = Vocabulary::Builtin();
  for (const std::string& v : vocabulary.probe_info()[vocabulary.SpeedProbe()].slower_of) {
    const json& s = e[v + "_speedup"];
    if (s.is_number() && s.get<double>() < slower_below) slower = true;
  }
  e["slower_than_eager"] = slower;
  e["compile_time_s"] = NonNegative(At(At(compile, "times"), "capture_s"));
  e["onnx_export_s"] = NonNegative(At(At(onnx, "times"), "capture_s"));
  e["recompiles_same_shape"] = Count(At(speed, "recompiles_same_shape"));
  e["recompiles_new_batch"] = Count(At(speed, "recompiles_new_batch"));
  e["recompile_reason"] = Text(At(speed, "recompile_reason"));
  e["new_batch_reason"] = Text(At(speed, "new_batch_reason"));
  e["recompiles_larger_batch"] = Count(At(speed, "recompiles_larger_batch"));
  e["larger_batch_reason"] = Text(At(speed, "larger_batch_reason"));
  const json& dynamic = At(speed, "went_dynamic");
  e["went_dynamic"] = dynamic.is_boolean() ? dynamic : json();
  json errors = json::object();
  for (const char* key : {"variant_errors", "recompile_errors"}) {
    const json& m = At(speed, key);
    if (!m.is_object()) continue;
    for (const auto& [k, v] : m.items()) {
      if (std::string text = Text(v); !text.empty()) {
        errors[std::string(key) == "recompile_errors" ? "recompiles_" + k : k] = text;
      }
    }
  }
  e["speed_errors"] = errors;
  return e;
}

std::string SpeedMachine(const json& speed) { return Text(At(speed, "machine")); }

std::string SpeedMachineText(const std::map<std::string, int>& machines) {
  if (machines.size() == 1) return machines.begin()->first;
  std::vector<std::pair<int, std::string>> order;
  for (const auto& [machine, n] : machines) order.emplace_back(-n, machine);
  std::sort(order.begin(), order.end());
  std::vector<std::string> parts;
  for (const auto& [n, machine] : order) {
    parts.push_back(fmt::format("{} ({} configuration{})", machine, -n, n == -1 ? "" : "s"));
  }
  if (machines.empty()) return "";
  return fmt::format("{}{}", kSeveralSpeedMachines, fmt::join(parts, ", "));
}

}  // namespace capgrid
