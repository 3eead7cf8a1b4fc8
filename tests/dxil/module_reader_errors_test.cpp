// Module reader tests on malformed input: hand-built modules that break one rule each must
// fail with a one-line error naming offset, block, record and function; truncated and
// mutated corpus bitcode must never crash, and what still reads must be well formed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <functional>

#include "bit_writer.h"
#include "dxil/error.h"
#include "dxil/module_reader.h"
#include "module_reader_checks.h"
#include "reader_test_support.h"

namespace untangle::dxil {
namespace {

using testing::BitWriter;

// Block ids and record codes, as LLVM numbers them.
enum BlockId : uint32_t { kModule = 8, kConstants = 11, kFunction = 12, kSymbols = 14, kTypes = 17 };
enum ModuleCode : uint32_t { kVersion = 1, kFunctionRecord = 8 };
enum TypeCode : uint32_t {
  kNumEntry = 1, kVoid = 2, kInteger = 7, kPointer = 8, kStructAnonymous = 18, kStructName = 19, kStructNamed = 20,
  kFunctionType = 21,
};
enum ConstantCode : uint32_t { kSetType = 1, kConstInteger = 4, kAggregate = 7, kCastExpression = 11 };
enum FunctionCode : uint32_t {
  kDeclareBlocks = 1, kBinop = 2, kRet = 10, kBr = 11, kPhi = 16, kLoad = 20, kFence = 36,
};
enum SymbolCode : uint32_t { kEntry = 1 };
constexpr uint64_t kBitCast = 11;  // cast opcode

// Type ids every built module starts with.
enum : uint64_t { kVoidType = 0, kMainType = 1, kI32 = 2, kI32Pointer = 3, kI1 = 4, kFirstExtraType = 5 };

struct ModuleParts {
  std::vector<std::vector<uint64_t>> extra_types;  // {code, operands...}, ids from kFirstExtraType
  std::function<void(BitWriter&)> constants;       // module CONSTANTS_BLOCK records, if any
  std::function<void(BitWriter&)> body;            // FUNCTION_BLOCK records of `void @main()`
  std::string function_name = "main";
};

std::vector<uint8_t> build(const ModuleParts& parts) {
  BitWriter writer;
  writer.enter_block(kModule, 3);
  writer.unabbreviated(kVersion, {1});
  writer.enter_block(kTypes, 4);
  const auto is_type = [](const std::vector<uint64_t>& record) { return record[0] != kStructName; };
  writer.unabbreviated(
      kNumEntry, {kFirstExtraType +
                  static_cast<uint64_t>(std::count_if(parts.extra_types.begin(), parts.extra_types.end(), is_type))});
  writer.unabbreviated(kVoid, {});
  writer.unabbreviated(kFunctionType, {0, kVoidType});
  writer.unabbreviated(kInteger, {32});
  writer.unabbreviated(kPointer, {kI32, 0});
  writer.unabbreviated(kInteger, {1});
  for (const auto& type : parts.extra_types) {
    writer.unabbreviated(static_cast<uint32_t>(type[0]), std::vector<uint64_t>(type.begin() + 1, type.end()));
  }
  writer.end_block();
  writer.unabbreviated(kFunctionRecord, {kMainType, 0, 0, 0, 0, 0, 0, 0});  // value 0: @main
  if (parts.constants) {
    writer.enter_block(kConstants, 4);
    parts.constants(writer);
    writer.end_block();
  }
  writer.enter_block(kSymbols, 4);
  writer.string_record(kEntry, {0}, parts.function_name);
  writer.end_block();
  writer.enter_block(kFunction, 4);
  if (parts.body) parts.body(writer);
  writer.end_block();
  writer.end_block();
  return writer.bytes();
}

std::string error_of(std::span<const uint8_t> bytes) {
  try {
    read_module(bytes);
  } catch (const ReadError& error) {
    return error.what();
  }
  return "no error";
}

std::string location(uint64_t bit) {
  char text[48];
  if (bit % 8 == 0) {
    std::snprintf(text, sizeof text, "offset 0x%llx", static_cast<unsigned long long>(bit / 8));
  } else {
    std::snprintf(text, sizeof text, "offset 0x%llx (bit %u)", static_cast<unsigned long long>(bit / 8),
                  static_cast<unsigned>(bit % 8));
  }
  return text;
}

// A relative operand that refers to value `id` when `next` values are defined.
uint64_t relative(uint32_t next, uint32_t id) { return static_cast<uint32_t>(next - id); }

TEST(ModuleReaderErrors, BuiltModuleReadsWhenValid) {
  ModuleParts parts;
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {1});
    writer.unabbreviated(kRet, {});
  };
  const Module module = read_module(build(parts));
  ASSERT_EQ(module.functions.size(), 1u);
  EXPECT_EQ(module.functions[0]->name, "main");
  EXPECT_EQ(module.functions[0]->blocks.at(0)->terminator()->opcode, Opcode::Ret);
}

TEST(ModuleReaderErrors, ForwardReferenceNeverDefinedNamesTheLoad) {
  uint64_t load_at = 0;
  ModuleParts parts;
  parts.body = [&](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {1});
    load_at = writer.bit_count();
    // load i32, i32* %57, align 4: a forward reference, so its type follows.
    writer.unabbreviated(kLoad, {relative(1, 57), kI32Pointer, kI32, 3, 0});
    writer.unabbreviated(kRet, {});
  };
  const std::vector<uint8_t> bytes = build(parts);
  EXPECT_EQ(error_of(bytes), location(load_at) +
                                 ": FUNCTION_BLOCK record INST_LOAD (20): in @main, block 0: operand 0 refers to value "
                                 "57, only 2 defined");
}

TEST(ModuleReaderErrors, OperandOfTheWrongTypeIsRejected) {
  ModuleParts parts;
  parts.constants = [](BitWriter& writer) {
    writer.unabbreviated(kSetType, {kI32});
    writer.unabbreviated(kConstInteger, {2});  // value 1: i32 1
  };
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {1});
    writer.unabbreviated(kLoad, {relative(2, 1), kI32, 3, 0});  // load from an i32
    writer.unabbreviated(kRet, {});
  };
  EXPECT_NE(error_of(build(parts)).find("INST_LOAD (20): in @main, block 0: load from a value that is not a pointer"),
            std::string::npos);
}

TEST(ModuleReaderErrors, UnsupportedInstructionIsNamed) {
  uint64_t fence_at = 0;
  ModuleParts parts;
  parts.body = [&](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {1});
    fence_at = writer.bit_count();
    writer.unabbreviated(kFence, {6, 1});
    writer.unabbreviated(kRet, {});
  };
  const std::vector<uint8_t> bytes = build(parts);
  EXPECT_EQ(error_of(bytes), location(fence_at) +
                                 ": FUNCTION_BLOCK record INST_FENCE (36): in @main, block 0: instruction is not "
                                 "supported in DXIL");
}

TEST(ModuleReaderErrors, BlockWithoutTerminatorIsRejected) {
  ModuleParts parts;
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {2});
    writer.unabbreviated(kBr, {1});
  };
  EXPECT_NE(error_of(build(parts)).find("FUNCTION_BLOCK: block 1 of @main has no terminator"), std::string::npos);
}

TEST(ModuleReaderErrors, NamesInMessagesAreEscapedToKeepOneLine) {
  ModuleParts parts;
  parts.function_name = "two\nlines\\";
  parts.body = [](BitWriter& writer) { writer.unabbreviated(kDeclareBlocks, {1}); };
  EXPECT_NE(error_of(build(parts)).find("block 0 of @two\\0Alines\\5C has no terminator"), std::string::npos);
}

TEST(ModuleReaderErrors, BranchToAMissingBlockIsRejected) {
  ModuleParts parts;
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {1});
    writer.unabbreviated(kBr, {5});
  };
  EXPECT_NE(error_of(build(parts)).find("INST_BR (11): in @main, block 0: refers to block 5, the function has 1"),
            std::string::npos);
}

TEST(ModuleReaderErrors, PhiNamingANonPredecessorIsRejected) {
  ModuleParts parts;
  parts.constants = [](BitWriter& writer) {
    writer.unabbreviated(kSetType, {kI32});
    writer.unabbreviated(kConstInteger, {2});  // value 1
  };
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {3});
    writer.unabbreviated(kBr, {2});
    writer.unabbreviated(kBr, {2});
    // phi i32 [ 1, %0 ], [ 1, %2 ]: block 2 does not branch to itself.
    writer.unabbreviated(kPhi, {kI32, (2 - 1) << 1, 0, (2 - 1) << 1, 2});
    writer.unabbreviated(kRet, {});
  };
  EXPECT_NE(error_of(build(parts)).find("a phi in block 2 names block 2, which is not a predecessor"),
            std::string::npos);
}

TEST(ModuleReaderErrors, PhiMissingAPredecessorIsRejected) {
  ModuleParts parts;
  parts.constants = [](BitWriter& writer) {
    writer.unabbreviated(kSetType, {kI32});
    writer.unabbreviated(kConstInteger, {2});
  };
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {3});
    writer.unabbreviated(kBr, {2});
    writer.unabbreviated(kBr, {2});
    writer.unabbreviated(kPhi, {kI32, (2 - 1) << 1, 0});
    writer.unabbreviated(kRet, {});
  };
  EXPECT_NE(error_of(build(parts)).find("a phi in block 2 has no value for predecessor 1"), std::string::npos);
}

TEST(ModuleReaderErrors, StructContainingItselfIsRejected) {
  ModuleParts parts;
  parts.extra_types = {{kStructName, 'l', 'o', 'o', 'p'}, {kStructNamed, 0, kI32, kFirstExtraType}};
  EXPECT_NE(error_of(build(parts)).find("TYPE_BLOCK: struct type %loop contains itself"), std::string::npos);
}

TEST(ModuleReaderErrors, StructPointingToItselfIsFine) {
  ModuleParts parts;
  // %list = type { i32, %list* }, written as LLVM does: the pointer first, naming the
  // struct ahead of its definition.
  parts.extra_types = {
      {kPointer, kFirstExtraType + 1, 0}, {kStructName, 'l', 'i', 's', 't'}, {kStructNamed, 0, kI32, kFirstExtraType}};
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {1});
    writer.unabbreviated(kRet, {});
  };
  const Module module = read_module(build(parts));
  const Type* list = nullptr;
  for (const auto& type : module.types) {
    if (type->name == "list") list = type.get();
  }
  ASSERT_NE(list, nullptr);
  EXPECT_EQ(list->members[1]->element, list);
  EXPECT_EQ(module.types.at(kFirstExtraType + 1).get(), list);  // in TYPE_BLOCK order
}

TEST(ModuleReaderErrors, ForwardTypeReferenceToANonStructIsRejected) {
  ModuleParts parts;
  parts.extra_types = {{kPointer, kFirstExtraType + 1, 0}, {kInteger, 8}};
  EXPECT_NE(error_of(build(parts))
                .find("TYPE_BLOCK record INTEGER (7): type 6 is referenced before its definition but "
                      "is not a named struct"),
            std::string::npos);
}

TEST(ModuleReaderErrors, TypeIdOutOfRangeIsRejected) {
  ModuleParts parts;
  parts.constants = [](BitWriter& writer) { writer.unabbreviated(kSetType, {99}); };
  EXPECT_NE(error_of(build(parts)).find("CONSTANTS_BLOCK record SETTYPE (1): type id 99 is out of range (5 types)"),
            std::string::npos);
}

TEST(ModuleReaderErrors, ConstantContainingItselfIsRejected) {
  ModuleParts parts;
  parts.constants = [](BitWriter& writer) {
    writer.unabbreviated(kSetType, {kI32Pointer});
    writer.unabbreviated(kCastExpression, {kBitCast, kI32Pointer, 2});  // value 1 = bitcast value 2
    writer.unabbreviated(kCastExpression, {kBitCast, kI32Pointer, 1});  // value 2 = bitcast value 1
  };
  EXPECT_NE(error_of(build(parts)).find("CONSTANTS_BLOCK: a constant contains itself"), std::string::npos);
}

TEST(ModuleReaderErrors, AggregateOfTheWrongElementTypeIsRejected) {
  ModuleParts parts;
  parts.extra_types = {{kStructAnonymous, 0, kI32Pointer}};  // { i32* }
  parts.constants = [](BitWriter& writer) {
    writer.unabbreviated(kSetType, {kFirstExtraType});
    writer.unabbreviated(kAggregate, {1});  // value 1 = { value 1 }, but value 1 is no i32*
  };
  EXPECT_NE(error_of(build(parts))
                .find("CONSTANTS_BLOCK record AGGREGATE (7): operand 0 refers to value 1, which does "
                      "not have the type the record gives"),
            std::string::npos);
}

TEST(ModuleReaderErrors, BinaryOperatorOnMismatchedOperandsIsRejected) {
  ModuleParts parts;
  parts.constants = [](BitWriter& writer) {
    writer.unabbreviated(kSetType, {kI32});
    writer.unabbreviated(kConstInteger, {2});  // value 1: i32
    writer.unabbreviated(kSetType, {kI1});
    writer.unabbreviated(kConstInteger, {0});  // value 2: i1
  };
  parts.body = [](BitWriter& writer) {
    writer.unabbreviated(kDeclareBlocks, {1});
    writer.unabbreviated(kBinop, {relative(3, 1), relative(3, 2), 0});
    writer.unabbreviated(kRet, {});
  };
  EXPECT_NE(error_of(build(parts))
                .find("INST_BINOP (2): in @main, block 0: value 2 does not have the type the record expects"),
            std::string::npos);
}

TEST(ModuleReaderErrors, ContainerWithoutDxilPartIsRejected) {
  std::vector<uint8_t> bytes = testing::read_shader("control_flow/cf_if_else.dxil");
  bytes[0x110] = 'X';  // the DXIL part's four-CC
  EXPECT_EQ(error_of(bytes), "offset 0x0: DXBC container: has no DXIL or ILDB part with bitcode");
}

TEST(ModuleReaderErrors, TruncationAtEveryByteFailsWithAnOffset) {
  const std::vector<uint8_t> container = testing::read_shader("control_flow/cf_if_else.dxil");
  const Container parsed = parse_container(container);
  const std::vector<uint8_t> bitcode(parsed.bitcode.begin(), parsed.bitcode.end());
  for (const std::vector<uint8_t>* whole : {&bitcode, &container}) {
    for (size_t size = 0; size < whole->size(); ++size) {
      const std::span<const uint8_t> prefix(whole->data(), size);
      const std::string error = error_of(prefix);
      ASSERT_EQ(error.rfind("offset 0x", 0), 0u) << "size " << size << ": " << error;
    }
  }
}

// Flips bits all over real bitcode: reading must end in a module that passes the
// structural check or in a ReadError, never in a crash or another exception.
TEST(ModuleReaderErrors, MutatedCorpusBitcodeNeverCrashes) {
  uint32_t state = 12345;
  const auto random = [&state] {
    state = state * 1664525u + 1013904223u;
    return state >> 8;
  };
  size_t rejected = 0, accepted = 0;
  for (const char* name : {"control_flow/cf_if_else.dxil", "memory/local_array.dxil", "graphics/ps_textured.dxil"}) {
    const std::vector<uint8_t> container = testing::read_shader(name);
    const Container parsed = parse_container(container);
    const std::vector<uint8_t> original(parsed.bitcode.begin(), parsed.bitcode.end());
    for (size_t position = 4; position < original.size(); ++position) {
      std::vector<uint8_t> mutated = original;
      mutated[position] ^= static_cast<uint8_t>(1u << (random() % 8));
      if (random() % 4 == 0) mutated[random() % mutated.size()] = static_cast<uint8_t>(random());
      try {
        const Module module = read_module(mutated);
        EXPECT_EQ(testing::check_well_formed(module), "") << name << " byte " << position;
        ++accepted;
      } catch (const ReadError& error) {
        EXPECT_EQ(std::string(error.what()).rfind("offset 0x", 0), 0u);
        ++rejected;
      }
    }
  }
  EXPECT_GT(rejected, 1000u);
  EXPECT_GT(accepted, 100u);
}

}  // namespace
}  // namespace untangle::dxil
