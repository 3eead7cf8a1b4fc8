// Parsing of --bindings files and reflection JSON into register -> (set, binding) maps.
#include "runner/binding_map.h"

#include "runner/errors.h"

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
    // Reflection also lists SM 6.6 descriptor heap views, which have no register; no
    // manifest resource can name them.
    if (reflection && entry.contains("register") && entry["register"].is_string() &&
        entry["register"].get<std::string>().find("DescriptorHeap") != std::string::npos) {
      continue;
    }
    const uint32_t space = entry.contains("space") ? unsigned_field(entry, "space", where) : 0;
    RegisterId id;
    try {
      id = RegisterId::parse(string_field(entry, "register", where), space);
    } catch (const RunnerError& error) {
      throw RunnerError("bindings: " + where + ": " + error.what());
    }
    BindingTarget target;
    target.set = unsigned_field(entry, "set", where);
    target.binding = unsigned_field(entry, "binding", where);
    if (entry.contains("descriptor_type")) {
      const std::string type = string_field(entry, "descriptor_type", where);
      target.kind = descriptor_kind_from_name(type);
      if (!target.kind) throw RunnerError("bindings: " + where + ": unknown descriptor_type \"" + type + "\"");
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
    if (declaration.is_heap) continue;
    const RegisterId id{kLetters[static_cast<size_t>(declaration.resource_class)], declaration.lower_bound,
                        declaration.space};
    map.entries_.emplace_back(id, BindingTarget{resource.binding.set, resource.binding.binding,
                                                descriptor_kind_from_name(
                                                    spirv_emit::descriptor_type_name(resource.binding.descriptor_type))});
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
  spirv_emit::BindingRequest request;
  request.resource_class = register_class(id.type);
  request.space = id.space;
  request.register_index = id.index;
  const spirv_emit::Binding binding = spirv_emit::default_binding(request, spirv_emit::HeapLayout{});
  return BindingTarget{binding.set, binding.binding, std::nullopt};
}

}  // namespace untangle::runner
