#pragma once
// What `capgrid run` shows while it works (like ninja's Status / NINJA_STATUS). The scheduler
// reports events through the Status interface; StatusPrinter turns them into
//  * on a smart terminal, one status line redrawn in place;
//  * otherwise, one line per finished job: "<case>  onnx=ok export=fail  3.2s".
// On a smart terminal the per-job line is printed (above the status line) only for jobs with
// a status other than ok, ok-breaks, ok-unverified or skipped.
//
// The status line's format is $CAPGRID_STATUS, default "[%f/%t] %p %r ETA %e %c", with
//   %f  (case, probe) pairs finished in this run     %t  pairs planned in this run
//   %u  pairs still to run                           %p  percent finished ("42%")
//   %r  pairs per second ("1.5/s")                   %o  elapsed time ("3m05s")
//   %e  estimated time left ("12m30s", "?" before the first result; "~12m30s" while it is
//       still rough: under a tenth of the planned work done)
//   %c  the case most recently started               %%  a literal %
// The ETA is the remaining estimated cost (recorded durations, see cost_model.h) divided by the
// throughput so far (estimated cost finished per second of wall time). With no recorded
// durations the plan spreads the first jobs over the pack's groups (plan.h), so the throughput
// of the first results stands for the whole.
#include <map>
#include <string>
#include <vector>

#include "clock.h"
#include "runner.h"
#include "terminal.h"

namespace capgrid {

class Status {
 public:
  virtual ~Status() = default;
  // `pairs` (case, probe) pairs are about to run, expected to cost `cost` seconds in total.
  virtual void PlanReady(int pairs, double cost) = 0;
  virtual void ProbeStarted(const std::string& case_name, const std::string& probe) = 0;
  // A result was stored; `estimate` is what the plan expected it to cost.
  virtual void ProbeFinished(const ProbeResult& result, double estimate) = 0;
  virtual void JobFinished(int64_t job_id, const std::string& case_name) = 0;
  // Free text for the user (a notice, the final summary); ends the status line first.
  virtual void Message(const std::string& text) = 0;
  // The run is over (complete, incomplete or interrupted): ends the status line.
  virtual void Finish() = 0;
};

struct StatusOptions {
  std::string format = "[%f/%t] %p %r ETA %e %c";
  bool color = false;
};

// From $CAPGRID_STATUS and $NO_COLOR (colour only on a smart terminal, and only when NO_COLOR is
// unset or empty).
StatusOptions StatusOptionsFromEnv(const Terminal& terminal);

// The numbers a status line shows.
struct StatusSnapshot {
  int finished = 0;
  int total = 0;
  double elapsed_s = 0;
  double done_cost = 0;
  double total_cost = 0;
  std::string current;
};

// Expands the placeholders of `format` (see above).
std::string FormatStatus(const std::string& format, const StatusSnapshot& s);
// "42s", "3m05s", "1h02m".
std::string FormatDuration(double seconds);

class StatusPrinter : public Status {
 public:
  StatusPrinter(Terminal* terminal, const Clock* clock, StatusOptions options);
  void PlanReady(int pairs, double cost) override;
  void ProbeStarted(const std::string& case_name, const std::string& probe) override;
  void ProbeFinished(const ProbeResult& result, double estimate) override;
  void JobFinished(int64_t job_id, const std::string& case_name) override;
  void Message(const std::string& text) override;
  void Finish() override;

 private:
  static const char* const kLogPrefix;  // leads each job's line when not on a TTY
  void Redraw(bool force);
  void EndLine();

  Terminal* terminal_;
  const Clock* clock_;
  StatusOptions options_;
  StatusSnapshot snap_;
  double start_ = 0;
  double last_draw_ = -1e18;
  bool line_open_ = false;  // a status line is on screen without its newline
  struct JobLine {
    std::vector<std::string> parts;
    double seconds = 0;
    bool notable = false;  // a status other than ok/ok-*/skipped: shown even on a TTY
  };
  std::map<int64_t, JobLine> jobs_;
};

}  // namespace capgrid
