// Opens a Vulkan device: instance, device choice by name or type, every supported shader
// feature enabled (translated shaders may need 16/64-bit types, subgroup ops, geometry,
// tessellation, mesh shaders...) with the optional extensions that stages need.
#include "runner/device.h"

#include "runner/error.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace untangle::runner {
namespace {

constexpr const char* kSizeControlExtension = VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME;

// VK_KHR_shader_maximal_reconvergence, which modules with SPV_KHR_maximal_reconvergence
// need; newer than Debian 12's Vulkan headers (1.3.239), so its feature structure is here.
constexpr const char* kMaximalReconvergenceExtension = "VK_KHR_shader_maximal_reconvergence";
constexpr auto kMaximalReconvergenceFeaturesType = static_cast<VkStructureType>(1000434000);
struct MaximalReconvergenceFeatures {
  VkStructureType sType;
  void* pNext;
  VkBool32 shaderMaximalReconvergence;
};

// Enabled where the device has them. The GOOGLE ones only allow the HLSL decorations that
// dxc -fspv-reflect writes.
constexpr const char* kOptionalExtensions[] = {
    VK_EXT_MESH_SHADER_EXTENSION_NAME,
    VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME,
    VK_KHR_FRAGMENT_SHADER_BARYCENTRIC_EXTENSION_NAME,
    VK_EXT_TRANSFORM_FEEDBACK_EXTENSION_NAME,  // geometry shaders' multiple streams
    kComputeDerivativesExtension,
    VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME,
    VK_KHR_SHADER_CLOCK_EXTENSION_NAME,
    VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME,
    VK_EXT_FRAGMENT_SHADER_INTERLOCK_EXTENSION_NAME,  // rasterizer ordered views
    VK_GOOGLE_HLSL_FUNCTIONALITY_1_EXTENSION_NAME,
    VK_GOOGLE_DECORATE_STRING_EXTENSION_NAME,
    VK_GOOGLE_USER_TYPE_EXTENSION_NAME,
    kMaximalReconvergenceExtension,
    VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME,
    VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME,
    VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME,
    VK_KHR_RAY_QUERY_EXTENSION_NAME,
};

// Ray tracing needs Vulkan 1.2 (buffer device addresses, SPIR-V 1.4) and acceleration
// structures, which need deferred host operations.
bool is_ray_tracing_extension(const char* name) {
  return std::strcmp(name, VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME) == 0 ||
         std::strcmp(name, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME) == 0 ||
         std::strcmp(name, VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME) == 0 ||
         std::strcmp(name, VK_KHR_RAY_QUERY_EXTENSION_NAME) == 0;
}

std::string lowercase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::string version_text(uint32_t version) {
  return std::to_string(VK_API_VERSION_MAJOR(version)) + "." + std::to_string(VK_API_VERSION_MINOR(version));
}

// The feature structures queried from a physical device and, unchanged, enabled on the
// logical device: enabling everything the device supports lets any translated module run.
// Which structures may be chained depends on the API version (core 1.2/1.3 structures
// must not be mixed with the extension structures they absorbed).
struct FeatureChain {
  VkPhysicalDeviceFeatures2 features2 =
      vulkan_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  VkPhysicalDeviceVulkan11Features vulkan11 =
      vulkan_struct<VkPhysicalDeviceVulkan11Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES);
  VkPhysicalDeviceVulkan12Features vulkan12 =
      vulkan_struct<VkPhysicalDeviceVulkan12Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  VkPhysicalDeviceVulkan13Features vulkan13 =
      vulkan_struct<VkPhysicalDeviceVulkan13Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  VkPhysicalDevice16BitStorageFeatures storage16 =
      vulkan_struct<VkPhysicalDevice16BitStorageFeatures>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES);
  VkPhysicalDeviceSubgroupSizeControlFeatures size_control = vulkan_struct<VkPhysicalDeviceSubgroupSizeControlFeatures>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES);
  VkPhysicalDeviceMeshShaderFeaturesEXT mesh =
      vulkan_struct<VkPhysicalDeviceMeshShaderFeaturesEXT>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT);
  VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR barycentric =
      vulkan_struct<VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_FEATURES_KHR);
  VkPhysicalDeviceAccelerationStructureFeaturesKHR acceleration_structure =
      vulkan_struct<VkPhysicalDeviceAccelerationStructureFeaturesKHR>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR);
  VkPhysicalDeviceRayTracingPipelineFeaturesKHR ray_tracing_pipeline =
      vulkan_struct<VkPhysicalDeviceRayTracingPipelineFeaturesKHR>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_FEATURES_KHR);
  VkPhysicalDeviceRayQueryFeaturesKHR ray_query =
      vulkan_struct<VkPhysicalDeviceRayQueryFeaturesKHR>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR);
  VkPhysicalDeviceTransformFeedbackFeaturesEXT transform_feedback =
      vulkan_struct<VkPhysicalDeviceTransformFeedbackFeaturesEXT>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT);
  VkPhysicalDeviceComputeShaderDerivativesFeaturesNV compute_derivatives =
      vulkan_struct<VkPhysicalDeviceComputeShaderDerivativesFeaturesNV>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV);
  VkPhysicalDeviceShaderClockFeaturesKHR clock =
      vulkan_struct<VkPhysicalDeviceShaderClockFeaturesKHR>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR);
  VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT image_int64 =
      vulkan_struct<VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT);
  VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT interlock =
      vulkan_struct<VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_INTERLOCK_FEATURES_EXT);
  MaximalReconvergenceFeatures maximal_reconvergence{kMaximalReconvergenceFeaturesType, nullptr, VK_FALSE};

  FeatureChain(uint32_t api_version, bool size_control_extension, const std::vector<std::string>& extensions) {
    void* next = nullptr;
    const auto push = [&next](auto& structure) {
      structure.pNext = next;
      next = &structure;
    };
    const auto enabled = [&extensions](const char* name) {
      return std::find(extensions.begin(), extensions.end(), name) != extensions.end();
    };
    if (enabled(VK_EXT_MESH_SHADER_EXTENSION_NAME)) push(mesh);
    if (enabled(VK_KHR_FRAGMENT_SHADER_BARYCENTRIC_EXTENSION_NAME)) push(barycentric);
    if (enabled(VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME)) push(acceleration_structure);
    if (enabled(VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME)) push(ray_tracing_pipeline);
    if (enabled(VK_KHR_RAY_QUERY_EXTENSION_NAME)) push(ray_query);
    if (enabled(VK_EXT_TRANSFORM_FEEDBACK_EXTENSION_NAME)) push(transform_feedback);
    if (enabled(kComputeDerivativesExtension) || enabled(VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME))
      push(compute_derivatives);
    if (enabled(VK_KHR_SHADER_CLOCK_EXTENSION_NAME)) push(clock);
    if (enabled(VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME)) push(image_int64);
    if (enabled(VK_EXT_FRAGMENT_SHADER_INTERLOCK_EXTENSION_NAME)) push(interlock);
    if (enabled(kMaximalReconvergenceExtension)) push(maximal_reconvergence);
    if (api_version >= VK_API_VERSION_1_3) {
      push(vulkan13);
    } else if (size_control_extension) {
      push(size_control);
    }
    if (api_version >= VK_API_VERSION_1_2) {
      push(vulkan12);
      push(vulkan11);
    } else {
      push(storage16);
    }
    features2.pNext = next;
  }
  FeatureChain(const FeatureChain&) = delete;
  FeatureChain& operator=(const FeatureChain&) = delete;

  // The queried features in the uniform 1.1-1.3 layout.
  FeatureSet summary(uint32_t api_version) const {
    FeatureSet set;
    set.core = features2.features;
    if (api_version >= VK_API_VERSION_1_2) {
      set.vulkan11 = vulkan11;
      set.vulkan12 = vulkan12;
    } else {
      set.vulkan11.storageBuffer16BitAccess = storage16.storageBuffer16BitAccess;
      set.vulkan11.uniformAndStorageBuffer16BitAccess = storage16.uniformAndStorageBuffer16BitAccess;
      set.vulkan11.storagePushConstant16 = storage16.storagePushConstant16;
      set.vulkan11.storageInputOutput16 = storage16.storageInputOutput16;
    }
    if (api_version >= VK_API_VERSION_1_3) {
      set.vulkan13 = vulkan13;
    } else {
      set.vulkan13.subgroupSizeControl = size_control.subgroupSizeControl;
      set.vulkan13.computeFullSubgroups = size_control.computeFullSubgroups;
    }
    set.mesh = mesh;
    set.barycentric = barycentric;
    set.acceleration_structure = acceleration_structure;
    set.ray_tracing_pipeline = ray_tracing_pipeline;
    set.ray_query = ray_query;
    set.transform_feedback = transform_feedback;
    set.compute_derivatives = compute_derivatives;
    set.clock = clock;
    set.image_int64 = image_int64;
    set.interlock = interlock;
    set.vulkan11.pNext = set.vulkan12.pNext = set.vulkan13.pNext = set.mesh.pNext = set.barycentric.pNext = nullptr;
    set.acceleration_structure.pNext = set.ray_tracing_pipeline.pNext = set.ray_query.pNext = nullptr;
    set.transform_feedback.pNext = set.compute_derivatives.pNext = set.clock.pNext = set.image_int64.pNext = nullptr;
    set.interlock.pNext = nullptr;
    return set;
  }
};

// A physical device that can run compute work, with what the runner reads from it.
struct Candidate {
  VkPhysicalDevice handle = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties properties{};
  std::string driver_name;  // empty before Vulkan 1.2
  std::string driver_info;
  VkDriverId driver_id{};
  VkPhysicalDeviceFloatControlsProperties float_controls{};  // Vulkan 1.2+
  uint32_t queue_family = 0;
  bool graphics = false;  // the queue family supports graphics too
};

std::vector<VkExtensionProperties> device_extensions(VkPhysicalDevice device) {
  uint32_t count = 0;
  check(vkEnumerateDeviceExtensionProperties(device, nullptr, &count, nullptr), "vkEnumerateDeviceExtensionProperties");
  std::vector<VkExtensionProperties> extensions(count);
  check(vkEnumerateDeviceExtensionProperties(device, nullptr, &count, extensions.data()),
        "vkEnumerateDeviceExtensionProperties");
  extensions.resize(count);
  return extensions;
}

bool has_extension(const std::vector<VkExtensionProperties>& extensions, const char* name) {
  return std::any_of(extensions.begin(), extensions.end(), [name](const VkExtensionProperties& extension) {
    return std::strcmp(extension.extensionName, name) == 0;
  });
}

// Lower is preferred when no name is given: a real GPU first, lavapipe last.
int type_rank(VkPhysicalDeviceType type) {
  switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 0;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 1;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 3;
    default: return 4;
  }
}

bool matches(const Candidate& candidate, const std::string& filter) {
  const std::string wanted = lowercase(filter);
  std::string names = lowercase(std::string(candidate.properties.deviceName) + "\n" + candidate.driver_name);
  if (candidate.driver_id == VK_DRIVER_ID_MESA_LLVMPIPE) names += "\nlavapipe";
  return names.find(wanted) != std::string::npos;
}

std::vector<Candidate> compute_candidates(VkInstance instance) {
  uint32_t count = 0;
  check(vkEnumeratePhysicalDevices(instance, &count, nullptr), "vkEnumeratePhysicalDevices");
  std::vector<VkPhysicalDevice> devices(count);
  check(vkEnumeratePhysicalDevices(instance, &count, devices.data()), "vkEnumeratePhysicalDevices");
  devices.resize(count);

  std::vector<Candidate> candidates;
  for (VkPhysicalDevice device : devices) {
    Candidate candidate;
    candidate.handle = device;
    vkGetPhysicalDeviceProperties(device, &candidate.properties);
    if (candidate.properties.apiVersion < VK_API_VERSION_1_1) continue;
    if (candidate.properties.apiVersion >= VK_API_VERSION_1_2) {
      candidate.float_controls = vulkan_struct<VkPhysicalDeviceFloatControlsProperties>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES);
      auto driver = vulkan_struct<VkPhysicalDeviceDriverProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES,
                                                                    &candidate.float_controls);
      auto properties2 =
          vulkan_struct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &driver);
      vkGetPhysicalDeviceProperties2(device, &properties2);
      candidate.driver_name = driver.driverName;
      candidate.driver_info = driver.driverInfo;
      candidate.driver_id = driver.driverID;
    }
    uint32_t family_count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(device, &family_count, nullptr);
    std::vector<VkQueueFamilyProperties> families(family_count);
    vkGetPhysicalDeviceQueueFamilyProperties(device, &family_count, families.data());
    const auto has = [](VkQueueFlags flags) {
      return [flags](const VkQueueFamilyProperties& family) { return (family.queueFlags & flags) == flags; };
    };
    auto family = std::find_if(families.begin(), families.end(), has(VK_QUEUE_COMPUTE_BIT | VK_QUEUE_GRAPHICS_BIT));
    candidate.graphics = family != families.end();
    if (!candidate.graphics) family = std::find_if(families.begin(), families.end(), has(VK_QUEUE_COMPUTE_BIT));
    if (family == families.end()) continue;
    candidate.queue_family = static_cast<uint32_t>(family - families.begin());
    candidates.push_back(candidate);
  }
  return candidates;
}

const Candidate& choose(const std::vector<Candidate>& candidates, const std::string& filter) {
  if (candidates.empty()) {
    throw NoDevice(
        "no Vulkan 1.1 device with a compute queue was found (install mesa-vulkan-drivers for lavapipe; "
        "VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.json forces it)");
  }
  if (filter.empty()) {
    return *std::min_element(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
      return type_rank(a.properties.deviceType) < type_rank(b.properties.deviceType);
    });
  }
  const auto found = std::find_if(candidates.begin(), candidates.end(),
                                  [&filter](const Candidate& candidate) { return matches(candidate, filter); });
  if (found != candidates.end()) return *found;
  std::string names;
  for (const Candidate& candidate : candidates) {
    names += names.empty() ? "" : ", ";
    names += std::string("'") + candidate.properties.deviceName + "'";
  }
  throw NoDevice("no Vulkan device matches '" + filter + "'; available: " + names);
}

SubgroupInfo query_subgroups(VkPhysicalDevice device, uint32_t api_version, bool size_control_extension,
                             const FeatureSet& features) {
  auto size_control = vulkan_struct<VkPhysicalDeviceSubgroupSizeControlProperties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES);
  auto subgroup =
      vulkan_struct<VkPhysicalDeviceSubgroupProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES);
  const bool has_size_control = api_version >= VK_API_VERSION_1_3 || size_control_extension;
  if (has_size_control) subgroup.pNext = &size_control;
  auto properties2 =
      vulkan_struct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &subgroup);
  vkGetPhysicalDeviceProperties2(device, &properties2);

  SubgroupInfo info;
  info.default_size = subgroup.subgroupSize;
  info.min_size = info.max_size = subgroup.subgroupSize;
  info.compute_stage = (subgroup.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT) != 0;
  info.stages = subgroup.supportedStages;
  info.operations = subgroup.supportedOperations;
  info.size_control = has_size_control && features.vulkan13.subgroupSizeControl &&
                      (size_control.requiredSubgroupSizeStages & VK_SHADER_STAGE_COMPUTE_BIT) != 0;
  if (info.size_control) {
    info.min_size = size_control.minSubgroupSize;
    info.max_size = size_control.maxSubgroupSize;
    info.full_subgroups = features.vulkan13.computeFullSubgroups;
    info.max_compute_workgroup_subgroups = size_control.maxComputeWorkgroupSubgroups;
  }
  return info;
}

RayTracingInfo query_ray_tracing(VkPhysicalDevice device, const DeviceInfo& info) {
  RayTracingInfo result;
  if (!info.has_extension(VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME)) return result;
  auto structures = vulkan_struct<VkPhysicalDeviceAccelerationStructurePropertiesKHR>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR);
  auto pipeline = vulkan_struct<VkPhysicalDeviceRayTracingPipelinePropertiesKHR>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR, &structures);
  auto properties2 = vulkan_struct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &pipeline);
  vkGetPhysicalDeviceProperties2(device, &properties2);
  result.shader_group_handle_size = pipeline.shaderGroupHandleSize;
  result.shader_group_handle_alignment = pipeline.shaderGroupHandleAlignment;
  result.shader_group_base_alignment = pipeline.shaderGroupBaseAlignment;
  result.max_recursion_depth = pipeline.maxRayRecursionDepth;
  result.max_hit_attribute_size = pipeline.maxRayHitAttributeSize;
  result.min_scratch_offset_alignment = structures.minAccelerationStructureScratchOffsetAlignment;
  return result;
}

template <typename Function>
void load(VkDevice device, Function& function, const char* name) {
  function = reinterpret_cast<Function>(vkGetDeviceProcAddr(device, name));
}

RayTracingFunctions load_ray_tracing(VkDevice device, const DeviceInfo& info) {
  RayTracingFunctions functions;
  if (info.has_extension(VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME)) {
    load(device, functions.create_acceleration_structure, "vkCreateAccelerationStructureKHR");
    load(device, functions.destroy_acceleration_structure, "vkDestroyAccelerationStructureKHR");
    load(device, functions.get_build_sizes, "vkGetAccelerationStructureBuildSizesKHR");
    load(device, functions.get_acceleration_structure_address, "vkGetAccelerationStructureDeviceAddressKHR");
    load(device, functions.build_acceleration_structures, "vkCmdBuildAccelerationStructuresKHR");
  }
  if (info.has_extension(VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME)) {
    load(device, functions.create_ray_tracing_pipelines, "vkCreateRayTracingPipelinesKHR");
    load(device, functions.get_shader_group_handles, "vkGetRayTracingShaderGroupHandlesKHR");
    load(device, functions.trace_rays, "vkCmdTraceRaysKHR");
  }
  return functions;
}

GraphicsInfo query_graphics(VkPhysicalDevice device, uint32_t api_version, bool queue) {
  auto resolve = vulkan_struct<VkPhysicalDeviceDepthStencilResolveProperties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DEPTH_STENCIL_RESOLVE_PROPERTIES);
  auto multiview = vulkan_struct<VkPhysicalDeviceMultiviewProperties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MULTIVIEW_PROPERTIES, api_version >= VK_API_VERSION_1_2 ? &resolve : nullptr);
  auto properties2 =
      vulkan_struct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &multiview);
  vkGetPhysicalDeviceProperties2(device, &properties2);
  GraphicsInfo info;
  info.queue = queue;
  info.max_multiview_views = multiview.maxMultiviewViewCount;
  info.depth_resolve_modes = resolve.supportedDepthResolveModes;
  info.stencil_resolve_modes = resolve.supportedStencilResolveModes;
  info.independent_resolve = resolve.independentResolve == VK_TRUE;
  return info;
}

}  // namespace

bool DeviceInfo::has_extension(const char* name) const {
  return std::find(extensions.begin(), extensions.end(), name) != extensions.end();
}

std::string DeviceInfo::summary() const {
  std::ostringstream text;
  text << name << ", Vulkan " << version_text(api_version);
  if (!driver.empty()) text << ", " << driver;
  text << ", subgroup size " << subgroup.default_size;
  if (subgroup.size_control && subgroup.min_size != subgroup.max_size) {
    text << " (" << subgroup.min_size << "-" << subgroup.max_size << " selectable)";
  }
  return text.str();
}

std::string device_filter_from_environment() {
  const char* value = std::getenv("UNTANGLE_DEVICE");
  return value != nullptr ? value : "";
}

void Device::InstanceDeleter::operator()(VkInstance instance) const { vkDestroyInstance(instance, nullptr); }

void Device::DeviceDeleter::operator()(VkDevice device) const { vkDestroyDevice(device, nullptr); }

Device::Device(const std::string& name_filter) {
  uint32_t loader_version = VK_API_VERSION_1_0;
  if (vkEnumerateInstanceVersion(&loader_version) != VK_SUCCESS || loader_version < VK_API_VERSION_1_1) {
    throw NoDevice("the Vulkan loader supports only Vulkan 1.0; the runner needs 1.1 or later");
  }
  const uint32_t instance_version = std::min<uint32_t>(loader_version, VK_API_VERSION_1_3);

  auto application = vulkan_struct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  application.pApplicationName = "untangle runner";
  application.apiVersion = instance_version;
  auto instance_info = vulkan_struct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  instance_info.pApplicationInfo = &application;
  VkInstance instance = VK_NULL_HANDLE;
  const VkResult created = vkCreateInstance(&instance_info, nullptr, &instance);
  if (created == VK_ERROR_INCOMPATIBLE_DRIVER) {
    throw NoDevice("no Vulkan driver is installed (vkCreateInstance: VK_ERROR_INCOMPATIBLE_DRIVER)");
  }
  check(created, "vkCreateInstance");
  instance_.reset(instance);

  const std::vector<Candidate> candidates = compute_candidates(instance);
  const Candidate& chosen = choose(candidates, name_filter);
  physical_ = chosen.handle;
  queue_family_ = chosen.queue_family;
  info_.name = chosen.properties.deviceName;
  info_.driver = chosen.driver_name + (chosen.driver_info.empty() ? "" : " " + chosen.driver_info);
  info_.api_version = std::min(instance_version, chosen.properties.apiVersion);
  info_.limits = chosen.properties.limits;
  info_.sparse = chosen.properties.sparseProperties;
  info_.float_controls = chosen.float_controls;

  const std::vector<VkExtensionProperties> available = device_extensions(physical_);
  const bool size_control_extension =
      info_.api_version < VK_API_VERSION_1_3 && has_extension(available, kSizeControlExtension);
  const bool ray_tracing_usable = info_.api_version >= VK_API_VERSION_1_2 &&
                                  has_extension(available, VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME) &&
                                  has_extension(available, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME);
  for (const char* name : kOptionalExtensions) {
    // Mesh shaders need SPIR-V 1.4, core from Vulkan 1.2.
    const bool usable =
        (std::strcmp(name, VK_EXT_MESH_SHADER_EXTENSION_NAME) != 0 || info_.api_version >= VK_API_VERSION_1_2) &&
        (!is_ray_tracing_extension(name) || ray_tracing_usable);
    if (usable && has_extension(available, name)) info_.extensions.emplace_back(name);
  }
  FeatureChain chain(info_.api_version, size_control_extension, info_.extensions);
  vkGetPhysicalDeviceFeatures2(physical_, &chain.features2);
  // It would need VK_KHR_fragment_shading_rate, which the runner does not enable.
  chain.mesh.primitiveFragmentShadingRateMeshShader = VK_FALSE;
  info_.features = chain.summary(info_.api_version);
  info_.subgroup = query_subgroups(physical_, info_.api_version, size_control_extension, info_.features);
  info_.graphics = query_graphics(physical_, info_.api_version, chosen.graphics);
  info_.ray_tracing = query_ray_tracing(physical_, info_);

  const float priority = 1.0f;
  auto queue_info = vulkan_struct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  queue_info.queueFamilyIndex = queue_family_;
  queue_info.queueCount = 1;
  queue_info.pQueuePriorities = &priority;
  auto device_info = vulkan_struct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &chain.features2);
  device_info.queueCreateInfoCount = 1;
  device_info.pQueueCreateInfos = &queue_info;
  std::vector<const char*> extension_names;
  if (size_control_extension) extension_names.push_back(kSizeControlExtension);
  for (const std::string& name : info_.extensions) extension_names.push_back(name.c_str());
  device_info.enabledExtensionCount = static_cast<uint32_t>(extension_names.size());
  device_info.ppEnabledExtensionNames = extension_names.data();
  VkDevice device = VK_NULL_HANDLE;
  check(vkCreateDevice(physical_, &device_info, nullptr, &device), "vkCreateDevice");
  device_.reset(device);
  vkGetDeviceQueue(device, queue_family_, 0, &queue_);
  if (info_.has_extension(VK_EXT_MESH_SHADER_EXTENSION_NAME)) load(device, draw_mesh_tasks_, "vkCmdDrawMeshTasksEXT");
  ray_tracing_ = load_ray_tracing(device, info_);
}

Device::~Device() {
  if (abandoned_) {
    // The device may still be executing: leave it and its instance to process exit.
    static_cast<void>(device_.release());
    static_cast<void>(instance_.release());
  }
}

uint32_t Device::memory_type(uint32_t type_bits, VkMemoryPropertyFlags properties) const {
  VkPhysicalDeviceMemoryProperties memory{};
  vkGetPhysicalDeviceMemoryProperties(physical_, &memory);
  for (uint32_t index = 0; index < memory.memoryTypeCount; ++index) {
    if ((type_bits & (1u << index)) != 0 && (memory.memoryTypes[index].propertyFlags & properties) == properties) {
      return index;
    }
  }
  throw RunnerError("the device has no memory type with the properties a buffer needs");
}

void Device::require_usable() const {
  if (abandoned_) throw RunnerError("the Vulkan device was abandoned after a dispatch that never finished");
}

ShaderModule create_shader_module(const Device& device, const std::vector<uint32_t>& words) {
  auto module_info = vulkan_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  module_info.codeSize = words.size() * sizeof(uint32_t);
  module_info.pCode = words.data();
  VkShaderModule module = VK_NULL_HANDLE;
  check(vkCreateShaderModule(device.handle(), &module_info, nullptr, &module), "vkCreateShaderModule");
  return ShaderModule(device, module);
}

const char* result_name(VkResult result) {
  switch (result) {
#define UNTANGLE_RESULT(name) \
  case name: return #name;
    UNTANGLE_RESULT(VK_SUCCESS)
    UNTANGLE_RESULT(VK_NOT_READY)
    UNTANGLE_RESULT(VK_TIMEOUT)
    UNTANGLE_RESULT(VK_INCOMPLETE)
    UNTANGLE_RESULT(VK_ERROR_OUT_OF_HOST_MEMORY)
    UNTANGLE_RESULT(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    UNTANGLE_RESULT(VK_ERROR_INITIALIZATION_FAILED)
    UNTANGLE_RESULT(VK_ERROR_DEVICE_LOST)
    UNTANGLE_RESULT(VK_ERROR_MEMORY_MAP_FAILED)
    UNTANGLE_RESULT(VK_ERROR_LAYER_NOT_PRESENT)
    UNTANGLE_RESULT(VK_ERROR_EXTENSION_NOT_PRESENT)
    UNTANGLE_RESULT(VK_ERROR_FEATURE_NOT_PRESENT)
    UNTANGLE_RESULT(VK_ERROR_INCOMPATIBLE_DRIVER)
    UNTANGLE_RESULT(VK_ERROR_TOO_MANY_OBJECTS)
    UNTANGLE_RESULT(VK_ERROR_FORMAT_NOT_SUPPORTED)
    UNTANGLE_RESULT(VK_ERROR_FRAGMENTED_POOL)
    UNTANGLE_RESULT(VK_ERROR_OUT_OF_POOL_MEMORY)
    UNTANGLE_RESULT(VK_ERROR_INVALID_SHADER_NV)
    UNTANGLE_RESULT(VK_ERROR_UNKNOWN)
#undef UNTANGLE_RESULT
    default: return "an unknown VkResult";
  }
}

void check(VkResult result, const char* call) {
  if (result != VK_SUCCESS) {
    throw RunnerError(std::string(call) + " failed: " + result_name(result) + " (" + std::to_string(result) + ")");
  }
}

}  // namespace untangle::runner
