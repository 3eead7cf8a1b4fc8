// Node records as payload arrays: their laid-out types, the decorations of each output's
// array type, and the resolution of DXIL's node and record handles.
#include "spirv_emit/node_records.h"

#include <algorithm>
#include <string>

#include "dxil/dxop.h"
#include "dxil/ir_cast.h"
#include "spirv_emit/error.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/pointers.h"
#include "spirv_emit/shader_enqueue.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

namespace {

// The dx.op call that made `value`, or null.
const dxil::Instruction* dxop_call(const dxil::Value* value, dxil::DxOp op) {
  const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value);
  return instruction != nullptr && dxil::dxop_of(*instruction) == op ? instruction : nullptr;
}

const dxil::Value* operand(const dxil::Instruction& call, size_t index) {
  if (index >= call.operands.size() || call.operands[index] == nullptr)
    malformed(std::string(dxil::dxop_name(*dxil::dxop_of(call))) + " has no operand " + std::to_string(index));
  return call.operands[index];
}

std::string output_name(uint32_t output) { return "node output " + std::to_string(output); }

// The type a GetNodeRecordPtr call views its record as.
const dxil::Type* record_type_of(const dxil::Instruction& call) {
  const dxil::Type* type = call.type;
  if (type == nullptr || type->kind != dxil::TypeKind::Pointer || type->element == nullptr)
    malformed("GetNodeRecordPtr returns no pointer");
  return type->element;
}

// A record member that can hold SV_DispatchGrid: an integer, or a vector or array of as many
// integers as the grid has components.
bool is_grid_view(const dxil::Type* member, const dxil::DispatchGridField& grid) {
  const bool vector_like = member->kind == dxil::TypeKind::Vector || member->kind == dxil::TypeKind::Array;
  const dxil::Type* scalar = vector_like ? member->element : member;
  if (scalar == nullptr || scalar->kind != dxil::TypeKind::Integer || scalar->bit_width < 16) return false;
  return vector_like ? member->element_count == grid.components && grid.components > 1 : grid.components == 1;
}

}  // namespace

bool is_node_handle_type(const dxil::Type* type) {
  return type != nullptr && type->kind == dxil::TypeKind::Struct &&
         (type->name == "dx.types.NodeHandle" || type->name == "dx.types.NodeRecordHandle");
}

NodeOutputRef NodeRecords::output_of(const dxil::Value* node_handle) const {
  const dxil::Value* array_index = nullptr;
  for (const dxil::Value* value = node_handle;;) {
    if (const auto* annotate = dxop_call(value, dxil::DxOp::AnnotateNodeHandle)) {
      value = operand(*annotate, 1);
    } else if (const auto* indexed = dxop_call(value, dxil::DxOp::IndexNodeHandle)) {
      if (array_index != nullptr) unsupported("IndexNodeHandle of an indexed node handle is not supported");
      array_index = operand(*indexed, 2);
      value = operand(*indexed, 1);
    } else if (const auto* created = dxop_call(value, dxil::DxOp::CreateNodeOutputHandle)) {
      const uint64_t output = constant_integer(operand(*created, 1), "CreateNodeOutputHandle output index");
      if (node_ == nullptr || output >= node_->outputs.size())
        malformed("CreateNodeOutputHandle of output " + std::to_string(output) + ", which the node does not declare");
      if (array_index != nullptr && !(node_->outputs[output].flags & dxil::node_io::kNodeArray))
        malformed("IndexNodeHandle of " + output_name(static_cast<uint32_t>(output)) + ", which is not a node array");
      return {static_cast<uint32_t>(output), array_index};
    } else if (value->kind == dxil::ValueKind::Constant) {
      malformed("an undefined or null node handle");
    } else {
      unsupported(
          "a node handle not made by CreateNodeOutputHandle in this function (a phi, select or argument of "
          "node handles) is not supported");
    }
  }
}

NodeRecordRef NodeRecords::records_of(const dxil::Value* record_handle) const {
  for (const dxil::Value* value = record_handle;;) {
    if (const auto* annotate = dxop_call(value, dxil::DxOp::AnnotateNodeRecordHandle)) {
      value = operand(*annotate, 1);
    } else if (const auto* input = dxop_call(value, dxil::DxOp::CreateNodeInputRecordHandle)) {
      if (node_ == nullptr || !node_->input) malformed("CreateNodeInputRecordHandle in a node without an input");
      if (constant_integer(operand(*input, 1), "CreateNodeInputRecordHandle input index") != 0)
        malformed("CreateNodeInputRecordHandle of an input other than 0");
      return {};
    } else if (const auto* allocation = dxop_call(value, dxil::DxOp::AllocateNodeOutputRecords)) {
      return {allocation};
    } else if (value->kind == dxil::ValueKind::Constant) {
      malformed("an undefined or null node record handle");
    } else {
      unsupported(
          "a node record handle not made by CreateNodeInputRecordHandle or AllocateNodeOutputRecords in "
          "this function (a phi, select or argument of record handles) is not supported");
    }
  }
}

const dxil::NodeIo& NodeRecords::io(const NodeRecordRef& ref) const {
  if (ref.allocation == nullptr) return *node_->input;
  return node_->outputs[output_of(operand(*ref.allocation, 1)).output];
}

void NodeRecords::prepare(std::span<const dxil::Function* const> functions) {
  if (node_ == nullptr) return;
  output_views_.assign(node_->outputs.size(), nullptr);
  output_array_types_.assign(node_->outputs.size(), 0);
  for (const dxil::Function* function : functions)
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions) {
        if (dxil::dxop_of(*instruction) != dxil::DxOp::GetNodeRecordPtr) continue;
        const dxil::Type** known = nullptr;
        try {
          const NodeRecordRef ref = records_of(operand(*instruction, 1));
          known =
              ref.allocation == nullptr ? &input_view_ : &output_views_[output_of(operand(*ref.allocation, 1)).output];
        } catch (const TranslateError&) {
          continue;  // the lowering of the call or of its handle reports it, where it is
        }
        const dxil::Type* view = record_type_of(*instruction);
        if (*known != nullptr && *known != view)
          unsupported("node records read through two record types are not supported");
        *known = view;
      }
  if (!node_->input) return;
  const Id record = record_struct(*node_->input, input_view_, "the node input");
  input_array_type_ = payload_array(record, {{shader_enqueue::kNodeMaxPayloads, max_payloads(*node_->input)}});
  input_variable_ = builder_.global_variable(builder_.type_pointer(shader_enqueue::kNodePayload, input_array_type_),
                                             shader_enqueue::kNodePayload);
  builder_.set_name(input_variable_, "node_input");
}

Id NodeRecords::laid_out(const dxil::Type* type) {
  if (type->kind != dxil::TypeKind::Struct && type->kind != dxil::TypeKind::Array) {
    const uint32_t width = dxil::scalar_bit_width(*type);
    if (width == 1) malformed("a node record holds a boolean, which has no memory layout");
    const Id lowered = types_.lower(type);
    // Minimum precision computed in 32 bits would not fit the offsets DXIL's layout gives.
    if (types_.scalar_width(lowered) != width)
      unsupported("a node record holds " + std::to_string(width) +
                  "-bit minimum precision values, which are computed in 32 bits");
    return lowered;
  }
  if (const auto found = laid_out_.find(type); found != laid_out_.end()) return found->second;
  Id result;
  if (type->kind == dxil::TypeKind::Array) {
    result = builder_.type_unique_array(laid_out(type->element), static_cast<uint32_t>(type->element_count));
    builder_.decorate(result, spv::Decoration::ArrayStride, {static_cast<uint32_t>(memory_size(type->element))});
  } else {
    std::vector<Id> members;
    for (const dxil::Type* member : type->members) members.push_back(laid_out(member));
    result = builder_.type_unique_struct(members);
    for (size_t i = 0; i < members.size(); ++i)
      builder_.decorate_member(result, static_cast<uint32_t>(i), spv::Decoration::Offset,
                               {static_cast<uint32_t>(member_offset(type, i))});
  }
  laid_out_.emplace(type, result);
  return result;
}

// A record struct of its own (each input and output decorates its record): the view's members
// laid out, or words of the record's size around its SV_DispatchGrid.
Id NodeRecords::record_struct(const dxil::NodeIo& io, const dxil::Type* view, const std::string& what) {
  const uint32_t size = io.record ? io.record->size : 0;
  const dxil::DispatchGridField* grid = io.record && io.record->dispatch_grid ? &*io.record->dispatch_grid : nullptr;
  std::vector<Id> members;
  std::vector<uint32_t> offsets;
  std::optional<uint32_t> grid_member;
  if (view != nullptr && view->kind == dxil::TypeKind::Struct) {
    if (memory_size(view) > size)
      malformed(what + "'s record type takes " + std::to_string(memory_size(view)) + " bytes, more than its " +
                std::to_string(size) + "-byte record");
    for (size_t i = 0; i < view->members.size(); ++i) {
      const dxil::Type* member = view->members[i];
      offsets.push_back(static_cast<uint32_t>(member_offset(view, i)));
      if (grid && offsets.back() == grid->byte_offset && is_grid_view(member, *grid)) {
        grid_member = static_cast<uint32_t>(i);
        // DXC keeps a uint2 or uint3 member of a record as an array; the decoration wants
        // the vector, which DXIL's element indices address alike.
        if (member->kind == dxil::TypeKind::Array) {
          members.push_back(builder_.type_vector(types_.lower(member->element), grid->components));
          continue;
        }
      }
      members.push_back(laid_out(member));
    }
    if (grid && !grid_member)
      unsupported(what + "'s SV_DispatchGrid (byte " + std::to_string(grid->byte_offset) +
                  ") is not a member of the record struct itself");
  } else if (view != nullptr) {
    unsupported(what + "'s records are read through a type that is not a struct");
  } else {
    // No access names a type: words, and the grid as the integers SV_DispatchGrid declares.
    const Id uint = types_.uint();
    const auto words = [&](uint32_t from, uint32_t to) {
      if (to <= from) return;
      const Id array = builder_.type_unique_array(uint, (to - from + 3) / 4);
      builder_.decorate(array, spv::Decoration::ArrayStride, {4});
      members.push_back(array);
      offsets.push_back(from);
    };
    if (grid) {
      if (grid->byte_offset % 4 != 0) unsupported(what + "'s SV_DispatchGrid is not at a whole word");
      const uint32_t width =
          grid->component_type == dxil::ComponentType::U16 || grid->component_type == dxil::ComponentType::I16 ? 16
                                                                                                               : 32;
      words(0, grid->byte_offset);
      grid_member = static_cast<uint32_t>(members.size());
      members.push_back(grid->components == 1 ? types_.uint(width)
                                              : builder_.type_vector(types_.uint(width), grid->components));
      offsets.push_back(grid->byte_offset);
      words(grid->byte_offset + grid->components * width / 8, size);
    } else {
      words(0, size);
    }
  }
  const Id record = builder_.type_unique_struct(members);
  for (size_t i = 0; i < members.size(); ++i)
    builder_.decorate_member(record, static_cast<uint32_t>(i), spv::Decoration::Offset, {offsets[i]});
  if (grid_member) builder_.decorate_member(record, *grid_member, shader_enqueue::kPayloadDispatchIndirect);
  if (io.flags & dxil::node_io::kTrackRWInputSharing) builder_.decorate(record, shader_enqueue::kTrackFinishWriting);
  return record;
}

// The record limit every payload array type declares: an output's MaxRecords (or that of the
// output it shares its limit with), a coalescing input's, one record for other inputs.
Id NodeRecords::max_payloads(const dxil::NodeIo& io) {
  uint32_t max_records = io.max_records;
  if (max_records == 0 && io.max_records_shared_with)
    max_records = node_->outputs[*io.max_records_shared_with].max_records;
  return types_.uint_constant(std::max(max_records, 1u));
}

// A payload array type of `record` with its decorations, whose operands (ids) must come
// before it in the module: they are made first.
Id NodeRecords::payload_array(Id record, const std::vector<std::pair<spv::Decoration, Id>>& decorations) {
  const Id array_type = builder_.type_node_payload_array(record);
  for (const auto& [decoration, operand] : decorations) builder_.decorate_id(array_type, decoration, {operand});
  return array_type;
}

Id NodeRecords::output_array_type(uint32_t output) {
  if (Id known = output_array_types_.at(output)) return known;
  const dxil::NodeIo& io = node_->outputs[output];
  std::vector<std::pair<spv::Decoration, Id>> decorations;
  if (io.max_records_shared_with) {
    // The limit's owner: SPIR-V's decoration names one that shares with no other.
    uint32_t owner = *io.max_records_shared_with;
    for (size_t steps = 0; node_->outputs[owner].max_records_shared_with && steps < node_->outputs.size(); ++steps)
      owner = *node_->outputs[owner].max_records_shared_with;
    if (owner != output)
      decorations.emplace_back(shader_enqueue::kNodeSharesPayloadLimitsWith, output_array_type(owner));
  }
  const Id record = record_struct(io, output_views_[output], output_name(output));
  decorations.emplace_back(shader_enqueue::kNodeMaxPayloads, max_payloads(io));
  decorations.emplace_back(shader_enqueue::kPayloadNodeName,
                           builder_.constant_string(Builder::literal_text(io.output_id.name)));
  if (io.output_id.index != 0)
    decorations.emplace_back(shader_enqueue::kPayloadNodeBaseIndex, types_.uint_constant(io.output_id.index));
  // The array size bounds the node index with the base index added (the specification's
  // "including the base index offset"); a single output is an array of one node.
  const bool is_array = (io.flags & dxil::node_io::kNodeArray) != 0;
  const bool unbounded = is_array && io.array_size == dxil::NodeIo::kUnboundedArray;
  if (!unbounded)
    decorations.emplace_back(shader_enqueue::kPayloadNodeArraySize,
                             types_.uint_constant(io.output_id.index + (is_array ? io.array_size : 1)));
  const Id array_type = payload_array(record, decorations);
  if (io.allow_sparse_nodes || unbounded) builder_.decorate(array_type, shader_enqueue::kPayloadNodeSparseArray);
  output_array_types_[output] = array_type;
  return array_type;
}

Id NodeRecords::record_pointer_type(const NodeRecordRef& ref) {
  const Id array_type =
      ref.allocation == nullptr ? input_array_type_ : output_array_type(output_of(operand(*ref.allocation, 1)).output);
  return builder_.type_pointer(shader_enqueue::kNodePayload, builder_.type_info(array_type).element);
}

Id NodeRecords::array(const NodeRecordRef& ref) const {
  if (ref.allocation == nullptr) {
    if (input_variable_ == 0) malformed("node input records in a node without an input");
    return input_variable_;
  }
  const auto found = allocations_.find(ref.allocation);
  if (found == allocations_.end()) unsupported("node output records used before AllocateNodeOutputRecords runs");
  return found->second;
}

}  // namespace untangle::spirv_emit
