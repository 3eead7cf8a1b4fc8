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
#include "spirv_emit/options.h"
#include "spirv_emit/translate.h"
#include "structurizer/pass.h"

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
  // The entry points that have a function (a library lists every export).
  const std::vector<const dxil::EntryPoint*>& entry_points() const { return entry_points_; }
  // The entry point called `name`; an empty name means the only one. Throws Error (invalid
  // argument) naming the entry points there are.
  const dxil::EntryPoint& entry_point(std::string_view name) const;

 private:
  Module() = default;
  dxil::Module ir_;
  dxil::ShaderInfo info_;
  std::optional<dxil::RootSignature> root_signature_;
  std::vector<const dxil::EntryPoint*> entry_points_;
};

struct TranslateOptions {
  spirv_emit::Options emit;  // emit.root_signature is set from the two below
  // A root signature given by the caller; else the module's own, unless told not to use it.
  std::optional<dxil::RootSignature> root_signature;
  bool use_module_root_signature = true;
  structurizer::PassObserver observer;           // sees the CFG before and after every pass
  structurizer::StructuredCheck structured_check;  // tests: confirms structured output
};

// The emitter's options for `module`: the caller's, with the root signature that applies.
// The result points into `options` and `module`.
spirv_emit::Options emit_options(const Module& module, const TranslateOptions& options);

// Structurizes the entry point's function and emits SPIR-V for it.
spirv_emit::Translation translate(const Module& module, std::string_view entry_point,
                                  const TranslateOptions& options = {});

}  // namespace untangle::api
