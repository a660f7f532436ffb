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

}  // namespace
}  // namespace capgrid
