// libFuzzer target: arbitrary bytes from a worker through the line reader, the reply parser and
// the job-order checker must only ever produce lines, replies or ProtocolError (never a crash,
// another exception type, or unbounded buffering).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "line_reader.h"
#include "protocol.h"
#include "vocabulary.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace capgrid;
  LineReader reader(4096);
  JobReplies job(1, Vocabulary::Builtin().probes());
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // Feed in uneven pieces, as a pipe would deliver them.
  for (size_t pos = 0, step = 1; pos < bytes.size(); pos += step, step = step * 3 % 17 + 1) {
    reader.Feed(bytes.substr(pos, step));
    if (reader.buffered() > 4096 + 17 + 1 && !reader.too_long()) __builtin_trap();
    while (auto line = reader.NextLine()) {
      try {
        Reply reply = ParseReply(*line);
        if (!job.done()) job.Accept(reply);
      } catch (const ProtocolError&) {
      }
    }
  }
  return 0;
}
