#include "cmd_coverage.h"

#include <iostream>
#include <map>

#include <fmt/format.h>

#include "atomic_file.h"
#include "command.h"
#include "config.h"
#include "errors.h"
#include "exit_status.h"
#include "one_worker.h"
#include "worker_pool.h"

namespace capgrid {

using nlohmann::json;

CoverageSummary SummariseCallables(const std::vector<json>& callables) {
  CoverageSummary s;
  for (const json& c : callables) {
    if (c.value("kind", "") == "import-error") continue;
    ++s.total;
    if (c.value("covered", false)) ++s.covered;
  }
  return s;
}

int ExecuteCoverage(const CoverageOptions& options, const RunnerFactory& make_runner,
                    std::ostream& out, std::ostream& err) {
  CoverageOptions o = options;
  if (o.fail_under >= 0 && !(o.fail_under <= 100)) {
    throw UsageError(fmt::format("--fail-under {}: expected a percentage from 0 to 100",
                                 o.fail_under));
  }
  std::vector<json> callables;
  WithOneWorker(o.packs, o.python, make_runner, [&](Runner& runner, const Handshake& hs) {
    if (o.module.empty()) o.module = hs.provenance.value("library", "");
    if (o.module.empty()) throw UsageError("the packs name no library: pass --module");
    callables = runner.Coverage(o.module);
  });

  // Uncovered callables by module, modules in name order, each callable once.
  std::map<std::string, std::vector<const json*>> uncovered;
  std::vector<const json*> broken;
  for (const json& c : callables) {
    if (c.value("kind", "") == "import-error") {
      broken.push_back(&c);
    } else if (!c.value("covered", false)) {
      uncovered[c.value("module", "")].push_back(&c);
    }
  }
  for (const auto& [module, rows] : uncovered) {
    out << module << "\n";
    for (const json* c : rows) {
      out << fmt::format("  {}  ({})\n", c->value("name", ""), c->value("kind", ""));
    }
  }
  for (const json* c : broken) {
    out << fmt::format("not importable: {}\n", c->value("module", c->value("qualname", "")));
  }
  CoverageSummary s = SummariseCallables(callables);
  double pct = s.total ? 100.0 * s.covered / s.total : 100.0;
  out << fmt::format("covered {}/{} ({:.1f}%) of {}'s public callables\n", s.covered, s.total,
                     pct, o.module);
  if (!o.output.empty()) {
    json doc = {{"module", o.module}, {"callables", callables}};
    WriteFileAtomic(o.output, doc.dump(1) + "\n");
  }
  // Compared on the exact fraction, so "covered 2/3 (66.7%)" fails --fail-under 66.7 only if
  // 2/3 is really below it.
  if (o.fail_under >= 0 && pct < o.fail_under) {
    err << fmt::format("capgrid: coverage {:.1f}% ({}/{}) is below --fail-under {}\n", pct,
                       s.covered, s.total, o.fail_under);
    return kExitIncomplete;
  }
  return kExitOk;
}

Command CoverageCommand() {
  return {"coverage", "list the public callables of a module that no case covers",
          [](CLI::App& app) -> std::function<int()> {
            auto o = std::make_shared<CoverageOptions>();
            AddPacksArgument(app, o->packs);
            app.add_option("--module", o->module,
                           "the module to enumerate (default the packs' library)")
                ->type_name("MODULE");
            AddPythonOption(app, o->python);
            app.add_option("-o,--output", o->output,
                           "also write the census as JSON (read by `capgrid merge --coverage`)")
                ->type_name("FILE");
            auto* fail_under = app.add_option(
                "--fail-under", o->fail_under,
                "exit 1 when less than this percentage of the callables is covered")
                             ->type_name("PCT");
            return [o, fail_under]() -> int {
              if (fail_under->count() > 0 && !(o->fail_under >= 0)) {
                throw UsageError(fmt::format(
                    "--fail-under {}: expected a percentage from 0 to 100", o->fail_under));
              }
              SteadyClock clock;
              return ExecuteCoverage(
                  *o, [&clock](const PoolOptions& p) { return MakeWorkerPool(p, &clock); },
                  std::cout, std::cerr);
            };
          }};
}

}  // namespace capgrid
