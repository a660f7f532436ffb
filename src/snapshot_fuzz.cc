// libFuzzer target: the snapshot checks (what `capgrid diff` runs on its inputs) must answer
// any JSON document with a list of problems, never crash or throw.
#include <cstddef>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "snapshot.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  nlohmann::json doc = nlohmann::json::parse(data, data + size, nullptr, false);
  if (doc.is_discarded()) return 0;
  capgrid::CheckSnapshot(doc);
  return 0;
}
