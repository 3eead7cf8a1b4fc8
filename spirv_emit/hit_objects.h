// The hit objects (SM 6.9 shader execution reordering) of the function being emitted. SPIR-V's
// hit objects (SPV_EXT_shader_invocation_reorder) live in Function variables that no load,
// store or copy may touch, and every instruction takes the variable, so a DXIL hit object
// value is the variable it is built in. Values a phi merges share the phi's variable: each
// path builds its object there, and the phi reads the one its path built (an HLSL variable
// assigned on several paths, DXC's usual phi of hit objects). SetShaderTableIndex changes its
// operand's object in place and its result shares the variable (the operand may still flow
// into a phi on a path that did not change it).
// What would need two objects live in one variable is refused, naming it: a select between
// hit objects, and a hit object read on a path after SetShaderTableIndex changed it. Hit objects
// as function arguments, results or memory are refused by the type table.
#pragma once

#include <unordered_map>

#include "dxil/ir.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

bool is_hit_object_type(const dxil::Type* type);

class HitObjects {
 public:
  HitObjects(Builder& builder, const dxil::Function& function) : builder_(builder), function_(function) {}

  // The variable holding `hit_object` (an instruction of the function with the hit object
  // type), made on first use. Throws TranslateError for one untangle cannot place.
  Id variable(const dxil::Value* hit_object);

 private:
  // The value whose variable `hit_object` shares: through the phis that merge it.
  const dxil::Value* root(const dxil::Value* hit_object);
  void join(const dxil::Value* a, const dxil::Value* b);
  void build_webs();

  Builder& builder_;
  const dxil::Function& function_;
  bool built_ = false;
  std::unordered_map<const dxil::Value*, const dxil::Value*> parent_;  // union-find over the webs
  std::unordered_map<const dxil::Value*, Id> variables_;               // by root
};

}  // namespace untangle::spirv_emit
