#include "vocabulary.h"

#include <functional>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "embedded.h"

namespace capgrid {
namespace {

using ::testing::HasSubstr;

TEST(Vocabulary, KorniaNormalisationFromData) {
  const Vocabulary& t = Vocabulary::Builtin();
  for (const char* s : {"export-fail", "checker-fail", "ort-load-fail", "ort-run-fail", "fail"})
    EXPECT_EQ(t.Column(s), "fail") << s;
  for (const char* s : {"eager-fail", "no-tensor-output", "skipped", "not-probed"})
    EXPECT_EQ(t.Column(s), "n/a") << s;
  for (const char* s : {"ok", "ok-breaks", "ok-unverified", "mismatch", "timeout", "crash", "oom",
                        "protocol-error"})
    EXPECT_EQ(t.Column(s), s);
  EXPECT_EQ(t.Column("no-such-status"), "");
  EXPECT_TRUE(t.Supported("ok-breaks"));
  EXPECT_TRUE(t.Supported("ok-unverified"));
  EXPECT_FALSE(t.Supported("mismatch"));
  EXPECT_FALSE(t.Supported("n/a"));
  EXPECT_TRUE(t.Counted("timeout"));
  EXPECT_FALSE(t.Counted("n/a"));
  EXPECT_TRUE(t.SaysGraphBreaks("ok-breaks"));
  EXPECT_FALSE(t.SaysGraphBreaks("ok"));
  EXPECT_FALSE(t.SaysGraphBreaks("no-such-value"));
  EXPECT_EQ(t.Find("oom")->label, "out of memory");
  EXPECT_EQ(t.probes(), (std::vector<std::string>{"onnx", "export", "compile", "export_dynamic",
                                                  "onnx_dynamic", "speed", "aoti", "grad",
                                                  "executorch", "openvino"}));
  EXPECT_EQ(t.Column("specialised"), "specialised");
  EXPECT_EQ(t.Column("grad-wrong"), "mismatch");
  EXPECT_EQ(t.Column("no-export"), "n/a");
  EXPECT_EQ(t.Column("no-dynamic-dim"), "n/a");
  EXPECT_EQ(t.Column("timed"), "ok");
  EXPECT_EQ(t.Column("speed-no-capture"), "n/a");
  EXPECT_EQ(t.ColumnList(),
            "ok, ok-breaks, ok-unverified, constant, mismatch, fail, specialised, timeout, crash, "
            "oom, protocol-error, n/a");
  EXPECT_EQ(t.Column("constant-graph"), "constant");  // merge's: a graph of no input
  EXPECT_FALSE(t.Supported("constant"));
  EXPECT_TRUE(t.Counted("constant"));
  EXPECT_EQ(t.constant_note(), "no output depends on an input");
  EXPECT_EQ(Vocabulary::Token("n/a"), "na");
}

TEST(Vocabulary, ProbesCarryTheirPageNamesAndRoles) {
  const Vocabulary& t = Vocabulary::Builtin();
  ASSERT_EQ(t.probe_count(), 10u);
  EXPECT_EQ(t.SpeedProbe(), t.ProbeIndex("speed"));
  EXPECT_EQ(t.probe_info()[t.SpeedProbe()].since_format, 3);
  EXPECT_EQ(t.probe_info()[0].heading, "ONNX");
  EXPECT_EQ(t.probe_info()[1].heading, "torch.export");
  EXPECT_EQ(t.probe_info()[2].short_name, "compile");
  EXPECT_EQ(t.probe_info()[0].title, "ONNX export");
  EXPECT_THAT(t.probe_info()[0].description, HasSubstr("{opset}"));
  EXPECT_EQ(t.ProbeIndex("export"), 1);
  EXPECT_EQ(t.ProbeIndex("eager"), -1);
  EXPECT_EQ(t.BreaksProbe(), t.ProbeIndex("compile"));
  EXPECT_TRUE(t.probe_info()[t.ProbeIndex("onnx")].onnx_ops);
  EXPECT_FALSE(t.probe_info()[t.ProbeIndex("export")].graph_breaks);
  // compile's breaks are the entry's; grad counts its own (grad_graph_breaks)
  EXPECT_TRUE(t.CountsBreaks(t.ProbeIndex("compile")));
  EXPECT_TRUE(t.CountsBreaks(t.ProbeIndex("grad")));
  EXPECT_TRUE(t.probe_info()[t.ProbeIndex("grad")].counts_breaks);
  EXPECT_FALSE(t.probe_info()[t.ProbeIndex("compile")].counts_breaks);
  EXPECT_FALSE(t.CountsBreaks(t.ProbeIndex("aoti")));
  EXPECT_FALSE(t.CountsBreaks(-1));
  EXPECT_EQ(t.probes(), (std::vector<std::string>{"onnx", "export", "compile", "export_dynamic",
                                                  "onnx_dynamic", "speed", "aoti", "grad",
                                                  "executorch", "openvino"}));
  EXPECT_EQ(t.probe_info()[t.ProbeIndex("onnx")].since_format, 1);
  EXPECT_EQ(t.probe_info()[t.ProbeIndex("export_dynamic")].since_format, 3);
  EXPECT_EQ(t.probe_info()[t.ProbeIndex("aoti")].since_format, 4);
  EXPECT_EQ(t.probe_info()[t.ProbeIndex("executorch")].since_format, 8);
  EXPECT_EQ(t.Column("lower-fail"), "fail");
  EXPECT_EQ(t.Column("convert-fail"), "fail");
  EXPECT_EQ(t.probe_info()[t.ProbeIndex("grad")].short_name, "grad");
  EXPECT_EQ(t.probe_info()[t.ProbeIndex("executorch")].delegates_to, "XNNPACK");
  EXPECT_EQ(t.probe_info()[t.ProbeIndex("openvino")].delegates_to, "");
}

TEST(Vocabulary, ForSnapshotKeepsTheProbesAPageShows) {
  const Vocabulary& t = Vocabulary::Builtin();
  const std::vector<std::string> old_three = {"onnx", "export", "compile"};
  // format 2 carries no dynamic-batch fields, whatever its header says
  EXPECT_EQ(t.ForSnapshot(2, t.probes()).probes(), old_three);
  // format 3: a newer probe only when the runs asked for it; the old ones always (as before)
  EXPECT_EQ(t.ForSnapshot(3, {"onnx"}).probes(), old_three);
  Vocabulary v = t.ForSnapshot(3, {"export", "onnx_dynamic"});
  EXPECT_EQ(v.probes(), (std::vector<std::string>{"onnx", "export", "compile", "onnx_dynamic"}));
  EXPECT_EQ(v.BreaksProbe(), 2);
  EXPECT_TRUE(v.NamesProbe("export_dynamic"));  // left out, still a probe
  EXPECT_FALSE(v.NamesProbe("jit"));
  EXPECT_EQ(v.Column("specialised"), "specialised");
  // format 3 has no fields of the format-4 probes, format 4 has every probe's
  EXPECT_EQ(t.ForSnapshot(3, t.probes()).probes(),
            (std::vector<std::string>{"onnx", "export", "compile", "export_dynamic",
                                      "onnx_dynamic", "speed"}));
  // format 4 to 7 have every probe's but the format-8 deployment targets', format 8 all
  EXPECT_EQ(t.ForSnapshot(4, t.probes()).probes(),
            (std::vector<std::string>{"onnx", "export", "compile", "export_dynamic",
                                      "onnx_dynamic", "speed", "aoti", "grad"}));
  EXPECT_EQ(t.ForSnapshot(7, t.probes()).probes(), t.ForSnapshot(4, t.probes()).probes());
  EXPECT_EQ(t.ForSnapshot(8, t.probes()).probes(), t.probes());
}

// The flags that used to be spelled in code: status_printer.cc's quiet list and
// worker_pool.cc's FailLike ("fail", "mismatch", "*-fail").
TEST(Vocabulary, FlagsMatchTheListsTheyReplace) {
  const Vocabulary& t = Vocabulary::Builtin();
  for (const StatusInfo& s : t.statuses()) {
    bool quiet = s.name == "ok" || s.name == "ok-breaks" || s.name == "ok-unverified" ||
                 s.name == "skipped" || s.name == "timed";  // timed: the speed probe's ok
    EXPECT_EQ(t.Quiet(s.name), quiet) << s.name;
    // specialised: the dynamic-batch probes' failure, added with them; compile-gave-up: the
    // compile probe's (version 2) call that ran nothing compiled; grad-wrong: the grad probe's
    // mismatch with the finite difference
    bool fail_like = s.name == "fail" || s.name == "mismatch" || s.name == "specialised" ||
                     s.name == "compile-gave-up" || s.name == "grad-wrong" ||
                     (s.name.size() > 5 && s.name.compare(s.name.size() - 5, 5, "-fail") == 0);
    EXPECT_EQ(t.KeepsLogTail(s.name), fail_like) << s.name;
  }
  EXPECT_FALSE(t.Quiet("no-such-status"));
  EXPECT_FALSE(t.KeepsLogTail("no-such-status"));
  EXPECT_TRUE(t.WorkerStatus("checker-fail"));
  EXPECT_FALSE(t.WorkerStatus("timeout"));     // the engine's
  EXPECT_FALSE(t.WorkerStatus("not-probed"));  // the merge's
}

TEST(Vocabulary, KeepsTheFilesOrder) {
  // The legend and the progress table read in the file's order, not alphabetically.
  const Vocabulary& t = Vocabulary::Builtin();
  ASSERT_FALSE(t.statuses().empty());
  EXPECT_EQ(t.statuses().front().name, "ok");
  EXPECT_EQ(t.statuses().back().name, "not-probed");
  EXPECT_EQ(t.columns().back().value, "n/a");
}

// A table with one thing changed: `edit` gets the built-in document to alter.
std::string Edited(const std::function<void(nlohmann::ordered_json&)>& edit) {
  auto doc = nlohmann::ordered_json::parse(EmbeddedFile("statuses.json"));
  edit(doc);
  return doc.dump();
}

std::string ParseError(const std::string& text) {
  try {
    Vocabulary::Parse(text);
  } catch (const VocabularyError& e) {
    return e.what();
  }
  return "no error";
}

TEST(Vocabulary, TheBuiltinTextParses) {
  Vocabulary v = Vocabulary::Parse(EmbeddedFile("statuses.json"));
  EXPECT_EQ(v.probes(), Vocabulary::Builtin().probes());
  EXPECT_EQ(v.statuses().size(), Vocabulary::Builtin().statuses().size());
}

TEST(Vocabulary, BadTablesAreNamed) {
  EXPECT_THAT(ParseError("{not json"), HasSubstr("statuses.json: not JSON"));
  EXPECT_THAT(ParseError("[]"), HasSubstr("not a JSON object"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d.erase("columns"); })),
              HasSubstr("has no \"columns\""));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["columns"] = nlohmann::ordered_json::object(); })),
              HasSubstr("\"columns\" is empty"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_statuses"]["fail"]["column"] = "broken"; })),
              HasSubstr("status 'fail' maps to unknown column 'broken'"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_statuses"]["fail"]["who"] = "nobody"; })),
              HasSubstr("probe_statuses.fail.who must be worker, engine or merge"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_statuses"]["ok"]["loud"] = true; })),
              HasSubstr("probe_statuses.ok: flag 'loud' is not declared in \"status_flags\""));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_statuses"]["ok"]["quiet"] = "yes"; })),
              HasSubstr("probe_statuses.ok.quiet must be true or false"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["columns"]["ok"].erase("supported"); })),
              HasSubstr("columns.ok has no \"supported\""));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["columns"]["ok"]["graph_breaks"] = 1; })),
              HasSubstr("columns.ok.graph_breaks must be true or false"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_info"]["grad"]["counts_breaks"] = 1; })),
              HasSubstr("probe_info.grad.counts_breaks must be true or false"));
  EXPECT_THAT(
      ParseError(Edited([](auto& d) { d["probe_info"]["compile"]["counts_breaks"] = true; })),
      HasSubstr("probe_info.compile: graph_breaks already counts its breaks"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probes"].push_back("onnx"); })),
              HasSubstr("probe 'onnx' is listed twice"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probes"].push_back("jit"); })),
              HasSubstr("probe 'jit' has no probe_info.jit"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_info"]["jit"] = d["probe_info"]["onnx"]; })),
              HasSubstr("probe_info.jit names no probe"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_info"]["onnx"].erase("heading"); })),
              HasSubstr("probe_info.onnx has no \"heading\""));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probes"] = nlohmann::ordered_json::array(); })),
              HasSubstr("\"probes\" must be a non-empty list"));
  EXPECT_THAT(
      ParseError(Edited([](auto& d) { d["probe_info"]["executorch"].erase("undelegated"); })),
      HasSubstr("probe_info.executorch: delegates_to and undelegated go together"));
}

// The outcomes a limit of the run or the worker's death gives are flagged unstable, and so are
// the columns that show them (the version view's test of a cell); a column that would show an
// unstable status beside another is refused.
TEST(Vocabulary, TimeoutsOomsAndCrashesAreUnstable) {
  const Vocabulary& t = Vocabulary::Builtin();
  std::vector<std::string> statuses, columns;
  for (const StatusInfo& s : t.statuses()) {
    if (s.unstable) statuses.push_back(s.name);
  }
  for (const ColumnInfo& c : t.columns()) {
    if (t.Unstable(c.value)) columns.push_back(c.value);
  }
  EXPECT_EQ(statuses, (std::vector<std::string>{"timeout", "crash", "oom"}));
  EXPECT_EQ(columns, (std::vector<std::string>{"timeout", "crash", "oom"}));
  EXPECT_FALSE(t.Unstable("protocol-error"));  // the engine's too, but the worker's fault
  EXPECT_FALSE(t.Unstable("fail"));
  EXPECT_FALSE(t.Unstable("no-such-value"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_statuses"]["crash"]["column"] = "fail"; })),
              HasSubstr("column 'fail' shows both unstable statuses and others"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_statuses"]["oom"]["unstable"] = 1; })),
              HasSubstr("probe_statuses.oom.unstable must be true or false"));
}

// The speed probe's variants are the table's: the baseline, then capture probes; a list that
// names something else is refused, naming the field.
TEST(Vocabulary, SpeedVariantsAreDeclaredOnTheSpeedProbe) {
  const Vocabulary& t = Vocabulary::Builtin();
  EXPECT_EQ(t.speed_variants(), (std::vector<std::string>{"eager", "compile", "export", "onnx"}));
  EXPECT_EQ(t.probe_info()[t.SpeedProbe()].slower_of,
            (std::vector<std::string>{"compile", "onnx"}));
  // an older snapshot's vocabulary without the speed column keeps the layout
  EXPECT_EQ(t.ForSnapshot(1, {}).speed_variants(), t.speed_variants());
  EXPECT_THAT(ParseError(Edited([](auto& d) {
                d["probe_info"]["speed"]["variants"] = {"eager", "jit"};
              })),
              HasSubstr("probe_info.speed.variants: 'jit' names no other probe"));
  EXPECT_THAT(ParseError(Edited([](auto& d) {
                d["probe_info"]["speed"]["slower_of"] = {"eager"};
              })),
              HasSubstr("probe_info.speed.slower_of: 'eager' is not one of its timed captures"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_info"]["speed"].erase("variants"); })),
              HasSubstr("probe_info.speed: a probe with speed_fields, and only it"));
  EXPECT_THAT(ParseError(Edited([](auto& d) { d["probe_info"]["speed"]["variants"] = "eager"; })),
              HasSubstr("probe_info.speed.variants must be a list of strings"));
}

// Adding a probe is an edit of the table: the vocabulary then lists it everywhere it lists
// probes, with its own names.
TEST(Vocabulary, AnAddedProbeIsListedInOrder) {
  Vocabulary v = Vocabulary::Parse(Edited([](auto& d) {
    d["probes"].push_back("jit");
    d["probe_info"]["jit"] = {{"heading", "torch.jit"},
                              {"short", "jit"},
                              {"title", "TorchScript"},
                              {"description", "torch.jit.script"}};
  }));
  EXPECT_EQ(v.probes(), (std::vector<std::string>{"onnx", "export", "compile", "export_dynamic",
                                                  "onnx_dynamic", "speed", "aoti", "grad",
                                                  "executorch", "openvino", "jit"}));
  EXPECT_EQ(v.probe_info()[10].heading, "torch.jit");
  EXPECT_EQ(v.probe_info()[10].since_format, 1);
  EXPECT_EQ(v.BreaksProbe(), 2);
}

}  // namespace
}  // namespace capgrid
