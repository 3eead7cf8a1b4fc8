// Writing a DXBC container: header, part table and parts, with the checksum the D3D runtime
// checks. dxil::parse_container reads what it writes.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace untangle::dxbc {

struct PartData {
  uint32_t four_cc = 0;  // as stored, little-endian: 'S' is the low byte of "SHEX"
  std::vector<uint8_t> data;
};

// "SHEX" -> its four-CC as PartData and the container store it.
constexpr uint32_t make_four_cc(const char (&text)[5]) {
  return static_cast<uint32_t>(static_cast<uint8_t>(text[0])) | static_cast<uint32_t>(static_cast<uint8_t>(text[1])) << 8 |
         static_cast<uint32_t>(static_cast<uint8_t>(text[2])) << 16 | static_cast<uint32_t>(static_cast<uint8_t>(text[3])) << 24;
}

// A version 1.0 container of `parts` in order, each part's data padded with zeros to a
// multiple of 4 bytes (its size field says the unpadded size). Throws Error
// (InvalidArgument) if it would exceed 4 GiB.
std::vector<uint8_t> write_container(std::span<const PartData> parts);

}  // namespace untangle::dxbc
