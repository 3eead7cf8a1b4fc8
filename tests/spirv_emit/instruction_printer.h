// A SPIR-V printer of the tests' own, for modules Debian's SPIRV-Tools 2023.1 cannot
// disassemble: it predates SPV_KHR_cooperative_matrix, SPV_EXT_float8 and
// SPV_AMDX_shader_enqueue's revision 2, and refuses a whole module that declares any. Lines are
// spirv-dis's, unindented, for the instructions the AGS lowering and node shaders write (an
// instruction outside its table is a test failure, not a guess):
//   %a0 = OpCooperativeMatrixLoadKHR %coopmat_half_A %24 %uint_0 %uint_32 NonPrivatePointer
// Names as spirv-dis gives them (OpName, then %uint, %_ptr_StorageBuffer_uchar, %uint_16,
// %fp8e4m3), and cooperative matrix types, which spirv-dis leaves numbered, as
// %coopmat_<component>_<use> (A, B, accumulator), and payload arrays as %_payloadarr_<record>.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace untangle::spirv_emit::testing {

std::vector<std::string> printed_lines(const std::vector<uint32_t>& words);

}  // namespace untangle::spirv_emit::testing
