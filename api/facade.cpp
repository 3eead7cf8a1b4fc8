// Module parsing and translation: metadata, the entry function's CFG, the structurizer's
// pass pipeline, then SPIR-V emission.
#include "api/facade.h"

#include "dxil/container.h"
#include "dxil/module_reader.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "structurizer/structurize.h"

namespace untangle::api {

std::shared_ptr<const Module> Module::parse(std::span<const uint8_t> bytes) {
  std::shared_ptr<Module> module(new Module());
  const dxil::Container container = dxil::parse_container(bytes);
  module->ir_ = dxil::read_module(container);
  module->root_signature_ = dxil::read_root_signature(container);
  module->info_ = dxil::read_shader_info(module->ir_);
  for (const dxil::EntryPoint& entry : module->info_.entry_points)
    if (entry.function != nullptr) module->entry_points_.push_back(&entry);
  return module;
}

dxil::ShaderKind Module::stage() const {
  return info_.shader_model ? info_.shader_model->kind : dxil::ShaderKind::Invalid;
}

const dxil::EntryPoint& Module::entry_point(std::string_view name) const {
  if (stage() == dxil::ShaderKind::Library)
    throw Error(Status::Unsupported, "DXIL libraries are not supported; translate a shader with one entry point");
  if (entry_points_.empty()) throw Error(Status::MalformedInput, "the module declares no entry point with a function");
  if (name.empty()) {
    if (entry_points_.size() == 1) return *entry_points_[0];
    throw Error(Status::InvalidArgument, "the module has " + std::to_string(entry_points_.size()) +
                                             " entry points; name the one to translate");
  }
  std::string names;
  for (const dxil::EntryPoint* entry : entry_points_) {
    if (entry->name == name) return *entry;
    names += (names.empty() ? "" : ", ") + entry->name;
  }
  throw Error(Status::InvalidArgument, "no entry point '" + printable_name(name) + "' (the module has " + names + ")");
}

spirv_emit::Options emit_options(const Module& module, const TranslateOptions& options) {
  spirv_emit::Options emit = options.emit;
  if (options.root_signature) emit.root_signature = &*options.root_signature;
  else if (options.use_module_root_signature && module.root_signature()) emit.root_signature = &*module.root_signature();
  return emit;
}

spirv_emit::Translation translate(const Module& module, std::string_view entry_point, const TranslateOptions& options) {
  const dxil::EntryPoint& entry = module.entry_point(entry_point);
  if (entry.function == nullptr || entry.function->is_declaration)
    throw Error(Status::MalformedInput, "entry point '" + entry.name + "' has no function body");
  structurizer::StructurizeOptions structurize_options;
  structurize_options.observer = options.observer;
  structurize_options.structured_check = options.structured_check;
  const structurizer::Function structured =
      structurizer::structurize(spirv_emit::cfg_from_dxil(*entry.function), structurize_options);
  return spirv_emit::emit_spirv(module.info(), entry, structured, emit_options(module, options));
}

}  // namespace untangle::api
