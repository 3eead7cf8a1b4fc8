// Conversions: same-size bitcasts, legacy half/float and double conversions, MakeDouble and
// SplitDouble, and the SM 6.6 byte packing operations.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

// BitcastI16toF16 ... BitcastF64toI64.
void lower_bitcast(Emitter& emitter, const DxOpCall& call) {
  emitter.define(call.instruction, emitter.bitcast(emitter.type(call.instruction.type), emitter.value(call.argument(1))));
}

// LegacyDoubleToFloat, LegacyDoubleToSInt32, LegacyDoubleToUInt32.
void lower_legacy_double(Emitter& emitter, const DxOpCall& call) {
  const spv::Op opcode = call.opcode == 132   ? spv::Op::OpFConvert
                         : call.opcode == 133 ? spv::Op::OpConvertFToS
                                              : spv::Op::OpConvertFToU;
  emitter.define(call.instruction,
                 emitter.builder().emit(opcode, emitter.type(call.instruction.type), {emitter.value(call.argument(1))}));
}

// LegacyF32ToF16: the half's bits in the low 16 bits of an i32.
void lower_f32_to_f16(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id float2 = builder.type_vector(emitter.float_type(32), 2);
  const Id pair = builder.emit(spv::Op::OpCompositeConstruct, float2,
                               {emitter.value(call.argument(1)), builder.constant_scalar(emitter.float_type(32), 0)});
  emitter.define(call.instruction, builder.emit_glsl(GLSLstd450PackHalf2x16, emitter.uint_type(), {pair}));
}

void lower_f16_to_f32(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id float2 = builder.type_vector(emitter.float_type(32), 2);
  const Id pair = builder.emit_glsl(GLSLstd450UnpackHalf2x16, float2, {emitter.value(call.argument(1))});
  emitter.define(call.instruction, builder.emit(spv::Op::OpCompositeExtract, emitter.float_type(32), {pair, 0}));
}

void lower_make_double(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint2 = builder.type_vector(emitter.uint_type(), 2);
  const Id words =
      builder.emit(spv::Op::OpCompositeConstruct, uint2, {emitter.value(call.argument(1)), emitter.value(call.argument(2))});
  emitter.define(call.instruction, builder.emit(spv::Op::OpBitcast, emitter.float_type(64), {words}));
}

void lower_split_double(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint2 = builder.type_vector(emitter.uint_type(), 2);
  const Id words = builder.emit(spv::Op::OpBitcast, uint2, {emitter.value(call.argument(1))});
  emitter.define_aggregate(call.instruction, {builder.emit(spv::Op::OpCompositeExtract, emitter.uint_type(), {words, 0}),
                                              builder.emit(spv::Op::OpCompositeExtract, emitter.uint_type(), {words, 1})});
}

// Unpack4x8(mode, packed): four bytes, zero- (mode 0) or sign-extended (mode 1).
void lower_unpack(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const bool is_signed = emitter.constant_integer(call.argument(1), "unpack mode") == 1;
  const Id packed = emitter.value(call.argument(2));
  const Id member_type = emitter.type(call.instruction.type->members.at(0));
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i) {
    Id byte = builder.emit(is_signed ? spv::Op::OpBitFieldSExtract : spv::Op::OpBitFieldUExtract, emitter.uint_type(),
                           {packed, emitter.uint_constant(8 * i), emitter.uint_constant(8)});
    if (member_type != emitter.uint_type())
      byte = builder.emit(is_signed ? spv::Op::OpSConvert : spv::Op::OpUConvert, member_type, {byte});
    members.push_back(byte);
  }
  emitter.define_aggregate(call.instruction, std::move(members));
}

// Pack4x8(mode, x, y, z, w): low bytes (mode 0), or values clamped to [0, 255] (1) or
// [-128, 127] (2) first.
void lower_pack(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type();
  const uint64_t mode = emitter.constant_integer(call.argument(1), "pack mode");
  Id packed = emitter.uint_constant(0);
  for (uint32_t i = 0; i < 4; ++i) {
    Id component = emitter.value(call.argument(2 + i));
    if (emitter.scalar_width(builder.type_of(component)) != 32)
      component = builder.emit(mode == 0 ? spv::Op::OpUConvert : spv::Op::OpSConvert, uint, {component});
    if (mode == 1)
      component = builder.emit_glsl(GLSLstd450SClamp, uint, {component, emitter.uint_constant(0), emitter.uint_constant(255)});
    if (mode == 2)
      component = builder.emit_glsl(GLSLstd450SClamp, uint,
                                    {component, emitter.uint_constant(0xFFFFFF80u), emitter.uint_constant(127)});
    packed = builder.emit(spv::Op::OpBitFieldInsert, uint, {packed, component, emitter.uint_constant(8 * i),
                                                            emitter.uint_constant(8)});
  }
  emitter.define(call.instruction, packed);
}

constexpr DxOpEntry kEntries[] = {
    {101, lower_make_double},   {102, lower_split_double},  {124, lower_bitcast},        {125, lower_bitcast},
    {126, lower_bitcast},       {127, lower_bitcast},       {128, lower_bitcast},        {129, lower_bitcast},
    {130, lower_f32_to_f16},    {131, lower_f16_to_f32},    {132, lower_legacy_double},  {133, lower_legacy_double},
    {134, lower_legacy_double}, {219, lower_unpack},        {220, lower_pack},
};

}  // namespace

std::span<const DxOpEntry> conversion_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
