#pragma once
// Case name + group -> (package, section, operator, variant), the snapshot's grouping fields;
// case name + probe -> the file name of the cell's repro script.
#include <map>
#include <string>
#include <vector>

namespace capgrid {

struct OperatorName {
  std::string operator_name;  // "CameraModel.project", "RandomCrop", "So2.exp"
  std::string variant;        // "pinhole", "p=0.5, random", "z"; "" when none
};

// Splits a case name. Leading components that are parts of the group are dropped (Kornia:
// `transform.warp_perspective[fill]` in `geometry.transform` -> `warp_perspective[fill]`).
// Every bracket segment, wherever it stands, is a variant part (`CameraModel[pinhole].project`
// -> `CameraModel.project` / `pinhole`; `RandomCrop[p=0.5][random]` -> `p=0.5, random`).
// When `ref` (the target's importable qualified name) names a function or method (its last
// component is not capitalised), dotted components of the name beyond the ref's last component
// are variant parts too (`So2.exp.z` with ref `...liegroup.So2.exp` -> `So2.exp` / `z`); after
// a class (`Camera.project` with ref `...Camera`), or without a ref, the dotted name stays whole.
OperatorName SplitName(const std::string& name, const std::string& group, const std::string& ref);

struct PackagePlace {
  std::string package;  // "kornia.augmentation"
  std::string section;  // "3d.mix", "" for the package's top level
};

// The group's first component is the package (`library.<top>`, or `package_of[top]` when the
// pack declares it), the rest the section, with a trailing "random" dropped. When the declared
// package's last component is a proper prefix of `top` (`augmentation3d` in
// `kornia.augmentation`), the rest of `top` leads the section ("3d", "3d.mix").
// `explicit_package` (the case's own "package" field) wins over both. Without either, a group
// whose first component extends the subpackage the case's `ref` lives in (`augmentation3d`,
// ref `kornia.augmentation.RandomCrop3D`) files the case under that subpackage.
PackagePlace PlaceOf(const std::string& group, const std::string& library,
                     const std::map<std::string, std::string>& package_of,
                     const std::string& explicit_package = "", const std::string& ref = "");

// A page whose every case sits in one package has one row in its summary by package and the
// same prefix on every operator: when all `places` share one package and their sections start
// with at least two different components, that first component joins the package
// (`torch_geometric.nn` + section `conv.gcn` -> `torch_geometric.nn.conv` + `gcn`). Cases at the
// package's top level (no section) stay in it. Anything else is left as it is.
void SplitOnePackage(std::vector<PackagePlace>& places);

// A row's label on the pages, and its case's (unique) name.
struct RowLabel {
  std::string package, section, operator_name, variant, name;
};

// The pages never show two rows with the same label: rows whose package, section, operator and
// variant all coincide (two cases of one callable under two names, say) get their case name
// into the variant (`name`, or `variant; name`). Others are left as they are.
void MakeLabelsDistinct(std::vector<RowLabel>& rows);

// The file name `capgrid repro` gives a cell's script by default, and the one
// `capgrid render --repro-dir` looks for: `<safe case name>-<probe>.py`, where every character
// (code point) of the case name outside [A-Za-z0-9._-] becomes one '_' (`RandomCrop[p=0.5]`
// -> `RandomCrop_p_0.5_`). The one definition of the rule.
std::string ReproScriptName(const std::string& case_name, const std::string& probe);

}  // namespace capgrid
