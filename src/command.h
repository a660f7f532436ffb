#pragma once
// A subcommand is one row of the tool table in cli.cc (like ninja's -t tools).
#include <functional>
#include <string>

#include <CLI/CLI.hpp>

namespace capgrid {
struct Command {
  std::string name;
  std::string summary;
  // Declares the subcommand's options on `app` and returns the action that runs it after
  // parsing. The action returns an ExitStatus; it may throw UsageError for bad input.
  std::function<std::function<int()>(CLI::App& app)> setup;
};

// One factory per subcommand, each defined in its cmd_<name>.cc.
Command RunCommand();
Command ListCommand();
Command StatusCommand();
Command MergeCommand();
Command DiffCommand();
Command RenderCommand();
Command CoverageCommand();
}  // namespace capgrid
