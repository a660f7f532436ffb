#pragma once
// Shards balanced by measured cost (`--shard I/N --durations FILE`, docs/distributed.md).
//
// A durations file holds, per case and probe, the seconds a store measured (`capgrid
// durations`). The weighted split packs the file's cases into N shards longest first, each into
// the shard with the least cost so far (LPT). It is a pure function of the file's content, N and
// the probes weighed: it reads no store and no pack, so every machine of a survey, before and
// after a resume, computes the same split from the same file whatever the key order. Costs are
// whole tenths of a second (the file's resolution), added as integers: no rounding can differ
// between two machines. Cases the file does not name keep the hash split (ShardOf), so a case
// added to the pack after the file was written lands in exactly one shard too.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace capgrid {

inline constexpr int kDurationsFormat = 1;

// Case -> probe -> tenths of a second (at least 1).
struct Durations {
  std::map<std::string, std::map<std::string, int64_t>> tenths;
};

// Reads a durations file. Throws UsageError naming `path` (and `flag`) when it is missing,
// not JSON, of another format, or holds a negative or non-numeric duration.
Durations ReadDurations(const std::string& path, const std::string& flag = "--durations");

// From Store::Durations()-style pairs (key case + '\t' + probe -> mean seconds): every pair,
// rounded to a tenth of a second (at least one tenth). A pair in several inputs keeps the
// largest.
Durations DurationsFrom(const std::vector<std::pair<std::string, double>>& pairs);

// The file's text: `{"capgrid_durations": 1, "unit": "s", "cases": {case: {probe: s}}}`, keys
// sorted, one case per line, so that two files diff cleanly.
std::string DurationsText(const Durations& d);

// Each named case's cost: the sum over `probes` (every probe of the file when empty) of its
// durations; a probe the case lacks costs that probe's median over the file. Cases with none of
// `probes` are left out (they keep the hash split).
std::map<std::string, int64_t> CaseCosts(const Durations& d, const std::vector<std::string>& probes);

// The weighted split: case -> shard (0-based) for every case of `costs`, longest first (ties by
// name), each into the least-loaded shard (ties: the lowest index).
std::map<std::string, int> WeightedSplit(const std::map<std::string, int64_t>& costs, int count);

// The wall time of running jobs of these costs on `workers` workers, longest first, each on the
// first free worker (what `capgrid run` does with measured costs).
int64_t ListScheduleMakespan(std::vector<int64_t> costs, int workers);

}  // namespace capgrid
