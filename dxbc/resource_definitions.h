// The RDEF part (fxc's reflection data): constant buffers with their variables and types,
// and resource bindings, in the SM 4, SM 5.0 and SM 5.1 layouts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dxil/container.h"

namespace untangle::dxbc {

struct ShaderTypeMember;

// D3D_SHADER_VARIABLE_CLASS / _TYPE and the shape of a variable or member.
struct ShaderType {
  uint16_t variable_class = 0;  // 0 scalar, 1 vector, 2 row-major matrix, 3 column-major, 5 struct...
  uint16_t base_type = 0;       // 1 bool, 2 int, 3 float, 19 uint, 39 double...
  uint16_t rows = 0;
  uint16_t columns = 0;
  uint16_t elements = 0;  // array length, 0 when not an array
  std::string name;       // SM 5 only: "float4", "MyStruct"
  std::vector<ShaderTypeMember> members;
};

struct ShaderTypeMember {
  std::string name;
  uint32_t offset = 0;  // in bytes, from the start of the enclosing struct
  ShaderType type;
};

struct ConstantBufferVariable {
  std::string name;
  uint32_t offset = 0;  // in bytes, from the start of the buffer
  uint32_t size = 0;
  uint32_t flags = 0;   // D3D_SHADER_VARIABLE_FLAGS: 2 used
  ShaderType type;
  std::vector<uint8_t> default_value;  // `size` bytes, or none
  // SM 5 only: the texture and sampler slots of an interface or class variable.
  uint32_t start_texture = 0xFFFFFFFF;
  uint32_t texture_size = 0;
  uint32_t start_sampler = 0xFFFFFFFF;
  uint32_t sampler_size = 0;
};

struct ConstantBuffer {
  std::string name;
  uint32_t size = 0;  // in bytes
  uint32_t flags = 0;
  uint32_t type = 0;  // D3D_CBUFFER_TYPE: 0 cbuffer, 1 tbuffer, 2 interface pointers, 3 resource bind info
  std::vector<ConstantBufferVariable> variables;
};

struct ResourceBinding {
  std::string name;
  uint32_t input_type = 0;   // D3D_SHADER_INPUT_TYPE: 0 cbuffer, 2 texture, 3 sampler, 4 UAV...
  uint32_t return_type = 0;  // D3D_RESOURCE_RETURN_TYPE
  uint32_t dimension = 0;    // D3D_SRV_DIMENSION
  uint32_t sample_count = 0;
  uint32_t bind_point = 0;
  uint32_t bind_count = 0;
  uint32_t flags = 0;
  uint32_t space = 0;  // SM 5.1 only
  uint32_t id = 0;     // SM 5.1 only; the bind point before
};

struct ResourceDefinitions {
  uint8_t major = 0;  // the target's shader model, which picks the layout
  uint8_t minor = 0;
  uint16_t program_type = 0;  // 0xFFFF pixel, 0xFFFE vertex, "GS", "HS", "DS", "CS" as 0x4753...
  uint32_t compile_flags = 0;
  std::string creator;  // "Microsoft (R) HLSL Shader Compiler 10.1"
  std::vector<ConstantBuffer> constant_buffers;
  std::vector<ResourceBinding> bindings;
};

// Reads an RDEF part. Throws dxil::ReadError naming the buffer, variable, type or binding
// and the byte offset on malformed input.
ResourceDefinitions parse_resource_definitions(const dxil::ContainerPart& part);

// The bytes of an RDEF part in the layout of `definitions.major`/`minor`.
std::vector<uint8_t> write_resource_definitions(const ResourceDefinitions& definitions);

}  // namespace untangle::dxbc
