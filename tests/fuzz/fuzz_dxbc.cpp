// libFuzzer target for the DXBC reader: the container, the SHEX/SHDR token stream's decoder
// and the lifter into the IR (what reader::read_program runs for a DXBC container). Malformed
// input may only end in untangle::Error for the input's fault (malformed or unsupported),
// never in a crash, leak, hang, sanitizer report or an internal error.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "common/error.h"
#include "dxbc/decode.h"
#include "dxbc/lift.h"
#include "dxil/container.h"
#include "dxil/error.h"

namespace {

using namespace untangle;

// The input's fault is an answer; any other status the reader throws is a finding.
void expect_rejection(const Error& error) {
  if (error.status() == Status::MalformedInput || error.status() == Status::Unsupported) return;
  std::fprintf(stderr, "fuzz_dxbc: %s: %s\n", std::string(status_name(error.status())).c_str(), error.what());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  dxil::Container container;
  try {
    container = dxil::parse_container(std::span<const uint8_t>(data, size));
  } catch (const dxil::ReadError&) {
    return 0;
  }
  const dxil::ContainerPart* program = container.find(dxil::PartKind::ShaderBytecodeExtended);
  if (program == nullptr) program = container.find(dxil::PartKind::ShaderBytecode);
  if (program == nullptr) return 0;
  // The decoder alone first: the lifter reads only what it needs of a program.
  try {
    (void)dxbc::decode_program(program->data, program->offset);
  } catch (const Error& error) {
    expect_rejection(error);
    return 0;
  }
  try {
    (void)dxbc::lift(container);
  } catch (const Error& error) {
    expect_rejection(error);
  }
  return 0;
}
