// PLACEHOLDER: replaced by the helper that owns `capgrid status`.
#include "command.h"
#include "errors.h"

namespace capgrid {
Command StatusCommand() {
  return {"status", "(not built yet)", [](CLI::App&) {
            return []() -> int { throw UsageError("'status' is not built yet"); };
          }};
}
}  // namespace capgrid
