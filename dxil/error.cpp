// ReadError: an Error located at a bit of the input ("offset 0x1a4 (bit 3): CONTEXT: MESSAGE").
#include "dxil/error.h"

#include <string>

namespace untangle::dxil {

ReadError::ReadError(uint64_t bit_position, std::string_view context, std::string_view message, Status status)
    : Error(status, std::string(message), Location{bit_position, std::string(context), {}, {}, {}}) {}

}  // namespace untangle::dxil
