// Which subobject an export is associated with (RuntimeData::associated): by its name, by the
// name of a hit group it is a shader of, by a default association, or as the only one no
// association names, as D3D12 resolves a state object's associations.
#include <gtest/gtest.h>

#include "dxil/runtime_data.h"

namespace untangle::dxil {
namespace {

Subobject named(SubobjectKind kind, std::string name) {
  Subobject subobject;
  subobject.kind = kind;
  subobject.name = std::move(name);
  return subobject;
}

Subobject association(std::string subobject, std::vector<std::string> exports) {
  Subobject result = named(SubobjectKind::SubobjectToExportsAssociation, "to_" + subobject);
  result.associated_subobject = std::move(subobject);
  result.exports = std::move(exports);
  return result;
}

// vkd3d-proton's embedded_subobject library: grs is associated with two hit groups and the ray
// generation shader; grs_dummy with nothing.
RuntimeData embedded_subobjects() {
  RuntimeData data;
  data.subobjects.push_back(named(SubobjectKind::GlobalRootSignature, "grs"));
  data.subobjects.push_back(named(SubobjectKind::GlobalRootSignature, "grs_dummy"));
  data.subobjects.push_back(named(SubobjectKind::LocalRootSignature, "lrs_raygen"));
  data.subobjects.push_back(named(SubobjectKind::LocalRootSignature, "lrs_other1"));
  Subobject triangles = named(SubobjectKind::HitGroup, "thg");
  triangles.closest_hit = "RayClosestHit";
  Subobject procedural = named(SubobjectKind::HitGroup, "phg");
  procedural.hit_group_type = HitGroupType::ProceduralPrimitive;
  procedural.closest_hit = "RayClosestHitAABB";
  procedural.intersection = "RayIntersect";
  data.subobjects.push_back(triangles);
  data.subobjects.push_back(procedural);
  data.subobjects.push_back(association("grs", {"thg", "phg", "RayGen"}));
  data.subobjects.push_back(association("lrs_raygen", {"RayGen"}));
  data.subobjects.push_back(association("lrs_other1", {"thg"}));
  return data;
}

std::string associated_name(const RuntimeData& data, SubobjectKind kind, std::string_view export_name) {
  const Subobject* subobject = data.associated(kind, export_name);
  return subobject == nullptr ? "(none)" : subobject->name;
}

TEST(RuntimeData, AssociationsReachTheShadersOfHitGroups) {
  const RuntimeData data = embedded_subobjects();
  EXPECT_EQ(associated_name(data, SubobjectKind::GlobalRootSignature, "RayGen"), "grs");
  EXPECT_EQ(associated_name(data, SubobjectKind::GlobalRootSignature, "RayClosestHit"), "grs");
  EXPECT_EQ(associated_name(data, SubobjectKind::GlobalRootSignature, "RayClosestHitAABB"), "grs");
  EXPECT_EQ(associated_name(data, SubobjectKind::GlobalRootSignature, "RayIntersect"), "grs");
  EXPECT_EQ(associated_name(data, SubobjectKind::LocalRootSignature, "RayGen"), "lrs_raygen");
  EXPECT_EQ(associated_name(data, SubobjectKind::LocalRootSignature, "RayClosestHit"), "lrs_other1");
  // Not in a hit group the association names, and two local root signatures are named: none.
  EXPECT_EQ(associated_name(data, SubobjectKind::LocalRootSignature, "RayIntersect"), "(none)");
  // An export no association names gets the one subobject no association names.
  EXPECT_EQ(associated_name(data, SubobjectKind::GlobalRootSignature, "Unrelated"), "grs_dummy");
}

TEST(RuntimeData, ADefaultAssociationAppliesToEveryOtherExport) {
  RuntimeData data = embedded_subobjects();
  data.subobjects.push_back(association("grs_dummy", {}));
  EXPECT_EQ(associated_name(data, SubobjectKind::GlobalRootSignature, "Unrelated"), "grs_dummy");
  EXPECT_EQ(associated_name(data, SubobjectKind::GlobalRootSignature, "RayIntersect"), "grs");
}

}  // namespace
}  // namespace untangle::dxil
