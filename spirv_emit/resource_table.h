// The module's resources: the ranges DXIL declares and the descriptor-heap views the shader
// uses, each placed at a descriptor set and binding by the binding model, and their SPIR-V
// variables (buffers as runtime arrays of words in StorageBuffer blocks, cbuffers as Uniform
// blocks of uvec4 rows, typed resources as images, samplers), made on first use.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/options.h"
#include "spirv_emit/reflection.h"
#include "spirv_emit/resources.h"
#include "spirv_emit/root_signature_layout.h"
#include "spirv_emit/shader_record_layout.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

// The OpName of a resource's variable: its HLSL name, else its register ("t3_space1").
std::string variable_name(const ResourceDeclaration& declaration);

class ResourceTable {
 public:
  ResourceTable(Builder& builder, TypeTable& types, const std::vector<dxil::ResourceBinding>& bindings,
                const Options& options, dxil::ShaderKind stage);

  // The declared range with this class and range id (CreateHandle's operands).
  BoundResource& declared(dxil::ResourceClass resource_class, uint32_t range_id);
  // The declared range that holds register `index` of `space` (CreateHandleFromBinding).
  BoundResource& declared_at(dxil::ResourceClass resource_class, uint32_t space, uint32_t index);
  // The declared range whose global `symbol` a library loads (CreateHandleForLib), or null.
  BoundResource* declared_symbol(const dxil::Value* symbol);
  // The heap view for resources of this shape (CreateHandleFromHeap + AnnotateHandle).
  BoundResource& heap(const ResourceDeclaration& declaration);
  // The variable through which `view` reaches the resource (not for push constants).
  Id variable(BoundResource& resource, ResourceView view);
  // Places the counter of `resource` where the declaration did not announce it (on first use).
  const Binding& counter(BoundResource& resource);
  // The variable of the UAV counter of `resource`, arrayed as the resource is: a storage
  // buffer block of one 32-bit word, or an R32ui storage texel buffer (a counter the binding
  // model reaches through a device address has none).
  Id counter_variable(BoundResource& resource);
  // Sample positions: a Private table of the standard positions of 1, 2, 4, 8 and 16
  // samples (D3D's and Vulkan's standard patterns agree), as offsets from the pixel centre;
  // the positions of n samples start at element n - 1.
  Id standard_sample_positions();
  // The render target's sample count, which SPIR-V cannot query: a specialization constant
  // (SpecId kSampleCountSpecId, default 1) the pipeline sets.
  Id render_target_sample_count();

  // The one push-constant block (ValueSource::PushConstant) or shader record block
  // (ShaderRecord): a struct with a member at each offset the bindings read: the 32-bit words
  // of a CBV placed there, a heap window's index word (a uint), a device address (a uvec2).
  // Made on first use; members are fixed from then on.
  Id word_block(ValueSource source);
  // The member of that block holding a CBV's words, a heap index word or an address.
  uint32_t cbv_member(const BoundResource& resource);
  uint32_t index_word_member(ValueSource source, uint32_t offset);
  uint32_t address_member(ValueSource source, uint32_t offset);
  // An address table: the read-only storage buffer of uvec2 addresses at set and binding.
  Id address_table(uint32_t set, uint32_t binding);
  // A view-bounds buffer: the read-only storage buffer of uvec2 (start, size) at set and binding.
  Id bounds_table(uint32_t set, uint32_t binding);
  uint32_t push_constant_size() const { return push_constants_.size; }
  // The bytes of shader record the local root signature lays out (0 without one).
  uint32_t shader_record_size() const { return shader_record_.size; }
  bool uses_sample_count() const { return sample_count_ != 0 && !options_.sample_count; }

  // Every declared range in declaration order, then the heap views in order of first use.
  const std::vector<std::unique_ptr<BoundResource>>& bound() const { return bound_; }

 private:
  struct WordMember {
    enum class Kind : uint8_t { CbvWords, IndexWord, Address } kind = Kind::CbvWords;
    uint32_t offset = 0;  // bytes
    uint32_t words = 1;
    const BoundResource* cbv = nullptr;  // CbvWords: whose
  };
  struct WordBlock {
    std::vector<WordMember> members;  // by offset once planned
    uint32_t size = 0;                // bytes, to the end of the last member
    Id variable = 0;
  };

  // A new BoundResource placed by the binding model.
  BoundResource& add(const ResourceDeclaration& declaration);
  WordBlock& block_of(ValueSource source);
  // Adds the members `binding` (of `resource`, or its counter) reads from the word blocks.
  void add_word_members(const BoundResource& resource, const Binding& binding);
  void add_word_member(ValueSource source, WordMember member);
  // Orders `block`'s members by offset; throws when two overlap.
  void plan_word_block(WordBlock& block, ValueSource source);
  uint32_t member_index(ValueSource source, WordMember::Kind kind, uint32_t offset, const BoundResource* cbv);
  // Places the counter of a UAV (default_counter_binding, then the remapper).
  void place_counter(BoundResource& resource);
  // The variable's type around `element_type`: itself, or an array of descriptors.
  Id descriptor_array_type(const ResourceDeclaration& declaration, const Binding& binding, Id element_type);
  Id decorated_variable(const BoundResource& resource, const Binding& binding, spv::StorageClass storage_class,
                        Id variable_type, const std::string& name);
  // A read-only storage buffer of one runtime array of uvec2 at set and binding, once per place.
  Id uvec2_table(uint32_t set, uint32_t binding, const char* name);
  static uint32_t push_constant_words(const BoundResource& resource, const Binding& binding);

  Builder& builder_;
  TypeTable& types_;
  const Options& options_;
  dxil::ShaderKind stage_;
  bool ordered_views_;  // rasterizer ordered views are ordered (rasterizer_order.h)
  std::optional<RootSignatureLayout> root_layout_;
  std::optional<ShaderRecordLayout> shader_record_layout_;
  std::vector<std::unique_ptr<BoundResource>> bound_;
  std::vector<std::pair<const dxil::Value*, BoundResource*>> symbols_;
  WordBlock push_constants_;
  WordBlock shader_record_;
  std::map<std::tuple<uint32_t, uint32_t>, Id> uvec2_tables_;  // by set and binding
  Id sample_positions_ = 0;
  Id sample_count_ = 0;
};

}  // namespace untangle::spirv_emit
