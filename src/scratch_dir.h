#pragma once
// A scratch directory for a short-lived worker's log (`list`, `coverage`), removed afterwards so
// those commands leave no files behind, and kept when an error message points into it.
#include <unistd.h>

#include <filesystem>
#include <string>
#include <system_error>

#include <fmt/format.h>

namespace capgrid {

class ScratchDir {
 public:
  ScratchDir() {
    auto base = std::filesystem::temp_directory_path();
    for (int i = 0;; ++i) {
      path_ = base / fmt::format("capgrid-{}-{}", getpid(), i);
      if (std::filesystem::create_directory(path_)) break;
    }
  }
  ~ScratchDir() {
    std::error_code ec;
    if (!keep_) std::filesystem::remove_all(path_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  // An error message points at the worker's log in here: leave it for the user.
  void Keep() { keep_ = true; }
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
  bool keep_ = false;
};

}  // namespace capgrid
