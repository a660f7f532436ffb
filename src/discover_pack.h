#pragma once
// `capgrid discover`'s pure half: the discovery workers' records (python/capgrid/discover.py,
// candidates as docs/discovery.md describes them) -> the chosen cases, a reason for every public
// callable left without one, and the pack file's text. No I/O: the same records give a
// byte-identical pack.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace capgrid {

// The discovery worker's item of a callable's calls written from its signature ("signatures:"
// then the callable's qualified name; python/capgrid/discover.py SIGNATURES).
inline constexpr const char* kSignaturesPrefix = "signatures:";

// Why a callable without a case is not applicable when no call of it involved a tensor.
inline constexpr const char* kTensorlessReason = "every call of it took and gave no tensor";

struct DiscoveredCase {
  std::string name, group, callable;  // callable: the census qualname the case covers
  nlohmann::json candidate;           // the worker's candidate, as recorded
  int64_t size = 0;                   // elements of every input together
};

struct Discovered {
  std::vector<DiscoveredCase> cases;              // in pack order
  std::map<std::string, std::string> undiscovered;  // callable -> why it has no case
  int callables = 0;                              // public callables of the census
  int with_examples = 0;                          // of which with a `>>>` example
  int examples_covered = 0;                       // of those, with a case
  int dropped = 0;                                // calls that could not be written (distinct)
  // callables whose cases are all calls made inside the library (another public callable's
  // call of them): no example, test or signature call of their own
  std::set<std::string> inner_only;
  // callables without a case that no tensor capture applies to -> why: an enum, an exception
  // or a dataclass (the census's kind), or every call of it took and gave no tensor (the
  // workers' `tensorless`)
  std::map<std::string, std::string> not_applicable;
  // classes with cases, every one of them a call of a method other than forward / __call__
  std::set<std::string> methods_only;
  std::set<std::string> files;                    // stored tensors the cases load (digests)
  int test_files = 0;                             // test files run
  // Test files that did not run to the end (a time limit, a crash, pytest stopping with an
  // error): file -> why. The calls they made before that are recorded like any others.
  std::map<std::string, std::string> unfinished_tests;
  // callable -> its other public names (the census's `aliases`: the same object under another
  // name, a thin wrapper of it), written on its cases' notes as "also exported as"
  std::map<std::string, std::vector<std::string>> aliases;
};

// `items`: the inventory (name, group "docstrings" or "tests", examples); `records`: each run
// item's record by item name (the worker's, or the pool's timeout/crash/oom record).
// `library`: the module whose prefix case names drop. At most `max_per_callable` cases per
// callable, smallest inputs first, duplicates (same callable, method, target, call, input shapes
// and dtypes) merged; a callable's calls made inside the library (`via`) only when it has no
// call of its own.
Discovered ChooseCases(const std::vector<nlohmann::json>& items,
                       const std::map<std::string, nlohmann::json>& records,
                       const std::string& library, int max_per_callable);

// By parameter name, the literal source (candidates' `params`) recorded calls gave a parameter
// of that name most often (ties: the shorter source, then the smaller): the signatures phase
// gives it to a required parameter of the same name it has no other value for.
nlohmann::json RecordedValues(const std::map<std::string, nlohmann::json>& records);

// The job that raised a discovery worker's peak resident memory most (its record's
// rss_raised_bytes, python/capgrid/discover.py; ties: the first by item name), for discover's
// summary; `job` is "" when no record raised it.
struct MemoryRise {
  std::string job;
  int64_t raised_bytes = 0;
  int64_t peak_bytes = 0;  // the worker's peak after that job
};
MemoryRise LargestMemoryRise(const std::map<std::string, nlohmann::json>& records);

struct PackHeader {
  std::string command;   // the command line that wrote it
  std::string version;   // capgrid's
  std::string data_dir;  // the sidecar directory's name, beside the pack
};

// The pack file (docs/discovery.md "The pack it writes").
std::string RenderDiscoveredPack(const Discovered& d, const std::string& library,
                                 const PackHeader& header);

// A stable seed for a named thing (FNV-1a of the text, 31 bits): seeds that do not move when
// cases are added or removed, so one new case re-probes nothing else.
int64_t StableSeed(const std::string& text);

}  // namespace capgrid
