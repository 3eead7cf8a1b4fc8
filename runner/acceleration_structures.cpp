// Acceleration structure builds: geometry and instance data in host buffers read by
// device address, a storage buffer and a scratch buffer per structure, every bottom level
// built before a barrier, then the top levels, in one command buffer.
#include "runner/acceleration_structures.h"

#include "runner/error.h"
#include "runner/submission.h"

#include <bit>
#include <deque>
#include <cstring>
#include <utility>

namespace untangle::runner {
namespace {

constexpr VkBufferUsageFlags kInputUsage =
    VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;

std::vector<uint32_t> float_words(const std::vector<float>& values) {
  std::vector<uint32_t> words;
  for (const float value : values) words.push_back(std::bit_cast<uint32_t>(value));
  return words;
}

// A host buffer of `words` the build reads by address.
VkDeviceAddress input(const Device& device, std::vector<HostBuffer>& inputs, const std::vector<uint32_t>& words) {
  inputs.push_back(create_host_buffer(device, words.size() * sizeof(uint32_t), kInputUsage, words));
  return inputs.back().address(device);
}

// One build's description, kept alive until the command buffer has run.
struct Build {
  std::vector<VkAccelerationStructureGeometryKHR> geometries;
  std::vector<VkAccelerationStructureBuildRangeInfoKHR> ranges;
  HostBuffer scratch;
};

VkAccelerationStructureGeometryKHR geometry_of(const Device& device, const Geometry& geometry,
                                               std::vector<HostBuffer>& inputs, uint32_t& primitives) {
  auto result = vulkan_struct<VkAccelerationStructureGeometryKHR>(VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR);
  result.flags = geometry.opaque ? VK_GEOMETRY_OPAQUE_BIT_KHR : 0;
  if (!geometry.triangles) {
    result.geometryType = VK_GEOMETRY_TYPE_AABBS_KHR;
    result.geometry.aabbs = vulkan_struct<VkAccelerationStructureGeometryAabbsDataKHR>(
        VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR);
    result.geometry.aabbs.data.deviceAddress = input(device, inputs, float_words(geometry.boxes));
    result.geometry.aabbs.stride = sizeof(VkAabbPositionsKHR);
    primitives = static_cast<uint32_t>(geometry.boxes.size() / 6);
    return result;
  }
  result.geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR;
  auto& triangles = result.geometry.triangles;
  triangles = vulkan_struct<VkAccelerationStructureGeometryTrianglesDataKHR>(
      VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR);
  triangles.vertexFormat = VK_FORMAT_R32G32B32_SFLOAT;
  triangles.vertexData.deviceAddress = input(device, inputs, float_words(geometry.vertices));
  triangles.vertexStride = 3 * sizeof(float);
  triangles.maxVertex = static_cast<uint32_t>(geometry.vertices.size() / 3 - 1);
  triangles.indexType = VK_INDEX_TYPE_NONE_KHR;
  primitives = static_cast<uint32_t>(geometry.vertices.size() / 9);
  if (!geometry.indices.empty()) {
    triangles.indexType = VK_INDEX_TYPE_UINT32;
    triangles.indexData.deviceAddress = input(device, inputs, geometry.indices);
    primitives = static_cast<uint32_t>(geometry.indices.size() / 3);
  }
  return result;
}

// Creates the structure of `type` for `build`'s geometries and records its build.
AccelerationStructureObject record_build(Device& device, VkCommandBuffer commands, VkAccelerationStructureTypeKHR type,
                                         Build& build) {
  const RayTracingFunctions& functions = device.ray_tracing();
  auto info = vulkan_struct<VkAccelerationStructureBuildGeometryInfoKHR>(
      VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR);
  info.type = type;
  info.flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR;
  info.mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR;
  info.geometryCount = static_cast<uint32_t>(build.geometries.size());
  info.pGeometries = build.geometries.data();
  std::vector<uint32_t> counts;
  for (const VkAccelerationStructureBuildRangeInfoKHR& range : build.ranges) counts.push_back(range.primitiveCount);
  auto sizes = vulkan_struct<VkAccelerationStructureBuildSizesInfoKHR>(
      VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR);
  functions.get_build_sizes(device.handle(), VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &info, counts.data(),
                            &sizes);

  HostBuffer storage = create_host_buffer(
      device, sizes.accelerationStructureSize,
      VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT);
  auto create_info =
      vulkan_struct<VkAccelerationStructureCreateInfoKHR>(VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR);
  create_info.buffer = storage.buffer.get();
  create_info.size = sizes.accelerationStructureSize;
  create_info.type = type;
  VkAccelerationStructureKHR handle = VK_NULL_HANDLE;
  check(functions.create_acceleration_structure(device.handle(), &create_info, nullptr, &handle),
        "vkCreateAccelerationStructureKHR");
  AccelerationStructureObject structure(device, handle, std::move(storage));

  const VkDeviceSize alignment = std::max<VkDeviceSize>(device.info().ray_tracing.min_scratch_offset_alignment, 1);
  build.scratch = create_host_buffer(device, sizes.buildScratchSize + alignment,
                                     VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT);
  info.dstAccelerationStructure = handle;
  info.scratchData.deviceAddress = (build.scratch.address(device) + alignment - 1) / alignment * alignment;
  const VkAccelerationStructureBuildRangeInfoKHR* ranges = build.ranges.data();
  functions.build_acceleration_structures(commands, 1, &info, &ranges);
  return structure;
}

void barrier_between_levels(VkCommandBuffer commands) {
  auto barrier = vulkan_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  barrier.srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR;
  barrier.dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR;
  vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR,
                       VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR, 0, 1, &barrier, 0, nullptr, 0, nullptr);
}

VkAccelerationStructureInstanceKHR instance_of(const Instance& instance, VkDeviceAddress bottom_level) {
  VkAccelerationStructureInstanceKHR result{};
  std::memcpy(result.transform.matrix, instance.transform.data(), sizeof(result.transform.matrix));
  result.instanceCustomIndex = instance.instance_id;
  result.mask = instance.mask;
  result.instanceShaderBindingTableRecordOffset = instance.hit_group_offset;
  result.flags = instance.flags;
  result.accelerationStructureReference = bottom_level;
  return result;
}

}  // namespace

AccelerationStructureObject::AccelerationStructureObject(AccelerationStructureObject&& other) noexcept
    : device_(other.device_),
      handle_(std::exchange(other.handle_, VkAccelerationStructureKHR{VK_NULL_HANDLE})),
      storage_(std::move(other.storage_)) {}

AccelerationStructureObject& AccelerationStructureObject::operator=(AccelerationStructureObject&& other) noexcept {
  if (this != &other) {
    reset();
    device_ = other.device_;
    handle_ = std::exchange(other.handle_, VkAccelerationStructureKHR{VK_NULL_HANDLE});
    storage_ = std::move(other.storage_);
  }
  return *this;
}

AccelerationStructureObject::~AccelerationStructureObject() { reset(); }

void AccelerationStructureObject::reset() {
  if (handle_ != VK_NULL_HANDLE && !device_->abandoned())
    device_->ray_tracing().destroy_acceleration_structure(device_->handle(), handle_, nullptr);
  handle_ = VK_NULL_HANDLE;
}

AccelerationStructures::AccelerationStructures(Device& device, ResourcePlan& plan, std::chrono::milliseconds timeout) {
  std::vector<PlannedObject*> structures;
  for (PlannedObject& object : plan.objects)
    if (object.kind == DescriptorKind::AccelerationStructure) structures.push_back(&object);
  if (structures.empty()) return;
  if (device.ray_tracing().create_acceleration_structure == nullptr ||
      device.info().features.acceleration_structure.accelerationStructure != VK_TRUE)
    throw Unsupported("the device has no acceleration structures (VK_KHR_acceleration_structure)");
  std::vector<HostBuffer> inputs;
  std::deque<Build> builds;  // their scratch buffers live until the builds have run
  Submission submission(device);
  std::vector<std::vector<VkDeviceAddress>> bottom_addresses;
  for (const PlannedObject* structure : structures) {
    bottom_addresses.emplace_back();
    for (const BottomLevel& level : structure->source->top_level.bottom_levels) {
      Build& build = builds.emplace_back();
      for (const Geometry& geometry : level.geometries) {
        uint32_t primitives = 0;
        build.geometries.push_back(geometry_of(device, geometry, inputs, primitives));
        build.ranges.push_back({primitives, 0, 0, 0});
      }
      bottom_levels_.push_back(
          record_build(device, submission.commands(), VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, build));
      auto address_info = vulkan_struct<VkAccelerationStructureDeviceAddressInfoKHR>(
          VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR);
      address_info.accelerationStructure = bottom_levels_.back().get();
      bottom_addresses.back().push_back(
          device.ray_tracing().get_acceleration_structure_address(device.handle(), &address_info));
    }
  }
  barrier_between_levels(submission.commands());
  for (std::size_t index = 0; index < structures.size(); ++index) {
    const std::vector<Instance>& instances = structures[index]->source->top_level.instances;
    std::vector<uint32_t> words;
    for (const Instance& instance : instances) {
      const VkAccelerationStructureInstanceKHR described =
          instance_of(instance, bottom_addresses[index][instance.bottom_level]);
      const auto* first = reinterpret_cast<const uint32_t*>(&described);
      words.insert(words.end(), first, first + sizeof(described) / sizeof(uint32_t));
    }
    Build& build = builds.emplace_back();
    auto geometry =
        vulkan_struct<VkAccelerationStructureGeometryKHR>(VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR);
    geometry.geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR;
    geometry.geometry.instances = vulkan_struct<VkAccelerationStructureGeometryInstancesDataKHR>(
        VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR);
    geometry.geometry.instances.data.deviceAddress = words.empty() ? 0 : input(device, inputs, words);
    build.geometries.push_back(geometry);
    build.ranges.push_back({static_cast<uint32_t>(instances.size()), 0, 0, 0});
    top_levels_.push_back(
        record_build(device, submission.commands(), VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, build));
    structures[index]->structure = top_levels_.back().get();
  }
  submission.run("acceleration structure build", timeout);
}

}  // namespace untangle::runner
