// Module parsing and translation: metadata (a library's exports and runtime data), the CFGs
// of the functions translated through the structurizer's pass pipeline (run here alone),
// then SPIR-V emission.
#include "api/facade.h"

#include <algorithm>

#include "dxil/container.h"
#include "dxil/ir_cast.h"
#include "reader/read_program.h"
#include "spirv_emit/call_graph.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "spirv_emit/resources.h"
#include "structurizer/structurize.h"

namespace untangle::api {

namespace {

// Whether `value` is `global`, or a constant expression over it (getelementptr, casts).
bool refers_to(const dxil::Value* value, const dxil::Value* global) {
  if (value == global) return true;
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  if (constant == nullptr || constant->constant_kind != dxil::ConstantKind::Expression) return false;
  return std::any_of(constant->elements.begin(), constant->elements.end(),
                     [&](const dxil::Value* element) { return refers_to(element, global); });
}

// The library resources whose globals `entry` or a function it calls refers to: an export
// declares those (a root signature need place no others).
std::vector<dxil::ResourceBinding> resources_used(const dxil::Function& entry,
                                                  const std::vector<dxil::ResourceBinding>& library) {
  const std::vector<const dxil::Function*> functions = spirv_emit::reachable_functions(entry);
  std::vector<dxil::ResourceBinding> used;
  for (const dxil::ResourceBinding& resource : library) {
    const dxil::Value* global = spirv_emit::symbol_global(resource.symbol);
    const bool referred = std::any_of(functions.begin(), functions.end(), [&](const dxil::Function* function) {
      for (const auto& block : function->blocks)
        for (const auto& instruction : block->instructions)
          for (const dxil::Value* operand : instruction->operands)
            if (refers_to(operand, global)) return true;
      return false;
    });
    if (referred) used.push_back(resource);
  }
  return used;
}

}  // namespace

std::shared_ptr<const Module> Module::parse(std::span<const uint8_t> bytes) {
  std::shared_ptr<Module> module(new Module());
  const dxil::Container container = dxil::parse_container(bytes);
  module->ir_ = reader::read_program(container);
  module->root_signature_ = dxil::read_root_signature(container);
  module->info_ = dxil::read_shader_info(module->ir_);
  module->runtime_data_ = dxil::read_runtime_data(container);
  if (module->runtime_data_) {
    const dxil::ContainerPart* part = container.find(dxil::PartKind::RuntimeData);
    for (const dxil::Subobject& subobject : module->runtime_data_->subobjects)
      if (!subobject.root_signature.empty())
        module->subobject_root_signatures_.emplace_back(
            subobject.name, dxil::parse_root_signature(subobject.root_signature, part->offset));
  }
  if (module->stage() != dxil::ShaderKind::Library) {
    for (const dxil::EntryPoint& entry : module->info_.entry_points)
      if (entry.function != nullptr) module->entry_points_.push_back(&entry);
    return module;
  }
  // A library's exports carry no resources of their own: the module-wide entry (the one
  // without a function) lists the library's.
  const std::vector<dxil::ResourceBinding>* library_resources = nullptr;
  for (const dxil::EntryPoint& entry : module->info_.entry_points)
    if (entry.function == nullptr) library_resources = &entry.resources;
  for (const dxil::EntryPoint& entry : module->info_.entry_points) {
    if (entry.function == nullptr) continue;
    dxil::EntryPoint& named = module->exports_.emplace_back(entry);
    named.name = dxil::export_name(entry.name);
    if (named.resources.empty() && library_resources != nullptr)
      named.resources = resources_used(*entry.function, *library_resources);
  }
  for (const dxil::EntryPoint& entry : module->exports_) module->entry_points_.push_back(&entry);
  return module;
}

const dxil::RootSignature* Module::associated_root_signature(dxil::SubobjectKind kind,
                                                             std::string_view export_name) const {
  if (!runtime_data_) return nullptr;
  const dxil::Subobject* subobject = runtime_data_->associated(kind, export_name);
  if (subobject == nullptr) return nullptr;
  for (const auto& [name, signature] : subobject_root_signatures_)
    if (name == subobject->name) return &signature;
  return nullptr;
}

dxil::ShaderKind Module::stage() const {
  return info_.shader_model ? info_.shader_model->kind : dxil::ShaderKind::Invalid;
}

const dxil::EntryPoint& Module::entry_point(std::string_view name) const {
  if (entry_points_.empty()) throw Error(Status::MalformedInput, "the module declares no entry point with a function");
  if (name.empty()) {
    if (entry_points_.size() == 1) return *entry_points_[0];
    throw Error(Status::InvalidArgument, "the module has " + std::to_string(entry_points_.size()) +
                                             " entry points; name the one to translate");
  }
  std::string names;
  for (const dxil::EntryPoint* entry : entry_points_) {
    if (entry->name == name || (entry->function != nullptr && entry->function->name == name)) return *entry;
    names += (names.empty() ? "" : ", ") + entry->name;
  }
  throw Error(Status::InvalidArgument, "no entry point '" + printable_name(name) + "' (the module has " + names + ")");
}

spirv_emit::Options emit_options(const Module& module, const dxil::EntryPoint& entry, const TranslateOptions& options) {
  spirv_emit::Options emit = options.emit;
  if (options.root_signature) {
    emit.root_signature = &*options.root_signature;
  } else if (options.use_module_root_signature) {
    if (module.root_signature()) emit.root_signature = &*module.root_signature();
    else emit.root_signature = module.associated_root_signature(dxil::SubobjectKind::GlobalRootSignature, entry.name);
  }
  if (options.local_root_signature) {
    emit.local_root_signature = &*options.local_root_signature;
  } else if (options.use_module_root_signature) {
    emit.local_root_signature = module.associated_root_signature(dxil::SubobjectKind::LocalRootSignature, entry.name);
  }
  return emit;
}

spirv_emit::StructuredFunctions structurize_functions(const Module& module, const dxil::EntryPoint& entry,
                                                      structurizer::Function structured_entry,
                                                      const structurizer::StructurizeOptions& options) {
  spirv_emit::StructuredFunctions functions;
  functions.emplace(entry.function, std::move(structured_entry));
  const dxil::ShaderKind stage = spirv_emit::entry_stage(module.info(), entry);
  for (const dxil::Function* function : spirv_emit::translated_functions(entry, stage))
    if (function != entry.function)
      functions.emplace(function, structurizer::structurize(spirv_emit::cfg_from_dxil(*function), options));
  return functions;
}

spirv_emit::Translation translate(const Module& module, std::string_view entry_point, const TranslateOptions& options) {
  const dxil::EntryPoint& entry = module.entry_point(entry_point);
  if (entry.function == nullptr || entry.function->is_declaration)
    throw Error(Status::MalformedInput, "entry point '" + entry.name + "' has no function body");
  structurizer::StructurizeOptions structurize_options;
  structurize_options.observer = options.observer;
  structurize_options.structured_check = options.structured_check;
  structurizer::Function structured =
      structurizer::structurize(spirv_emit::cfg_from_dxil(*entry.function), structurize_options);
  // The other functions get the same checks; the observer watches the entry function only.
  structurizer::StructurizeOptions callee_options;
  callee_options.structured_check = options.structured_check;
  const spirv_emit::StructuredFunctions functions =
      structurize_functions(module, entry, std::move(structured), callee_options);
  spirv_emit::Translation translation =
      spirv_emit::emit_spirv(module.info(), entry, functions, emit_options(module, entry, options));
  if (const std::optional<dxil::RuntimeData>& data = module.runtime_data()) {
    translation.reflection.subobjects = data->subobjects;
    const dxil::Subobject* local = data->associated(dxil::SubobjectKind::LocalRootSignature, entry.name);
    if (local != nullptr && !options.local_root_signature && options.use_module_root_signature)
      translation.reflection.local_root_signature = local->name;
  }
  return translation;
}

}  // namespace untangle::api
