#pragma once
// Errors that end a command. A UsageError is bad input from the user (a flag, a file, a pack):
// the CLI prints "capgrid: error: <what>" on one line and exits 2. Its message must name the
// file, case or flag at fault.
#include <stdexcept>
#include <string>

namespace capgrid {
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
}  // namespace capgrid
