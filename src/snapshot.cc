#include "snapshot.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <array>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "errors.h"

namespace capgrid {
namespace {

using nlohmann::json;

constexpr std::array kKorniaHeader = {"generated_at", "revision", "torch", "onnx",  "onnxruntime",
                                      "onnxscript",   "python",   "opset", "device"};
constexpr std::array kKorniaStrings = {
    "name", "package",     "section",       "operator",       "variant", "ref",
    "note", "onnx_detail", "export_detail", "compile_detail", "where"};
constexpr std::array kColumns = {"onnx", "export", "compile"};
constexpr std::array kCapgridHeader = {
    "format",   "format_version", "generated_at", "library", "library_version",
    "capgrid",  "probes",         "partial",      "missing", "provenance_conflicts",
    "coverage", "causes",         "unclassified"};
constexpr std::array kCapgridStrings = {"group",          "onnx_cause",  "export_cause",
                                        "compile_cause",  "onnx_status", "export_status",
                                        "compile_status", "ref_url"};

bool IsColumn(const std::string& s) {
  static constexpr std::array known = {"ok",   "ok-breaks",     "ok-unverified", "mismatch",
                                       "fail", "n/a",           "timeout",       "crash",
                                       "oom",  "protocol-error"};
  for (const char* k : known) {
    if (s == k) {
      return true;
    }
  }
  return false;
}

void CheckEntry(const json& e, size_t i, bool capgrid, std::vector<std::string>* out) {
  auto where = [&](const std::string& field) {
    std::string name = e.contains("name") && e["name"].is_string() ? e["name"].get<std::string>()
                                                                   : std::to_string(i);
    return fmt::format("cases[{}] ('{}'): {}", i, name, field);
  };
  if (!e.is_object()) {
    out->push_back(fmt::format("cases[{}] is not an object", i));
    return;
  }
  for (const char* f : kKorniaStrings) {
    if (!e.contains(f) || !e[f].is_string()) {
      out->push_back(where(fmt::format("'{}' must be a string", f)));
    }
  }
  for (const char* c : kColumns) {
    if (!e.contains(c) || !e[c].is_string()) {
      out->push_back(where(fmt::format("'{}' must be a string", c)));
    } else if (!IsColumn(e[c])) {
      out->push_back(
          where(fmt::format("'{}' is not a column value: '{}'", c, e[c].get<std::string>())));
    }
  }
  // Kornia's published snapshot holds one -1 (a count its probe failed to take); capgrid's
  // own snapshots never do.
  if (!e.contains("graph_breaks") || !e["graph_breaks"].is_number_integer() ||
      (capgrid && e["graph_breaks"].get<int64_t>() < 0)) {
    out->push_back(where(capgrid ? "'graph_breaks' must be a non-negative integer"
                                 : "'graph_breaks' must be an integer"));
  }
  if (!capgrid) {
    return;
  }
  for (const char* f : kCapgridStrings) {
    if (!e.contains(f) || !e[f].is_string()) {
      out->push_back(where(fmt::format("'{}' must be a string", f)));
    }
  }
  if (!e.contains("times") || !e["times"].is_object()) {
    out->push_back(where("'times' must be an object"));
  } else {
    for (const char* k : {"eager", "onnx", "export", "compile"}) {
      if (!e["times"].contains(k) || !(e["times"][k].is_number() || e["times"][k].is_null())) {
        out->push_back(where(fmt::format("'times.{}' must be a number or null", k)));
      }
    }
  }
  if (!e.contains("onnx_ops") || !e["onnx_ops"].is_array()) {
    out->push_back(where("'onnx_ops' must be a list"));
  }
  if (!e.contains("break_reasons") || !e["break_reasons"].is_array()) {
    out->push_back(where("'break_reasons' must be a list"));
  } else {
    for (const auto& b : e["break_reasons"]) {
      for (const char* k : {"reason", "type", "registry_id", "url", "where", "cause"}) {
        if (!b.is_object() || !b.contains(k) || !b[k].is_string()) {
          out->push_back(where(fmt::format("break_reasons entries need a string '{}'", k)));
        }
      }
    }
  }
  for (const char* k : {"chains", "frames", "log_tail"}) {
    if (!e.contains(k) || !e[k].is_object()) {
      out->push_back(where(fmt::format("'{}' must be an object", k)));
    }
  }
}

}  // namespace

std::string SerializeSnapshot(const json& snapshot) {
  // Kornia: json.dumps(indent=2, sort_keys=True) + "\n" with ASCII escapes; nlohmann's object
  // keys are sorted and its indent layout is the same.
  return snapshot.dump(2, ' ', true) + "\n";
}

void WriteSnapshot(const std::string& path, const json& snapshot) {
  namespace fs = std::filesystem;
  fs::path target(path);
  fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  int fd = mkstemp(name.data());
  if (fd < 0) {
    throw UsageError(fmt::format("{}: cannot write the snapshot ({})", path, std::strerror(errno)));
  }
  std::string bytes = SerializeSnapshot(snapshot);
  size_t done = 0;
  bool ok = true;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) {
      continue;
    }
    if (n <= 0) {
      ok = false;
      break;
    }
    done += static_cast<size_t>(n);
  }
  int saved = errno;
  ok = ok && ::fchmod(fd, 0644) == 0 && ::fsync(fd) == 0;
  ::close(fd);
  if (!ok || std::rename(name.data(), path.c_str()) != 0) {
    saved = saved ? saved : errno;
    ::unlink(name.data());
    throw UsageError(fmt::format("{}: cannot write the snapshot ({})", path, std::strerror(saved)));
  }
}

bool IsCapgridSnapshot(const json& s) {
  return s.is_object() && s.contains("format") && s["format"] == kSnapshotFormat;
}

std::vector<std::string> CheckSnapshot(const json& s) {
  std::vector<std::string> out;
  if (!s.is_object()) {
    return {"not a JSON object"};
  }
  bool capgrid = IsCapgridSnapshot(s);
  if (s.contains("format") && !capgrid) {
    return {fmt::format("unknown format '{}'", s["format"].dump())};
  }
  if (capgrid) {
    if (!s.contains("format_version") || !s["format_version"].is_number_integer()) {
      return {"'format_version' must be an integer"};
    }
    if (s["format_version"].get<int>() > kSnapshotFormatVersion) {
      return {fmt::format("format_version {} is newer than this capgrid reads ({})",
                          s["format_version"].get<int>(), kSnapshotFormatVersion)};
    }
  }
  for (const char* k : kKorniaHeader) {
    if (!s.contains(k)) {
      out.push_back(fmt::format("header field '{}' is missing", k));
    }
  }
  if (s.contains("opset") && !s["opset"].is_number_integer()) {
    out.emplace_back("'opset' must be an integer");
  }
  if (capgrid) {
    for (const char* k : kCapgridHeader) {
      if (!s.contains(k)) {
        out.push_back(fmt::format("header field '{}' is missing", k));
      }
    }
    if (s.contains("library") && s["library"].is_string() &&
        !s.contains(s["library"].get<std::string>())) {
      out.emplace_back("the compatibility key named after the library is missing");
    }
    if (s.contains("partial") && !s["partial"].is_boolean()) {
      out.emplace_back("'partial' must be true or false");
    }
    if (s.contains("causes") && !s["causes"].is_object()) {
      out.emplace_back("'causes' must be an object");
    }
    if (s.contains("coverage") && !s["coverage"].is_null() && !s["coverage"].is_object()) {
      out.emplace_back("'coverage' must be null or an object");
    }
  }
  if (!s.contains("cases") || !s["cases"].is_array()) {
    out.emplace_back("'cases' must be a list");
    return out;
  }
  const json& cases = s["cases"];
  for (size_t i = 0; i < cases.size() && out.size() < 20; ++i) {
    CheckEntry(cases[i], i, capgrid, &out);
  }
  if (capgrid && s.contains("causes") && s["causes"].is_object()) {
    for (const auto& e : cases) {
      for (const char* c : {"onnx_cause", "export_cause", "compile_cause"}) {
        if (e.contains(c) && e[c].is_string() && !e[c].get<std::string>().empty() &&
            !s["causes"].contains(e[c].get<std::string>()) && out.size() < 20) {
          out.push_back(fmt::format("cause '{}' is used but not in the header's causes",
                                    e[c].get<std::string>()));
        }
      }
    }
  }
  return out;
}

json LoadSnapshot(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw UsageError(fmt::format("{}: cannot read the snapshot", path));
  }
  std::stringstream ss;
  ss << in.rdbuf();
  json doc;
  try {
    doc = json::parse(ss.str());
  } catch (const json::exception& e) {
    throw UsageError(fmt::format("{}: not a JSON snapshot ({})", path, e.what()));
  }
  auto problems = CheckSnapshot(doc);
  if (!problems.empty()) {
    throw UsageError(
        fmt::format("{}: not a capgrid or Kornia snapshot: {}{}", path, problems.front(),
                    problems.size() > 1 ? fmt::format(" (and {} more)", problems.size() - 1) : ""));
  }
  return doc;
}

}  // namespace capgrid
