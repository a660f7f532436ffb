#pragma once
// The snapshot reader's internals, shared by snapshot_model.cc (the header, the cases, the
// document) and snapshot_cell_fields.cc (a cell's evidence and accuracy, a case's speed
// fields). Not an interface: everything else reads a snapshot through snapshot_model.h.
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "snapshot_model.h"
#include "vocabulary.h"

namespace capgrid::snapshot_detail {

using nlohmann::json;

class Reader {
 public:
  Reader(const Vocabulary& vocabulary, int format_version)
      : vocabulary_(vocabulary), format_version_(format_version) {}

  // The file's format carries probe p's fields.
  [[nodiscard]] bool Carried(size_t p) const {
    return vocabulary_.probe_info()[p].since_format <= format_version_;
  }

  std::vector<std::string> errors;

  [[nodiscard]] bool full() const { return errors.size() >= kMaxSnapshotErrors; }
  void Error(const std::string& path, const std::string& what) {
    if (!full()) errors.push_back(path.empty() ? what : path + ": " + what);
  }

  // A required string (absent or another type is an error); "" after an error.
  std::string Str(const json& obj, const std::string& key, const std::string& path) {
    auto it = obj.find(key);
    if (it == obj.end()) {
      Error(path, fmt::format("'{}' is missing", key));
      return "";
    }
    if (!it->is_string()) {
      Error(path, fmt::format("'{}' must be a string", key));
      return "";
    }
    return it->get<std::string>();
  }

  // A required string list.
  std::vector<std::string> Strings(const json& v, const std::string& path) {
    std::vector<std::string> out;
    if (!v.is_array()) {
      Error(path, "must be a list");
      return out;
    }
    for (size_t i = 0; i < v.size(); ++i) {
      if (!v[i].is_string()) {
        Error(fmt::format("{}[{}]", path, i), "must be a string");
      } else {
        out.push_back(v[i].get<std::string>());
      }
    }
    return out;
  }

  void Header(const json& doc, Snapshot& s);
  void Case(const json& e, size_t index, bool capgrid, SnapshotCase& c);
  // A cell's <probe>_evidence, and <probe>_fd(_note) where fd_check (format 6 on).
  void EvidenceFields(const json& e, const std::string& path, const ProbeInfo& info,
                      SnapshotCell& cell);
  // A cell's <probe>_accuracy: null or the worst of its outputs (format 7 on).
  void AccuracyField(const json& e, const std::string& path, const ProbeInfo& info,
                     SnapshotCell& cell);
  // A delegating probe's cell's <probe>_delegated: absent (not measured) or a number in [0, 1].
  void DelegatedField(const json& e, const std::string& path, const ProbeInfo& info,
                      SnapshotCell& cell);
  void Speed(const json& e, const std::string& path, SnapshotSpeed& sp);
  // The file carries the speed fields: a probe with speed_fields whose format it has.
  [[nodiscard]] bool CarriesSpeed() const {
    int p = vocabulary_.SpeedProbe();
    return p >= 0 && Carried(static_cast<size_t>(p));
  }
  std::vector<SnapshotPair> Pairs(const json& doc, const char* key);

 private:
  const Vocabulary& vocabulary_;
  int format_version_;
};

}  // namespace capgrid::snapshot_detail
