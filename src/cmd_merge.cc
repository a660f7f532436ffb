// PLACEHOLDER: replaced by the helper that owns `capgrid merge`.
#include "command.h"
#include "errors.h"

namespace capgrid {
Command MergeCommand() {
  return {"merge", "(not built yet)", [](CLI::App&) {
            return []() -> int { throw UsageError("'merge' is not built yet"); };
          }};
}
}  // namespace capgrid
