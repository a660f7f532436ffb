#pragma once
// The version view (`capgrid diff OLD NEW --format versions-md|versions-html`): what changed
// from one stack's survey to another's (torch 2.13.0 -> 2.15.0, say), told as a page. Counts
// at the top, then per column the configurations first broken (supported before, not now) and
// first fixed (the reverse), each with its cause before and after. Built from the same
// SnapshotDiff as every other diff output, so its counts are the gate's.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "diff.h"
#include "snapshot_model.h"

namespace capgrid {

// What each side was measured with, as its page says it ((what, version) pairs in page order:
// page_text.h's MeasuredWith of the snapshot's report).
using Stack = std::vector<std::pair<std::string, std::string>>;

// The entries that differ between the two sides, the date left out: {what, before, now}.
struct StackChange {
  std::string what, before, now;
};
std::vector<StackChange> StackChanges(const Stack& old_stack, const Stack& new_stack);

// "torch 2.13.0+cpu -> 2.15.0, onnxscript 0.7.2 -> 0.8.0", each text through `escape`; "the
// same stack" when nothing differs.
std::string StackChangeLine(const Stack& old_stack, const Stack& new_stack,
                            std::string (*escape)(std::string_view) = nullptr);

// `new_snapshot`: the newer side, whose cases name the flipped configurations.
std::string VersionViewMarkdown(const SnapshotDiff& diff, const Snapshot& new_snapshot,
                                const Stack& old_stack, const Stack& new_stack);
// A standalone page (inline style, no script).
std::string VersionViewHtml(const SnapshotDiff& diff, const Snapshot& new_snapshot,
                            const Stack& old_stack, const Stack& new_stack);

}  // namespace capgrid
