#pragma once
// The command line: a table of subcommands (command.h), parsed with CLI11.
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
}

namespace capgrid {
// The whole command line: every row of the tool table as a subcommand, plus `help [COMMAND]`.
// Parsing it stores the chosen subcommand's action in `*action`. (Main's, and the help-text
// test's.)
std::unique_ptr<CLI::App> MakeApp(std::function<int()>* action);

// Runs the command line; returns the process exit status (exit_status.h).
int Main(int argc, char** argv);

// The closest of `candidates` to `word` by edit distance, or "" when none is close enough
// to suggest ("did you mean").
std::string ClosestMatch(std::string_view word, const std::vector<std::string>& candidates);
}  // namespace capgrid
