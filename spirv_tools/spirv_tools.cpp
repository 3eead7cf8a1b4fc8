// Validation and disassembly with the SPIRV-Tools C API; GLSL with SPIRV-Cross's C API.
// Every context is local to a call, so concurrent calls are safe.
#include "spirv_tools/spirv_tools.h"

#include <pthread.h>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string_view>

#include <spirv-tools/libspirv.h>
#include <spirv_cross/spirv_cross_c.h>
#include <spirv/unified1/spirv.hpp11>

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

struct EnvironmentInfo {
  TargetEnvironment environment;
  std::string_view name;
  spv_target_env tools_environment;
  uint32_t spirv_version;
};

// SPIRV-Tools 2023.1 has no SPV_ENV_VULKAN_1_4; Vulkan 1.4 takes the SPIR-V Vulkan 1.3 does.
constexpr EnvironmentInfo kEnvironments[] = {
    {TargetEnvironment::Vulkan1_1, "vulkan1.1", SPV_ENV_VULKAN_1_1, 0x00010300},
    {TargetEnvironment::Vulkan1_1Spirv1_4, "vulkan1.1spv1.4", SPV_ENV_VULKAN_1_1_SPIRV_1_4, 0x00010400},
    {TargetEnvironment::Vulkan1_2, "vulkan1.2", SPV_ENV_VULKAN_1_2, 0x00010500},
    {TargetEnvironment::Vulkan1_3, "vulkan1.3", SPV_ENV_VULKAN_1_3, 0x00010600},
    {TargetEnvironment::Vulkan1_4, "vulkan1.4", SPV_ENV_VULKAN_1_3, 0x00010600},
    {TargetEnvironment::Spirv1_3, "spv1.3", SPV_ENV_UNIVERSAL_1_3, 0x00010300},
    {TargetEnvironment::Spirv1_4, "spv1.4", SPV_ENV_UNIVERSAL_1_4, 0x00010400},
    {TargetEnvironment::Spirv1_5, "spv1.5", SPV_ENV_UNIVERSAL_1_5, 0x00010500},
    {TargetEnvironment::Spirv1_6, "spv1.6", SPV_ENV_UNIVERSAL_1_6, 0x00010600},
};

const EnvironmentInfo& info_of(TargetEnvironment environment) {
  for (const EnvironmentInfo& info : kEnvironments)
    if (info.environment == environment) return info;
  throw std::logic_error("unknown target environment");
}

// The Vulkan environment of the module's SPIR-V version (its header's second word).
TargetEnvironment module_environment(std::span<const uint32_t> words) {
  return vulkan_environment_for(words.size() > 1 ? words[1] : 0);
}

struct ContextDeleter {
  void operator()(spv_context context) const { spvContextDestroy(context); }
};
using Context = std::unique_ptr<spv_context_t, ContextDeleter>;

// Whether the disassembler takes a module declaring `capability`: its grammar knows the name.
bool tools_know_capability(uint32_t capability) {
  constexpr uint32_t kCapabilityInstruction = (2u << 16) | static_cast<uint32_t>(spv::Op::OpCapability);
  const uint32_t probe[] = {spv::MagicNumber, 0x00010000, 0, 1, 0, kCapabilityInstruction, capability};
  Context context(spvContextCreate(SPV_ENV_UNIVERSAL_1_6));
  spv_text text = nullptr;
  spv_diagnostic diagnostic = nullptr;
  const spv_result_t result = spvBinaryToText(context.get(), probe, std::size(probe), 0, &text, &diagnostic);
  spvTextDestroy(text);
  spvDiagnosticDestroy(diagnostic);
  return result == SPV_SUCCESS;
}

// "the system's SPIRV-Tools predates the module's capabilities 6022 and 4212" for a module
// with such, else empty.
std::string unknown_capabilities_text(std::span<const uint32_t> words) {
  const std::vector<uint32_t> unknown = capabilities_unknown_to_tools(words);
  if (unknown.empty()) return "";
  std::string list;
  for (size_t index = 0; index < unknown.size(); ++index)
    list += (index == 0 ? "" : index + 1 == unknown.size() ? " and " : ", ") + std::to_string(unknown[index]);
  return "the system's SPIRV-Tools predates the module's capabilit" + std::string(unknown.size() == 1 ? "y " : "ies ") +
         list;
}

struct DiagnosticDeleter {
  void operator()(spv_diagnostic diagnostic) const { spvDiagnosticDestroy(diagnostic); }
};

struct CrossContextDeleter {
  void operator()(spvc_context context) const { spvc_context_destroy(context); }
};

// Both libraries recurse once per nested or sequential construct: SPIRV-Cross overflowed
// the 8 MiB main-thread stack on 2,000 sequential early returns and took the CLI down. Each
// call runs on a thread whose stack (address space, committed only as it is used) is large
// enough for the deepest structured functions untangle writes (50k blocks).
constexpr size_t kToolStackBytes = size_t{1} << 30;

template <typename Result>
Result on_large_stack(const std::function<Result()>& work) {
  struct Call {
    const std::function<Result()>* work;
    std::optional<Result> result;
    std::exception_ptr error;
  } call{&work, std::nullopt, nullptr};
  auto body = [](void* argument) -> void* {
    auto* call = static_cast<Call*>(argument);
    try {
      call->result.emplace((*call->work)());
    } catch (...) {
      call->error = std::current_exception();
    }
    return nullptr;
  };
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, kToolStackBytes);
  pthread_t thread;
  const int created = pthread_create(&thread, &attributes, body, &call);
  pthread_attr_destroy(&attributes);
  if (created != 0) return work();  // no thread to be had: run here, with the caller's stack
  pthread_join(thread, nullptr);
  if (call.error) std::rethrow_exception(call.error);
  return std::move(*call.result);
}

ValidationResult validate_here(std::span<const uint32_t> words, spv_target_env environment) {
  Context context(spvContextCreate(environment));
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

std::string disassemble_here(std::span<const uint32_t> words) {
  Context context(spvContextCreate(info_of(module_environment(words)).tools_environment));
  spv_text raw_text = nullptr;
  spv_diagnostic raw_diagnostic = nullptr;
  const uint32_t options = SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES | SPV_BINARY_TO_TEXT_OPTION_INDENT;
  const spv_result_t result =
      spvBinaryToText(context.get(), words.data(), words.size(), options, &raw_text, &raw_diagnostic);
  std::unique_ptr<spv_diagnostic_t, DiagnosticDeleter> diagnostic(raw_diagnostic);
  if (result != SPV_SUCCESS) {
    spvTextDestroy(raw_text);
    const std::string unknown = unknown_capabilities_text(words);
    throw std::runtime_error("cannot disassemble SPIR-V: " + (!unknown.empty() ? unknown
                                                              : diagnostic && diagnostic->error
                                                                  ? std::string(diagnostic->error)
                                                                  : std::string("unknown error")));
  }
  std::string text(raw_text->str, raw_text->length);
  spvTextDestroy(raw_text);
  return text;
}

std::string to_glsl_here(std::span<const uint32_t> words) {
  spvc_context raw_context = nullptr;
  if (spvc_context_create(&raw_context) != SPVC_SUCCESS)
    throw std::runtime_error("cannot create a SPIRV-Cross context");
  std::unique_ptr<spvc_context_s, CrossContextDeleter> context(raw_context);
  auto check = [&](spvc_result result) {
    if (result != SPVC_SUCCESS)
      throw std::runtime_error(std::string("SPIRV-Cross: ") + spvc_context_get_last_error_string(context.get()));
  };
  spvc_parsed_ir ir = nullptr;
  check(spvc_context_parse_spirv(context.get(), words.data(), words.size(), &ir));
  spvc_compiler compiler = nullptr;
  check(
      spvc_context_create_compiler(context.get(), SPVC_BACKEND_GLSL, ir, SPVC_CAPTURE_MODE_TAKE_OWNERSHIP, &compiler));
  spvc_compiler_options options = nullptr;
  check(spvc_compiler_create_compiler_options(compiler, &options));
  check(spvc_compiler_options_set_uint(options, SPVC_COMPILER_OPTION_GLSL_VERSION, glsl_version_for(words)));
  check(spvc_compiler_options_set_bool(options, SPVC_COMPILER_OPTION_GLSL_VULKAN_SEMANTICS, SPVC_TRUE));
  check(spvc_compiler_install_compiler_options(compiler, options));
  const char* source = nullptr;
  check(spvc_compiler_compile(compiler, &source));
  return source;
}

// The two instructions without_maximal_reconvergence removed, written back into the text
// of the rest where the disassembler would have put them: the extension after the other
// extensions (before the first OpExtInstImport or OpMemoryModel), the mode after the last
// OpEntryPoint, for its entry point (untangle writes one).
std::string with_maximal_reconvergence_text(const std::string& text) {
  const std::string indent(15, ' ');
  std::string result;
  std::string entry;
  size_t start = 0;
  bool extension_written = false;
  while (start < text.size()) {
    const size_t end = std::min(text.find('\n', start), text.size());
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    if (!extension_written &&
        (line.find(" OpExtInstImport ") != std::string::npos || line.find(" OpMemoryModel ") != std::string::npos)) {
      result += indent + "OpExtension \"SPV_KHR_maximal_reconvergence\"\n";
      extension_written = true;
    }
    if (!entry.empty() && line.find(" OpEntryPoint ") == std::string::npos) {
      result += indent + "OpExecutionMode " + entry + " MaximallyReconvergesKHR\n";
      entry.clear();
    }
    if (const size_t at = line.find("OpEntryPoint "); at != std::string::npos) {
      const size_t name = line.find(' ', line.find(' ', at) + 1) + 1;  // after the execution model
      entry = line.substr(name, line.find(' ', name) - name);
    }
    result += line + "\n";
  }
  return result;
}

}  // namespace

std::string_view target_environment_name(TargetEnvironment environment) { return info_of(environment).name; }

std::optional<TargetEnvironment> target_environment_from_name(std::string_view name) {
  for (const EnvironmentInfo& info : kEnvironments)
    if (info.name == name) return info.environment;
  return std::nullopt;
}

std::string target_environment_refusal(std::string_view name) {
  constexpr std::string_view kOlder[][2] = {
      {"vulkan1.0", "1.0"}, {"spv1.0", "1.0"}, {"spv1.1", "1.1"}, {"spv1.2", "1.2"}};
  for (const auto& [older, version] : kOlder)
    if (name == older)
      return std::string(name) + " takes SPIR-V " + std::string(version) +
             ", and untangle writes SPIR-V 1.3 or later (its wave operations are GroupNonUniform instructions, "
             "which need Vulkan 1.1): use vulkan1.1 or later";
  return "";
}

uint32_t spirv_version_of(TargetEnvironment environment) { return info_of(environment).spirv_version; }

TargetEnvironment vulkan_environment_for(uint32_t spirv_version) {
  if (spirv_version >= 0x00010600) return TargetEnvironment::Vulkan1_3;
  if (spirv_version >= 0x00010500) return TargetEnvironment::Vulkan1_2;
  if (spirv_version >= 0x00010400) return TargetEnvironment::Vulkan1_1Spirv1_4;
  return TargetEnvironment::Vulkan1_1;
}

TargetEnvironment environment_for_module(TargetEnvironment environment, std::span<const uint32_t> words) {
  const uint32_t version = words.size() > 1 ? words[1] : 0;
  if (version <= spirv_version_of(environment) || version > 0x00010400) return environment;
  if (environment == TargetEnvironment::Vulkan1_1) return TargetEnvironment::Vulkan1_1Spirv1_4;
  if (environment == TargetEnvironment::Spirv1_3) return TargetEnvironment::Spirv1_4;
  return environment;
}

ValidationResult validate(std::span<const uint32_t> words) { return validate(words, module_environment(words)); }

ValidationResult validate(std::span<const uint32_t> words, TargetEnvironment environment) {
  const spv_target_env tools_environment = info_of(environment).tools_environment;
  return on_large_stack<ValidationResult>([&] {
    const ValidationResult result = validate_here(words, tools_environment);
    if (result.valid) return result;
    // Each rule SPIRV-Tools 2023.1 predates, judged on a copy it can judge (spirv_tools.h).
    std::vector<uint32_t> judged(words.begin(), words.end());
    bool changed = false;
    for (auto transform : {without_maximal_reconvergence, without_mesh_and_task_derivatives,
                           without_nested_array_components, with_nv_invocation_reorder}) {
      std::vector<uint32_t> next = transform(judged);
      if (next.empty()) continue;
      judged = std::move(next);
      changed = true;
    }
    ValidationResult judgement = changed ? validate_here(judged, tools_environment) : result;
    if (const std::string unknown = unknown_capabilities_text(words); !judgement.valid && !unknown.empty())
      judgement.unjudged = unknown + ", so it cannot judge the module: check it with a newer spirv-val";
    return judgement;
  });
}

std::vector<uint32_t> capabilities_unknown_to_tools(std::span<const uint32_t> words) {
  constexpr size_t kHeaderWords = 5;
  std::vector<uint32_t> unknown;
  for (size_t at = kHeaderWords; at < words.size() && (words[at] >> 16) != 0; at += words[at] >> 16) {
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    if (opcode == spv::Op::OpCapability && at + 1 < words.size() && !tools_know_capability(words[at + 1]))
      unknown.push_back(words[at + 1]);
  }
  return unknown;
}

std::vector<uint32_t> without_maximal_reconvergence(std::span<const uint32_t> words) {
  constexpr uint32_t kMaximallyReconvergesKHR = 6023;
  constexpr std::string_view kExtension = "SPV_KHR_maximal_reconvergence";
  constexpr size_t kHeaderWords = 5;
  if (words.size() < kHeaderWords) return {};
  std::vector<uint32_t> kept(words.begin(), words.begin() + kHeaderWords);
  bool removed = false;
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    if (count == 0 || at + count > words.size()) return {};  // not a module: let the validator say so
    const std::span<const uint32_t> operands = words.subspan(at + 1, count - 1);
    const bool mode =
        opcode == spv::Op::OpExecutionMode && operands.size() == 2 && operands[1] == kMaximallyReconvergesKHR;
    std::string_view name(reinterpret_cast<const char*>(operands.data()), operands.size() * sizeof(uint32_t));
    name = name.substr(0, name.find('\0'));
    const bool extension = opcode == spv::Op::OpExtension && name == kExtension;
    if (mode || extension)
      removed = true;
    else
      kept.insert(kept.end(), words.begin() + static_cast<long>(at), words.begin() + static_cast<long>(at + count));
    at += count;
  }
  return removed ? kept : std::vector<uint32_t>{};
}

// invocation_reorder.cpp: the text of a module declaring SPV_EXT_shader_invocation_reorder.
std::string disassemble_invocation_reorder(std::span<const uint32_t> words,
                                           const std::function<std::string(std::span<const uint32_t>)>& disassemble);

std::string disassemble(std::span<const uint32_t> words) {
  return on_large_stack<std::string>([&] {
    const std::vector<uint32_t> without = without_maximal_reconvergence(words);
    const auto print = [](std::span<const uint32_t> module) {
      std::string text = disassemble_invocation_reorder(module, disassemble_here);
      return text.empty() ? disassemble_here(module) : text;
    };
    return without.empty() ? print(words) : with_maximal_reconvergence_text(print(without));
  });
}

std::string to_glsl(std::span<const uint32_t> words) {
  return on_large_stack<std::string>([&] { return to_glsl_here(words); });
}

}  // namespace untangle::spirv_tools
