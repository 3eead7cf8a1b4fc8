// The digest in a DXBC container's header, which the D3D runtime checks: MD5 over the bytes
// after the digest, with DXBC's own final padding.
#pragma once

#include <array>
#include <cstdint>
#include <span>

namespace untangle::dxbc {

// The digest of `container` (a whole container, header included; at least 20 bytes): the
// 16 bytes that belong at offset 4.
std::array<uint8_t, 16> dxbc_checksum(std::span<const uint8_t> container);

}  // namespace untangle::dxbc
