#include "cli.h"

#include <algorithm>
#include <iostream>

#include <fmt/format.h>

#include "command.h"
#include "errors.h"
#include "exit_status.h"

namespace capgrid {
namespace {

// The tool table: every subcommand is one row.
std::vector<Command> AllCommands() {
  return {RunCommand(),  ListCommand(),   StatusCommand(),  MergeCommand(),
          DiffCommand(), RenderCommand(), CoverageCommand()};
}

size_t EditDistance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string ClosestMatch(std::string_view word, const std::vector<std::string>& candidates) {
  std::string best;
  size_t best_distance = 3;  // suggest only near misses
  for (const auto& c : candidates) {
    size_t d = EditDistance(word, c);
    if (d < best_distance) {
      best_distance = d;
      best = c;
    }
  }
  return best;
}

int Main(int argc, char** argv) {
  std::vector<Command> commands = AllCommands();
  CLI::App app{"capgrid: which operators of a PyTorch library survive torch.onnx.export, "
               "torch.export and torch.compile, and why"};
  app.set_version_flag("--version", std::string("capgrid ") + CAPGRID_VERSION);
  app.require_subcommand(1);

  std::vector<std::string> names;
  std::function<int()> action;
  for (auto& command : commands) {
    names.push_back(command.name);
    CLI::App* sub = app.add_subcommand(command.name, command.summary);
    auto run = command.setup(*sub);
    sub->callback([&action, run] { action = run; });
  }

  if (argc > 1 && argv[1][0] != '-' &&
      std::find(names.begin(), names.end(), argv[1]) == names.end()) {
    std::string guess = ClosestMatch(argv[1], names);
    std::cerr << fmt::format("capgrid: error: unknown command '{}'{}\n", argv[1],
                             guess.empty() ? "" : fmt::format(" (did you mean '{}'?)", guess));
    return kExitUsage;
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "capgrid: error: " << e.what() << "\n";
    return kExitUsage;
  }

  try {
    return action ? action() : kExitUsage;
  } catch (const UsageError& e) {
    std::cerr << "capgrid: error: " << e.what() << "\n";
    return kExitUsage;
  }
}

}  // namespace capgrid
