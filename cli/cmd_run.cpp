// `untangle run IN --manifest M.json`: executes a compute shader on Vulkan with the buffers
// of an execution manifest and checks its expectations. Exit 0 only when all hold, 1 on a
// mismatch or any failure, 77 when the device cannot run the test (reported as skipped).
#include <chrono>
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "runner/binding_map.h"
#include "runner/device.h"
#include "runner/errors.h"
#include "runner/manifest.h"
#include "runner/runner.h"
#include "runner/spirv_module.h"
#include "runner/translation.h"

namespace untangle::cli {
namespace {

struct RunOptions {
  std::string input;
  std::string manifest;
  std::string bindings;
  std::string device;
  double timeout_seconds = 120.0;
};

// The SPIR-V module to run and where its resources are bound: a SPIR-V input with the
// --bindings map (or the default model), or DXIL translated in process (--bindings then
// overrides where the translator binds registers, and its reflection says where they are).
runner::TranslatedShader load_shader(const RunOptions& options) {
  const std::vector<uint8_t> bytes = read_file(options.input);
  const runner::BindingMap bindings =
      options.bindings.empty() ? runner::BindingMap::default_model() : runner::BindingMap::load(options.bindings);
  if (runner::is_spirv(bytes)) return {runner::spirv_words(bytes), bindings};
  return runner::translate_dxil(bytes, options.bindings.empty() ? runner::BindingMap{} : bindings);
}

int run_command(const RunOptions& options) {
  try {
    const runner::Manifest manifest = runner::Manifest::load(options.manifest);
    if (manifest.validate_only) {
      std::cout << "SKIPPED: " << options.manifest << " is validate_only; nothing to execute\n";
      return kExitSkipped;
    }
    const runner::TranslatedShader shader = load_shader(options);
    const runner::SpirvModule module = runner::SpirvModule::parse(shader.spirv);
    runner::Device device(options.device.empty() ? runner::device_filter_from_environment() : options.device);
    runner::RunOptions run_options;
    run_options.timeout = std::chrono::milliseconds(static_cast<int64_t>(options.timeout_seconds * 1000.0));
    const runner::RunReport report = runner::run_manifest(device, manifest, module, shader.bindings, run_options);
    std::cout << report.details << report.summary << "\n";
    std::cout.flush();
    switch (report.verdict) {
      case runner::Verdict::Passed: return kExitOk;
      case runner::Verdict::Skipped: return kExitSkipped;
      case runner::Verdict::Failed: return kExitTranslationFailed;
    }
  } catch (const runner::NoDevice& error) {
    std::cerr << "untangle run: no Vulkan device: " << error.what() << "\n";
  } catch (const std::exception& error) {
    std::cerr << "untangle run: " << options.input << ": " << error.what() << "\n";
  }
  return kExitTranslationFailed;
}

}  // namespace

void add_run_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<RunOptions>();
  CLI::App* command = app.add_subcommand(
      "run", "Execute a compute shader on Vulkan with an execution manifest's buffers and check its expectations");
  command->add_option("IN", options->input, "DXBC container, LLVM bitcode (translated in process) or a SPIR-V module")
      ->required()
      ->check(CLI::ExistingFile);
  command->add_option("--manifest", options->manifest, "Execution manifest (JSON)")
      ->required()
      ->check(CLI::ExistingFile);
  command
      ->add_option("--bindings", options->bindings,
                   "Register -> set/binding map: {\"bindings\":[...]}, or for SPIR-V input also a reflection JSON "
                   "from `translate --reflect` (default: set = space, binding = index + 0 b / 1000 t / 2000 u / "
                   "3000 s)")
      ->check(CLI::ExistingFile);
  command->add_option("--device", options->device,
                      "Part of the Vulkan device's name, e.g. lavapipe (default: $UNTANGLE_DEVICE, else a GPU, "
                      "else the CPU device)");
  command->add_option("--timeout", options->timeout_seconds, "Seconds the dispatch may take, shader compilation on lavapipe included")
      ->check(CLI::PositiveNumber);
  command->callback([options, &exit_status] { exit_status = run_command(*options); });
}

}  // namespace untangle::cli
