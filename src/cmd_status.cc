#include "cmd_status.h"

#include <iostream>
#include <map>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "command.h"
#include "errors.h"
#include "exit_status.h"
#include "config.h"
#include "progress.h"
#include "provenance.h"
#include "selection.h"
#include "escape.h"
#include "store.h"

namespace capgrid {

namespace {

using nlohmann::json;

// The newest invocation's selection, read back; `whole` when it selected every case.
struct RecordedSelection {
  bool known = false;  // an invocation recorded it, or the shard was inferred
  bool inferred = false;  // the shard comes from the results (InferShard), not a record
  std::string shard;   // "I/N" or ""
  std::string durations;  // --durations FILE of a weighted shard
  std::optional<std::set<std::string>> shard_cases;  // a weighted shard's cases
  std::string keyword;
  std::vector<std::string> groups, cases;
  bool whole() const { return shard.empty() && keyword.empty() && groups.empty() && cases.empty(); }
};

RecordedSelection ReadSelection(const json& doc) {
  RecordedSelection s;
  if (!doc.is_object()) return s;
  s.known = true;
  if (doc.contains("shard") && doc["shard"].is_string()) s.shard = doc["shard"];
  if (doc.contains("durations") && doc["durations"].is_string()) s.durations = doc["durations"];
  if (doc.contains("shard_cases") && doc["shard_cases"].is_array()) {
    s.shard_cases.emplace();
    for (const auto& c : doc["shard_cases"]) {
      if (c.is_string()) s.shard_cases->insert(c.get<std::string>());
    }
  }
  if (doc.contains("keyword") && doc["keyword"].is_string()) s.keyword = doc["keyword"];
  if (doc.contains("groups") && doc["groups"].is_array()) {
    for (const auto& g : doc["groups"]) {
      if (g.is_string()) s.groups.push_back(g);
    }
  }
  if (doc.contains("cases") && doc["cases"].is_array()) {
    for (const auto& c : doc["cases"]) {
      if (c.is_string()) s.cases.push_back(c);
    }
  }
  return s;
}

// "shard 2/4", "-k 'sobel'", ...: how the status names the selection.
std::string DescribeSelection(const RecordedSelection& s) {
  std::vector<std::string> parts;
  if (!s.shard.empty()) {
    parts.push_back("shard " + s.shard +
                    (s.durations.empty() ? "" : " weighted by " + s.durations));
  }
  if (!s.keyword.empty()) parts.push_back("-k " + ShellQuote(s.keyword));
  if (!s.groups.empty()) parts.push_back(fmt::format("--groups {}", fmt::join(s.groups, ",")));
  if (!s.cases.empty()) {
    parts.push_back(fmt::format("{} named case{}", s.cases.size(), s.cases.size() == 1 ? "" : "s"));
  }
  return fmt::format("{}", fmt::join(parts, ", "));
}

// The `capgrid run` that resumes the run with the same selection.
std::string ResumeCommand(const RunInfo& run, const RecordedSelection& s,
                          const std::string& results_dir) {
  std::string cmd = "capgrid run";
  for (const auto& pack : run.packs) cmd += " " + ShellQuote(pack);
  cmd += " --results " + ShellQuote(results_dir);
  // every probe, or every one but the deployment targets (`all`): a plain run resumes them
  if (run.probes != KnownProbes() && run.probes != ParseProbes({"all"})) {
    cmd += fmt::format(" --probes {}", fmt::join(run.probes, ","));
  }
  if (!s.shard.empty()) cmd += " --shard " + s.shard;
  if (!s.durations.empty()) cmd += " --durations " + ShellQuote(s.durations);
  if (!s.keyword.empty()) cmd += " -k " + ShellQuote(s.keyword);
  if (!s.groups.empty()) {
    cmd += " --groups " + ShellQuote(fmt::format("{}", fmt::join(s.groups, ",")));
  }
  if (s.cases.size() <= 5) {
    for (const auto& c : s.cases) cmd += " --case " + ShellQuote(c);
  } else {
    cmd += fmt::format(" --cases-from FILE (its {} names)", s.cases.size());
  }
  return cmd;
}

// What a finished cell says in one line: the record's error, else its detail, first line, cut.
std::string CellWhy(const ResultRow& r) {
  for (const char* key : {"error", "detail"}) {
    if (r.record.is_object() && r.record.contains(key) && r.record[key].is_string()) {
      std::string text = StripAnsi(r.record[key].get<std::string>());
      text = text.substr(0, text.find('\n'));
      if (!text.empty()) return text.size() > 160 ? text.substr(0, 157) + "..." : text;
    }
  }
  return "";
}

// `--cells`: every finished (case, probe) of the selection, in inventory and probe order.
void PrintCells(const std::vector<InventoryRow>& selected, const std::vector<ResultRow>& results,
                const std::vector<std::string>& probes, std::ostream& out, bool as_json) {
  std::map<std::pair<std::string, std::string>, const ResultRow*> by_pair;
  for (const auto& r : results) by_pair[{r.case_name, r.probe}] = &r;
  nlohmann::json cells = nlohmann::json::array();
  for (const InventoryRow& c : selected) {
    for (const std::string& probe : probes) {
      auto it = by_pair.find({c.name, probe});
      if (it == by_pair.end()) continue;
      const ResultRow& r = *it->second;
      if (as_json) {
        cells.push_back({{"case", r.case_name}, {"probe", r.probe}, {"status", r.status},
                         {"duration_s", r.duration_s}, {"finished_at", r.finished_at},
                         {"why", CellWhy(r)}, {"reused", r.reused_from.is_object()}});
      } else {
        std::string why = CellWhy(r);
        out << fmt::format("{}  {}  {}  {:.1f}s{}\n", r.case_name, r.probe, r.status,
                           r.duration_s, why.empty() ? "" : "  " + why);
      }
    }
  }
  if (as_json) out << cells.dump(2) << "\n";
}

}  // namespace

int ExecuteStatus(const std::string& results_dir, std::ostream& out, bool as_json, bool cells) {
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
  auto last = store->LastInvocation(run.id);
  // Progress over what the newest `capgrid run` selected (its shard, -k, --groups, --case),
  // so a complete shard store is complete; over the whole inventory when that is unknown.
  RecordedSelection selection = last ? ReadSelection(last->selection) : RecordedSelection{};
  if (!selection.known) {  // schema 1, or no invocation yet: perhaps the results tell the shard
    std::set<std::string> with_results;
    for (const auto& r : results) with_results.insert(r.case_name);
    if (auto shard = InferShard(inventory, with_results)) {
      selection.known = selection.inferred = true;
      selection.shard = fmt::format("{}/{}", shard->index + 1, shard->count);
    }
  }
  std::vector<InventoryRow> selected = inventory;
  if (selection.known && !selection.whole()) {
    try {
      selected = SelectCases(inventory, selection.keyword, selection.groups, selection.cases);
      if (selection.shard_cases) {  // a weighted shard: exactly the cases it ran
        std::vector<InventoryRow> in_shard;
        for (const auto& c : selected) {
          if (selection.shard_cases->count(c.name)) in_shard.push_back(c);
        }
        selected = std::move(in_shard);
      } else if (!selection.shard.empty()) {
        selected = ShardCases(selected, ParseShard(selection.shard));
      }
    } catch (const UsageError&) {
      selection = RecordedSelection{};  // no longer applies to this inventory: the whole run
      selected = inventory;
    }
  }
  const bool partial = selection.known && !selection.whole();
  if (cells) {
    PrintCells(selected, results, run.probes, out, as_json);
    return kExitOk;
  }
  auto progress = ComputeProgress(selected, results, run.probes);
  int missing = 0, total = 0;
  for (const auto& p : progress) {
    missing += p.total - p.done;
    total += p.total;
  }
  const std::string resume = ResumeCommand(run, selection, results_dir);
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
        {"selected_cases", selected.size()},
        {"selection", last && last->selection.is_object() ? last->selection
                      : selection.inferred ? nlohmann::json{{"shard", selection.shard},
                                                            {"inferred", true}}
                                           : nlohmann::json()},
        {"results", results.size()},
        {"missing", missing},
        {"complete", missing == 0},
        {"resume", missing == 0 ? nlohmann::json() : nlohmann::json(resume)},
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
  if (partial) {
    out << fmt::format("{} case{}, {} of them {} ({})\n", inventory.size(),
                       inventory.size() == 1 ? "" : "s", selected.size(),
                       selection.inferred ? "in the shard its results lie in"
                                          : "selected by the last capgrid run",
                       DescribeSelection(selection));
  } else {
    out << fmt::format("{} case{}\n", inventory.size(), inventory.size() == 1 ? "" : "s");
  }
  out << FormatProgressTable(progress, false);
  if (last) {
    out << fmt::format("last capgrid run ({}): reused {}, probed {} of {} results\n",
                       last->finished_at, last->reused, last->probed, last->total);
  }
  const std::string lead = partial ? DescribeSelection(selection) + ": " : "";
  const char* of_what = !partial ? "" : !selection.shard.empty() && selection.keyword.empty() &&
                                                selection.groups.empty() && selection.cases.empty()
                                            ? " of this shard"
                                            : " of this selection";
  if (missing == 0) {
    out << fmt::format("{}complete: all {} (case, probe) pairs{} have a result\n", lead, total,
                       of_what);
  } else {
    out << fmt::format("{}missing: {} of {} (case, probe) pairs{} (resume with `{}`)\n", lead,
                       missing, total, of_what, resume);
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
            auto cells = std::make_shared<bool>(false);
            app.add_flag("--cells", *cells,
                         "list every finished cell instead (case, probe, status, seconds, the "
                         "error or detail's first line); works while a run is going");
            return [dir, format, as_json, format_option, cells]() -> int {
              if (*as_json && format_option->count() > 0 && *format != "json") {
                throw UsageError(fmt::format("--json and --format {} contradict each other",
                                             *format));
              }
              return ExecuteStatus(*dir, std::cout, *as_json || *format == "json", *cells);
            };
          }};
}

}  // namespace capgrid
