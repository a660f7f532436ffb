// libFuzzer target: the objects.inv parser must reject any bytes with a UsageError, never crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "errors.h"
#include "objects_inv.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
    capgrid::ObjectsInventory inv = capgrid::ObjectsInventory::Parse(bytes, "fuzz.inv");
    (void)inv.Resolve("kornia.filters.sobel");  // the lookup path must not crash either
  } catch (const capgrid::UsageError&) {
  }
  return 0;
}
