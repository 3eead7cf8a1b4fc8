// The lifter's state, shared by its parts (lift_*.cpp): the program being read, the module
// being built, where instructions go, and what the declarations said. Internal to dxbc/.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "dxbc/program.h"
#include "dxbc/resource_definitions.h"
#include "dxbc/signature.h"
#include "dxil/dxil_metadata.h"
#include "dxil/module_builder.h"

namespace untangle::dxbc::lifting {

// The type an instruction reads or writes a register component as: DXBC registers are
// typeless 32-bit words, and each use says how it sees them.
enum class Scalar : uint8_t { Float, Int };

// A signature element as the module declares it (one per DXBC element).
struct Element {
  uint32_t id = 0;
  uint32_t register_index = 0;
  uint32_t rows = 1;  // several where an index range or a tessellation factor array joins registers
  uint32_t start_column = 0;
  uint32_t columns = 0;
  uint32_t stream = 0;
  Scalar scalar = Scalar::Float;
  dxil::SemanticKind semantic = dxil::SemanticKind::Arbitrary;
  dxil::ComponentType component_type = dxil::ComponentType::F32;
  dxil::InterpolationMode interpolation = dxil::InterpolationMode::Undefined;
  const SignatureElement* source = nullptr;
};

// A resource a declaration names, with the handle the entry block creates for it.
struct Resource {
  dxil::ResourceClass resource_class = dxil::ResourceClass::ShaderResource;
  uint32_t id = 0;        // position within its class
  uint32_t register_id = 0;  // the r in t#, u#, cb#, s# (SM 5.1: the range's ID)
  std::string name;          // HLSL's, from RDEF when the container keeps it
  uint32_t space = 0;
  uint32_t lower_bound = 0;
  uint32_t range_size = 1;
  dxil::ResourceKind kind = dxil::ResourceKind::Invalid;
  ResourceDimension dimension = ResourceDimension::Unknown;
  std::array<ReturnType, 4> return_type{};
  uint32_t stride = 0;
  uint32_t sample_count = 0;
  uint32_t constant_buffer_size = 0;  // in bytes
  bool has_counter = false;
  bool globally_coherent = false;
  bool rasterizer_ordered = false;
  dxil::SamplerKind sampler_kind = dxil::SamplerKind::Default;
};

// Which signature an element is of.
enum class SignatureKind : uint8_t { Input, Output, PatchConstant };

// A hull shader's phase, while its code is lifted.
enum class Phase : uint8_t { None, ControlPoint, Fork, Join };

// A dcl_indexrange: `count` registers from `first`, indexed together.
struct IndexRange {
  SignatureKind signature = SignatureKind::Input;
  uint32_t first = 0;
  uint32_t count = 0;
  uint8_t mask = 0;
};

// A groupshared region (g#): an array of 32-bit words in address space 3.
struct SharedMemory {
  const dxil::GlobalVariable* words = nullptr;
  uint32_t stride = 4;  // bytes per structure
  bool structured = false;  // addressed by structure index and byte offset, not by byte
};

// An indexable temporary array (x#): 32-bit words, `components` per element.
struct IndexableTemp {
  const dxil::Value* words = nullptr;  // [N x i32]*
  uint32_t components = 4;
};

// One open if, loop or switch.
struct Frame {
  enum class Kind : uint8_t { If, Loop, Switch } kind = Kind::If;
  dxil::BasicBlock* merge = nullptr;       // where the construct ends
  dxil::BasicBlock* header = nullptr;      // loop: where continue goes
  dxil::BasicBlock* else_target = nullptr; // if: the false branch's block until `else`
  // switch: the block ending in the switch, its selector, and the labels met so far.
  dxil::BasicBlock* switch_block = nullptr;
  const dxil::Value* selector = nullptr;
  std::vector<std::pair<const dxil::Constant*, dxil::BasicBlock*>> cases;
  dxil::BasicBlock* default_target = nullptr;
  dxil::BasicBlock* case_block = nullptr;  // the block of the labels just met, while still empty
};

// How many coordinates address a texel of `dimension` (array layer included), how many of
// them an offset moves, and the type a resource's reads return (DXIL's ResRet overload).
uint32_t coordinate_count(ResourceDimension dimension);
uint32_t offset_count(ResourceDimension dimension);
Scalar result_scalar(const Resource& resource);

class Lifter {
 public:
  // `definitions` (RDEF, null when the container has none) names the resources.
  Lifter(const Program& program, const std::vector<Signature>& signatures, const ResourceDefinitions* definitions,
         dxil::Module& module);
  void lift();

  // --- shared by the parts ------------------------------------------------------------
  [[noreturn]] void fail(Status status, const std::string& message) const;
  dxil::ModuleBuilder& ir() { return ir_; }
  dxil::BasicBlock& block();  // the block instructions go to (a fresh one after a jump)

  const dxil::Type* type_of(Scalar scalar) { return scalar == Scalar::Float ? ir_.float_type() : ir_.i32(); }
  const dxil::Value* bitcast_to(const dxil::Value* value, Scalar scalar);
  // A dx.op call `@dx.op.<op_class>[.<overload>]` returning `result`.
  const dxil::Value* call(dxil::DxOp op, const std::string& function_name, const dxil::Type* result,
                          std::vector<const dxil::Value*> arguments);
  const dxil::Value* i32(int64_t value) { return ir_.i32_constant(value); }
  // DXIL's result types: a resource read's four components and status, a size query's four.
  const dxil::Type* res_ret_type(Scalar scalar);
  const dxil::Type* dimensions_type();
  // The register an operand's index at `position` names, which must be a constant.
  uint32_t constant_register(const Operand& operand, size_t position) const;

  // Operands (lift_operands.cpp). `component` is the destination component (0-3) whose
  // source the swizzle selects; the value is of `scalar`'s type, modifiers applied.
  const dxil::Value* read(const Operand& operand, uint32_t component, Scalar scalar);
  const dxil::Value* read_double(const Operand& operand, uint32_t pair);
  // The components a destination writes (its mask), in order.
  std::vector<uint32_t> written_components(const Operand& destination) const;
  void write(const Operand& destination, uint32_t component, const dxil::Value* value, bool saturate = false);
  const dxil::Value* index_value(const OperandIndex& index);
  const dxil::Value* condition(const Instruction& instruction, const Operand& operand);

  // Resources (lift_resources.cpp).
  const Resource& resource(dxil::ResourceClass resource_class, const Operand& operand) const;
  const dxil::Value* handle(const Resource& resource, const Operand& operand);
  // Runs `make` with instructions going to the end of the function's entry block (before its
  // terminator): allocas and handles that every block of the function may use.
  template <typename Make>
  auto in_entry(Make make) {
    auto& instructions = entry_->instructions;
    dxil::InstructionPtr terminator;
    if (!instructions.empty() && entry_->terminator() != nullptr && is_terminator(*entry_->terminator())) {
      terminator = std::move(instructions.back());
      instructions.pop_back();
    }
    dxil::BasicBlock* saved = current_;
    current_ = entry_;
    auto made = make();
    current_ = saved;
    if (terminator) instructions.push_back(std::move(terminator));
    return made;
  }

 private:
  void lift_instruction(const Instruction& instruction);
  // lift_declarations.cpp
  void declare(const Instruction& instruction);
  void declare_resource(const Instruction& instruction, dxil::ResourceClass resource_class);
  std::string resource_name(const Resource& resource) const;
  void declare_elements();
  void join_elements(std::vector<Element>& elements, SignatureKind kind);
  // lift_control_flow.cpp
  void lift_control_flow(const Instruction& instruction);
  void jump(dxil::BasicBlock& target);
  void conditional_jump(const Instruction& instruction, dxil::BasicBlock& target);
  void start(dxil::BasicBlock& next);
  Frame& innermost(Frame::Kind kind, std::string_view spelling);
  Frame* innermost_breakable();
  void remove_unreachable_blocks();
  // lift_alu.cpp
  void lift_float(const Instruction& instruction);
  void lift_integer(const Instruction& instruction);
  void lift_double(const Instruction& instruction);
  // lift_stages.cpp
  void lift_geometry(const Instruction& instruction);
  void begin_subroutine(const Instruction& label);
  dxil::Function& subroutine(const Operand& label);
  void finish_function();
  // An array of 32-bit words every function may reach: an alloca in the entry function, or a
  // module variable where the program has subroutines (which share x# and o# with main).
  const dxil::Value* word_array(const std::string& name, uint64_t words);
  void lift_hull();
  void start_function(dxil::Function& function);
  void begin_phase(Phase phase, size_t first, size_t end);
  void pass_through_control_points();
  const dxil::Value* instance_id();
  // lift_resources.cpp
  void lift_texture(const Instruction& instruction);
  void lift_evaluate(const Instruction& instruction);
  void lift_memory(const Instruction& instruction);
  void lift_atomic(const Instruction& instruction);
  // lift_metadata.cpp
  void write_metadata();
  const dxil::Metadata* signature_metadata(const std::vector<Element>& elements);
  const dxil::Metadata* semantic_indices(const Element& element);
  const dxil::Metadata* resource_metadata();

  // The element of `kind` holding register `register_index`'s `component`.
  const Element& element_at(SignatureKind kind, uint32_t register_index, uint32_t component) const;
  const Element& system_output(OperandType type) const;
  // The register an operand names (its index at `position`) as an element and its row.
  std::pair<const Element*, const dxil::Value*> element_row(SignatureKind kind, const Operand& operand, size_t position,
                                                            uint32_t component);
  static bool is_terminator(const dxil::Instruction& instruction);
  const dxil::Value* system_value(const Operand& operand, uint32_t component);
  const dxil::Value* temp_word(const dxil::Value* array, const dxil::Value* index);

  const Program& program_;
  const std::vector<Signature>& signatures_;
  const ResourceDefinitions* definitions_;
  dxil::ModuleBuilder ir_;
  dxil::Function* function_ = nullptr;
  dxil::BasicBlock* entry_ = nullptr;
  dxil::BasicBlock* current_ = nullptr;  // null after a jump, until the next label
  const Instruction* instruction_ = nullptr;  // the one being lifted, for messages
  uint32_t block_count_ = 0;
  std::vector<Frame> frames_;
  std::map<std::pair<const dxil::Function*, size_t>, const dxil::Value*> handles_;  // (function, resource)
  Phase phase_ = Phase::None;
  dxil::BasicBlock* phase_end_ = nullptr;       // where a phase's ret goes
  const dxil::Value* instance_counter_ = nullptr;  // a fork or join phase's instance, in an alloca
  const dxil::Value* output_shadow_ = nullptr;  // a geometry shader's o# words until emit
  bool has_subroutines_ = false;
  std::set<uint32_t> counted_uavs_;  // u# (SM 5.1: range IDs) an imm_atomic_alloc or consume uses
  // The bytes of each constant buffer the code reads (by resource position): DXBC declares
  // whole rows, and a layer may place a buffer in push constants just past the words it reads.
  std::map<size_t, uint32_t> constant_bytes_read_;
  std::map<uint32_t, dxil::Function*> subroutines_;  // dx.label.N, by label number

 public:
  // What the declarations said (filled by lift_declarations.cpp, read by the other parts).
  std::vector<Element> inputs;
  std::vector<Element> outputs;
  std::vector<Element> patch_constants;
  std::vector<IndexRange> index_ranges;
  const std::vector<Element>& elements(SignatureKind kind) const {
    return kind == SignatureKind::Input ? inputs : kind == SignatureKind::Output ? outputs : patch_constants;
  }
  std::vector<Resource> resources;
  std::map<uint32_t, SharedMemory> shared_memory;
  std::map<uint32_t, IndexableTemp> indexable_temps;
  const dxil::GlobalVariable* immediate_constants = nullptr;  // icb: [N x i32]
  std::map<uint32_t, dxil::InterpolationMode> input_interpolation;  // by v# register
  std::optional<std::array<uint32_t, 3>> thread_group;
  uint32_t global_flags = 0;
  dxil::GeometryState geometry;
  dxil::HullState hull;
  dxil::DomainState domain;
  uint32_t max_tessellation_factor_bits = 0x41800000;  // 64.0
  dxil::Function* patch_constant_function = nullptr;
};

}  // namespace untangle::dxbc::lifting
