// read_program: the container parser has classified the program; this sends it on.
#include "reader/read_program.h"

#include "dxbc/lift.h"
#include "dxil/error.h"
#include "dxil/module_reader.h"

namespace untangle::reader {

dxil::Module read_program(const dxil::Container& container) {
  switch (container.program_format) {
    case dxil::ProgramFormat::Dxil: return dxil::read_module(container);
    case dxil::ProgramFormat::Dxbc: return dxbc::lift(container);
    case dxil::ProgramFormat::None: break;
  }
  std::string parts;
  for (const dxil::ContainerPart& part : container.parts) parts += (parts.empty() ? "" : ", ") + part.four_cc_text();
  throw dxil::ReadError(0, "DXBC container",
                        "has no shader program: no DXIL, ILDB, SHEX or SHDR part (parts: " +
                            (parts.empty() ? std::string("none") : parts) + ")");
}

}  // namespace untangle::reader
