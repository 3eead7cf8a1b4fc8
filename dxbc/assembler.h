// The assembler of fxc's syntax, for test inputs written as text: the listing `fxc /dumpbin`
// prints (and `untangle dis` prints for DXBC) back into a program, its signatures (from the
// comment tables) and, when asked, a whole DXBC container.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dxbc/program.h"
#include "dxbc/resource_definitions.h"
#include "dxbc/signature_text.h"

namespace untangle::dxbc {

// The comment line that names a program's part where it is not the usual one for its
// version (SHDR for SM 4.x, SHEX for SM 5.x): fxc has written ps_5_0 programs in SHDR parts.
inline constexpr std::string_view kProgramPartComment = "// Program part: ";

struct AssembledShader {
  Program program;
  // The part the program goes to: SHEX for SM 5.x and SHDR for 4.x unless a
  // kProgramPartComment line says otherwise.
  std::optional<bool> extended_part;
  Signatures signatures;
  // The "// Resource Bindings:" table's, when the listing has one (resource_text.h).
  std::optional<ResourceDefinitions> resources;
};

// Reads a listing: comment lines ("//") outside the signature and resource tables, '#'
// lines (fxc's #line) and blank lines are ignored. Throws untangle::Error
// (Status::MalformedInput) "line L, column C: ..." naming what was expected.
AssembledShader assemble(std::string_view text);

// A DXBC container of the listing: an RDEF part where it has a resource binding table, its
// signatures (ISGN/OSGN/PCSG, or OSG5 / ISG1 / OSG1 / PSG1 where the tables have Stream or
// MinPrecision columns) and the program (SHDR for SM 4.x, SHEX for SM 5.x).
std::vector<uint8_t> assemble_container(std::string_view text);

}  // namespace untangle::dxbc
