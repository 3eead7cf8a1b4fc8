// DXBC's checksum. The rounds are MD5's (RFC 1321); only the end differs: the message's
// length goes in the first dword of the last block (as bits) and in its last dword (as
// 2 * bytes + 1), with the 0x80 byte and zeros between, where MD5 puts a 64-bit bit count
// at the end. The message is the container from byte 20 (after the magic and the digest).
#include "dxbc/checksum.h"

#include <cstring>

#include "common/error.h"
#include "dxbc/little_endian.h"

namespace untangle::dxbc {
namespace {

// floor(abs(sin(i + 1)) * 2^32), as RFC 1321 lists them.
constexpr std::array<uint32_t, 64> kSines = {
      0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
      0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
      0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
      0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
      0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
      0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
      0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
      0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};

constexpr std::array<uint32_t, 16> kShifts = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};

uint32_t rotate_left(uint32_t value, uint32_t count) { return value << count | value >> (32 - count); }

void transform(std::array<uint32_t, 4>& state, std::span<const uint8_t, 64> block) {
  uint32_t words[16];
  for (size_t i = 0; i < 16; ++i) words[i] = load_le32(block, 4 * i);
  uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t mixed = 0;
    uint32_t word = 0;
    switch (i / 16) {
      case 0: mixed = (b & c) | (~b & d); word = i; break;
      case 1: mixed = (d & b) | (~d & c); word = (5 * i + 1) % 16; break;
      case 2: mixed = b ^ c ^ d; word = (3 * i + 5) % 16; break;
      default: mixed = c ^ (b | ~d); word = (7 * i) % 16; break;
    }
    const uint32_t rotated = rotate_left(a + mixed + kSines[i] + words[word], kShifts[(i / 16) * 4 + i % 4]);
    a = d;
    d = c;
    c = b;
    b += rotated;
  }
  state[0] += a;
  state[1] += b;
  state[2] += c;
  state[3] += d;
}

void put32(uint8_t* at, uint32_t value) {
  for (int i = 0; i < 4; ++i) at[i] = static_cast<uint8_t>(value >> (8 * i));
}

}  // namespace

std::array<uint8_t, 16> dxbc_checksum(std::span<const uint8_t> container) {
  if (container.size() < 20) internal_error("a DXBC checksum of fewer than 20 bytes");
  const std::span<const uint8_t> message = container.subspan(20);
  // The D3D runtime computes it over a 32-bit size; containers are never larger.
  const uint32_t size = static_cast<uint32_t>(message.size());
  std::array<uint32_t, 4> state = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
  size_t done = 0;
  for (; message.size() - done >= 64; done += 64) transform(state, message.subspan(done).first<64>());
  const size_t left = message.size() - done;
  std::array<uint8_t, 64> block{};
  if (left < 56) {
    put32(block.data(), size << 3);
    if (left > 0) std::memcpy(block.data() + 4, message.data() + done, left);
    block[4 + left] = 0x80;
  } else {
    std::memcpy(block.data(), message.data() + done, left);
    block[left] = 0x80;
    transform(state, block);
    block.fill(0);
    put32(block.data(), size << 3);
  }
  put32(block.data() + 60, size << 1 | 1);
  transform(state, block);
  std::array<uint8_t, 16> digest{};
  for (size_t i = 0; i < 4; ++i) put32(digest.data() + 4 * i, state[i]);
  return digest;
}

}  // namespace untangle::dxbc
