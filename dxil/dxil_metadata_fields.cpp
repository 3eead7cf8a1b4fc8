// Typed access to metadata node operands for the DXIL metadata layer; every mismatch
// becomes one MetadataError line: where, which operand, what was expected, what was found.
#include "dxil/dxil_metadata_fields.h"

#include <bit>

#include "dxil/disassembler.h"
#include "dxil/ir_cast.h"

namespace untangle::dxil::metadata_fields {
namespace {

constexpr size_t kQuotedStringLimit = 40;

bool is_integer_constant(const Constant* constant);

std::string describe_operand(const Metadata* metadata) {
  if (metadata == nullptr) return "null";
  switch (metadata->kind) {
    case MetadataKind::String: {
      std::string text = metadata->string.substr(0, kQuotedStringLimit);
      if (metadata->string.size() > kQuotedStringLimit) text += "...";
      return "the string !\"" + text + "\"";
    }
    case MetadataKind::Node: return "a node of " + std::to_string(metadata->operands.size()) + " operands";
    case MetadataKind::Value:
      if (metadata->value == nullptr) return "an empty value";
      if (metadata->value->type == nullptr) return "an untyped value";
      // An integer names its value (as LLVM prints it, signed), which is what was wrong.
      if (const auto* constant = dyn_cast<Constant>(metadata->value); is_integer_constant(constant))
        return format_type(constant->type) + " " +
               std::to_string(constant->constant_kind == ConstantKind::Null ? 0 : constant->integer);
      return "a value of type " + format_type(metadata->value->type);
  }
  return "unknown metadata";
}

// The constant a value operand holds; null for anything else.
const Constant* constant_operand(const Metadata* operand) {
  return operand != nullptr && operand->kind == MetadataKind::Value ? dyn_cast<Constant>(operand->value) : nullptr;
}

bool is_integer_constant(const Constant* constant) {
  return constant != nullptr && constant->type != nullptr && constant->type->kind == TypeKind::Integer &&
         constant->type->bit_width <= 64 &&
         (constant->constant_kind == ConstantKind::Integer || constant->constant_kind == ConstantKind::Null);
}

}  // namespace

NodeReader::NodeReader(const Metadata* node, std::string where) : node_(node), where_(std::move(where)) {
  if (node_ == nullptr || node_->kind != MetadataKind::Node)
    throw MetadataError(where_ + ": expected a metadata node, found " + describe_operand(node_));
}

void NodeReader::fail(size_t index, std::string_view field, std::string_view expected) const {
  const Metadata* found = index < size() ? node_->operands[index] : nullptr;
  std::string message = where_ + ", operand " + std::to_string(index) + " (" + std::string(field) +
                        "): expected " + std::string(expected) + ", found ";
  message += index < size() ? describe_operand(found) : "the end of a node of " + std::to_string(size()) + " operands";
  throw MetadataError(message);
}

void NodeReader::require_size(size_t minimum, std::string_view what) const {
  if (size() < minimum)
    throw MetadataError(where_ + ": " + std::string(what) + " needs at least " + std::to_string(minimum) +
                        " operands, found " + std::to_string(size()));
}

const Constant* NodeReader::integer_constant(size_t index, std::string_view field, std::string_view expected) const {
  if (index >= size()) fail(index, field, expected);
  const Metadata* operand = node_->operands[index];
  const Constant* constant = constant_operand(operand);
  if (constant == nullptr || !is_integer_constant(constant)) fail(index, field, expected);
  return constant;
}

uint64_t NodeReader::unsigned_integer(size_t index, std::string_view field, uint64_t maximum) const {
  const Constant* constant = integer_constant(index, field, "an integer constant");
  if (constant->constant_kind == ConstantKind::Null) return 0;
  const uint32_t width = constant->type->bit_width;
  const uint64_t mask = width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1;
  const uint64_t value = static_cast<uint64_t>(constant->integer) & mask;
  if (value > maximum) fail(index, field, "an integer no larger than " + std::to_string(maximum));
  return value;
}

int64_t NodeReader::signed_integer(size_t index, std::string_view field) const {
  const Constant* constant = integer_constant(index, field, "an integer constant");
  if (constant->constant_kind == ConstantKind::Null) return 0;
  const uint32_t width = constant->type->bit_width;
  if (width == 0 || width >= 64) return constant->integer;
  const unsigned shift = 64 - width;
  return static_cast<int64_t>(static_cast<uint64_t>(constant->integer) << shift) >> shift;
}

bool NodeReader::boolean(size_t index, std::string_view field) const {
  const Constant* constant = integer_constant(index, field, "a boolean (integer) constant");
  return constant->constant_kind == ConstantKind::Integer && (constant->integer & 1) != 0;
}

float NodeReader::single_float(size_t index, std::string_view field) const {
  const Metadata* operand = index < size() ? node_->operands[index] : nullptr;
  const Constant* constant = constant_operand(operand);
  if (constant == nullptr || constant->type == nullptr || constant->type->kind != TypeKind::Float)
    fail(index, field, "a float constant");
  if (constant->constant_kind == ConstantKind::Null) return 0.0f;
  if (constant->constant_kind != ConstantKind::Float) fail(index, field, "a float constant");
  return std::bit_cast<float>(static_cast<uint32_t>(constant->float_bits));
}

std::string NodeReader::string(size_t index, std::string_view field) const {
  const Metadata* operand = index < size() ? node_->operands[index] : nullptr;
  if (operand == nullptr || operand->kind != MetadataKind::String) fail(index, field, "a metadata string");
  return operand->string;
}

const Value* NodeReader::value(size_t index, std::string_view field) const {
  if (is_null(index)) return nullptr;
  const Metadata* operand = node_->operands[index];
  if (operand->kind != MetadataKind::Value || operand->value == nullptr) fail(index, field, "a value or null");
  return operand->value;
}

NodeReader NodeReader::node(size_t index, std::string_view field, std::string child_where) const {
  const Metadata* operand = index < size() ? node_->operands[index] : nullptr;
  if (operand == nullptr || operand->kind != MetadataKind::Node) fail(index, field, "a metadata node");
  return NodeReader(operand, std::move(child_where));
}

std::optional<NodeReader> NodeReader::optional_node(size_t index, std::string_view field,
                                                    std::string child_where) const {
  if (is_null(index)) return std::nullopt;
  if (node_->operands[index]->kind != MetadataKind::Node) fail(index, field, "a metadata node or null");
  return NodeReader(node_->operands[index], std::move(child_where));
}

uint32_t read_u32(const NodeReader& node, size_t index, std::string_view field) {
  return static_cast<uint32_t>(node.unsigned_integer(index, field));
}

std::array<uint32_t, 3> read_three(const NodeReader& node, std::string_view what) {
  node.require_size(3, what);
  return {read_u32(node, 0, "x"), read_u32(node, 1, "y"), read_u32(node, 2, "z")};
}

}  // namespace untangle::dxil::metadata_fields
