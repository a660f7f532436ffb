#include "discover_pack.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

using nlohmann::json;

json Input(std::vector<int> shape, const std::string& expr = "") {
  json in = {{"shape", shape}, {"dtype", "float32"}};
  if (expr.empty()) {
    in["seeded"] = "rand";
  } else {
    in["expr"] = expr;
  }
  return in;
}

json Candidate(const std::string& callable, std::vector<json> inputs, const std::string& call = "",
               const std::string& source = "docstring example") {
  return {{"callable", callable}, {"method", nullptr},     {"target", callable},
          {"built", false},       {"form", "direct"},      {"call", call},
          {"inputs", inputs},     {"imports", {"lib"}},    {"source", source},
          {"random", false}};
}

json Item(const std::string& name, int examples) {
  return {{"name", name}, {"group", "docstrings"}, {"examples", examples}};
}

TEST(ChooseCasesTest, MergesDuplicatesKeepsTheSmallestAndNamesVariants) {
  std::vector<json> items = {Item("lib.ops.scale", 3), Item("tests:test_a.py", 1)};
  items[1]["group"] = "tests";
  std::map<std::string, json> records;
  records["lib.ops.scale"] = {
      {"status", "ok"},
      {"candidates",
       {Candidate("lib.ops.scale", {Input({1, 3, 8, 8})}, "{'factor': 0.5}"),
        // the same call again (other values, same shapes): one case
        Candidate("lib.ops.scale", {Input({1, 3, 8, 8}, "torch.ones(1, 3, 8, 8)")},
                  "{'factor': 0.5}"),
        Candidate("lib.ops.scale", {Input({2, 3})}, "{'factor': 3.0}")}}};
  records["tests:test_a.py"] = {
      {"status", "ok"},
      {"candidates", {Candidate("lib.ops.scale", {Input({4})}, "", "test test_a.py::t"),
                      Candidate("lib.ops.scale", {Input({100, 100})})}}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  ASSERT_EQ(d.cases.size(), 3u);
  // smallest inputs first; the first of a name has no variant, later ones input 0's shape
  EXPECT_EQ(d.cases[0].name, "ops.scale");
  EXPECT_EQ(d.cases[0].candidate["source"], "test test_a.py::t");
  EXPECT_EQ(d.cases[1].name, "ops.scale[2x3]");
  EXPECT_EQ(d.cases[2].name, "ops.scale[1x3x8x8]");
  EXPECT_EQ(d.cases[2].group, "ops");
  EXPECT_EQ(d.cases[2].size, 192);
  EXPECT_TRUE(d.undiscovered.empty());
  EXPECT_EQ(d.callables, 1);
  EXPECT_EQ(d.examples_covered, 1);

  Discovered one = ChooseCases(items, records, "lib", 1);
  ASSERT_EQ(one.cases.size(), 1u);
  EXPECT_EQ(one.cases[0].name, "ops.scale");
}

TEST(ChooseCasesTest, CallsMadeInsideTheLibraryFillGapsOnly) {
  // lib.a: its own example's call, and one lib.b made into it; lib.c: only calls made inside
  // lib.b; lib.d: one made inside and one written from its signature
  std::vector<json> items = {Item("lib.a", 1), Item("lib.b", 1), Item("lib.c", 0),
                             Item("lib.d", 0), Item("signatures:lib.d", 1)};
  items[4]["group"] = "signatures";
  auto inner = [](const std::string& callable, std::vector<int> shape) {
    json c = Candidate(callable, {Input(shape)}, "", "called by lib.b in docstring example");
    c["via"] = "lib.b";
    return c;
  };
  std::map<std::string, json> records;
  records["lib.a"] = {{"status", "ok"}, {"candidates", {Candidate("lib.a", {Input({9, 9})})}}};
  records["lib.b"] = {{"status", "ok"},
                      {"candidates",
                       {inner("lib.a", {2}), inner("lib.c", {3}), inner("lib.c", {4}),
                        inner("lib.d", {5}), Candidate("lib.b", {Input({6})})}}};
  records["signatures:lib.d"] = {
      {"status", "ok"},
      {"candidates", {Candidate("lib.d", {Input({1})}, "", "a call written from the signature")}}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  std::vector<std::pair<std::string, std::string>> got;
  for (const DiscoveredCase& c : d.cases) got.emplace_back(c.name, c.candidate["source"]);
  const std::vector<std::pair<std::string, std::string>> want = {
      {"lib.a", "docstring example"},  // its own call, though the inner one is smaller
      {"lib.b", "docstring example"},
      {"lib.c", "called by lib.b in docstring example"},
      {"lib.c[4]", "called by lib.b in docstring example"},
      {"lib.d", "called by lib.b in docstring example"}};  // before the signature's guess
  EXPECT_EQ(got, want);
  EXPECT_EQ(d.inner_only, (std::set<std::string>{"lib.c", "lib.d"}));
  EXPECT_TRUE(d.undiscovered.empty());
}

TEST(ChooseCasesTest, SaysWhichCallablesNoCaptureAppliesToAndWhichHaveMethodsOnly) {
  std::vector<json> items = {Item("lib.Mode", 0),  Item("lib.Oops", 0), Item("lib.Cfg", 0),
                             Item("lib.name", 1),  Item("lib.half", 1), Item("lib.Net", 1),
                             Item("lib.Pair", 1)};
  for (auto [i, kind] : std::vector<std::pair<int, const char*>>{
           {0, "enum"}, {1, "exception"}, {2, "dataclass"}, {3, "function"}, {4, "function"},
           {5, "class"}, {6, "class"}}) {
    items[i]["kind"] = kind;
  }
  json method = Candidate("lib.Net", {Input({2})});
  method["method"] = "encode";
  json forward = Candidate("lib.Pair", {Input({2})});
  std::map<std::string, json> records;
  // lib.name: called with strings only; lib.half: called without a tensor in one job, with one
  // (not writable) in another; lib.Net: a method's call; lib.Pair: its forward
  records["lib.name"] = {{"status", "ok"}, {"tensorless", {"lib.name", "lib.half"}}};
  records["lib.half"] = {{"status", "ok"},
                         {"dropped", {{{"callable", "lib.half"}, {"reason", "a list"}}}}};
  records["lib.Net"] = {{"status", "ok"}, {"candidates", {method}}};
  records["lib.Pair"] = {{"status", "ok"}, {"candidates", {forward}}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  const std::map<std::string, std::string> want = {{"lib.Mode", "an enum"},
                                                   {"lib.Oops", "an exception"},
                                                   {"lib.Cfg", "a dataclass"},
                                                   {"lib.name", kTensorlessReason}};
  EXPECT_EQ(d.not_applicable, want);
  EXPECT_EQ(d.methods_only, (std::set<std::string>{"lib.Net"}));
  EXPECT_EQ(d.undiscovered.size(), 5u);  // not applicable is still not discovered
}

TEST(RecordedValuesTest, EachNameGetsItsMostFrequentLiteral) {
  auto with = [](json params) {
    json c = Candidate("lib.f", {Input({2})});
    c["params"] = std::move(params);
    return c;
  };
  std::map<std::string, json> records;
  records["a"] = {{"candidates",
                   {with({{"mode", "'bilinear'"}, {"k", "(5, 5)"}}), with({{"mode", "'nearest'"}}),
                    with({{"mode", "'bilinear'"}, {"k", "3"}}), Candidate("lib.g", {})}}};
  records["b"] = {{"candidates", {with({{"k", "(3, 3)"}, {"n", 7}})}}};  // 7: not a source
  const json want = {{"mode", "'bilinear'"}, {"k", "3"}};  // k: a tie of 3, the shortest
  EXPECT_EQ(RecordedValues(records), want);
  EXPECT_EQ(RecordedValues({}), json::object());
}

TEST(LargestMemoryRiseTest, NamesTheJobThatRaisedAWorkersPeakMost) {
  std::map<std::string, json> records;
  EXPECT_EQ(LargestMemoryRise(records).job, "");
  records["lib.a"] = {{"rss_peak_bytes", 900}, {"rss_raised_bytes", 900}};
  records["lib.b"] = {{"rss_peak_bytes", 5000}, {"rss_raised_bytes", 4100}};
  records["lib.c"] = {{"rss_peak_bytes", 5000}, {"rss_raised_bytes", 0}};  // reached already
  records["lib.d"] = {{"status", "oom"}};  // the pool's record: no figure
  records["lib.e"] = {{"rss_peak_bytes", 4200}, {"rss_raised_bytes", 4100}};  // a tie: not it
  const MemoryRise top = LargestMemoryRise(records);
  EXPECT_EQ(top.job, "lib.b");
  EXPECT_EQ(top.raised_bytes, 4100);
  EXPECT_EQ(top.peak_bytes, 5000);
  records = {{"lib.a", {{"rss_raised_bytes", 0}}}};
  EXPECT_EQ(LargestMemoryRise(records).job, "");
}

TEST(ChooseCasesTest, SaysWhyEachCallableHasNoCase) {
  std::vector<json> items = {Item("lib.a", 0), Item("lib.b", 1), Item("lib.c", 1),
                             Item("lib.d", 1), Item("lib.e", 1), Item("lib.f", 2)};
  std::map<std::string, json> records;
  records["lib.b"] = {{"status", "timeout"}, {"detail", "killed after 5 s (--timeout)"}};
  records["lib.c"] = {{"status", "ok"}, {"error", "ValueError: no"}, {"candidates", json::array()}};
  records["lib.d"] = {{"status", "ok"}, {"error", ""}, {"candidates", json::array()}};
  records["lib.e"] = {{"status", "crash"}, {"detail", "exit -11"}};
  records["lib.f"] = {{"status", "ok"},
                      {"candidates", json::array()},
                      {"dropped", {{{"callable", "lib.f"}, {"reason", "a tensor inside a list"}}}}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  EXPECT_TRUE(d.cases.empty());
  EXPECT_EQ(d.undiscovered.at("lib.a"), "no example in its docstring");
  EXPECT_EQ(d.undiscovered.at("lib.b"), "its example timed out (killed after 5 s (--timeout))");
  EXPECT_EQ(d.undiscovered.at("lib.c"), "its example failed: ValueError: no");
  EXPECT_EQ(d.undiscovered.at("lib.d"), "its example makes no call to it with a tensor argument or result");
  EXPECT_EQ(d.undiscovered.at("lib.e"), "its example's worker ended: crash (exit -11)");
  EXPECT_EQ(d.undiscovered.at("lib.f"), "its calls could not be written: a tensor inside a list");
  EXPECT_EQ(d.callables, 6);
  EXPECT_EQ(d.with_examples, 5);
  EXPECT_EQ(d.dropped, 1);

  // with a test suite run too, a callable without an example says the tests missed it as well
  items.push_back({{"name", "tests:test_x.py"}, {"group", "tests"}, {"examples", 1}});
  EXPECT_EQ(ChooseCases(items, records, "lib", 3).undiscovered.at("lib.a"),
            "no example in its docstring, and no test calls it with a tensor");
}

TEST(ChooseCasesTest, TheSignaturesPhaseAddsItsReasonOrItsCase) {
  // lib.a: no example, and no call from its signature; lib.b: no example, its signature's call
  // timed out; lib.c: no example, a case from its signature
  std::vector<json> items = {Item("lib.a", 0), Item("lib.b", 0), Item("lib.c", 0)};
  for (const char* n : {"lib.a", "lib.b", "lib.c"}) {
    items.push_back({{"name", std::string(kSignaturesPrefix) + n}, {"group", "signatures"},
                     {"examples", 1}});
  }
  std::map<std::string, json> records;
  records["signatures:lib.a"] = {
      {"status", "ok"},
      {"error", "no call from its signature: parameter 'mode' (str) has no default and no value "
                "to guess"},
      {"candidates", json::array()}};
  records["signatures:lib.b"] = {{"status", "timeout"}, {"detail", "killed after 5 s (--timeout)"}};
  json from_signature =
      Candidate("lib.c", {Input({2, 3})}, "", "a call written from the signature of lib.c");
  records["signatures:lib.c"] = {
      {"status", "ok"}, {"error", ""}, {"candidates", json::array({from_signature})}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  ASSERT_EQ(d.cases.size(), 1u);
  EXPECT_EQ(d.cases[0].callable, "lib.c");
  EXPECT_EQ(d.undiscovered.at("lib.a"),
            "no example in its docstring; no call from its signature: parameter 'mode' (str) has "
            "no default and no value to guess");
  EXPECT_EQ(d.undiscovered.at("lib.b"),
            "no example in its docstring; timed out (killed after 5 s (--timeout))");
  EXPECT_FALSE(d.undiscovered.count("lib.c"));
  EXPECT_EQ(d.callables, 3);
}

TEST(ChooseCasesTest, TestFilesThatStoppedEarlyAreListed) {
  std::vector<json> items = {Item("lib.a", 0)};
  std::map<std::string, json> records;
  for (const char* f : {"tests:t_ok.py", "tests:t_fails.py", "tests:t_slow.py", "tests:t_bad.py",
                        "tests:t_gone.py"}) {
    items.push_back({{"name", f}, {"group", "tests"}, {"examples", 1}});
  }
  records["tests:t_ok.py"] = {{"status", "ok"}, {"error", ""},
                              {"candidates", {Candidate("lib.a", {Input({2})})}}};
  records["tests:t_fails.py"] = {{"status", "ok"}, {"error", ""}};  // failing tests end normally
  records["tests:t_slow.py"] = {{"status", "timeout"},
                                {"detail", "killed after 600 s (--tests-timeout)"}};
  records["tests:t_bad.py"] = {{"status", "ok"}, {"error", "pytest exit status 4, nothing recorded"}};
  records["tests:t_gone.py"] = {{"status", "crash"}, {"detail", "exit -9"}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  EXPECT_EQ(d.test_files, 5);
  EXPECT_EQ(d.unfinished_tests,
            (std::map<std::string, std::string>{
                {"tests:t_bad.py", "pytest exit status 4, nothing recorded"},
                {"tests:t_gone.py", "worker ended: crash (exit -9)"},
                {"tests:t_slow.py", "timed out (killed after 600 s (--tests-timeout))"}}));
  std::string pack = RenderDiscoveredPack(d, "lib", {"capgrid discover lib", "0", "p_data"});
  EXPECT_NE(pack.find("\n# Test files that did not run to the end: 3 of 5 (the calls they made "
                      "before are recorded).\n#   tests:t_bad.py: pytest exit status 4, nothing "
                      "recorded\n"),
            std::string::npos)
      << pack;
  EXPECT_EQ(d.cases.size(), 1u);  // what a file recorded is kept whatever its end
}

TEST(ChooseCasesTest, IgnoresMalformedCandidates) {
  std::vector<json> items = {Item("lib.a", 1)};
  std::map<std::string, json> records;
  json no_shape = Candidate("lib.a", {Input({2})});
  no_shape["inputs"][0].erase("shape");
  json no_source = Candidate("lib.a", {Input({2})});
  no_source["inputs"][0].erase("seeded");
  records["lib.a"] = {{"status", "ok"}, {"candidates", {no_shape, no_source, json(3)}}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  EXPECT_TRUE(d.cases.empty());
  EXPECT_EQ(d.undiscovered.at("lib.a"), "its example makes no call to it with a tensor argument or result");
}

TEST(RenderDiscoveredPackTest, WritesSeedsStoredTensorsAndReasons) {
  std::vector<json> items = {Item("lib.Blend", 1), Item("lib.warp", 1), Item("lib.no", 0),
                             Item("lib.raises", 1)};
  items[2]["kind"] = "enum";
  json blend = Candidate("lib.Blend", {Input({2, 3}), Input({2, 3}, "torch.zeros(2, 3)")});
  blend["target"] = "lib.Blend(alpha=0.25)";
  blend["built"] = true;
  json warp = Candidate("lib.warp", {Input({1, 1, 8, 8}), Input({2, 2}, "load('0123456789abcdef')")});
  warp["form"] = "lambda";
  warp["call"] = "lambda x0, x1: lib.warp(x0, grid=x1)";
  warp["random"] = true;
  std::map<std::string, json> records = {
      {"lib.Blend", {{"status", "ok"}, {"candidates", {blend}}}},
      {"lib.warp", {{"status", "ok"}, {"candidates", {warp}}}},
      // a long message cut at a space: no trailing blank in the comment
      {"lib.raises", {{"status", "ok"}, {"error", "OSError: two\nlines "}}}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  EXPECT_EQ(d.files, std::set<std::string>{"0123456789abcdef"});
  const std::string pack = RenderDiscoveredPack(d, "lib", {"capgrid discover lib -o p.py", "9", "p_data"});
  EXPECT_EQ(pack, RenderDiscoveredPack(d, "lib", {"capgrid discover lib -o p.py", "9", "p_data"}));
  const int64_t blend_seed = StableSeed("lib.Blend");
  const int64_t input_seed = StableSeed("lib.Blend#0");
  EXPECT_NE(pack.find("    case(\"lib.Blend\", \"lib\", built(lambda: lib.Blend(alpha=0.25), seed=" +
                      std::to_string(blend_seed) + "),\n         [rand(2, 3, seed=" +
                      std::to_string(input_seed) + "), torch.zeros(2, 3)],\n"),
            std::string::npos)
      << pack;
  EXPECT_NE(pack.find("    case(\"lib.warp[random]\", \"lib\", lambda x0, x1: lib.warp(x0, grid=x1),\n"),
            std::string::npos)
      << pack;
  EXPECT_NE(pack.find("ref=\"lib.warp\", check=False, note=\"discovered: docstring example\"),"),
            std::string::npos);
  EXPECT_NE(pack.find("DATA = Path(__file__).with_name(\"p_data\")\n"), std::string::npos);
  EXPECT_NE(pack.find("PACKAGE_OF = {\"lib\": \"lib\"}\n"), std::string::npos);
  EXPECT_NE(pack.find("# Not discovered: 2 of 4 public callables (1 of them not applicable to a "
                      "tensor capture, marked n/a).\n#   lib.no: no example in its "
                      "docstring (n/a: an enum)\n#   lib.raises: its example failed: OSError: two lines\n"),
            std::string::npos)
      << pack;
}

TEST(RenderDiscoveredPackTest, BuildsTheObjectsACallBuildsOnceUnderASeed) {
  std::vector<json> items = {Item("lib.apply", 1), Item("lib.mix", 1)};
  json apply = Candidate("lib.apply", {Input({4, 3}, "torch.ones(4, 3)")});
  apply["form"] = "lambda";
  apply["call"] = "lambda x0, _o0=torch.nn.Linear(3, 2): lib.apply(_o0, x0)";
  apply["call_built"] = true;
  json mix = Candidate("lib.mix", {Input({2}, "torch.ones(2)")}, "{'layer': torch.nn.Tanh()}");
  mix["call_built"] = true;
  std::map<std::string, json> records = {
      {"lib.apply", {{"status", "ok"}, {"candidates", {apply}}}},
      {"lib.mix", {{"status", "ok"}, {"candidates", {mix}}}}};
  const std::string pack = RenderDiscoveredPack(ChooseCases(items, records, "lib", 3), "lib",
                                                {"c", "9", "p_data"});
  const std::string apply_seed = std::to_string(StableSeed("lib.apply"));
  const std::string mix_seed = std::to_string(StableSeed("lib.mix") + 1);
  EXPECT_NE(pack.find("case(\"lib.apply\", \"lib\", built(lambda: lambda x0, "
                      "_o0=torch.nn.Linear(3, 2): lib.apply(_o0, x0), seed=" + apply_seed + "),"),
            std::string::npos)
      << pack;
  EXPECT_NE(pack.find("[torch.ones(2)], built(lambda: {'layer': torch.nn.Tanh()}, seed=" +
                      mix_seed + "),"),
            std::string::npos)
      << pack;
  EXPECT_NE(pack.find("def built(make, seed):"), std::string::npos);
}

// A case with no tensor input says so in its note: its captures are constant graphs.
TEST(RenderDiscoveredPackTest, ACaseWithNoTensorInputSaysSoInItsNote) {
  std::vector<json> items = {Item("lib.kernel", 1), Item("lib.blur", 1)};
  json kernel = Candidate("lib.kernel", {}, "lambda: lib.kernel(5, sigma=1.5)");
  kernel["form"] = "lambda";
  json blur = Candidate("lib.blur", {Input({1, 1, 4, 4})});
  std::map<std::string, json> records = {
      {"lib.kernel", {{"status", "ok"}, {"candidates", {kernel}}}},
      {"lib.blur", {{"status", "ok"}, {"candidates", {blur}}}}};
  Discovered d = ChooseCases(items, records, "lib", 3);
  const std::string pack = RenderDiscoveredPack(d, "lib", {"capgrid discover lib", "9", "p_data"});
  const std::string said = "no tensor input: its captures compute nothing from an input";
  size_t at = pack.find(said);
  ASSERT_NE(at, std::string::npos) << pack;
  EXPECT_EQ(pack.find(said, at + 1), std::string::npos) << pack;  // only the kernel's
  EXPECT_LT(pack.rfind("lib.kernel", at), at);
  EXPECT_GT(pack.rfind("lib.kernel", at), pack.rfind("lib.blur", at));
}

TEST(StableSeedTest, IsFnv1aOfTheTextIn31Bits) {
  EXPECT_EQ(StableSeed(""), 2166136261 & 0x7fffffff);
  EXPECT_EQ(StableSeed("a"), 0xe40c292c & 0x7fffffff);
  EXPECT_NE(StableSeed("ops.scale#0"), StableSeed("ops.scale#1"));
}

}  // namespace
}  // namespace capgrid
