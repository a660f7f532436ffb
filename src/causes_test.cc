#include "causes.h"

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "errors.h"

namespace capgrid {
namespace {

using nlohmann::json;

json Fixture(const std::string& name) {
  std::ifstream in(std::string(CAPGRID_SOURCE_DIR) + "/tests/data/errors/" + name + ".json");
  EXPECT_TRUE(in) << name;
  return json::parse(in);
}

Evidence CellOf(const json& f) {
  Evidence ev;
  ev.probe = f.value("probe", "");
  ev.status = f.value("status", "");
  ev.error = f.value("error", "");
  ev.chain = f.value("chain", "");
  ev.detail = f.value("detail", "");
  return ev;
}

Evidence FirstBreakOf(const json& f, const CauseRules& rules) {
  const json& b = f["break_reasons"][0];
  Evidence ev;
  ev.kind = Evidence::Kind::kBreak;
  ev.probe = "compile";
  ev.status = "graph-break";
  ev.error = b["reason"];
  ev.gb_type = b["type"];
  ev.registry_id = b["registry_id"];
  if (ev.registry_id.empty()) ev.registry_id = rules.RegistryIdOf(ev.gb_type);
  return ev;
}

// Each of Kornia's cause rules (kornia_pipeline.md §d), on a real error text of its kind
// recorded by tests/data/errors/make_errors.py.
struct Case {
  const char* fixture;
  const char* cause;
  const char* text;  // a fragment of the user-facing text
};

class KorniaRules : public ::testing::TestWithParam<Case> {};

TEST_P(KorniaRules, RealErrorTextGetsTheCause) {
  CauseRules rules = CauseRules::Builtin();
  json f = Fixture(GetParam().fixture);
  Verdict v = f.contains("break_reasons") ? rules.Classify(FirstBreakOf(f, rules))
                                          : rules.Classify(CellOf(f));
  EXPECT_EQ(v.cause.id, GetParam().cause) << f.value("error", "");
  EXPECT_NE(v.cause.text.find(GetParam().text), std::string::npos) << v.cause.text;
  EXPECT_FALSE(v.unclassified);
}

INSTANTIATE_TEST_SUITE_P(
    Fixtures, KorniaRules,
    ::testing::Values(
        Case{"onnx_no_lowering_svd", "no-onnx-lowering:_linalg_svd",
             "no ONNX lowering for torch.linalg.svd"},
        Case{"onnx_no_lowering_searchsorted", "no-onnx-lowering:searchsorted",
             "no ONNX lowering for torch.searchsorted"},
        Case{"export_specialized_integer", "data-dependent-int", "a Python integer"},
        Case{"export_guard_data_dependent", "data-dependent-branch", "a Python branch"},
        Case{"break_data_dependent_branch", "data-dependent-branch", "a Python branch"},
        Case{"break_nonzero", "data-dependent-shape", "the output shape depends"},
        Case{"onnx_generator", "generator-argument", "torch.Generator"},
        Case{"checker_unsorted", "onnxscript-unsorted-graph", "unsorted graph"},
        Case{"onnx_constant_mutated", "constant-mutated", "constant buffer is mutated"},
        Case{"quoted_dim_none", "no-lowering-dim-none", "dim=None reduction"},
        Case{"overload_no_match", "overload-unresolved", "cannot resolve the torch overload"},
        Case{"quoted_data_not_allocated", "tensor-read-back", "read back into Python"},
        Case{"fake_data_not_allocated", "tensor-read-back", "read back into Python"},
        Case{"export_allclose", "data-dependent-output:allclose",
             "allclose produces a Python value"},
        Case{"inductor_kernel_compile", "inductor-cpp-codegen",
             "generated kernel does not compile"},
        Case{"inductor_no_compiler", "inductor-cpp-codegen", "generated kernel does not compile"},
        Case{"backend_storage_keyerror", "inductor-storage-keyerror",
             "KeyError on a tensor storage"},
        Case{"survey_clamp_overload_mix", "overload-mixed-args:clamp",
             "no aten.clamp overload for the mix of Python numbers and tensors"},
        Case{"survey_dynamo_internal_none_len", "dynamo-internal-error",
             "dynamo bug in this torch version"},
        Case{"survey_onnx_no_lowering_prims_nextafter", "no-onnx-lowering:prims.nextafter",
             "no ONNX lowering for prims.nextafter"},
        Case{"survey_onnx_bool_index_put_none", "no-lowering-bool-index-put",
             "boolean mask next to a slice"},
        Case{"survey_compile_inference_mode", "inference-mode-compile",
             "torch.inference_mode()"},
        Case{"survey_export_numpy_in_forward", "numpy-in-forward", "converts a tensor to NumPy"},
        Case{"survey_export_fake_tensor_constant", "fake-tensor-constant",
             "ends up as a constant"},
        Case{"survey_export_lifted_constant_order", "export-lifted-constant-order",
             "torch.export bug in this torch version"},
        Case{"survey_monai_item_on_tracing_tensor", "tensor-read-back", "read back into Python"},
        Case{"survey_monai_weakref_swap", "module-moved-in-forward", "cannot swap its parameters"},
        Case{"survey_monai_metatensor_subclass", "tensor-subclass-output", "tensor subclass"},
        Case{"survey_monai_deepcopy_data_pointer", "tensor-data-pointer", "raw memory"},
        Case{"grad_wrong_backward", "wrong-gradient", "the forward takes nothing out of autograd"},
        Case{"grad_item_detaches", "gradient-stopped", "a stop-gradient or straight-through"},
        Case{"survey_kornia_grad_detach", "gradient-stopped", "a stop-gradient or straight-through"},
        Case{"survey_kornia_grad_view_strides", "traced-view-strides",
             "a view that runs eagerly fails in the traced graph"},
        Case{"survey_kornia_aoti_generator", "generator-argument", "torch.Generator argument"},
        Case{"grad_no_derivative", "no-derivative", "has no derivative in torch"},
        Case{"survey_monai_amax_no_dim", "no-lowering-dim-none", "dim=None reduction"},
        Case{"survey_monai_grad_meta_strides", "meta-kernel-strides:replication_pad2d_backward",
             "aten.replication_pad2d_backward's meta kernel gives other strides"},
        Case{"survey_pyg_traced_view_strides", "traced-view-strides",
             "a view that runs eagerly fails in the traced graph"},
        Case{"survey_monai_grad_undecidable_size", "inductor-undecidable-size",
             "comparison of symbolic sizes it cannot decide"},
        Case{"survey_monai_aoti_proxy_executor", "aoti-proxy-executor-arguments",
             "AOTInductor bug in this torch version"},
        Case{"survey_monai_aoti_functionalization_assert", "functionalization-assert",
             "while functionalising the graph"},
        Case{"survey_monai_aoti_left_mutation", "functionalization-left-mutation",
             "survives functionalisation"},
        Case{"survey_kornia_aoti_copy_into_non_input", "functionalization-copy-into-non-input",
             "an in-place copy into a tensor that is not a graph input"},
        Case{"survey_monai_lstsq_dynamic_output", "no-fake-rule:linalg_lstsq.default",
             "cannot trace aten.linalg_lstsq.default"},
        Case{"survey_monai_inductor_lowering", "inductor-lowering-error", "lowering an operator"},
        // the deployment targets (issue 52): records of the MONAI survey's torch 2.15 stack
        Case{"survey_monai_executorch_missing_kernel", "executorch-missing-kernel:avg_pool3d",
             "no kernel for aten.avg_pool3d"},
        Case{"survey_monai_executorch_dim_order", "executorch-dim-order", "different dim orders"},
        Case{"survey_monai_executorch_strided_input", "executorch-strided-input",
             "only contiguous or channels-last inputs"},
        Case{"survey_monai_xnnpack_pass_through", "xnnpack-pass-through-output",
             "returns one of its inputs unchanged"},
        Case{"survey_monai_xnnpack_nhwc", "xnnpack-nhwc-conversion", "channels-last (NHWC)"},
        Case{"survey_monai_executorch_mismatched_dtypes", "executorch-mismatched-dtypes",
             "different dtypes"},
        Case{"survey_monai_executorch_not_core_aten", "executorch-not-core-aten:bucketize",
             "aten.bucketize is not in the Core ATen operator set"},
        Case{"survey_monai_openvino_no_conversion", "openvino-no-conversion:diagonal",
             "no translation for aten.diagonal"},
        Case{"survey_monai_openvino_unbacked", "openvino-decomposition-unbacked",
             "unbacked symbols"},
        Case{"survey_monai_openvino_complex", "openvino-complex", "complex tensors"},
        Case{"survey_monai_executorch_no_5d_kernel", "executorch-no-5d-kernel:convolution",
             "portable convolution kernel takes only 3-D or 4-D inputs"},
        Case{"survey_monai_xnnpack_unsupported_parameter", "xnnpack-unsupported-parameter",
             "xnn_status_unsupported_parameter"},
        Case{"survey_monai_openvino_conversion_failed", "openvino-conversion-failed:searchsorted",
             "translation for aten.searchsorted, which fails"},
        Case{"ort_load_fail", "onnxruntime-rejects", "onnxruntime cannot run"},
        Case{"ort_run_fail", "onnxruntime-rejects", "onnxruntime cannot run"},
        Case{"checker_unknown_op", "checker-rejects", "onnx.checker rejects"},
        Case{"eager_fail", "eager-fail", "does not run eagerly"},
        Case{"break_item", "tensor-read-back", "read back into Python"},
        Case{"break_explicit", "explicit-graph-break", "torch._dynamo.graph_break()"},
        Case{"dynamic_export_specialised", "dynamic-size-made-constant",
             "makes the dynamic batch a constant"},
        Case{"dynamic_onnx_reshape_refused", "dynamic-size-refused-at-run",
             "refuses another batch"},
        Case{"dynamic_export_guard_on_size", "dynamic-guard-on-size", "a guard on the batch"},
        Case{"survey_monai_dynamic_size_as_attribute", "dynamic-size-as-onnx-attribute",
             "needs a constant attribute"},
        Case{"survey_kornia_dynamic_solver_bound", "dynamic-solver-fractional-bound",
             "not a whole number"},
        Case{"survey_kornia_dynamic_onnx_int_overflow", "dynamic-onnx-int-overflow",
             "overflows"},
        Case{"survey_kornia_dynamic_fx_branch", "dynamic-fx-branch-on-size", "fallback trace"},
        Case{"survey_kornia_dynamic_size_checked_expr", "dynamic-size-checked-as-int",
             "plain Python int"},
        Case{"dynamic_onnx_mismatch_at_size", "dynamic-mismatch-at-size",
             "differs from eager"},
        Case{"dynamic_export_size_not_int", "dynamic-size-checked-as-int",
             "a size is a plain Python int"},
        Case{"dynamic_onnx_fixed_input_size", "dynamic-onnx-fixed-input",
             "exported the model with a fixed size"}),
    [](const auto& info) { return std::string(info.param.fixture); });

TEST(Causes, InductorRulesNeedBothSubstrings) {
  // Kornia's torch-bug rules require every listed substring: the g++ rule alone is the
  // fallback when CalledProcessError is absent (inductor_no_compiler is such a text).
  CauseRules rules = CauseRules::Builtin();
  json f = Fixture("inductor_no_compiler");
  EXPECT_EQ(f["chain"].get<std::string>().find("CalledProcessError"), std::string::npos);
  Evidence ev = CellOf(f);
  ev.error = "RuntimeError: g++ failed";  // g++ without InductorError: no torch-bug cause
  ev.chain = "";
  EXPECT_TRUE(rules.Classify(ev).unclassified);
}

TEST(Causes, StatusCausesCarryTheErrorInTheDetail) {
  CauseRules rules = CauseRules::Builtin();
  Evidence ev = CellOf(Fixture("ort_run_fail"));
  Verdict v = rules.Classify(ev);
  EXPECT_EQ(v.detail.rfind("onnxruntime cannot run the exported graph: InvalidArgument", 0), 0u)
      << v.detail;
  EXPECT_LE(v.detail.size(),
            std::string("onnxruntime cannot run the exported graph: ").size() + 120);

  Evidence mismatch;
  mismatch.status = "mismatch";
  mismatch.detail = "max abs diff 0.03 at 12/240 elements";
  v = rules.Classify(mismatch);
  EXPECT_EQ(v.cause.id, "mismatch");
  EXPECT_EQ(v.detail,
            "runs, but the result differs from eager: max abs diff 0.03 at 12/240 elements");
}

TEST(Causes, EngineStatusesHaveCauses) {
  CauseRules rules = CauseRules::Builtin();
  for (const char* status : {"timeout", "crash", "oom", "protocol-error"}) {
    Evidence ev;
    ev.status = status;
    ev.detail = "killed by SIGSEGV";
    ev.chain = "Dynamic shape operator";  // a log tail never outranks the engine's verdict
    Verdict v = rules.Classify(ev);
    EXPECT_EQ(v.cause.id, status);
    EXPECT_EQ(v.cause.category, "engine");
  }
  Evidence skipped;
  skipped.status = "skipped";
  skipped.skip_reason = "file I/O, nothing to trace";
  Verdict v = rules.Classify(skipped);
  EXPECT_EQ(v.cause.id, "skipped");
  EXPECT_EQ(v.detail, "file I/O, nothing to trace");
}

TEST(Causes, UnmatchedErrorIsUnclassifiedWithTheRawTextCut) {
  CauseRules rules = CauseRules::Builtin();
  Evidence ev = CellOf(Fixture("onnx_histc_unclassified"));
  Verdict v = rules.Classify(ev);
  EXPECT_TRUE(v.unclassified);
  EXPECT_EQ(v.cause.id, "unclassified");
  EXPECT_EQ(v.detail.rfind("ConversionError <- NotImplementedError: aten_histc", 0), 0u);
  EXPECT_LE(v.detail.size(), 160u);
}

TEST(Causes, EveryRegistryIdMapsToACause) {
  CauseRules rules = CauseRules::Builtin();
  ASSERT_GT(rules.registry().size(), 500u);  // torch 2.13 ships 517 ids
  for (const auto& [id, types] : rules.registry().items()) {
    Evidence ev;
    ev.kind = Evidence::Kind::kBreak;
    ev.status = "graph-break";
    ev.registry_id = id;
    ev.gb_type = types[0];
    Verdict v = rules.Classify(ev);
    ASSERT_FALSE(v.unclassified) << id;
    EXPECT_EQ(rules.RegistryIdOf(types[0]).empty(), false);
  }
  Evidence ev;
  ev.kind = Evidence::Kind::kBreak;
  ev.status = "graph-break";
  ev.registry_id = "GB0147";
  ev.gb_type = "Unsupported function call";
  EXPECT_EQ(rules.Classify(ev).cause.id, "unsupported-call");
  ev.registry_id = "GB0000";
  ev.gb_type = rules.RegistryTypeOf("GB0000");
  Verdict v = rules.Classify(ev);
  EXPECT_EQ(v.cause.id, "graph-break:GB0000");
  EXPECT_EQ(v.cause.text, "graph break: " + ev.gb_type);
  EXPECT_EQ(rules.RegistryUrl("GB0170"),
            "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0170.html");
}

TEST(Causes, UserRulesAreTriedFirst) {
  CauseRules rules = CauseRules::Builtin();
  CauseRules user = CauseRules::Parse(R"({"version": 1, "rules": [
      {"id": "svd-known", "category": "upstream", "owner": "exporter",
       "contains": ["aten._linalg_svd"], "text": "svd: tracked upstream"}]})",
                                      "user.json");
  rules.Prepend(user);
  Verdict v = rules.Classify(CellOf(Fixture("onnx_no_lowering_svd")));
  EXPECT_EQ(v.cause.id, "svd-known");
  EXPECT_EQ(v.cause.owner, "exporter");  // a user's file uses the built-in owners
  EXPECT_EQ(rules.Classify(CellOf(Fixture("onnx_no_lowering_searchsorted"))).cause.id,
            "no-onnx-lowering:searchsorted");
}

TEST(Causes, BadRulesFilesNameTheFileAndRule) {
  auto message = [](const std::string& text) {
    try {
      CauseRules::Parse(text, "mine.json");
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message("{").find("mine.json: not a JSON cause-rules file"), std::string::npos);
  EXPECT_NE(message(R"({"rules": [{"text": "x", "contains": ["a"]}]})")
                .find("mine.json: rule 0 has no \"id\""),
            std::string::npos);
  EXPECT_NE(message(R"({"rules": [{"id": "x", "owner": "torch", "text": "x", "regex": "("}]})")
                .find("mine.json: rule 0 ('x'): bad regex"),
            std::string::npos);
  EXPECT_NE(message(R"({"rules": [{"id": "x", "owner": "torch", "text": "x"}]})").find("has no condition"),
            std::string::npos);
  EXPECT_NE(message(R"({"version": 2, "rules": []})").find("version 2 is not supported"),
            std::string::npos);
}

TEST(Causes, EveryRuleNeedsAKnownOwner) {
  auto message = [](const std::string& text) {
    try {
      CauseRules::Parse(text, "mine.json");
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message(R"({"rules": [{"id": "x", "text": "x", "contains": ["a"]}]})"),
            "mine.json: rule 0 ('x') has no \"owner\" (one of library, exporter, torch, "
            "runtime, executorch, openvino, case, environment, capgrid)");
  EXPECT_EQ(message(R"({"rules": [{"id": "x", "owner": "me", "text": "x", "contains": ["a"]}]})"),
            "mine.json: rule 0 ('x'): owner 'me' is not one of library, exporter, torch, "
            "runtime, executorch, openvino, case, environment, capgrid");
  EXPECT_EQ(message(R"({"rules": [{"id": "x", "owner": "torch", "text": "x", "contains": ["a"]},
                                  {"id": "x", "owner": "library", "text": "x", "contains": ["b"]}]})"),
            "mine.json: rule 1 ('x'): owner 'library', but an earlier rule of this id has 'torch'");
  // A file may declare its own owners; then only those are known.
  EXPECT_NE(message(R"({"owners": [{"id": "us", "text": "our team"}],
                        "rules": [{"id": "x", "owner": "torch", "text": "x", "contains": ["a"]}]})")
                .find("owner 'torch' is not one of us"),
            std::string::npos);
  // A user's rule may not give a built-in cause id another owner.
  CauseRules rules = CauseRules::Builtin();
  CauseRules user = CauseRules::Parse(
      R"({"rules": [{"id": "timeout", "owner": "torch", "text": "x", "status": ["timeout"]}]})",
      "user.json");
  try {
    rules.Prepend(user);
    ADD_FAILURE() << "no error";
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()),
              "user.json: rule 0 ('timeout'): owner 'torch', but the built-in rule of this id has "
              "'environment'");
  }
}

TEST(Causes, VerdictsCarryTheOwner) {
  CauseRules rules = CauseRules::Builtin();
  EXPECT_EQ(rules.Classify(CellOf(Fixture("onnx_no_lowering_svd"))).cause.owner, "exporter");
  Evidence none;
  none.status = "fail";
  none.error = "RuntimeError: something nobody has seen";
  Verdict v = rules.Classify(none);
  EXPECT_TRUE(v.unclassified);
  EXPECT_EQ(v.cause.id, "unclassified");
  EXPECT_EQ(v.cause.owner, "capgrid");
  ASSERT_NE(rules.FindOwner("library"), nullptr);
  EXPECT_EQ(rules.FindOwner("runtime")->label, "onnxruntime");
  EXPECT_EQ(rules.FindOwner("nobody"), nullptr);
}

TEST(Causes, OwnerOfACauseIdAsTheMergeWroteIt) {
  CauseRules rules = CauseRules::Builtin();
  EXPECT_EQ(rules.OwnerOfCause("timeout"), "environment");
  EXPECT_EQ(rules.OwnerOfCause("no-onnx-lowering:_linalg_svd"), "exporter");  // {1} filled in
  EXPECT_EQ(rules.OwnerOfCause("no-onnx-lowering:prims.hypot"), "exporter");
  EXPECT_EQ(rules.OwnerOfCause("data-dependent-output:equal"), "library");
  EXPECT_EQ(rules.OwnerOfCause("graph-break:GB0000"), "torch");
  EXPECT_EQ(rules.OwnerOfCause("unclassified"), "capgrid");
  EXPECT_EQ(rules.OwnerOfCause("no-onnx-lowering:"), "");  // a {..} part is never empty
  EXPECT_EQ(rules.OwnerOfCause("made-up"), "");
}

// Owner and category are different facts (who fixes it; what kind of failure), but where a
// category names its owner outright the two must agree.
TEST(Causes, BuiltinOwnersAgreeWithTheirCategories) {
  const std::map<std::string, std::string> owner_of_category = {
      {"missing-lowering", "exporter"}, {"exporter", "exporter"},   {"exporter-bug", "exporter"},
      {"onnx-checker", "exporter"},     {"data-dependent", "library"}, {"capture", "library"},
      {"torch-bug", "torch"},           {"onnxruntime", "runtime"},   {"not-applicable", "case"},
      {"executorch", "executorch"},     {"openvino", "openvino"}};
  CauseRules rules = CauseRules::Builtin();
  for (const json& r : rules.raw_rules()) {
    auto it = owner_of_category.find(r["category"]);
    if (it != owner_of_category.end()) {
      EXPECT_EQ(r["owner"], it->second) << r["id"];
    }
  }
  EXPECT_EQ(rules.owners().size(), 9U);
}

TEST(Causes, CutKeepsUtf8Whole) {
  EXPECT_EQ(Cut("  abc  ", 10), "abc");
  EXPECT_EQ(Cut("ab\xe2\x80\x94z", 3), "ab");  // an em-dash is never split
}

}  // namespace
}  // namespace capgrid

namespace capgrid {
namespace {

TEST(CausesDoc, CheckedInPageIsUpToDate) {
  std::string path = std::string(CAPGRID_SOURCE_DIR) + "/docs/causes.md";
  std::string want = CausesMarkdown(CauseRules::Builtin());
  if (std::getenv("CAPGRID_UPDATE_DOCS")) {
    std::ofstream(path, std::ios::binary) << want;
  }
  std::ifstream in(path, std::ios::binary);
  std::string have((std::istreambuf_iterator<char>(in)), {});
  EXPECT_TRUE(have == want) << "docs/causes.md is out of date with data/causes.json; run "
                               "CAPGRID_UPDATE_DOCS=1 build/dev/capgrid_tests "
                               "--gtest_filter='CausesDoc.*'";
  // after the engine, dynamic-batch, not-applicable and gradient rules (the order rules are tried
  // in)
  EXPECT_NE(want.find("| 31 | `no-onnx-lowering:{1}` |"), std::string::npos);
}

}  // namespace
}  // namespace capgrid
