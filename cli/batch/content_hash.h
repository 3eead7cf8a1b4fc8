// SHA-256 content hashes of batch inputs: the key for deduplication, resuming and
// sharding, printed as `sha256sum` prints them so that users can check one by hand.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace untangle::batch {

struct ContentHash {
  std::array<uint8_t, 32> bytes{};

  std::string hex() const;
  // The first eight bytes as a big-endian number: what shards are chosen by.
  uint64_t prefix() const;
  bool operator==(const ContentHash&) const = default;
};

struct ContentHashHasher {
  size_t operator()(const ContentHash& hash) const { return static_cast<size_t>(hash.prefix()); }
};

ContentHash content_hash(std::span<const uint8_t> bytes);

// The hash of a file read in pieces, for files too large to hold. Throws std::runtime_error
// with the system's reason when it cannot be read.
ContentHash file_content_hash(const std::string& path, uint64_t& size);
// Parses 64 hexadecimal digits; nullopt for anything else.
std::optional<ContentHash> parse_content_hash(std::string_view hex);

// A deterministic share of the inputs: the shard of a hash is its prefix modulo `count`.
struct Shard {
  uint32_t index = 0;
  uint32_t count = 1;

  bool contains(const ContentHash& hash) const { return hash.prefix() % count == index; }
};

// "I/N" with 0 <= I < N; nullopt when malformed.
std::optional<Shard> parse_shard(std::string_view text);

}  // namespace untangle::batch
