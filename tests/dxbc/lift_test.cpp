// The lifter's program model, read back as DXIL metadata (read_shader_info): what it records
// of constant buffers, tessellation factors, index ranges, counters and resource names, each
// a case real fxc output showed.
#include <gtest/gtest.h>

#include "dxbc/assembler.h"
#include "dxbc/lift.h"
#include "dxil/dxil_metadata.h"

namespace untangle::dxbc {
namespace {

struct Lifted {
  dxil::Module module;
  dxil::ShaderInfo info;
  const dxil::EntryPoint& entry() const { return info.entry_points.at(0); }
};

Lifted lift_listing(const std::string& listing) {
  const std::vector<uint8_t> bytes = assemble_container(listing);
  Lifted lifted{lift(dxil::parse_container(bytes)), {}};
  lifted.info = dxil::read_shader_info(lifted.module);
  return lifted;
}

const dxil::ResourceBinding& only_resource(const Lifted& lifted, dxil::ResourceClass resource_class) {
  for (const dxil::ResourceBinding& resource : lifted.entry().resources)
    if (resource.resource_class == resource_class) return resource;
  ADD_FAILURE() << "no resource of that class";
  return lifted.entry().resources.at(0);
}

// A buffer is as large as what the code reads of it (DXC sizes a buffer by its struct): a
// layer may place it in push constants just before other words, which a whole declared row
// would overlap (vkd3d-proton's root constants and descriptor-table offsets).
TEST(Lift, ConstantBufferSizeIsTheBytesRead) {
  const std::string head = "cs_5_0\ndcl_constantbuffer CB0[4], immediateIndexed\ndcl_uav_raw u0\n"
                           "dcl_temps 1\ndcl_thread_group 1, 1, 1\n";
  EXPECT_EQ(only_resource(lift_listing(head + "store_raw u0.x, l(0), cb0[0].y\nret\n"),
                          dxil::ResourceClass::ConstantBuffer)
                .constant_buffer_size,
            8u);
  EXPECT_EQ(only_resource(lift_listing(head + "store_raw u0.x, l(0), cb0[2].x\nret\n"),
                          dxil::ResourceClass::ConstantBuffer)
                .constant_buffer_size,
            36u);
  // A dynamic row may read any of it.
  EXPECT_EQ(only_resource(lift_listing(head + "mov r0.x, l(1)\nstore_raw u0.x, l(0), cb0[r0.x + 0].x\nret\n"),
                          dxil::ResourceClass::ConstantBuffer)
                .constant_buffer_size,
            64u);
}

// fxc interleaves an isoline's two factors with the elements packed beside them; an index
// range over the other columns joins those elements too.
TEST(Lift, TessellationFactorsAndIndexRangesJoinAcrossTheSignature) {
  const Lifted lifted = lift_listing(R"(//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
//
//
// Patch Constant signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_TessFactor            0   x           0  LINEDEN   float   x
// A                        0    yzw        0     NONE   float    yzw
// SV_TessFactor            1   x           1  LINEDET   float   x
// B                        0    yzw        1     NONE   float    yzw
//
hs_5_0
hs_decls
dcl_input_control_point_count 1
dcl_output_control_point_count 1
dcl_tessellator_domain domain_isoline
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_line
hs_fork_phase
dcl_hs_fork_phase_instance_count 2
dcl_input vForkInstanceID
dcl_output_siv o0.x, finalLineDensityTessFactor
dcl_output_siv o1.x, finalLineDetailTessFactor
dcl_output o0.y
dcl_output o1.y
dcl_temps 1
dcl_indexrange o0.x 2
dcl_indexrange o0.y 2
mov r0.x, vForkInstanceID.x
mov o[r0.x + 0].x, l(1.000000)
mov o[r0.x + 0].y, l(2.000000)
ret
)");
  const std::vector<dxil::SignatureElement>& constants = lifted.entry().signatures.patch_constants;
  ASSERT_EQ(constants.size(), 2u);
  EXPECT_EQ(constants[0].semantic_name, "SV_TessFactor");
  EXPECT_EQ(constants[0].system_value, dxil::SemanticKind::TessFactor);
  EXPECT_EQ(constants[0].rows, 2u);
  EXPECT_EQ(constants[0].semantic_indices, (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(constants[1].semantic_name, "A");
  EXPECT_EQ(constants[1].rows, 2u);
  EXPECT_EQ(constants[1].start_column, 1);
  EXPECT_EQ(constants[1].columns, 3u);
}

// fxc marks only order-preserving counters (_opc): an alloc says the UAV has one.
TEST(Lift, AnAllocatedUavHasACounter) {
  const Lifted lifted = lift_listing(
      "cs_5_0\ndcl_uav_structured u0, 4\ndcl_uav_structured u1, 4\ndcl_temps 1\ndcl_thread_group 1, 1, 1\n"
      "imm_atomic_alloc r0.x, u0\nstore_structured u1.x, l(0), l(0), r0.x\nret\n");
  ASSERT_EQ(lifted.entry().resources.size(), 2u);
  EXPECT_TRUE(lifted.entry().resources[0].has_counter);
  EXPECT_FALSE(lifted.entry().resources[1].has_counter);
}

// RDEF's names become the resources' names (reflection, remappers' messages).
TEST(Lift, ResourcesTakeTheirNamesFromRdef) {
  const Lifted lifted = lift_listing(R"(//
// Resource Bindings:
//
// Name                                 Type  Format         Dim      HLSL Bind  Count
// ------------------------------ ---------- ------- ----------- -------------- ------
// Output                                UAV    byte         r/w             u0      1
// Constants                         cbuffer      NA          NA            cb0      1
//
cs_5_0
dcl_constantbuffer CB0[1], immediateIndexed
dcl_uav_raw u0
dcl_thread_group 1, 1, 1
store_raw u0.x, l(0), cb0[0].x
ret
)");
  EXPECT_EQ(only_resource(lifted, dxil::ResourceClass::UnorderedAccess).name, "Output");
  EXPECT_EQ(only_resource(lifted, dxil::ResourceClass::ConstantBuffer).name, "Constants");
}

// A fuzzing find: an emit in a hull shader's phase reached the geometry shader's output words,
// which only a geometry shader has.
TEST(Lift, EmitsOutsideGeometryShadersAreMalformed) {
  try {
    lift_listing("hs_5_0\nhs_decls\ndcl_input_control_point_count 1\ndcl_output_control_point_count 1\n"
                 "dcl_tessellator_domain domain_isoline\ndcl_tessellator_partitioning partitioning_integer\n"
                 "dcl_tessellator_output_primitive output_line\nhs_fork_phase\nemit\nret\n");
    ADD_FAILURE() << "lifted";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    EXPECT_EQ(error.detail(), "emits and cuts belong to geometry shaders");
    EXPECT_EQ(error.location().context, "instruction 'emit'");
  }
}

}  // namespace
}  // namespace untangle::dxbc
