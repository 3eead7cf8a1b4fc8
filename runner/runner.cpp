// run_manifest: stage checks, resource plan, dispatch or draw, comparison, report.
#include "runner/runner.h"

#include "runner/acceleration_structures.h"
#include "runner/dispatch.h"
#include "runner/draw.h"
#include "runner/error.h"
#include "runner/graphics_plan.h"
#include "runner/ray_tracing_pipeline.h"
#include "runner/resource_plan.h"
#include "runner/stage_preparation.h"
#include "runner/subgroup_plan.h"

#include <spirv/unified1/spirv.hpp11>

#include <algorithm>

namespace untangle::runner {
namespace {

struct Outcome {
  std::vector<std::vector<uint32_t>> objects;  // in ResourcePlan::objects order
  TargetContents targets;
};

RunReport skipped(std::string details, const std::string& reason) {
  RunReport report;
  report.verdict = Verdict::Skipped;
  report.details = std::move(details);
  report.summary = "SKIPPED: " + reason;
  return report;
}

Outcome run_compute(Device& device, const Manifest& manifest, const PreparedStage& stage, const ResourcePlan& resources,
                    std::optional<PushConstantRange> push_constants, const RunOptions& options, std::string& details) {
  const SubgroupPlan subgroups =
      plan_subgroups(device.info().subgroup, manifest.wave_size, stage.entry.local_size, stage.source->wave_size);
  details += "subgroups: " + subgroups.description + "\n";
  ComputeJob job;
  job.spirv = &stage.module.words;
  job.entry_point = stage.entry.name;
  job.group_counts = manifest.dispatch;
  job.subgroups = subgroups;
  job.resources = &resources;
  job.push_constants = std::move(push_constants);
  job.timeout = options.timeout;
  return {execute(device, job), {}};
}

Outcome run_ray_tracing(Device& device, const Manifest& manifest, const std::vector<PreparedStage>& stages,
                        const ResourcePlan& resources, std::optional<PushConstantRange> push_constants,
                        const RunOptions& options) {
  RayTracingJob job;
  job.setup = &*manifest.ray_tracing;
  for (const PreparedStage& stage : stages) job.stages.push_back({stage.source->stage, &stage.module.words, stage.entry.name});
  job.resources = &resources;
  job.push_constants = std::move(push_constants);
  job.timeout = options.timeout;
  return {execute_ray_tracing(device, job), {}};
}

Outcome run_graphics(Device& device, const Manifest& manifest, const std::vector<PreparedStage>& stages,
                     const ResourcePlan& resources, std::optional<PushConstantRange> push_constants,
                     const RunOptions& options, std::string& details) {
  require_graphics_support(device, manifest, stages);
  GraphicsJob job;
  job.setup = &*manifest.graphics;
  std::vector<std::string> notes;
  for (const PreparedStage& stage : stages) {
    job.stages.push_back({stage.source->stage, &stage.module.words, stage.entry.name});
    if (stage.source->stage == Stage::Vertex) {
      job.vertex_attributes = plan_vertex_input(device, *job.setup, *stage.source, notes);
    }
  }
  for (const std::string& note : notes) details += "vertex input: " + note + "\n";
  job.resources = &resources;
  job.push_constants = std::move(push_constants);
  job.timeout = options.timeout;
  GraphicsResult result = execute_graphics(device, job);
  return {std::move(result.objects), std::move(result.targets)};
}

void compare_targets(const GraphicsSetup& setup, RunReport& report, std::size_t max_reported) {
  WordLayout layout{1, setup.width, setup.height, setup.layer_count()};
  for (std::size_t index = 0; index < setup.render_targets.size(); ++index) {
    const RenderTarget& target = setup.render_targets[index];
    if (!target.expect) continue;
    layout.words_per_element = target.format.components;
    report.comparisons.push_back(compare("render_targets[" + std::to_string(index) + "] (" + target.format_name + ")",
                                         target.element_format(), layout, *target.expect, report.render_targets[index],
                                         max_reported));
  }
  if (!setup.depth_stencil) return;
  const DepthStencilTarget& target = *setup.depth_stencil;
  layout.words_per_element = 1;
  if (target.expect_depth) {
    report.comparisons.push_back(compare("depth_stencil depth (" + target.format_name + ")", ElementFormat::F32, layout,
                                         *target.expect_depth, report.depth, max_reported));
  }
  if (target.expect_stencil) {
    report.comparisons.push_back(compare("depth_stencil stencil (" + target.format_name + ")", ElementFormat::U32,
                                         layout, Expectation{*target.expect_stencil, 0.0}, report.stencil,
                                         max_reported));
  }
}

void summarize(RunReport& report) {
  std::size_t checked_words = 0;
  std::size_t differing_words = 0;
  std::size_t failed_resources = 0;
  for (const ResourceComparison& comparison : report.comparisons) {
    report.details += comparison.describe();
    checked_words += comparison.word_count;
    differing_words += comparison.mismatch_count;
    failed_resources += comparison.passed() ? 0 : 1;
  }
  const std::string resources =
      std::to_string(report.comparisons.size()) + " checked resource" + (report.comparisons.size() == 1 ? "" : "s");
  if (failed_resources != 0) {
    report.verdict = Verdict::Failed;
    report.summary = "FAILED: " + std::to_string(differing_words) + " of " + std::to_string(checked_words) +
                     " words differ in " + std::to_string(failed_resources) + " of " + resources;
  } else if (report.comparisons.empty()) {
    report.summary = "PASSED: the shader ran; the manifest has no expectations";
  } else {
    report.summary = "PASSED: " + std::to_string(checked_words) + " words as expected in " + resources;
  }
}

}  // namespace

std::string_view verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::Passed: return "PASSED";
    case Verdict::Failed: return "FAILED";
    case Verdict::Skipped: return "SKIPPED";
  }
  return "UNKNOWN";
}

RunReport run_manifest(Device& device, const Manifest& manifest, const std::vector<StageModule>& stages,
                       const RunOptions& options) {
  std::string details = "device: " + device.info().summary() + "\n";
  if (manifest.validate_only) return skipped(details, "the manifest is validate_only; nothing to execute");

  const std::vector<PreparedStage> prepared = prepare_stages(manifest, stages);
  ResourcePlan resources;
  std::optional<PushConstantRange> push_constants;
  std::vector<std::string> notes;
  try {
    check_stages(prepared, device.info());
    resources = plan_resources(manifest, stage_declarations(prepared));
    resources.sparse_textures = std::any_of(prepared.begin(), prepared.end(), [](const PreparedStage& stage) {
      return std::count(stage.module.capabilities.begin(), stage.module.capabilities.end(),
                        static_cast<uint32_t>(spv::Capability::SparseResidency)) != 0;
    });
    push_constants = plan_push_constants(manifest, prepared, notes);
  } catch (const Unsupported& reason) {
    return skipped(details, reason.what());
  }
  for (const std::string& note : resources.notes) details += "bound: " + note + "\n";
  for (const std::string& note : notes) details += note + "\n";

  Outcome outcome;
  try {
    // Built before any pipeline that binds them, and kept until it has run.
    const AccelerationStructures structures(device, resources, options.timeout);
    if (manifest.graphics) {
      outcome = run_graphics(device, manifest, prepared, resources, std::move(push_constants), options, details);
    } else if (manifest.ray_tracing) {
      outcome = run_ray_tracing(device, manifest, prepared, resources, std::move(push_constants), options);
    } else {
      outcome = run_compute(device, manifest, prepared.front(), resources, std::move(push_constants), options, details);
    }
  } catch (const Unsupported& reason) {
    return skipped(details, reason.what());
  }

  RunReport report;
  report.details = std::move(details);
  const std::vector<const ManifestResource*> descriptors = manifest.descriptors();
  for (std::size_t index = 0; index < descriptors.size(); ++index) {
    const ManifestResource& resource = *descriptors[index];
    const std::optional<std::size_t> object = resources.object_of[index];
    report.contents.push_back(object ? std::move(outcome.objects[*object]) : resource.data);
    if (resource.expect) {
      report.comparisons.push_back(compare(resource, report.contents.back(), options.max_reported_mismatches));
    }
    if (resource.expect_counter) {
      const std::optional<std::size_t> counter = resources.counter_of[index];
      if (!counter) throw RunnerError(resource.label() + " expects a counter, but the shader does not use one");
      report.comparisons.push_back(compare(resource.label() + " counter", ElementFormat::U32, WordLayout{},
                                           Expectation{{*resource.expect_counter}, 0.0}, outcome.objects[*counter],
                                           options.max_reported_mismatches));
    }
  }
  report.render_targets = std::move(outcome.targets.colors);
  report.depth = std::move(outcome.targets.depth);
  report.stencil = std::move(outcome.targets.stencil);
  if (manifest.graphics) compare_targets(*manifest.graphics, report, options.max_reported_mismatches);
  summarize(report);
  return report;
}

RunReport run_manifest(Device& device, const Manifest& manifest, const SpirvModule& module, const BindingMap& bindings,
                       const RunOptions& options) {
  StageModule stage;
  stage.stage = Stage::Compute;
  stage.spirv = module.words;
  stage.entry = bindings.entry_point().value_or("");
  stage.bindings = bindings;
  return run_manifest(device, manifest, {stage}, options);
}

}  // namespace untangle::runner
