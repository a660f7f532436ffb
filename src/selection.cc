#include "selection.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "cli.h"
#include "errors.h"

namespace capgrid {

struct KeywordExpr::Node {
  enum class Op { kWord, kNot, kAnd, kOr } op = Op::kWord;
  std::string word;  // lower case
  std::shared_ptr<const Node> left, right;

  bool Eval(const std::string& lower_name) const {
    switch (op) {
      case Op::kWord:
        return lower_name.find(word) != std::string::npos;
      case Op::kNot:
        return !left->Eval(lower_name);
      case Op::kAnd:
        return left->Eval(lower_name) && right->Eval(lower_name);
      case Op::kOr:
        return left->Eval(lower_name) || right->Eval(lower_name);
    }
    return false;
  }
};

namespace {

using NodePtr = std::shared_ptr<const KeywordExpr::Node>;
using Op = KeywordExpr::Node::Op;

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<std::string> Tokenize(const std::string& text) {
  std::vector<std::string> tokens;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) tokens.push_back(word);
    word.clear();
  };
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      flush();
    } else if (c == '(' || c == ')') {
      flush();
      tokens.push_back(std::string(1, c));
    } else {
      word += c;
    }
  }
  flush();
  return tokens;
}

// Recursive descent over: or := and ("or" and)*; and := not ("and" not)*;
// not := "not" not | "(" or ")" | WORD.
class Parser {
 public:
  Parser(std::string text, std::vector<std::string> tokens, std::string flag)
      : text_(std::move(text)), tokens_(std::move(tokens)), flag_(std::move(flag)) {}

  NodePtr ParseAll() {
    NodePtr n = ParseOr();
    if (pos_ < tokens_.size()) Fail(fmt::format("unexpected '{}'", tokens_[pos_]));
    return n;
  }

 private:
  [[noreturn]] void Fail(const std::string& why) {
    throw UsageError(fmt::format("{} '{}': {}", flag_, text_, why));
  }
  bool Accept(const char* token) {
    if (pos_ < tokens_.size() && tokens_[pos_] == token) {
      ++pos_;
      return true;
    }
    return false;
  }
  static NodePtr Make(Op op, NodePtr l, NodePtr r = nullptr, std::string word = "") {
    auto n = std::make_shared<KeywordExpr::Node>();
    n->op = op;
    n->left = std::move(l);
    n->right = std::move(r);
    n->word = std::move(word);
    return n;
  }
  NodePtr ParseOr() {
    NodePtr n = ParseAnd();
    while (Accept("or")) n = Make(Op::kOr, n, ParseAnd());
    return n;
  }
  NodePtr ParseAnd() {
    NodePtr n = ParseNot();
    while (Accept("and")) n = Make(Op::kAnd, n, ParseNot());
    return n;
  }
  NodePtr ParseNot() {
    if (pos_ >= tokens_.size()) Fail("expression ends too early");
    if (Accept("not")) return Make(Op::kNot, ParseNot());
    if (Accept("(")) {
      NodePtr n = ParseOr();
      if (!Accept(")")) Fail("missing ')'");
      return n;
    }
    const std::string& t = tokens_[pos_];
    if (t == ")" || t == "and" || t == "or") Fail(fmt::format("unexpected '{}'", t));
    ++pos_;
    return Make(Op::kWord, nullptr, nullptr, Lower(t));
  }

  std::string text_;
  std::vector<std::string> tokens_;
  std::string flag_;
  size_t pos_ = 0;
};

bool InGroup(const std::string& case_group, const std::string& group) {
  return case_group == group ||
         (case_group.size() > group.size() && case_group.compare(0, group.size(), group) == 0 &&
          case_group[group.size()] == '.');
}

}  // namespace

KeywordExpr KeywordExpr::Parse(const std::string& text, const std::string& flag) {
  KeywordExpr e;
  auto tokens = Tokenize(text);
  if (!tokens.empty()) e.root_ = Parser(text, std::move(tokens), flag).ParseAll();
  return e;
}

bool KeywordExpr::Matches(const std::string& name) const {
  return !root_ || root_->Eval(Lower(name));
}

std::vector<InventoryRow> SelectCases(const std::vector<InventoryRow>& cases,
                                      const std::string& keyword,
                                      const std::vector<std::string>& groups,
                                      const std::vector<std::string>& names) {
  KeywordExpr expr = KeywordExpr::Parse(keyword);
  std::set<std::string> wanted(names.begin(), names.end());
  if (!wanted.empty()) {
    std::set<std::string> known;
    for (const auto& c : cases) known.insert(c.name);
    for (const auto& name : names) {
      if (known.count(name)) continue;
      std::string guess = ClosestMatch(name, {known.begin(), known.end()});
      throw UsageError(
          fmt::format("--case: unknown case '{}'{}", name,
                      guess.empty() ? "" : fmt::format(" (did you mean '{}'?)", guess)));
    }
  }
  for (const auto& g : groups) {
    bool known = std::any_of(cases.begin(), cases.end(),
                             [&](const InventoryRow& c) { return InGroup(c.group, g); });
    if (!known) {
      std::set<std::string> all;
      for (const auto& c : cases) all.insert(c.group);
      throw UsageError(
          fmt::format("--groups: unknown group '{}' (known groups: {})", g, fmt::join(all, ", ")));
    }
  }
  std::vector<InventoryRow> out;
  for (const auto& c : cases) {
    bool group_ok = groups.empty() || std::any_of(groups.begin(), groups.end(),
                                                  [&](auto& g) { return InGroup(c.group, g); });
    bool name_ok = wanted.empty() || wanted.count(c.name);
    if (group_ok && name_ok && expr.Matches(c.name)) out.push_back(c);
  }
  return out;
}

int ShardOf(const std::string& case_name, int count) {
  uint64_t h = 14695981039346656037ULL;  // FNV-1a, fixed forever: shards must agree
  for (unsigned char c : case_name) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return static_cast<int>(h % static_cast<uint64_t>(count));
}

int ShardOf(const std::string& case_name, const Shard& shard) {
  if (shard.assigned) {
    auto it = shard.assigned->find(case_name);
    if (it != shard.assigned->end()) return it->second;
  }
  return ShardOf(case_name, shard.count);
}

std::optional<Shard> InferShard(const std::vector<InventoryRow>& inventory,
                                const std::set<std::string>& cases_with_results) {
  if (cases_with_results.size() < kMinCasesToInferShard) return std::nullopt;
  if (cases_with_results.size() >= inventory.size()) return std::nullopt;
  for (int count = 64; count >= 2; --count) {
    int index = ShardOf(*cases_with_results.begin(), count);
    bool all = std::all_of(cases_with_results.begin(), cases_with_results.end(),
                           [&](const std::string& c) { return ShardOf(c, count) == index; });
    if (all) return Shard{index, count, nullptr};
  }
  return std::nullopt;
}

std::vector<InventoryRow> ShardCases(const std::vector<InventoryRow>& cases, Shard shard) {
  if (shard.count <= 1) return cases;
  std::vector<InventoryRow> out;
  for (const auto& c : cases) {
    if (ShardOf(c.name, shard) == shard.index) out.push_back(c);
  }
  return out;
}

Shard ParseShard(const std::string& text) {
  auto bad = [&] {
    return UsageError(
        fmt::format("--shard '{}': expected I/N with 1 <= I <= N, e.g. --shard 2/4", text));
  };
  auto slash = text.find('/');
  if (slash == std::string::npos) throw bad();
  int index = 0, count = 0;
  try {
    size_t used = 0;
    std::string a = text.substr(0, slash), b = text.substr(slash + 1);
    index = std::stoi(a, &used);
    if (used != a.size()) throw bad();
    count = std::stoi(b, &used);
    if (used != b.size()) throw bad();
  } catch (const std::logic_error&) {
    throw bad();
  }
  if (count < 1 || index < 1 || index > count) throw bad();
  return {index - 1, count, nullptr};
}

}  // namespace capgrid
