#pragma once
// The engine's side of the engine <-> worker JSON-lines protocol (docs/protocol.md, version 3):
// parsing and validating the worker's replies, checking that a job's replies come in order, and
// building requests. Pure: no I/O.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "runner.h"

namespace capgrid {

constexpr int kProtocolVersion = 4;
constexpr size_t kMaxLineBytes = size_t{64} << 20;  // 64 MiB

// A reply that breaks the protocol. what() is one line naming the fault.
struct ProtocolError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct HelloMsg {
  int64_t pid = 0;
  nlohmann::json provenance;  // an object
  std::vector<std::string> packs;
  nlohmann::json stack;           // an object: the probe stack's versions (docs/protocol.md)
  nlohmann::json probe_versions;  // an object: probe name -> version (an integer >= 1)
  // An object (empty when the hello has none): probe -> {"from": the previous version,
  // "unless": {record field: value}}: results of `from` that stay valid (docs/probe_versions.md).
  nlohmann::json probe_keeps = nlohmann::json::object();
};
struct ErrorMsg {  // the packs could not be collected
  std::string kind, file, case_name, message;
};
struct InventoryMsg {
  std::vector<nlohmann::json> cases;  // objects with at least "name" and "group"
};
struct ProbeStartMsg {
  int64_t id = 0;
  std::string probe;
};
struct ResultMsg {
  int64_t id = 0;
  std::string probe;
  std::string status;
  nlohmann::json record;  // an object whose "status" equals `status`
};
struct JobDoneMsg {
  int64_t id = 0;
};
struct PoisonedMsg {
  int64_t id = 0;
  std::string reason;
};
struct CoverageMsg {
  std::string module;
  std::vector<nlohmann::json> callables;
};
struct DigestsMsg {
  nlohmann::json files;  // an object: source key -> digest string, or null when unreadable
};
struct ReproMsg {  // the worker wrote a repro script (docs/protocol.md "repro")
  std::string case_name, probe;
  ReproReply reply;
};
using Reply = std::variant<HelloMsg, ErrorMsg, InventoryMsg, ProbeStartMsg, ResultMsg, JobDoneMsg,
                           PoisonedMsg, CoverageMsg, DigestsMsg, ReproMsg>;

// Parses one line (without its '\n'). Throws ProtocolError when the line is not a JSON object,
// its type is unknown, a required field is missing or has the wrong type, a hello speaks
// another protocol version, or a result carries a status that is not a worker status of
// data/statuses.json.
Reply ParseReply(std::string_view line);

// The reply's "type" as written on the wire ("hello", "probe_start", ...).
std::string_view ReplyType(const Reply& reply);

// Checks the replies of one job against docs/protocol.md's order: for each probe in the order
// requested, probe_start then result; then job_done. `poisoned` may come instead of a
// probe_start. Throws ProtocolError naming what was expected.
class JobReplies {
 public:
  JobReplies(int64_t id, std::vector<std::string> probes);

  // Accepts the next reply of the job or throws.
  void Accept(const Reply& reply);

  int64_t id() const { return id_; }
  // The probe between its probe_start and its result, if any.
  std::optional<std::string> running() const;
  // Probes whose probe_start has not come yet, in order.
  std::vector<std::string> unstarted() const;
  bool done() const { return done_; }
  bool poisoned() const { return poisoned_; }

 private:
  int64_t id_;
  std::vector<std::string> probes_;
  size_t next_ = 0;  // index of the next probe to start
  bool running_ = false;
  bool done_ = false;
  bool poisoned_ = false;
};

// Requests, each one line ending in '\n'.
std::string InventoryRequest();
std::string JobRequest(const Job& job, const nlohmann::json& options);
std::string CoverageRequest(std::string_view module);
std::string DigestsRequest(const std::vector<std::string>& files);
std::string ReproRequest(const ReproSpec& spec);
std::string ShutdownRequest();

}  // namespace capgrid
