// The library's C++ facade, over which the C API (api/c_api.cpp) is implemented and which
// the CLI, the runner and the benchmarks use as any embedder would: parse a module once,
// then translate any of its entry points with options. Everything it throws is an
// untangle::Error (or std::bad_alloc).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"
#include "dxil/root_signature.h"
#include "dxil/runtime_data.h"
#include "spirv_emit/options.h"
#include "spirv_emit/translate.h"
#include "structurizer/pass.h"
#include "structurizer/structurize.h"

namespace untangle::api {

// A parsed DXIL module with its metadata: immutable, so one may be shared between threads.
class Module {
 public:
  // Throws Error (malformed input) for anything that is not a well-formed DXIL module.
  static std::shared_ptr<const Module> parse(std::span<const uint8_t> bytes);

  const dxil::Module& ir() const { return ir_; }
  const dxil::ShaderInfo& info() const { return info_; }
  // The container's RTS0 part, when the shader was compiled with a root signature.
  const std::optional<dxil::RootSignature>& root_signature() const { return root_signature_; }
  dxil::ShaderKind stage() const;
  // A library's runtime data (its RDAT part: subobjects), when the container has one.
  const std::optional<dxil::RuntimeData>& runtime_data() const { return runtime_data_; }
  // The root signature of the Global/LocalRootSignature subobject of that kind associated
  // with `export_name`, or null.
  const dxil::RootSignature* associated_root_signature(dxil::SubobjectKind kind, std::string_view export_name) const;
  // The entry points that have a function. A library lists every export by its export name
  // ("RayGen", not the mangled "\01?RayGen@@YAXXZ"), with its stage and the library's
  // resources.
  const std::vector<const dxil::EntryPoint*>& entry_points() const { return entry_points_; }
  // The entry point called `name` (a library export also by its mangled name); an empty
  // name means the only one. Throws Error (invalid argument) naming the entry points there are.
  const dxil::EntryPoint& entry_point(std::string_view name) const;

 private:
  Module() = default;
  dxil::Module ir_;
  dxil::ShaderInfo info_;
  std::optional<dxil::RootSignature> root_signature_;
  std::optional<dxil::RuntimeData> runtime_data_;
  std::vector<std::pair<std::string, dxil::RootSignature>> subobject_root_signatures_;  // by subobject name
  std::vector<dxil::EntryPoint> exports_;  // a library's entry points, named and with resources
  std::vector<const dxil::EntryPoint*> entry_points_;
};

struct TranslateOptions {
  spirv_emit::Options emit;  // emit.root_signature is set from the two below
  // A root signature given by the caller; else the module's own, unless told not to use it.
  std::optional<dxil::RootSignature> root_signature;
  // A local root signature given by the caller (ray-tracing stages: it lays out the shader
  // record); else a library export's associated one, unless told not to use the module's.
  std::optional<dxil::RootSignature> local_root_signature;
  bool use_module_root_signature = true;
  structurizer::PassObserver observer;           // sees the CFG before and after every pass
  structurizer::StructuredCheck structured_check;  // tests: confirms structured output
};

// The emitter's options for translating `entry` of `module`: the caller's, with the root
// signature that applies (the caller's, the module's RTS0 part, or a library export's
// associated global root signature) and a library export's associated local root
// signature. The result points into `options` and `module`.
spirv_emit::Options emit_options(const Module& module, const dxil::EntryPoint& entry, const TranslateOptions& options);

// The structured CFGs emit_spirv needs for `entry`: `structured_entry`, its function's, which
// the caller structurized (watching it, as `translate` and `untangle explain` do), and those
// of a hull shader's patch-constant function and every function called, structurized with
// `options` (spirv_emit::translated_functions lists them).
spirv_emit::StructuredFunctions structurize_functions(const Module& module, const dxil::EntryPoint& entry,
                                                      structurizer::Function structured_entry,
                                                      const structurizer::StructurizeOptions& options);

// Structurizes the entry point's function (the observer watches it alone), a hull shader's
// patch-constant function and each function called, and emits SPIR-V.
spirv_emit::Translation translate(const Module& module, std::string_view entry_point,
                                  const TranslateOptions& options = {});

}  // namespace untangle::api
