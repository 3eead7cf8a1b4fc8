// libFuzzer target for the root signature reader: the input as a container whose RTS0 part
// is read, and as a bare RTS0 payload. Malformed input may only end in a ReadError, never in
// a crash, leak, hang, sanitizer report or an allocation beyond the input's size.
#include <cstddef>
#include <cstdint>
#include <span>

#include "dxil/container.h"
#include "dxil/error.h"
#include "dxil/root_signature.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace untangle::dxil;
  const std::span<const uint8_t> bytes(data, size);
  try {
    const std::optional<RootSignature> signature = read_root_signature(parse_container(bytes));
    if (signature) (void)describe(*signature);
  } catch (const ReadError&) {
  }
  try {
    (void)describe(parse_root_signature(bytes));
  } catch (const ReadError&) {
  }
  return 0;
}
