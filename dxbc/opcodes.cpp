// The opcode table of opcodes.def as data: lookup by token number (one array index) and by
// enumerator, and the program types' fxc prefixes.
#include <array>
#include <string>

#include "common/error.h"
#include "dxbc/program.h"

namespace untangle::dxbc {
namespace {

constexpr OpcodeInfo kOpcodes[] = {
#define DXBC_OPCODE(name, number, spelling, operands, kind) {Opcode::name, spelling, operands, OpcodeKind::kind},
#include "dxbc/opcodes.def"
#undef DXBC_OPCODE
};

constexpr uint32_t kOpcodeLimit = static_cast<uint32_t>(kOpcodes[std::size(kOpcodes) - 1].opcode) + 1;

// Token number -> row of kOpcodes, or -1 for the reserved numbers.
constexpr std::array<int16_t, kOpcodeLimit> kRowOfNumber = [] {
  std::array<int16_t, kOpcodeLimit> rows{};
  rows.fill(-1);
  for (size_t row = 0; row < std::size(kOpcodes); ++row) rows[static_cast<uint32_t>(kOpcodes[row].opcode)] = static_cast<int16_t>(row);
  return rows;
}();

constexpr bool rows_in_number_order() {
  for (size_t row = 1; row < std::size(kOpcodes); ++row) {
    if (kOpcodes[row - 1].opcode >= kOpcodes[row].opcode) return false;
  }
  return true;
}
static_assert(rows_in_number_order(), "opcodes.def rows must be in increasing number order");

}  // namespace

std::string_view program_type_prefix(ProgramType type) {
  switch (type) {
    case ProgramType::Pixel: return "ps";
    case ProgramType::Vertex: return "vs";
    case ProgramType::Geometry: return "gs";
    case ProgramType::Hull: return "hs";
    case ProgramType::Domain: return "ds";
    case ProgramType::Compute: return "cs";
  }
  internal_error("program type " + std::to_string(static_cast<unsigned>(type)) + " has no prefix");
}

const OpcodeInfo* find_opcode(uint32_t number) {
  if (number >= kOpcodeLimit || kRowOfNumber[number] < 0) return nullptr;
  return &kOpcodes[kRowOfNumber[number]];
}

const OpcodeInfo& opcode_info(Opcode opcode) {
  const OpcodeInfo* info = find_opcode(static_cast<uint32_t>(opcode));
  if (info == nullptr) internal_error("opcode " + std::to_string(static_cast<unsigned>(opcode)) + " is not in opcodes.def");
  return *info;
}

}  // namespace untangle::dxbc
