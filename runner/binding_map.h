// Where each HLSL register is bound in Vulkan (descriptor set and binding): the default
// binding model, a --bindings file, or the translator's reflection JSON.
#pragma once

#include "dxil/dxil_metadata.h"
#include "runner/descriptor_kind.h"
#include "spirv_emit/reflection.h"
#include "runner/manifest.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::runner {

struct BindingTarget {
  uint32_t set = 0;
  uint32_t binding = 0;
  std::optional<DescriptorKind> kind;  // as the reflection states it, where it does
  // A UAV's counter buffer, where the map states it (the default model always does).
  std::optional<std::pair<uint32_t, uint32_t>> counter;
};

// Which SM 6.6 descriptor heap a view reads.
enum class HeapKind { Resource, Sampler };

// The register class of a letter: t, u, b, s.
dxil::ResourceClass register_class(char letter);

class BindingMap {
 public:
  // DESIGN.md's default: set = space; binding = index + 0 (b), 1000 (t), 2000 (u), 3000 (s).
  static BindingMap default_model();

  // Parses a --bindings file {"bindings":[{"register":"t0","space":0,"set":0,"binding":1000}]}
  // or a reflection JSON written by `untangle translate --reflect` {"entry_point":..,
  // "resources":[{"register":..,"space":..,"set":..,"binding":..,"descriptor_type":..}]}.
  // UAVs may give "counter_set" and "counter_binding"; a "register" of
  // "ResourceDescriptorHeap" or "SamplerDescriptorHeap" places a heap view (with its
  // "descriptor_type"). Throws RunnerError naming the offending field.
  static BindingMap parse(std::string_view json_text);
  static BindingMap load(const std::filesystem::path& path);
  // Where a translation put every register, from its reflection (heap views have none).
  static BindingMap from_reflection(const spirv_emit::Reflection& reflection);

  // Where `id` is bound; nullopt when an explicit map does not list it (the shader does
  // not use that register).
  std::optional<BindingTarget> lookup(const RegisterId& id) const;

  // Where the view of `heap` with descriptors of `kind` is bound (the default model: set 0,
  // binding 4000 + the descriptor type's number); nullopt when an explicit map lists none.
  std::optional<BindingTarget> heap_view(HeapKind heap, DescriptorKind kind) const;

  // The entry point named by a reflection JSON, where it names one.
  const std::optional<std::string>& entry_point() const { return entry_point_; }

  // The registers listed explicitly (none for the default model).
  const std::vector<std::pair<RegisterId, BindingTarget>>& explicit_entries() const { return entries_; }

 private:
  bool default_model_ = false;
  std::vector<std::pair<RegisterId, BindingTarget>> entries_;
  std::vector<std::pair<HeapKind, BindingTarget>> heap_views_;  // each with its kind
  std::optional<std::string> entry_point_;
};

}  // namespace untangle::runner
