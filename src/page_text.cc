#include "page_text.h"

#include <algorithm>
#include <cctype>
#include <iterator>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "snapshot_model.h"

namespace capgrid::render {

std::string GraphBreaks(int count) {
  return fmt::format("{} graph break{}", count, count == 1 ? "" : "s");
}

std::string CellLabel(const Report& report, const Row& row, int probe) {
  const std::string& s = row.cells[probe].status;
  const ColumnInfo* c = report.statuses->Find(s);
  std::string label = c ? c->label : s;
  int breaks = row.cells[probe].graph_breaks;
  if (report.statuses->SaysGraphBreaks(s) && breaks > 0) {
    return fmt::format("ok ({})", GraphBreaks(breaks));
  }
  return label;
}

std::string BreaksBadge(const Report& report, const Row& row, int probe) {
  const Cell& cell = row.cells[probe];
  if (cell.graph_breaks <= 0 || report.statuses->SaysGraphBreaks(cell.status)) {
    return "";
  }
  return GraphBreaks(cell.graph_breaks);
}

std::string LibraryTitle(const Report& report) {
  const Header& h = report.header;
  if (h.library.empty()) {
    return "the library";
  }
  return h.library_version.empty() ? h.library : h.library + " " + h.library_version;
}

std::string PartialNotice(const Report& report) {
  int n = report.header.missing_count;
  if (n <= 0) {
    return "Some results were not measured; the figures cover only what was.";
  }
  return fmt::format(
      "{} result{} (case and probe) {} missing and shown as n/a; the figures cover only what "
      "was measured.",
      n, n == 1 ? "" : "s", n == 1 ? "is" : "are");
}

std::string ProbeDescription(const Report& report, int probe) {
  std::string text = report.probes()[probe].description;
  const std::string& opset = report.header.opset;
  if (auto at = text.find("{opset}"); at != std::string::npos) {
    text.replace(at, 7, opset.empty() ? "" : " at opset " + opset);
  }
  return text;
}

std::vector<std::pair<std::string, std::string>> MeasuredWith(const Report& report) {
  const Header& h = report.header;
  std::vector<std::pair<std::string, std::string>> out;
  auto add = [&](std::string what, const std::string& value) {
    if (!value.empty()) {
      out.emplace_back(std::move(what), value);
    }
  };
  add("generated", h.generated_at);
  add(h.library.empty() ? "library" : h.library, h.library_version);
  add("revision", h.revision);
  add("torch", h.torch);
  add("onnx", h.onnx);
  add("onnxruntime", h.onnxruntime);
  add("onnxscript", h.onnxscript);
  add("python", h.python);
  add("opset", h.opset);
  add("device", h.device);
  add("capgrid", h.capgrid);
  return out;
}

std::string SpeedNotice(const Report& report) {
  std::string where = report.speed_machine.empty() ? "an unrecorded machine" : report.speed_machine;
  std::string torch = report.header.torch.empty() ? "" : " with torch " + report.header.torch;
  const bool several = report.speed_machine.rfind(kSeveralSpeedMachines, 0) == 0;
  return fmt::format(
      "Times taken on {}{}: each case's own inputs, eager, torch.compile, the exported program "
      "and onnxruntime interleaved in one process with the same thread count; a speedup is "
      "eager's median latency over the variant's ({} when either is too fast to time, under "
      "20 us). They describe {} and are not promises of speed elsewhere.",
      where, torch, "<",
      several ? "each configuration's machine on its day: compare ratios within one machine"
              : "that machine on that day");
}

std::vector<int> BreakProbes(const Report& report) {
  std::vector<int> out;
  for (int p = 0; p < report.probe_count(); ++p) {
    if (report.statuses->CountsBreaks(p)) out.push_back(p);
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> ShowFilters(const Report& report) {
  std::vector<std::pair<std::string, std::string>> filters = {{"all", "all configurations"},
                                                              {"any-fail", "any failure"}};
  for (const ProbeInfo& p : report.probes()) {
    filters.emplace_back(p.key + "-fail", p.heading + " failures");
  }
  std::vector<int> breaks = BreakProbes(report);
  for (int p : breaks) {  // one probe: "graph breaks"; more: "graph breaks in torch.compile"
    const ProbeInfo& info = report.probes()[p];
    filters.emplace_back(info.key + "-breaks",
                         breaks.size() == 1 ? "graph breaks" : "graph breaks in " + info.heading);
  }
  for (const auto& [base, harder] : GapPairs(report)) {
    const ProbeInfo& h = report.probes()[harder];
    filters.emplace_back(report.probes()[base].key + "-not-" + h.key, h.gap_filter);
  }
  filters.emplace_back("all-ok", "all ok");
  return filters;
}

std::string FormatRatio(const Ratio& ratio) {
  if (ratio.total == 0) {
    return "\u2014";
  }
  return fmt::format("{} / {}", ratio.supported, ratio.total);
}

std::string FormatPercent(const Ratio& ratio) {
  if (ratio.total == 0) {
    return "";
  }
  return fmt::format("{:.1f}%", 100.0 * ratio.supported / ratio.total);
}

std::string CheckedText(const Report& report, int probe, bool with_accuracy) {
  const Ratio& r = report.columns[probe];
  if (!report.evidence_known || r.supported == 0) return "";
  std::vector<std::string> kinds;
  for (const EvidenceInfo& e : report.statuses->evidence()) {
    auto it = r.evidence.find(e.key);
    if (it != r.evidence.end() && it->second > 0) {
      kinds.push_back(fmt::format("{} {}", it->second, e.label));
    }
  }
  if (kinds.empty()) return "";  // no status of this column says what it compared (speed)
  std::string out = fmt::format("{}", fmt::join(kinds, ", ")) + OneGraphText(report, probe);
  std::string accuracy = with_accuracy ? AccuracyText(report, probe) : "";
  accuracy += DelegationText(report, probe);
  if (!report.probes()[probe].fd_check) return out + accuracy;
  std::vector<std::string> verdicts;
  for (const EvidenceInfo& v : report.statuses->fd_verdicts()) {
    auto it = r.fd.find(v.key);
    if (it == r.fd.end() || it->second == 0) continue;
    std::string text = fmt::format("{} {}", it->second, v.label);
    if (v.key == "inconclusive" && !r.fd_reasons.empty()) {
      std::vector<std::pair<std::string, int>> reasons(r.fd_reasons.begin(), r.fd_reasons.end());
      std::stable_sort(reasons.begin(), reasons.end(),
                       [](const auto& a, const auto& b) { return a.second > b.second; });
      std::vector<std::string> parts;
      for (const auto& [reason, n] : reasons) parts.push_back(fmt::format("{} {}", n, reason));
      text += fmt::format(" ({})", fmt::join(parts, ", "));
    }
    verdicts.push_back(std::move(text));
  }
  if (auto none = r.fd.find(""); none != r.fd.end() && none->second > 0) {
    verdicts.push_back(fmt::format("{} without a finite difference", none->second));
  }
  if (!verdicts.empty()) out += fmt::format("; eager gradient: {}", fmt::join(verdicts, ", "));
  return out + accuracy;
}

std::string OneGraphText(const Report& report, int probe) {
  if (probe != report.breaks_probe) return "";
  int one = 0, broken = 0, uncounted = 0;
  for (const Row& row : report.rows) {
    const Cell& cell = row.cells[probe];
    if (!report.statuses->Counted(cell.status) || !report.statuses->Supported(cell.status)) {
      continue;
    }
    // a recorded break reason is a break, whatever the count says
    bool breaks = cell.graph_breaks > 0 || !row.break_reasons.empty();
    (breaks ? broken : one)++;
    if (breaks && cell.graph_breaks == 0) ++uncounted;
  }
  if (one + broken == 0) return "";
  std::string out = fmt::format("; {} ran as one graph, {} did not", one, broken);
  if (uncounted > 0) {
    out += fmt::format(" ({} of them counted no graph break but recorded a break reason)",
                       uncounted);
  }
  return out;
}

bool AccuracyRecorded(const Report& report) {
  for (const Ratio& r : report.columns) {
    for (const auto& [band, n] : r.accuracy) {
      if (!band.empty() && n > 0) return true;
    }
  }
  return false;
}

std::string AccuracyNotRecorded(const Report& report) {
  for (const Ratio& r : report.columns) {
    if (!r.accuracy.empty()) {
      return "How close the verified configurations came to eager was not recorded: these "
             "results were measured before capgrid recorded it (snapshot format 7).";
    }
  }
  return "";
}

std::string AccuracyText(const Report& report, int probe) {
  const Ratio& r = report.columns[probe];
  if (!report.probes()[probe].accuracy || r.accuracy.empty()) return "";
  std::string compared;  // the label of the evidence kind that compares values ("verified")
  for (const EvidenceInfo& e : report.statuses->evidence()) {
    if (e.compares) compared = e.label;
  }
  std::vector<std::string> bands;
  for (const AccuracyBand& b : report.statuses->accuracy_bands()) {
    auto it = r.accuracy.find(b.key);
    if (it != r.accuracy.end() && it->second > 0) {
      bands.push_back(fmt::format("{} {}", it->second, b.label));
    }
  }
  if (bands.empty()) return fmt::format("; how close the {} came to eager: not recorded", compared);
  if (auto none = r.accuracy.find(""); none != r.accuracy.end() && none->second > 0) {
    bands.push_back(fmt::format("{} not recorded", none->second));
  }
  return fmt::format("; how close the {} came to eager: {}", compared, fmt::join(bands, ", "));
}

std::string DelegationText(const Report& report, int probe) {
  const ProbeInfo& info = report.probes()[probe];
  const Ratio& r = report.columns[probe];
  if (info.delegates_to.empty() || r.delegation.empty()) return "";
  auto n = [&](const char* key) {
    auto it = r.delegation.find(key);
    return it == r.delegation.end() ? 0 : it->second;
  };
  std::vector<std::string> parts;
  if (n("all") > 0) parts.push_back(fmt::format("{} wholly", n("all")));
  if (n("part") > 0) parts.push_back(fmt::format("{} in part", n("part")));
  if (n("none") > 0) parts.push_back(fmt::format("{} not at all (only {})", n("none"),
                                                 info.undelegated));
  if (n("") > 0) parts.push_back(fmt::format("{} not recorded", n("")));
  return fmt::format("; delegated to {}: {}", info.delegates_to, fmt::join(parts, ", "));
}

std::string CellDelegationText(const ProbeInfo& info, double delegated) {
  if (delegated >= 1) return fmt::format("every operator node delegated to {}", info.delegates_to);
  if (delegated <= 0) {
    return fmt::format("no operator node delegated to {}: it ran on {}", info.delegates_to,
                       info.undelegated);
  }
  return fmt::format("{:.0f}% of its operator nodes delegated to {}, the rest on {}",
                     100 * delegated, info.delegates_to, info.undelegated);
}

std::string CellAccuracyText(const SnapshotAccuracy& a) {
  std::string out = a.max_abs == 0
                        ? "equal to eager"
                        : fmt::format("largest error {:.3g} (absolute), {:.3g} (relative)",
                                      a.max_abs, a.max_rel);
  if (a.snr_db) out += fmt::format(", signal-to-noise {:.1f} dB", *a.snr_db);
  if (a.nonfinite > 0) {
    out += fmt::format(", {} element{} finite on one side only", a.nonfinite,
                       a.nonfinite == 1 ? "" : "s");
  }
  return out + fmt::format(" ({} output{} measured)", a.outputs, a.outputs == 1 ? "" : "s");
}

std::string CellCheckedText(const Report& report, const Cell& cell) {
  std::string out;
  for (const EvidenceInfo& e : report.statuses->evidence()) {
    if (e.key == cell.evidence) out = fmt::format("{}: {}", e.label, e.meaning);
  }
  for (const EvidenceInfo& v : report.statuses->fd_verdicts()) {
    if (v.key != cell.fd) continue;
    out += fmt::format("{}eager gradient {}", out.empty() ? "" : "; ", v.label);
    if (!cell.fd_note.empty()) out += fmt::format(" ({})", cell.fd_note);
  }
  return out;
}

std::string AllProbes(const Report& report) {
  static constexpr std::string_view kWords[] = {"no",       "the one",  "both",      "all three",
                                                "all four", "all five", "all six",   "all seven",
                                                "all eight", "all nine"};
  size_t n = report.probes().size();
  return n < std::size(kWords) ? std::string(kWords[n]) : fmt::format("all {}", n);
}

std::string ProbeSet(const Report& report) {
  static constexpr std::string_view kCounts[] = {"no",   "one",  "two",   "three", "four",
                                                 "five", "six",  "seven", "eight", "nine"};
  std::vector<std::string> titles;
  bool comma = false;
  for (const ProbeInfo& p : report.probes()) {
    std::string title = p.title;
    // "Speed against eager" reads "speed against eager" mid-sentence; "ONNX export" stays.
    if (title.size() > 1 && std::isupper(static_cast<unsigned char>(title[0])) &&
        std::islower(static_cast<unsigned char>(title[1]))) {
      title[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(title[0])));
    }
    comma = comma || title.find(',') != std::string::npos;
    titles.push_back(std::move(title));
  }
  size_t n = titles.size();
  std::string list;
  for (size_t i = 0; i < n; ++i) {
    if (i > 0) {
      list += i + 1 < n ? (comma ? "; " : ", ") : (comma ? "; and " : " and ");
    }
    list += titles[i];
  }
  std::string count = n < std::size(kCounts) ? std::string(kCounts[n]) : std::to_string(n);
  return fmt::format("{} probe{}: {}", count, n == 1 ? "" : "s", list);
}

std::string ProbeRatios(const Report& report, const std::vector<Ratio>& ratios) {
  std::string out;
  for (int p = 0; p < report.probe_count(); ++p) {
    out += fmt::format("{}{} {}", p ? ", " : "", report.probes()[p].heading,
                       FormatRatio(ratios[p]));
  }
  return out;
}

std::string ConfigurationDefinition(const Report& report, std::string_view configuration) {
  return fmt::format(
      "A {} is one operator called with one set of arguments (the variant in brackets). A "
      "configuration that is not applicable in {} columns (file I/O, enums, data classes, calls "
      "that do not run eagerly with the probed inputs) is not listed. {} entries were surveyed "
      "and {} are listed.",
      configuration, AllProbes(report), report.entries, report.rows.size());
}

std::string CoverageSentence(const Coverage& c, std::string_view module) {
  std::string out =
      fmt::format("{} of the {} public objects of {} have a case", c.covered, c.total, module);
  if (c.skipped_known) {
    out += fmt::format(": {} {} probed, {} {} registered as not applicable (a skip reason each)",
                       c.probed(), c.probed() == 1 ? "is" : "are", c.skipped.size(),
                       c.skipped.size() == 1 ? "is" : "are");
  }
  return out + ".";
}

std::string NoScriptNotice() {
  return "Without JavaScript the filters are hidden, the figures cover every configuration, and "
         "a status's drill-down shows its cause, owner, detail and reproduce command only: the "
         "error chains, graph-break reasons, library frames, ONNX ops, timings and log tails are "
         "in the page's embedded data, which its script shows.";
}

std::string CausesDefinition() {
  return "For each capture path, the causes of its failing configurations, ranked by the "
         "distinct operators they block: an operator counts once however many of its "
         "configurations fail with the cause. The owner is who can fix the cause; for the "
         "library's own causes, the source locations are ranked by the configurations a change "
         "there would unblock.";
}

std::string OwnerLabel(const Report& report, const std::string& cause_id) {
  const Owner* owner = report.OwnerOf(cause_id);
  return owner ? owner->label : "";
}

}  // namespace capgrid::render
