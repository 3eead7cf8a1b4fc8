// Content hashes are SHA-256 (as sha256sum prints them) and shards partition every hash.
#include "cli/batch/content_hash.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "support.h"

namespace untangle::batch {
namespace {

ContentHash hash_of(std::string_view text) {
  return content_hash({reinterpret_cast<const uint8_t*>(text.data()), text.size()});
}

TEST(ContentHash, IsSha256) {
  // FIPS 180-2's examples.
  EXPECT_EQ(hash_of("abc").hex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hash_of("").hex(), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hash_of("abc").prefix(), 0xba7816bf8f01cfeaull);
}

TEST(ContentHash, FilesHashedInPiecesHashAsWholes) {
  const testing::TempDir directory;
  std::vector<uint8_t> bytes(3 * 1024 * 1024 + 17);
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<uint8_t>(i * 7 + i / 4096);
  testing::write_bytes(directory.path() / "large.bin", bytes);
  uint64_t size = 0;
  EXPECT_EQ(file_content_hash((directory.path() / "large.bin").string(), size), content_hash(bytes));
  EXPECT_EQ(size, bytes.size());
  EXPECT_THROW(file_content_hash((directory.path() / "missing").string(), size), std::runtime_error);
}

TEST(ContentHash, ParsesItsHex) {
  const ContentHash hash = hash_of("abc");
  EXPECT_EQ(parse_content_hash(hash.hex()), hash);
  EXPECT_FALSE(parse_content_hash(hash.hex().substr(1)));
  EXPECT_FALSE(parse_content_hash(std::string(63, '0') + "g"));
}

TEST(Shard, ParsesIndexOverCount) {
  const std::optional<Shard> shard = parse_shard("2/3");
  ASSERT_TRUE(shard);
  EXPECT_EQ(shard->index, 2u);
  EXPECT_EQ(shard->count, 3u);
  for (const char* bad : {"3/3", "1/0", "1", "/3", "1/", "-1/3", "1/3x", "a/b", " 1/3"})
    EXPECT_FALSE(parse_shard(bad)) << bad;
}

TEST(Shard, EveryHashIsInExactlyOneShard) {
  for (int value = 0; value < 200; ++value) {
    const ContentHash hash = hash_of(std::to_string(value));
    int holders = 0;
    for (uint32_t index = 0; index < 3; ++index) holders += Shard{index, 3}.contains(hash) ? 1 : 0;
    EXPECT_EQ(holders, 1);
    EXPECT_TRUE(Shard{}.contains(hash));
  }
}

}  // namespace
}  // namespace untangle::batch
