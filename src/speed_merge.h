#pragma once
// The merge's speed fields (docs/snapshot.md, "Speed fields"): a case's latencies, speedups
// and recompiles from the speed probe's record, its compile time and ONNX export time from the
// compile and ONNX probes' own records (their times.capture_s; nothing is measured twice).
// Pure: records in, fields out.
#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace capgrid {

// The case fields, every one present (null, false, "" or empty when a record lacks them).
// `speed` is the speed probe's record (null when there is none); `compile` and `onnx` are the
// records of probes whose capture succeeded (null otherwise); a compile or ONNX speedup under
// `slower_below` marks the case slower_than_eager.
nlohmann::json SpeedFields(const nlohmann::json& speed, const nlohmann::json& compile,
                           const nlohmann::json& onnx, double slower_below);

// Where the speed record's times were taken ("" when it says nothing).
std::string SpeedMachine(const nlohmann::json& speed);

// The snapshot's `speed_machine` from the machines the speed records name (machine -> how many
// configurations it timed): the one machine, or, when results measured on several machines
// were merged (a case probed again elsewhere), "several machines: A (n configurations), B (m)",
// the most frequent first, so that a page never says one machine timed what several did.
std::string SpeedMachineText(const std::map<std::string, int>& machines);

}  // namespace capgrid
