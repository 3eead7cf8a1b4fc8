// The words of fxc's assembly syntax, one table each, read by both the disassembler (value to
// word) and the assembler (word to value), so that the two cannot disagree.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "dxbc/program.h"

namespace untangle::dxbc::text {

struct Word {
  uint32_t value;
  std::string_view text;
};

std::optional<std::string_view> word_for(std::span<const Word> table, uint32_t value);
std::optional<uint32_t> value_for(std::span<const Word> table, std::string_view text);

// dcl_resource_<dim>, the extended token's "(texture2d)", dcl_uav_typed_<dim>.
std::span<const Word> resource_dimensions();
// "float", "uint", ... of a return type list.
std::span<const Word> return_types();
// dcl_input_ps's interpolation mode: "linear noperspective centroid".
std::span<const Word> interpolation_modes();
// The D3D10_SB_NAME of dcl_*_siv / _sgv: "position", "is_front_face", ...
std::span<const Word> system_value_names();
std::span<const Word> input_primitives();     // dcl_inputprimitive
std::span<const Word> output_topologies();    // dcl_outputtopology
std::span<const Word> tessellator_domains();  // dcl_tessellator_domain
std::span<const Word> tessellator_partitionings();
std::span<const Word> tessellator_output_primitives();
std::span<const Word> sampler_modes();        // dcl_sampler's "mode_default"
std::span<const Word> global_flags();         // dcl_globalFlags, one bit each (of `controls`)
std::span<const Word> sync_flags();           // sync_uglobal_g_t, one bit each, in print order
std::span<const Word> resinfo_return_types(); // resinfo's "", "_rcpFloat", "_uint"
std::span<const Word> min_precisions();       // "{min16f}" without the braces
// Signature tables: the SysValue column ("POS", "CLIPDST") and the Format column.
std::span<const Word> signature_system_values();
// The pixel shader's semantics that fxc stores with system value 0 (NONE) but names in the
// SysValue column after the semantic ("SV_Target ... TARGET"), and, for those without a
// register number, the register it prints in the Register column ("oDepth", "vCoverage").
struct NamedSemantic {
  std::string_view semantic;      // compared without regard to case, as HLSL does
  std::string_view system_value;  // the SysValue column
  OperandType output_register = OperandType::Null;  // Null: the element has a number
  OperandType input_register = OperandType::Null;
};
std::span<const NamedSemantic> named_semantics();
const NamedSemantic* find_named_semantic(std::string_view semantic);
std::span<const Word> signature_component_types();
std::span<const Word> signature_min_precisions();

// A register's name as fxc prints it ("r", "cb", "vThreadID", "oDepth"); SM 5.1's resource
// registers are upper case ("T", "U", "S", "CB"). Empty for immediates.
std::string_view register_prefix(OperandType type, bool shader_model_5_1);
// The operand type a register name starts with, the longest match; `length` is its length.
std::optional<OperandType> register_type(std::string_view text, size_t& length);
// The components a register without a component suffix has. In instructions: 1 for scalar
// registers (oDepth, vPrim, vForkInstanceID...), 0 for the rest (t0, s0, l0, null...). In
// fxc's declarations (dcl_input vPrim, dcl_output oMask) the scalar registers have none but
// vCoverage, which has 1, and a constant buffer (dcl_constantbuffer cb0[4]) has four, the
// identity swizzle, which fxc leaves out.
uint8_t bare_component_count(OperandType type, bool declaration);
// The operand annotation " {components(N)}" that says an operand's component count where
// the text would imply another (an operand no fxc listing has): its keyword.
inline constexpr std::string_view kComponentsAnnotation = "components";
// Whether fxc prints every index of this operand in brackets (v[1][0], vicp[0][1], icb[3])
// rather than the first one next to the name (r0, cb0[3], x0[1]).
bool brackets_every_index(OperandType type, size_t index_count);

// How fxc prints an instruction's 32-bit immediates: as floats, signed or unsigned integers,
// hex bit patterns, or guessed from the bits where the instruction is typeless (mov, movc).
enum class NumberKind : uint8_t { Float, Int, Uint, Hex, Typeless };
NumberKind immediate_kind(Opcode opcode);
// How many of an instruction's first operands are written (printed with a write mask).
uint8_t destination_count(Opcode opcode);
// Instructions whose controls hold a test (_nz / _z).
bool has_test(Opcode opcode);

}  // namespace untangle::dxbc::text
