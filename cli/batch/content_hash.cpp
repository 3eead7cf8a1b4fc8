// SHA-256 through OpenSSL's EVP interface (which uses the CPU's SHA extensions where there
// are some), hex formatting and shard selection.
#include "cli/batch/content_hash.h"

#include <openssl/evp.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <vector>

namespace untangle::batch {

std::string ContentHash::hex() const {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text(64, '0');
  for (size_t i = 0; i < bytes.size(); ++i) {
    text[2 * i] = kDigits[bytes[i] >> 4];
    text[2 * i + 1] = kDigits[bytes[i] & 15];
  }
  return text;
}

uint64_t ContentHash::prefix() const {
  uint64_t value = 0;
  for (size_t i = 0; i < 8; ++i) value = value << 8 | bytes[i];
  return value;
}

ContentHash content_hash(std::span<const uint8_t> bytes) {
  ContentHash hash;
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), hash.bytes.data(), &length, EVP_sha256(), nullptr) != 1 ||
      length != hash.bytes.size())
    throw std::runtime_error("SHA-256 failed in OpenSSL");
  return hash;
}

ContentHash file_content_hash(const std::string& path, uint64_t& size) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw std::runtime_error(std::string("cannot open: ") + std::strerror(errno));
  const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (context == nullptr || EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 failed in OpenSSL");
  std::vector<char> chunk(1 << 20);
  size = 0;
  while (file) {
    file.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    const auto count = static_cast<size_t>(file.gcount());
    if (count > 0 && EVP_DigestUpdate(context.get(), chunk.data(), count) != 1)
      throw std::runtime_error("SHA-256 failed in OpenSSL");
    size += count;
  }
  if (file.bad()) throw std::runtime_error(std::string("cannot read: ") + std::strerror(errno));
  ContentHash hash;
  unsigned int length = 0;
  if (EVP_DigestFinal_ex(context.get(), hash.bytes.data(), &length) != 1 || length != hash.bytes.size())
    throw std::runtime_error("SHA-256 failed in OpenSSL");
  return hash;
}

std::optional<ContentHash> parse_content_hash(std::string_view hex) {
  if (hex.size() != 64) return std::nullopt;
  ContentHash hash;
  for (size_t i = 0; i < hash.bytes.size(); ++i) {
    const char* first = hex.data() + 2 * i;
    if (std::from_chars(first, first + 2, hash.bytes[i], 16).ptr != first + 2) return std::nullopt;
  }
  return hash;
}

std::optional<Shard> parse_shard(std::string_view text) {
  const size_t slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  Shard shard;
  const char* end = text.data() + text.size();
  const auto index = std::from_chars(text.data(), text.data() + slash, shard.index);
  const auto count = std::from_chars(text.data() + slash + 1, end, shard.count);
  if (index.ec != std::errc() || index.ptr != text.data() + slash || count.ec != std::errc() || count.ptr != end ||
      shard.count == 0 || shard.index >= shard.count)
    return std::nullopt;
  return shard;
}

}  // namespace untangle::batch
