// ReadError: the error the DXIL reader throws for malformed or unsupported input, an
// untangle::Error located by the byte offset (and bit) of the input, then the block and record.
#pragma once

#include <cstdint>
#include <string_view>

#include "common/error.h"

namespace untangle::dxil {

class ReadError : public Error {
 public:
  // `bit_position` counts from the start of the input file; `context` names where in the
  // format the failure is ("DXBC header", "FUNCTION_BLOCK record INST_LOAD (20)"), and may
  // be empty.
  ReadError(uint64_t bit_position, std::string_view context, std::string_view message,
            Status status = Status::MalformedInput);

  uint64_t bit_position() const { return *location().bit_offset; }
  uint64_t byte_offset() const { return bit_position() / 8; }
};

using untangle::printable_name;

}  // namespace untangle::dxil
