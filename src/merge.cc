#include "merge.h"

#include <array>
#include <chrono>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "errors.h"
#include "escape.h"
#include "exit_status.h"
#include "case_names.h"
#include "merge_cell.h"
#include "provenance.h"
#include "snapshot_file.h"
#include "speed_merge.h"
#include "store.h"

namespace capgrid {
namespace {

using nlohmann::json;

// Provenance fields copied into the header as they are: the revision, the probe stack's
// versions (data/stack.json), python, opset and device.
std::vector<std::string> ProvenanceFields() {
  std::vector<std::string> out = {"revision"};
  for (const std::string& p : ProvenancePackages()) out.push_back(p);
  for (const char* f : {"python", "opset", "device"}) out.emplace_back(f);
  return out;
}

std::string Str(const json& obj, const char* key) {
  if (!obj.is_object() || !obj.contains(key) || !obj[key].is_string()) {
    return "";
  }
  return obj[key].get<std::string>();
}

json Seconds(const json& v) {
  if (!v.is_number()) {
    return nullptr;
  }
  return std::round(v.get<double>() * 1000.0) / 1000.0;  // milliseconds: stable diffs
}

std::string Plural(int n, const char* word) {
  return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

struct CellOut {
  std::string status, column, detail, cause;
  bool unclassified = false;
  std::string raw;  // the raw error, for the unclassified list
};

Evidence EvidenceOf(const std::string& probe, const ResultRow& row) {
  const json& r = row.record;
  Evidence ev;
  ev.probe = probe;
  ev.status = row.status;
  // Classified and shown without terminal colours (the stored record keeps them).
  ev.error = StripAnsi(Str(r, "error"));
  ev.detail = StripAnsi(Str(r, "detail"));
  ev.chain = StripAnsi(Str(r, "chain"));
  ev.skip_reason = Str(r, "skip_reason");
  return ev;
}

}  // namespace

json SummariseCoverage(const json& doc, const std::string& origin) {
  if (!doc.is_object() || !doc.contains("module")) {
    throw UsageError(origin + ": not a coverage document (no \"module\")");
  }
  if (doc.contains("covered") && doc.contains("total") && doc.contains("uncovered")) {
    json out = {{"module", doc["module"]},
                {"covered", doc["covered"]},
                {"total", doc["total"]},
                {"uncovered", doc["uncovered"]}};
    if (doc.contains("skipped")) {
      out["skipped"] = doc["skipped"];
    }
    return out;
  }
  if (!doc.contains("callables") || !doc["callables"].is_array()) {
    throw UsageError(origin + ": not a coverage document (no \"callables\" list)");
  }
  int covered = 0, total = 0;
  std::vector<std::string> uncovered;
  std::map<std::string, std::string> skipped;  // covered only by registered skips -> a reason
  for (const auto& c : doc["callables"]) {
    if (c.value("kind", std::string()) == "import-error") {
      continue;  // a module that did not import: counted apart by `capgrid coverage`
    }
    ++total;
    std::string name = c.value("qualname", c.value("name", std::string("?")));
    if (c.value("covered", false)) {
      ++covered;
      if (c.contains("skip_reason") && c["skip_reason"].is_string() &&
          !c["skip_reason"].get<std::string>().empty()) {
        skipped[name] = c["skip_reason"].get<std::string>();
      }
    } else {
      uncovered.push_back(name);
    }
  }
  std::sort(uncovered.begin(), uncovered.end());
  json skipped_list = json::array();
  for (const auto& [name, reason] : skipped) {
    skipped_list.push_back({{"qualname", name}, {"reason", reason}});
  }
  return {{"module", doc["module"]},
          {"covered", covered},
          {"total", total},
          {"uncovered", uncovered},
          {"skipped", skipped_list}};
}

MergeOutcome BuildSnapshot(const std::vector<StoreData>& inputs, const MergeContext& ctx) {
  const Vocabulary& statuses = *ctx.statuses;
  const CauseRules& causes = *ctx.causes;
  MergeOutcome outcome;
  outcome.view = Validate(inputs, statuses, ctx.probes);
  const MergedView& view = outcome.view;
  const json& prov = view.provenance;

  std::string library = Str(prov, "library");
  std::map<std::string, std::string> package_of;
  if (prov.is_object() && prov.contains("package_of") && prov["package_of"].is_object()) {
    for (const auto& [k, v] : prov["package_of"].items()) {
      if (v.is_string()) {
        package_of[k] = v.get<std::string>();
      }
    }
  }

  json used_causes = json::object();
  json cases = json::array();
  std::map<std::string, int> speed_machines;  // machine -> speed records that name it
  auto use = [&](const Cause& c) {
    used_causes[c.id] = {{"category", c.category}, {"owner", c.owner}, {"text", c.text}};
  };

  for (const InventoryRow& inv : view.cases) {
    const json& info = inv.info;
    std::string qualname = Str(info, "ref");
    // A method case may name its class as the ref and the method separately.
    std::string target = qualname;
    std::string method = Str(info, "method");
    if (!target.empty() && !method.empty() && target.substr(target.rfind('.') + 1) != method) {
      target += "." + method;
    }
    PackagePlace place = PlaceOf(inv.group, library, package_of, Str(info, "package"), qualname);
    OperatorName op = SplitName(inv.name, inv.group, target);

    json e;
    e["name"] = inv.name;
    e["group"] = inv.group;
    e["package"] = place.package;
    e["section"] = place.section;
    e["operator"] = op.operator_name;
    e["variant"] = op.variant;
    e["ref"] = qualname;
    std::string url = ctx.objects && !qualname.empty() ? ctx.objects->Resolve(qualname) : "";
    e["ref_url"] = url.empty() ? "" : ctx.ref_base + url;
    if (!url.empty()) {
      ++outcome.with_ref_url;
    }
    e["note"] = Str(info, "note");
    e["graph_breaks"] = 0;
    e["where"] = "";
    e["onnx_ops"] = json::array();
    e["break_reasons"] = json::array();
    e["chains"] = json::object();
    e["frames"] = json::object();
    e["log_tail"] = json::object();
    json times = {{"eager", nullptr}};
    for (const ProbeInfo& p : statuses.probe_info()) {
      times[p.key] = nullptr;
    }

    // no positional tensor input: every graph of it computes nothing from its inputs
    const bool no_tensor_input = info.contains("inputs") && info["inputs"].is_array() &&
                                 info["inputs"].empty();
    for (const ProbeInfo& info : statuses.probe_info()) {
      const std::string& probe = info.key;
      CellOut cell;
      int cell_breaks = 0;  // the probe's own graph-break count (counts_breaks probes)
      FdVerdict fd;         // fd_check probes: the eager gradient's finite-difference verdict
      json accuracy;        // accuracy probes: how close the outputs came (null: not measured)
      json delegated;       // delegating probes: the share of nodes the delegate took
      auto it = view.results.find({inv.name, probe});
      bool asked = std::find(view.probes.begin(), view.probes.end(), probe) != view.probes.end();
      if (!asked || it == view.results.end()) {
        cell = {"not-probed", "n/a", "not probed", "", false, ""};
      } else {
        const ResultRow& row = it->second;
        const json& r = row.record;
        cell.status = row.status;
        if (info.fd_check) fd = FdVerdictOf(statuses, r);
        if (info.accuracy) accuracy = AccuracyOf(r);
        if (!info.delegates_to.empty()) delegated = DelegatedOf(r);
        cell.column = statuses.Column(row.status);
        if (cell.column.empty()) {
          cell.column = "fail";  // an unknown status is never hidden
        }
        const std::string constant_why =
            ConstantGraphWhy(statuses, info, cell.column, no_tensor_input, r);
        if (!constant_why.empty()) cell.column = statuses.Column(kConstantGraph);
        int breaks =
            r.is_object() && r.contains("graph_breaks") && r["graph_breaks"].is_number_integer()
                ? r["graph_breaks"].get<int>()
                : 0;
        cell_breaks = std::max(breaks, 0);
        if (info.graph_breaks) {
          e["graph_breaks"] = cell_breaks;
        }
        if (r.is_object() && r.contains("times") && r["times"].is_object()) {
          if (times["eager"].is_null()) {
            times["eager"] = Seconds(r["times"].value("eager_s", json()));
          }
          times[probe] = Seconds(r["times"].value("total_s", json(row.duration_s)));
        } else {
          times[probe] = Seconds(json(row.duration_s));
        }
        if (info.onnx_ops && r.contains("onnx_ops") && r["onnx_ops"].is_array()) {
          e["onnx_ops"] = r["onnx_ops"];
        }
        if (!Str(r, "chain").empty()) {
          e["chains"][probe] = CleanRecordedText(Str(r, "chain"));
        }
        if (r.is_object() && r.contains("frames") && r["frames"].is_array() &&
            !r["frames"].empty()) {
          e["frames"][probe] = r["frames"];
        }
        if (!Str(r, "log_tail").empty()) {
          e["log_tail"][probe] = CleanRecordedText(Str(r, "log_tail"));
        }
        if (row.reused_from.is_object()) {
          e["reused_from"][probe] = row.reused_from;  // measured by an earlier run
        }

        // Graph breaks: every reason gets its registry URL and its own cause. Every probe that
        // records break reasons (compile, grad) classifies its own cell by its first break; the
        // entry's break_reasons list is the breaks probe's (info.graph_breaks) alone.
        std::optional<Verdict> first_break;
        if (r.is_object() && r.contains("break_reasons") && r["break_reasons"].is_array()) {
          for (const auto& b : r["break_reasons"]) {
            Evidence ev;
            ev.kind = Evidence::Kind::kBreak;
            ev.probe = probe;
            ev.status = "graph-break";
            ev.error = StripAnsi(Str(b, "reason"));
            ev.gb_type = Str(b, "type");
            ev.registry_id = Str(b, "registry_id");
            if (ev.registry_id.empty()) {
              ev.registry_id = causes.RegistryIdOf(ev.gb_type);
            }
            Verdict v = causes.Classify(ev);
            if (!first_break) {
              first_break = v;
            }
            if (!info.graph_breaks) {
              break;  // another probe's cell takes only its first break
            }
            use(v.cause);
            e["break_reasons"].push_back({{"reason", ev.error},
                                          {"type", ev.gb_type},
                                          {"registry_id", ev.registry_id},
                                          {"url", causes.RegistryUrl(ev.registry_id)},
                                          {"where", StripAnsi(Str(b, "where"))},
                                          {"cause", v.cause.id}});
          }
        }

        if (statuses.Supported(cell.column)) {
          std::string base = row.status == "ok-unverified" ? statuses.Text(row.status) : "";
          if (breaks > 0 || statuses.SaysGraphBreaks(cell.column)) {
            std::string what = first_break ? first_break->cause.text : "";
            std::string text = fmt::format("{} graph break{}", breaks, breaks == 1 ? "" : "s");
            if (!what.empty()) {
              text += ": " + what;
            }
            cell.detail = base.empty() ? text : fmt::format("{}; {}", base, text);
            cell.cause = first_break ? first_break->cause.id : "unclassified";
            if (first_break) {
              use(first_break->cause);
            }
            cell.unclassified = !first_break || first_break->unclassified;
            cell.raw = first_break ? Cut(StripAnsi(Str(r["break_reasons"][0], "reason")), 160)
                                   : "graph breaks without recorded reasons";
          } else {
            cell.detail = base;
          }
          // A supported graph some of whose outputs no input reaches (docs/probes.md,
          // "Outputs that depend on no input"): the probe's own sentence stays on the page.
          if (r.contains("constant_outputs") && r["constant_outputs"].is_array() &&
              !r["constant_outputs"].empty() && !Str(r, "detail").empty()) {
            std::string note = StripAnsi(Str(r, "detail"));
            cell.detail = cell.detail.empty() ? note : fmt::format("{}; {}", cell.detail, note);
          }
        } else {
          Evidence ev = EvidenceOf(probe, row);
          if (!constant_why.empty()) {  // classified as merge judged it, the reason its detail
            ev.status = kConstantGraph;
            ev.detail = constant_why;
          }
          Verdict v = causes.Classify(ev);
          cell.cause = v.cause.id;
          cell.detail = v.detail;
          cell.unclassified = v.unclassified && cell.column != "n/a";
          cell.raw = v.detail;
          use(v.cause);
          if (e["where"] == "" && cell.column != "n/a") {
            e["where"] = StripAnsi(Str(r, "where"));
          }
        }
      }
      if (cell.unclassified) {
        outcome.unclassified.push_back({inv.name, probe, cell.raw});
        use(causes.unclassified());
      }
      outcome.counts[probe][cell.column]++;
      e[probe] = cell.column;
      e[std::string(probe) + "_detail"] = cell.detail;
      e[std::string(probe) + "_status"] = cell.status;
      e[std::string(probe) + "_cause"] = cell.cause;
      // what was checked (format kEvidenceFormat): a supported status's evidence, else ""
      e[std::string(probe) + "_evidence"] =
          statuses.Supported(cell.column) ? statuses.Evidence(cell.status) : "";
      if (info.fd_check) {
        e[std::string(probe) + "_fd"] = fd.verdict;
        e[std::string(probe) + "_fd_note"] = fd.note;
      }
      if (info.counts_breaks) {
        e[std::string(probe) + "_graph_breaks"] = cell_breaks;  // format kProbeBreaksFormat
      }
      if (info.accuracy) e[std::string(probe) + "_accuracy"] = accuracy;  // kAccuracyFormat
      if (!delegated.is_null()) e[std::string(probe) + "_delegated"] = delegated;  // optional
    }
    e["times"] = times;
    if (int sp = statuses.SpeedProbe(); sp >= 0) {
      // A supported capture's record only: a failed compile's capture_s is no compile time.
      auto record = [&](int p, bool supported_only) -> json {
        if (p < 0) return json();
        auto it = view.results.find({inv.name, statuses.probes()[p]});
        if (it == view.results.end()) return json();
        if (supported_only && !statuses.Supported(statuses.Column(it->second.status))) {
          return json();
        }
        return it->second.record;
      };
      json speed = record(sp, false);
      if (std::string m = SpeedMachine(speed); !m.empty()) speed_machines[m]++;
      e.update(SpeedFields(speed, record(statuses.BreaksProbe(), true),
                           record(statuses.OnnxProbe(), true),
                           statuses.probe_info()[sp].slower_below));
    }
    cases.push_back(std::move(e));
  }

  json snap;
  snap["format"] = kSnapshotFormat;
  snap["format_version"] = kSnapshotFormatVersion;
  snap["generated_at"] = ctx.generated_at;
  snap["capgrid"] = CAPGRID_VERSION;
  snap["library"] = library;
  snap["library_version"] = Str(prov, "library_version");
  for (const std::string& f : ProvenanceFields()) {
    snap[f] = prov.is_object() && prov.contains(f) ? prov[f] : json("");
  }
  if (!library.empty() && !snap.contains(library)) {
    snap[library] = snap["library_version"];
  }
  snap["probes"] = view.probes;
  if (statuses.SpeedProbe() >= 0) snap["speed_machine"] = SpeedMachineText(speed_machines);
  snap["packs"] = inputs.empty() ? json::array() : json(inputs.front().run.packs);
  snap["partial"] = !view.complete();
  json missing = json::array();
  for (const auto& m : view.missing) {
    missing.push_back({{"case", m.case_name}, {"probe", m.probe}, {"reason", m.reason}});
  }
  snap["missing"] = missing;
  json conflicts = json::array();
  for (const auto& c : view.conflicts) {
    json values = json::array();
    for (const auto& [origin, value] : c.values) {
      values.push_back({{"store", origin}, {"value", value}});
    }
    conflicts.push_back({{"field", c.field}, {"values", values}});
  }
  for (const auto& o : view.other) {
    conflicts.push_back(
        {{"field", "case"}, {"values", json::array({{{"store", ""}, {"value", o}}})}});
  }
  snap["provenance_conflicts"] = conflicts;
  snap["coverage"] = ctx.coverage.is_null() ? json(nullptr) : ctx.coverage;
  snap["causes"] = used_causes;
  json unclassified = json::array();
  for (const auto& u : outcome.unclassified) {
    unclassified.push_back({{"case", u.case_name}, {"probe", u.probe}, {"text", u.text}});
  }
  snap["unclassified"] = unclassified;
  {  // one package for every case: the next level makes the page's sections; no two rows with
     // one label (case_names.h)
    std::vector<PackagePlace> places;
    for (const json& c : cases) places.push_back({c["package"], c["section"]});
    SplitOnePackage(places);
    std::vector<RowLabel> labels;
    for (size_t i = 0; i < places.size(); ++i) {
      labels.push_back({places[i].package, places[i].section, cases[i]["operator"],
                        cases[i]["variant"], cases[i]["name"]});
    }
    MakeLabelsDistinct(labels);
    for (size_t i = 0; i < labels.size(); ++i) {
      cases[i]["package"] = labels[i].package;
      cases[i]["section"] = labels[i].section;
      cases[i]["variant"] = labels[i].variant;
    }
  }
  snap["cases"] = cases;
  // Nothing of the machine that ran it (docs/snapshot.md, "Paths"): every recorded text,
  // the packs' paths and the origins of conflicting values.
  PathRoots paths = ctx.paths;
  if (!library.empty()) paths.libraries.push_back(library);
  MakePathsPortable(snap, paths);
  outcome.snapshot = std::move(snap);
  return outcome;
}

StoreData LoadStore(const std::string& store, std::optional<int64_t> run_id) {
  namespace fs = std::filesystem;
  fs::path p(store);
  std::string dir = store;
  if (p.extension() == ".sqlite") {
    if (p.filename() != "capgrid.sqlite") {
      throw UsageError(fmt::format("{}: a store file must be named capgrid.sqlite", store));
    }
    dir = p.has_parent_path() ? p.parent_path().string() : ".";
  }
  if (!fs::exists(fs::path(dir) / "capgrid.sqlite")) {
    throw UsageError(fmt::format("{}: no capgrid.sqlite here (not a results directory)", store));
  }
  auto db = Store::Open(dir, false);
  StoreData data;
  data.origin = store;
  std::optional<RunInfo> run;
  if (run_id) {
    run = db->Run(*run_id);
    if (!run) {
      throw UsageError(fmt::format("{}: --run {}: no such run", store, *run_id));
    }
  } else {
    auto runs = db->Runs();
    if (runs.empty()) {
      throw UsageError(fmt::format("{}: the store has no runs", store));
    }
    run = runs.back();
  }
  data.run = *run;
  data.inventory = db->Inventory(run->id);
  data.results = db->Results(run->id);
  return data;
}

namespace {

std::string TodayUtc() {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  std::array<char, 16> buf{};
  std::strftime(buf.data(), buf.size(), "%Y-%m-%d", &tm);
  return buf.data();
}

int WriteFromData(const std::vector<StoreData>& inputs, const MergeOptions& options,
                  std::ostream& out, std::ostream& err) {
  // Every input file is read and checked before anything is written.
  CauseRules rules = CauseRules::Builtin();
  if (!options.causes_file.empty()) {
    rules.Prepend(CauseRules::Load(options.causes_file));
  }
  std::optional<ObjectsInventory> objects;
  if (!options.objects_inv.empty()) {
    objects = ObjectsInventory::Load(options.objects_inv);
  }
  json coverage;
  if (!options.coverage_file.empty()) {
    std::ifstream in(options.coverage_file);
    if (!in) {
      throw UsageError(fmt::format("{}: cannot read the coverage file", options.coverage_file));
    }
    try {
      coverage = SummariseCoverage(json::parse(in), options.coverage_file);
    } catch (const json::exception& e) {
      throw UsageError(fmt::format("{}: not JSON ({})", options.coverage_file, e.what()));
    }
  }

  MergeContext ctx;
  ctx.statuses = &Vocabulary::Builtin();
  ctx.causes = &rules;
  ctx.objects = objects ? &*objects : nullptr;
  ctx.ref_base = options.ref_base;
  ctx.coverage = coverage;
  ctx.generated_at = options.generated_at.empty() ? TodayUtc() : options.generated_at;
  ctx.probes = options.probes;
  ctx.paths = PathRootsHere({});
  MergeOutcome outcome = BuildSnapshot(inputs, ctx);

  if (!outcome.view.complete()) {
    err << (options.force ? "capgrid: warning: writing a partial snapshot (--force):\n"
                          : "capgrid: error: refusing to merge an incomplete or mixed survey "
                            "(--force writes it anyway, stamped partial):\n");
    for (const auto& line : DescribeProblems(outcome.view, 50)) {
      err << "  " << line << "\n";
    }
    if (!options.force) {
      return kExitUsage;
    }
  }
  WriteSnapshot(options.output, outcome.snapshot);
  // Only about a snapshot that exists: a refused or failed merge says nothing else.
  if (!objects && !options.after_run) {
    err << "capgrid: warning: no --objects-inv given; operators are listed as plain text, "
           "without documentation links\n";
  }

  size_t n = outcome.snapshot["cases"].size();
  out << fmt::format("{}: {} case{}{}\n", options.output, n, n == 1 ? "" : "s",
                     outcome.view.complete() ? "" : " (partial)");
  size_t width = 8;  // the probe names line up, however long the vocabulary's are
  for (const auto& probe : outcome.view.probes) width = std::max(width, probe.size());
  for (const auto& probe : outcome.view.probes) {  // the columns merged
    std::string line;
    for (const auto& [column, count] : outcome.counts[probe]) {
      line += fmt::format("{}{} {}", line.empty() ? "" : ", ", column, count);
    }
    out << fmt::format("  {:{}} {}\n", probe, width, line);
  }
  if (objects) {
    out << fmt::format("  {} with a documentation link\n", Plural(outcome.with_ref_url, "case"));
  }
  if (!outcome.unclassified.empty()) {
    // Advice a user can follow where they are (a wheel has no data/ folder): the option, and
    // the command that prints the built-in rules in the format a --causes file takes.
    out << fmt::format(
        "  {} fell through to 'unclassified': give them a cause with a rules file, {}--causes "
        "FILE (the format `capgrid merge --builtin-causes` prints):\n",
        Plural(static_cast<int>(outcome.unclassified.size()), "cell"),
        options.after_run ? "`capgrid merge RESULTS -o snapshot.json` " : "");
    for (const auto& u : outcome.unclassified) {
      out << fmt::format("    {} {}: {}\n", u.case_name, u.probe, u.text);
    }
  }
  return kExitOk;
}

}  // namespace

int Merge(const std::vector<std::string>& stores, const MergeOptions& options, std::ostream& out,
          std::ostream& err) {
  if (options.output.empty()) {
    throw UsageError("-o: give the snapshot path to write");
  }
  // `-o results/capgrid.sqlite` (a slip for the store argument) would replace a results store,
  // hours of probing, with the snapshot: a snapshot never overwrites an SQLite file.
  {
    std::ifstream existing(options.output, std::ios::binary);
    std::string magic(16, '\0');
    if (existing && existing.read(magic.data(), 16) &&
        magic == std::string("SQLite format 3\0", 16)) {
      throw UsageError(fmt::format(
          "-o {}: is an SQLite database (a results store?); refusing to overwrite it with a "
          "snapshot",
          options.output));
    }
  }
  if (options.run_id && stores.size() > 1) {
    throw UsageError("--run: run ids are per store; give one store with --run");
  }
  std::vector<StoreData> inputs;
  inputs.reserve(stores.size());
  for (const auto& s : stores) {
    inputs.push_back(LoadStore(s, options.run_id));
  }
  return WriteFromData(inputs, options, out, err);
}

int MergeRun(const std::string& results_dir, int64_t run_id, const MergeOptions& options,
             std::ostream& out, std::ostream& err) {
  MergeOptions o = options;
  o.run_id = run_id;
  if (o.output.empty()) {
    o.output = (std::filesystem::path(results_dir) / "snapshot.json").string();
  }
  return Merge({results_dir}, o, out, err);
}

int MergeRun(const std::string& results_dir, int64_t run_id, const MergeOptions& options) {
  return MergeRun(results_dir, run_id, options, std::cout, std::cerr);
}

}  // namespace capgrid
