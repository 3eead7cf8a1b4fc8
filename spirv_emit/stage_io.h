// The module's stage inputs and outputs: built-in variables, and signature elements as
// Input/Output variables (user semantics at their register row as Location, system values
// as built-ins), made on first use.
#pragma once

#include <map>
#include <optional>
#include <utility>

#include <spirv/unified1/spirv.hpp11>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

// Where a signature element goes in Vulkan: a built-in for the system values Vulkan has,
// else a Location (a user semantic's register row; SV_Target N's render target N).
// Neither, for a system value this stage cannot express.
struct ElementPlacement {
  std::optional<spv::BuiltIn> builtin;
  std::optional<uint32_t> location;
};
ElementPlacement place_element(const dxil::SignatureElement& element, dxil::ShaderKind stage, bool output);

class StageIo {
 public:
  StageIo(Builder& builder, TypeTable& types, const dxil::EntryPoint& entry, dxil::ShaderKind stage)
      : builder_(builder), types_(types), entry_(entry), stage_(stage) {}

  // An Input variable decorated with `builtin`.
  Id builtin_input(spv::BuiltIn builtin, Id type);

  // How a signature element is declared: its variable, the scalar type of one component,
  // and its shape (built-ins are scalars or vec4; user elements keep rows and columns).
  struct ElementVariable {
    Id variable = 0;
    Id scalar_type = 0;
    uint32_t rows = 1;
    uint32_t columns = 1;
    const dxil::SignatureElement* element = nullptr;
  };
  // Throws TranslateError for an unknown element or a system value this stage lacks.
  ElementVariable element_variable(bool output, uint32_t element_id);

 private:
  Builder& builder_;
  TypeTable& types_;
  const dxil::EntryPoint& entry_;
  dxil::ShaderKind stage_;
  std::map<std::pair<spv::BuiltIn, Id>, Id> builtins_;
  std::map<std::pair<bool, uint32_t>, ElementVariable> elements_;  // (output, element id)
};

}  // namespace untangle::spirv_emit
