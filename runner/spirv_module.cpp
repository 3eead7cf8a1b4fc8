// Scans a SPIR-V binary instruction by instruction, keeping only what pipeline creation
// needs; resource variables get their descriptor kind from their pointee type.
#include "runner/spirv_module.h"

#include "runner/error.h"

#include <spirv/unified1/spirv.hpp>

#include <algorithm>
#include <cstring>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace untangle::runner {
namespace {

constexpr std::size_t kHeaderWords = 5;

// One instruction: its opcode and operand words (the word after the opcode first).
struct Instruction {
  uint32_t opcode = 0;
  const uint32_t* operands = nullptr;
  uint32_t operand_count = 0;

  uint32_t operand(uint32_t index) const {
    if (index >= operand_count) {
      throw RunnerError("malformed SPIR-V: instruction with opcode " + std::to_string(opcode) + " lacks operand " +
                        std::to_string(index));
    }
    return operands[index];
  }

  // The literal string starting at operand `index`; `next` receives the operand after it.
  std::string string_operand(uint32_t index, uint32_t* next = nullptr) const {
    std::string text;
    for (uint32_t word_index = index; word_index < operand_count; ++word_index) {
      const uint32_t word = operands[word_index];
      for (int byte = 0; byte < 4; ++byte) {
        const char c = static_cast<char>((word >> (8 * byte)) & 0xFF);
        if (c == '\0') {
          if (next != nullptr) *next = word_index + 1;
          return text;
        }
        text += c;
      }
    }
    throw RunnerError("malformed SPIR-V: unterminated string in instruction with opcode " + std::to_string(opcode));
  }
};

// What the scan collects before resolving variables to descriptors.
struct ScanState {
  std::unordered_map<uint32_t, Instruction> types;                        // type and constant definitions by result id
  std::unordered_map<uint32_t, std::string> names;                        // OpName
  std::unordered_map<uint32_t, uint32_t> sets;                            // DescriptorSet decorations
  std::unordered_map<uint32_t, uint32_t> binding_numbers;                 // Binding decorations
  std::unordered_set<uint32_t> blocks;                                    // structs decorated Block
  std::unordered_set<uint32_t> buffer_blocks;                             // structs decorated BufferBlock
  std::unordered_map<uint32_t, uint32_t> locations;                       // Location decorations
  std::unordered_set<uint32_t> builtins;                                  // variables decorated BuiltIn
  std::unordered_map<uint32_t, std::string> semantics;                    // UserSemantic decorations
  std::unordered_map<uint32_t, uint32_t> array_strides;                   // ArrayStride decorations
  std::map<std::pair<uint32_t, uint32_t>, uint32_t> member_offsets;       // (struct, member) -> Offset
  std::map<std::pair<uint32_t, uint32_t>, uint32_t> matrix_strides;       // (struct, member) -> MatrixStride
  std::set<std::pair<uint32_t, uint32_t>> row_major;                      // (struct, member) decorated RowMajor
  std::unordered_map<uint32_t, Instruction> variables;                    // module-scope OpVariable by result id
  std::unordered_map<uint32_t, uint32_t> counter_buffers;                 // variable -> its counter's variable
  std::vector<std::pair<uint32_t, std::array<uint32_t, 3>>> local_sizes;  // (function, size) pairs
  std::vector<std::pair<uint32_t, std::array<uint32_t, 3>>> local_size_ids;
};

const Instruction& type_of(const ScanState& state, uint32_t id) {
  const auto found = state.types.find(id);
  if (found == state.types.end()) {
    throw RunnerError("malformed SPIR-V: %" + std::to_string(id) + " is used as a type but never defined");
  }
  return found->second;
}

uint32_t constant_value(const ScanState& state, uint32_t id) {
  const Instruction& constant = type_of(state, id);
  if (constant.opcode != spv::OpConstant && constant.opcode != spv::OpSpecConstant) {
    throw RunnerError("SPIR-V: %" + std::to_string(id) + " is not an integer constant");
  }
  return constant.operand(2);
}

// The bytes an explicitly laid-out type covers (a push-constant block's type): the end of
// its last member for a struct, stride times length for an array. `matrix_layout` is the
// (struct, member) whose MatrixStride and RowMajor decorations apply to a matrix.
uint32_t explicit_size(const ScanState& state, uint32_t type_id, std::pair<uint32_t, uint32_t> matrix_layout = {}) {
  const Instruction& type = type_of(state, type_id);
  switch (type.opcode) {
    case spv::OpTypeInt:
    case spv::OpTypeFloat: return type.operand(1) / 8;
    case spv::OpTypeVector: return type.operand(2) * explicit_size(state, type.operand(1));
    case spv::OpTypeMatrix: {
      const auto stride = state.matrix_strides.find(matrix_layout);
      if (stride == state.matrix_strides.end()) throw RunnerError("SPIR-V: a block's matrix has no MatrixStride");
      const uint32_t columns = type.operand(2);
      const uint32_t rows = type_of(state, type.operand(1)).operand(2);
      return stride->second * (state.row_major.count(matrix_layout) != 0 ? rows : columns);
    }
    case spv::OpTypeArray: {
      const auto stride = state.array_strides.find(type_id);
      if (stride == state.array_strides.end()) throw RunnerError("SPIR-V: a block's array has no ArrayStride");
      return stride->second * constant_value(state, type.operand(2));
    }
    case spv::OpTypeStruct: {
      uint32_t end = 0;
      for (uint32_t member = 0; member + 1 < type.operand_count; ++member) {
        const auto offset = state.member_offsets.find({type_id, member});
        if (offset == state.member_offsets.end()) throw RunnerError("SPIR-V: a block's member has no Offset");
        end = std::max(end, offset->second + explicit_size(state, type.operand(member + 1), {type_id, member}));
      }
      return end;
    }
    default:
      throw RunnerError("SPIR-V: a block holds a type (opcode " + std::to_string(type.opcode) +
                        ") without an explicit size");
  }
}

// The locations an input of type `type_id` takes: one per column of a matrix, per element of
// an array, one for a scalar or vector.
uint32_t location_count(const ScanState& state, uint32_t type_id) {
  const Instruction& type = type_of(state, type_id);
  if (type.opcode == spv::OpTypeMatrix) return type.operand(2);
  if (type.opcode == spv::OpTypeArray) return constant_value(state, type.operand(2)) * location_count(state, type.operand(1));
  return 1;
}

// The descriptor kind of a resource variable of pointee type `type_id` in `storage_class`,
// and its array size (1 for a single descriptor, 0 for a runtime array).
std::pair<DescriptorKind, uint32_t> descriptor_of(const ScanState& state, uint32_t storage_class, uint32_t type_id) {
  uint32_t count = 1;
  const Instruction* type = &type_of(state, type_id);
  if (type->opcode == spv::OpTypeArray) {
    count = constant_value(state, type->operand(2));
    type = &type_of(state, type->operand(1));
  } else if (type->opcode == spv::OpTypeRuntimeArray) {
    count = 0;
    type = &type_of(state, type->operand(1));
  }
  const uint32_t element_id = type->operand(0);
  switch (type->opcode) {
    case spv::OpTypeStruct:
      if (storage_class == spv::StorageClassStorageBuffer || state.buffer_blocks.count(element_id) != 0) {
        return {DescriptorKind::StorageBuffer, count};
      }
      if (storage_class == spv::StorageClassUniform && state.blocks.count(element_id) != 0) {
        return {DescriptorKind::UniformBuffer, count};
      }
      break;
    case spv::OpTypeImage: {
      const bool buffer = type->operand(2) == spv::DimBuffer;
      const bool storage = type->operand(6) == 2;  // Sampled operand: 2 = read/write without a sampler
      if (buffer) return {storage ? DescriptorKind::StorageTexelBuffer : DescriptorKind::UniformTexelBuffer, count};
      return {storage ? DescriptorKind::StorageImage : DescriptorKind::SampledImage, count};
    }
    case spv::OpTypeSampler: return {DescriptorKind::Sampler, count};
    case spv::OpTypeSampledImage: return {DescriptorKind::CombinedImageSampler, count};
    case spv::OpTypeAccelerationStructureKHR: return {DescriptorKind::AccelerationStructure, count};
    default: break;
  }
  throw RunnerError("SPIR-V: the resource variable of type %" + std::to_string(type_id) +
                    " is neither a buffer block, an image, a sampler nor an acceleration structure");
}

// The SPIR-V spelling of a stage's execution model, for messages.
std::string model_name(Stage stage) {
  switch (execution_model(stage)) {
    case spv::ExecutionModelVertex: return "Vertex";
    case spv::ExecutionModelTessellationControl: return "TessellationControl";
    case spv::ExecutionModelTessellationEvaluation: return "TessellationEvaluation";
    case spv::ExecutionModelGeometry: return "Geometry";
    case spv::ExecutionModelTaskEXT: return "TaskEXT";
    case spv::ExecutionModelMeshEXT: return "MeshEXT";
    case spv::ExecutionModelFragment: return "Fragment";
    default: return "GLCompute";
  }
}

bool is_type_or_constant(uint32_t opcode) {
  return (opcode >= spv::OpTypeVoid && opcode <= spv::OpTypeForwardPointer) || opcode == spv::OpConstant ||
         opcode == spv::OpSpecConstant || opcode == spv::OpTypeAccelerationStructureKHR;
}

void scan_instruction(const Instruction& instruction, SpirvModule& module, ScanState& state) {
  switch (instruction.opcode) {
    case spv::OpCapability: module.capabilities.push_back(instruction.operand(0)); break;
    case spv::OpExtension: module.extensions.push_back(instruction.string_operand(0)); break;
    case spv::OpName: state.names[instruction.operand(0)] = instruction.string_operand(1); break;
    case spv::OpEntryPoint: {
      EntryPoint entry;
      entry.execution_model = instruction.operand(0);
      entry.function_id = instruction.operand(1);
      uint32_t next = 0;
      entry.name = instruction.string_operand(2, &next);
      entry.interface_ids.assign(instruction.operands + next, instruction.operands + instruction.operand_count);
      module.entry_points.push_back(std::move(entry));
      break;
    }
    case spv::OpExecutionMode:
    case spv::OpExecutionModeId: {
      const uint32_t mode = instruction.operand(1);
      if (mode != spv::ExecutionModeLocalSize && mode != spv::ExecutionModeLocalSizeId) break;
      const std::array<uint32_t, 3> size = {instruction.operand(2), instruction.operand(3), instruction.operand(4)};
      auto& target = mode == spv::ExecutionModeLocalSize ? state.local_sizes : state.local_size_ids;
      target.emplace_back(instruction.operand(0), size);
      break;
    }
    case spv::OpDecorate: {
      const uint32_t target = instruction.operand(0);
      switch (instruction.operand(1)) {
        case spv::DecorationDescriptorSet: state.sets[target] = instruction.operand(2); break;
        case spv::DecorationBinding: state.binding_numbers[target] = instruction.operand(2); break;
        case spv::DecorationBlock: state.blocks.insert(target); break;
        case spv::DecorationBufferBlock: state.buffer_blocks.insert(target); break;
        case spv::DecorationLocation: state.locations[target] = instruction.operand(2); break;
        case spv::DecorationBuiltIn: state.builtins.insert(target); break;
        case spv::DecorationArrayStride: state.array_strides[target] = instruction.operand(2); break;
        default: break;
      }
      break;
    }
    case spv::OpMemberDecorate: {
      const std::pair<uint32_t, uint32_t> member{instruction.operand(0), instruction.operand(1)};
      switch (instruction.operand(2)) {
        case spv::DecorationOffset: state.member_offsets[member] = instruction.operand(3); break;
        case spv::DecorationMatrixStride: state.matrix_strides[member] = instruction.operand(3); break;
        case spv::DecorationRowMajor: state.row_major.insert(member); break;
        default: break;
      }
      break;
    }
    case spv::OpDecorateId:
      if (instruction.operand(1) == spv::DecorationCounterBuffer) {
        state.counter_buffers[instruction.operand(0)] = instruction.operand(2);
      }
      break;
    case spv::OpDecorateString:  // also OpDecorateStringGOOGLE, the same opcode
      if (instruction.operand(1) == spv::DecorationUserSemantic) {
        state.semantics[instruction.operand(0)] = instruction.string_operand(2);
      }
      break;
    case spv::OpVariable:
      if (instruction.operand(2) != spv::StorageClassFunction) state.variables[instruction.operand(1)] = instruction;
      break;
    default:
      if (is_type_or_constant(instruction.opcode)) {
        // Types define their id in the first operand, constants in the second.
        const bool constant = instruction.opcode == spv::OpConstant || instruction.opcode == spv::OpSpecConstant;
        state.types[instruction.operand(constant ? 1 : 0)] = instruction;
      }
      break;
  }
}

}  // namespace

std::string DescriptorBinding::describe() const {
  std::string text = "set " + std::to_string(set) + " binding " + std::to_string(binding) + " (" +
                     std::string(descriptor_kind_name(kind));
  if (!name.empty()) text += " " + name;
  return text + ")";
}

SpirvModule SpirvModule::parse(std::vector<uint32_t> words) {
  if (words.size() < kHeaderWords || words[0] != kSpirvMagic) {
    throw RunnerError("not a SPIR-V module (no 0x07230203 magic number)");
  }
  SpirvModule module;
  module.version = words[1];
  ScanState state;
  for (std::size_t offset = kHeaderWords; offset < words.size();) {
    const uint32_t word_count = words[offset] >> 16;
    if (word_count == 0 || offset + word_count > words.size()) {
      throw RunnerError("malformed SPIR-V: bad instruction length at word " + std::to_string(offset));
    }
    const Instruction instruction{words[offset] & 0xFFFF, words.data() + offset + 1, word_count - 1};
    // Function bodies start with the first OpFunction; nothing after it matters here.
    if (instruction.opcode == spv::OpFunction) break;
    scan_instruction(instruction, module, state);
    offset += word_count;
  }

  for (EntryPoint& entry : module.entry_points) {
    for (const auto& [function, size] : state.local_sizes) {
      if (function == entry.function_id) entry.local_size = size;
    }
    for (const auto& [function, ids] : state.local_size_ids) {
      if (function == entry.function_id) {
        entry.local_size = {constant_value(state, ids[0]), constant_value(state, ids[1]),
                            constant_value(state, ids[2])};
      }
    }
  }
  std::vector<std::pair<DescriptorBinding, uint32_t>> resources;  // with the variable's id
  for (const auto& [id, variable] : state.variables) {
    const uint32_t storage_class = variable.operand(2);
    if (storage_class == spv::StorageClassInput || storage_class == spv::StorageClassOutput ||
        storage_class == spv::StorageClassPushConstant) {
      StageVariable stage_variable{id, storage_class, std::nullopt, state.builtins.count(id) != 0, {}};
      if (const auto location = state.locations.find(id); location != state.locations.end()) {
        stage_variable.location = location->second;
      }
      if (const auto semantic = state.semantics.find(id); semantic != state.semantics.end()) {
        stage_variable.semantic = semantic->second;
      }
      if (storage_class == spv::StorageClassPushConstant) {
        stage_variable.block_bytes = explicit_size(state, type_of(state, variable.operand(0)).operand(2));
      }
      if (storage_class == spv::StorageClassInput && !stage_variable.builtin) {
        stage_variable.locations = location_count(state, type_of(state, variable.operand(0)).operand(2));
      }
      module.stage_variables.push_back(std::move(stage_variable));
      continue;
    }
    const auto set = state.sets.find(id);
    const auto binding = state.binding_numbers.find(id);
    if (set == state.sets.end() || binding == state.binding_numbers.end()) continue;
    const Instruction& pointer = type_of(state, variable.operand(0));
    if (pointer.opcode != spv::OpTypePointer) {
      throw RunnerError("malformed SPIR-V: variable %" + std::to_string(id) + " does not have a pointer type");
    }
    DescriptorBinding descriptor;
    descriptor.set = set->second;
    descriptor.binding = binding->second;
    std::tie(descriptor.kind, descriptor.count) = descriptor_of(state, variable.operand(2), pointer.operand(2));
    const auto name = state.names.find(id);
    if (name != state.names.end()) descriptor.name = name->second;
    if (const auto counter = state.counter_buffers.find(id); counter != state.counter_buffers.end()) {
      const auto counter_set = state.sets.find(counter->second);
      const auto counter_binding = state.binding_numbers.find(counter->second);
      if (counter_set != state.sets.end() && counter_binding != state.binding_numbers.end()) {
        descriptor.counter = {counter_set->second, counter_binding->second};
      }
    }
    resources.emplace_back(descriptor, id);
  }
  std::sort(module.stage_variables.begin(), module.stage_variables.end(),
            [](const StageVariable& a, const StageVariable& b) { return a.id < b.id; });
  std::sort(resources.begin(), resources.end(), [](const auto& a, const auto& b) {
    return std::tie(a.first.set, a.first.binding) < std::tie(b.first.set, b.first.binding);
  });
  for (const auto& [descriptor, id] : resources) {
    module.bindings.push_back(descriptor);
    module.binding_variable_ids_.push_back(id);
  }
  module.words = std::move(words);
  return module;
}

const EntryPoint& SpirvModule::entry(Stage stage, const std::string& name) const {
  std::vector<const EntryPoint*> candidates;
  for (const EntryPoint& candidate : entry_points) {
    if (candidate.execution_model == execution_model(stage)) candidates.push_back(&candidate);
  }
  for (const EntryPoint* candidate : candidates) {
    if (candidate->name == name) return *candidate;
  }
  if (candidates.size() == 1) return *candidates.front();
  const std::string model = std::string(stage_name(stage)) + " (" + model_name(stage) + ")";
  if (candidates.empty()) throw RunnerError("the SPIR-V module has no " + model + " entry point");
  throw RunnerError("the SPIR-V module has several " + model + " entry points and none is named '" + name + "'");
}

std::vector<DescriptorBinding> SpirvModule::bindings_of(const EntryPoint& entry) const {
  if (version < 0x00010400) return bindings;
  std::vector<DescriptorBinding> used;
  for (std::size_t index = 0; index < bindings.size(); ++index) {
    const uint32_t id = binding_variable_ids_[index];
    if (std::find(entry.interface_ids.begin(), entry.interface_ids.end(), id) != entry.interface_ids.end()) {
      used.push_back(bindings[index]);
    }
  }
  return used;
}

std::vector<StageVariable> SpirvModule::inputs_of(const EntryPoint& entry) const {
  std::vector<StageVariable> inputs;
  for (const StageVariable& variable : stage_variables) {
    if (variable.storage_class == spv::StorageClassInput && !variable.builtin &&
        std::find(entry.interface_ids.begin(), entry.interface_ids.end(), variable.id) != entry.interface_ids.end()) {
      inputs.push_back(variable);
    }
  }
  return inputs;
}

uint32_t SpirvModule::push_constant_bytes(const EntryPoint& entry) const {
  uint32_t bytes = 0;
  for (const StageVariable& variable : stage_variables) {
    if (variable.storage_class == spv::StorageClassPushConstant &&
        (version < 0x00010400 ||
         std::find(entry.interface_ids.begin(), entry.interface_ids.end(), variable.id) != entry.interface_ids.end())) {
      bytes = std::max(bytes, variable.block_bytes);
    }
  }
  return bytes;
}

std::string SpirvModule::version_text() const {
  return std::to_string((version >> 16) & 0xFF) + "." + std::to_string((version >> 8) & 0xFF);
}

bool is_spirv(const std::vector<uint8_t>& bytes) {
  uint32_t magic = 0;
  if (bytes.size() < sizeof(magic)) return false;
  std::memcpy(&magic, bytes.data(), sizeof(magic));
  return magic == kSpirvMagic;
}

std::vector<uint32_t> spirv_words(const std::vector<uint8_t>& bytes) {
  if (bytes.size() % sizeof(uint32_t) != 0) {
    throw RunnerError("the SPIR-V binary is " + std::to_string(bytes.size()) + " bytes, not a whole number of words");
  }
  std::vector<uint32_t> words(bytes.size() / sizeof(uint32_t));
  std::memcpy(words.data(), bytes.data(), bytes.size());
  return words;
}

}  // namespace untangle::runner
