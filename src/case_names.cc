#include "case_names.h"

#include <cctype>
#include <map>
#include <set>
#include <tuple>
#include <vector>

namespace capgrid {
namespace {

std::vector<std::string> SplitDots(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == '.') {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

std::string Join(const std::vector<std::string>& parts, size_t from, size_t to,
                 const std::string& sep) {
  std::string out;
  for (size_t i = from; i < to; ++i) {
    if (i > from) {
      out += sep;
    }
    out += parts[i];
  }
  return out;
}

std::string DropRandom(std::string section) {
  if (section == "random") {
    return "";
  }
  const std::string suffix = ".random";
  if (section.size() > suffix.size() &&
      section.compare(section.size() - suffix.size(), suffix.size(), suffix) == 0) {
    section.resize(section.size() - suffix.size());
  }
  return section;
}

}  // namespace

OperatorName SplitName(const std::string& name, const std::string& group, const std::string& ref) {
  std::set<std::string> group_parts;
  for (const auto& p : SplitDots(group)) {
    group_parts.insert(p);
  }

  // Drop leading group components, as long as something is left and no bracket is crossed.
  std::string rest = name;
  for (;;) {
    size_t dot = rest.find('.');
    size_t bracket = rest.find('[');
    if (dot == std::string::npos || dot + 1 >= rest.size() || bracket < dot) {
      break;
    }
    if (!group_parts.count(rest.substr(0, dot))) {
      break;
    }
    rest = rest.substr(dot + 1);
  }

  // Bracket segments (at any position) are variant parts; the rest is the dotted operator.
  std::string outer;
  std::vector<std::string> variants;
  std::string current;
  int depth = 0;
  for (char c : rest) {
    if (c == '[') {
      if (depth++ == 0) {
        current.clear();
        continue;
      }
    } else if (c == ']') {
      if (depth == 0) {
        return {rest, ""};  // unbalanced: keep it whole
      }
      if (--depth == 0) {
        variants.push_back(current);
        continue;
      }
    }
    (depth > 0 ? current : outer) += c;
  }
  if (depth != 0) {
    return {rest, ""};
  }

  std::vector<std::string> parts = SplitDots(outer);
  size_t op_len = parts.size();
  // Only after a function or method (lower-case by Python convention) do further components
  // name a configuration; after a class they name one of its members (`Camera.project`).
  std::string ref_last = ref.substr(ref.rfind('.') + 1);
  bool ref_is_function =
      !ref_last.empty() && !std::isupper(static_cast<unsigned char>(ref_last[0]));
  if (ref_is_function) {
    std::vector<std::string> ref_parts = SplitDots(ref);
    for (size_t j = parts.size(); j >= 1; --j) {
      if (j > ref_parts.size()) {
        continue;
      }
      bool same = true;
      for (size_t k = 0; k < j && same; ++k) {
        same = parts[k] == ref_parts[ref_parts.size() - j + k];
      }
      if (same) {
        op_len = j;
        break;
      }
    }
  }
  for (size_t i = op_len; i < parts.size(); ++i) {
    variants.push_back(parts[i]);
  }
  return {Join(parts, 0, op_len, "."), Join(variants, 0, variants.size(), ", ")};
}

PackagePlace PlaceOf(const std::string& group, const std::string& library,
                     const std::map<std::string, std::string>& package_of,
                     const std::string& explicit_package, const std::string& ref) {
  size_t dot = group.find('.');
  std::string top = group.substr(0, dot);
  std::string rest = dot == std::string::npos ? "" : group.substr(dot + 1);

  PackagePlace place;
  if (!explicit_package.empty()) {
    place.package = explicit_package;
  } else if (auto it = package_of.find(top); it != package_of.end()) {
    place.package = it->second;
  } else {
    place.package = library.empty() ? top : library + "." + top;
    // `augmentation3d` cases whose targets live in kornia.augmentation: the ref's subpackage,
    // when the group's first component extends it.
    std::string prefix = library + ".";
    if (!library.empty() && ref.rfind(prefix, 0) == 0) {
      std::string sub = ref.substr(prefix.size());
      sub = sub.substr(0, sub.find('.'));
      if (!sub.empty() && top.size() > sub.size() && top.compare(0, sub.size(), sub) == 0) {
        place.package = prefix + sub;
      }
    }
  }
  // `augmentation3d` filed under `kornia.augmentation`: "3d" leads the section.
  std::string last = place.package.substr(place.package.rfind('.') + 1);
  std::string lead;
  if (top != last && top.size() > last.size() && top.compare(0, last.size(), last) == 0) {
    lead = top.substr(last.size());
  }
  std::string section = lead;
  if (!rest.empty()) {
    section += (section.empty() ? "" : ".") + rest;
  }
  place.section = DropRandom(section);
  return place;
}

void SplitOnePackage(std::vector<PackagePlace>& places) {
  std::set<std::string> packages, heads;
  for (const PackagePlace& p : places) {
    packages.insert(p.package);
    if (!p.section.empty()) heads.insert(p.section.substr(0, p.section.find('.')));
  }
  if (packages.size() != 1 || heads.size() < 2) return;
  for (PackagePlace& p : places) {
    if (p.section.empty()) continue;
    const size_t dot = p.section.find('.');
    p.package += "." + p.section.substr(0, dot);
    p.section = dot == std::string::npos ? "" : p.section.substr(dot + 1);
  }
}

void MakeLabelsDistinct(std::vector<RowLabel>& rows) {
  std::map<std::tuple<std::string, std::string, std::string, std::string>, int> seen;
  auto key = [](const RowLabel& r) {
    return std::make_tuple(r.package, r.section, r.operator_name, r.variant);
  };
  for (const RowLabel& r : rows) ++seen[key(r)];
  for (RowLabel& r : rows) {
    if (seen[key(r)] > 1) r.variant = r.variant.empty() ? r.name : r.variant + "; " + r.name;
  }
}

std::string ReproScriptName(const std::string& case_name, const std::string& probe) {
  // Per character, as the Python side counts them: a UTF-8 sequence becomes one '_'.
  std::string safe;
  for (size_t i = 0; i < case_name.size(); ++i) {
    char c = case_name[i];
    bool keep = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                c == '.' || c == '_' || c == '-';
    safe += keep ? c : '_';
    if (static_cast<unsigned char>(c) >= 0xC0) {
      while (i + 1 < case_name.size() &&
             (static_cast<unsigned char>(case_name[i + 1]) & 0xC0) == 0x80) {
        ++i;
      }
    }
  }
  return safe + "-" + probe + ".py";
}

}  // namespace capgrid
