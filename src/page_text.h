#pragma once
// Wording every page shares (rst, html, md, junit), in one place so the pages say the same
// thing: cell labels, the graph-break count, the definition of a configuration, the partial
// notice, what each probe runs, the "Show" filters and the figures' formats. Plain text: each
// renderer escapes it for its format (escape.h).
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "report_model.h"

namespace capgrid::render {

// "1 graph break", "3 graph breaks".
std::string GraphBreaks(int count);
// The label a cell shows, e.g. "ok", "ok (3 graph breaks)", "n/a".
std::string CellLabel(const Report& report, const Row& row, int probe);
// The graph-break badge a status cell shows beside its label ("3 graph breaks"), "" for none:
// the cell of a probe that counts graph breaks (compile, grad) with breaks, whose value does not
// already say so.
std::string BreaksBadge(const Report& report, const Row& row, int probe);
// "all three" (one word per probe count): "supported by all three paths".
std::string AllProbes(const Report& report);
// What every configuration was run through, from the probes' titles: "three probes: ONNX
// export, torch.export and torch.compile"; with a comma in a title the list is separated by
// semicolons ("six probes: ONNX export; ...; and speed against eager").
std::string ProbeSet(const Report& report);
// "ONNX 3 / 4, torch.export 2 / 4, torch.compile —": each probe's heading and ratio.
std::string ProbeRatios(const Report& report, const std::vector<Ratio>& ratios);
// The definition of a configuration and what is listed, with `configuration` (the defined word,
// already marked up by the caller, e.g. "<i>configuration</i>") in its first sentence.
std::string ConfigurationDefinition(const Report& report, std::string_view configuration);
// What the coverage line says after "Coverage:", with `module` already marked up by the
// caller (the rest is words and numbers, safe in every format): "1405 of the 1405 public objects of kornia have a case: 1153 are probed, 252 are
// registered as not applicable (a skip reason each)." Older snapshots, which do not say which
// objects are skips, get "have a case" alone.
std::string CoverageSentence(const Coverage& coverage, std::string_view module);
// What "distinct operators" counts, stated wherever the number appears (pages, README).
inline constexpr std::string_view kOperatorsDefinition =
    "An operator is one (package, operator name) pair among the listed configurations, however "
    "many variants it has.";
// The library's display name and version ("kornia 0.9.0rc1"), or "the library".
std::string LibraryTitle(const Report& report);
// The partial-survey notice (after "This survey is partial."), e.g. "2 results (case and
// probe) are missing; the figures cover only what was measured."
std::string PartialNotice(const Report& report);
// What each probe runs, for the stat cards (the vocabulary's description, opset filled in).
std::string ProbeDescription(const Report& report, int probe);
// (what, version) pairs of the header that are present: date, library, revision, torch, ...
std::vector<std::pair<std::string, std::string>> MeasuredWith(const Report& report);
// The probes whose cells count graph breaks (the vocabulary's CountsBreaks: compile, grad), in
// column order: each has a "<probe>-breaks" filter, and the controls' data-breaks lists them.
std::vector<int> BreakProbes(const Report& report);
// Filters of the page's "Show" control: (value, label); the JS implements the same predicates
// ("<probe>-fail" per probe, "<probe>-breaks" per BreakProbes).
std::vector<std::pair<std::string, std::string>> ShowFilters(const Report& report);

// What the standalone page shows without JavaScript (its <noscript> line).
std::string NoScriptNotice();
// The speed view's notice: where and with which torch the times were taken, how, and that they
// are not promises.
std::string SpeedNotice(const Report& report);

// The causes view's heading and what it counts (plain text).
inline constexpr std::string_view kCausesTitle = "Causes, by operators blocked";
std::string CausesDefinition();
// The owner's label of a cause id, "" when it has none.
std::string OwnerLabel(const Report& report, const std::string& cause_id);

// "1046 / 1215", or "—" when nothing was counted.
std::string FormatRatio(const Ratio& ratio);
std::string FormatPercent(const Ratio& ratio);  // "86.1%" or ""
// What the supported cells of a column were checked with (snapshot format 6 on; "" before, or
// when none is supported or no status of the column says): "1662 verified, 217 unverified"
// in data/statuses.json's evidence labels, each kind with a count; for an fd_check probe then
// "; eager gradient: 1286 confirmed by a float64 finite difference, 593 not judged by one (284
// the case does not run in float64, 217 random operator, ...)" in its fd_verdicts labels, the reasons most frequent first, and
// "N without a finite difference" for supported cells that recorded none.
// Then OneGraphText, and for an accuracy probe with compared cells and `with_accuracy`,
// AccuracyText.
std::string CheckedText(const Report& report, int probe, bool with_accuracy = true);
// For the probe whose rows carry graph breaks (compile): "; 1878 ran as one graph, 220 did not
// (11 of them counted no graph break but recorded a break reason)" over its supported cells, a
// cell with a recorded break reason counting as broken whatever its count; "" for another probe.
std::string OneGraphText(const Report& report, int probe);
// Some compared cell of the page holds its accuracy.
bool AccuracyRecorded(const Report& report);
// One sentence for a page with compared cells none of which holds its accuracy (a page whose
// columns would each say "not recorded"); "" when there are none.
std::string AccuracyNotRecorded(const Report& report);
// "; how close the verified came to eager: 900 exact, 500 within 1e-6, 262 within the
// tolerance, 3 not recorded" (the compared supported cells by accuracy_bands), "...: not
// recorded" when no compared cell holds its accuracy, "" for a probe not flagged accuracy or a
// column with no compared cell.
std::string AccuracyText(const Report& report, int probe);
// A cell's drill-down line on its accuracy: "largest error 1.2e-07 (absolute), 3.4e-06
// (relative), signal-to-noise 131.2 dB (2 outputs measured)", or "equal to eager (...)".
std::string CellAccuracyText(const SnapshotAccuracy& accuracy);
// "; delegated to XNNPACK: 120 wholly, 30 in part, 10 not at all (only ExecuTorch's portable
// kernels), 2 not recorded" over a delegating probe's supported cells; "" for another probe or
// a column with none supported.
std::string DelegationText(const Report& report, int probe);
// A delegating probe's cell's drill-down line: "87% of its operator nodes delegated to XNNPACK,
// the rest on ExecuTorch's portable kernels" (every / no operator node at the ends).
std::string CellDelegationText(const ProbeInfo& info, double delegated);
// A cell's drill-down line on what was checked: its evidence's label and meaning, and for an
// fd_check probe the finite difference's verdict and note; "" when the cell says nothing.
std::string CellCheckedText(const Report& report, const Cell& cell);

}  // namespace capgrid::render
