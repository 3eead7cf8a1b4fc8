// The explain page's inline style sheet, script and legend.
#pragma once

#include <string_view>

namespace untangle::explain {

extern const std::string_view kPageStyle;
// Steps through the passes (buttons, ←/→, #step=N in the address), zooms the pictures,
// and follows block links between the pictures and the code panels (also from the
// address: #dxil=K selects DXIL block K, #b=N union node N, #spv=L SPIR-V label L). Sets data-status on
// <body> to "ok" once initialised ("error: ..." when a script error happens), data-steps
// and data-pictures (pictures holding at least one block) for tests.
extern const std::string_view kPageScript;
extern const std::string_view kLegend;

}  // namespace untangle::explain
