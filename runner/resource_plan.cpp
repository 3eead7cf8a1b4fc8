// Resource planning: binding map lookup per stage, cross-check with the modules' own
// declarations, arrays of descriptors, heap views and counters, texel formats, acceleration
// structures. One descriptor serves every stage that declares it, so the pipeline layout is
// the union of the stages' declarations.
#include "runner/resource_plan.h"

#include "runner/error.h"
#include "runner/texel_format.h"

#include <algorithm>
#include <array>
#include <map>

namespace untangle::runner {
namespace {

// A translator may expose a raw or structured buffer as a texel buffer of 32-bit words.
constexpr std::string_view kWordTexelFormat = "R32_UINT";

constexpr std::array kAllKinds = {
    DescriptorKind::StorageBuffer, DescriptorKind::UniformBuffer, DescriptorKind::UniformTexelBuffer,
    DescriptorKind::StorageTexelBuffer, DescriptorKind::SampledImage, DescriptorKind::StorageImage,
    DescriptorKind::Sampler, DescriptorKind::AccelerationStructure};

std::string binding_text(uint32_t set, uint32_t binding) {
  return "set " + std::to_string(set) + " binding " + std::to_string(binding);
}

std::string stage_list(VkShaderStageFlags stages) {
  std::string text;
  for (int stage = static_cast<int>(Stage::Vertex); stage <= static_cast<int>(Stage::Callable); ++stage) {
    if ((stages & vulkan_stage(static_cast<Stage>(stage))) != 0)
      text += (text.empty() ? "" : ", ") + std::string(stage_name(static_cast<Stage>(stage)));
  }
  return text;
}

// The descriptor kind a resource of `kind` has in a descriptor heap.
DescriptorKind natural_kind(ResourceKind kind) {
  switch (kind) {
    case ResourceKind::ConstantBuffer: return DescriptorKind::UniformBuffer;
    case ResourceKind::Buffer: return DescriptorKind::UniformTexelBuffer;
    case ResourceKind::RWBuffer: return DescriptorKind::StorageTexelBuffer;
    case ResourceKind::RaytracingAccelerationStructure: return DescriptorKind::AccelerationStructure;
    default: break;
  }
  if (is_sampler_kind(kind)) return DescriptorKind::Sampler;
  if (is_texture_kind(kind)) return is_writable_kind(kind) ? DescriptorKind::StorageImage : DescriptorKind::SampledImage;
  return DescriptorKind::StorageBuffer;
}

// Whether a resource of `kind` can fill a descriptor of kind `declared` at its register:
// buffers any buffer descriptor (a binding model may move a constant buffer into a storage
// buffer, or a buffer into a texel buffer of words), the others their own kind.
bool fits(ResourceKind kind, DescriptorKind declared) {
  return is_buffer_kind(natural_kind(kind)) ? is_buffer_kind(declared) : natural_kind(kind) == declared;
}

// Where the stages declare one binding: the first stage's declaration, with the stages.
struct Placement {
  const DescriptorBinding* declared = nullptr;
  VkShaderStageFlags stages = 0;
};

// Why a register no stage declares is not bound: where the bindings put it, if anywhere.
std::string unbound_note(const std::string& label, const std::optional<BindingTarget>& first_target) {
  return first_target ? label + ": the shader declares nothing at " +
                            binding_text(first_target->set, first_target->binding) + "; not bound"
                      : label + ": not in the bindings, so unused by the shader; not bound";
}

class Planner {
 public:
  Planner(const Manifest& manifest, const std::vector<StageDeclarations>& stages)
      : manifest_(manifest), stages_(stages), graphics_(stages.size() != 1 || stages.front().stage != Stage::Compute) {
    for (const StageDeclarations& stage : stages) used_.emplace_back(stage.declared.size(), false);
    const std::vector<const ManifestResource*> descriptors = manifest.descriptors();
    for (std::size_t index = 0; index < descriptors.size(); ++index) entry_of_[descriptors[index]] = index;
    plan_.object_of.assign(descriptors.size(), std::nullopt);
    plan_.counter_of.assign(descriptors.size(), std::nullopt);
  }

  ResourcePlan run() {
    for (const ManifestResource& resource : manifest_.resources) place_register(resource);
    for (const HeapKind heap : {HeapKind::Resource, HeapKind::Sampler}) {
      const std::vector<ManifestResource>& entries =
          heap == HeapKind::Resource ? manifest_.resource_heap : manifest_.sampler_heap;
      for (const DescriptorKind kind : kAllKinds) place_heap_view(heap, kind, entries);
    }
    for (const ManifestResource& structure : manifest_.acceleration_structures) place_register(structure);
    check_all_used();
    return std::move(plan_);
  }

 private:
  std::string in_stage(std::size_t stage_index) const {
    return graphics_ ? " in the " + std::string(stage_name(stages_[stage_index].stage)) + " stage" : "";
  }

  // The declaration of stage `stage_index` at (set, binding), marked used with every
  // variable aliasing it there (heap views of one descriptor type); null where it declares
  // nothing there. `label` names what claims it.
  const DescriptorBinding* take(std::size_t stage_index, uint32_t set, uint32_t binding,
                                const std::optional<DescriptorKind>& stated, const std::string& label) {
    const StageDeclarations& stage = stages_[stage_index];
    const DescriptorBinding* first = nullptr;
    for (std::size_t index = 0; index < stage.declared.size(); ++index) {
      const DescriptorBinding& found = stage.declared[index];
      if (found.set != set || found.binding != binding) continue;
      if (used_[stage_index][index]) {
        throw RunnerError(label + " is bound to " + found.describe() + in_stage(stage_index) +
                          ", which another manifest resource already uses");
      }
      if (stated && *stated != found.kind) {
        throw RunnerError("the bindings give " + label + " as a " + std::string(descriptor_kind_name(*stated)) +
                          " but the module declares " + found.describe() + in_stage(stage_index));
      }
      if (first != nullptr && (first->kind != found.kind || first->count != found.count)) {
        throw RunnerError("the module declares " + first->describe() + " and " + found.describe() +
                          " at the same binding" + in_stage(stage_index));
      }
      used_[stage_index][index] = true;
      if (first == nullptr) first = &found;
    }
    return first;
  }

  void merge(Placement& placement, const DescriptorBinding* declared, std::size_t stage_index,
             const std::string& label) {
    if (declared == nullptr) return;
    if (placement.declared != nullptr &&
        (placement.declared->set != declared->set || placement.declared->binding != declared->binding ||
         placement.declared->kind != declared->kind || placement.declared->count != declared->count)) {
      throw RunnerError(label + " is " + placement.declared->describe() + " in the " + stage_list(placement.stages) +
                        " stage but " + declared->describe() + in_stage(stage_index) +
                        "; one descriptor serves every stage");
    }
    if (placement.declared == nullptr) placement.declared = declared;
    placement.stages |= vulkan_stage(stages_[stage_index].stage);
  }

  // The object for `source` bound as `kind` (one per resource, shared by every view).
  std::size_t object(const ManifestResource& source, DescriptorKind kind, bool counter) {
    auto& known = counter ? counters_ : objects_;
    const std::string label = source.label() + (counter ? " counter" : "");
    if (const auto found = known.find(&source); found != known.end()) {
      if (plan_.objects[found->second].kind != kind) {
        throw RunnerError(label + " is bound both as a " +
                          std::string(descriptor_kind_name(plan_.objects[found->second].kind)) + " and as a " +
                          std::string(descriptor_kind_name(kind)));
      }
      return found->second;
    }
    PlannedObject planned;
    planned.label = label;
    planned.source = &source;
    planned.kind = kind;
    planned.is_counter = counter;
    if (!counter && (is_texel_buffer_kind(kind) || is_texture_kind(source.kind))) {
      const TexelFormat format =
          texel_format(source.texel_format.empty() ? kWordTexelFormat : std::string_view(source.texel_format));
      planned.format = format.format;
      planned.texel_bytes = format.bytes;
    }
    const std::size_t index = plan_.objects.size();
    plan_.objects.push_back(std::move(planned));
    known.emplace(&source, index);
    (counter ? plan_.counter_of : plan_.object_of)[entry_of_.at(&source)] = index;
    return index;
  }

  // A descriptor binding for `placement` holding `entries` (an array's elements, or
  // nullopt where a heap entry does not fit this view).
  void add_descriptor(const Placement& placement, const std::vector<const ManifestResource*>& entries,
                      bool counter, const std::string& label) {
    const DescriptorBinding& declared = *placement.declared;
    if (declared.count != 0 && entries.size() > declared.count) {
      throw RunnerError(label + " has " + std::to_string(entries.size()) + " elements but the module declares " +
                        declared.describe() + " with " + std::to_string(declared.count));
    }
    PlannedDescriptor descriptor;
    descriptor.set = declared.set;
    descriptor.binding = declared.binding;
    descriptor.kind = declared.kind;
    descriptor.stages = placement.stages;
    for (const ManifestResource* entry : entries) {
      descriptor.elements.push_back(entry == nullptr ? std::nullopt
                                                     : std::optional(object(*entry, declared.kind, counter)));
    }
    descriptor.elements.resize(declared.count == 0 ? entries.size() : declared.count);
    plan_.descriptors.push_back(std::move(descriptor));
  }

  void place_register(const ManifestResource& resource) {
    const std::string label = resource.label();
    Placement placement;
    Placement counter_placement;
    std::optional<BindingTarget> first_target;
    for (std::size_t stage_index = 0; stage_index < stages_.size(); ++stage_index) {
      const std::optional<BindingTarget> target = stages_[stage_index].bindings->lookup(resource.register_id);
      if (!target) continue;
      if (!first_target) first_target = target;
      const DescriptorBinding* declared =
          take(stage_index, target->set, target->binding, target->kind, label);
      if (declared == nullptr) continue;
      merge(placement, declared, stage_index, label);
      const auto counter = declared->counter ? declared->counter : target->counter;
      if (counter && is_writable_kind(resource.kind)) {
        merge(counter_placement,
              take(stage_index, counter->first, counter->second, std::nullopt, label + " counter"), stage_index,
              label + " counter");
      }
    }
    if (placement.declared == nullptr) {
      plan_.notes.push_back(unbound_note(label, first_target));
      return;
    }
    std::vector<const ManifestResource*> entries;
    if (resource.elements.empty()) entries.push_back(&resource);
    for (const ManifestResource& element : resource.elements) entries.push_back(&element);
    if (!fits(resource.kind, placement.declared->kind)) {
      throw RunnerError(label + " is bound to " + placement.declared->describe() + ", which a " +
                        std::string(resource_kind_name(resource.kind)) + " cannot fill");
    }
    add_descriptor(placement, entries, false, label);
    std::string note = label + " -> " + placement.declared->describe();
    if (!resource.elements.empty()) note += ", " + std::to_string(entries.size()) + " elements";
    if (counter_placement.declared != nullptr) {
      add_descriptor(counter_placement, entries, true, label + " counter");
      note += ", counter -> " + counter_placement.declared->describe();
    } else if (resource.counter) {
      note += "; the shader does not use its counter";
    }
    plan_.notes.push_back(note + (graphics_ ? " in " + stage_list(placement.stages) : ""));
  }

  // The view of `heap` for descriptors of `kind`, where the stages declare it: every heap
  // entry of that kind at its index, the others left unwritten.
  void place_heap_view(HeapKind heap, DescriptorKind kind, const std::vector<ManifestResource>& entries) {
    const std::string label = heap == HeapKind::Resource ? "resource_heap" : "sampler_heap";
    const std::string view_label = label + " (" + std::string(descriptor_kind_name(kind)) + " view)";
    Placement placement;
    Placement counter_placement;
    for (std::size_t stage_index = 0; stage_index < stages_.size(); ++stage_index) {
      const std::optional<BindingTarget> view = stages_[stage_index].bindings->heap_view(heap, kind);
      if (!view) continue;
      const DescriptorBinding* declared = take(stage_index, view->set, view->binding, kind, view_label);
      if (declared == nullptr) continue;
      merge(placement, declared, stage_index, view_label);
      if (view->counter) {
        merge(counter_placement,
              take(stage_index, view->counter->first, view->counter->second, std::nullopt, view_label + " counters"),
              stage_index, view_label + " counters");
      }
    }
    if (placement.declared == nullptr) return;
    if (entries.empty()) throw RunnerError("the shader declares " + view_label + " but the manifest has no " + label);
    std::vector<const ManifestResource*> fitting;
    for (const ManifestResource& entry : entries) fitting.push_back(natural_kind(entry.kind) == kind ? &entry : nullptr);
    add_descriptor(placement, fitting, false, view_label);
    std::string note = view_label + " -> " + placement.declared->describe() + ", " + std::to_string(entries.size()) +
                       " descriptors";
    if (counter_placement.declared != nullptr) {
      std::vector<const ManifestResource*> counters;
      for (const ManifestResource* entry : fitting) {
        counters.push_back(entry != nullptr && is_writable_kind(entry->kind) ? entry : nullptr);
      }
      add_descriptor(counter_placement, counters, true, view_label + " counters");
      note += ", counters -> " + counter_placement.declared->describe();
    }
    plan_.notes.push_back(note + (graphics_ ? " in " + stage_list(placement.stages) : ""));
  }

  void check_all_used() const {
    std::string unbound;
    for (std::size_t stage_index = 0; stage_index < stages_.size(); ++stage_index) {
      for (std::size_t index = 0; index < stages_[stage_index].declared.size(); ++index) {
        if (!used_[stage_index][index]) unbound += "\n  " + stages_[stage_index].declared[index].describe() + in_stage(stage_index);
      }
    }
    if (!unbound.empty()) {
      throw RunnerError("the shader declares descriptors that no manifest resource is bound to:" + unbound);
    }
  }

  const Manifest& manifest_;
  const std::vector<StageDeclarations>& stages_;
  const bool graphics_;
  std::vector<std::vector<bool>> used_;
  std::map<const ManifestResource*, std::size_t> entry_of_;  // position in Manifest::descriptors()
  std::map<const ManifestResource*, std::size_t> objects_;
  std::map<const ManifestResource*, std::size_t> counters_;
  ResourcePlan plan_;
};

}  // namespace

bool PlannedDescriptor::partially_bound() const {
  return std::any_of(elements.begin(), elements.end(),
                     [](const std::optional<std::size_t>& element) { return !element.has_value(); });
}

ResourcePlan plan_resources(const Manifest& manifest, const std::vector<StageDeclarations>& stages) {
  return Planner(manifest, stages).run();
}

}  // namespace untangle::runner
