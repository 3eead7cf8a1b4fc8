// RayStorage: payload, attribute and callable-data variables, and ray query objects.
#include "spirv_emit/ray_storage.h"

#include <algorithm>

#include "dxil/dxop.h"
#include "dxil/ir_cast.h"
#include "spirv_emit/error.h"
#include "spirv_emit/invocation_reorder.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

// Which AllocateRayQuery a ray query handle may be: none yet (an undef operand, or a phi met
// again around a loop), one, or several (a conflict).
struct QuerySource {
  const dxil::Instruction* allocation = nullptr;
  bool conflict = false;

  void merge(const QuerySource& other) {
    if (other.conflict || (allocation != nullptr && other.allocation != nullptr && allocation != other.allocation))
      conflict = true;
    else if (other.allocation != nullptr)
      allocation = other.allocation;
  }
};

// The AllocateRayQuery a handle comes from: straight, through phis and selects whose operands
// all come from it, or through loads of a local variable every store to which stores it
// (DXC's copies of one RayQuery object). A handle of anything else is a conflict.
QuerySource query_source(const dxil::Value* handle, std::vector<const dxil::Value*>& visiting) {
  if (is_undef(handle)) return {};
  const auto* instruction = dxil::dyn_cast<dxil::Instruction>(handle);
  if (instruction == nullptr) return {nullptr, true};
  const std::optional<dxil::DxOp> op = dxil::dxop_of(*instruction);
  if (op == dxil::DxOp::AllocateRayQuery || op == dxil::DxOp::AllocateRayQuery2) return {instruction, false};
  if (std::find(visiting.begin(), visiting.end(), handle) != visiting.end()) return {};
  visiting.push_back(handle);
  QuerySource source;
  switch (instruction->opcode) {
    case dxil::Opcode::Phi:
      for (const dxil::Value* incoming : instruction->operands) source.merge(query_source(incoming, visiting));
      break;
    case dxil::Opcode::Select:
      source.merge(query_source(instruction->operands.at(1), visiting));
      source.merge(query_source(instruction->operands.at(2), visiting));
      break;
    case dxil::Opcode::Load: {
      const dxil::Value* variable = instruction->operands.at(0);
      const auto* allocation = dxil::dyn_cast<dxil::Instruction>(variable);
      if (allocation == nullptr || allocation->opcode != dxil::Opcode::Alloca) return {nullptr, true};
      for (const auto& block : instruction->parent->parent->blocks)
        for (const auto& other : block->instructions)
          if (other->opcode == dxil::Opcode::Store && other->operands.at(1) == variable)
            source.merge(query_source(other->operands.at(0), visiting));
      break;
    }
    default: return {nullptr, true};
  }
  return source;
}

const char* variable_name(spv::StorageClass storage_class) {
  if (storage_class == invocation_reorder::kHitObjectAttribute) return "hit_object_attributes";
  switch (storage_class) {
    case spv::StorageClass::RayPayloadKHR: return "payload";
    case spv::StorageClass::IncomingRayPayloadKHR: return "incoming_payload";
    case spv::StorageClass::HitAttributeKHR: return "hit_attributes";
    case spv::StorageClass::CallableDataKHR: return "callable_data";
    case spv::StorageClass::IncomingCallableDataKHR: return "incoming_callable_data";
    default: return "";
  }
}

}  // namespace

Id ray_vector(Lowering& lowering, const DxOpCall& call, size_t first) {
  return lowering.builder.emit(
      spv::Op::OpCompositeConstruct, lowering.builder.type_vector(lowering.types.floating(), 3),
      {lowering.values.value(call.argument(first)), lowering.values.value(call.argument(first + 1)),
       lowering.values.value(call.argument(first + 2))});
}

std::vector<uint32_t> trace_operands(Lowering& lowering, const DxOpCall& call) {
  std::vector<uint32_t> operands{
      load_acceleration_structure(lowering, lowering.handles.handle(call.argument(1)))};
  if (call.argument(2)->kind == dxil::ValueKind::Constant &&
      (constant_integer(call.argument(2), "ray flags") & kForceOpacityMicromap2State))
    declare_opacity_micromaps(lowering.builder);
  for (size_t index = 2; index <= 6; ++index) operands.push_back(lowering.values.value(call.argument(index)));
  operands.push_back(ray_vector(lowering, call, 7));
  operands.push_back(lowering.values.value(call.argument(10)));
  operands.push_back(ray_vector(lowering, call, 11));
  operands.push_back(lowering.values.value(call.argument(14)));
  return operands;
}

void through_variable(Lowering& lowering, const dxil::Value* argument, spv::StorageClass storage_class,
                      const std::function<void(Id variable)>& pass) {
  Builder& builder = lowering.builder;
  const Pointer source = lowering.pointers.pointer(argument);
  if (source.pointee == nullptr || source.pointee->kind != dxil::TypeKind::Struct)
    unsupported("a payload, attribute or callable-data argument must point to a struct");
  const Pointer variable = lowering.rays.variable(storage_class, source.pointee);
  const Id type = lowering.types.lower(source.pointee);
  builder.emit_void(spv::Op::OpStore, {variable.id, builder.emit(spv::Op::OpLoad, type, {source.id})});
  pass(variable.id);
  if (storage_class != spv::StorageClass::HitAttributeKHR)
    builder.emit_void(spv::Op::OpStore, {source.id, builder.emit(spv::Op::OpLoad, type, {variable.id})});
}

Pointer RayStorage::variable(spv::StorageClass storage_class, const dxil::Type* pointee) {
  const Id type = types_.lower(pointee);
  if (auto found = variables_.find({storage_class, type}); found != variables_.end()) return found->second;
  const Id variable = builder_.global_variable(builder_.type_pointer(storage_class, type), storage_class);
  builder_.set_name(variable, variable_name(storage_class));
  return variables_.emplace(std::pair{storage_class, type}, Pointer{variable, storage_class, pointee, true})
      .first->second;
}

size_t RayStorage::count(spv::StorageClass storage_class) const {
  size_t result = 0;
  for (const auto& [key, pointer] : variables_) result += key.first == storage_class ? 1 : 0;
  return result;
}

std::vector<Pointer> RayStorage::entry_arguments(const dxil::Function& entry, dxil::ShaderKind stage) {
  std::vector<spv::StorageClass> classes;
  switch (stage) {
    case dxil::ShaderKind::AnyHit:
    case dxil::ShaderKind::ClosestHit:
      classes = {spv::StorageClass::IncomingRayPayloadKHR, spv::StorageClass::HitAttributeKHR};
      break;
    case dxil::ShaderKind::Miss: classes = {spv::StorageClass::IncomingRayPayloadKHR}; break;
    case dxil::ShaderKind::Callable: classes = {spv::StorageClass::IncomingCallableDataKHR}; break;
    default: break;
  }
  // DXIL fixes these signatures (its validator rejects others): a mismatch is malformed input.
  if (entry.arguments.size() != classes.size())
    throw TranslateError("a " + std::string(dxil::shader_kind_name(stage)) + " shader takes " +
                             std::to_string(classes.size()) + " arguments, @" + entry.name + " takes " +
                             std::to_string(entry.arguments.size()),
                         {}, {}, {}, Status::MalformedInput);
  std::vector<Pointer> arguments;
  for (size_t i = 0; i < classes.size(); ++i) {
    const dxil::Type* type = entry.arguments[i]->type;
    if (type->kind != dxil::TypeKind::Pointer || type->element == nullptr ||
        type->element->kind != dxil::TypeKind::Struct)
      throw TranslateError("argument " + std::to_string(i) + " of a " + std::string(dxil::shader_kind_name(stage)) +
                               " shader must point to a struct",
                           {}, {}, {}, Status::MalformedInput);
    arguments.push_back(variable(classes[i], type->element));
  }
  return arguments;
}

void declare_opacity_micromaps(Builder& builder) {
  builder.add_extension("SPV_EXT_opacity_micromap");
  builder.add_capability(spv::Capability::RayTracingOpacityMicromapEXT);
}

const RayQuery& RayStorage::ray_query(const dxil::Value* handle) {
  if (auto found = query_of_handle_.find(handle); found != query_of_handle_.end()) return *found->second;
  std::vector<const dxil::Value*> visiting;
  const QuerySource source = query_source(handle, visiting);
  if (source.allocation == nullptr || source.conflict)
    unsupported(
        "a ray query handle must come from one AllocateRayQuery (straight, or through phi, select or a local "
        "variable)");
  const dxil::Instruction* allocation = source.allocation;
  auto made = ray_queries_.find(allocation);
  if (made == ray_queries_.end()) {
    RayQuery query;
    query.constant_flags = static_cast<uint32_t>(constant_integer(allocation->operands.at(1), "ray query flags"));
    builder_.add_extension("SPV_KHR_ray_query");
    builder_.add_capability(spv::Capability::RayQueryKHR);
    // AllocateRayQuery2's RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS: its traces may take the flag
    // that forces micromaps to two states, as run-time flags too.
    uint64_t query_flags = 0;
    if (dxil::dxop_of(*allocation) == dxil::DxOp::AllocateRayQuery2) {
      query_flags = constant_integer(allocation->operands.at(2), "ray query allocation flags");
      if (query_flags & ~uint64_t{kAllowOpacityMicromaps})
        throw TranslateError("AllocateRayQuery2 with unknown ray query flags " + std::to_string(query_flags), {}, {},
                             {}, Status::MalformedInput);
    }
    if ((query_flags & kAllowOpacityMicromaps) || (query.constant_flags & kForceOpacityMicromap2State))
      declare_opacity_micromaps(builder_);
    query.variable =
        builder_.function_variable(builder_.type_pointer(spv::StorageClass::Function, builder_.type_ray_query()));
    builder_.set_name(query.variable, allocation->name.empty() ? "ray_query" : allocation->name);
    made = ray_queries_.emplace(allocation, query).first;
  }
  return *query_of_handle_.emplace(handle, &made->second).first->second;
}

}  // namespace untangle::spirv_emit
