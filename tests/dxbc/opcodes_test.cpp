// Tests of the opcode table: lookups by number and by enumerator, and rows checked against
// the D3D10/11 tokenized program format's numbering and fxc's spellings.
#include <gtest/gtest.h>

#include "dxbc/program.h"

namespace untangle::dxbc {
namespace {

TEST(Opcodes, FindsEveryRowByNumber) {
  const OpcodeInfo* add = find_opcode(0);
  ASSERT_NE(add, nullptr);
  EXPECT_EQ(add->opcode, Opcode::Add);
  EXPECT_EQ(add->spelling, "add");
  EXPECT_EQ(add->operand_count, 3);
  EXPECT_EQ(add->kind, OpcodeKind::Float);
  const OpcodeInfo* last = find_opcode(234);
  ASSERT_NE(last, nullptr);
  EXPECT_EQ(last->spelling, "check_access_fully_mapped");
  EXPECT_EQ(last->operand_count, 2);
}

TEST(Opcodes, ReservedAndOutOfRangeNumbersHaveNoRow) {
  for (uint32_t number : {107u, 112u, 209u, 218u, 235u, 0x7FFu, 0xFFFFFFFFu}) EXPECT_EQ(find_opcode(number), nullptr) << number;
}

TEST(Opcodes, CountsRows) {
  int rows = 0;
  for (uint32_t number = 0; number < 0x800; ++number) {
    if (const OpcodeInfo* info = find_opcode(number)) {
      EXPECT_EQ(static_cast<uint32_t>(info->opcode), number);
      EXPECT_EQ(&opcode_info(info->opcode), info);
      ++rows;
    }
  }
  EXPECT_EQ(rows, 235 - 4);
}

// Rows whose numbers, operand counts or spellings are easy to get wrong, as the format
// header numbers them and fxc spells them.
TEST(Opcodes, MatchesTheTokenizedFormat) {
  struct Row {
    uint32_t number;
    const char* spelling;
    uint8_t operands;
  };
  const Row rows[] = {
      {46, "ldms", 4},           {53, "customdata", 0},       {71, "sample_c_lz", 5},
      {73, "sample_d", 6},       {77, "sincos", 3},           {78, "udiv", 4},
      {88, "dcl_resource", 1},   {104, "dcl_temps", 0},       {105, "dcl_indexableTemp", 0},
      {106, "dcl_globalFlags", 0}, {108, "lod", 4},           {113, "hs_decls", 0},
      {119, "emit_then_cut_stream", 1}, {120, "fcall", 1},    {128, "gather4_po_c", 6},
      {140, "bfi", 5},           {142, "swapc", 5},           {145, "dcl_function_table", 0},
      {155, "dcl_thread_group", 0}, {160, "dcl_tgsm_structured", 1}, {172, "atomic_cmp_store", 4},
      {185, "imm_atomic_cmp_exch", 5}, {190, "sync", 0},      {206, "dcl_gsinstances", 0},
      {211, "dfma", 4},          {213, "msad", 4},            {217, "utod", 2},
      {222, "gather4_po_c_s", 7}, {224, "ldms_s", 5},         {232, "sample_d_cl_s", 8},
  };
  for (const Row& row : rows) {
    const OpcodeInfo* info = find_opcode(row.number);
    ASSERT_NE(info, nullptr) << row.number;
    EXPECT_EQ(info->spelling, row.spelling) << row.number;
    EXPECT_EQ(info->operand_count, row.operands) << row.spelling;
  }
}

TEST(Opcodes, ProgramTypePrefixes) {
  EXPECT_EQ(program_type_prefix(ProgramType::Pixel), "ps");
  EXPECT_EQ(program_type_prefix(ProgramType::Vertex), "vs");
  EXPECT_EQ(program_type_prefix(ProgramType::Geometry), "gs");
  EXPECT_EQ(program_type_prefix(ProgramType::Hull), "hs");
  EXPECT_EQ(program_type_prefix(ProgramType::Domain), "ds");
  EXPECT_EQ(program_type_prefix(ProgramType::Compute), "cs");
}

}  // namespace
}  // namespace untangle::dxbc
