// Buffer memory: BufferLoad/BufferStore (typed, raw and structured), RawBufferLoad/Store
// with 16-, 32- and 64-bit elements, RawBufferVectorLoad/Store (long vectors), and cbuffer
// loads from rows of four 32-bit words.
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"
#include "spirv_emit/image_operands.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kStatusMember = 4;

bool is_typed(const Handle& handle) { return handle.resource->declaration.kind == dxil::ResourceKind::TypedBuffer; }

// The members of a dx.types.ResRet read from raw or structured memory: consecutive elements
// from `location`, only those the mask and the uses ask for.
void load_elements(Lowering& lowering, const DxOpCall& call, const Handle& handle, const BufferLocation& location,
                   uint32_t mask) {
  Builder& builder = lowering.builder;
  const dxil::Type* result_type = call.instruction.type;
  if (result_type->kind != dxil::TypeKind::Struct || result_type->members.size() != 5)
    unsupported("buffer load result is not a dx.types.ResRet");
  const Id element_type = lowering.types.lower(result_type->members[0]);
  const uint32_t element_bytes = lowering.types.scalar_width(element_type) / 8;
  const uint32_t used = mask & lowering.values.used_members(call.instruction);
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i) {
    if ((used & (1u << i)) == 0) {
      members.push_back(builder.undef(element_type));
      continue;
    }
    members.push_back(load_buffer_scalar(lowering, handle, location, i * element_bytes, element_type));
  }
  // Buffer memory is always resident: the status reads as "mapped" to CheckAccessFullyMapped.
  members.push_back(mapped_status(lowering));
  if (result_type->members[kStatusMember]->kind != dxil::TypeKind::Integer) unsupported("malformed dx.types.ResRet");
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

void store_elements(Lowering& lowering, const Handle& handle, const BufferLocation& location,
                    std::span<const dxil::Value* const> values, uint32_t mask) {
  Builder& builder = lowering.builder;
  for (uint32_t i = 0; i < values.size(); ++i) {
    if ((mask & (1u << i)) == 0 || is_undef(values[i])) continue;
    const Id stored = lowering.values.value(values[i]);
    const uint32_t element_bytes = lowering.types.scalar_width(builder.type_of(stored)) / 8;
    store_buffer_scalar(lowering, handle, location, i * element_bytes, stored);
  }
}

// BufferLoad(handle, index, offset): typed buffers read a texel; raw and structured buffers
// read up to four elements (the result's uses tell which).
void lower_buffer_load(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = lowering.handles.handle(call.argument(1));
  Builder& builder = lowering.builder;
  if (is_typed(handle)) {
    const bool writable = is_writable(handle);
    const Id image = load_image(lowering, handle, writable ? ImageAccess::Read : ImageAccess::Other);
    const Id texel_type = builder.type_vector(builder.type_info(handle.resource->image_type).element, 4);
    const Id coordinate = bounded_element(lowering, handle, lowering.values.value(call.argument(2)), 0);
    const Id texel =
        builder.emit(writable ? spv::Op::OpImageRead : spv::Op::OpImageFetch, texel_type, {image, coordinate});
    return lowering.values.define_aggregate(call.instruction,
                                            texel_members(lowering, handle, texel, call.instruction));
  }
  load_elements(lowering, call, handle, {call.argument(2), call.argument(3)}, 0xF);
}

// The handle a store writes through (operand 1): a UAV's. (A mutated DXBC program stored
// through an SRV, which became OpImageWrite of a sampled image.)
const Handle& writable_buffer(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = lowering.handles.handle(call.argument(1));
  if (!is_writable(handle)) unsupported(std::string(dxil::dxop_name(call.op)) + " to a read-only buffer");
  return handle;
}

// BufferStore(handle, index, offset, value0..3, mask).
void lower_buffer_store(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = writable_buffer(lowering, call);
  const uint32_t mask = static_cast<uint32_t>(constant_integer(call.argument(8), "write mask"));
  const std::span<const dxil::Value* const> values(call.instruction.operands.data() + 4, 4);
  if (is_typed(handle)) {
    const Id image = load_image(lowering, handle, ImageAccess::Write);
    lowering.builder.emit_void(spv::Op::OpImageWrite,
                               {image, bounded_element(lowering, handle, lowering.values.value(call.argument(2)), 0),
                                texel_vector(lowering, handle, values)});
    return;
  }
  store_elements(lowering, handle, {call.argument(2), call.argument(3)}, values, mask);
}

// RawBufferLoad(handle, index, elementOffset, mask, alignment).
void lower_raw_buffer_load(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const uint32_t mask = static_cast<uint32_t>(constant_integer(call.argument(4), "read mask"));
  load_elements(lowering, call, handle, {call.argument(2), call.argument(3)}, mask);
}

// RawBufferStore(handle, index, elementOffset, value0..3, mask, alignment).
void lower_raw_buffer_store(Lowering& lowering, const DxOpCall& call) {
  const Handle& handle = writable_buffer(lowering, call);
  const uint32_t mask = static_cast<uint32_t>(constant_integer(call.argument(8), "write mask"));
  const std::span<const dxil::Value* const> values(call.instruction.operands.data() + 4, 4);
  store_elements(lowering, handle, {call.argument(2), call.argument(3)}, values, mask);
}

// RawBufferVectorLoad(handle, index, elementOffset, alignment) -> {<N x T>, status} (SM 6.9
// long vectors): the components read one by one.
void lower_raw_buffer_vector_load(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = lowering.handles.handle(call.argument(1));
  const dxil::Type* result_type = call.instruction.type;
  if (result_type->kind != dxil::TypeKind::Struct || result_type->members.size() != 2 ||
      result_type->members[0]->kind != dxil::TypeKind::Vector)
    unsupported("vector buffer load result is not a {vector, status} struct");
  const Id vector_type = lowering.types.lower(result_type->members[0]);
  const Id component_type = builder.type_info(vector_type).element;
  const uint32_t bytes = lowering.types.scalar_width(component_type) / 8;
  std::vector<uint32_t> components;
  for (uint32_t i = 0; i < builder.type_info(vector_type).count; ++i)
    components.push_back(
        load_buffer_scalar(lowering, handle, {call.argument(2), call.argument(3)}, i * bytes, component_type));
  lowering.values.define_aggregate(
      call.instruction,
      {builder.emit(spv::Op::OpCompositeConstruct, vector_type, components), mapped_status(lowering)});
}

// RawBufferVectorStore(handle, index, elementOffset, value, alignment).
void lower_raw_buffer_vector_store(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = writable_buffer(lowering, call);
  const Id vector = lowering.values.value(call.argument(4));
  const TypeInfo& info = builder.type_info(builder.type_of(vector));
  const uint32_t bytes = lowering.types.scalar_width(info.element) / 8;
  for (uint32_t i = 0; i < info.count; ++i)
    store_buffer_scalar(lowering, handle, {call.argument(2), call.argument(3)}, i * bytes,
                        builder.emit(spv::Op::OpCompositeExtract, info.element, {vector, i}));
}

// Constant-buffer loads on a handle of another class are malformed DXIL.
const Handle& require_constant_buffer(const Handle& handle, const char* operation) {
  if (handle.resource->declaration.resource_class != dxil::ResourceClass::ConstantBuffer)
    throw TranslateError(std::string(operation) + " on a " + resource_kind_name(handle.resource->declaration) +
                             ", which is not a constant buffer",
                         {}, {}, {}, Status::MalformedInput);
  return handle;
}

// Whether the binding model put the CBV in push constants or in the shader record, as words.
bool in_push_constants(const Handle& handle) {
  const DescriptorType type = handle.resource->binding.descriptor_type;
  return type == DescriptorType::PushConstant || type == DescriptorType::ShaderRecord;
}

// One 32-bit word of a CBV that the binding model put in push constants or the shader record.
Id load_push_constant_word(Lowering& lowering, const Handle& handle, Id word_index) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const bool record = handle.resource->binding.descriptor_type == DescriptorType::ShaderRecord;
  const spv::StorageClass storage_class =
      record ? spv::StorageClass::ShaderRecordBufferKHR : spv::StorageClass::PushConstant;
  const Id pointer = builder.emit(
      spv::Op::OpAccessChain, builder.type_pointer(storage_class, uint),
      {lowering.resources.word_block(record ? ValueSource::ShaderRecord : ValueSource::PushConstant),
       lowering.types.uint_constant(lowering.resources.cbv_member(*handle.resource)), word_index});
  return builder.emit(spv::Op::OpLoad, uint, {pointer});
}

// Row `row` of a constant buffer as a uvec4. Push constants are read word by word, only the
// words in `components`: the rest of the row may lie outside the push-constant range.
Id load_cbuffer_row(Lowering& lowering, const Handle& handle, Id row, uint32_t components) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id uint4 = builder.type_vector(uint, 4);
  if (in_push_constants(handle)) {
    const Id first_word = builder.emit(spv::Op::OpShiftLeftLogical, uint, {row, lowering.types.uint_constant(2)});
    std::vector<uint32_t> words;
    for (uint32_t component = 0; component < 4; ++component) {
      if ((components & (1u << component)) == 0) {
        words.push_back(builder.undef(uint));
        continue;
      }
      const Id word_index = component == 0 ? first_word
                                           : builder.emit(spv::Op::OpIAdd, uint,
                                                          {first_word, lowering.types.uint_constant(component)});
      words.push_back(load_push_constant_word(lowering, handle, word_index));
    }
    return builder.emit(spv::Op::OpCompositeConstruct, uint4, words);
  }
  const Id block = resource_element(lowering, handle, ResourceView::CBufferRows);
  const spv::StorageClass storage_class = builder.type_info(builder.type_of(block)).storage_class;
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(storage_class, uint4),
                                  {block, lowering.types.uint_constant(0), row});
  if (handle.non_uniform) builder.decorate(pointer, spv::Decoration::NonUniform);
  return load_memory(lowering, uint4, pointer, 16);
}

// The row components that the used members of a legacy load of `width`-bit members read.
uint32_t row_components(uint32_t used_members, uint32_t width) {
  uint32_t components = 0;
  for (uint32_t member = 0; member < 8; ++member) {
    if ((used_members & (1u << member)) == 0) continue;
    if (width == 64) components |= 3u << (2 * member);
    else if (width == 16) components |= 1u << (member / 2);
    else components |= 1u << member;
  }
  return components & 0xF;
}

// A min-precision value from the 32 bits a constant buffer stores it in: a float narrowed,
// an integer truncated.
Id min_precision_member(Lowering& lowering, Id word, Id member_type) {
  Builder& builder = lowering.builder;
  if (lowering.types.scalar_width(member_type) == 32) return builder.bitcast(member_type, word);  // lowered to 32 bits
  if (builder.type_info(member_type).opcode == spv::Op::OpTypeFloat)
    return builder.emit(spv::Op::OpFConvert, member_type, {builder.bitcast(lowering.types.floating(), word)});
  return builder.bitcast(member_type, builder.emit(spv::Op::OpUConvert, lowering.types.uint(16), {word}));
}

// CBufferLoadLegacy(handle, row): one 16-byte row as 2, 4 or 8 members of 64, 32 or 16 bits.
void lower_cbuffer_load_legacy(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = require_constant_buffer(lowering.handles.handle(call.argument(1)), "CBufferLoadLegacy");
  const dxil::Type* result_type = call.instruction.type;
  // A 16-byte row: 2 members of 64 bits, 4 of 32 or 8 of 16; or 4 of 16 for min-precision
  // types (min16float, min16int without -enable-16bit-types), which a constant buffer
  // stores in 32 bits each.
  const uint32_t result_width = result_type->kind == dxil::TypeKind::Struct && !result_type->members.empty()
                                    ? dxil::scalar_bit_width(*result_type->members[0])
                                    : 0;
  const bool min_precision = result_width == 16 && result_type->members.size() == 4;
  if (result_width == 0 || (result_type->members.size() * result_width != 128 && !min_precision))
    throw TranslateError("the CBufferLoadLegacy result is not a dx.types.CBufRet", {}, {}, {}, Status::MalformedInput);
  const uint32_t used = lowering.values.used_members(call.instruction);
  const Id row = load_cbuffer_row(lowering, handle, lowering.values.value(call.argument(2)),
                                  row_components(used, min_precision ? 32 : result_width));
  const Id member_type = lowering.types.lower(result_type->members[0]);
  const uint32_t width = lowering.types.scalar_width(member_type);
  const Id uint = lowering.types.uint();
  std::vector<Id> members;
  for (uint32_t i = 0; i < result_type->members.size(); ++i) {
    if ((used & (1u << i)) == 0) {
      members.push_back(builder.undef(member_type));  // no extractvalue reads it
    } else if (min_precision) {
      members.push_back(min_precision_member(lowering, builder.emit(spv::Op::OpCompositeExtract, uint, {row, i}),
                                             member_type));
    } else if (width == 32) {
      members.push_back(builder.bitcast(member_type, builder.emit(spv::Op::OpCompositeExtract, uint, {row, i})));
    } else if (width == 64) {
      const Id pair =
          builder.emit(spv::Op::OpVectorShuffle, builder.type_vector(uint, 2), {row, row, 2 * i, 2 * i + 1});
      members.push_back(builder.emit(spv::Op::OpBitcast, member_type, {pair}));
    } else if (width == 16) {
      const Id word = builder.emit(spv::Op::OpCompositeExtract, uint, {row, i / 2});
      const Id shifted =
          builder.emit(spv::Op::OpShiftRightLogical, uint, {word, lowering.types.uint_constant(16 * (i % 2))});
      members.push_back(
          builder.bitcast(member_type, builder.emit(spv::Op::OpUConvert, lowering.types.uint(16), {shifted})));
    } else {
      unsupported("cbuffer load of " + std::to_string(width) + "-bit members");
    }
  }
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

// The 32-bit word of a constant buffer that holds byte `offset` + `extra`.
Id cbuffer_word(Lowering& lowering, const Handle& handle, Id offset, uint32_t extra) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id byte =
      extra == 0 ? offset : builder.emit(spv::Op::OpIAdd, uint, {offset, lowering.types.uint_constant(extra)});
  const Id word = builder.emit(spv::Op::OpShiftRightLogical, uint, {byte, lowering.types.uint_constant(2)});
  if (in_push_constants(handle)) return load_push_constant_word(lowering, handle, word);
  const Id row_index = builder.emit(spv::Op::OpShiftRightLogical, uint, {byte, lowering.types.uint_constant(4)});
  const Id component = builder.emit(spv::Op::OpBitwiseAnd, uint, {word, lowering.types.uint_constant(3)});
  return builder.emit(spv::Op::OpVectorExtractDynamic, uint,
                      {load_cbuffer_row(lowering, handle, row_index, 0xF), component});
}

// CBufferLoad(handle, byteOffset, alignment): one 16-, 32- or 64-bit value at a byte offset
// (the non-legacy form, which DXC no longer emits but the format keeps).
void lower_cbuffer_load(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Handle& handle = require_constant_buffer(lowering.handles.handle(call.argument(1)), "CBufferLoad");
  const Id result_type = lowering.types.lower(call.instruction.type);
  const uint32_t width = lowering.types.scalar_width(result_type);
  const Id uint = lowering.types.uint();
  const Id offset = lowering.values.value(call.argument(2));
  if (width == 32)
    return lowering.values.define(call.instruction,
                                  builder.bitcast(result_type, cbuffer_word(lowering, handle, offset, 0)));
  if (width == 64) {
    const Id pair =
        builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(uint, 2),
                     {cbuffer_word(lowering, handle, offset, 0), cbuffer_word(lowering, handle, offset, 4)});
    return lowering.values.define(call.instruction, builder.emit(spv::Op::OpBitcast, result_type, {pair}));
  }
  if (width != 16) unsupported("CBufferLoad of " + std::to_string(width) + "-bit values");
  // The half of the word that the offset's bit 1 selects.
  const Id shift = builder.emit(spv::Op::OpShiftLeftLogical, uint,
                                {builder.emit(spv::Op::OpBitwiseAnd, uint, {offset, lowering.types.uint_constant(2)}),
                                 lowering.types.uint_constant(3)});
  const Id half = builder.emit(spv::Op::OpShiftRightLogical, uint, {cbuffer_word(lowering, handle, offset, 0), shift});
  lowering.values.define(call.instruction, builder.bitcast(result_type, builder.emit(spv::Op::OpUConvert,
                                                                                     lowering.types.uint(16), {half})));
}

// CheckAccessFullyMapped(status): statuses are 1 where every texel was resident (buffers
// always; images as their sparse-residency instruction says) and 0 otherwise.
void lower_check_access(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction, lowering.builder.emit(spv::Op::OpINotEqual, lowering.types.boolean(),
                                                                 {lowering.values.value(call.argument(1)),
                                                                  lowering.types.uint_constant(0)}));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::CBufferLoad, lower_cbuffer_load},
    {dxil::DxOp::CBufferLoadLegacy, lower_cbuffer_load_legacy},
    {dxil::DxOp::BufferLoad, lower_buffer_load},
    {dxil::DxOp::BufferStore, lower_buffer_store},
    {dxil::DxOp::CheckAccessFullyMapped, lower_check_access},
    {dxil::DxOp::RawBufferLoad, lower_raw_buffer_load},
    {dxil::DxOp::RawBufferStore, lower_raw_buffer_store},
    {dxil::DxOp::RawBufferVectorLoad, lower_raw_buffer_vector_load},
    {dxil::DxOp::RawBufferVectorStore, lower_raw_buffer_vector_store},
};

}  // namespace

std::span<const DxOpRegistration> buffer_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
