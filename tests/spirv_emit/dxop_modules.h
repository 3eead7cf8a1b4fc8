// Minimal DXIL modules (LLVM text for llvm-as-14) that call one DXIL operation each: a
// shader of the operation's stage (compute, pixel, vertex, geometry, hull, domain, mesh or
// amplification) with a fixed set of resources and signature elements, or a library whose
// one export is a ray-tracing stage (with its payload, attributes or callable data and an
// acceleration structure), and one call with operands of the right types, for every
// operation untangle translates. Any other
// operation gets a call with undef operands of its signature's types (dxil/dxop_signature.h),
// enough to reach the operation table. Other
// tests build their own small modules from the same shaders.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "dxil/dxop.h"

namespace untangle::spirv_emit::testing {

// The module for an operation untangle translates; nullopt when this table has no call for
// it (a newly supported operation: add one in dxop_modules.cpp).
std::optional<std::string> translated_op_module(dxil::DxOp op);

// A compute shader whose only work is a call of `op` with undef operands of the types its
// signature has (float or i32 overloads where it has them); experimental operations of
// several overload dimensions get `call void @dx.op.<class>(i32 <opcode>)`.
std::string opcode_only_module(dxil::DxOp op);

// Shaders around `body` (instructions that may use the values %i %f %h %d %l %s %b and the
// handles %t2d %tbuf %rbuf %t2dms %t2du %u2d %ubuf %urbuf %u2dms %ucount %cb %sampler %compare),
// with the declarations of the functions it calls.
std::string compute_module(std::string_view body, std::array<uint32_t, 3> threads = {8, 8, 1});
std::string pixel_module(std::string_view body);
// An amplification shader (with %struct.Payload and its groupshared @payload) and a mesh
// shader (3 vertices, 1 triangle) around `body`.
std::string amplification_module(std::string_view body, std::array<uint32_t, 3> threads = {8, 1, 1});
std::string mesh_module(std::string_view body, std::array<uint32_t, 3> threads = {8, 1, 1});
// A library whose one export is a ray generation shader around `body` (which may use the
// acceleration structure's handle %accel and the types %struct.RayPayload, %struct.Attributes
// and %dx.types.HitObject).
std::string ray_generation_module(std::string_view body);

}  // namespace untangle::spirv_emit::testing
