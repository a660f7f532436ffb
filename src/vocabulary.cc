#include "vocabulary.h"

#include <algorithm>

#include <cctype>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "embedded.h"

namespace capgrid {
namespace {

// ordered_json keeps the file's order, which is the legend's and the progress table's order.
using Json = nlohmann::ordered_json;

[[noreturn]] void Bad(const std::string& what) {
  throw VocabularyError("statuses.json: " + what);
}

const Json& Member(const Json& obj, const char* key, const std::string& where) {
  auto it = obj.find(key);
  if (it == obj.end()) Bad(fmt::format("{} has no \"{}\"", where, key));
  return *it;
}

std::string String(const Json& obj, const char* key, const std::string& where, bool required) {
  auto it = obj.find(key);
  if (it == obj.end()) {
    if (required) Bad(fmt::format("{} has no \"{}\"", where, key));
    return "";
  }
  if (!it->is_string()) Bad(fmt::format("{}.{} must be a string", where, key));
  return it->get<std::string>();
}

bool Bool(const Json& obj, const char* key, const std::string& where, bool required) {
  auto it = obj.find(key);
  if (it == obj.end()) {
    if (required) Bad(fmt::format("{} has no \"{}\"", where, key));
    return false;
  }
  if (!it->is_boolean()) Bad(fmt::format("{}.{} must be true or false", where, key));
  return it->get<bool>();
}

// An optional list of strings (empty when absent).
std::vector<std::string> Strings(const Json& obj, const char* key, const std::string& where) {
  std::vector<std::string> out;
  auto it = obj.find(key);
  if (it == obj.end()) return out;
  if (!it->is_array()) Bad(fmt::format("{}.{} must be a list of strings", where, key));
  for (const auto& x : *it) {
    if (!x.is_string()) Bad(fmt::format("{}.{} must be a list of strings", where, key));
    out.push_back(x.get<std::string>());
  }
  return out;
}

const Json& Object(const Json& doc, const char* key) {
  const Json& v = Member(doc, key, "the table");
  if (!v.is_object()) Bad(fmt::format("\"{}\" must be an object", key));
  return v;
}

}  // namespace

Vocabulary Vocabulary::Parse(std::string_view json_text) {
  Json doc;
  try {
    doc = Json::parse(json_text);
  } catch (const Json::exception& e) {
    Bad(fmt::format("not JSON ({})", e.what()));
  }
  if (!doc.is_object()) Bad("not a JSON object");
  Vocabulary v;

  for (const auto& [value, info] : Object(doc, "columns").items()) {
    std::string where = "columns." + value;
    if (!info.is_object()) Bad(where + " must be an object");
    ColumnInfo c;
    c.value = value;
    c.label = String(info, "label", where, true);
    c.meaning = String(info, "meaning", where, false);
    c.supported = Bool(info, "supported", where, true);
    c.counted = Bool(info, "counted", where, true);
    c.graph_breaks = Bool(info, "graph_breaks", where, false);
    v.columns_.push_back(std::move(c));
  }
  if (v.columns_.empty()) Bad("\"columns\" is empty");

  // The evidence kinds and finite-difference verdicts (optional tables): label and meaning.
  for (const char* table : {"evidence", "fd_verdicts"}) {
    if (!doc.contains(table)) continue;
    auto& into = std::string_view(table) == "evidence" ? v.evidence_ : v.fd_verdicts_;
    for (const auto& [key, info] : Object(doc, table).items()) {
      std::string where = fmt::format("{}.{}", table, key);
      if (!info.is_object()) Bad(where + " must be an object");
      into.push_back({key, String(info, "label", where, true), String(info, "meaning", where, true),
                      Bool(info, "compares", where, false)});
    }
  }

  // The accuracy bands (optional): tightest first, every band but the last bounded.
  if (doc.contains("accuracy_bands")) {
    const Json& bands = doc["accuracy_bands"];
    if (!bands.is_array()) Bad("\"accuracy_bands\" must be a list");
    for (size_t i = 0; i < bands.size(); ++i) {
      std::string where = fmt::format("accuracy_bands[{}]", i);
      const Json& b = bands[i];
      if (!b.is_object()) Bad(where + " must be an object");
      AccuracyBand band{String(b, "key", where, true), String(b, "label", where, true),
                        String(b, "meaning", where, true), std::nullopt};
      if (auto m = b.find("max_abs"); m != b.end()) {
        if (!m->is_number() || m->get<double>() < 0) {
          Bad(where + ".max_abs must be a number >= 0");
        }
        band.max_abs = m->get<double>();
      }
      bool last = i + 1 == bands.size();
      if (band.max_abs.has_value() == last) {
        Bad(where + ": every band but the last has a max_abs, the last has none");
      }
      if (i > 0 && band.max_abs && *band.max_abs <= *v.accuracy_bands_.back().max_abs) {
        Bad(where + ".max_abs must be larger than the band before's");
      }
      v.accuracy_bands_.push_back(std::move(band));
    }
  }

  if (doc.contains("constant_note")) {
    if (!doc["constant_note"].is_string()) Bad("\"constant_note\" must be a string");
    v.constant_note_ = doc["constant_note"].get<std::string>();
  }

  std::set<std::string> flags;
  if (doc.contains("status_flags")) {
    for (const auto& [flag, text] : Object(doc, "status_flags").items()) flags.insert(flag);
  }
  static const std::set<std::string> kFields = {"column", "who", "text", "evidence"};
  static const std::set<std::string> kWho = {"worker", "engine", "merge"};
  for (const auto& [name, info] : Object(doc, "probe_statuses").items()) {
    std::string where = "probe_statuses." + name;
    if (!info.is_object()) Bad(where + " must be an object");
    StatusInfo s;
    s.name = name;
    s.column = String(info, "column", where, true);
    if (!v.Find(s.column)) {
      Bad(fmt::format("status '{}' maps to unknown column '{}'", name, s.column));
    }
    s.who = String(info, "who", where, true);
    if (!kWho.count(s.who)) {
      Bad(fmt::format("{}.who must be worker, engine or merge, not '{}'", where, s.who));
    }
    s.text = String(info, "text", where, false);
    s.evidence = String(info, "evidence", where, false);
    if (!s.evidence.empty()) {
      bool known = std::any_of(v.evidence_.begin(), v.evidence_.end(),
                               [&](const EvidenceInfo& e) { return e.key == s.evidence; });
      if (!known) Bad(fmt::format("{}.evidence '{}' is not declared in \"evidence\"", where,
                                  s.evidence));
      if (!v.Find(s.column)->supported) {
        Bad(fmt::format("{}: only a supported status says what was checked (evidence)", where));
      }
    }
    for (const auto& [key, value] : info.items()) {
      if (!kFields.count(key) && !flags.count(key)) {
        Bad(fmt::format("{}: flag '{}' is not declared in \"status_flags\"", where, key));
      }
    }
    s.quiet = Bool(info, "quiet", where, false);
    s.log_tail = Bool(info, "log_tail", where, false);
    s.unstable = Bool(info, "unstable", where, false);
    s.by_case = Bool(info, "by_case", where, false);
    v.statuses_.push_back(std::move(s));
  }
  // A column is unstable when its statuses are; one that mixes them could not say which it is.
  for (ColumnInfo& c : v.columns_) {
    std::set<bool> flags;
    for (const StatusInfo& s : v.statuses_) {
      if (s.column == c.value) flags.insert(s.unstable);
    }
    if (flags.size() > 1) {
      Bad(fmt::format("column '{}' shows both unstable statuses and others", c.value));
    }
    c.unstable = flags.count(true) > 0;
  }

  const Json& probes = Member(doc, "probes", "the table");
  if (!probes.is_array() || probes.empty()) Bad("\"probes\" must be a non-empty list");
  const Json& info = Object(doc, "probe_info");
  for (const auto& p : probes) {
    if (!p.is_string()) Bad("\"probes\" must list strings");
    std::string key = p.get<std::string>();
    if (v.ProbeIndex(key) >= 0) Bad(fmt::format("probe '{}' is listed twice", key));
    std::string where = "probe_info." + key;
    auto it = info.find(key);
    if (it == info.end() || !it->is_object()) Bad(fmt::format("probe '{}' has no {}", key, where));
    ProbeInfo pi;
    pi.key = key;
    pi.heading = String(*it, "heading", where, true);
    pi.short_name = String(*it, "short", where, true);
    pi.title = String(*it, "title", where, true);
    pi.description = String(*it, "description", where, true);
    pi.graph_breaks = Bool(*it, "graph_breaks", where, false);
    pi.counts_breaks = Bool(*it, "counts_breaks", where, false);
    if (pi.graph_breaks && pi.counts_breaks) {
      Bad(fmt::format("{}: graph_breaks already counts its breaks (the entry's graph_breaks); "
                      "counts_breaks is for the other probes that count them", where));
    }
    pi.onnx_ops = Bool(*it, "onnx_ops", where, false);
    pi.speed_fields = Bool(*it, "speed_fields", where, false);
    if (auto below = it->find("slower_below"); below != it->end()) {
      if (!below->is_number() || below->get<double>() <= 0 || below->get<double>() > 1) {
        Bad(fmt::format("{}.slower_below must be a number in (0, 1]", where));
      }
      pi.slower_below = below->get<double>();
    } else if (pi.speed_fields) {
      Bad(fmt::format("{}: a probe with speed_fields needs slower_below", where));
    }
    pi.variants = Strings(*it, "variants", where);
    pi.slower_of = Strings(*it, "slower_of", where);
    if (pi.speed_fields != (pi.variants.size() >= 2)) {
      Bad(fmt::format("{}: a probe with speed_fields, and only it, lists two or more variants "
                      "(the baseline, then the captures timed against it)", where));
    }
    if (auto since = it->find("since_format"); since != it->end()) {
      if (!since->is_number_integer() || since->get<int>() < 1) {
        Bad(fmt::format("{}.since_format must be an integer >= 1", where));
      }
      pi.since_format = since->get<int>();
    }
    pi.opt_in = Bool(*it, "opt_in", where, false);
    pi.fd_check = Bool(*it, "fd_check", where, false);
    pi.needs_inputs = Bool(*it, "needs_inputs", where, false);
    pi.accuracy = Bool(*it, "accuracy", where, false);
    pi.delegates_to = String(*it, "delegates_to", where, false);
    pi.undelegated = String(*it, "undelegated", where, false);
    if (pi.delegates_to.empty() != pi.undelegated.empty()) {
      Bad(fmt::format("{}: delegates_to and undelegated go together", where));
    }
    pi.dynamic_of = String(*it, "dynamic_of", where, false);
    pi.gap_filter = String(*it, "gap_filter", where, false);
    if (pi.dynamic_of.empty() != pi.gap_filter.empty()) {
      Bad(fmt::format("{}: dynamic_of and gap_filter go together", where));
    }
    v.probes_.push_back(std::move(pi));
    v.probe_keys_.push_back(key);
  }
  for (const auto& [key, value] : info.items()) {
    if (v.ProbeIndex(key) < 0) Bad(fmt::format("probe_info.{} names no probe of \"probes\"", key));
  }
  for (const ProbeInfo& p : v.probes_) {
    if (!p.dynamic_of.empty() && (v.ProbeIndex(p.dynamic_of) < 0 || p.dynamic_of == p.key)) {
      Bad(fmt::format("probe_info.{}.dynamic_of names no other probe ('{}')", p.key,
                      p.dynamic_of));
    }
    for (size_t i = 1; i < p.variants.size(); ++i) {
      if (v.ProbeIndex(p.variants[i]) < 0 || p.variants[i] == p.key) {
        Bad(fmt::format("probe_info.{}.variants: '{}' names no other probe (every variant "
                        "after the baseline is a capture probe's)", p.key, p.variants[i]));
      }
    }
    for (const std::string& s : p.slower_of) {
      if (std::find(p.variants.begin() + (p.variants.empty() ? 0 : 1), p.variants.end(), s) ==
          p.variants.end()) {
        Bad(fmt::format("probe_info.{}.slower_of: '{}' is not one of its timed captures",
                        p.key, s));
      }
    }
    if (p.speed_fields) {
      if (!v.speed_variants_.empty()) Bad("two probes have speed_fields");
      v.speed_variants_ = p.variants;
    }
  }
  return v;
}

const Vocabulary& Vocabulary::Builtin() {
  static const Vocabulary vocabulary = [] {
    try {
      return Parse(EmbeddedFile("statuses.json"));
    } catch (const VocabularyError& e) {
      // Compiled in and covered by vocabulary_test: reaching this is a build defect.
      throw std::logic_error(std::string("built-in ") + e.what());
    }
  }();
  return vocabulary;
}

Vocabulary Vocabulary::ForSnapshot(int format_version,
                                   const std::vector<std::string>& asked) const {
  Vocabulary v = *this;
  v.probes_.clear();
  v.probe_keys_.clear();
  for (const ProbeInfo& p : probes_) {
    bool shown = p.since_format == 1 || std::find(asked.begin(), asked.end(), p.key) != asked.end();
    if (p.since_format <= format_version && shown) {
      v.probes_.push_back(p);
      v.probe_keys_.push_back(p.key);
    } else {
      v.left_out_.push_back(p.key);
    }
  }
  return v;
}

bool Vocabulary::NamesProbe(std::string_view key) const {
  return ProbeIndex(key) >= 0 ||
         std::find(left_out_.begin(), left_out_.end(), key) != left_out_.end();
}

std::vector<std::string> Vocabulary::default_probes() const {
  std::vector<std::string> out;
  for (const ProbeInfo& p : probes_) {
    if (!p.opt_in) out.push_back(p.key);
  }
  return out;
}

int Vocabulary::ProbeIndex(std::string_view key) const {
  for (size_t i = 0; i < probes_.size(); ++i) {
    if (probes_[i].key == key) return static_cast<int>(i);
  }
  return -1;
}

int Vocabulary::OnnxProbe() const {
  for (size_t i = 0; i < probes_.size(); ++i) {
    if (probes_[i].onnx_ops) return static_cast<int>(i);
  }
  return -1;
}

int Vocabulary::SpeedProbe() const {
  for (size_t i = 0; i < probes_.size(); ++i) {
    if (probes_[i].speed_fields) return static_cast<int>(i);
  }
  return -1;
}

int Vocabulary::BreaksProbe() const {
  for (size_t i = 0; i < probes_.size(); ++i) {
    if (probes_[i].graph_breaks) return static_cast<int>(i);
  }
  return -1;
}

bool Vocabulary::CountsBreaks(int probe) const {
  if (probe < 0 || probe >= static_cast<int>(probes_.size())) return false;
  return probes_[probe].graph_breaks || probes_[probe].counts_breaks;
}

const StatusInfo* Vocabulary::FindStatus(std::string_view status) const {
  for (const auto& s : statuses_) {
    if (s.name == status) return &s;
  }
  return nullptr;
}

std::string Vocabulary::Column(std::string_view status) const {
  const StatusInfo* s = FindStatus(status);
  return s ? s->column : "";
}

std::string Vocabulary::Text(std::string_view status) const {
  const StatusInfo* s = FindStatus(status);
  return s ? s->text : "";
}

bool Vocabulary::Quiet(std::string_view status) const {
  const StatusInfo* s = FindStatus(status);
  return s && s->quiet;
}

bool Vocabulary::ByCase(std::string_view status) const {
  const StatusInfo* s = FindStatus(status);
  return s && s->by_case;
}

bool Vocabulary::KeepsLogTail(std::string_view status) const {
  const StatusInfo* s = FindStatus(status);
  return s && s->log_tail;
}

bool Vocabulary::WorkerStatus(std::string_view status) const {
  const StatusInfo* s = FindStatus(status);
  return s && s->who == "worker";
}

bool Vocabulary::Compares(std::string_view evidence) const {
  return std::any_of(evidence_.begin(), evidence_.end(),
                     [&](const EvidenceInfo& e) { return e.compares && e.key == evidence; });
}

std::string Vocabulary::AccuracyBandOf(double max_abs) const {
  for (const AccuracyBand& b : accuracy_bands_) {
    if (!b.max_abs || max_abs <= *b.max_abs) return b.key;
  }
  return "";
}

std::string Vocabulary::Evidence(std::string_view status) const {
  const StatusInfo* s = FindStatus(status);
  return s ? s->evidence : "";
}

const ColumnInfo* Vocabulary::Find(std::string_view value) const {
  for (const auto& c : columns_) {
    if (c.value == value) return &c;
  }
  return nullptr;
}

bool Vocabulary::Supported(std::string_view value) const {
  const ColumnInfo* c = Find(value);
  return c && c->supported;
}

bool Vocabulary::Counted(std::string_view value) const {
  const ColumnInfo* c = Find(value);
  return c && c->counted;
}

bool Vocabulary::SaysGraphBreaks(std::string_view value) const {
  const ColumnInfo* c = Find(value);
  return c && c->graph_breaks;
}

bool Vocabulary::Unstable(std::string_view value) const {
  const ColumnInfo* c = Find(value);
  return c && c->unstable;
}

std::string Vocabulary::ColumnList() const {
  std::string out;
  for (const auto& c : columns_) out += (out.empty() ? "" : ", ") + c.value;
  return out;
}

std::string Vocabulary::Token(std::string_view value) {
  std::string out;
  for (char c : value) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '-') out += c;
  }
  return out;
}


}  // namespace capgrid
