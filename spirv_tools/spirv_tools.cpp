// Validation and disassembly with the SPIRV-Tools C API; GLSL with SPIRV-Cross's C API.
// Every context is local to a call, so concurrent calls are safe.
#include "spirv_tools/spirv_tools.h"

#include <memory>
#include <stdexcept>

#include <spirv-tools/libspirv.h>
#include <spirv_cross/spirv_cross_c.h>

namespace untangle::spirv_tools {

namespace {

// GLSL's ray-tracing and ray-query extensions need version 460; everything else is 450.
uint32_t glsl_version_for(std::span<const uint32_t> words) {
  constexpr uint32_t kOpCapability = 17;
  constexpr uint32_t kRayQuery = 4472;
  constexpr uint32_t kRayTracing = 4479;
  for (size_t at = 5; at < words.size() && (words[at] >> 16) != 0; at += words[at] >> 16) {
    if ((words[at] & 0xFFFF) == kOpCapability && at + 1 < words.size() &&
        (words[at + 1] == kRayQuery || words[at + 1] == kRayTracing))
      return 460;
  }
  return 450;
}

spv_target_env environment_for(std::span<const uint32_t> words) {
  const uint32_t version = words.size() > 1 ? words[1] : 0;
  if (version >= 0x00010600) return SPV_ENV_VULKAN_1_3;
  if (version >= 0x00010500) return SPV_ENV_VULKAN_1_2;
  if (version >= 0x00010400) return SPV_ENV_VULKAN_1_1_SPIRV_1_4;
  return SPV_ENV_VULKAN_1_1;
}

struct ContextDeleter {
  void operator()(spv_context context) const { spvContextDestroy(context); }
};
using Context = std::unique_ptr<spv_context_t, ContextDeleter>;

struct DiagnosticDeleter {
  void operator()(spv_diagnostic diagnostic) const { spvDiagnosticDestroy(diagnostic); }
};

struct CrossContextDeleter {
  void operator()(spvc_context context) const { spvc_context_destroy(context); }
};

}  // namespace

ValidationResult validate(std::span<const uint32_t> words) {
  Context context(spvContextCreate(environment_for(words)));
  spv_const_binary_t binary{words.data(), words.size()};
  spv_diagnostic raw_diagnostic = nullptr;
  const spv_result_t result = spvValidate(context.get(), &binary, &raw_diagnostic);
  std::unique_ptr<spv_diagnostic_t, DiagnosticDeleter> diagnostic(raw_diagnostic);
  ValidationResult validation;
  validation.valid = result == SPV_SUCCESS;
  if (!validation.valid)
    validation.messages = diagnostic && diagnostic->error ? diagnostic->error : "validation failed without a message";
  return validation;
}

std::string disassemble(std::span<const uint32_t> words) {
  Context context(spvContextCreate(environment_for(words)));
  spv_text raw_text = nullptr;
  spv_diagnostic raw_diagnostic = nullptr;
  const uint32_t options = SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES | SPV_BINARY_TO_TEXT_OPTION_INDENT;
  const spv_result_t result =
      spvBinaryToText(context.get(), words.data(), words.size(), options, &raw_text, &raw_diagnostic);
  std::unique_ptr<spv_diagnostic_t, DiagnosticDeleter> diagnostic(raw_diagnostic);
  if (result != SPV_SUCCESS) {
    spvTextDestroy(raw_text);
    throw std::runtime_error(std::string("cannot disassemble SPIR-V: ") +
                             (diagnostic && diagnostic->error ? diagnostic->error : "unknown error"));
  }
  std::string text(raw_text->str, raw_text->length);
  spvTextDestroy(raw_text);
  return text;
}

std::string to_glsl(std::span<const uint32_t> words) {
  spvc_context raw_context = nullptr;
  if (spvc_context_create(&raw_context) != SPVC_SUCCESS) throw std::runtime_error("cannot create a SPIRV-Cross context");
  std::unique_ptr<spvc_context_s, CrossContextDeleter> context(raw_context);
  auto check = [&](spvc_result result) {
    if (result != SPVC_SUCCESS)
      throw std::runtime_error(std::string("SPIRV-Cross: ") + spvc_context_get_last_error_string(context.get()));
  };
  spvc_parsed_ir ir = nullptr;
  check(spvc_context_parse_spirv(context.get(), words.data(), words.size(), &ir));
  spvc_compiler compiler = nullptr;
  check(spvc_context_create_compiler(context.get(), SPVC_BACKEND_GLSL, ir, SPVC_CAPTURE_MODE_TAKE_OWNERSHIP, &compiler));
  spvc_compiler_options options = nullptr;
  check(spvc_compiler_create_compiler_options(compiler, &options));
  check(spvc_compiler_options_set_uint(options, SPVC_COMPILER_OPTION_GLSL_VERSION, glsl_version_for(words)));
  check(spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_VULKAN_SEMANTICS, SPVC_TRUE));
  check(spvc_compiler_install_compiler_options(compiler, options));
  const char* source = nullptr;
  check(spvc_compiler_compile(compiler, &source));
  return source;
}

}  // namespace untangle::spirv_tools
