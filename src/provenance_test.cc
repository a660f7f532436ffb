#include "provenance.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

TEST(Provenance, KeyIgnoresFieldAndPackOrder) {
  auto a = nlohmann::json::parse(R"({"torch": "2.13", "library": "kornia", "opset": 18})");
  auto b = nlohmann::json::parse(R"({"opset": 18, "library": "kornia", "torch": "2.13"})");
  EXPECT_EQ(ProvenanceKey(a, {"x.py", "builtin:kornia"}, "cpu"),
            ProvenanceKey(b, {"builtin:kornia", "x.py"}, "cpu"));
  EXPECT_EQ(
      ProvenanceKey(a, {"p"}, "cpu"),
      R"({"device":"cpu","packs":["p"],"provenance":{"library":"kornia","opset":18,"torch":"2.13"}})");
}

TEST(Provenance, AnyDifferenceChangesTheKey) {
  auto a = nlohmann::json::parse(R"({"torch": "2.13"})");
  auto b = nlohmann::json::parse(R"({"torch": "2.14"})");
  EXPECT_NE(ProvenanceKey(a, {"p"}, "cpu"), ProvenanceKey(b, {"p"}, "cpu"));
  EXPECT_NE(ProvenanceKey(a, {"p"}, "cpu"), ProvenanceKey(a, {"p"}, "cuda"));
  EXPECT_NE(ProvenanceKey(a, {"p"}, "cpu"), ProvenanceKey(a, {"p", "q"}, "cpu"));
}

TEST(Provenance, Describe) {
  auto p = nlohmann::json::parse(
      R"({"library": "kornia", "library_version": "0.9.0", "torch": "2.13.0+cpu",
          "device": "cpu", "opset": 18})");
  EXPECT_EQ(DescribeProvenance(p), "kornia 0.9.0, torch 2.13.0+cpu, cpu, opset 18");
}

}  // namespace
}  // namespace capgrid
