#include "reuse.h"

#include <algorithm>

#include <fmt/format.h>

#include "embedded.h"

namespace capgrid {
namespace {

using nlohmann::json;

bool Unreadable(const json& j) { return j.is_object() && j.contains("unreadable"); }

bool SameLibrary(const json& a, const json& b) {
  for (const char* f : {"library", "library_version", "revision"}) {
    json x = a.is_object() ? a.value(f, json()) : json();
    json y = b.is_object() ? b.value(f, json()) : json();
    if (x != y) return false;
  }
  return true;
}

const json& AddedStackFields() {
  static const json fields =
      json::parse(EmbeddedFile("stack.json")).at("added_fields").at("fields");
  return fields;
}

bool IsLegacy(const json& s) { return s.is_object() && s.value("legacy", false); }

// `legacy`'s recorded fields agree with `full` (a schema-2 stack, or another legacy one).
bool LegacyAgrees(const json& legacy, const json& full, const json& default_options) {
  if (!IsLegacy(full) && full.value("options", json()) != default_options) return false;
  const json& then = legacy.value("stack", json::object());
  const json& now = full.value("stack", json::object());
  // A legacy result was measured before the added fields were recorded: with their assumed
  // values (the added fields' own rule).
  if (now.is_object()) {
    for (const auto& [name, field] : AddedStackFields().items()) {
      if (now.contains(name) && now[name] != field.at("assumed")) return false;
    }
  }
  if (!then.is_object() || then.empty() || !now.is_object()) return false;
  for (const auto& [k, v] : then.items()) {
    if (!now.contains(k) || now[k] != v) return false;
  }
  return true;
}

bool SameStack(const ReuseContext& ctx, const json& stored, const std::string& probe) {
  return StacksAgree(stored, ProbeStack(ctx.stack, probe), ctx.default_options);
}

const json& TargetPackages() {
  static const json packages =
      json::parse(EmbeddedFile("stack.json")).at("targets").at("packages");
  return packages;
}

// A result of an earlier version that every bump since declared still valid: for each version
// v from the result's to the current one's predecessor, the probe's chain has a declaration
// {"from": v, "unless": ...} and no field of that `unless` has its value in the record.
bool KeptAcrossBump(const ReuseContext& ctx, const ResultRow& r) {
  const json& chain = ctx.probe_keeps.value(r.probe, json());
  const json& version = ctx.probe_versions.value(r.probe, json());
  if (!chain.is_array() || !version.is_number_integer()) return false;
  if (r.probe_version < 1 || r.probe_version >= version.get<int>()) return false;
  for (int v = r.probe_version; v < version.get<int>(); ++v) {
    auto keep = std::find_if(chain.begin(), chain.end(),
                             [v](const json& k) { return k.value("from", 0) == v; });
    if (keep == chain.end()) return false;
    const json unless = keep->value("unless", json::object());
    for (const auto& [field, value] : unless.items()) {
      if (r.record.is_object() && r.record.contains(field) && r.record[field] == value) {
        return false;
      }
    }
  }
  return true;
}

// The probe version that measured a result: a result kept across a bump is stored with the
// version that kept it, and the one that measured it in reused_from.probe_version.
int MeasuredBy(const ResultRow& r) {
  if (r.reused_from.is_object() && r.reused_from.contains("probe_version") &&
      r.reused_from["probe_version"].is_number_integer()) {
    return r.reused_from["probe_version"].get<int>();
  }
  return r.probe_version;
}

// Every check that needs no digest.
bool PassesCheapChecks(const ReuseContext& ctx, const ReuseCandidate& c) {
  if (ctx.fresh) return false;
  const ResultRow& r = c.stored.row;
  auto fp = ctx.fingerprints.find(r.case_name);
  if (fp == ctx.fingerprints.end() || fp->second != r.fingerprint) return false;
  if (ctx.forced.count(r.case_name)) return false;
  const json& version = ctx.probe_versions.value(r.probe, json());
  if (!version.is_number_integer()) return false;
  if (version.get<int>() != r.probe_version && !KeptAcrossBump(ctx, r)) return false;
  if (ctx.rerun_kept.count(r.probe) && MeasuredBy(r) != version.get<int>()) return false;
  return SameStack(ctx, r.stack, r.probe);
}

// Whether the worker's answer for a source accepts the recorded digest: the file's digest, or
// one of the digests its declared source keeps accept (a list, the current one first).
bool Accepts(const json& answer, const json& recorded) {
  if (answer.is_string()) return answer == recorded;
  return answer.is_array() && std::find(answer.begin(), answer.end(), recorded) != answer.end();
}

bool SourcesUnchanged(const json& sources, const json& digests) {
  for (const auto& [key, digest] : sources.items()) {
    auto it = digests.find(key);
    if (it == digests.end() || !Accepts(*it, digest)) return false;
  }
  return true;
}

bool UnreadableRecord(const ResultRow& r) {
  return Unreadable(r.stack) || (r.sources && Unreadable(*r.sources));
}

}  // namespace

json WithAddedFields(const json& stored) {
  json out = stored;
  json& inner = out["stack"];
  if (!inner.is_object()) return out;
  for (const auto& [name, field] : AddedStackFields().items()) {
    if (!inner.contains(name)) inner[name] = field.at("assumed");
  }
  return out;
}

bool StacksAgree(const json& a, const json& b, const json& default_options) {
  if (!a.is_object() || !b.is_object() || Unreadable(a) || Unreadable(b)) return false;
  if (IsLegacy(a)) return LegacyAgrees(a, b, default_options);
  if (IsLegacy(b)) return LegacyAgrees(b, a, default_options);
  return WithAddedFields(a) == WithAddedFields(b);
}

json ProbeStack(const json& result_stack, const std::string& probe) {
  if (!result_stack.is_object() || !result_stack.contains("stack")) return result_stack;
  const json& inner = result_stack["stack"];
  if (!inner.is_object() || !inner.contains("targets") || !inner["targets"].is_object()) {
    return result_stack;
  }
  json out = result_stack;
  json mine = json::object();
  for (const auto& t : TargetPackages()) {
    const std::string key = t.at("key").get<std::string>();
    if (t.at("probe") == probe && inner["targets"].contains(key)) mine[key] = inner["targets"][key];
  }
  out["stack"]["targets"] = mine;
  return out;
}

std::string MissingTarget(const std::vector<std::string>& probes, const json& hello_stack) {
  const json targets = hello_stack.is_object() ? hello_stack.value("targets", json::object())
                                               : json::object();
  for (const auto& t : TargetPackages()) {
    const std::string probe = t.at("probe").get<std::string>();
    if (std::find(probes.begin(), probes.end(), probe) == probes.end()) continue;
    const std::string key = t.at("key").get<std::string>();
    if (targets.is_object() && targets.contains(key)) continue;
    return fmt::format(
        "--probes {}: the worker's Python has no {} installed (pip install 'capgrid[{}]', "
        "docs/install.md \"Deployment targets\")",
        probe, t.at("distribution").get<std::string>(), t.at("extra").get<std::string>());
  }
  return "";
}

json ResultStack(const json& hello_stack, const json& options) {
  return {{"stack", hello_stack.is_object() ? hello_stack : json::object()},
          {"options", options}};
}

std::vector<std::string> SourceKeysToCheck(const ReuseContext& ctx,
                                           const std::vector<ReuseCandidate>& candidates) {
  std::set<std::string> keys;
  for (const auto& c : candidates) {
    const auto& src = c.stored.row.sources;
    if (!src || !src->is_object() || Unreadable(*src) || !PassesCheapChecks(ctx, c)) continue;
    for (const auto& [key, digest] : src->items()) keys.insert(key);
  }
  return {keys.begin(), keys.end()};
}

ReuseDecision DecideReuse(const ReuseContext& ctx, const std::vector<ReuseCandidate>& candidates,
                          const json& digests) {
  ReuseDecision d;
  std::set<std::string> wanted(ctx.probes.begin(), ctx.probes.end());
  std::set<std::pair<std::string, std::string>> decided;
  for (const auto& c : candidates) {
    const ResultRow& r = c.stored.row;
    auto pair = std::make_pair(r.case_name, r.probe);
    if (!ctx.fingerprints.count(r.case_name) || !wanted.count(r.probe) || decided.count(pair)) {
      continue;
    }
    if (UnreadableRecord(r)) {
      d.unreadable[c.store]++;
      continue;
    }
    bool valid = PassesCheapChecks(ctx, c);
    if (valid) {
      valid = r.sources ? SourcesUnchanged(*r.sources, digests)
                        : SameLibrary(c.stored.run_provenance, ctx.provenance);
    }
    if (!valid) continue;
    decided.insert(pair);
    const int current = ctx.probe_versions.value(r.probe, json()).get<int>();
    if (c.current_run && r.probe_version == current) {
      d.kept.push_back(r);
    } else {
      // Copied (into the current run, replacing the row when it is the current run's own),
      // stamped with the current version when the bump kept it, saying what measured it.
      ResultRow copy = r;
      if (copy.reused_from.is_null()) {
        copy.reused_from = {{"store", c.store}, {"run", c.stored.run_id},
                            {"measured_at", r.finished_at}};
      }
      if (r.probe_version != current) {
        if (!copy.reused_from.contains("probe_version")) {
          copy.reused_from["probe_version"] = r.probe_version;
        }
        copy.probe_version = current;
      }
      d.copied.push_back(std::move(copy));
    }
  }
  return d;
}

namespace {

// The first field of the stored stack ({"stack", "options"}, added fields assumed) that differs
// from the current one, as "stack.torch" or "options.opset".
std::string FirstStackDifference(const json& stored, const json& now) {
  const json a = WithAddedFields(stored), b = WithAddedFields(now);
  for (const char* part : {"stack", "options"}) {
    const json x = a.value(part, json::object()), y = b.value(part, json::object());
    if (!x.is_object() || !y.is_object()) {
      if (x != y) return part;
      continue;
    }
    std::set<std::string> keys;
    for (const auto& [k, v] : x.items()) keys.insert(k);
    for (const auto& [k, v] : y.items()) keys.insert(k);
    for (const auto& k : keys) {
      if (x.value(k, json()) != y.value(k, json())) return fmt::format("{}.{}", part, k);
    }
  }
  return "";
}

}  // namespace

std::string WhyNotReused(const ReuseContext& ctx, const ReuseCandidate& c, const json& digests) {
  const ResultRow& r = c.stored.row;
  if (ctx.fresh) return "--fresh";
  if (UnreadableRecord(r)) return "its dependency record cannot be read";
  auto fp = ctx.fingerprints.find(r.case_name);
  if (fp == ctx.fingerprints.end() || fp->second != r.fingerprint) {
    return "the case changed (its fingerprint)";
  }
  if (ctx.forced.count(r.case_name)) return "--rerun";
  const json& version = ctx.probe_versions.value(r.probe, json());
  if (!version.is_number_integer()) return fmt::format("no probe '{}' in this worker", r.probe);
  if (version.get<int>() != r.probe_version && !KeptAcrossBump(ctx, r)) {
    return fmt::format("probe version {}, the probe is at {} and no bump since keeps it",
                       r.probe_version, version.get<int>());
  }
  if (ctx.rerun_kept.count(r.probe) && MeasuredBy(r) != version.get<int>()) {
    return fmt::format("--rerun-kept: probe version {} measured it, a bump to {} kept it",
                       MeasuredBy(r), version.get<int>());
  }
  if (!SameStack(ctx, r.stack, r.probe)) {
    if (IsLegacy(r.stack)) return "another stack (a schema-1 result's)";
    std::string field = FirstStackDifference(r.stack, ProbeStack(ctx.stack, r.probe));
    return field.empty() ? "another stack" : fmt::format("another stack ({})", field);
  }
  if (r.sources) {
    for (const auto& [key, digest] : r.sources->items()) {
      auto it = digests.find(key);
      if (it == digests.end() || it->is_null()) {
        return fmt::format("a source it recorded is not here: {}", key);
      }
      if (!Accepts(*it, digest)) return fmt::format("a source it recorded changed: {}", key);
    }
    return "";
  }
  if (!SameLibrary(c.stored.run_provenance, ctx.provenance)) {
    return "another library version or revision (a result without recorded sources)";
  }
  return "";
}

std::map<std::pair<std::string, std::string>, std::string> StaleReasons(
    const ReuseContext& ctx, const std::vector<ReuseCandidate>& candidates, const json& digests,
    const ReuseDecision& decision, const std::vector<std::pair<std::string, std::string>>& pairs) {
  std::set<std::pair<std::string, std::string>> valid;
  for (const auto* rows : {&decision.kept, &decision.copied}) {
    for (const auto& r : *rows) valid.insert({r.case_name, r.probe});
  }
  std::map<std::pair<std::string, std::string>, std::string> first;  // newest candidate's reason
  for (const auto& c : candidates) {
    auto pair = std::make_pair(c.stored.row.case_name, c.stored.row.probe);
    if (valid.count(pair) || first.count(pair)) continue;
    first[pair] = WhyNotReused(ctx, c, digests);
  }
  std::map<std::pair<std::string, std::string>, std::string> out;
  for (const auto& pair : pairs) {
    if (valid.count(pair)) continue;
    auto it = first.find(pair);
    out[pair] = it == first.end() || it->second.empty() ? "no stored result" : it->second;
  }
  return out;
}

}  // namespace capgrid
