#pragma once
// The provenance key: what makes two `capgrid run`s the same run (docs/store.md "Resume").
// Results are only comparable when the library, torch, onnx, onnxruntime, onnxscript, python,
// device, opset and packs are all the same; any difference starts a new run.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace capgrid {

// Canonical JSON (keys sorted, no spaces) of {"device", "packs" (sorted), "provenance"}, plus
// "options" when the capture options are not the defaults (an empty object), so that keys of
// runs with default options stay what they were before options were part of the key.
// Equal inputs give byte-equal keys whatever the key order of `provenance` or the order of
// `packs`.
std::string ProvenanceKey(const nlohmann::json& provenance, std::vector<std::string> packs,
                          const std::string& device,
                          const nlohmann::json& options = nlohmann::json::object());

// The probe stack's packages whose versions a run's provenance names, and so a snapshot's
// header: data/stack.json probe_stack's entries with "provenance" (torch, onnx, onnxruntime,
// onnxscript), in its order.
const std::vector<std::string>& ProvenancePackages();

// A one-line summary for people: "kornia 0.9.0, torch 2.13.0+cpu, cpu, opset 18".
std::string DescribeProvenance(const nlohmann::json& provenance);

}  // namespace capgrid
