// The module reader's TYPE_BLOCK: builds the type table, interning every literal type so
// that equal types are one object, and rejects forward references other than to named
// structs, structs that contain themselves, and nesting deep enough to threaten callers
// that walk types recursively.

#include "common/pointer_map.h"
#include "dxil/bitcode_codes.h"
#include "dxil/error.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil::reading {
namespace {

constexpr uint32_t kMaxIntegerWidth = (1u << 23) - 1;
constexpr uint32_t kMaxAddressSpace = 0xFFFFFF;
constexpr size_t kMaxTypeNesting = 64;

bool is_first_class(const Type* type) {
  return type->kind != TypeKind::Void && type->kind != TypeKind::Label && type->kind != TypeKind::Metadata &&
         type->kind != TypeKind::Function;
}

bool is_vector_element(const Type* type) {
  return type->kind == TypeKind::Integer || type->is_floating_point() || type->kind == TypeKind::Pointer;
}

// Types reachable from `type` by value or by being written out in its text: what a
// recursive walk descends into. Named structs are leaves unless `type` itself is one.
template <typename Visit>
void for_each_component(const Type* type, Visit visit) {
  if (type->element != nullptr) visit(type->element);
  if (type->return_type != nullptr) visit(type->return_type);
  for (const Type* member : type->members) visit(member);
}

}  // namespace

const Type* ModuleReader::intern(const Type& prototype) {
  TypeKey key{prototype.kind,      prototype.bit_width,     prototype.address_space,
              prototype.element,   prototype.element_count, prototype.return_type,
              prototype.is_vararg, prototype.is_packed,     prototype.members};
  const auto found = interned_types_.find(key);
  if (found != interned_types_.end()) return found->second;
  auto created = std::make_unique<Type>(prototype);
  const Type* result = created.get();
  module_.types.push_back(std::move(created));
  interned_types_.emplace(std::move(key), result);
  return result;
}

// Instructions ask for void, label and i1 all the time: these two skip the intern map.
const Type* ModuleReader::simple_type(TypeKind kind) {
  const Type*& cached = simple_types_[static_cast<size_t>(kind)];
  if (cached == nullptr) {
    Type prototype;
    prototype.kind = kind;
    cached = intern(prototype);
  }
  return cached;
}

const Type* ModuleReader::integer_type(uint32_t width) {
  const Type*& cached = integer_types_[width];
  if (cached == nullptr) {
    Type prototype;
    prototype.kind = TypeKind::Integer;
    prototype.bit_width = width;
    cached = intern(prototype);
  }
  return cached;
}

const Type* ModuleReader::pointer_to(const Type* element, uint32_t address_space) {
  Type prototype;
  prototype.kind = TypeKind::Pointer;
  prototype.address_space = address_space;
  prototype.element = uses_opaque_pointers_ ? nullptr : element;
  return intern(prototype);
}

const Type* ModuleReader::vector_of(const Type* element, uint64_t count) {
  Type prototype;
  prototype.kind = TypeKind::Vector;
  prototype.element = element;
  prototype.element_count = count;
  return intern(prototype);
}

const Type* ModuleReader::boolean_like(const Type* operand_type) {
  const Type* boolean = integer_type(1);
  return operand_type->kind == TypeKind::Vector ? vector_of(boolean, operand_type->element_count) : boolean;
}

const Type* ModuleReader::literal_struct(std::vector<const Type*> members) {
  Type prototype;
  prototype.kind = TypeKind::Struct;
  prototype.members = std::move(members);
  return intern(prototype);
}

const Type* ModuleReader::pointee(const Type* pointer_type, const char* what) const {
  if (pointer_type->kind != TypeKind::Pointer) fail(std::string(what) + " is not a pointer");
  if (pointer_type->element == nullptr) fail(std::string(what) + " is an opaque pointer, but the record gives no type");
  return pointer_type->element;
}

const Type* ModuleReader::type_by_id(uint64_t id) const {
  if (id >= type_table_.size()) {
    fail("type id " + std::to_string(id) + " is out of range (" + std::to_string(type_table_.size()) + " types)");
  }
  return type_table_[static_cast<size_t>(id)];
}

// The named struct object for type id `id`: the placeholder made by an earlier forward
// reference, or a new one.
// Placeholders join Module::types only at their definition, which keeps that list in
// TYPE_BLOCK order.
Type* ModuleReader::named_struct_for(uint64_t id, bool for_definition) {
  auto found = forward_structs_.find(id);
  if (found == forward_structs_.end()) {
    auto created = std::make_unique<Type>();
    created->kind = TypeKind::Struct;
    created->is_opaque = true;
    found = forward_structs_.emplace(id, std::move(created)).first;
  }
  Type* result = found->second.get();
  if (for_definition) {
    module_.types.push_back(std::move(found->second));
    forward_structs_.erase(found);
  }
  return result;
}

void ModuleReader::read_type_block() {
  if (type_table_read_) fail("a second TYPE_BLOCK");
  type_table_read_ = true;
  std::string pending_name;
  bool has_forward_reference = false;
  // Type operands inside the block may name later ids, but only as named structs.
  const auto reference = [&](uint64_t id) -> const Type* {
    if (id < type_table_.size()) return type_table_[static_cast<size_t>(id)];
    if (id >= declared_type_count_) {
      fail("type id " + std::to_string(id) + " is out of range (NUMENTRY declares " +
           std::to_string(declared_type_count_) + ")");
    }
    has_forward_reference = true;
    return named_struct_for(id, false);
  };
  const auto element_list = [&](size_t first) {
    std::vector<const Type*> types;
    types.reserve(operand_count() - std::min(first, operand_count()));
    for (size_t index = first; index < operand_count(); ++index) types.push_back(reference(operand(index)));
    return types;
  };
  while (stream_.next_record()) {
    const uint64_t id = type_table_.size();
    const uint32_t code = record().code;
    if (code == bitcode::kTypeNumEntry) {
      // Each type record takes at least four bits, which bounds the declared count.
      if (operand(0) > stream_.remaining_bits() / 4 + type_table_.size()) {
        fail("NUMENTRY exceeds what the block can hold");
      }
      declared_type_count_ = operand(0);
      continue;
    }
    if (code == bitcode::kTypeStructName) {
      pending_name = operand_string(0);
      continue;
    }
    if (declared_type_count_ != 0 && id >= declared_type_count_) {
      fail("more types than NUMENTRY declares (" + std::to_string(declared_type_count_) + ")");
    }
    if (forward_structs_.count(id) != 0 && code != bitcode::kTypeStructNamed && code != bitcode::kTypeOpaque) {
      fail("type " + std::to_string(id) + " is referenced before its definition but is not a named struct");
    }
    Type prototype;
    switch (code) {
      case bitcode::kTypeVoid: prototype.kind = TypeKind::Void; break;
      case bitcode::kTypeHalf: prototype.kind = TypeKind::Half; break;
      case bitcode::kTypeFloat: prototype.kind = TypeKind::Float; break;
      case bitcode::kTypeDouble: prototype.kind = TypeKind::Double; break;
      case bitcode::kTypeLabel: prototype.kind = TypeKind::Label; break;
      case bitcode::kTypeMetadata: prototype.kind = TypeKind::Metadata; break;
      case bitcode::kTypeInteger: {
        const uint64_t width = operand(0);
        if (width == 0 || width > kMaxIntegerWidth) fail("integer width " + std::to_string(width) + " is out of range");
        prototype.kind = TypeKind::Integer;
        prototype.bit_width = static_cast<uint32_t>(width);
        break;
      }
      case bitcode::kTypePointer: {
        const Type* element = reference(operand(0));
        if (element->kind == TypeKind::Void || element->kind == TypeKind::Label ||
            element->kind == TypeKind::Metadata) {
          fail("pointer to an invalid element type");
        }
        const uint64_t address_space = operand_count() > 1 ? operand(1) : 0;
        if (address_space > kMaxAddressSpace) {
          fail("address space " + std::to_string(address_space) + " is out of range");
        }
        if (uses_opaque_pointers_) fail("typed and opaque pointers mixed in one module");
        uses_typed_pointers_ = true;
        prototype.kind = TypeKind::Pointer;
        prototype.element = element;
        prototype.address_space = static_cast<uint32_t>(address_space);
        break;
      }
      case bitcode::kTypeOpaquePointer: {
        const uint64_t address_space = operand(0);
        if (address_space > kMaxAddressSpace) {
          fail("address space " + std::to_string(address_space) + " is out of range");
        }
        if (uses_typed_pointers_) fail("typed and opaque pointers mixed in one module");
        uses_opaque_pointers_ = true;
        prototype.kind = TypeKind::Pointer;
        prototype.address_space = static_cast<uint32_t>(address_space);
        break;
      }
      case bitcode::kTypeFunctionOld:
      case bitcode::kTypeFunction: {
        // FUNCTION_OLD: [vararg, attrid, retty, paramty...]; FUNCTION: [vararg, retty, paramty...]
        const size_t return_index = code == bitcode::kTypeFunctionOld ? 2 : 1;
        prototype.kind = TypeKind::Function;
        prototype.is_vararg = operand(0) != 0;
        prototype.return_type = reference(operand(return_index));
        if (prototype.return_type->kind == TypeKind::Label || prototype.return_type->kind == TypeKind::Metadata ||
            prototype.return_type->kind == TypeKind::Function) {
          fail("function returns an invalid type");
        }
        prototype.members = element_list(return_index + 1);
        for (const Type* parameter : prototype.members) {
          if (parameter->kind == TypeKind::Void || parameter->kind == TypeKind::Function) {
            fail("function parameter of an invalid type");
          }
        }
        break;
      }
      case bitcode::kTypeStructAnon:
      case bitcode::kTypeStructNamed: {
        const bool is_packed = operand(0) != 0;
        std::vector<const Type*> members = element_list(1);
        for (const Type* member : members) {
          if (!is_first_class(member)) fail("struct member of an invalid type");
        }
        if (code == bitcode::kTypeStructAnon) {
          prototype.kind = TypeKind::Struct;
          prototype.is_packed = is_packed;
          prototype.members = std::move(members);
          break;
        }
        Type* named = named_struct_for(id, true);
        named->name = std::move(pending_name);
        pending_name.clear();
        named->is_packed = is_packed;
        named->is_opaque = false;
        named->members = std::move(members);
        type_table_.push_back(named);
        continue;
      }
      case bitcode::kTypeOpaque: {
        Type* named = named_struct_for(id, true);
        named->name = std::move(pending_name);
        pending_name.clear();
        type_table_.push_back(named);
        continue;
      }
      case bitcode::kTypeArray:
      case bitcode::kTypeVector: {
        const uint64_t count = operand(0);
        const Type* element = reference(operand(1));
        const bool is_vector = code == bitcode::kTypeVector;
        if (is_vector ? (count == 0 || !is_vector_element(element)) : !is_first_class(element)) {
          fail(std::string(is_vector ? "vector" : "array") + " of an invalid element type or count");
        }
        prototype.kind = is_vector ? TypeKind::Vector : TypeKind::Array;
        prototype.element = element;
        prototype.element_count = count;
        break;
      }
      default: fail("type is not supported in DXIL");
    }
    type_table_.push_back(intern(prototype));
  }
  if (!forward_structs_.empty()) {
    stream_.fail_in(bitcode::kTypeBlockNew,
                    "type " + std::to_string(forward_structs_.begin()->first) + " is referenced but never defined");
  }
  if (declared_type_count_ != 0 && type_table_.size() != declared_type_count_) {
    stream_.fail_in(bitcode::kTypeBlockNew, "NUMENTRY declares " + std::to_string(declared_type_count_) +
                                                " types, the block defines " + std::to_string(type_table_.size()));
  }
  // Without forward references every type refers only to types made before it, so no
  // struct contains itself and a chain of nested types is at most as long as the list.
  if (has_forward_reference || module_.types.size() > kMaxTypeNesting) check_type_nesting();
}

// Walks every type iteratively: a struct that contains itself by value is rejected, and
// so is nesting deeper than kMaxTypeNesting, whether by value or as written out (pointer
// and function types spell out their components, except named structs).
void ModuleReader::check_type_nesting() {
  enum class State : uint8_t { Unvisited, InProgress, Done };
  struct Depth {
    State state = State::Unvisited;
    size_t nesting = 0;  // below the type
  };
  // A type being walked; its components are components[first_component...] while it is on
  // top of the stack (those of the frames above it come after, and go when they finish).
  struct Frame {
    const Type* type;
    size_t first_component;
    size_t next_component;
  };
  std::vector<const Type*> components;
  std::vector<Frame> stack;
  for (const bool by_value_only : {true, false}) {
    PointerMap<const Type*, Depth> depth;
    depth.reserve(module_.types.size());
    const auto visit = [&](const Type* type) {
      Depth& entry = depth[type];
      if (entry.state == State::Done) return;
      if (entry.state == State::InProgress) {
        stream_.fail_in(bitcode::kTypeBlockNew, "struct type %" + printable_name(type->name) + " contains itself");
      }
      entry = {State::InProgress, 1};
      const size_t first = components.size();
      if (!by_value_only || (type->kind != TypeKind::Pointer && type->kind != TypeKind::Function)) {
        for_each_component(type, [&](const Type* component) {
          // Written out, a named struct is its name; by value, its members are inside.
          if (!by_value_only && component->kind == TypeKind::Struct && !component->name.empty()) return;
          components.push_back(component);
        });
      }
      stack.push_back({type, first, first});
    };
    for (const auto& owned : module_.types) {
      visit(owned.get());
      while (!stack.empty()) {
        Frame& frame = stack.back();
        if (frame.next_component < components.size()) {
          const Type* next = components[frame.next_component++];
          visit(next);
          continue;
        }
        const Frame finished = frame;
        stack.pop_back();
        size_t nesting = 1;
        for (size_t i = finished.first_component; i < components.size(); ++i)
          nesting = std::max(nesting, depth.find(components[i])->nesting + 1);
        components.resize(finished.first_component);
        *depth.find(finished.type) = {State::Done, nesting};
        if (nesting > kMaxTypeNesting) {
          stream_.fail_in(bitcode::kTypeBlockNew, "types nest deeper than " + std::to_string(kMaxTypeNesting));
        }
      }
    }
  }
}

}  // namespace untangle::dxil::reading
