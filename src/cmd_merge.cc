// `capgrid merge`: results store(s) -> snapshot JSON (merge.h).
#include <iostream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "command.h"
#include "config.h"
#include "embedded.h"
#include "exit_status.h"
#include "merge.h"

namespace capgrid {
Command MergeCommand() {
  return {"merge", "merge results stores into a snapshot (refuses an incomplete or mixed survey)",
          [](CLI::App& app) {
            auto stores = std::make_shared<std::vector<std::string>>();
            auto options = std::make_shared<MergeOptions>();
            auto run_id = std::make_shared<int64_t>(0);
            app.add_option("STORE", *stores,
                           "results directories or capgrid.sqlite files (default results); "
                           "shards of one survey may come from several machines")
                ->type_name("");
            app.add_option("-o,--output", options->output, "snapshot JSON to write (required)")
                ->type_name("FILE");
            auto builtin_causes = std::make_shared<bool>(false);
            app.add_flag("--builtin-causes", *builtin_causes,
                         "print the built-in cause rules (the format a --causes file takes) "
                         "and exit");
            auto* run = app.add_option("--run", *run_id, "merge this run id (default the newest)")
                            ->type_name("ID");
            auto probes = std::make_shared<std::vector<std::string>>();
            AddListFlag(app, "--probes", *probes,
                        fmt::format("merge only these of the probes the runs asked for ({}; "
                                    "default all)",
                                    fmt::join(KnownProbes(), ", ")))
                ->type_name("PROBE[,PROBE...]");
            app.add_flag("--force", options->force,
                         "write an incomplete or mixed survey anyway, stamped \"partial\": true");
            app.add_option("--causes", options->causes_file,
                           "extra cause rules (JSON, tried before the built-in ones)")
                ->type_name("FILE");
            app.add_option("--objects-inv", options->objects_inv,
                           "a Sphinx objects.inv for documentation links")
                ->type_name("FILE");
            app.add_option("--ref-base", options->ref_base,
                           "URL prefix for documentation links (the docs' root)")
                ->type_name("URL");
            app.add_option("--coverage", options->coverage_file,
                           "`capgrid coverage -o` output to summarise in the header")
                ->type_name("FILE");
            return [stores, options, run_id, run, probes, builtin_causes]() -> int {
              if (*builtin_causes) {
                std::cout << EmbeddedFile("causes.json");
                return kExitOk;
              }
              if (!probes->empty()) {
                options->probes = ParseProbes(*probes);
              }
              if (stores->empty()) {
                stores->push_back("results");
              }
              if (run->count() > 0) {
                options->run_id = *run_id;
              }
              return Merge(*stores, *options, std::cout, std::cerr);
            };
          }};
}
}  // namespace capgrid
