#pragma once
// The exclusive lock a `capgrid run` holds on <results>/capgrid.lock (docs/store.md "Lock"),
// so that two runs never write the same store. flock(2): the kernel drops it when the process
// dies, so a crashed run never leaves a stale lock behind.
#include <memory>
#include <string>

namespace capgrid {

class ResultsLock {
 public:
  // Creates `results_dir` when missing and takes the lock. Throws UsageError
  // "<results> is in use by another capgrid run (pid N)" when another process (or another
  // ResultsLock in this one) holds it.
  static std::unique_ptr<ResultsLock> Acquire(const std::string& results_dir);
  ~ResultsLock();  // releases
  ResultsLock(const ResultsLock&) = delete;
  ResultsLock& operator=(const ResultsLock&) = delete;

 private:
  explicit ResultsLock(int fd) : fd_(fd) {}
  int fd_;
};

}  // namespace capgrid
