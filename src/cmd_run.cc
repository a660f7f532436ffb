// PLACEHOLDER: replaced by the helper that owns `capgrid run`.
#include "command.h"
#include "errors.h"

namespace capgrid {
Command RunCommand() {
  return {"run", "(not built yet)", [](CLI::App&) {
            return []() -> int { throw UsageError("'run' is not built yet"); };
          }};
}
}  // namespace capgrid
