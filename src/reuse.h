#pragma once
// Which stored results a `capgrid run` may reuse instead of probing (docs/store.md "Reuse").
// Pure: the caller reads the stores and asks a worker for the current source digests.
//
// A stored result of (case, probe) is still valid when its case fingerprint, probe version (or
// an earlier one, where hello.probe_keeps says every bump since left that result valid) and
// stack (with the capture options) equal the current ones and every library source file it
// recorded has the same digest now. A result without recorded sources (a schema-1 result, or a
// record the engine made after a crash or timeout) depends on the library as a whole: it is
// valid while the library's name, version and revision are the ones its run measured.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "store.h"

namespace capgrid {

struct ReuseContext {
  std::map<std::string, std::string> fingerprints;  // selected case -> current fingerprint
  std::vector<std::string> probes;                  // asked for
  nlohmann::json probe_versions;                    // hello.probe_versions
  nlohmann::json probe_keeps = nlohmann::json::object();  // hello.probe_keeps
  nlohmann::json stack;            // {"stack": hello.stack, "options": job options}
  nlohmann::json default_options;  // the options a schema-1 result was measured with
  nlohmann::json provenance;       // hello.provenance (library, library_version, revision)
  std::set<std::string> forced;    // cases whose pairs are probed whatever is stored (--rerun)
  bool fresh = false;              // --fresh: nothing is reused
  std::set<std::string> rerun_kept;  // probes whose results kept across a bump are not reused
};

// A stored result and where it comes from.
struct ReuseCandidate {
  std::string store;  // the results directory it was read from
  bool current_run = false;
  StoredResult stored;
};

// Whether two stored stacks describe the same measurement conditions: equal once a field of
// data/stack.json `added_fields` that one lacks is read as its `assumed` value, or a schema-1
// (legacy) stack whose recorded fields the other has with the same values, measured with
// `default_options`.
bool StacksAgree(const nlohmann::json& a, const nlohmann::json& b,
                 const nlohmann::json& default_options);

// `stored` ({"stack", "options"}) with every added field it lacks set to its assumed value.
nlohmann::json WithAddedFields(const nlohmann::json& stored);

// `result_stack` ({"stack", "options"}) as a result of `probe` records it: of the stack's
// `targets` (data/stack.json "targets") only the ones that probe runs, so that installing a
// deployment target changes no other probe's stack. Unchanged when it holds no targets.
nlohmann::json ProbeStack(const nlohmann::json& result_stack, const std::string& probe);

// "" when the worker's hello stack has the target package of every probe in `probes` that runs
// one; else the line that refuses the run.
std::string MissingTarget(const std::vector<std::string>& probes,
                          const nlohmann::json& hello_stack);

// The stack a result of this run is stored with (ProbeStack projects it for each probe).
nlohmann::json ResultStack(const nlohmann::json& hello_stack, const nlohmann::json& options);

// The source keys whose current digests decide the candidates that pass every other check.
std::vector<std::string> SourceKeysToCheck(const ReuseContext& ctx,
                                           const std::vector<ReuseCandidate>& candidates);

struct ReuseDecision {
  std::vector<ResultRow> kept;    // the current run's own results that are still valid
  std::vector<ResultRow> copied;  // results of other runs or stores, to store in this run
  std::map<std::string, int> unreadable;  // store -> results whose dependency record is unreadable
};

// `candidates`: the current run's results first, then other runs newest first, then other
// stores in the order given. `digests`: the worker's answer for SourceKeysToCheck (key ->
// digest or null).
ReuseDecision DecideReuse(const ReuseContext& ctx, const std::vector<ReuseCandidate>& candidates,
                          const nlohmann::json& digests);

// Why a stored result cannot be reused (one phrase), or "" when it can: the first check it
// fails, in the order DecideReuse applies them.
std::string WhyNotReused(const ReuseContext& ctx, const ReuseCandidate& c,
                         const nlohmann::json& digests);

// For each (case, probe) of `pairs` that `decision` neither kept nor copied: why, from its newest
// candidate (the current run's first, as DecideReuse looks), or "no stored result". The reasons
// `capgrid run --plan` prints.
std::map<std::pair<std::string, std::string>, std::string> StaleReasons(
    const ReuseContext& ctx, const std::vector<ReuseCandidate>& candidates,
    const nlohmann::json& digests, const ReuseDecision& decision,
    const std::vector<std::pair<std::string, std::string>>& pairs);

}  // namespace capgrid
