// Resource planning: binding map lookup, cross-check with the module's own declarations,
// texel formats for texel buffers.
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

}  // namespace

ResourcePlan plan_resources(const Manifest& manifest, const std::vector<DescriptorBinding>& declared,
                            const BindingMap& bindings) {
  ResourcePlan plan;
  std::vector<bool> declared_used(declared.size(), false);
  for (const ManifestResource& resource : manifest.resources) {
    const std::string label = resource.label();
    const std::optional<BindingTarget> target = bindings.lookup(resource.register_id);
    if (!target) {
      plan.buffer_of_resource.push_back(std::nullopt);
      plan.notes.push_back(label + ": not in the bindings, so unused by the shader; not bound");
      continue;
    }
    const auto found = std::find_if(declared.begin(), declared.end(), [&target](const DescriptorBinding& descriptor) {
      return descriptor.set == target->set && descriptor.binding == target->binding;
    });
    if (found == declared.end()) {
      plan.buffer_of_resource.push_back(std::nullopt);
      plan.notes.push_back(label + ": the shader declares nothing at " + binding_text(target->set, target->binding) +
                           "; not bound");
      continue;
    }
    const std::size_t declared_index = static_cast<std::size_t>(found - declared.begin());
    if (declared_used[declared_index]) {
      throw RunnerError(label + " is bound to " + found->describe() + ", which another manifest resource already uses");
    }
    declared_used[declared_index] = true;
    if (target->kind && *target->kind != found->kind) {
      throw RunnerError("the bindings give " + label + " as a " + std::string(descriptor_kind_name(*target->kind)) +
                        " but the module declares " + found->describe());
    }
    if (!is_buffer_kind(found->kind)) {
      throw RunnerError(label + " is bound to " + found->describe() + ", but a manifest provides buffers only");
    }
    if (found->count != 1) {
      throw Unsupported(found->describe() + " is an array of descriptors; the runner binds single buffers");
    }

    BufferBinding buffer;
    buffer.label = label;
    buffer.set = found->set;
    buffer.binding = found->binding;
    buffer.kind = found->kind;
    buffer.data = resource.data;
    if (is_texel_buffer_kind(found->kind)) {
      const TexelFormat format =
          texel_format(resource.texel_format.empty() ? kWordTexelFormat : std::string_view(resource.texel_format));
      buffer.texel_format = format.format;
      buffer.texel_bytes = format.bytes;
    }
    plan.buffer_of_resource.push_back(plan.buffers.size());
    plan.notes.push_back(label + " -> " + found->describe());
    plan.buffers.push_back(std::move(buffer));
  }

  std::string unbound;
  for (std::size_t index = 0; index < declared.size(); ++index) {
    if (!declared_used[index]) unbound += "\n  " + declared[index].describe();
  }
  if (!unbound.empty()) {
    throw RunnerError("the shader declares descriptors that no manifest resource is bound to:" + unbound);
  }
  return plan;
}

}  // namespace untangle::runner
