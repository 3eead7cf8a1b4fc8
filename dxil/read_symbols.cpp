// The module reader's global names: the module's VALUE_SYMTAB block (LLVM 3.7 style
// VST_ENTRY / VST_FNENTRY), and the STRTAB of version 2 bitcode, where globals name
// themselves by offset and size. Function symbol tables are read with the body.
#include "dxil/bitcode_codes.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil::reading {

std::string ModuleReader::string_table_name(uint64_t offset, uint64_t size) const {
  if (offset > string_table_.size() || size > string_table_.size() - offset) {
    fail("name at " + std::to_string(offset) + " size " + std::to_string(size) + " lies outside the STRTAB (" +
         std::to_string(string_table_.size()) + " bytes)");
  }
  return std::string(reinterpret_cast<const char*>(string_table_.data()) + offset, static_cast<size_t>(size));
}

void ModuleReader::read_module_symbol_table() {
  while (stream_.next_record()) {
    // VST_ENTRY: [value id, name...]; VST_FNENTRY: [value id, offset, name...]. Version 2
    // FNENTRY records carry no name: the STRTAB already gave it.
    const uint32_t code = record().code;
    if (code != bitcode::kVstEntry && code != bitcode::kVstFnEntry) continue;
    const size_t name_start = code == bitcode::kVstEntry ? 1 : 2;
    if (operand_count() <= name_start) continue;
    const uint64_t id = operand(0);
    if (id >= values_.size()) {
      fail("names value " + std::to_string(id) + ", only " + std::to_string(values_.size()) + " defined");
    }
    values_[static_cast<size_t>(id)]->name = operand_string(name_start);
  }
}

}  // namespace untangle::dxil::reading
