// The shader record a local root signature lays out (docs/binding_model.md): its parameters
// in order, root constants as 4-byte words (4-byte aligned), root descriptors and
// descriptor tables as 8-byte GPU addresses or handles (8-byte aligned). That is D3D12's
// layout of local root arguments after the shader identifier, where Vulkan's
// ShaderRecordBufferKHR starts. A constant buffer held in root constants becomes a range of
// the ShaderRecordBufferKHR block; a root descriptor is the buffer's 64-bit device address,
// read from the record. A descriptor table has no counterpart a shader can read: its handle
// indexes a heap the root signature does not place (Vulkan records hold no descriptors).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "dxil/root_signature.h"
#include "spirv_emit/binding_model.h"

namespace untangle::spirv_emit {

class ShaderRecordLayout {
 public:
  explicit ShaderRecordLayout(const dxil::RootSignature& signature);

  // Where the record holds a constant buffer (DescriptorType::ShaderRecord, at its offset)
  // or a root descriptor's address (DescriptorType::DeviceAddress from the record); nullopt
  // for a register the local root signature does not hold. Throws TranslateError for one
  // it holds in a descriptor table.
  std::optional<Binding> binding(const BindingRequest& request) const;
  // The record's size in bytes: every parameter's.
  uint32_t size() const { return size_; }

 private:
  dxil::RootSignature signature_;
  std::vector<uint32_t> offsets_;  // per parameter
  uint32_t size_ = 0;
};

}  // namespace untangle::spirv_emit
