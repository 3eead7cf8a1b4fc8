// The container writer: the layout is computed first (offsets depend only on part sizes),
// then the bytes, then the checksum over them.
#include "dxbc/container_writer.h"

#include <algorithm>
#include <string>

#include "common/error.h"
#include "dxbc/checksum.h"
#include "dxbc/little_endian.h"

namespace untangle::dxbc {

std::vector<uint8_t> write_container(std::span<const PartData> parts) {
  constexpr size_t kHeaderSize = 32;
  uint64_t total = kHeaderSize + 4 * uint64_t{parts.size()};
  for (const PartData& part : parts) total += 8 + (uint64_t{part.data.size()} + 3) / 4 * 4;
  if (total > UINT32_MAX) {
    throw Error(Status::InvalidArgument, "a DXBC container of " + std::to_string(total) + " bytes exceeds 4 GiB");
  }
  std::vector<uint8_t> bytes;
  bytes.reserve(static_cast<size_t>(total));
  append_le32(bytes, make_four_cc("DXBC"));
  bytes.resize(20, 0);  // the digest, computed last
  append_le32(bytes, 1);  // version 1.0: major and minor, 16 bits each
  append_le32(bytes, static_cast<uint32_t>(total));
  append_le32(bytes, static_cast<uint32_t>(parts.size()));
  uint32_t offset = static_cast<uint32_t>(kHeaderSize + 4 * parts.size());
  for (const PartData& part : parts) {
    append_le32(bytes, offset);
    offset += static_cast<uint32_t>(8 + (part.data.size() + 3) / 4 * 4);
  }
  for (const PartData& part : parts) {
    append_le32(bytes, part.four_cc);
    append_le32(bytes, static_cast<uint32_t>(part.data.size()));
    bytes.insert(bytes.end(), part.data.begin(), part.data.end());
    bytes.resize((bytes.size() + 3) / 4 * 4, 0);
  }
  const std::array<uint8_t, 16> digest = dxbc_checksum(bytes);
  std::copy(digest.begin(), digest.end(), bytes.begin() + 4);
  return bytes;
}

}  // namespace untangle::dxbc
