// ResourceTable: declared ranges and heap views bound by the binding model, and their
// variables made on first use.
#include "spirv_emit/resource_table.h"

#include <algorithm>
#include <bit>

#include "common/error.h"
#include "spirv_emit/ags_intrinsics.h"
#include "spirv_emit/lowering.h"
#include "spirv_emit/rasterizer_order.h"

namespace untangle::spirv_emit {

namespace {

spv::Dim image_dimension(dxil::ResourceKind kind) {
  switch (kind) {
    case dxil::ResourceKind::Texture1D:
    case dxil::ResourceKind::Texture1DArray: return spv::Dim::Dim1D;
    case dxil::ResourceKind::Texture3D: return spv::Dim::Dim3D;
    case dxil::ResourceKind::TextureCube:
    case dxil::ResourceKind::TextureCubeArray: return spv::Dim::Cube;
    case dxil::ResourceKind::TypedBuffer: return spv::Dim::Buffer;
    default: return spv::Dim::Dim2D;
  }
}

bool is_arrayed_image(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::Texture1DArray || kind == dxil::ResourceKind::Texture2DArray ||
         kind == dxil::ResourceKind::Texture2DMSArray || kind == dxil::ResourceKind::TextureCubeArray;
}

bool is_multisampled(dxil::ResourceKind kind) {
  return kind == dxil::ResourceKind::Texture2DMS || kind == dxil::ResourceKind::Texture2DMSArray;
}

}  // namespace

std::string variable_name(const ResourceDeclaration& declaration) {
  if (declaration.is_heap) return std::string("heap_") + resource_kind_name(declaration);
  if (!declaration.name.empty()) return declaration.name;
  static constexpr char kLetters[] = {'t', 'u', 'b', 's'};
  return kLetters[static_cast<size_t>(declaration.resource_class)] + std::to_string(declaration.lower_bound) +
         (declaration.space != 0 ? "_space" + std::to_string(declaration.space) : std::string());
}

ResourceTable::ResourceTable(Builder& builder, TypeTable& types, const std::vector<dxil::ResourceBinding>& bindings,
                             const Options& options, dxil::ShaderKind stage)
    : builder_(builder),
      types_(types),
      options_(options),
      stage_(stage),
      ordered_views_(orders_rasterizer_ordered_views(stage, options)) {
  if (options.root_signature != nullptr) root_layout_.emplace(*options.root_signature, stage);
  if (options.local_root_signature != nullptr) shader_record_layout_.emplace(*options.local_root_signature);
  for (const dxil::ResourceBinding& binding : bindings) {
    BoundResource& resource = add(make_declaration(binding));
    if (binding.symbol != nullptr) symbols_.emplace_back(symbol_global(binding.symbol), &resource);
  }
  if (shader_record_layout_) shader_record_.size = std::max(shader_record_.size, shader_record_layout_->size());
}

ResourceTable::WordBlock& ResourceTable::block_of(ValueSource source) {
  if (source == ValueSource::ShaderRecord) return shader_record_;
  if (source != ValueSource::PushConstant) internal_error("a word block of neither the push constants nor the shader record");
  return push_constants_;
}

namespace {

ValueSource word_source(DescriptorType type) {
  return type == DescriptorType::ShaderRecord ? ValueSource::ShaderRecord : ValueSource::PushConstant;
}

}  // namespace

void ResourceTable::add_word_members(const BoundResource& resource, const Binding& binding) {
  using Kind = WordMember::Kind;
  if (binding.descriptor_type == DescriptorType::PushConstant || binding.descriptor_type == DescriptorType::ShaderRecord)
    add_word_member(word_source(binding.descriptor_type),
                    {Kind::CbvWords, binding.push_constant_offset, push_constant_words(resource, binding), &resource});
  if (binding.heap && binding.heap->index_source != ValueSource::None)
    add_word_member(binding.heap->index_source, {Kind::IndexWord, binding.heap->index_offset, 1, nullptr});
  if (binding.address_source == ValueSource::PushConstant || binding.address_source == ValueSource::ShaderRecord)
    add_word_member(binding.address_source, {Kind::Address, binding.push_constant_offset, 2, nullptr});
}

void ResourceTable::add_word_member(ValueSource source, WordMember member) {
  WordBlock& block = block_of(source);
  for (const WordMember& known : block.members)
    if (member.kind != WordMember::Kind::CbvWords && known.kind == member.kind && known.offset == member.offset) return;
  // Once the block exists its type is fixed: a later view can only read what is there.
  if (block.variable != 0)
    unsupported(std::string("a descriptor-heap view reads ") +
                (source == ValueSource::ShaderRecord ? "shader record" : "push-constant") + " bytes " +
                std::to_string(member.offset) + " to " + std::to_string(member.offset + member.words * 4) +
                ", which no declared resource reads");
  block.members.push_back(member);
  plan_word_block(block, source);
}

void ResourceTable::plan_word_block(WordBlock& block, ValueSource source) {
  const char* what = source == ValueSource::ShaderRecord ? "shader record range" : "push constants";
  std::stable_sort(block.members.begin(), block.members.end(),
                   [](const WordMember& a, const WordMember& b) { return a.offset < b.offset; });
  uint32_t end = 0;
  const WordMember* previous = nullptr;
  for (const WordMember& member : block.members) {
    if (member.offset < end) {
      const bool both_cbvs = member.cbv != nullptr && previous->cbv != nullptr;
      throw Error(Status::InvalidArgument,
                  both_cbvs ? std::string("the ") + what + " of " + describe_request({member.cbv->declaration}) +
                                  " overlaps that of another constant buffer"
                            : std::string("the ") + what + " bytes " + std::to_string(member.offset) + " to " +
                                  std::to_string(member.offset + member.words * 4) +
                                  " that one binding reads overlap those another reads");
    }
    end = member.offset + member.words * 4;
    previous = &member;
  }
  block.size = std::max(block.size, end);
}

uint32_t ResourceTable::member_index(ValueSource source, WordMember::Kind kind, uint32_t offset,
                                     const BoundResource* cbv) {
  const WordBlock& block = block_of(source);
  for (uint32_t index = 0; index < block.members.size(); ++index) {
    const WordMember& member = block.members[index];
    if (member.kind == kind && member.offset == offset && (cbv == nullptr || member.cbv == cbv)) return index;
  }
  internal_error("no word-block member at byte offset " + std::to_string(offset));
}

uint32_t ResourceTable::cbv_member(const BoundResource& resource) {
  return member_index(word_source(resource.binding.descriptor_type), WordMember::Kind::CbvWords,
                      resource.binding.push_constant_offset, &resource);
}

uint32_t ResourceTable::index_word_member(ValueSource source, uint32_t offset) {
  return member_index(source, WordMember::Kind::IndexWord, offset, nullptr);
}

uint32_t ResourceTable::address_member(ValueSource source, uint32_t offset) {
  return member_index(source, WordMember::Kind::Address, offset, nullptr);
}

BoundResource& ResourceTable::add(const ResourceDeclaration& declaration) {
  auto resource = std::make_unique<BoundResource>();
  resource->declaration = declaration;
  if (is_amd_extension_uav(declaration)) {
    if (!options_.ags.cooperative_matrix && !options_.ags.float8)
      unsupported(describe_request(BindingRequest{declaration}) +
                  " (0x7FFF0ADE) is AMD GPU Services' extension UAV: its intrinsics (wave-matrix multiply, float8 "
                  "conversions) need the ags option (cooperative matrices, float8) for a device that has them, and "
                  "it is not bound as a resource");
    resource->amd_extension = true;
    bound_.push_back(std::move(resource));
    return *bound_.back();
  }
  const BindingRequest request{resource->declaration};
  resource->binding = default_binding(request, options_.heap);
  const std::optional<Binding> in_record =
      shader_record_layout_ ? shader_record_layout_->binding(request) : std::optional<Binding>();
  if (in_record) {
    resource->binding = *in_record;
  } else if (root_layout_ && !declaration.is_heap) {
    const std::optional<Binding> placed = root_layout_->binding(request);
    if (!placed)
      throw Error(Status::InvalidArgument, std::string("the root signature ") +
                                               (shader_record_layout_ ? "(global or local) " : "") +
                                               "has no place for " + describe_request(request));
    resource->binding = *placed;
    resource->is_static_sampler = root_layout_->is_static_sampler(request);
  }
  if (options_.remapper && !options_.remapper(request, resource->binding))
    throw Error(Status::InvalidArgument, "the binding remapper refused " + describe_request(request));
  if (resource->binding.single_descriptor && !declaration.is_heap) resource->declaration.range_size = 1;
  check_binding(request, resource->binding);
  add_word_members(*resource, resource->binding);
  if (declaration.has_counter) place_counter(*resource);
  bound_.push_back(std::move(resource));
  return *bound_.back();
}

void ResourceTable::place_counter(BoundResource& resource) {
  if (resource.declaration.resource_class != dxil::ResourceClass::UnorderedAccess)
    unsupported(std::string("a ") + resource_kind_name(resource.declaration) + " has no counter");
  resource.declaration.has_counter = true;
  const BindingRequest request{resource.declaration, true};
  Binding counter = default_counter_binding(resource.binding);
  if (options_.remapper && !options_.remapper(request, counter))
    throw Error(Status::InvalidArgument, "the binding remapper refused " + describe_request(request));
  check_binding(request, counter);
  add_word_members(resource, counter);
  resource.counter = counter;
}

BoundResource& ResourceTable::declared(dxil::ResourceClass resource_class, uint32_t range_id) {
  for (const auto& resource : bound_)
    if (!resource->declaration.is_heap && resource->declaration.resource_class == resource_class &&
        resource->declaration.id == range_id)
      return *resource;
  unsupported(std::string("no ") + dxil::resource_class_name(resource_class) + " resource with range id " +
              std::to_string(range_id) + " is declared");
}

BoundResource& ResourceTable::declared_at(dxil::ResourceClass resource_class, uint32_t space, uint32_t index) {
  for (const auto& resource : bound_) {
    const ResourceDeclaration& declaration = resource->declaration;
    if (declaration.is_heap || declaration.resource_class != resource_class || declaration.space != space ||
        index < declaration.lower_bound)
      continue;
    if (declaration.range_size != dxil::kUnboundedRange && index - declaration.lower_bound >= declaration.range_size)
      continue;
    return *resource;
  }
  unsupported(std::string("no ") + dxil::resource_class_name(resource_class) + " resource is declared at register " +
              std::to_string(index) + " of space " + std::to_string(space));
}

BoundResource* ResourceTable::declared_symbol(const dxil::Value* symbol) {
  for (const auto& [known, resource] : symbols_)
    if (known == symbol) return resource;
  return nullptr;
}

BoundResource& ResourceTable::heap(const ResourceDeclaration& declaration) {
  for (const auto& resource : bound_) {
    const ResourceDeclaration& known = resource->declaration;
    if (known.is_heap && known.resource_class == declaration.resource_class && known.kind == declaration.kind &&
        known.stride() == declaration.stride() && known.component_type() == declaration.component_type() &&
        known.component_count == declaration.component_count &&
        known.constant_buffer_size == declaration.constant_buffer_size &&
        known.rasterizer_ordered == declaration.rasterizer_ordered)
      return *resource;
  }
  ResourceDeclaration view = declaration;
  view.is_heap = true;
  view.range_size = dxil::kUnboundedRange;
  return add(view);
}

uint32_t ResourceTable::push_constant_words(const BoundResource& resource, const Binding& binding) {
  const uint32_t bytes =
      binding.push_constant_size != 0 ? binding.push_constant_size : resource.declaration.constant_buffer_size;
  return std::max<uint32_t>(1, (bytes + 3) / 4);
}

Id ResourceTable::word_block(ValueSource source) {
  const bool record = source == ValueSource::ShaderRecord;
  WordBlock& block = block_of(source);
  if (block.variable != 0) return block.variable;
  std::vector<Id> members;
  for (const WordMember& member : block.members) {
    switch (member.kind) {
      case WordMember::Kind::CbvWords: {
        const Id words = builder_.type_unique_array(types_.uint(), member.words);
        builder_.decorate(words, spv::Decoration::ArrayStride, {4});
        members.push_back(words);
        break;
      }
      case WordMember::Kind::IndexWord: members.push_back(types_.uint()); break;
      case WordMember::Kind::Address: members.push_back(builder_.type_vector(types_.uint(), 2)); break;
    }
  }
  // A node's local root arguments ([NodeLocalRootArgumentsTableIndex]) come from a table D3D12
  // indexes by node; Vulkan's work graphs have no shader records to hold them.
  if (record && stage_ == dxil::ShaderKind::Node)
    unsupported(
        "local root arguments in a node shader are not supported: VK_AMDX_shader_enqueue has no shader "
        "records");
  const Id block_type = builder_.type_unique_struct(members);
  builder_.decorate(block_type, spv::Decoration::Block);
  builder_.set_name(block_type, record ? "ShaderRecord" : "PushConstants");
  for (uint32_t i = 0; i < block.members.size(); ++i) {
    const WordMember& member = block.members[i];
    builder_.decorate_member(block_type, i, spv::Decoration::Offset, {member.offset});
    builder_.set_member_name(block_type, i,
                             member.kind == WordMember::Kind::CbvWords  ? variable_name(member.cbv->declaration)
                             : member.kind == WordMember::Kind::Address ? "address" + std::to_string(member.offset)
                                                                        : "index" + std::to_string(member.offset));
  }
  const spv::StorageClass storage_class =
      record ? spv::StorageClass::ShaderRecordBufferKHR : spv::StorageClass::PushConstant;
  block.variable = builder_.global_variable(builder_.type_pointer(storage_class, block_type), storage_class);
  builder_.set_name(block.variable, record ? "shader_record" : "push_constants");
  return block.variable;
}

Id ResourceTable::uvec2_table(uint32_t set, uint32_t binding, const char* name) {
  const auto key = std::make_tuple(set, binding);
  if (auto found = uvec2_tables_.find(key); found != uvec2_tables_.end()) return found->second;
  const Id elements = builder_.type_unique_runtime_array(builder_.type_vector(types_.uint(), 2));
  builder_.decorate(elements, spv::Decoration::ArrayStride, {8});
  const Id block = builder_.type_unique_struct(std::vector<Id>{elements});
  builder_.decorate(block, spv::Decoration::Block);
  builder_.decorate_member(block, 0, spv::Decoration::Offset, {0});
  builder_.decorate_member(block, 0, spv::Decoration::NonWritable);
  builder_.set_name(block, name);
  builder_.set_member_name(block, 0, "elements");
  const Id variable = builder_.global_variable(builder_.type_pointer(spv::StorageClass::StorageBuffer, block),
                                               spv::StorageClass::StorageBuffer);
  builder_.decorate(variable, spv::Decoration::DescriptorSet, {set});
  builder_.decorate(variable, spv::Decoration::Binding, {binding});
  builder_.set_name(variable, std::string(name) + "_" + std::to_string(set) + "_" + std::to_string(binding));
  uvec2_tables_.emplace(key, variable);
  return variable;
}

Id ResourceTable::address_table(uint32_t set, uint32_t binding) { return uvec2_table(set, binding, "AddressTable"); }

Id ResourceTable::bounds_table(uint32_t set, uint32_t binding) { return uvec2_table(set, binding, "ViewBounds"); }

Id ResourceTable::variable(BoundResource& resource, ResourceView view) {
  if (auto found = resource.variables.find(view); found != resource.variables.end()) return found->second;
  if (resource.binding.descriptor_type == DescriptorType::DeviceAddress)
    internal_error("a resource reached through a device address has no descriptor variable");
  if (resource.amd_extension)
    unsupported("AMD GPU Services' extension UAV used other than by its intrinsics' encoding");
  const ResourceDeclaration& declaration = resource.declaration;
  const std::string name = variable_name(declaration);
  Id element_type = 0;
  spv::StorageClass storage_class = spv::StorageClass::UniformConstant;
  switch (view) {
    case ResourceView::Words8:
    case ResourceView::Words16:
    case ResourceView::Words32:
    case ResourceView::Words64: {
      const uint32_t width = view == ResourceView::Words8    ? 8
                             : view == ResourceView::Words16 ? 16
                             : view == ResourceView::Words32 ? 32
                                                             : 64;
      declare_word_storage(builder_, width);
      const Id words = builder_.type_unique_runtime_array(types_.uint(width));
      builder_.decorate(words, spv::Decoration::ArrayStride, {width / 8});
      element_type = builder_.type_unique_struct(std::vector<Id>{words});
      builder_.decorate(element_type, spv::Decoration::Block);
      builder_.decorate_member(element_type, 0, spv::Decoration::Offset, {0});
      if (declaration.resource_class != dxil::ResourceClass::UnorderedAccess)
        builder_.decorate_member(element_type, 0, spv::Decoration::NonWritable);
      builder_.set_name(element_type, name + "_words" + std::to_string(width));
      builder_.set_member_name(element_type, 0, "words");
      storage_class = spv::StorageClass::StorageBuffer;
      break;
    }
    case ResourceView::CBufferRows: {
      const uint32_t rows = std::max<uint32_t>(1, (declaration.constant_buffer_size + 15) / 16);
      const Id row_array = builder_.type_unique_array(builder_.type_vector(types_.uint(), 4), rows);
      builder_.decorate(row_array, spv::Decoration::ArrayStride, {16});
      element_type = builder_.type_unique_struct(std::vector<Id>{row_array});
      builder_.decorate(element_type, spv::Decoration::Block);
      builder_.decorate_member(element_type, 0, spv::Decoration::Offset, {0});
      builder_.set_name(element_type, name + "_rows");
      builder_.set_member_name(element_type, 0, "rows");
      storage_class = spv::StorageClass::Uniform;
      // A CBV the binding model puts in a storage buffer: the same rows, read-only.
      if (resource.binding.descriptor_type == DescriptorType::StorageBuffer) {
        builder_.decorate_member(element_type, 0, spv::Decoration::NonWritable);
        storage_class = spv::StorageClass::StorageBuffer;
      }
      break;
    }
    case ResourceView::Image: {
      Id sampled_type;
      switch (declaration.component_type()) {
        case dxil::ComponentType::I16:
        case dxil::ComponentType::I32: sampled_type = builder_.type_signed_int(32); break;
        case dxil::ComponentType::U16:
        case dxil::ComponentType::U32: sampled_type = types_.uint(32); break;
        case dxil::ComponentType::F16:
        case dxil::ComponentType::F32:
        case dxil::ComponentType::SNormF16:
        case dxil::ComponentType::UNormF16:
        case dxil::ComponentType::SNormF32:
        case dxil::ComponentType::UNormF32: sampled_type = types_.floating(32); break;
        // 64-bit texels: UAVs are R64 images (64-bit atomics need them); SRVs are read through
        // R32G32 views, as D3D's are, each texel's low and high words its first two components.
        case dxil::ComponentType::I64:
          sampled_type = declaration.resource_class == dxil::ResourceClass::UnorderedAccess ? builder_.type_signed_int(64)
                                                                                             : builder_.type_signed_int(32);
          break;
        case dxil::ComponentType::U64:
          sampled_type = types_.uint(declaration.resource_class == dxil::ResourceClass::UnorderedAccess ? 64 : 32);
          break;
        default:
          unsupported("typed resources with component type " +
                      std::to_string(static_cast<int>(declaration.component_type())) + " are not supported");
      }
      const bool writable = declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
      const spv::Dim dimension = image_dimension(declaration.kind);
      if (dimension == spv::Dim::Buffer)
        builder_.add_capability(writable ? spv::Capability::ImageBuffer : spv::Capability::SampledBuffer);
      if (dimension == spv::Dim::Dim1D)
        builder_.add_capability(writable ? spv::Capability::Image1D : spv::Capability::Sampled1D);
      if (writable && dimension == spv::Dim::Cube) unsupported("writable cube textures are not supported");
      if (writable && is_multisampled(declaration.kind)) {
        builder_.add_capability(spv::Capability::StorageImageMultisample);
        if (is_arrayed_image(declaration.kind)) builder_.add_capability(spv::Capability::ImageMSArray);
      }
      if (dimension == spv::Dim::Cube && is_arrayed_image(declaration.kind))
        builder_.add_capability(writable ? spv::Capability::ImageCubeArray : spv::Capability::SampledCubeArray);
      // 64-bit integer texels (SM 6.6) exist only as R64_UINT and R64_SINT.
      const bool int64 = types_.scalar_width(sampled_type) == 64;
      if (int64) {
        builder_.add_capability(spv::Capability::Int64ImageEXT);
        builder_.add_extension("SPV_EXT_shader_image_int64");
        if (writable)
          resource.image_format = sampled_type == types_.uint(64) ? spv::ImageFormat::R64ui : spv::ImageFormat::R64i;
      }
      // Storage images are read and written without a format, so any view format binds; only
      // atomics need one, which a single 32-bit component gives.
      if (!int64 && writable && resource.used_atomically && declaration.component_count == 1) {
        if (sampled_type == types_.floating(32)) resource.image_format = spv::ImageFormat::R32f;
        if (sampled_type == types_.uint(32)) resource.image_format = spv::ImageFormat::R32ui;
        if (sampled_type == builder_.type_signed_int(32)) resource.image_format = spv::ImageFormat::R32i;
      }
      element_type = builder_.type_image(sampled_type, dimension, is_arrayed_image(declaration.kind),
                                         is_multisampled(declaration.kind), writable ? 2 : 1, resource.image_format);
      resource.image_type = element_type;
      break;
    }
    case ResourceView::Sampler: element_type = builder_.type_sampler(); break;
    case ResourceView::AccelerationStructure: element_type = builder_.type_acceleration_structure(); break;
  }
  const Id variable = decorated_variable(resource, resource.binding, storage_class,
                                         descriptor_array_type(declaration, resource.binding, element_type), name);
  resource.variables.emplace(view, variable);
  return variable;
}

Id ResourceTable::descriptor_array_type(const ResourceDeclaration& declaration, const Binding& binding,
                                        Id element_type) {
  if (!is_descriptor_array(declaration) && !binding.heap) return element_type;
  if (declaration.range_size != dxil::kUnboundedRange && !binding.heap)
    return builder_.type_array(element_type, declaration.range_size);
  builder_.add_capability(spv::Capability::RuntimeDescriptorArray);
  if (builder_.version() < kSpirv15) builder_.add_extension("SPV_EXT_descriptor_indexing");
  return builder_.type_runtime_array(element_type);
}

Id ResourceTable::decorated_variable(const BoundResource& resource, const Binding& binding,
                                     spv::StorageClass storage_class, Id variable_type, const std::string& name) {
  const Id variable = builder_.global_variable(builder_.type_pointer(storage_class, variable_type), storage_class);
  builder_.decorate(variable, spv::Decoration::DescriptorSet, {binding.set});
  builder_.decorate(variable, spv::Decoration::Binding, {binding.binding});
  // The accesses of consecutive critical sections reach each other through the device's
  // memory, not through a cache only one invocation sees.
  if (resource.declaration.globally_coherent || (resource.declaration.rasterizer_ordered && ordered_views_))
    builder_.decorate(variable, spv::Decoration::Coherent);
  builder_.set_name(variable, name);
  return variable;
}

Id ResourceTable::standard_sample_positions() {
  if (sample_positions_ != 0) return sample_positions_;
  // Vulkan's standard sample locations in sixteenths of a pixel from its top-left corner.
  static constexpr uint8_t kLocations[][2] = {
      {8, 8},                                                                  // 1 sample
      {12, 12}, {4, 4},                                                        // 2
      {6, 2},   {14, 6},  {2, 10},  {10, 14},                                  // 4
      {9, 5},   {7, 11},  {13, 9},  {5, 3},  {3, 13}, {1, 7},  {11, 15}, {15, 1},  // 8
      {9, 9},   {7, 5},   {5, 10},  {12, 7}, {3, 6},  {10, 13}, {13, 11}, {11, 3},  // 16
      {6, 14},  {8, 1},   {4, 2},   {2, 12}, {0, 8},  {15, 4},  {14, 15}, {1, 0}};
  const Id float_type = types_.floating();
  const Id vec2 = builder_.type_vector(float_type, 2);
  std::vector<Id> positions;
  for (const auto& location : kLocations) {
    std::vector<Id> offsets;
    for (const uint8_t sixteenths : location) {
      const float offset = static_cast<float>(sixteenths) / 16.0f - 0.5f;
      offsets.push_back(builder_.constant_scalar(float_type, std::bit_cast<uint32_t>(offset)));
    }
    positions.push_back(builder_.constant_composite(vec2, offsets));
  }
  const Id table_type = builder_.type_array(vec2, static_cast<uint32_t>(positions.size()));
  sample_positions_ = builder_.global_variable(builder_.type_pointer(spv::StorageClass::Private, table_type),
                                               spv::StorageClass::Private,
                                               builder_.constant_composite(table_type, positions));
  builder_.set_name(sample_positions_, "standard_sample_positions");
  return sample_positions_;
}

Id ResourceTable::render_target_sample_count() {
  if (sample_count_ != 0) return sample_count_;
  if (options_.sample_count) {
    sample_count_ = types_.uint_constant(*options_.sample_count);
    return sample_count_;
  }
  sample_count_ = builder_.spec_constant(types_.uint(), 1);
  builder_.decorate(sample_count_, spv::Decoration::SpecId, {options_.sample_count_spec_id});
  builder_.set_name(sample_count_, "render_target_sample_count");
  return sample_count_;
}

const Binding& ResourceTable::counter(BoundResource& resource) {
  if (!resource.counter) place_counter(resource);
  return *resource.counter;
}

Id ResourceTable::counter_variable(BoundResource& resource) {
  if (resource.counter_variable != 0) return resource.counter_variable;
  const Binding& binding = counter(resource);
  const std::string name = variable_name(resource.declaration) + "_counter";
  if (binding.descriptor_type == DescriptorType::StorageTexelBuffer) {
    builder_.add_capability(spv::Capability::ImageBuffer);
    const Id image = builder_.type_image(types_.uint(), spv::Dim::Buffer, false, false, 2, spv::ImageFormat::R32ui);
    resource.counter_variable =
        decorated_variable(resource, binding, spv::StorageClass::UniformConstant,
                           descriptor_array_type(resource.declaration, binding, image), name);
    return resource.counter_variable;
  }
  if (binding.descriptor_type != DescriptorType::StorageBuffer)
    internal_error("a counter reached through a device address has no descriptor variable");
  const Id block = builder_.type_unique_struct(std::vector<Id>{types_.uint()});
  builder_.decorate(block, spv::Decoration::Block);
  builder_.decorate_member(block, 0, spv::Decoration::Offset, {0});
  builder_.set_name(block, "Counter");
  builder_.set_member_name(block, 0, "counter");
  resource.counter_variable =
      decorated_variable(resource, binding, spv::StorageClass::StorageBuffer,
                         descriptor_array_type(resource.declaration, binding, block), name);
  return resource.counter_variable;
}

}  // namespace untangle::spirv_emit
