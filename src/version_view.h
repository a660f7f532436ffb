#pragma once
// The version view (`capgrid diff OLD NEW --format versions-md|versions-html`): what changed
// from one stack's survey to another's (torch 2.13.0 -> 2.15.0, say), told as a page. The two
// sides' builds and machines as their snapshots record them, counts at the top, then per
// column the configurations first broken (supported before, not now), first fixed (the
// reverse) and unstable: a flip where either side's value is flagged unstable in
// data/statuses.json (a timeout, an oom, a crash: the run's limits or the worker's death),
// which the page lists apart with each side's time rather than call it broken or fixed. Built
// from the same SnapshotDiff as every other diff output: its broken and unstable flips that
// went from supported to not are the gate's regressions (the gate itself does not split them).
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

// What a torch version's local suffix says of its build: "CPU-only" (+cpu), "CUDA 13.2"
// (+cu132), "ROCm 6.2" (+rocm6.2), "+xyz" for another suffix, "" for a version without one
// (the build is then not named) or no version at all.
std::string TorchBuild(std::string_view torch_version);

// The two snapshots `diff` compared: `new_snapshot`'s cases name the flipped configurations,
// each side's header its build and machine, each side's cells the unstable flips' times.
std::string VersionViewMarkdown(const SnapshotDiff& diff, const Snapshot& old_snapshot,
                                const Snapshot& new_snapshot, const Stack& old_stack,
                                const Stack& new_stack);
// A standalone page (inline style, no script).
std::string VersionViewHtml(const SnapshotDiff& diff, const Snapshot& old_snapshot,
                            const Snapshot& new_snapshot, const Stack& old_stack,
                            const Stack& new_stack);

}  // namespace capgrid
