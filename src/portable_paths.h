#pragma once
// Paths of the machine that ran a survey, rewritten so that a snapshot or a discovered pack can
// be committed and published (docs/snapshot.md, "Paths"): nothing names the user's home, venv or
// working directory. Pure, apart from PathRootsHere, which reads the process's surroundings.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace capgrid {

struct PathRoots {
  // Absolute directories and what replaces them, tried longest first: "" makes a path under
  // the directory relative to it, anything else replaces the directory ("~" for the home).
  std::vector<std::pair<std::string, std::string>> dirs;
  // Top-level package names of the surveyed library: an absolute path with one of them as a
  // directory is written from there (an editable install outside the working directory).
  std::vector<std::string> libraries;
};

// The working directory (relative), the temporary directory ("$TMPDIR") and $HOME ("~").
PathRoots PathRootsHere(std::vector<std::string> libraries);

// Every path in `text` written portably, by the first rule that applies:
//   .../site-packages/X or .../dist-packages/X (absolute or relative) -> site-packages/X;
//   .../lib/pythonM.N/X (the standard library)                        -> pythonM.N/X;
//   a path under a roots.dirs directory replaced by ""               -> relative to it;
//   an absolute path through a directory named after a library L     -> L/...;
//   a path under another roots.dirs directory                         -> its replacement.
// Anything else (an ONNX node name such as /conv/Conv, torch's own build paths) is kept.
std::string PortablePaths(std::string_view text, const PathRoots& roots);

// PortablePaths applied to every string (not to keys) of `doc`, in place.
void MakePathsPortable(nlohmann::json& doc, const PathRoots& roots);

}  // namespace capgrid
