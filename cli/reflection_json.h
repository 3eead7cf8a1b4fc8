// The reflection of a translation as the JSON `untangle translate --reflect` writes (keys in
// a fixed order, so output is byte-for-byte stable). Its format is in docs/reflection.md.
#pragma once

#include <string>

#include "spirv_emit/reflection.h"

namespace untangle::cli {

std::string reflection_to_json(const spirv_emit::Reflection& reflection);

}  // namespace untangle::cli
