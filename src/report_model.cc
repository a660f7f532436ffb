#include "report_model.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "errors.h"

namespace capgrid::render {
namespace {

using nlohmann::json;

// Errors carry the file and, for entries, the case, so a user can find the bad spot.
[[noreturn]] void Fail(const std::string& source, const std::string& what) {
  throw UsageError(fmt::format("snapshot {}: {}", source, what));
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::string Slug(std::string_view s) {
  std::string out;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) {
      out += static_cast<char>(std::tolower(u));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') {
    out.pop_back();
  }
  return out;
}

std::string Humanise(std::string_view key) {
  if (key.empty()) {
    return "Operators";
  }
  std::string out(key);
  for (char& c : out) {
    if (c == '_') {
      c = ' ';
    }
  }
  out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

// Reads a scalar header field as text whatever its JSON type ("opset": 18 or "18").
std::string Text(const json& obj, std::string_view key) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) {
    return "";
  }
  if (it->is_string()) {
    return it->get<std::string>();
  }
  if (it->is_boolean()) {
    return it->get<bool>() ? "true" : "false";
  }
  if (it->is_number() || it->is_array() || it->is_object()) {
    return it->dump();
  }
  return "";
}

// Typed access to an entry's optional fields: absent or null gives the default, a value of the
// wrong type is an error naming the case and the field.
class EntryReader {
 public:
  EntryReader(const json& entry, const std::string& source, size_t index)
      : entry_(entry), source_(source), index_(index) {}

  [[noreturn]] void Bad(std::string_view field, std::string_view want) const {
    auto name = entry_.find("name");
    std::string who = (name != entry_.end() && name->is_string())
                          ? fmt::format("case {} ('{}')", index_, name->get<std::string>())
                          : fmt::format("case {}", index_);
    Fail(source_, fmt::format("{}: field '{}' must be {}", who, field, want));
  }

  [[nodiscard]] std::string Str(std::string_view field, bool required = false) const {
    auto it = entry_.find(field);
    if (it == entry_.end() || it->is_null()) {
      if (required) {
        Bad(field, "present (a string)");
      }
      return "";
    }
    if (!it->is_string()) {
      Bad(field, "a string");
    }
    return it->get<std::string>();
  }

  [[nodiscard]] const json* Obj(std::string_view field) const {
    auto it = entry_.find(field);
    if (it == entry_.end() || it->is_null()) {
      return nullptr;
    }
    if (!it->is_object()) {
      Bad(field, "an object");
    }
    return &*it;
  }

  [[nodiscard]] const json* Arr(std::string_view field) const {
    auto it = entry_.find(field);
    if (it == entry_.end() || it->is_null()) {
      return nullptr;
    }
    if (!it->is_array()) {
      Bad(field, "a list");
    }
    return &*it;
  }

  [[nodiscard]] int Int(std::string_view field) const {
    auto it = entry_.find(field);
    if (it == entry_.end() || it->is_null()) {
      return 0;
    }
    if (!it->is_number_integer()) {
      Bad(field, "an integer");
    }
    return it->get<int>();
  }

 private:
  const json& entry_;
  const std::string& source_;
  size_t index_;
};

std::string Scalar(const json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

// One line for an item of `missing`, `provenance_conflicts` or `coverage.uncovered`. The merge
// writes {case, probe, reason} and {field, values: [{store, value}]} (docs/snapshot.md); any
// other object is shown as its key: value pairs.
std::string ItemText(const json& item) {
  if (!item.is_object()) {
    return Scalar(item);
  }
  if (item.contains("case") && item.contains("probe")) {
    return fmt::format("{} ({}){}", Scalar(item["case"]), Scalar(item["probe"]),
                       item.contains("reason") ? ": " + Scalar(item["reason"]) : "");
  }
  if (item.contains("field") && item.contains("values") && item["values"].is_array()) {
    std::string out = Scalar(item["field"]) + ":";
    for (const auto& v : item["values"]) {
      out += v.is_object() && v.contains("store") && v.contains("value")
                 ? fmt::format(" {} ({});", Scalar(v["value"]), Scalar(v["store"]))
                 : " " + Scalar(v) + ";";
    }
    out.pop_back();
    return out;
  }
  std::string out;
  for (const auto& [k, v] : item.items()) {
    out += fmt::format("{}{}: {}", out.empty() ? "" : ", ", k, Scalar(v));
  }
  return out;
}

// `missing` / `provenance_conflicts`: a count, a list, or an object of name -> reason.
void CountOrList(const json& header, std::string_view key, int& count,
                 std::vector<std::string>& items, const std::string& source) {
  auto it = header.find(key);
  if (it == header.end() || it->is_null()) {
    return;
  }
  if (it->is_number_integer()) {
    count = it->get<int>();
  } else if (it->is_array()) {
    for (const auto& item : *it) {
      items.push_back(ItemText(item));
    }
    count = static_cast<int>(items.size());
  } else if (it->is_object()) {
    for (auto& [k, v] : it->items()) {
      items.push_back(v.is_string() ? fmt::format("{}: {}", k, v.get<std::string>())
                                    : fmt::format("{}: {}", k, v.dump()));
    }
    count = static_cast<int>(items.size());
  } else {
    Fail(source, fmt::format("header field '{}' must be a count, a list or an object", key));
  }
}

Header ParseHeader(const json& doc, const std::vector<std::string>& packages,
                   const std::string& source) {
  Header h;
  h.format = Text(doc, "format");
  if (!h.format.empty() && h.format != "capgrid-snapshot") {
    Fail(source, fmt::format("format is '{}', expected 'capgrid-snapshot'", h.format));
  }
  if (auto it = doc.find("format_version"); it != doc.end() && !it->is_null()) {
    if (!it->is_number_integer()) {
      Fail(source, "format_version must be an integer");
    }
    h.format_version = it->get<int>();
    if (h.format_version != 1) {
      Fail(source, fmt::format("format_version {} is not supported (this capgrid reads 1)",
                               h.format_version));
    }
  }
  h.generated_at = Text(doc, "generated_at");
  h.library = Text(doc, "library");
  h.library_version = Text(doc, "library_version");
  // Kornia's own snapshot names the library only through its compatibility key ("kornia":
  // "0.9.0"); the key is the first component of the package names.
  if (h.library.empty() && !packages.empty()) {
    std::string top = packages.front().substr(0, packages.front().find('.'));
    if (doc.contains(top)) {
      h.library = top;
    }
  }
  if (h.library_version.empty() && !h.library.empty()) {
    h.library_version = Text(doc, h.library);
  }
  h.revision = Text(doc, "revision");
  h.torch = Text(doc, "torch");
  h.onnx = Text(doc, "onnx");
  h.onnxruntime = Text(doc, "onnxruntime");
  h.onnxscript = Text(doc, "onnxscript");
  h.python = Text(doc, "python");
  h.opset = Text(doc, "opset");
  h.device = Text(doc, "device");
  h.capgrid = Text(doc, "capgrid");
  if (auto it = doc.find("probes"); it != doc.end() && it->is_array()) {
    for (const auto& p : *it) {
      h.probes.push_back(p.is_string() ? p.get<std::string>() : p.dump());
    }
  }
  if (auto it = doc.find("partial"); it != doc.end() && !it->is_null()) {
    if (!it->is_boolean()) {
      Fail(source, "header field 'partial' must be true or false");
    }
    h.partial = it->get<bool>();
  }
  CountOrList(doc, "missing", h.missing_count, h.missing, source);
  CountOrList(doc, "provenance_conflicts", h.conflict_count, h.conflicts, source);
  if (auto it = doc.find("coverage"); it != doc.end() && !it->is_null()) {
    const json& c = *it;
    if (!c.is_object()) {
      Fail(source, "header field 'coverage' must be null or an object");
    }
    Coverage cov;
    cov.module = Text(c, "module");
    try {
      cov.covered = c.value("covered", 0);
      cov.total = c.value("total", 0);
    } catch (const json::exception&) {
      Fail(source, "coverage.covered and coverage.total must be integers");
    }
    if (auto u = c.find("uncovered"); u != c.end() && u->is_array()) {
      for (const auto& item : *u) {
        cov.uncovered.push_back(ItemText(item));
      }
    }
    h.coverage = std::move(cov);
  }
  if (auto it = doc.find("causes"); it != doc.end() && !it->is_null()) {
    if (!it->is_object()) {
      Fail(source, "header field 'causes' must be an object");
    }
    for (auto& [id, c] : it->items()) {
      if (!c.is_object()) {
        Fail(source, fmt::format("causes['{}'] must be an object", id));
      }
      h.causes[id] = Cause{Text(c, "category"), Text(c, "text")};
    }
  }
  return h;
}

Row ParseRow(const json& entry, size_t index, const Vocabulary& statuses,
             const std::string& source) {
  EntryReader r(entry, source, index);
  if (!entry.is_object()) {
    Fail(source, fmt::format("case {} is not an object", index));
  }
  Row row;
  row.name = r.Str("name", true);
  row.package = r.Str("package", true);
  // Both name a heading or a row on every page; blank ones would leave nothing to show.
  if (row.name.find_first_not_of(" \t\r\n") == std::string::npos) {
    r.Bad("name", "a non-empty string");
  }
  if (row.package.find_first_not_of(" \t\r\n") == std::string::npos) {
    r.Bad("package", "a non-empty string");
  }
  row.section = r.Str("section");
  row.op = r.Str("operator");
  if (row.op.empty()) {
    row.op = row.name;
  }
  row.variant = r.Str("variant");
  row.ref = r.Str("ref");
  row.ref_url = r.Str("ref_url");
  row.note = r.Str("note");
  row.where = r.Str("where");
  row.group = r.Str("group");
  row.graph_breaks = r.Int("graph_breaks");

  const json* times = r.Obj("times");
  const json* chains = r.Obj("chains");
  const json* frames = r.Obj("frames");
  const json* tails = r.Obj("log_tail");
  row.cells.resize(statuses.probe_count());
  for (size_t p = 0; p < statuses.probe_count(); ++p) {
    const std::string& key = statuses.probes()[p];
    Cell& cell = row.cells[p];
    cell.status = r.Str(key, true);
    if (!statuses.Find(cell.status)) {
      r.Bad(key, fmt::format("a column status from statuses.json ({})", statuses.ColumnList()));
    }
    cell.detail = r.Str(key + "_detail");
    cell.cause_id = r.Str(key + "_cause");
    cell.raw_status = r.Str(key + "_status");
    if (times) {
      if (auto t = times->find(key); t != times->end() && t->is_number()) {
        cell.seconds = t->get<double>();
      }
    }
    if (chains) {
      if (auto c = chains->find(key); c != chains->end() && c->is_string()) {
        cell.chain = *c;
      }
    }
    if (frames) {
      if (auto f = frames->find(key); f != frames->end() && f->is_array()) {
        for (const auto& fr : *f) {
          cell.frames.push_back(fr.is_string() ? fr.get<std::string>() : fr.dump());
        }
      }
    }
    if (tails) {
      if (auto t = tails->find(key); t != tails->end() && t->is_string()) {
        cell.log_tail = *t;
      }
    }
  }
  if (times) {
    if (auto t = times->find("eager"); t != times->end() && t->is_number()) {
      row.eager_seconds = t->get<double>();
    }
  }
  if (const json* ops = r.Arr("onnx_ops")) {
    for (const auto& op : *ops) {
      row.onnx_ops.push_back(op.is_string() ? op.get<std::string>() : op.dump());
    }
  }
  if (const json* reasons = r.Arr("break_reasons")) {
    for (const auto& br : *reasons) {
      if (!br.is_object()) {
        r.Bad("break_reasons", "a list of objects");
      }
      row.break_reasons.push_back({Text(br, "reason"), Text(br, "type"), Text(br, "registry_id"),
                                   Text(br, "url"), Text(br, "where"), Text(br, "cause")});
    }
  }
  return row;
}

}  // namespace

const Cause* Report::CauseOf(const Cell& cell) const {
  if (cell.cause_id.empty()) {
    return nullptr;
  }
  auto it = header.causes.find(cell.cause_id);
  return it == header.causes.end() ? nullptr : &it->second;
}

std::string Report::Explanation(const Cell& cell) const {
  if (!cell.detail.empty()) {
    return cell.detail;
  }
  if (const Cause* c = CauseOf(cell)) {
    return c->text;
  }
  return "";
}

Report ParseReport(std::string_view json_text, const std::string& source,
                   const Vocabulary& statuses) {
  json doc;
  try {
    doc = json::parse(json_text);
  } catch (const json::exception& e) {
    // Not only parse_error: a number beyond double's range is out_of_range.406. nlohmann's
    // message is "[json.exception.parse_error.101] parse error at line 1, ...".
    std::string what = e.what();
    if (auto pos = what.find("] "); pos != std::string::npos) {
      what = what.substr(pos + 2);
    }
    Fail(source, fmt::format("not JSON ({})", what));
  }
  if (!doc.is_object()) {
    Fail(source, "not a snapshot (expected a JSON object with 'cases')");
  }
  auto cases = doc.find("cases");
  if (cases == doc.end() || !cases->is_array()) {
    Fail(source, "not a snapshot (no 'cases' list)");
  }

  Report report;
  report.source = source;
  report.statuses = &statuses;
  report.onnx_probe = -1;
  for (size_t p = 0; p < statuses.probe_count(); ++p) {
    if (statuses.probe_info()[p].onnx_ops && report.onnx_probe < 0) {
      report.onnx_probe = static_cast<int>(p);
    }
  }
  report.breaks_probe = statuses.BreaksProbe();
  report.columns.resize(statuses.probe_count());
  report.entries = static_cast<int>(cases->size());

  std::vector<Row> all;
  all.reserve(cases->size());
  for (size_t i = 0; i < cases->size(); ++i) {
    const json& entry = (*cases)[i];
    if (!entry.is_object()) {
      Fail(source, fmt::format("case {} is not an object", i));
    }
    all.push_back(ParseRow(entry, i, statuses, source));
  }
  std::vector<std::string> package_names;
  for (const Row& r : all) {
    package_names.push_back(r.package);
  }
  report.header = ParseHeader(doc, package_names, source);

  for (Row& row : all) {
    bool listed = false;
    for (const Cell& c : row.cells) {
      listed = listed || statuses.Counted(c.status);
    }
    (listed ? report.rows : report.unlisted).push_back(std::move(row));
  }

  std::set<std::string> present;
  std::map<std::pair<std::string, std::string>, bool> operators;  // -> exports to ONNX
  std::map<std::string, Package> packages;
  std::map<std::string, std::map<std::string, Section>> sections;
  for (const Row& row : report.rows) {
    Package& pkg = packages[row.package];
    pkg.ratios.resize(statuses.probe_count());
    pkg.probed++;
    bool all_ok = true;
    for (size_t p = 0; p < statuses.probe_count(); ++p) {
      const std::string& s = row.cells[p].status;
      present.insert(s);
      bool supported = statuses.Supported(s);
      all_ok = all_ok && supported;
      if (statuses.Counted(s)) {
        report.columns[p].total++;
        pkg.ratios[p].total++;
        if (supported) {
          report.columns[p].supported++;
          pkg.ratios[p].supported++;
        }
      }
    }
    if (all_ok) {
      report.ok_all++;
      pkg.ok_all++;
    }
    bool& onnx = operators[{row.package, row.op}];
    onnx = onnx || (report.onnx_probe >= 0 && statuses.Supported(row.cells[report.onnx_probe].status));
    sections[row.package][row.section].rows.push_back(&row);
  }
  report.operators = static_cast<int>(operators.size());
  for (const auto& [key, onnx] : operators) {
    report.operators_onnx += onnx ? 1 : 0;
  }

  // Distinct names can share a slug ("a_b", "a.b"); Sphinx rejects duplicate labels.
  std::set<std::string> anchors;
  auto unique_anchor = [&anchors](const std::string& base) {
    std::string anchor = base;
    for (int n = 2; !anchors.insert(anchor).second; ++n) {
      anchor = fmt::format("{}-{}", base, n);
    }
    return anchor;
  };
  for (auto& [name, pkg] : packages) {
    pkg.name = name;
    pkg.anchor = unique_anchor("capgrid-" + Slug(name));
    // std::map orders "" before every other key, as Kornia's page does.
    for (auto& [key, sec] : sections[name]) {
      sec.key = key;
      sec.title = Humanise(key);
      sec.anchor =
          unique_anchor(pkg.anchor + "-" + (key.empty() ? std::string("operators") : Slug(key)));
      std::stable_sort(sec.rows.begin(), sec.rows.end(), [](const Row* a, const Row* b) {
        std::string la = Lower(a->op), lb = Lower(b->op);
        if (la != lb) {
          return la < lb;
        }
        if (a->variant != b->variant) {
          return a->variant < b->variant;
        }
        return a->name < b->name;
      });
      pkg.sections.push_back(std::move(sec));
    }
    report.packages.push_back(std::move(pkg));
  }
  for (const ColumnInfo& c : statuses.columns()) {
    if (present.count(c.value)) {
      report.statuses_present.push_back(&c);
    }
  }
  return report;
}

Report LoadReport(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw UsageError(fmt::format("snapshot {}: cannot be read", path));
  }
  std::ostringstream buf;
  buf << in.rdbuf();
  if (in.bad()) {
    throw UsageError(fmt::format("snapshot {}: read error", path));
  }
  return ParseReport(buf.str(), path);
}


std::vector<DetailGroup> GroupDetails(const Report& report, const Row& row) {
  std::vector<DetailGroup> groups;
  for (int p = 0; p < report.probe_count(); ++p) {
    std::string text = report.Explanation(row.cells[p]);
    if (text.empty()) {
      continue;
    }
    auto it = std::find_if(groups.begin(), groups.end(),
                           [&](const DetailGroup& g) { return g.text == text; });
    if (it == groups.end()) {
      groups.push_back({report.probes()[p].short_name, text, {p}});
    } else {
      it->columns += fmt::format(", {}", report.probes()[p].short_name);
      it->probes.push_back(p);
    }
  }
  return groups;
}

bool RowSupportedAll(const Report& report, const Row& row) {
  for (const Cell& c : row.cells) {
    if (!report.statuses->Supported(c.status)) {
      return false;
    }
  }
  return true;
}

bool RowFails(const Report& report, const Row& row, int probe) {
  const std::string& s = row.cells[probe].status;
  return report.statuses->Counted(s) && !report.statuses->Supported(s);
}

bool RowHasBreaks(const Report& report, const Row& row) {
  return row.graph_breaks > 0 ||
         (report.breaks_probe >= 0 && row.cells[report.breaks_probe].status == "ok-breaks");
}








}  // namespace capgrid::render
