#pragma once
// The command line: a table of subcommands (command.h), parsed with CLI11.
#include <string>
#include <string_view>
#include <vector>

namespace capgrid {
// Runs the command line; returns the process exit status (exit_status.h).
int Main(int argc, char** argv);

// The closest of `candidates` to `word` by edit distance, or "" when none is close enough
// to suggest ("did you mean").
std::string ClosestMatch(std::string_view word, const std::vector<std::string>& candidates);
}  // namespace capgrid
