// The SPIR-V of each AGS intrinsic (ags_intrinsics.h): cooperative matrices of
// SPV_KHR_cooperative_matrix, float8 of SPV_EXT_float8.
#include <string>

#include "spirv_emit/ags_intrinsics.h"
#include "spirv_emit/cooperative_matrix.h"
#include "spirv_emit/error.h"
#include "spirv_emit/resource_access.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

namespace {

namespace cm = cooperative_matrix;

// WaveMatrixDataFormat.
enum Format : uint32_t { I4 = 0, U4, I8, U8, F16, BF16, F32, I32, U32, BF8, FP8 };
constexpr const char* kFormatNames[] = {"I4", "U4", "I8", "U8", "F16", "BF16", "F32", "I32", "U32", "BF8", "FP8"};

bool is_float8(uint32_t format) { return format == FP8 || format == BF8; }
bool is_float(uint32_t format) { return format == F16 || format == F32 || is_float8(format); }
uint32_t format_width(uint32_t format) {
  return format == F16 ? 16 : format == F32 || format == I32 || format == U32 ? 32 : 8;
}

uint32_t constant_argument(const dxil::Instruction& call, uint32_t which, const char* what) {
  return static_cast<uint32_t>(constant_integer(ags_argument(call, which), what));
}

Id float8_type(Lowering& lowering, const AgsSupport& support, uint32_t format) {
  if (!support.float8)
    unsupported(std::string("AGS float8 (") + kFormatNames[format] +
                ") values need SPV_EXT_float8, which the AGS options do not enable");
  lowering.builder.add_extension(float8::kExtension);
  lowering.builder.add_capability(float8::kCapability);
  return lowering.builder.type_float8(format == FP8 ? float8::kE4M3 : float8::kE5M2);
}

// The scalar type of a matrix's elements.
Id component_type(Lowering& lowering, const AgsSupport& support, uint32_t format) {
  switch (format) {
    case F16: return lowering.types.floating(16);
    case F32: return lowering.types.floating(32);
    case FP8:
    case BF8: return float8_type(lowering, support, format);
    case I8:
    case U8: return lowering.types.uint(8);
    case I32:
    case U32: return lowering.types.uint(32);
    default:
      unsupported(std::string("AGS wave matrices of ") +
                  (format < std::size(kFormatNames) ? kFormatNames[format] : "?") + " elements");
  }
}

// An element of `format` from the low bits of a 32-bit value, and back.
Id element_from_bits(Lowering& lowering, const AgsSupport& support, uint32_t format, Id bits) {
  Builder& builder = lowering.builder;
  const uint32_t width = format_width(format);
  const Id narrow = width == 32 ? bits : builder.emit(spv::Op::OpUConvert, lowering.types.uint(width), {bits});
  const Id type = component_type(lowering, support, format);
  return type == lowering.types.uint(width) ? narrow : builder.emit(spv::Op::OpBitcast, type, {narrow});
}

Id bits_of_element(Lowering& lowering, uint32_t format, Id element) {
  Builder& builder = lowering.builder;
  const uint32_t width = format_width(format);
  const Id raw = is_float(format) ? builder.emit(spv::Op::OpBitcast, lowering.types.uint(width), {element}) : element;
  return width == 32 ? raw : builder.emit(spv::Op::OpUConvert, lowering.types.uint(), {raw});
}

Id layout_of(Lowering& lowering, const AgsMatrixType& type) {
  return lowering.types.uint_constant(
      static_cast<uint32_t>(type.column_major ? cm::Layout::ColumnMajor : cm::Layout::RowMajor));
}

// Where a load or store starts, and its stride in elements of the pointer: a byte of a raw
// buffer (the hook's BufferLoad), or a word of a groupshared uint array (the hook's atomic).
struct MatrixMemory {
  Id pointer = 0;
  Id stride = 0;
  bool physical = false;  // a PhysicalStorageBuffer pointer, whose accesses state an alignment
};

MatrixMemory matrix_memory(Lowering& lowering, const dxil::Instruction& hook, const dxil::Instruction& doorbell) {
  Builder& builder = lowering.builder;
  const Id offset = lowering.values.value(ags_argument(doorbell, 0));
  const Id stride = lowering.values.value(ags_argument(doorbell, 1));
  if (hook.opcode == dxil::Opcode::AtomicRMW) {
    const auto& element = static_cast<const dxil::Instruction&>(*hook.operands[0]);
    const Pointer array = lowering.pointers.pointer(element.operands[0]);
    const dxil::Type* pointee = array.pointee;
    if (array.words || array.storage_class != spv::StorageClass::Workgroup || pointee == nullptr ||
        pointee->kind != dxil::TypeKind::Array || pointee->element == nullptr ||
        pointee->element->kind != dxil::TypeKind::Integer || pointee->element->bit_width != 32)
      unsupported("AGS wave-matrix groupshared loads and stores of memory other than a uint array");
    const Id two = lowering.types.uint_constant(2);
    const Id word = builder.emit(spv::Op::OpShiftRightLogical, lowering.types.uint(), {offset, two});
    const Id pointer =
        builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Workgroup, lowering.types.uint()),
                     {array.id, word});
    return {pointer, builder.emit(spv::Op::OpShiftRightLogical, lowering.types.uint(), {stride, two}), false};
  }
  const Handle& handle = lowering.handles.handle(hook.operands[1]);
  if (handle.resource->declaration.kind != dxil::ResourceKind::RawBuffer)
    unsupported("AGS wave-matrix loads and stores of buffers other than (RW)ByteAddressBuffer");
  const Id pointer = buffer_word_pointer(lowering, handle, 8, offset);
  const bool physical =
      builder.type_info(builder.type_of(pointer)).storage_class == spv::StorageClass::PhysicalStorageBuffer;
  return {pointer, stride, physical};
}

// The optional memory operands of a load or store: a device-address pointer's alignment,
// which D3D's element alignment of the matrix's format gives.
void add_alignment(std::vector<uint32_t>& operands, const MatrixMemory& memory, uint32_t format) {
  if (!memory.physical) return;
  operands.push_back(static_cast<uint32_t>(spv::MemoryAccessMask::Aligned));
  operands.push_back(format_width(format) / 8);
}

// An element-access variable: the matrix's elements are reached by OpAccessChain on it.
Id element_pointer(Lowering& lowering, Id variable, Id component, Id index) {
  Builder& builder = lowering.builder;
  return builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Function, component),
                      {variable, index});
}

// `matrix` (of `from`'s use) as a matrix of type `to`, of the same format and another use,
// through the wave's block of the scratch: stored and loaded column major (one layout for
// both, so that element (i, j) stays (i, j)), 16 words apart (a column of 32-bit elements),
// between subgroup barriers so that no lane reads before the wave's lanes have all written,
// nor writes before the last matrix was read.
Id through_scratch(Lowering& lowering, const AgsSupport& support, AgsUseScratch& scratch, Id matrix,
                   const AgsMatrixType& from, const AgsMatrixType& to) {
  if (scratch.waves == 0)
    unsupported("WaveMatrixCopy from " + ags_type_name(from) + " to " + ags_type_name(to) +
                " outside compute, mesh and amplification shaders: matrices change use through workgroup memory");
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  constexpr uint32_t kBlockWords = 16 * 16;
  if (scratch.variable == 0) {
    const Id words = builder.type_array(uint, kBlockWords * scratch.waves);
    scratch.variable = builder.global_variable(builder.type_pointer(spv::StorageClass::Workgroup, words),
                                               spv::StorageClass::Workgroup);
    builder.set_name(scratch.variable, "WaveMatrixUseScratch");
  }
  const Id wave = builder.emit(spv::Op::OpLoad, uint, {lowering.io.builtin_input(spv::BuiltIn::SubgroupId, uint)});
  const Id first = builder.emit(spv::Op::OpIMul, uint, {wave, lowering.types.uint_constant(kBlockWords)});
  const Id block = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Workgroup, uint),
                                {scratch.variable, first});
  const Id subgroup = lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Subgroup));
  const Id semantics = lowering.types.uint_constant(
      static_cast<uint32_t>(spv::MemorySemanticsMask::AcquireRelease | spv::MemorySemanticsMask::WorkgroupMemory));
  const Id layout = lowering.types.uint_constant(static_cast<uint32_t>(cm::Layout::ColumnMajor));
  const Id stride = lowering.types.uint_constant(16);
  builder.emit_void(spv::Op::OpControlBarrier, {subgroup, subgroup, semantics});
  builder.emit_void(cm::kStore, {block, matrix, layout, stride});
  builder.emit_void(spv::Op::OpControlBarrier, {subgroup, subgroup, semantics});
  return builder.emit(cm::kLoad, ags_matrix_type(lowering, support, to), {block, layout, stride});
}

}  // namespace

AgsMatrixType decode_matrix_type(uint32_t immediate) {
  if (((immediate >> 8) & 0x7) != 0)
    unsupported("AGS wave matrices of shape " + std::to_string((immediate >> 8) & 0x7) + ": only 16x16 (shape 0) is");
  const uint32_t use = (immediate >> 4) & 0x7;
  if (use > 2)
    throw TranslateError("AMD GPU Services intrinsics: a wave-matrix type of use " + std::to_string(use), {}, {}, {},
                         Status::MalformedInput);
  return AgsMatrixType{immediate & 0xF, use, ((immediate >> 7) & 1) != 0};
}

std::string ags_type_name(const AgsMatrixType& type) {
  static constexpr const char* kUses[] = {"A", "B", "accumulator"};
  return std::string(type.format < std::size(kFormatNames) ? kFormatNames[type.format] : "?") + " " + kUses[type.use];
}

Id ags_matrix_type(Lowering& lowering, const AgsSupport& support, const AgsMatrixType& type) {
  if (!support.cooperative_matrix)
    unsupported("AGS wave matrices need SPV_KHR_cooperative_matrix, which the AGS options do not enable");
  Builder& builder = lowering.builder;
  const Id component = component_type(lowering, support, type.format);
  builder.add_extension(cm::kExtension);
  builder.add_capability(cm::kCapability);
  builder.use_vulkan_memory_model();
  if (is_float8(type.format)) builder.add_capability(float8::kCooperativeMatrixCapability);
  return builder.type_cooperative_matrix(component, 16, 16, type.use);
}

AgsMultiply ags_multiply(uint32_t immediate) {
  // WaveMatrixOpcode (bits 0..6; bit 15 is a flag untangle does not know).
  const uint32_t opcode = immediate & 0x7F;
  if ((immediate >> 7) != 0) unsupported("WaveMatrixMulAcc with flags " + std::to_string(immediate >> 7));
  constexpr uint32_t kSignedAB = cm::kMatrixASigned | cm::kMatrixBSigned;
  constexpr uint32_t kSignedCResult = cm::kMatrixCSigned | cm::kMatrixResultSigned;
  switch (opcode) {
    case 0x1: return {F16, F16, F16, 0};  // WMMA_F16_16X16X16_F16
    case 0x3: return {BF8, BF8, F32, 0};  // WMMA_F32_16X16X16_BF8_BF8
    case 0x4: return {BF8, FP8, F32, 0};
    case 0x5: return {F16, F16, F32, 0};  // WMMA_F32_16X16X16_F16
    case 0x6: return {FP8, BF8, F32, 0};
    case 0x7: return {FP8, FP8, F32, 0};
    case 0xc: return {I8, I8, I32, kSignedAB | kSignedCResult};  // WMMA_I32_16X16X16_I8
    case 0xd: return {U8, U8, I32, kSignedCResult};
    case 0xe: return {I8, U8, I32, cm::kMatrixASigned | kSignedCResult};  // IU8: A signed, B unsigned
    case 0xf: return {U8, I8, I32, cm::kMatrixBSigned | kSignedCResult};
    default:
      unsupported("WaveMatrixMulAcc opcode " + std::to_string(opcode) +
                  ": untangle lowers the 16x16x16 float16, float8 and 8-bit integer multiplies only");
  }
}

Id AgsIntrinsics::lower_trigger(Lowering& lowering, Intrinsic& intrinsic, const dxil::Instruction& call) {
  Builder& builder = lowering.builder;
  const std::vector<const dxil::Instruction*>& calls = intrinsic.calls;
  switch (intrinsic.opcode) {
    case ags::kWaveMatrixUavLoad:
    case ags::kWaveMatrixLdsLoad: {
      const MatrixMemory memory = matrix_memory(lowering, *intrinsic.hook, *calls[0]);
      std::vector<uint32_t> operands{memory.pointer, layout_of(lowering, intrinsic.result), memory.stride};
      add_alignment(operands, memory, intrinsic.result.format);
      return builder.emit(cm::kLoad, ags_matrix_type(lowering, support_, intrinsic.result), operands);
    }
    case ags::kWaveMatrixUavStore:
    case ags::kWaveMatrixLdsStore: {
      const AgsMatrixType type = decode_matrix_type(ags_immediate(call));
      const Id object = input_matrix(lowering, intrinsic, 1, &type);
      const MatrixMemory memory = matrix_memory(lowering, *intrinsic.hook, *calls[0]);
      std::vector<uint32_t> operands{memory.pointer, object, layout_of(lowering, type), memory.stride};
      add_alignment(operands, memory, type.format);
      builder.emit_void(cm::kStore, operands);
      return 0;
    }
    case ags::kWaveMatrixMulAcc: {
      const AgsMultiply multiply = ags_multiply(ags_immediate(call));
      const AgsMatrixType a{multiply.a, 0}, b{multiply.b, 1}, c{multiply.accumulator, 2};
      std::vector<uint32_t> operands{input_matrix(lowering, intrinsic, 0, &a), input_matrix(lowering, intrinsic, 4, &b),
                                     input_matrix(lowering, intrinsic, 8, &c)};
      if (multiply.operands != 0) operands.push_back(multiply.operands);
      return builder.emit(cm::kMulAdd, ags_matrix_type(lowering, support_, c), operands);
    }
    case ags::kWaveMatrixCopy: {
      const AgsMatrixType from = decode_matrix_type(ags_immediate(call));
      const Id object = input_matrix(lowering, intrinsic, 0, &from);
      const AgsMatrixType& to = intrinsic.result;
      const bool saturate = constant_argument(call, 1, "WaveMatrixCopy's saturation") != 0;
      if (from.format != to.format && (!is_float(from.format) || !is_float(to.format)))
        unsupported("WaveMatrixCopy from " + ags_type_name(from) + " to " + ags_type_name(to) +
                    ": untangle converts between float formats only");
      // The format changes in the accumulator where the copy leaves or reaches one (the use
      // AGS's conversions are made for), else in the source's use; the use through memory.
      const bool convert_first = to.use != 2;
      const AgsMatrixType converted_type{to.format, convert_first ? from.use : to.use, false};
      auto convert = [&](Id matrix) {
        if (from.format == to.format) return matrix;
        const Id converted =
            builder.emit(spv::Op::OpFConvert, ags_matrix_type(lowering, support_, converted_type), {matrix});
        if (saturate && is_float8(to.format)) builder.decorate(converted, float8::kSaturatedConversion);
        return converted;
      };
      if (from.use == to.use) return convert(object);
      if (convert_first) return through_scratch(lowering, support_, *scratch_, convert(object), converted_type, to);
      return convert(through_scratch(lowering, support_, *scratch_, object, from, AgsMatrixType{from.format, to.use}));
    }
    case ags::kWaveMatrixFill: {
      const Id type = ags_matrix_type(lowering, support_, intrinsic.result);
      const Id element =
          element_from_bits(lowering, support_, intrinsic.result.format, lowering.values.value(ags_argument(call, 0)));
      return builder.emit(spv::Op::OpCompositeConstruct, type, {element});
    }
    case ags::kMatrixElementWiseArithmetic: {
      const AgsMatrixType& type = intrinsic.result;
      const Id a = input_matrix(lowering, intrinsic, 0, &type);
      const Id b = input_matrix(lowering, intrinsic, 4, &type);
      if (!is_float(type.format)) unsupported("MatrixElementWiseArithmetic on " + ags_type_name(type) + " matrices");
      // MatrixElementWiseOp: Add, Sub, Mul, Div, and Times (elementwise product, as Mul).
      static constexpr spv::Op kOps[] = {spv::Op::OpFAdd, spv::Op::OpFSub, spv::Op::OpFMul, spv::Op::OpFDiv,
                                         spv::Op::OpFMul};
      const uint32_t op = constant_argument(call, 0, "MatrixElementWiseArithmetic's operation");
      if (op < 1 || op > 5) unsupported("MatrixElementWiseArithmetic operation " + std::to_string(op));
      return builder.emit(kOps[op - 1], ags_matrix_type(lowering, support_, type), {a, b});
    }
    case ags::kWaveMatrixLength: {
      const AgsMatrixType type = decode_matrix_type(ags_immediate(call));
      const Id length = builder.emit(cm::kLength, lowering.types.uint(), {ags_matrix_type(lowering, support_, type)});
      // AGS packs 8-bit elements four to a 32-bit unit: its length counts units.
      return format_width(type.format) == 8
                 ? builder.emit(spv::Op::OpUDiv, lowering.types.uint(), {length, lowering.types.uint_constant(4)})
                 : length;
    }
    case ags::kWaveMatrixElementExtract:
    case ags::kWaveMatrixElementFill: {
      const AgsMatrixType type = decode_matrix_type(ags_immediate(call));
      const Id object = input_matrix(lowering, intrinsic, 0, &type);
      const Id matrix_type = ags_matrix_type(lowering, support_, type);
      const Id component = component_type(lowering, support_, type.format);
      const Id variable = builder.function_variable(builder.type_pointer(spv::StorageClass::Function, matrix_type));
      builder.emit_void(spv::Op::OpStore, {variable, object});
      const Id index = lowering.values.value(ags_argument(call, 0));
      const Id uint = lowering.types.uint();
      const bool packed = format_width(type.format) == 8;
      // Element `index` of AGS's view: one element, or four packed 8-bit ones from 4 * index.
      auto element_at = [&](uint32_t byte) {
        if (!packed) return element_pointer(lowering, variable, component, index);
        const Id first = builder.emit(spv::Op::OpShiftLeftLogical, uint, {index, lowering.types.uint_constant(2)});
        return element_pointer(lowering, variable, component,
                               builder.emit(spv::Op::OpIAdd, uint, {first, lowering.types.uint_constant(byte)}));
      };
      const uint32_t elements = packed ? 4 : 1;
      if (intrinsic.opcode == ags::kWaveMatrixElementExtract) {
        Id result = 0;
        for (uint32_t byte = 0; byte < elements; ++byte) {
          const Id bits =
              bits_of_element(lowering, type.format, builder.emit(spv::Op::OpLoad, component, {element_at(byte)}));
          const Id placed = byte == 0 ? bits
                                      : builder.emit(spv::Op::OpShiftLeftLogical, uint,
                                                     {bits, lowering.types.uint_constant(8 * byte)});
          result = byte == 0 ? placed : builder.emit(spv::Op::OpBitwiseOr, uint, {result, placed});
        }
        return result;
      }
      const Id data = lowering.values.value(ags_argument(call, 1));
      for (uint32_t byte = 0; byte < elements; ++byte) {
        const Id bits = byte == 0 ? data
                                  : builder.emit(spv::Op::OpShiftRightLogical, uint,
                                                 {data, lowering.types.uint_constant(8 * byte)});
        builder.emit_void(spv::Op::OpStore,
                          {element_at(byte), element_from_bits(lowering, support_, type.format, bits)});
      }
      return builder.emit(spv::Op::OpLoad, matrix_type, {variable});
    }
    case ags::kFloat8Conversion: {
      // Float8CvtOp (bits 0..7): FP8 to F32, BF8 to F32, F32 to FP8, F32 to BF8; bit 8 saturates.
      const uint32_t code = ags_immediate(call);
      const uint32_t op = code & 0xFF;
      if (op > 3 || (code >> 9) != 0) unsupported("Float8Conversion " + std::to_string(code));
      const uint32_t format = op == 0 || op == 2 ? FP8 : BF8;
      const Id value = lowering.values.value(ags_argument(call, 0));
      const Id f32 = lowering.types.floating(32);
      if (op < 2) {
        const Id wide = builder.emit(spv::Op::OpFConvert, f32, {element_from_bits(lowering, support_, format, value)});
        return builder.emit(spv::Op::OpBitcast, lowering.types.uint(), {wide});
      }
      const Id narrow = builder.emit(spv::Op::OpFConvert, float8_type(lowering, support_, format),
                                     {builder.emit(spv::Op::OpBitcast, f32, {value})});
      if ((code >> 8) & 1) builder.decorate(narrow, float8::kSaturatedConversion);
      return bits_of_element(lowering, format, narrow);
    }
    default: internal_error("an AGS intrinsic without a lowering");
  }
}

}  // namespace untangle::spirv_emit
