#include "results_lock.h"

#include <sys/wait.h>
#include <unistd.h>

#include <fstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

TEST(ResultsLock, SecondHolderIsRefusedWithThePid) {
  TempDir dir;
  auto first = ResultsLock::Acquire(dir.Sub("results"));
  try {
    ResultsLock::Acquire(dir.Sub("results"));
    FAIL() << "expected UsageError";
  } catch (const UsageError& e) {
    std::string want = dir.Sub("results") + " is in use by another capgrid run (pid " +
                       std::to_string(getpid()) + ")";
    EXPECT_EQ(e.what(), want);
  }
}

TEST(ResultsLock, ReleasedOnDestruction) {
  TempDir dir;
  { auto first = ResultsLock::Acquire(dir.path()); }
  auto again = ResultsLock::Acquire(dir.path());
  EXPECT_NE(again, nullptr);
}

TEST(ResultsLock, HeldAcrossFork) {
  // The refusal also works between processes (flock is per open file description).
  TempDir dir;
  auto held = ResultsLock::Acquire(dir.path());
  pid_t child = fork();
  if (child == 0) {
    try {
      ResultsLock::Acquire(dir.path());
      _exit(0);
    } catch (const UsageError&) {
      _exit(7);
    }
  }
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 7);
}

}  // namespace
}  // namespace capgrid
