#pragma once
// Defaults the engine's layers share, declared once: the options that set them (`run` and
// `audit --timeout`), the run configuration, the pool and each worker's limits all read them
// here, and the help texts print them.

namespace capgrid {

// Seconds one probe may run, from the job's last sign of progress (`--timeout`).
inline constexpr double kDefaultProbeTimeoutS = 600;

// With `--max-rss SIZE`, a worker whose memory passed SIZE / this after a job is replaced before
// the next one (its memory grows over its jobs; the next case deserves the limit's headroom).
inline constexpr int kRecycleRssDivisor = 2;

// `discover`'s memory limit per worker when `--max-rss` is not given: a trial call built from a
// signature's defaults can allocate gigabytes (Kornia's SIFTFeature() on a small image, 9 GB),
// and discovery should run on a laptop. Above it the job is recorded as `oom` and its callable
// gets no case from it.
inline constexpr const char* kDiscoverMaxRss = "4G";

}  // namespace capgrid
