// Tests of the DXIL metadata layer on hand-built metadata (entry points, properties,
// resources of every class, signature elements, the summary text, clear errors for
// malformed metadata) and on real shaders of the corpus.
#include "dxil/dxil_metadata.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "dxil/ir_builder.h"
#include "dxil/module_reader.h"
#include "dxil/reader_test_support.h"

namespace untangle::dxil {
namespace {

using testing::IrBuilder;

bool contains(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

// Metadata as DXC writes it for a pixel shader with a texture, a constant buffer and a
// sampler, plus a compute-style property list on the same entry for coverage.
struct PixelShaderMetadata {
  IrBuilder builder;
  Function* main = nullptr;
  Metadata* properties = nullptr;
  Metadata* input_element = nullptr;
  Metadata* texcoord_element = nullptr;  // not packed (start row -1)

  const Metadata* i8(int64_t value) { return builder.metadata_value(builder.integer(builder.integer_type(8), value)); }
  const Metadata* i1(bool value) { return builder.metadata_value(builder.integer(builder.integer_type(1), value)); }
  const Metadata* i32(int64_t value) { return builder.i32_metadata(value); }
  const Metadata* text(const char* value) { return builder.metadata_string(value); }
  const Metadata* node(std::vector<const Metadata*> operands) { return builder.metadata_node(std::move(operands)); }

  PixelShaderMetadata() {
    const Type* void_type = builder.void_type();
    main = builder.function("main", builder.function_type(void_type, {}), true);
    const Type* texture = builder.struct_type("class.Texture2D<vector<float, 4> >", {});
    const Type* material = builder.struct_type("Material", {});
    const Type* sampler = builder.struct_type("struct.SamplerState", {});
    const Type* buffer = builder.struct_type("class.RWStructuredBuffer<unsigned int>", {});
    auto symbol = [&](const Type* type) {
      return builder.metadata_value(builder.constant(ConstantKind::Undef, builder.pointer(type)));
    };
    builder.named_metadata("dx.version", {node({i32(1), i32(0)})});
    builder.named_metadata("dx.valver", {node({i32(1), i32(10)})});
    builder.named_metadata("dx.shaderModel", {node({text("ps"), i32(6), i32(0)})});
    const Metadata* srv = node({i32(0), symbol(texture), text(""), i32(0), i32(3), i32(1), i32(2), i32(0),
                                node({i32(0), i32(9)})});
    const Metadata* uav = node({i32(0), symbol(buffer), text("output"), i32(2), i32(1), i32(-1), i32(12), i1(true),
                                i1(true), i1(false), node({i32(1), i32(4)})});
    const Metadata* cbv = node({i32(0), symbol(material), text(""), i32(0), i32(0), i32(1), i32(20), nullptr});
    const Metadata* sampler_record = node({i32(0), symbol(sampler), text(""), i32(1), i32(4), i32(1), i32(1), nullptr});
    const Metadata* resources = node({node({srv}), node({uav}), node({cbv}), node({sampler_record})});
    builder.named_metadata("dx.resources", {resources});
    input_element = builder.metadata_node({i32(0), text("SV_Position"), i8(9), i8(3), node({i32(0)}), i8(4), i32(1),
                                           i8(4), i32(0), i8(0), node({i32(3), i32(4)})});
    texcoord_element = builder.metadata_node({i32(1), text("TEXCOORD"), i8(9), i8(0), node({i32(0), i32(1)}), i8(2),
                                              i32(2), i8(2), i32(-1), i8(-1), nullptr});
    const Metadata* target = node({i32(0), text("SV_Target"), i8(9), i8(16), node({i32(0)}), i8(0), i32(1), i8(4),
                                   i32(0), i8(0), node({i32(3), i32(15)})});
    const Metadata* signatures = node({node({input_element, texcoord_element}), node({target}), nullptr});
    properties = builder.metadata_node(
        {i32(0), builder.metadata_value(builder.integer(builder.integer_type(64), 524304)), i32(4),
         node({i32(32), i32(1), i32(1)}), i32(11), node({i32(16)}), i32(5), node({i32(7)}), i32(99), i32(0)});
    const Metadata* entry =
        node({builder.metadata_value(main), text("main"), signatures, resources, properties});
    builder.named_metadata("dx.entryPoints", {entry});
  }
};

TEST(DxilMetadata, ReadsVersionsAndShaderModel) {
  PixelShaderMetadata shader;
  const ShaderInfo info = read_shader_info(shader.builder.module);
  ASSERT_TRUE(info.dxil_version);
  EXPECT_EQ(info.dxil_version->major, 1u);
  EXPECT_EQ(info.dxil_version->minor, 0u);
  ASSERT_TRUE(info.validator_version);
  EXPECT_EQ(info.validator_version->minor, 10u);
  ASSERT_TRUE(info.shader_model);
  EXPECT_EQ(info.shader_model->kind, ShaderKind::Pixel);
  EXPECT_EQ(info.shader_model->kind_name, "ps");
  EXPECT_EQ(info.shader_model->major, 6u);
  EXPECT_EQ(info.shader_model->minor, 0u);
}

TEST(DxilMetadata, ReadsResourcesOfEveryClass) {
  PixelShaderMetadata shader;
  const ShaderInfo info = read_shader_info(shader.builder.module);
  ASSERT_EQ(info.resources.size(), 4u);

  const ResourceBinding* texture = info.find_resource(ResourceClass::ShaderResource, 0);
  ASSERT_NE(texture, nullptr);
  EXPECT_EQ(texture->kind, ResourceKind::Texture2D);
  EXPECT_EQ(texture->lower_bound, 3u);
  EXPECT_EQ(texture->range_size, 1u);
  ASSERT_TRUE(texture->element_type);
  EXPECT_EQ(*texture->element_type, ComponentType::F32);
  EXPECT_FALSE(texture->structured_stride);
  ASSERT_NE(texture->symbol, nullptr);
  EXPECT_EQ(texture->symbol->type->element->name, "class.Texture2D<vector<float, 4> >");

  const ResourceBinding* buffer = info.find_resource(ResourceClass::UnorderedAccess, 0);
  ASSERT_NE(buffer, nullptr);
  EXPECT_EQ(buffer->kind, ResourceKind::StructuredBuffer);
  EXPECT_EQ(buffer->name, "output");
  EXPECT_EQ(buffer->space, 2u);
  EXPECT_EQ(buffer->range_size, kUnboundedRange);
  EXPECT_TRUE(buffer->globally_coherent);
  EXPECT_TRUE(buffer->has_counter);
  EXPECT_FALSE(buffer->rasterizer_ordered);
  ASSERT_TRUE(buffer->structured_stride);
  EXPECT_EQ(*buffer->structured_stride, 4u);

  const ResourceBinding* constants = info.find_resource(ResourceClass::ConstantBuffer, 0);
  ASSERT_NE(constants, nullptr);
  EXPECT_EQ(constants->kind, ResourceKind::CBuffer);
  EXPECT_EQ(constants->constant_buffer_size, 20u);

  const ResourceBinding* sampler = info.find_resource(ResourceClass::Sampler, 0);
  ASSERT_NE(sampler, nullptr);
  EXPECT_EQ(sampler->sampler_kind, SamplerKind::Comparison);
  EXPECT_EQ(sampler->space, 1u);
  EXPECT_EQ(sampler->lower_bound, 4u);
  EXPECT_EQ(info.find_resource(ResourceClass::Sampler, 1), nullptr);
}

TEST(DxilMetadata, ReadsEntryPointPropertiesAndSignatures) {
  PixelShaderMetadata shader;
  const ShaderInfo info = read_shader_info(shader.builder.module);
  ASSERT_EQ(info.entry_points.size(), 1u);
  const EntryPoint& entry = info.entry_points[0];
  EXPECT_EQ(entry.function, shader.main);
  EXPECT_EQ(entry.name, "main");
  ASSERT_TRUE(entry.shader_flags);
  EXPECT_EQ(*entry.shader_flags, 524304u);
  ASSERT_TRUE(entry.num_threads);
  EXPECT_EQ(*entry.num_threads, (std::array<uint32_t, 3>{32, 1, 1}));
  ASSERT_TRUE(entry.wave_size);
  EXPECT_EQ(entry.wave_size->minimum, 16u);
  ASSERT_TRUE(entry.auto_binding_space);
  EXPECT_EQ(*entry.auto_binding_space, 7u);
  EXPECT_EQ(entry.other_property_tags, std::vector<uint32_t>{99});
  EXPECT_EQ(entry.resources.size(), 4u);

  ASSERT_EQ(entry.signatures.inputs.size(), 2u);
  const SignatureElement& position = entry.signatures.inputs[0];
  EXPECT_EQ(position.semantic_name, "SV_Position");
  EXPECT_EQ(position.component_type, ComponentType::F32);
  EXPECT_EQ(position.system_value, SemanticKind::Position);
  EXPECT_EQ(position.interpolation, InterpolationMode::LinearNoperspective);
  EXPECT_EQ(position.semantic_indices, std::vector<uint32_t>{0});
  EXPECT_EQ(position.rows, 1u);
  EXPECT_EQ(position.columns, 4u);
  EXPECT_EQ(position.start_row, 0);
  EXPECT_EQ(position.start_column, 0);
  ASSERT_TRUE(position.usage_mask);
  EXPECT_EQ(*position.usage_mask, 4u);

  const SignatureElement& texcoord = entry.signatures.inputs[1];
  EXPECT_EQ(texcoord.semantic_indices, (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(texcoord.start_row, -1);
  EXPECT_EQ(texcoord.start_column, -1);
  EXPECT_FALSE(texcoord.usage_mask);

  ASSERT_EQ(entry.signatures.outputs.size(), 1u);
  EXPECT_EQ(entry.signatures.outputs[0].system_value, SemanticKind::Target);
  EXPECT_TRUE(entry.signatures.patch_constants.empty());
}

TEST(DxilMetadata, DescribesTheShader) {
  PixelShaderMetadata shader;
  const std::string text = describe(read_shader_info(shader.builder.module));
  EXPECT_TRUE(contains(text, "shader model: ps_6_0 (pixel)\n")) << text;
  EXPECT_TRUE(contains(text, "DXIL version: 1.0\nvalidator version: 1.10\n")) << text;
  EXPECT_TRUE(contains(text, "  SRV 0: t3, space 0, Texture2D, element F32, type Texture2D<vector<float, 4> >\n"))
      << text;
  EXPECT_TRUE(contains(text, "  UAV 0: u1-unbounded, space 2, StructuredBuffer, stride 4, globally coherent, "
                             "with counter, name \"output\", type RWStructuredBuffer<unsigned int>\n"))
      << text;
  EXPECT_TRUE(contains(text, "  CBV 0: b0, space 0, CBuffer, 20 bytes, type Material\n")) << text;
  EXPECT_TRUE(contains(text, "  Sampler 0: s4, space 1, Sampler, Comparison, type SamplerState\n")) << text;
  EXPECT_TRUE(contains(text, "entry point \"main\" (function @main):\n  numthreads: 32, 1, 1\n  wave size: 16\n"
                             "  shader flags: 0x80010\n"))
      << text;
  EXPECT_TRUE(contains(text, "  resources: those of the module\n")) << text;
  EXPECT_TRUE(contains(text, "    0: SV_Position[0], F32, Position, interpolation LinearNoperspective, 1x4 at row 0 "
                             "column 0, usage mask 0x4\n"))
      << text;
  EXPECT_TRUE(contains(text, "    1: TEXCOORD[0,1], F32, Arbitrary, interpolation Linear, 2x2 unallocated\n")) << text;
}

TEST(DxilMetadata, ModuleWithoutMetadataGivesEmptyInfo) {
  IrBuilder builder;
  const ShaderInfo info = read_shader_info(builder.module);
  EXPECT_FALSE(info.shader_model);
  EXPECT_TRUE(info.entry_points.empty());
  EXPECT_EQ(describe(info), "no DXIL metadata\n");
}

std::string error_of(const Module& module) {
  try {
    read_shader_info(module);
  } catch (const MetadataError& error) {
    return error.what();
  }
  return "no error";
}

TEST(DxilMetadata, ReportsWrongOperandKindWithPlace) {
  PixelShaderMetadata shader;
  shader.properties->operands[3] = shader.text("32");
  EXPECT_EQ(error_of(shader.builder.module),
            "dx.entryPoints[0] properties, operand 3 (numthreads): expected a metadata node, found the string !\"32\"");
}

TEST(DxilMetadata, ReportsShortRecords) {
  PixelShaderMetadata shader;
  shader.input_element->operands.resize(6);
  EXPECT_EQ(error_of(shader.builder.module),
            "dx.entryPoints[0] signatures inputs[0]: a signature element needs at least 10 operands, found 6");
}

// Packed elements own their rows and columns (each becomes Locations and Components): the
// two-row TEXCOORD may start below SV_Position's row 0, or beside it in a free column, but
// not in a cell SV_Position holds.
TEST(DxilMetadata, ReportsSignatureElementsPackedIntoOneCell) {
  const auto place_texcoord = [](int64_t row, int64_t column) {
    PixelShaderMetadata shader;
    shader.texcoord_element->operands[8] = shader.i32(row);
    shader.texcoord_element->operands[9] = shader.i8(column);
    return error_of(shader.builder.module);
  };
  EXPECT_EQ(place_texcoord(1, 0), "no error");
  EXPECT_EQ(place_texcoord(0, 2),
            "dx.entryPoints[0] signatures inputs[1]: signature element TEXCOORD overlaps SV_Position (element 0) in the "
            "rows and columns it is packed into");
  PixelShaderMetadata narrow;  // SV_Position in columns 0 and 1 only leaves columns 2 and 3 free
  narrow.input_element->operands[7] = narrow.i8(2);
  narrow.texcoord_element->operands[8] = narrow.i32(0);
  narrow.texcoord_element->operands[9] = narrow.i8(2);
  EXPECT_EQ(error_of(narrow.builder.module), "no error");
}

// A semantic names one element: an element has one semantic index per row, and two
// elements of a signature never share a semantic (name, in any case, and index), which would
// be two variables in one Location or built-in. (A mutated shader's SV_Target row of two
// indices made two outputs at Location 0.)
TEST(DxilMetadata, ReportsSemanticIndicesThatAreNotOnePerRowOrRepeat) {
  PixelShaderMetadata extra_index;
  extra_index.texcoord_element->operands[4] =
      extra_index.node({extra_index.i32(0), extra_index.i32(1), extra_index.i32(4096)});
  EXPECT_EQ(error_of(extra_index.builder.module),
            "dx.entryPoints[0] signatures inputs[1]: signature element TEXCOORD has 2 rows and 3 semantic indices");
  PixelShaderMetadata repeated;
  repeated.texcoord_element->operands[1] = repeated.text("sv_position");
  EXPECT_EQ(error_of(repeated.builder.module),
            "dx.entryPoints[0] signatures inputs[1]: signature element sv_position has semantic index 0, as element 0 "
            "(SV_Position) does");
  PixelShaderMetadata next_indices;  // indices 1 and 2 beside SV_Position0: distinct semantics
  next_indices.texcoord_element->operands[1] = next_indices.text("SV_Position");
  next_indices.texcoord_element->operands[4] = next_indices.node({next_indices.i32(1), next_indices.i32(2)});
  EXPECT_EQ(error_of(next_indices.builder.module), "no error");
}

TEST(DxilMetadata, ReportsOddPropertyLists) {
  PixelShaderMetadata shader;
  shader.properties->operands.pop_back();
  EXPECT_EQ(error_of(shader.builder.module),
            "dx.entryPoints[0] properties: a tag/value list needs an even number of operands, found 9");
}

TEST(DxilMetadata, ReportsUnknownShaderKindAndOversizedValues) {
  IrBuilder builder;
  builder.named_metadata("dx.shaderModel", {builder.metadata_node({builder.metadata_string("xs"),
                                                                   builder.i32_metadata(6), builder.i32_metadata(0)})});
  EXPECT_EQ(error_of(builder.module),
            "dx.shaderModel, operand 0 (shader kind): expected one of ps, vs, gs, hs, ds, cs, lib, ms, as, found the "
            "string !\"xs\"");
  IrBuilder wide;
  const Metadata* huge = wide.metadata_value(wide.integer(wide.integer_type(64), int64_t{1} << 40));
  wide.named_metadata("dx.version", {wide.metadata_node({huge, wide.i32_metadata(0)})});
  EXPECT_EQ(error_of(wide.module),
            "dx.version, operand 0 (major): expected an integer no larger than 4294967295, found i64 1099511627776");
}

// A geometry shader's state after the pixel shader's properties: the reader types the
// stage enums and refuses numbers DXIL does not define, naming the field.
TEST(DxilMetadata, ReadsStageEnumsAndRejectsUnknownValues) {
  const auto with_geometry = [](int64_t input_primitive, int64_t output_topology) {
    auto shader = std::make_unique<PixelShaderMetadata>();
    PixelShaderMetadata& s = *shader;
    s.properties->operands.push_back(s.i32(1));
    s.properties->operands.push_back(
        s.node({s.i32(input_primitive), s.i32(4), s.i32(1), s.i32(output_topology), s.i32(1)}));
    return shader;
  };
  const auto shader = with_geometry(3, 5);
  const ShaderInfo info = read_shader_info(shader->builder.module);
  ASSERT_TRUE(info.entry_points.at(0).geometry);
  EXPECT_EQ(info.entry_points[0].geometry->input_primitive, InputPrimitive::Triangle);
  EXPECT_EQ(info.entry_points[0].geometry->output_topology, PrimitiveTopology::TriangleStrip);
  EXPECT_EQ(read_shader_info(with_geometry(10, 1)->builder.module).entry_points[0].geometry->input_primitive,
            static_cast<InputPrimitive>(10));
  EXPECT_EQ(patch_control_points(static_cast<InputPrimitive>(10)), 3u);
  EXPECT_EQ(patch_control_points(InputPrimitive::ControlPointPatch32), 32u);
  EXPECT_EQ(patch_control_points(InputPrimitive::TriangleWithAdjacency), 0u);

  const std::string place = "dx.entryPoints[0] properties tag 1 (stage state), ";
  EXPECT_TRUE(contains(error_of(with_geometry(4, 5)->builder.module),
                       place + "operand 0 (input primitive): expected an InputPrimitive (0 to 3, or 6 to 39), found"));
  EXPECT_TRUE(contains(error_of(with_geometry(40, 5)->builder.module), place + "operand 0 (input primitive)"));
  EXPECT_TRUE(contains(error_of(with_geometry(3, 6)->builder.module),
                       place + "operand 3 (output topology): expected a PrimitiveTopology (0 to 5), found"));
}

TEST(DxilMetadata, ReportsNamedMetadataWithWrongShape) {
  IrBuilder builder;
  builder.named_metadata("dx.version", {});
  EXPECT_EQ(error_of(builder.module), "dx.version: expected exactly one node, found 0");
  IrBuilder missing_node;
  missing_node.named_metadata("dx.resources", {nullptr});
  EXPECT_EQ(error_of(missing_node.module), "dx.resources: expected a metadata node, found null");
}

TEST(DxilMetadata, AcceptsZeroWrittenAsNullConstant) {
  // The bitcode writer stores `i32 0` as a null constant; the reader may keep it so.
  IrBuilder builder;
  const Metadata* zero = builder.metadata_value(builder.constant(ConstantKind::Null, builder.integer_type(32)));
  builder.named_metadata("dx.version", {builder.metadata_node({builder.i32_metadata(1), zero})});
  const ShaderInfo info = read_shader_info(builder.module);
  ASSERT_TRUE(info.dxil_version);
  EXPECT_EQ(info.dxil_version->minor, 0u);
}

// A corpus module with its metadata; the ShaderInfo points into the module.
struct CorpusShader {
  explicit CorpusShader(const std::string& relative_path)
      : module(read_module(testing::read_shader(relative_path))), info(read_shader_info(module)) {}
  Module module;
  ShaderInfo info;
};

TEST(DxilMetadataCorpus, WaterfallIsAComputeShaderWithStructuredBuffers) {
  const CorpusShader shader("control_flow/cf_waterfall.dxil");
  const ShaderInfo& info = shader.info;
  ASSERT_TRUE(info.shader_model);
  EXPECT_EQ(info.shader_model->kind, ShaderKind::Compute);
  EXPECT_EQ(info.shader_model->major, 6u);
  EXPECT_EQ(info.shader_model->minor, 0u);
  ASSERT_EQ(info.entry_points.size(), 1u);
  const EntryPoint& entry = info.entry_points[0];
  EXPECT_EQ(entry.name, "main");
  ASSERT_NE(entry.function, nullptr);
  EXPECT_EQ(entry.function->name, "main");
  ASSERT_TRUE(entry.num_threads);
  EXPECT_EQ(*entry.num_threads, (std::array<uint32_t, 3>{32, 1, 1}));
  ASSERT_TRUE(entry.shader_flags);
  EXPECT_EQ(*entry.shader_flags, 524304u);
  ASSERT_EQ(info.resources.size(), 2u);
  const ResourceBinding* input = info.find_resource(ResourceClass::ShaderResource, 0);
  ASSERT_NE(input, nullptr);
  EXPECT_EQ(input->kind, ResourceKind::StructuredBuffer);
  EXPECT_EQ(input->lower_bound, 0u);
  EXPECT_EQ(input->space, 0u);
  ASSERT_TRUE(input->structured_stride);
  EXPECT_EQ(*input->structured_stride, 4u);
  const ResourceBinding* output = info.find_resource(ResourceClass::UnorderedAccess, 0);
  ASSERT_NE(output, nullptr);
  EXPECT_EQ(output->kind, ResourceKind::StructuredBuffer);
  EXPECT_EQ(output->lower_bound, 0u);
  EXPECT_FALSE(output->globally_coherent);
  EXPECT_FALSE(output->has_counter);
  EXPECT_TRUE(entry.signatures.inputs.empty());
}

TEST(DxilMetadataCorpus, TexturedPixelShaderHasSignaturesAndAllResourceClasses) {
  const CorpusShader shader("graphics/ps_textured.dxil");
  const ShaderInfo& info = shader.info;
  ASSERT_TRUE(info.shader_model);
  EXPECT_EQ(info.shader_model->kind, ShaderKind::Pixel);
  const ResourceBinding* texture = info.find_resource(ResourceClass::ShaderResource, 0);
  ASSERT_NE(texture, nullptr);
  EXPECT_EQ(texture->kind, ResourceKind::Texture2D);
  ASSERT_TRUE(texture->element_type);
  EXPECT_EQ(*texture->element_type, ComponentType::F32);
  const ResourceBinding* constants = info.find_resource(ResourceClass::ConstantBuffer, 0);
  ASSERT_NE(constants, nullptr);
  EXPECT_EQ(constants->constant_buffer_size, 20u);
  ASSERT_NE(info.find_resource(ResourceClass::Sampler, 0), nullptr);
  EXPECT_EQ(info.find_resource(ResourceClass::UnorderedAccess, 0), nullptr);

  ASSERT_EQ(info.entry_points.size(), 1u);
  const EntrySignatures& signatures = info.entry_points[0].signatures;
  ASSERT_EQ(signatures.inputs.size(), 3u);
  EXPECT_EQ(signatures.inputs[0].semantic_name, "SV_Position");
  EXPECT_EQ(signatures.inputs[0].system_value, SemanticKind::Position);
  EXPECT_EQ(signatures.inputs[0].interpolation, InterpolationMode::LinearNoperspective);
  EXPECT_EQ(signatures.inputs[1].semantic_name, "TEXCOORD");
  EXPECT_EQ(signatures.inputs[1].columns, 2u);
  EXPECT_EQ(signatures.inputs[1].start_row, 1);
  EXPECT_EQ(signatures.inputs[2].semantic_name, "MATERIAL");
  EXPECT_EQ(signatures.inputs[2].component_type, ComponentType::U32);
  EXPECT_EQ(signatures.inputs[2].interpolation, InterpolationMode::Constant);
  ASSERT_EQ(signatures.outputs.size(), 2u);
  EXPECT_EQ(signatures.outputs[1].semantic_name, "SV_Target");
  EXPECT_EQ(signatures.outputs[1].system_value, SemanticKind::Target);
  EXPECT_EQ(signatures.outputs[1].semantic_indices, std::vector<uint32_t>{1});
  EXPECT_EQ(signatures.outputs[1].start_row, 1);
}

TEST(DxilMetadataCorpus, EveryShaderHasReadableMetadata) {
  for (const auto& path : testing::corpus_files()) {
    SCOPED_TRACE(path.string());
    const Module module = read_module(testing::read_file_bytes(path));
    const ShaderInfo info = read_shader_info(module);
    ASSERT_TRUE(info.shader_model);
    // A library has an entry point per export (and one without a function that holds its
    // resources), any other module exactly one.
    const auto with_function = static_cast<size_t>(
        std::count_if(info.entry_points.begin(), info.entry_points.end(),
                      [](const EntryPoint& entry) { return entry.function != nullptr; }));
    if (info.shader_model->kind == ShaderKind::Library) {
      EXPECT_GE(with_function, 1u);
      EXPECT_LE(info.entry_points.size() - with_function, 1u);
    } else {
      ASSERT_EQ(info.entry_points.size(), 1u);
      EXPECT_EQ(with_function, 1u);
    }
    EXPECT_FALSE(describe(info).empty());
  }
}

}  // namespace
}  // namespace untangle::dxil
