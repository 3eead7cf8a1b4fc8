// libFuzzer target for the DXIL reader and what `untangle dis` runs after it: container,
// bitstream, module reader, disassembler and DXIL metadata. Malformed input may only end
// in one of their documented exceptions, never in a crash, leak, hang or sanitizer report.
#include "dxil/disassembler.h"
#include "dxil/dxil_metadata.h"
#include "dxil/error.h"
#include "dxil/module_reader.h"

#include <cstddef>
#include <cstdint>
#include <span>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace untangle::dxil;
  Module module;
  try {
    module = read_module(std::span<const uint8_t>(data, size));
  } catch (const ReadError&) {
    return 0;
  }
  try {
    (void)disassemble(module);
  } catch (const DisassemblyError&) {
  }
  try {
    (void)describe(read_shader_info(module));
  } catch (const MetadataError&) {
  }
  return 0;
}
