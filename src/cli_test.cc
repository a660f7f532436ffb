#include "cli.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

TEST(ClosestMatch, SuggestsNearMiss) {
  EXPECT_EQ(ClosestMatch("rnu", {"run", "list", "merge"}), "run");
  EXPECT_EQ(ClosestMatch("mrege", {"run", "list", "merge"}), "merge");
}

TEST(ClosestMatch, NothingForFarWord) {
  EXPECT_EQ(ClosestMatch("frobnicate", {"run", "list", "merge"}), "");
}

}  // namespace
}  // namespace capgrid
