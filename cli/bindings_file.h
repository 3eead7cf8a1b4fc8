// The `--bindings F.json` file of `translate` and `run`: registers placed at chosen sets and
// bindings, {"bindings":[{"register":"t0","space":0,"set":0,"binding":7}, ...]}, read once.
#pragma once

#include <string>
#include <vector>

#include "spirv_emit/binding_model.h"

namespace untangle::cli {

// Throws std::runtime_error naming the file and the offending entry.
std::vector<spirv_emit::RegisterBinding> read_bindings_file(const std::string& path);

}  // namespace untangle::cli
