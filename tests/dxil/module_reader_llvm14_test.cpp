// Module reader tests on bitcode that llvm-as-14 writes: DXC's own disassembly of every
// corpus shader re-assembled by LLVM 14 must read into the same module as DXC's LLVM 3.7
// bitcode (up to the access alignments LLVM 14 makes explicit), and the DXIL-style .ll files of shaders/ll exercise
// every instruction, constant, global and metadata form the reader decodes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "dxil/ir_cast.h"
#include "dxil/module_reader.h"
#include "module_reader_checks.h"
#include "reader_test_support.h"

namespace untangle::dxil {
namespace {

using testing::assemble;

const Instruction& find_instruction(const Module& module, const std::string& name) {
  for (const auto& function : module.functions) {
    for (const auto& block : function->blocks) {
      for (const auto& instruction : block->instructions) {
        if (instruction->name == name) return *instruction;
      }
    }
  }
  throw std::runtime_error("no instruction %" + name);
}

const GlobalVariable& find_global(const Module& module, const std::string& name) {
  for (const auto& global : module.globals) {
    if (global->name == name) return *global;
  }
  throw std::runtime_error("no global @" + name);
}

const Constant& as_constant(const Value* value) {
  if (value == nullptr || value->kind != ValueKind::Constant) throw std::runtime_error("not a constant");
  return cast<Constant>(*value);
}

Module read_ll(const std::string& name, const std::string& flags = "") {
  return read_module(assemble(testing::shaders_dir() / "ll" / name, flags));
}

// DXC's disassembly in LLVM 14's spelling, as a file for llvm-as-14.
std::filesystem::path as_llvm14_text(const std::filesystem::path& dxc_text) {
  const auto bytes = testing::read_file_bytes(dxc_text);
  const std::filesystem::path output = std::filesystem::path(UNTANGLE_BINARY_DIR) / "assembled" /
                                       (dxc_text.stem().string() + "." + std::to_string(::getpid()) + ".ll");
  std::filesystem::create_directories(output.parent_path());
  std::ofstream(output) << testing::llvm14_spelling(std::string(bytes.begin(), bytes.end()));
  return output;
}

TEST(ModuleReaderLlvm14, EveryCorpusShaderReadsTheSameAsLlvm14Reassembled) {
  size_t compared = 0;
  for (const auto& path : testing::corpus_files()) {
    std::filesystem::path text = path;
    text.replace_extension(".dxc.ll");
    if (!std::filesystem::exists(text)) continue;
    SCOPED_TRACE(path.string());
    const Module original = read_module(testing::read_file_bytes(path));
    const std::filesystem::path llvm14_text = as_llvm14_text(text);
    const Module reassembled = read_module(assemble(llvm14_text));
    std::filesystem::remove(llvm14_text);
    EXPECT_EQ(reassembled.bitcode_version, 2u);
    EXPECT_EQ(reassembled.identification.rfind("LLVM14", 0), 0u);
    EXPECT_EQ(testing::check_well_formed(reassembled), "");
    EXPECT_EQ(testing::fingerprint(original, false), testing::fingerprint(reassembled, false));
    ++compared;
  }
  EXPECT_GE(compared, 70u);
}

TEST(ModuleReaderLlvm14, ReadsEveryInstructionKind) {
  const Module module = read_ll("reader_instructions.ll");
  EXPECT_EQ(testing::check_well_formed(module), "");
  const Function& main = *module.find_function("main");
  ASSERT_EQ(main.blocks.size(), 6u);
  EXPECT_EQ(main.blocks[0]->name, "entry");
  EXPECT_EQ(main.arguments[1]->name, "scale");

  const Instruction& sum = find_instruction(module, "sum");
  EXPECT_EQ(sum.opcode, Opcode::Add);
  EXPECT_EQ(sum.flags, flags::kNoUnsignedWrap | flags::kNoSignedWrap);
  EXPECT_EQ(sum.operands[0], main.arguments[0].get());
  EXPECT_EQ(find_instruction(module, "quotient").flags, flags::kExact);
  EXPECT_EQ(find_instruction(module, "signed").opcode, Opcode::SDiv);
  EXPECT_EQ(find_instruction(module, "shifted").flags, flags::kNoUnsignedWrap);
  EXPECT_EQ(find_instruction(module, "logical").opcode, Opcode::LShr);
  EXPECT_EQ(find_instruction(module, "flipped").opcode, Opcode::Xor);
  EXPECT_EQ(as_constant(find_instruction(module, "flipped").operands[1]).integer, -1);

  const Instruction& fast_sum = find_instruction(module, "fsum");
  EXPECT_EQ(fast_sum.opcode, Opcode::FAdd);
  EXPECT_EQ(fast_sum.flags, 0xFEu);  // LLVM 14's `fast`: every flag but unsafe-algebra
  EXPECT_EQ(as_constant(fast_sum.operands[1]).float_bits, 0x3F800000u);
  EXPECT_EQ(find_instruction(module, "fdifference").flags, flags::kNoNaNs | flags::kNoInfs);
  EXPECT_EQ(find_instruction(module, "fproduct").flags, flags::kAllowReciprocal);
  EXPECT_EQ(find_instruction(module, "fquotient").flags, flags::kNoSignedZeros);
  EXPECT_EQ(find_instruction(module, "fremainder").opcode, Opcode::FRem);

  const std::pair<const char*, Opcode> casts[] = {{"narrow", Opcode::Trunc},      {"wide", Opcode::ZExt},
                                                  {"swide", Opcode::SExt},        {"tounsigned", Opcode::FPToUI},
                                                  {"tosigned", Opcode::FPToSI},   {"fromunsigned", Opcode::UIToFP},
                                                  {"fromsigned", Opcode::SIToFP}, {"half", Opcode::FPTrunc},
                                                  {"extended", Opcode::FPExt},    {"bits", Opcode::BitCast}};
  for (const auto& [name, opcode] : casts) EXPECT_EQ(find_instruction(module, name).opcode, opcode) << name;
  EXPECT_EQ(find_instruction(module, "half").type->kind, TypeKind::Half);
  EXPECT_TRUE(find_instruction(module, "wide").type->is_integer(64));

  EXPECT_EQ(find_instruction(module, "compare").predicate, Predicate::IcmpSlt);
  const Instruction& fcompare = find_instruction(module, "fcompare");
  EXPECT_EQ(fcompare.opcode, Opcode::FCmp);
  EXPECT_EQ(fcompare.predicate, Predicate::FcmpOlt);
  EXPECT_EQ(fcompare.flags, 0xFEu);
  const Instruction& chosen = find_instruction(module, "chosen");
  EXPECT_EQ(chosen.operands[0], &find_instruction(module, "both"));

  const Instruction& vector2 = find_instruction(module, "vector2");
  EXPECT_EQ(vector2.opcode, Opcode::InsertElement);
  EXPECT_EQ(vector2.type->element_count, 4u);
  EXPECT_EQ(find_instruction(module, "lane").opcode, Opcode::ExtractElement);
  const Instruction& shuffled = find_instruction(module, "shuffled");
  EXPECT_EQ(testing::as_vector(shuffled.shuffle_mask), (std::vector<int32_t>{1, 0}));
  EXPECT_EQ(shuffled.type->element_count, 2u);
  EXPECT_EQ(find_instruction(module, "vcompare").type->element_count, 2u);
  const Instruction& vector_select = find_instruction(module, "vselect");
  EXPECT_EQ(vector_select.operands[0]->type->kind, TypeKind::Vector);
  EXPECT_EQ(as_constant(vector_select.operands[2]).constant_kind, ConstantKind::Data);
  EXPECT_EQ(as_constant(vector_select.operands[2]).data, (std::vector<uint64_t>{0x3F800000, 0x40000000}));

  const Instruction& pair2 = find_instruction(module, "pair2");
  EXPECT_EQ(pair2.opcode, Opcode::InsertValue);
  EXPECT_EQ(testing::as_vector(pair2.indices), std::vector<uint32_t>{1});
  EXPECT_EQ(pair2.type->name, "struct.Pair");
  EXPECT_TRUE(find_instruction(module, "first").type->is_integer(32));

  const Instruction& local = find_instruction(module, "local");
  EXPECT_EQ(local.alignment, 4u);
  EXPECT_EQ(local.access_type->element_count, 4u);
  const Instruction& slot = find_instruction(module, "slot");
  EXPECT_TRUE(slot.is_inbounds);
  EXPECT_EQ(slot.operands.size(), 3u);
  const Instruction& loaded = find_instruction(module, "loaded");
  EXPECT_EQ(loaded.alignment, 4u);
  EXPECT_EQ(loaded.operands[0], &slot);

  const Instruction& old = find_instruction(module, "old");
  EXPECT_EQ(old.opcode, Opcode::AtomicRMW);
  EXPECT_EQ(old.operands[0]->type->address_space, 3u);
  const Instruction& exchanged = find_instruction(module, "exchanged");
  EXPECT_EQ(exchanged.opcode, Opcode::AtomicCmpXchg);
  EXPECT_EQ(exchanged.failure_ordering, AtomicOrdering::SequentiallyConsistent);
  ASSERT_EQ(exchanged.type->members.size(), 2u);
  EXPECT_TRUE(exchanged.type->members[1]->is_integer(1));
  EXPECT_EQ(exchanged.operands.size(), 3u);

  const Instruction& entry_value = find_instruction(module, "entry_value");
  const Constant& address = as_constant(entry_value.operands[0]);
  EXPECT_EQ(address.expression_opcode, Opcode::GetElementPtr);
  EXPECT_EQ(address.elements[0], &find_global(module, "table"));

  const Instruction& counter = find_instruction(module, "counter");
  EXPECT_EQ(counter.incoming_blocks[1], main.blocks[1].get());
  EXPECT_EQ(counter.operands[1], &find_instruction(module, "next"));  // a forward reference
  EXPECT_EQ(find_instruction(module, "accumulated").operands[1], &find_instruction(module, "added"));

  const Instruction& switch_instruction = *main.blocks[2]->instructions.back();
  EXPECT_EQ(switch_instruction.opcode, Opcode::Switch);
  ASSERT_EQ(switch_instruction.case_values.size(), 2u);
  EXPECT_EQ(switch_instruction.case_values[0]->integer, 0);
  EXPECT_EQ(switch_instruction.case_values[1]->integer, 7);
  EXPECT_EQ(switch_instruction.successors[0]->name, "default");
  EXPECT_EQ(switch_instruction.successors[2]->name, "seven");
  EXPECT_EQ(main.blocks[5]->terminator()->opcode, Opcode::Unreachable);

  const Function& store = *module.find_function("dx.op.bufferStore.f32");
  ASSERT_EQ(store.attributes->groups[0]->attributes.size(), 2u);
  EXPECT_EQ(store.attributes->groups[0]->attributes[1].key, "dx.extra");
  EXPECT_EQ(store.attributes->groups[0]->attributes[1].value, "value");
}

TEST(ModuleReaderLlvm14, ReadsConstantsAndGlobals) {
  const Module module = read_ll("reader_constants.ll");
  const GlobalVariable& bytes = find_global(module, "bytes");
  EXPECT_EQ(bytes.linkage, Linkage::Private);
  EXPECT_EQ(bytes.unnamed_addr, UnnamedAddr::Global);
  EXPECT_EQ(bytes.initializer->constant_kind, ConstantKind::String);
  EXPECT_EQ(bytes.initializer->bytes, std::string("hello\0", 6));
  EXPECT_EQ(find_global(module, "raw").initializer->bytes, "a\nb");
  const Constant& words = *find_global(module, "words").initializer;
  EXPECT_EQ(words.constant_kind, ConstantKind::Data);
  EXPECT_EQ(words.data, (std::vector<uint64_t>{0, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000}));
  EXPECT_EQ(find_global(module, "words").alignment, 16u);
  EXPECT_EQ(find_global(module, "halves").initializer->data, (std::vector<uint64_t>{0x3C00, 0xC000}));
  EXPECT_EQ(find_global(module, "doubles").initializer->data[1], 0x3FB999999999999Au);
  const Constant& wide = *find_global(module, "wide").initializer;
  EXPECT_EQ(wide.wide_words, (std::vector<uint64_t>{0, 0x8000000000000000}));
  EXPECT_EQ(find_global(module, "big").initializer->integer, INT64_MIN);

  const GlobalVariable& packed = find_global(module, "packed");
  EXPECT_EQ(packed.section, "data.custom");
  EXPECT_TRUE(packed.value_type->is_packed);
  EXPECT_EQ(as_constant(packed.initializer->elements[0]).integer, -1);
  EXPECT_EQ(as_constant(packed.initializer->elements[1]).integer, 42);

  const GlobalVariable& node = find_global(module, "node");
  EXPECT_EQ(node.linkage, Linkage::WeakAny);
  EXPECT_EQ(node.value_type->members[0]->element, node.value_type);  // a self-referencing struct
  EXPECT_EQ(node.initializer->elements[0], &node);
  EXPECT_EQ(find_global(module, "opaque").value_type->is_opaque, true);
  EXPECT_EQ(find_global(module, "opaque").initializer, nullptr);
  EXPECT_EQ(find_global(module, "pointer").initializer->constant_kind, ConstantKind::Null);
  EXPECT_EQ(find_global(module, "local").address_space, 3u);
  EXPECT_EQ(find_global(module, "local").initializer->constant_kind, ConstantKind::Undef);
  EXPECT_EQ(find_global(module, "tls").thread_local_mode, 3);
  EXPECT_EQ(find_global(module, "marked").unnamed_addr, UnnamedAddr::Local);
  EXPECT_TRUE(find_global(module, "marked").is_externally_initialized);
  EXPECT_EQ(find_global(module, "linkonce").linkage, Linkage::LinkOnceODR);
  EXPECT_EQ(find_global(module, "common").linkage, Linkage::Common);

  // add (i32 ptrtoint (i32* @common to i32), i32 4)
  const Constant& expression = *find_global(module, "expression").initializer;
  EXPECT_EQ(expression.expression_opcode, Opcode::Add);
  EXPECT_EQ(as_constant(expression.elements[0]).expression_opcode, Opcode::PtrToInt);
  EXPECT_EQ(as_constant(expression.elements[0]).elements[0], &find_global(module, "common"));
  // select (i1 icmp ult (i32 ptrtoint (i32* @common to i32), i32 64), i32 1, i32 2)
  const Constant& selected = *find_global(module, "selected").initializer;
  EXPECT_EQ(selected.expression_opcode, Opcode::Select);
  EXPECT_EQ(as_constant(selected.elements[0]).expression_opcode, Opcode::ICmp);
  EXPECT_EQ(as_constant(selected.elements[0]).predicate, static_cast<uint32_t>(Predicate::IcmpUlt));
  // getelementptr inbounds (%struct.Node, %struct.Node* @node, i32 0, i32 1, i32 1, i32 2)
  const Constant& element = *find_global(module, "element").initializer;
  EXPECT_TRUE(element.is_inbounds);
  EXPECT_EQ(element.source_element_type, node.value_type);
  EXPECT_EQ(element.type->element->kind, TypeKind::Float);
  EXPECT_EQ(element.elements.size(), 5u);
  const Constant& casted = *find_global(module, "casted").initializer;
  EXPECT_EQ(casted.expression_opcode, Opcode::BitCast);
  EXPECT_EQ(casted.type->address_space, 3u);
}

TEST(ModuleReaderLlvm14, ReadsMetadataNodesNamesAndAttachments) {
  const Module module = read_ll("reader_metadata.ll");
  const NamedMetadata& entries = *module.find_named_metadata("dx.entryPoints");
  ASSERT_EQ(entries.operands.size(), 2u);
  const Metadata& entry = *entries.operands[0];
  EXPECT_EQ(entry.operands[0]->value, module.find_function("main"));
  EXPECT_EQ(entry.operands[2], nullptr);
  const Metadata& cycle = *entry.operands[3];
  EXPECT_TRUE(cycle.is_distinct);
  EXPECT_EQ(cycle.operands[0], &cycle);
  EXPECT_EQ(cycle.operands[2], &entry);
  const Metadata& text = *entries.operands[1];
  EXPECT_EQ(text.operands[0]->string, "quote\" and \\ backslash");
  EXPECT_EQ(as_constant(text.operands[1]->value).integer, -1);
  EXPECT_TRUE(text.operands[1]->value->type->is_integer(64));

  const Function& main = *module.find_function("main");
  ASSERT_EQ(main.attachments.size(), 1u);
  EXPECT_EQ(module.metadata_kinds.at(main.attachments[0].kind_id), "shader");
  EXPECT_EQ(main.attachments[0].node->operands[0]->string, "entry");
  const Instruction& doubled = *main.blocks[0]->instructions[0];
  ASSERT_EQ(doubled.attachments.size(), 1u);
  EXPECT_EQ(module.metadata_kinds.at(doubled.attachments[0].kind_id), "precise");
  EXPECT_EQ(as_constant(doubled.attachments[0].node->operands[0]->value).float_bits, 0x3FC00000u);
  const Instruction& ret = *main.blocks[0]->instructions[1];
  ASSERT_EQ(ret.attachments.size(), 1u);
  EXPECT_EQ(ret.attachments[0].node, &cycle);
}

TEST(ModuleReaderLlvm14, ReadsOpaquePointers) {
  const Module module = read_ll("reader_opaque_pointers.ll", "-opaque-pointers");
  EXPECT_EQ(testing::check_well_formed(module), "");
  const GlobalVariable& shared = find_global(module, "shared");
  EXPECT_EQ(shared.type->element, nullptr);
  EXPECT_EQ(shared.type->address_space, 3u);
  EXPECT_EQ(shared.value_type->element_count, 4u);
  const Constant& first = *find_global(module, "first").initializer;
  EXPECT_EQ(first.source_element_type, shared.value_type);
  EXPECT_EQ(first.type, shared.type);

  const Instruction& slot = find_instruction(module, "slot");
  EXPECT_EQ(slot.access_type, shared.value_type);
  EXPECT_EQ(slot.type, shared.type);
  const Instruction& value = find_instruction(module, "value");
  EXPECT_TRUE(value.access_type->is_integer(32));
  EXPECT_EQ(value.operands[0], &slot);
  const Instruction& old = find_instruction(module, "old");
  EXPECT_EQ(old.alignment, 4u);
  EXPECT_TRUE(old.type->is_integer(32));
  const Instruction& pair = find_instruction(module, "pair");
  EXPECT_EQ(pair.ordering, AtomicOrdering::AcquireRelease);
  EXPECT_EQ(pair.failure_ordering, AtomicOrdering::Monotonic);
  const Instruction& local = find_instruction(module, "local");
  EXPECT_EQ(local.access_type->kind, TypeKind::Float);
  EXPECT_EQ(local.type->element, nullptr);
  EXPECT_EQ(module.find_function("main")->type->element, nullptr);
}

}  // namespace
}  // namespace untangle::dxil
