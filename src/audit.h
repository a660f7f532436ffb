#pragma once
// `capgrid audit` (docs/cli.md "Auditing a store"): which stored results to re-probe cold, and
// how the fresh results compare with them. No I/O: cmd_audit.cc opens the store, runs the
// sample through ExecuteRun in a fresh results folder with fresh caches, and prints this.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "store.h"
#include "vocabulary.h"

namespace capgrid {

// Which stored results may be sampled: the informative ones (a status decided by the case
// alone, Vocabulary::ByCase, cannot disagree) and, with `reused_only` (--reused), only those the
// run's last invocation did not probe itself (Reused).
using AuditFilter = std::function<bool(const ResultRow&)>;
AuditFilter Informative(const Vocabulary& vocabulary, bool reused_only,
                        const std::string& last_invocation_started_at);

// A stored result the run's last `capgrid run` took without probing it: copied from another
// store or run (reused_from), or kept from before that invocation started (an incremental run
// that found its sources unchanged). `started_at` "" (none recorded): copies only. Stamps are to
// the second: a result finished in the second the invocation started counts as its own.
bool Reused(const ResultRow& r, const std::string& last_invocation_started_at);

// The cases whose stored results (of `probes`, passing `eligible`) are audited: case names
// shuffled with `seed` (a 64-bit Mersenne Twister and a Fisher-Yates shuffle of our own, so the
// sample is the same on every platform), taken until their eligible pairs reach `want_pairs`;
// every case with one when `want_pairs` <= 0 (--all). Sorted by name.
std::vector<std::string> SampleCases(const std::vector<ResultRow>& stored,
                                     const std::vector<std::string>& probes, int want_pairs,
                                     uint64_t seed, const AuditFilter& eligible = {});

// One audited (case, probe).
struct AuditPair {
  std::string case_name, probe;
  std::string stored, now;  // the probe statuses; `now` "" when the audit run left it unrun
  bool reused = false;      // the stored result was copied from another store or run
  bool false_green = false;  // stored supported, now not (Vocabulary::Supported of the column)
  bool stale = false;  // the case's fingerprint differs now: the stored result is not valid for it
};

struct AuditReport {
  std::vector<AuditPair> pairs;      // every audited pair, by (case, canonical probe order)
  std::vector<AuditPair> disagree;   // stored != now
  int stored_supported = 0;          // pairs whose stored status is supported
  int false_greens = 0;
  int reused = 0, reused_disagree = 0;
  int reused_supported = 0, reused_false_greens = 0;  // the reuse false-green rate's parts
  int unrun = 0;                     // pairs the audit run could not give a result
  int stale = 0;                     // pairs whose case changed since (not compared)
};

// Compares the stored results of `cases` x `probes` that pass `eligible` (all when empty) with
// the audit run's; a pair is `reused` when `reused` says so (reused_from alone when empty).
AuditReport CompareAudit(const std::vector<ResultRow>& stored, const std::vector<ResultRow>& now,
                         const std::vector<std::string>& cases,
                         const std::vector<std::string>& probes,
                         const Vocabulary& vocabulary = Vocabulary::Builtin(),
                         const AuditFilter& eligible = {}, const AuditFilter& reused = {});

// The one-sided 95% upper bound of a rate seen `k` times in `n` (exact, Clopper-Pearson: the p
// at which k or fewer in n has probability 5%); 0 of n gives 1 - 0.05^(1/n), about 3/n. 1 when n
// is 0.
double UpperBound95(int k, int n);

// The report as the terminal shows it: one summary line, then one line per disagreement.
std::string FormatAudit(const AuditReport& report, int cases, uint64_t seed);

}  // namespace capgrid
