#include "status_printer.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

#include "vocabulary.h"

namespace capgrid {
namespace {

// Redrawing a terminal line costs more than probing a fast case; ten frames a second is plenty.
constexpr double kRedrawInterval = 0.1;
// The ETA is marked rough ("~") until this fraction of the planned cost has finished.
constexpr double kRoughBelow = 0.1;

}  // namespace

StatusOptions StatusOptionsFromEnv(const Terminal& terminal) {
  StatusOptions o;
  if (const char* f = std::getenv("CAPGRID_STATUS"); f && *f) o.format = f;
  const char* no_color = std::getenv("NO_COLOR");
  o.color = terminal.Smart() && !(no_color && *no_color);
  return o;
}

std::string FormatDuration(double seconds) {
  long s = std::lround(std::max(0.0, seconds));
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, (s % 3600) / 60);
}

std::string FormatStatus(const std::string& format, const StatusSnapshot& s) {
  std::string out;
  for (size_t i = 0; i < format.size(); ++i) {
    char c = format[i];
    if (c != '%' || i + 1 == format.size()) {
      out += c;
      continue;
    }
    switch (format[++i]) {
      case 'f':
        out += std::to_string(s.finished);
        break;
      case 't':
        out += std::to_string(s.total);
        break;
      case 'u':
        out += std::to_string(s.total - s.finished);
        break;
      case 'p':
        out += fmt::format("{}%", s.total ? 100 * s.finished / s.total : 100);
        break;
      case 'r':
        out += s.elapsed_s > 0 ? fmt::format("{:.1f}/s", s.finished / s.elapsed_s) : "?/s";
        break;
      case 'o':
        out += FormatDuration(s.elapsed_s);
        break;
      case 'e':
        if (s.done_cost > 0 && s.elapsed_s > 0) {
          double left = std::max(0.0, s.total_cost - s.done_cost);
          // "~": still rough, from under a tenth of the planned work
          if (s.done_cost < kRoughBelow * s.total_cost) out += '~';
          out += FormatDuration(left * s.elapsed_s / s.done_cost);
        } else {
          out += "?";
        }
        break;
      case 'c':
        out += s.current;
        break;
      case '%':
        out += '%';
        break;
      default:  // unknown placeholders stay visible, so a typo in CAPGRID_STATUS shows
        out += '%';
        out += format[i];
    }
  }
  return out;
}

StatusPrinter::StatusPrinter(Terminal* terminal, const Clock* clock, StatusOptions options)
    : terminal_(terminal), clock_(clock), options_(std::move(options)) {
  start_ = clock_->Now();
}

void StatusPrinter::PlanReady(int pairs, double cost) {
  snap_.total = pairs;
  snap_.total_cost = cost;
  start_ = clock_->Now();
}

void StatusPrinter::ProbeStarted(const std::string& case_name, const std::string& /*probe*/) {
  snap_.current = case_name;
  Redraw(false);
}

void StatusPrinter::ProbeFinished(const ProbeResult& r, double estimate) {
  ++snap_.finished;
  snap_.done_cost += estimate;
  JobLine& line = jobs_[r.job_id];
  line.parts.push_back(r.probe + "=" + r.status);
  if (!Vocabulary::Builtin().Quiet(r.status)) {
    line.notable = true;
  }
  line.seconds += r.duration_s;
  Redraw(false);
}

void StatusPrinter::JobFinished(int64_t job_id, const std::string& case_name) {
  auto it = jobs_.find(job_id);
  if (it == jobs_.end()) return;
  std::string line = fmt::format("{}  {}  {:.1f}s", case_name, fmt::join(it->second.parts, " "),
                                 it->second.seconds);
  bool notable = it->second.notable;
  jobs_.erase(it);
  if (!terminal_->Smart()) {
    // A log has no status line: each job's line carries the count, the time so far and the ETA.
    snap_.elapsed_s = clock_->Now() - start_;
    terminal_->Write(FormatStatus(kLogPrefix, snap_) + line + "\n");
  } else if (notable) {
    // Like a failed command in ninja: the line stays above the status line.
    terminal_->Write("\r" + line + "\x1b[K\n");
    line_open_ = false;
    Redraw(true);
  } else {
    Redraw(false);
  }
}

const char* const StatusPrinter::kLogPrefix = "[%f/%t %o ETA %e] ";

void StatusPrinter::Message(const std::string& text) {
  EndLine();
  terminal_->Write(text);
  if (!text.empty() && text.back() != '\n') terminal_->Write("\n");
}

void StatusPrinter::Finish() {
  if (terminal_->Smart()) Redraw(true);
  EndLine();
}

void StatusPrinter::Redraw(bool force) {
  if (!terminal_->Smart()) return;
  double now = clock_->Now();
  if (!force && now - last_draw_ < kRedrawInterval) return;
  last_draw_ = now;
  snap_.elapsed_s = now - start_;
  std::string line = FormatStatus(options_.format, snap_);
  size_t width = static_cast<size_t>(std::max(10, terminal_->Width() - 1));
  if (line.size() > width) line.resize(width);
  terminal_->Write("\r" + line + "\x1b[K");
  line_open_ = true;
}

void StatusPrinter::EndLine() {
  if (line_open_) terminal_->Write("\n");
  line_open_ = false;
}

}  // namespace capgrid
