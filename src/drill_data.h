#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "report_model.h"

namespace capgrid::render {

// The page's one embedded data block: every drill-down's content (cause, owner, detail, probe
// status, where, the repro command, error chain, graph-break reasons, library frames, ONNX ops,
// times, log tail), with every text kept once in a shared string table and long texts split into
// lines. One entry per table row, in document order; with a speed view, also the speed table's
// rows, one entry per table row too (SpeedRowData, 0 for a row that was not timed).
// data/capgrid_page.js documents the layout and draws a drill-down from it when it is opened.
class DrillData {
 public:
  // Records the row's cells and speed fields (call once per listed row, in document order).
  void AddRow(const Report& report, const Row& row);

  // The <script id="capgrid-data"> element: the JSON document, packed (zlib, then Base64),
  // which the script unpacks with the browser's DecompressionStream. Packed, the Kornia
  // page's block is a seventh of its JSON (docs/rendering.md); Base64 holds no "<", so no
  // snapshot text can end the element.
  [[nodiscard]] std::string Script() const;

 private:
  // One cell's entry, or 0 when it has nothing beyond its status.
  nlohmann::json Cell(const Report& report, const Row& row, int probe);
  static double Round(double s);
  int Id(const std::string& text);
  // The length of a torch log line's glog prefix ("W1129 21:36:54.027000 26832 "), 0 if none:
  // the prefix differs on every line, the rest often repeats.
  static size_t LogPrefix(std::string_view line);
  // A text as line references: a string id, or [prefix, id] for a log line with a glog prefix.
  nlohmann::json Lines(const std::string& text, bool log);

  std::vector<std::string> strings_;
  std::unordered_map<std::string, int> ids_;
  nlohmann::json rows_ = nlohmann::json::array();
  nlohmann::json speed_ = nlohmann::json::array();  // the speed table's rows, one per row
};

}  // namespace capgrid::render
