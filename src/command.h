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

// One factory per subcommand, each defined in its cmd_<name>.cc.
Command RunCommand();
Command ListCommand();
Command StatusCommand();
Command MergeCommand();
Command DiffCommand();
Command RenderCommand();
Command CoverageCommand();
}  // namespace capgrid
