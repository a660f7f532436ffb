// Start-up and the first worker's one-shot answers (worker_pool_impl.h): Open (the first
// worker's hello and inventory), the coverage, digests and repro requests, and the replies a
// worker sends while starting or asked.
#include <signal.h>

#include <filesystem>
#include <stdexcept>

#include <fmt/format.h>

#include "errors.h"
#include "worker_launch.h"
#include "worker_pool_impl.h"

namespace capgrid::pool_internal {

using Phase = WorkerState::Phase;

Handshake WorkerPool::Open() {
  if (opened_) throw std::logic_error("WorkerPool::Open called twice");
  opened_ = true;
  std::error_code ec;
  std::filesystem::create_directories(opt_.results_dir + "/logs", ec);
  if (ec) {
    throw UsageError(fmt::format("cannot create {}/logs: {}", opt_.results_dir, ec.message()));
  }
  signals_ = std::make_unique<SignalGuard>();
  slots_.reserve(static_cast<size_t>(opt_.workers));
  for (int i = 0; i < opt_.workers; ++i) {
    slots_.push_back(Slot{WorkerState(i, LimitsOf(opt_)), nullptr, nullptr});
  }
  Slot& first = slots_[0];
  std::vector<RunnerEvent> none;
  try {
    // Only the first worker starts now: it gives the inventory, and a run with nothing to do
    // needs no other. The rest start in Start(), when there is a job for them.
    Launch(first);
    RunUntil([&] { return first.w.phase() == Phase::kIdle; }, /*interruptible=*/true, &none);
    if (SignalGuard::InterruptPending()) {
      int sig = SignalGuard::TakeInterrupt();
      Abort();
      signals_.reset();
      raise(sig);  // default action: the engine ends as if it had no pool
      throw std::runtime_error("interrupted");
    }
    Ask(first, InventoryRequest(), "inventory");
    // A SIGINT while the pack is collected is left pending for the next Wait() to report.
    RunUntil([&] { return first.w.phase() != Phase::kAsking; }, /*interruptible=*/false, &none);
    if (first.w.phase() != Phase::kIdle) {
      throw UsageError(fmt::format("worker {} did not send its inventory", first.w.name()));
    }
  } catch (...) {
    Abort();
    throw;
  }
  return Handshake{provenance_, inventory_, stack_, probe_versions_, probe_keeps_};
}

// The first worker answers one request (census, digests) to its reply; `got`: did it come?
void WorkerPool::AskFirst(const std::string& request, const char* what,
                          const std::function<bool()>& got) {
  if (!opened_ || closed_) throw std::logic_error(fmt::format("WorkerPool: {} too late", what));
  Slot& first = slots_[0];
  Ask(first, request, what);
  std::vector<RunnerEvent> none;
  try {
    RunUntil([&] { return first.w.phase() != Phase::kAsking; }, /*interruptible=*/false, &none);
  } catch (...) {
    Abort();
    throw;
  }
  if (!got()) {
    throw UsageError(fmt::format("worker {} did not send its {} (log: {})", first.w.name(), what,
                                 first.proc ? first.proc->log_path() : ""));
  }
}

std::vector<json> WorkerPool::Coverage(const std::string& module) {
  coverage_.reset();
  AskFirst(CoverageRequest(module), "coverage reply", [&] { return coverage_.has_value(); });
  return std::move(*coverage_);
}

json WorkerPool::Digests(const std::vector<std::string>& files) {
  digests_.reset();
  AskFirst(DigestsRequest(files), "digests reply", [&] { return digests_.has_value(); });
  return std::move(*digests_);
}

ReproReply WorkerPool::Repro(const ReproSpec& spec) {
  repro_.reset();
  AskFirst(ReproRequest(spec), "repro reply", [&] { return repro_.has_value(); });
  return std::move(*repro_);
}

// A one-shot request to an idle worker, answered under the start-up deadline.
void WorkerPool::Ask(Slot& s, const std::string& request, const char* what) {
  s.w.Asked(clock_->Now(), what);
  if (!s.proc->Write(request)) {
    throw UsageError(fmt::format("worker {} went away before its {} (log: {})", s.w.name(), what,
                                 s.proc->log_path()));
  }
}

void WorkerPool::OnStartupReply(Slot& s, Reply& reply) {
  if (auto* error = std::get_if<ErrorMsg>(&reply)) {
    fatal_ = error->message;
    return;
  }
  if (s.w.phase() == Phase::kStarting) {
    auto* hello = std::get_if<HelloMsg>(&reply);
    if (!hello) {
      StartupFailed(s, fmt::format("'{}' before hello", ReplyType(reply)), false);
      return;
    }
    if (!provenance_.is_null() && hello->provenance != provenance_) {
      fatal_ =
          s.w.has_started()
              ? fmt::format("restarted worker {} reports another provenance ({}) than the run's "
                            "({})",
                            s.w.name(), hello->provenance.dump(), provenance_.dump())
              : fmt::format("workers disagree on provenance: worker {} says {}, the run's first "
                            "worker said {}",
                            s.w.name(), hello->provenance.dump(), provenance_.dump());
      return;
    }
    if (provenance_.is_null()) {
      provenance_ = hello->provenance;
      stack_ = hello->stack;
      probe_versions_ = hello->probe_versions;
      probe_keeps_ = hello->probe_keeps;
    }
    if (s.w.Hello()) SendJob(s);
    return;
  }
  if (auto* inv = std::get_if<InventoryMsg>(&reply)) {
    inventory_ = std::move(inv->cases);
    have_inventory_ = true;
    s.w.Answered();
  } else if (auto* cov = std::get_if<CoverageMsg>(&reply)) {
    coverage_ = std::move(cov->callables);
    s.w.Answered();
  } else if (auto* dig = std::get_if<DigestsMsg>(&reply)) {
    digests_ = std::move(dig->files);
    s.w.Answered();
  } else if (auto* rep = std::get_if<ReproMsg>(&reply)) {
    repro_ = std::move(rep->reply);
    s.w.Answered();
  } else {
    StartupFailed(s, fmt::format("'{}' instead of the inventory", ReplyType(reply)), false);
  }
}

}  // namespace capgrid::pool_internal
