#include "status_printer.h"

#include <cstdlib>

#include <gtest/gtest.h>

namespace capgrid {
namespace {

ProbeResult Result(int64_t job, const std::string& name, const std::string& probe,
                   const std::string& status, double seconds) {
  ProbeResult r;
  r.job_id = job;
  r.case_name = name;
  r.probe = probe;
  r.status = status;
  r.duration_s = seconds;
  return r;
}

TEST(FormatStatus, Placeholders) {
  StatusSnapshot s;
  s.finished = 30;
  s.total = 120;
  s.elapsed_s = 60;
  s.done_cost = 100;
  s.total_cost = 300;
  s.current = "filters.sobel";
  EXPECT_EQ(FormatStatus("[%f/%t] %p %r ETA %e %c", s),
            "[30/120] 25% 0.5/s ETA 2m00s filters.sobel");
  EXPECT_EQ(FormatStatus("%u left, %o so far, 100%% sure %x", s),
            "90 left, 1m00s so far, 100% sure %x");
}

TEST(FormatStatus, TheEtaIsMarkedRoughUntilATenthOfTheWorkIsDone) {
  StatusSnapshot s;
  s.total = 100;
  s.total_cost = 1000;
  s.elapsed_s = 10;
  s.done_cost = 99;
  EXPECT_EQ(FormatStatus("%e", s), "~1m31s");
  s.done_cost = 100;
  EXPECT_EQ(FormatStatus("%e", s), "1m30s");
}

TEST(FormatStatus, EtaUnknownBeforeTheFirstResult) {
  StatusSnapshot s;
  s.total = 10;
  EXPECT_EQ(FormatStatus("%e %r %p", s), "? ?/s 0%");
}

TEST(FormatDuration, Units) {
  EXPECT_EQ(FormatDuration(42.4), "42s");
  EXPECT_EQ(FormatDuration(185), "3m05s");
  EXPECT_EQ(FormatDuration(3720), "1h02m");
}

TEST(StatusPrinter, NonTtyPrintsOneLinePerJob) {
  FakeTerminal term(false);
  FakeClock clock;
  StatusPrinter p(&term, &clock, StatusOptions());
  p.PlanReady(3, 3);
  p.ProbeStarted("filters.sobel", "onnx");
  p.ProbeFinished(Result(1, "filters.sobel", "onnx", "ok", 1.25), 1);
  p.ProbeStarted("filters.sobel", "export");
  clock.Advance(30);
  p.ProbeFinished(Result(1, "filters.sobel", "export", "fail", 2), 1);
  EXPECT_EQ(term.text(), "");  // nothing until the job is over
  p.JobFinished(1, "filters.sobel");
  p.Finish();
  // The count, time so far and ETA lead each line, as a log has no status line.
  EXPECT_EQ(term.text(), "[2/3 30s ETA 15s] filters.sobel  onnx=ok export=fail  3.2s\n");
}

TEST(StatusPrinter, SmartTerminalRedrawsOneLine) {
  FakeTerminal term(true, 40);
  FakeClock clock;
  StatusPrinter p(&term, &clock, StatusOptions{"[%f/%t] %e %c", false});
  p.PlanReady(4, 8);
  p.ProbeStarted("a", "onnx");
  EXPECT_EQ(term.text(), "\r[0/4] ? a\x1b[K");
  clock.Advance(2);
  p.ProbeFinished(Result(1, "a", "onnx", "ok", 2), 2);
  // 2 of 8 estimated seconds done in 2 s: 6 s left.
  EXPECT_EQ(term.text(), "\r[0/4] ? a\x1b[K\r[1/4] 6s a\x1b[K");
  term.Clear();
  p.JobFinished(1, "a");  // within 0.1 s of the last frame: no redraw, no per-job line
  EXPECT_EQ(term.text(), "");
  p.Message("summary");
  EXPECT_EQ(term.text(), "\nsummary\n");
}

TEST(StatusPrinter, SmartTerminalKeepsFailuresAboveTheStatusLine) {
  FakeTerminal term(true, 80);
  FakeClock clock;
  StatusPrinter p(&term, &clock, StatusOptions{"[%f/%t]", false});
  p.PlanReady(2, 2);
  p.ProbeFinished(Result(1, "a", "onnx", "ok", 1), 1);
  p.ProbeFinished(Result(2, "b", "onnx", "export-fail", 1), 1);
  term.Clear();
  p.JobFinished(1, "a");
  EXPECT_EQ(term.text(), "");
  p.JobFinished(2, "b");
  EXPECT_EQ(term.text(), "\rb  onnx=export-fail  1.0s\x1b[K\n\r[2/2]\x1b[K");
}

TEST(StatusPrinter, SmartTerminalTruncatesToWidth) {
  FakeTerminal term(true, 20);
  FakeClock clock;
  StatusPrinter p(&term, &clock, StatusOptions{"%c", false});
  p.ProbeStarted(std::string(50, 'x'), "onnx");
  EXPECT_EQ(term.text(), "\r" + std::string(19, 'x') + "\x1b[K");
  term.Clear();
  p.Finish();
  EXPECT_EQ(term.text(), "\r" + std::string(19, 'x') + "\x1b[K\n");
}

TEST(StatusOptionsFromEnv, FormatAndNoColor) {
  FakeTerminal smart(true), dumb(false);
  setenv("CAPGRID_STATUS", "%f", 1);
  unsetenv("NO_COLOR");
  EXPECT_EQ(StatusOptionsFromEnv(smart).format, "%f");
  EXPECT_TRUE(StatusOptionsFromEnv(smart).color);
  EXPECT_FALSE(StatusOptionsFromEnv(dumb).color);
  setenv("NO_COLOR", "1", 1);
  EXPECT_FALSE(StatusOptionsFromEnv(smart).color);
  setenv("NO_COLOR", "", 1);  // no-color.org: only a non-empty value counts
  EXPECT_TRUE(StatusOptionsFromEnv(smart).color);
  unsetenv("CAPGRID_STATUS");
  unsetenv("NO_COLOR");
  EXPECT_EQ(StatusOptionsFromEnv(smart).format, StatusOptions().format);
}

}  // namespace
}  // namespace capgrid
