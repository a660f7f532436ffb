#include "runner.h"

#include "errors.h"

namespace capgrid {

std::vector<nlohmann::json> Runner::Coverage(const std::string& module) {
  throw UsageError("this runner cannot take a coverage request (module " + module + ")");
}

}  // namespace capgrid
