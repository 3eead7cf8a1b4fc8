// SPIR-V module builder: sections, interning of types and constants, blocks and cursor.
#include "spirv_emit/builder.h"

#include <algorithm>
#include <optional>

#include "common/error.h"
#include "spirv_emit/capabilities.h"
#include "spirv_emit/cooperative_matrix.h"
#include "spirv_emit/invocation_reorder.h"
#include "spirv_emit/shader_enqueue.h"
#include "spirv_emit/vulkan_memory_model.h"

namespace untangle::spirv_emit {

namespace {

uint32_t word(spv::Op opcode) { return static_cast<uint32_t>(opcode); }
template <typename Enum>
uint32_t word(Enum value) {
  return static_cast<uint32_t>(value);
}

bool is_terminator(spv::Op opcode) {
  switch (opcode) {
    case spv::Op::OpBranch:
    case spv::Op::OpBranchConditional:
    case spv::Op::OpSwitch:
    case spv::Op::OpReturn:
    case spv::Op::OpReturnValue:
    case spv::Op::OpKill:
    case spv::Op::OpUnreachable:
    case spv::Op::OpTerminateInvocation:
    case spv::Op::OpIgnoreIntersectionKHR:
    case spv::Op::OpTerminateRayKHR:
    case spv::Op::OpEmitMeshTasksEXT: return true;
    default: return false;
  }
}

// The arithmetic a driver may contract with its neighbours, which NoContraction forbids.
bool is_contractible(spv::Op opcode) {
  switch (opcode) {
    case spv::Op::OpFNegate:
    case spv::Op::OpFAdd:
    case spv::Op::OpFSub:
    case spv::Op::OpFMul:
    case spv::Op::OpFDiv:
    case spv::Op::OpFRem:
    case spv::Op::OpFMod:
    case spv::Op::OpVectorTimesScalar:
    case spv::Op::OpMatrixTimesScalar:
    case spv::Op::OpVectorTimesMatrix:
    case spv::Op::OpMatrixTimesVector:
    case spv::Op::OpMatrixTimesMatrix:
    case spv::Op::OpOuterProduct:
    case spv::Op::OpDot: return true;
    default: return false;
  }
}

// Stores `value` for `id` in a table indexed by id, which grows as ids do.
void set_by_id(std::vector<uint32_t>& table, uint32_t id, uint32_t value) {
  if (id >= table.size()) table.resize(std::max<size_t>(id + 1, table.size() * 2), 0);
  table[id] = value;
}

uint32_t get_by_id(const std::vector<uint32_t>& table, uint32_t id) { return id < table.size() ? table[id] : 0; }

[[noreturn]] void fail_too_many_words() {
  throw Error(Status::Unsupported, "a SPIR-V instruction would need more than 65535 words");
}

// An instruction's first word: its word count, which SPIR-V keeps in 16 bits, and opcode.
// The error is out of line, so that this inlines into every emit.
uint32_t first_word(spv::Op opcode, size_t count) {
  if (count > 0xFFFF) [[unlikely]] fail_too_many_words();
  return static_cast<uint32_t>(count << 16) | word(opcode);
}

// The slot of a scalar width in the builder's caches: 8, 16, 32 and 64 bits; none for others.
std::optional<size_t> width_slot(uint32_t width) {
  switch (width) {
    case 8: return 0;
    case 16: return 1;
    case 32: return 2;
    case 64: return 3;
    default: return std::nullopt;
  }
}

// `cache` when set, else `make()` stored into it.
template <typename Make>
Id cached(Id* cache, Make&& make) {
  if (cache != nullptr && *cache != 0) return *cache;
  const Id id = make();
  if (cache != nullptr) *cache = id;
  return id;
}

}  // namespace

Builder::Builder(uint32_t version) : version_(version) {
  if (version < kSpirv13 || version > kSpirv16)
    throw Error(Status::InvalidArgument, "the SPIR-V version must be 1.3 to 1.6");
}

void Builder::append_instruction(std::vector<uint32_t>& words, spv::Op opcode, std::span<const uint32_t> operands) {
  words.push_back(first_word(opcode, operands.size() + 1));
  words.insert(words.end(), operands.begin(), operands.end());
}

void Builder::append_instruction(WordStream& words, spv::Op opcode, std::span<const uint32_t> operands) {
  const uint32_t head = first_word(opcode, operands.size() + 1);
  uint32_t* room = words.append(operands.size() + 1);
  room[0] = head;
  std::copy(operands.begin(), operands.end(), room + 1);
}

std::string Builder::literal_text(std::string_view text) {
  std::string printable;
  printable.reserve(text.size());
  for (char character : text) {
    const auto byte = static_cast<unsigned char>(character);
    if (byte < 0x20 || byte == 0x7F) continue;  // control characters, such as LLVM's \01 "no mangling" prefix
    printable += byte > 0x7F ? '_' : character;
  }
  return printable;
}

void Builder::append_string(std::vector<uint32_t>& words, std::string_view raw_text) {
  const std::string text = literal_text(raw_text);
  const size_t word_count = text.size() / 4 + 1;
  const size_t start = words.size();
  words.resize(start + word_count, 0);
  for (size_t i = 0; i < text.size(); ++i)
    words[start + i / 4] |= static_cast<uint32_t>(static_cast<uint8_t>(text[i])) << (8 * (i % 4));
}

// ---------------------------------------------------------------------------------
// Module-level declarations.

void Builder::add_capability(spv::Capability capability) {
  if (std::find(capabilities_.begin(), capabilities_.end(), capability) == capabilities_.end())
    capabilities_.push_back(capability);
}

bool Builder::has_capability(spv::Capability capability) const {
  return std::find(capabilities_.begin(), capabilities_.end(), capability) != capabilities_.end();
}

void Builder::add_extension(std::string_view name) {
  if (name.empty()) return;
  if (std::find(extensions_.begin(), extensions_.end(), name) == extensions_.end()) extensions_.emplace_back(name);
}

Id Builder::glsl_std_450() {
  if (glsl_std_450_ == 0) {
    glsl_std_450_ = allocate_id();
    instruction_.assign({glsl_std_450_});
    append_string(instruction_, "GLSL.std.450");
    append_instruction(ext_inst_imports_, spv::Op::OpExtInstImport, instruction_);
  }
  return glsl_std_450_;
}

void Builder::add_entry_point(spv::ExecutionModel model, Id function, std::string_view name,
                              std::span<const Id> interface_variables) {
  std::vector<uint32_t> operands{word(model), function};
  append_string(operands, name);
  operands.insert(operands.end(), interface_variables.begin(), interface_variables.end());
  append_instruction(entry_points_, spv::Op::OpEntryPoint, operands);
}

void Builder::add_execution_mode(Id function, spv::ExecutionMode mode, std::span<const uint32_t> literals) {
  require_capabilities(capabilities_for(mode));
  add_extension(extension_for(mode));
  std::vector<uint32_t> operands{function, word(mode)};
  operands.insert(operands.end(), literals.begin(), literals.end());
  append_instruction(execution_modes_, spv::Op::OpExecutionMode, operands);
}

void Builder::add_execution_mode_id(Id function, spv::ExecutionMode mode, std::initializer_list<Id> operands) {
  require_capabilities(capabilities_for(mode));
  add_extension(extension_for(mode));
  std::vector<uint32_t> words{function, word(mode)};
  words.insert(words.end(), operands.begin(), operands.end());
  append_instruction(execution_modes_, spv::Op::OpExecutionModeId, words);
}

void Builder::set_name(Id target, std::string_view name) {
  if (name.empty()) return;
  instruction_.assign({target});
  append_string(instruction_, name);
  append_instruction(names_, spv::Op::OpName, instruction_);
}

void Builder::set_member_name(Id type, uint32_t member, std::string_view name) {
  std::vector<uint32_t> operands{type, member};
  append_string(operands, name);
  append_instruction(names_, spv::Op::OpMemberName, operands);
}

void Builder::require_capabilities(std::span<const spv::Capability> capabilities) {
  for (spv::Capability capability : capabilities) add_capability(capability);
}

void Builder::decorate(Id target, spv::Decoration decoration, std::initializer_list<uint32_t> literals) {
  require_capabilities(capabilities_for(decoration));
  if (decoration == spv::Decoration::NonUniform && version_ < kSpirv15) add_extension("SPV_EXT_descriptor_indexing");
  add_extension(extension_for(decoration));
  if (decoration == spv::Decoration::BuiltIn && literals.size() == 1) {
    const auto builtin = static_cast<spv::BuiltIn>(*literals.begin());
    require_capabilities(capabilities_for(builtin));
    add_extension(extension_for(builtin));
  }
  std::vector<uint32_t> operands{target, word(decoration)};
  operands.insert(operands.end(), literals.begin(), literals.end());
  append_instruction(annotations_, spv::Op::OpDecorate, operands);
}

void Builder::decorate_member(Id type, uint32_t member, spv::Decoration decoration,
                              std::initializer_list<uint32_t> literals) {
  std::vector<uint32_t> operands{type, member, word(decoration)};
  operands.insert(operands.end(), literals.begin(), literals.end());
  append_instruction(annotations_, spv::Op::OpMemberDecorate, operands);
}

void Builder::decorate_id(Id target, spv::Decoration decoration, std::initializer_list<Id> operands) {
  require_capabilities(capabilities_for(decoration));
  add_extension(extension_for(decoration));
  std::vector<uint32_t> words{target, word(decoration)};
  words.insert(words.end(), operands.begin(), operands.end());
  append_instruction(annotations_, spv::Op::OpDecorateId, words);
}

// ---------------------------------------------------------------------------------
// Types and constants.

Id Builder::intern(WordTable& table, spv::Op opcode, std::span<const uint32_t> operands, bool has_result_type) {
  // The key is the opcode and every operand but the result id.
  return table.find_or_add(word(opcode), operands, [&] {
    const size_t count = operands.size() + 2;
    const uint32_t head = first_word(opcode, count);
    const Id result = allocate_id();
    const size_t before_result = has_result_type ? 1 : 0;
    const size_t start = globals_.size();
    globals_.resize(start + count);
    uint32_t* words = globals_.data() + start;
    words[0] = head;
    std::copy(operands.begin(), operands.begin() + before_result, words + 1);
    words[1 + before_result] = result;
    std::copy(operands.begin() + before_result, operands.end(), words + 2 + before_result);
    if (has_result_type) set_result_type(result, operands[0]);
    return result;
  });
}

template <typename Describe>
Id Builder::declare_type(spv::Op opcode, std::span<const uint32_t> operands, bool unique, Describe&& describe) {
  Id result;
  if (unique) {
    const uint32_t head = first_word(opcode, operands.size() + 2);
    result = allocate_id();
    globals_.push_back(head);
    globals_.push_back(result);
    globals_.insert(globals_.end(), operands.begin(), operands.end());
  } else {
    result = intern(types_, opcode, operands, false);
  }
  if (get_by_id(type_slots_, result) == 0) {
    TypeInfo& info = type_infos_.emplace_back();
    info.opcode = opcode;
    describe(info);
    set_by_id(type_slots_, result, static_cast<uint32_t>(type_infos_.size()));
  }
  return result;
}

const TypeInfo& Builder::type_info(Id type) const {
  const uint32_t slot = get_by_id(type_slots_, type);
  if (slot == 0) internal_error("SPIR-V id " + std::to_string(type) + " is not a type");
  return type_infos_[slot - 1];
}

Id Builder::type_void() {
  return cached(&void_type_, [&] { return declare_type(spv::Op::OpTypeVoid, {}, false, [](TypeInfo&) {}); });
}

Id Builder::type_bool() {
  return cached(&bool_type_, [&] { return declare_type(spv::Op::OpTypeBool, {}, false, [](TypeInfo&) {}); });
}

Id Builder::type_int(uint32_t width) {
  const std::optional<size_t> slot = width_slot(width);
  return cached(slot ? &int_types_[0][*slot] : nullptr, [&] {
    if (width == 16) add_capability(spv::Capability::Int16);
    if (width == 64) add_capability(spv::Capability::Int64);
    if (width == 8) add_capability(spv::Capability::Int8);
    const uint32_t operands[] = {width, 0};
    return declare_type(spv::Op::OpTypeInt, operands, false, [&](TypeInfo& info) { info.width = width; });
  });
}

Id Builder::type_signed_int(uint32_t width) {
  const std::optional<size_t> slot = width_slot(width);
  return cached(slot ? &int_types_[1][*slot] : nullptr, [&] {
    type_int(width);  // the same capabilities
    const uint32_t operands[] = {width, 1};
    return declare_type(spv::Op::OpTypeInt, operands, false, [&](TypeInfo& info) { info.width = width; });
  });
}

Id Builder::type_float(uint32_t width) {
  const std::optional<size_t> slot = width_slot(width);
  return cached(slot ? &float_types_[*slot] : nullptr, [&] {
    if (width == 16) add_capability(spv::Capability::Float16);
    if (width == 64) add_capability(spv::Capability::Float64);
    const uint32_t operands[] = {width};
    return declare_type(spv::Op::OpTypeFloat, operands, false, [&](TypeInfo& info) { info.width = width; });
  });
}

Id Builder::type_matrix(Id column, uint32_t columns) {
  const uint32_t operands[] = {column, columns};
  return declare_type(spv::Op::OpTypeMatrix, operands, false, [&](TypeInfo& info) {
    info.element = column;
    info.count = columns;
  });
}

Id Builder::type_vector(Id component, uint32_t count) {
  const uint32_t operands[] = {component, count};
  return declare_type(spv::Op::OpTypeVector, operands, false, [&](TypeInfo& info) {
    info.element = component;
    info.count = count;
    info.width = type_info(component).width;
  });
}

Id Builder::type_array(Id element, uint32_t length) {
  const uint32_t operands[] = {element, constant_uint(length)};
  return declare_type(spv::Op::OpTypeArray, operands, false, [&](TypeInfo& info) {
    info.element = element;
    info.count = length;
  });
}

Id Builder::type_unique_array(Id element, uint32_t length) {
  const uint32_t operands[] = {element, constant_uint(length)};
  return declare_type(spv::Op::OpTypeArray, operands, true, [&](TypeInfo& info) {
    info.element = element;
    info.count = length;
  });
}

Id Builder::type_runtime_array(Id element) {
  const uint32_t operands[] = {element};
  return declare_type(spv::Op::OpTypeRuntimeArray, operands, false, [&](TypeInfo& info) { info.element = element; });
}

Id Builder::type_unique_runtime_array(Id element) {
  const uint32_t operands[] = {element};
  return declare_type(spv::Op::OpTypeRuntimeArray, operands, true, [&](TypeInfo& info) { info.element = element; });
}

Id Builder::type_struct(std::span<const Id> members) {
  return declare_type(spv::Op::OpTypeStruct, members, false,
                      [&](TypeInfo& info) { info.members.assign(members.begin(), members.end()); });
}

Id Builder::type_unique_struct(std::span<const Id> members) {
  return declare_type(spv::Op::OpTypeStruct, members, true,
                      [&](TypeInfo& info) { info.members.assign(members.begin(), members.end()); });
}

Id Builder::type_node_payload_array(Id payload) {
  require_opcode(shader_enqueue::kTypeNodePayloadArray);
  const uint32_t operands[] = {payload};
  return declare_type(shader_enqueue::kTypeNodePayloadArray, operands, true,
                      [&](TypeInfo& info) { info.element = payload; });
}

Id Builder::type_pointer(spv::StorageClass storage_class, Id pointee) {
  const uint32_t operands[] = {word(storage_class), pointee};
  return declare_type(spv::Op::OpTypePointer, operands, false, [&](TypeInfo& info) {
    // Only a new pointer type can need a capability no earlier one declared.
    require_capabilities(capabilities_for(storage_class));
    add_extension(extension_for(storage_class));
    // Device addresses: SPIR-V 1.5 has them in its core.
    if (storage_class == spv::StorageClass::PhysicalStorageBuffer) {
      add_capability(spv::Capability::PhysicalStorageBufferAddresses);
      if (version_ < kSpirv15) add_extension("SPV_KHR_physical_storage_buffer");
      physical_addressing_ = true;
    }
    info.element = pointee;
    info.storage_class = storage_class;
  });
}

Id Builder::type_function(Id return_type, std::span<const Id> parameters) {
  std::vector<uint32_t> operands{return_type};
  operands.insert(operands.end(), parameters.begin(), parameters.end());
  return declare_type(spv::Op::OpTypeFunction, operands, false, [](TypeInfo&) {});
}

Id Builder::type_image(Id sampled_type, spv::Dim dim, bool arrayed, bool multisampled, uint32_t sampled,
                       spv::ImageFormat format) {
  const uint32_t operands[] = {sampled_type, word(dim), 0, arrayed ? 1u : 0u, multisampled ? 1u : 0u, sampled,
                               word(format)};
  return declare_type(spv::Op::OpTypeImage, operands, false, [&](TypeInfo& info) { info.element = sampled_type; });
}

Id Builder::type_sampler() { return declare_type(spv::Op::OpTypeSampler, {}, false, [](TypeInfo&) {}); }
Id Builder::type_acceleration_structure() {
  return declare_type(spv::Op::OpTypeAccelerationStructureKHR, {}, false, [](TypeInfo&) {});
}
Id Builder::type_ray_query() { return declare_type(spv::Op::OpTypeRayQueryKHR, {}, false, [](TypeInfo&) {}); }

Id Builder::type_hit_object() {
  return declare_type(invocation_reorder::opcode(invocation_reorder::Op::TypeHitObject), {}, false, [](TypeInfo&) {});
}

void Builder::use_vulkan_memory_model() {
  vulkan_memory_model_ = true;
  add_capability(spv::Capability::VulkanMemoryModel);
  // Vulkan 1.3 requires the vulkanMemoryModelDeviceScope feature: Device-scope barriers and
  // atomics (DeviceMemoryBarrier, UAV atomics) keep their meaning.
  add_capability(spv::Capability::VulkanMemoryModelDeviceScope);
  if (version_ < kSpirv15) add_extension("SPV_KHR_vulkan_memory_model");
}

Id Builder::type_float8(uint32_t encoding) {
  const uint32_t operands[] = {8, encoding};
  return declare_type(spv::Op::OpTypeFloat, operands, false, [&](TypeInfo& info) { info.width = 8; });
}

Id Builder::type_cooperative_matrix(Id component, uint32_t rows, uint32_t columns, uint32_t use) {
  const uint32_t operands[] = {component, constant_uint(static_cast<uint32_t>(spv::Scope::Subgroup)),
                               constant_uint(rows), constant_uint(columns), constant_uint(use)};
  return declare_type(cooperative_matrix::kTypeCooperativeMatrix, operands, false,
                      [&](TypeInfo& info) { info.element = component; });
}

Id Builder::type_sampled_image(Id image_type) {
  const uint32_t operands[] = {image_type};
  return declare_type(spv::Op::OpTypeSampledImage, operands, false, [&](TypeInfo& info) { info.element = image_type; });
}

Id Builder::constant_bool(bool value) {
  const uint32_t operands[] = {type_bool()};
  return intern(constants_, value ? spv::Op::OpConstantTrue : spv::Op::OpConstantFalse, operands, true);
}

Id Builder::constant_string(std::string_view text) {
  require_opcode(shader_enqueue::kConstantString);
  std::vector<uint32_t> operands;
  append_string(operands, text);
  return intern(constants_, shader_enqueue::kConstantString, operands, false);
}

Id Builder::constant_scalar(Id type, uint64_t bits) {
  const bool small_uint = type != 0 && type == int_types_[0][2] && bits < std::size(small_uints_);
  return cached(small_uint ? &small_uints_[bits] : nullptr, [&] {
    const TypeInfo& info = type_info(type);
    if (info.opcode == spv::Op::OpTypeBool) return constant_bool(bits != 0);
    if (info.opcode != spv::Op::OpTypeInt && info.opcode != spv::Op::OpTypeFloat)
      internal_error("scalar constant of a non-scalar type");
    if (info.width < 64) bits &= (uint64_t{1} << info.width) - 1;
    const uint32_t operands[] = {type, static_cast<uint32_t>(bits), static_cast<uint32_t>(bits >> 32)};
    return intern(constants_, spv::Op::OpConstant, std::span(operands).first(info.width == 64 ? 3 : 2), true);
  });
}

Id Builder::constant_splat(Id type, uint64_t bits) {
  const TypeInfo& info = type_info(type);
  if (info.opcode != spv::Op::OpTypeVector) return constant_scalar(type, bits);
  const std::vector<Id> components(info.count, constant_scalar(info.element, bits));
  return constant_composite(type, components);
}

Id Builder::constant_composite(Id type, std::span<const Id> constituents) {
  std::vector<uint32_t> operands{type};
  operands.insert(operands.end(), constituents.begin(), constituents.end());
  return intern(constants_, spv::Op::OpConstantComposite, operands, true);
}

Id Builder::constant_null(Id type) {
  const uint32_t operands[] = {type};
  return intern(constants_, spv::Op::OpConstantNull, operands, true);
}

Id Builder::undef(Id type) {
  if (const Id known = get_by_id(undefs_, type); known != 0) return known;
  const uint32_t operands[] = {type};
  const Id id = intern(constants_, spv::Op::OpUndef, operands, true);
  set_by_id(undefs_, type, id);
  return id;
}

void Builder::set_result_type(Id value, Id type) { set_by_id(result_types_, value, type); }

Id Builder::spec_constant(Id type, uint32_t value) {
  const Id result = allocate_id();
  const uint32_t operands[] = {type, result, value};
  append_instruction(globals_, spv::Op::OpSpecConstant, operands);
  set_result_type(result, type);
  return result;
}

Id Builder::global_variable(Id pointer_type, spv::StorageClass storage_class, Id initializer) {
  const Id result = allocate_id();
  const uint32_t operands[] = {pointer_type, result, word(storage_class), initializer};
  append_instruction(globals_, spv::Op::OpVariable, std::span(operands).first(initializer != 0 ? 4 : 3));
  global_variables_.push_back(result);
  set_by_id(variable_storage_, result, word(storage_class) + 1);
  set_result_type(result, pointer_type);
  return result;
}

spv::StorageClass Builder::variable_storage_class(Id variable) const {
  const uint32_t storage = get_by_id(variable_storage_, variable);
  if (storage == 0) internal_error("not a variable");
  return static_cast<spv::StorageClass>(storage - 1);
}

// ---------------------------------------------------------------------------------
// Functions, blocks and the cursor.

Id Builder::begin_function(Id return_type, Id function_type, Id function_id) {
  if (function_) suspended_.push_back(std::move(function_));
  function_ = std::make_unique<FunctionBody>();
  const Id result = function_id != 0 ? function_id : allocate_id();
  const uint32_t operands[] = {return_type, result, word(spv::FunctionControlMask::MaskNone), function_type};
  append_instruction(function_->words, spv::Op::OpFunction, operands);
  return result;
}

void Builder::end_function() {
  if (!function_ || function_->label == 0) internal_error("end_function without blocks");
  if (!function_->terminated && function_->unterminated == 0) function_->unterminated = function_->label;
  if (function_->unterminated != 0)
    internal_error("block %" + std::to_string(function_->unterminated) + " has no terminator");
  append_instruction(function_->words, spv::Op::OpFunctionEnd, {});
  // Functions defined while another was emitted follow it in the module, so that the
  // outermost (the entry point's) comes first.
  if (!suspended_.empty()) {
    nested_functions_.push_back(std::move(function_));
    function_ = std::move(suspended_.back());
    suspended_.pop_back();
  } else {
    finished_functions_.push_back(std::move(function_));
    for (auto& nested : nested_functions_) finished_functions_.push_back(std::move(nested));
    nested_functions_.clear();
  }
}

Id Builder::function_parameter(Id type) {
  if (!function_ || function_->label != 0) internal_error("function parameter outside a function header");
  const Id result = allocate_id();
  append_instruction(function_->words, spv::Op::OpFunctionParameter, std::vector<uint32_t>{type, result});
  set_result_type(result, type);
  return result;
}

Id Builder::module_definition(const std::string& key, const std::function<Id()>& make) {
  if (auto found = module_definitions_.find(key); found != module_definitions_.end()) return found->second;
  const Id definition = make();
  module_definitions_.emplace(key, definition);
  return definition;
}

Id Builder::function_variable(Id pointer_type, Id initializer) {
  if (!function_) internal_error("function_variable outside a function");
  const Id result = allocate_id();
  const uint32_t operands[] = {pointer_type, result, word(spv::StorageClass::Function), initializer};
  append_instruction(function_->variables, spv::Op::OpVariable, std::span(operands).first(initializer != 0 ? 4 : 3));
  set_by_id(variable_storage_, result, word(spv::StorageClass::Function) + 1);
  set_result_type(result, pointer_type);
  return result;
}

void Builder::begin_block(Id label) {
  if (!function_) internal_error("begin_block outside a function");
  FunctionBody& body = *function_;
  if (body.label == 0) body.first_block = body.words.size();
  else if (!body.terminated && body.unterminated == 0) body.unterminated = body.label;
  uint32_t* words = body.words.append(2);
  words[0] = first_word(spv::Op::OpLabel, 2);
  words[1] = label;
  body.label = label;
  body.terminated = false;
}

void Builder::fail_no_cursor() const {
  if (!function_ || function_->label == 0) internal_error("no insertion block");
  internal_error("instruction after the terminator of %" + std::to_string(function_->label));
}

void Builder::declare_needs(spv::Op opcode) {
  required_opcodes_[static_cast<size_t>(opcode) & 0xFFFF] = true;
  require_capabilities(capabilities_for(opcode));
  add_extension(extension_for(opcode));
}

Id Builder::emit(spv::Op opcode, Id result_type, std::span<const uint32_t> operands) {
  const size_t count = operands.size() + 3;
  const uint32_t head = first_word(opcode, count);
  require_opcode(opcode);
  const Id result = allocate_id();
  uint32_t* words = words_at_cursor(count, false);
  words[0] = head;
  words[1] = result_type;
  words[2] = result;
  std::copy(operands.begin(), operands.end(), words + 3);
  set_result_type(result, result_type);
  if (no_contraction_ && is_contractible(opcode)) [[unlikely]]
    decorate(result, spv::Decoration::NoContraction);
  return result;
}

void Builder::emit_void(spv::Op opcode, std::span<const uint32_t> operands) {
  require_opcode(opcode);
  const size_t count = operands.size() + 1;
  const uint32_t head = first_word(opcode, count);
  uint32_t* words = words_at_cursor(count, is_terminator(opcode));
  words[0] = head;
  std::copy(operands.begin(), operands.end(), words + 1);
}

Id Builder::type_of(Id value) const {
  const Id type = get_by_id(result_types_, value);
  if (type == 0) internal_error("SPIR-V id " + std::to_string(value) + " has no known type");
  return type;
}

Id Builder::bitcast(Id to_type, Id value) {
  if (type_of(value) == to_type) return value;
  return emit(spv::Op::OpBitcast, to_type, {value});
}

Id Builder::select_constant(Id condition, Id type, uint64_t if_true, uint64_t if_false) {
  return emit(spv::Op::OpSelect, type, {condition, constant_splat(type, if_true), constant_splat(type, if_false)});
}

Id Builder::emit_glsl(uint32_t instruction, Id result_type, std::initializer_list<Id> operands) {
  std::vector<uint32_t> all{glsl_std_450(), instruction};
  all.insert(all.end(), operands.begin(), operands.end());
  return emit(spv::Op::OpExtInst, result_type, all);
}

// ---------------------------------------------------------------------------------

std::vector<uint32_t> Builder::finish() const {
  if (function_) internal_error("finish inside a function");
  std::vector<uint32_t> words{spv::MagicNumber, version_, 0, next_id_, 0};
  size_t size = words.size() + 2 * capabilities_.size() + 3;
  for (const auto* section :
       {&ext_inst_imports_, &entry_points_, &execution_modes_, &names_, &annotations_, &globals_})
    size += section->size();
  for (const auto& function : finished_functions_) size += function->words.size() + function->variables.size();
  words.reserve(size);
  for (spv::Capability capability : capabilities_) {
    const uint32_t operands[] = {word(capability)};
    append_instruction(words, spv::Op::OpCapability, operands);
  }
  for (const std::string& extension : extensions_) {
    std::vector<uint32_t> operands;
    append_string(operands, extension);
    append_instruction(words, spv::Op::OpExtension, operands);
  }
  words.insert(words.end(), ext_inst_imports_.begin(), ext_inst_imports_.end());
  const spv::AddressingModel addressing =
      physical_addressing_ ? spv::AddressingModel::PhysicalStorageBuffer64 : spv::AddressingModel::Logical;
  const uint32_t memory_model[] = {word(addressing),
                                   word(vulkan_memory_model_ ? spv::MemoryModel::Vulkan : spv::MemoryModel::GLSL450)};
  append_instruction(words, spv::Op::OpMemoryModel, memory_model);
  for (const auto* section : {&entry_points_, &execution_modes_, &names_, &annotations_, &globals_})
    words.insert(words.end(), section->begin(), section->end());
  for (const auto& function : finished_functions_) {
    // The variables follow the first OpLabel (two words) directly.
    const std::span<const uint32_t> body = function->words.words();
    const auto variables_at = body.begin() + static_cast<ptrdiff_t>(function->first_block + 2);
    words.insert(words.end(), body.begin(), variables_at);
    words.insert(words.end(), function->variables.begin(), function->variables.end());
    words.insert(words.end(), variables_at, body.end());
  }
  if (vulkan_memory_model_) make_shared_accesses_non_private(words);
  return words;
}

}  // namespace untangle::spirv_emit
