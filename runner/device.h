// A Vulkan instance and device (compute, and graphics where its queue can), what the
// runner needs to know about it, and RAII wrappers for the objects created on it.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace untangle::runner {

// What the device offers for subgroup (wave) operations in compute shaders.
struct SubgroupInfo {
  uint32_t default_size = 0;
  // Range a pipeline may require; both equal default_size without subgroup size control.
  uint32_t min_size = 0;
  uint32_t max_size = 0;
  bool size_control = false;    // a compute pipeline can require a subgroup size
  bool full_subgroups = false;  // ... and require that every subgroup be full
  uint32_t max_compute_workgroup_subgroups = 0;
  bool compute_stage = false;     // subgroup operations are available to compute shaders
  VkShaderStageFlags stages = 0;  // the stages with subgroup operations
  VkSubgroupFeatureFlags operations = 0;
};

// The features enabled on the device, in the layout of the Vulkan 1.1-1.3 feature
// structures (fields the device lacks stay VK_FALSE).
struct FeatureSet {
  VkPhysicalDeviceFeatures core{};
  VkPhysicalDeviceVulkan11Features vulkan11{};
  VkPhysicalDeviceVulkan12Features vulkan12{};
  VkPhysicalDeviceVulkan13Features vulkan13{};
  VkPhysicalDeviceMeshShaderFeaturesEXT mesh{};                        // with VK_EXT_mesh_shader
  VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR barycentric{};  // with VK_KHR_fragment_shader_barycentric
  VkPhysicalDeviceAccelerationStructureFeaturesKHR acceleration_structure{};  // with VK_KHR_acceleration_structure
  VkPhysicalDeviceRayTracingPipelineFeaturesKHR ray_tracing_pipeline{};       // with VK_KHR_ray_tracing_pipeline
  VkPhysicalDeviceRayQueryFeaturesKHR ray_query{};                           // with VK_KHR_ray_query
  VkPhysicalDeviceTransformFeedbackFeaturesEXT transform_feedback{};   // with VK_EXT_transform_feedback
  // With VK_KHR_compute_shader_derivatives (or its NV original, the same structure).
  VkPhysicalDeviceComputeShaderDerivativesFeaturesNV compute_derivatives{};
  VkPhysicalDeviceShaderClockFeaturesKHR clock{};  // with VK_KHR_shader_clock
  VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT image_int64{};  // with VK_EXT_shader_image_atomic_int64
  VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT interlock{};    // with VK_EXT_fragment_shader_interlock
};

// What the device offers for ray tracing; zero without VK_KHR_ray_tracing_pipeline.
struct RayTracingInfo {
  uint32_t shader_group_handle_size = 0;
  uint32_t shader_group_handle_alignment = 0;
  uint32_t shader_group_base_alignment = 0;
  uint32_t max_recursion_depth = 0;
  uint32_t max_hit_attribute_size = 0;
  VkDeviceSize min_scratch_offset_alignment = 0;  // VK_KHR_acceleration_structure
};

// The entry points of the ray-tracing extensions (null where the device lacks them).
struct RayTracingFunctions {
  PFN_vkCreateAccelerationStructureKHR create_acceleration_structure = nullptr;
  PFN_vkDestroyAccelerationStructureKHR destroy_acceleration_structure = nullptr;
  PFN_vkGetAccelerationStructureBuildSizesKHR get_build_sizes = nullptr;
  PFN_vkGetAccelerationStructureDeviceAddressKHR get_acceleration_structure_address = nullptr;
  PFN_vkCmdBuildAccelerationStructuresKHR build_acceleration_structures = nullptr;
  PFN_vkCreateRayTracingPipelinesKHR create_ray_tracing_pipelines = nullptr;
  PFN_vkGetRayTracingShaderGroupHandlesKHR get_shader_group_handles = nullptr;
  PFN_vkCmdTraceRaysKHR trace_rays = nullptr;
};

// VK_KHR_compute_shader_derivatives, newer than the Vulkan headers of Debian 12: the NV
// extension promoted, with the same feature structure and structure type.
inline constexpr const char* kComputeDerivativesExtension = "VK_KHR_compute_shader_derivatives";

// What the device offers for graphics pipelines beyond the core limits.
struct GraphicsInfo {
  bool queue = false;  // the runner's queue supports graphics
  uint32_t max_multiview_views = 0;
  VkResolveModeFlags depth_resolve_modes = 0;    // Vulkan 1.2+
  VkResolveModeFlags stencil_resolve_modes = 0;  // Vulkan 1.2+
  bool independent_resolve = false;              // depth and stencil may resolve in different modes
};

struct DeviceInfo {
  std::string name;          // deviceName, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"
  std::string driver;        // driverName and driverInfo, where the device reports them
  uint32_t api_version = 0;  // the version the runner uses: min(instance, device)
  SubgroupInfo subgroup;
  FeatureSet features;
  GraphicsInfo graphics;
  RayTracingInfo ray_tracing;
  std::vector<std::string> extensions;  // the optional device extensions the runner enabled
  VkPhysicalDeviceLimits limits{};
  VkPhysicalDeviceSparseProperties sparse{};
  VkPhysicalDeviceFloatControlsProperties float_controls{};  // all false before Vulkan 1.2

  bool has_extension(const char* name) const;

  // One line: name, Vulkan version, driver, subgroup size.
  std::string summary() const;
};

// The device name filter from the environment (UNTANGLE_DEVICE), empty when unset.
std::string device_filter_from_environment();

class Device {
 public:
  // Opens the first compute-capable Vulkan 1.1+ device whose name, driver name (or
  // "lavapipe" for Mesa's llvmpipe) contains `name_filter` (case-insensitive); an empty
  // filter prefers a discrete, then integrated, virtual, and finally a CPU device. Its
  // queue supports graphics too where a queue family can; every supported feature is
  // enabled, with the extensions that shader stages need (mesh shaders, stencil export,
  // barycentrics, HLSL decorations, acceleration structures, ray-tracing pipelines and ray
  // queries). Throws NoDevice when there is none.
  explicit Device(const std::string& name_filter = {});
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  VkDevice handle() const { return device_.get(); }
  VkPhysicalDevice physical() const { return physical_; }
  VkQueue queue() const { return queue_; }
  uint32_t queue_family() const { return queue_family_; }
  const DeviceInfo& info() const { return info_; }

  // vkCmdDrawMeshTasksEXT, or null without VK_EXT_mesh_shader.
  PFN_vkCmdDrawMeshTasksEXT draw_mesh_tasks() const { return draw_mesh_tasks_; }
  // The ray-tracing entry points (acceleration structures, pipelines, vkCmdTraceRaysKHR).
  const RayTracingFunctions& ray_tracing() const { return ray_tracing_; }

  // A memory type among `type_bits` with all of `properties`; throws if none.
  uint32_t memory_type(uint32_t type_bits, VkMemoryPropertyFlags properties) const;

  // After a dispatch that never finished, the device still runs the shader: destroying
  // anything it uses is invalid, so every object of this device is leaked from then on
  // and further use throws.
  void abandon() { abandoned_ = true; }
  bool abandoned() const { return abandoned_; }
  void require_usable() const;

 private:
  struct InstanceDeleter {
    void operator()(VkInstance instance) const;
  };
  struct DeviceDeleter {
    void operator()(VkDevice device) const;
  };

  std::unique_ptr<std::remove_pointer_t<VkInstance>, InstanceDeleter> instance_;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  std::unique_ptr<std::remove_pointer_t<VkDevice>, DeviceDeleter> device_;
  VkQueue queue_ = VK_NULL_HANDLE;
  uint32_t queue_family_ = 0;
  DeviceInfo info_;
  PFN_vkCmdDrawMeshTasksEXT draw_mesh_tasks_ = nullptr;
  RayTracingFunctions ray_tracing_;
  bool abandoned_ = false;
};

// Owns one non-dispatchable Vulkan object created on a Device and destroys it with
// `Destroy` (vkDestroyBuffer, vkFreeMemory...), unless the device was abandoned.
template <typename Handle, void (*Destroy)(VkDevice, Handle, const VkAllocationCallbacks*)>
class DeviceObject {
 public:
  DeviceObject() = default;
  DeviceObject(const Device& device, Handle handle) : device_(&device), handle_(handle) {}
  DeviceObject(DeviceObject&& other) noexcept
      : device_(other.device_), handle_(std::exchange(other.handle_, Handle{VK_NULL_HANDLE})) {}
  DeviceObject& operator=(DeviceObject&& other) noexcept {
    if (this != &other) {
      reset();
      device_ = other.device_;
      handle_ = std::exchange(other.handle_, Handle{VK_NULL_HANDLE});
    }
    return *this;
  }
  DeviceObject(const DeviceObject&) = delete;
  DeviceObject& operator=(const DeviceObject&) = delete;
  ~DeviceObject() { reset(); }

  Handle get() const { return handle_; }

 private:
  void reset() {
    if (handle_ != VK_NULL_HANDLE && !device_->abandoned()) {
      Destroy(device_->handle(), handle_, nullptr);
    }
    handle_ = VK_NULL_HANDLE;
  }

  const Device* device_ = nullptr;
  Handle handle_ = VK_NULL_HANDLE;
};

using Buffer = DeviceObject<VkBuffer, vkDestroyBuffer>;
using BufferView = DeviceObject<VkBufferView, vkDestroyBufferView>;
using Memory = DeviceObject<VkDeviceMemory, vkFreeMemory>;
using ShaderModule = DeviceObject<VkShaderModule, vkDestroyShaderModule>;
using DescriptorSetLayout = DeviceObject<VkDescriptorSetLayout, vkDestroyDescriptorSetLayout>;
using DescriptorPool = DeviceObject<VkDescriptorPool, vkDestroyDescriptorPool>;
using PipelineLayout = DeviceObject<VkPipelineLayout, vkDestroyPipelineLayout>;
using Pipeline = DeviceObject<VkPipeline, vkDestroyPipeline>;
using CommandPool = DeviceObject<VkCommandPool, vkDestroyCommandPool>;
using Fence = DeviceObject<VkFence, vkDestroyFence>;
using Image = DeviceObject<VkImage, vkDestroyImage>;
using ImageView = DeviceObject<VkImageView, vkDestroyImageView>;
using Sampler = DeviceObject<VkSampler, vkDestroySampler>;

// A shader module of SPIR-V `words`.
ShaderModule create_shader_module(const Device& device, const std::vector<uint32_t>& words);

// A zero-initialised Vulkan structure with its sType (and pNext) set; brace-initialising
// only sType would trip -Wmissing-field-initializers.
template <typename Structure>
Structure vulkan_struct(VkStructureType type, void* next = nullptr) {
  Structure structure{};
  structure.sType = type;
  structure.pNext = next;
  return structure;
}

// Throws RunnerError naming `call` and the result unless `result` is VK_SUCCESS.
void check(VkResult result, const char* call);

// "VK_ERROR_OUT_OF_DEVICE_MEMORY" for a result code.
const char* result_name(VkResult result);

}  // namespace untangle::runner
