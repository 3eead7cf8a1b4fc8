// The disassembler's metadata: named metadata, numbered nodes (`!4 = !{!5, null}`),
// strings, constant values and instruction attachments (`, !dx.nonuniform !7`).
#include "dxil/disassembler.h"
#include "dxil/disassembler_text.h"
#include "dxil/disassembler_writer.h"

namespace untangle::dxil::disassembly {

void ModuleWriter::write_attachment(const MetadataAttachment& attachment) {
  if (attachment.kind_id >= module_.metadata_kinds.size())
    fail("metadata attachment kind " + std::to_string(attachment.kind_id) + " is not in the module's kind table");
  assembly::append_metadata_name(out_, module_.metadata_kinds[attachment.kind_id]);
  out_ += ' ';
  write_metadata_reference(attachment.node);
}

void ModuleWriter::write_metadata_reference(const Metadata* metadata) {
  if (metadata == nullptr || metadata->kind != MetadataKind::Node)
    fail("an attachment or named metadata operand is not a metadata node");
  out_ += '!' + std::to_string(metadata_slots_.at(metadata));
}

void ModuleWriter::write_metadata_operand(const Metadata* metadata) {
  if (metadata == nullptr) {
    out_ += "null";
    return;
  }
  switch (metadata->kind) {
    case MetadataKind::String:
      out_ += '!';
      assembly::append_quoted(out_, metadata->string);
      return;
    case MetadataKind::Value:
      write_typed_value(metadata->value);
      return;
    case MetadataKind::Node:
      write_metadata_reference(metadata);
      return;
  }
  fail("a metadata operand has an unknown kind");
}

void ModuleWriter::write_metadata_section() {
  current_function_ = nullptr;
  if (!module_.named_metadata.empty()) out_ += '\n';
  for (const auto& named : module_.named_metadata) {
    assembly::append_metadata_name(out_, named.name);
    out_ += " = !{";
    for (size_t index = 0; index < named.operands.size(); ++index) {
      if (index > 0) out_ += ", ";
      write_metadata_reference(named.operands[index]);
    }
    out_ += "}\n";
  }
  if (!numbered_metadata_.empty()) out_ += '\n';
  for (size_t number = 0; number < numbered_metadata_.size(); ++number) {
    const Metadata& node = *numbered_metadata_[number];
    current_metadata_ = &node;
    out_ += '!' + std::to_string(number) + " = ";
    if (node.is_distinct) out_ += "distinct ";
    out_ += "!{";
    for (size_t index = 0; index < node.operands.size(); ++index) {
      if (index > 0) out_ += ", ";
      write_metadata_operand(node.operands[index]);
    }
    out_ += "}\n";
  }
  current_metadata_ = nullptr;
}

}  // namespace untangle::dxil::disassembly
