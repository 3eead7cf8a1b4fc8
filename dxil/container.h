// DXBC container parsing: the header, the part table and the DXIL program header, or raw
// LLVM bitcode (with or without its 0x0B17C0DE wrapper) passed in place of a container.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::dxil {

// Every part a DXBC container is known to hold, by four-CC.
enum class PartKind : uint8_t {
  Unknown,
  Dxil,                       // DXIL: program header + bitcode
  ShaderDebugInfoDxil,        // ILDB: the same with debug info
  ShaderDebugName,            // ILDN
  InputSignature,             // ISG1
  OutputSignature,            // OSG1
  PatchConstantSignature,     // PSG1
  InputSignatureOld,          // ISGN
  OutputSignatureOld,         // OSGN
  OutputSignature5,           // OSG5
  PatchConstantSignatureOld,  // PCSG
  PipelineStateValidation,    // PSV0
  RootSignature,              // RTS0
  ShaderHash,                 // HASH
  FeatureInfo,                // SFI0
  ShaderStatistics,           // STAT
  RuntimeData,                // RDAT
  PrivateData,                // PRIV
  ShaderSourceInfo,           // SRCI
  ShaderPdbInfo,              // PDBI
  CompilerVersion,            // VERS
  ResourceDefinitions,        // RDEF
  Interfaces,                 // IFCE
  ShaderBytecode,             // SHDR (DXBC shader model 4)
  ShaderBytecodeExtended,     // SHEX (DXBC shader model 5)
};

// The four-CC text of a known kind ("DXIL"), or "unknown".
std::string_view part_kind_name(PartKind kind);

// The program version's shader kind (DXIL's DXIL::ShaderKind numbering).
enum class ShaderKind : uint8_t {
  Pixel = 0,
  Vertex,
  Geometry,
  Hull,
  Domain,
  Compute,
  Library,
  RayGeneration,
  Intersection,
  AnyHit,
  ClosestHit,
  Miss,
  Callable,
  Mesh,
  Amplification,
  Node,
  Invalid,
};

// "pixel", "compute", ...
std::string_view shader_kind_name(ShaderKind kind);

struct ContainerPart {
  PartKind kind = PartKind::Unknown;
  uint32_t four_cc = 0;  // as stored, little-endian: 'D' is the low byte of "DXIL"
  uint64_t offset = 0;   // of the part's data, from the start of the input
  std::span<const uint8_t> data;

  // The four-CC as text, with non-printable bytes shown as '?'.
  std::string four_cc_text() const;
};

// The header at the start of a DXIL / ILDB part.
struct ProgramHeader {
  ShaderKind shader_kind = ShaderKind::Invalid;
  uint32_t raw_shader_kind = 0;  // as stored, for kinds beyond ShaderKind
  uint32_t shader_model_major = 0;
  uint32_t shader_model_minor = 0;
  uint32_t size_in_dwords = 0;  // of the program header plus bitcode
  uint32_t dxil_version_major = 0;
  uint32_t dxil_version_minor = 0;
  uint32_t bitcode_offset = 0;  // from the start of the 'DXIL' bitcode header
  uint32_t bitcode_size = 0;
};

enum class ContainerFormat : uint8_t {
  Dxbc,            // DXBC container
  RawBitcode,      // starts with BC 0xC0DE
  WrappedBitcode,  // 0x0B17C0DE wrapper header, then bitcode
};

// Which reader a parsed input's program goes to (reader/read_program.h): DXIL for a DXIL or
// ILDB part or bare bitcode, DXBC for a SHEX or SHDR part when there is no DXIL, None for a
// container without a program (a root signature alone, say).
enum class ProgramFormat : uint8_t { None, Dxil, Dxbc };

// A parsed input. Spans point into the bytes given to parse_container, which must outlive it.
struct Container {
  ContainerFormat format = ContainerFormat::Dxbc;
  // DXBC header fields (zero for bitcode inputs).
  std::array<uint8_t, 16> digest{};
  uint16_t major_version = 0;
  uint16_t minor_version = 0;
  uint32_t total_size = 0;
  std::vector<ContainerPart> parts;
  ProgramFormat program_format = ProgramFormat::None;

  // From the DXIL part (or ILDB when there is no DXIL part); absent for bitcode inputs.
  std::optional<ProgramHeader> program;
  // The LLVM bitcode to read, and where it starts in the input (for error offsets).
  std::span<const uint8_t> bitcode;
  uint64_t bitcode_offset = 0;

  // The first part of that kind, or null.
  const ContainerPart* find(PartKind kind) const;
};

// Parses a DXBC container or raw bitcode. Throws ReadError (offset named) on malformed input.
// A DXBC container without a DXIL or ILDB part parses, with `bitcode` empty (and a DXBC
// program_format when it holds SHEX or SHDR).
Container parse_container(std::span<const uint8_t> bytes);

}  // namespace untangle::dxil
