#!/usr/bin/env python3
"""Writes the execution manifests of the runner's own graphics cases (tests/runner/graphics).

Every expectation here is computed from what the HLSL source does, pixel by pixel, without
the runner: pixel (x, y) of a W x H target has its centre at NDC ((x + 0.5) * 2 / W - 1,
(y + 0.5) * 2 / H - 1) (positive-height viewport: row 0 is NDC y = -1), and a primitive
covers the pixels whose centres it contains; the geometry is chosen so that no centre (or
sample) lies on an edge between primitives that write different values. Each value was then
confirmed by running the dxc -spirv reference modules on lavapipe (`untangle run
--reference-only`). Run it after changing a case; tests read the committed JSON.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

ABBREVIATIONS = {"vertex": "vs", "hull": "hs", "domain": "ds", "geometry": "gs",
                 "amplification": "as", "mesh": "ms", "pixel": "ps"}


def stages(name, *entries):
    """[(stage, entry, profile)] -> the manifest's stage list, DXIL named NAME.<vs|ps|..>.dxil."""
    return [{"stage": stage, "entry": entry, "profile": profile,
             "dxil": f"{name}.{ABBREVIATIONS[stage]}.dxil"} for stage, entry, profile in entries]


def texels(width, height, value, layers=1):
    """value(x, y[, layer]) -> a list or a number, for every texel row by row."""
    words = []
    for layer in range(layers):
        for y in range(height):
            for x in range(width):
                result = value(x, y, layer) if layers > 1 else value(x, y)
                words.extend(result if isinstance(result, list) else [result])
    return words


def fullscreen(name, shader_model="6_0"):
    """A vertex and a pixel stage drawing one triangle that covers the whole target."""
    return {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("vertex", "vs_main", "vs_" + shader_model), ("pixel", "ps_main", "ps_" + shader_model)),
        "draw": {"topology": "triangle_list", "vertex_count": 3},
        "vertex_buffers": [{"stride": 8, "format": "f32", "data": [-1.0, -1.0, 3.0, -1.0, -1.0, 3.0], "attributes": [
            {"semantic": "POSITION", "index": 0, "format": "R32G32_SFLOAT", "offset": 0}]}],
    }


def mrt():
    name, w, h = "gfx_mrt", 4, 4
    return name, {
        **fullscreen(name),
        "render_targets": [
            {"format": "R32_UINT", "width": w, "height": h,
             "expect": texels(w, h, lambda x, y: 1000 + x + 10 * y)},
            {"format": "R32G32B32A32_SFLOAT", "width": w, "height": h, "clear": [9.0, 9.0, 9.0, 9.0],
             "expect": texels(w, h, lambda x, y: [(x + 0.5) / w, (y + 0.5) / h, x + 0.5, -(y + 0.5)]),
             "tolerance": 1e-6},
            # UNORM8 stores round(v * 255) / 255: within 0.5 / 255 of the value written.
            {"format": "R8G8B8A8_UNORM", "width": w, "height": h,
             "expect": texels(w, h, lambda x, y: [x / 3, y / 3, 0.25, 1.0]), "tolerance": 0.002},
        ],
    }


def geometry():
    name, w, h = "gfx_gs", 4, 4
    points = [(-0.5, -0.5, 7), (0.5, -0.5, 3), (-0.5, 0.5, 5)]  # quadrant centres and ids

    def value(x, y):
        # Point p's quad spans NDC p +- 0.5: the 2x2 pixels of its quadrant.
        for primitive, (px, py, point_id) in enumerate(points):
            if (x < 2) == (px < 0) and (y < 2) == (py < 0):
                return point_id * 100 + primitive + 1
        return 9999

    data = []
    for px, py, point_id in points:
        data += [px, py, point_id]
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("vertex", "vs_main", "vs_6_0"), ("geometry", "gs_main", "gs_6_0"),
                         ("pixel", "ps_main", "ps_6_0")),
        "draw": {"topology": "point_list", "vertex_count": 3},
        "vertex_buffers": [{"stride": 12, "format": "f32", "data": data, "attributes": [
            {"semantic": "POSITION", "format": "R32G32_SFLOAT", "offset": 0},
            {"semantic": "ID", "format": "R32_UINT", "offset": 8}]}],
        "render_targets": [{"format": "R32_UINT", "width": w, "height": h, "clear": [9999],
                            "expect": texels(w, h, value)}],
    }


def tessellation():
    name, w, h = "gfx_tess", 4, 4
    corners = [(-1.0, -1.0, 1), (1.0, -1.0, 2), (1.0, 1.0, 3), (-1.0, 1.0, 4)]
    tag_sum = sum(tag for _, _, tag in corners)
    data = []
    for px, py, tag in corners:
        data += [px, py, tag]
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("vertex", "vs_main", "vs_6_0"), ("hull", "hs_main", "hs_6_0"),
                         ("domain", "ds_main", "ds_6_0"), ("pixel", "ps_main", "ps_6_0")),
        "draw": {"topology": "patch_list", "vertex_count": 4, "patch_control_points": 4},
        "vertex_buffers": [{"stride": 12, "format": "f32", "data": data, "attributes": [
            {"semantic": "POSITION", "format": "R32G32_SFLOAT", "offset": 0},
            {"semantic": "TAG", "format": "R32_UINT", "offset": 8}]}],
        # Factors 2: domain points at u, v in {0, 1/2, 1}, point (u, v) recorded at 2u + 6v.
        "resources": [{"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "format": "u32",
                       "data": [0] * 9, "expect": [index + 16 * tag_sum for index in range(9)]}],
        "render_targets": [{"format": "R32_UINT", "width": w, "height": h,
                            "expect": texels(w, h, lambda x, y: x + 10 * y + 100 * tag_sum)}],
    }


def mesh():
    name, w, h = "gfx_mesh", 4, 4
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("mesh", "ms_main", "ms_6_5"), ("pixel", "ps_main", "ps_6_5")),
        "dispatch_mesh": [1, 1, 1],
        # uv is the corner of the quad, an affine function of the position in both triangles.
        "render_targets": [{"format": "R32G32_SFLOAT", "width": w, "height": h, "clear": [-1.0, -1.0],
                            "expect": texels(w, h, lambda x, y: [(x + 0.5) / w, (y + 0.5) / h]),
                            "tolerance": 1e-6}],
    }


def amplification():
    name, w, h = "gfx_amplification", 4, 2
    # Mesh group g covers NDC x in [g - 1, g]: pixels 2g and 2g + 1; its value is 100 (g + 1) + g.
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("amplification", "as_main", "as_6_5"), ("mesh", "ms_main", "ms_6_5"),
                         ("pixel", "ps_main", "ps_6_5")),
        "dispatch_mesh": [1, 1, 1],
        "render_targets": [{"format": "R32_UINT", "width": w, "height": h,
                            "expect": texels(w, h, lambda x, y: 100 * (x // 2 + 1) + x // 2 + x + 10 * y)}],
    }


def push_constants():
    name, w, h = "gfx_push_constants", 4, 2
    base, scale = 500, 2.5
    return name, {
        **fullscreen(name),
        "push_constants": {"offset": 0, "format": "f32", "data": [base, scale]},
        "render_targets": [{"format": "R32G32_SFLOAT", "width": w, "height": h,
                            "expect": texels(w, h, lambda x, y: [base + x + 10 * y, scale * (x + 0.5)])}],
    }


def indexed_depth():
    name, w, h = "gfx_indexed_depth", 4, 2
    near = [(-1.0, -1.0), (0.5, -1.0), (-1.0, 1.0), (0.5, 1.0)]   # id 1, z 0.25: pixels 0-2
    far = [(-0.5, -1.0), (1.0, -1.0), (-0.5, 1.0), (1.0, 1.0)]    # id 2, z 0.75: pixels 1-3
    data = []
    for corners, z, quad_id in ((near, 0.25, 1), (far, 0.75, 2)):
        for px, py in corners:
            data += [px, py, z, quad_id]
    # Near first; the far quad fails the depth test on pixels 1-2, where its depth_fail op
    # increments the 3 the near quad's pass op wrote.
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("vertex", "vs_main", "vs_6_0"), ("pixel", "ps_main", "ps_6_0")),
        "index_buffer": {"format": "u16", "data": [0, 1, 2, 2, 1, 3, 4, 5, 6, 6, 5, 7]},
        "draw": {"topology": "triangle_list"},
        "vertex_buffers": [{"stride": 16, "format": "f32", "data": data, "attributes": [
            {"semantic": "POSITION", "format": "R32G32B32_SFLOAT", "offset": 0},
            {"semantic": "ID", "format": "R32_UINT", "offset": 12}]}],
        "render_targets": [{"format": "R32_UINT", "width": w, "height": h,
                            "expect": texels(w, h, lambda x, y: 1 if x <= 2 else 2)}],
        "depth_stencil": {
            "format": "D32_SFLOAT_S8_UINT", "clear_depth": 1.0, "clear_stencil": 0, "depth_compare": "less",
            "stencil": {"compare": "always", "pass": "replace", "depth_fail": "increment_clamp", "reference": 3},
            "expect_depth": texels(w, h, lambda x, y: 0.25 if x <= 2 else 0.75), "depth_tolerance": 1e-6,
            "expect_stencil": texels(w, h, lambda x, y: 4 if x in (1, 2) else 3)},
    }


def msaa():
    name, w, h = "gfx_msaa", 4, 1
    # Standard 4-sample positions within a pixel.
    samples = [(0.375, 0.125), (0.875, 0.375), (0.125, 0.625), (0.625, 0.875)]
    right_edge = (0.25 + 1) / 2 * w  # the quad's right edge, NDC x 0.25, in pixels: 2.5
    covered = [[x + sx < right_edge for sx, _ in samples] for x in range(w)]
    data = []
    for px, py in ((-1.0, -1.0), (0.25, -1.0), (-1.0, 1.0), (0.25, 1.0)):
        data += [px, py, 0.5]
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("vertex", "vs_main", "vs_6_0"), ("pixel", "ps_main", "ps_6_0")),
        "draw": {"topology": "triangle_strip", "vertex_count": 4},
        "vertex_buffers": [{"stride": 12, "format": "f32", "data": data, "attributes": [
            {"semantic": "POSITION", "format": "R32G32B32_SFLOAT", "offset": 0}]}],
        "multisample": {"samples": 4},
        # Float targets resolve to the average of the samples, integer ones to sample 0.
        "render_targets": [
            {"format": "R32_SFLOAT", "width": w, "height": h,
             "expect": [sum(pixel) / len(samples) for pixel in covered]},
            {"format": "R32_UINT", "width": w, "height": h, "expect": [7 if pixel[0] else 0 for pixel in covered]}],
        "depth_stencil": {"format": "D32_SFLOAT", "depth_test": True, "resolve": "sample_zero",
                          "expect_depth": [0.5 if pixel[0] else 1.0 for pixel in covered]},
    }


def multiview():
    name, w, h = "gfx_multiview", 4, 1
    return name, {
        **fullscreen(name, "6_1"),
        "view_count": 2,
        "render_targets": [{"format": "R32_UINT", "width": w, "height": h,
                            "expect": texels(w, h, lambda x, y, view: view * 1100 + x, layers=2)}],
    }


def cull():
    name, w, h = "gfx_cull", 2, 1
    # Left: clockwise as seen in the image (row 0 at the top), covering pixel 0's centre;
    # right: its mirror image, counter-clockwise, covering pixel 1's.
    data = [-1.0, -1.0, -0.1, -1.0, -1.0, 2.0, 1.0, -1.0, 0.1, -1.0, 1.0, 2.0]
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("vertex", "vs_main", "vs_6_0"), ("pixel", "ps_main", "ps_6_0")),
        "draw": {"topology": "triangle_list", "vertex_count": 6},
        "vertex_buffers": [{"stride": 8, "format": "f32", "data": data, "attributes": [
            {"semantic": "POSITION", "format": "R32G32_SFLOAT", "offset": 0}]}],
        "rasterizer": {"cull_mode": "back", "front_face": "clockwise"},
        "render_targets": [{"format": "R32_UINT", "width": w, "height": h, "expect": [11, 0]}],
    }


def instanced():
    name, w, h = "gfx_instanced", 4, 2
    # Two unused vertices: the buffer's offset skips one, first_vertex the other. Then a quad
    # over NDC x in [-1, 0], drawn for instances 1 and 2 (instance 0 is skipped).
    vertices = [99.0, 99.0, 99.0, 99.0, -1.0, -1.0, 0.0, -1.0, -1.0, 1.0, 0.0, 1.0]
    instances = [0.0, 0.0, 555, 0.0, 0.0, 10, 1.0, 0.0, 20]  # offset x, offset y, value
    # The viewport maps NDC x -1..1 to pixels 2..4: instance 1's quad covers pixel 2,
    # instance 2's (moved right by 1) pixel 3; pixels 0 and 1 stay clear.
    return name, {
        "shader": f"{name}.hlsl",
        "stages": stages(name, ("vertex", "vs_main", "vs_6_0"), ("pixel", "ps_main", "ps_6_0")),
        "draw": {"topology": "triangle_strip", "vertex_count": 4, "first_vertex": 1, "instance_count": 2,
                 "first_instance": 1},
        "vertex_buffers": [
            {"stride": 8, "format": "f32", "offset": 8, "data": vertices,
             "attributes": [{"semantic": "POSITION", "format": "R32G32_SFLOAT"}]},
            {"stride": 12, "format": "f32", "input_rate": "instance", "data": instances,
             "attributes": [{"semantic": "OFFSET", "format": "R32G32_SFLOAT", "offset": 0},
                            {"semantic": "VALUE", "format": "R32_UINT", "offset": 8}]}],
        "viewport": {"x": 2, "y": 0, "width": 2, "height": 2},
        "render_targets": [{"format": "R32_UINT", "width": w, "height": h,
                            "expect": texels(w, h, lambda x, y: {2: 10, 3: 20}.get(x, 0))}],
    }


def flip_clamp():
    name, w, h = "gfx_flip_clamp", 4, 2
    # Viewport y = h, height = -h: row y's centre is at NDC y = 1 - 2 (y + 0.5) / h. Depth
    # 1.5 maps to 0.75 in the viewport's range and is clamped to its maximum, 0.5.
    return name, {
        **fullscreen(name),
        "rasterizer": {"depth_clip": False},
        "viewport": {"x": 0, "y": h, "width": w, "height": -h, "min_depth": 0.0, "max_depth": 0.5},
        "render_targets": [{"format": "R32_SFLOAT", "width": w, "height": h, "clear": [9.0],
                            "expect": texels(w, h, lambda x, y: 1 - 2 * (y + 0.5) / h), "tolerance": 1e-6}],
        "depth_stencil": {"format": "D32_SFLOAT", "clear_depth": 0.25, "depth_compare": "always",
                          "expect_depth": texels(w, h, lambda x, y: 0.5)},
    }


def main():
    for case in (mrt, geometry, tessellation, mesh, amplification, push_constants, indexed_depth, msaa, multiview,
                 cull, instanced, flip_clamp):
        name, manifest = case()
        with open(os.path.join(HERE, name + ".json"), "w") as output:
            json.dump(manifest, output, indent=1)
            output.write("\n")


if __name__ == "__main__":
    main()
