// The assembler of fxc's syntax, for test inputs written as text: the listing `fxc /dumpbin`
// prints (and `untangle dis` prints for DXBC) back into a program, its signatures (from the
// comment tables) and, when asked, a whole DXBC container.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dxbc/program.h"
#include "dxbc/signature_text.h"

namespace untangle::dxbc {

// A row of fxc's "// Resource Bindings:" table, the names a listing gives its resources.
struct ResourceName {
  std::string name;     // "g_texture"
  std::string type;     // "texture", "sampler", "cbuffer", "UAV"...
  std::string binding;  // "t0", "cb1", "u2, space1" as the "HLSL Bind" column says it
  uint32_t count = 1;
};

struct AssembledShader {
  Program program;
  Signatures signatures;
  std::vector<ResourceName> resource_names;
};

// Reads a listing: comment lines ("//") outside the signature and resource tables, '#'
// lines (fxc's #line) and blank lines are ignored. Throws untangle::Error
// (Status::MalformedInput) "line L, column C: ..." naming what was expected.
AssembledShader assemble(std::string_view text);

// A DXBC container of the listing: its signatures (ISGN/OSGN/PCSG, or OSG5 / ISG1 / OSG1 /
// PSG1 where the tables have Stream or MinPrecision columns) and the program (SHDR for
// SM 4.x, SHEX for SM 5.x).
std::vector<uint8_t> assemble_container(std::string_view text);

}  // namespace untangle::dxbc
