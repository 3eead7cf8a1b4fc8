// Module reader tests on DXC's real output: every corpus shader loads into a well-formed
// module, and concrete facts of particular shaders (functions, blocks, instructions,
// operands, attributes, metadata) match DXC's own disassembly (the .dxc.ll files).
#include "dxil/module_reader.h"

#include <gtest/gtest.h>

#include "dxil/dxil_metadata.h"
#include "dxil/error.h"
#include "dxil/ir_cast.h"
#include "module_reader_checks.h"
#include "reader_test_support.h"

namespace untangle::dxil {
namespace {

using testing::read_shader;

const Function& function_named(const Module& module, const std::string& name) {
  const Function* function = module.find_function(name);
  if (function == nullptr) throw std::runtime_error("no function @" + name);
  return *function;
}

const Instruction& instruction_at(const Function& function, size_t block, size_t index) {
  return *function.blocks.at(block)->instructions.at(index);
}

TEST(ModuleReaderCorpus, EveryShaderLoadsIntoAWellFormedModule) {
  size_t instruction_count = 0;
  for (const auto& path : testing::corpus_files()) {
    SCOPED_TRACE(path.string());
    const Module module = read_module(testing::read_file_bytes(path));
    EXPECT_EQ(testing::check_well_formed(module), "");
    EXPECT_EQ(module.triple, "dxil-ms-dx");
    EXPECT_EQ(module.bitcode_version, 1u);
    ASSERT_NE(module.find_named_metadata("dx.entryPoints"), nullptr);
    ASSERT_NE(module.find_named_metadata("dx.shaderModel"), nullptr);
    // The entry functions (main, vs_main, ...; a hull shader's patch-constant function too):
    // one, or a library's exports (its module-wide entry has no function).
    const ShaderInfo info = read_shader_info(module);
    const bool library = info.shader_model && info.shader_model->kind == ShaderKind::Library;
    size_t functions = 0;
    for (const EntryPoint& entry : info.entry_points) {
      if (entry.function == nullptr) continue;
      ++functions;
      EXPECT_FALSE(entry.function->is_declaration);
      for (const auto& block : entry.function->blocks) instruction_count += block->instructions.size();
    }
    if (library) EXPECT_GE(functions, 1u);
    else EXPECT_EQ(functions, 1u);
  }
  EXPECT_GT(instruction_count, 30000u);
}

TEST(ModuleReaderCorpus, IfElseShaderMatchesDxcDisassembly) {
  const Module module = read_module(read_shader("control_flow/cf_if_else.dxil"));
  EXPECT_EQ(module.identification, "");  // DXC writes no IDENTIFICATION_BLOCK
  EXPECT_EQ(module.datalayout.rfind("e-m:e-p:32:32-i1:32", 0), 0u);
  ASSERT_EQ(module.functions.size(), 5u);
  EXPECT_EQ(module.functions[0]->name, "main");
  EXPECT_EQ(module.functions[1]->name, "dx.op.threadId.i32");
  for (size_t index = 1; index < 5; ++index) EXPECT_TRUE(module.functions[index]->is_declaration);

  const Function& main = *module.functions[0];
  EXPECT_EQ(main.function_type->return_type->kind, TypeKind::Void);
  EXPECT_EQ(main.type->kind, TypeKind::Pointer);
  EXPECT_EQ(main.type->element, main.function_type);
  ASSERT_EQ(main.blocks.size(), 8u);
  const size_t expected_sizes[] = {8, 4, 2, 2, 2, 2, 3, 3};
  for (size_t block = 0; block < 8; ++block) EXPECT_EQ(main.blocks[block]->instructions.size(), expected_sizes[block]);

  // %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  const Instruction& handle = instruction_at(main, 0, 0);
  EXPECT_EQ(handle.opcode, Opcode::Call);
  EXPECT_EQ(handle.callee->name, "dx.op.createHandle");
  EXPECT_EQ(handle.type->name, "dx.types.Handle");
  ASSERT_EQ(handle.operands.size(), 5u);
  const int64_t arguments[] = {57, 1, 0, 0, 0};
  const uint32_t widths[] = {32, 8, 32, 32, 1};
  for (size_t index = 0; index < 5; ++index) {
    const auto& argument = cast<Constant>(*handle.operands[index]);
    ASSERT_EQ(argument.kind, ValueKind::Constant);
    EXPECT_EQ(argument.constant_kind, ConstantKind::Integer);
    EXPECT_EQ(argument.integer, arguments[index]);
    EXPECT_TRUE(argument.type->is_integer(widths[index]));
  }

  // %6 = urem i32 %5, 3 where %5 = extractvalue %dx.types.ResRet.i32 %4, 0
  const Instruction& remainder = instruction_at(main, 0, 5);
  EXPECT_EQ(remainder.opcode, Opcode::URem);
  EXPECT_EQ(remainder.operands[0], &instruction_at(main, 0, 4));
  EXPECT_EQ(instruction_at(main, 0, 4).opcode, Opcode::ExtractValue);
  EXPECT_EQ(testing::as_vector(instruction_at(main, 0, 4).indices), std::vector<uint32_t>{0});
  EXPECT_EQ(cast<Constant>(remainder.operands[1])->integer, 3);

  // br i1 %7, label %8, label %16
  const Instruction& branch = instruction_at(main, 0, 7);
  EXPECT_EQ(branch.opcode, Opcode::Br);
  EXPECT_EQ(branch.operands[0], &instruction_at(main, 0, 6));
  ASSERT_EQ(branch.successors.size(), 2u);
  EXPECT_EQ(branch.successors[0], main.blocks[1].get());
  EXPECT_EQ(branch.successors[1], main.blocks[4].get());

  // %22 = select i1 %21, i32 6, i32 5
  const Instruction& select = instruction_at(main, 6, 1);
  EXPECT_EQ(select.opcode, Opcode::Select);
  EXPECT_EQ(select.operands[0], &instruction_at(main, 6, 0));
  EXPECT_EQ(instruction_at(main, 6, 0).predicate, Predicate::IcmpUgt);

  // %24 = phi i32 [ %13, %12 ], [ %15, %14 ], [ %19, %18 ], [ %22, %20 ]
  const Instruction& phi = instruction_at(main, 7, 0);
  EXPECT_EQ(phi.opcode, Opcode::Phi);
  ASSERT_EQ(phi.operands.size(), 4u);
  const std::pair<size_t, size_t> incoming[] = {{2, 0}, {3, 0}, {5, 0}, {6, 1}};  // block, instruction
  for (size_t index = 0; index < 4; ++index) {
    EXPECT_EQ(phi.incoming_blocks[index], main.blocks[incoming[index].first].get());
    EXPECT_EQ(phi.operands[index], &instruction_at(main, incoming[index].first, incoming[index].second));
  }
  const Instruction& store = instruction_at(main, 7, 1);
  EXPECT_EQ(store.callee->name, "dx.op.bufferStore.i32");
  EXPECT_EQ(store.operands[4], &phi);
  EXPECT_EQ(cast<Constant>(store.operands[5])->constant_kind, ConstantKind::Undef);
  EXPECT_EQ(instruction_at(main, 7, 2).opcode, Opcode::Ret);

  // declare i32 @dx.op.threadId.i32(i32, i32) #0 with #0 = { nounwind readnone }
  const Function& thread_id = *module.functions[1];
  ASSERT_NE(thread_id.attributes, nullptr);
  ASSERT_EQ(thread_id.attributes->groups.size(), 1u);
  const AttributeGroup& group = *thread_id.attributes->groups[0];
  EXPECT_EQ(group.slot, 0xFFFFFFFFu);
  ASSERT_EQ(group.attributes.size(), 2u);
  EXPECT_EQ(group.attributes[0].kind_code, 18u);  // nounwind
  EXPECT_EQ(group.attributes[1].kind_code, 20u);  // readnone
}

TEST(ModuleReaderCorpus, IfElseShaderMetadata) {
  const Module module = read_module(read_shader("control_flow/cf_if_else.dxil"));
  EXPECT_EQ(module.metadata.size(), 29u);
  ASSERT_EQ(module.metadata_kinds.size(), 17u);
  EXPECT_EQ(module.metadata_kinds[0], "dbg");
  EXPECT_EQ(module.metadata_kinds[16], "dx.break.br");

  // !llvm.ident = !{!0}, !0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
  const NamedMetadata& ident = *module.find_named_metadata("llvm.ident");
  ASSERT_EQ(ident.operands.size(), 1u);
  EXPECT_EQ(ident.operands[0]->operands.at(0)->string, "dxc(private) 1.9.0.0 (private, 00000000)");

  // !dx.shaderModel = !{!3}, !3 = !{!"cs", i32 6, i32 0}
  const Metadata& model = *module.find_named_metadata("dx.shaderModel")->operands.at(0);
  ASSERT_EQ(model.operands.size(), 3u);
  EXPECT_EQ(model.operands[0]->kind, MetadataKind::String);
  EXPECT_EQ(model.operands[0]->string, "cs");
  EXPECT_EQ(cast<Constant>(model.operands[1]->value)->integer, 6);
  EXPECT_EQ(cast<Constant>(model.operands[2]->value)->integer, 0);

  // !10 = !{void ()* @main, !"main", null, !4, !11}; !11 = !{i32 0, i64 16, i32 4, !12}
  const Metadata& entry = *module.find_named_metadata("dx.entryPoints")->operands.at(0);
  ASSERT_EQ(entry.operands.size(), 5u);
  EXPECT_EQ(entry.operands[0]->value, module.find_function("main"));
  EXPECT_EQ(entry.operands[1]->string, "main");
  EXPECT_EQ(entry.operands[2], nullptr);
  EXPECT_EQ(entry.operands[3], module.find_named_metadata("dx.resources")->operands.at(0));
  const Metadata& properties = *entry.operands[4];
  EXPECT_TRUE(cast<Constant>(properties.operands[1]->value)->type->is_integer(64));
  const Metadata& threads = *properties.operands[3];
  EXPECT_EQ(cast<Constant>(threads.operands[0]->value)->integer, 64);
  for (const auto& metadata : module.metadata) EXPECT_EQ(module.metadata[metadata->index].get(), metadata.get());
}

TEST(ModuleReaderCorpus, LocalArrayShaderReadsMemoryInstructionsAndAttachments) {
  const Module module = read_module(read_shader("memory/local_array.dxil"));
  const Function& main = function_named(module, "main");
  // %4 = alloca [16 x i32], align 4
  const Instruction& alloca = instruction_at(main, 0, 3);
  EXPECT_EQ(alloca.opcode, Opcode::Alloca);
  EXPECT_EQ(alloca.alignment, 4u);
  EXPECT_EQ(alloca.access_type->kind, TypeKind::Array);
  EXPECT_EQ(alloca.access_type->element_count, 16u);
  EXPECT_EQ(alloca.type->element, alloca.access_type);
  EXPECT_EQ(cast<Constant>(alloca.array_size)->integer, 1);
  // %9 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i32 0, i32 %6
  // store i32 %8, i32* %9, align 4, !tbaa !13
  const BasicBlock& loop = *main.blocks[1];
  const Instruction& element = *loop.instructions[3];
  EXPECT_EQ(element.opcode, Opcode::GetElementPtr);
  EXPECT_TRUE(element.is_inbounds);
  EXPECT_EQ(element.access_type, alloca.access_type);
  EXPECT_EQ(element.operands[0], &alloca);
  EXPECT_EQ(element.operands[2], loop.instructions[0].get());
  EXPECT_TRUE(element.type->element->is_integer(32));
  const Instruction& store = *loop.instructions[4];
  EXPECT_EQ(store.opcode, Opcode::Store);
  EXPECT_EQ(store.operands[0], loop.instructions[2].get());
  EXPECT_EQ(store.operands[1], &element);
  EXPECT_EQ(store.alignment, 4u);
  ASSERT_EQ(store.attachments.size(), 1u);
  EXPECT_EQ(module.metadata_kinds.at(store.attachments[0].kind_id), "tbaa");
  // br i1 %11, label %12, label %5, !llvm.loop !17 with !17 = distinct !{!17, !18}
  const Instruction& back_edge = *loop.instructions.back();
  ASSERT_EQ(back_edge.attachments.size(), 1u);
  EXPECT_EQ(module.metadata_kinds.at(back_edge.attachments[0].kind_id), "llvm.loop");
  const Metadata& loop_node = *back_edge.attachments[0].node;
  EXPECT_TRUE(loop_node.is_distinct);
  EXPECT_EQ(loop_node.operands.at(0), &loop_node);
  EXPECT_EQ(loop_node.operands.at(1)->operands.at(0)->string, "llvm.loop.unroll.disable");
}

TEST(ModuleReaderCorpus, AtomicsShaderReadsGroupSharedGlobalsAndAtomicRmw) {
  const Module module = read_module(read_shader("resources/res_atomics.dxil"));
  ASSERT_EQ(module.globals.size(), 1u);
  const GlobalVariable& bins = *module.globals[0];
  EXPECT_EQ(bins.name, "\x01?Bins@@3PAIA");
  EXPECT_EQ(bins.address_space, 3u);
  EXPECT_EQ(bins.type->address_space, 3u);
  EXPECT_EQ(bins.value_type->element_count, 4u);
  EXPECT_EQ(bins.linkage, Linkage::External);
  EXPECT_EQ(bins.alignment, 4u);
  EXPECT_EQ(bins.initializer, nullptr);
  const Function& main = function_named(module, "main");
  // %14 = atomicrmw add i32 addrspace(3)* %13, i32 1 seq_cst
  const Instruction& atomic = instruction_at(main, 2, 5);
  EXPECT_EQ(atomic.opcode, Opcode::AtomicRMW);
  EXPECT_EQ(atomic.rmw_operation, AtomicRMWOperation::Add);
  EXPECT_EQ(atomic.ordering, AtomicOrdering::SequentiallyConsistent);
  EXPECT_EQ(atomic.synchronization_scope, 1);
  EXPECT_EQ(atomic.operands[0], &instruction_at(main, 2, 4));
  EXPECT_FALSE(instruction_at(main, 2, 4).is_inbounds);
  EXPECT_EQ(dyn_cast<GlobalVariable>(instruction_at(main, 2, 4).operands[0]), &bins);
}

TEST(ModuleReaderCorpus, FastMathFlagsOfDxcAreLlvm37UnsafeAlgebra) {
  const Module module = read_module(read_shader("math/math_float.dxil"));
  size_t fast_operations = 0;
  for (const auto& block : function_named(module, "main").blocks) {
    for (const auto& instruction : block->instructions) {
      if (instruction->opcode == Opcode::FMul || instruction->opcode == Opcode::FAdd) {
        EXPECT_NE(instruction->flags & flags::kUnsafeAlgebra, 0u);
        ++fast_operations;
      }
    }
  }
  EXPECT_GT(fast_operations, 0u);
}

TEST(ModuleReaderCorpus, WaterfallReadsTheBreakConditionGlobal) {
  // @dx.break.cond = internal constant [1 x i32] zeroinitializer
  const Module module = read_module(read_shader("control_flow/cf_waterfall.dxil"));
  ASSERT_EQ(module.globals.size(), 1u);
  const GlobalVariable& condition = *module.globals[0];
  EXPECT_EQ(condition.name, "dx.break.cond");
  EXPECT_TRUE(condition.is_constant);
  EXPECT_EQ(condition.linkage, Linkage::Internal);
  ASSERT_NE(condition.initializer, nullptr);
  EXPECT_EQ(condition.initializer->constant_kind, ConstantKind::Null);
  // %1 = load i32, i32* getelementptr inbounds ([1 x i32], [1 x i32]* @dx.break.cond, i32 0, i32 0)
  const Instruction& load = instruction_at(function_named(module, "main"), 0, 0);
  EXPECT_EQ(load.opcode, Opcode::Load);
  const auto& address = cast<Constant>(*load.operands[0]);
  EXPECT_EQ(address.constant_kind, ConstantKind::Expression);
  EXPECT_EQ(address.expression_opcode, Opcode::GetElementPtr);
  EXPECT_TRUE(address.is_inbounds);
  EXPECT_EQ(address.elements[0], &condition);
  EXPECT_EQ(address.source_element_type, condition.value_type);
}

TEST(ModuleReaderCorpus, ReadsAContainerAndItsBareBitcodeAlike) {
  const std::vector<uint8_t> bytes = read_shader("control_flow/cf_loop_break_continue.dxil");
  const Container container = parse_container(bytes);
  const std::vector<uint8_t> bitcode(container.bitcode.begin(), container.bitcode.end());
  EXPECT_EQ(testing::fingerprint(read_module(bytes)), testing::fingerprint(read_module(bitcode)));
}

}  // namespace
}  // namespace untangle::dxil
