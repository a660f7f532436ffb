// PLACEHOLDER: replaced by the helper that owns `capgrid coverage`.
#include "command.h"
#include "errors.h"

namespace capgrid {
Command CoverageCommand() {
  return {"coverage", "(not built yet)", [](CLI::App&) {
            return []() -> int { throw UsageError("'coverage' is not built yet"); };
          }};
}
}  // namespace capgrid
