#pragma once
// `capgrid audit` (docs/cli.md "Auditing a store"): which stored results to re-probe cold, and
// how the fresh results compare with them. No I/O: cmd_audit.cc opens the store, runs the
// sample through ExecuteRun in a fresh results folder with fresh caches, and prints this.
#include <cstdint>
#include <string>
#include <vector>

#include "store.h"
#include "vocabulary.h"

namespace capgrid {

// The cases whose stored results (of `probes`) are audited: case names shuffled with `seed`
// (a 64-bit Mersenne Twister and a Fisher-Yates shuffle of our own, so the sample is the same
// on every platform), taken until their stored pairs reach `want_pairs`; every case with a
// stored pair when `want_pairs` <= 0 (--all). Sorted by name.
std::vector<std::string> SampleCases(const std::vector<ResultRow>& stored,
                                     const std::vector<std::string>& probes, int want_pairs,
                                     uint64_t seed);

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
  int unrun = 0;                     // pairs the audit run could not give a result
  int stale = 0;                     // pairs whose case changed since (not compared)
};

// Compares the stored results of `cases` x `probes` with the audit run's.
AuditReport CompareAudit(const std::vector<ResultRow>& stored, const std::vector<ResultRow>& now,
                         const std::vector<std::string>& cases,
                         const std::vector<std::string>& probes,
                         const Vocabulary& vocabulary = Vocabulary::Builtin());

// The report as the terminal shows it: one summary line, then one line per disagreement.
std::string FormatAudit(const AuditReport& report, int cases, uint64_t seed);

}  // namespace capgrid
