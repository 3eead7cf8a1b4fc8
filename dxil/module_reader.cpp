// The module reader's driver: finds the top-level blocks, reads IDENTIFICATION and
// MODULE_BLOCK records (version, target, globals, functions), dispatches nested blocks to
// the read_*.cpp files, and resolves global initializers.
#include "dxil/module_reader.h"

#include <algorithm>

#include "dxil/bitcode_codes.h"
#include "dxil/dxop.h"
#include "dxil/dxop_signature.h"
#include "dxil/error.h"
#include "dxil/ir_cast.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil {
namespace reading {
namespace {

constexpr uint64_t kMaxBitcodeVersion = 2;
constexpr uint32_t kMaxAlignmentExponent = 31;
constexpr uint64_t kMaxThreadLocalMode = 4;  // local-exec

Linkage decode_linkage(uint64_t code) {
  switch (code) {
    case 2: return Linkage::Appending;
    case 3: return Linkage::Internal;
    case 7: return Linkage::ExternalWeak;
    case 8: return Linkage::Common;
    case 9:
    case 13:
    case 14: return Linkage::Private;
    case 12: return Linkage::AvailableExternally;
    case 1:
    case 16: return Linkage::WeakAny;
    case 10:
    case 17: return Linkage::WeakODR;
    case 4:
    case 18: return Linkage::LinkOnceAny;
    case 11:
    case 19: return Linkage::LinkOnceODR;
    default: return Linkage::External;  // 0, and the obsolete dllimport/dllexport/autohide codes
  }
}

}  // namespace

ModuleReader::ModuleReader(BitstreamReader& stream, std::span<const uint8_t> string_table, Module& module)
    : stream_(stream), string_table_(string_table), module_(module) {}

std::string FunctionContext::text() const {
  if (function == nullptr) return "";
  return "in @" + printable_name(function->name) + ", block " + std::to_string(block) + ": ";
}

void ModuleReader::fail(const std::string& message) const { stream_.fail(function_context.text() + message); }

void ModuleReader::fail_operand_count(size_t needed) const {
  fail("needs at least " + std::to_string(needed) + " operands, has " + std::to_string(operand_count()));
}

uint32_t ModuleReader::operand_u32(size_t index, const char* what) const {
  const uint64_t value = operand(index);
  if (value > UINT32_MAX) fail(std::string(what) + " " + std::to_string(value) + " does not fit in 32 bits");
  return static_cast<uint32_t>(value);
}

std::string ModuleReader::operand_string(size_t first) const {
  const std::span<const uint64_t> operands = stream_.record().operands;
  if (first >= operands.size()) return {};
  const auto is_wide = [](uint64_t character) { return character > 0xFF; };
  if (const auto wide = std::find_if(operands.begin() + first, operands.end(), is_wide); wide != operands.end()) {
    fail("character operand " + std::to_string(wide - operands.begin()) + " is not a byte");
  }
  std::string text(operands.size() - first, '\0');
  std::transform(operands.begin() + first, operands.end(), text.begin(),
                 [](uint64_t character) { return static_cast<char>(character); });
  return text;
}

uint32_t decode_alignment(const ModuleReader& reader, uint64_t exponent_plus_one) {
  if (exponent_plus_one == 0) return 0;
  if (exponent_plus_one - 1 > kMaxAlignmentExponent) {
    reader.fail("alignment 2^" + std::to_string(exponent_plus_one - 1) + " is too large");
  }
  return uint32_t{1} << (exponent_plus_one - 1);
}

void ModuleReader::read_identification_block() {
  while (stream_.next_record()) {
    if (record().code == bitcode::kIdentificationString) module_.identification = operand_string(0);
  }
}

void ModuleReader::read_module_block() {
  for (;;) {
    const BitstreamEntry entry = stream_.next();
    if (entry.kind == BitstreamEntryKind::EndBlock) break;
    if (entry.kind == BitstreamEntryKind::Record) {
      read_module_record();
      continue;
    }
    switch (entry.block_id) {
      case bitcode::kParamAttrGroupBlock: read_attribute_group_block(); break;
      case bitcode::kParamAttrBlock: read_attribute_block(); break;
      case bitcode::kTypeBlockNew: read_type_block(); break;
      case bitcode::kConstantsBlock: read_constants_block(module_.constant_pool, module_.constants); break;
      case bitcode::kMetadataBlock: read_metadata_block(); break;
      case bitcode::kMetadataKindBlock: read_metadata_kind_block(); break;
      case bitcode::kValueSymtabBlock: read_module_symbol_table(); break;
      case bitcode::kFunctionBlock: read_function_body(); break;
      default: stream_.skip_block(); break;
    }
  }
  if (next_body_ != bodies_to_read_.size()) {
    stream_.fail_in(bitcode::kModuleBlock,
                    "function @" + printable_name(bodies_to_read_[next_body_]->name) + " is defined but its FUNCTION_BLOCK is missing");
  }
  resolve_global_initializers();
  record_dxop_calls();
}

void ModuleReader::read_module_record() {
  switch (record().code) {
    case bitcode::kModuleVersion:
      version_ = operand(0);
      if (version_ > kMaxBitcodeVersion) fail("bitcode version " + std::to_string(version_) + " is not supported");
      module_.bitcode_version = static_cast<uint32_t>(version_);
      break;
    case bitcode::kModuleTriple: module_.triple = operand_string(0); break;
    case bitcode::kModuleDataLayout: module_.datalayout = operand_string(0); break;
    case bitcode::kModuleSourceFilename: module_.source_filename = operand_string(0); break;
    case bitcode::kModuleSectionName: section_names_.push_back(operand_string(0)); break;
    case bitcode::kModuleGlobalVar: read_global_variable(0); break;
    case bitcode::kModuleFunction: read_function_record(0); break;
    case bitcode::kModuleAlias:
    case bitcode::kModuleAliasOld:
    case bitcode::kModuleIfunc: fail("aliases and ifuncs are not supported in DXIL");
    default: break;  // VSTOFFSET, HASH, COMDAT, GCNAME...: nothing DXIL needs
  }
}

// Version 2 bitcode names globals by (offset, size) in the STRTAB block.
std::string ModuleReader::take_name(size_t& first) {
  if (version_ < 2) return {};
  const std::string name = string_table_name(operand(0), operand(1));
  first = 2;
  return name;
}

void ModuleReader::read_global_variable(size_t first) {
  if (!type_table_read_) fail("global variable before the type table");
  auto global = std::make_unique<GlobalVariable>();
  global->name = take_name(first);
  // [type, flags, initid, linkage, alignment, section, visibility, threadlocal, unnamed_addr,
  //  externally_initialized, ...]
  require_operands(first + 6);
  const Type* type = type_by_id(operand(first));
  const uint64_t flags = operand(first + 1);
  const bool explicit_type = (flags & 2) != 0;
  if (explicit_type) {
    if (flags >> 2 > 0xFFFFFF) fail("address space " + std::to_string(flags >> 2) + " is out of range");
    global->value_type = type;
    global->address_space = static_cast<uint32_t>(flags >> 2);
  } else {
    global->value_type = pointee(type, "global variable type");
    global->address_space = type->address_space;
  }
  switch (global->value_type->kind) {
    case TypeKind::Void:
    case TypeKind::Label:
    case TypeKind::Metadata:
    case TypeKind::Function: fail("global variable cannot hold a value of this type");
    default: break;
  }
  global->type = pointer_to(global->value_type, global->address_space);
  global->is_constant = (flags & 1) != 0;
  if (const uint64_t initializer = operand(first + 2); initializer != 0) {
    pending_initializers_.emplace_back(global.get(), initializer - 1);
  }
  global->linkage = decode_linkage(operand(first + 3));
  global->alignment = decode_alignment(*this, operand(first + 4));
  if (const uint64_t section = operand(first + 5); section != 0) {
    if (section > section_names_.size()) fail("section " + std::to_string(section) + " is not defined");
    global->section = section_names_[section - 1];
  }
  if (operand_count() > first + 7) {
    if (operand(first + 7) > kMaxThreadLocalMode) {
      fail("thread-local mode " + std::to_string(operand(first + 7)) + " is unknown");
    }
    global->thread_local_mode = static_cast<uint8_t>(operand(first + 7));
  }
  if (operand_count() > first + 8) {
    if (operand(first + 8) > 2) fail("unnamed_addr code " + std::to_string(operand(first + 8)) + " is unknown");
    global->unnamed_addr = static_cast<UnnamedAddr>(operand(first + 8));
  }
  if (operand_count() > first + 9) global->is_externally_initialized = operand(first + 9) != 0;
  values_.push_back(global.get());
  module_.globals.push_back(std::move(global));
}

void ModuleReader::read_function_record(size_t first) {
  if (!type_table_read_) fail("function before the type table");
  auto function = std::make_unique<Function>();
  function->name = take_name(first);
  // [type, callingconv, isproto, linkage, paramattr, alignment, section, visibility, gc,
  //  unnamed_addr, prologuedata, dllstorageclass, comdat, prefixdata, personalityfn,
  //  preemption, addrspace]
  require_operands(first + 8);
  const Type* type = type_by_id(operand(first));
  if (type->kind == TypeKind::Pointer && type->element != nullptr) type = type->element;
  if (type->kind != TypeKind::Function) {
    fail("function type id " + std::to_string(operand(first)) + " is not a function type");
  }
  function->function_type = type;
  function->calling_convention = operand_u32(first + 1, "calling convention");
  function->is_declaration = operand(first + 2) != 0;
  function->linkage = decode_linkage(operand(first + 3));
  function->attributes = attribute_list(operand(first + 4));
  function->alignment = decode_alignment(*this, operand(first + 5));
  if (operand(first + 6) != 0) fail("function sections are not supported in DXIL");
  if (operand_count() > first + 9) {
    if (operand(first + 9) > 2) fail("unnamed_addr code " + std::to_string(operand(first + 9)) + " is unknown");
    function->unnamed_addr = static_cast<UnnamedAddr>(operand(first + 9));
  }
  for (const size_t value_operand : {first + 10, first + 13, first + 14}) {
    if (operand_count() > value_operand && operand(value_operand) != 0) {
      fail("prologue, prefix and personality data are not supported in DXIL");
    }
  }
  uint32_t address_space = 0;
  if (operand_count() > first + 16) address_space = operand_u32(first + 16, "address space");
  function->type = pointer_to(type, address_space);
  for (size_t index = 0; index < type->members.size(); ++index) {
    auto argument = std::make_unique<Argument>();
    argument->type = type->members[index];
    argument->parent = function.get();
    argument->index = static_cast<uint32_t>(index);
    function->arguments.push_back(std::move(argument));
  }
  if (!function->is_declaration) bodies_to_read_.push_back(function.get());
  values_.push_back(function.get());
  module_.functions.push_back(std::move(function));
}

void ModuleReader::resolve_global_initializers() {
  for (const auto& [global, id] : pending_initializers_) {
    if (id >= values_.size()) {
      stream_.fail_in(bitcode::kModuleBlock, "initializer of @" + printable_name(global->name) + " refers to value " +
                                                 std::to_string(id) + ", only " + std::to_string(values_.size()) +
                                                 " defined");
    }
    const auto* initializer = dyn_cast<Constant>(values_[id]);
    if (initializer == nullptr) {
      stream_.fail_in(bitcode::kModuleBlock,
                      "initializer of @" + printable_name(global->name) + " is not a constant (global addresses are not supported)");
    }
    if (initializer->type != global->value_type) {
      stream_.fail_in(bitcode::kModuleBlock, "initializer of @" + printable_name(global->name) + " has the wrong type");
    }
    global->initializer = initializer;
  }
}

// After the whole module block: LLVM 3.7 writes the symbol table that names the dx.op
// functions after the bodies that call them.
// A call's opcode must be one of its function's class (dx.op.<class>.<overload>), and the
// function's type the one the operation is declared with, as DXIL's validator requires: every
// lowering reads the operands, and relies on the types, the operation has.
void ModuleReader::record_dxop_calls() {
  // The last function and opcode checked are remembered: consecutive calls often repeat them.
  const Function* checked_callee = nullptr;
  std::optional<DxOp> checked_op;
  for (const auto& function : module_.functions)
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions) {
        if (instruction->opcode != Opcode::Call) continue;
        instruction->dxop = dxop_of_call(*instruction);
        if (!instruction->dxop || (instruction->callee == checked_callee && instruction->dxop == checked_op)) continue;
        checked_callee = instruction->callee;
        checked_op = instruction->dxop;
        const std::string_view op_class = dxop_info(*instruction->dxop).op_class;
        const std::string_view callee = instruction->callee->name;
        const std::string_view after = callee.substr(std::string_view("dx.op.").size());
        if (!after.starts_with(op_class) || (after.size() > op_class.size() && after[op_class.size()] != '.'))
          stream_.fail_in(bitcode::kModuleBlock,
                          "@" + printable_name(function->name) + " calls @" + printable_name(std::string(callee)) +
                              " with opcode " + std::to_string(static_cast<uint32_t>(*instruction->dxop)) + " (" +
                              std::string(dxop_name(*instruction->dxop)) + "), whose function is dx.op." +
                              std::string(op_class));
        if (const std::optional<std::string> mismatch =
                dxop_signature_mismatch(*instruction->callee, *instruction->dxop))
          stream_.fail_in(bitcode::kModuleBlock, "@" + printable_name(function->name) + " calls @" +
                                                     printable_name(std::string(callee)) + " with opcode " +
                                                     std::to_string(static_cast<uint32_t>(*instruction->dxop)) + " (" +
                                                     std::string(dxop_name(*instruction->dxop)) + "): " + *mismatch);
      }
}

}  // namespace reading

namespace {

// Finds the top-level blocks: the first IDENTIFICATION and MODULE blocks are read in
// order; STRTAB, which newer bitcode writes after MODULE_BLOCK, is located first.
std::span<const uint8_t> find_string_table(std::span<const uint8_t> bitcode, uint64_t base_offset) {
  BitstreamReader scanner(bitcode, base_offset);
  std::span<const uint8_t> string_table;
  for (;;) {
    const BitstreamEntry entry = scanner.next();
    if (entry.kind == BitstreamEntryKind::EndOfStream) return string_table;
    if (entry.block_id != bitcode::kStrtabBlock || !string_table.empty()) {
      scanner.skip_block();
      continue;
    }
    while (scanner.next_record())
      if (scanner.record().code == bitcode::kStrtabBlob) string_table = scanner.record().blob;
  }
}

Module read_bitcode(std::span<const uint8_t> bitcode, uint64_t base_offset) {
  const std::span<const uint8_t> string_table = find_string_table(bitcode, base_offset);
  BitstreamReader stream(bitcode, base_offset);
  Module module;
  reading::ModuleReader reader(stream, string_table, module);
  for (;;) {
    const BitstreamEntry entry = stream.next();
    if (entry.kind == BitstreamEntryKind::EndOfStream) stream.fail_here("the bitcode holds no MODULE_BLOCK");
    if (entry.block_id == bitcode::kIdentificationBlock) {
      reader.read_identification_block();
    } else if (entry.block_id == bitcode::kModuleBlock) {
      reader.read_module_block();
      return module;
    } else {
      stream.skip_block();
    }
  }
}

}  // namespace

Module read_module(const Container& container) {
  if (container.bitcode.empty()) {
    throw ReadError(0, "DXBC container", "has no DXIL or ILDB part with bitcode");
  }
  return read_bitcode(container.bitcode, container.bitcode_offset);
}

Module read_module(std::span<const uint8_t> container_or_bitcode) {
  return read_module(parse_container(container_or_bitcode));
}

}  // namespace untangle::dxil
