// The runner's boundary to whatever produced a shader: one SPIR-V module per pipeline
// stage with where its registers are bound and where its vertex inputs are read.
#pragma once

#include "runner/binding_map.h"
#include "runner/stage.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::runner {

struct SpirvModule;

// Where a vertex shader reads the input of an HLSL semantic.
struct VertexInputLocation {
  std::string semantic;  // upper case, without the index: "TEXCOORD"
  uint32_t semantic_index = 0;
  uint32_t location = 0;
  bool operator==(const VertexInputLocation&) const = default;
};

// Where a stage writes the output of an HLSL semantic (untangle's translation of a mesh
// shader, so that the pixel shader after it reads each attribute where it was written).
struct OutputLocation {
  std::string semantic;  // as the signature writes it
  uint32_t semantic_index = 0;
  uint32_t location = 0;
  uint32_t component = 0;
  bool per_primitive = false;
};

// A compute shader's [WaveSize(min[, max[, preferred]])]: the subgroup sizes it may run with.
struct WaveSizeRange {
  uint32_t min = 0;
  uint32_t max = 0;        // == min for a single size
  uint32_t preferred = 0;  // 0 when none
  bool operator==(const WaveSizeRange&) const = default;
};

struct StageModule {
  Stage stage = Stage::Compute;
  std::vector<uint32_t> spirv;
  std::string entry;  // the entry point's name in `spirv`; empty: the only one of the stage
  BindingMap bindings = BindingMap::default_model();
  std::vector<VertexInputLocation> vertex_inputs;  // vertex stage only
  std::vector<OutputLocation> outputs;             // untangle's mesh stage only
  std::optional<WaveSizeRange> wave_size;          // compute: the shader's [WaveSize], when declared
};

// Splits an HLSL semantic into its upper-cased name and trailing index: "texcoord12" is
// ("TEXCOORD", 12), "POSITION" is ("POSITION", 0).
VertexInputLocation split_semantic(std::string_view semantic);

// A module from elsewhere (dxc -spirv): its vertex inputs come from the UserSemantic
// decorations that `dxc -fspv-reflect` writes. Throws RunnerError when a vertex input
// lacks one, or lacks a Location.
StageModule stage_module_from_spirv(Stage stage, std::vector<uint32_t> words, BindingMap bindings,
                                    std::string entry = {});

// The vertex inputs of `module`'s vertex entry point `entry` (see stage_module_from_spirv).
std::vector<VertexInputLocation> vertex_inputs_from_semantics(const SpirvModule& module, const std::string& entry);

}  // namespace untangle::runner
