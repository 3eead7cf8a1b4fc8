// TranslateError: composes the one-line message from the location and the detail.
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

std::string compose(const std::string& detail, const std::string& function, const std::string& block,
                    const std::string& instruction) {
  std::string where;
  auto add = [&where](const std::string& part) {
    if (part.empty()) return;
    if (!where.empty()) where += ", ";
    where += part;
  };
  if (!function.empty()) add("function '" + function + "'");
  if (!block.empty()) add("block " + block);
  if (!instruction.empty()) add("instruction '" + instruction + "'");
  return where.empty() ? detail : where + ": " + detail;
}

}  // namespace

TranslateError::TranslateError(const std::string& detail, std::string function, std::string block,
                               std::string instruction)
    : std::runtime_error(compose(detail, function, block, instruction)),
      detail_(detail),
      function_(std::move(function)),
      block_(std::move(block)),
      instruction_(std::move(instruction)) {}

}  // namespace untangle::spirv_emit
