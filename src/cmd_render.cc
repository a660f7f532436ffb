// PLACEHOLDER: replaced by the helper that owns `capgrid render`.
#include "command.h"
#include "errors.h"

namespace capgrid {
Command RenderCommand() {
  return {"render", "(not built yet)", [](CLI::App&) {
            return []() -> int { throw UsageError("'render' is not built yet"); };
          }};
}
}  // namespace capgrid
