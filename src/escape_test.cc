#include "escape.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

// HtmlEscape, XmlEscape, MdEscape and RstInline keep their tests beside the renderers that
// introduced them (render_*_test.cc); these cover what the module adds.
TEST(Escape, CollapseKeepsWordsAndDropsControls) {
  EXPECT_EQ(Collapse("  a \n\t b\x01 c  "), "a b c");
  EXPECT_EQ(Collapse(""), "");
}

TEST(Escape, RstLiteralTurnsBackticksIntoQuotes) {
  EXPECT_EQ(RstLiteral("a `b`\nc"), "a 'b' c");
}

TEST(Escape, MdTableCellEscapesOnlyPipesAndNewlines) {
  // diff's cells sit inside code spans, where markup characters must stay as they are.
  EXPECT_EQ(MdTableCell("a|b*c_\nd"), "a\\|b*c_ d");
}

TEST(Escape, ShellQuoteLeavesPlainWordsAndQuotesTheRest) {
  EXPECT_EQ(ShellQuote("builtin:kornia"), "builtin:kornia");
  EXPECT_EQ(ShellQuote("packs/my_pack.py"), "packs/my_pack.py");
  EXPECT_EQ(ShellQuote(""), "''");
  EXPECT_EQ(ShellQuote("RandomCrop[p=0.5]"), "'RandomCrop[p=0.5]'");
  EXPECT_EQ(ShellQuote("a b"), "'a b'");
  EXPECT_EQ(ShellQuote("it's"), "'it'\\''s'");
  EXPECT_EQ(ShellQuote("$(rm -rf x)`y`"), "'$(rm -rf x)`y`'");
}

}  // namespace
}  // namespace capgrid
