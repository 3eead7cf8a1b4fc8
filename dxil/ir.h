// STATUS: ready. The in-memory IR of a DXIL module: types, values, instructions,
// metadata. Filled by the module reader, read by the disassembler, DXIL metadata layer,
// CFG builder and SPIR-V emitter. Plain data owned by Module; pointers stay stable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dxil/ir_storage.h"

namespace untangle::dxil {

struct BasicBlock;
struct Function;
enum class DxOp : uint32_t;  // dxil/dxop.h
struct Metadata;

// ---------------------------------------------------------------------------------
// Types. Owned by Module::types; compared by pointer (the reader interns them in the
// order of the TYPE_BLOCK, so equal bitcode types are one object).

enum class TypeKind : uint8_t {
  Void,
  Half,
  Float,
  Double,
  Label,
  Metadata,
  Integer,
  Pointer,  // typed (element != nullptr, as DXC writes) or opaque `ptr` (element == nullptr)
  Struct,
  Array,
  Vector,
  Function,
};

struct Type {
  TypeKind kind = TypeKind::Void;
  uint32_t bit_width = 0;             // Integer
  uint32_t address_space = 0;         // Pointer
  const Type* element = nullptr;      // Pointer (typed), Array, Vector
  uint64_t element_count = 0;         // Array, Vector
  std::vector<const Type*> members;   // Struct members; Function parameters
  const Type* return_type = nullptr;  // Function
  bool is_vararg = false;             // Function
  bool is_packed = false;             // Struct
  bool is_opaque = false;             // Struct declared without a body
  std::string name;                   // Struct: "dx.types.Handle" etc.; empty for literal structs

  bool is_integer(uint32_t width) const { return kind == TypeKind::Integer && bit_width == width; }
  bool is_floating_point() const {
    return kind == TypeKind::Half || kind == TypeKind::Float || kind == TypeKind::Double;
  }
};

// The bit width of a scalar (or a vector's elements): 16, 32 or 64 for floating point, an
// integer's width; 0 for other types.
inline uint32_t scalar_bit_width(const Type& type) {
  const Type& scalar = type.kind == TypeKind::Vector && type.element != nullptr ? *type.element : type;
  switch (scalar.kind) {
    case TypeKind::Half: return 16;
    case TypeKind::Float: return 32;
    case TypeKind::Double: return 64;
    case TypeKind::Integer: return scalar.bit_width;
    default: return 0;
  }
}

// ---------------------------------------------------------------------------------
// Attributes (PARAMATTR_GROUP / PARAMATTR blocks).

struct Attribute {
  // Enum attributes carry the bitcode attribute code (e.g. 18 nounwind, 20 readnone,
  // 21 readonly); integer attributes add `int_value` (align, dereferenceable...);
  // string attributes have `kind_code == 0` and a key with an optional value.
  uint32_t kind_code = 0;
  uint64_t int_value = 0;
  bool has_int_value = false;
  std::string key;
  std::string value;
};

// One PARAMATTR_GROUP entry: the attributes of one slot (return, function or a parameter).
struct AttributeGroup {
  uint32_t group_id = 0;
  // 0xFFFFFFFF: function attributes; 0: return value; N: parameter N-1.
  uint32_t slot = 0;
  std::vector<Attribute> attributes;
};

// One PARAMATTR entry: the groups that apply to one function or call site.
struct AttributeList {
  std::vector<const AttributeGroup*> groups;
};

// ---------------------------------------------------------------------------------
// Values.

enum class ValueKind : uint8_t {
  GlobalVariable,
  Function,
  Argument,
  Constant,
  Instruction,
  BasicBlock,  // a label used as an operand (blockaddress is not used by DXIL)
};

// The kinds of value are final, so that destroying the IR's many values through their
// owners' pointers needs no virtual call.
struct Value {
  explicit Value(ValueKind value_kind) : kind(value_kind) {}
  Value(const Value&) = delete;
  Value& operator=(const Value&) = delete;
  virtual ~Value() = default;

  ValueKind kind;
  const Type* type = nullptr;
  std::string name;  // empty for unnamed values (%0, %1, ... when printed)
};

enum class Linkage : uint8_t {
  External,
  AvailableExternally,
  LinkOnceAny,
  LinkOnceODR,
  WeakAny,
  WeakODR,
  Appending,
  Internal,
  Private,
  ExternalWeak,
  Common,
};

enum class UnnamedAddr : uint8_t { None, Global, Local };

enum class ConstantKind : uint8_t {
  Integer,
  Float,
  Null,       // zeroinitializer / null pointer
  Undef,
  Aggregate,  // struct, array or vector of other constants (`elements`)
  Data,       // array or vector of integers/floats stored as raw words (`data`)
  String,     // array of i8 (`bytes`), including the trailing NUL of a C string
  Expression, // constant expression (`expression_opcode` over `elements`)
};

enum class Opcode : uint8_t;

struct Constant final : Value {
  Constant() : Value(ValueKind::Constant) {}

  ConstantKind constant_kind = ConstantKind::Undef;
  // Position in its owner's `constants` (the Module's, or the Function's for those of a
  // body), for tables indexed by constant.
  uint32_t index = 0;
  // Integer: the value, sign-extended from its width into 64 bits; wider integers put
  // their 64-bit words, least significant first, in `wide_words`.
  int64_t integer = 0;
  std::vector<uint64_t> wide_words;
  // Float: the raw IEEE bits at the type's width (half: 16 bits, float: 32, double: 64).
  uint64_t float_bits = 0;
  std::vector<const Value*> elements;  // Aggregate members; Expression operands
  std::vector<uint64_t> data;          // Data: one raw word per element
  std::string bytes;                   // String
  // Expression: what it computes. Casts, binary operators, getelementptr (with
  // `source_element_type` and `is_inbounds`), select, compares (`predicate`).
  Opcode expression_opcode{};
  uint32_t predicate = 0;
  uint32_t flags = 0;
  bool is_inbounds = false;
  const Type* source_element_type = nullptr;
};

struct GlobalVariable final : Value {
  GlobalVariable() : Value(ValueKind::GlobalVariable) {}

  const Type* value_type = nullptr;  // what the global holds; `type` is a pointer to it
  uint32_t address_space = 0;
  bool is_constant = false;
  Linkage linkage = Linkage::External;
  UnnamedAddr unnamed_addr = UnnamedAddr::None;
  uint32_t alignment = 0;  // in bytes; 0 when unspecified
  const Constant* initializer = nullptr;
  bool is_externally_initialized = false;
  uint8_t thread_local_mode = 0;
  std::string section;
};

struct Argument final : Value {
  Argument() : Value(ValueKind::Argument) {}
  const Function* parent = nullptr;
  uint32_t index = 0;
};

// ---------------------------------------------------------------------------------
// Instructions.

enum class Opcode : uint8_t {
  // Terminators.
  Ret,
  Br,
  Switch,
  Unreachable,
  // Binary operators (LLVM order).
  Add,
  FAdd,
  Sub,
  FSub,
  Mul,
  FMul,
  UDiv,
  SDiv,
  FDiv,
  URem,
  SRem,
  FRem,
  Shl,
  LShr,
  AShr,
  And,
  Or,
  Xor,
  // Memory.
  Alloca,
  Load,
  Store,
  GetElementPtr,
  AtomicRMW,
  AtomicCmpXchg,
  // Casts.
  Trunc,
  ZExt,
  SExt,
  FPToUI,
  FPToSI,
  UIToFP,
  SIToFP,
  FPTrunc,
  FPExt,
  PtrToInt,
  IntToPtr,
  BitCast,
  AddrSpaceCast,
  // Other.
  ICmp,
  FCmp,
  Phi,
  Call,
  Select,
  ExtractElement,
  InsertElement,
  ShuffleVector,
  ExtractValue,
  InsertValue,
};

// LLVM's spelling of an instruction: "add", "getelementptr", "cmpxchg"...
std::string_view opcode_name(Opcode opcode);

// Add ... Xor: the two-operand arithmetic and bitwise operators.
constexpr bool is_binary_operator(Opcode opcode) { return opcode >= Opcode::Add && opcode <= Opcode::Xor; }
// fadd, fsub, fmul, fdiv, frem: the operators that carry fast-math flags.
constexpr bool is_floating_point_operator(Opcode opcode) {
  return opcode == Opcode::FAdd || opcode == Opcode::FSub || opcode == Opcode::FMul || opcode == Opcode::FDiv ||
         opcode == Opcode::FRem;
}
// Trunc ... AddrSpaceCast.
constexpr bool is_cast(Opcode opcode) { return opcode >= Opcode::Trunc && opcode <= Opcode::AddrSpaceCast; }

// Compare predicates use LLVM's numbering (FCMP_FALSE = 0 ... FCMP_TRUE = 15,
// ICMP_EQ = 32 ... ICMP_SLE = 41), which is also the bitcode encoding.
enum class Predicate : uint8_t {
  FcmpFalse = 0, FcmpOeq, FcmpOgt, FcmpOge, FcmpOlt, FcmpOle, FcmpOne, FcmpOrd,
  FcmpUno, FcmpUeq, FcmpUgt, FcmpUge, FcmpUlt, FcmpUle, FcmpUne, FcmpTrue,
  IcmpEq = 32, IcmpNe, IcmpUgt, IcmpUge, IcmpUlt, IcmpUle, IcmpSgt, IcmpSge, IcmpSlt, IcmpSle,
};

// Binary-operator flags and fast-math flags share `Instruction::flags`, both with the bit
// values of the bitcode's optional flags operand: integer ops use the wrap/exact bits,
// floating-point ops, compares, phis, selects and calls the fast-math bits.
namespace flags {
inline constexpr uint32_t kNoUnsignedWrap = 1u << 0;
inline constexpr uint32_t kNoSignedWrap = 1u << 1;
inline constexpr uint32_t kExact = 1u << 0;
// Fast-math: bit 0 is LLVM 3.7's "unsafe algebra", its spelling of `fast`; LLVM 14 writes
// `fast` as bits 1-7 all set instead.
inline constexpr uint32_t kUnsafeAlgebra = 1u << 0;
inline constexpr uint32_t kNoNaNs = 1u << 1;
inline constexpr uint32_t kNoInfs = 1u << 2;
inline constexpr uint32_t kNoSignedZeros = 1u << 3;
inline constexpr uint32_t kAllowReciprocal = 1u << 4;
inline constexpr uint32_t kAllowContract = 1u << 5;
inline constexpr uint32_t kApproxFunc = 1u << 6;
inline constexpr uint32_t kAllowReassoc = 1u << 7;
inline constexpr uint32_t kAllFastMathBits = 0xFF;
}  // namespace flags

enum class AtomicOrdering : uint8_t { NotAtomic, Unordered, Monotonic, Acquire, Release, AcquireRelease, SequentiallyConsistent };

enum class AtomicRMWOperation : uint8_t { Xchg, Add, Sub, And, Nand, Or, Xor, Max, Min, UMax, UMin, FAdd, FSub };

struct MetadataAttachment {
  uint32_t kind_id = 0;  // index into Module::metadata_kinds
  const Metadata* node = nullptr;
};

struct Instruction final : Value {
  Instruction() : Value(ValueKind::Instruction) {}

  Opcode opcode = Opcode::Unreachable;
  // Dense within the function (0 .. instruction_pool.size() - 1, in creation order): tables
  // of per-instruction facts are vectors indexed by it rather than maps keyed by pointer.
  // An instruction operand is always one of the same function's instructions (the reader
  // forgets a function's values when its body ends), so its index fits those tables.
  uint32_t index = 0;
  BasicBlock* parent = nullptr;
  // Operands in LLVM order, e.g. store: value, pointer; call: arguments (callee in
  // `callee`); br: condition only (targets in `successors`); switch: condition;
  // phi: incoming values (blocks in `incoming_blocks`); select: condition, true, false.
  // The lists are stored in the function's list arena.
  IrList<const Value*> operands;
  // br: [true, false] or [target]; switch: [default, case targets...].
  IrList<BasicBlock*> successors;
  IrList<const Constant*> case_values;          // switch, parallel to successors[1..]
  IrList<BasicBlock*> incoming_blocks;          // phi, parallel to operands
  IrList<uint32_t> indices;                     // extractvalue / insertvalue
  IrList<int32_t> shuffle_mask;                 // shufflevector, -1 = undef lane

  uint32_t flags = 0;                           // binary operator flags or fast-math flags
  Predicate predicate = Predicate::IcmpEq;      // icmp / fcmp
  AtomicRMWOperation rmw_operation = AtomicRMWOperation::Xchg;
  AtomicOrdering ordering = AtomicOrdering::NotAtomic;               // atomics
  AtomicOrdering failure_ordering = AtomicOrdering::NotAtomic;       // cmpxchg
  uint8_t synchronization_scope = 1;            // 0 singlethread, 1 system
  bool is_volatile = false;
  bool is_weak = false;                         // cmpxchg
  bool is_inbounds = false;                     // getelementptr
  uint32_t alignment = 0;                       // alloca/load/store, in bytes (0: unspecified)
  // alloca: allocated type; load: loaded type; getelementptr: source element type.
  const Type* access_type = nullptr;
  const Value* array_size = nullptr;            // alloca element count

  const Function* callee = nullptr;             // call (DXIL only calls functions directly)
  const AttributeList* call_attributes = nullptr;
  uint32_t calling_convention = 0;
  bool is_tail_call = false;
  // A dx.op call's operation (dxop_of_call), which the reader records once the module's
  // names are known: the emitter asks dxop_of of every instruction, several times over.
  std::optional<DxOp> dxop;

  std::vector<MetadataAttachment> attachments;
  // A `!dx.precise` attachment, DXC's mark of a call that computes a `precise` value (the
  // reader and the DXBC lifter set it with the attachment): see allows_contraction.
  bool marked_precise = false;
};

// Whether the floating-point arithmetic of `instruction` may be contracted (a * b + c fused
// into one fma, as Vulkan lets a driver do unless told NoContraction). HLSL's `precise`
// forbids it: DXC writes `fast` on every floating-point operator that is not precise and
// marks precise calls `!dx.precise`; DXBC's lifter does the same for `[precise]`
// instructions and for programs without refactoringAllowed. LLVM 3.7 spells the permission
// `fast` (unsafe algebra), later LLVM `contract`.
inline bool allows_contraction(const Instruction& instruction) {
  if (instruction.marked_precise) return false;
  if (!is_floating_point_operator(instruction.opcode)) return true;
  return (instruction.flags & (flags::kUnsafeAlgebra | flags::kAllowContract)) != 0;
}

// Instructions, blocks, constants and metadata come from their Function's or Module's
// pools (ir_storage.h).
using InstructionPtr = PoolPtr<Instruction>;

struct BasicBlock final : Value {
  BasicBlock() : Value(ValueKind::BasicBlock) {}
  Function* parent = nullptr;
  uint32_t index = 0;  // position in Function::blocks
  std::vector<InstructionPtr> instructions;

  const Instruction* terminator() const {
    return instructions.empty() ? nullptr : instructions.back().get();
  }
};

struct Function final : Value {
  Function() : Value(ValueKind::Function) {}

  const Type* function_type = nullptr;  // `type` is a pointer to it
  bool is_declaration = true;
  Linkage linkage = Linkage::External;
  UnnamedAddr unnamed_addr = UnnamedAddr::None;
  uint32_t calling_convention = 0;
  uint32_t alignment = 0;
  const AttributeList* attributes = nullptr;
  std::vector<std::unique_ptr<Argument>> arguments;
  // Declared before `blocks` and `constants`, so that they outlive the objects they hold.
  ObjectPool<Instruction> instruction_pool;  // through new_instruction()
  ObjectPool<BasicBlock> block_pool;
  ObjectPool<Constant> constant_pool;
  ListArena list_arena;  // the elements of its instructions' IrLists
  std::vector<PoolPtr<BasicBlock>> blocks;  // blocks[0] is the entry
  // Constants local to this body (the function's CONSTANTS_BLOCK) are owned here.
  std::vector<PoolPtr<Constant>> constants;
  std::vector<MetadataAttachment> attachments;  // function-level !attachments

  // A new instruction, numbered (Instruction::index) after those made before it: every
  // index is below instruction_pool.size().
  InstructionPtr new_instruction() {
    InstructionPtr created = instruction_pool.create();
    created->index = static_cast<uint32_t>(instruction_pool.size() - 1);
    return created;
  }
};

// ---------------------------------------------------------------------------------
// Metadata.

enum class MetadataKind : uint8_t {
  String,  // !"text"
  Value,   // a constant or global used as metadata (`i32 1`, `void ()* @main`)
  Node,    // !{...}; operands may be null (printed as `null`)
};

struct Metadata {
  MetadataKind kind = MetadataKind::Node;
  std::string string;                    // String
  const dxil::Value* value = nullptr;    // Value
  std::vector<const Metadata*> operands; // Node
  bool is_distinct = false;              // Node
  uint32_t index = 0;                    // position in Module::metadata, for printing `!N`
};

struct NamedMetadata {
  std::string name;
  std::vector<const Metadata*> operands;
};

// ---------------------------------------------------------------------------------

struct Module {
  std::string identification;  // IDENTIFICATION_BLOCK producer string, e.g. "LLVM3.7"
  uint32_t bitcode_version = 0;
  std::string triple;
  std::string datalayout;
  std::string source_filename;

  std::vector<std::unique_ptr<Type>> types;  // in TYPE_BLOCK order
  std::vector<std::unique_ptr<AttributeGroup>> attribute_groups;
  std::vector<std::unique_ptr<AttributeList>> attribute_lists;
  std::vector<std::unique_ptr<GlobalVariable>> globals;
  std::vector<std::unique_ptr<Function>> functions;
  // Declared before `constants` and `metadata`, so that they outlive the objects they hold.
  ObjectPool<Constant> constant_pool;
  ObjectPool<Metadata> metadata_pool;
  std::vector<PoolPtr<Constant>> constants;  // module-level constants
  std::vector<PoolPtr<Metadata>> metadata;   // every node, string and value
  std::vector<NamedMetadata> named_metadata;
  std::vector<std::string> metadata_kinds;           // kind id -> name ("dbg", "dx.nonuniform"...)

  const Function* find_function(const std::string& function_name) const {
    for (const auto& function : functions)
      if (function->name == function_name) return function.get();
    return nullptr;
  }
  const NamedMetadata* find_named_metadata(const std::string& metadata_name) const {
    for (const auto& named : named_metadata)
      if (named.name == metadata_name) return &named;
    return nullptr;
  }
};

}  // namespace untangle::dxil
