#pragma once
// The provenance key: what makes two `capgrid run`s the same run (docs/store.md "Resume").
// Results are only comparable when the library, torch, onnx, onnxruntime, onnxscript, python,
// device, opset and packs are all the same; any difference starts a new run.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace capgrid {

// Canonical JSON (keys sorted, no spaces) of {"device", "packs" (sorted), "provenance"}.
// Equal inputs give byte-equal keys whatever the key order of `provenance` or the order of
// `packs`.
std::string ProvenanceKey(const nlohmann::json& provenance, std::vector<std::string> packs,
                          const std::string& device);

// A one-line summary for people: "kornia 0.9.0, torch 2.13.0+cpu, cpu, opset 18".
std::string DescribeProvenance(const nlohmann::json& provenance);

}  // namespace capgrid
