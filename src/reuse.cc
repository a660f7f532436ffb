#include "reuse.h"

#include <algorithm>

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

bool SameStack(const ReuseContext& ctx, const json& stored) {
  return StacksAgree(stored, ctx.stack, ctx.default_options);
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
  return SameStack(ctx, r.stack);
}

bool SourcesUnchanged(const json& sources, const json& digests) {
  for (const auto& [key, digest] : sources.items()) {
    auto it = digests.find(key);
    if (it == digests.end() || !it->is_string() || *it != digest) return false;
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

}  // namespace capgrid
