#pragma once
// One worker for a command that only asks questions (`list`, `coverage`): it writes its log to
// a scratch directory that is removed afterwards, so those commands leave no files behind, and
// kept when something fails, since the error message points at the log.
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "cmd_run.h"
#include "runner.h"

namespace capgrid {

// A fresh directory under the system's temp directory, removed on destruction unless Keep()
// was called (a failure whose message points at a log inside it).
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  void Keep() { keep_ = true; }
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
  bool keep_ = false;
};

// Checks `packs` (empty: the default pack), starts one worker on them, calls `use` with the
// open runner and its handshake, then closes the worker. On any exception the worker is
// aborted, its log kept, and the exception passed on.
// `device` / `opset`: the worker's --device / --opset ("" / 0: its defaults).
void WithOneWorker(std::vector<std::string> packs, const std::string& python,
                   const RunnerFactory& make_runner,
                   const std::function<void(Runner&, const Handshake&)>& use,
                   const std::string& device = "", int opset = 0);

}  // namespace capgrid
