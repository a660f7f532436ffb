#include "causes.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "embedded.h"
#include "errors.h"
#include "escape.h"
#include "vocabulary.h"

namespace capgrid {
namespace {

using nlohmann::json;

std::vector<std::string> StringList(const json& rule, const char* key, const std::string& where) {
  std::vector<std::string> out;
  if (!rule.contains(key)) {
    return out;
  }
  const json& v = rule[key];
  if (v.is_string()) {
    return {v.get<std::string>()};
  }
  if (!v.is_array()) {
    throw UsageError(fmt::format("{}: '{}' must be a string or a list", where, key));
  }
  for (const auto& s : v) {
    if (!s.is_string()) {
      throw UsageError(fmt::format("{}: '{}' must hold strings", where, key));
    }
    out.push_back(s.get<std::string>());
  }
  return out;
}

bool Contains(const std::vector<std::string>& list, const std::string& s) {
  for (const auto& x : list) {
    if (x == s) {
      return true;
    }
  }
  return false;
}

// Replaces {name} with vars[name]; unknown names are left as written.
std::string Render(const std::string& tmpl, const std::map<std::string, std::string>& vars) {
  std::string out;
  for (size_t i = 0; i < tmpl.size();) {
    if (tmpl[i] == '{') {
      size_t end = tmpl.find('}', i);
      if (end != std::string::npos) {
        auto it = vars.find(tmpl.substr(i + 1, end - i - 1));
        if (it != vars.end()) {
          out += it->second;
          i = end + 1;
          continue;
        }
      }
    }
    out += tmpl[i++];
  }
  return out;
}

// Kornia collapses "N graph breaks: " to "N graph breaks" when there is no cause; the same
// for a template whose last variable is empty.
std::string TrimSeparator(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == ':')) {
    s.pop_back();
  }
  return s;
}

std::vector<Owner> ParseOwners(const json& doc, const std::string& origin) {
  const json& list = doc["owners"];
  if (!list.is_array() || list.empty()) {
    throw UsageError(fmt::format("{}: \"owners\" must be a non-empty list", origin));
  }
  std::vector<Owner> out;
  for (const json& o : list) {
    if (!o.is_object() || !o.contains("id") || !o["id"].is_string() ||
        !o.contains("text") || !o["text"].is_string()) {
      throw UsageError(fmt::format("{}: an owner needs an \"id\" and a \"text\"", origin));
    }
    std::string id = o["id"];
    out.push_back({id, o.value("label", id), o["text"]});
  }
  return out;
}

std::string OwnerIds(const std::vector<Owner>& owners) {
  std::string s;
  for (const Owner& o : owners) {
    s += (s.empty() ? "" : ", ") + o.id;
  }
  return s;
}

// The built-in owners, for a user's file that declares none.
const std::vector<Owner>& BuiltinOwners() {
  static const std::vector<Owner> owners =
      ParseOwners(json::parse(EmbeddedFile("causes.json")), "data/causes.json");
  return owners;
}

// Whether a cause id the merge wrote comes from rule id `pattern`: literal parts equal, each
// {..} part stands for one or more characters.
bool IdMatches(const std::string& pattern, const std::string& id) {
  size_t brace = pattern.find('{');
  if (brace == std::string::npos) {
    return pattern == id;
  }
  if (id.compare(0, brace, pattern, 0, brace) != 0) {
    return false;
  }
  size_t close = pattern.find('}', brace);
  if (close == std::string::npos) {
    return pattern == id;
  }
  std::string rest = pattern.substr(close + 1);
  for (size_t end = brace + 1; end <= id.size(); ++end) {
    if (IdMatches(rest, id.substr(end))) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::string Cut(const std::string& s, size_t n) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) {
    return "";
  }
  size_t e = s.find_last_not_of(" \t\r\n");
  std::string t = s.substr(b, e - b + 1);
  if (t.size() <= n) {
    return t;
  }
  size_t cut = n;
  // Never split a UTF-8 sequence: back up over continuation bytes.
  while (cut > 0 && (static_cast<unsigned char>(t[cut]) & 0xC0) == 0x80) {
    --cut;
  }
  return t.substr(0, cut);
}

CauseRules CauseRules::Parse(const std::string& text, const std::string& origin) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {
    throw UsageError(fmt::format("{}: not a JSON cause-rules file ({})", origin, e.what()));
  }
  if (!doc.is_object() || !doc.contains("rules") || !doc["rules"].is_array()) {
    throw UsageError(fmt::format("{}: a cause-rules file needs a \"rules\" list", origin));
  }
  CauseRules out;
  out.version_ = doc.value("version", 1);
  if (out.version_ != 1) {
    throw UsageError(
        fmt::format("{}: cause-rules version {} is not supported (this capgrid reads 1)", origin,
                    out.version_));
  }
  out.owners_ = doc.contains("owners") ? ParseOwners(doc, origin) : BuiltinOwners();
  auto known = [&](const std::string& id) {
    return std::any_of(out.owners_.begin(), out.owners_.end(),
                       [&](const Owner& o) { return o.id == id; });
  };
  if (doc.contains("unclassified")) {
    const json& u = doc["unclassified"];
    if (!u.is_object() || !known(u.value("owner", ""))) {
      throw UsageError(fmt::format("{}: \"unclassified\" needs an owner, one of {}", origin,
                                   OwnerIds(out.owners_)));
    }
    out.unclassified_ = {"unclassified", u.value("category", "unclassified"),
                         u.value("text", out.unclassified_.text), u["owner"]};
  }
  std::map<std::string, std::string> owner_of_id;
  if (doc.contains("tables")) {
    if (!doc["tables"].is_object()) {
      throw UsageError(fmt::format("{}: \"tables\" must be an object", origin));
    }
    out.tables_ = doc["tables"];
  }
  int index = 0;
  for (const json& r : doc["rules"]) {
    std::string where = fmt::format("{}: rule {}", origin, index++);
    if (!r.is_object()) {
      throw UsageError(where + " is not an object");
    }
    if (!r.contains("id") || !r["id"].is_string() || r["id"].get<std::string>().empty()) {
      throw UsageError(where + " has no \"id\"");
    }
    where += fmt::format(" ('{}')", r["id"].get<std::string>());
    if (!r.contains("text") || !r["text"].is_string()) {
      throw UsageError(where + " has no \"text\"");
    }
    Rule rule;
    rule.origin = where;
    rule.id = r["id"];
    rule.text = r["text"];
    rule.category = r.value("category", "other");
    if (!r.contains("owner") || !r["owner"].is_string()) {
      throw UsageError(fmt::format("{} has no \"owner\" (one of {})", where,
                                   OwnerIds(out.owners_)));
    }
    rule.owner = r["owner"];
    if (!known(rule.owner)) {
      throw UsageError(fmt::format("{}: owner '{}' is not one of {}", where, rule.owner,
                                   OwnerIds(out.owners_)));
    }
    auto [seen, fresh] = owner_of_id.emplace(rule.id, rule.owner);
    if (!fresh && seen->second != rule.owner) {
      throw UsageError(fmt::format("{}: owner '{}', but an earlier rule of this id has '{}'",
                                   where, rule.owner, seen->second));
    }
    rule.detail = r.value("detail", "{text}");
    rule.status = StringList(r, "status", where);
    rule.probe = StringList(r, "probe", where);
    rule.contains = StringList(r, "contains", where);
    rule.contains_any = StringList(r, "contains_any", where);
    rule.registry_ids = StringList(r, "registry_id", where);
    rule.registry = r.value("registry", false);
    std::string on = r.value("on", "");
    if (!on.empty() && on != "cell" && on != "break") {
      throw UsageError(where + R"(: "on" must be "cell" or "break")");
    }
    rule.on_cell = on != "break";
    rule.on_break = on != "cell";
    if (r.contains("regex")) {
      try {
        rule.regex.emplace(r["regex"].get<std::string>(), std::regex::ECMAScript);
      } catch (const std::exception& e) {
        throw UsageError(fmt::format("{}: bad regex ({})", where, e.what()));
      }
    }
    if (r.contains("vars")) {
      rule.vars = r["vars"];
    }
    bool has_condition = !rule.status.empty() || !rule.contains.empty() ||
                         !rule.contains_any.empty() || rule.regex || !rule.registry_ids.empty() ||
                         rule.registry;
    if (!has_condition) {
      throw UsageError(where +
                       " has no condition (status, contains, contains_any, regex, "
                       "registry_id or registry)");
    }
    out.rules_.push_back(std::move(rule));
    out.raw_.push_back(r);
  }
  return out;
}

CauseRules CauseRules::Builtin() {
  CauseRules rules = Parse(std::string(EmbeddedFile("causes.json")), "data/causes.json");
  rules.SetRegistry(json::parse(EmbeddedFile("graph_break_registry.json")));
  return rules;
}

CauseRules CauseRules::Load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw UsageError(fmt::format("{}: cannot read the cause-rules file", path));
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return Parse(ss.str(), path);
}

void CauseRules::Prepend(const CauseRules& first) {
  for (const Rule& mine : first.rules_) {
    for (const Rule& ours : rules_) {
      if (mine.id == ours.id && mine.owner != ours.owner) {
        throw UsageError(fmt::format("{}: owner '{}', but the built-in rule of this id has '{}'",
                                     mine.origin, mine.owner, ours.owner));
      }
    }
  }
  rules_.insert(rules_.begin(), first.rules_.begin(), first.rules_.end());
  raw_.insert(raw_.begin(), first.raw_.begin(), first.raw_.end());
  for (const auto& [k, v] : first.tables_.items()) {
    if (!tables_.contains(k)) {
      tables_[k] = json::object();
    }
    for (const auto& [kk, vv] : v.items()) {
      tables_[k][kk] = vv;
    }
  }
}

void CauseRules::SetRegistry(const json& doc) {
  registry_ = doc.value("types", json::object());
  registry_url_ = doc.value("url", "");
  registry_by_type_.clear();
  for (const auto& [id, types] : registry_.items()) {
    for (const auto& t : types) {
      registry_by_type_.emplace(t.get<std::string>(), id);
    }
  }
}

const Owner* CauseRules::FindOwner(const std::string& id) const {
  for (const Owner& o : owners_) {
    if (o.id == id) {
      return &o;
    }
  }
  return nullptr;
}

std::string CauseRules::OwnerOfCause(const std::string& cause_id) const {
  if (cause_id == unclassified_.id) {
    return unclassified_.owner;
  }
  for (const Rule& rule : rules_) {
    if (IdMatches(rule.id, cause_id)) {
      return rule.owner;
    }
  }
  return "";
}

std::string CauseRules::RegistryIdOf(const std::string& gb_type) const {
  auto it = registry_by_type_.find(gb_type);
  return it == registry_by_type_.end() ? "" : it->second;
}

std::string CauseRules::RegistryTypeOf(const std::string& registry_id) const {
  if (!registry_.contains(registry_id) || registry_[registry_id].empty()) {
    return "";
  }
  return registry_[registry_id][0].get<std::string>();
}

std::string CauseRules::RegistryUrl(const std::string& registry_id) const {
  if (registry_id.size() < 3 || registry_id.rfind("GB", 0) != 0 || registry_url_.empty()) {
    return "";
  }
  return Render(registry_url_, {{"number", registry_id.substr(2)}});
}

bool CauseRules::Matches(const Rule& rule, const Evidence& ev, const std::string& haystack,
                         std::smatch* groups) const {
  bool is_break = ev.kind == Evidence::Kind::kBreak;
  if (is_break ? !rule.on_break : !rule.on_cell) {
    return false;
  }
  if (!rule.status.empty() && !Contains(rule.status, ev.status)) {
    return false;
  }
  if (!rule.probe.empty() && !Contains(rule.probe, ev.probe)) {
    return false;
  }
  if (!rule.registry_ids.empty() && !Contains(rule.registry_ids, ev.registry_id)) {
    return false;
  }
  if (rule.registry && (ev.registry_id.empty() || !registry_.contains(ev.registry_id))) {
    return false;
  }
  for (const auto& s : rule.contains) {
    if (haystack.find(s) == std::string::npos) {
      return false;
    }
  }
  if (!rule.contains_any.empty()) {
    bool any = false;
    for (const auto& s : rule.contains_any) {
      any = any || haystack.find(s) != std::string::npos;
    }
    if (!any) {
      return false;
    }
  }
  if (rule.regex && !std::regex_search(haystack, *groups, *rule.regex)) {
    return false;
  }
  return true;
}

Verdict CauseRules::Classify(const Evidence& ev) const {
  std::string haystack = ev.kind == Evidence::Kind::kBreak ? ev.gb_type + "\n" + ev.error
                                                           : ev.error + "\n" + ev.detail + "\n" +
                                                                 ev.chain + "\n" + ev.skip_reason;
  std::string error = ev.error.empty() ? ev.detail : ev.error;
  std::map<std::string, std::string> vars = {
      {"e", Cut(error, 120)},
      {"detail", Cut(ev.detail, 400)},
      {"skip", ev.skip_reason},
      {"registry_id", ev.registry_id},
      {"gb_type", ev.gb_type.empty() ? RegistryTypeOf(ev.registry_id) : ev.gb_type},
  };
  for (size_t i = 0; i < rules_.size(); ++i) {
    const Rule& rule = rules_[i];
    std::smatch groups;
    if (!Matches(rule, ev, haystack, &groups)) {
      continue;
    }
    std::map<std::string, std::string> v = vars;
    for (size_t g = 1; g < groups.size() && g < 10; ++g) {
      v[std::to_string(g)] = groups[g].str();
    }
    for (const auto& [name, spec] : rule.vars.items()) {
      std::string key = Render(spec.value("key", ""), v);
      std::string value = Render(spec.value("default", key), v);
      std::string table = spec.value("table", "");
      if (tables_.contains(table) && tables_[table].contains(key)) {
        value = tables_[table][key].get<std::string>();
      }
      v[name] = value;
    }
    Verdict verdict;
    verdict.rule = static_cast<int>(i);
    verdict.cause = {Render(rule.id, v), rule.category, Render(rule.text, v), rule.owner};
    v["text"] = verdict.cause.text;
    verdict.detail = TrimSeparator(Render(rule.detail, v));
    return verdict;
  }
  Verdict verdict;
  verdict.cause = unclassified_;
  verdict.unclassified = true;
  verdict.detail = Cut(error.empty() ? ev.skip_reason : error, 160);
  return verdict;
}

}  // namespace capgrid

namespace capgrid {
namespace {

std::string Code(const std::string& s) {
  // A backtick inside code: use a double-backtick span.
  if (s.find('`') != std::string::npos) {
    return "`` " + MdTableCell(s) + " ``";
  }
  return "`" + MdTableCell(s) + "`";
}

std::string Conditions(const nlohmann::json& r) {
  std::vector<std::string> parts;
  auto list = [&](const char* key, const char* label, const char* join) {
    if (!r.contains(key)) {
      return;
    }
    std::vector<std::string> items;
    if (r[key].is_string()) {
      items.push_back(Code(r[key]));
    } else {
      for (const auto& x : r[key]) {
        items.push_back(Code(x.get<std::string>()));
      }
    }
    std::string s;
    for (size_t i = 0; i < items.size(); ++i) {
      s += (i ? join : "") + items[i];
    }
    parts.push_back(fmt::format("{} {}", label, s));
  };
  if (r.contains("on")) {
    parts.push_back(
        fmt::format("on a {}", r["on"].get<std::string>() == "break" ? "graph break" : "cell"));
  }
  list("status", "status", " or ");
  list("probe", "probe", " or ");
  list("contains", "text contains", " and ");
  list("contains_any", "text contains", " or ");
  if (r.contains("regex")) {
    parts.push_back("text matches " + Code(r["regex"]));
  }
  list("registry_id", "registry id", ", ");
  if (r.value("registry", false)) {
    parts.emplace_back("any graph-break registry id");
  }
  std::string s;
  for (size_t i = 0; i < parts.size(); ++i) {
    s += (i ? "; " : "") + parts[i];
  }
  return s;
}

}  // namespace

std::string CausesMarkdown(const CauseRules& rules) {
  std::ostringstream md;
  md << "# Causes\n\n"
     << "<!-- Generated from data/causes.json and data/graph_break_registry.json by\n"
     << "     CAPGRID_UPDATE_DOCS=1 build/dev/capgrid_tests --gtest_filter='CausesDoc.*'\n"
     << "     Edit the data, not this page; the test fails while the page is out of date. -->\n\n"
     << fmt::format(
            "Cause rules version {}. `capgrid merge` gives every fail, mismatch, timeout, "
            "crash, oom, protocol-error and graph-break cell a cause id; n/a cells get "
            "one too when a rule names it. Rules are tried in this order and the first "
            "match wins; `--causes FILE` puts a user's rules (same format) before "
            "them. A cell no rule matches gets `unclassified` (its raw error cut to 160 "
            "characters as the detail) and is listed by the merge and in the snapshot "
            "header's `unclassified`.\n\n",
            rules.version())
     << "Rule texts are matched against the record's `error`, `detail`, `chain` and "
        "`skip_reason`; a graph break's against its type and reason. In ids and texts, `{1}` "
        "is a regex group, `{op}` a table lookup, `{e}` the error cut to 120 characters.\n\n"
     << "## Owners\n\n"
     << "Every rule names its owner: who can fix the cause. The pages rank causes by the "
        "operators they block and show the owner with each (docs/rendering.md, \"Causes\"); a "
        "`--causes` file's rules name one of these too.\n\n"
     << "| owner | shown as | who fixes it |\n|---|---|---|\n";
  for (const Owner& o : rules.owners()) {
    md << fmt::format("| {} | {} | {} |\n", Code(o.id), MdTableCell(o.label),
                      MdTableCell(o.text));
  }
  md << fmt::format("\nA cell no rule matches: cause `{}`, owner `{}`.\n\n",
                    rules.unclassified().id, rules.unclassified().owner)
     << "## Rules\n\n"
     << "| # | cause id | owner | category | when | text |\n|---|---|---|---|---|---|\n";
  int n = 0;
  for (const auto& r : rules.raw_rules()) {
    md << fmt::format("| {} | {} | {} | {} | {} | {} |\n", ++n, Code(r["id"]),
                      MdTableCell(r.value("owner", "")), MdTableCell(r.value("category", "other")),
                      Conditions(r), MdTableCell(r["text"].get<std::string>()));
  }
  for (const auto& [name, table] : rules.tables().items()) {
    md << fmt::format("\n## Table `{}`\n\n| key | shown as |\n|---|---|\n", name);
    for (const auto& [k, v] : table.items()) {
      md << fmt::format("| {} | {} |\n", Code(k), MdTableCell(v.get<std::string>()));
    }
  }
  md << fmt::format("\n## Graph-break registry ({} ids)\n\n", rules.registry().size())
     << "The cause each id of torch's dynamo graph-break registry "
        "(`torch/_dynamo/graph_break_registry.json`, copied by "
        "`tests/data/graph_breaks/make_registry.py`) gets when a break reason carries it.\n\n"
     << "| registry id | graph-break type | cause id |\n|---|---|---|\n";
  for (const auto& [id, types] : rules.registry().items()) {
    Evidence ev;
    ev.kind = Evidence::Kind::kBreak;
    ev.status = "graph-break";
    ev.probe = Vocabulary::Builtin().probes()[Vocabulary::Builtin().BreaksProbe()];
    ev.registry_id = id;
    ev.gb_type = types.empty() ? "" : types[0].get<std::string>();
    md << fmt::format("| {} | {} | {} |\n", id, MdTableCell(ev.gb_type),
                      Code(rules.Classify(ev).cause.id));
  }
  return md.str();
}

}  // namespace capgrid
