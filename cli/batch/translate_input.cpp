// One input through the library facade (api::Module::parse, api::translate), SPIRV-Tools'
// validator and SPIRV-Cross, timed per entry point.
#include "cli/batch/translate_input.h"

#include "cli/batch/inputs.h"

#include <chrono>
#include <exception>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>

#include "api/facade.h"
#include "dxil/container.h"
#include "spirv_tools/spirv_tools.h"

namespace untangle::batch {

namespace {

using Clock = std::chrono::steady_clock;

double milliseconds_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// Runs `work`, turning what the library throws into the entry's status and error.
template <typename Work>
void run_guarded(EntryResult& entry, Work&& work) {
  try {
    work();
  } catch (const Error& error) {
    entry.status = status_of(error.status());
    entry.error = error_info(error);
  } catch (const std::bad_alloc&) {
    entry.status = ShaderStatus::Failed;
    entry.error = error_info(ShaderStatus::Failed, "out of memory");
  } catch (const std::exception& error) {
    // Not an untangle::Error: a bug that escaped the library's own checks.
    entry.status = ShaderStatus::Failed;
    entry.error = error_info(ShaderStatus::Failed, std::string("internal error: ") + first_line(error.what()));
  }
}

std::string stage_name(dxil::ShaderKind kind) { return std::string(dxil::shader_kind_name(kind)); }

// Translates one entry point and, when it succeeds, writes its outputs.
void translate_entry(const api::Module& module, EntryResult& entry, std::string_view key, const ShaderResult& result,
                     const TranslateSettings& settings, OutputFiles& outputs) {
  spirv_emit::Translation translation;
  api::TranslateOptions options;
  settings.target.apply_to(options.emit);
  run_guarded(entry, [&] { translation = api::translate(module, entry.entry, options); });
  if (entry.status != ShaderStatus::Ok) return;
  if (settings.validate) {
    const spirv_tools::ValidationResult validation =
        spirv_tools::validate(translation.words,
                              spirv_tools::environment_for_module(settings.target.environment, translation.words));
    if (!validation.valid) {
      entry.status = ShaderStatus::Failed;
      entry.error =
          error_info(ShaderStatus::Failed, validation.unjudged.empty()
                                               ? "the output failed validation: " + first_line(validation.messages)
                                               : "the output could not be validated: " + validation.unjudged +
                                                     " (--no-validate skips the check)");
      return;
    }
  }
  std::string glsl;
  if (settings.glsl) {
    try {
      glsl = spirv_tools::to_glsl(translation.words);
    } catch (const std::exception& error) {
      entry.status = ShaderStatus::Failed;
      entry.error = error_info(ShaderStatus::Failed, "SPIRV-Cross made no GLSL: " + first_line(error.what()));
      return;
    }
  }
  const auto* words = reinterpret_cast<const uint8_t*>(translation.words.data());
  outputs.write(output_path(key, result, entry, ".spv"), {words, translation.words.size() * sizeof(uint32_t)});
  entry.output_words = translation.words.size();
  if (settings.glsl) {
    outputs.write(output_path(key, result, entry, ".glsl"),
                  {reinterpret_cast<const uint8_t*>(glsl.data()), glsl.size()});
    entry.glsl_bytes = glsl.size();
  }
}

}  // namespace

ShaderResult translate_input(std::span<const uint8_t> bytes, std::string_view key, const TranslateSettings& settings,
                             OutputFiles& outputs) {
  const Clock::time_point start = Clock::now();
  ShaderResult result;
  std::shared_ptr<const api::Module> module;
  EntryResult whole;
  run_guarded(whole, [&] { module = api::Module::parse(bytes); });
  if (module == nullptr) {
    whole.milliseconds = milliseconds_since(start);
    result.entries.push_back(std::move(whole));
    return result;
  }
  const double parse_milliseconds = milliseconds_since(start);
  if (const auto& model = module->info().shader_model)
    result.shader_model = std::to_string(model->major) + "." + std::to_string(model->minor);
  result.library = module->stage() == dxil::ShaderKind::Library;
  for (const dxil::EntryPoint* entry_point : module->entry_points()) {
    EntryResult entry;
    entry.entry = entry_point->name;
    entry.stage = stage_name(entry_point->shader_kind.value_or(module->stage()));
    result.entries.push_back(std::move(entry));
  }
  // A module without entry points: the library's own error says why.
  if (result.entries.empty()) {
    EntryResult entry;
    entry.stage = stage_name(module->stage());
    result.entries.push_back(std::move(entry));
  }
  for (EntryResult& entry : result.entries) {
    const Clock::time_point entry_start = Clock::now();
    translate_entry(*module, entry, key, result, settings, outputs);
    if (entry.status != ShaderStatus::Ok) {
      outputs.remove(output_path(key, result, entry, ".spv"));
      outputs.remove(output_path(key, result, entry, ".glsl"));
    }
    entry.milliseconds = parse_milliseconds + milliseconds_since(entry_start);
  }
  return result;
}

}  // namespace untangle::batch
