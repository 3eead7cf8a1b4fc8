// The decoded form of a DXBC shader program (the SHDR/SHEX part): its version and its
// instructions with their operands, as the tokens say them and nothing more. The decoder
// (decode.h) fills it from bytes, the encoder writes it back, the disassembler prints it in
// fxc's syntax, the assembler parses that syntax into it, and the lifter (lift.h) turns it
// into the IR the DXIL reader builds.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace untangle::dxbc {

// The version token's program type (bits 16-31).
enum class ProgramType : uint8_t { Pixel = 0, Vertex, Geometry, Hull, Domain, Compute };

// "ps", "vs", "gs", "hs", "ds", "cs".
std::string_view program_type_prefix(ProgramType type);

enum class Opcode : uint16_t {
#define DXBC_OPCODE(name, number, spelling, operands, kind) name = number,
#include "dxbc/opcodes.def"
#undef DXBC_OPCODE
};

// Which part of the lifter owns an opcode (the table's last column).
enum class OpcodeKind : uint8_t { Float, Int, Uint, Bit, Double, Flow, Texture, Memory, Atomic, Geometry, Phase, Declaration, Interface };

struct OpcodeInfo {
  Opcode opcode;
  std::string_view spelling;  // fxc's: "add", "dcl_constantbuffer"
  uint8_t operand_count;      // operand tokens before the instruction's extra dwords
  OpcodeKind kind;
};

// The table's row of a known opcode number, or null (reserved and out-of-range numbers).
const OpcodeInfo* find_opcode(uint32_t number);
const OpcodeInfo& opcode_info(Opcode opcode);

// Operand types (the operand token's bits 12-19; D3D10_SB_OPERAND_TYPE numbering).
enum class OperandType : uint8_t {
  Temp = 0,                     // r#
  Input = 1,                    // v#
  Output = 2,                   // o#
  IndexableTemp = 3,            // x#[i]
  Immediate32 = 4,              // l(...)
  Immediate64 = 5,              // d(...)
  Sampler = 6,                  // s#
  Resource = 7,                 // t#
  ConstantBuffer = 8,           // cb#[i]
  ImmediateConstantBuffer = 9,  // icb[i]
  Label = 10,                   // l#
  InputPrimitiveId = 11,        // vPrim
  OutputDepth = 12,             // oDepth
  Null = 13,                    // null
  Rasterizer = 14,
  OutputCoverageMask = 15,      // oMask
  Stream = 16,                  // m#
  FunctionBody = 17,            // fb#
  FunctionTable = 18,           // ft#
  Interface = 19,               // fp#
  FunctionInput = 20,
  FunctionOutput = 21,
  OutputControlPointId = 22,    // vOutputControlPointID
  InputForkInstanceId = 23,     // vForkInstanceID
  InputJoinInstanceId = 24,     // vJoinInstanceID
  InputControlPoint = 25,       // vicp
  OutputControlPoint = 26,      // vocp
  InputPatchConstant = 27,      // vpc
  InputDomainPoint = 28,        // vDomain
  ThisPointer = 29,             // this
  UnorderedAccessView = 30,     // u#
  ThreadGroupSharedMemory = 31, // g#
  InputThreadId = 32,           // vThreadID
  InputThreadGroupId = 33,      // vThreadGroupID
  InputThreadIdInGroup = 34,    // vThreadIDInGroup
  InputCoverageMask = 35,       // vCoverage
  InputThreadIdInGroupFlattened = 36,  // vThreadIDInGroupFlattened
  InputGsInstanceId = 37,       // vGSInstanceID
  OutputDepthGreaterEqual = 38, // oDepthGE
  OutputDepthLessEqual = 39,    // oDepthLE
  CycleCounter = 40,            // vCycleCounter
  OutputStencilRef = 41,        // oStencilRef
  InnerCoverage = 42,           // vInnerCoverage
};
inline constexpr uint32_t kOperandTypeCount = 43;

// How one index of an operand is given (bits 22-24, 25-27, 28-30 of the operand token).
enum class IndexRepresentation : uint8_t {
  Immediate32 = 0,
  Immediate64 = 1,
  Relative = 2,                // a register operand alone
  Immediate32PlusRelative = 3, // [r1.x + 4]
  Immediate64PlusRelative = 4,
};

struct Operand;

struct OperandIndex {
  IndexRepresentation representation = IndexRepresentation::Immediate32;
  uint64_t immediate = 0;
  // The register of a relative index: a source operand that selects one component.
  std::shared_ptr<const Operand> relative;
};

// How a 4-component operand names its components (bits 2-3).
enum class ComponentSelection : uint8_t { Mask = 0, Swizzle = 1, Select1 = 2 };

// The extended operand token's modifier (bits 6-13).
enum class OperandModifier : uint8_t { None = 0, Neg = 1, Abs = 2, AbsNeg = 3 };

// The extended operand token's minimum precision (bits 14-16).
enum class MinPrecision : uint8_t { Default = 0, Float16 = 1, Float2_8 = 2, SInt16 = 4, UInt16 = 5 };

struct Operand {
  OperandType type = OperandType::Null;
  // 0, 1 or 4 (the token's 0, 1 and 4 components; its N-component form is refused).
  uint8_t component_count = 0;
  ComponentSelection selection = ComponentSelection::Mask;
  // Mask: the components written (bit 0 = x); Swizzle: the source of each of x, y, z, w;
  // Select1: the one component in swizzle[0] (and, for the lifter's convenience, all four).
  uint8_t mask = 0;
  std::array<uint8_t, 4> swizzle{0, 1, 2, 3};
  OperandModifier modifier = OperandModifier::None;
  MinPrecision min_precision = MinPrecision::Default;
  bool non_uniform = false;  // SM 5.1's NonUniformResourceIndex
  bool has_extended_token = false;  // kept so that encode(decode(x)) == x
  std::vector<OperandIndex> indices;  // 0 to 3
  // Immediate32: one dword per component; Immediate64: two dwords per double (low first),
  // one double for a 1-component operand and two for a 4-component one (2 or 4 dwords).
  std::array<uint32_t, 8> immediate{};
};

// The extended opcode token's resource dimension (D3D10_SB_RESOURCE_DIMENSION), also
// bits 11-15 of resource and UAV declarations.
enum class ResourceDimension : uint8_t {
  Unknown = 0,
  Buffer = 1,
  Texture1D = 2,
  Texture2D = 3,
  Texture2DMS = 4,
  Texture3D = 5,
  TextureCube = 6,
  Texture1DArray = 7,
  Texture2DArray = 8,
  Texture2DMSArray = 9,
  TextureCubeArray = 10,
  RawBuffer = 11,
  StructuredBuffer = 12,
};

// A resource's return type per component (D3D10_SB_RESOURCE_RETURN_TYPE).
enum class ReturnType : uint8_t { Unorm = 1, Snorm = 2, Sint = 3, Uint = 4, Float = 5, Mixed = 6, Double = 7, Continued = 8, Unused = 9 };

struct Instruction {
  Opcode opcode = Opcode::Nop;
  // Bits 11-23 of the opcode token, shifted down to bit 0: saturate, the test of a
  // conditional, a declaration's dimension, mode or flags (accessors below). customdata's
  // are bits 11-31, its class (0 comment, 1 debug info, 2 opaque, 3 immediate constant
  // buffer, 4 shader message).
  uint32_t controls = 0;
  // dcl_function_table and dcl_interface only: bit 31 of the opcode token set, saying that the
  // instruction's length is the dword after it (a table longer than 127 dwords).
  bool has_length_token = false;
  // Extended opcode tokens, in the order met; present only when the token was.
  bool has_sample_offsets = false;
  std::array<int8_t, 3> sample_offsets{};  // u, v, w: 4-bit signed texel offsets
  bool has_resource_dimension = false;
  ResourceDimension resource_dimension = ResourceDimension::Unknown;
  uint32_t resource_stride = 0;            // of a structured buffer's extended token
  bool has_return_type = false;
  std::array<ReturnType, 4> return_type{};
  std::vector<Operand> operands;
  // Dwords after the operands (declaration counts, strides, spaces, return types, the
  // system-value name of dcl_*_siv), or customdata's payload (the dwords after its length).
  // fcall's first extra dword (its call-site index) comes before its operand in the stream.
  std::vector<uint32_t> extra;
  uint64_t offset = 0;  // of the opcode token, in bytes from the start of the input

  bool saturate() const { return (controls >> 2) & 1; }           // bit 13
  bool test_nonzero() const { return (controls >> 7) & 1; }       // bit 18
  uint32_t precise_mask() const { return (controls >> 8) & 0xF; } // bits 19-22
};

struct Program {
  ProgramType type = ProgramType::Pixel;
  uint32_t major = 0;
  uint32_t minor = 0;
  std::vector<Instruction> instructions;
};

}  // namespace untangle::dxbc
