// `untangle translate IN -o OUT.spv`: DXIL to Vulkan SPIR-V through the library's facade,
// validated by SPIRV-Tools unless --no-validate, with optional assembly text, GLSL
// (SPIRV-Cross), reflection JSON, per-pass CFG dumps and binding overrides; or with
// `--all-entries DIR`, every entry point (a library's exports) into DIR/NAME.spv with its
// NAME.spvasm and NAME.json; or with --list-entries, the entry points. IN and any one output
// may be "-", standard input or output. Exit 0 ok, 1 not translatable (one line on stderr
// per entry point), 2 usage, 3 an output failed validation.
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "api/facade.h"
#include "cli/bindings_file.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/messages.h"
#include "cli/reflection_json.h"
#include "dxil/container.h"
#include "dxil/root_signature.h"
#include "graphviz/pass_dump.h"
#include "spirv_tools/spirv_tools.h"

namespace untangle::cli {
namespace {

struct TranslateOptions {
  std::string input;
  std::string output;
  std::string entry;
  std::string all_entries;
  bool list_entries = false;
  bool no_validate = false;
  std::string assembly;
  std::string glsl;
  std::string reflection;
  std::string dot_directory;
  std::string bindings;
  std::string root_signature;
  bool no_root_signature = false;
  batch::TargetOptions target;
};

// A serialized root signature: a container with an RTS0 part (as `dxc -T rootsig_1_1`
// writes), or the bare RTS0 payload.
dxil::RootSignature read_root_signature_file(const std::string& path) {
  const std::vector<uint8_t> bytes = read_file(path);
  if (bytes.size() >= 4 && bytes[0] == 'D' && bytes[1] == 'X' && bytes[2] == 'B' && bytes[3] == 'C') {
    std::optional<dxil::RootSignature> signature = dxil::read_root_signature(dxil::parse_container(bytes));
    if (!signature) throw Error(Status::InvalidArgument, "the container has no RTS0 (root signature) part");
    return std::move(*signature);
  }
  return dxil::parse_root_signature(bytes);
}

// Where one translation's outputs go; empty paths are not written.
struct Outputs {
  std::string spirv;
  std::string assembly;
  std::string glsl;
  std::string reflection;
  // The assembly is written where the system's SPIRV-Tools can disassemble the module, and
  // left out with a warning elsewhere (--all-entries; asked for by --asm, it is an error).
  bool assembly_if_possible = false;
};

// Translates `entry` of `module` into `outputs`; `label` names it in messages ("lib.dxil",
// or "lib.dxil: entry point RayGen").
int translate_entry(const api::Module& module, const std::string& label, const std::string& entry,
                    const api::TranslateOptions& translate_options, const Outputs& outputs,
                    std::optional<spirv_tools::TargetEnvironment> validate) {
  spirv_emit::Translation translation;
  try {
    translation = api::translate(module, entry, translate_options);
  } catch (const Error& error) {
    std::cerr << "untangle translate: " << label << ": " << error.what() << "\n";
    return exit_status_for(error.status());
  } catch (const std::exception& error) {
    std::cerr << "untangle translate: " << label << ": " << one_line(error.what()) << "\n";
    return kExitTranslationFailed;
  }
  for (const std::string& warning : translation.reflection.warnings)
    std::cerr << "untangle translate: " << label << ": warning: " << warning << "\n";

  spirv_tools::ValidationResult validation;
  validation.valid = true;
  try {
    write_output(outputs.spirv, translation.words.data(), translation.words.size() * sizeof(uint32_t));
    const std::vector<uint32_t> unknown = outputs.assembly_if_possible
                                              ? spirv_tools::capabilities_unknown_to_tools(translation.words)
                                              : std::vector<uint32_t>{};
    if (!unknown.empty())
      std::cerr << "untangle translate: " << label << ": warning: " << outputs.assembly
                << " not written: the system's SPIRV-Tools cannot disassemble capability " << unknown.front() << "\n";
    else if (!outputs.assembly.empty())
      write_output(outputs.assembly, spirv_tools::disassemble(translation.words));
    if (!outputs.reflection.empty()) write_output(outputs.reflection, reflection_to_json(translation.reflection));
    if (validate)
      validation =
          spirv_tools::validate(translation.words, spirv_tools::environment_for_module(*validate, translation.words));
    // SPIRV-Cross may reject what the validator rejected; the validation message says more.
    if (!outputs.glsl.empty() && validation.valid) write_output(outputs.glsl, spirv_tools::to_glsl(translation.words));
  } catch (const std::exception& error) {
    std::cerr << "untangle translate: " << label << ": " << one_line(error.what()) << "\n";
    return kExitTranslationFailed;
  }
  if (!validation.valid) {
    std::cerr << "untangle translate: " << label << ": "
              << (validation.unjudged.empty() ? "the SPIR-V output failed validation: " + one_line(validation.messages)
                                              : "the SPIR-V output could not be validated: " + validation.unjudged +
                                                    " (--no-validate skips the check)")
              << "\n";
    return kExitValidationFailed;
  }
  return kExitOk;
}

// The environment that validates the output, or none with --no-validate.
std::optional<spirv_tools::TargetEnvironment> validation_environment(const TranslateOptions& options) {
  if (options.no_validate) return std::nullopt;
  return options.target.environment;
}

// Every entry point into DIR/NAME.spv, .spvasm and .json; the worst status of them all.
int translate_all_entries(const api::Module& module, const TranslateOptions& options,
                          const api::TranslateOptions& translate_options) {
  std::error_code error;
  std::filesystem::create_directories(options.all_entries, error);
  if (error) {
    std::cerr << "untangle translate: --all-entries " << options.all_entries << ": " << error.message() << "\n";
    return kExitUsage;
  }
  int status = kExitOk;
  for (const dxil::EntryPoint* entry : module.entry_points()) {
    const std::string base = (std::filesystem::path(options.all_entries) / entry->name).string();
    const int entry_status = translate_entry(
        module, input_label(options.input) + ": entry point " + entry->name, entry->name, translate_options,
        {base + ".spv", base + ".spvasm", "", base + ".json", true}, validation_environment(options));
    // A failed translation outranks a failed validation.
    if (entry_status != kExitOk && status != kExitTranslationFailed) status = entry_status;
  }
  return status;
}

int run_translate(const TranslateOptions& options) {
  if (!options.list_entries && options.all_entries.empty() == options.output.empty()) {
    std::cerr << "untangle translate: give either -o OUT.spv, --all-entries DIR or --list-entries\n";
    return kExitUsage;
  }
  if (!options.all_entries.empty() &&
      (!options.entry.empty() || !options.assembly.empty() || !options.glsl.empty() || !options.reflection.empty())) {
    std::cerr << "untangle translate: --all-entries writes every entry point's files; it takes no --entry, --asm, "
                 "--glsl or --reflect\n";
    return kExitUsage;
  }
  if (const std::string problem =
          check_standard_output({options.output, options.assembly, options.glsl, options.reflection}, options.output);
      !problem.empty()) {
    std::cerr << "untangle translate: " << problem << "\n";
    return kExitUsage;
  }
  api::TranslateOptions translate_options;
  try {
    options.target.apply_to(translate_options.emit);
    if (!options.bindings.empty())
      translate_options.emit.remapper = spirv_emit::register_remapper(read_bindings_file(options.bindings));
    if (!options.dot_directory.empty()) translate_options.observer = graphviz::dot_dump_hook(options.dot_directory);
    translate_options.use_module_root_signature = !options.no_root_signature;
    if (!options.root_signature.empty())
      translate_options.root_signature = read_root_signature_file(options.root_signature);
  } catch (const Error& error) {
    std::cerr << "untangle translate: --root-signature " << options.root_signature << ": " << error.what() << "\n";
    return kExitUsage;
  } catch (const std::exception& error) {
    std::cerr << "untangle translate: " << one_line(error.what()) << "\n";
    return kExitUsage;
  }
  std::shared_ptr<const api::Module> module;
  const std::string label = input_label(options.input);
  try {
    module = api::Module::parse(read_input(options.input));
  } catch (const Error& error) {
    std::cerr << "untangle translate: " << label << ": " << error.what() << "\n";
    return exit_status_for(error.status());
  } catch (const std::exception& error) {
    std::cerr << "untangle translate: " << label << ": " << one_line(error.what()) << "\n";
    return kExitTranslationFailed;
  }
  if (options.list_entries) {
    for (const dxil::EntryPoint* entry : module->entry_points())
      std::cout << entry->name << "\t" << dxil::shader_kind_name(spirv_emit::entry_stage(module->info(), *entry))
                << "\n";
    return kExitOk;
  }
  if (!options.all_entries.empty()) return translate_all_entries(*module, options, translate_options);
  return translate_entry(*module, label, options.entry, translate_options,
                         {options.output, options.assembly, options.glsl, options.reflection},
                         validation_environment(options));
}

}  // namespace

void add_translate_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<TranslateOptions>();
  CLI::App* command = app.add_subcommand("translate", "Translate a DXIL shader to Vulkan SPIR-V");
  command->add_option("IN", options->input, "DXBC container (.dxil, .cso) or raw LLVM bitcode; - reads standard input")
      ->required();
  command->add_option("-o,--output", options->output,
                      "SPIR-V module to write; - writes standard output (refused when that is a terminal)");
  command->add_option("--entry", options->entry,
                      "Entry point to translate (default: the module's only one); a library export by its name");
  command->add_option("--all-entries", options->all_entries,
                      "Translate every entry point (every export of a library) into DIR/NAME.spv, with NAME.spvasm "
                      "and the reflection NAME.json");
  command->add_flag("--list-entries", options->list_entries,
                    "List the entry points (a library's exports), one per line: NAME, a tab, the stage");
  command->add_flag("--no-validate", options->no_validate,
                    "Skip validating the output with SPIRV-Tools (by default a module that fails the rules of "
                    "--target-env exits with 3)");
  command->add_option("--asm", options->assembly,
                      "Also write the SPIR-V assembly text to this file (-: standard output)");
  command->add_option("--glsl", options->glsl, "Also write GLSL made by SPIRV-Cross to this file (-: standard output)");
  command->add_option(
      "--reflect", options->reflection,
      "Also write the reflection JSON (entry point, stage, sizes, resources and bindings, signatures; -: "
      "standard output)");
  command->add_option("--dot", options->dot_directory,
                      "Write the CFG before and after each structurizer pass as DIR/NN-pass.dot");
  command
      ->add_option("--bindings", options->bindings,
                   "Binding overrides: {\"bindings\":[{\"register\":\"t0\",\"space\":0,\"set\":0,\"binding\":7}]}")
      ->check(CLI::ExistingFile);
  command
      ->add_option("--root-signature", options->root_signature,
                   "Root signature whose layout places the resources (a .rts0 from dxc -T rootsig_1_1, or an RTS0 "
                   "payload); default: the module's own, when it has one")
      ->check(CLI::ExistingFile);
  command->add_flag("--no-root-signature", options->no_root_signature,
                    "Ignore the module's root signature: bind by the default model (set = space, binding = register + "
                    "0/1000/2000/3000 for b/t/u/s)");
  add_target_options(*command, options->target);
  command->callback([options, &exit_status] { exit_status = run_translate(*options); });
}

}  // namespace untangle::cli
