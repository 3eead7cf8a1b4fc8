// Declarations: what a program's dcl_* instructions say about its registers, resources,
// inputs and outputs, read before any code is lifted (they all come first in a program).
#include <bit>

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

dxil::SemanticKind semantic_kind(uint32_t d3d_name) {
  switch (d3d_name) {
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
    case 11: case 13: case 15: return dxil::SemanticKind::TessFactor;
    case 12: case 14: case 16: return dxil::SemanticKind::InsideTessFactor;
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
      temp.words = ir_.alloca_of(*entry_, ir_.array(ir_.i32(), uint64_t{count} * components));
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
    default: return;  // the rest (temps, index ranges, tessellation...) shape nothing lifted yet
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
    declared.has_counter = instruction.opcode == Opcode::DclUavStructured && ((instruction.controls >> 12) & 1);
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
  resources.push_back(declared);
}

void Lifter::declare_elements() {
  const auto fill = [&](const Signature& signature, std::vector<Element>& elements, bool is_input) {
    for (const SignatureElement& source : signature.elements) {
      Element element;
      element.id = static_cast<uint32_t>(elements.size());
      element.register_index = source.register_index;
      element.start_column = source.mask == 0 ? 0 : static_cast<uint32_t>(std::countr_zero(source.mask));
      element.columns = source.mask == 0 ? 1 : 32 - std::countl_zero(uint32_t{source.mask}) - element.start_column;
      element.semantic = semantic_kind(source.system_value);
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
      default: break;
    }
  }
}

void Lifter::create_handles() {
  if (is_shader_model_5_1(program_)) return;  // ranges get their handles where they are indexed
  for (Resource& declared : resources) {
    const dxil::Type* handle_type = ir_.named_struct("dx.types.Handle", {ir_.pointer(ir_.i8())});
    current_ = entry_;
    declared.handle = call(dxil::DxOp::CreateHandle, "dx.op.createHandle", handle_type,
                           {ir_.i8_constant(static_cast<int64_t>(declared.resource_class)), i32(declared.id),
                            i32(declared.lower_bound), ir_.bool_constant(false)});
  }
}

}  // namespace untangle::dxbc::lifting
