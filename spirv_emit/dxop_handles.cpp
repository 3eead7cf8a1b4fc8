// Resource handles: CreateHandle (SM 6.0-6.5), CreateHandleFromBinding and
// CreateHandleFromHeap with AnnotateHandle (SM 6.6). A handle emits no code: it names a
// resource and an element index, worked out from the creating call wherever it is used.
#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

const dxil::Instruction* dx_op_call(const dxil::Value* value) {
  if (value == nullptr || value->kind != dxil::ValueKind::Instruction) return nullptr;
  const auto* instruction = static_cast<const dxil::Instruction*>(value);
  if (instruction->opcode != dxil::Opcode::Call || instruction->callee == nullptr ||
      instruction->callee->name.rfind("dx.op.", 0) != 0 || instruction->operands.empty())
    return nullptr;
  return instruction;
}

// The two dwords of a %dx.types.ResourceProperties constant.
std::pair<uint32_t, uint32_t> property_words(const Emitter& emitter, const dxil::Value* value) {
  if (value == nullptr || value->kind != dxil::ValueKind::Constant) emitter.fail("resource properties must be constant");
  const auto* constant = static_cast<const dxil::Constant*>(value);
  if (constant->constant_kind == dxil::ConstantKind::Null) return {0, 0};
  if (constant->constant_kind != dxil::ConstantKind::Aggregate || constant->elements.size() != 2)
    emitter.fail("malformed resource properties");
  return {static_cast<uint32_t>(emitter.constant_integer(constant->elements[0], "resource properties")),
          static_cast<uint32_t>(emitter.constant_integer(constant->elements[1], "resource properties"))};
}

// DxilResourceProperties: byte 0 the kind, bit 12 UAV, bit 14 globally coherent, bit 15
// counter; the second dword is the stride, the cbuffer size, or component type and count.
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
    declaration.cbuffer_size = words.second;
  } else {
    declaration.resource_class = is_uav ? dxil::ResourceClass::UnorderedAccess : dxil::ResourceClass::ShaderResource;
    declaration.has_counter = (words.first >> 15) & 1;
    if (declaration.kind == dxil::ResourceKind::StructuredBuffer) {
      declaration.stride = words.second;
    } else if (declaration.kind != dxil::ResourceKind::RawBuffer) {
      declaration.component_type = static_cast<dxil::ComponentType>(words.second & 0xFF);
      declaration.component_count = (words.second >> 8) & 0xFF;
    }
  }
  return declaration;
}

}  // namespace

const UnannotatedHandle& Emitter::unannotated_handle(const dxil::Value* value) {
  if (auto found = unannotated_handles_.find(value); found != unannotated_handles_.end()) return found->second;
  const dxil::Instruction* call = dx_op_call(value);
  if (call == nullptr) fail("AnnotateHandle of a handle that is neither from a binding nor from the heap");
  UnannotatedHandle handle;
  switch (constant_integer(call->operands[0], "dx.op opcode")) {
    case 217: {  // CreateHandleFromBinding(bind, index, nonUniformIndex)
      const dxil::Value* bind = call->operands.at(1);
      const auto* constant = bind->kind == dxil::ValueKind::Constant ? static_cast<const dxil::Constant*>(bind) : nullptr;
      if (constant == nullptr || constant->constant_kind != dxil::ConstantKind::Aggregate || constant->elements.size() != 4)
        fail("CreateHandleFromBinding needs a constant binding");
      const auto lower_bound = static_cast<uint32_t>(constant_integer(constant->elements[0], "binding lower bound"));
      const auto space = static_cast<uint32_t>(constant_integer(constant->elements[2], "binding space"));
      const auto resource_class = static_cast<dxil::ResourceClass>(constant_integer(constant->elements[3], "resource class"));
      if (static_cast<uint32_t>(resource_class) > 3) fail("invalid resource class");
      handle.bound = &declared_resource_for_binding(resource_class, space, lower_bound);
      handle.index = call->operands.at(2);
      handle.non_uniform = constant_integer(call->operands.at(3), "non-uniform flag") != 0;
      break;
    }
    case 218:  // CreateHandleFromHeap(index, samplerHeap, nonUniformIndex)
      handle.index = call->operands.at(1);
      handle.sampler_heap = constant_integer(call->operands.at(2), "sampler heap flag") != 0;
      handle.non_uniform = constant_integer(call->operands.at(3), "non-uniform flag") != 0;
      break;
    default:
      fail("AnnotateHandle of a handle that is neither from a binding nor from the heap");
  }
  return unannotated_handles_.emplace(value, handle).first->second;
}

const Handle& Emitter::handle(const dxil::Value* value) {
  if (auto found = handles_.find(value); found != handles_.end()) return found->second;
  const dxil::Instruction* call = dx_op_call(value);
  if (call == nullptr) fail("resource handles that flow through phi or select are not supported");
  Handle handle;
  switch (constant_integer(call->operands[0], "dx.op opcode")) {
    case 57: {  // CreateHandle(resourceClass, rangeId, index, nonUniformIndex)
      const auto resource_class = static_cast<dxil::ResourceClass>(constant_integer(call->operands.at(1), "resource class"));
      if (static_cast<uint32_t>(resource_class) > 3) fail("invalid resource class");
      handle.resource = &declared_resource(resource_class, static_cast<uint32_t>(constant_integer(call->operands.at(2), "range id")));
      handle.index = call->operands.at(3);
      handle.index_bias = handle.resource->declaration.lower_bound;
      handle.non_uniform = constant_integer(call->operands.at(4), "non-uniform flag") != 0;
      break;
    }
    case 216: {  // AnnotateHandle(res, props)
      const UnannotatedHandle& source = unannotated_handle(call->operands.at(1));
      if (source.bound != nullptr) {
        handle.resource = source.bound;
        handle.index_bias = source.bound->declaration.lower_bound;
      } else {
        handle.resource =
            &heap_resource(declaration_from_properties(property_words(*this, call->operands.at(2)), source.sampler_heap));
      }
      handle.index = source.index;
      handle.non_uniform = source.non_uniform;
      break;
    }
    default:
      fail("this value is not a resource handle");
  }
  return handles_.emplace(value, handle).first->second;
}

namespace {

// The calls themselves emit nothing; resolving them here reports bad handles where they are made.
void lower_handle(Emitter& emitter, const DxOpCall& call) { emitter.handle(&call.instruction); }
void lower_unannotated_handle(Emitter& emitter, const DxOpCall& call) { emitter.unannotated_handle(&call.instruction); }

constexpr DxOpEntry kEntries[] = {
    {57, lower_handle},
    {216, lower_handle},
    {217, lower_unannotated_handle},
    {218, lower_unannotated_handle},
};

}  // namespace

std::span<const DxOpEntry> handle_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
