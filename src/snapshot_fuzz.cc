// libFuzzer target: the snapshot reader (what `capgrid diff`, `render` and `merge`'s output
// check run) must answer any JSON document with a model or a list of problems, never crash or
// throw; an accepted document diffs against itself, both ways of pairing, without crashing.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "diff.h"
#include "snapshot_file.h"
#include "snapshot_model.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  nlohmann::json doc = nlohmann::json::parse(data, data + size, nullptr, false);
  if (doc.is_discarded()) return 0;
  capgrid::SnapshotRead read = capgrid::ReadSnapshot(doc);
  // One reader: CheckSnapshot is exactly its verdict.
  if (read.snapshot.has_value() != capgrid::CheckSnapshot(doc).empty()) std::abort();
  if (read.snapshot) {
    const auto& vocabulary = capgrid::Vocabulary::Builtin();
    for (auto match : {capgrid::MatchBy::kName, capgrid::MatchBy::kRow}) {
      capgrid::FormatDiffMarkdown(
          capgrid::DiffSnapshots(*read.snapshot, *read.snapshot, vocabulary, match));
    }
  }
  return 0;
}
