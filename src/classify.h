#pragma once
// Probe status -> column, read from data/statuses.json (the one place the vocabulary lives).
// Kornia's normalisation: export-fail, checker-fail, ort-load-fail, ort-run-fail -> fail;
// eager-fail, no-tensor-output, skipped -> n/a; the engine's timeout, crash, oom and
// protocol-error stay columns of their own.
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace capgrid {

class StatusTable {
 public:
  // data/statuses.json as compiled into the binary.
  static const StatusTable& Builtin();
  // Throws UsageError naming `origin` on a malformed table.
  static StatusTable Parse(const nlohmann::json& doc, const std::string& origin);

  [[nodiscard]] bool Known(const std::string& status) const { return column_.count(status) > 0; }
  // The column a probe status shows in; "" for an unknown status.
  [[nodiscard]] std::string Column(const std::string& status) const;
  // Whether a column counts as supported (ok, ok-breaks, ok-unverified).
  [[nodiscard]] bool Supported(const std::string& column) const;
  [[nodiscard]] bool ColumnKnown(const std::string& column) const {
    return supported_.count(column) > 0;
  }
  // The user-facing text of a status ("" when unknown).
  [[nodiscard]] std::string Text(const std::string& status) const;
  [[nodiscard]] const std::vector<std::string>& probes() const { return probes_; }
  [[nodiscard]] std::vector<std::string> columns() const;

 private:
  std::vector<std::string> probes_;
  std::map<std::string, std::string> column_, text_;
  std::map<std::string, bool> supported_;
};

}  // namespace capgrid
