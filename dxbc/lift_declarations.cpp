// Declarations: what a program's dcl_* instructions say about its registers, resources,
// inputs and outputs, read before any code is lifted (they all come first in a program).
#include <algorithm>
#include <bit>
#include <cctype>
#include <string_view>

#include "dxbc/lifter.h"

namespace untangle::dxbc::lifting {

namespace {

bool is_shader_model_5_1(const Program& program) { return program.major == 5 && program.minor >= 1; }

dxil::ResourceKind resource_kind(ResourceDimension dimension) {
  switch (dimension) {
    case ResourceDimension::Buffer: return dxil::ResourceKind::TypedBuffer;
    case ResourceDimension::Texture1D: return dxil::ResourceKind::Texture1D;
    case ResourceDimension::Texture2D: return dxil::ResourceKind::Texture2D;
    case ResourceDimension::Texture2DMS: return dxil::ResourceKind::Texture2DMS;
    case ResourceDimension::Texture3D: return dxil::ResourceKind::Texture3D;
    case ResourceDimension::TextureCube: return dxil::ResourceKind::TextureCube;
    case ResourceDimension::Texture1DArray: return dxil::ResourceKind::Texture1DArray;
    case ResourceDimension::Texture2DArray: return dxil::ResourceKind::Texture2DArray;
    case ResourceDimension::Texture2DMSArray: return dxil::ResourceKind::Texture2DMSArray;
    case ResourceDimension::TextureCubeArray: return dxil::ResourceKind::TextureCubeArray;
    case ResourceDimension::RawBuffer: return dxil::ResourceKind::RawBuffer;
    case ResourceDimension::StructuredBuffer: return dxil::ResourceKind::StructuredBuffer;
    case ResourceDimension::Unknown: break;
  }
  return dxil::ResourceKind::Invalid;
}

// The return type dword of a typed resource declaration: four bits per component.
std::array<ReturnType, 4> return_types(uint32_t word) {
  std::array<ReturnType, 4> types{};
  for (uint32_t component = 0; component < 4; ++component)
    types[component] = static_cast<ReturnType>((word >> (component * 4)) & 0xF);
  return types;
}

// A pixel shader's outputs carry no system value in the signature (fxc writes NONE): their
// semantic names say what they are.
dxil::SemanticKind named_semantic(std::string_view name) {
  const auto is = [&](std::string_view wanted) {
    return name.size() == wanted.size() &&
           std::equal(name.begin(), name.end(), wanted.begin(), [](char a, char b) { return std::tolower(a) == std::tolower(b); });
  };
  if (is("SV_Target")) return dxil::SemanticKind::Target;
  if (is("SV_Depth")) return dxil::SemanticKind::Depth;
  if (is("SV_DepthGreaterEqual")) return dxil::SemanticKind::DepthGreaterEqual;
  if (is("SV_DepthLessEqual")) return dxil::SemanticKind::DepthLessEqual;
  if (is("SV_Coverage")) return dxil::SemanticKind::Coverage;
  if (is("SV_StencilRef")) return dxil::SemanticKind::StencilRef;
  if (is("SV_InnerCoverage")) return dxil::SemanticKind::InnerCoverage;
  return dxil::SemanticKind::Arbitrary;
}

dxil::SemanticKind semantic_kind(uint32_t d3d_name, std::string_view name) {
  switch (d3d_name) {
    case 0: return named_semantic(name);
    case 1: return dxil::SemanticKind::Position;
    case 2: return dxil::SemanticKind::ClipDistance;
    case 3: return dxil::SemanticKind::CullDistance;
    case 4: return dxil::SemanticKind::RenderTargetArrayIndex;
    case 5: return dxil::SemanticKind::ViewPortArrayIndex;
    case 6: return dxil::SemanticKind::VertexID;
    case 7: return dxil::SemanticKind::PrimitiveID;
    case 8: return dxil::SemanticKind::InstanceID;
    case 9: return dxil::SemanticKind::IsFrontFace;
    case 10: return dxil::SemanticKind::SampleIndex;
    // Quad and triangle edges; an isoline's detail (15) and density (16) are its two edges.
    case 11: case 13: case 15: case 16: return dxil::SemanticKind::TessFactor;
    case 12: case 14: return dxil::SemanticKind::InsideTessFactor;
    case 64: return dxil::SemanticKind::Target;
    case 65: return dxil::SemanticKind::Depth;
    case 66: return dxil::SemanticKind::Coverage;
    case 67: return dxil::SemanticKind::DepthGreaterEqual;
    case 68: return dxil::SemanticKind::DepthLessEqual;
    case 69: return dxil::SemanticKind::StencilRef;
    case 70: return dxil::SemanticKind::InnerCoverage;
    default: return dxil::SemanticKind::Arbitrary;
  }
}

}  // namespace

void Lifter::declare(const Instruction& instruction) {
  const auto operand = [&]() -> const Operand& {
    if (instruction.operands.empty()) fail(Status::MalformedInput, "the declaration has no operand");
    return instruction.operands[0];
  };
  const auto extra = [&](size_t position) -> uint32_t {
    if (instruction.extra.size() <= position) fail(Status::MalformedInput, "the declaration is too short");
    return instruction.extra[position];
  };
  switch (instruction.opcode) {
    case Opcode::DclGlobalFlags: global_flags = instruction.controls; return;
    case Opcode::DclThreadGroup: thread_group = std::array<uint32_t, 3>{extra(0), extra(1), extra(2)}; return;
    case Opcode::DclInputPs:
    case Opcode::DclInputPsSiv:
    case Opcode::DclInputPsSgv:
      if (!operand().indices.empty())
        input_interpolation[static_cast<uint32_t>(operand().indices.back().immediate)] =
            static_cast<dxil::InterpolationMode>(instruction.controls & 0xF);
      return;
    case Opcode::DclConstantBuffer:
    case Opcode::DclResource:
    case Opcode::DclResourceRaw:
    case Opcode::DclResourceStructured:
      return declare_resource(instruction, instruction.opcode == Opcode::DclConstantBuffer
                                               ? dxil::ResourceClass::ConstantBuffer
                                               : dxil::ResourceClass::ShaderResource);
    case Opcode::DclSampler: return declare_resource(instruction, dxil::ResourceClass::Sampler);
    case Opcode::DclUavTyped:
    case Opcode::DclUavRaw:
    case Opcode::DclUavStructured: return declare_resource(instruction, dxil::ResourceClass::UnorderedAccess);
    case Opcode::DclIndexableTemp: {
      const uint32_t count = extra(1);
      const uint32_t components = extra(2);
      if (components == 0 || components > 4 || count == 0 || count > 0x10000)
        fail(Status::MalformedInput, "an indexable temp of " + std::to_string(count) + " elements of " +
                                         std::to_string(components) + " components");
      IndexableTemp& temp = indexable_temps[extra(0)];
      temp.components = components;
      temp.words = word_array("dx.x" + std::to_string(extra(0)), uint64_t{count} * components);
      return;
    }
    case Opcode::DclTgsmRaw:
    case Opcode::DclTgsmStructured: {
      const bool structured = instruction.opcode == Opcode::DclTgsmStructured;
      const uint32_t stride = structured ? extra(0) : 4;
      const uint64_t bytes = structured ? uint64_t{extra(0)} * extra(1) : extra(0);
      if (bytes == 0 || bytes % 4 != 0 || bytes > 32768 || stride % 4 != 0)
        fail(Status::MalformedInput, "groupshared memory of " + std::to_string(bytes) + " bytes");
      const uint32_t index = static_cast<uint32_t>(operand().indices.at(0).immediate);
      const dxil::Type* words = ir_.array(ir_.i32(), bytes / 4);
      SharedMemory& memory = shared_memory[index];
      memory.stride = stride;
      memory.structured = structured;
      memory.words = ir_.global("g" + std::to_string(index), words, 3, ir_.undef(words), false, dxil::Linkage::Internal);
      return;
    }
    case Opcode::CustomData: {
      if (instruction.controls != 3) return;  // comments, debug information, opaque data
      if (instruction.extra.empty() || instruction.extra.size() % 4 != 0)
        fail(Status::MalformedInput, "an immediate constant buffer of " + std::to_string(instruction.extra.size()) +
                                         " dwords, not whole rows of four");
      const dxil::Type* words = ir_.array(ir_.i32(), instruction.extra.size());
      std::vector<uint64_t> data(instruction.extra.begin(), instruction.extra.end());
      immediate_constants = ir_.global("dx.icb", words, 5, ir_.data_array(words, std::move(data)), true,
                                       dxil::Linkage::Internal);
      return;
    }
    case Opcode::DclIndexRange: {
      const Operand& first = operand();
      if (first.indices.empty()) fail(Status::MalformedInput, "an index range without its first register");
      IndexRange range;
      range.first = static_cast<uint32_t>(first.indices.back().immediate);
      range.count = extra(0);
      range.mask = first.mask;
      const bool patch_phase = phase_ == Phase::Fork || phase_ == Phase::Join;
      switch (first.type) {
        case OperandType::Output: range.signature = patch_phase ? SignatureKind::PatchConstant : SignatureKind::Output; break;
        case OperandType::OutputControlPoint: range.signature = SignatureKind::Output; break;
        case OperandType::InputPatchConstant: range.signature = SignatureKind::PatchConstant; break;
        default: range.signature = SignatureKind::Input; break;
      }
      if (range.count == 0 || range.count > 64) fail(Status::MalformedInput, "an index range of " + std::to_string(range.count) + " registers");
      index_ranges.push_back(range);
      return;
    }
    case Opcode::DclGsInputPrimitive:
      geometry.input_primitive = static_cast<dxil::InputPrimitive>(instruction.controls & 0x3F);
      return;
    case Opcode::DclGsOutputPrimitiveTopology:
      geometry.output_topology = static_cast<dxil::PrimitiveTopology>(instruction.controls & 0x7F);
      return;
    case Opcode::DclMaxOutputVertexCount: geometry.max_vertex_count = extra(0); return;
    case Opcode::DclGsInstanceCount: geometry.instance_count = extra(0); return;
    case Opcode::DclStream: geometry.active_stream_mask |= 1u << (operand().indices.at(0).immediate & 3); return;
    case Opcode::DclInputControlPointCount:
      hull.input_control_points = instruction.controls & 0x3F;
      domain.input_control_points = hull.input_control_points;
      return;
    case Opcode::DclOutputControlPointCount: hull.output_control_points = instruction.controls & 0x3F; return;
    case Opcode::DclTessDomain:
      hull.domain = domain.domain = static_cast<dxil::TessellatorDomain>(instruction.controls & 3);
      return;
    case Opcode::DclTessPartitioning:
      hull.partitioning = static_cast<dxil::TessellatorPartitioning>(instruction.controls & 7);
      return;
    case Opcode::DclTessOutputPrimitive:
      hull.output_primitive = static_cast<dxil::TessellatorOutputPrimitive>(instruction.controls & 7);
      return;
    case Opcode::DclHsMaxTessFactor: max_tessellation_factor_bits = extra(0); return;
    default: return;  // temps, phase instance counts (read by their phase), function bodies...
  }
}

void Lifter::declare_resource(const Instruction& instruction, dxil::ResourceClass resource_class) {
  if (instruction.operands.empty() || instruction.operands[0].indices.empty())
    fail(Status::MalformedInput, "a resource declaration without its register");
  const Operand& operand = instruction.operands[0];
  const bool ranged = is_shader_model_5_1(program_);
  Resource declared;
  declared.resource_class = resource_class;
  declared.register_id = static_cast<uint32_t>(operand.indices[0].immediate);
  uint32_t id_count = 0;
  for (const Resource& other : resources)
    if (other.resource_class == resource_class) ++id_count;
  declared.id = id_count;
  size_t next_extra = 0;
  if (ranged) {
    if (operand.indices.size() < 3) fail(Status::MalformedInput, "an SM 5.1 resource declaration without its range");
    declared.lower_bound = static_cast<uint32_t>(operand.indices[1].immediate);
    const uint32_t upper = static_cast<uint32_t>(operand.indices[2].immediate);
    declared.range_size = upper == dxil::kUnboundedRange ? dxil::kUnboundedRange : upper - declared.lower_bound + 1;
    if (upper != dxil::kUnboundedRange && upper < declared.lower_bound)
      fail(Status::MalformedInput, "a register range whose upper bound is below its lower bound");
  } else {
    declared.lower_bound = declared.register_id;
  }
  const auto extra = [&](const char* what) -> uint32_t {
    if (instruction.extra.size() <= next_extra)
      fail(Status::MalformedInput, std::string("the declaration lacks its ") + what);
    return instruction.extra[next_extra++];
  };
  switch (instruction.opcode) {
    case Opcode::DclConstantBuffer: {
      declared.kind = dxil::ResourceKind::CBuffer;
      const uint64_t rows = ranged ? extra("size") : operand.indices.size() > 1 ? operand.indices[1].immediate : 4096;
      declared.constant_buffer_size = static_cast<uint32_t>(std::min<uint64_t>(rows, 4096) * 16);
      break;
    }
    case Opcode::DclSampler:
      declared.kind = dxil::ResourceKind::Sampler;
      declared.sampler_kind = static_cast<dxil::SamplerKind>(std::min<uint32_t>(instruction.controls & 0xF, 2));
      break;
    case Opcode::DclResource:
    case Opcode::DclUavTyped:
      declared.dimension = static_cast<ResourceDimension>(instruction.controls & 0x1F);
      declared.return_type = return_types(extra("return type"));
      if (instruction.opcode == Opcode::DclResource) declared.sample_count = (instruction.controls >> 5) & 0x7F;
      break;
    case Opcode::DclResourceRaw:
    case Opcode::DclUavRaw: declared.dimension = ResourceDimension::RawBuffer; break;
    case Opcode::DclResourceStructured:
    case Opcode::DclUavStructured:
      declared.dimension = ResourceDimension::StructuredBuffer;
      declared.stride = extra("structure stride");
      if (declared.stride == 0 || declared.stride % 4 != 0 || declared.stride > 2048)
        fail(Status::MalformedInput, "a structure stride of " + std::to_string(declared.stride) + " bytes");
      break;
    default: break;
  }
  if (resource_class == dxil::ResourceClass::UnorderedAccess) {
    declared.globally_coherent = (instruction.controls >> 5) & 1;
    declared.rasterizer_ordered = (instruction.controls >> 6) & 1;
    // fxc marks only order-preserving counters (_opc); an alloc or consume on the UAV says
    // it has one too.
    declared.has_counter = instruction.opcode == Opcode::DclUavStructured &&
                           (((instruction.controls >> 12) & 1) || counted_uavs_.count(declared.register_id) != 0);
  }
  if (declared.kind == dxil::ResourceKind::Invalid) {
    declared.kind = resource_kind(declared.dimension);
    if (declared.kind == dxil::ResourceKind::Invalid)
      fail(Status::MalformedInput, "a resource of unknown dimension " + std::to_string(static_cast<uint32_t>(declared.dimension)));
  }
  if (ranged) declared.space = extra("register space");
  for (const Resource& other : resources)
    if (other.resource_class == resource_class && other.register_id == declared.register_id)
      fail(Status::MalformedInput, "register " + std::to_string(declared.register_id) + " is declared twice");
  declared.name = resource_name(declared);
  resources.push_back(declared);
}

// RDEF's name of a declared resource: its binding of the same class at the same register
// and space (SM 5.1: the same range ID).
std::string Lifter::resource_name(const Resource& resource) const {
  if (definitions_ == nullptr) return {};
  const auto class_of = [](uint32_t input_type) {
    switch (input_type) {
      case 0: return dxil::ResourceClass::ConstantBuffer;
      case 3: return dxil::ResourceClass::Sampler;
      case 1: case 2: case 5: case 7: return dxil::ResourceClass::ShaderResource;
      default: return dxil::ResourceClass::UnorderedAccess;
    }
  };
  const bool ranged = is_shader_model_5_1(program_);
  for (const ResourceBinding& binding : definitions_->bindings) {
    if (class_of(binding.input_type) != resource.resource_class) continue;
    if (ranged ? binding.id == resource.register_id && binding.space == resource.space
               : binding.bind_point == resource.lower_bound)
      return binding.name;
  }
  return {};
}

void Lifter::declare_elements() {
  const auto fill = [&](const Signature& signature, std::vector<Element>& elements, bool is_input) {
    for (const SignatureElement& source : signature.elements) {
      Element element;
      element.id = static_cast<uint32_t>(elements.size());
      element.register_index = source.register_index;
      element.start_column = source.mask == 0 ? 0 : static_cast<uint32_t>(std::countr_zero(source.mask));
      element.columns = source.mask == 0 ? 1 : 32 - std::countl_zero(uint32_t{source.mask}) - element.start_column;
      element.semantic = semantic_kind(source.system_value, source.semantic_name);
      switch (source.component_type) {
        case SignatureComponentType::Uint32:
          element.component_type = dxil::ComponentType::U32;
          element.scalar = Scalar::Int;
          break;
        case SignatureComponentType::Sint32:
          element.component_type = dxil::ComponentType::I32;
          element.scalar = Scalar::Int;
          break;
        default: element.component_type = dxil::ComponentType::F32; break;
      }
      if (is_input && program_.type == ProgramType::Pixel) {
        const auto found = input_interpolation.find(source.register_index);
        element.interpolation = found != input_interpolation.end() ? found->second
                                : element.scalar == Scalar::Int ? dxil::InterpolationMode::Constant
                                                                : dxil::InterpolationMode::Linear;
        if (element.scalar == Scalar::Int) element.interpolation = dxil::InterpolationMode::Constant;
      }
      element.stream = source.stream;
      element.source = &source;
      elements.push_back(element);
    }
  };
  for (const Signature& signature : signatures_) {
    switch (signature.kind) {
      case dxil::PartKind::InputSignatureOld:
      case dxil::PartKind::InputSignature: fill(signature, inputs, true); break;
      case dxil::PartKind::OutputSignatureOld:
      case dxil::PartKind::OutputSignature:
      case dxil::PartKind::OutputSignature5: fill(signature, outputs, false); break;
      case dxil::PartKind::PatchConstantSignatureOld:
      case dxil::PartKind::PatchConstantSignature: fill(signature, patch_constants, false); break;
      default: break;
    }
  }
  join_elements(inputs, SignatureKind::Input);
  join_elements(outputs, SignatureKind::Output);
  join_elements(patch_constants, SignatureKind::PatchConstant);
}

// DXIL gives an array of registers one element of several rows: the tessellation factors
// (which Vulkan's built-ins are arrays of) and the registers an index range indexes
// together, which dynamic indices address by row. fxc interleaves the signature's elements
// by register and column (SV_TessFactor0 at o0.x, A at o0.yzw, SV_TessFactor1 at o1.x...), so
// an element joins whichever earlier one it continues, not only the one before it.
void Lifter::join_elements(std::vector<Element>& elements, SignatureKind kind) {
  const auto in_range = [&](const Element& element) -> const IndexRange* {
    for (const IndexRange& range : index_ranges)
      if (range.signature == kind && element.register_index >= range.first &&
          element.register_index < range.first + range.count &&
          (range.mask & (((1u << element.columns) - 1) << element.start_column)))
        return &range;
    return nullptr;
  };
  const auto is_factor = [](const Element& element) {
    return element.semantic == dxil::SemanticKind::TessFactor || element.semantic == dxil::SemanticKind::InsideTessFactor;
  };
  std::vector<Element> joined;
  for (const Element& element : elements) {
    const IndexRange* range = in_range(element);
    const auto continues = [&](const Element& earlier) {
      const bool together = (is_factor(element) && earlier.semantic == element.semantic) ||
                            (range != nullptr && range == in_range(earlier));
      return together && element.register_index == earlier.register_index + earlier.rows &&
             element.start_column == earlier.start_column && element.columns == earlier.columns &&
             element.component_type == earlier.component_type && element.stream == earlier.stream;
    };
    const auto earlier = std::find_if(joined.begin(), joined.end(), continues);
    if (earlier != joined.end()) {
      ++earlier->rows;
      continue;
    }
    joined.push_back(element);
    joined.back().id = static_cast<uint32_t>(joined.size() - 1);
  }
  elements = std::move(joined);
}

}  // namespace untangle::dxbc::lifting
