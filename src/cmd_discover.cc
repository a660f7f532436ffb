#include "cmd_discover.h"

#include <algorithm>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "atomic_file.h"
#include "command.h"
#include "config.h"
#include "defaults.h"
#include "discover_pack.h"
#include "portable_paths.h"
#include "escape.h"
#include "errors.h"
#include "exit_status.h"
#include "one_worker.h"
#include "scheduler.h"
#include "worker_pool.h"

namespace capgrid {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

constexpr const char* kProbe = "discover";  // the one "probe" of a discovery job
// The share of a job's time limit after which the worker stops writing calls made inside the
// library (recorder.py candidates): replaying them must not cost the job its own calls.
constexpr double kInnerBudgetShare = 0.5;

struct Checked {
  DiscoverOptions o;
  bool docstrings = false;
  bool tests = false;
  bool signatures = false;
  int64_t max_rss_bytes = 0;
  std::string data_dir;  // <stem>_data beside the pack
};

Checked Check(const DiscoverOptions& options) {
  Checked c;
  c.o = options;
  DiscoverOptions& o = c.o;
  static const std::regex dotted(R"([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*)");
  if (o.modules.empty()) throw UsageError("discover: name at least one MODULE (e.g. kornia)");
  for (const std::string& m : o.modules) {
    if (!std::regex_match(m, dotted)) {
      throw UsageError(fmt::format("discover: MODULE {}: not a dotted Python module name", m));
    }
  }
  if (o.output.empty()) throw UsageError("discover: -o PACK.py is required");
  c.max_rss_bytes = DiscoverMaxRssBytes(o);
  if (fs::path(o.output).extension() != ".py") {
    throw UsageError(fmt::format("-o {}: a pack file's name ends in .py", o.output));
  }
  std::error_code ec;
  if (fs::exists(o.output, ec) && !o.force) {
    throw UsageError(fmt::format("-o {}: exists; pass --force to replace it", o.output));
  }
  fs::path out(o.output);
  if (out.has_parent_path() && !fs::is_directory(out.parent_path(), ec)) {
    throw UsageError(fmt::format("-o {}: no directory {} to write it in", o.output,
                                 out.parent_path().string()));
  }
  c.data_dir = (out.parent_path() / (out.stem().string() + "_data")).string();
  if (o.from.empty()) {
    o.from = {"docstrings"};
    if (!o.tests.empty()) o.from.push_back("tests");
  }
  for (const std::string& f : o.from) {
    if (f == "docstrings") {
      c.docstrings = true;
    } else if (f == "tests") {
      c.tests = true;
    } else if (f == "signatures") {
      c.signatures = true;
    } else {
      throw UsageError(fmt::format("--from {}: expected docstrings, tests or signatures", f));
    }
  }
  if (c.tests && o.tests.empty()) throw UsageError("--from tests: name the suite with --tests DIR");
  if (!o.tests.empty()) {
    if (!fs::is_directory(o.tests, ec)) {
      throw UsageError(fmt::format("--tests {}: not a directory", o.tests));
    }
    o.tests = fs::absolute(o.tests).lexically_normal().string();
  }
  for (std::string& r : o.records) {
    if (!fs::is_regular_file(fs::path(r) / "candidates.json", ec)) {
      throw UsageError(fmt::format("--records {}: no candidates.json in it", r));
    }
    r = fs::absolute(r).lexically_normal().string();
  }
  if (o.max_per_callable < 1) {
    throw UsageError(fmt::format("--max-per-callable {}: expected at least 1", o.max_per_callable));
  }
  if (o.jobs == 0) o.jobs = DefaultJobs(CoreCount(), ReadMemInfo().available);
  if (o.jobs < 1) throw UsageError(fmt::format("-j {}: expected at least 1 worker", o.jobs));
  if (!(o.timeout_s > 0)) throw UsageError(fmt::format("--timeout {}: expected seconds > 0", o.timeout_s));
  if (!(o.tests_timeout_s > 0)) {
    throw UsageError(fmt::format("--tests-timeout {}: expected seconds > 0", o.tests_timeout_s));
  }
  return c;
}

// One phase's jobs for the engine's scheduling loop (scheduler.h RunJobs): every item whose
// group is `group` (and that has an example) but those in `skip`, one job each; each job's
// record goes into `records` by item name, and progress to `err`.
class PhaseJobs : public JobSource {
 public:
  PhaseJobs(const std::vector<json>& items, const std::string& group,
            const std::set<std::string>& skip, std::map<std::string, json>* records,
            std::ostream& err)
      : group_(group), records_(records), err_(err) {
    for (const json& item : items) {
      const std::string name = item.value("name", "");
      if (item.value("group", "") == group && item.value("examples", 0) > 0 &&
          !skip.count(name)) {
        queue_.push_back(name);
      }
    }
    step_ = std::max<size_t>(1, queue_.size() / 10);
    err_ << fmt::format("capgrid discover: {} {} to run\n", queue_.size(),
                        group == "tests"        ? "test files"
                        : group == "signatures" ? "callables without a case to call from their "
                                                  "signatures"
                                                : "callables with examples");
  }

  bool HasPending() const override { return next_ < queue_.size(); }

  Job Next() override {
    Job job;
    job.id = static_cast<int64_t>(++next_);
    job.case_name = queue_[next_ - 1];
    job.probes = {kProbe};
    return job;
  }

  void Handle(const RunnerEvent& ev) override {
    if (ev.kind == RunnerEvent::Kind::kNotice) err_ << "capgrid discover: " << ev.message << "\n";
    if (ev.kind == RunnerEvent::Kind::kResult && ev.result) {
      (*records_)[ev.result->case_name] = ev.result->record;
    }
    if (ev.kind == RunnerEvent::Kind::kJobDone) {
      const std::string& name = queue_.at(static_cast<size_t>(ev.job_id) - 1);
      if (!records_->count(name)) {
        (*records_)[name] = json{{"status", "crash"},
                                 {"detail", "the worker ended before answering"}};
      }
      if (++done_ % step_ == 0 || done_ == queue_.size()) {
        err_ << fmt::format("capgrid discover: {}/{} {} run\n", done_, queue_.size(), group_);
      }
    }
  }

 private:
  std::vector<std::string> queue_;  // job id N runs queue_[N - 1]
  std::string group_;
  std::map<std::string, json>* records_;
  std::ostream& err_;
  size_t next_ = 0, done_ = 0, step_ = 1;
};

// Opens a pool of discovery workers on `sources`; returns its inventory and runs `group`.
bool Phase(const Checked& c, const std::vector<std::string>& sources, const std::string& group,
           double timeout_s, const std::string& scratch, const RunnerFactory& make_runner,
           std::vector<json>* items, std::map<std::string, json>* records, std::ostream& err,
           const std::set<std::string>& skip = {}, const json& job_options = json::object()) {
  PoolOptions pool;
  pool.workers = c.o.jobs;
  pool.python = c.o.python;
  pool.packs = sources;
  pool.results_dir = scratch;
  pool.discovery = true;
  pool.torch_threads = TorchThreads(CoreCount(), c.o.jobs);
  pool.probe_timeout_s = timeout_s;
  pool.max_rss_bytes = c.max_rss_bytes;
  pool.recycle_rss_bytes = c.max_rss_bytes / kRecycleRssDivisor;  // as `run` (defaults.h)
  pool.timeout_flag = group == "tests" ? "--tests-timeout" : "--timeout";
  pool.job_options = job_options;
  pool.job_options["tensors"] = (fs::path(scratch) / "tensors").string();
  pool.job_options["inner_budget_s"] = timeout_s * kInnerBudgetShare;
  std::unique_ptr<Runner> runner = make_runner(pool);
  bool finished = false;
  try {
    Handshake hs = runner->Open();
    if (items->empty()) {
      *items = hs.cases;  // the census's callables (and the test files)
    } else {  // the tests phase after the docstring phase: only its test files are new
      for (const json& item : hs.cases) {
        if (item.value("group", "") == group) items->push_back(item);
      }
    }
    PhaseJobs jobs(hs.cases, group, skip, records, err);
    finished = RunJobs(*runner, jobs);
  } catch (...) {
    runner->Abort();
    throw;
  }
  if (finished) runner->Close();
  return finished;
}

void CopyTensors(const Discovered& d, const std::vector<std::string>& from,
                 const std::string& data_dir) {
  std::error_code ec;
  if (fs::is_directory(data_dir, ec)) {  // --force: the old pack's stored tensors go
    for (const auto& entry : fs::directory_iterator(data_dir)) {
      if (entry.path().extension() == ".pt") fs::remove(entry.path(), ec);
    }
  }
  if (d.files.empty()) return;
  fs::create_directories(data_dir);
  for (const std::string& digest : d.files) {
    bool copied = false;
    for (const std::string& dir : from) {
      fs::path src = fs::path(dir) / (digest + ".pt");
      if (fs::is_regular_file(src, ec)) {
        std::ifstream in(src, std::ios::binary);
        std::ostringstream bytes;
        bytes << in.rdbuf();
        WriteFileAtomic((fs::path(data_dir) / (digest + ".pt")).string(), bytes.str());
        copied = true;
        break;
      }
    }
    if (!copied) throw std::runtime_error("discover: stored tensor " + digest + " went missing");
  }
}

std::string Percent(int part, int whole) {
  return whole ? fmt::format("{:.1f}%", 100.0 * part / whole) : "n/a";
}

}  // namespace

int ExecuteDiscover(const DiscoverOptions& options, const RunnerFactory& make_runner,
                    std::ostream& out, std::ostream& err) {
  const Checked c = Check(options);
  const DiscoverOptions& o = c.o;
  ScratchDir scratch;
  std::vector<json> items;
  std::map<std::string, json> records;
  try {
    if (c.docstrings && !Phase(c, o.modules, "docstrings", o.timeout_s, scratch.path(),
                               make_runner, &items, &records, err)) {
      return kExitInterrupted;
    }
    if (c.tests) {
      std::vector<std::string> sources = o.modules;
      sources.push_back("tests:" + o.tests);
      if (!Phase(c, sources, "tests", o.tests_timeout_s, scratch.path(), make_runner, &items,
                 &records, err)) {
        return kExitInterrupted;
      }
    }
    if (c.signatures) {  // only for the callables the examples and tests left without a case
      std::set<std::string> covered;
      for (const auto& [name, record] : records) {
        for (const json& cand : record.value("candidates", json::array())) {
          if (cand.is_object() && cand.value("callable", json()).is_string()) {
            covered.insert(std::string(kSignaturesPrefix) + cand["callable"].get<std::string>());
          }
        }
      }
      std::vector<std::string> sources = o.modules;
      sources.push_back(kSignaturesPrefix);
      // a parameter it has no value for gets the one recorded calls gave the same name
      const json values = {{"values", RecordedValues(records)}};
      if (!Phase(c, sources, "signatures", o.timeout_s, scratch.path(), make_runner, &items,
                 &records, err, covered, values)) {
        return kExitInterrupted;
      }
    }
  } catch (...) {
    scratch.Keep();
    throw;
  }
  std::vector<std::string> tensor_dirs = {(fs::path(scratch.path()) / "tensors").string()};
  for (const std::string& dir : o.records) {
    std::ifstream in(fs::path(dir) / "candidates.json");
    json doc = json::parse(in, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
      throw UsageError(fmt::format("--records {}: candidates.json is not a JSON object", dir));
    }
    const std::string name = "records:" + dir;
    items.push_back({{"name", name}, {"group", "records"}, {"examples", 1}});
    records[name] = {{"status", "ok"},
                     {"candidates", doc.value("candidates", json::array())},
                     {"dropped", doc.value("dropped", json::array())}};
    tensor_dirs.push_back((fs::path(dir) / "tensors").string());
  }
  const std::string library = o.modules.front().substr(0, o.modules.front().find('.'));
  Discovered d = ChooseCases(items, records, library, o.max_per_callable);
  // The pack is committed and published: its reasons and command name no path of this machine.
  const PathRoots roots = PathRootsHere({library});
  for (auto& [callable, why] : d.undiscovered) why = PortablePaths(why, roots);
  std::map<std::string, std::string> unfinished;
  for (const auto& [file, why] : d.unfinished_tests) {
    unfinished[PortablePaths(file, roots)] = PortablePaths(why, roots);
  }
  d.unfinished_tests = std::move(unfinished);
  PackHeader header{PortablePaths(o.command, roots), CAPGRID_VERSION,
                    fs::path(c.data_dir).filename().string()};
  CopyTensors(d, tensor_dirs, c.data_dir);
  WriteFileAtomic(o.output, RenderDiscoveredPack(d, library, header));
  const int covered = d.callables - static_cast<int>(d.undiscovered.size());
  out << fmt::format(
      "discovered {} cases for {} of {} public callables ({}); {} of the {} with a docstring "
      "example ({})\n",
      d.cases.size(), covered, d.callables, Percent(covered, d.callables), d.examples_covered,
      d.with_examples, Percent(d.examples_covered, d.with_examples));
  {  // the same over the callables a tensor capture applies to (docs/discovery.md)
    int kinds = 0;
    for (const auto& [callable, why] : d.not_applicable) kinds += why != kTensorlessReason;
    const int applicable = d.callables - static_cast<int>(d.not_applicable.size());
    out << fmt::format(
        "of the {} applicable ({} less {} enums, exceptions or dataclasses and {} whose every "
        "call took and gave no tensor), {} have a case ({}); {} only through a method other "
        "than forward or __call__\n",
        applicable, d.callables, kinds, d.not_applicable.size() - kinds, covered,
        Percent(covered, applicable), d.methods_only.size());
  }
  if (!d.inner_only.empty()) {
    out << fmt::format("{} of the {} callables with a case have it from calls made inside the "
                       "library only: another public callable's call of them, with the inputs "
                       "it built (their notes say which)\n",
                       d.inner_only.size(), covered);
  }
  const auto no_input = std::count_if(d.cases.begin(), d.cases.end(), [](const auto& k) {
    return !k.candidate.contains("inputs") || k.candidate["inputs"].empty();
  });
  if (no_input > 0) {
    out << fmt::format("{} of the {} cases have no tensor input (their notes say so): a capture "
                       "of them computes nothing from its inputs and is counted as a constant "
                       "graph, not support; give them one\n",
                       no_input, d.cases.size());
  }
  if (!d.unfinished_tests.empty()) {
    out << fmt::format("{} of {} test files did not run to the end (listed at the end of the "
                       "pack)\n",
                       d.unfinished_tests.size(), d.test_files);
  }
  if (const MemoryRise rise = LargestMemoryRise(records); !rise.job.empty()) {  // run to run
    err << fmt::format("capgrid discover: the job that raised a worker's peak memory most: {} "
                       "(by {:.2f} GB, to {:.2f} GB; --max-rss bounds a worker)\n",
                       rise.job, rise.raised_bytes / 1e9, rise.peak_bytes / 1e9);
  }
  out << fmt::format("wrote {}{}\n", o.output,
                     d.files.empty() ? ""
                                     : fmt::format(" and {} stored tensors in {}", d.files.size(),
                                                   c.data_dir));
  return kExitOk;
}

int64_t DiscoverMaxRssBytes(const DiscoverOptions& o) {
  return ParseSize("--max-rss", o.max_rss.empty() ? kDiscoverMaxRss : o.max_rss);
}

std::string DiscoverCommandLine(const DiscoverOptions& o) {
  const DiscoverOptions defaults;
  std::string out = "capgrid discover";
  for (const std::string& m : o.modules) out += " " + ShellQuote(m);
  out += " -o " + ShellQuote(fs::path(o.output).filename().string());
  if (!o.from.empty()) out += " --from " + fmt::format("{}", fmt::join(o.from, ","));
  if (!o.tests.empty()) out += " --tests " + ShellQuote(o.tests);
  for (const std::string& r : o.records) out += " --records " + ShellQuote(r);
  if (o.max_per_callable != defaults.max_per_callable) {
    out += fmt::format(" --max-per-callable {}", o.max_per_callable);
  }
  if (o.timeout_s != defaults.timeout_s) out += fmt::format(" --timeout {:g}", o.timeout_s);
  if (o.tests_timeout_s != defaults.tests_timeout_s) {
    out += fmt::format(" --tests-timeout {:g}", o.tests_timeout_s);
  }
  // a job stopped at the limit gives no case: another limit may give another pack
  if (!o.max_rss.empty()) out += " --max-rss " + ShellQuote(o.max_rss);
  return out;
}

Command DiscoverCommand() {
  return {"discover", "write a pack from a library's docstring examples and tests",
          [](CLI::App& app) -> std::function<int()> {
            auto o = std::make_shared<DiscoverOptions>();
            app.add_option("MODULE", o->modules, "the library's modules (e.g. kornia)")
                ->type_name("");
            app.add_option("-o,--output", o->output, "the pack file to write (a .py file)")
                ->type_name("PACK");
            AddListFlag(app, "--from", o->from,
                        "docstrings, tests, signatures (default docstrings, and tests with --tests)")
                ->type_name("SOURCE[,SOURCE]");
            app.add_option("--tests", o->tests, "the library's test suite, run under pytest")
                ->type_name("DIR");
            app.add_option("--records", o->records,
                           "also read what `pytest -p capgrid.discover` recorded (repeatable)")
                ->type_name("DIR");
            app.add_option("--max-per-callable", o->max_per_callable,
                           "cases kept per callable, smallest inputs first (default 3)")
                ->type_name("N");
            app.add_option("-j,--jobs", o->jobs,
                           "parallel workers (default min(cores, available memory / 3 GiB))")
                ->type_name("N");
            app.add_option("--timeout", o->timeout_s,
                           "seconds for one callable's examples (default 60)")
                ->type_name("S");
            app.add_option("--tests-timeout", o->tests_timeout_s,
                           "seconds for one test file (default 900)")
                ->type_name("S");
            app.add_option("--max-rss", o->max_rss,
                           fmt::format("memory limit per worker, e.g. 8G: a test file, example "
                                       "or signature call above it is recorded as oom "
                                       "(default {})",
                                       kDiscoverMaxRss))
                ->type_name("SIZE");
            AddPythonOption(app, o->python);
            app.add_flag("--force", o->force, "replace an existing PACK.py (default off)");
            return [o]() -> int {
              o->command = DiscoverCommandLine(*o);
              SteadyClock clock;
              return ExecuteDiscover(
                  *o, [&clock](const PoolOptions& p) { return MakeWorkerPool(p, &clock); },
                  std::cout, std::cerr);
            };
          }};
}

}  // namespace capgrid
