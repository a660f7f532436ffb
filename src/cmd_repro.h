#pragma once
// `capgrid repro CASE`: a standalone Python script (and the .pt of its inputs) that repeats one
// (case, probe) the way the probe runs it, written by a worker (docs/protocol.md "repro"); with
// --markdown, an upstream issue body around it with the stored result's error.
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "cmd_run.h"
#include "store.h"

namespace capgrid {

struct ReproOptions {
  std::string case_name;
  std::string probe;   // "": the first probe whose stored result is not ok, else the first probe
  std::string output;  // -o; "": repro/<safe case name>-<probe>.py under the cwd
  bool markdown = false;
  std::string markdown_file;  // "": the script's stem + ".md"
  std::string results_dir;    // "": results, when it holds a store (else no stored result)
  bool force = false;         // overwrite existing files
  std::vector<std::string> packs;
  std::string python;
  std::string device;  // "": the stored run's, else the worker's default
  int opset = 0;       // 0: the stored run's, else the worker's default
};

// The newest stored result of each probe of `case_name` (by run id), with its run's provenance.
std::vector<StoredResult> StoredResultsOf(const Store& store, const std::string& case_name);

// The probe to reproduce: `requested` when given (checked against data/statuses.json's probes,
// else UsageError), else the first probe in canonical order whose stored status is not "ok",
// else the first probe.
std::string ChooseProbe(const std::string& requested, const std::vector<StoredResult>& stored);

// The issue body: versions, the script, the stored error (or a note that there is none), and
// expected against actual.
std::string ReproMarkdown(const std::string& case_name, const std::string& probe,
                          const nlohmann::json& provenance, const std::string& script_text,
                          const ReproReply& reply, const std::optional<StoredResult>& stored,
                          const std::string& store_path);

// Reads the stored results (read-only: a schema-1 store is never migrated), checks the case
// against the worker's inventory (unknown: UsageError with "did you mean"), refuses to
// overwrite the script, its .pt or the markdown file without `force`, has one worker write the
// script and prints what it wrote.
int ExecuteRepro(const ReproOptions& options, const RunnerFactory& make_runner,
                 std::ostream& out);

}  // namespace capgrid
