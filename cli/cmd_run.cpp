// `untangle run [IN...] --manifest M.json [--reference REF.spv...]`: executes shaders on
// Vulkan with an execution manifest's buffers, draw and targets and checks its
// expectations, for untangle's translation and, with --reference, for independent SPIR-V
// modules too. Exit 0 only when all hold in every run, 1 on a mismatch or any failure,
// 77 when the device cannot run the test (reported as skipped), 2 on a usage error.
#include <chrono>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "runner/binding_map.h"
#include "runner/device.h"
#include "runner/error.h"
#include "runner/manifest.h"
#include "runner/runner.h"
#include "runner/spirv_module.h"
#include "runner/stage_module.h"
#include "runner/translation.h"

namespace untangle::cli {
namespace {

struct RunOptions {
  std::vector<std::string> inputs;
  std::string manifest;
  std::vector<std::string> references;
  bool reference_only = false;
  std::string bindings;
  std::string device;
  double timeout_seconds = 120.0;
};

// A usage error: exit 2 with the message.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One set of modules to run against the manifest, and what to call it in the output.
struct Run {
  std::string label;  // "untangle", "reference"
  std::vector<runner::StageModule> (*modules)(const RunOptions&, const runner::Manifest&);
};

// The manifest's stages: a graphics or ray-tracing pipeline's; none for compute.
const std::vector<runner::ManifestStage>* manifest_stages(const runner::Manifest& manifest) {
  if (manifest.graphics) return &manifest.graphics->stages;
  if (manifest.ray_tracing) return &manifest.ray_tracing->stages;
  return nullptr;
}

// The stage of the module at `position`: the manifest's stage there, or compute.
runner::Stage stage_at(const runner::Manifest& manifest, std::size_t position) {
  const std::vector<runner::ManifestStage>* stages = manifest_stages(manifest);
  return stages != nullptr ? (*stages)[position].stage : runner::Stage::Compute;
}

std::size_t stage_count(const runner::Manifest& manifest) {
  const std::vector<runner::ManifestStage>* stages = manifest_stages(manifest);
  return stages != nullptr ? stages->size() : 1;
}

// How many files give a manifest's modules: one per stage, or for a ray-tracing pipeline
// also one library (or one SPIR-V module) holding every stage's entry point.
bool is_module_count(const runner::Manifest& manifest, std::size_t count) {
  return count == stage_count(manifest) || (manifest.ray_tracing && count == 1);
}

// The file of the module at `position` among `files` (a shared one for every stage).
const std::string& file_at(const std::vector<std::string>& files, std::size_t position) {
  return files.size() == 1 ? files.front() : files[position];
}

// The DXIL of the stage at `position` named by the manifest (a ray-tracing stage's own, or
// the pipeline's library): next to the manifest, else in the dxil/ folder beside the
// manifest's folder (the corpus's hlsl/ and dxil/).
std::string stage_dxil(const runner::Manifest& manifest, const std::string& manifest_path, std::size_t position) {
  const runner::ManifestStage& stage = (*manifest_stages(manifest))[position];
  const std::string& name =
      stage.dxil.empty() && manifest.ray_tracing ? manifest.ray_tracing->dxil : stage.dxil;
  const std::filesystem::path folder = std::filesystem::path(manifest_path).parent_path();
  for (const std::filesystem::path& candidate : {folder / name, folder.parent_path() / "dxil" / name}) {
    if (std::filesystem::exists(candidate)) return candidate.string();
  }
  throw std::runtime_error(manifest_path + ": stages[" + std::to_string(position) + "]: " + name +
                           " is neither next to the manifest nor in ../dxil/");
}

// The entry point of the module at `position`: the manifest stage's, or the compute
// manifest's (a library holds several; elsewhere a module's only one is taken).
std::string entry_at(const runner::Manifest& manifest, std::size_t position) {
  const std::vector<runner::ManifestStage>* stages = manifest_stages(manifest);
  return stages != nullptr ? (*stages)[position].entry : manifest.entry;
}

// untangle's modules: each input translated in process (a DXBC container or bitcode) or
// taken as it is (SPIR-V, its vertex inputs from UserSemantic decorations). --bindings
// overrides where the translator binds registers, or says where a SPIR-V input binds them.
std::vector<runner::StageModule> untangle_modules(const RunOptions& options, const runner::Manifest& manifest) {
  std::vector<std::string> inputs = options.inputs;
  if (inputs.empty()) {
    for (std::size_t position = 0; position < stage_count(manifest); ++position) {
      inputs.push_back(stage_dxil(manifest, options.manifest, position));
    }
  }
  const runner::BindingMap bindings =
      options.bindings.empty() ? runner::BindingMap::default_model() : runner::BindingMap::load(options.bindings);
  std::vector<runner::StageModule> modules;
  for (std::size_t position = 0; position < stage_count(manifest); ++position) {
    const std::string& input = file_at(inputs, position);
    try {
      const std::vector<uint8_t> bytes = read_file(input);
      if (runner::is_spirv(bytes)) {
        modules.push_back(runner::stage_module_from_spirv(stage_at(manifest, position), runner::spirv_words(bytes),
                                                          bindings, entry_at(manifest, position)));
      } else {
        runner::TranslationInputs translation;
        if (!options.bindings.empty()) translation.overrides = bindings;
        translation.dual_source_blending = manifest.graphics && manifest.graphics->dual_source_blending;
        translation.heap = manifest.heap_layout;
        translation.float_controls = manifest.float_controls;
        if (manifest.graphics && manifest.graphics->unordered_rasterizer_ordered_views)
          translation.rasterizer_ordered_views = spirv_emit::RasterizerOrderedViews::Unordered;
        if (!modules.empty()) translation.mesh_outputs = modules.back().outputs;
        translation.entry = entry_at(manifest, position);
        modules.push_back(runner::translate_dxil(bytes, translation));
      }
    } catch (const std::exception& error) {
      throw std::runtime_error(input + ": " + error.what());
    }
  }
  return modules;
}

// The reference modules (dxc -spirv), on the default binding model.
std::vector<runner::StageModule> reference_modules(const RunOptions& options, const runner::Manifest& manifest) {
  std::vector<runner::StageModule> modules;
  for (std::size_t position = 0; position < stage_count(manifest); ++position) {
    const std::string& path = file_at(options.references, position);
    try {
      const std::vector<uint8_t> bytes = read_file(path);
      if (!runner::is_spirv(bytes)) throw std::runtime_error("a --reference module must be SPIR-V");
      modules.push_back(runner::stage_module_from_spirv(stage_at(manifest, position), runner::spirv_words(bytes),
                                                        runner::BindingMap::default_model(),
                                                        entry_at(manifest, position)));
    } catch (const std::exception& error) {
      throw std::runtime_error(path + ": " + error.what());
    }
  }
  return modules;
}

// The runs the options ask for, after every check of the command line against the
// manifest, so that a usage error never comes after a run's report.
std::vector<Run> runs_of(const RunOptions& options, const runner::Manifest& manifest) {
  if (options.reference_only && options.references.empty()) throw UsageError("--reference-only needs --reference");
  if (options.reference_only && !options.inputs.empty()) throw UsageError("--reference-only takes no IN");
  const std::string stages = "the manifest has " + std::to_string(stage_count(manifest)) + " stage(s) but ";
  if (!options.inputs.empty() && !is_module_count(manifest, options.inputs.size())) {
    throw UsageError(stages + std::to_string(options.inputs.size()) + " input(s) were given");
  }
  if (!options.references.empty() && !is_module_count(manifest, options.references.size())) {
    throw UsageError(stages + std::to_string(options.references.size()) + " --reference module(s) were given");
  }
  if (!options.reference_only && options.inputs.empty()) {
    const std::vector<runner::ManifestStage>* stages_named = manifest_stages(manifest);
    if (stages_named == nullptr) throw UsageError("a compute manifest needs its shader as IN");
    for (std::size_t position = 0; position < stages_named->size(); ++position) {
      if ((*stages_named)[position].dxil.empty() && (!manifest.ray_tracing || manifest.ray_tracing->dxil.empty())) {
        throw UsageError("stages[" + std::to_string(position) +
                         "] names no \"dxil\" file; give the inputs on the command line, one per stage");
      }
    }
  }
  std::vector<Run> runs;
  if (!options.reference_only) runs.push_back({"untangle", untangle_modules});
  if (!options.references.empty()) runs.push_back({"reference", reference_modules});
  return runs;
}

// Loads and runs one set of modules and prints its report; a run that breaks down counts
// as failed, and the other run still goes ahead.
runner::Verdict execute(runner::Device& device, const runner::Manifest& manifest, const Run& run, bool labelled,
                        const RunOptions& options) {
  const std::string prefix = labelled ? run.label + ": " : "";
  const std::string error_prefix = labelled ? "[" + run.label + "] " : "";
  try {
    const std::vector<runner::StageModule> modules = run.modules(options, manifest);
    runner::RunOptions run_options;
    run_options.timeout = std::chrono::milliseconds(static_cast<int64_t>(options.timeout_seconds * 1000.0));
    runner::RunReport report;
    try {
      report = runner::run_manifest(device, manifest, modules, run_options);
    } catch (const runner::RunnerError& error) {
      throw std::runtime_error(options.manifest + ": " + error.what());
    }
    if (labelled) std::cout << "== " << run.label << " ==\n";
    std::cout << report.details << prefix << report.summary << "\n";
    std::cout.flush();
    return report.verdict;
  } catch (const runner::NoDevice&) {
    throw;
  } catch (const std::exception& error) {
    std::cerr << "untangle run: " << error_prefix << error.what() << "\n";
    return runner::Verdict::Failed;
  }
}

int run_command(const RunOptions& options) {
  try {
    const runner::Manifest manifest = runner::Manifest::load(options.manifest);
    if (manifest.validate_only) {
      std::cout << "SKIPPED: " << options.manifest << " is validate_only; nothing to execute\n";
      return kExitSkipped;
    }
    const std::vector<Run> runs = runs_of(options, manifest);
    runner::Device device(options.device.empty() ? runner::device_filter_from_environment() : options.device);
    const bool labelled = runs.size() > 1 || options.reference_only;
    std::vector<std::string> failed;
    bool skipped = false;
    for (const Run& run : runs) {
      const runner::Verdict verdict = execute(device, manifest, run, labelled, options);
      if (verdict == runner::Verdict::Failed) failed.push_back(run.label);
      skipped = skipped || verdict == runner::Verdict::Skipped;
    }
    if (runs.size() > 1 && !failed.empty()) {
      std::cout << "FAILED: the " << failed.front() << (failed.size() > 1 ? " and " + failed.back() + " runs" : " run")
                << " did not meet the manifest's expectations\n";
    }
    if (!failed.empty()) return kExitTranslationFailed;
    return skipped ? kExitSkipped : kExitOk;
  } catch (const UsageError& error) {
    std::cerr << "untangle run: " << error.what() << "\n";
    return kExitUsage;
  } catch (const runner::NoDevice& error) {
    std::cerr << "untangle run: no Vulkan device: " << error.what() << "\n";
  } catch (const std::exception& error) {
    std::cerr << "untangle run: " << error.what() << "\n";
  }
  return kExitTranslationFailed;
}

}  // namespace

void add_run_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<RunOptions>();
  CLI::App* command = app.add_subcommand(
      "run",
      "Execute shaders on Vulkan with an execution manifest (compute dispatch or graphics draw) and check its "
      "expectations");
  command
      ->add_option("IN", options->inputs,
                   "DXBC container, LLVM bitcode (translated in process) or SPIR-V module; one per stage of a graphics "
                   "manifest, in stage order (default: each stage's \"dxil\", next to the manifest or in ../dxil/)")
      ->check(CLI::ExistingFile);
  command->add_option("--manifest", options->manifest, "Execution manifest (JSON, runner/README.md)")
      ->required()
      ->check(CLI::ExistingFile);
  command
      ->add_option("--reference", options->references,
                   "Also run these SPIR-V modules (dxc -spirv -fspv-reflect, default binding model), one per stage in "
                   "stage order; the expectations must hold for both runs")
      ->check(CLI::ExistingFile);
  command->add_flag("--reference-only", options->reference_only,
                    "Run only the --reference modules (to confirm expectations before untangle translates a stage)");
  command
      ->add_option("--bindings", options->bindings,
                   "Register -> set/binding map: {\"bindings\":[...]}, or for SPIR-V input also a reflection JSON "
                   "from `translate --reflect` (default: set = space, binding = index + 0 b / 1000 t / 2000 u / "
                   "3000 s)")
      ->check(CLI::ExistingFile);
  command->add_option("--device", options->device,
                      "Part of the Vulkan device's name, e.g. lavapipe (default: $UNTANGLE_DEVICE, else a GPU, "
                      "else the CPU device)");
  command
      ->add_option("--timeout", options->timeout_seconds,
                   "Seconds a dispatch or draw may take, shader compilation on lavapipe included")
      ->check(CLI::PositiveNumber);
  command->callback([options, &exit_status] { exit_status = run_command(*options); });
}

}  // namespace untangle::cli
