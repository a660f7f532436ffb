#include "snapshot_model.h"

#include <algorithm>
#include <array>
#include <regex>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "snapshot_reader.h"

namespace capgrid {
namespace snapshot_detail {

using nlohmann::json;

constexpr std::array kKorniaHeader = {"generated_at", "revision",   "torch",
                                      "onnx",         "onnxruntime", "onnxscript",
                                      "python",       "device"};
constexpr std::array kBreakFields = {"reason", "type", "registry_id", "url", "where", "cause"};

void Reader::Header(const json& doc, Snapshot& s) {
  auto present = [&](const char* key) {
    if (doc.contains(key)) return true;
    Error("", fmt::format("header field '{}' is missing", key));
    return false;
  };
  std::string* kornia[] = {&s.generated_at, &s.revision,   &s.torch,  &s.onnx,
                           &s.onnxruntime,  &s.onnxscript, &s.python, &s.device};
  for (size_t i = 0; i < kKorniaHeader.size(); ++i) {
    if (present(kKorniaHeader[i])) *kornia[i] = Str(doc, kKorniaHeader[i], "");
  }
  if (present("opset")) {
    if (!doc["opset"].is_number_integer()) {
      Error("", "'opset' must be an integer");
    } else {
      s.opset = doc["opset"].get<int64_t>();
    }
  }
  if (!s.capgrid) return;

  for (const char* key : {"library", "library_version", "capgrid"}) {
    if (!present(key)) continue;
    std::string value = Str(doc, key, "");
    (std::string(key) == "library"           ? s.library
     : std::string(key) == "library_version" ? s.library_version
                                             : s.capgrid_version) = value;
  }
  if (!s.library.empty() && !doc.contains(s.library)) {
    Error("", "the compatibility key named after the library is missing");
  }
  if (present("probes")) {
    s.probes = Strings(doc["probes"], "probes");
    for (size_t i = 0; i < s.probes.size(); ++i) {
      if (vocabulary_.ProbeIndex(s.probes[i]) < 0) {
        Error(fmt::format("probes[{}]", i), fmt::format("'{}' is not a probe", s.probes[i]));
      }
    }
  }
  if (CarriesSpeed() && present("speed_machine")) s.speed_machine = Str(doc, "speed_machine", "");
  if (doc.contains("packs")) {  // optional: older snapshots have none
    s.packs = Strings(doc["packs"], "packs");
  }
  if (present("partial")) {
    if (!doc["partial"].is_boolean()) {
      Error("", "'partial' must be true or false");
    } else {
      s.partial = doc["partial"].get<bool>();
    }
  }
  if (present("missing")) s.missing = Pairs(doc, "missing");
  if (present("unclassified")) s.unclassified = Pairs(doc, "unclassified");
  if (present("provenance_conflicts")) {
    const json& list = doc["provenance_conflicts"];
    if (!list.is_array()) {
      Error("provenance_conflicts", "must be a list");
    } else {
      for (size_t i = 0; i < list.size(); ++i) {
        std::string path = fmt::format("provenance_conflicts[{}]", i);
        const json& item = list[i];
        if (!item.is_object()) {
          Error(path, "must be an object");
          continue;
        }
        SnapshotConflict c;
        c.field = Str(item, "field", path);
        auto values = item.find("values");
        if (values == item.end() || !values->is_array()) {
          Error(path, "'values' must be a list");
        } else {
          for (size_t j = 0; j < values->size(); ++j) {
            std::string vpath = fmt::format("{}.values[{}]", path, j);
            const json& v = (*values)[j];
            if (!v.is_object()) {
              Error(vpath, "must be an object");
              continue;
            }
            std::string store = Str(v, "store", vpath);
            c.values.emplace_back(store, Str(v, "value", vpath));
          }
        }
        s.conflicts.push_back(std::move(c));
      }
    }
  }
  if (present("coverage") && !doc["coverage"].is_null()) {
    const json& c = doc["coverage"];
    if (!c.is_object()) {
      Error("", "'coverage' must be null or an object");
    } else {
      SnapshotCoverage cov;
      cov.module = Str(c, "module", "coverage");
      for (const char* key : {"covered", "total"}) {
        auto it = c.find(key);
        if (it == c.end() || !it->is_number_integer() || it->get<int64_t>() < 0) {
          Error("coverage", fmt::format("'{}' must be a non-negative integer", key));
        } else {
          (std::string(key) == "covered" ? cov.covered : cov.total) = it->get<int64_t>();
        }
      }
      if (!c.contains("uncovered")) {
        Error("coverage", "'uncovered' is missing");
      } else {
        cov.uncovered = Strings(c["uncovered"], "coverage.uncovered");
      }
      if (c.contains("skipped")) {
        const json& sk = c["skipped"];
        cov.skipped_known = true;
        if (!sk.is_array()) {
          Error("coverage", "'skipped' must be a list");
        } else {
          for (size_t i = 0; i < sk.size(); ++i) {
            std::string at = fmt::format("coverage.skipped[{}]", i);
            if (!sk[i].is_object()) {
              Error(at, "must be an object {qualname, reason}");
              continue;
            }
            cov.skipped.emplace_back(Str(sk[i], "qualname", at), Str(sk[i], "reason", at));
          }
        }
      }
      s.coverage = std::move(cov);
    }
  }
  if (present("causes")) {
    const json& causes = doc["causes"];
    if (!causes.is_object()) {
      Error("", "'causes' must be an object");
    } else {
      for (const auto& [id, c] : causes.items()) {
        std::string path = fmt::format("causes['{}']", id);
        if (!c.is_object()) {
          Error(path, "must be an object");
          continue;
        }
        for (const auto& [key, v] : c.items()) {
          if (key != "category" && key != "text" && key != "owner") {
            Error(path, fmt::format("unknown field '{}'", key));
          }
        }
        // owner is optional: snapshots written before owners existed have none.
        s.causes[id] = {Str(c, "category", path), Str(c, "text", path),
                        c.contains("owner") ? Str(c, "owner", path) : ""};
      }
    }
  }
}

std::vector<SnapshotPair> Reader::Pairs(const json& doc, const char* key) {
  std::vector<SnapshotPair> out;
  const json& list = doc[key];
  if (!list.is_array()) {
    Error("", fmt::format("'{}' must be a list", key));
    return out;
  }
  for (size_t i = 0; i < list.size(); ++i) {
    std::string path = fmt::format("{}[{}]", key, i);
    const json& item = list[i];
    if (!item.is_object()) {
      Error(path, "must be an object");
      continue;
    }
    SnapshotPair p;
    p.case_name = Str(item, "case", path);
    p.probe = Str(item, "probe", path);
    for (const char* optional : {"reason", "text"}) {
      if (item.contains(optional)) {
        (std::string(optional) == "reason" ? p.reason : p.text) = Str(item, optional, path);
      }
    }
    out.push_back(std::move(p));
  }
  return out;
}

bool Blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }

void Reader::Case(const json& e, size_t index, bool capgrid, SnapshotCase& c) {
  std::string path = fmt::format("cases[{}]", index);
  if (!e.is_object()) {
    Error(path, "is not an object");
    return;
  }
  if (auto name = e.find("name"); name != e.end() && name->is_string()) {
    path += fmt::format(" ('{}')", name->get<std::string>());
  }
  c.name = Str(e, "name", path);
  c.package = Str(e, "package", path);
  // Both name a heading or a row on every page; blank ones would leave nothing to show.
  if (e.contains("name") && e["name"].is_string() && Blank(c.name)) {
    Error(path, "'name' must be a non-empty string");
  }
  if (e.contains("package") && e["package"].is_string() && Blank(c.package)) {
    Error(path, "'package' must be a non-empty string");
  }
  c.section = Str(e, "section", path);
  c.operator_name = Str(e, "operator", path);
  c.variant = Str(e, "variant", path);
  c.ref = Str(e, "ref", path);
  c.note = Str(e, "note", path);
  c.where = Str(e, "where", path);
  auto breaks = e.find("graph_breaks");
  // Kornia's published snapshot holds one -1 (a count its probe failed to take); capgrid's
  // own snapshots never do.
  if (breaks == e.end() || !breaks->is_number_integer() ||
      (capgrid && breaks->get<int64_t>() < 0)) {
    Error(path, capgrid ? "'graph_breaks' must be a non-negative integer"
                        : "'graph_breaks' must be an integer");
  } else {
    c.graph_breaks = breaks->get<int64_t>();
  }

  const auto& probes = vocabulary_.probes();
  c.cells.resize(probes.size());
  for (size_t p = 0; p < probes.size(); ++p) {
    const std::string& key = probes[p];
    SnapshotCell& cell = c.cells[p];
    if (!Carried(p)) {
      cell.value = "n/a";
      cell.status = "not-probed";
      cell.detail = "not probed";
      cell.has_cause = capgrid;
      continue;
    }
    if (e.contains(key) && e[key].is_string() &&
        !vocabulary_.ColumnKnown(e[key].get<std::string>())) {
      Error(path, fmt::format("'{}' is not a column value: '{}' (expected one of {})", key,
                              e[key].get<std::string>(), vocabulary_.ColumnList()));
    } else {
      cell.value = Str(e, key, path);
    }
    cell.detail = Str(e, key + "_detail", path);
    // Kornia's layout has no cause ids; one that carries them anyway is compared by them.
    cell.has_cause = capgrid || e.contains(key + "_cause");
    if (cell.has_cause) cell.cause = Str(e, key + "_cause", path);
    if (capgrid) cell.status = Str(e, key + "_status", path);
    const ProbeInfo& info = vocabulary_.probe_info()[p];
    if (info.graph_breaks) {
      if (c.graph_breaks >= 0) cell.graph_breaks = c.graph_breaks;
    } else if (info.counts_breaks && capgrid && format_version_ >= kProbeBreaksFormat) {
      auto count = e.find(key + "_graph_breaks");
      if (count == e.end() || !count->is_number_integer() || count->get<int64_t>() < 0) {
        Error(path, fmt::format("'{}_graph_breaks' must be a non-negative integer", key));
      } else {
        cell.graph_breaks = count->get<int64_t>();
      }
    }
    if (capgrid && format_version_ >= kEvidenceFormat) EvidenceFields(e, path, info, cell);
    if (capgrid && format_version_ >= kAccuracyFormat && info.accuracy) {
      AccuracyField(e, path, info, cell);
    }
    if (capgrid && !info.delegates_to.empty()) DelegatedField(e, path, info, cell);
  }
  if (!capgrid) return;

  c.group = Str(e, "group", path);
  c.ref_url = Str(e, "ref_url", path);
  auto times = e.find("times");
  if (times == e.end() || !times->is_object()) {
    Error(path, "'times' must be an object");
  } else {
    std::vector<std::string> keys = {"eager"};
    keys.insert(keys.end(), probes.begin(), probes.end());
    for (size_t k = 0; k < keys.size(); ++k) {
      if (k > 0 && !Carried(k - 1)) continue;
      auto t = times->find(keys[k]);
      if (t == times->end() || !(t->is_null() || (t->is_number() && t->get<double>() >= 0))) {
        Error(path, fmt::format("'times.{}' must be a non-negative number or null", keys[k]));
      } else if (t->is_number()) {
        (k == 0 ? c.eager_seconds : c.cells[k - 1].seconds) = t->get<double>();
      }
    }
    for (const auto& [key, v] : times->items()) {
      if (key != "eager" && !vocabulary_.NamesProbe(key)) {
        Error(path, fmt::format("'times.{}' is not a probe", key));
      }
    }
  }
  if (!e.contains("onnx_ops")) {
    Error(path, "'onnx_ops' must be a list");
  } else {
    c.onnx_ops = Strings(e["onnx_ops"], path + ".onnx_ops");
  }
  auto reasons = e.find("break_reasons");
  if (reasons == e.end() || !reasons->is_array()) {
    Error(path, "'break_reasons' must be a list");
  } else {
    static const std::regex kRegistryId("^(GB[0-9]+)?$");
    for (size_t i = 0; i < reasons->size(); ++i) {
      std::string bpath = fmt::format("{}.break_reasons[{}]", path, i);
      const json& b = (*reasons)[i];
      if (!b.is_object()) {
        Error(bpath, "must be an object");
        continue;
      }
      for (const auto& [key, v] : b.items()) {
        if (std::find(kBreakFields.begin(), kBreakFields.end(), key) == kBreakFields.end()) {
          Error(bpath, fmt::format("unknown field '{}'", key));
        }
      }
      SnapshotBreak br{Str(b, "reason", bpath), Str(b, "type", bpath),
                       Str(b, "registry_id", bpath), Str(b, "url", bpath),
                       Str(b, "where", bpath), Str(b, "cause", bpath)};
      if (!std::regex_match(br.registry_id, kRegistryId)) {
        Error(bpath, fmt::format("'registry_id' must be GB<number> or empty, not '{}'",
                                 br.registry_id));
      }
      c.break_reasons.push_back(std::move(br));
    }
  }
  if (CarriesSpeed()) {
    c.speed.emplace();
    Speed(e, path, *c.speed);
  }
  // chains, frames and log_tail: objects keyed by probe.
  for (const char* key : {"chains", "frames", "log_tail"}) {
    auto it = e.find(key);
    if (it == e.end() || !it->is_object()) {
      Error(path, fmt::format("'{}' must be an object", key));
      continue;
    }
    for (const auto& [probe, v] : it->items()) {
      std::string vpath = fmt::format("{}.{}.{}", path, key, probe);
      int p = vocabulary_.ProbeIndex(probe);
      bool frames = std::string(key) == "frames";
      if (frames) {
        std::vector<std::string> list = Strings(v, vpath);
        if (p >= 0) c.cells[p].frames = std::move(list);
      } else if (!v.is_string()) {
        Error(vpath, "must be a string");
      } else if (p >= 0) {
        (std::string(key) == "chains" ? c.cells[p].chain : c.cells[p].log_tail) =
            v.get<std::string>();
      }
    }
  }
}

}  // namespace snapshot_detail

using nlohmann::json;
using snapshot_detail::Reader;

const std::vector<std::string>& SpeedVariants() {
  return Vocabulary::Builtin().speed_variants();
}

SnapshotSpeed::SnapshotSpeed()
    : latency(SpeedVariants().size()),
      speedup(SpeedVariants().empty() ? 0 : SpeedVariants().size() - 1) {}

SnapshotRead ReadSnapshot(const json& doc, const Vocabulary& vocabulary) {
  SnapshotRead out;
  if (!doc.is_object()) {
    out.errors = {"not a snapshot (expected a JSON object with 'cases')"};
    return out;
  }
  if (!doc.contains("format") && !doc.contains("cases")) {
    // Neither capgrid's nor Kornia's: say so, rather than list every header field it lacks.
    out.errors = {"not a snapshot (no 'cases' list)"};
    return out;
  }
  Snapshot s;
  s.capgrid = doc.contains("format") && doc["format"] == kSnapshotFormat;
  if (doc.contains("format") && !s.capgrid) {
    const json& f = doc["format"];
    out.errors = {fmt::format("format is '{}', expected '{}'",
                              f.is_string() ? f.get<std::string>() : f.dump(), kSnapshotFormat)};
    return out;
  }
  if (s.capgrid) {
    auto v = doc.find("format_version");
    if (v == doc.end() || !v->is_number_integer()) {
      out.errors = {"'format_version' must be an integer"};
      return out;
    }
    int64_t version = v->get<int64_t>();
    if (version < kSnapshotOldestFormatVersion || version > kSnapshotFormatVersion) {
      out.errors = {fmt::format("format_version {} is not supported (this capgrid reads {} to {}{})",
                                v->dump(), kSnapshotOldestFormatVersion, kSnapshotFormatVersion,
                                version > kSnapshotFormatVersion ? "; the file is newer" : "")};
      return out;
    }
    s.format_version = static_cast<int>(version);
  }
  // Kornia's layout carries what format 1 does.
  Reader r(vocabulary, s.capgrid ? s.format_version : 1);
  for (size_t p = 0; p < vocabulary.probe_count(); ++p) s.carried.push_back(r.Carried(p));
  r.Header(doc, s);
  auto cases = doc.find("cases");
  if (cases == doc.end() || !cases->is_array()) {
    r.Error("", "'cases' must be a list");
    out.errors = std::move(r.errors);
    return out;
  }
  s.cases.resize(cases->size());
  for (size_t i = 0; i < cases->size() && !r.full(); ++i) {
    r.Case((*cases)[i], i, s.capgrid, s.cases[i]);
  }
  if (s.capgrid) {
    for (size_t i = 0; i < s.cases.size() && !r.full(); ++i) {
      for (size_t p = 0; p < s.cases[i].cells.size(); ++p) {
        const std::string& id = s.cases[i].cells[p].cause;
        if (!id.empty() && !s.causes.count(id)) {
          r.Error(fmt::format("cases[{}].{}_cause", i, vocabulary.probes()[p]),
                  fmt::format("cause '{}' is used but not in the header's causes", id));
        }
      }
    }
  }
  if (s.library.empty() && !s.cases.empty()) {
    // Kornia's snapshot names its library only through its compatibility key ("kornia":
    // "0.9.0"); the key is the first component of the package names.
    const std::string& first = s.cases.front().package;
    std::string top = first.substr(0, first.find('.'));
    if (doc.contains(top)) s.library = top;
  }
  if (s.library_version.empty() && !s.library.empty() && doc.contains(s.library)) {
    const json& v = doc[s.library];
    s.library_version = v.is_string() ? v.get<std::string>() : v.is_null() ? "" : v.dump();
  }
  if (!r.errors.empty()) {
    out.errors = std::move(r.errors);
    return out;
  }
  out.snapshot = std::move(s);
  return out;
}

SnapshotRead ReadSnapshotText(std::string_view text, const Vocabulary& vocabulary) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {
    // Not only parse_error: a number beyond double's range is out_of_range.406. nlohmann's
    // message is "[json.exception.parse_error.101] parse error at line 1, ...".
    std::string what = e.what();
    if (auto pos = what.find("] "); pos != std::string::npos) what = what.substr(pos + 2);
    SnapshotRead out;
    out.errors = {fmt::format("not JSON ({})", what)};
    return out;
  }
  return ReadSnapshot(doc, vocabulary);
}

}  // namespace capgrid
