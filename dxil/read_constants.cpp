// The module reader's CONSTANTS_BLOCK (module-level and per function): integers, floats,
// null/undef, aggregates, strings, data arrays and the constant expressions DXIL uses
// (cast, binary operator, getelementptr, select, compare).
#include "dxil/bitcode_codes.h"
#include "dxil/ir_cast.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil::reading {
namespace {

constexpr size_t kMaxConstantNesting = 64;

int64_t decode_signed(uint64_t value) {
  if ((value & 1) == 0) return static_cast<int64_t>(value >> 1);
  if (value == 1) return INT64_MIN;  // "-0" encodes the most negative value
  return -static_cast<int64_t>(value >> 1);
}

int64_t sign_extend(int64_t value, uint32_t width) {
  if (width >= 64) return value;
  const unsigned shift = 64 - width;
  return static_cast<int64_t>(static_cast<uint64_t>(value) << shift) >> shift;
}

uint64_t low_bits(uint64_t value, uint32_t width) { return width >= 64 ? value : value & ((uint64_t{1} << width) - 1); }

uint32_t float_width(const Type* type) {
  switch (type->kind) {
    case TypeKind::Half: return 16;
    case TypeKind::Float: return 32;
    default: return 64;
  }
}

bool can_be_null_or_undef(const Type* type) {
  return type->kind != TypeKind::Void && type->kind != TypeKind::Label && type->kind != TypeKind::Metadata &&
         type->kind != TypeKind::Function;
}

bool is_valid_predicate(uint64_t predicate, const Type* operand_type) {
  const Type* scalar = operand_type->kind == TypeKind::Vector ? operand_type->element : operand_type;
  if (scalar->is_floating_point()) return predicate <= 15;
  return (scalar->kind == TypeKind::Integer || scalar->kind == TypeKind::Pointer) && predicate >= 32 && predicate <= 41;
}

}  // namespace

void ModuleReader::read_constants_block(ObjectPool<Constant>& pool, std::vector<PoolPtr<Constant>>& owner) {
  const size_t first_new = owner.size();
  const Type* current_type = integer_type(32);  // LLVM's default before any SETTYPE
  // An operand of the constant being built: already defined, or patched at the block's end.
  const auto add_operand = [this](Constant& constant, uint64_t id, const Type* type) {
    const ValueRef ref = absolute_value(id, type);
    if (ref.value != nullptr && ref.value->kind != ValueKind::Constant &&
        ref.value->kind != ValueKind::GlobalVariable && ref.value->kind != ValueKind::Function) {
      fail("a constant refers to value " + std::to_string(id) + ", which is not a constant");
    }
    // Every element takes at least one of the record's operands: once reserved, the elements
    // never move, and fixups may point into them.
    if (constant.elements.empty()) constant.elements.reserve(operand_count());
    constant.elements.push_back(ref.value);
    if (ref.value == nullptr) record_fixup(&constant.elements.back(), constant.elements.size() - 1, ref, true);
    return ref;
  };
  while (stream_.next_record()) {
    const uint32_t code = record().code;
    if (code == bitcode::kConstSetType) {
      current_type = type_by_id(operand(0));
      if (!can_be_null_or_undef(current_type)) fail("constants cannot have this type");
      continue;
    }
    PoolPtr<Constant> constant = pool.create();
    constant->type = current_type;
    switch (code) {
      case bitcode::kConstNull:
        // LLVM writes integer and floating-point zeros as NULL; they read back as numbers.
        if (current_type->kind == TypeKind::Integer) {
          constant->constant_kind = ConstantKind::Integer;
          if (current_type->bit_width > 64) constant->wide_words.assign((current_type->bit_width + 63) / 64, 0);
        } else if (current_type->is_floating_point()) {
          constant->constant_kind = ConstantKind::Float;
        } else {
          constant->constant_kind = ConstantKind::Null;
        }
        break;
      case bitcode::kConstUndef: constant->constant_kind = ConstantKind::Undef; break;
      case bitcode::kConstInteger:
      case bitcode::kConstWideInteger: {
        if (current_type->kind != TypeKind::Integer) fail("integer constant of a non-integer type");
        constant->constant_kind = ConstantKind::Integer;
        const uint32_t width = current_type->bit_width;
        constant->integer = sign_extend(decode_signed(operand(0)), width);
        if (width > 64) {
          // Only integers wider than 64 bits keep their words: most constants need no vector.
          std::vector<uint64_t> words;
          const size_t count = code == bitcode::kConstInteger ? 1 : operand_count();
          for (size_t index = 0; index < count; ++index) {
            words.push_back(static_cast<uint64_t>(decode_signed(operand(index))));
          }
          const uint64_t fill = static_cast<int64_t>(words.back()) < 0 ? ~uint64_t{0} : 0;
          words.resize((width + 63) / 64, fill);
          words.back() = low_bits(words.back(), width % 64 == 0 ? 64 : width % 64);
          constant->wide_words = std::move(words);
        }
        break;
      }
      case bitcode::kConstFloat:
        if (!current_type->is_floating_point()) fail("floating-point constant of a non-floating-point type");
        constant->constant_kind = ConstantKind::Float;
        constant->float_bits = low_bits(operand(0), float_width(current_type));
        break;
      case bitcode::kConstAggregate: {
        const bool is_struct = current_type->kind == TypeKind::Struct;
        if (!is_struct && current_type->kind != TypeKind::Array && current_type->kind != TypeKind::Vector) {
          fail("aggregate constant of a non-aggregate type");
        }
        const uint64_t expected = is_struct ? current_type->members.size() : current_type->element_count;
        if (operand_count() != expected) {
          fail("aggregate has " + std::to_string(operand_count()) + " elements, its type " + std::to_string(expected));
        }
        constant->constant_kind = ConstantKind::Aggregate;
        constant->elements.reserve(operand_count());
        for (size_t index = 0; index < operand_count(); ++index) {
          add_operand(*constant, operand(index), is_struct ? current_type->members[index] : current_type->element);
        }
        break;
      }
      case bitcode::kConstString:
      case bitcode::kConstCString: {
        constant->constant_kind = ConstantKind::String;
        constant->bytes = operand_string(0);
        if (code == bitcode::kConstCString) constant->bytes.push_back('\0');
        if (constant->bytes.empty()) fail("empty string constant");
        Type array;
        array.kind = TypeKind::Array;
        array.element = integer_type(8);
        array.element_count = constant->bytes.size();
        constant->type = intern(array);
        break;
      }
      case bitcode::kConstData: {
        const bool sequential = current_type->kind == TypeKind::Array || current_type->kind == TypeKind::Vector;
        const Type* element = sequential ? current_type->element : nullptr;
        if (element == nullptr || (element->kind != TypeKind::Integer && !element->is_floating_point())) {
          fail("data constant of a type that is not an array or vector of numbers");
        }
        if (operand_count() != current_type->element_count) fail("data constant has the wrong number of elements");
        const uint32_t width = element->kind == TypeKind::Integer ? element->bit_width : float_width(element);
        constant->constant_kind = ConstantKind::Data;
        constant->data.reserve(operand_count());
        for (size_t index = 0; index < operand_count(); ++index) {
          constant->data.push_back(low_bits(operand(index), width));
        }
        break;
      }
      case bitcode::kConstExprBinop: {
        // [opcode, lhs, rhs, flags?]
        const std::optional<Opcode> opcode = decode_binary_opcode(operand(0), current_type);
        if (!opcode) fail("binary operator " + std::to_string(operand(0)) + " is invalid for its type");
        constant->constant_kind = ConstantKind::Expression;
        constant->expression_opcode = *opcode;
        add_operand(*constant, operand(1), current_type);
        add_operand(*constant, operand(2), current_type);
        if (operand_count() > 3) constant->flags = decode_operator_flags(*opcode, operand(3));
        break;
      }
      case bitcode::kConstExprCast: {
        // [opcode, operand type, operand]
        const std::optional<Opcode> opcode = decode_cast_opcode(operand(0));
        const Type* from = type_by_id(operand(1));
        if (!opcode || !cast_is_valid(*opcode, from, current_type)) fail("invalid cast");
        constant->constant_kind = ConstantKind::Expression;
        constant->expression_opcode = *opcode;
        add_operand(*constant, operand(2), from);
        break;
      }
      case bitcode::kConstExprGep:
      case bitcode::kConstExprInboundsGep:
      case bitcode::kConstExprGepWithInrangeIndex: {
        // [pointee type?, inrange flags?, (type, value)...]
        size_t index = 0;
        const Type* source_type = nullptr;
        if (code == bitcode::kConstExprGepWithInrangeIndex || operand_count() % 2 == 1) {
          source_type = type_by_id(operand(index++));
        }
        constant->is_inbounds = code == bitcode::kConstExprInboundsGep;
        if (code == bitcode::kConstExprGepWithInrangeIndex) constant->is_inbounds = (operand(index++) & 1) != 0;
        std::vector<ValueRef> operands;
        for (; index < operand_count(); index += 2) {
          const Type* type = type_by_id(operand(index));
          operands.push_back(add_operand(*constant, operand(index + 1), type));
        }
        if (operands.empty()) fail("getelementptr needs a base pointer");
        if (source_type == nullptr) source_type = pointee(operands[0].type, "getelementptr base");
        constant->constant_kind = ConstantKind::Expression;
        constant->expression_opcode = Opcode::GetElementPtr;
        constant->source_element_type = source_type;
        constant->type = gep_result_type(source_type, operands);
        break;
      }
      case bitcode::kConstExprSelect:
        // [condition, true, false]
        constant->constant_kind = ConstantKind::Expression;
        constant->expression_opcode = Opcode::Select;
        add_operand(*constant, operand(0), boolean_like(current_type));
        add_operand(*constant, operand(1), current_type);
        add_operand(*constant, operand(2), current_type);
        break;
      case bitcode::kConstExprCmp: {
        // [operand type, lhs, rhs, predicate]
        const Type* operand_type = type_by_id(operand(0));
        if (!is_valid_predicate(operand(3), operand_type)) fail("invalid compare predicate for its operand type");
        constant->constant_kind = ConstantKind::Expression;
        const Type* scalar = operand_type->kind == TypeKind::Vector ? operand_type->element : operand_type;
        constant->expression_opcode = scalar->is_floating_point() ? Opcode::FCmp : Opcode::ICmp;
        constant->predicate = static_cast<uint32_t>(operand(3));
        add_operand(*constant, operand(1), operand_type);
        add_operand(*constant, operand(2), operand_type);
        constant->type = boolean_like(operand_type);
        break;
      }
      default: fail("constant is not supported in DXIL");
    }
    if (constant->constant_kind == ConstantKind::Null || constant->constant_kind == ConstantKind::Undef) {
      if (!can_be_null_or_undef(constant->type)) fail("null or undef of an invalid type");
    }
    values_.push_back(constant.get());
    constant->index = static_cast<uint32_t>(owner.size());
    owner.push_back(std::move(constant));
  }
  resolve_fixups();
  check_constant_nesting(std::span(owner).subspan(first_new));
}

// Rejects constants that contain themselves (through forward references) and nesting
// deep enough to overflow callers that print or fold constant expressions recursively.
// Only aggregates and expressions have elements; the rest nest one deep and stay out of
// the depth table.
void ModuleReader::check_constant_nesting(std::span<const PoolPtr<Constant>> constants) {
  constexpr uint32_t kInProgress = 0;
  struct Frame {
    const Constant* constant;
    size_t next_element;
  };
  const auto composite = [](const Value* value) -> const Constant* {
    const auto* constant = dyn_cast<Constant>(value);
    return constant == nullptr || constant->elements.empty() ? nullptr : constant;
  };
  const auto depth_of = [this, &composite](const Value* value) {
    const Constant* constant = composite(value);
    return constant == nullptr ? 1 : constant_depths_.at(constant);
  };
  std::vector<Frame> stack;
  for (const auto& root : constants) {
    if (composite(root.get()) == nullptr || !constant_depths_.try_emplace(root.get(), kInProgress).second) continue;
    stack.push_back({root.get(), 0});
    while (!stack.empty()) {
      Frame& frame = stack.back();
      const std::vector<const Value*>& elements = frame.constant->elements;
      if (frame.next_element < elements.size()) {
        const Constant* child = composite(elements[frame.next_element++]);
        if (child == nullptr) continue;
        const auto [found, inserted] = constant_depths_.try_emplace(child, kInProgress);
        if (inserted) {
          stack.push_back({child, 0});
        } else if (found->second == kInProgress) {
          stream_.fail_in(bitcode::kConstantsBlock, "a constant contains itself");
        }
        continue;
      }
      uint32_t depth = 1;
      for (const Value* element : elements) depth = std::max(depth, depth_of(element) + 1);
      if (depth > kMaxConstantNesting) {
        stream_.fail_in(bitcode::kConstantsBlock, "constants nest deeper than " + std::to_string(kMaxConstantNesting));
      }
      constant_depths_[frame.constant] = depth;
      stack.pop_back();
    }
  }
}

}  // namespace untangle::dxil::reading
