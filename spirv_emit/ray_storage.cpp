// RayStorage: payload, attribute and callable-data variables, and ray query objects.
#include "spirv_emit/ray_storage.h"

#include "dxil/dxop.h"
#include "dxil/ir_cast.h"
#include "spirv_emit/error.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

namespace {

const char* variable_name(spv::StorageClass storage_class) {
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
  return lowering.builder.emit(spv::Op::OpCompositeConstruct, lowering.builder.type_vector(lowering.types.floating(), 3),
                               {lowering.values.value(call.argument(first)),
                                lowering.values.value(call.argument(first + 1)),
                                lowering.values.value(call.argument(first + 2))});
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

const RayQuery& RayStorage::ray_query(const dxil::Value* handle) {
  if (auto found = ray_queries_.find(handle); found != ray_queries_.end()) return found->second;
  const auto* allocation = dxil::dyn_cast<dxil::Instruction>(handle);
  const std::optional<dxil::DxOp> op = allocation != nullptr ? dxil::dxop_of(*allocation) : std::nullopt;
  if (op != dxil::DxOp::AllocateRayQuery)
    unsupported("a ray query handle must come straight from AllocateRayQuery (not through phi, select or memory)");
  RayQuery query;
  query.constant_flags = static_cast<uint32_t>(constant_integer(allocation->operands.at(1), "ray query flags"));
  builder_.add_extension("SPV_KHR_ray_query");
  builder_.add_capability(spv::Capability::RayQueryKHR);
  query.variable = builder_.function_variable(
      builder_.type_pointer(spv::StorageClass::Function, builder_.type_ray_query()));
  builder_.set_name(query.variable, allocation->name.empty() ? "ray_query" : allocation->name);
  return ray_queries_.emplace(handle, query).first->second;
}

}  // namespace untangle::spirv_emit
