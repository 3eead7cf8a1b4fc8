// Parsing of a manifest's graphics keys, with the checks that need the whole manifest:
// stage combinations, draw versus mesh dispatch, target sizes, expectation lengths.
#include "runner/graphics_manifest.h"

#include "runner/error.h"
#include "runner/manifest_json.h"
#include "runner/stage_module.h"

#include <algorithm>

namespace untangle::runner {
namespace manifest_json {
namespace {


// Vulkan's two pipeline shapes: vertex [hull domain] [geometry] [pixel], or
// [amplification] mesh [pixel].
void check_stage_combination(const GraphicsSetup& setup) {
  const bool mesh = setup.has_stage(Stage::Mesh);
  if (mesh) {
    for (const Stage stage : {Stage::Vertex, Stage::Hull, Stage::Domain, Stage::Geometry}) {
      if (setup.has_stage(stage))
        fail("stages", "a mesh pipeline cannot have a " + std::string(stage_name(stage)) + " stage");
    }
    return;
  }
  if (setup.has_stage(Stage::Amplification)) fail("stages", "an amplification stage needs a mesh stage");
  if (!setup.has_stage(Stage::Vertex)) fail("stages", "a pipeline needs a vertex or a mesh stage");
  if (setup.has_stage(Stage::Hull) != setup.has_stage(Stage::Domain)) {
    fail("stages", "hull and domain stages come together");
  }
}

IndexBuffer parse_index_buffer(const json& object) {
  const std::string where = "index_buffer";
  require_object(object, where, {"format", "data"});
  IndexBuffer buffer;
  buffer.type = choice(object, "format", where, {{"u16", VK_INDEX_TYPE_UINT16}, {"u32", VK_INDEX_TYPE_UINT32}},
                       VK_INDEX_TYPE_UINT32);
  buffer.indices = word_list(required(object, "data", where), where + ".data", value_word, ElementFormat::U32);
  if (buffer.indices.empty()) fail(where + ".data", "needs at least one index");
  for (std::size_t index = 0; index < buffer.indices.size(); ++index) {
    if (buffer.type == VK_INDEX_TYPE_UINT16 && buffer.indices[index] > 0xFFFF) {
      fail(indexed(where + ".data", index), "does not fit 16 bits");
    }
  }
  return buffer;
}

DrawCall parse_draw(const json& object, const GraphicsSetup& setup) {
  const std::string where = "draw";
  require_object(object, where,
                 {"topology", "vertex_count", "instance_count", "first_vertex", "first_instance",
                  "patch_control_points", "index_count", "first_index", "vertex_offset", "primitive_restart"});
  DrawCall draw;
  if (!object.contains("topology")) fail(where, "missing \"topology\"");
  draw.topology = choice(object, "topology", where,
                         {{"point_list", VK_PRIMITIVE_TOPOLOGY_POINT_LIST},
                          {"line_list", VK_PRIMITIVE_TOPOLOGY_LINE_LIST},
                          {"line_strip", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP},
                          {"triangle_list", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST},
                          {"triangle_strip", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP},
                          {"line_list_adj", VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY},
                          {"line_strip_adj", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY},
                          {"triangle_list_adj", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY},
                          {"triangle_strip_adj", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY},
                          {"patch_list", VK_PRIMITIVE_TOPOLOGY_PATCH_LIST}},
                         VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST);
  draw.instance_count = unsigned_field(object, "instance_count", where, 1);
  draw.first_instance = unsigned_field(object, "first_instance", where, 0);
  const bool patches = draw.topology == VK_PRIMITIVE_TOPOLOGY_PATCH_LIST;
  if (patches != setup.has_stage(Stage::Hull)) {
    fail(where + ".topology",
         patches ? "patch_list needs hull and domain stages" : "hull and domain stages draw a patch_list");
  }
  if (patches) {
    draw.patch_control_points = unsigned_field(object, "patch_control_points", where, 0);
    if (draw.patch_control_points < 1 || draw.patch_control_points > 32) {
      fail(where + ".patch_control_points", "a patch_list needs 1 to 32 control points");
    }
  } else if (object.contains("patch_control_points")) {
    fail(where + ".patch_control_points", "only a patch_list has control points");
  }
  if (setup.index_buffer) {
    if (object.contains("vertex_count") || object.contains("first_vertex")) {
      fail(where, "an indexed draw counts indices (index_count, first_index), not vertices");
    }
    const std::size_t available = setup.index_buffer->indices.size();
    draw.first_index = unsigned_field(object, "first_index", where, 0);
    if (draw.first_index > available) fail(where + ".first_index", "is past the end of index_buffer.data");
    draw.index_count =
        unsigned_field(object, "index_count", where, static_cast<uint32_t>(available - draw.first_index));
    if (draw.index_count > available - draw.first_index) {
      fail(where + ".index_count",
           "reads past the end of index_buffer.data (" + std::to_string(available) + " indices)");
    }
    if (object.contains("vertex_offset"))
      draw.vertex_offset = signed_word(object["vertex_offset"], where + ".vertex_offset");
    draw.primitive_restart = bool_field(object, "primitive_restart", where, false);
    const bool strip = draw.topology == VK_PRIMITIVE_TOPOLOGY_LINE_STRIP ||
                       draw.topology == VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP ||
                       draw.topology == VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY ||
                       draw.topology == VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY;
    if (draw.primitive_restart && !strip) fail(where + ".primitive_restart", "only strips restart");
    return draw;
  }
  for (const char* key : {"index_count", "first_index", "vertex_offset", "primitive_restart"}) {
    if (object.contains(key)) fail(field(where, key), "only an indexed draw (with an index_buffer) has it");
  }
  if (!object.contains("vertex_count")) fail(where, "missing \"vertex_count\"");
  draw.vertex_count = unsigned_field(object, "vertex_count", where, 0);
  draw.first_vertex = unsigned_field(object, "first_vertex", where, 0);
  return draw;
}

VertexAttribute parse_attribute(const json& object, const std::string& where) {
  require_object(object, where, {"semantic", "index", "format", "offset"});
  VertexAttribute attribute;
  const std::string semantic = string_field(object, "semantic", where);
  const VertexInputLocation written = split_semantic(semantic);
  if (written.semantic.empty()) fail(where + ".semantic", "\"" + semantic + "\" is not a semantic name");
  attribute.semantic = written.semantic;
  attribute.semantic_index = unsigned_field(object, "index", where, written.semantic_index);
  const bool index_in_name = written.semantic.size() < semantic.size();
  if (index_in_name && attribute.semantic_index != written.semantic_index) {
    fail(where + ".index", "differs from the index in the semantic \"" + semantic + "\"");
  }
  attribute.format_name = string_field(object, "format", where);
  try {
    attribute.format = texel_format(attribute.format_name);
  } catch (const RunnerError& error) {
    fail(where + ".format", error.what());
  }
  attribute.offset = unsigned_field(object, "offset", where, 0);
  return attribute;
}

VertexBuffer parse_vertex_buffer(const json& object, const std::string& where) {
  require_object(object, where, {"stride", "format", "data", "attributes", "input_rate", "offset"});
  VertexBuffer buffer;
  if (!object.contains("stride")) fail(where, "missing \"stride\"");
  buffer.stride = unsigned_field(object, "stride", where, 0);
  buffer.input_rate = choice(object, "input_rate", where,
                             {{"vertex", VK_VERTEX_INPUT_RATE_VERTEX}, {"instance", VK_VERTEX_INPUT_RATE_INSTANCE}},
                             VK_VERTEX_INPUT_RATE_VERTEX);
  buffer.offset = unsigned_field(object, "offset", where, 0);
  buffer.data =
      word_list(required(object, "data", where), where + ".data", data_word, element_format_field(object, where));
  if (buffer.data.empty()) fail(where + ".data", "a vertex buffer needs at least one word");
  if (buffer.offset >= buffer.data.size() * 4) fail(where + ".offset", "is past the end of the data");
  const json& attributes = array_field(object, "attributes", where);
  for (std::size_t index = 0; index < attributes.size(); ++index) {
    buffer.attributes.push_back(parse_attribute(attributes[index], indexed(where + ".attributes", index)));
  }
  return buffer;
}

void check_unique_semantics(const std::vector<VertexBuffer>& buffers) {
  std::vector<std::pair<std::string, uint32_t>> seen;
  for (std::size_t buffer = 0; buffer < buffers.size(); ++buffer) {
    for (std::size_t index = 0; index < buffers[buffer].attributes.size(); ++index) {
      const VertexAttribute& attribute = buffers[buffer].attributes[index];
      const std::pair<std::string, uint32_t> key{attribute.semantic, attribute.semantic_index};
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
        fail(indexed(indexed("vertex_buffers", buffer) + ".attributes", index),
             attribute.semantic + std::to_string(attribute.semantic_index) + " is fed twice");
      }
      seen.push_back(key);
    }
  }
}

Multisample parse_multisample(const json& object) {
  const std::string where = "multisample";
  require_object(object, where, {"samples", "min_sample_shading", "sample_mask"});
  Multisample multisample;
  const uint32_t samples = unsigned_field(object, "samples", where, 1);
  if (samples == 0 || samples > 64 || (samples & (samples - 1)) != 0) {
    fail(where + ".samples", "expected 1, 2, 4, 8, 16, 32 or 64, got " + std::to_string(samples));
  }
  multisample.samples = static_cast<VkSampleCountFlagBits>(samples);
  if (object.contains("min_sample_shading")) {
    const double fraction = number_field(object, "min_sample_shading", where, 0.0);
    if (fraction < 0.0 || fraction > 1.0) fail(where + ".min_sample_shading", "expected a number from 0 to 1");
    multisample.min_sample_shading = static_cast<float>(fraction);
  }
  multisample.sample_mask = unsigned_field(object, "sample_mask", where, 0xFFFFFFFF);
  return multisample;
}

VkResolveModeFlagBits parse_depth_resolve(const json& object, const std::string& where, const GraphicsSetup& setup) {
  if (setup.multisample.samples == VK_SAMPLE_COUNT_1_BIT && object.contains("resolve")) {
    fail(where + ".resolve", "only a multisampled target is resolved");
  }
  return choice(object, "resolve", where,
                {{"sample_zero", VK_RESOLVE_MODE_SAMPLE_ZERO_BIT},
                 {"average", VK_RESOLVE_MODE_AVERAGE_BIT},
                 {"min", VK_RESOLVE_MODE_MIN_BIT},
                 {"max", VK_RESOLVE_MODE_MAX_BIT}},
                VK_RESOLVE_MODE_SAMPLE_ZERO_BIT);
}

// Every target has the same size; the first one sets it.
void take_size(const json& object, const std::string& where, GraphicsSetup& setup) {
  const bool first = setup.width == 0;
  if (first && (!object.contains("width") || !object.contains("height")))
    fail(where, "needs a \"width\" and a \"height\"");
  const uint32_t width = unsigned_field(object, "width", where, setup.width);
  const uint32_t height = unsigned_field(object, "height", where, setup.height);
  if (width == 0 || height == 0) fail(where, "width and height must be at least 1");
  if (!first && (width != setup.width || height != setup.height)) {
    fail(where, "is " + std::to_string(width) + "x" + std::to_string(height) + ", but every target must be " +
                    std::to_string(setup.width) + "x" + std::to_string(setup.height));
  }
  setup.width = width;
  setup.height = height;
}

std::size_t texel_count(const GraphicsSetup& setup) {
  return static_cast<std::size_t>(setup.width) * setup.height * setup.layer_count();
}

RenderTarget parse_render_target(const json& object, const std::string& where, GraphicsSetup& setup) {
  require_object(object, where, {"format", "width", "height", "clear", "expect", "tolerance"});
  RenderTarget target;
  target.format_name = string_field(object, "format", where);
  try {
    target.format = texel_format(target.format_name);
  } catch (const RunnerError& error) {
    fail(where + ".format", error.what());
  }
  if (target.format.packed)
    fail(where + ".format", target.format_name + " has packed components, which the runner does not read back");
  take_size(object, where, setup);
  const ElementFormat element = target.element_format();
  if (object.contains("clear")) {
    const json& clear = object["clear"];
    if (!clear.is_array() || clear.empty() || clear.size() > 4) fail(where + ".clear", "expected 1 to 4 numbers");
    for (std::size_t component = 0; component < clear.size(); ++component) {
      const std::string component_where = indexed(where + ".clear", component);
      target.clear[component] = target.format.numeric == NumericClass::SInt
                                    ? static_cast<uint32_t>(signed_word(clear[component], component_where))
                                    : value_word(clear[component], element, component_where);
    }
  }
  if (object.contains("expect")) {
    target.expect = expectation(object, "expect", element, texel_count(setup) * target.format.components, where);
  } else if (object.contains("tolerance")) {
    fail(where + ".tolerance", "given without an \"expect\"");
  }
  return target;
}

StencilState parse_stencil(const json& object) {
  const std::string where = "depth_stencil.stencil";
  require_object(object, where, {"compare", "pass", "fail", "depth_fail", "reference", "read_mask", "write_mask"});
  const auto op = [&object, &where](const char* key) {
    return choice(object, key, where,
                  {{"keep", VK_STENCIL_OP_KEEP},
                   {"zero", VK_STENCIL_OP_ZERO},
                   {"replace", VK_STENCIL_OP_REPLACE},
                   {"increment_clamp", VK_STENCIL_OP_INCREMENT_AND_CLAMP},
                   {"decrement_clamp", VK_STENCIL_OP_DECREMENT_AND_CLAMP},
                   {"invert", VK_STENCIL_OP_INVERT},
                   {"increment_wrap", VK_STENCIL_OP_INCREMENT_AND_WRAP},
                   {"decrement_wrap", VK_STENCIL_OP_DECREMENT_AND_WRAP}},
                  VK_STENCIL_OP_KEEP);
  };
  StencilState stencil;
  stencil.compare = compare_op(object, "compare", where, VK_COMPARE_OP_ALWAYS);
  stencil.pass = op("pass");
  stencil.fail = op("fail");
  stencil.depth_fail = op("depth_fail");
  stencil.reference = unsigned_field(object, "reference", where, 0);
  stencil.read_mask = unsigned_field(object, "read_mask", where, 0xFF);
  stencil.write_mask = unsigned_field(object, "write_mask", where, 0xFF);
  return stencil;
}

DepthStencilTarget parse_depth_stencil(const json& object, GraphicsSetup& setup) {
  const std::string where = "depth_stencil";
  require_object(object, where,
                 {"format", "width", "height", "clear_depth", "clear_stencil", "depth_test", "depth_write",
                  "depth_compare", "stencil", "resolve", "expect_depth", "depth_tolerance", "expect_stencil"});
  DepthStencilTarget target;
  target.format_name = string_field(object, "format", where);
  try {
    target.format = depth_format(target.format_name);
  } catch (const RunnerError& error) {
    fail(where + ".format", error.what());
  }
  take_size(object, where, setup);
  const bool depth = target.format.depth_bits != 0;
  const auto depth_only = [&](const char* key) {
    if (!depth && object.contains(key)) fail(field(where, key), target.format_name + " has no depth");
  };
  const auto stencil_only = [&](const char* key) {
    if (!target.format.stencil && object.contains(key)) fail(field(where, key), target.format_name + " has no stencil");
  };
  for (const char* key :
       {"clear_depth", "depth_test", "depth_write", "depth_compare", "expect_depth", "depth_tolerance"}) {
    depth_only(key);
  }
  for (const char* key : {"clear_stencil", "stencil", "expect_stencil"}) stencil_only(key);
  const double clear_depth = number_field(object, "clear_depth", where, 1.0);
  if (clear_depth < 0.0 || clear_depth > 1.0) fail(where + ".clear_depth", "expected a number from 0 to 1");
  target.clear_depth = static_cast<float>(clear_depth);
  target.clear_stencil = unsigned_field(object, "clear_stencil", where, 0);
  if (target.clear_stencil > 0xFF) fail(where + ".clear_stencil", "expected 0 to 255");
  target.depth_test = bool_field(object, "depth_test", where, depth);
  target.depth_write = bool_field(object, "depth_write", where, depth);
  target.depth_compare = compare_op(object, "depth_compare", where, VK_COMPARE_OP_LESS);
  if (object.contains("stencil")) target.stencil = parse_stencil(object["stencil"]);
  target.resolve = parse_depth_resolve(object, where, setup);
  if (object.contains("expect_depth")) {
    target.expect_depth =
        expectation(object, "expect_depth", ElementFormat::F32, texel_count(setup), where, "depth_tolerance");
  } else if (object.contains("depth_tolerance")) {
    fail(where + ".depth_tolerance", "given without an \"expect_depth\"");
  }
  if (object.contains("expect_stencil")) {
    const Expectation stencil = expectation(object, "expect_stencil", ElementFormat::U32, texel_count(setup), where);
    for (std::size_t index = 0; index < stencil.words.size(); ++index) {
      if (stencil.words[index] > 0xFF) fail(indexed(where + ".expect_stencil", index), "expected 0 to 255");
    }
    target.expect_stencil = stencil.words;
  }
  return target;
}

Rasterizer parse_rasterizer(const json& object) {
  const std::string where = "rasterizer";
  require_object(object, where, {"cull_mode", "front_face", "fill_mode", "depth_clip", "conservative"});
  Rasterizer rasterizer;
  rasterizer.cull_mode = choice<VkCullModeFlags>(
      object, "cull_mode", where,
      {{"none", VK_CULL_MODE_NONE}, {"front", VK_CULL_MODE_FRONT_BIT}, {"back", VK_CULL_MODE_BACK_BIT}},
      VK_CULL_MODE_NONE);
  rasterizer.front_face =
      choice(object, "front_face", where,
             {{"counter_clockwise", VK_FRONT_FACE_COUNTER_CLOCKWISE}, {"clockwise", VK_FRONT_FACE_CLOCKWISE}},
             VK_FRONT_FACE_COUNTER_CLOCKWISE);
  rasterizer.fill_mode =
      choice(object, "fill_mode", where, {{"solid", VK_POLYGON_MODE_FILL}, {"wireframe", VK_POLYGON_MODE_LINE}},
             VK_POLYGON_MODE_FILL);
  rasterizer.depth_clip = bool_field(object, "depth_clip", where, true);
  rasterizer.conservative = bool_field(object, "conservative", where, false);
  return rasterizer;
}

Viewport parse_viewport(const json& object, const GraphicsSetup& setup, const std::string& where) {
  require_object(object, where, {"x", "y", "width", "height", "min_depth", "max_depth"});
  if (setup.width == 0 && (!object.contains("width") || !object.contains("height"))) {
    fail(where, "needs a \"width\" and a \"height\" where there are no targets");
  }
  Viewport viewport;
  viewport.x = static_cast<float>(number_field(object, "x", where, 0.0));
  viewport.y = static_cast<float>(number_field(object, "y", where, 0.0));
  viewport.width = static_cast<float>(number_field(object, "width", where, setup.width));
  viewport.height = static_cast<float>(number_field(object, "height", where, setup.height));
  viewport.min_depth = static_cast<float>(number_field(object, "min_depth", where, 0.0));
  viewport.max_depth = static_cast<float>(number_field(object, "max_depth", where, 1.0));
  if (viewport.width <= 0) fail(where + ".width", "must be positive");
  if (viewport.height == 0) fail(where + ".height", "must not be 0 (negative flips the image)");
  for (const float depth : {viewport.min_depth, viewport.max_depth}) {
    if (depth < 0.0f || depth > 1.0f) fail(where, "min_depth and max_depth must be from 0 to 1");
  }
  return viewport;
}

void parse_pipeline_inputs(const json& root, GraphicsSetup& setup) {
  if (setup.is_mesh_pipeline()) {
    for (const char* key : {"draw", "vertex_buffers", "index_buffer"}) {
      if (root.contains(key)) fail(key, "a mesh pipeline has no input assembly; it uses \"dispatch_mesh\"");
    }
    setup.dispatch_mesh = group_counts(required(root, "dispatch_mesh", ""), "dispatch_mesh");
    return;
  }
  if (root.contains("dispatch_mesh")) fail("dispatch_mesh", "only a pipeline with a mesh stage dispatches meshes");
  if (root.contains("index_buffer")) setup.index_buffer = parse_index_buffer(root["index_buffer"]);
  setup.draw = parse_draw(required(root, "draw", ""), setup);
  if (root.contains("vertex_buffers")) {
    const json& buffers = array_field(root, "vertex_buffers", "");
    for (std::size_t index = 0; index < buffers.size(); ++index) {
      setup.vertex_buffers.push_back(parse_vertex_buffer(buffers[index], indexed("vertex_buffers", index)));
    }
    check_unique_semantics(setup.vertex_buffers);
  }
}

}  // namespace

ManifestStage parse_stage(const json& object, const std::string& where, bool ray_tracing) {
  require_object(object, where, {"stage", "entry", "profile", "dxil"});
  ManifestStage stage;
  const std::string name = string_field(object, "stage", where);
  const std::optional<Stage> known = stage_from_name(name);
  if (!known || *known == Stage::Compute || is_ray_tracing(*known) != ray_tracing) {
    fail(where + ".stage", "unknown stage \"" + name + "\" (expected " +
                               (ray_tracing ? "raygeneration, intersection, anyhit, closesthit, miss or callable"
                                            : "vertex, hull, domain, geometry, amplification, mesh or pixel") +
                               ")");
  }
  stage.stage = *known;
  if (object.contains("entry")) stage.entry = string_field(object, "entry", where);
  if (object.contains("profile")) stage.profile = string_field(object, "profile", where);
  if (object.contains("dxil")) stage.dxil = string_field(object, "dxil", where);
  return stage;
}

VkCompareOp compare_op(const json& object, std::string_view key, const std::string& where, VkCompareOp fallback) {
  return choice(object, key, where,
                {{"never", VK_COMPARE_OP_NEVER},
                 {"less", VK_COMPARE_OP_LESS},
                 {"equal", VK_COMPARE_OP_EQUAL},
                 {"less_equal", VK_COMPARE_OP_LESS_OR_EQUAL},
                 {"greater", VK_COMPARE_OP_GREATER},
                 {"not_equal", VK_COMPARE_OP_NOT_EQUAL},
                 {"greater_equal", VK_COMPARE_OP_GREATER_OR_EQUAL},
                 {"always", VK_COMPARE_OP_ALWAYS}},
                fallback);
}

std::vector<ManifestStage> parse_stages(const json& root) {
  const json& list = array_field(root, "stages", "");
  if (list.empty()) fail("stages", "needs at least one stage");
  GraphicsSetup setup;
  for (std::size_t index = 0; index < list.size(); ++index) {
    const std::string where = indexed("stages", index);
    setup.stages.push_back(parse_stage(list[index], where, false));
    if (index > 0 && setup.stages[index].stage <= setup.stages[index - 1].stage) {
      fail(where,
           "stages must be listed once each, in pipeline order (vertex, hull, domain, geometry, "
           "amplification, mesh, pixel)");
    }
  }
  check_stage_combination(setup);
  return setup.stages;
}

void parse_graphics_setup(const json& root, GraphicsSetup& setup) {
  parse_pipeline_inputs(root, setup);
  setup.view_count = unsigned_field(root, "view_count", "", 1);
  if (setup.view_count < 1 || setup.view_count > 32) fail("view_count", "expected 1 to 32 views");
  setup.layers = unsigned_field(root, "layers", "", 1);
  if (setup.layers < 1 || setup.layers > 32) fail("layers", "expected 1 to 32 layers");
  if (setup.layers > 1 && setup.view_count > 1) fail("layers", "layered rendering and multiview exclude each other");
  setup.dual_source_blending = bool_field(root, "dual_source_blending", "", false);
  setup.unordered_rasterizer_ordered_views =
      choice(root, "rasterizer_ordered_views", "", {{"interlock", false}, {"unordered", true}}, false);
  if (root.contains("rasterizer")) setup.rasterizer = parse_rasterizer(root["rasterizer"]);
  if (root.contains("multisample")) setup.multisample = parse_multisample(root["multisample"]);
  if (root.contains("render_targets")) {
    const json& targets = array_field(root, "render_targets", "");
    for (std::size_t index = 0; index < targets.size(); ++index) {
      setup.render_targets.push_back(parse_render_target(targets[index], indexed("render_targets", index), setup));
    }
  }
  if (root.contains("depth_stencil")) setup.depth_stencil = parse_depth_stencil(root["depth_stencil"], setup);
  if (root.contains("viewports")) {
    if (root.contains("viewport")) fail("viewports", "give \"viewport\" or \"viewports\", not both");
    if (setup.width == 0) fail("viewports", "needs render or depth targets");
    const json& list = array_field(root, "viewports", "");
    if (list.empty()) fail("viewports", "needs at least one viewport");
    for (std::size_t index = 0; index < list.size(); ++index)
      setup.viewports.push_back(parse_viewport(list[index], setup, indexed("viewports", index)));
  } else if (root.contains("viewport")) {
    setup.viewport = parse_viewport(root["viewport"], setup, "viewport");
  } else if (setup.width == 0 && setup.has_stage(Stage::Pixel)) {
    fail("viewport", "a pixel stage without render or depth targets needs a \"viewport\" to set the area it covers");
  }
  if (setup.dual_source_blending && setup.render_targets.size() != 1)
    fail("dual_source_blending", "blends two sources into one render target; the manifest has " +
                                     std::to_string(setup.render_targets.size()));
}

}  // namespace manifest_json

bool GraphicsSetup::has_stage(Stage stage) const {
  return std::any_of(stages.begin(), stages.end(),
                     [stage](const ManifestStage& entry) { return entry.stage == stage; });
}

}  // namespace untangle::runner
