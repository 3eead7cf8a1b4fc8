// Tests of DXBC container parsing: every corpus file, hand-made bitcode inputs, and the
// errors that broken headers, part tables and program headers raise.
#include "dxil/container.h"

#include <gtest/gtest.h>

#include <cstring>

#include "dxil/error.h"
#include "reader_test_support.h"

namespace untangle::dxil {
namespace {

using testing::corpus_files;
using testing::read_shader;
using testing::store32;

std::string error_of(const std::vector<uint8_t>& bytes) {
  try {
    parse_container(bytes);
  } catch (const ReadError& error) {
    return error.what();
  }
  return "no error";
}

TEST(Container, ParsesEveryCorpusFile) {
  const auto files = corpus_files();
  ASSERT_GE(files.size(), 70u);
  for (const auto& path : files) {
    SCOPED_TRACE(path.string());
    const std::vector<uint8_t> bytes = testing::read_file_bytes(path);
    const Container container = parse_container(bytes);
    EXPECT_EQ(container.format, ContainerFormat::Dxbc);
    EXPECT_EQ(container.total_size, bytes.size());
    EXPECT_EQ(container.major_version, 1);
    ASSERT_TRUE(container.program.has_value());
    EXPECT_EQ(container.program->shader_model_major, 6u);
    EXPECT_NE(container.program->shader_kind, ShaderKind::Invalid);
    ASSERT_GE(container.bitcode.size(), 4u);
    EXPECT_EQ(std::memcmp(container.bitcode.data(), "BC\xC0\xDE", 4), 0);
    EXPECT_EQ(container.bitcode.data(), bytes.data() + container.bitcode_offset);
    // A library (lib_6_x) describes its exports in RDAT instead of one stage's PSV0 and signatures.
    const bool library = container.program->shader_kind == ShaderKind::Library;
    for (PartKind kind : {PartKind::Dxil, PartKind::ShaderHash, PartKind::FeatureInfo}) {
      EXPECT_NE(container.find(kind), nullptr) << part_kind_name(kind);
    }
    for (PartKind kind : {PartKind::PipelineStateValidation, PartKind::InputSignature, PartKind::OutputSignature})
      EXPECT_EQ(container.find(kind) != nullptr, !library) << part_kind_name(kind);
    if (library) EXPECT_NE(container.find(PartKind::RuntimeData), nullptr);
  }
}

TEST(Container, ReadsTheHeaderAndProgramOfAComputeShader) {
  const std::vector<uint8_t> bytes = read_shader("control_flow/cf_if_else.dxil");
  const Container container = parse_container(bytes);
  EXPECT_EQ(container.digest[0], 0x30);
  EXPECT_EQ(container.digest[15], 0x55);
  EXPECT_EQ(container.total_size, 0x72Cu);
  ASSERT_EQ(container.parts.size(), 6u);
  const char* expected[] = {"SFI0", "ISG1", "OSG1", "PSV0", "HASH", "DXIL"};
  for (size_t index = 0; index < 6; ++index) {
    EXPECT_EQ(container.parts[index].four_cc_text(), expected[index]);
    EXPECT_EQ(part_kind_name(container.parts[index].kind), expected[index]);
  }
  EXPECT_EQ(container.parts[0].offset, 0x40u);
  EXPECT_EQ(container.parts[0].data.size(), 8u);
  const ProgramHeader& program = *container.program;
  EXPECT_EQ(program.shader_kind, ShaderKind::Compute);
  EXPECT_EQ(shader_kind_name(program.shader_kind), "compute");
  EXPECT_EQ(program.shader_model_minor, 0u);
  EXPECT_EQ(program.size_in_dwords, 0x185u);
  EXPECT_EQ(program.dxil_version_major, 1u);
  EXPECT_EQ(program.dxil_version_minor, 0u);
  EXPECT_EQ(program.bitcode_offset, 0x10u);
  EXPECT_EQ(program.bitcode_size, 0x5FCu);
  EXPECT_EQ(container.bitcode_offset, 0x130u);
}

TEST(Container, ReadsPixelAndVertexShaderKinds) {
  const Container pixel = parse_container(read_shader("graphics/ps_textured.dxil"));
  EXPECT_EQ(pixel.program->shader_kind, ShaderKind::Pixel);
  const Container vertex = parse_container(read_shader("graphics/vs_transform.dxil"));
  EXPECT_EQ(vertex.program->shader_kind, ShaderKind::Vertex);
}

TEST(Container, KeepsUnknownPartsWithTheirCode) {
  std::vector<uint8_t> bytes = read_shader("control_flow/cf_if_else.dxil");
  std::memcpy(&bytes[0x38], "ZZZ9", 4);  // the SFI0 part's four-CC
  const Container container = parse_container(bytes);
  EXPECT_EQ(container.parts[0].kind, PartKind::Unknown);
  EXPECT_EQ(container.parts[0].four_cc_text(), "ZZZ9");
  EXPECT_EQ(part_kind_name(container.parts[0].kind), "unknown");
}

TEST(Container, AcceptsRawAndWrappedBitcode) {
  const std::vector<uint8_t> container_bytes = read_shader("control_flow/cf_if_else.dxil");
  const Container container = parse_container(container_bytes);
  const std::vector<uint8_t> raw(container.bitcode.begin(), container.bitcode.end());
  const Container from_raw = parse_container(raw);
  EXPECT_EQ(from_raw.format, ContainerFormat::RawBitcode);
  EXPECT_FALSE(from_raw.program.has_value());
  EXPECT_EQ(from_raw.bitcode.size(), raw.size());
  EXPECT_EQ(from_raw.bitcode_offset, 0u);

  std::vector<uint8_t> wrapped(20, 0);
  store32(wrapped, 0, 0x0B17C0DE);
  store32(wrapped, 8, 20);
  store32(wrapped, 12, static_cast<uint32_t>(raw.size()));
  wrapped.insert(wrapped.end(), raw.begin(), raw.end());
  const Container from_wrapped = parse_container(wrapped);
  EXPECT_EQ(from_wrapped.format, ContainerFormat::WrappedBitcode);
  EXPECT_EQ(from_wrapped.bitcode_offset, 20u);
  EXPECT_EQ(from_wrapped.bitcode.size(), raw.size());

  store32(wrapped, 12, static_cast<uint32_t>(raw.size() + 1));
  EXPECT_EQ(error_of(wrapped),
            "offset 0x8: bitcode wrapper: bitcode at 0x14 size 0x5fd lies outside the input (size 0x610)");
}

TEST(Container, RejectsBrokenHeaders) {
  const std::vector<uint8_t> original = read_shader("control_flow/cf_if_else.dxil");
  EXPECT_EQ(error_of({'D', 'X'}), "offset 0x0: input of 2 bytes is too short to be a container or bitcode");
  EXPECT_EQ(error_of({'M', 'Z', 0, 0}),
            "offset 0x0: magic 0x5a4d is neither 'DXBC', LLVM bitcode ('BC' 0xC0DE) nor the bitcode wrapper");

  std::vector<uint8_t> bytes = original;
  store32(bytes, 24, 0x10000);
  EXPECT_EQ(error_of(bytes), "offset 0x18: DXBC header: total size 0x10000 does not fit the input (size 0x72c)");

  bytes = original;
  store32(bytes, 28, 1000);
  EXPECT_EQ(error_of(bytes), "offset 0x1c: DXBC header: part count 1000 does not fit the container");

  bytes = original;
  store32(bytes, 32 + 4 * 2, 0x72A);  // part 2 offset: no room for its header
  EXPECT_EQ(error_of(bytes),
            "offset 0x28: part 2: offset 0x72a leaves no room for a part header in the container (size 0x72c)");

  bytes = original;
  store32(bytes, 0x3C, 0x1000);  // SFI0 size
  EXPECT_EQ(error_of(bytes), "offset 0x3c: part 0 (SFI0): size 0x1000 runs past the end of the container (size 0x72c)");
}

TEST(Container, RejectsBrokenProgramHeaders) {
  const std::vector<uint8_t> original = read_shader("control_flow/cf_if_else.dxil");
  // The DXIL part's data starts at 0x118.
  std::vector<uint8_t> bytes = original;
  store32(bytes, 0x118 + 8, 0x12345678);
  EXPECT_EQ(error_of(bytes), "offset 0x120: DXIL part: bitcode header magic is 0x12345678, expected 'DXIL'");

  bytes = original;
  store32(bytes, 0x118 + 20, 0x600);
  EXPECT_EQ(error_of(bytes),
            "offset 0x128: DXIL part: bitcode at 0x10 size 0x600 lies outside the part (0x60c bytes after the program "
            "header)");

  bytes = original;
  store32(bytes, 0x118 + 4, 0x186);
  EXPECT_EQ(error_of(bytes), "offset 0x11c: DXIL part: program size 390 dwords exceeds the part (1556 bytes)");
}

TEST(Container, TruncationAtEveryByteNeverCrashes) {
  const std::vector<uint8_t> original = read_shader("control_flow/cf_if_else.dxil");
  for (size_t size = 0; size < original.size(); ++size) {
    const std::vector<uint8_t> prefix(original.begin(), original.begin() + static_cast<std::ptrdiff_t>(size));
    EXPECT_EQ(error_of(prefix).rfind("offset 0x", 0), 0u) << "size " << size;
  }
}

}  // namespace
}  // namespace untangle::dxil
