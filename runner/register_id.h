// An HLSL register as a manifest names it: class letter (b, t, u, s), index and space.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace untangle::runner {

struct RegisterId {
  char type = 't';
  uint32_t index = 0;
  uint32_t space = 0;

  // Parses "t0", "u12"...; throws RunnerError.
  static RegisterId parse(std::string_view text, uint32_t space);
  // "t0", with " space1" where the space is not 0.
  std::string text() const;
  bool operator==(const RegisterId&) const = default;
};

}  // namespace untangle::runner
