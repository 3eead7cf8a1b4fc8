// Unit tests of the LLVM bitstream reader on hand-built streams: every operand encoding,
// abbreviations, BLOCKINFO, nesting, skipping, and the errors malformed streams raise.
#include "dxil/bitstream.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bit_writer.h"
#include "dxil/error.h"

namespace untangle::dxil {
namespace {

using testing::BitWriter;

using testing::kArray;
using testing::kBlob;
using testing::kChar6;
using testing::kFixed;
using testing::kLiteral;
using testing::kVbr;

// Reads every entry, returning a compact trace: "{8" enter, "}" end, "R<code>:<ops>".
std::string trace(std::span<const uint8_t> bytes) {
  BitstreamReader reader(bytes, 0);
  std::string text;
  for (;;) {
    const BitstreamEntry entry = reader.next();
    switch (entry.kind) {
      case BitstreamEntryKind::EndOfStream: return text;
      case BitstreamEntryKind::EnterBlock: text += "{" + std::to_string(entry.block_id) + " "; break;
      case BitstreamEntryKind::EndBlock: text += "} "; break;
      case BitstreamEntryKind::Record: {
        text += "R" + std::to_string(reader.record().code) + ":";
        for (uint64_t operand : reader.record().operands) text += std::to_string(operand) + ",";
        if (!reader.record().blob.empty()) {
          text += "blob=" + std::string(reader.record().blob.begin(), reader.record().blob.end());
        }
        text += " ";
        break;
      }
    }
  }
}

std::string error_of(std::span<const uint8_t> bytes) {
  try {
    trace(bytes);
  } catch (const ReadError& error) {
    return error.what();
  }
  return "no error";
}

TEST(Bitstream, UnabbreviatedRecordsCarryFullWidthVbrValues) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.unabbreviated(1, {0, 31, 32, uint64_t{1} << 32, ~uint64_t{0}});
  writer.unabbreviated(7, {});
  writer.end_block();
  EXPECT_EQ(trace(writer.bytes()), "{8 R1:0,31,32,4294967296,18446744073709551615, R7: } ");
}

// The reader decodes values of up to three chunks inline, longer ones from one load where it
// holds them, and near the end of the input chunk by chunk: every length, at widths on both
// sides of each path's limit, both well before the end and as the last operands of the stream.
TEST(Bitstream, VbrValuesOfEveryLengthAtEveryWidth) {
  std::vector<uint64_t> values = {~uint64_t{0}};
  for (unsigned bit = 0; bit < 64; ++bit) {
    values.push_back(uint64_t{1} << bit);
    values.push_back((uint64_t{1} << bit) - 1);
  }
  std::string expected;
  for (const uint64_t value : values) expected += std::to_string(value) + ",";
  for (const unsigned width : {2u, 3u, 6u, 8u, 19u, 20u, 28u, 29u, 32u}) {
    BitWriter writer;
    writer.enter_block(8, 3);
    writer.define_abbreviation({{kLiteral, 1}, {kArray, 0}, {kVbr, width}});
    for (int copy = 0; copy < 2; ++copy) {
      writer.abbreviation_id(4);
      writer.emit_vbr(values.size(), 6);
      for (const uint64_t value : values) writer.emit_vbr(value, width);
    }
    writer.end_block();
    EXPECT_EQ(trace(writer.bytes()), "{8 R1:" + expected + " R1:" + expected + " } ") << "width " << width;
  }
}

TEST(Bitstream, RejectsVbrLongerThan64Bits) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.abbreviation_id(3);
  writer.emit_vbr(1, 6);
  writer.emit_vbr(1, 6);
  for (int chunk = 0; chunk < 13; ++chunk) writer.emit(0x3F, 6);  // 13 x 5 data bits = 65
  writer.emit(0, 6);
  writer.end_block();
  EXPECT_NE(error_of(writer.bytes()).find("VBR value does not fit in 64 bits"), std::string::npos);
}

TEST(Bitstream, AbbreviatedRecordsDecodeEveryOperandEncoding) {
  BitWriter writer;
  writer.enter_block(8, 4);
  // code literal 5, fixed(3), vbr(4), array of char6
  writer.define_abbreviation({{kLiteral, 5}, {kFixed, 3}, {kVbr, 4}, {kArray, 0}, {kChar6, 0}});
  // code fixed(8), array of fixed(8)
  writer.define_abbreviation({{kFixed, 8}, {kArray, 0}, {kFixed, 8}});
  // code literal 9, literal 42, blob
  writer.define_abbreviation({{kLiteral, 9}, {kLiteral, 42}, {kBlob, 0}});
  writer.abbreviation_id(4);
  writer.emit(6, 3);
  writer.emit_vbr(1000, 4);
  writer.emit_vbr(4, 6);
  for (uint64_t character : {0, 26, 52, 63}) writer.emit(character, 6);  // a A 0 _
  writer.abbreviation_id(5);
  writer.emit(200, 8);
  writer.emit_vbr(2, 6);
  writer.emit(255, 8);
  writer.emit(1, 8);
  writer.abbreviation_id(6);
  writer.emit_vbr(5, 6);
  writer.align();
  for (char character : std::string("hello")) writer.emit(static_cast<uint8_t>(character), 8);
  writer.align();
  writer.end_block();
  EXPECT_EQ(trace(writer.bytes()), "{8 R5:6,1000,97,65,48,95, R200:255,1, R9:42,blob=hello } ");
}

TEST(Bitstream, ZeroWidthFixedOperandReadsAsLiteralZero) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.define_abbreviation({{kLiteral, 3}, {kFixed, 0}, {kVbr, 6}});
  writer.abbreviation_id(4);
  writer.emit_vbr(77, 6);
  writer.end_block();
  EXPECT_EQ(trace(writer.bytes()), "{8 R3:0,77, } ");
}

TEST(Bitstream, BlockInfoAbbreviationsApplyToEveryBlockOfTheirId) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.enter_block(0, 2);       // BLOCKINFO
  writer.unabbreviated(1, {12});  // SETBID 12
  writer.define_abbreviation({{kLiteral, 20}, {kVbr, 6}});
  writer.unabbreviated(2, {'n', 'a', 'm', 'e'});  // BLOCKNAME, ignored
  writer.end_block();
  for (uint64_t value : {3, 4}) {
    writer.enter_block(12, 4);
    writer.define_abbreviation({{kLiteral, 30}, {kFixed, 2}});  // local: id 5
    writer.abbreviation_id(4);
    writer.emit_vbr(value, 6);
    writer.abbreviation_id(5);
    writer.emit(value - 2, 2);
    writer.end_block();
  }
  writer.end_block();
  EXPECT_EQ(trace(writer.bytes()), "{8 {12 R20:3, R30:1, } {12 R20:4, R30:2, } } ");
}

TEST(Bitstream, NestedBlocksKeepTheirOwnAbbreviationWidthAndAbbreviations) {
  BitWriter writer;
  writer.enter_block(8, 2);
  writer.define_abbreviation({{kLiteral, 1}, {kFixed, 4}});  // id 4 needs width 3: unusable at 2
  writer.enter_block(9, 5);
  writer.define_abbreviation({{kLiteral, 2}, {kFixed, 8}});  // id 4 inside
  writer.abbreviation_id(4);
  writer.emit(99, 8);
  writer.end_block();
  writer.unabbreviated(3, {1});
  writer.end_block();
  EXPECT_EQ(trace(writer.bytes()), "{8 {9 R2:99, } R3:1, } ");
}

TEST(Bitstream, SkipBlockUsesTheLengthWord) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.enter_block(9, 3);
  writer.unabbreviated(1, {1, 2, 3});
  writer.end_block();
  writer.unabbreviated(2, {7});
  writer.end_block();
  BitstreamReader reader(writer.bytes(), 0);
  EXPECT_EQ(reader.next().kind, BitstreamEntryKind::EnterBlock);
  const BitstreamEntry inner = reader.next();
  ASSERT_EQ(inner.kind, BitstreamEntryKind::EnterBlock);
  EXPECT_EQ(inner.block_id, 9u);
  reader.skip_block();
  ASSERT_EQ(reader.next().kind, BitstreamEntryKind::Record);
  EXPECT_EQ(reader.record().code, 2u);
  EXPECT_EQ(reader.next().kind, BitstreamEntryKind::EndBlock);
  EXPECT_EQ(reader.next().kind, BitstreamEntryKind::EndOfStream);
}

TEST(Bitstream, TrailingZeroPaddingEndsTheStream) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.end_block();
  writer.emit(0, 64);
  EXPECT_EQ(trace(writer.bytes()), "{8 } ");
}

TEST(Bitstream, RejectsBadMagic) {
  std::vector<uint8_t> bytes = {'B', 'C', 0xC0, 0xDF, 0, 0, 0, 0};
  EXPECT_EQ(error_of(bytes), "offset 0x0: top level: bitcode does not start with 'BC' 0xC0DE");
}

TEST(Bitstream, RejectsNestingBeyondTheDepthLimit) {
  BitWriter writer;
  for (size_t depth = 0; depth <= BitstreamReader::kMaxBlockDepth; ++depth) writer.enter_block(8, 3);
  for (size_t depth = 0; depth <= BitstreamReader::kMaxBlockDepth; ++depth) writer.end_block();
  EXPECT_NE(error_of(writer.bytes()).find("blocks nest deeper than 16"), std::string::npos);
}

TEST(Bitstream, RejectsBlockLengthPastItsParent) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.end_block();
  writer.bytes()[8] = 200;  // MODULE_BLOCK's length word
  EXPECT_EQ(error_of(writer.bytes()),
            "offset 0xc: top level: MODULE_BLOCK length of 200 words runs past the end of the bitcode");
}

TEST(Bitstream, RejectsEndBlockThatDisagreesWithTheLengthWord) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.unabbreviated(1, {});
  writer.end_block();
  writer.emit(0, 32);
  writer.bytes()[8] = 2;  // one word more than written
  EXPECT_NE(error_of(writer.bytes()).find("END_BLOCK of MODULE_BLOCK does not match its length word"),
            std::string::npos);
}

TEST(Bitstream, RejectsUndefinedAbbreviation) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.abbreviation_id(5);
  writer.end_block();
  EXPECT_EQ(error_of(writer.bytes()),
            "offset 0xc (bit 3): MODULE_BLOCK: abbreviation id 5 is not defined (MODULE_BLOCK has 0)");
}

TEST(Bitstream, RejectsArrayLongerThanTheBlockWithoutAllocatingIt) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.define_abbreviation({{kLiteral, 1}, {kArray, 0}, {kFixed, 8}});
  writer.abbreviation_id(4);
  writer.emit_vbr(uint64_t{1} << 60, 6);
  writer.end_block();
  EXPECT_NE(error_of(writer.bytes()).find("array of 1152921504606846976 elements runs past the end of the block"),
            std::string::npos);
}

TEST(Bitstream, RejectsMalformedAbbreviationDefinitions) {
  const auto define = [](const std::vector<std::pair<unsigned, uint64_t>>& operands) {
    BitWriter writer;
    writer.enter_block(8, 3);
    writer.define_abbreviation(operands);
    writer.end_block();
    return error_of(writer.bytes());
  };
  EXPECT_NE(define({{kArray, 0}, {kFixed, 8}}).find("starts with an array or a blob"), std::string::npos);
  EXPECT_NE(define({{kLiteral, 1}, {kBlob, 0}, {kFixed, 3}}).find("blob is not the last operand"), std::string::npos);
  EXPECT_NE(define({{kLiteral, 1}, {kArray, 0}, {kBlob, 0}}).find("array elements must be"), std::string::npos);
  EXPECT_NE(define({{kLiteral, 1}, {kFixed, 65}}).find("invalid width 65"), std::string::npos);
  EXPECT_NE(define({{kLiteral, 1}, {kVbr, 1}}).find("invalid width 1"), std::string::npos);
}

TEST(Bitstream, ErrorsNameTheRecordThroughFail) {
  BitWriter writer;
  writer.enter_block(12, 4);         // FUNCTION_BLOCK
  writer.unabbreviated(20, {1, 2});  // INST_LOAD
  writer.end_block();
  BitstreamReader reader(writer.bytes(), 0x100);
  reader.next();
  ASSERT_EQ(reader.next().kind, BitstreamEntryKind::Record);
  try {
    reader.fail("operand 2 refers to value 57, only 40 defined");
    FAIL();
  } catch (const ReadError& error) {
    EXPECT_STREQ(error.what(),
                 "offset 0x10c: FUNCTION_BLOCK record INST_LOAD (20): operand 2 refers to value 57, only 40 defined");
    EXPECT_EQ(error.byte_offset(), 0x10cu);
  }
}

TEST(Bitstream, TruncationAtEveryByteFailsCleanly) {
  BitWriter writer;
  writer.enter_block(8, 3);
  writer.enter_block(0, 2);
  writer.unabbreviated(1, {9});
  writer.define_abbreviation({{kLiteral, 4}, {kArray, 0}, {kChar6, 0}});
  writer.end_block();
  writer.enter_block(9, 3);
  writer.abbreviation_id(4);
  writer.emit_vbr(3, 6);
  for (int i = 0; i < 3; ++i) writer.emit(i, 6);
  writer.end_block();
  writer.end_block();
  const std::vector<uint8_t> whole = writer.bytes();
  ASSERT_EQ(error_of(whole), "no error");
  for (size_t size = 0; size < whole.size(); ++size) {
    if (size == 4) continue;  // the magic alone is a valid, empty stream
    const std::vector<uint8_t> prefix(whole.begin(), whole.begin() + static_cast<std::ptrdiff_t>(size));
    const std::string error = error_of(prefix);
    EXPECT_EQ(error.rfind("offset 0x", 0), 0u) << "size " << size << ": " << error;
  }
}

}  // namespace
}  // namespace untangle::dxil
