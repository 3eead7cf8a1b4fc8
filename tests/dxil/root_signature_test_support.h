// Shared helpers of the root signature tests: the RTS0 payloads of shaders/rootsig, and the
// version 1.2 payload the tests derive from a 1.1 one (this DXC cannot write 1.2).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "dxil/container.h"
#include "reader_test_support.h"

namespace untangle::dxil::testing {

// The RTS0 part of shaders/rootsig/NAME (a `.rts0` file or a shader container), copied out.
inline std::vector<uint8_t> rts0_payload(const std::string& name) {
  const std::vector<uint8_t> file = read_shader("rootsig/" + name);
  const Container container = parse_container(file);
  const ContainerPart* part = container.find(PartKind::RootSignature);
  if (part == nullptr) throw std::runtime_error(name + " has no RTS0 part");
  return std::vector<uint8_t>(part->data.begin(), part->data.end());
}

// A version 1.2 payload made from a version 1.1 one whose static samplers come last (as DXC
// lays them out): version 3, and `sampler_flags[i]` appended to static sampler i.
inline std::vector<uint8_t> widen_to_version_1_2(const std::vector<uint8_t>& payload,
                                                 const std::vector<uint32_t>& sampler_flags) {
  constexpr size_t kSamplerSize = 52;
  const uint32_t count = load32(payload, 12);
  const uint32_t samplers_at = load32(payload, 16);
  if (count != sampler_flags.size() || samplers_at + count * kSamplerSize != payload.size())
    throw std::runtime_error("the static samplers are not the last part of the payload");
  std::vector<uint8_t> widened(payload.begin(), payload.begin() + samplers_at);
  store32(widened, 0, 3);
  for (uint32_t index = 0; index < count; ++index) {
    const auto sampler = payload.begin() + samplers_at + index * kSamplerSize;
    widened.insert(widened.end(), sampler, sampler + kSamplerSize);
    widened.resize(widened.size() + 4);
    store32(widened, widened.size() - 4, sampler_flags[index]);
  }
  return widened;
}

}  // namespace untangle::dxil::testing
