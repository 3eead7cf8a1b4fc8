// Parses DXBC containers (header, part table, DXIL program header) and bare bitcode inputs.
// Every offset and size is checked against the bytes actually present.
#include "dxil/container.h"

#include <cstdio>

#include "dxil/error.h"

namespace untangle::dxil {
namespace {

constexpr uint32_t four_cc(char a, char b, char c, char d) {
  return static_cast<uint32_t>(static_cast<uint8_t>(a)) | static_cast<uint32_t>(static_cast<uint8_t>(b)) << 8 |
         static_cast<uint32_t>(static_cast<uint8_t>(c)) << 16 | static_cast<uint32_t>(static_cast<uint8_t>(d)) << 24;
}

constexpr uint32_t kDxbcMagic = four_cc('D', 'X', 'B', 'C');
constexpr uint32_t kDxilMagic = four_cc('D', 'X', 'I', 'L');
constexpr uint32_t kBitcodeMagic = four_cc('B', 'C', '\xC0', '\xDE');
constexpr uint32_t kBitcodeWrapperMagic = 0x0B17C0DE;

constexpr size_t kDxbcHeaderSize = 32;     // magic, digest[16], version, total size, part count
constexpr size_t kPartHeaderSize = 8;      // four-CC, size
constexpr size_t kProgramHeaderSize = 24;  // version, size, then the 16-byte bitcode header
constexpr size_t kBitcodeHeaderSize = 16;  // 'DXIL', version, offset, size
constexpr size_t kWrapperHeaderSize = 20;  // magic, version, offset, size, cpu type

struct KnownPart {
  std::string_view name;  // the four-CC as text
  PartKind kind;
};

constexpr KnownPart kKnownParts[] = {
    {"DXIL", PartKind::Dxil},
    {"ILDB", PartKind::ShaderDebugInfoDxil},
    {"ILDN", PartKind::ShaderDebugName},
    {"ISG1", PartKind::InputSignature},
    {"OSG1", PartKind::OutputSignature},
    {"PSG1", PartKind::PatchConstantSignature},
    {"ISGN", PartKind::InputSignatureOld},
    {"OSGN", PartKind::OutputSignatureOld},
    {"OSG5", PartKind::OutputSignature5},
    {"PCSG", PartKind::PatchConstantSignatureOld},
    {"PSV0", PartKind::PipelineStateValidation},
    {"RTS0", PartKind::RootSignature},
    {"HASH", PartKind::ShaderHash},
    {"SFI0", PartKind::FeatureInfo},
    {"STAT", PartKind::ShaderStatistics},
    {"RDAT", PartKind::RuntimeData},
    {"PRIV", PartKind::PrivateData},
    {"SRCI", PartKind::ShaderSourceInfo},
    {"PDBI", PartKind::ShaderPdbInfo},
    {"VERS", PartKind::CompilerVersion},
    {"RDEF", PartKind::ResourceDefinitions},
    {"IFCE", PartKind::Interfaces},
    {"SHDR", PartKind::ShaderBytecode},
    {"SHEX", PartKind::ShaderBytecodeExtended},
};

constexpr std::string_view kShaderKindNames[] = {
    "pixel",    "vertex",        "geometry",      "hull",   "domain",     "compute",
    "library",  "raygeneration", "intersection",  "anyhit", "closesthit", "miss",
    "callable", "mesh",          "amplification", "node",   "invalid",
};

uint32_t load32(std::span<const uint8_t> bytes, size_t at) {
  return static_cast<uint32_t>(bytes[at]) | static_cast<uint32_t>(bytes[at + 1]) << 8 |
         static_cast<uint32_t>(bytes[at + 2]) << 16 | static_cast<uint32_t>(bytes[at + 3]) << 24;
}

uint16_t load16(std::span<const uint8_t> bytes, size_t at) {
  return static_cast<uint16_t>(bytes[at] | bytes[at + 1] << 8);
}

std::string hex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
  return text;
}

[[noreturn]] void fail(uint64_t byte_offset, std::string_view context, const std::string& message) {
  throw ReadError(byte_offset * 8, context, message);
}

PartKind kind_of(uint32_t code) {
  for (const KnownPart& known : kKnownParts) {
    if (four_cc(known.name[0], known.name[1], known.name[2], known.name[3]) == code) return known.kind;
  }
  return PartKind::Unknown;
}

// Reads the wrapper header if present; returns the bitcode it frames.
void parse_bitcode_input(std::span<const uint8_t> bytes, Container& container) {
  if (load32(bytes, 0) == kBitcodeWrapperMagic) {
    if (bytes.size() < kWrapperHeaderSize) {
      fail(0, "bitcode wrapper",
           "header needs " + std::to_string(kWrapperHeaderSize) + " bytes, input has " + std::to_string(bytes.size()));
    }
    const uint32_t offset = load32(bytes, 8);
    const uint32_t size = load32(bytes, 12);
    if (offset < kWrapperHeaderSize || offset > bytes.size() || size > bytes.size() - offset) {
      fail(8, "bitcode wrapper",
           "bitcode at " + hex(offset) + " size " + hex(size) + " lies outside the input (size " + hex(bytes.size()) +
               ")");
    }
    container.format = ContainerFormat::WrappedBitcode;
    container.bitcode = bytes.subspan(offset, size);
    container.bitcode_offset = offset;
    return;
  }
  container.format = ContainerFormat::RawBitcode;
  container.bitcode = bytes;
  container.bitcode_offset = 0;
}

ProgramHeader parse_program(const ContainerPart& part, Container& container) {
  const std::string context = std::string(part_kind_name(part.kind)) + " part";
  const std::span<const uint8_t> data = part.data;
  if (data.size() < kProgramHeaderSize) {
    fail(part.offset, context,
         "program header needs " + std::to_string(kProgramHeaderSize) + " bytes, part has " +
             std::to_string(data.size()));
  }
  ProgramHeader header;
  const uint32_t version = load32(data, 0);
  header.raw_shader_kind = version >> 16;
  header.shader_kind = header.raw_shader_kind < static_cast<uint32_t>(ShaderKind::Invalid)
                           ? static_cast<ShaderKind>(header.raw_shader_kind)
                           : ShaderKind::Invalid;
  header.shader_model_major = (version >> 4) & 0xF;
  header.shader_model_minor = version & 0xF;
  header.size_in_dwords = load32(data, 4);
  if (uint64_t{header.size_in_dwords} * 4 > data.size()) {
    fail(part.offset + 4, context,
         "program size " + std::to_string(header.size_in_dwords) + " dwords exceeds the part (" +
             std::to_string(data.size()) + " bytes)");
  }
  if (load32(data, 8) != kDxilMagic) {
    fail(part.offset + 8, context, "bitcode header magic is " + hex(load32(data, 8)) + ", expected 'DXIL'");
  }
  const uint32_t dxil_version = load32(data, 12);
  header.dxil_version_major = (dxil_version >> 8) & 0xFF;
  header.dxil_version_minor = dxil_version & 0xFF;
  header.bitcode_offset = load32(data, 16);
  header.bitcode_size = load32(data, 20);
  const uint64_t available = data.size() - 8;  // the bitcode header starts 8 bytes into the part
  if (header.bitcode_offset < kBitcodeHeaderSize || header.bitcode_offset > available ||
      header.bitcode_size > available - header.bitcode_offset) {
    fail(part.offset + 16, context,
         "bitcode at " + hex(header.bitcode_offset) + " size " + hex(header.bitcode_size) + " lies outside the part (" +
             hex(available) + " bytes after the program header)");
  }
  container.bitcode = data.subspan(8 + header.bitcode_offset, header.bitcode_size);
  container.bitcode_offset = part.offset + 8 + header.bitcode_offset;
  return header;
}

void parse_dxbc(std::span<const uint8_t> bytes, Container& container) {
  constexpr std::string_view kContext = "DXBC header";
  if (bytes.size() < kDxbcHeaderSize) {
    fail(0, kContext, "needs " + std::to_string(kDxbcHeaderSize) + " bytes, input has " + std::to_string(bytes.size()));
  }
  container.format = ContainerFormat::Dxbc;
  for (size_t i = 0; i < container.digest.size(); ++i) container.digest[i] = bytes[4 + i];
  container.major_version = load16(bytes, 20);
  container.minor_version = load16(bytes, 22);
  container.total_size = load32(bytes, 24);
  if (container.total_size < kDxbcHeaderSize || container.total_size > bytes.size()) {
    fail(24, kContext,
         "total size " + hex(container.total_size) + " does not fit the input (size " + hex(bytes.size()) + ")");
  }
  const std::span<const uint8_t> whole = bytes.first(container.total_size);
  const uint32_t part_count = load32(whole, 28);
  if (part_count > (whole.size() - kDxbcHeaderSize) / 4) {
    fail(28, kContext, "part count " + std::to_string(part_count) + " does not fit the container");
  }
  container.parts.reserve(part_count);
  for (uint32_t index = 0; index < part_count; ++index) {
    const size_t table_entry = kDxbcHeaderSize + 4 * size_t{index};
    const uint32_t offset = load32(whole, table_entry);
    const std::string part_context = "part " + std::to_string(index);
    if (offset > whole.size() || whole.size() - offset < kPartHeaderSize) {
      fail(table_entry, part_context,
           "offset " + hex(offset) + " leaves no room for a part header in the container (size " + hex(whole.size()) +
               ")");
    }
    ContainerPart part;
    part.four_cc = load32(whole, offset);
    part.kind = kind_of(part.four_cc);
    const uint32_t size = load32(whole, offset + 4);
    if (size > whole.size() - offset - kPartHeaderSize) {
      fail(offset + 4, part_context + " (" + part.four_cc_text() + ")",
           "size " + hex(size) + " runs past the end of the container (size " + hex(whole.size()) + ")");
    }
    part.offset = offset + kPartHeaderSize;
    part.data = whole.subspan(part.offset, size);
    container.parts.push_back(part);
  }
  const ContainerPart* program = container.find(PartKind::Dxil);
  if (program == nullptr) program = container.find(PartKind::ShaderDebugInfoDxil);
  if (program != nullptr) {
    container.program = parse_program(*program, container);
    container.program_format = ProgramFormat::Dxil;
  } else if (container.find(PartKind::ShaderBytecodeExtended) != nullptr ||
             container.find(PartKind::ShaderBytecode) != nullptr) {
    container.program_format = ProgramFormat::Dxbc;
  }
}

}  // namespace

std::string_view part_kind_name(PartKind kind) {
  for (const KnownPart& known : kKnownParts) {
    if (known.kind == kind) return known.name;
  }
  return "unknown";
}

std::string_view shader_kind_name(ShaderKind kind) {
  const auto index = static_cast<size_t>(kind);
  return index < std::size(kShaderKindNames) ? kShaderKindNames[index] : "invalid";
}

std::string ContainerPart::four_cc_text() const {
  std::string text(4, '?');
  for (int i = 0; i < 4; ++i) {
    const auto character = static_cast<char>((four_cc >> (8 * i)) & 0xFF);
    if (character >= 0x20 && character < 0x7F) text[i] = character;
  }
  return text;
}

const ContainerPart* Container::find(PartKind kind) const {
  for (const ContainerPart& part : parts) {
    if (part.kind == kind) return &part;
  }
  return nullptr;
}

Container parse_container(std::span<const uint8_t> bytes) {
  Container container;
  if (bytes.size() < 4) {
    fail(0, "", "input of " + std::to_string(bytes.size()) + " bytes is too short to be a container or bitcode");
  }
  const uint32_t magic = load32(bytes, 0);
  if (magic == kDxbcMagic) {
    parse_dxbc(bytes, container);
  } else if (magic == kBitcodeMagic || magic == kBitcodeWrapperMagic) {
    parse_bitcode_input(bytes, container);
    container.program_format = ProgramFormat::Dxil;
  } else {
    fail(0, "", "magic " + hex(magic) + " is neither 'DXBC', LLVM bitcode ('BC' 0xC0DE) nor the bitcode wrapper");
  }
  return container;
}

}  // namespace untangle::dxil
