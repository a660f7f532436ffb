#include "cmd_status.h"

#include <iostream>

#include <fmt/format.h>

#include "command.h"
#include "errors.h"
#include "exit_status.h"
#include "progress.h"
#include "provenance.h"
#include "store.h"

namespace capgrid {

int ExecuteStatus(const std::string& results_dir, std::ostream& out, bool as_json) {
  auto store = Store::Open(results_dir, false);
  auto runs = store->Runs();
  if (runs.empty()) {
    if (as_json) {
      out << nlohmann::json{{"store", store->path()}, {"run", nullptr}}.dump(2) << "\n";
    } else {
      out << fmt::format("{}: no runs yet\n", store->path());
    }
    return kExitOk;
  }
  const RunInfo& run = runs.back();
  auto inventory = store->Inventory(run.id);
  auto results = store->Results(run.id);
  auto progress = ComputeProgress(inventory, results, run.probes);
  int missing = 0, total = 0;
  for (const auto& p : progress) {
    missing += p.total - p.done;
    total += p.total;
  }
  auto last = store->LastInvocation(run.id);
  if (as_json) {
    int reused_in_store = 0;
    for (const auto& r : results) reused_in_store += r.reused_from.is_object() ? 1 : 0;
    nlohmann::json doc = {
        {"store", store->path()},
        {"run", run.id},
        {"runs", runs.size()},
        {"started_at", run.started_at},
        {"provenance", run.provenance},
        {"packs", run.packs},
        {"cases", inventory.size()},
        {"results", results.size()},
        {"missing", missing},
        {"complete", missing == 0},
        {"measured_by_other_runs", reused_in_store},
        // The latest `capgrid run` of this run: what it reused, probed, and of how many.
        {"reused", last ? nlohmann::json(last->reused) : nlohmann::json()},
        {"probed", last ? nlohmann::json(last->probed) : nlohmann::json()},
        {"total", last ? nlohmann::json(last->total) : nlohmann::json(total)},
        {"last_run", last ? nlohmann::json{{"started_at", last->started_at},
                                           {"finished_at", last->finished_at},
                                           {"exit_code", last->exit_code}}
                          : nlohmann::json()},
    };
    nlohmann::json probes = nlohmann::json::object();
    for (const auto& p : progress) probes[p.probe] = {{"done", p.done}, {"total", p.total}};
    doc["probes"] = probes;
    out << doc.dump(2) << "\n";
    return kExitOk;
  }
  out << fmt::format("run {} of {}, started {}: {}\n", run.id, runs.size(), run.started_at,
                     DescribeProvenance(run.provenance));
  out << fmt::format("packs: {}\n", fmt::join(run.packs, " "));
  out << fmt::format("{} case{}\n", inventory.size(), inventory.size() == 1 ? "" : "s");
  out << FormatProgressTable(progress, false);
  if (last) {
    out << fmt::format("last capgrid run ({}): reused {}, probed {} of {} results\n",
                       last->finished_at, last->reused, last->probed, last->total);
  }
  if (missing == 0) {
    out << fmt::format("complete: all {} (case, probe) pairs have a result\n", total);
  } else {
    out << fmt::format("missing: {} of {} (case, probe) pairs (run `capgrid run` to resume)\n",
                       missing, total);
  }
  return kExitOk;
}

Command StatusCommand() {
  return {"status", "show the progress of the newest run in a results store",
          [](CLI::App& app) -> std::function<int()> {
            auto dir = std::make_shared<std::string>("results");
            auto format = std::make_shared<std::string>("text");
            auto as_json = std::make_shared<bool>(false);
            AddResultsOption(app, *dir);
            auto* format_option = AddFormatOption(app, *format);
            app.add_flag("--json", *as_json, "the same as --format json");
            return [dir, format, as_json, format_option]() -> int {
              if (*as_json && format_option->count() > 0 && *format != "json") {
                throw UsageError(fmt::format("--json and --format {} contradict each other",
                                             *format));
              }
              return ExecuteStatus(*dir, std::cout, *as_json || *format == "json");
            };
          }};
}

}  // namespace capgrid
