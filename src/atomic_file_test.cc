#include "atomic_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

std::string Slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(WriteFileAtomic, WritesAndReplaces) {
  TempDir dir;
  std::string path = dir.path() + "/out.json";
  WriteFileAtomic(path, "old");
  EXPECT_EQ(Slurp(path), "old");
  WriteFileAtomic(path, "new content");
  EXPECT_EQ(Slurp(path), "new content");
  // Nothing but the target is left in the directory.
  int entries = 0;
  for ([[maybe_unused]] auto& e : std::filesystem::directory_iterator(dir.path())) ++entries;
  EXPECT_EQ(entries, 1);
}

TEST(WriteFileAtomic, UnwritablePathNamesTheFile) {
  TempDir dir;
  std::string blocker = dir.path() + "/file";
  WriteFileAtomic(blocker, "x");
  try {
    WriteFileAtomic(blocker + "/sub/out.json", "y");
    FAIL() << "expected UsageError";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find(blocker + "/sub/out.json"), std::string::npos);
  }
  EXPECT_EQ(Slurp(blocker), "x");
}

}  // namespace
}  // namespace capgrid
