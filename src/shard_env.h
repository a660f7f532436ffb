#pragma once
// `--shard auto/N`: the shard index from the engine that runs the fan-out (docs/distributed.md).
// Read, first found wins:
//   CAPGRID_SHARD_INDEX   1-based, like --shard I/N (a CI matrix sets it from its own index)
//   JOB_COMPLETION_INDEX  0-based (a Kubernetes Indexed Job)
//   SLURM_ARRAY_TASK_ID   its offset from SLURM_ARRAY_TASK_MIN in steps of SLURM_ARRAY_TASK_STEP
//                         (a Slurm job array, --array=0-15 or 1-16); SLURM_ARRAY_TASK_COUNT,
//                         when set, must be N
#include <functional>
#include <optional>
#include <string>

#include "selection.h"

namespace capgrid {

struct ResolvedShard {
  Shard shard;
  std::string source;  // "SLURM_ARRAY_TASK_ID=2 (SLURM_ARRAY_TASK_MIN=0)", "" when given as I/N
};

using EnvLookup = std::function<std::optional<std::string>(const std::string& name)>;

// The process environment.
std::optional<std::string> ProcessEnv(const std::string& name);

// "I/N" or "auto/N". Throws UsageError naming --shard and the variable (a missing index, one
// that is no integer or out of 1..N, a Slurm array of another size).
ResolvedShard ResolveShard(const std::string& text, const EnvLookup& env);

}  // namespace capgrid
