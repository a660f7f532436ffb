#include "worker_check.h"

#include <stdlib.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "test.h"

namespace capgrid {
namespace {

// An interpreter stand-in: a shell script that answers the check with `body`.
std::string FakePython(const TempDir& dir, const std::string& body) {
  std::string path = dir.Sub("python");
  std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
  chmod(path.c_str(), 0755);
  return path;
}

TEST(WorkerCheck, AcceptedOptionsAreNoProblem) {
  TempDir dir;
  // argv: -m capgrid.worker --check-options --device cuda --opset 18
  std::string py = FakePython(dir, R"([ "$1 $2 $3" = "-m capgrid.worker --check-options" ] || exit 9
[ "$4 $5 $6 $7" = "--device cuda --opset 18" ] || exit 9
exit 0)");
  EXPECT_EQ(WorkerOptionsProblem(py, "cuda", 18, 30), "");
}

TEST(WorkerCheck, ARefusalIsItsLastLine) {
  TempDir dir;
  std::string py = FakePython(dir, "echo 'a warning' >&2\n"
                                   "echo '--device cuda: CUDA is not available; use --device "
                                   "cpu' >&2\nexit 2");
  EXPECT_EQ(WorkerOptionsProblem(py, "cuda", 18, 30),
            "--device cuda: CUDA is not available; use --device cpu");
}

TEST(WorkerCheck, AnInterpreterThatCannotStartOrAnswerIsNamed) {
  TempDir dir;
  std::string missing = dir.Sub("no-such-python");
  EXPECT_EQ(WorkerOptionsProblem(missing, "cuda", 18, 30).rfind(
                "--device cuda: cannot ask " + missing + " whether it can run: ", 0),
            0u);
  std::string silent = FakePython(dir, "exit 3");
  EXPECT_EQ(WorkerOptionsProblem(silent, "cuda", 18, 30),
            "--device cuda: cannot ask " + silent + " whether it can run: it exited with status 3");
  std::string hangs = FakePython(dir, "exec sleep 30");
  EXPECT_EQ(WorkerOptionsProblem(hangs, "cuda", 18, 0.3),
            "--device cuda: cannot ask " + hangs + " whether it can run: no answer within 0.3 s");
}

TEST(WorkerCheck, LeavesNoFileBehind) {
  TempDir dir;
  std::string py = FakePython(dir, "echo no >&2; exit 2");
  std::string tmp = dir.Sub("tmp");
  std::filesystem::create_directory(tmp);
  const char* old = getenv("TMPDIR");
  std::string saved = old ? old : "";
  setenv("TMPDIR", tmp.c_str(), 1);  // where the check's answer file goes
  EXPECT_EQ(WorkerOptionsProblem(py, "cuda", 18, 30), "no");
  if (old) {
    setenv("TMPDIR", saved.c_str(), 1);
  } else {
    unsetenv("TMPDIR");
  }
  EXPECT_TRUE(std::filesystem::is_empty(tmp));
}

}  // namespace
}  // namespace capgrid
