// Translation of one input's bytes as a batch worker does it: parse once, translate every
// entry point (a library's every export), validate and make GLSL when asked, and write the
// outputs of the entry points that succeed; stale outputs of those that fail are removed.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "cli/batch/output_files.h"
#include "cli/batch/results.h"
#include "cli/batch/target_options.h"

namespace untangle::batch {

struct TranslateSettings {
  bool validate = true;
  bool glsl = false;
  TargetOptions target;
};

// Never throws for a problem of the input; throws std::runtime_error when an output cannot
// be written (the output directory's fault, which stops the batch).
ShaderResult translate_input(std::span<const uint8_t> bytes, std::string_view key, const TranslateSettings& settings,
                             OutputFiles& outputs);

}  // namespace untangle::batch
