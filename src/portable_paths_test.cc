#include "portable_paths.h"

#include <cstdlib>
#include <filesystem>

#include <gtest/gtest.h>

namespace capgrid {
namespace {

using nlohmann::json;

PathRoots Roots() {
  PathRoots r;
  r.dirs = {{"/home/ada/work/proj", ""}, {"/tmp", "$TMPDIR"}, {"/home/ada", "~"}};
  r.libraries = {"mylib"};
  return r;
}

TEST(PortablePaths, InstalledPackagesAndTheStandardLibraryLoseTheirInterpreter) {
  const PathRoots r = Roots();
  EXPECT_EQ(PortablePaths("File \"/home/ada/.venv/lib/python3.11/site-packages/torch/x.py\", "
                          "line 3",
                          r),
            "File \"site-packages/torch/x.py\", line 3");
  EXPECT_EQ(PortablePaths("W1204 .venv-torch-2.15/lib/python3.11/site-packages/torch/a.py:183]", r),
            "W1204 site-packages/torch/a.py:183]");
  EXPECT_EQ(PortablePaths("/usr/lib/python3/dist-packages/numpy/core.py:9", r),
            "dist-packages/numpy/core.py:9");
  EXPECT_EQ(PortablePaths("/root/.pyenv/versions/3.11.7/lib/python3.11/contextlib.py:81", r),
            "python3.11/contextlib.py:81");
  // the last site-packages wins (a venv inside another's site-packages)
  EXPECT_EQ(PortablePaths("/a/site-packages/b/site-packages/c.py", r), "site-packages/c.py");
}

TEST(PortablePaths, TheWorkingDirectoryTempAndHomeAreReplacedLongestFirst) {
  const PathRoots r = Roots();
  EXPECT_EQ(PortablePaths("wrote /home/ada/work/proj/survey/pack.py (3 files)", r),
            "wrote survey/pack.py (3 files)");
  EXPECT_EQ(PortablePaths("cache /home/ada/.cache/capgrid/inventory/8e71.json", r),
            "cache ~/.cache/capgrid/inventory/8e71.json");
  EXPECT_EQ(PortablePaths("/tmp/torchinductor_ada/ab/c.cpp", r), "$TMPDIR/torchinductor_ada/ab/c.cpp");
  EXPECT_EQ(PortablePaths("/home/ada/work/proj", r), ".");
  // a directory that only starts like a root is not under it
  EXPECT_EQ(PortablePaths("/home/ada/work/project2/x.py", r), "~/work/project2/x.py");
  EXPECT_EQ(PortablePaths("/tmpfoo/x", r), "/tmpfoo/x");
}

TEST(PortablePaths, AnEditableLibraryElsewhereIsWrittenFromItsPackage) {
  const PathRoots r = Roots();
  EXPECT_EQ(PortablePaths("/opt/src/mylib/mylib/ops/a.py:12", r), "mylib/ops/a.py:12");
  // before the temporary directory or the home, after the working directory
  EXPECT_EQ(PortablePaths("/tmp/x/mylib/a.py", r), "mylib/a.py");
  EXPECT_EQ(PortablePaths("/home/ada/work/proj/mylib/a.py", r), "mylib/a.py");
  EXPECT_EQ(PortablePaths("/home/ada/work/proj/packs/mylib/a.py", r), "packs/mylib/a.py");
  // a file name that merely contains the library's name is no directory of it
  EXPECT_EQ(PortablePaths("/opt/src/mylib.py", r), "/opt/src/mylib.py");
}

TEST(PortablePaths, WhatIsNoPathOfThisMachineIsKept) {
  const PathRoots r = Roots();
  for (const char* kept :
       {"node /conv/Conv_1 failed", "https://github.com/pytorch/pytorch/issues/1",
        "/__w/pytorch/pytorch/aten/src/ATen/native/TensorShape.cpp:1234",
        "0/0: tensor 'in0' size mismatch", "3/4 of the cases", "CUDA_HOME='/usr/local'", ""}) {
    EXPECT_EQ(PortablePaths(kept, r), kept);
  }
}

TEST(PortablePaths, EveryStringOfADocumentButNoKey) {
  json doc = {{"/home/ada/k", "/home/ada/v"},
              {"list", {"/home/ada/work/proj/a.py", 3, nullptr}},
              {"nested", {{"x", "/tmp/y"}}}};
  MakePathsPortable(doc, Roots());
  EXPECT_EQ(doc["/home/ada/k"], "~/v");
  EXPECT_EQ(doc["list"][0], "a.py");
  EXPECT_EQ(doc["list"][1], 3);
  EXPECT_EQ(doc["nested"]["x"], "$TMPDIR/y");
}

TEST(PortablePaths, TheRootsHereAreTheWorkingDirectoryTempAndHome) {
  const PathRoots r = PathRootsHere({"lib"});
  const std::string cwd = std::filesystem::current_path().string();
  EXPECT_EQ(PortablePaths(cwd + "/sub/f.py", r), "sub/f.py");
  if (const char* home = std::getenv("HOME"); home && *home && cwd.rfind(home, 0) != 0) {
    EXPECT_EQ(PortablePaths(std::string(home) + "/f.py", r), "~/f.py");
  }
  EXPECT_EQ(r.libraries, std::vector<std::string>{"lib"});
}

}  // namespace
}  // namespace capgrid
