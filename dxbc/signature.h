// DXBC signatures (ISGN/OSGN/PCSG, and the ISG1/OSG1/PSG1/OSG5 forms with streams and
// minimum precision): one element per register and semantic, as fxc writes them.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "dxil/container.h"

namespace untangle::dxbc {

// D3D_REGISTER_COMPONENT_TYPE.
enum class SignatureComponentType : uint32_t { Unknown = 0, Uint32 = 1, Sint32 = 2, Float32 = 3 };

struct SignatureElement {
  uint32_t stream = 0;          // OSG5/OSG1 only
  std::string semantic_name;    // "SV_Position", "TEXCOORD"
  uint32_t semantic_index = 0;
  uint32_t system_value = 0;    // D3D_NAME: 0 undefined, 1 position, ... 64 target, 65 depth...
  SignatureComponentType component_type = SignatureComponentType::Unknown;
  uint32_t register_index = 0;
  uint8_t mask = 0;             // the components the element has
  uint8_t read_write_mask = 0;  // inputs: the components read; outputs: those never written
  uint32_t min_precision = 0;   // *1 forms only (D3D_MIN_PRECISION)
};

struct Signature {
  dxil::PartKind kind = dxil::PartKind::Unknown;  // which part it came from or goes to
  std::vector<SignatureElement> elements;
};

// Reads a signature part (any of the seven kinds). Throws dxil::ReadError naming the part,
// the element and the byte offset on malformed input.
Signature parse_signature(const dxil::ContainerPart& part);

// The bytes of a signature part of `signature.kind`.
std::vector<uint8_t> write_signature(const Signature& signature);

}  // namespace untangle::dxbc
