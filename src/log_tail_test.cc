#include "log_tail.h"

#include <fstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace capgrid {
namespace {

std::string WriteFile(const std::string& name, const std::string& data) {
  std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path, std::ios::binary) << data;
  return path;
}

TEST(LogTailTest, ShortFileWhole) {
  EXPECT_EQ(LogTail(WriteFile("short.log", "hello\nworld\n")), "hello\nworld\n");
}

TEST(LogTailTest, LongFileKeepsTheEnd) {
  std::string data(10000, 'a');
  data += "THE END\n";
  std::string tail = LogTail(WriteFile("long.log", data));
  EXPECT_EQ(tail.size(), kLogTailBytes);
  EXPECT_EQ(tail.substr(tail.size() - 8), "THE END\n");
}

TEST(LogTailTest, CharacterCutAtTheStartIsDropped) {
  // "é" is two bytes: a 2-byte tail of "xé\n" starts on its continuation byte.
  std::string path = WriteFile("cut.log", "x\xC3\xA9\n");
  EXPECT_EQ(LogTail(path, 2), "\n");
  EXPECT_EQ(LogTail(path, 3), "\xC3\xA9\n");
}

TEST(LogTailTest, InvalidBytesBecomeReplacementCharactersAndSerialise) {
  std::string tail = LogTail(WriteFile("bad.log", "ok \xFF\xFE end \xED\xA0\x80\n"));
  EXPECT_EQ(tail, "ok \xEF\xBF\xBD\xEF\xBF\xBD end \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\n");
  EXPECT_NO_THROW(nlohmann::json(tail).dump());
}

TEST(LogTailTest, MissingFileIsEmpty) { EXPECT_EQ(LogTail("/nonexistent/capgrid.log"), ""); }

TEST(LogTailTest, SanitizeKeepsValidMultibyte) {
  EXPECT_EQ(SanitizeUtf8("a\xE2\x82\xAC b \xF0\x9F\x98\x80"), "a\xE2\x82\xAC b \xF0\x9F\x98\x80");
  EXPECT_EQ(SanitizeUtf8("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");  // overlong '/'
}

}  // namespace
}  // namespace capgrid
