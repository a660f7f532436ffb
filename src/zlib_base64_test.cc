#include "zlib_base64.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

TEST(ZlibData, DeflateRoundTripsAndCompresses) {
  std::string text;
  for (int i = 0; i < 2000; ++i) text += "{\"s\":5,\"t\":0.0,\"w\":[2,3]},";
  std::string packed = Deflate(text);
  EXPECT_LT(packed.size(), text.size() / 20);
  EXPECT_EQ(static_cast<unsigned char>(packed[0]), 0x78);  // a zlib header (RFC 1950)
  EXPECT_EQ(Inflate(packed), text);
  EXPECT_EQ(Inflate(Deflate("")), "");
}

TEST(ZlibData, InflateTellsTruncatedFromCorrupt) {
  std::string packed = Deflate(std::string(100000, 'x') + "end");
  try {
    Inflate(packed.substr(0, packed.size() / 2));
    FAIL() << "a truncated stream inflated";
  } catch (const ZlibError& e) {
    EXPECT_TRUE(e.truncated);
  }
  try {
    Inflate("not zlib at all");
    FAIL() << "a text inflated";
  } catch (const ZlibError& e) {
    EXPECT_FALSE(e.truncated);
  }
}

TEST(ZlibData, Base64HasRfc4648sVectors) {
  // RFC 4648, section 10.
  const std::pair<const char*, const char*> vectors[] = {
      {"", ""},         {"f", "Zg=="},         {"fo", "Zm8="},        {"foo", "Zm9v"},
      {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="}, {"foobar", "Zm9vYmFy"}};
  for (const auto& [plain, coded] : vectors) {
    EXPECT_EQ(Base64(plain), coded);
    EXPECT_EQ(FromBase64(coded), plain);
  }
  std::string bytes;
  for (int i = 0; i < 256; ++i) bytes += static_cast<char>(i);
  EXPECT_EQ(FromBase64(Base64(bytes)), bytes);
  EXPECT_EQ(Base64("\xfb\xff"), "+/8=");
}

TEST(ZlibData, FromBase64RefusesWhatIsNotBase64) {
  EXPECT_THROW(FromBase64("Zm9"), std::invalid_argument);       // length
  EXPECT_THROW(FromBase64("Zm9<"), std::invalid_argument);      // character
  EXPECT_THROW(FromBase64("Z==="), std::invalid_argument);      // too much padding
  EXPECT_THROW(FromBase64("Zg==Zm9v"), std::invalid_argument);  // padding inside
  EXPECT_THROW(FromBase64("Zm=v"), std::invalid_argument);      // a character after padding
}

}  // namespace
}  // namespace capgrid
