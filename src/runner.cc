#include "runner.h"

#include "errors.h"

namespace capgrid {

std::vector<nlohmann::json> Runner::Coverage(const std::string& module) {
  throw UsageError("this runner cannot take a coverage request (module " + module + ")");
}

ReproReply Runner::Repro(const ReproSpec& spec) {
  throw UsageError("this runner cannot take a repro request (case " + spec.case_name + ")");
}

nlohmann::json Runner::Digests(const std::vector<std::string>& files) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& f : files) out[f] = nullptr;
  return out;
}

}  // namespace capgrid
