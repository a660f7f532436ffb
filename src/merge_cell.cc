#include "merge_cell.h"

#include "escape.h"

namespace capgrid {
namespace {

std::string Text(const nlohmann::json& record, const char* key) {
  if (!record.is_object()) return "";
  auto it = record.find(key);
  return it != record.end() && it->is_string() ? StripAnsi(it->get<std::string>()) : "";
}

}  // namespace

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

}  // namespace capgrid
