#include "config.h"

#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>

#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}

TEST(Config, ShardIsOneBasedOnTheCommandLine) {
  Shard s = ParseShard("2/4");
  EXPECT_EQ(s.index, 1);
  EXPECT_EQ(s.count, 4);
  for (const char* bad : {"0/4", "5/4", "1/0", "a/b", "1", "1/2x", "", "-1/2"}) {
    EXPECT_NE(ErrorOf([&] { ParseShard(bad); }).find("--shard"), std::string::npos) << bad;
  }
}

TEST(Config, SizesUsePowersOf1024) {
  EXPECT_EQ(ParseSize("--max-rss", "1000"), 1000);
  EXPECT_EQ(ParseSize("--max-rss", "4G"), 4LL << 30);
  EXPECT_EQ(ParseSize("--max-rss", "512M"), 512LL << 20);
  EXPECT_EQ(ParseSize("--max-rss", "1.5GiB"), 3LL << 29);
  EXPECT_EQ(ParseSize("--max-rss", "2kb"), 2048);
  for (const char* bad : {"", "G", "4X", "-1G", "0", "4GG"}) {
    EXPECT_NE(ErrorOf([&] { ParseSize("--max-rss", bad); }).find("--max-rss"), std::string::npos)
        << bad;
  }
}

TEST(Config, ProbesAreCanonicalAndChecked) {
  // speed is opt-in (data/statuses.json): not in the default set, in `all`
  EXPECT_EQ(ParseProbes({}), (std::vector<std::string>{"onnx", "export", "compile",
                                                       "export_dynamic", "onnx_dynamic"}));
  EXPECT_EQ(ParseProbes({"default"}), ParseProbes({}));
  EXPECT_EQ(DefaultProbes(), ParseProbes({}));
  // all: every probe but the deployment targets, which need their own package and are named
  EXPECT_EQ(TargetProbes(), (std::vector<std::string>{"executorch", "openvino"}));
  EXPECT_EQ(ParseProbes({"all"}), ParseProbes({"default,speed,aoti,grad"}));
  EXPECT_EQ(ParseProbes({"all,executorch,openvino"}), KnownProbes());
  EXPECT_EQ(KnownProbes().back(), "openvino");
  EXPECT_EQ(ParseProbes({"onnx_dynamic,onnx"}),
            (std::vector<std::string>{"onnx", "onnx_dynamic"}));
  EXPECT_EQ(ParseProbes({"speed,onnx"}), (std::vector<std::string>{"onnx", "speed"}));
  EXPECT_EQ(ParseProbes({"compile,onnx"}), (std::vector<std::string>{"onnx", "compile"}));
  EXPECT_EQ(ParseProbes({"export", "export"}), std::vector<std::string>{"export"});
  std::string e = ErrorOf([] { ParseProbes({"onnx,exprot"}); });
  EXPECT_NE(e.find("unknown probe 'exprot'"), std::string::npos) << e;
  EXPECT_NE(e.find("did you mean 'export'"), std::string::npos) << e;
}

TEST(Config, PacksMustExist) {
  TempDir dir;
  std::ofstream(dir.Sub("pack.py")) << "CASES = []\n";
  CheckPacks({"builtin:kornia", dir.Sub("pack.py"), dir.path()});
  std::string e = ErrorOf([&] { CheckPacks({dir.Sub("missing.py")}); });
  EXPECT_NE(e.find(dir.Sub("missing.py")), std::string::npos) << e;
}

TEST(Config, FinishFillsDefaultsAndRejectsBadFlags) {
  RunOptions o;
  FinishRunOptions(o, "", "");
  EXPECT_EQ(o.packs, std::vector<std::string>{kDefaultPack});
  EXPECT_EQ(o.jobs, DefaultJobs(CoreCount(), ReadMemInfo().available));
  EXPECT_EQ(o.probes, Vocabulary::Builtin().default_probes());  // speed is opt-in
  EXPECT_EQ(o.shard.count, 1);

  auto with = [](auto change) {
    RunOptions o;
    change(o);
    return ErrorOf([&] { FinishRunOptions(o, "", ""); });
  };
  EXPECT_NE(with([](RunOptions& o) { o.jobs = -2; }).find("-j -2"), std::string::npos);
  EXPECT_NE(with([](RunOptions& o) { o.timeout_s = 0; }).find("--timeout"), std::string::npos);
  EXPECT_NE(with([](RunOptions& o) { o.device = "tpu"; }).find("--device 'tpu'"),
            std::string::npos);
  EXPECT_NE(with([](RunOptions& o) { o.max_jobs_per_worker = -1; }).find("--max-jobs-per-worker"),
            std::string::npos);
  RunOptions s;
  EXPECT_NE(ErrorOf([&] { FinishRunOptions(s, "3/2", ""); }).find("--shard"), std::string::npos);
}

TEST(Config, DeviceAndOpsetComeFromTheWorkerOptionsFile) {
  const WorkerOptionSpec& declared = DeclaredWorkerOptions();
  EXPECT_EQ(declared.default_device, "cpu");
  EXPECT_EQ(declared.devices, (std::vector<std::string>{"cpu", "cuda"}));
  EXPECT_EQ(declared.default_opset, 18);
  EXPECT_EQ(declared.min_opset, 7);

  RunOptions o;
  FinishRunOptions(o, "", "");
  EXPECT_EQ(o.device, declared.default_device);
  EXPECT_EQ(o.opset, declared.default_opset);

  RunOptions cuda;
  cuda.device = "cuda";
  cuda.opset = 17;
  FinishRunOptions(cuda, "", "");  // whether CUDA is there is the worker's to say
  EXPECT_EQ(cuda.device, "cuda");
  EXPECT_EQ(cuda.opset, 17);

  RunOptions low;
  low.opset = 6;
  EXPECT_EQ(ErrorOf([&] { FinishRunOptions(low, "", ""); }),
            "--opset 6: expected 7 or more (default 18)");
  RunOptions tpu;
  tpu.device = "tpu";
  EXPECT_EQ(ErrorOf([&] { FinishRunOptions(tpu, "", ""); }), "--device 'tpu': expected cpu or cuda");
}

TEST(Config, PackPathsBecomeAbsolute) {
  TempDir dir;
  std::ofstream(dir.Sub("pack.py")) << "CASES = []\n";
  RunOptions o;
  o.packs = {dir.path() + "/./pack.py", "builtin:x"};
  FinishRunOptions(o, "", "");
  EXPECT_EQ(o.packs, (std::vector<std::string>{dir.Sub("pack.py"), "builtin:x"}));
}

TEST(Config, TheCacheDirDefaultsToXdgThenHome) {
  ScopedEnv xdg("XDG_CACHE_HOME", "/x/cache");
  ScopedEnv home("HOME", "/home/u");
  EXPECT_EQ(DefaultCacheDir(), "/x/cache/capgrid");
  unsetenv("XDG_CACHE_HOME");
  EXPECT_EQ(DefaultCacheDir(), "/home/u/.cache/capgrid");
  setenv("XDG_CACHE_HOME", "", 1);  // empty counts as unset (XDG base directory spec)
  EXPECT_EQ(DefaultCacheDir(), "/home/u/.cache/capgrid");
  unsetenv("HOME");
  EXPECT_EQ(DefaultCacheDir(), "");
}

TEST(Config, TheCacheDirIsMadeAbsoluteCreatedAndMustBeWritable) {
  ScopedEnv no_user_cache("TORCHINDUCTOR_CACHE_DIR", nullptr);
  TempDir dir;
  {
    ScopedEnv xdg("XDG_CACHE_HOME", dir.Sub("xdg").c_str());
    RunOptions o;
    FinishRunOptions(o, "", "");
    EXPECT_EQ(o.cache_dir, dir.Sub("xdg/capgrid"));
    EXPECT_TRUE(std::filesystem::is_directory(o.cache_dir));
    EXPECT_TRUE(std::filesystem::is_empty(o.cache_dir));  // the write check leaves nothing
  }
  RunOptions given;
  given.cache_dir = dir.Sub("a/../b");
  FinishRunOptions(given, "", "");
  EXPECT_EQ(given.cache_dir, dir.Sub("b"));

  std::ofstream(dir.Sub("file")) << "x";
  auto with_cache = [](const std::string& cache) {
    RunOptions o;
    o.cache_dir = cache;
    return ErrorOf([&] { FinishRunOptions(o, "", ""); });
  };
  EXPECT_EQ(with_cache(dir.Sub("file/sub")).rfind("--cache-dir " + dir.Sub("file/sub") +
                                                  ": cannot create it: ", 0),
            0u);
  EXPECT_EQ(with_cache(dir.Sub("file")).rfind("--cache-dir " + dir.Sub("file") + ": ", 0), 0u);
  if (geteuid() != 0) {  // root writes through any mode bits
    std::filesystem::create_directories(dir.Sub("ro"));
    std::filesystem::permissions(dir.Sub("ro"), std::filesystem::perms::owner_read |
                                                    std::filesystem::perms::owner_exec);
    EXPECT_EQ(with_cache(dir.Sub("ro")),
              "--cache-dir " + dir.Sub("ro") + ": cannot write in it: Permission denied");
    std::filesystem::permissions(dir.Sub("ro"), std::filesystem::perms::owner_all);
  }
}

TEST(Config, FreshOrTheUsersOwnInductorCacheLeaveTheCacheDirAlone) {
  TempDir dir;
  std::ofstream(dir.Sub("file")) << "x";
  RunOptions fresh;
  fresh.fresh = true;
  fresh.cache_dir = dir.Sub("file/sub");  // unusable, but unused
  EXPECT_EQ(ErrorOf([&] { FinishRunOptions(fresh, "", ""); }), "");
  ScopedEnv users("TORCHINDUCTOR_CACHE_DIR", dir.Sub("theirs").c_str());
  RunOptions theirs;
  theirs.cache_dir = dir.Sub("file/sub");
  EXPECT_EQ(ErrorOf([&] { FinishRunOptions(theirs, "", ""); }), "");
  ScopedEnv no_home("HOME", nullptr);
  ScopedEnv no_xdg("XDG_CACHE_HOME", nullptr);
  RunOptions none;
  EXPECT_EQ(ErrorOf([&] { FinishRunOptions(none, "", ""); }), "");
  unsetenv("TORCHINDUCTOR_CACHE_DIR");
  EXPECT_EQ(ErrorOf([&] { FinishRunOptions(none, "", ""); }),
            "--cache-dir: no default (neither XDG_CACHE_HOME nor HOME is set); give one");
}

TEST(Config, CasesFromAFileFollowTheCaseFlags) {
  TempDir dir;
  {
    std::ofstream(dir.Sub("names.txt")) << "# chosen rows\n  filters.sobel  \n\n"
                                           "augmentation.RandomCrop[size=(4, 4)] # spaces kept\n";
  }
  EXPECT_EQ(CaseNames({"a"}, dir.Sub("names.txt")),
            (std::vector<std::string>{"a", "filters.sobel",
                                      "augmentation.RandomCrop[size=(4, 4)]"}));
  EXPECT_EQ(CaseNames({"a", "b"}, ""), (std::vector<std::string>{"a", "b"}));
  try {
    CaseNames({}, dir.Sub("missing.txt"));
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()), "--cases-from " + dir.Sub("missing.txt") + ": cannot read it");
  }
  { std::ofstream(dir.Sub("empty.txt")) << "# nothing yet\n\n"; }
  EXPECT_THROW(CaseNames({"a"}, dir.Sub("empty.txt")), UsageError);  // never "every case"
  RunOptions o;
  o.packs = {"builtin:test"};
  o.cases = {"a"};
  o.cases_from = dir.Sub("names.txt");
  FinishRunOptions(o, "", "");
  EXPECT_EQ(o.cases.size(), 3u);
  EXPECT_EQ(o.cases_from, "");
}

TEST(Config, DefaultJobsIsBoundedByCoresAndMemory) {
  const int64_t gib = int64_t{1} << 30;
  EXPECT_EQ(kWorkerRssBytes, 3 * gib);
  EXPECT_EQ(DefaultJobs(32, 64 * gib), 21);  // the 32-core runner with 64 GiB free
  EXPECT_EQ(DefaultJobs(2, 22 * gib), 2);    // cores bound
  EXPECT_EQ(DefaultJobs(8, 9 * gib), 3);     // floor(9 / 3)
  EXPECT_EQ(DefaultJobs(8, 9 * gib - 1), 2);
  EXPECT_EQ(DefaultJobs(8, gib), 1);         // at least one
  EXPECT_EQ(DefaultJobs(8, 0), 8);           // unknown memory: cores
  EXPECT_EQ(DefaultJobs(0, 0), 1);
}

TEST(Config, MemInfoReadsTotalAndAvailable) {
  TempDir dir;
  {
    std::ofstream(dir.Sub("meminfo")) << "MemTotal:       24567892 kB\nMemFree:  100 kB\n"
                                         "MemAvailable:   23000000 kB\nBuffers: 5 kB\n";
  }
  MemInfo m = ReadMemInfo(dir.Sub("meminfo"));
  EXPECT_EQ(m.total, int64_t{24567892} * 1024);
  EXPECT_EQ(m.available, int64_t{23000000} * 1024);
  MemInfo none = ReadMemInfo(dir.Sub("absent"));
  EXPECT_EQ(none.total, 0);
  EXPECT_EQ(none.available, 0);
  EXPECT_GT(ReadMemInfo().total, 0);  // this machine's /proc/meminfo
}

TEST(Config, MemoryWarningWhenMaxRssTimesJobsExceedsTheMachine) {
  const int64_t gib = int64_t{1} << 30;
  EXPECT_EQ(MemoryWarning(4, 8 * gib, 23 * gib),
            "capgrid: warning: -j 4 x --max-rss 8.0 GiB = 32.0 GiB is more than this machine's "
            "23.0 GiB of memory: the kernel may kill workers before --max-rss does");
  EXPECT_EQ(MemoryWarning(2, 8 * gib, 23 * gib), "");  // 16 GiB fits
  EXPECT_EQ(MemoryWarning(4, 0, 23 * gib), "");        // no --max-rss
  EXPECT_EQ(MemoryWarning(4, 8 * gib, 0), "");         // unknown total
}

TEST(Config, TorchThreadsSplitCores) {
  EXPECT_EQ(TorchThreads(16, 4), 4);
  EXPECT_EQ(TorchThreads(2, 8), 1);
  EXPECT_EQ(TorchThreads(7, 2), 3);
}

TEST(Config, JobOptionsCarryOnlyGivenFlags) {
  RunOptions o;
  EXPECT_EQ(JobOptions(o), nlohmann::json::object());
  o.explain = true;
  EXPECT_EQ(JobOptions(o), (nlohmann::json{{"explain", true}}));
}

}  // namespace
}  // namespace capgrid
