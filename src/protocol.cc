#include "protocol.h"

#include <algorithm>

#include <set>

#include <fmt/format.h>

#include "vocabulary.h"

namespace capgrid {
namespace {

using nlohmann::json;

// Field accessors that turn a missing or mistyped field into one clear ProtocolError.
const json& Field(const json& msg, std::string_view type, const char* key) {
  auto it = msg.find(key);
  if (it == msg.end()) {
    throw ProtocolError(fmt::format("'{}' message without \"{}\"", type, key));
  }
  return *it;
}

[[noreturn]] void WrongType(std::string_view type, const char* key, const char* want) {
  throw ProtocolError(fmt::format("'{}' message: \"{}\" must be {}", type, key, want));
}

std::string String(const json& msg, std::string_view type, const char* key) {
  const json& v = Field(msg, type, key);
  if (!v.is_string()) WrongType(type, key, "a string");
  return v.get<std::string>();
}

std::string OptionalString(const json& msg, std::string_view type, const char* key) {
  auto it = msg.find(key);
  if (it == msg.end() || it->is_null()) return "";
  if (!it->is_string()) WrongType(type, key, "a string");
  return it->get<std::string>();
}

int64_t Int(const json& msg, std::string_view type, const char* key) {
  const json& v = Field(msg, type, key);
  if (!v.is_number_integer()) WrongType(type, key, "an integer");
  return v.get<int64_t>();
}

const json& Object(const json& msg, std::string_view type, const char* key) {
  const json& v = Field(msg, type, key);
  if (!v.is_object()) WrongType(type, key, "an object");
  return v;
}

std::vector<json> ObjectArray(const json& msg, std::string_view type, const char* key) {
  const json& v = Field(msg, type, key);
  if (!v.is_array()) WrongType(type, key, "an array");
  std::vector<json> out;
  out.reserve(v.size());
  for (const json& item : v) {
    if (!item.is_object()) WrongType(type, key, "an array of objects");
    out.push_back(item);
  }
  return out;
}

// The start of an offending line, quoted as JSON (invalid UTF-8 replaced) for the record.
std::string Excerpt(std::string_view line) {
  constexpr size_t kMax = 80;
  std::string text(line.substr(0, kMax));
  if (line.size() > kMax) text += "...";
  return json(text).dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

Reply ParseReply(std::string_view line) {
  json msg = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (msg.is_discarded()) {
    throw ProtocolError(fmt::format("not JSON: {}", Excerpt(line)));
  }
  if (!msg.is_object()) {
    throw ProtocolError(fmt::format("not a JSON object: {}", Excerpt(line)));
  }
  auto type_it = msg.find("type");
  if (type_it == msg.end() || !type_it->is_string()) {
    throw ProtocolError("message without a string \"type\"");
  }
  const std::string type = type_it->get<std::string>();

  if (type == "hello") {
    int64_t version = Int(msg, type, "protocol");
    if (version != kProtocolVersion) {
      throw ProtocolError(
          fmt::format("the worker speaks protocol version {}, this capgrid speaks version {}",
                      version, kProtocolVersion));
    }
    HelloMsg hello;
    hello.pid = Int(msg, type, "pid");
    hello.provenance = Object(msg, type, "provenance");
    const json& packs = Field(msg, type, "packs");
    if (!packs.is_array()) WrongType(type, "packs", "an array of strings");
    for (const json& p : packs) {
      if (!p.is_string()) WrongType(type, "packs", "an array of strings");
      hello.packs.push_back(p.get<std::string>());
    }
    hello.stack = Object(msg, type, "stack");
    hello.probe_versions = Object(msg, type, "probe_versions");
    for (const auto& [probe, version] : hello.probe_versions.items()) {
      if (!version.is_number_integer() || version.get<int64_t>() < 1) {
        WrongType(type, "probe_versions", "an object of integers >= 1");
      }
    }
    if (msg.contains("probe_keeps")) {
      hello.probe_keeps = Object(msg, type, "probe_keeps");
      for (const auto& [probe, chain] : hello.probe_keeps.items()) {
        bool ok = chain.is_array();
        for (const json& keep : ok ? chain : json::array()) {
          const json from = keep.is_object() ? keep.value("from", json()) : json();
          ok = ok && from.is_number_integer() && from.get<int64_t>() >= 1 &&
               keep.contains("unless") && keep["unless"].is_object();
        }
        if (!ok) {
          WrongType(type, "probe_keeps",
                    "an object of arrays of {\"from\": an integer >= 1, \"unless\": an object}");
        }
      }
    }
    return hello;
  }
  if (type == "error") {
    ErrorMsg error;
    error.message = String(msg, type, "message");
    error.kind = OptionalString(msg, type, "kind");
    error.file = OptionalString(msg, type, "file");
    error.case_name = OptionalString(msg, type, "case");
    return error;
  }
  if (type == "inventory") {
    InventoryMsg inventory;
    inventory.cases = ObjectArray(msg, type, "cases");
    for (const json& c : inventory.cases) {
      String(c, "inventory case", "name");
      String(c, "inventory case", "group");
    }
    return inventory;
  }
  if (type == "probe_start") {
    return ProbeStartMsg{Int(msg, type, "id"), String(msg, type, "probe")};
  }
  if (type == "result") {
    ResultMsg result;
    result.id = Int(msg, type, "id");
    result.probe = String(msg, type, "probe");
    result.status = String(msg, type, "status");
    if (!Vocabulary::Builtin().WorkerStatus(result.status)) {
      throw ProtocolError(
          fmt::format("'result' message: unknown worker status \"{}\"", result.status));
    }
    result.record = Object(msg, type, "record");
    auto st = result.record.find("status");
    if (st == result.record.end()) {
      result.record["status"] = result.status;
    } else if (*st != result.status) {
      throw ProtocolError(fmt::format("'result' message: status \"{}\" but record.status {}",
                                      result.status, st->dump()));
    }
    return result;
  }
  if (type == "job_done") return JobDoneMsg{Int(msg, type, "id")};
  if (type == "poisoned") {
    return PoisonedMsg{Int(msg, type, "id"), OptionalString(msg, type, "reason")};
  }
  if (type == "coverage") {
    CoverageMsg coverage;
    coverage.module = String(msg, type, "module");
    coverage.callables = ObjectArray(msg, type, "callables");
    return coverage;
  }
  if (type == "digests") {
    DigestsMsg digests;
    digests.files = Object(msg, type, "files");
    for (const auto& [file, digest] : digests.files.items()) {
      // A file with declared source keeps answers every digest it accepts (a list).
      bool strings = digest.is_array() && !digest.empty() &&
                     std::all_of(digest.begin(), digest.end(),
                                 [](const json& d) { return d.is_string(); });
      if (!digest.is_string() && !digest.is_null() && !strings) {
        WrongType(type, "files", "an object of strings, nulls or lists of strings");
      }
    }
    return digests;
  }
  if (type == "repro") {
    ReproMsg repro;
    repro.case_name = String(msg, type, "case");
    repro.probe = String(msg, type, "probe");
    repro.reply.script = String(msg, type, "script");
    repro.reply.data = String(msg, type, "data");
    const json& standalone = Field(msg, type, "standalone");
    if (!standalone.is_boolean()) WrongType(type, "standalone", "a boolean");
    repro.reply.standalone = standalone.get<bool>();
    repro.reply.reason = OptionalString(msg, type, "reason");
    return repro;
  }
  throw ProtocolError(fmt::format("unknown message type \"{}\"", type));
}

std::string_view ReplyType(const Reply& reply) {
  static constexpr std::string_view kNames[] = {"hello",  "error",    "inventory", "probe_start",
                                                "result", "job_done", "poisoned",  "coverage",
                                                "digests", "repro"};
  return kNames[reply.index()];
}

JobReplies::JobReplies(int64_t id, std::vector<std::string> probes)
    : id_(id), probes_(std::move(probes)) {}

std::optional<std::string> JobReplies::running() const {
  if (!running_) return std::nullopt;
  return probes_[next_ - 1];
}

std::vector<std::string> JobReplies::unstarted() const {
  return {probes_.begin() + static_cast<std::ptrdiff_t>(next_), probes_.end()};
}

void JobReplies::Accept(const Reply& reply) {
  auto check_id = [&](int64_t got) {
    if (got != id_) {
      throw ProtocolError(fmt::format("'{}' for job {} during job {}", ReplyType(reply), got, id_));
    }
  };
  if (done_) {
    throw ProtocolError(fmt::format("'{}' after job {} ended", ReplyType(reply), id_));
  }
  if (const auto* start = std::get_if<ProbeStartMsg>(&reply)) {
    check_id(start->id);
    if (running_) {
      throw ProtocolError(fmt::format("probe_start '{}' before the result of '{}' (job {})",
                                      start->probe, probes_[next_ - 1], id_));
    }
    if (next_ >= probes_.size()) {
      throw ProtocolError(
          fmt::format("probe_start '{}' after every probe of job {} ran", start->probe, id_));
    }
    if (start->probe != probes_[next_]) {
      throw ProtocolError(fmt::format("probe_start '{}' where '{}' was expected (job {})",
                                      start->probe, probes_[next_], id_));
    }
    ++next_;
    running_ = true;
    return;
  }
  if (const auto* result = std::get_if<ResultMsg>(&reply)) {
    check_id(result->id);
    if (!running_) {
      throw ProtocolError(
          fmt::format("result for '{}' without its probe_start (job {})", result->probe, id_));
    }
    if (result->probe != probes_[next_ - 1]) {
      throw ProtocolError(fmt::format("result for '{}' while '{}' was running (job {})",
                                      result->probe, probes_[next_ - 1], id_));
    }
    running_ = false;
    return;
  }
  if (const auto* done = std::get_if<JobDoneMsg>(&reply)) {
    check_id(done->id);
    if (running_ || next_ < probes_.size()) {
      throw ProtocolError(fmt::format("job_done for job {} before all its probes ran", id_));
    }
    done_ = true;
    return;
  }
  if (const auto* poisoned = std::get_if<PoisonedMsg>(&reply)) {
    check_id(poisoned->id);
    if (running_) {
      throw ProtocolError(
          fmt::format("poisoned while '{}' was running (job {})", probes_[next_ - 1], id_));
    }
    done_ = true;
    poisoned_ = true;
    return;
  }
  throw ProtocolError(fmt::format("unexpected '{}' during job {}", ReplyType(reply), id_));
}

std::string InventoryRequest() {
  return R"({"type":"inventory"})"
         "\n";
}

std::string JobRequest(const Job& job, const nlohmann::json& options) {
  json msg = {{"type", "job"},
              {"id", job.id},
              {"case", job.case_name},
              {"probes", job.probes},
              {"options", options.is_null() ? json::object() : options}};
  return msg.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string CoverageRequest(std::string_view module) {
  return json{{"type", "coverage"}, {"module", module}}.dump() + "\n";
}

std::string DigestsRequest(const std::vector<std::string>& files) {
  return json{{"type", "digests"}, {"files", files}}.dump(-1, ' ', false,
                                                         json::error_handler_t::replace) +
         "\n";
}

std::string ReproRequest(const ReproSpec& r) {
  json msg = {{"type", "repro"},   {"case", r.case_name}, {"probe", r.probe},
              {"script", r.script}, {"data", r.data},      {"command", r.command},
              {"options", r.options.is_null() ? json::object() : r.options}};
  return msg.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string ShutdownRequest() {
  return R"({"type":"shutdown"})"
         "\n";
}

}  // namespace capgrid
