#include "speed_merge.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "embedded.h"
#include "snapshot_model.h"
#include "vocabulary.h"

namespace capgrid {
namespace {

using json = nlohmann::json;

json Record() {
  return json::parse(R"({
    "status": "timed", "machine": "CPU X, 2 CPUs",
    "latency": {
      "eager": {"median_s": 0.004, "p10_s": 0.0035, "p90_s": 0.005, "runs": 12, "too_fast": false},
      "compile": {"median_s": 0.001, "p10_s": 0.0009, "p90_s": 0.0012, "runs": 30, "too_fast": false},
      "onnx": {"median_s": 0.000008, "p10_s": 0.000007, "p90_s": 0.000009, "runs": 30, "too_fast": true}
    },
    "speedup": {"compile": 4.0, "export": null, "onnx": null},
    "variant_errors": {"export": "torch.export.export raised: boom"},
    "recompile_errors": {"new_batch": "the first input has no batch dimension"},
    "recompiles_same_shape": 2, "recompiles_new_batch": null,
    "recompile_reason": "1/0: ___stack0 == 5", "new_batch_reason": ""
  })");
}

TEST(SpeedMerge, FieldsFromTheRecordAndTheCaptureProbesTimes) {
  json compile = {{"times", {{"capture_s", 2.5}}}};
  json onnx = {{"times", {{"capture_s", 1.25}}}};
  json e = SpeedFields(Record(), compile, onnx, 0.95);
  EXPECT_EQ(e["eager_latency_s"], 0.004);
  EXPECT_EQ(e["eager_latency_spread"], json::array({0.0035, 0.005}));
  EXPECT_EQ(e["compile_speedup"], 4.0);
  EXPECT_TRUE(e["export_latency_s"].is_null());
  EXPECT_TRUE(e["export_latency_spread"].is_null());
  EXPECT_TRUE(e["onnx_speedup"].is_null());
  EXPECT_EQ(e["too_fast"], json::array({"onnx"}));
  EXPECT_EQ(e["slower_than_eager"], false);
  EXPECT_EQ(e["compile_time_s"], 2.5);
  EXPECT_EQ(e["onnx_export_s"], 1.25);
  EXPECT_EQ(e["recompiles_same_shape"], 2);
  EXPECT_TRUE(e["recompiles_new_batch"].is_null());
  EXPECT_EQ(e["recompile_reason"], "1/0: ___stack0 == 5");
  EXPECT_EQ(e["speed_errors"]["export"], "torch.export.export raised: boom");
  EXPECT_EQ(e["speed_errors"]["recompiles_new_batch"], "the first input has no batch dimension");
  EXPECT_EQ(SpeedMachine(Record()), "CPU X, 2 CPUs");
  // a record of speed version 2 has no 2B+1 check: null, "" and null
  EXPECT_TRUE(e["recompiles_larger_batch"].is_null());
  EXPECT_EQ(e["larger_batch_reason"], "");
  EXPECT_TRUE(e["went_dynamic"].is_null());
}

TEST(SpeedMerge, TheLargerBatchAndWentDynamic) {
  json r = Record();
  r["recompiles_new_batch"] = 1;
  r["recompiles_larger_batch"] = 0;
  r["new_batch_reason"] = "0/0: tensor 'x' size mismatch at index 0. expected 4, actual 5";
  r["went_dynamic"] = true;
  json e = SpeedFields(r, json(), json(), 0.95);
  EXPECT_EQ(e["recompiles_new_batch"], 1);
  EXPECT_EQ(e["recompiles_larger_batch"], 0);
  EXPECT_EQ(e["larger_batch_reason"], "");
  EXPECT_EQ(e["went_dynamic"], true);
  r["recompiles_larger_batch"] = 1;
  r["larger_batch_reason"] = "\x1b[1m0/1: tensor 'x' size mismatch at index 0\x1b[0m";
  r["went_dynamic"] = false;
  e = SpeedFields(r, json(), json(), 0.95);
  EXPECT_EQ(e["recompiles_larger_batch"], 1);
  EXPECT_EQ(e["larger_batch_reason"], "0/1: tensor 'x' size mismatch at index 0");
  EXPECT_EQ(e["went_dynamic"], false);
  r["went_dynamic"] = "yes";  // not a boolean: not taken
  EXPECT_TRUE(SpeedFields(r, json(), json(), 0.95)["went_dynamic"].is_null());
}

TEST(SpeedMerge, SlowerThanEagerUnderTheThreshold) {
  json r = Record();
  r["speedup"]["compile"] = 0.9;
  EXPECT_EQ(SpeedFields(r, json(), json(), 0.95)["slower_than_eager"], true);
  EXPECT_EQ(SpeedFields(r, json(), json(), 0.85)["slower_than_eager"], false);
  r["speedup"] = {{"compile", 1.5}, {"export", 0.2}, {"onnx", 0.5}};
  // The exported program's module is no deployment target: only compile and ONNX count.
  EXPECT_EQ(SpeedFields(r, json(), json(), 0.95)["slower_than_eager"], true);
  r["speedup"]["onnx"] = 1.2;
  EXPECT_EQ(SpeedFields(r, json(), json(), 0.95)["slower_than_eager"], false);
}

TEST(SpeedMerge, TextsLoseTheirTerminalColourCodes) {
  // torch.onnx colours its step names ("\x1b[96mThis is step 1/3\x1b[0m"); the merge keeps no
  // terminal code in any text, as for the probes' errors and chains.
  json r = Record();
  r["variant_errors"]["onnx"] = "TorchExportError: Failed. \x1b[96mThis is step 1/3\x1b[0m of it";
  r["recompile_reason"] = "\x1b[1m1/0: ___stack0 == 5\x1b[0m";
  r["recompile_errors"]["new_batch"] = "\x1b[31m\x1b[0m";  // nothing left: no entry
  json e = SpeedFields(r, json(), json(), 0.95);
  EXPECT_EQ(e["speed_errors"]["onnx"], "TorchExportError: Failed. This is step 1/3 of it");
  EXPECT_EQ(e["recompile_reason"], "1/0: ___stack0 == 5");
  EXPECT_FALSE(e["speed_errors"].contains("recompiles_new_batch"));
}

TEST(SpeedMerge, TheMachineOrEveryMachineWithItsCount) {
  EXPECT_EQ(SpeedMachineText({}), "");
  EXPECT_EQ(SpeedMachineText({{"AMD EPYC, 2 CPUs", 2175}}), "AMD EPYC, 2 CPUs");
  EXPECT_EQ(SpeedMachineText({{"Intel Xeon, 2 CPUs", 1}, {"AMD EPYC, 2 CPUs", 2175}}),
            "several machines: AMD EPYC, 2 CPUs (2175 configurations), Intel Xeon, 2 CPUs "
            "(1 configuration)");
}

TEST(SpeedMerge, NoRecordGivesEveryFieldEmpty) {
  json e = SpeedFields(json(), json(), json(), 0.95);
  for (const std::string& v : SpeedVariants()) {
    EXPECT_TRUE(e[v + "_latency_s"].is_null()) << v;
  }
  EXPECT_TRUE(e["compile_time_s"].is_null());
  EXPECT_EQ(e["too_fast"], json::array());
  EXPECT_EQ(e["speed_errors"], json::object());
  EXPECT_EQ(e["recompile_reason"], "");
  EXPECT_EQ(SpeedMachine(json()), "");
}

TEST(SpeedMerge, TheVocabularyDeclaresTheProbeAndItsThreshold) {
  const Vocabulary& v = Vocabulary::Builtin();
  int p = v.SpeedProbe();
  ASSERT_GE(p, 0);
  EXPECT_DOUBLE_EQ(v.probe_info()[p].slower_below, 0.95);
  EXPECT_EQ(v.probe_info()[p].since_format, 3);
  EXPECT_GE(v.OnnxProbe(), 0);
  EXPECT_TRUE(v.probe_info()[v.OnnxProbe()].onnx_ops);
  json doc = json::parse(EmbeddedFile("statuses.json"));
  doc["probe_info"][v.probes()[p]].erase("slower_below");
  try {
    Vocabulary::Parse(doc.dump());
    ADD_FAILURE() << "a speed probe without slower_below was accepted";
  } catch (const VocabularyError& e) {
    EXPECT_THAT(e.what(), ::testing::HasSubstr("needs slower_below"));
  }
}

}  // namespace
}  // namespace capgrid
