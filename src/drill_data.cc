#include "drill_data.h"

#include <cctype>
#include <cmath>

#include "escape.h"
#include "page_text.h"
#include "speed_view.h"
#include "zlib_base64.h"

namespace capgrid::render {

void DrillData::AddRow(const Report& report, const Row& row) {
  nlohmann::json cells = nlohmann::json::array();
  bool any = false;
  for (int p = 0; p < report.probe_count(); ++p) {
    nlohmann::json entry = Cell(report, row, p);
    any = any || !entry.is_number();
    cells.push_back(std::move(entry));
  }
  rows_.push_back(any ? std::move(cells) : nlohmann::json(0));
  if (report.speed) {
    auto id = [&](const std::string& text) { return Id(text); };
    speed_.push_back(IsTimed(row) ? SpeedRowData(row, id) : nlohmann::json(0));
  }
}

std::string DrillData::Script() const {
  nlohmann::json doc = {{"version", 1}, {"strings", strings_}, {"rows", rows_}};
  if (!speed_.empty()) doc["speed"] = speed_;
  std::string text = doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return "<script type=\"application/octet-stream\" id=\"capgrid-data\" "
         "data-packing=\"deflate-base64\">" +
         Base64(Deflate(text)) + "</script>\n";
}

nlohmann::json DrillData::Cell(const Report& report, const Row& row, int probe) {
  const capgrid::render::Cell& cell = row.cells[probe];
  nlohmann::json entry = nlohmann::json::object();
  const Cause* cause = report.CauseOf(cell);
  if (cause) {
    entry["k"] = Id(StripAnsi(cause->text));
    if (!cause->category.empty()) {
      entry["g"] = Id(cause->category);
    }
    if (const Owner* owner = report.OwnerOf(cell.cause_id)) {
      entry["w"] = {Id(owner->label), Id(owner->text)};
    }
  }
  if (!cell.detail.empty() && (!cause || cause->text != cell.detail) &&
      !SpeedSummaryCell(report, row, probe)) {
    entry["d"] = Id(StripAnsi(cell.detail));
  }
  if (!cell.raw_status.empty() && cell.raw_status != cell.status) {
    entry["s"] = Id(cell.raw_status);
  }
  std::string checked = CellCheckedText(report, cell);
  if (const ProbeInfo& info = report.probes()[probe]; cell.delegated && !info.delegates_to.empty()) {
    checked += (checked.empty() ? "" : "; ") + CellDelegationText(info, *cell.delegated);
  }
  if (!checked.empty()) entry["v"] = Id(checked);
  if (cell.accuracy) entry["a"] = Id(CellAccuracyText(*cell.accuracy));
  if (RowFails(report, row, probe)) {
    if (!cell.cause_id.empty()) {
      entry["i"] = Id(cell.cause_id);  // the causes view counts this cell for its cause
    }
    if (!row.where.empty()) {
      entry["x"] = Id(row.where);
    }
    entry["r"] = ReproCommand(report, row, probe);
    if (!cell.repro_href.empty()) {
      entry["h"] = cell.repro_href;
    }
  }
  if (!cell.chain.empty()) {
    entry["c"] = Lines(StripAnsi(cell.chain), false);
  }
  if (probe == report.breaks_probe && !row.break_reasons.empty()) {
    nlohmann::json breaks = nlohmann::json::array();
    for (const BreakReason& br : row.break_reasons) {
      std::string text;
      if (auto c = report.header.causes.find(br.cause); c != report.header.causes.end()) {
        text = c->second.text;
      }
      breaks.push_back({Id(br.reason), Id(br.type), Id(br.registry_id), Id(br.url),
                        Id(br.where), Id(text)});
    }
    entry["b"] = std::move(breaks);
  }
  if (!cell.frames.empty()) {
    nlohmann::json frames = nlohmann::json::array();
    for (const std::string& f : cell.frames) {
      frames.push_back(Id(f));
    }
    entry["f"] = std::move(frames);
  }
  if (probe == report.onnx_probe && !row.onnx_ops.empty()) {
    nlohmann::json ops = nlohmann::json::array();
    for (const std::string& op : row.onnx_ops) {
      ops.push_back(Id(op));
    }
    entry["o"] = std::move(ops);
  }
  if (cell.seconds) {
    entry["t"] = Round(*cell.seconds);
    if (row.eager_seconds) {
      entry["e"] = Round(*row.eager_seconds);
    }
  }
  if (!cell.log_tail.empty()) {
    entry["l"] = Lines(StripAnsi(cell.log_tail), true);
  }
  return entry.empty() ? nlohmann::json(0) : entry;
}

double DrillData::Round(double s) { return std::round(s * 100) / 100; }

int DrillData::Id(const std::string& text) {
  if (text.empty()) {
    return -1;
  }
  auto [it, added] = ids_.try_emplace(text, static_cast<int>(strings_.size()));
  if (added) {
    strings_.push_back(text);
  }
  return it->second;
}

size_t DrillData::LogPrefix(std::string_view line) {
  auto digits = [&](size_t at, size_t n) {
    for (size_t i = at; i < at + n; ++i) {
      if (i >= line.size() || !std::isdigit(static_cast<unsigned char>(line[i]))) {
        return false;
      }
    }
    return true;
  };
  if (line.size() < 24 || std::string_view("IWEF").find(line[0]) == std::string_view::npos ||
      !digits(1, 4) || line[5] != ' ' || !digits(6, 2) || line[8] != ':' || !digits(9, 2) ||
      line[11] != ':' || !digits(12, 2) || line[14] != '.') {
    return 0;
  }
  size_t i = 15;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) {
    ++i;
  }
  while (i < line.size() && line[i] == ' ') {
    ++i;
  }
  size_t tid = i;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) {
    ++i;
  }
  if (i == tid || i >= line.size() || line[i] != ' ') {
    return 0;
  }
  return i + 1;
}

nlohmann::json DrillData::Lines(const std::string& text, bool log) {
  nlohmann::json out = nlohmann::json::array();
  size_t from = 0;
  while (from <= text.size()) {
    size_t end = text.find('\n', from);
    if (end == std::string::npos) {
      end = text.size();
    }
    std::string line = text.substr(from, end - from);
    size_t prefix = log ? LogPrefix(line) : 0;
    if (prefix > 0) {
      out.push_back({line.substr(0, prefix), Id(line.substr(prefix)) });
    } else {
      out.push_back(line.empty() ? -1 : Id(line));
    }
    from = end + 1;
  }
  return out;
}

}  // namespace capgrid::render
