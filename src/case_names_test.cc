#include "case_names.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

void ExpectSplit(const std::string& name, const std::string& group, const std::string& ref,
                 const std::string& op, const std::string& variant) {
  OperatorName got = SplitName(name, group, ref);
  EXPECT_EQ(got.operator_name, op) << name;
  EXPECT_EQ(got.variant, variant) << name;
}

TEST(Names, KorniaSplits) {
  ExpectSplit("transform.warp_perspective[fill]", "geometry.transform", "", "warp_perspective",
              "fill");
  ExpectSplit("geometry.epipolar.x", "geometry.epipolar", "", "x", "");
  ExpectSplit("RandomCrop[p=0.5][random]", "augmentation.random", "", "RandomCrop",
              "p=0.5, random");
  ExpectSplit("models.siglip2.SigLip2Model", "models.vlm", "", "siglip2.SigLip2Model", "");
  ExpectSplit("ColorJitter[fixed order][random]", "augmentation", "", "ColorJitter",
              "fixed order, random");
  ExpectSplit("sobel", "filters", "kornia.filters.sobel", "sobel", "");
}

TEST(Names, WhatKorniaDoesNotSplit) {
  // A bracket in the middle is a variant too.
  ExpectSplit("sensors.camera.CameraModel[pinhole].project", "sensors.camera",
              "kornia.sensors.camera.CameraModel.project", "CameraModel.project", "pinhole");
  ExpectSplit("CameraModel[pinhole].project", "sensors.camera", "", "CameraModel.project",
              "pinhole");
  // A dotted suffix beyond the exact qualified name is a variant; without a ref it stays.
  ExpectSplit("geometry.liegroup.So2.exp.z", "geometry.liegroup",
              "kornia.geometry.liegroup.So2.exp", "So2.exp", "z");
  ExpectSplit("geometry.liegroup.So2.exp.matrix", "geometry.liegroup",
              "kornia.geometry.liegroup.So2.exp", "So2.exp", "matrix");
  ExpectSplit("geometry.liegroup.So2.exp.z", "geometry.liegroup", "", "So2.exp.z", "");
  ExpectSplit("So2.mul[point]", "geometry.liegroup", "kornia.geometry.liegroup.So2.mul", "So2.mul",
              "point");
  ExpectSplit("X[a].y.z", "g", "lib.X.y", "X.y", "a, z");
  // After a class, a dotted component is a member, not a configuration.
  ExpectSplit("sensors.camera.BrownConradyModel.project", "sensors.camera",
              "kornia.sensors.camera.BrownConradyModel", "BrownConradyModel.project", "");
  ExpectSplit("pose.NamedPose.from_matrix.pose", "geometry.pose",
              "kornia.geometry.pose.NamedPose.from_matrix", "NamedPose.from_matrix", "pose");
  // Nested and unbalanced brackets.
  ExpectSplit("Seq[Aug[x]][random]", "augmentation", "", "Seq", "Aug[x], random");
  ExpectSplit("broken[x", "g", "", "broken[x", "");
}

TEST(Names, PackageAndSection) {
  std::map<std::string, std::string> package_of = {{"augmentation3d", "kornia.augmentation"},
                                                   {"sensors", "kornia.sensors"}};
  auto place = [&](const std::string& group) { return PlaceOf(group, "kornia", package_of); };
  EXPECT_EQ(place("filters").package, "kornia.filters");
  EXPECT_EQ(place("filters").section, "");
  EXPECT_EQ(place("geometry.transform").section, "transform");
  EXPECT_EQ(place("augmentation.random").section, "");
  EXPECT_EQ(place("augmentation.container.random").section, "container");
  EXPECT_EQ(place("augmentation3d").package, "kornia.augmentation");
  EXPECT_EQ(place("augmentation3d").section, "3d");
  EXPECT_EQ(place("augmentation3d.mix").section, "3d.mix");
  EXPECT_EQ(place("sensors.camera").package, "kornia.sensors");
  EXPECT_EQ(PlaceOf("ops.x", "mylib", {}, "mylib.special").package, "mylib.special");
  EXPECT_EQ(PlaceOf("ops.x", "", {}).package, "ops");
  // No PACKAGE_OF: the exact ref files augmentation3d under kornia.augmentation.
  PackagePlace p3 =
      PlaceOf("augmentation3d.mix", "kornia", {}, "", "kornia.augmentation.RandomCrop3D");
  EXPECT_EQ(p3.package, "kornia.augmentation");
  EXPECT_EQ(p3.section, "3d.mix");
  EXPECT_EQ(PlaceOf("filters", "kornia", {}, "", "kornia.filters.sobel").package, "kornia.filters");
  EXPECT_EQ(PlaceOf("color", "kornia", {}, "", "kornia.colorx.f").package, "kornia.color");
}

TEST(CaseNames, TwoRowsWithOneLabelGetTheirCaseNames) {
  std::vector<RowLabel> rows = {{"lib", "", "scale", "", "lib.scale"},
                                {"lib", "", "scale", "", "lib.old_scale"},
                                {"lib", "", "scale", "b1", "lib.scale[b1]"},
                                {"lib", "x", "scale", "", "x.scale"}};
  MakeLabelsDistinct(rows);
  EXPECT_EQ(rows[0].variant, "lib.scale");
  EXPECT_EQ(rows[1].variant, "lib.old_scale");
  EXPECT_EQ(rows[2].variant, "b1");  // its label was its own
  EXPECT_EQ(rows[3].variant, "");
}

// One package for every case: its sections' first components become packages of their own.
TEST(CaseNames, OnePackageIsSplitByTheNextLevel) {
  std::vector<PackagePlace> places = {{"pyg.nn", "conv.gcn"}, {"pyg.nn", "conv"},
                                      {"pyg.nn", "aggr"}, {"pyg.nn", ""}};
  SplitOnePackage(places);
  EXPECT_EQ(places[0].package, "pyg.nn.conv");
  EXPECT_EQ(places[0].section, "gcn");
  EXPECT_EQ(places[1].package, "pyg.nn.conv");
  EXPECT_EQ(places[1].section, "");
  EXPECT_EQ(places[2].package, "pyg.nn.aggr");
  EXPECT_EQ(places[3].package, "pyg.nn");  // the package's own top level stays
  // two packages, or one with a single next level: left as they are
  std::vector<PackagePlace> two = {{"a.x", "s"}, {"a.y", "t"}};
  SplitOnePackage(two);
  EXPECT_EQ(two[0].package, "a.x");
  EXPECT_EQ(two[0].section, "s");
  std::vector<PackagePlace> one_head = {{"a", "s.u"}, {"a", "s.v"}, {"a", ""}};
  SplitOnePackage(one_head);
  EXPECT_EQ(one_head[0].package, "a");
  EXPECT_EQ(one_head[0].section, "s.u");
}

}  // namespace
}  // namespace capgrid

#include <fstream>

#include <nlohmann/json.hpp>

namespace capgrid {
namespace {

// The committed Kornia survey, re-split: every one of its 2527 entries (names in Kornia's style,
// from the built-in pack) gets the operator and variant the survey was published with.
TEST(Names, ReproducesTheCommittedSurveysSplit) {
  std::ifstream in(std::string(CAPGRID_SOURCE_DIR) + "/docs/kornia/snapshot.json");
  nlohmann::json k = nlohmann::json::parse(in);
  int compared = 0;
  for (const auto& e : k["cases"]) {
    std::string name = e["name"], group = e["group"], ref = e["ref"];
    OperatorName got = SplitName(name, group, ref);
    ++compared;
    EXPECT_EQ(got.operator_name, e["operator"]) << name;
    EXPECT_EQ(got.variant, e["variant"]) << name;
  }
  EXPECT_GT(compared, 2000);
}

TEST(Names, ReproScriptNameKeepsOnlySafeCharacters) {
  EXPECT_EQ(ReproScriptName("RandomCrop[p=0.5][random]", "onnx"),
            "RandomCrop_p_0.5__random_-onnx.py");
  EXPECT_EQ(ReproScriptName("geometry.transform.warp_affine", "compile"),
            "geometry.transform.warp_affine-compile.py");
  EXPECT_EQ(ReproScriptName("a b/c'd\xc3\xa9", "export"), "a_b_c_d_-export.py");  // é is one character
}

}  // namespace
}  // namespace capgrid
