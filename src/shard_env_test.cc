#include "shard_env.h"

#include <map>

#include <gtest/gtest.h>

#include "errors.h"

namespace capgrid {
namespace {

EnvLookup Env(std::map<std::string, std::string> vars) {
  return [vars](const std::string& name) -> std::optional<std::string> {
    auto it = vars.find(name);
    if (it == vars.end()) return std::nullopt;
    return it->second;
  };
}

std::string ErrorOf(const std::string& text, std::map<std::string, std::string> vars) {
  try {
    ResolveShard(text, Env(vars));
  } catch (const UsageError& e) {
    return e.what();
  }
  return "no error";
}

TEST(ResolveShard, AnExplicitShardReadsNoVariable) {
  auto r = ResolveShard("2/4", Env({{"JOB_COMPLETION_INDEX", "0"}}));
  EXPECT_EQ(r.shard.index, 1);
  EXPECT_EQ(r.shard.count, 4);
  EXPECT_EQ(r.source, "");
}

TEST(ResolveShard, ReadsEachSupportedVariable) {
  auto capgrid = ResolveShard("auto/16", Env({{"CAPGRID_SHARD_INDEX", "16"}}));
  EXPECT_EQ(capgrid.shard.index, 15);  // 1-based, like --shard I/N
  EXPECT_EQ(capgrid.source, "CAPGRID_SHARD_INDEX=16");
  auto k8s = ResolveShard("auto/16", Env({{"JOB_COMPLETION_INDEX", "0"}}));
  EXPECT_EQ(k8s.shard.index, 0);  // 0-based
  EXPECT_EQ(k8s.shard.count, 16);
  EXPECT_EQ(k8s.source, "JOB_COMPLETION_INDEX=0");
  auto slurm0 = ResolveShard("auto/4", Env({{"SLURM_ARRAY_TASK_ID", "3"},
                                            {"SLURM_ARRAY_TASK_MIN", "0"},
                                            {"SLURM_ARRAY_TASK_COUNT", "4"}}));
  EXPECT_EQ(slurm0.shard.index, 3);
  EXPECT_EQ(slurm0.source, "SLURM_ARRAY_TASK_ID=3 (SLURM_ARRAY_TASK_MIN=0)");
  auto slurm1 = ResolveShard("auto/4", Env({{"SLURM_ARRAY_TASK_ID", "1"},
                                            {"SLURM_ARRAY_TASK_MIN", "1"}}));
  EXPECT_EQ(slurm1.shard.index, 0);  // --array=1-4: its first task is shard 1/4
  auto stepped = ResolveShard("auto/3", Env({{"SLURM_ARRAY_TASK_ID", "20"},
                                             {"SLURM_ARRAY_TASK_MIN", "0"},
                                             {"SLURM_ARRAY_TASK_STEP", "10"}}));
  EXPECT_EQ(stepped.shard.index, 2);
}

TEST(ResolveShard, TheExplicitVariableWinsOverTheEnginesOnes) {
  auto r = ResolveShard("auto/4", Env({{"CAPGRID_SHARD_INDEX", "3"},
                                       {"JOB_COMPLETION_INDEX", "0"}}));
  EXPECT_EQ(r.shard.index, 2);
}

TEST(ResolveShard, RefusesAMissingOrBadIndexInOneLine) {
  EXPECT_NE(ErrorOf("auto/4", {}).find("none of CAPGRID_SHARD_INDEX"), std::string::npos);
  EXPECT_NE(ErrorOf("auto/x", {}).find("expected auto/N"), std::string::npos);
  EXPECT_NE(ErrorOf("auto/0", {}).find("expected auto/N"), std::string::npos);
  EXPECT_NE(ErrorOf("auto/4", {{"JOB_COMPLETION_INDEX", "4"}})
                .find("JOB_COMPLETION_INDEX=4 gives shard 5 of 4, expected 1 to 4"),
            std::string::npos);
  EXPECT_NE(ErrorOf("auto/4", {{"CAPGRID_SHARD_INDEX", "0"}}).find("gives shard 0 of 4"),
            std::string::npos);
  EXPECT_NE(ErrorOf("auto/4", {{"JOB_COMPLETION_INDEX", "two"}})
                .find("JOB_COMPLETION_INDEX='two' is not an integer"),
            std::string::npos);
  EXPECT_NE(ErrorOf("auto/4", {{"SLURM_ARRAY_TASK_ID", "2"}}).find("SLURM_ARRAY_TASK_MIN is not"),
            std::string::npos);
  EXPECT_NE(ErrorOf("auto/4", {{"SLURM_ARRAY_TASK_ID", "2"},
                               {"SLURM_ARRAY_TASK_MIN", "0"},
                               {"SLURM_ARRAY_TASK_COUNT", "8"}})
                .find("the Slurm array has 8 tasks (SLURM_ARRAY_TASK_COUNT), not 4"),
            std::string::npos);
  for (const auto& message : {ErrorOf("auto/4", {}), ErrorOf("auto/4", {{"JOB_COMPLETION_INDEX", "9"}})}) {
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    EXPECT_EQ(message.rfind("--shard", 0), 0u) << message;
  }
}

}  // namespace
}  // namespace capgrid
