#include "objects_inv.h"

#include <gtest/gtest.h>

#include "errors.h"
#include "zlib_base64.h"

namespace capgrid {
namespace {

const std::string kFixture =
    std::string(CAPGRID_SOURCE_DIR) + "/tests/data/objects_inv/objects.inv";

TEST(ObjectsInv, ResolvesExactNamesFromARealSphinxInventory) {
  ObjectsInventory inv = ObjectsInventory::Load(kFixture);
  EXPECT_EQ(inv.project(), "tiny-kornia");
  EXPECT_EQ(inv.Resolve("kornia.filters.sobel"), "index.html#kornia.filters.sobel");
  EXPECT_EQ(inv.Resolve("kornia.augmentation.Normalize"),
            "index.html#kornia.augmentation.Normalize");
  EXPECT_EQ(inv.Resolve("kornia.geometry.liegroup.So2.exp"),
            "index.html#kornia.geometry.liegroup.So2.exp");
  // Never a suffix guess: the homography normalize_points is not documented here, only the
  // epipolar one is (Kornia's merge linked the first to the second).
  EXPECT_EQ(inv.Resolve("kornia.geometry.homography.normalize_points"), "");
  EXPECT_EQ(inv.Resolve("normalize_points"), "");
  EXPECT_EQ(inv.Resolve("export support table"), "");  // std:label, not a Python object
}

TEST(ObjectsInv, ExpandsDollarAndKeepsNamesWithSpaces) {
  std::string header =
      "# Sphinx inventory version 2\n# Project: p\n# Version: 1\n"
      "# The remainder of this file is compressed using zlib.\n";
  std::string body =
      "a label with spaces std:label -1 page.html#lbl A label\n"
      "pkg.f py:function 1 api.html#$ -\n";
  ObjectsInventory inv = ObjectsInventory::Parse(header + Deflate(body), "x.inv");
  EXPECT_EQ(inv.Resolve("pkg.f"), "api.html#pkg.f");
  EXPECT_EQ(inv.size(), 1u);
}

TEST(ObjectsInv, NonZlibBodyIsOneClearError) {
  std::string header =
      "# Sphinx inventory version 2\n# Project: p\n# Version: 1\n"
      "# The remainder of this file is compressed using zlib.\n";
  try {
    ObjectsInventory::Parse(header + "pkg.f py:function 1 api.html#$ -\n", "docs/objects.inv");
    FAIL() << "accepted a plain-text body";
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()).rfind("docs/objects.inv: not a Sphinx objects.inv", 0), 0u)
        << e.what();
  }
  EXPECT_THROW(ObjectsInventory::Parse("<html>", "x.inv"), UsageError);
  EXPECT_THROW(ObjectsInventory::Load("/nonexistent/objects.inv"), UsageError);
}

}  // namespace
}  // namespace capgrid
