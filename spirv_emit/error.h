// TranslateError: the error SPIR-V emission throws, an untangle::Error located by function,
// block and instruction (as `untangle dis` names them). Most mean the module uses something
// untangle does not translate (Status::Unsupported), the default.
#pragma once

#include <string>

#include "common/error.h"

namespace untangle::spirv_emit {

class TranslateError : public Error {
 public:
  // `detail` says what went wrong; the location parts may be empty when unknown.
  explicit TranslateError(const std::string& detail, std::string function = {}, std::string block = {},
                          std::string instruction = {}, Status status = Status::Unsupported);
};

}  // namespace untangle::spirv_emit
