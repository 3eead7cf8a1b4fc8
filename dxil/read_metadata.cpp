// The module reader's metadata: METADATA_BLOCK (strings one per record or in the bulk
// STRINGS blob, values, nodes, named metadata, kinds), METADATA_KIND_BLOCK, and the
// METADATA_ATTACHMENT block of a function.
#include "dxil/bitcode_codes.h"
#include "dxil/error.h"
#include "dxil/ir_cast.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil::reading {
namespace {

constexpr uint64_t kMaxMetadataKind = 4096;

}  // namespace

const Metadata* ModuleReader::metadata_by_id(uint64_t id) const {
  if (id >= metadata_table_.size()) {
    fail("metadata " + std::to_string(id) + " is not defined (" + std::to_string(metadata_table_.size()) + " so far)");
  }
  return metadata_table_[static_cast<size_t>(id)];
}

void ModuleReader::read_metadata_kind_block() {
  while (stream_.next_record()) {
    if (record().code != bitcode::kMetadataKind) continue;
    const uint64_t kind = operand(0);
    if (kind >= kMaxMetadataKind) fail("metadata kind " + std::to_string(kind) + " is out of range");
    if (kind >= module_.metadata_kinds.size()) module_.metadata_kinds.resize(static_cast<size_t>(kind) + 1);
    module_.metadata_kinds[static_cast<size_t>(kind)] = operand_string(1);
  }
}

void ModuleReader::read_metadata_block() {
  std::vector<MetadataFixup> fixups;
  // Named metadata: NAME gives the name, the NAMED_NODE after it the node ids.
  std::string pending_name;
  bool has_pending_name = false;
  std::vector<std::pair<size_t, std::vector<uint64_t>>> named_nodes;  // module index, node ids
  const auto add = [this](MetadataKind kind) {
    PoolPtr<Metadata> created = module_.metadata_pool.create();
    created->kind = kind;
    created->index = static_cast<uint32_t>(module_.metadata.size());
    Metadata* result = created.get();
    module_.metadata.push_back(std::move(created));
    metadata_table_.push_back(result);
    return result;
  };
  while (stream_.next_record()) {
    const uint32_t code = record().code;
    if (has_pending_name && code != bitcode::kMetadataNamedNode) fail("NAME is not followed by NAMED_NODE");
    switch (code) {
      case bitcode::kMetadataStringOld: add(MetadataKind::String)->string = operand_string(0); break;
      case bitcode::kMetadataStrings: {
        // [count, offset to the characters, blob]: the blob starts with `count` VBR6 lengths.
        const uint64_t count = operand(0);
        const uint64_t offset = operand(1);
        const std::span<const uint8_t> blob = record().blob;
        if (offset > blob.size() || count > offset * 8 / 6) fail("STRINGS counts or offset do not fit its blob");
        BitCursor lengths(
            blob.first(static_cast<size_t>(offset)),
            [](const void* owner, std::string_view message) {
              static_cast<const ModuleReader*>(owner)->fail("string lengths: " + std::string(message));
            },
            this);
        size_t position = static_cast<size_t>(offset);
        for (uint64_t index = 0; index < count; ++index) {
          const uint64_t length = lengths.read_vbr(6);
          if (length > blob.size() - position) fail("string " + std::to_string(index) + " runs past the STRINGS blob");
          add(MetadataKind::String)
              ->string.assign(reinterpret_cast<const char*>(blob.data()) + position, static_cast<size_t>(length));
          position += static_cast<size_t>(length);
        }
        break;
      }
      case bitcode::kMetadataValue: {
        // [type, value id]
        const Type* type = type_by_id(operand(0));
        if (type->kind == TypeKind::Void || type->kind == TypeKind::Metadata || type->kind == TypeKind::Label) {
          fail("metadata value of an invalid type");
        }
        const uint64_t id = operand(1);
        if (id >= values_.size()) {
          fail("metadata refers to value " + std::to_string(id) + ", only " + std::to_string(values_.size()) +
               " defined");
        }
        if (values_[static_cast<size_t>(id)]->type != type) {
          fail("metadata value does not have the type the record gives");
        }
        add(MetadataKind::Value)->value = values_[static_cast<size_t>(id)];
        break;
      }
      case bitcode::kMetadataNode:
      case bitcode::kMetadataDistinctNode: {
        // [n x (metadata id + 1), 0 for null]
        Metadata* node = add(MetadataKind::Node);
        node->is_distinct = code == bitcode::kMetadataDistinctNode;
        node->operands.resize(operand_count(), nullptr);
        for (size_t index = 0; index < operand_count(); ++index) {
          const uint64_t id_plus_one = operand(index);
          if (id_plus_one == 0) continue;
          if (id_plus_one - 1 < metadata_table_.size()) {
            node->operands[index] = metadata_table_[static_cast<size_t>(id_plus_one - 1)];
          } else {
            fixups.push_back({node, index, id_plus_one - 1, record().bit_position, code});
          }
        }
        break;
      }
      case bitcode::kMetadataName:
        pending_name = operand_string(0);
        has_pending_name = true;
        break;
      case bitcode::kMetadataNamedNode: {
        if (!has_pending_name) fail("NAMED_NODE without a NAME before it");
        has_pending_name = false;
        module_.named_metadata.push_back(NamedMetadata{std::move(pending_name), {}});
        named_nodes.emplace_back(module_.named_metadata.size() - 1,
                                 std::vector<uint64_t>(record().operands.begin(), record().operands.end()));
        break;
      }
      case bitcode::kMetadataKind: {
        const uint64_t kind = operand(0);
        if (kind >= kMaxMetadataKind) fail("metadata kind " + std::to_string(kind) + " is out of range");
        if (kind >= module_.metadata_kinds.size()) module_.metadata_kinds.resize(static_cast<size_t>(kind) + 1);
        module_.metadata_kinds[static_cast<size_t>(kind)] = operand_string(1);
        break;
      }
      case bitcode::kMetadataIndexOffset:
      case bitcode::kMetadataIndex: break;  // lazy-loading aids
      case bitcode::kMetadataGlobalDeclAttachment: {
        // [value id, n x (kind, node)]
        const uint64_t id = operand(0);
        auto* function = id < values_.size() ? dyn_cast<Function>(values_[static_cast<size_t>(id)]) : nullptr;
        if (function == nullptr) fail("metadata attachments are supported on functions only");
        if (operand_count() % 2 != 1) fail("attachment record has an unpaired operand");
        for (size_t index = 1; index + 1 < operand_count(); index += 2) {
          function->attachments.push_back({operand_u32(index, "metadata kind"), metadata_by_id(operand(index + 1))});
        }
        break;
      }
      default: fail("metadata record is not supported (debug information is not read)");
    }
  }
  if (has_pending_name) stream_.fail_in(bitcode::kMetadataBlock, "NAME at the end of the block has no NAMED_NODE");
  for (const MetadataFixup& fixup : fixups) {
    if (fixup.id >= metadata_table_.size()) {
      throw ReadError(fixup.bit_position, bitcode::describe_record(bitcode::kMetadataBlock, fixup.code),
                      function_context.text() + "refers to metadata " + std::to_string(fixup.id) + ", only " +
                          std::to_string(metadata_table_.size()) + " defined");
    }
    fixup.node->operands[fixup.index] = metadata_table_[static_cast<size_t>(fixup.id)];
  }
  for (const auto& [named_index, ids] : named_nodes) {
    NamedMetadata& named = module_.named_metadata[named_index];
    for (const uint64_t id : ids) {
      if (id >= metadata_table_.size() || metadata_table_[static_cast<size_t>(id)]->kind != MetadataKind::Node) {
        stream_.fail_in(bitcode::kMetadataBlock,
                        "named metadata !" + printable_name(named.name) + " refers to " + std::to_string(id) + ", which is not a node");
      }
      named.operands.push_back(metadata_table_[static_cast<size_t>(id)]);
    }
  }
}

void ModuleReader::read_metadata_attachment_block(std::span<Instruction* const> instructions, Function& function) {
  while (stream_.next_record()) {
    if (record().code != bitcode::kMetadataAttachment) continue;
    // [instruction index, n x (kind, node)], or n x (kind, node) for the function itself.
    const bool for_instruction = operand_count() % 2 == 1;
    std::vector<MetadataAttachment>* target = &function.attachments;
    size_t first = 0;
    if (for_instruction) {
      const uint64_t index = operand(0);
      if (index >= instructions.size()) {
        fail("attachment to instruction " + std::to_string(index) + ", the function has " +
             std::to_string(instructions.size()));
      }
      target = &instructions[static_cast<size_t>(index)]->attachments;
      first = 1;
    }
    for (size_t index = first; index + 1 < operand_count(); index += 2) {
      const uint32_t kind = operand_u32(index, "metadata kind");
      if (kind >= module_.metadata_kinds.size()) fail("metadata kind " + std::to_string(kind) + " is not defined");
      target->push_back({kind, metadata_by_id(operand(index + 1))});
      if (for_instruction && module_.metadata_kinds[kind] == "dx.precise")
        instructions[static_cast<size_t>(operand(0))]->marked_precise = true;
    }
  }
}

}  // namespace untangle::dxil::reading
