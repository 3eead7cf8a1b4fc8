// The hit objects (SM 6.9 shader execution reordering) of the function being emitted. SPIR-V's
// hit objects (SPV_EXT_shader_invocation_reorder) live in Function variables that no load,
// store or copy may touch, and every instruction takes the variable, so a DXIL hit object
// value is the variable it is built in. Values a phi merges share the phi's variable: each
// path builds its object there, and the phi reads the one its path built (an HLSL variable
// assigned on several paths, DXC's usual phi of hit objects). SetShaderTableIndex changes its
// operand's object in place and its result shares the variable (the operand may still flow
// into a phi on a path that did not change it).
// A hit object read again after SetShaderTableIndex made a changed copy of it (DXIL's
// objects are values) differs from that copy in its shader table index only, so the web is
// versioned: each of its values keeps its index in a uint variable (the recorded object's,
// read when it is made; SetShaderTableIndex's operand for its result), and every use of a
// value sets the object's index to its own first (unless the block holds it already). A versioned web merged by a phi,
// and a select between hit objects, would need two objects live in one variable: refused, naming it. Hit objects as
// function arguments, results or memory are refused by the type table.
#pragma once

#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "dxil/ir.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

class TypeTable;

bool is_hit_object_type(const dxil::Type* type);

class HitObjects {
 public:
  HitObjects(Builder& builder, const dxil::Function& function) : builder_(builder), function_(function) {}

  // The variable holding `hit_object` (an instruction of the function with the hit object
  // type), made on first use. Throws TranslateError for one untangle cannot place.
  Id variable(const dxil::Value* hit_object);
  // The variable, holding `hit_object` with its own shader table index (set again where its
  // web is versioned), for an instruction that reads it.
  Id read(const dxil::Value* hit_object, TypeTable& types);
  // After `made` (an instruction of hit object type) is lowered: in a versioned web, keeps its
  // index (`index`, a uint, for SetShaderTableIndex's result; read from the object otherwise).
  void keep_index(const dxil::Instruction& made, Id index, TypeTable& types);

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
  std::unordered_set<const dxil::Value*> versioned_;                   // roots of versioned webs
  std::unordered_map<const dxil::Value*, Id> indices_;                 // a versioned value's uint variable
  // By versioned root: the value whose index the object holds, and the block where that is
  // known (a later block may be reached from elsewhere, so sets it again).
  std::unordered_map<const dxil::Value*, std::pair<Id, const dxil::Value*>> held_;
};

}  // namespace untangle::spirv_emit
