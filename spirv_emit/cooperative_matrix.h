// SPV_KHR_cooperative_matrix and SPV_EXT_float8: the instructions, capabilities and operands
// the AMD wave-matrix lowering writes (ags_intrinsics.h), which Debian 12's SPIR-V headers
// predate. Names and values are the two extension specifications'.
#pragma once

#include <cstdint>
#include <string_view>

#include <spirv/unified1/spirv.hpp11>

namespace untangle::spirv_emit::cooperative_matrix {

inline constexpr std::string_view kExtension = "SPV_KHR_cooperative_matrix";
inline constexpr auto kCapability = static_cast<spv::Capability>(6022);  // CooperativeMatrixKHR

inline constexpr auto kTypeCooperativeMatrix = static_cast<spv::Op>(4456);
inline constexpr auto kLoad = static_cast<spv::Op>(4457);
inline constexpr auto kStore = static_cast<spv::Op>(4458);
inline constexpr auto kMulAdd = static_cast<spv::Op>(4459);
inline constexpr auto kLength = static_cast<spv::Op>(4460);

// CooperativeMatrixUse and CooperativeMatrixLayout.
enum class Use : uint32_t { A = 0, B = 1, Accumulator = 2 };
enum class Layout : uint32_t { RowMajor = 0, ColumnMajor = 1 };

// CooperativeMatrixOperands of OpCooperativeMatrixMulAddKHR: integer matrices' signedness.
inline constexpr uint32_t kMatrixASigned = 0x1;
inline constexpr uint32_t kMatrixBSigned = 0x2;
inline constexpr uint32_t kMatrixCSigned = 0x4;
inline constexpr uint32_t kMatrixResultSigned = 0x8;

}  // namespace untangle::spirv_emit::cooperative_matrix

namespace untangle::spirv_emit::float8 {

inline constexpr std::string_view kExtension = "SPV_EXT_float8";
inline constexpr auto kCapability = static_cast<spv::Capability>(4212);                   // Float8EXT
inline constexpr auto kCooperativeMatrixCapability = static_cast<spv::Capability>(4213);  // Float8CooperativeMatrixEXT
// FPEncoding operands of OpTypeFloat 8.
inline constexpr uint32_t kE4M3 = 4214;  // Float8E4M3EXT: D3D's and AMD's FP8
inline constexpr uint32_t kE5M2 = 4215;  // Float8E5M2EXT: AMD's BF8
// SaturatedToLargestFloat8NormalConversionEXT: an OpFConvert to float8 clamps to the largest
// finite value rather than overflowing.
inline constexpr auto kSaturatedConversion = static_cast<spv::Decoration>(4216);

}  // namespace untangle::spirv_emit::float8
