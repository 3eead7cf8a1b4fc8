// Translates one entry point as `untangle translate` does (metadata, CFG from DXIL,
// structurizer, emitter) while keeping what the explain page shows: the DXIL text by
// block, the CFG before the first pass and after each, the SPIR-V assembly and its block
// labels. The structurizer verifies the CFG after every pass here, so a pass that breaks
// it is the one the page names. A failure inside the translation is recorded in the
// explanation, not thrown: the page shows everything up to it.
#pragma once

#include <stdexcept>
#include <string>

#include "dxil/ir.h"
#include "explain/explanation.h"
#include "spirv_emit/options.h"

namespace untangle::explain {

// --entry names no entry point of the module.
class EntryNotFound : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `entry_name` empty: the module's one entry point. Throws EntryNotFound,
// dxil::MetadataError when the metadata cannot be read and spirv_emit::TranslateError
// when there is no entry point with a body: then there is nothing to show.
Explanation collect(const dxil::Module& module, const std::string& source, const std::string& entry_name,
                    const spirv_emit::Options& options);

}  // namespace untangle::explain
