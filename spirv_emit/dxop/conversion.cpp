// Conversions: same-size bitcasts, legacy half/float and double conversions, MakeDouble and
// SplitDouble, and the SM 6.6 byte packing operations.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

// BitcastI16toF16 ... BitcastF64toI64.
void lower_bitcast(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction, lowering.builder.bitcast(lowering.types.lower(call.instruction.type),
                                                                    lowering.values.value(call.argument(1))));
}

// LegacyDoubleToFloat, LegacyDoubleToSInt32, LegacyDoubleToUInt32.
void lower_legacy_double(Lowering& lowering, const DxOpCall& call) {
  const spv::Op opcode = call.op == dxil::DxOp::LegacyDoubleToFloat    ? spv::Op::OpFConvert
                         : call.op == dxil::DxOp::LegacyDoubleToSInt32 ? spv::Op::OpConvertFToS
                                                                       : spv::Op::OpConvertFToU;
  lowering.values.define(call.instruction, lowering.builder.emit(opcode, lowering.types.lower(call.instruction.type),
                                                                 {lowering.values.value(call.argument(1))}));
}

// LegacyF32ToF16: the half's bits in the low 16 bits of an i32. A finite value past half's
// range becomes the largest half of its sign (0x7bff, 0xfbff), as D3D's f32tof16 gives, where
// PackHalf2x16 alone would make it infinite; infinities and NaN stay what they are.
void lower_f32_to_f16(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id float_type = lowering.types.floating(32);
  const Id boolean = lowering.types.boolean();
  const Id value = lowering.values.value(call.argument(1));
  const Id clamped = builder.emit_glsl(GLSLstd450FClamp, float_type,
                                       {value, builder.constant_scalar(float_type, 0xC77FE000u),
                                        builder.constant_scalar(float_type, 0x477FE000u)});
  const Id special = builder.emit(spv::Op::OpLogicalOr, boolean,
                                  {builder.emit(spv::Op::OpIsInf, boolean, {value}),
                                   builder.emit(spv::Op::OpIsNan, boolean, {value})});
  const Id in_range = builder.emit(spv::Op::OpSelect, float_type, {special, value, clamped});
  const Id float2 = builder.type_vector(float_type, 2);
  const Id pair =
      builder.emit(spv::Op::OpCompositeConstruct, float2, {in_range, builder.constant_scalar(float_type, 0)});
  lowering.values.define(call.instruction, builder.emit_glsl(GLSLstd450PackHalf2x16, lowering.types.uint(), {pair}));
}

void lower_f16_to_f32(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id float2 = builder.type_vector(lowering.types.floating(32), 2);
  const Id pair = builder.emit_glsl(GLSLstd450UnpackHalf2x16, float2, {lowering.values.value(call.argument(1))});
  lowering.values.define(call.instruction,
                         builder.emit(spv::Op::OpCompositeExtract, lowering.types.floating(32), {pair, 0}));
}

void lower_make_double(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint2 = builder.type_vector(lowering.types.uint(), 2);
  const Id words = builder.emit(spv::Op::OpCompositeConstruct, uint2,
                                {lowering.values.value(call.argument(1)), lowering.values.value(call.argument(2))});
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpBitcast, lowering.types.floating(64), {words}));
}

void lower_split_double(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint2 = builder.type_vector(lowering.types.uint(), 2);
  const Id words = builder.emit(spv::Op::OpBitcast, uint2, {lowering.values.value(call.argument(1))});
  lowering.values.define_aggregate(call.instruction,
                                   {builder.emit(spv::Op::OpCompositeExtract, lowering.types.uint(), {words, 0}),
                                    builder.emit(spv::Op::OpCompositeExtract, lowering.types.uint(), {words, 1})});
}

// Unpack4x8(mode, packed): four bytes, zero- (mode 0) or sign-extended (mode 1).
void lower_unpack(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const bool is_signed = constant_integer(call.argument(1), "unpack mode") == 1;
  const Id packed = lowering.values.value(call.argument(2));
  const Id member_type = lowering.types.lower(call.instruction.type->members.at(0));
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i) {
    Id byte = builder.emit(is_signed ? spv::Op::OpBitFieldSExtract : spv::Op::OpBitFieldUExtract, lowering.types.uint(),
                           {packed, lowering.types.uint_constant(8 * i), lowering.types.uint_constant(8)});
    if (member_type != lowering.types.uint())
      byte = builder.emit(is_signed ? spv::Op::OpSConvert : spv::Op::OpUConvert, member_type, {byte});
    members.push_back(byte);
  }
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

// Pack4x8(mode, x, y, z, w): low bytes (mode 0), or values clamped to [0, 255] (1) or
// [-128, 127] (2) first.
void lower_pack(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const uint64_t mode = constant_integer(call.argument(1), "pack mode");
  Id packed = lowering.types.uint_constant(0);
  for (uint32_t i = 0; i < 4; ++i) {
    Id component = lowering.values.value(call.argument(2 + i));
    if (lowering.types.scalar_width(builder.type_of(component)) != 32)
      component = builder.emit(mode == 0 ? spv::Op::OpUConvert : spv::Op::OpSConvert, uint, {component});
    if (mode == 1)
      component = builder.emit_glsl(GLSLstd450SClamp, uint,
                                    {component, lowering.types.uint_constant(0), lowering.types.uint_constant(255)});
    if (mode == 2)
      component =
          builder.emit_glsl(GLSLstd450SClamp, uint,
                            {component, lowering.types.uint_constant(0xFFFFFF80u), lowering.types.uint_constant(127)});
    packed = builder.emit(spv::Op::OpBitFieldInsert, uint,
                          {packed, component, lowering.types.uint_constant(8 * i), lowering.types.uint_constant(8)});
  }
  lowering.values.define(call.instruction, packed);
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::MakeDouble, lower_make_double},
    {dxil::DxOp::SplitDouble, lower_split_double},
    {dxil::DxOp::BitcastI16toF16, lower_bitcast},
    {dxil::DxOp::BitcastF16toI16, lower_bitcast},
    {dxil::DxOp::BitcastI32toF32, lower_bitcast},
    {dxil::DxOp::BitcastF32toI32, lower_bitcast},
    {dxil::DxOp::BitcastI64toF64, lower_bitcast},
    {dxil::DxOp::BitcastF64toI64, lower_bitcast},
    {dxil::DxOp::LegacyF32ToF16, lower_f32_to_f16},
    {dxil::DxOp::LegacyF16ToF32, lower_f16_to_f32},
    {dxil::DxOp::LegacyDoubleToFloat, lower_legacy_double},
    {dxil::DxOp::LegacyDoubleToSInt32, lower_legacy_double},
    {dxil::DxOp::LegacyDoubleToUInt32, lower_legacy_double},
    {dxil::DxOp::Unpack4x8, lower_unpack},
    {dxil::DxOp::Pack4x8, lower_pack},
};

}  // namespace

std::span<const DxOpRegistration> conversion_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
