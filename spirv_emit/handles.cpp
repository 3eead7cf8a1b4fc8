// HandleTable: the resource and element each handle-making call names, through phis and
// selects of handles.
#include "spirv_emit/handles.h"

#include <optional>
#include <span>
#include <unordered_set>

#include "dxil/dxop.h"
#include "dxil/ir_cast.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

namespace {

// The operation of the dx.op call that made `value`, if one did.
std::optional<dxil::DxOp> creating_op(const dxil::Value* value) {
  const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value);
  if (instruction == nullptr) return std::nullopt;
  return dxil::dxop_of(*instruction);
}

// The two dwords of a %dx.types.ResourceProperties constant.
std::pair<uint32_t, uint32_t> property_words(const dxil::Value* value) {
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  if (constant == nullptr) unsupported("resource properties must be constant");
  if (constant->constant_kind == dxil::ConstantKind::Null) return {0, 0};
  if (constant->constant_kind != dxil::ConstantKind::Aggregate || constant->elements.size() != 2)
    unsupported("malformed resource properties");
  return {static_cast<uint32_t>(constant_integer(constant->elements[0], "resource properties")),
          static_cast<uint32_t>(constant_integer(constant->elements[1], "resource properties"))};
}

// DxilResourceProperties: byte 0 the kind, bit 12 UAV, bit 13 rasterizer ordered, bit 14
// globally coherent, bit 15 counter; the second dword is the stride, the cbuffer size, or
// component type and count.
constexpr uint32_t kRasterizerOrderedBit = 13;

ResourceDeclaration declaration_from_properties(std::pair<uint32_t, uint32_t> words, bool sampler_heap) {
  ResourceDeclaration declaration;
  declaration.kind = static_cast<dxil::ResourceKind>(words.first & 0xFF);
  const bool is_uav = (words.first >> 12) & 1;
  declaration.globally_coherent = (words.first >> 14) & 1;
  if (sampler_heap || declaration.kind == dxil::ResourceKind::Sampler) {
    declaration.resource_class = dxil::ResourceClass::Sampler;
    declaration.kind = dxil::ResourceKind::Sampler;
  } else if (declaration.kind == dxil::ResourceKind::CBuffer) {
    declaration.resource_class = dxil::ResourceClass::ConstantBuffer;
    declaration.constant_buffer_size = words.second;
  } else {
    declaration.resource_class = is_uav ? dxil::ResourceClass::UnorderedAccess : dxil::ResourceClass::ShaderResource;
    declaration.rasterizer_ordered = is_uav && ((words.first >> kRasterizerOrderedBit) & 1);
    declaration.has_counter = (words.first >> 15) & 1;
    if (declaration.kind == dxil::ResourceKind::StructuredBuffer) {
      declaration.structured_stride = words.second;
    } else if (declaration.kind != dxil::ResourceKind::RawBuffer) {
      declaration.element_type = static_cast<dxil::ComponentType>(words.second & 0xFF);
      declaration.component_count = (words.second >> 8) & 0xFF;
    }
  }
  return declaration;
}

// The global a library loads a resource from, and the element index when it loads one
// element of a global array: `load @r`, or `load (getelementptr @array, 0, %index)`.
struct LoadedSymbol {
  const dxil::Value* global = nullptr;
  const dxil::Value* index = nullptr;
};

std::optional<LoadedSymbol> loaded_symbol(const dxil::Value* value) {
  const auto* load = dxil::dyn_cast<dxil::Instruction>(value);
  if (load == nullptr || load->opcode != dxil::Opcode::Load || load->operands.empty()) return std::nullopt;
  const dxil::Value* pointer = load->operands[0];
  if (pointer->kind == dxil::ValueKind::GlobalVariable) return LoadedSymbol{pointer, nullptr};
  const dxil::Value* base = nullptr;
  std::span<const dxil::Value* const> indices;
  if (const auto* gep = dxil::dyn_cast<dxil::Instruction>(pointer)) {
    if (gep->opcode != dxil::Opcode::GetElementPtr || gep->operands.size() != 3) return std::nullopt;
    base = gep->operands[0];
    indices = std::span<const dxil::Value* const>(gep->operands).subspan(1);
  } else if (const auto* constant = dxil::dyn_cast<dxil::Constant>(pointer)) {
    if (constant->constant_kind != dxil::ConstantKind::Expression ||
        constant->expression_opcode != dxil::Opcode::GetElementPtr || constant->elements.size() != 3)
      return std::nullopt;
    base = constant->elements[0];
    indices = std::span<const dxil::Value* const>(constant->elements).subspan(1);
  }
  if (base == nullptr || base->kind != dxil::ValueKind::GlobalVariable) return std::nullopt;
  return LoadedSymbol{base, indices[1]};
}

// The declared range and element that CreateHandleForLib's resource operand names.
std::pair<BoundResource*, const dxil::Value*> library_resource(ResourceTable& resources, const dxil::Value* loaded) {
  const std::optional<LoadedSymbol> symbol = loaded_symbol(loaded);
  BoundResource* resource = symbol ? resources.declared_symbol(symbol->global) : nullptr;
  if (resource == nullptr)
    unsupported("CreateHandleForLib of something other than a load of a declared resource's global");
  return {resource, symbol->index};
}

bool is_merge(const dxil::Value* value) {
  const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value);
  return instruction != nullptr &&
         (instruction->opcode == dxil::Opcode::Phi || instruction->opcode == dxil::Opcode::Select);
}

bool is_unannotated_source(const dxil::Value* value) {
  const std::optional<dxil::DxOp> op = creating_op(value);
  return op == dxil::DxOp::CreateHandleFromBinding || op == dxil::DxOp::CreateHandleFromHeap;
}

// Whether two heap indices name the same element: the same value, or equal constants.
bool same_heap_index(const HandleIndex& a, const HandleIndex& b) {
  if (a.merged != nullptr || b.merged != nullptr) return a.merged == b.merged;
  if (a.value == b.value) return true;
  const auto* x = dxil::dyn_cast<dxil::Constant>(a.value);
  const auto* y = dxil::dyn_cast<dxil::Constant>(b.value);
  return x != nullptr && y != nullptr && x->constant_kind == dxil::ConstantKind::Integer &&
         y->constant_kind == dxil::ConstantKind::Integer && x->integer == y->integer;
}

std::string merge_error(const std::string& what) {
  return std::string("resource handles that flow through phi or select must ") + what;
}

}  // namespace

bool is_resource_load(ResourceTable& resources, const dxil::Instruction& load) {
  const std::optional<LoadedSymbol> symbol = loaded_symbol(&load);
  return symbol && resources.declared_symbol(symbol->global) != nullptr;
}

bool annotates_rasterizer_ordered_view(const dxil::Instruction& instruction) {
  if (dxil::dxop_of(instruction) != dxil::DxOp::AnnotateHandle || instruction.operands.size() < 3) return false;
  // Malformed properties are reported where the handle is lowered, naming its place.
  const dxil::Value* properties = instruction.operands[2];
  const auto* constant = dxil::dyn_cast<dxil::Constant>(properties);
  if (constant == nullptr || constant->constant_kind != dxil::ConstantKind::Aggregate || constant->elements.empty())
    return false;
  const auto* first = dxil::dyn_cast<dxil::Constant>(constant->elements[0]);
  return first != nullptr && first->constant_kind == dxil::ConstantKind::Integer &&
         ((first->integer >> kRasterizerOrderedBit) & 1) != 0;
}

bool is_handle_type(const dxil::Type* type) {
  return type != nullptr && type->kind == dxil::TypeKind::Struct && type->name == "dx.types.Handle";
}

std::vector<const dxil::Value*> HandleTable::sources(const dxil::Value* value) const {
  std::vector<const dxil::Value*> found;
  std::vector<const dxil::Value*> pending{value};
  std::unordered_set<const dxil::Value*> seen;
  while (!pending.empty()) {
    const dxil::Value* next = pending.back();
    pending.pop_back();
    if (!seen.insert(next).second || is_undef(next)) continue;
    if (!is_merge(next)) {
      found.push_back(next);
      continue;
    }
    const auto& merge = dxil::cast<dxil::Instruction>(*next);
    // A select's operand 0 is its condition.
    for (size_t i = merge.opcode == dxil::Opcode::Select ? 1 : 0; i < merge.operands.size(); ++i)
      pending.push_back(merge.operands[i]);
  }
  if (found.empty()) unsupported(merge_error("come from a handle-making call on some path"));
  return found;
}

bool HandleTable::merges_handles(const dxil::Instruction& instruction) {
  if (!is_handle_type(instruction.type) || !is_merge(&instruction)) return false;
  if (is_unannotated_source(sources(&instruction).front())) {
    unannotated(&instruction);
  } else {
    handle(&instruction);
  }
  return true;
}

Id HandleTable::raw_index(ValueTable& values, TypeTable& types, Builder& builder, const HandleIndex& index) {
  if (index.merged != nullptr) {
    const auto found = merged_indices_.find(index.merged);
    if (found == merged_indices_.end()) internal_error("a merged handle index is used before its phi or select");
    return found->second;
  }
  if (index.value == nullptr) return types.uint_constant(0);
  const Id value = values.value(index.value);
  return types.scalar_width(builder.type_of(value)) == 32 ? value
                                                           : builder.emit(spv::Op::OpUConvert, types.uint(), {value});
}

Id HandleTable::raw_index(ValueTable& values, TypeTable& types, Builder& builder, const dxil::Value* value) {
  if (is_merge(value)) {
    HandleIndex merged;
    merged.merged = value;
    return raw_index(values, types, builder, merged);
  }
  const HandleIndex index = is_unannotated_source(value) ? unannotated(value).index : handle(value).index;
  return raw_index(values, types, builder, index);
}

void lower_handle_select(HandleTable& handles, ValueTable& values, TypeTable& types, Builder& builder,
                         const dxil::Instruction& select) {
  if (!handles.merges_handles(select)) unsupported("select of values that are not resource handles");
  const auto index_of = [&](const dxil::Value* operand) {
    return is_undef(operand) ? types.uint_constant(0) : handles.raw_index(values, types, builder, operand);
  };
  handles.bind_index(select, builder.emit(spv::Op::OpSelect, types.uint(),
                                          {values.value(select.operands.at(0)), index_of(select.operands.at(1)),
                                           index_of(select.operands.at(2))}));
}

const UnannotatedHandle& HandleTable::unannotated(const dxil::Value* value) {
  if (auto found = unannotated_.find(value); found != unannotated_.end()) return found->second;
  UnannotatedHandle handle;
  if (is_merge(value)) {
    // Every path's handle must index the same range or heap; the index is merged.
    for (const dxil::Value* source : sources(value)) {
      if (!is_unannotated_source(source)) unsupported(merge_error("all be made the same way"));
      const UnannotatedHandle& known = unannotated(source);
      if (handle.index.merged == nullptr) {
        handle = known;
        handle.index = HandleIndex{nullptr, value};
      } else if (known.bound != handle.bound || known.sampler_heap != handle.sampler_heap) {
        unsupported(merge_error("name the same resource range or heap on every path"));
      }
      handle.non_uniform = handle.non_uniform || known.non_uniform;
    }
    return unannotated_.emplace(value, handle).first->second;
  }
  const std::optional<dxil::DxOp> op = creating_op(value);
  // `op` is set only for a call, so the cases that read `call` have one.
  const auto* call = dxil::dyn_cast<dxil::Instruction>(value);
  switch (op.value_or(dxil::DxOp::CreateHandle)) {
    case dxil::DxOp::CreateHandleFromBinding: {  // (bind, index, nonUniformIndex)
      // %dx.types.ResBind {lowerBound, upperBound, space, class}: zeroinitializer is t0 space 0.
      const dxil::Value* bind = call->operands.at(1);
      const auto* constant = dxil::dyn_cast<dxil::Constant>(bind);
      const bool is_zero = constant != nullptr && constant->constant_kind == dxil::ConstantKind::Null;
      if (constant == nullptr || (!is_zero && (constant->constant_kind != dxil::ConstantKind::Aggregate ||
                                               constant->elements.size() != 4)))
        unsupported("CreateHandleFromBinding needs a constant binding");
      auto field = [&](size_t index, const char* what) {
        return is_zero ? 0 : static_cast<uint32_t>(constant_integer(constant->elements[index], what));
      };
      const uint32_t lower_bound = field(0, "binding lower bound");
      const uint32_t space = field(2, "binding space");
      const auto resource_class = static_cast<dxil::ResourceClass>(field(3, "resource class"));
      if (static_cast<uint32_t>(resource_class) > 3) unsupported("invalid resource class");
      handle.bound = &resources_.declared_at(resource_class, space, lower_bound);
      handle.index.value = call->operands.at(2);
      handle.non_uniform = constant_integer(call->operands.at(3), "non-uniform flag") != 0;
      break;
    }
    case dxil::DxOp::CreateHandleForLib: {  // (resource): SM 6.6 libraries annotate it
      const auto [resource, index] = library_resource(resources_, call->operands.at(1));
      handle.bound = resource;
      handle.index.value = index;
      handle.index_relative = true;
      break;
    }
    case dxil::DxOp::CreateHandleFromHeap:  // (index, samplerHeap, nonUniformIndex)
      handle.index.value = call->operands.at(1);
      handle.sampler_heap = constant_integer(call->operands.at(2), "sampler heap flag") != 0;
      handle.non_uniform = constant_integer(call->operands.at(3), "non-uniform flag") != 0;
      break;
    default: unsupported("AnnotateHandle of a handle that is neither from a binding nor from the heap");
  }
  return unannotated_.emplace(value, handle).first->second;
}

void HandleTable::mark_atomic64(const dxil::Value* value) {
  for (const dxil::Value* source : sources(value)) {
    if (creating_op(source) != dxil::DxOp::AnnotateHandle) continue;
    const UnannotatedHandle& unannotated_source = unannotated(dxil::cast<dxil::Instruction>(*source).operands.at(1));
    if (unannotated_source.bound == nullptr && !unannotated_source.sampler_heap)
      atomic64_heap_elements_.push_back(unannotated_source.index);
  }
}

const Handle& HandleTable::handle(const dxil::Value* value) {
  if (auto found = handles_.find(value); found != handles_.end()) return found->second;
  Handle handle;
  if (is_merge(value)) {
    // Every path's handle must name the same range (or heap view); the index is merged.
    for (const dxil::Value* source : sources(value)) {
      if (is_unannotated_source(source)) unsupported(merge_error("all be made the same way"));
      const Handle& known = this->handle(source);
      if (handle.resource == nullptr) {
        handle = known;
        handle.index = HandleIndex{nullptr, value};
      } else if (known.resource != handle.resource || known.index_bias != handle.index_bias) {
        unsupported(merge_error("name the same resource range on every path (here " +
                                describe_request({handle.resource->declaration}) + " and " +
                                describe_request({known.resource->declaration}) + ")"));
      }
      handle.non_uniform = handle.non_uniform || known.non_uniform;
    }
    return handles_.emplace(value, handle).first->second;
  }
  const std::optional<dxil::DxOp> op = creating_op(value);
  if (!op) unsupported("this value is not a resource handle");
  const auto* call = dxil::cast<dxil::Instruction>(value);
  switch (*op) {
    case dxil::DxOp::CreateHandle: {  // (resourceClass, rangeId, index, nonUniformIndex)
      const auto resource_class =
          static_cast<dxil::ResourceClass>(constant_integer(call->operands.at(1), "resource class"));
      if (static_cast<uint32_t>(resource_class) > 3) unsupported("invalid resource class");
      handle.resource = &resources_.declared(resource_class,
                                             static_cast<uint32_t>(constant_integer(call->operands.at(2), "range id")));
      handle.index.value = call->operands.at(3);
      handle.index_bias = handle.resource->declaration.lower_bound;
      handle.non_uniform = constant_integer(call->operands.at(4), "non-uniform flag") != 0;
      break;
    }
    case dxil::DxOp::AnnotateHandle: {  // (res, props)
      const UnannotatedHandle& source = unannotated(call->operands.at(1));
      if (source.bound != nullptr) {
        handle.resource = source.bound;
        handle.index_bias = source.index_relative ? 0 : source.bound->declaration.lower_bound;
      } else {
        ResourceDeclaration declaration =
            declaration_from_properties(property_words(call->operands.at(2)), source.sampler_heap);
        for (const HandleIndex& element : atomic64_heap_elements_)
          if (!source.sampler_heap && same_heap_index(element, source.index)) declaration.uses_atomic64 = true;
        handle.resource = &resources_.heap(declaration);
      }
      handle.index = source.index;
      handle.non_uniform = source.non_uniform;
      break;
    }
    case dxil::DxOp::CreateHandleForLib: {  // (resource), SM 6.3-6.5 libraries
      const auto [resource, index] = library_resource(resources_, call->operands.at(1));
      handle.resource = resource;
      handle.index.value = index;
      break;
    }
    default: unsupported("this value is not a resource handle");
  }
  return handles_.emplace(value, handle).first->second;
}

}  // namespace untangle::spirv_emit
