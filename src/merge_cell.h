#pragma once
// What merge makes of one stored result beyond its column (src/merge.cc BuildSnapshot): the
// eager gradient's finite-difference verdict of an fd_check probe's record, how close the
// outputs came to eager (an accuracy probe's record), and whether a
// supported capture computes nothing from the case's inputs (a constant graph, not support;
// docs/probes.md "Outputs that depend on no input"). Pure; data/statuses.json through the
// vocabulary.
#include <string>

#include <nlohmann/json.hpp>

#include "vocabulary.h"

namespace capgrid {

// The status merge gives a supported cell whose graph computes nothing from the case's inputs
// (data/statuses.json, column "constant").
inline constexpr const char* kConstantGraph = "constant-graph";

// A grad record's "fd_check" ("agrees: ...", "inconclusive: the case does not run in float64
// ...") split into its verdict, one of data/statuses.json's fd_verdicts, and the rest. Both ""
// when the record has none (a result that failed before the check); an unknown verdict is
// never given a known one: verdict "", the whole text in the note.
struct FdVerdict {
  std::string verdict, note;
};
FdVerdict FdVerdictOf(const Vocabulary& statuses, const nlohmann::json& record);

// A record's "accuracy" (one entry per output, null where the shapes differed; compare.py
// output_accuracy) as the cell's <probe>_accuracy: each field the worst over the measured outputs
// (largest max_abs, max_rel and nonfinite sum, lowest snr_db, null when none had one) and their
// count, `outputs`; null when the record measured no output (a random case, a failure, a result
// from before the measurement).
nlohmann::json AccuracyOf(const nlohmann::json& record);
// A delegating probe's record's share of operator nodes the delegate took
// (`delegated_fraction`, a number in [0, 1]); null when the record holds none (the program was
// never lowered, or the result predates the field).
nlohmann::json DelegatedOf(const nlohmann::json& record);

// Why a cell of `probe` in `column` is a constant graph, or "" when it is not one: only a
// supported cell of a probe marked needs_inputs is, when the case has no tensor input ("the
// case has no tensor input") or the record's detail says no output depends on one (the detail
// from the vocabulary's constant_note to the next ';').
std::string ConstantGraphWhy(const Vocabulary& statuses, const ProbeInfo& probe,
                             const std::string& column, bool no_tensor_input,
                             const nlohmann::json& record);

}  // namespace capgrid
