// Helpers of the dxbc tests: token streams as bytes, value comparison of decoded programs
// (relative indices are shared pointers, so == on them would compare addresses), and the
// message of the ReadError a call throws.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "dxbc/program.h"
#include "dxil/error.h"

namespace untangle::dxbc::testing {

inline std::vector<uint8_t> to_bytes(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> bytes;
  for (uint32_t word : words) {
    for (int shift = 0; shift < 32; shift += 8) bytes.push_back(static_cast<uint8_t>(word >> shift));
  }
  return bytes;
}

// A program's stream: the version token (`type`, `major`.`minor`), the length, the body.
inline std::vector<uint32_t> stream(ProgramType type, uint32_t major, uint32_t minor, std::vector<uint32_t> body) {
  std::vector<uint32_t> words{static_cast<uint32_t>(type) << 16 | major << 4 | minor, static_cast<uint32_t>(body.size() + 2)};
  words.insert(words.end(), body.begin(), body.end());
  return words;
}

inline bool same_operand(const Operand& a, const Operand& b);

inline bool same_index(const OperandIndex& a, const OperandIndex& b) {
  if (a.representation != b.representation || a.immediate != b.immediate) return false;
  if ((a.relative == nullptr) != (b.relative == nullptr)) return false;
  return a.relative == nullptr || same_operand(*a.relative, *b.relative);
}

inline bool same_operand(const Operand& a, const Operand& b) {
  if (a.type != b.type || a.component_count != b.component_count || a.selection != b.selection || a.mask != b.mask ||
      a.swizzle != b.swizzle || a.modifier != b.modifier || a.min_precision != b.min_precision ||
      a.non_uniform != b.non_uniform || a.has_extended_token != b.has_extended_token || a.immediate != b.immediate ||
      a.indices.size() != b.indices.size()) {
    return false;
  }
  for (size_t i = 0; i < a.indices.size(); ++i) {
    if (!same_index(a.indices[i], b.indices[i])) return false;
  }
  return true;
}

inline bool same_instruction(const Instruction& a, const Instruction& b) {
  if (a.opcode != b.opcode || a.controls != b.controls || a.has_length_token != b.has_length_token ||
      a.has_sample_offsets != b.has_sample_offsets || a.sample_offsets != b.sample_offsets ||
      a.has_resource_dimension != b.has_resource_dimension || a.resource_dimension != b.resource_dimension ||
      a.resource_stride != b.resource_stride || a.has_return_type != b.has_return_type ||
      a.return_type != b.return_type || a.extra != b.extra || a.offset != b.offset ||
      a.operands.size() != b.operands.size()) {
    return false;
  }
  for (size_t i = 0; i < a.operands.size(); ++i) {
    if (!same_operand(a.operands[i], b.operands[i])) return false;
  }
  return true;
}

inline void expect_same_program(const Program& a, const Program& b) {
  EXPECT_EQ(a.type, b.type);
  EXPECT_EQ(a.major, b.major);
  EXPECT_EQ(a.minor, b.minor);
  ASSERT_EQ(a.instructions.size(), b.instructions.size());
  for (size_t i = 0; i < a.instructions.size(); ++i) EXPECT_TRUE(same_instruction(a.instructions[i], b.instructions[i])) << "instruction " << i;
}

// The what() of the ReadError `call` throws, or "no error".
inline std::string read_error_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const dxil::ReadError& error) {
    return error.what();
  }
  return "no error";
}

}  // namespace untangle::dxbc::testing
