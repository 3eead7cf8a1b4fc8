// Container parts: a 32-byte header (magic, digest, version, size, part count), part offsets,
// then per part its fourcc and size before its bytes. A DXIL-program part starts with a
// 24-byte program header whose words 4 and 5 give the bitcode's offset (from word 2) and size.
#include "compat/dxil_spirv/container.h"

#include <cstring>

namespace untangle::dxil_spirv {

namespace {

uint32_t word_at(std::span<const uint8_t> bytes, size_t offset) {
  uint32_t word = 0;
  std::memcpy(&word, bytes.data() + offset, sizeof word);
  return word;
}

// The bytes of part `fourcc`, or nullopt.
std::optional<std::span<const uint8_t>> part(std::span<const uint8_t> bytes, const char* fourcc) {
  if (!is_container(bytes)) return std::nullopt;
  const uint32_t count = word_at(bytes, 28);
  if (count > (bytes.size() - 32) / 4) return std::nullopt;
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t offset = word_at(bytes, 32 + 4 * i);
    if (offset > bytes.size() || bytes.size() - offset < 8) return std::nullopt;
    const uint32_t size = word_at(bytes, offset + 4);
    if (size > bytes.size() - offset - 8) return std::nullopt;
    if (std::memcmp(bytes.data() + offset, fourcc, 4) == 0) return bytes.subspan(offset + 8, size);
  }
  return std::nullopt;
}

}  // namespace

bool is_container(std::span<const uint8_t> bytes) {
  return bytes.size() >= 32 && std::memcmp(bytes.data(), "DXBC", 4) == 0;
}

bool is_dxbc_bytecode(std::span<const uint8_t> bytes) {
  return !part(bytes, "DXIL") && (part(bytes, "SHDR") || part(bytes, "SHEX"));
}

std::optional<std::span<const uint8_t>> program_part(std::span<const uint8_t> bytes, const char (&fourcc)[5]) {
  const std::optional<std::span<const uint8_t>> program = part(bytes, fourcc);
  if (!program || program->size() < 24) return std::nullopt;
  const uint32_t offset = word_at(*program, 16);
  const uint32_t size = word_at(*program, 20);
  if (offset > program->size() - 8 || size > program->size() - 8 - offset) return std::nullopt;
  return program->subspan(8 + offset, size);
}

}  // namespace untangle::dxil_spirv
