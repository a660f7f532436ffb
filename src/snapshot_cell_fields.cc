// A snapshot cell's evidence and accuracy fields and a case's speed fields (the reader's
// parts that follow a probe's flags; snapshot_reader.h).
#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "snapshot_reader.h"

namespace capgrid::snapshot_detail {

// <probe>_evidence, and for an fd_check probe <probe>_fd and <probe>_fd_note: each a string, the
// first two "" or a key of the vocabulary's table.
void Reader::EvidenceFields(const json& e, const std::string& path, const ProbeInfo& info,
                            SnapshotCell& cell) {
  auto known = [](const std::vector<EvidenceInfo>& table, const std::string& key) {
    return key.empty() || std::any_of(table.begin(), table.end(),
                                      [&](const EvidenceInfo& x) { return x.key == key; });
  };
  cell.evidence = Str(e, info.key + "_evidence", path);
  if (!known(vocabulary_.evidence(), cell.evidence)) {
    Error(path, fmt::format("'{}_evidence' is not an evidence kind: '{}'", info.key,
                            cell.evidence));
  }
  if (!info.fd_check) return;
  cell.fd = Str(e, info.key + "_fd", path);
  if (!known(vocabulary_.fd_verdicts(), cell.fd)) {
    Error(path, fmt::format("'{}_fd' is not a finite-difference verdict: '{}'", info.key,
                            cell.fd));
  }
  cell.fd_note = Str(e, info.key + "_fd_note", path);
}

void Reader::AccuracyField(const json& e, const std::string& path, const ProbeInfo& info,
                           SnapshotCell& cell) {
  const std::string key = info.key + "_accuracy";
  auto it = e.find(key);
  if (it == e.end()) {
    Error(path, fmt::format("'{}' is missing", key));
    return;
  }
  if (it->is_null()) return;
  if (!it->is_object()) {
    Error(path, fmt::format("'{}' must be null or an object", key));
    return;
  }
  static constexpr std::array kFields = {"max_abs", "max_rel", "snr_db", "nonfinite", "outputs"};
  for (const auto& [field, v] : it->items()) {
    if (std::find(kFields.begin(), kFields.end(), field) == kFields.end()) {
      Error(path, fmt::format("'{}': unknown field '{}'", key, field));
    }
  }
  SnapshotAccuracy a;
  auto number = [&](const char* field, bool nullable) -> std::optional<double> {
    auto f = it->find(field);
    if (f != it->end() && nullable && f->is_null()) return std::nullopt;
    if (f == it->end() || !f->is_number() || !std::isfinite(f->get<double>()) ||
        (field != std::string_view("snr_db") && f->get<double>() < 0)) {
      Error(path, fmt::format("'{}.{}' must be a {}number{}", key, field,
                              nullable ? "" : "non-negative ", nullable ? " or null" : ""));
      return std::nullopt;
    }
    return f->get<double>();
  };
  auto count = [&](const char* field) -> int64_t {
    auto f = it->find(field);
    if (f == it->end() || !f->is_number_integer() || f->get<int64_t>() < 0) {
      Error(path, fmt::format("'{}.{}' must be a non-negative integer", key, field));
      return 0;
    }
    return f->get<int64_t>();
  };
  a.max_abs = number("max_abs", false).value_or(0);
  a.max_rel = number("max_rel", false).value_or(0);
  a.snr_db = number("snr_db", true);
  a.nonfinite = count("nonfinite");
  a.outputs = count("outputs");
  if (a.outputs == 0) Error(path, fmt::format("'{}.outputs' is 0: a cell that measured no output holds null", key));
  cell.accuracy = a;
}

void Reader::DelegatedField(const json& e, const std::string& path, const ProbeInfo& info,
                            SnapshotCell& cell) {
  const std::string key = info.key + "_delegated";
  auto it = e.find(key);
  if (it == e.end()) return;
  if (!it->is_number() || !(it->get<double>() >= 0 && it->get<double>() <= 1)) {
    Error(path, fmt::format("'{}' must be a number from 0 to 1", key));
    return;
  }
  cell.delegated = it->get<double>();
}

void Reader::Speed(const json& e, const std::string& path, SnapshotSpeed& sp) {
  // A required field that is null or passes `ok`; false when absent or of another type.
  auto field = [&](const std::string& key, const char* what, auto ok) -> const json* {
    auto it = e.find(key);
    if (it == e.end() || !(it->is_null() || ok(*it))) {
      Error(path, fmt::format("'{}' must be {} or null", key, what));
      return nullptr;
    }
    return it->is_null() ? nullptr : &*it;
  };
  auto non_negative = [](const json& v) { return v.is_number() && v.get<double>() >= 0; };
  auto seconds = [&](const std::string& key) -> std::optional<double> {
    const json* v = field(key, "a non-negative number", non_negative);
    return v ? std::optional<double>(v->get<double>()) : std::nullopt;
  };
  auto count = [&](const std::string& key) -> std::optional<int64_t> {
    const json* v = field(key, "a non-negative integer", [](const json& x) {
      return x.is_number_integer() && x.get<int64_t>() >= 0;
    });
    return v ? std::optional<int64_t>(v->get<int64_t>()) : std::nullopt;
  };
  const std::vector<std::string>& variants = SpeedVariants();
  for (size_t i = 0; i < variants.size(); ++i) {
    const std::string& v = variants[i];
    SnapshotLatency& lat = sp.latency[i];
    lat.median_s = seconds(v + "_latency_s");
    const json* spread = field(v + "_latency_spread", "a list [p10, p90] of seconds",
                               [&](const json& x) {
                                 return x.is_array() && x.size() == 2 && non_negative(x[0]) &&
                                        non_negative(x[1]) &&
                                        x[0].get<double>() <= x[1].get<double>();
                               });
    if (spread) lat.spread = {(*spread)[0].get<double>(), (*spread)[1].get<double>()};
    if (i > 0) {
      sp.speedup[i - 1] = field(v + "_speedup", "a positive number", [](const json& x) {
        return x.is_number() && x.get<double>() > 0;
      }) ? std::optional<double>(e[v + "_speedup"].get<double>()) : std::nullopt;
    }
  }
  if (auto it = e.find("too_fast"); it == e.end()) {
    Error(path, "'too_fast' must be a list");
  } else {
    for (const std::string& v : Strings(*it, path + ".too_fast")) {
      auto at = std::find(variants.begin(), variants.end(), v);
      if (at == variants.end()) {
        Error(path + ".too_fast",
              fmt::format("'{}' is not one of {}", v, fmt::join(variants, ", ")));
      } else {
        sp.latency[at - variants.begin()].too_fast = true;
      }
    }
  }
  if (auto it = e.find("slower_than_eager"); it == e.end() || !it->is_boolean()) {
    Error(path, "'slower_than_eager' must be a boolean");
  } else {
    sp.slower_than_eager = it->get<bool>();
  }
  sp.compile_time_s = seconds("compile_time_s");
  sp.onnx_export_s = seconds("onnx_export_s");
  sp.recompiles_same_shape = count("recompiles_same_shape");
  sp.recompiles_new_batch = count("recompiles_new_batch");
  sp.recompile_reason = Str(e, "recompile_reason", path);
  sp.new_batch_reason = Str(e, "new_batch_reason", path);
  if (format_version_ >= kSpeedBatchSizesFormat) {
    sp.recompiles_larger_batch = count("recompiles_larger_batch");
    sp.larger_batch_reason = Str(e, "larger_batch_reason", path);
    if (const json* v = field("went_dynamic", "a boolean",
                              [](const json& x) { return x.is_boolean(); })) {
      sp.went_dynamic = v->get<bool>();
    }
  }
  if (auto it = e.find("speed_errors"); it == e.end() || !it->is_object()) {
    Error(path, "'speed_errors' must be an object");
  } else {
    for (const auto& [k, v] : it->items()) {
      if (!v.is_string()) {
        Error(path + ".speed_errors." + k, "must be a string");
      } else {
        sp.errors[k] = v.get<std::string>();
      }
    }
  }
}

}  // namespace capgrid::snapshot_detail
