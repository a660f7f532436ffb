// `capgrid diff OLD.json NEW.json [--match name|row]`: per-cell changes between two snapshots,
// their agreement and their differences grouped by cause (diff.h).
#include <algorithm>
#include <iostream>

#include <fmt/format.h>

#include "command.h"
#include "diff.h"
#include "errors.h"
#include "exit_status.h"
#include "page_text.h"
#include "report_load.h"
#include "snapshot_file.h"
#include "version_view.h"

namespace capgrid {
Command DiffCommand() {
  return {"diff", "compare two snapshots: regressions, fixes, new/removed cases, cause changes",
          [](CLI::App& app) {
            struct Args {
              std::string old_path, new_path, format = "text", allow, match = "name";
              bool fail_on_regression = false, ignore_breaks = false;
              double speed_threshold = kSpeedChangeThreshold, fail_on_slowdown = 0;
            };
            auto a = std::make_shared<Args>();
            app.add_option("OLD", a->old_path, "the earlier snapshot")
                ->required()
                ->type_name("");
            app.add_option("NEW", a->new_path, "the later snapshot")
                ->required()
                ->type_name("");
            app.add_option("--format", a->format,
                           "text, md (a PR comment), json, or the version view, a page of what "
                           "broke and what got fixed from one stack's survey to another's: "
                           "versions-md or versions-html (default text)")
                ->type_name("FORMAT")
                ->check(CLI::IsMember({"text", "md", "json", "versions-md", "versions-html"}));
            app.add_option("--match", a->match,
                           "pair rows by case name (default) or by row: (package, operator, "
                           "variant), for snapshots whose case names differ (Kornia's own file)")
                ->type_name("MATCH")
                ->check(CLI::IsMember({"name", "row"}));
            app.add_flag("--fail-on-regression", a->fail_on_regression,
                         "exit 1 when a cell regressed (supported -> not supported) or a "
                         "supported compile cell has more graph breaks");
            app.add_flag("--ignore-breaks", a->ignore_breaks,
                         "with --fail-on-regression: do not fail on more graph breaks");
            app.add_option("--speed-threshold", a->speed_threshold,
                           "report a speedup that changed by this factor or more, either way "
                           "(default 2; reported only, never a gate failure by itself)")
                ->type_name("FACTOR")
                ->check(CLI::Range(1.0001, 1e9));
            app.add_option("--fail-on-slowdown", a->fail_on_slowdown,
                           "exit 1 when a compile, export or ONNX speedup fell by this factor "
                           "or more (off by default)")
                ->type_name("FACTOR")
                ->check(CLI::Range(1.0001, 1e9));
            app.add_option("--allow", a->allow,
                           "allowlist: lines \"case-name column\" of accepted regressions (with "
                           "--match row the name may also be the row label \"package "
                           "operator[variant]\")")
                ->type_name("FILE");
            return [a]() -> int {
              Snapshot old_snapshot = LoadSnapshotModel(a->old_path);
              Snapshot new_snapshot = LoadSnapshotModel(a->new_path);
              std::set<std::pair<std::string, std::string>> allow;
              if (!a->allow.empty()) {
                allow = LoadAllowlist(a->allow);
              }
              // A gate below the report threshold must see the changes it fails on.
              double threshold = a->fail_on_slowdown > 0
                                     ? std::min(a->speed_threshold, a->fail_on_slowdown)
                                     : a->speed_threshold;
              SnapshotDiff d = DiffSnapshots(old_snapshot, new_snapshot, Vocabulary::Builtin(),
                                             a->match == "row" ? MatchBy::kRow : MatchBy::kName,
                                             threshold);
              ApplyAllowlist(allow, &d);
              if (a->format == "md") {
                std::cout << FormatDiffMarkdown(d);
              } else if (a->format == "versions-md" || a->format == "versions-html") {
                // each side's stack as its own page states it
                Stack old_stack = render::MeasuredWith(render::LoadReport(a->old_path));
                Stack new_stack = render::MeasuredWith(render::LoadReport(a->new_path));
                std::cout << (a->format == "versions-md"
                                  ? VersionViewMarkdown(d, old_snapshot, new_snapshot,
                                                        old_stack, new_stack)
                                  : VersionViewHtml(d, old_snapshot, new_snapshot, old_stack,
                                                    new_stack));
              } else if (a->format == "json") {
                std::cout << DiffToJson(d).dump(2) << "\n";
              } else {
                std::cout << FormatDiffText(d);
              }
              if (a->fail_on_regression && GateFails(d, a->ignore_breaks)) {
                size_t breaks = a->ignore_breaks ? 0 : d.more_breaks.size();
                std::cerr << fmt::format(
                    "capgrid: {} regression(s){} not in the allowlist\n", d.regressions.size(),
                    breaks ? fmt::format(" and {} cell(s) with more graph breaks", breaks) : "");
                return kExitIncomplete;
              }
              if (a->fail_on_slowdown > 0) {
                size_t slower = Slowdowns(d, a->fail_on_slowdown).size();
                if (slower) {
                  std::cerr << fmt::format("capgrid: {} speedup(s) fell by {:g}x or more\n",
                                           slower, a->fail_on_slowdown);
                  return kExitIncomplete;
                }
              }
              return kExitOk;
            };
          }};
}
}  // namespace capgrid
