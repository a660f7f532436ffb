// `capgrid audit`: re-probe a seeded sample of a store's results cold and report every
// disagreement (docs/cli.md "Auditing a store"). The sample runs through ExecuteRun like any
// run, with --fresh (no stored result, no shared compile cache: fresh workers, fresh caches) in
// a results folder of its own; the audited store is only read.
#include <stdlib.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <optional>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "audit.h"
#include "cmd_run.h"
#include "command.h"
#include "config.h"
#include "defaults.h"
#include "errors.h"
#include "exit_status.h"
#include "store.h"

namespace capgrid {
namespace {

struct AuditOptions {
  std::string results_dir = "results";
  int sample = 300;  // stored results (pairs) at least, by whole cases
  bool all = false;
  bool reused = false;  // only results the run's last invocation took without probing
  uint64_t seed = 1;
  std::vector<std::string> probes;
  int jobs = 0;
  double timeout_s = kDefaultProbeTimeoutS;
  std::string python, max_rss, keep;
};

// A new folder under the temporary directory, removed with this (unless released).
class TempFolder {
 public:
  TempFolder() {
    std::string tmpl =
        (std::filesystem::temp_directory_path() / "capgrid-audit-XXXXXX").string();
    if (mkdtemp(tmpl.data()) == nullptr) {
      throw UsageError(fmt::format("capgrid audit: cannot create a folder under {}",
                                   std::filesystem::temp_directory_path().string()));
    }
    path_ = tmpl;
  }
  ~TempFolder() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

int Audit(const AuditOptions& a) {
  if (!a.all && a.sample < 1) {
    throw UsageError(fmt::format("--sample {}: expected at least 1 result", a.sample));
  }
  if (!std::filesystem::exists(Store::PathIn(a.results_dir))) {
    throw UsageError(fmt::format("--results {}: no results store ({})", a.results_dir,
                                 Store::PathIn(a.results_dir)));
  }
  if (!a.keep.empty() && std::filesystem::exists(a.keep)) {
    throw UsageError(fmt::format("--keep {}: exists; the audit's results go into a new folder",
                                 a.keep));
  }
  auto store = Store::Open(a.results_dir, false);
  auto runs = store->Runs();
  if (runs.empty()) throw UsageError(fmt::format("{}: no run to audit", store->path()));
  const RunInfo& run = runs.back();
  std::vector<ResultRow> stored = store->Results(run.id);
  std::vector<std::string> probes = a.probes.empty() ? run.probes : ParseProbes(a.probes);
  for (const auto& p : probes) {
    if (std::find(run.probes.begin(), run.probes.end(), p) == run.probes.end()) {
      throw UsageError(fmt::format("--probes: run {} of {} did not ask for probe '{}'", run.id,
                                   store->path(), p));
    }
  }
  std::optional<Invocation> last = store->LastInvocation(run.id);
  const std::string since = last ? last->started_at : "";
  const Vocabulary& vocabulary = Vocabulary::Builtin();
  AuditFilter eligible = Informative(vocabulary, a.reused, since);
  std::vector<std::string> cases =
      SampleCases(stored, probes, a.all ? 0 : a.sample, a.seed, eligible);
  if (cases.empty()) {
    throw UsageError(fmt::format(
        "{}: no {} of {} to audit{}", store->path(),
        a.reused ? "result the last `capgrid run` reused" : "informative stored result",
        fmt::join(probes, ", "),
        a.reused ? " (--reused: it probed every one, or no run recorded its start)" : ""));
  }

  RunOptions o;
  o.packs = run.packs;
  o.cases = cases;
  o.probes = probes;
  o.jobs = a.jobs;
  o.timeout_s = a.timeout_s;
  o.python = a.python;
  o.fresh = true;
  if (run.provenance.contains("device") && run.provenance["device"].is_string()) {
    o.device = run.provenance["device"].get<std::string>();
  }
  if (run.provenance.contains("opset") && run.provenance["opset"].is_number_integer()) {
    o.opset = run.provenance["opset"].get<int>();
  }
  std::optional<TempFolder> temp;
  if (a.keep.empty()) {
    temp.emplace();
    o.results_dir = temp->path() + "/results";
  } else {
    o.results_dir = a.keep;
  }
  FinishRunOptions(o, "", a.max_rss);
  std::cout << fmt::format(
                   "capgrid audit: run {} of {}: {} cases (seed {}), probes {}, probed again "
                   "cold in {}\n",
                   run.id, store->path(), cases.size(), a.seed, fmt::join(probes, ","),
                   o.results_dir)
            << std::flush;
  const int rc = ExecuteRealRun(o);
  if (rc == kExitInterrupted) return rc;
  auto audited = Store::Open(o.results_dir, false);
  auto audit_runs = audited->Runs();
  std::vector<ResultRow> now =
      audit_runs.empty() ? std::vector<ResultRow>{} : audited->Results(audit_runs.back().id);
  AuditReport report = CompareAudit(stored, now, cases, probes, vocabulary, eligible,
                                    [&since](const ResultRow& r) { return Reused(r, since); });
  std::cout << FormatAudit(report, static_cast<int>(cases.size()), a.seed) << std::flush;
  return report.disagree.empty() && report.unrun == 0 ? kExitOk : kExitIncomplete;
}

}  // namespace

Command AuditCommand() {
  return {"audit", "re-probe a seeded sample of a store's results cold and report disagreements",
          [](CLI::App& app) -> std::function<int()> {
            auto a = std::make_shared<AuditOptions>();
            AddResultsOption(app, a->results_dir);
            auto* sample =
                app.add_option("--sample", a->sample,
                               "at least this many stored results, by whole cases (default 300)")
                    ->type_name("N");
            app.add_flag("--all", a->all, "every stored result")->excludes(sample);
            app.add_option("--seed", a->seed, "the sample's seed (default 1)")->type_name("S");
            app.add_flag("--reused", a->reused,
                         "only results the run's last `capgrid run` took without probing them "
                         "(copied, or kept from before it started): the reuse false-green rate");
            AddListFlag(app, "--probes", a->probes,
                        "only these of the probes the run asked for (default all of them)")
                ->type_name("PROBE[,PROBE...]");
            app.add_option("-j,--jobs", a->jobs,
                           "parallel workers (default min(cores, available memory / 3 GiB))")
                ->type_name("N");
            app.add_option("--timeout", a->timeout_s, fmt::format("seconds per probe (default {})", kDefaultProbeTimeoutS))
                ->type_name("SECONDS");
            AddPythonOption(app, a->python);
            app.add_option("--max-rss", a->max_rss, "memory limit per worker, e.g. 8G")
                ->type_name("SIZE");
            app.add_option("--keep", a->keep,
                           "keep the audit's own results in this new folder (default a "
                           "temporary one, removed)")
                ->type_name("DIR");
            return [a]() -> int { return Audit(*a); };
          }};
}

}  // namespace capgrid
