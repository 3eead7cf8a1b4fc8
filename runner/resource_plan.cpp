// Resource planning: binding map lookup per stage, cross-check with the modules' own
// declarations, texel formats for texel buffers. One descriptor serves every stage that
// declares it, so the pipeline layout is the union of the stages' declarations.
#include "runner/resource_plan.h"

#include "runner/errors.h"
#include "runner/texel_format.h"

#include <algorithm>

namespace untangle::runner {
namespace {

// A translator may expose a raw or structured buffer as a texel buffer of 32-bit words.
constexpr std::string_view kWordTexelFormat = "R32_UINT";

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

// Where the stages place one manifest resource: the first stage's declaration, with the
// stages that declare it; or where the bindings would put it when no stage declares it.
struct Placement {
  const DescriptorBinding* declared = nullptr;
  VkShaderStageFlags stages = 0;
  std::optional<BindingTarget> first_target;
};

// Finds the descriptor every stage declares for register `id`, marking it used; throws
// when the stages disagree or a descriptor is already taken.
Placement place(const RegisterId& id, const std::string& label, const std::vector<StageDeclarations>& stages,
                std::vector<std::vector<bool>>& declared_used, bool several_stages) {
  Placement placement;
  std::optional<BindingTarget>& first_target = placement.first_target;
  for (std::size_t stage_index = 0; stage_index < stages.size(); ++stage_index) {
    const StageDeclarations& stage = stages[stage_index];
    const std::optional<BindingTarget> target = stage.bindings->lookup(id);
    if (!target) continue;
    if (!first_target) first_target = target;
    const auto found =
        std::find_if(stage.declared.begin(), stage.declared.end(), [&target](const DescriptorBinding& descriptor) {
          return descriptor.set == target->set && descriptor.binding == target->binding;
        });
    if (found == stage.declared.end()) continue;
    const std::size_t declared_index = static_cast<std::size_t>(found - stage.declared.begin());
    const std::string in_stage = several_stages ? " in the " + std::string(stage_name(stage.stage)) + " stage" : "";
    if (declared_used[stage_index][declared_index]) {
      throw RunnerError(label + " is bound to " + found->describe() + in_stage +
                        ", which another manifest resource already uses");
    }
    declared_used[stage_index][declared_index] = true;
    if (target->kind && *target->kind != found->kind) {
      throw RunnerError("the bindings give " + label + " as a " + std::string(descriptor_kind_name(*target->kind)) +
                        " but the module declares " + found->describe() + in_stage);
    }
    if (placement.declared != nullptr &&
        (placement.declared->set != found->set || placement.declared->binding != found->binding ||
         placement.declared->kind != found->kind)) {
      throw RunnerError(label + " is " + placement.declared->describe() + " in the " + stage_list(placement.stages) +
                        " stage but " + found->describe() + in_stage + "; one descriptor serves every stage");
    }
    if (placement.declared == nullptr) placement.declared = &*found;
    placement.stages |= vulkan_stage(stage.stage);
  }
  return placement;
}

std::string unbound_note(const std::string& label, const Placement& placement) {
  return placement.first_target
             ? label + ": the shader declares nothing at " +
                   binding_text(placement.first_target->set, placement.first_target->binding) + "; not bound"
             : label + ": not in the bindings, so unused by the shader; not bound";
}

}  // namespace

ResourcePlan plan_resources(const Manifest& manifest, const std::vector<StageDeclarations>& stages) {
  ResourcePlan plan;
  std::vector<std::vector<bool>> declared_used;
  for (const StageDeclarations& stage : stages) declared_used.emplace_back(stage.declared.size(), false);
  const bool graphics = stages.size() != 1 || stages.front().stage != Stage::Compute;

  for (const ManifestResource& resource : manifest.resources) {
    const std::string label = resource.label();
    const Placement placement = place(resource.register_id, label, stages, declared_used, graphics);
    if (placement.declared == nullptr) {
      plan.buffer_of_resource.push_back(std::nullopt);
      plan.notes.push_back(unbound_note(label, placement));
      continue;
    }
    const DescriptorBinding& declared = *placement.declared;
    if (!is_buffer_kind(declared.kind)) {
      throw RunnerError(label + " is bound to " + declared.describe() + ", but a manifest provides buffers only");
    }
    if (declared.count != 1) {
      throw Unsupported(declared.describe() + " is an array of descriptors; the runner binds single buffers");
    }

    BufferBinding buffer;
    buffer.label = label;
    buffer.set = declared.set;
    buffer.binding = declared.binding;
    buffer.kind = declared.kind;
    buffer.stages = placement.stages;
    buffer.data = resource.data;
    if (is_texel_buffer_kind(declared.kind)) {
      const TexelFormat format =
          texel_format(resource.texel_format.empty() ? kWordTexelFormat : std::string_view(resource.texel_format));
      buffer.texel_format = format.format;
      buffer.texel_bytes = format.bytes;
    }
    plan.buffer_of_resource.push_back(plan.buffers.size());
    plan.notes.push_back(label + " -> " + declared.describe() +
                         (graphics ? " in " + stage_list(placement.stages) : ""));
    plan.buffers.push_back(std::move(buffer));
  }

  for (std::size_t index = 0; index < manifest.acceleration_structures.size(); ++index) {
    const AccelerationStructure& structure = manifest.acceleration_structures[index];
    const std::string label = structure.register_id.text() + " (RaytracingAccelerationStructure)";
    const Placement placement = place(structure.register_id, label, stages, declared_used, graphics);
    if (placement.declared == nullptr) {
      plan.notes.push_back(unbound_note(label, placement));
      continue;
    }
    if (placement.declared->kind != DescriptorKind::AccelerationStructure || placement.declared->count != 1)
      throw RunnerError(label + " is bound to " + placement.declared->describe() +
                        ", which is not a single acceleration structure");
    plan.structures.push_back(
        {label, placement.declared->set, placement.declared->binding, placement.stages, VK_NULL_HANDLE, index});
    plan.notes.push_back(label + " -> " + placement.declared->describe() +
                         (graphics ? " in " + stage_list(placement.stages) : ""));
  }

  std::string unbound;
  for (std::size_t stage_index = 0; stage_index < stages.size(); ++stage_index) {
    for (std::size_t index = 0; index < stages[stage_index].declared.size(); ++index) {
      if (declared_used[stage_index][index]) continue;
      unbound += "\n  " + stages[stage_index].declared[index].describe();
      if (graphics) unbound += " in the " + std::string(stage_name(stages[stage_index].stage)) + " stage";
    }
  }
  if (!unbound.empty()) {
    throw RunnerError("the shader declares descriptors that no manifest resource is bound to:" + unbound);
  }
  return plan;
}

}  // namespace untangle::runner
