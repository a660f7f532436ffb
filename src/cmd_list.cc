#include "cmd_list.h"


#include <iostream>
#include <set>

#include <fmt/format.h>

#include "command.h"
#include "exit_status.h"
#include "one_worker.h"
#include "selection.h"

namespace capgrid {
namespace {

std::string Ref(const InventoryRow& row) {
  if (!row.info.contains("ref") || !row.info["ref"].is_string()) return "";
  return row.info["ref"].get<std::string>();
}

}  // namespace

int ExecuteList(const ListOptions& options, const RunnerFactory& make_runner, std::ostream& out) {
  const std::vector<std::string> names = CaseNames(options.cases, options.cases_from);
  Handshake hs;
  WithOneWorker(options.packs, options.python, make_runner,
                [&hs](Runner&, const Handshake& h) { hs = h; });

  std::vector<InventoryRow> inventory;
  for (const auto& c : hs.cases) {
    inventory.push_back({c.value("name", ""), c.value("group", ""), c.value("fingerprint", ""), c});
  }
  auto selected = SelectCases(inventory, options.keyword, options.groups, names);
  size_t name_w = 4, group_w = 5;
  std::set<std::string> groups;
  for (const auto& c : selected) {
    name_w = std::max(name_w, c.name.size());
    group_w = std::max(group_w, c.group.size());
    groups.insert(c.group);
  }
  if (options.json) {
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& c : selected) {
      rows.push_back({{"name", c.name}, {"group", c.group}, {"ref", Ref(c)}});
    }
    out << nlohmann::json{{"cases", rows}, {"groups", groups}}.dump(2) << "\n";
    return kExitOk;
  }
  out << fmt::format("{:<{}}  {:<{}}  {}\n", "name", name_w, "group", group_w, "ref");
  for (const auto& c : selected) {
    out << fmt::format("{:<{}}  {:<{}}  {}\n", c.name, name_w, c.group, group_w, Ref(c));
  }
  out << fmt::format("{} case{}, {} group{}\n", selected.size(), selected.size() == 1 ? "" : "s",
                     groups.size(), groups.size() == 1 ? "" : "s");
  return kExitOk;
}

Command ListCommand() {
  return {"list", "list the cases of the packs (name, group, ref)",
          [](CLI::App& app) -> std::function<int()> {
            auto o = std::make_shared<ListOptions>();
            AddPacksArgument(app, o->packs);
            AddKeywordOption(app, o->keyword);
            AddGroupsOption(app, o->groups);
            AddCaseFlags(app, o->cases, o->cases_from);
            AddPythonOption(app, o->python);
            auto format = std::make_shared<std::string>("text");
            AddFormatOption(app, *format);
            return [o, format]() -> int {
              o->json = *format == "json";
              SteadyClock clock;
              return ExecuteList(
                  *o, [&clock](const PoolOptions& p) { return MakeWorkerPool(p, &clock); },
                  std::cout);
            };
          }};
}

}  // namespace capgrid
