// Stage matching, device checks, declarations and push constants for compute and
// graphics runs alike.
#include "runner/stage_preparation.h"

#include "runner/error.h"
#include "runner/module_checks.h"

namespace untangle::runner {
namespace {

std::string stage_label(const PreparedStage& stage) {
  return "the " + std::string(stage_name(stage.source->stage)) + " stage";
}

}  // namespace

std::vector<PreparedStage> prepare_stages(const Manifest& manifest, const std::vector<StageModule>& modules) {
  std::vector<const ManifestStage*> manifest_stages;
  if (manifest.graphics) {
    for (const ManifestStage& stage : manifest.graphics->stages) manifest_stages.push_back(&stage);
  }
  if (manifest.ray_tracing) {
    for (const ManifestStage& stage : manifest.ray_tracing->stages) manifest_stages.push_back(&stage);
  }
  const bool staged = manifest.graphics || manifest.ray_tracing;
  const std::size_t expected = staged ? manifest_stages.size() : 1;
  if (modules.size() != expected) {
    throw RunnerError("the manifest has " + std::to_string(expected) + " stage" + (expected == 1 ? "" : "s") + " but " +
                      std::to_string(modules.size()) + " shader module" + (modules.size() == 1 ? " was" : "s were") +
                      " given");
  }
  std::vector<PreparedStage> prepared;
  for (std::size_t index = 0; index < modules.size(); ++index) {
    const StageModule& source = modules[index];
    const Stage wanted = staged ? manifest_stages[index]->stage : Stage::Compute;
    if (source.stage != wanted) {
      throw RunnerError("shader module " + std::to_string(index + 1) + " is a " +
                        std::string(stage_name(source.stage)) + " shader, but the manifest's stage " +
                        std::to_string(index + 1) + " is " + std::string(stage_name(wanted)));
    }
    const std::string& manifest_entry = staged ? manifest_stages[index]->entry : manifest.entry;
    PreparedStage stage{&source, SpirvModule::parse(source.spirv), {}};
    stage.entry = stage.module.entry(source.stage, source.entry.empty() ? manifest_entry : source.entry);
    prepared.push_back(std::move(stage));
  }
  return prepared;
}

void check_stages(const std::vector<PreparedStage>& stages, const DeviceInfo& device) {
  for (const PreparedStage& stage : stages) {
    try {
      require_device_support(stage.module, device);
    } catch (const Unsupported& reason) {
      if (stages.size() == 1) throw;
      throw Unsupported(stage_label(stage) + ": " + reason.what());
    }
  }
  for (const PreparedStage& stage : stages) {
    try {
      validate_module(stage.module, device);
    } catch (const RunnerError& error) {
      if (stages.size() == 1) throw;
      throw RunnerError(stage_label(stage) + ": " + error.what());
    }
  }
}

std::vector<StageDeclarations> stage_declarations(const std::vector<PreparedStage>& stages) {
  std::vector<StageDeclarations> declarations;
  for (const PreparedStage& stage : stages) {
    declarations.push_back({stage.source->stage, stage.module.bindings_of(stage.entry), &stage.source->bindings});
  }
  return declarations;
}

std::optional<PushConstantRange> plan_push_constants(const Manifest& manifest, const std::vector<PreparedStage>& stages,
                                                     std::vector<std::string>& notes) {
  PushConstantRange range;
  for (const PreparedStage& stage : stages) {
    const uint32_t bytes = stage.module.push_constant_bytes(stage.entry);
    if (bytes == 0) continue;
    range.stages |= vulkan_stage(stage.source->stage);
    if (!manifest.push_constants) {
      throw RunnerError(stage_label(stage) + " declares a push-constant block of " + std::to_string(bytes) +
                        " bytes but the manifest gives no \"push_constants\"");
    }
    const PushConstants& given = *manifest.push_constants;
    const std::size_t end = given.offset + given.words.size() * sizeof(uint32_t);
    if (end < bytes) {
      throw RunnerError(stage_label(stage) + " declares a push-constant block of " + std::to_string(bytes) +
                        " bytes but push_constants end at byte " + std::to_string(end));
    }
  }
  if (!manifest.push_constants) return std::nullopt;
  if (range.stages == 0) {
    notes.push_back("push_constants: no stage declares a push-constant block; not pushed");
    return std::nullopt;
  }
  range.offset = manifest.push_constants->offset;
  range.words = manifest.push_constants->words;
  return range;
}

}  // namespace untangle::runner
