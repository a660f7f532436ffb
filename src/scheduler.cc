#include "scheduler.h"

#include "exit_status.h"
#include "reuse.h"

namespace capgrid {

bool RunJobs(Runner& runner, JobSource& source) {
  try {
    while (true) {
      while (source.HasPending() && runner.CanStart()) runner.Start(source.Next());
      if (runner.Running() == 0) return true;
      for (const RunnerEvent& event : runner.Wait()) {
        if (event.kind == RunnerEvent::Kind::kInterrupted) {
          runner.Abort();
          return false;
        }
        source.Handle(event);
      }
    }
  } catch (...) {
    runner.Abort();
    throw;
  }
}

int Scheduler::Run() {
  status_->PlanReady(plan_->planned_pairs(), plan_->planned_cost());
  bool finished = false;
  try {
    finished = RunJobs(*runner_, *this);
  } catch (...) {
    status_->Finish();
    throw;
  }
  status_->Finish();
  if (!finished) return kExitInterrupted;
  return plan_->missing_pairs() == 0 ? kExitOk : kExitIncomplete;
}

bool Scheduler::HasPending() const { return plan_->HasPending(); }

Job Scheduler::Next() { return plan_->Next(); }

void Scheduler::Handle(const RunnerEvent& event) {
  switch (event.kind) {
    case RunnerEvent::Kind::kProbeStarted: {
      const Job* job = plan_->Find(event.job_id);
      status_->ProbeStarted(job ? job->case_name : "", event.probe);
      break;
    }
    case RunnerEvent::Kind::kResult:
      if (event.result) Record(*event.result);
      break;
    case RunnerEvent::Kind::kJobDone: {
      const Job* job = plan_->Find(event.job_id);
      std::string case_name = job ? job->case_name : "";
      plan_->JobDone(event.job_id, event.requeue, event.poisoned);
      status_->JobFinished(event.job_id, case_name);
      break;
    }
    case RunnerEvent::Kind::kNotice:
      status_->Message(event.message);
      break;
    case RunnerEvent::Kind::kInterrupted:
      break;  // RunJobs stops on it before a source sees it
  }
}

void Scheduler::Record(const ProbeResult& r) {
  ResultRow row;
  row.case_name = r.case_name;
  row.probe = r.probe;
  row.fingerprint = plan_->Fingerprint(r.case_name);
  row.status = !r.status.empty() ? r.status : r.record.value("status", std::string("?"));
  row.record = r.record;
  row.duration_s = r.duration_s;
  row.worker = r.worker;
  // The sources the probe executed are the result's dependencies, stored beside the record.
  if (auto it = row.record.find("sources"); it != row.record.end()) {
    if (it->is_object()) row.sources = *it;
    row.record.erase(it);
  }
  const auto& version = stamp_.probe_versions.value(r.probe, nlohmann::json());
  row.probe_version = version.is_number_integer() ? version.get<int>() : 0;
  row.stack = ProbeStack(stamp_.stack, r.probe);
  // Durable first: only then may the plan consider the pair done and dispatch more work.
  store_->WriteResult(run_id_, row);
  plan_->Recorded(r.case_name, r.probe);
  ProbeResult shown = r;
  shown.status = row.status;
  status_->ProbeFinished(shown, plan_->Estimate(r.case_name, r.probe));
}

}  // namespace capgrid
