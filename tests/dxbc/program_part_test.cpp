// A program in the part its version would not give (fxc has written ps_5_0 in SHDR): the
// listing says so in one comment line, and assembling it gives that part back.
#include <gtest/gtest.h>

#include "dxbc/assembler.h"
#include "common/error.h"
#include "dxbc/disassembler.h"

namespace untangle::dxbc {
namespace {

TEST(ProgramPart, AnUnusualPartRoundTrips) {
  const std::string listing = "// Program part: SHDR\nps_5_0\nret\n";
  const std::vector<uint8_t> bytes = assemble_container(listing);
  const dxil::Container container = dxil::parse_container(bytes);
  EXPECT_NE(container.find(dxil::PartKind::ShaderBytecode), nullptr);
  EXPECT_EQ(container.find(dxil::PartKind::ShaderBytecodeExtended), nullptr);
  const std::string printed = disassemble_container(container);
  EXPECT_EQ(printed, "// Program part: SHDR\nps_5_0\nret\n");

  // The usual part needs no line.
  const std::string usual = disassemble_container(dxil::parse_container(assemble_container("ps_5_0\nret\n")));
  EXPECT_EQ(usual.find("Program part"), std::string::npos) << usual;

  EXPECT_THROW(assemble("// Program part: DXIL\nps_5_0\nret\n"), untangle::Error);
}

}  // namespace
}  // namespace untangle::dxbc
