// AMD GPU Services (AGS) shader intrinsics: what a shader asks of AMD's driver through a UAV in
// register space 0x7FFF0ADE, lowered to SPV_KHR_cooperative_matrix and SPV_EXT_float8.
//
// AGS encodes each intrinsic as a run of InterlockedCompareExchange calls on that UAV. The
// address operand of each is a code: magic 5 in bits 28..31, the intrinsic in bits 0..7, a
// phase in bits 24..25 and 16 bits of immediate data in bits 8..23; the compare and value
// operands carry arguments. A wave matrix (16x16, spread over a wave of 32) travels as eight
// 32-bit values, the "registers" that one intrinsic's last phase returns one call at a time
// and the next passes in pairs. Loads and stores name their buffer by a "hook": a load of the
// buffer (or an atomic on groupshared memory) at the offset the first phase returns.
//
// The recognizer (AgsIntrinsics) groups a function's calls into intrinsics, checks each run
// against the intrinsic's shape, and gives every register one type: the cooperative matrix
// it is part of, which the registers' phis carry too. All eight registers of a matrix are then
// the same SPIR-V value (lowered at the call that completes the intrinsic's input), and the
// encoding's other instructions (codes, hooks, the reads of its result) emit nothing.
//
// Lowered: WaveMatrixUavLoad/Store and WaveMatrixLdsLoad/Store (a byte view of a raw buffer;
// a groupshared uint array), WaveMatrixMulAcc (float16 and float8 inputs, float16 or float32
// accumulators; 8-bit integer inputs with 32-bit accumulators), WaveMatrixCopy between
// formats of one use, WaveMatrixFill, WaveMatrixElementExtract/Fill, WaveMatrixLength,
// MatrixElementWiseArithmetic and Float8Conversion. Refused by name: every other intrinsic,
// shapes other than 16x16, bfloat16 and 4-bit formats, and registers kept anywhere but in
// SSA values, phis and local arrays of whole matrices.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"
#include "spirv_emit/error.h"
#include "spirv_emit/handles.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/options.h"

namespace untangle::spirv_emit {

// The names --ags and batch journals spell AgsSupport with: "none", or a comma-separated
// list of "cooperative-matrix" and "float8"; nullopt for anything else.
std::optional<AgsSupport> ags_support_from_name(const std::string& name);
std::string ags_support_name(const AgsSupport& support);

// Whether the declaration is AGS's extension UAV (register space 0x7FFF0ADE).
bool is_amd_extension_uav(const ResourceDeclaration& declaration);

// A wave matrix's type as AGS codes it (WaveMatrixModifier bits of an immediate).
struct AgsMatrixType {
  uint32_t format = 0;        // WaveMatrixDataFormat: 4 F16, 6 F32, 10 FP8, ...
  uint32_t use = 0;           // WaveMatrixType: 0 A, 1 B, 2 accumulator
  bool column_major = false;  // the layout flag: how loads and stores lay the matrix out
  bool operator==(const AgsMatrixType& other) const { return format == other.format && use == other.use; }
};

// AGS's intrinsic opcodes (AmdExtD3DShaderIntrinsicsOpcode) that untangle lowers.
namespace ags {
inline constexpr uint32_t kWaveMatrixMulAcc = 0x28;
inline constexpr uint32_t kWaveMatrixUavLoad = 0x29;
inline constexpr uint32_t kWaveMatrixUavStore = 0x2a;
inline constexpr uint32_t kWaveMatrixLdsLoad = 0x2d;
inline constexpr uint32_t kWaveMatrixLdsStore = 0x2e;
inline constexpr uint32_t kWaveMatrixElementFill = 0x2f;
inline constexpr uint32_t kWaveMatrixElementExtract = 0x30;
inline constexpr uint32_t kWaveMatrixLength = 0x31;
inline constexpr uint32_t kWaveMatrixCopy = 0x32;
inline constexpr uint32_t kWaveMatrixFill = 0x33;
inline constexpr uint32_t kMatrixElementWiseArithmetic = 0x35;
inline constexpr uint32_t kFloat8Conversion = 0x36;
}  // namespace ags

// Of a call that is part of an intrinsic (its code known valid): argument `which` (its
// compare and value operands, 0 and 1), and its code's 16 bits of immediate data.
const dxil::Value* ags_argument(const dxil::Instruction& call, uint32_t which);
uint32_t ags_immediate(const dxil::Instruction& call);

// A matrix type of an immediate; throws for shapes other than 16x16 and unknown uses.
AgsMatrixType decode_matrix_type(uint32_t immediate);
// "FP8 A", "F32 accumulator": for errors.
std::string ags_type_name(const AgsMatrixType& type);
// The OpTypeCooperativeMatrixKHR of a type, declaring what it needs; throws for formats
// untangle does not lower, and for float8 ones without AgsSupport::float8.
Id ags_matrix_type(Lowering& lowering, const AgsSupport& support, const AgsMatrixType& type);

// What a WaveMatrixMulAcc opcode multiplies: A, B and accumulator formats, and the
// CooperativeMatrixOperands that say which integer matrices are signed.
struct AgsMultiply {
  uint32_t a = 0;
  uint32_t b = 0;
  uint32_t accumulator = 0;
  uint32_t operands = 0;
};
AgsMultiply ags_multiply(uint32_t immediate);

// Workgroup memory through which wave matrices change use (a WaveMatrixCopy from an accumulator
// to an A: KHR matrices change use only through memory). One 16x16 block of 32-bit words per
// wave: AGS spreads a matrix over a wave of 32 (eight registers of 256 elements), so a
// workgroup holds threads / 32 waves, or threads / [WaveSize]'s minimum. Made on first use,
// shared by the module's functions.
struct AgsUseScratch {
  uint32_t waves = 0;  // 0 outside compute, mesh and amplification shaders
  Id variable = 0;
};

AgsUseScratch ags_use_scratch(const dxil::EntryPoint& entry, dxil::ShaderKind stage);

// A recognizer's error about one instruction of the encoding, which the function emitter
// then names as the error's location.
class AgsEncodingError : public TranslateError {
 public:
  AgsEncodingError(const Error& error, const dxil::Instruction& instruction)
      : TranslateError(error.detail(), {}, {}, {}, error.status()), instruction(&instruction) {}
  const dxil::Instruction* instruction;
};

class AgsIntrinsics {
 public:
  // Recognizes the intrinsics of `function`; throws AgsEncodingError naming what does not fit
  // the encoding and where.
  AgsIntrinsics(const dxil::Function& function, HandleTable& handles, const AgsSupport& support,
                AgsUseScratch& scratch);

  bool empty() const { return intrinsics_.empty(); }
  // Whether `instruction` is part of an intrinsic's encoding: lower() emits what it stands for.
  bool owns(const dxil::Instruction& instruction) const { return roles_.count(&instruction) != 0; }
  void lower(Lowering& lowering, const dxil::Instruction& instruction);
  // The SPIR-V type of a register (a cooperative matrix), or 0 for any other value.
  Id register_type(Lowering& lowering, const dxil::Instruction& instruction);

  // One intrinsic: its AGS opcode and its calls, phase by phase.
  struct Intrinsic {
    uint32_t opcode = 0;
    std::vector<const dxil::Instruction*> calls;
    std::vector<uint32_t> phases;             // of each call
    const dxil::Instruction* hook = nullptr;  // loads and stores: the buffer load or groupshared atomic
    AgsMatrixType result;                     // intrinsics that return a matrix
    Id lowered = 0;                           // the matrix or value, once lowered
  };

 private:
  struct Role {
    uint32_t intrinsic = 0;  // or, for the Array kinds, the matrix array
    enum class Kind : uint8_t {
      Call,
      Trigger,
      Read,
      Hook,
      ArrayVariable,
      ArrayAddress,
      ArrayStore,
      ArrayLoad,  // a matrix array's alloca, its GEPs and casts, its accesses
    } kind = Kind::Call;
  };
  // A local array of wave matrices (WMMA_Matrix m[2]): an alloca of [8N x i32] whose element
  // 8 * slot + k holds register k of matrix `slot`, lowered as a Function array of N
  // cooperative matrices (ags_matrix_arrays.cpp).
  struct MatrixArray {
    const dxil::Instruction* alloca = nullptr;
    uint32_t matrices = 0;
    std::optional<AgsMatrixType> type;  // once a store of registers says it
    Id variable = 0;
  };
  // Where a load or store of a matrix array reaches: register `element` of matrix
  // `slot` + `slot_offset` (`slot` null: 0).
  struct ArrayElement {
    uint32_t array = 0;
    const dxil::Value* slot = nullptr;
    uint32_t slot_offset = 0;
    uint32_t element = 0;
  };
  struct Register {
    AgsMatrixType type;
    uint32_t index = 0;  // which of the eight
  };

  void group(const dxil::BasicBlock& block, HandleTable& handles);
  void close(uint32_t intrinsic);
  void find_hooks(const dxil::Function& function);
  void find_registers(const dxil::Function& function);
  void check_register_uses(const dxil::Function& function);
  void find_matrix_arrays(const dxil::Function& function);
  // Types the arrays that a store of registers reaches, and makes loads of typed arrays
  // registers; whether it learned anything.
  bool type_matrix_arrays();
  // Gives the typed arrays' instructions their roles, checking that each group of stores
  // writes a whole matrix.
  void own_matrix_arrays(const dxil::Function& function);
  void lower_array(Lowering& lowering, const dxil::Instruction& instruction, const Role& role);
  // The matrix passed in registers from call `first` on (pairs, in the order the encoding
  // passes them), checked to be of `expected` type where one is given.
  Id input_matrix(Lowering& lowering, const Intrinsic& intrinsic, size_t first, const AgsMatrixType* expected);
  const Register& register_of(const dxil::Value* value) const;
  Id lower_trigger(Lowering& lowering, Intrinsic& intrinsic, const dxil::Instruction& call);

  AgsSupport support_;
  AgsUseScratch* scratch_;
  const dxil::Instruction* examining_ = nullptr;  // what an error is about
  std::vector<Intrinsic> intrinsics_;
  std::unordered_map<const dxil::Instruction*, Role> roles_;
  std::unordered_map<const dxil::Value*, Register> registers_;
  std::vector<MatrixArray> arrays_;
  std::unordered_map<const dxil::Instruction*, ArrayElement> array_elements_;  // candidate arrays' loads and stores
};

}  // namespace untangle::spirv_emit
