// Resource access: sampling, loads and stores of textures and buffers (typed, raw and
// structured), groupshared memory, queries and atomics, as the dx.op calls DXIL makes them.
// A resource operand's swizzle picks which of the result's components each destination
// component receives.
#include "dxbc/lifter.h"

namespace untangle::dxbc::lifting {

using dxil::DxOp;
using IrOp = dxil::Opcode;

namespace {

bool is_shader_model_5_1(const Program& program) { return program.major == 5 && program.minor >= 1; }

}  // namespace

uint32_t coordinate_count(ResourceDimension dimension) {
  switch (dimension) {
    case ResourceDimension::Buffer:
    case ResourceDimension::Texture1D: return 1;
    case ResourceDimension::Texture1DArray:
    case ResourceDimension::Texture2D:
    case ResourceDimension::Texture2DMS: return 2;
    case ResourceDimension::Texture2DArray:
    case ResourceDimension::Texture2DMSArray:
    case ResourceDimension::Texture3D:
    case ResourceDimension::TextureCube: return 3;
    case ResourceDimension::TextureCubeArray: return 4;
    default: return 1;
  }
}

uint32_t offset_count(ResourceDimension dimension) {
  switch (dimension) {
    case ResourceDimension::Texture1D:
    case ResourceDimension::Texture1DArray: return 1;
    case ResourceDimension::Texture3D: return 3;
    case ResourceDimension::TextureCube:
    case ResourceDimension::TextureCubeArray: return 0;
    default: return 2;
  }
}

const Resource& Lifter::resource(dxil::ResourceClass resource_class, const Operand& operand) const {
  if (operand.indices.empty()) fail(Status::MalformedInput, "a resource operand without its register");
  const uint32_t register_id = static_cast<uint32_t>(operand.indices[0].immediate);
  for (const Resource& candidate : resources)
    if (candidate.resource_class == resource_class && candidate.register_id == register_id) return candidate;
  static constexpr const char* kPrefixes[] = {"t", "u", "cb", "s"};
  fail(Status::MalformedInput, std::string(kPrefixes[static_cast<uint32_t>(resource_class)]) + std::to_string(register_id) +
                                   " is used but not declared");
}

const dxil::Value* Lifter::handle(const Resource& declared, const Operand& operand) {
  const dxil::Type* handle_type = ir_.named_struct("dx.types.Handle", {ir_.pointer(ir_.i8())});
  const auto create = [&](const dxil::Value* index, bool non_uniform) {
    return call(DxOp::CreateHandle, "dx.op.createHandle", handle_type,
                {ir_.i8_constant(static_cast<int64_t>(declared.resource_class)), i32(declared.id), index,
                 ir_.bool_constant(non_uniform)});
  };
  // SM 5.1 names a register of the range (which may be dynamic): a handle where it is used.
  if (is_shader_model_5_1(program_)) {
    if (operand.indices.size() < 2) fail(Status::MalformedInput, "an SM 5.1 resource operand without its register");
    return create(index_value(operand.indices[1]), operand.non_uniform);
  }
  // Otherwise one handle per resource and function, made in its entry block.
  const size_t position = static_cast<size_t>(&declared - resources.data());
  const dxil::Value*& made = handles_[{function_, position}];
  if (made == nullptr) made = in_entry([&] { return create(i32(declared.lower_bound), false); });
  return made;
}

Scalar result_scalar(const Resource& resource) {
  switch (resource.return_type[0]) {
    case ReturnType::Sint:
    case ReturnType::Uint: return Scalar::Int;
    case ReturnType::Mixed: return Scalar::Int;
    default: return resource.kind == dxil::ResourceKind::RawBuffer || resource.kind == dxil::ResourceKind::StructuredBuffer
                        ? Scalar::Int : Scalar::Float;
  }
}

void Lifter::lift_memory(const Instruction& feedback_or_plain) {
  // A sparse-feedback load is its plain form with the residency status as a second
  // destination (buffers are always resident: the status says so).
  Instruction instruction = feedback_or_plain;
  const Operand* status = nullptr;
  Operand status_operand;
  const auto plain = [&](Opcode opcode) {
    instruction.opcode = opcode;
    status_operand = instruction.operands.at(1);
    status = &status_operand;
    instruction.operands.erase(instruction.operands.begin() + 1);
  };
  if (feedback_or_plain.opcode == Opcode::LdUavTypedFeedback) plain(Opcode::LdUavTyped);
  if (feedback_or_plain.opcode == Opcode::LdRawFeedback) plain(Opcode::LdRaw);
  if (feedback_or_plain.opcode == Opcode::LdStructuredFeedback) plain(Opcode::LdStructured);
  const std::vector<Operand>& operands = instruction.operands;
  const bool is_load = instruction.opcode == Opcode::LdRaw || instruction.opcode == Opcode::LdStructured ||
                       instruction.opcode == Opcode::LdUavTyped;
  const bool structured = instruction.opcode == Opcode::LdStructured || instruction.opcode == Opcode::StoreStructured;
  const Operand& memory = is_load ? operands.at(structured ? 3 : 2) : operands.at(0);
  const dxil::Type* i32_type = ir_.i32();
  const auto member_of = [](const Operand& selector, uint32_t component) -> uint32_t {
    return selector.selection == ComponentSelection::Swizzle ? selector.swizzle[component]
           : selector.selection == ComponentSelection::Select1 ? selector.swizzle[0] : component;
  };
  if (memory.type == OperandType::ThreadGroupSharedMemory) {
    const uint32_t index = static_cast<uint32_t>(memory.indices.at(0).immediate);
    const auto found = shared_memory.find(index);
    if (found == shared_memory.end()) fail(Status::MalformedInput, "g" + std::to_string(index) + " is not declared");
    // The word an access starts at: a byte offset, or a structure's index and byte offset.
    const dxil::Value* byte_offset = read(operands.at(1), 0, Scalar::Int);
    if (structured) {
      const dxil::Value* element_offset = read(operands.at(2), 0, Scalar::Int);
      byte_offset = ir_.binary(block(), IrOp::Add, ir_.binary(block(), IrOp::Mul, byte_offset, i32(found->second.stride)),
                               element_offset);
    }
    const dxil::Value* first_word = ir_.binary(block(), IrOp::LShr, byte_offset, i32(2));
    const auto word_pointer = [&](uint32_t component) {
      const dxil::Value* word = component == 0 ? first_word : ir_.binary(block(), IrOp::Add, first_word, i32(component));
      return temp_word(found->second.words, word);
    };
    if (is_load) {
      std::vector<std::pair<uint32_t, const dxil::Value*>> values;
      for (uint32_t component : written_components(operands[0]))
        values.emplace_back(component, ir_.load(block(), word_pointer(member_of(memory, component))));
      for (const auto& [component, value] : values) write(operands[0], component, value);
    } else {
      const Operand& value = operands.at(structured ? 3 : 2);
      std::vector<std::pair<uint32_t, const dxil::Value*>> values;
      for (uint32_t component : written_components(memory)) values.emplace_back(component, read(value, component, Scalar::Int));
      for (const auto& [component, stored] : values) ir_.store(block(), stored, word_pointer(component));
    }
    return;
  }
  const bool is_uav = memory.type == OperandType::UnorderedAccessView;
  const Resource& declared = resource(is_uav ? dxil::ResourceClass::UnorderedAccess : dxil::ResourceClass::ShaderResource, memory);
  const dxil::Value* resource_handle = handle(declared, memory);
  const Scalar scalar = instruction.opcode == Opcode::LdUavTyped || instruction.opcode == Opcode::StoreUavTyped
                            ? result_scalar(declared) : Scalar::Int;
  const dxil::Type* element = type_of(scalar);
  const dxil::Type* result_type = res_ret_type(scalar);
  const std::string suffix = scalar == Scalar::Float ? ".f32" : ".i32";
  const bool typed_texture = declared.kind != dxil::ResourceKind::TypedBuffer &&
                             declared.kind != dxil::ResourceKind::RawBuffer &&
                             declared.kind != dxil::ResourceKind::StructuredBuffer;
  const auto addresses = [&](const Operand& address) {
    std::vector<const dxil::Value*> values;
    const uint32_t used = coordinate_count(declared.dimension);
    for (uint32_t component = 0; component < 3; ++component)
      values.push_back(component < used ? read(address, component, Scalar::Int) : ir_.undef(i32_type));
    return values;
  };
  if (is_load) {
    const dxil::Value* result = nullptr;
    if (typed_texture) {
      std::vector<const dxil::Value*> arguments{resource_handle, ir_.undef(i32_type)};
      for (const dxil::Value* value : addresses(operands[1])) arguments.push_back(value);
      for (int offset = 0; offset < 3; ++offset) arguments.push_back(ir_.undef(i32_type));
      result = call(DxOp::TextureLoad, "dx.op.textureLoad" + suffix, result_type, arguments);
    } else {
      const dxil::Value* first = read(operands.at(1), 0, Scalar::Int);
      const dxil::Value* second = structured ? read(operands.at(2), 0, Scalar::Int) : ir_.undef(i32_type);
      result = call(DxOp::BufferLoad, "dx.op.bufferLoad" + suffix, result_type, {resource_handle, first, second});
    }
    std::vector<std::pair<uint32_t, const dxil::Value*>> values;
    for (uint32_t component : written_components(operands[0]))
      values.emplace_back(component, ir_.extract_value(block(), result, member_of(memory, component)));
    for (const auto& [component, value] : values) write(operands[0], component, value);
    if (status != nullptr) {
      const dxil::Value* residency = ir_.extract_value(block(), result, 4);
      for (uint32_t component : written_components(*status)) write(*status, component, residency);
    }
    return;
  }
  const Operand& value = operands.at(structured ? 3 : 2);
  std::vector<const dxil::Value*> stored(4, ir_.undef(element));
  uint32_t mask = 0;
  for (uint32_t component : written_components(memory)) {
    stored[component] = read(value, component, scalar);
    mask |= 1u << component;
  }
  if (typed_texture) {
    std::vector<const dxil::Value*> arguments{resource_handle};
    for (const dxil::Value* coordinate : addresses(operands[1])) arguments.push_back(coordinate);
    arguments.insert(arguments.end(), stored.begin(), stored.end());
    arguments.push_back(ir_.i8_constant(mask));
    call(DxOp::TextureStore, "dx.op.textureStore" + suffix, ir_.void_type(), arguments);
    return;
  }
  const dxil::Value* first = read(operands.at(1), 0, Scalar::Int);
  const dxil::Value* second = structured ? read(operands.at(2), 0, Scalar::Int) : ir_.undef(i32_type);
  std::vector<const dxil::Value*> arguments{resource_handle, first, second};
  arguments.insert(arguments.end(), stored.begin(), stored.end());
  arguments.push_back(ir_.i8_constant(mask));
  call(DxOp::BufferStore, "dx.op.bufferStore" + suffix, ir_.void_type(), arguments);
}

void Lifter::lift_atomic(const Instruction& instruction) {
  const std::vector<Operand>& operands = instruction.operands;
  const dxil::Type* i32_type = ir_.i32();
  const Opcode opcode = instruction.opcode;
  if (opcode == Opcode::ImmAtomicAlloc || opcode == Opcode::ImmAtomicConsume) {
    const Resource& declared = resource(dxil::ResourceClass::UnorderedAccess, operands.at(1));
    const dxil::Value* result = call(DxOp::BufferUpdateCounter, "dx.op.bufferUpdateCounter", i32_type,
                                     {handle(declared, operands[1]), ir_.i8_constant(opcode == Opcode::ImmAtomicAlloc ? 1 : -1)});
    for (uint32_t component : written_components(operands[0])) write(operands[0], component, result);
    return;
  }
  const bool returns = opcode >= Opcode::ImmAtomicIAdd;
  const size_t first = returns ? 1 : 0;  // the memory operand
  const Operand& memory = operands.at(first);
  const Operand& address = operands.at(first + 1);
  const bool exchange = opcode == Opcode::AtomicCmpStore || opcode == Opcode::ImmAtomicCmpExch;
  const dxil::Value* compared = exchange ? read(operands.at(first + 2), 0, Scalar::Int) : nullptr;
  const dxil::Value* value = read(operands.at(first + (exchange ? 3 : 2)), 0, Scalar::Int);
  // DXIL's AtomicBinOp codes, and LLVM's operations for groupshared memory.
  uint32_t code = 0;
  dxil::AtomicRMWOperation operation = dxil::AtomicRMWOperation::Add;
  switch (opcode) {
    case Opcode::AtomicIAdd: case Opcode::ImmAtomicIAdd: code = 0; operation = dxil::AtomicRMWOperation::Add; break;
    case Opcode::AtomicAnd: case Opcode::ImmAtomicAnd: code = 1; operation = dxil::AtomicRMWOperation::And; break;
    case Opcode::AtomicOr: case Opcode::ImmAtomicOr: code = 2; operation = dxil::AtomicRMWOperation::Or; break;
    case Opcode::AtomicXor: case Opcode::ImmAtomicXor: code = 3; operation = dxil::AtomicRMWOperation::Xor; break;
    case Opcode::AtomicIMin: case Opcode::ImmAtomicIMin: code = 4; operation = dxil::AtomicRMWOperation::Min; break;
    case Opcode::AtomicIMax: case Opcode::ImmAtomicIMax: code = 5; operation = dxil::AtomicRMWOperation::Max; break;
    case Opcode::AtomicUMin: case Opcode::ImmAtomicUMin: code = 6; operation = dxil::AtomicRMWOperation::UMin; break;
    case Opcode::AtomicUMax: case Opcode::ImmAtomicUMax: code = 7; operation = dxil::AtomicRMWOperation::UMax; break;
    case Opcode::ImmAtomicExch: code = 8; operation = dxil::AtomicRMWOperation::Xchg; break;
    default: break;
  }
  const dxil::Value* result = nullptr;
  if (memory.type == OperandType::ThreadGroupSharedMemory) {
    const uint32_t index = static_cast<uint32_t>(memory.indices.at(0).immediate);
    const auto found = shared_memory.find(index);
    if (found == shared_memory.end()) fail(Status::MalformedInput, "g" + std::to_string(index) + " is not declared");
    // Raw memory is addressed by byte; structured memory by structure, then byte in it.
    const dxil::Value* byte_offset = read(address, 0, Scalar::Int);
    if (found->second.structured)
      byte_offset = ir_.binary(block(), IrOp::Add, ir_.binary(block(), IrOp::Mul, byte_offset, i32(found->second.stride)),
                               read(address, 1, Scalar::Int));
    const dxil::Value* pointer = temp_word(found->second.words, ir_.binary(block(), IrOp::LShr, byte_offset, i32(2)));
    if (exchange) {
      result = ir_.extract_value(block(), ir_.compare_exchange(block(), pointer, compared, value), 0);
    } else {
      result = ir_.atomic_rmw(block(), operation, pointer, value);
    }
  } else {
    const Resource& declared = resource(dxil::ResourceClass::UnorderedAccess, memory);
    const uint32_t used = declared.kind == dxil::ResourceKind::StructuredBuffer ? 2
                          : declared.kind == dxil::ResourceKind::RawBuffer       ? 1
                                                                                  : coordinate_count(declared.dimension);
    std::vector<const dxil::Value*> arguments{handle(declared, memory)};
    if (!exchange) arguments.push_back(i32(code));
    for (uint32_t component = 0; component < 3; ++component)
      arguments.push_back(component < used ? read(address, component, Scalar::Int) : ir_.undef(i32_type));
    if (exchange) arguments.push_back(compared);
    arguments.push_back(value);
    result = exchange ? call(DxOp::AtomicCompareExchange, "dx.op.atomicCompareExchange.i32", i32_type, arguments)
                      : call(DxOp::AtomicBinOp, "dx.op.atomicBinOp.i32", i32_type, arguments);
  }
  if (returns)
    for (uint32_t component : written_components(operands[0])) write(operands[0], component, result);
}

}  // namespace untangle::dxbc::lifting
