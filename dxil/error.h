// ReadError: the one exception the DXIL reader throws for malformed or unsupported input.
// Its message is a single line naming the byte offset (and bit), then the block and record.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace untangle::dxil {

class ReadError : public std::runtime_error {
 public:
  // `bit_position` counts from the start of the input file; `context` names where in the
  // format the failure is ("DXBC header", "FUNCTION_BLOCK record INST_LOAD (20)"), and may
  // be empty.
  ReadError(uint64_t bit_position, std::string_view context, std::string_view message);

  uint64_t bit_position() const { return bit_position_; }
  uint64_t byte_offset() const { return bit_position_ / 8; }

 private:
  uint64_t bit_position_;
};

// `name` as it may appear inside a one-line message: bytes outside printable ASCII as \XX,
// and at most 80 characters of it.
std::string printable_name(std::string_view name);

}  // namespace untangle::dxil
