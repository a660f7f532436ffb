#include "merge_cell.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "escape.h"

namespace capgrid {
namespace {

std::string Text(const nlohmann::json& record, const char* key) {
  if (!record.is_object()) return "";
  auto it = record.find(key);
  return it != record.end() && it->is_string() ? StripAnsi(it->get<std::string>()) : "";
}

}  // namespace

nlohmann::json AccuracyOf(const nlohmann::json& record) {
  if (!record.is_object()) return nullptr;
  auto list = record.find("accuracy");
  if (list == record.end() || !list->is_array()) return nullptr;
  auto number = [](const nlohmann::json& o, const char* key) -> std::optional<double> {
    auto it = o.find(key);
    if (it == o.end() || !it->is_number()) return std::nullopt;
    double v = it->get<double>();
    return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
  };
  double max_abs = 0, max_rel = 0;
  std::optional<double> snr_db;
  int64_t nonfinite = 0, outputs = 0;
  for (const nlohmann::json& out : *list) {
    if (!out.is_object()) continue;  // an output whose shape differed: nothing measured
    std::optional<double> abs = number(out, "max_abs"), rel = number(out, "max_rel");
    if (!abs || !rel || *abs < 0 || *rel < 0) continue;
    ++outputs;
    max_abs = std::max(max_abs, *abs);
    max_rel = std::max(max_rel, *rel);
    if (std::optional<double> snr = number(out, "snr_db")) {
      snr_db = snr_db ? std::min(*snr_db, *snr) : *snr;
    }
    if (std::optional<double> n = number(out, "nonfinite"); n && *n > 0) {
      nonfinite += static_cast<int64_t>(*n);
    }
  }
  if (outputs == 0) return nullptr;
  return {{"max_abs", max_abs},     {"max_rel", max_rel}, {"snr_db", snr_db ? nlohmann::json(*snr_db) : nlohmann::json()},
          {"nonfinite", nonfinite}, {"outputs", outputs}};
}

FdVerdict FdVerdictOf(const Vocabulary& statuses, const nlohmann::json& record) {
  std::string text = Text(record, "fd_check");
  size_t colon = text.find(':');
  std::string verdict = text.substr(0, colon);
  for (const EvidenceInfo& v : statuses.fd_verdicts()) {
    if (v.key == verdict) {
      size_t from = colon == std::string::npos ? text.size() : colon + 1;
      while (from < text.size() && text[from] == ' ') ++from;
      return {verdict, text.substr(from)};
    }
  }
  return {"", text};
}

std::string ConstantGraphWhy(const Vocabulary& statuses, const ProbeInfo& probe,
                             const std::string& column, bool no_tensor_input,
                             const nlohmann::json& record) {
  if (!probe.needs_inputs || !statuses.Supported(column)) return "";
  if (no_tensor_input) return "the case has no tensor input";
  const std::string& note = statuses.constant_note();
  if (note.empty()) return "";
  std::string detail = Text(record, "detail");
  size_t at = detail.find(note);
  if (at == std::string::npos) return "";
  size_t end = detail.find(';', at);
  return detail.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

nlohmann::json DelegatedOf(const nlohmann::json& record) {
  if (!record.is_object()) return nlohmann::json();
  auto it = record.find("delegated_fraction");
  if (it == record.end() || !it->is_number()) return nlohmann::json();
  const double f = it->get<double>();
  return f >= 0 && f <= 1 ? nlohmann::json(f) : nlohmann::json();
}

}  // namespace capgrid
