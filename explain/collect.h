// Translates one entry point as `untangle translate` does (metadata, CFG from DXIL,
// structurizer, emitter) while keeping what the explain page shows: the DXIL text by
// block, the CFG before the first pass and after each, the SPIR-V assembly and its block
// labels. The structurizer verifies the CFG after every pass here, so a pass that breaks
// it is the one the page names. A failure inside the translation is recorded in the
// explanation, not thrown: the page shows everything up to it.
#pragma once

#include <string>

#include "api/facade.h"
#include "explain/explanation.h"

namespace untangle::explain {

// `entry_name` empty: the module's one entry point. Throws untangle::Error (invalid argument
// for an unknown entry point) when there is no entry point with a body: then there is
// nothing to show.
Explanation collect(const api::Module& module, const std::string& source, const std::string& entry_name,
                    const api::TranslateOptions& options);

}  // namespace untangle::explain
