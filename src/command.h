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
  return app.add_option("--format", format, "text (default) or json")
      ->type_name("FORMAT")
      ->check(CLI::IsMember({"text", "json"}));
}

// One factory per subcommand, each defined in its cmd_<name>.cc.
Command RunCommand();
Command ListCommand();
Command StatusCommand();
Command MergeCommand();
Command DiffCommand();
Command RenderCommand();
Command CoverageCommand();
}  // namespace capgrid
