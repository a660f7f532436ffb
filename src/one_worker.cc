#include "one_worker.h"

#include <unistd.h>

#include <filesystem>
#include <system_error>

#include <fmt/format.h>

#include "config.h"
#include "worker_pool.h"

namespace capgrid {

ScratchDir::ScratchDir() {
  auto base = std::filesystem::temp_directory_path();
  for (int i = 0;; ++i) {
    path_ = base / fmt::format("capgrid-{}-{}", getpid(), i);
    if (std::filesystem::create_directory(path_)) break;
  }
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  if (!keep_) std::filesystem::remove_all(path_, ec);
}

void WithOneWorker(std::vector<std::string> packs, const std::string& python,
                   const RunnerFactory& make_runner,
                   const std::function<void(Runner&, const Handshake&)>& use,
                   const std::string& device, int opset) {
  if (packs.empty()) packs = {kDefaultPack};
  CheckPacks(packs);
  ScratchDir scratch;
  PoolOptions pool;
  pool.workers = 1;
  pool.python = python;
  pool.packs = packs;
  pool.results_dir = scratch.path();
  pool.device = device;
  pool.opset = opset;
  std::unique_ptr<Runner> runner = make_runner(pool);
  try {
    Handshake hs = runner->Open();
    use(*runner, hs);
  } catch (...) {
    runner->Abort();
    scratch.Keep();
    throw;
  }
  runner->Close();
}

}  // namespace capgrid
