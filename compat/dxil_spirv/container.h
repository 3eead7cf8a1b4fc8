// Just enough of the DXBC container for the adapter to tell what a blob holds before untangle
// parses it: DXBC bytecode (SM 4/5: a SHDR or SHEX part and no DXIL part), and the bitcode
// of a DXIL-program part (DXIL, or STAT's reflection copy).
#pragma once

#include <cstdint>
#include <optional>
#include <span>

namespace untangle::dxil_spirv {

bool is_container(std::span<const uint8_t> bytes);
// A container of Shader Model 4 or 5 bytecode, which untangle does not translate.
bool is_dxbc_bytecode(std::span<const uint8_t> bytes);
// The bitcode of the DXIL-program part `fourcc` ("DXIL", "STAT"), or nullopt when the
// container has no such part (or it is truncated).
std::optional<std::span<const uint8_t>> program_part(std::span<const uint8_t> bytes, const char (&fourcc)[5]);

}  // namespace untangle::dxil_spirv
