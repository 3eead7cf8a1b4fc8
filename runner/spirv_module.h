// A light scan of a SPIR-V module: what the runner needs to build a pipeline for it
// (version, capabilities, entry points, workgroup size, descriptor bindings, stage inputs
// with their locations and HLSL semantics, push-constant blocks).
#pragma once

#include "runner/descriptor_kind.h"
#include "runner/stage.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace untangle::runner {

constexpr uint32_t kSpirvMagic = 0x07230203;

struct DescriptorBinding {
  uint32_t set = 0;
  uint32_t binding = 0;
  DescriptorKind kind = DescriptorKind::StorageBuffer;
  uint32_t count = 1;  // array size; 0 for a runtime-sized array
  std::string name;    // OpName of the variable, where present
  // The (set, binding) of its UAV counter, where a CounterBuffer decoration (dxc
  // -fspv-reflect) names the counter's variable.
  std::optional<std::pair<uint32_t, uint32_t>> counter;

  // "set 0 binding 2000 (storage_buffer Out)"
  std::string describe() const;
};

struct EntryPoint {
  std::string name;
  uint32_t execution_model = 0;  // spv::ExecutionModel
  uint32_t function_id = 0;
  std::optional<std::array<uint32_t, 3>> local_size;
  std::vector<uint32_t> interface_ids;
};

// A module-scope Input, Output or PushConstant variable.
struct StageVariable {
  uint32_t id = 0;
  uint32_t storage_class = 0;  // spv::StorageClass
  std::optional<uint32_t> location;
  bool builtin = false;
  std::string semantic;      // the UserSemantic decoration (dxc -fspv-reflect), e.g. "TEXCOORD1"
  uint32_t locations = 1;    // Input: the locations it takes (a matrix's columns, an array's elements)
  uint32_t block_bytes = 0;  // PushConstant: the bytes its block covers (end of the last member)
};

struct SpirvModule {
  std::vector<uint32_t> words;
  uint32_t version = 0;                // 0x00MMmm00, as in the header
  std::vector<uint32_t> capabilities;  // spv::Capability values
  std::vector<std::string> extensions;
  std::vector<EntryPoint> entry_points;
  std::vector<DescriptorBinding> bindings;     // every decorated resource variable
  std::vector<StageVariable> stage_variables;  // by id

  // Scans `words`; throws RunnerError on a malformed module.
  static SpirvModule parse(std::vector<uint32_t> words);

  // The entry point of `stage` named `name`, or the only one of that stage when `name`
  // is empty or absent; throws RunnerError when there is no such entry point.
  const EntryPoint& entry(Stage stage, const std::string& name) const;
  const EntryPoint& compute_entry(const std::string& name) const { return entry(Stage::Compute, name); }

  // The bindings the entry point can use: since SPIR-V 1.4 its interface lists every
  // global variable it uses; before, every resource variable counts.
  std::vector<DescriptorBinding> bindings_of(const EntryPoint& entry) const;

  // The entry point's Input variables that are not built-ins (its interface lists them
  // in every SPIR-V version).
  std::vector<StageVariable> inputs_of(const EntryPoint& entry) const;

  // The bytes of the push-constant block the entry point can use (before SPIR-V 1.4: any
  // the module declares), from offset 0 to the end of its last member; 0 without one.
  uint32_t push_constant_bytes(const EntryPoint& entry) const;

  // "1.6"
  std::string version_text() const;

 private:
  std::vector<uint32_t> binding_variable_ids_;  // parallel to bindings
};

// True when `bytes` start with the SPIR-V magic number (little-endian).
bool is_spirv(const std::vector<uint8_t>& bytes);

// The words of a SPIR-V binary; throws RunnerError when its size is not a word multiple.
std::vector<uint32_t> spirv_words(const std::vector<uint8_t>& bytes);

}  // namespace untangle::runner
