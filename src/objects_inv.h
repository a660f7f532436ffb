#pragma once
// A Sphinx objects.inv (inventory version 2): four '#' header lines, then a zlib-compressed
// body of "name domain:role priority uri dispname" lines. Used to turn a case's exact
// importable qualified name into a documentation URL; no suffix guessing.
#include <map>
#include <string>

namespace capgrid {

class ObjectsInventory {
 public:
  // Parses the bytes of an objects.inv. `origin` names the file in errors. Throws UsageError
  // ("<origin>: not a Sphinx objects.inv (...)") when the header is wrong or the body is not
  // zlib data.
  static ObjectsInventory Parse(const std::string& bytes, const std::string& origin);
  static ObjectsInventory Load(const std::string& path);

  // The URI (relative to the documentation root, '$' expanded) of the Python object with this
  // exact name, or "" when the inventory has none.
  [[nodiscard]] std::string Resolve(const std::string& qualified_name) const;
  [[nodiscard]] size_t size() const { return python_.size(); }
  [[nodiscard]] const std::string& project() const { return project_; }
  [[nodiscard]] const std::string& version() const { return version_; }

 private:
  std::string project_, version_;
  std::map<std::string, std::string> python_;  // py-domain name -> uri
};

}  // namespace capgrid
