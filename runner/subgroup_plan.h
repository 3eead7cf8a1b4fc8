// How a compute pipeline meets a manifest's wave size on a given device, or why it cannot.
#pragma once

#include "runner/device.h"
#include "runner/stage_module.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace untangle::runner {

struct SubgroupPlan {
  uint32_t required_size = 0;  // 0: the device's default subgroup size is used
  bool require_full = false;   // every subgroup of a workgroup is full
  std::string description;     // for the report, e.g. "subgroup size 8 (required, full subgroups)"
};

// Throws Unsupported when the device cannot run `local_size` workgroups with subgroups of
// `wave_size` lanes: expectations that assume a wave size never pass on another one.
// A shader's [WaveSize] range is honoured as D3D12 does: the manifest's wave size must lie
// in it (RunnerError otherwise); without one, the preferred size, else the device's default,
// else the smallest size of the range the device can require (Unsupported when none).
SubgroupPlan plan_subgroups(const SubgroupInfo& device, std::optional<uint32_t> wave_size,
                            const std::optional<std::array<uint32_t, 3>>& local_size,
                            const std::optional<WaveSizeRange>& shader_range = std::nullopt);

}  // namespace untangle::runner
