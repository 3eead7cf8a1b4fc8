// untangle's C++20 interface: RAII owners and std::span views over the C API
// (untangle.h), header-only, so the shared library's ABI stays C alone. Failures throw
// untangle::TranslationError carrying the C diagnostic.
#ifndef UNTANGLE_UNTANGLE_HPP
#define UNTANGLE_UNTANGLE_HPP

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "untangle/untangle.h"

namespace untangle {

// A failed call: the status and where in the input the problem is.
class TranslationError : public std::runtime_error {
 public:
  TranslationError(untangle_status status, const untangle_diagnostic& diagnostic)
      : std::runtime_error(diagnostic.message),
        status_(status),
        detail_(diagnostic.detail),
        function_(diagnostic.function),
        block_(diagnostic.block),
        instruction_(diagnostic.instruction),
        byte_offset_(diagnostic.byte_offset) {}

  untangle_status status() const { return status_; }
  const std::string& detail() const { return detail_; }
  const std::string& function() const { return function_; }
  const std::string& block() const { return block_; }
  const std::string& instruction() const { return instruction_; }
  uint64_t byte_offset() const { return byte_offset_; }  // UNTANGLE_NO_OFFSET when unknown

 private:
  untangle_status status_;
  std::string detail_;
  std::string function_;
  std::string block_;
  std::string instruction_;
  uint64_t byte_offset_;
};

// A state-object subobject with its association's exports.
struct Subobject {
  untangle_subobject subobject;
  std::vector<std::string> exports;
};

namespace detail {

// A struct for the library to fill: zeroed, its struct_size this header's size of it.
template <typename Struct>
Struct sized() {
  Struct value{};
  UNTANGLE_INIT_STRUCT(value);
  return value;
}

// Throws for a failed status, with the error's diagnostic (which it then destroys).
inline void check(untangle_status status, untangle_error* error) {
  if (status == UNTANGLE_OK) return;
  untangle_diagnostic diagnostic = sized<untangle_diagnostic>();
  untangle_error_get(error, &diagnostic);
  if (error == nullptr) diagnostic.message = untangle_status_name(status);
  TranslationError failure(status, diagnostic);
  untangle_error_destroy(error);
  throw failure;
}

// Every subobject of a module or result through the C accessors of its kind.
template <typename Owner>
std::vector<Subobject> subobjects(const Owner* owner, uint32_t (*count)(const Owner*),
                                  untangle_status (*get)(const Owner*, uint32_t, untangle_subobject*),
                                  const char* (*get_export)(const Owner*, uint32_t, uint32_t)) {
  std::vector<Subobject> all(count(owner));
  for (uint32_t i = 0; i < all.size(); ++i) {
    all[i].subobject = sized<untangle_subobject>();
    check(get(owner, i, &all[i].subobject), nullptr);
    for (uint32_t e = 0; e < all[i].subobject.export_count; ++e) all[i].exports.emplace_back(get_export(owner, i, e));
  }
  return all;
}

}  // namespace detail

inline const char* revision() { return untangle_revision(); }
// The running library's version, as UNTANGLE_MAKE_VERSION packs it.
inline uint32_t version() { return untangle_version(); }

// Translation options; the remappers may be any callables (a throw counts as a refusal).
struct TranslateOptions {
  TranslateOptions() { untangle_translate_options_init(&options); }
  untangle_translate_options options;
  std::function<bool(const untangle_binding_request& request, untangle_binding& binding)> remapper;
  std::function<bool(const untangle_stage_input& input, untangle_input_placement& placement)> input_remapper;
};

// A resource of a translation: the C API's three structs, each sized by this header.
struct BoundResource {
  untangle_resource resource = detail::sized<untangle_resource>();
  untangle_binding binding = detail::sized<untangle_binding>();
  untangle_bound_resource placement = detail::sized<untangle_bound_resource>();
};

class Translation {
 public:
  std::span<const uint32_t> words() const {
    size_t count = 0;
    const uint32_t* data = untangle_result_words(result_.get(), &count);
    return {data, count};
  }
  std::vector<BoundResource> resources() const {
    std::vector<BoundResource> all(untangle_result_resource_count(result_.get()));
    for (uint32_t i = 0; i < all.size(); ++i)
      detail::check(untangle_result_resource(result_.get(), i, &all[i].resource, &all[i].binding, &all[i].placement),
                    nullptr);
    return all;
  }
  untangle_entry_point entry_point() const {
    untangle_entry_point entry = detail::sized<untangle_entry_point>();
    detail::check(untangle_result_entry_point(result_.get(), &entry), nullptr);
    return entry;
  }
  uint32_t push_constant_size() const { return untangle_result_push_constant_size(result_.get()); }
  untangle_ray_tracing_info ray_tracing() const {
    untangle_ray_tracing_info info = detail::sized<untangle_ray_tracing_info>();
    detail::check(untangle_result_ray_tracing(result_.get(), &info), nullptr);
    return info;
  }
  std::vector<Subobject> subobjects() const {
    return detail::subobjects(result_.get(), untangle_result_subobject_count, untangle_result_subobject,
                              untangle_result_subobject_export);
  }
  bool uses_sample_count() const { return untangle_result_uses_sample_count(result_.get()) != 0; }
  // What the translation dropped because Vulkan cannot express it, one line each.
  std::vector<std::string> warnings() const {
    std::vector<std::string> lines;
    for (uint32_t i = 0; i < untangle_result_warning_count(result_.get()); ++i)
      lines.emplace_back(untangle_result_warning(result_.get(), i));
    return lines;
  }

 private:
  friend class Module;
  explicit Translation(untangle_result* result) : result_(result, untangle_result_destroy) {}
  std::unique_ptr<untangle_result, void (*)(untangle_result*)> result_;
};

// A parsed module. Copies share it; it may be used from many threads at once.
class Module {
 public:
  static Module parse(std::span<const uint8_t> bytes) {
    untangle_module* module = nullptr;
    untangle_error* error = nullptr;
    detail::check(untangle_module_create(bytes.data(), bytes.size(), &module, &error), error);
    return Module(module);
  }

  std::vector<untangle_entry_point> entry_points() const {
    std::vector<untangle_entry_point> all(untangle_module_entry_point_count(module_.get()),
                                          detail::sized<untangle_entry_point>());
    for (uint32_t i = 0; i < all.size(); ++i) detail::check(untangle_module_entry_point(module_.get(), i, &all[i]), nullptr);
    return all;
  }
  std::vector<untangle_signature_element> signature(uint32_t entry_index, untangle_signature_kind kind) const {
    untangle_entry_point entry = detail::sized<untangle_entry_point>();
    detail::check(untangle_module_entry_point(module_.get(), entry_index, &entry), nullptr);
    const uint32_t count = kind == UNTANGLE_SIGNATURE_INPUT    ? entry.input_count
                           : kind == UNTANGLE_SIGNATURE_OUTPUT ? entry.output_count
                                                               : entry.patch_constant_count;
    std::vector<untangle_signature_element> elements(count, detail::sized<untangle_signature_element>());
    for (uint32_t i = 0; i < count; ++i)
      detail::check(untangle_module_signature_element(module_.get(), entry_index, kind, i, &elements[i]), nullptr);
    return elements;
  }
  // A node shader's work-graph properties, its input record (throws when it takes none) and
  // its outputs; each throws for an entry point that is no node.
  untangle_node node(uint32_t entry_index) const {
    untangle_node node = detail::sized<untangle_node>();
    detail::check(untangle_module_node(module_.get(), entry_index, &node), nullptr);
    return node;
  }
  untangle_node_io node_input(uint32_t entry_index) const {
    untangle_node_io input = detail::sized<untangle_node_io>();
    detail::check(untangle_module_node_input(module_.get(), entry_index, &input), nullptr);
    return input;
  }
  std::vector<untangle_node_io> node_outputs(uint32_t entry_index) const {
    std::vector<untangle_node_io> all(node(entry_index).output_count, detail::sized<untangle_node_io>());
    for (uint32_t i = 0; i < all.size(); ++i)
      detail::check(untangle_module_node_output(module_.get(), entry_index, i, &all[i]), nullptr);
    return all;
  }
  std::vector<untangle_resource> resources() const {
    std::vector<untangle_resource> all(untangle_module_resource_count(module_.get()),
                                       detail::sized<untangle_resource>());
    for (uint32_t i = 0; i < all.size(); ++i) detail::check(untangle_module_resource(module_.get(), i, &all[i]), nullptr);
    return all;
  }

  std::vector<Subobject> subobjects() const {
    return detail::subobjects(module_.get(), untangle_module_subobject_count, untangle_module_subobject,
                              untangle_module_subobject_export);
  }

  // The entry point named `entry` (empty: the only one; a library export by name).
  Translation translate(const std::string& entry = {}, const TranslateOptions& options = {}) const {
    untangle_translate_options c_options = options.options;
    if (options.remapper) {
      c_options.remapper = &remap;
      c_options.remapper_user_data = const_cast<TranslateOptions*>(&options);
    }
    if (options.input_remapper) {
      c_options.input_remapper = &remap_input;
      c_options.input_remapper_user_data = const_cast<TranslateOptions*>(&options);
    }
    untangle_result* result = nullptr;
    untangle_error* error = nullptr;
    detail::check(untangle_translate(module_.get(), entry.empty() ? nullptr : entry.c_str(), &c_options, &result, &error),
                  error);
    return Translation(result);
  }

  const untangle_module* get() const { return module_.get(); }

 private:
  explicit Module(untangle_module* module) : module_(module, untangle_module_destroy) {}

  static int remap(void* user_data, const untangle_binding_request* request, untangle_binding* binding) {
    try {
      return static_cast<const TranslateOptions*>(user_data)->remapper(*request, *binding) ? 0 : 1;
    } catch (...) {
      return 1;
    }
  }

  static int remap_input(void* user_data, const untangle_stage_input* input, untangle_input_placement* placement) {
    try {
      return static_cast<const TranslateOptions*>(user_data)->input_remapper(*input, *placement) ? 0 : 1;
    } catch (...) {
      return 1;
    }
  }

  std::shared_ptr<untangle_module> module_;
};

}  // namespace untangle

#endif  // UNTANGLE_UNTANGLE_HPP
