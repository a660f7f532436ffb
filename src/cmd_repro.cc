#include "cmd_repro.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli.h"
#include "command.h"
#include "errors.h"
#include "escape.h"
#include "exit_status.h"
#include "case_names.h"
#include "provenance.h"
#include "one_worker.h"
#include "vocabulary.h"
#include "worker_pool.h"

namespace capgrid {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

constexpr size_t kChainHeadLines = 30;

std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError(fmt::format("repro: cannot read {} that the worker wrote", path));
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// `path` with `ext` instead of its extension ("repro/a.py" -> "repro/a.pt").
std::string WithExtension(const std::string& path, const std::string& ext) {
  return fs::path(path).replace_extension(ext).string();
}

// The first lines of an error chain, without the terminal colour codes torch.onnx puts in it.
std::string ChainHead(const std::string& chain) {
  std::istringstream in(StripAnsi(chain));
  std::string line, out;
  for (size_t n = 0; n < kChainHeadLines && std::getline(in, line); ++n) out += line + "\n";
  return out;
}

std::string Field(const json& obj, const std::string& key) {
  if (!obj.is_object() || !obj.contains(key)) return "";
  const json& v = obj[key];
  return v.is_string() ? v.get<std::string>() : v.is_null() ? "" : v.dump();
}

// The command that writes the same files again (the script's header).
std::string RegenerateCommand(const ReproOptions& o, const std::string& probe,
                              const std::string& script, const std::string& results_dir) {
  std::string cmd = "capgrid repro " + ShellQuote(o.case_name) + " --probe " + probe;
  for (const auto& p : o.packs) cmd += " " + ShellQuote(p);
  if (!results_dir.empty()) cmd += " --results " + ShellQuote(results_dir);
  if (!o.device.empty()) cmd += " --device " + ShellQuote(o.device);
  if (o.opset > 0) cmd += fmt::format(" --opset {}", o.opset);
  return cmd + " -o " + ShellQuote(script) + " --force";
}

}  // namespace

std::vector<StoredResult> StoredResultsOf(const Store& store, const std::string& case_name) {
  std::map<std::string, StoredResult> newest;
  for (auto& r : store.AllResults()) {
    if (r.row.case_name != case_name) continue;
    auto it = newest.find(r.row.probe);
    if (it == newest.end() || it->second.run_id < r.run_id) newest[r.row.probe] = std::move(r);
  }
  std::vector<StoredResult> out;
  for (auto& [probe, r] : newest) out.push_back(std::move(r));
  return out;
}

std::string ChooseProbe(const std::string& requested, const std::vector<StoredResult>& stored) {
  const auto& probes = Vocabulary::Builtin().probes();
  if (!requested.empty()) {
    if (Vocabulary::Builtin().ProbeIndex(requested) < 0) {
      throw UsageError(fmt::format("--probe {}: expected one of {}", requested,
                                   fmt::join(probes, ", ")));
    }
    return requested;
  }
  for (const auto& p : probes) {
    for (const auto& r : stored) {
      if (r.row.probe == p && r.row.status != "ok") return p;
    }
  }
  return probes.front();
}

std::string ReproMarkdown(const std::string& case_name, const std::string& probe,
                          const json& provenance, const std::string& script_text,
                          const ReproReply& reply, const std::optional<StoredResult>& stored,
                          const std::string& store_path) {
  const Vocabulary& vocab = Vocabulary::Builtin();
  std::string title = probe;
  for (const auto& p : vocab.probe_info()) {
    if (p.key == probe) title = p.title;
  }
  const std::string library = Field(provenance, "library");
  std::string md = fmt::format("## {}: `{}` fails under {}\n\n", library.empty() ? "capgrid"
                                                                                  : library,
                               case_name, title);
  md += "### Versions\n\n| package | version |\n|---|---|\n";
  std::vector<std::string> stack = {"python"};  // and the probe stack (data/stack.json)
  stack.insert(stack.end(), ProvenancePackages().begin(), ProvenancePackages().end());
  for (const std::string& key : stack) {
    md += fmt::format("| {} | {} |\n", key, Field(provenance, key));
  }
  if (!library.empty()) {
    md += fmt::format("| {} | {}{} |\n", library, Field(provenance, "library_version"),
                      Field(provenance, "revision").empty()
                          ? ""
                          : " (" + Field(provenance, "revision") + ")");
  }
  md += fmt::format("\ndevice {}, ONNX opset {}; found by capgrid {}.\n\n",
                    Field(provenance, "device"), Field(provenance, "opset"),
                    Field(provenance, "capgrid"));
  md += "### Reproducer\n\n";
  md += fmt::format(
      "`{}` below, with `{}` (the exact inputs, `torch.save`d) beside it: `python {}`.{}\n\n",
      fs::path(reply.script).filename().string(), fs::path(reply.data).filename().string(),
      fs::path(reply.script).filename().string(),
      reply.standalone ? " It needs torch and the library, not capgrid; it carries the "
                         "probe's own code."
                       : " It imports the pack through capgrid: " + reply.reason + ".");
  md += "<details><summary>" + fs::path(reply.script).filename().string() +
        "</summary>\n\n```python\n" + script_text +
        (script_text.empty() || script_text.back() == '\n' ? "" : "\n") +
        "```\n\n</details>\n\n";
  md += "### Error\n\n";
  if (!stored) {
    md += fmt::format("No stored result of this case and probe{}: run the script and paste what "
                      "it prints here.\n\n",
                      store_path.empty() ? "" : " in " + store_path);
    md += "### Expected\n\nThe capture succeeds and its outputs match eager (status `ok`).\n\n";
    md += "### Actual\n\n(what the script prints)\n";
    return md;
  }
  const json& rec = stored->row.record;
  md += fmt::format("status `{}` ({}), as stored in {}:\n\n", stored->row.status,
                    vocab.Text(stored->row.status), store_path);
  std::vector<std::string> differ;  // the stored run's stack where it is not the script's
  std::vector<std::string> compared = stack;
  compared.insert(compared.end(), {"library_version", "device", "opset"});
  for (const std::string& key : compared) {
    const std::string then = Field(stored->run_provenance, key);
    if (!then.empty() && then != Field(provenance, key)) {
      differ.push_back(fmt::format("{} {}", key, then));
    }
  }
  if (!differ.empty()) {
    md += fmt::format("(measured under another stack: {}.)\n\n", fmt::join(differ, ", "));
  }
  md += fmt::format("```\nstatus: {}\nerror: {}\ndetail: {}\n```\n\n", stored->row.status,
                    Field(rec, "error"), Field(rec, "detail"));
  const std::string chain = Field(rec, "chain");
  if (!chain.empty()) {
    md += "Error chain (head):\n\n```\n" + ChainHead(chain) + "```\n\n";
  }
  const std::string where = Field(rec, "where");
  if (!where.empty()) md += fmt::format("Deepest library frame: `{}`.\n\n", where);
  md += "### Expected\n\nThe capture succeeds and its outputs match eager (status `ok`).\n\n";
  md += fmt::format("### Actual\n\nStatus `{}`: {}\n", stored->row.status,
                    Field(rec, "error").empty() ? Field(rec, "detail") : Field(rec, "error"));
  return md;
}

int ExecuteRepro(const ReproOptions& options, const RunnerFactory& make_runner,
                 std::ostream& out) {
  ReproOptions o = options;
  if (o.case_name.empty()) throw UsageError("repro: expected a CASE name");
  // The stored result: --results DIR must hold a store; the default one may be absent.
  std::string results_dir = o.results_dir;
  std::vector<StoredResult> stored_all;
  std::string store_path;
  if (!results_dir.empty() || fs::exists(Store::PathIn("results"))) {
    if (results_dir.empty()) results_dir = "results";
    auto store = Store::Open(results_dir, /*create=*/false);  // read as it is, never migrated
    stored_all = StoredResultsOf(*store, o.case_name);
    store_path = store->path();
  }
  const std::string probe = ChooseProbe(o.probe, stored_all);
  std::optional<StoredResult> stored;
  for (const auto& r : stored_all) {
    if (r.row.probe == probe) stored = r;
  }
  // The worker runs as the survey did: the stored run's device and opset unless given.
  if (stored && stored->run_provenance.is_object()) {
    const json& p = stored->run_provenance;
    if (o.device.empty() && p.contains("device") && p["device"].is_string()) {
      o.device = p["device"].get<std::string>();
    }
    if (o.opset == 0 && p.contains("opset") && p["opset"].is_number_integer()) {
      o.opset = p["opset"].get<int>();
    }
  }
  const std::string script =
      o.output.empty() ? (fs::path("repro") / ReproScriptName(o.case_name, probe))
                             .string()
                       : o.output;
  const std::string data = WithExtension(script, ".pt");
  if (data == script) throw UsageError(fmt::format("-o {}: expected a .py file name", script));
  std::string markdown = o.markdown_file;
  if (o.markdown && markdown.empty()) markdown = WithExtension(script, ".md");
  for (const std::string& f : {script, data, markdown}) {
    if (!f.empty() && fs::exists(f) && !o.force) {
      throw UsageError(fmt::format("repro: {} exists (pass --force to overwrite it)", f));
    }
  }

  ReproSpec spec;
  spec.case_name = o.case_name;
  spec.probe = probe;
  spec.script = fs::absolute(script).string();
  spec.data = fs::absolute(data).string();
  spec.command = RegenerateCommand(o, probe, script, o.results_dir);
  if (stored && stored->row.stack.is_object() && stored->row.stack.contains("options") &&
      stored->row.stack["options"].is_object()) {
    spec.options = stored->row.stack["options"];
  }
  ReproReply reply;
  json provenance;
  std::string fingerprint;
  WithOneWorker(
      o.packs, o.python, make_runner,
      [&](Runner& runner, const Handshake& hs) {
        std::vector<std::string> names;
        bool known = false;
        for (const auto& c : hs.cases) {
          names.push_back(c.value("name", ""));
          if (names.back() == o.case_name) {
            known = true;
            fingerprint = c.value("fingerprint", "");
          }
        }
        if (!known) {
          std::string guess = ClosestMatch(o.case_name, names);
          if (!guess.empty()) guess = fmt::format(" (did you mean '{}'?)", guess);
          throw UsageError(fmt::format("repro: unknown case '{}'{}", o.case_name, guess));
        }
        provenance = hs.provenance;
        reply = runner.Repro(spec);
      },
      o.device, o.opset);

  out << fmt::format("wrote {} and {} ({})\n", script, data,
                     reply.standalone ? "standalone: needs torch and the library, not capgrid"
                                      : "imports the pack: " + reply.reason);
  if (stored && !stored->row.fingerprint.empty() && stored->row.fingerprint != fingerprint) {
    out << fmt::format(
        "note: the stored result is of another version of the case (fingerprint {}, now {})\n",
        stored->row.fingerprint.substr(0, 12), fingerprint.substr(0, 12));
  }
  if (o.markdown) {
    std::string body = ReproMarkdown(o.case_name, probe, provenance, ReadText(reply.script),
                                     reply, stored, store_path);
    std::ofstream md(markdown, std::ios::binary | std::ios::trunc);
    md << body;
    if (!md.flush()) throw UsageError(fmt::format("repro: cannot write {}", markdown));
    out << fmt::format("wrote {}\n", markdown);
  }
  return kExitOk;
}

Command ReproCommand() {
  return {"repro", "write a standalone script that repeats one (case, probe)",
          [](CLI::App& app) -> std::function<int()> {
            auto o = std::make_shared<ReproOptions>();
            app.add_option("CASE", o->case_name, "the case, by exact name")
                ->type_name("")
                ->required();
            AddPacksArgument(app, o->packs);
            app.add_option("--probe", o->probe,
                           fmt::format("{} (default the first whose stored result is not ok, "
                                       "else {})",
                                       fmt::join(Vocabulary::Builtin().probes(), ", "),
                                       Vocabulary::Builtin().probes().front()))
                ->type_name("PROBE");
            app.add_option("-o,--output", o->output,
                           "the script (default repro/CASE-PROBE.py; its .pt beside it)")
                ->type_name("FILE");
            auto* md = app.add_option("--markdown", o->markdown_file,
                                      "also write an upstream issue body (default the script's "
                                      "name with .md)")
                           ->type_name("[FILE]")
                           ->expected(0, 1);
            app.add_option("--results", o->results_dir,
                           "results directory with the stored result, relative to the current "
                           "one (default results, if any)")
                ->type_name("DIR");
            app.add_flag("--force", o->force, "overwrite existing files");
            AddPythonOption(app, o->python);
            AddWorkerOptions(app, o->device, o->opset);
            return [o, md]() -> int {
              o->markdown = md->count() > 0;
              SteadyClock clock;
              return ExecuteRepro(
                  *o, [&clock](const PoolOptions& p) { return MakeWorkerPool(p, &clock); },
                  std::cout);
            };
          }};
}

}  // namespace capgrid
