// TranslateError: an Error located at a function, block and instruction.
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

TranslateError::TranslateError(const std::string& detail, std::string function, std::string block,
                               std::string instruction, Status status)
    : Error(status, detail, Location{{}, {}, std::move(function), std::move(block), std::move(instruction)}) {}

}  // namespace untangle::spirv_emit
