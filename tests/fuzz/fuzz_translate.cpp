// libFuzzer target for the whole library through its C API: parse, then translate every
// entry point (structurize and emit), then validate what came out with SPIRV-Tools. Any
// failure must be a status with a message, never a crash, leak, hang or sanitizer report;
// an internal error is a finding, and so is SPIR-V that fails validation from input the
// library accepted. AMD GPU Services' intrinsics are lowered (ags with every bit), so that
// their recognizer is fuzzed too; SPIRV-Tools 2023.1 cannot judge those modules (it predates
// cooperative matrices), which is then no finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "spirv_tools/spirv_tools.h"
#include "untangle/untangle.h"

namespace {

[[noreturn]] void finding(const char* what, const char* detail) {
  std::fprintf(stderr, "fuzz_translate: %s: %s\n", what, detail);
  std::abort();
}

void check_failure(untangle_status status, untangle_error* error) {
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic);
  untangle_error_get(error, &diagnostic);
  if (error == nullptr || diagnostic.message[0] == '\0') finding("a failure without a message", untangle_status_name(status));
  if (status == UNTANGLE_ERROR_INTERNAL) finding("internal error", diagnostic.message);
  untangle_error_destroy(error);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  untangle_module* module = nullptr;
  untangle_error* error = nullptr;
  const untangle_status parsed = untangle_module_create(data, size, &module, &error);
  if (parsed != UNTANGLE_OK) {
    check_failure(parsed, error);
    return 0;
  }
  for (uint32_t index = 0; index < untangle_module_entry_point_count(module); ++index) {
    untangle_entry_point entry;
    UNTANGLE_INIT_STRUCT(entry);
    if (untangle_module_entry_point(module, index, &entry) != UNTANGLE_OK) finding("entry point", "enumeration failed");
    untangle_result* result = nullptr;
    untangle_translate_options options;
    untangle_translate_options_init(&options);
    options.ags = UNTANGLE_AGS_COOPERATIVE_MATRIX | UNTANGLE_AGS_FLOAT8;
    const untangle_status translated = untangle_translate(module, entry.name, &options, &result, &error);
    if (translated != UNTANGLE_OK) {
      check_failure(translated, error);
      continue;
    }
    size_t count = 0;
    const uint32_t* words = untangle_result_words(result, &count);
    const untangle::spirv_tools::ValidationResult validation = untangle::spirv_tools::validate({words, count});
    if (!validation.valid && validation.unjudged.empty())
      finding("invalid SPIR-V from accepted input", validation.messages.c_str());
    untangle_result_destroy(result);
  }
  untangle_module_destroy(module);
  return 0;
}
