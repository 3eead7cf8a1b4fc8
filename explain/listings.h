// The page's code panels: the DXIL function block by block, and the SPIR-V assembly cut
// at the labels of the structured blocks. Block labels are links (data-dxil, data-spv)
// that the page's script follows to the same block in the other panels and the picture;
// a failure's message appears inside the block it names, after the instruction it names.
#pragma once

#include <optional>
#include <string>

#include "explain/explanation.h"

namespace untangle::explain {

std::string dxil_panel(const DxilListing& listing, const std::optional<Failure>& failure);
std::string spirv_panel(const std::optional<SpirvListing>& spirv, const std::optional<Failure>& failure);

}  // namespace untangle::explain
