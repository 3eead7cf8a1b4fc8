// Buffer memory: BufferLoad/BufferStore (typed, raw and structured), RawBufferLoad/Store
// with 16-, 32- and 64-bit elements, and cbuffer loads from rows of four 32-bit words.
#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kStatusMember = 4;

bool is_typed(const Handle& handle) { return handle.resource->declaration.kind == dxil::ResourceKind::TypedBuffer; }

// The members of a dx.types.ResRet read from raw or structured memory: consecutive elements
// from `location`, only those the mask and the uses ask for.
void load_elements(Emitter& emitter, const DxOpCall& call, const Handle& handle, const Emitter::BufferLocation& location,
                   uint32_t mask) {
  Builder& builder = emitter.builder();
  const dxil::Type* result_type = call.instruction.type;
  if (result_type->kind != dxil::TypeKind::Struct || result_type->members.size() != 5)
    emitter.fail("buffer load result is not a dx.types.ResRet");
  const Id element_type = emitter.type(result_type->members[0]);
  const uint32_t element_bytes = emitter.scalar_width(element_type) / 8;
  const uint32_t used = mask & emitter.used_members(call.instruction);
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i) {
    if ((used & (1u << i)) == 0) {
      members.push_back(builder.undef(element_type));
      continue;
    }
    members.push_back(emitter.load_buffer_scalar(handle, location, i * element_bytes, element_type));
  }
  // Every access is fully mapped: the status reads as "mapped" to CheckAccessFullyMapped.
  members.push_back(emitter.uint_constant(1));
  if (result_type->members[kStatusMember]->kind != dxil::TypeKind::Integer) emitter.fail("malformed dx.types.ResRet");
  emitter.define_aggregate(call.instruction, std::move(members));
}

void store_elements(Emitter& emitter, const Handle& handle, const Emitter::BufferLocation& location,
                    std::span<const dxil::Value* const> values, uint32_t mask) {
  Builder& builder = emitter.builder();
  for (uint32_t i = 0; i < values.size(); ++i) {
    if ((mask & (1u << i)) == 0 || Emitter::is_undef(values[i])) continue;
    const Id stored = emitter.value(values[i]);
    const uint32_t element_bytes = emitter.scalar_width(builder.type_of(stored)) / 8;
    emitter.store_buffer_scalar(handle, location, i * element_bytes, stored);
  }
}

// BufferLoad(handle, index, offset): typed buffers read a texel; raw and structured buffers
// read up to four elements (the result's uses tell which).
void lower_buffer_load(Emitter& emitter, const DxOpCall& call) {
  const Handle& handle = emitter.handle(call.argument(1));
  Builder& builder = emitter.builder();
  if (is_typed(handle)) {
    const bool writable = handle.resource->declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
    const Id image = emitter.load_image(handle, writable ? Emitter::ImageAccess::Read : Emitter::ImageAccess::Other);
    const Id texel_type = builder.type_vector(builder.type_info(handle.resource->image_type).element, 4);
    Id texel;
    if (writable) {
      texel = builder.emit(spv::Op::OpImageRead, texel_type, {image, emitter.value(call.argument(2))});
    } else {
      texel = builder.emit(spv::Op::OpImageFetch, texel_type, {image, emitter.value(call.argument(2))});
    }
    return emitter.define_aggregate(call.instruction, emitter.texel_members(handle, texel, call.instruction.type));
  }
  load_elements(emitter, call, handle, {call.argument(2), call.argument(3)}, 0xF);
}

// BufferStore(handle, index, offset, value0..3, mask).
void lower_buffer_store(Emitter& emitter, const DxOpCall& call) {
  const Handle& handle = emitter.handle(call.argument(1));
  const uint32_t mask = static_cast<uint32_t>(emitter.constant_integer(call.argument(8), "write mask"));
  const std::span<const dxil::Value* const> values(call.instruction.operands.data() + 4, 4);
  if (is_typed(handle)) {
    const Id image = emitter.load_image(handle, Emitter::ImageAccess::Write);
    emitter.builder().emit_void(spv::Op::OpImageWrite,
                                {image, emitter.value(call.argument(2)), emitter.texel_vector(handle, values)});
    return;
  }
  store_elements(emitter, handle, {call.argument(2), call.argument(3)}, values, mask);
}

// RawBufferLoad(handle, index, elementOffset, mask, alignment).
void lower_raw_buffer_load(Emitter& emitter, const DxOpCall& call) {
  const Handle& handle = emitter.handle(call.argument(1));
  const uint32_t mask = static_cast<uint32_t>(emitter.constant_integer(call.argument(4), "read mask"));
  load_elements(emitter, call, handle, {call.argument(2), call.argument(3)}, mask);
}

// RawBufferStore(handle, index, elementOffset, value0..3, mask, alignment).
void lower_raw_buffer_store(Emitter& emitter, const DxOpCall& call) {
  const Handle& handle = emitter.handle(call.argument(1));
  const uint32_t mask = static_cast<uint32_t>(emitter.constant_integer(call.argument(8), "write mask"));
  const std::span<const dxil::Value* const> values(call.instruction.operands.data() + 4, 4);
  store_elements(emitter, handle, {call.argument(2), call.argument(3)}, values, mask);
}

Id load_cbuffer_row(Emitter& emitter, const Handle& handle, Id row) {
  Builder& builder = emitter.builder();
  const Id uint4 = builder.type_vector(emitter.uint_type(), 4);
  const Id block = emitter.resource_element(handle, ResourceView::CBufferRows);
  const Id pointer =
      builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Uniform, uint4),
                   {block, emitter.uint_constant(0), row});
  if (handle.non_uniform) builder.decorate(pointer, spv::Decoration::NonUniform);
  return builder.emit(spv::Op::OpLoad, uint4, {pointer});
}

// CBufferLoadLegacy(handle, row): one 16-byte row as 2, 4 or 8 members of 64, 32 or 16 bits.
void lower_cbuffer_load_legacy(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& handle = emitter.handle(call.argument(1));
  const Id row = load_cbuffer_row(emitter, handle, emitter.value(call.argument(2)));
  const dxil::Type* result_type = call.instruction.type;
  if (result_type->kind != dxil::TypeKind::Struct || result_type->members.empty())
    emitter.fail("cbuffer load result is not a dx.types.CBufRet");
  const Id member_type = emitter.type(result_type->members[0]);
  const uint32_t width = emitter.scalar_width(member_type);
  const Id uint = emitter.uint_type();
  std::vector<Id> members;
  for (uint32_t i = 0; i < result_type->members.size(); ++i) {
    if (width == 32) {
      members.push_back(emitter.bitcast(member_type, builder.emit(spv::Op::OpCompositeExtract, uint, {row, i})));
    } else if (width == 64) {
      const Id pair = builder.emit(spv::Op::OpVectorShuffle, builder.type_vector(uint, 2), {row, row, 2 * i, 2 * i + 1});
      members.push_back(builder.emit(spv::Op::OpBitcast, member_type, {pair}));
    } else if (width == 16) {
      const Id word = builder.emit(spv::Op::OpCompositeExtract, uint, {row, i / 2});
      const Id shifted = builder.emit(spv::Op::OpShiftRightLogical, uint, {word, emitter.uint_constant(16 * (i % 2))});
      members.push_back(emitter.bitcast(member_type, builder.emit(spv::Op::OpUConvert, emitter.uint_type(16), {shifted})));
    } else {
      emitter.fail("cbuffer load of " + std::to_string(width) + "-bit members");
    }
  }
  emitter.define_aggregate(call.instruction, std::move(members));
}

// CBufferLoad(handle, byteOffset, alignment): one 32-bit value at a byte offset.
void lower_cbuffer_load(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Handle& handle = emitter.handle(call.argument(1));
  const Id result_type = emitter.type(call.instruction.type);
  if (emitter.scalar_width(result_type) != 32) emitter.fail("CBufferLoad of values other than 32 bits");
  const Id uint = emitter.uint_type();
  const Id offset = emitter.value(call.argument(2));
  const Id row_index = builder.emit(spv::Op::OpShiftRightLogical, uint, {offset, emitter.uint_constant(4)});
  const Id word_index = builder.emit(
      spv::Op::OpBitwiseAnd, uint,
      {builder.emit(spv::Op::OpShiftRightLogical, uint, {offset, emitter.uint_constant(2)}), emitter.uint_constant(3)});
  const Id row = load_cbuffer_row(emitter, handle, row_index);
  emitter.define(call.instruction,
                 emitter.bitcast(result_type, builder.emit(spv::Op::OpVectorExtractDynamic, uint, {row, word_index})));
}

// CheckAccessFullyMapped(status): every access here is to mapped memory.
void lower_check_access(Emitter& emitter, const DxOpCall& call) {
  emitter.define(call.instruction, emitter.builder().constant_bool(true));
}

constexpr DxOpEntry kEntries[] = {
    {58, lower_cbuffer_load},   {59, lower_cbuffer_load_legacy}, {68, lower_buffer_load},
    {69, lower_buffer_store},   {71, lower_check_access},        {139, lower_raw_buffer_load},
    {140, lower_raw_buffer_store},
};

}  // namespace

std::span<const DxOpEntry> buffer_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
