// The module reader's FUNCTION_BLOCK: declares the basic blocks, reads the body's
// constants, metadata, instructions, symbol table and attachments, resolves forward
// references and checks the result (every block terminated, phis match predecessors).
#include "dxil/bitcode_codes.h"
#include "dxil/error.h"
#include "dxil/function_body_reader.h"

namespace untangle::dxil::reading {

FunctionBodyReader::FunctionBodyReader(ModuleReader& reader, Function& function)
    : reader_(reader), function_(function) {}

void FunctionBodyReader::fail_value_operand(uint64_t raw) const {
  reader_.fail("value operand " + std::to_string(raw) + " is out of range");
}

ValueRef FunctionBodyReader::signed_value(uint64_t raw, const Type* type) {
  // Sign in bit 0, magnitude above; negative values refer forward.
  if (raw >> 1 > UINT32_MAX) reader_.fail("phi operand " + std::to_string(raw) + " is out of range");
  const auto magnitude = static_cast<uint32_t>(raw >> 1);
  const auto next = static_cast<uint32_t>(reader_.values().size());
  return reader_.absolute_value((raw & 1) != 0 ? next + magnitude : next - magnitude, type);
}

// Blocks are created when first needed, so that a DECLAREBLOCKS count costs only a
// pointer per block until records actually use the blocks.
BasicBlock* FunctionBodyReader::new_block(uint64_t index) {
  if (index >= function_.blocks.size()) {
    reader_.fail("refers to block " + std::to_string(index) + ", the function has " +
                 std::to_string(function_.blocks.size()));
  }
  auto& slot = function_.blocks[static_cast<size_t>(index)];
  slot = function_.block_pool.create();
  slot->type = reader_.simple_type(TypeKind::Label);
  slot->parent = &function_;
  slot->index = static_cast<uint32_t>(index);
  return slot.get();
}

Instruction& FunctionBodyReader::begin(Opcode opcode, const Type* type, size_t operand_capacity) {
  if (current_block_ >= function_.blocks.size()) reader_.fail("instruction after the last block's terminator");
  pending_ = function_.new_instruction();
  // By default the record's operand count bounds the instruction's value operands; finish()
  // returns the room left over while it is the arena's last allocation. Instructions with
  // other lists give the exact count.
  operand_capacity_ = operand_capacity;
  operands_ = function_.list_arena.allocate<const Value*>(operand_capacity_);
  operand_count_ = 0;
  pending_->opcode = opcode;
  pending_->type = type;
  pending_->parent = block(current_block_);
  return *pending_;
}

void FunctionBodyReader::finish() {
  Instruction* instruction = pending_.get();
  function_.list_arena.shrink_last(operands_, operand_capacity_, operand_count_);
  instruction->operands = IrList<const Value*>(operands_, operand_count_);
  BasicBlock& parent = *instruction->parent;
  if (instruction->opcode == Opcode::Phi && !parent.instructions.empty() &&
      parent.instructions.back()->opcode != Opcode::Phi) {
    reader_.fail("phi after a non-phi instruction");
  }
  // Blocks hold about a dozen instructions: one allocation for most instead of five.
  if (parent.instructions.empty()) parent.instructions.reserve(kTypicalBlockSize);
  parent.instructions.push_back(std::move(pending_));
  instructions_.push_back(instruction);
  if (instruction->type->kind != TypeKind::Void) reader_.add_value(instruction);
  switch (instruction->opcode) {
    case Opcode::Ret:
    case Opcode::Br:
    case Opcode::Switch:
    case Opcode::Unreachable:
      ++current_block_;
      update_context();
      break;
    default: break;
  }
}

void FunctionBodyReader::update_context() {
  reader_.function_context = {&function_, current_block_};
}

void FunctionBodyReader::read() {
  update_context();
  for (const auto& argument : function_.arguments) reader_.add_value(argument.get());
  BitstreamReader& stream = reader_.stream();
  for (;;) {
    const BitstreamEntry entry = stream.next();
    if (entry.kind == BitstreamEntryKind::EndBlock) break;
    if (entry.kind == BitstreamEntryKind::EnterBlock) {
      switch (entry.block_id) {
        case bitcode::kConstantsBlock:
          reader_.read_constants_block(function_.constant_pool, function_.constants);
          break;
        case bitcode::kMetadataBlock: reader_.read_metadata_block(); break;
        case bitcode::kMetadataAttachmentBlock: reader_.read_metadata_attachment_block(instructions_, function_); break;
        case bitcode::kValueSymtabBlock: read_symbol_table(); break;
        default: stream.skip_block(); break;
      }
      continue;
    }
    if (stream.record().code == bitcode::kFuncDeclareBlocks) {
      const uint64_t count = reader_.operand(0);
      if (!function_.blocks.empty()) reader_.fail("a second DECLAREBLOCKS");
      // Every block needs a terminator record, which takes at least three bits.
      if (count == 0 || count > stream.remaining_bits() / 3) {
        reader_.fail("declares " + std::to_string(count) + " blocks");
      }
      function_.blocks.resize(static_cast<size_t>(count));
      continue;
    }
    read_instruction();
  }
  if (function_.blocks.empty()) stream.fail_in(bitcode::kFunctionBlock, "@" + printable_name(function_.name) + " has no DECLAREBLOCKS");
  if (current_block_ != function_.blocks.size()) {
    stream.fail_in(bitcode::kFunctionBlock,
                   "block " + std::to_string(current_block_) + " of @" + printable_name(function_.name) + " has no terminator");
  }
  reader_.resolve_fixups();
  check_phis();
}

// Every phi names each predecessor of its block, and nothing else. Stamps keep this linear
// in the size of the phis and the predecessor lists.
void FunctionBodyReader::check_phis() const {
  const size_t block_count = function_.blocks.size();
  // Predecessor lists in one array (block b's are [first[b], first[b + 1])), each without
  // repeats: blocks are visited in order, so a repeat is the list's last entry.
  std::vector<uint32_t> first(block_count + 1, 0);
  std::vector<uint32_t> last_added(block_count, UINT32_MAX);
  for (const auto& block : function_.blocks)
    for (const BasicBlock* successor : block->terminator()->successors)
      if (last_added[successor->index] != block->index) {
        last_added[successor->index] = block->index;
        ++first[successor->index + 1];
      }
  for (size_t b = 0; b < block_count; ++b) first[b + 1] += first[b];
  std::vector<uint32_t> predecessor_list(first[block_count]);
  std::vector<uint32_t> filled(first.begin(), first.end() - 1);
  std::fill(last_added.begin(), last_added.end(), UINT32_MAX);
  for (const auto& block : function_.blocks)
    for (const BasicBlock* successor : block->terminator()->successors)
      if (last_added[successor->index] != block->index) {
        last_added[successor->index] = block->index;
        predecessor_list[filled[successor->index]++] = block->index;
      }
  const auto predecessors = [&](uint32_t block) {
    return std::span<const uint32_t>(predecessor_list).subspan(first[block], first[block + 1] - first[block]);
  };
  // predecessor_stamp[b] is 1 + the index of the block being checked when b precedes it;
  // incoming_stamp[b] is the serial number of the last phi that named b.
  std::vector<size_t> predecessor_stamp(block_count, 0);
  std::vector<size_t> incoming_stamp(block_count, 0);
  size_t phi_serial = 0;
  const auto fail = [this](const BasicBlock& block, const std::string& message) {
    reader_.stream().fail_in(bitcode::kFunctionBlock, "in @" + printable_name(function_.name) + ": a phi in block " +
                                                          std::to_string(block.index) + " " + message);
  };
  for (const auto& block : function_.blocks) {
    for (const uint32_t predecessor : predecessors(block->index)) predecessor_stamp[predecessor] = block->index + 1;
    for (const auto& instruction : block->instructions) {
      if (instruction->opcode != Opcode::Phi) break;
      ++phi_serial;
      for (const BasicBlock* incoming : instruction->incoming_blocks) {
        if (predecessor_stamp[incoming->index] != block->index + 1) {
          fail(*block, "names block " + std::to_string(incoming->index) + ", which is not a predecessor");
        }
        incoming_stamp[incoming->index] = phi_serial;
      }
      for (const uint32_t predecessor : predecessors(block->index)) {
        if (incoming_stamp[predecessor] != phi_serial) {
          fail(*block, "has no value for predecessor " + std::to_string(predecessor));
        }
      }
    }
  }
}

void FunctionBodyReader::read_symbol_table() {
  BitstreamReader& stream = reader_.stream();
  while (stream.next_record()) {
    // VST_ENTRY: [value id, name...]; VST_BBENTRY: [block index, name...]
    const uint32_t code = stream.record().code;
    const uint64_t id = reader_.operand(0);
    if (code == bitcode::kVstEntry) {
      std::vector<Value*>& values = reader_.values();
      if (id >= values.size()) {
        reader_.fail("names value " + std::to_string(id) + ", only " + std::to_string(values.size()) + " defined");
      }
      values[static_cast<size_t>(id)]->name = reader_.operand_string(1);
    } else if (code == bitcode::kVstBbEntry) {
      block(id)->name = reader_.operand_string(1);
    }
  }
}

void ModuleReader::read_function_body() {
  if (next_body_ >= bodies_to_read_.size()) {
    stream_.fail_here("FUNCTION_BLOCK without a function definition left to read");
  }
  Function& function = *bodies_to_read_[next_body_++];
  const size_t value_count = values_.size();
  const size_t metadata_count = metadata_table_.size();
  FunctionBodyReader(*this, function).read();
  values_.resize(value_count);
  metadata_table_.resize(metadata_count);
  function_context = {};
}

}  // namespace untangle::dxil::reading
