#pragma once
// A subcommand is one row of the tool table in cli.cc (like ninja's -t tools).
#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace capgrid {
struct Command {
  std::string name;
  std::string summary;
  // Declares the subcommand's options on `app` and returns the action that runs it after
  // parsing. The action returns an ExitStatus; it may throw UsageError for bad input.
  std::function<std::function<int()>(CLI::App& app)> setup;
};

// A list flag (--groups, --probes) that takes one comma-separated value per use (repeat the
// flag for more), so that a positional pack after it is never taken for one of its values.
inline CLI::Option* AddListFlag(CLI::App& app, const std::string& name,
                                std::vector<std::string>& into, const std::string& help) {
  return app.add_option(name, into, help)
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->delimiter(',');
}

// The positional PACK... of `run`, `list` and `coverage`.
inline CLI::Option* AddPacksArgument(CLI::App& app, std::vector<std::string>& packs) {
  return app
      .add_option("PACK", packs,
                  "pack files or directories, or builtin:NAME (default builtin:kornia)")
      ->type_name("");
}

// --results DIR of `run` and `status`.
inline void AddResultsOption(CLI::App& app, std::string& dir) {
  app.add_option("--results", dir, "results directory, relative to the current one (default results)")
      ->type_name("DIR");
}

// -k EXPR, --groups, --python: the same words in every command that has them.
inline void AddKeywordOption(CLI::App& app, std::string& keyword) {
  app.add_option("-k", keyword, "select cases by name: 'sobel or canny', 'not blur'")
      ->type_name("EXPR");
}
inline void AddGroupsOption(CLI::App& app, std::vector<std::string>& groups) {
  app.add_option("--groups", groups, "only these groups and their dotted children")
      ->type_name("GROUP[,GROUP...]")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->delimiter(',');
}
inline void AddPythonOption(CLI::App& app, std::string& python) {
  app.add_option("--python", python,
                 "worker interpreter (default $CAPGRID_PYTHON, else the python beside capgrid)")
      ->type_name("PATH");
}

// --case NAME (repeatable, one exact name per use, commas kept: names may hold them) and
// --cases-from FILE, shared by `run` and `list`.
inline void AddCaseFlags(CLI::App& app, std::vector<std::string>& cases, std::string& cases_from) {
  app.add_option("--case", cases, "only this case, by exact name (repeat for more)")
      ->type_name("NAME")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  app.add_option("--cases-from", cases_from,
                 "only the cases named in FILE, one per line ('#' starts a comment)")
      ->type_name("FILE");
}

// --format text|json of `list` and `status` (text is the default; JSON shapes in docs/cli.md).
inline CLI::Option* AddFormatOption(CLI::App& app, std::string& format) {
  return app.add_option("--format", format, "text or json (default text)")
      ->type_name("FORMAT")
      ->check(CLI::IsMember({"text", "json"}));
}

// --device and --opset of `run` and `repro` (data/worker_options.json's defaults in the help;
// defined in cmd_run.cc).
void AddWorkerOptions(CLI::App& app, std::string& device, int& opset);

// One factory per subcommand, each defined in its cmd_<name>.cc.
Command RunCommand();
Command ListCommand();
Command StatusCommand();
Command MergeCommand();
Command DiffCommand();
Command RenderCommand();
Command CoverageCommand();
Command DiscoverCommand();
Command ReproCommand();
Command AuditCommand();
Command DurationsCommand();
Command ShardsCommand();
}  // namespace capgrid
