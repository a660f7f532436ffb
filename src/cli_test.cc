#include "cli.h"

#include <cctype>
#include <set>

#include <CLI/CLI.hpp>
#include <gtest/gtest.h>

namespace capgrid {
namespace {

TEST(ClosestMatch, SuggestsNearMiss) {
  EXPECT_EQ(ClosestMatch("rnu", {"run", "list", "merge"}), "run");
  EXPECT_EQ(ClosestMatch("mrege", {"run", "list", "merge"}), "merge");
}

TEST(ClosestMatch, NothingForFarWord) {
  EXPECT_EQ(ClosestMatch("frobnicate", {"run", "list", "merge"}), "");
}

// Every option of every subcommand: a help text that starts in lower case (acronyms and
// flags aside) and ends without a full stop, and, where it takes a value, an upper-case
// placeholder of its own (DIR, FILE, N, ...), never CLI11's TEXT, INT or FLOAT; positionals
// are named in upper case (PACK, STORE, OLD, SNAPSHOT) and show no second placeholder.
TEST(Cli, HelpTextIsConsistentAcrossSubcommands) {
  std::function<int()> action;
  auto app = MakeApp(&action);
  const std::set<std::string> generic = {"TEXT", "INT", "UINT", "FLOAT", "NUMBER", ""};
  size_t options = 0;
  for (const CLI::App* sub : app->get_subcommands([](const CLI::App*) { return true; })) {
    const std::string& summary = sub->get_description();
    ASSERT_FALSE(summary.empty()) << sub->get_name();
    EXPECT_TRUE(std::islower(static_cast<unsigned char>(summary[0]))) << summary;
    EXPECT_NE(summary.back(), '.') << summary;
    for (const CLI::Option* o : sub->get_options()) {
      ++options;
      std::string name = sub->get_name() + " " + o->get_name();
      const std::string& help = o->get_description();
      ASSERT_FALSE(help.empty()) << name;
      // "ONNX", "URL", "`capgrid coverage`" may lead; a lower-case word otherwise.
      bool acronym = help.size() > 1 && std::isupper(static_cast<unsigned char>(help[0])) &&
                     std::isupper(static_cast<unsigned char>(help[1]));
      EXPECT_TRUE(std::islower(static_cast<unsigned char>(help[0])) || acronym ||
                  help[0] == '`')
          << name << ": " << help;
      EXPECT_NE(help.back(), '.') << name << ": " << help;
      EXPECT_EQ(help.find("(default:"), std::string::npos) << name << ": write \"(default X)\"";
      if (o->get_positional()) {  // named by its placeholder: PACK, STORE, OLD, SNAPSHOT
        std::string positional = o->get_name(true);
        for (char c : positional) {
          EXPECT_FALSE(std::islower(static_cast<unsigned char>(c))) << name;
        }
        EXPECT_EQ(o->get_type_name(), "") << name << ": the name is the placeholder";
        continue;
      }
      if (o->get_type_name().empty()) continue;  // a flag
      std::string placeholder = o->get_type_name().substr(0, o->get_type_name().find(':'));
      EXPECT_FALSE(generic.count(placeholder)) << name << " has the placeholder '"
                                                << placeholder << "'";
      for (char c : placeholder) {
        EXPECT_FALSE(std::islower(static_cast<unsigned char>(c))) << name << ": " << placeholder;
      }
    }
  }
  EXPECT_GT(options, 50u);
}

}  // namespace
}  // namespace capgrid
