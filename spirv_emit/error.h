// TranslateError: the exception SPIR-V emission throws when a module cannot be translated.
// Its message is one line naming the function, block and instruction where known.
#pragma once

#include <stdexcept>
#include <string>

namespace untangle::spirv_emit {

class TranslateError : public std::runtime_error {
 public:
  // `detail` says what went wrong; the location parts may be empty when unknown.
  explicit TranslateError(const std::string& detail, std::string function = {}, std::string block = {},
                          std::string instruction = {});

  const std::string& detail() const { return detail_; }
  const std::string& function() const { return function_; }
  const std::string& block() const { return block_; }
  const std::string& instruction() const { return instruction_; }

 private:
  std::string detail_;
  std::string function_;
  std::string block_;
  std::string instruction_;
};

}  // namespace untangle::spirv_emit
