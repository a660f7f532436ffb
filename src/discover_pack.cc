#include "discover_pack.h"

#include <algorithm>
#include <regex>

#include <fmt/format.h>

namespace capgrid {

using nlohmann::json;

namespace {

std::string PyStr(const std::string& s) {
  return json(s).dump(-1, ' ', /*ensure_ascii=*/true, json::error_handler_t::replace);
}

std::string ShapeText(const json& shape, const std::string& sep) {
  std::vector<std::string> dims;
  for (const json& d : shape) dims.push_back(std::to_string(d.get<int64_t>()));
  return fmt::format("{}", fmt::join(dims, sep));
}

int64_t Elements(const json& input) {
  int64_t n = 1;
  for (const json& d : input.value("shape", json::array())) n *= d.get<int64_t>();
  return n;
}

// What makes two calls the same case: callable, method, target (its baked constructor
// arguments), the call (its baked arguments), each input's shape and dtype.
std::string CandidateKey(const json& c) {
  std::string key = fmt::format("{}\x1f{}\x1f{}\x1f{}\x1f{}", c.value("callable", ""),
                                c.value("method", json()).dump(), c.value("target", ""),
                                c.value("form", ""), c.value("call", ""));
  for (const json& in : c.value("inputs", json::array())) {
    key += fmt::format("\x1f{}:{}", in.value("dtype", ""), ShapeText(in["shape"], "x"));
  }
  return key;
}

bool WellFormed(const json& c) {
  if (!c.is_object() || !c.value("callable", json()).is_string() ||
      !c.value("target", json()).is_string() || !c.value("inputs", json()).is_array()) {
    return false;
  }
  for (const json& in : c["inputs"]) {
    if (!in.is_object() || !in.value("shape", json()).is_array()) return false;
    for (const json& d : in["shape"]) {
      if (!d.is_number_integer()) return false;
    }
    if (!in.value("expr", json()).is_string() && !in.value("seeded", json()).is_string()) {
      return false;
    }
  }
  return true;
}

// `kornia.filters.sobel` -> ("filters.sobel", "filters"); a root-level `toylib.scale` ->
// ("toylib.scale", "toylib").
std::pair<std::string, std::string> NameAndGroup(const std::string& callable,
                                                  const std::string& library) {
  std::string rel = callable;
  if (rel.rfind(library + ".", 0) == 0) rel = rel.substr(library.size() + 1);
  size_t dot = rel.rfind('.');
  if (dot == std::string::npos) return {library + "." + rel, library};
  return {rel, rel.substr(0, dot)};
}

// Which calls a callable's cases come from, best first: its own calls in an example or a test
// (or recorded elsewhere), calls another public callable made into it (recorder.py `via`: the
// library's own inputs), calls written from its signature (a guess). A callable keeps only its
// best kind: the others fill gaps.
constexpr int kRankOwn = 0, kRankInner = 1, kRankSignature = 2;

int Rank(const json& c, const std::string& group) {
  if (c.value("via", json()).is_string() && !c["via"].get<std::string>().empty()) {
    return kRankInner;
  }
  return group == "signatures" ? kRankSignature : kRankOwn;
}

// The member a case calls: its `method` (an instance's), else its `member` (a class or static
// method called on the class), else "".
std::string Member(const json& c) {
  for (const char* key : {"method", "member"}) {
    if (c.value(key, json()).is_string()) return c[key].get<std::string>();
  }
  return "";
}

// Why a job (one callable's examples, one test file) did not end normally, "" when it did: the
// pool's timeout/crash/oom record, or the worker's error (for a test file pytest's own exit
// status for an interrupted or unusable run; failing tests are a normal end).
std::string Unfinished(const json& record) {
  const std::string status = record.value("status", "");
  const std::string detail = record.value("detail", "");
  if (status == "timeout") return "timed out (" + detail + ")";
  if (status != "ok") return fmt::format("worker ended: {} ({})", status, detail);
  return record.value("error", "");
}

std::string Reason(const json* item, const json* record, const std::string& dropped,
                   bool tests_ran) {
  if (!dropped.empty()) return "its calls could not be written: " + dropped;
  if (item != nullptr && item->value("examples", 0) == 0) {
    return tests_ran ? "no example in its docstring, and no test calls it with a tensor"
                     : "no example in its docstring";
  }
  if (record == nullptr) {
    return item != nullptr ? "its examples were not run"
                           : "no call to it with a tensor argument";
  }
  const std::string why = Unfinished(*record);
  if (why.empty()) return "its example makes no call to it with a tensor argument or result";
  const std::string status = record->value("status", "");
  if (status == "timeout") return "its example " + why;
  if (status != "ok") return "its example's " + why;
  return "its example failed: " + why;
}

const std::regex& LoadCall() {
  static const std::regex re(R"(load\('([0-9a-f]{16})'\))");
  return re;
}

void CollectFiles(const std::string& src, std::set<std::string>* files) {
  for (std::sregex_iterator it(src.begin(), src.end(), LoadCall()), end; it != end; ++it) {
    files->insert((*it)[1].str());
  }
}

}  // namespace

int64_t StableSeed(const std::string& text) {
  uint32_t h = 2166136261u;
  for (unsigned char c : text) {
    h ^= c;
    h *= 16777619u;
  }
  return static_cast<int64_t>(h & 0x7fffffffu);
}

Discovered ChooseCases(const std::vector<json>& items, const std::map<std::string, json>& records,
                       const std::string& library, int max_per_callable) {
  Discovered d;
  // Unique candidates by key, first occurrence kept; grouped by the callable they cover.
  std::map<std::string, std::map<std::string, json>> by_callable;
  std::map<std::string, int> best;  // callable -> the best Rank among its candidates
  std::map<std::string, std::string> dropped;  // callable -> first reason
  std::set<std::string> tensorless;            // a job called it, never with a tensor
  for (const json& item : items) {
    auto rec = records.find(item.value("name", ""));
    if (rec == records.end()) continue;
    for (const json& c : rec->second.value("candidates", json::array())) {
      if (!WellFormed(c)) continue;
      const std::string callable = c["callable"].get<std::string>();
      const int rank = Rank(c, item.value("group", ""));
      auto [at, fresh] = best.emplace(callable, rank);
      if (!fresh && rank < at->second) {  // a better kind of call: the worse ones go
        at->second = rank;
        by_callable[callable].clear();
      }
      if (rank == at->second) by_callable[callable].emplace(CandidateKey(c), c);
    }
    for (const json& t : rec->second.value("tensorless", json::array())) {
      if (t.is_string()) tensorless.insert(t.get<std::string>());
    }
    for (const json& x : rec->second.value("dropped", json::array())) {
      if (!x.is_object()) continue;
      ++d.dropped;
      dropped.emplace(x.value("callable", ""), x.value("reason", ""));
    }
  }
  for (auto& [callable, unique] : by_callable) {
    if (best[callable] == kRankInner) d.inner_only.insert(callable);
    if (std::all_of(unique.begin(), unique.end(),
                    [](const auto& kv) { return !Member(kv.second).empty(); })) {
      d.methods_only.insert(callable);
    }
    std::vector<std::pair<int64_t, const std::pair<const std::string, json>*>> order;
    for (const auto& kv : unique) {
      int64_t size = 0;
      for (const json& in : kv.second["inputs"]) size += Elements(in);
      order.emplace_back(size, &kv);
    }
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first < b.first : a.second->first < b.second->first;
    });
    if (static_cast<int>(order.size()) > max_per_callable) order.resize(max_per_callable);
    auto [base, group] = NameAndGroup(callable, library);
    // Variants: the first case of a name has none, later ones input 0's shape where that
    // tells them apart, else their rank; a random one adds [random].
    std::map<std::string, int> seen_names;
    std::map<std::string, int> shape_uses;
    for (const auto& [size, kv] : order) {
      const json& c = kv->second;
      const json& ins = c["inputs"];
      shape_uses[ins.empty() ? "" : ShapeText(ins[0]["shape"], "x")]++;
    }
    for (const auto& [size, kv] : order) {
      const json& c = kv->second;
      std::string name = base;
      if (!Member(c).empty()) name += "." + Member(c);
      int rank = seen_names[name]++;
      const json& ins = c["inputs"];
      const std::string shape = ins.empty() ? "" : ShapeText(ins[0]["shape"], "x");
      if (rank > 0) {
        name += shape_uses[shape] == 1 && !shape.empty() ? fmt::format("[{}]", shape)
                                                         : fmt::format("[{}]", rank + 1);
      }
      if (c.value("random", false)) name += "[random]";
      d.cases.push_back({name, group, callable, c, size});
      CollectFiles(c.value("target", ""), &d.files);
      CollectFiles(c.value("call", ""), &d.files);
      for (const json& in : ins) CollectFiles(in.value("expr", ""), &d.files);
    }
  }
  bool tests_ran = false;
  for (const json& item : items) {
    if (item.value("group", "") != "tests") continue;
    tests_ran = true;
    ++d.test_files;
    const std::string name = item.value("name", "");
    auto rec = records.find(name);
    if (rec == records.end()) continue;  // not run (an interrupted discover writes no pack)
    if (std::string why = Unfinished(rec->second); !why.empty()) d.unfinished_tests[name] = why;
  }
  for (const json& item : items) {
    if (item.value("group", "") != "docstrings") continue;
    const std::string name = item.value("name", "");
    ++d.callables;
    for (const json& a : item.value("aliases", json::array())) {
      if (a.is_string()) d.aliases[name].push_back(a.get<std::string>());
    }
    const bool example = item.value("examples", 0) > 0;
    d.with_examples += example ? 1 : 0;
    if (by_callable.count(name)) {
      d.examples_covered += example ? 1 : 0;
      continue;
    }
    auto rec = records.find(name);
    auto drop = dropped.find(name);
    std::string why = Reason(&item, rec == records.end() ? nullptr : &rec->second,
                             drop == dropped.end() ? "" : drop->second, tests_ran);
    if (auto sig = records.find(kSignaturesPrefix + name); sig != records.end()) {
      if (std::string more = Unfinished(sig->second); !more.empty()) why += "; " + more;
    }
    d.undiscovered[name] = why;
    const std::string kind = item.value("kind", "");
    if (kind == "enum" || kind == "exception" || kind == "dataclass") {
      d.not_applicable[name] = (kind == "dataclass" ? "a " : "an ") + kind;
    } else if (tensorless.count(name) && !dropped.count(name)) {
      d.not_applicable[name] = kTensorlessReason;
    }
  }
  return d;
}

MemoryRise LargestMemoryRise(const std::map<std::string, json>& records) {
  MemoryRise top;
  for (const auto& [name, record] : records) {
    const json raised = record.value("rss_raised_bytes", json());
    if (!raised.is_number_integer() || raised.get<int64_t>() <= top.raised_bytes) continue;
    top.job = name;
    top.raised_bytes = raised.get<int64_t>();
    const json peak = record.value("rss_peak_bytes", json());
    top.peak_bytes = peak.is_number_integer() ? peak.get<int64_t>() : 0;
  }
  return top;
}

json RecordedValues(const std::map<std::string, json>& records) {
  std::map<std::string, std::map<std::string, int>> counts;  // name -> source -> calls
  for (const auto& [item, record] : records) {
    for (const json& c : record.value("candidates", json::array())) {
      if (!c.is_object() || !c.value("params", json()).is_object()) continue;
      for (const auto& [name, src] : c["params"].items()) {
        if (src.is_string()) ++counts[name][src.get<std::string>()];
      }
    }
  }
  json out = json::object();
  for (const auto& [name, by_source] : counts) {
    const auto best = std::max_element(by_source.begin(), by_source.end(),
                                       [](const auto& a, const auto& b) {
                                         if (a.second != b.second) return a.second < b.second;
                                         if (a.first.size() != b.first.size()) {
                                           return a.first.size() > b.first.size();
                                         }
                                         return a.first > b.first;
                                       });
    out[name] = best->first;
  }
  return out;
}

namespace {

std::string InputSource(const json& in, int64_t seed) {
  if (in.contains("expr")) return in["expr"].get<std::string>();
  const std::string dtype = in.value("dtype", "float32");
  std::string shape = ShapeText(in["shape"], ", ");
  return fmt::format("{}({}{}seed={}{})", in["seeded"].get<std::string>(), shape,
                     shape.empty() ? "" : ", ", seed,
                     dtype == "float32" ? "" : ", dtype=torch." + dtype);
}

}  // namespace

std::string RenderDiscoveredPack(const Discovered& d, const std::string& library,
                                 const PackHeader& h) {
  std::set<std::string> imports = {"torch"};
  std::set<std::string> first_components;
  bool uses_resolve = false, uses_built = false, uses_seeded = false;
  for (const DiscoveredCase& c : d.cases) {
    for (const json& m : c.candidate.value("imports", json::array())) {
      if (m.is_string()) imports.insert(m.get<std::string>());
    }
    first_components.insert(c.group.substr(0, c.group.find('.')));
    const std::string all = c.candidate.value("target", "") + c.candidate.value("call", "");
    uses_resolve |= all.find("resolve_ref(") != std::string::npos;
    uses_built |= c.candidate.value("built", false) || c.candidate.value("call_built", false);
    for (const json& in : c.candidate["inputs"]) uses_seeded |= in.contains("seeded");
  }
  const size_t covered = d.callables - d.undiscovered.size();
  std::string out = fmt::format(
      "\"\"\"Cases discovered by `{}` (capgrid {}).\n\n"
      "{} cases for {} of {} public callables. Each case's note says which docstring example "
      "or test\nmade the call; inputs the example drew at random are seeded draws of the same "
      "shape. Edit\nand commit this file like any pack (docs/discovery.md); the callables "
      "left without a case\nare listed at the end, each with why.\n\"\"\"\n\n",
      h.command, h.version, d.cases.size(), covered, d.callables);
  if (!d.files.empty()) out += "from pathlib import Path\n\n";
  for (const std::string& m : imports) out += "import " + m + "\n";
  out += fmt::format("\nfrom capgrid import case{}\n\n", uses_resolve ? ", resolve_ref" : "");
  out += fmt::format("LIBRARY = {}\n", PyStr(library));
  out += "PACKAGE_OF = {";
  bool first = true;
  for (const std::string& g : first_components) {
    out += fmt::format("{}{}: {}", first ? "" : ", ", PyStr(g),
                       PyStr(g == library ? library : library + "." + g));
    first = false;
  }
  out += "}\n";
  if (!d.files.empty()) {
    out += fmt::format("DATA = Path(__file__).with_name({})\n", PyStr(h.data_dir));
  }
  if (uses_seeded) {
    out +=
        "\n\ndef rand(*shape, seed, dtype=torch.float32):\n"
        "    \"\"\"Uniform [0, 1) values from a generator of their own.\"\"\"\n"
        "    return torch.rand(shape, generator=torch.Generator().manual_seed(seed), "
        "dtype=dtype)\n"
        "\n\ndef randn(*shape, seed, dtype=torch.float32):\n"
        "    \"\"\"Standard normal values from a generator of their own.\"\"\"\n"
        "    return torch.randn(shape, generator=torch.Generator().manual_seed(seed), "
        "dtype=dtype)\n";
  }
  if (uses_built) {
    out +=
        "\n\ndef built(make, seed):\n"
        "    \"\"\"An object built under a seed of its own (random initialisation).\"\"\"\n"
        "    with torch.random.fork_rng():\n"
        "        torch.manual_seed(seed)\n"
        "        return make()\n";
  }
  if (!d.files.empty()) {
    out +=
        "\n\ndef load(digest):\n"
        "    \"\"\"A tensor the example computed, stored beside this pack.\"\"\"\n"
        "    return torch.load(DATA / f\"{digest}.pt\")\n";
  }
  out += "\n\nCASES = [\n";
  for (const DiscoveredCase& c : d.cases) {
    const json& k = c.candidate;
    std::vector<std::string> inputs;
    int i = 0;
    for (const json& in : k["inputs"]) {
      inputs.push_back(InputSource(in, StableSeed(fmt::format("{}#{}", c.name, i++))));
    }
    const bool lambda = k.value("form", "") == "lambda";
    std::string target = lambda ? k.value("call", "") : k.value("target", "");
    const int64_t seed = StableSeed(c.name);
    if ((!lambda && k.value("built", false)) || (lambda && k.value("call_built", false))) {
      target = fmt::format("built(lambda: {}, seed={})", target, seed);
    }
    std::string line = fmt::format("    case({}, {}, {},\n         [{}]", PyStr(c.name),
                                   PyStr(c.group), target, fmt::join(inputs, ", "));
    if (!lambda && !k.value("call", "").empty()) {
      line += ", " + (k.value("call_built", false)
                          ? fmt::format("built(lambda: {}, seed={})", k.value("call", ""), seed + 1)
                          : k.value("call", ""));
    }
    std::vector<std::string> keywords;
    if (k.value("method", json()).is_string()) {
      keywords.push_back("method=" + PyStr(k["method"].get<std::string>()));
    }
    if (lambda || !Member(k).empty()) {
      keywords.push_back("ref=" + PyStr(Member(k).empty() ? c.callable
                                                          : c.callable + "." + Member(k)));
    }
    if (k.value("random", false)) keywords.push_back("check=False");
    std::vector<std::string> stand_ins;
    for (size_t n = 0; n < k["inputs"].size(); ++n) {
      if (k["inputs"][n].value("stand_in", false)) stand_ins.push_back(std::to_string(n));
    }
    std::string note = "discovered: " + k.value("source", "");
    if (auto a = d.aliases.find(c.callable); a != d.aliases.end() && !a->second.empty()) {
      note += fmt::format("; also exported as {}", fmt::join(a->second, ", "));
    }
    if (k["inputs"].empty()) {
      note += "; no tensor input: its captures compute nothing from an input (constant graphs)";
    }
    if (!stand_ins.empty()) {
      note += fmt::format("; input{} {}: seeded draws of the shape of the values it computed",
                          stand_ins.size() > 1 ? "s" : "", fmt::join(stand_ins, ", "));
    }
    keywords.push_back("note=" + PyStr(note));
    line += fmt::format(",\n         {}),\n", fmt::join(keywords, ", "));
    out += line;
  }
  out += "]\n";
  if (!d.undiscovered.empty()) {
    out += fmt::format("\n# Not discovered: {} of {} public callables ({} of them not applicable "
                       "to a tensor capture, marked n/a).\n",
                       d.undiscovered.size(), d.callables, d.not_applicable.size());
    for (const auto& [callable, why] : d.undiscovered) {
      std::string text = why;
      if (auto na = d.not_applicable.find(callable); na != d.not_applicable.end()) {
        text += " (n/a: " + na->second + ")";
      }
      std::replace(text.begin(), text.end(), '\n', ' ');
      text.erase(text.find_last_not_of(" \t") + 1);
      out += fmt::format("#   {}: {}\n", callable, text);
    }
  }
  if (!d.unfinished_tests.empty()) {
    out += fmt::format(
        "\n# Test files that did not run to the end: {} of {} (the calls they made before are "
        "recorded).\n",
        d.unfinished_tests.size(), d.test_files);
    for (const auto& [file, why] : d.unfinished_tests) {
      out += fmt::format("#   {}: {}\n", file, why);
    }
  }
  return out;
}

}  // namespace capgrid
