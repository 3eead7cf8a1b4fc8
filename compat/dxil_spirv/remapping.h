// The remappers untangle calls during one run of a converter (remapping.cpp), and the local
// root signature's part in them (local_root.cpp).
#pragma once

#include <string>
#include <tuple>
#include <vector>

#include "compat/dxil_spirv/adapter.h"

namespace untangle::dxil_spirv {

class RemapState {
 public:
  RemapState(dxil_spv_converter_s& converter, dxil_spv_shader_stage stage) : converter(converter), stage(stage) {}

  // untangle's callbacks, with a RemapState as their user data.
  static int remap_binding(void* user_data, const untangle_binding_request* request, untangle_binding* binding);
  static int remap_input(void* user_data, const untangle_stage_input* input, untangle_input_placement* placement);
  static int remap_output(void* user_data, const untangle_stage_output* output, untangle_output_placement* placement);

  const std::string& failure_reason() const { return failure; }

 private:
  struct UavAnswer {
    bool heap;
    uint32_t range_id;
    untangle_resource_kind kind;
    uint32_t stride;
    dxil_spv_uav_vulkan_binding vk;
  };

  bool remap(const untangle_binding_request& request, untangle_binding& binding);
  // The answer of the remapper of the resource's class.
  bool remap_class(const untangle_binding_request& request, untangle_binding& binding);
  bool place(const untangle_resource& resource, bool counter, const dxil_spv_vulkan_binding& vk,
             const dxil_spv_vulkan_binding* offsets, untangle_binding& binding);
  bool place_by_register(const untangle_resource& resource, untangle_binding& binding);
  bool place_local(const LocalRootParameter& parameter, const untangle_binding_request& request,
                   untangle_binding& binding);
  const UavAnswer* uav_answer(const untangle_resource& resource) const;
  bool refuse(const std::string& why);
  // Byte offset of root-constant word `word` (the push constants hold the root descriptors first).
  uint32_t push_word_offset(uint32_t word) const;

  dxil_spv_converter_s& converter;
  dxil_spv_shader_stage stage;
  std::vector<UavAnswer> uav_answers;
  std::string failure;
};

// A resource range as dxil-spirv's remappers are asked about it.
dxil_spv_d3d_binding d3d_binding_of(dxil_spv_shader_stage stage, const untangle_resource& resource);
// Asks the remappers about every range the module declares (their answers unused).
dxil_spv_result scan_resources(const dxil_spv_parsed_blob_s& blob, const Remappers& remappers);

// Lays the local root parameters out in the shader record as D3D12 does: in order, 32-bit
// constants on 4-byte boundaries, root descriptors and descriptor tables (64-bit addresses and
// handles) on 8-byte boundaries. Returns the record's size.
uint32_t lay_out_local_root_parameters(std::vector<LocalRootParameter>& parameters);
// The local root parameter that holds `resource`, or null.
const LocalRootParameter* local_root_parameter(const dxil_spv_converter_s& converter, const untangle_resource& resource);

}  // namespace untangle::dxil_spirv
