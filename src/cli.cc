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
  return {RunCommand(),    ListCommand(),     StatusCommand(), MergeCommand(), DiffCommand(),
          RenderCommand(), CoverageCommand(), DiscoverCommand(), ReproCommand(), AuditCommand(), DurationsCommand(),
          ShardsCommand()};
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

std::unique_ptr<CLI::App> MakeApp(std::function<int()>* action) {
  auto app = std::make_unique<CLI::App>(
      "capgrid: which operators of a PyTorch library survive torch.onnx.export, torch.export "
      "and torch.compile, and why");
  // Before the subcommands: they inherit the help flag's wording.
  app->set_help_flag("-h,--help", "print this help and exit");
  app->set_version_flag("--version", std::string("capgrid ") + CAPGRID_VERSION,
                        "print the version and exit");
  app->require_subcommand(1);
  for (auto& command : AllCommands()) {
    CLI::App* sub = app->add_subcommand(command.name, command.summary);
    auto run = command.setup(*sub);
    sub->callback([action, run] { *action = run; });
  }
  // `capgrid help [COMMAND]` is rewritten to `capgrid [COMMAND] --help` before parsing (Main),
  // so its text is --help's; this row only lists it (and answers `capgrid help --help`).
  CLI::App* help = app->add_subcommand("help", "show the help of a command, or the command list");
  help->add_option("COMMAND", "the command whose options to show")->type_name("");
  help->callback([action] { *action = [] { return static_cast<int>(kExitUsage); }; });
  return app;
}

int Main(int argc, char** argv) {
  std::function<int()> action;
  std::unique_ptr<CLI::App> app_ptr = MakeApp(&action);
  CLI::App& app = *app_ptr;
  std::vector<std::string> names;
  for (const auto* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    names.push_back(sub->get_name());
  }
  auto unknown = [&](const std::string& word) {
    std::string guess = ClosestMatch(word, names);
    std::cerr << fmt::format("capgrid: error: unknown command '{}'{}\n", word,
                             guess.empty() ? "" : fmt::format(" (did you mean '{}'?)", guess));
    return kExitUsage;
  };
  if (argc > 1 && argv[1][0] != '-' &&
      std::find(names.begin(), names.end(), argv[1]) == names.end()) {
    return unknown(argv[1]);
  }

  // `capgrid help` = `capgrid --help`; `capgrid help COMMAND` = `capgrid COMMAND --help`.
  std::vector<char*> args(argv, argv + argc);
  static char help_flag[] = "--help";
  if (argc > 1 && std::string_view(argv[1]) == "help" && (argc == 2 || argv[2][0] != '-')) {
    if (argc > 3) {
      std::cerr << "capgrid: error: help: expected at most one command\n";
      return kExitUsage;
    }
    if (argc == 3 && std::find(names.begin(), names.end(), argv[2]) == names.end()) {
      return unknown(argv[2]);
    }
    args = {argv[0]};
    if (argc == 3) args.push_back(argv[2]);
    args.push_back(help_flag);
  }

  try {
    app.parse(static_cast<int>(args.size()), args.data());
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
