// The function type each DXIL operation is declared with (dxops.def's signatures, from DXC's
// hctdb), and the check that a dx.op call's function has it, so that lowerings can rely on
// the types they read: a mutated or hand-written module that calls dx.op.unary.i32 for Sin
// or an atomic with a float overload is refused by name instead of becoming invalid SPIR-V.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "dxil/dxop.h"
#include "dxil/ir.h"

namespace untangle::dxil {

// A signature position: a fixed type, or one that follows the call's overload type.
enum class SignatureType : uint8_t {
  End,       // past the last position
  Extended,  // several overload dimensions (experimental LinAlg): not checked
  Void,
  I1,
  I8,
  I16,
  I32,
  I64,
  Half,
  Float,
  Double,
  I32Vector2,
  FloatPointer,  // a pointer to float (MinPrecXRegLoad's register file)
  // Named structs of DXIL: %dx.types.Handle, ResBind, ResourceProperties, HitObject,
  // NodeHandle, NodeRecordHandle, NodeInfo, NodeRecordInfo, Dimensions, SamplePos,
  // splitdouble, i32c, twoi32, fouri32.
  Handle,
  ResourceBinding,
  ResourceProperties,
  HitObject,
  NodeHandle,
  NodeRecordHandle,
  NodeInfo,
  NodeRecordInfo,
  Dimensions,
  SamplePos,
  SplitDouble,
  I32WithCarry,
  TwoI32,
  FourI32,
  // Following the overload type O.
  Overload,           // O itself
  ResRet,             // %dx.types.ResRet.<O>: its first member is O
  CBufRet,            // %dx.types.CBufRet.<O>: the same
  UserType,           // O is a pointer to a struct (a ray payload or attributes)
  Object,             // O is any type (a global resource of a library)
  OverloadShapedI1,   // i1, or a vector of i1 as long as O
  OverloadShapedI32,  // the same with i32
  OverloadElement,    // O's element
  OverloadStruct4,    // a struct of four O: %dx.types.fouri32 or fouri16
  OverloadVector9,    // <9 x O>
};

// The overloads (dxops.def's letters) and positions (the result first, End-terminated) of
// `op`'s signature: how a test writes a well-typed call of any operation.
std::string_view dxop_overloads(DxOp op);
std::span<const SignatureType> dxop_signature(DxOp op);

// nullopt when `callee`'s type is the one `op` is declared with and its overload type is one
// the operation allows; otherwise what differs, for an error message: "returns i32, and Sin
// is declared for half, float or vectors of them".
std::optional<std::string> dxop_signature_mismatch(const Function& callee, DxOp op);

}  // namespace untangle::dxil
