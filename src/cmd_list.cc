// PLACEHOLDER: replaced by the helper that owns `capgrid list`.
#include "command.h"
#include "errors.h"

namespace capgrid {
Command ListCommand() {
  return {"list", "(not built yet)", [](CLI::App&) {
            return []() -> int { throw UsageError("'list' is not built yet"); };
          }};
}
}  // namespace capgrid
