// The ETA of a first run, with no recorded durations, on a pack whose durations are known to the
// test (not to the plan): one slow group first in pack order, as a discovered pack's groups
// sorted by name may have it. The plan's order makes the early estimate hold.
#include <regex>

#include <gtest/gtest.h>

#include "plan.h"
#include "scheduler.h"
#include "test.h"

namespace capgrid {
namespace {

const std::vector<std::string> kProbes = {"onnx", "export", "compile"};

// "42s", "3m05s", "1h02m" (FormatDuration's), with an optional "~", in seconds.
double Seconds(const std::string& text) {
  std::smatch m;
  std::string t = text[0] == '~' ? text.substr(1) : text;
  if (std::regex_match(t, m, std::regex(R"((\d+)h(\d+)m)"))) {
    return std::stod(m[1]) * 3600 + std::stod(m[2]) * 60;
  }
  if (std::regex_match(t, m, std::regex(R"((\d+)m(\d+)s)"))) {
    return std::stod(m[1]) * 60 + std::stod(m[2]);
  }
  return std::stod(t.substr(0, t.size() - 1));
}

struct Line {
  int finished;
  double elapsed, eta;
  bool rough;
};

// A first run at -j 1 of 4 groups x 10 cases: "audio" (first in pack order) 10 s a probe, the
// others 1 s. Returns each job line's count, elapsed time and ETA.
std::vector<Line> FirstRun(double* total_s) {
  TempDir dir;
  auto store = Store::Open(dir.path(), true);
  RunInfo run = store->CreateRun({}, "key", kProbes, {"test"});
  std::vector<InventoryRow> cases;
  for (const char* group : {"audio", "image", "text", "video"}) {
    for (int i = 0; i < 10; ++i) {
      std::string name = std::string(group) + ".op" + std::to_string(i);
      cases.push_back({name, group, "fp-" + name, MakeCase(name, group, "fp-" + name)});
    }
  }
  store->SetInventory(run.id, cases);
  FakeTerminal term(false);
  FakeClock clock;
  StatusPrinter status(&term, &clock, StatusOptions());
  FakeRunner runner(1);
  runner.clock = &clock;
  runner.respond = [](const Job& job) {
    return ReplyAll(job, "ok", job.case_name.rfind("audio.", 0) == 0 ? 10.0 : 1.0);
  };
  Plan plan(cases, store->Results(run.id), kProbes, CostModel(store->Durations()));
  const double start = clock.Now();
  EXPECT_EQ(Scheduler(&runner, &plan, store.get(), run.id, &status).Run(), 0);
  *total_s = clock.Now() - start;
  std::vector<Line> lines;
  std::regex prefix(R"(^\[(\d+)/\d+ (\S+) ETA (\S+)\])");
  std::istringstream in(term.text());
  for (std::string text; std::getline(in, text);) {
    std::smatch m;
    if (!std::regex_search(text, m, prefix)) continue;
    lines.push_back({std::stoi(m[1]), Seconds(m[2]), Seconds(m[3]), m[3].str()[0] == '~'});
  }
  return lines;
}

TEST(PlanEta, AFirstRunsEarlyEstimateHoldsOnAPackWithItsSlowGroupFirst) {
  double total = 0;
  std::vector<Line> lines = FirstRun(&total);
  ASSERT_EQ(lines.size(), 40u);
  EXPECT_DOUBLE_EQ(total, 10 * 3 * 10.0 + 30 * 3 * 1.0);  // 390 s
  // After the first tenth of the cases (4 jobs, 12 of 120 pairs): elapsed + ETA against the
  // real total. Pack order would have run four audio cases: 120 s for 12 pairs, 1200 s
  // predicted (3.1x). Round the groups: one case of each.
  const Line& early = lines[3];
  EXPECT_EQ(early.finished, 12);
  const double predicted = early.elapsed + early.eta;
  EXPECT_LT(std::abs(predicted - total) / total, 0.1) << predicted << " s predicted of " << total;
  // After each round of the groups (every fourth job) within 10% of the truth; in between, a
  // sample of a few cases, within 45% (the slow group is ten times the others).
  for (size_t i = 3; i < lines.size(); ++i) {
    const double p = lines[i].elapsed + lines[i].eta;
    const double bound = (i + 1) % 4 == 0 ? 0.1 : 0.45;
    EXPECT_LT(std::abs(p - total) / total, bound) << "job " << i + 1 << ": " << p;
  }
  // Rough ("~") while under a tenth of the planned cost (12 pairs) is done, then not.
  for (const Line& l : lines) EXPECT_EQ(l.rough, l.finished < 12) << l.finished;
}

TEST(PlanEta, EqualCostsGoRoundTheGroupsInPackOrder) {
  std::vector<InventoryRow> cases;
  for (const auto& [name, group] : std::vector<std::pair<std::string, std::string>>{
           {"a1", "a"}, {"a2", "a"}, {"a3", "a"}, {"b1", "b"}, {"c1", "c"}, {"c2", "c"}}) {
    cases.push_back({name, group, "fp", MakeCase(name, group, "fp")});
  }
  Plan plan(cases, {}, {"onnx"}, CostModel());
  std::vector<std::string> order;
  while (plan.HasPending()) order.push_back(plan.Next().case_name);
  EXPECT_EQ(order, (std::vector<std::string>{"a1", "b1", "c1", "a2", "c2", "a3"}));
  // recorded durations still order by cost, slowest first; the cases without one are estimated
  // at the median of the recorded (7 s) and go round the groups among themselves
  Plan known(cases, {}, {"onnx"}, CostModel({{"c2\tonnx", 9.0}, {"a3\tonnx", 5.0}}));
  order.clear();
  while (known.HasPending()) order.push_back(known.Next().case_name);
  EXPECT_EQ(order, (std::vector<std::string>{"c2", "a1", "b1", "c1", "a2", "a3"}));
}

}  // namespace
}  // namespace capgrid
