// PLACEHOLDER: replaced by the helper that owns `capgrid diff`.
#include "command.h"
#include "errors.h"

namespace capgrid {
Command DiffCommand() {
  return {"diff", "(not built yet)", [](CLI::App&) {
            return []() -> int { throw UsageError("'diff' is not built yet"); };
          }};
}
}  // namespace capgrid
