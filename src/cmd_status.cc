#include "cmd_status.h"

#include <iostream>

#include <fmt/format.h>

#include "command.h"
#include "exit_status.h"
#include "progress.h"
#include "provenance.h"
#include "store.h"

namespace capgrid {

int ExecuteStatus(const std::string& results_dir, std::ostream& out) {
  auto store = Store::Open(results_dir, false);
  auto runs = store->Runs();
  if (runs.empty()) {
    out << fmt::format("{}: no runs yet\n", store->path());
    return kExitOk;
  }
  const RunInfo& run = runs.back();
  auto inventory = store->Inventory(run.id);
  auto progress = ComputeProgress(inventory, store->Results(run.id), run.probes);
  int missing = 0, total = 0;
  for (const auto& p : progress) {
    missing += p.total - p.done;
    total += p.total;
  }
  out << fmt::format("run {} of {}, started {}: {}\n", run.id, runs.size(), run.started_at,
                     DescribeProvenance(run.provenance));
  out << fmt::format("packs: {}\n", fmt::join(run.packs, " "));
  out << fmt::format("{} case{}\n", inventory.size(), inventory.size() == 1 ? "" : "s");
  out << FormatProgressTable(progress, false);
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
            app.add_option("--results", *dir, "results directory (default results)");
            return [dir]() -> int { return ExecuteStatus(*dir, std::cout); };
          }};
}

}  // namespace capgrid
