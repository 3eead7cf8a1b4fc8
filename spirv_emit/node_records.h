// The records of a node shader (SM 6.8 work graphs) in SPV_AMDX_shader_enqueue's form: the
// input is one NodePayloadAMDX variable, an OpTypeNodePayloadArrayAMDX of the input record
// struct; each output is a payload array type, decorated with the target node's name, base
// index, array size, sparseness, record limit and shared limits, that OpAllocateNodePayloadsAMDX
// allocates. Records are explicitly laid out (Offset, ArrayStride) as DXIL's data layout
// places them, since the producer and the consumer are separate shaders that must agree on
// bytes; the struct type DXIL reads a record through (GetNodeRecordPtr's) gives the layout, and
// where no access names one, a struct of words of the record's size, with SV_DispatchGrid as
// its own member.
//
// DXIL's node and record handles are values made by calls; SPIR-V has only the payload arrays,
// so a handle is resolved to what made it: the input, an output (and a node index within an
// output array), or an allocation. Handles merged by phis or selects, or passed to functions,
// are refused by name.
#pragma once

#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

// Whether a DXIL type is %dx.types.NodeHandle or %dx.types.NodeRecordHandle.
bool is_node_handle_type(const dxil::Type* type);

// What a %dx.types.NodeHandle names: output `output` of the node, at `array_index` (null: 0)
// within an output array.
struct NodeOutputRef {
  uint32_t output = 0;
  const dxil::Value* array_index = nullptr;
};

// What a %dx.types.NodeRecordHandle names: the node's input records, or the records an
// AllocateNodeOutputRecords call (`allocation`) made.
struct NodeRecordRef {
  const dxil::Instruction* allocation = nullptr;  // null: the input
};

class NodeRecords {
 public:
  // `node`: the entry point's node properties (null: not a node shader, and nothing is made).
  NodeRecords(Builder& builder, TypeTable& types, const dxil::NodeState* node)
      : builder_(builder), types_(types), node_(node) {}

  // Finds the struct type each input and output's records are read and written through, in
  // every function the translation emits; then declares the input variable. Throws
  // TranslateError for records viewed as two types, or a type larger than the record.
  void prepare(std::span<const dxil::Function* const> functions);

  // The input's payload array variable (NodePayloadAMDX); 0 when the node has no input.
  Id input_variable() const { return input_variable_; }
  // Output `output`'s payload array type, made on first use.
  Id output_array_type(uint32_t output);
  // The pointer type of one record of those `ref` names.
  Id record_pointer_type(const NodeRecordRef& ref);

  // Resolves a handle to what made it (through AnnotateNodeHandle and AnnotateNodeRecordHandle).
  // Throws TranslateError naming a handle made otherwise.
  NodeOutputRef output_of(const dxil::Value* node_handle) const;
  NodeRecordRef records_of(const dxil::Value* record_handle) const;
  const dxil::NodeIo& io(const NodeRecordRef& ref) const;

  // The payload array an AllocateNodeOutputRecords call made, once lowered.
  void define_allocation(const dxil::Instruction& allocation, Id array) { allocations_[&allocation] = array; }
  // The payload array pointer `ref` names: the input variable, or the allocation's result.
  Id array(const NodeRecordRef& ref) const;

 private:
  // The laid-out SPIR-V record struct of `io`, whose DXIL view is `view` (null: none found).
  Id record_struct(const dxil::NodeIo& io, const dxil::Type* view, const std::string& what);
  Id laid_out(const dxil::Type* type);  // arrays and structs with ArrayStride and Offset
  Id max_payloads(const dxil::NodeIo& io);
  Id payload_array(Id record, const std::vector<std::pair<spv::Decoration, Id>>& decorations);

  Builder& builder_;
  TypeTable& types_;
  const dxil::NodeState* node_;
  const dxil::Type* input_view_ = nullptr;
  std::vector<const dxil::Type*> output_views_;  // by output
  std::vector<Id> output_array_types_;           // by output; 0 until made
  Id input_array_type_ = 0;
  Id input_variable_ = 0;
  std::unordered_map<const dxil::Type*, Id> laid_out_;
  std::unordered_map<const dxil::Instruction*, Id> allocations_;
};

}  // namespace untangle::spirv_emit
