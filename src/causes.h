#pragma once
// Failure -> cause: ordered rules read from data (data/causes.json, docs/causes.md), never
// from code. A rule names a stable cause id, a category, its owner (who can fix it: one of the
// "owners" the built-in file declares) and a user-facing text; the merge puts the id in each
// cell and the {id: {category, owner, text}} table in the snapshot header.
#include <map>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace capgrid {

struct Cause {
  std::string id;
  std::string category;
  std::string text;
  std::string owner;  // an Owner id
};

// Who can fix a cause (data/causes.json "owners"): library, exporter, torch, ...
struct Owner {
  std::string id, label, text;
};

// What a rule looks at: one probe's failure (a cell), or one graph-break reason.
struct Evidence {
  enum class Kind { kCell, kBreak };
  Kind kind = Kind::kCell;
  std::string probe;
  std::string status;  // the raw probe status; "graph-break" for a break
  std::string error;   // RECORD.error ("Outer <- Root: first line"); a break: its reason
  std::string detail;  // RECORD.detail
  std::string chain;   // RECORD.chain
  std::string skip_reason;
  std::string registry_id;  // a break's dynamo registry id ("GB0170"), "" when none
  std::string gb_type;      // a break's graph-break type
};

struct Verdict {
  Cause cause;         // id "unclassified" when no rule matched
  std::string detail;  // the cell's user-facing detail text
  bool unclassified = false;
  int rule = -1;  // index of the matching rule, -1 when none
};

class CauseRules {
 public:
  // The built-in rules (data/causes.json) over the built-in graph-break registry
  // (data/graph_break_registry.json).
  static CauseRules Builtin();
  // Parses a rules document. `origin` names the file in errors. Throws UsageError on a bad
  // document (not JSON, unknown version, a rule without id/text, a rule whose owner is missing
  // or not one of the owners, two rules of one id with different owners, a regex that does
  // not compile) naming `origin` and the rule. A document without "owners" (a user's
  // `--causes` file) uses the built-in owners.
  static CauseRules Parse(const std::string& text, const std::string& origin);
  // Reads and parses a user's rules file (`--causes FILE`).
  static CauseRules Load(const std::string& path);

  // Puts `first`'s rules before these (a user's rules are tried first); its tables are merged.
  // Throws UsageError when one of its ids is a rule here with another owner.
  void Prepend(const CauseRules& first);
  // Sets the graph-break registry (id -> types) that `registry: true` rules consult.
  void SetRegistry(const nlohmann::json& registry_doc);

  // The first matching rule's cause and detail; "unclassified" with the raw error cut to 160
  // characters when none matches.
  [[nodiscard]] Verdict Classify(const Evidence& evidence) const;

  // The registry id of a graph-break type ("" when unknown), and a registry id's docs URL.
  [[nodiscard]] std::string RegistryIdOf(const std::string& gb_type) const;
  [[nodiscard]] std::string RegistryUrl(const std::string& registry_id) const;
  [[nodiscard]] std::string RegistryTypeOf(const std::string& registry_id) const;

  // The owners in the file's order, one by id (nullptr when unknown), and the owner of a
  // cause id as the merge writes it (a rule id with its {..} parts filled in): the first rule
  // whose id matches it; "" when none does.
  [[nodiscard]] const std::vector<Owner>& owners() const { return owners_; }
  [[nodiscard]] const Owner* FindOwner(const std::string& id) const;
  [[nodiscard]] std::string OwnerOfCause(const std::string& cause_id) const;
  // The cause a cell gets when no rule matches.
  [[nodiscard]] const Cause& unclassified() const { return unclassified_; }

  [[nodiscard]] int version() const { return version_; }
  [[nodiscard]] size_t size() const { return rules_.size(); }
  // The rules as written, for docs/causes.md.
  [[nodiscard]] const std::vector<nlohmann::json>& raw_rules() const { return raw_; }
  [[nodiscard]] const nlohmann::json& tables() const { return tables_; }
  [[nodiscard]] const nlohmann::json& registry() const { return registry_; }

 private:
  struct Rule {
    std::string id, category, owner, text, detail;
    std::vector<std::string> status, probe, contains, contains_any, registry_ids;
    bool on_cell = true, on_break = true, registry = false;
    std::optional<std::regex> regex;
    nlohmann::json vars;
    std::string origin;
  };
  bool Matches(const Rule& rule, const Evidence& ev, const std::string& haystack,
               std::smatch* groups) const;

  int version_ = 1;
  std::vector<Owner> owners_;
  Cause unclassified_{"unclassified", "unclassified", "no cause rule matched this error", ""};
  std::vector<Rule> rules_;
  std::vector<nlohmann::json> raw_;
  nlohmann::json tables_ = nlohmann::json::object();
  nlohmann::json registry_ = nlohmann::json::object();   // id -> [types]
  std::map<std::string, std::string> registry_by_type_;  // type -> id
  std::string registry_url_;
};

// docs/causes.md: every rule in order, the lookup tables, and the cause each graph-break
// registry id gets. Generated from the data; a test keeps the checked-in page up to date.
std::string CausesMarkdown(const CauseRules& rules);

// Cuts `s` to at most `n` characters (whole UTF-8 sequences) and trims whitespace.
std::string Cut(const std::string& s, size_t n);

}  // namespace capgrid
