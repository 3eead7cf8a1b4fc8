// run_manifest: checks, resource plan, dispatch, comparison, report.
#include "runner/runner.h"

#include "runner/dispatch.h"
#include "runner/errors.h"
#include "runner/module_checks.h"
#include "runner/resource_plan.h"
#include "runner/subgroup_plan.h"

namespace untangle::runner {
namespace {

RunReport skipped(std::string details, const std::string& reason) {
  RunReport report;
  report.verdict = Verdict::Skipped;
  report.details = std::move(details);
  report.summary = "SKIPPED: " + reason;
  return report;
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

RunReport run_manifest(Device& device, const Manifest& manifest, const SpirvModule& module, const BindingMap& bindings,
                       const RunOptions& options) {
  std::string details = "device: " + device.info().summary() + "\n";
  if (manifest.validate_only) return skipped(details, "the manifest is validate_only; nothing to execute");

  const EntryPoint& entry = module.compute_entry(bindings.entry_point().value_or(manifest.entry));
  SubgroupPlan subgroups;
  ResourcePlan resources;
  try {
    require_device_support(module, device.info());
    subgroups = plan_subgroups(device.info().subgroup, manifest.wave_size, entry.local_size);
    resources = plan_resources(manifest, module.bindings_of(entry), bindings);
  } catch (const Unsupported& reason) {
    return skipped(details, reason.what());
  }
  validate_module(module, device.info());
  details += "subgroups: " + subgroups.description + "\n";
  for (const std::string& note : resources.notes) details += "bound: " + note + "\n";

  ComputeJob job;
  job.spirv = &module.words;
  job.entry_point = entry.name;
  job.group_counts = manifest.dispatch;
  job.subgroups = subgroups;
  job.buffers = resources.buffers;
  job.timeout = options.timeout;
  std::vector<std::vector<uint32_t>> buffer_contents;
  try {
    buffer_contents = execute(device, job);
  } catch (const Unsupported& reason) {
    return skipped(details, reason.what());
  }

  RunReport report;
  report.details = std::move(details);
  for (std::size_t index = 0; index < manifest.resources.size(); ++index) {
    const ManifestResource& resource = manifest.resources[index];
    const std::optional<std::size_t> buffer = resources.buffer_of_resource[index];
    report.contents.push_back(buffer ? std::move(buffer_contents[*buffer]) : resource.data);
    if (resource.expect) {
      report.comparisons.push_back(compare(resource, report.contents.back(), options.max_reported_mismatches));
    }
  }
  summarize(report);
  return report;
}

}  // namespace untangle::runner
