#pragma once
// The engine's fixed exit codes (README "Exit codes"). A probe that fails is a result, not an error.

namespace capgrid {
enum ExitStatus : int {
  kExitOk = 0,           // complete
  kExitIncomplete = 1,   // jobs left unrun (or a regression found by `diff --fail-on-regression`)
  kExitUsage = 2,        // usage, configuration or input error; nothing existing was overwritten
  kExitInterrupted = 130 // SIGINT
};
}  // namespace capgrid
