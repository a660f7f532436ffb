#include "shard_env.h"

#include <cstdlib>
#include <stdexcept>

#include <fmt/format.h>

#include "errors.h"

namespace capgrid {
namespace {

std::optional<long> ToInt(const std::string& text) {
  try {
    size_t used = 0;
    long v = std::stol(text, &used);
    if (used != text.size()) return std::nullopt;
    return v;
  } catch (const std::logic_error&) {
    return std::nullopt;
  }
}

}  // namespace

std::optional<std::string> ProcessEnv(const std::string& name) {
  const char* v = std::getenv(name.c_str());
  if (v == nullptr || *v == '\0') return std::nullopt;
  return std::string(v);
}

ResolvedShard ResolveShard(const std::string& text, const EnvLookup& env) {
  if (text.rfind("auto/", 0) != 0) return {ParseShard(text), ""};
  std::string count_text = text.substr(5);
  auto count = ToInt(count_text);
  if (!count || *count < 1) {
    throw UsageError(fmt::format("--shard '{}': expected auto/N with N >= 1, e.g. --shard auto/16",
                                 text));
  }
  const int n = static_cast<int>(*count);
  // The variable's value as a 0-based index, with how it was read.
  auto index_from = [&](long zero_based,
                        const std::string& how) -> ResolvedShard {
    if (zero_based < 0 || zero_based >= n) {
      throw UsageError(fmt::format("--shard {}: {} gives shard {} of {}, expected 1 to {}", text,
                                   how, zero_based + 1, n, n));
    }
    return {Shard{static_cast<int>(zero_based), n, nullptr}, how};
  };
  auto integer = [&](const std::string& name, const std::string& value) {
    auto v = ToInt(value);
    if (!v) {
      throw UsageError(
          fmt::format("--shard {}: {}='{}' is not an integer", text, name, value));
    }
    return *v;
  };
  if (auto v = env("CAPGRID_SHARD_INDEX")) {
    long i = integer("CAPGRID_SHARD_INDEX", *v);
    return index_from(i - 1, fmt::format("CAPGRID_SHARD_INDEX={}", *v));
  }
  if (auto v = env("JOB_COMPLETION_INDEX")) {
    long i = integer("JOB_COMPLETION_INDEX", *v);
    return index_from(i, fmt::format("JOB_COMPLETION_INDEX={}", *v));
  }
  if (auto v = env("SLURM_ARRAY_TASK_ID")) {
    long id = integer("SLURM_ARRAY_TASK_ID", *v);
    auto min_text = env("SLURM_ARRAY_TASK_MIN");
    if (!min_text) {
      throw UsageError(fmt::format(
          "--shard {}: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_MIN is not (is this a "
          "Slurm job array?)",
          text));
    }
    long min = integer("SLURM_ARRAY_TASK_MIN", *min_text);
    long step = 1;
    if (auto s = env("SLURM_ARRAY_TASK_STEP")) step = integer("SLURM_ARRAY_TASK_STEP", *s);
    if (step < 1 || (id - min) % step != 0) {
      throw UsageError(fmt::format(
          "--shard {}: SLURM_ARRAY_TASK_ID={} is not SLURM_ARRAY_TASK_MIN={} plus a multiple of "
          "SLURM_ARRAY_TASK_STEP={}",
          text, id, min, step));
    }
    if (auto c = env("SLURM_ARRAY_TASK_COUNT")) {
      long tasks = integer("SLURM_ARRAY_TASK_COUNT", *c);
      if (tasks != n) {
        throw UsageError(fmt::format(
            "--shard {}: the Slurm array has {} tasks (SLURM_ARRAY_TASK_COUNT), not {}", text,
            tasks, n));
      }
    }
    return index_from((id - min) / step,
                      fmt::format("SLURM_ARRAY_TASK_ID={} (SLURM_ARRAY_TASK_MIN={})", id, min));
  }
  throw UsageError(fmt::format(
      "--shard {}: none of CAPGRID_SHARD_INDEX (1-based), JOB_COMPLETION_INDEX (Kubernetes "
      "Indexed Job) or SLURM_ARRAY_TASK_ID (Slurm job array) is set",
      text));
}

}  // namespace capgrid
