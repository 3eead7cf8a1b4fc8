// GlobalTable and PointerTable: variables for globals and allocas, access chains for
// getelementptr, and pointer casts that only change the view of memory: to the same SPIR-V
// type, or to scalars of the same widths (DXBC's typeless registers viewed as float or int).
#include "spirv_emit/pointers.h"

#include <algorithm>

#include "dxil/ir_cast.h"
#include "spirv_emit/error.h"
#include "spirv_emit/execution_modes.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

namespace {

bool is_scalar(const dxil::Type* type) {
  return type->kind == dxil::TypeKind::Integer || type->kind == dxil::TypeKind::Half ||
         type->kind == dxil::TypeKind::Float || type->kind == dxil::TypeKind::Double;
}

uint32_t scalar_bits(const dxil::Type* type) {
  switch (type->kind) {
    case dxil::TypeKind::Half: return 16;
    case dxil::TypeKind::Float: return 32;
    case dxil::TypeKind::Double: return 64;
    default: return type->bit_width;
  }
}

// Whether memory of type `a` can be read as type `b` element by element: the same shape,
// and scalars of the same width in the same places.
bool same_layout(const dxil::Type* a, const dxil::Type* b) {
  if (is_scalar(a) || is_scalar(b))
    return is_scalar(a) && is_scalar(b) && scalar_bits(a) == scalar_bits(b) && scalar_bits(a) > 1;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case dxil::TypeKind::Array:
    case dxil::TypeKind::Vector: return a->element_count == b->element_count && same_layout(a->element, b->element);
    case dxil::TypeKind::Struct:
      if (a->members.size() != b->members.size()) return false;
      for (size_t i = 0; i < a->members.size(); ++i)
        if (!same_layout(a->members[i], b->members[i])) return false;
      return true;
    default: return false;
  }
}

// The type a getelementptr's indices after the first select in `type`.
const dxil::Type* indexed_type(const dxil::Type* type, std::span<const dxil::Value* const> indices) {
  for (size_t i = 1; i < indices.size() && type != nullptr; ++i)
    type = type->kind == dxil::TypeKind::Struct ? type->members.at(constant_integer(indices[i], "struct member index"))
                                                : type->element;
  return type;
}

bool is_pointer_cast(dxil::Opcode opcode) {
  return opcode == dxil::Opcode::BitCast || opcode == dxil::Opcode::AddrSpaceCast;
}

// The pieces of a pointer-making instruction or constant expression: its base, and whether
// it is a cast (otherwise a getelementptr). False for anything else.
bool pointer_step(const dxil::Value* value, const dxil::Value*& base, bool& is_cast) {
  if (const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value)) {
    if (instruction->operands.empty()) return false;
    is_cast = is_pointer_cast(instruction->opcode);
    if (!is_cast && instruction->opcode != dxil::Opcode::GetElementPtr) return false;
    base = instruction->operands[0];
    return true;
  }
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  if (constant == nullptr || constant->constant_kind != dxil::ConstantKind::Expression || constant->elements.empty())
    return false;
  is_cast = is_pointer_cast(constant->expression_opcode);
  if (!is_cast && constant->expression_opcode != dxil::Opcode::GetElementPtr) return false;
  base = constant->elements[0];
  return true;
}

bool holds_cast_expression(std::span<const dxil::PoolPtr<dxil::Constant>> constants) {
  return std::any_of(constants.begin(), constants.end(), [](const dxil::PoolPtr<dxil::Constant>& constant) {
    return constant->constant_kind == dxil::ConstantKind::Expression && is_pointer_cast(constant->expression_opcode);
  });
}

// The alloca or global a pointer points into, through getelementptrs and casts; null when
// it is neither (a function parameter, a pointer an operation made).
const dxil::Value* memory_object(const dxil::Value* value) {
  for (;;) {
    if (value->kind == dxil::ValueKind::GlobalVariable) return value;
    if (const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value);
        instruction != nullptr && instruction->opcode == dxil::Opcode::Alloca)
      return value;
    const dxil::Value* base = nullptr;
    bool is_cast = false;
    if (!pointer_step(value, base, is_cast)) return nullptr;
    value = base;
  }
}

uint64_t round_up(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

uint64_t power_of_two_at_least(uint64_t value) {
  uint64_t result = 1;
  while (result < value) result *= 2;
  return result;
}

uint64_t scalar_size(const dxil::Type* type) {
  const uint32_t bits = scalar_bits(type);
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    unsupported("memory viewed through casts between types of different layouts holds " + std::to_string(bits) +
                "-bit values: only 8-, 16-, 32- and 64-bit ones are supported");
  return bits / 8;
}

// Puts the `size` low bytes of `bits` at byte `offset` of `words` (little-endian, as D3D's
// memory is).
void put_bytes(std::vector<uint32_t>& words, uint64_t offset, uint64_t bits, uint64_t size) {
  for (uint64_t byte = 0; byte < size; ++byte) {
    const uint64_t at = offset + byte;
    const uint32_t shift = static_cast<uint32_t>(at % 4) * 8;
    words.at(at / 4) =
        (words.at(at / 4) & ~(0xFFu << shift)) | (static_cast<uint32_t>((bits >> (8 * byte)) & 0xFF) << shift);
  }
}

// Raw 32-bit words of a constant of `type` (an initializer of word memory), at `offset`.
void constant_words(const dxil::Value* value, const dxil::Type* type, uint64_t offset, std::vector<uint32_t>& words) {
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  if (constant == nullptr) unsupported("initializer of memory viewed as another layout is not a constant");
  if (constant->constant_kind == dxil::ConstantKind::Undef || constant->constant_kind == dxil::ConstantKind::Null)
    return;  // the words start as zero
  if (is_scalar(type)) {
    uint64_t bits = 0;
    if (constant->constant_kind == dxil::ConstantKind::Integer)
      bits = static_cast<uint64_t>(constant->integer);
    else if (constant->constant_kind == dxil::ConstantKind::Float)
      bits = constant->float_bits;
    else
      unsupported("initializer of memory viewed as another layout has an unexpected constant");
    put_bytes(words, offset, bits, scalar_size(type));
    return;
  }
  if (type->kind == dxil::TypeKind::Struct) {
    if (constant->constant_kind != dxil::ConstantKind::Aggregate || constant->elements.size() != type->members.size())
      unsupported("initializer of memory viewed as another layout has an unexpected constant");
    for (size_t i = 0; i < type->members.size(); ++i)
      constant_words(constant->elements[i], type->members[i], offset + member_offset(type, i), words);
    return;
  }
  const uint64_t stride = memory_size(type->element);
  if (constant->constant_kind == dxil::ConstantKind::Data) {
    for (size_t i = 0; i < constant->data.size(); ++i) put_bytes(words, offset + i * stride, constant->data[i], stride);
    return;
  }
  if (constant->constant_kind == dxil::ConstantKind::String) {
    for (size_t i = 0; i < constant->bytes.size(); ++i) put_bytes(words, offset + i, constant->bytes[i], 1);
    return;
  }
  if (constant->constant_kind != dxil::ConstantKind::Aggregate)
    unsupported("initializer of memory viewed as another layout has an unexpected constant");
  for (size_t i = 0; i < constant->elements.size(); ++i)
    constant_words(constant->elements[i], type->element, offset + i * stride, words);
}

}  // namespace

uint64_t memory_alignment(const dxil::Type* type) {
  if (is_scalar(type)) return scalar_size(type);
  switch (type->kind) {
    case dxil::TypeKind::Vector: return power_of_two_at_least(memory_size(type->element) * type->element_count);
    case dxil::TypeKind::Array: return memory_alignment(type->element);
    case dxil::TypeKind::Struct: {
      uint64_t alignment = 1;
      if (!type->is_packed)
        for (const dxil::Type* member : type->members) alignment = std::max(alignment, memory_alignment(member));
      return alignment;
    }
    default: unsupported("memory viewed as another layout holds a value of an unexpected type");
  }
}

uint64_t memory_size(const dxil::Type* type) {
  if (is_scalar(type)) return scalar_size(type);
  switch (type->kind) {
    case dxil::TypeKind::Vector: return memory_alignment(type);
    case dxil::TypeKind::Array: return memory_size(type->element) * type->element_count;
    case dxil::TypeKind::Struct:
      return type->members.empty()
                 ? 0
                 : round_up(member_offset(type, type->members.size() - 1) + memory_size(type->members.back()),
                            memory_alignment(type));
    default: unsupported("memory viewed as another layout holds a value of an unexpected type");
  }
}

uint64_t member_offset(const dxil::Type* structure, size_t member) {
  uint64_t offset = 0;
  for (size_t i = 0; i <= member; ++i) {
    if (!structure->is_packed) offset = round_up(offset, memory_alignment(structure->members[i]));
    if (i < member) offset += memory_size(structure->members[i]);
  }
  return offset;
}

void GlobalTable::find_word_memory(std::span<const dxil::Function* const> functions, const dxil::Module* module) {
  translated_functions_.assign(functions.begin(), functions.end());
  // Constant expressions (a cast or getelementptr of a global, nested) come from the
  // constants blocks of the module and of the functions that use them. Where none of those
  // holds a cast, as in most modules, only cast instructions need checking.
  bool expressions_may_cast = module == nullptr || holds_cast_expression(module->constants);
  for (const dxil::Function* function : functions)
    expressions_may_cast = expressions_may_cast || holds_cast_expression(function->constants);
  for (const dxil::Function* function : functions) find_word_memory(*function, expressions_may_cast);
}

void GlobalTable::find_word_memory(const dxil::Function& function, bool expressions_may_cast) {
  // A cast is a new view; one between types of different layouts makes its object words. A
  // library's resource global viewed as its class is never accessed as memory.
  const auto check = [&](const dxil::Value* value) {
    const dxil::Value* base = nullptr;
    bool is_cast = false;
    if (!pointer_step(value, base, is_cast) || !is_cast) return;
    const dxil::Type* from = base->type != nullptr ? base->type->element : nullptr;
    const dxil::Type* to = value->type != nullptr ? value->type->element : nullptr;
    // i8* is LLVM's untyped pointer, which only intrinsics without semantics take
    // (llvm.lifetime.*): DXIL reads and writes no 8-bit memory.
    if (from == nullptr || to == nullptr || from == to || same_layout(from, to) || to->is_integer(8)) return;
    if (const dxil::Value* object = memory_object(value)) word_memory_.insert(object);
  };
  // Every cast instruction is checked once, as itself; constant expressions are reached
  // through the operands that use them, and shared between instructions. No other value can
  // be a cast.
  std::unordered_set<const dxil::Value*> seen_expressions;
  std::vector<const dxil::Constant*> pending;
  const auto follow = [&](const dxil::Value* value) {
    const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
    if (constant != nullptr && constant->constant_kind == dxil::ConstantKind::Expression &&
        seen_expressions.insert(constant).second)
      pending.push_back(constant);
  };
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions) {
      if (is_pointer_cast(instruction->opcode)) check(instruction.get());
      if (!expressions_may_cast) continue;
      for (const dxil::Value* operand : instruction->operands) follow(operand);
      while (!pending.empty()) {
        const dxil::Constant* expression = pending.back();
        pending.pop_back();
        check(expression);
        for (const dxil::Value* element : expression->elements) follow(element);
      }
    }
}

Pointer GlobalTable::variable(const dxil::GlobalVariable& global, ValueTable& values) {
  if (auto found = variables_.find(&global); found != variables_.end()) return found->second;
  spv::StorageClass storage_class;
  // Address spaces 2 and 5 hold constants of the shader itself (the DXBC converter's
  // immediate constant buffer, dx.icb): a Private variable with their initializer.
  const bool shader_constant =
      (global.address_space == 2 || global.address_space == 5) && global.is_constant && global.initializer != nullptr;
  if (task_payloads_.count(&global) != 0) {
    storage_class = spv::StorageClass::TaskPayloadWorkgroupEXT;
  } else if (global.address_space == 3) {
    // Groupshared memory is a thread group's, which only these stages have (DXIL validation
    // refuses it elsewhere, and Vulkan has Workgroup storage in them alone).
    if (!has_thread_groups(stage_))
      throw TranslateError("groupshared @" + global.name + " in a " + std::string(dxil::shader_kind_name(stage_)) +
                               " shader: only compute, mesh, amplification and node shaders have groupshared memory",
                           {}, {}, {}, Status::MalformedInput);
    storage_class = spv::StorageClass::Workgroup;
  } else if (global.address_space == 0 || shader_constant) {
    storage_class = spv::StorageClass::Private;
  } else {
    unsupported("global @" + global.name + " in address space " + std::to_string(global.address_space) +
                " is not supported");
  }
  if (is_word_memory(&global)) {
    const uint64_t size = memory_size(global.value_type);
    const uint32_t count = static_cast<uint32_t>(std::max<uint64_t>(1, (size + 3) / 4));
    const Id array = builder_.type_array(types_.uint(), count);
    Id initializer = 0;
    if (storage_class == spv::StorageClass::Private && global.initializer != nullptr &&
        global.initializer->constant_kind != dxil::ConstantKind::Undef) {
      std::vector<uint32_t> words(count, 0);
      constant_words(global.initializer, global.value_type, 0, words);
      std::vector<Id> constituents;
      for (const uint32_t word : words) constituents.push_back(types_.uint_constant(word));
      initializer = builder_.constant_composite(array, constituents);
    }
    const Id variable =
        builder_.global_variable(builder_.type_pointer(storage_class, array), storage_class, initializer);
    builder_.set_name(variable, global.name);
    Pointer pointer{variable, storage_class, global.value_type, true};
    pointer.words = true;
    return variables_.emplace(&global, pointer).first->second;
  }
  Id initializer = 0;
  // Private globals keep their initializer (dx.break.cond's zero included, so the branch it
  // guards stays a real branch); Workgroup memory cannot be initialized.
  if (storage_class == spv::StorageClass::Private && global.initializer != nullptr &&
      global.initializer->constant_kind != dxil::ConstantKind::Undef)
    initializer = values.constant(*global.initializer);
  const Id variable = builder_.global_variable(builder_.type_pointer(storage_class, types_.lower(global.value_type)),
                                               storage_class, initializer);
  builder_.set_name(variable, global.name);
  return variables_.emplace(&global, Pointer{variable, storage_class, global.value_type, true}).first->second;
}

Pointer GlobalTable::mesh_payload(const dxil::Type* pointee) {
  if (mesh_payload_.id != 0) {
    if (types_.lower(pointee) != types_.lower(mesh_payload_.pointee)) unsupported("mesh payloads of two types");
    return mesh_payload_;
  }
  const spv::StorageClass storage_class = spv::StorageClass::TaskPayloadWorkgroupEXT;
  const Id variable =
      builder_.global_variable(builder_.type_pointer(storage_class, types_.lower(pointee)), storage_class);
  builder_.set_name(variable, "payload");
  mesh_payload_ = Pointer{variable, storage_class, pointee};
  return mesh_payload_;
}

Pointer PointerTable::alloca_variable(const dxil::Instruction& instruction) {
  if (instruction.array_size != nullptr && constant_integer(instruction.array_size, "alloca size") != 1)
    unsupported("alloca of several objects is not supported");
  if (globals_.is_word_memory(&instruction)) {
    const uint64_t size = memory_size(instruction.access_type);
    const Id array = builder_.type_array(types_.uint(), static_cast<uint32_t>(std::max<uint64_t>(1, (size + 3) / 4)));
    const Id variable = builder_.function_variable(builder_.type_pointer(spv::StorageClass::Function, array));
    builder_.set_name(variable, instruction.name);
    Pointer pointer{variable, spv::StorageClass::Function, instruction.access_type, true};
    pointer.words = true;
    return function_pointers_.emplace(&instruction, pointer).first->second;
  }
  const Id variable = builder_.function_variable(
      builder_.type_pointer(spv::StorageClass::Function, types_.lower(instruction.access_type)));
  builder_.set_name(variable, instruction.name);
  return function_pointers_
      .emplace(&instruction, Pointer{variable, spv::StorageClass::Function, instruction.access_type, true})
      .first->second;
}

Pointer PointerTable::pointer(const dxil::Value* value) {
  const Pointer result = access(value);
  if (result.past_object)
    unsupported(
        "a pointer past the end of its object (a constant index beyond its array's bound) is only "
        "supported in loads, stores and atomics");
  if (result.words)
    unsupported(
        "a pointer into memory viewed through casts between types of different layouts is only "
        "supported in loads, stores and atomics");
  return result;
}

Pointer PointerTable::access(const dxil::Value* value) {
  if (value == nullptr) unsupported("missing pointer operand");
  if (const auto* global = dxil::dyn_cast<dxil::GlobalVariable>(value)) return globals_.variable(*global, values_);
  if (auto found = function_pointers_.find(value); found != function_pointers_.end()) return found->second;
  if (auto found = block_pointers_.find(value); found != block_pointers_.end()) return found->second;

  const dxil::Value* base = nullptr;
  const dxil::Type* source_type = nullptr;
  std::span<const dxil::Value* const> indices;
  bool is_cast = false;
  if (const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value)) {
    switch (instruction->opcode) {
      case dxil::Opcode::Alloca: return alloca_variable(*instruction);
      case dxil::Opcode::GetElementPtr:
        base = instruction->operands.at(0);
        source_type = instruction->access_type;
        indices = std::span<const dxil::Value* const>(instruction->operands).subspan(1);
        break;
      case dxil::Opcode::BitCast:
      case dxil::Opcode::AddrSpaceCast:
        base = instruction->operands.at(0);
        is_cast = true;
        break;
      default:
        unsupported(std::string("pointer produced by '") + std::string(dxil::opcode_name(instruction->opcode)) +
                    "' is not supported");
    }
  } else if (const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
             constant != nullptr && constant->constant_kind == dxil::ConstantKind::Expression) {
    if (constant->expression_opcode == dxil::Opcode::GetElementPtr) {
      base = constant->elements.at(0);
      source_type = constant->source_element_type;
      indices = std::span<const dxil::Value* const>(constant->elements).subspan(1);
    } else if (constant->expression_opcode == dxil::Opcode::BitCast ||
               constant->expression_opcode == dxil::Opcode::AddrSpaceCast) {
      base = constant->elements.at(0);
      is_cast = true;
    } else {
      unsupported("pointer constant expression is not supported");
    }
  } else {
    unsupported("pointer operand of unsupported kind");
  }

  Pointer result;
  if (is_cast) {
    // A cast only changes the view: loads and stores through it reinterpret the bits (word
    // memory converts each access).
    result = access(base);
    const dxil::Type* pointee = value->type->element;
    if (pointee == nullptr ||
        (!result.words && !result.past_object && types_.lower(pointee) != types_.lower(result.pointee) &&
         !same_layout(pointee, result.pointee)))
      unsupported("pointer cast between types of different layouts is not supported outside allocas and globals");
    result.pointee = pointee;
  } else {
    result = getelementptr(*base, source_type, indices);
  }
  block_pointers_.emplace(value, result);
  return result;
}

Pointer PointerTable::getelementptr(const dxil::Value& base, const dxil::Type* source_type,
                                    std::span<const dxil::Value* const> indices) {
  const Pointer base_pointer = access(&base);
  if (indices.empty()) return base_pointer;
  // Indices are integers wider than a boolean (LLVM would sign-extend an i1's true to -1);
  // the reader does not check what the bitcode says.
  for (size_t i = 0; i < indices.size(); ++i)
    if (indices[i]->type == nullptr || indices[i]->type->kind != dxil::TypeKind::Integer ||
        indices[i]->type->bit_width < 8)
      throw TranslateError("getelementptr index " + std::to_string(i) + " is not an integer of 8 bits or more", {}, {},
                           {}, Status::MalformedInput);
  const dxil::Type* source = source_type != nullptr ? source_type : base_pointer.pointee;
  const auto past_object = [&] {
    Pointer past{0, base_pointer.storage_class, indexed_type(source, indices)};
    past.past_object = true;
    return past;
  };
  if (base_pointer.past_object) return past_object();
  if (base_pointer.words) return word_getelementptr(base_pointer, source, indices);
  // The first index steps over whole objects: any but 0 leaves the object (a declaration:
  // a variable, or a parameter standing for one).
  if (constant_integer(indices[0], "first getelementptr index") != 0) {
    if (base_pointer.declaration) return past_object();
    unsupported("getelementptr that steps from an element to another (pointer arithmetic) is not supported");
  }
  // `current` walks the DXIL view's type, `stored` the SPIR-V type of the memory under it
  // (they differ after a cast between views of the same layout).
  const dxil::Type* current = source;
  Id stored = builder_.type_info(builder_.type_of(base_pointer.id)).element;
  std::vector<uint32_t> operands{base_pointer.id};
  for (size_t i = 1; i < indices.size(); ++i) {
    if (current->kind == dxil::TypeKind::Struct) {
      const uint64_t member = constant_integer(indices[i], "struct member index");
      if (member >= current->members.size()) unsupported("struct member index out of range");
      operands.push_back(builder_.constant_uint(static_cast<uint32_t>(member)));
      current = current->members[member];
      stored = builder_.type_info(stored).members.at(member);
    } else if (current->kind == dxil::TypeKind::Array || current->kind == dxil::TypeKind::Vector) {
      // A constant index past the bound of the object's own array leaves the object (DXC's
      // unrolled loops keep such indices in code that runs for other wave sizes); past an
      // inner array's bound it would name another element of the object.
      if (indices[i]->kind == dxil::ValueKind::Constant &&
          constant_integer(indices[i], "array index") >= current->element_count) {
        if (i == 1 && base_pointer.declaration) return past_object();
        unsupported("getelementptr index " + std::to_string(constant_integer(indices[i], "array index")) +
                    " is past the bound of an inner array of " + std::to_string(current->element_count) + " elements");
      }
      operands.push_back(values_.value(indices[i]));
      current = current->element;
      stored = builder_.type_info(stored).element;
    } else {
      unsupported("getelementptr indexes into a scalar");
    }
  }
  if (operands.size() == 1)
    return Pointer{base_pointer.id, base_pointer.storage_class, current, base_pointer.declaration};
  const Id chain =
      builder_.emit(spv::Op::OpAccessChain, builder_.type_pointer(base_pointer.storage_class, stored), operands);
  return Pointer{chain, base_pointer.storage_class, current};
}

// A getelementptr into word memory adds the byte offsets of its indices (in the DXIL data
// layout) to the pointer's.
Pointer PointerTable::word_getelementptr(const Pointer& base, const dxil::Type* source,
                                         std::span<const dxil::Value* const> indices) {
  Pointer result = base;
  result.declaration = false;
  const Id uint = types_.uint();
  const auto add_scaled = [&](const dxil::Value* index, uint64_t stride) {
    // An undefined index may be any: the first element's (dxilconv writes `i32 undef` for
    // the offset of an atomic on a thread-group array's start).
    if (is_undef(index)) return;
    if (index->kind == dxil::ValueKind::Constant) {
      result.constant_offset += constant_integer(index, "getelementptr index") * stride;
      return;
    }
    // Dynamic offsets count words where the stride is whole words, else bytes.
    Id term = values_.value(index);
    if (types_.scalar_width(builder_.type_of(term)) != 32) term = builder_.emit(spv::Op::OpSConvert, uint, {term});
    term = builder_.bitcast(uint, term);
    const bool whole_words = stride % 4 == 0;
    const uint64_t unit_stride = whole_words ? stride / 4 : stride;
    if (unit_stride != 1)
      term = builder_.emit(spv::Op::OpIMul, uint, {term, types_.uint_constant(static_cast<uint32_t>(unit_stride))});
    Id& offset = whole_words ? result.word_offset : result.byte_offset;
    offset = offset == 0 ? term : builder_.emit(spv::Op::OpIAdd, uint, {offset, term});
  };
  const dxil::Type* current = source;
  add_scaled(indices[0], memory_size(current));
  for (size_t i = 1; i < indices.size(); ++i) {
    if (current->kind == dxil::TypeKind::Struct) {
      const uint64_t member = constant_integer(indices[i], "struct member index");
      if (member >= current->members.size()) unsupported("struct member index out of range");
      result.constant_offset += member_offset(current, member);
      current = current->members[member];
    } else if (current->kind == dxil::TypeKind::Array || current->kind == dxil::TypeKind::Vector) {
      add_scaled(indices[i], memory_size(current->element));
      current = current->element;
    } else {
      unsupported("getelementptr indexes into a scalar");
    }
  }
  result.pointee = current;
  // A constant offset outside the object (negative ones wrap to large ones) leaves it.
  const uint64_t object_size = 4ull * builder_.type_info(builder_.type_info(builder_.type_of(base.id)).element).count;
  if (result.word_offset == 0 && result.byte_offset == 0 &&
      result.constant_offset + memory_size(current) > object_size) {
    Pointer past{0, base.storage_class, current};
    past.past_object = true;
    return past;
  }
  return result;
}

}  // namespace untangle::spirv_emit
