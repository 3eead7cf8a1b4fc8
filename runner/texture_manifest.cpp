// The texture and sampler keys of manifest resources, and the data layout of textures.
#include "runner/texture_manifest.h"

#include "runner/error.h"
#include "runner/manifest_json.h"
#include "runner/texel_format.h"

#include <algorithm>

namespace untangle::runner {

using namespace manifest_json;

VkImageType TextureShape::image_type() const {
  switch (view_type) {
    case VK_IMAGE_VIEW_TYPE_1D:
    case VK_IMAGE_VIEW_TYPE_1D_ARRAY: return VK_IMAGE_TYPE_1D;
    case VK_IMAGE_VIEW_TYPE_3D: return VK_IMAGE_TYPE_3D;
    default: return VK_IMAGE_TYPE_2D;
  }
}

bool TextureShape::is_cube() const {
  return view_type == VK_IMAGE_VIEW_TYPE_CUBE || view_type == VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
}

uint64_t TextureShape::texels(uint32_t level) const {
  const auto at_level = [level](uint32_t size) { return static_cast<uint64_t>(std::max(size >> level, 1u)); };
  return at_level(width) * at_level(height) * at_level(depth);
}

uint64_t TextureShape::words(uint32_t components) const {
  uint64_t texel_count = 0;
  for (uint32_t level = 0; level < mip_levels; ++level) texel_count += texels(level);
  return texel_count * layers * samples * components;
}

namespace manifest_json {

TextureShape texture_shape(const json& object, const std::string& where, VkImageViewType view_type,
                           bool multisampled) {
  TextureShape shape;
  shape.view_type = view_type;
  const bool one_dimensional = view_type == VK_IMAGE_VIEW_TYPE_1D || view_type == VK_IMAGE_VIEW_TYPE_1D_ARRAY;
  const bool arrayed = view_type == VK_IMAGE_VIEW_TYPE_1D_ARRAY || view_type == VK_IMAGE_VIEW_TYPE_2D_ARRAY ||
                       view_type == VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
  shape.width = unsigned_field(object, "width", where, 0);
  if (shape.width == 0) fail(field(where, "width"), "a texture needs a width of at least 1");
  shape.height = unsigned_field(object, "height", where, 1);
  if (one_dimensional && shape.height != 1) fail(field(where, "height"), "a 1D texture has no height");
  if (shape.height == 0) fail(field(where, "height"), "must be at least 1");
  if (object.contains("depth") && view_type != VK_IMAGE_VIEW_TYPE_3D) {
    fail(field(where, "depth"), "only 3D textures have a depth");
  }
  shape.depth = unsigned_field(object, "depth", where, 1);
  if (shape.depth == 0) fail(field(where, "depth"), "must be at least 1");
  if (shape.is_cube() && shape.width != shape.height) fail(where, "a cube's faces are square");
  const uint32_t default_layers = shape.is_cube() ? 6 : 1;
  if (object.contains("layers") && !arrayed) fail(field(where, "layers"), "only texture arrays have layers");
  shape.layers = unsigned_field(object, "layers", where, default_layers);
  if (shape.layers == 0 || (shape.is_cube() && shape.layers % 6 != 0)) {
    fail(field(where, "layers"), shape.is_cube() ? "a cube array has six layers per cube" : "must be at least 1");
  }
  shape.mip_levels = unsigned_field(object, "mip_levels", where, 1);
  const uint32_t largest = std::max({shape.width, shape.height, shape.depth});
  uint32_t full_chain = 1;
  while ((largest >> full_chain) != 0) ++full_chain;
  if (shape.mip_levels == 0 || shape.mip_levels > full_chain) {
    fail(field(where, "mip_levels"), "must be 1 to " + std::to_string(full_chain) + " for this size");
  }
  if (object.contains("samples") && !multisampled) fail(field(where, "samples"), "only Texture2DMS kinds have samples");
  shape.samples = unsigned_field(object, "samples", where, multisampled ? 4 : 1);
  if (shape.samples == 0 || shape.samples > 64 || (shape.samples & (shape.samples - 1)) != 0) {
    fail(field(where, "samples"), "must be a power of two from 1 to 64");
  }
  if (multisampled && shape.mip_levels != 1) fail(field(where, "mip_levels"), "a multisampled texture has one level");
  return shape;
}

uint32_t texture_components(const std::string& texel_format_name, const std::string& where) {
  TexelFormat format;
  try {
    format = texel_format(texel_format_name);
  } catch (const RunnerError& error) {
    fail(field(where, "texel_format"), error.what());
  }
  if (format.packed) {
    fail(field(where, "texel_format"), "packed formats (" + texel_format_name + ") cannot be written as words");
  }
  return format.components;
}

namespace {

VkSamplerAddressMode address_mode(const json& object, std::string_view key, const std::string& where) {
  return choice(object, key, where,
                {{"wrap", VK_SAMPLER_ADDRESS_MODE_REPEAT},
                 {"mirror", VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT},
                 {"clamp", VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE},
                 {"border", VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER},
                 {"mirror_once", VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE}},
                VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE);
}

VkFilter filter(const json& object, std::string_view key, const std::string& where, VkFilter fallback) {
  return choice(object, key, where, {{"point", VK_FILTER_NEAREST}, {"linear", VK_FILTER_LINEAR}}, fallback);
}

}  // namespace

SamplerState sampler_state(const json& object, const std::string& where) {
  SamplerState state;
  // "filter" sets all three; "anisotropic" is linear with anisotropy (16 unless given).
  enum class Filter { Point, Linear, Anisotropic };
  const Filter all = choice(object, "filter", where,
                            {{"point", Filter::Point}, {"linear", Filter::Linear}, {"anisotropic", Filter::Anisotropic}},
                            Filter::Point);
  const VkFilter base = all == Filter::Point ? VK_FILTER_NEAREST : VK_FILTER_LINEAR;
  state.min_filter = filter(object, "min_filter", where, base);
  state.mag_filter = filter(object, "mag_filter", where, base);
  state.mip_filter = choice(object, "mip_filter", where,
                            {{"point", VK_SAMPLER_MIPMAP_MODE_NEAREST}, {"linear", VK_SAMPLER_MIPMAP_MODE_LINEAR}},
                            base == VK_FILTER_NEAREST ? VK_SAMPLER_MIPMAP_MODE_NEAREST : VK_SAMPLER_MIPMAP_MODE_LINEAR);
  state.address_u = address_mode(object, "address_u", where);
  state.address_v = address_mode(object, "address_v", where);
  state.address_w = address_mode(object, "address_w", where);
  state.mip_lod_bias = static_cast<float>(number_field(object, "mip_lod_bias", where, 0.0));
  state.min_lod = static_cast<float>(number_field(object, "min_lod", where, 0.0));
  state.max_lod = static_cast<float>(number_field(object, "max_lod", where, VK_LOD_CLAMP_NONE));
  if (state.max_lod < state.min_lod) fail(field(where, "max_lod"), "is less than min_lod");
  state.max_anisotropy =
      static_cast<float>(number_field(object, "max_anisotropy", where, all == Filter::Anisotropic ? 16.0 : 0.0));
  if (state.max_anisotropy < 0 || state.max_anisotropy > 16) {
    fail(field(where, "max_anisotropy"), "must be 0 (off) or 1 to 16");
  }
  if (object.contains("comparison")) state.comparison = compare_op(object, "comparison", where, VK_COMPARE_OP_NEVER);
  state.border_color = choice(object, "border_color", where,
                              {{"transparent_black", VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK},
                               {"opaque_black", VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK},
                               {"opaque_white", VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE},
                               {"transparent_black_int", VK_BORDER_COLOR_INT_TRANSPARENT_BLACK},
                               {"opaque_black_int", VK_BORDER_COLOR_INT_OPAQUE_BLACK},
                               {"opaque_white_int", VK_BORDER_COLOR_INT_OPAQUE_WHITE}},
                              VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK);
  return state;
}

}  // namespace manifest_json
}  // namespace untangle::runner
