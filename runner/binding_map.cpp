// Parsing of --bindings files and reflection JSON into register -> (set, binding) maps.
#include "runner/binding_map.h"

#include "runner/error.h"
#include "spirv_emit/binding_model.h"
#include "spirv_emit/resources.h"

#include <nlohmann/json.hpp>

namespace untangle::runner {
namespace {

using nlohmann::json;

uint32_t unsigned_field(const json& object, const char* key, const std::string& where) {
  const auto found = object.find(key);
  if (found == object.end()) throw RunnerError("bindings: " + where + ": missing \"" + key + "\"");
  if (!found->is_number_unsigned() || found->get<uint64_t>() > 0xFFFFFFFFull) {
    throw RunnerError("bindings: " + where + "." + key + ": expected an unsigned 32-bit integer, got " + found->dump());
  }
  return found->get<uint32_t>();
}

std::string string_field(const json& object, const char* key, const std::string& where) {
  const auto found = object.find(key);
  if (found == object.end() || !found->is_string()) {
    throw RunnerError("bindings: " + where + ": missing string \"" + key + "\"");
  }
  return found->get<std::string>();
}

}  // namespace

BindingMap BindingMap::default_model() {
  BindingMap map;
  map.default_model_ = true;
  return map;
}

BindingMap BindingMap::parse(std::string_view json_text) {
  json root;
  try {
    root = json::parse(json_text);
  } catch (const json::parse_error& error) {
    throw RunnerError(std::string("bindings: not valid JSON: ") + error.what());
  }
  // A --bindings file lists "bindings"; a reflection JSON lists "resources".
  const bool reflection = !(root.is_object() && root.contains("bindings"));
  const char* list_key = reflection ? "resources" : "bindings";
  if (!root.is_object() || !root.contains(list_key) || !root[list_key].is_array()) {
    throw RunnerError("bindings: expected an object with a \"bindings\" array or a reflection \"resources\" array");
  }
  BindingMap map;
  if (root.contains("entry_point")) map.entry_point_ = string_field(root, "entry_point", "top level");
  const json& list = root[list_key];
  for (std::size_t index = 0; index < list.size(); ++index) {
    const std::string where = std::string(list_key) + "[" + std::to_string(index) + "]";
    const json& entry = list[index];
    if (!entry.is_object()) throw RunnerError("bindings: " + where + ": expected an object");
    BindingTarget target;
    target.set = unsigned_field(entry, "set", where);
    target.binding = unsigned_field(entry, "binding", where);
    if (entry.contains("descriptor_type")) {
      const std::string type = string_field(entry, "descriptor_type", where);
      // A reflection lists root constants too: ranges of the push-constant block or of the
      // shader record, which the manifest fills, with no descriptor to bind.
      if (reflection && (type == spirv_emit::descriptor_type_name(spirv_emit::DescriptorType::PushConstant) ||
                         type == spirv_emit::descriptor_type_name(spirv_emit::DescriptorType::ShaderRecord)))
        continue;
      target.kind = descriptor_kind_from_name(type);
      if (!target.kind) throw RunnerError("bindings: " + where + ": unknown descriptor_type \"" + type + "\"");
    }
    if (entry.contains("counter_binding")) {
      target.counter = {entry.contains("counter_set") ? unsigned_field(entry, "counter_set", where) : target.set,
                        unsigned_field(entry, "counter_binding", where)};
    }
    const std::string register_text = string_field(entry, "register", where);
    if (register_text == "ResourceDescriptorHeap" || register_text == "SamplerDescriptorHeap") {
      if (!target.kind) throw RunnerError("bindings: " + where + ": a heap view needs its \"descriptor_type\"");
      const HeapKind heap = register_text == "SamplerDescriptorHeap" ? HeapKind::Sampler : HeapKind::Resource;
      // Views of one descriptor type share one binding (a reflection lists each resource
      // kind that reaches it): a second place for them is a conflict.
      if (const std::optional<BindingTarget> earlier = map.heap_view(heap, *target.kind);
          earlier && (earlier->set != target.set || earlier->binding != target.binding)) {
        throw RunnerError("bindings: " + where + ": the " + register_text + " view of " +
                          std::string(descriptor_kind_name(*target.kind)) + "s appears twice, at set " +
                          std::to_string(earlier->set) + " binding " + std::to_string(earlier->binding) +
                          " and at set " + std::to_string(target.set) + " binding " + std::to_string(target.binding));
      }
      map.heap_views_.emplace_back(heap, target);
      continue;
    }
    const uint32_t space = entry.contains("space") ? unsigned_field(entry, "space", where) : 0;
    RegisterId id;
    try {
      id = RegisterId::parse(register_text, space);
    } catch (const RunnerError& error) {
      throw RunnerError("bindings: " + where + ": " + error.what());
    }
    if (map.lookup(id)) throw RunnerError("bindings: " + where + ": register " + id.text() + " appears twice");
    map.entries_.emplace_back(id, target);
  }
  return map;
}

BindingMap BindingMap::load(const std::filesystem::path& path) {
  try {
    return parse(read_text_file(path));
  } catch (const RunnerError& error) {
    throw RunnerError(path.string() + ": " + error.what());
  }
}

BindingMap BindingMap::from_reflection(const spirv_emit::Reflection& reflection) {
  static constexpr char kLetters[] = {'t', 'u', 'b', 's'};
  BindingMap map;
  map.entry_point_ = reflection.entry_point;
  for (const spirv_emit::ResourceReflection& resource : reflection.resources) {
    const spirv_emit::ResourceDeclaration& declaration = resource.declaration;
    BindingTarget target{resource.binding.set, resource.binding.binding,
                         descriptor_kind_of(resource.binding.descriptor_type),
                         std::nullopt};
    if (resource.counter) target.counter = {resource.counter->set, resource.counter->binding};
    if (declaration.is_heap) {
      const bool sampler = declaration.resource_class == dxil::ResourceClass::Sampler;
      map.heap_views_.emplace_back(sampler ? HeapKind::Sampler : HeapKind::Resource, target);
      continue;
    }
    const RegisterId id{kLetters[static_cast<size_t>(declaration.resource_class)], declaration.lower_bound,
                        declaration.space};
    map.entries_.emplace_back(id, target);
  }
  return map;
}

dxil::ResourceClass register_class(char letter) {
  switch (letter) {
    case 't': return dxil::ResourceClass::ShaderResource;
    case 'u': return dxil::ResourceClass::UnorderedAccess;
    case 'b': return dxil::ResourceClass::ConstantBuffer;
    default: return dxil::ResourceClass::Sampler;
  }
}

std::optional<BindingTarget> BindingMap::lookup(const RegisterId& id) const {
  for (const auto& [entry_id, target] : entries_) {
    if (entry_id == id) return target;
  }
  if (!default_model_) return std::nullopt;
  spirv_emit::ResourceDeclaration resource;
  resource.resource_class = register_class(id.type);
  resource.space = id.space;
  resource.lower_bound = id.index;
  const spirv_emit::Binding binding = spirv_emit::default_binding({resource}, spirv_emit::HeapLayout{});
  BindingTarget target{binding.set, binding.binding, std::nullopt, std::nullopt};
  if (id.type == 'u') {
    const spirv_emit::Binding counter = spirv_emit::default_counter_binding(binding);
    target.counter = {counter.set, counter.binding};
  }
  return target;
}

std::optional<BindingTarget> BindingMap::heap_view(HeapKind heap, DescriptorKind kind) const {
  // Views of one descriptor type share their binding (SRVs and UAVs of storage buffers);
  // the counter is the UAV view's.
  std::optional<BindingTarget> found;
  for (const auto& [view_heap, target] : heap_views_) {
    if (view_heap != heap || target.kind != kind) continue;
    if (!found) found = target;
    if (!found->counter) found->counter = target.counter;
  }
  if (found) return found;
  // The sampler heap holds samplers, the resource heap everything else.
  if (!default_model_ || (heap == HeapKind::Sampler) != (kind == DescriptorKind::Sampler)) return std::nullopt;
  const std::optional<spirv_emit::DescriptorType> type = descriptor_type_of(kind);
  if (!type) return std::nullopt;
  const spirv_emit::HeapLayout layout;
  BindingTarget target{layout.set, layout.binding_base + static_cast<uint32_t>(*type), kind, std::nullopt};
  if (kind == DescriptorKind::StorageBuffer) target.counter = {layout.set, target.binding + spirv_emit::kCounterBindingOffset};
  return target;
}

}  // namespace untangle::runner
