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

TEST(Escape, StripAnsiRemovesControlSequencesOnly) {
  EXPECT_EQ(StripAnsi("\x1b[96mtorch\x1b[0m.onnx"), "torch.onnx");
  EXPECT_EQ(StripAnsi("a\x1b[1;31mb\x1b[Kc"), "abc");
  EXPECT_EQ(StripAnsi("[96m plain brackets [x]"), "[96m plain brackets [x]");
  EXPECT_EQ(StripAnsi("cut \x1b[38;5"), "cut ");
  EXPECT_EQ(StripAnsi("lone \x1b escape"), "lone \x1b escape");
  EXPECT_EQ(StripAnsi(""), "");
}

TEST(Escape, CleanRecordedTextCollapsesRepeatsAndStripsColour) {
  // identical lines (after glog's time and thread) -> one line and a count
  EXPECT_EQ(CleanRecordedText("W1129 19:39:16.489000 6623 a/b.py:107] torchvision is not installed\n"
                              "W1129 19:39:16.490000 6623 a/b.py:107] torchvision is not installed\n"
                              "W1129 19:39:17.001000 6624 a/b.py:107] torchvision is not installed\n"
                              "done\n"),
            "W1129 19:39:16.489000 6623 a/b.py:107] torchvision is not installed\n"
            "... 2 more times\ndone\n");
  // one call site, different messages -> one line and where the others came from
  EXPECT_EQ(CleanRecordedText("W1129 19:39:16.490000 6623 x/_registration.py:107] Skipping nms\n"
                              "W1129 19:39:16.490000 6623 x/_registration.py:107] Skipping roi"),
            "W1129 19:39:16.490000 6623 x/_registration.py:107] Skipping nms\n"
            "... 1 more line from x/_registration.py:107");
  // plain repeated lines, colour codes, blank lines and distinct lines
  EXPECT_EQ(CleanRecordedText("\x1b[96mwarn\x1b[0m\nwarn\nwarn\nother"), "warn\n... 2 more times\nother");
  EXPECT_EQ(CleanRecordedText("a\n\n\nb\n"), "a\n\n\nb\n");
  EXPECT_EQ(CleanRecordedText("a\nb\na\n"), "a\nb\na\n");
  EXPECT_EQ(CleanRecordedText(""), "");
  // a line that only looks like glog stays itself
  EXPECT_EQ(CleanRecordedText("W1129 nothing] here\nW1129 nothing] here"),
            "W1129 nothing] here\n... 1 more time");
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
