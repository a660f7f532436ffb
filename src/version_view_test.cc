#include "version_view.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "cli.h"
#include "exit_status.h"
#include "page_text.h"
#include "render_test_data.h"
#include "report_load.h"
#include "snapshot_file.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;
using ::testing::Not;

Snapshot Read(const json& doc) {
  SnapshotRead r = ReadSnapshot(doc, Vocabulary::Builtin());
  if (!r.snapshot) throw std::runtime_error(r.errors.empty() ? "unreadable" : r.errors[0]);
  return std::move(*r.snapshot);
}

// Two surveys of the same cases on two stacks with known flips: on the newer torch two ONNX
// cells broke (one operator in two configurations would count once) and one was fixed, one
// compile cell was fixed; a supported -> supported change (ok -> ok-breaks) is neither.
struct TwoStacks {
  json old_doc, new_doc;
  Snapshot old_s, new_s;
  Stack old_stack, new_stack;  // as each side's page states it
  SnapshotDiff diff;
  TwoStacks() {
    json o = KorniaLayout(), n = KorniaLayout();
    n["torch"] = "2.15.0";
    n["onnxscript"] = "0.8.0";
    json& sobel = CaseNamed(n, "filters.sobel");
    sobel["onnx"] = "fail";
    sobel["onnx_detail"] = "no ONNX lowering for aten.sobel_new";
    CaseNamed(n, "filters.median_blur[3x3]")["onnx"] = "fail";
    CaseNamed(n, "filters.median_blur[3x3]")["onnx_detail"] = "exporter raised";
    json& warp = CaseNamed(n, "transform.warp_affine[nearest]");
    warp["onnx"] = "ok";
    warp["onnx_detail"] = "";
    CaseNamed(n, "feature.DenseSIFTDescriptor")["compile"] = "ok";
    CaseNamed(n, "feature.DenseSIFTDescriptor")["compile_detail"] = "";
    CaseNamed(n, "filters.sobel")["compile"] = "ok-breaks";
    old_s = Read(o);
    new_s = Read(n);
    n["generated_at"] = "2026-12-24";  // another day: not a change of stack
    old_doc = o;
    new_doc = n;
    old_stack = render::MeasuredWith(render::ParseReport(o.dump(), "old"));
    new_stack = render::MeasuredWith(render::ParseReport(n.dump(), "new"));
    diff = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  }
};

TEST(VersionView, SaysWhichStackChanged) {
  TwoStacks t;
  EXPECT_EQ(StackChangeLine(t.old_stack, t.new_stack),
            "torch 2.9.1+cu128 -> 2.15.0, onnxscript 0.5.7 -> 0.8.0");
  EXPECT_EQ(StackChangeLine(t.old_stack, t.old_stack), "the same stack");
  // a side that does not name a version says so
  Stack without_onnx;
  for (const auto& e : t.old_stack) {
    if (e.first != "onnx") without_onnx.push_back(e);
  }
  EXPECT_EQ(StackChangeLine(without_onnx, t.old_stack), "onnx ? -> 1.21.0");
  EXPECT_EQ(StackChangeLine(t.old_stack, without_onnx), "onnx 1.21.0 -> ?");
}

TEST(VersionView, MarkdownCountsAndListsEachFlipWithItsCauses) {
  TwoStacks t;
  std::string md = VersionViewMarkdown(t.diff, t.old_s, t.new_s, t.old_stack, t.new_stack);
  EXPECT_THAT(md, HasSubstr("# kornia: what broke and what got fixed"));
  EXPECT_THAT(md, HasSubstr("torch 2.9.1+cu128 -> 2.15.0"));
  EXPECT_THAT(md, HasSubstr("8 configurations compared (matched by case name)"));
  // counts at the top, per column, in the vocabulary's order with its headings
  EXPECT_THAT(md, HasSubstr("| ONNX | 2 (2 operators) | 1 (1 operator) |"));
  EXPECT_THAT(md, HasSubstr("| torch.export | 0 (0 operators) | 0 (0 operators) |"));
  EXPECT_THAT(md, HasSubstr("| torch.compile | 0 (0 operators) | 1 (1 operator) |"));
  EXPECT_THAT(md, HasSubstr("### ONNX: first broken (2)"));
  EXPECT_THAT(md, HasSubstr("| kornia.filters sobel | ok |  | fail | no ONNX lowering for "
                            "aten.sobel_new |"));
  EXPECT_THAT(md, HasSubstr("| kornia.filters median_blur[3x3] | ok |"));
  EXPECT_THAT(md, HasSubstr("### ONNX: first fixed (1)"));
  EXPECT_THAT(md, HasSubstr("| kornia.geometry warp_affine[nearest] | fail |"));
  EXPECT_THAT(md, HasSubstr("### torch.compile: first fixed (1)"));
  EXPECT_THAT(md, HasSubstr("| kornia.feature DenseSIFTDescriptor | fail | inductor could not "
                            "compile a generated kernel | ok |  |"));
  // ok -> ok-breaks is still supported: not a flip; export did not change: no section
  EXPECT_THAT(md, Not(HasSubstr("ok-breaks")));
  EXPECT_THAT(md, Not(HasSubstr("## torch.export")));
}

// A column one survey never asked for (the newer stack's survey adds its columns shard by
// shard) is all n/a there: neither broken nor fixed, and not in the counts.
TEST(VersionView, AColumnOnlyOneSurveyProbedIsNotCompared) {
  json o = json::parse(render::testdata::kCapgridSnapshot), n = o;
  n["probes"] = {"onnx", "export"};
  for (auto& e : n["cases"]) {
    e["compile"] = "n/a";
    e["compile_detail"] = "not probed";
    e["compile_status"] = "not-probed";
    e["compile_cause"] = "";
  }
  SnapshotDiff both = DiffSnapshots(Read(o), Read(o), Vocabulary::Builtin());
  EXPECT_EQ(both.columns, (std::vector<std::string>{"onnx", "export", "compile"}));
  SnapshotDiff d = DiffSnapshots(Read(o), Read(n), Vocabulary::Builtin());
  EXPECT_EQ(d.columns, (std::vector<std::string>{"onnx", "export"}));
  EXPECT_TRUE(d.regressions.empty()) << d.regressions.size();
  Stack stack = render::MeasuredWith(render::ParseReport(o.dump(), "old"));
  std::string md = VersionViewMarkdown(d, Read(o), Read(n), stack, stack);
  EXPECT_THAT(md, HasSubstr("| torch.export | 0 (0 operators) | 0 (0 operators) |"));
  EXPECT_THAT(md, Not(HasSubstr("torch.compile")));
}

TEST(VersionView, SaysHowManyConfigurationsChangedTheirDynamicShapes) {
  TwoStacks t;
  std::string md = VersionViewMarkdown(t.diff, t.old_s, t.new_s, t.old_stack, t.new_stack);
  EXPECT_THAT(md, Not(HasSubstr("went dynamic")));  // Kornia's layout has no such field
  t.diff.dynamic_changes = {{"a", "a", true, false}, {"b", "b", true, false},
                            {"c", "c", false, true}};
  const std::string sentence =
      "Under torch.compile at batch sizes B+1 then 2B+1: 2 configurations that went dynamic now "
      "recompile at each size, 1 that recompiled at each size now goes dynamic";
  EXPECT_THAT(VersionViewMarkdown(t.diff, t.old_s, t.new_s, t.old_stack, t.new_stack),
              HasSubstr(sentence));
  EXPECT_THAT(VersionViewHtml(t.diff, t.old_s, t.new_s, t.old_stack, t.new_stack),
              HasSubstr("<p class=\"capgrid-version-dynamic\">" + sentence));
}

TEST(VersionView, HtmlIsOnePageWithTheSameCountsAndEscapedText) {
  TwoStacks t;
  std::string html = VersionViewHtml(t.diff, t.old_s, t.new_s, t.old_stack, t.new_stack);
  EXPECT_THAT(html, HasSubstr("<!DOCTYPE html>"));
  EXPECT_THAT(html, HasSubstr("torch 2.9.1+cu128 -&gt; 2.15.0"));
  EXPECT_THAT(html, HasSubstr("<tr><td>ONNX</td><td class=\"capgrid-count\">2 (2 operators)</td>"
                              "<td class=\"capgrid-count\">1 (1 operator)</td>"
                              "<td class=\"capgrid-count\">0 (0 operators)</td></tr>"));
  EXPECT_THAT(html, HasSubstr("<section id=\"capgrid-version-onnx\">"));
  EXPECT_THAT(html, HasSubstr("<h3>ONNX: first broken (2)</h3>"));
  EXPECT_THAT(html, HasSubstr("<code>kornia.filters sobel</code>"));
  EXPECT_THAT(html, Not(HasSubstr("capgrid-version-export")));
  // the same snapshot twice: counts of zero and no sections
  SnapshotDiff none = DiffSnapshots(t.old_s, t.old_s, Vocabulary::Builtin());
  std::string same = VersionViewHtml(none, t.old_s, t.old_s, t.old_stack, t.old_stack);
  EXPECT_THAT(same, HasSubstr("the same stack."));
  EXPECT_THAT(same, Not(HasSubstr("<section")));
}

// Two capgrid surveys whose export column flipped only to or from a timeout or an oom, beside
// an ordinary ONNX break and fix: the export flips are neither broken nor fixed but unstable,
// each with both sides' values, causes and recorded times; the gate still sees the oom.
struct UnstableFlips {
  Snapshot old_s, new_s;
  Stack stack;
  SnapshotDiff diff;
  UnstableFlips() {
    json o = json::parse(render::testdata::kCapgridSnapshot), n = o;
    o["torch"] = "2.13.0+cpu";
    n["torch"] = "2.15.0+cu132";
    json& warp = CaseNamed(o, "warp|affine");  // timed out before, ok now
    warp["times"]["export"] = 300.0;
    json& warp_now = CaseNamed(n, "warp|affine");
    warp_now["times"]["export"] = 253.3;
    warp_now["export"] = warp_now["export_status"] = "ok";
    warp_now["export_cause"] = "";
    warp_now["onnx"] = "fail";  // an ordinary break
    warp_now["onnx_status"] = "export-fail";
    warp_now["onnx_cause"] = "C1";
    json& blur = CaseNamed(n, "blur_`x`");  // ok before, past the memory limit now
    blur["export"] = blur["export_status"] = "oom";
    blur["times"]["export"] = 12.5;
    json& fill = CaseNamed(n, "warp|affine[fill]");  // an ordinary fix
    fill["onnx"] = fill["onnx_status"] = "ok";
    fill["onnx_cause"] = "";
    old_s = Read(o);
    new_s = Read(n);
    new_s.speed_machine = "AMD EPYC, 2 CPUs";
    stack = render::MeasuredWith(render::ParseReport(o.dump(), "old"));
    diff = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  }
};

TEST(VersionView, ATimeoutOrAnOomOnEitherSideIsListedApartWithItsTimes) {
  UnstableFlips t;
  std::string md = VersionViewMarkdown(t.diff, t.old_s, t.new_s, t.stack, t.stack);
  EXPECT_THAT(md, HasSubstr("| column | first broken | first fixed | unstable |"));
  EXPECT_THAT(md, HasSubstr("| ONNX | 1 (1 operator) | 1 (1 operator) | 0 (0 operators) |"));
  EXPECT_THAT(md, HasSubstr("| torch.export | 0 (0 operators) | 0 (0 operators) | "
                            "2 (2 operators) |"));
  EXPECT_THAT(md, HasSubstr("where a side's value is timeout, crash or out of memory"));
  EXPECT_THAT(md, HasSubstr("### torch.export: unstable (2)\n\n| configuration | before | "
                            "cause before | time before | now | cause now | time now |"));
  EXPECT_THAT(md, HasSubstr("| toylib.geo warp\\|affine | timeout | T1 | 300.0 s | ok |  | "
                            "253.3 s |"));
  // a side without a recorded time says so
  EXPECT_THAT(md, HasSubstr("| toylib.filters blur_`x` | ok |  | not recorded | oom |  | "
                            "12.5 s |"));
  EXPECT_THAT(md, Not(HasSubstr("torch.export: first")));
  EXPECT_THAT(md, HasSubstr("### ONNX: first broken (1)"));
  EXPECT_THAT(md, HasSubstr("### ONNX: first fixed (1)"));
  EXPECT_THAT(md, Not(HasSubstr("ONNX: unstable")));

  std::string html = VersionViewHtml(t.diff, t.old_s, t.new_s, t.stack, t.stack);
  EXPECT_THAT(html, HasSubstr("<h3>torch.export: unstable (2)</h3>\n<table class=\"capgrid-"
                              "version-unstable\">"));
  EXPECT_THAT(html, HasSubstr("<tr><td><code>toylib.geo warp|affine</code></td><td>timeout</td>"
                              "<td>T1</td><td class=\"capgrid-count\">300.0 s</td><td>ok</td>"
                              "<td></td><td class=\"capgrid-count\">253.3 s</td></tr>"));
  EXPECT_THAT(html, Not(HasSubstr("<h3>torch.export: first")));

  // `capgrid diff --fail-on-regression` is not the page: ok -> oom still fails it
  ASSERT_EQ(t.diff.regressions.size(), 2u);
  EXPECT_EQ(t.diff.regressions[1].new_value, "oom");
  EXPECT_TRUE(GateFails(t.diff, false));
}

TEST(VersionView, NamesEachTorchBuildFromItsLocalVersion) {
  EXPECT_EQ(TorchBuild("2.13.0+cpu"), "CPU-only");
  EXPECT_EQ(TorchBuild("2.15.0+cu132"), "CUDA 13.2");
  EXPECT_EQ(TorchBuild("2.9.1+cu128"), "CUDA 12.8");
  EXPECT_EQ(TorchBuild("1.12.0+cu92"), "CUDA 9.2");
  EXPECT_EQ(TorchBuild("2.4.0+rocm6.1"), "ROCm 6.1");
  EXPECT_EQ(TorchBuild("2.6.0+gitabc123"), "+gitabc123");
  EXPECT_EQ(TorchBuild("2.15.0"), "");  // no suffix: the build is not named
  EXPECT_EQ(TorchBuild(""), "");
}

// The page names each side's torch, its build, its device and what machine its snapshot
// records, and says so when the builds differ.
TEST(VersionView, NamesBothSidesBuildsAndMachines) {
  UnstableFlips t;
  std::string md = VersionViewMarkdown(t.diff, t.old_s, t.new_s, t.stack, t.stack);
  EXPECT_THAT(md, HasSubstr("| | older survey | newer survey |\n|---|---|---|\n"
                            "| torch | 2.13.0+cpu | 2.15.0+cu132 |\n"
                            "| torch build | CPU-only | CUDA 13.2 |\n"
                            "| device the probes ran on | cpu | cpu |\n"
                            "| machine | not recorded | not recorded; the speed column's times: "
                            "AMD EPYC, 2 CPUs |\n"));
  EXPECT_THAT(md, HasSubstr("The two torch builds differ (CPU-only against CUDA 13.2)"));
  EXPECT_THAT(md, HasSubstr("not the machine the other probes ran on"));
  std::string html = VersionViewHtml(t.diff, t.old_s, t.new_s, t.stack, t.stack);
  EXPECT_THAT(html, HasSubstr("<tr><th>torch build</th><td>CPU-only</td><td>CUDA 13.2</td>"
                              "</tr>"));
  EXPECT_THAT(html, HasSubstr("The two torch builds differ (CPU-only against CUDA 13.2)"));

  // a version without a suffix names no build, and nothing is said to differ; another device is
  t.new_s.torch = "2.15.0";
  t.new_s.device = "cuda";
  md = VersionViewMarkdown(t.diff, t.old_s, t.new_s, t.stack, t.stack);
  EXPECT_THAT(md, HasSubstr("| torch build | CPU-only | not named by the version |"));
  EXPECT_THAT(md, Not(HasSubstr("builds differ")));
  EXPECT_THAT(md, HasSubstr("The probes ran on different devices (cpu against cuda)."));
}

// The command line writes the same page the functions make, from the two files.
TEST(VersionView, DiffWritesItFromTwoSnapshotFiles) {
  TwoStacks t;
  TempDir tmp;
  std::ofstream(tmp.Sub("old.json")) << t.old_doc.dump();
  std::ofstream(tmp.Sub("new.json")) << t.new_doc.dump();
  for (std::string format : {"versions-md", "versions-html"}) {
    std::vector<std::string> args = {"capgrid", "diff", tmp.Sub("old.json"), tmp.Sub("new.json"),
                                     "--format", format};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    testing::internal::CaptureStdout();
    int rc = Main(static_cast<int>(argv.size()), argv.data());
    std::string out = testing::internal::GetCapturedStdout();
    EXPECT_EQ(rc, kExitOk);
    EXPECT_EQ(out, format == "versions-md"
                       ? VersionViewMarkdown(t.diff, t.old_s, t.new_s, t.old_stack, t.new_stack)
                       : VersionViewHtml(t.diff, t.old_s, t.new_s, t.old_stack, t.new_stack));
  }
}

}  // namespace
}  // namespace capgrid
