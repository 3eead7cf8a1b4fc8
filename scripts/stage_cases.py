#!/usr/bin/env python3
"""Writes the execution manifests of the graphics-stage cases in shaders/{vertex,pixel,geometry,
tessellation,mesh}/ and, with --compile, compiles their stages with DXC: NAME.ENTRY.dxil, DXC's
disassembly NAME.ENTRY.dxc.ll and the `dxc -spirv -fspv-reflect` reference NAME.ENTRY.spv on
untangle's default binding model (ctest runs every manifest through untangle and the
reference). A tool for writing test inputs: tests never run it (or DXC).

Every expectation is computed here from what the HLSL source does, without the runner: pixel
(x, y) of a W x H target has its centre at NDC ((x + 0.5) * 2 / W - 1, (y + 0.5) * 2 / H - 1)
(row 0 is NDC y = -1), and a primitive covers the pixels whose centres (or samples) it contains;
the geometry is chosen so that no centre lies on an edge between primitives that write
different values. Each value was then confirmed by the dxc -spirv reference run.

Usage: stage_cases.py [--compile] [--dxc PATH] [NAME...]
"""
import argparse
import json
import os
import subprocess

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SHIFTS = ["-fvk-b-shift", "0", "all", "-fvk-t-shift", "1000", "all",
          "-fvk-u-shift", "2000", "all", "-fvk-s-shift", "3000", "all"]
# D3D's SV_VertexID, SV_InstanceID and SV_Position.w, which dxc -spirv only follows when asked.
D3D_SEMANTICS = ["-fvk-support-nonzero-base-vertex", "-fvk-support-nonzero-base-instance", "-fvk-use-dx-position-w"]

CASES = {}


def case(folder):
    def register(function):
        CASES[function.__name__] = (folder, function)
        return function
    return register


class Stage:
    """One stage: the HLSL file's stem, its entry point and profile, and extra DXC arguments;
    `reference` False leaves out its dxc -spirv module (and so the case's reference run)."""

    ABBREVIATIONS = {"vertex": "vs", "hull": "hs", "domain": "ds", "geometry": "gs",
                     "amplification": "as", "mesh": "ms", "pixel": "ps"}

    def __init__(self, stage, source, entry, profile, args=(), reference=True):
        self.stage, self.source, self.entry, self.profile, self.args = stage, source, entry, profile, list(args)
        self.reference = reference

    def dxil(self):
        return f"{self.source}.{self.entry}.dxil"

    def json(self):
        return {"stage": self.stage, "entry": self.entry, "profile": self.profile, "dxil": self.dxil()}


def texels(width, height, value, layers=1):
    """value(x, y[, layer]) -> a list or a number, for every texel row by row, layer by layer."""
    words = []
    for layer in range(layers):
        for y in range(height):
            for x in range(width):
                result = value(x, y, layer) if layers > 1 else value(x, y)
                words.extend(result if isinstance(result, list) else [result])
    return words


def centre(index, size):
    """The NDC coordinate of pixel `index`'s centre along an axis of `size` pixels."""
    return (index + 0.5) * 2 / size - 1


def covers(triangle, x, y):
    """Whether the triangle ((x0, y0), (x1, y1), (x2, y2)) in NDC contains the point, which must
    not lie on an edge (the cases keep pixel centres off edges)."""
    signs = []
    for i in range(3):
        (ax, ay), (bx, by) = triangle[i], triangle[(i + 1) % 3]
        edge = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        assert abs(edge) > 1e-6, f"pixel centre ({x}, {y}) on an edge of {triangle}"
        signs.append(edge > 0)
    return all(signs) or not any(signs)


class Rect:
    """An axis-aligned NDC rectangle (drawn as two triangles whose shared edge writes the same
    value on both sides), for raster()."""

    def __init__(self, low, high):
        self.low, self.high = low, high

    def covers(self, x, y):
        for value, low, high in ((x, self.low[0], self.high[0]), (y, self.low[1], self.high[1])):
            assert min(abs(value - low), abs(value - high)) > 1e-6, f"pixel centre ({x}, {y}) on a rectangle's edge"
        return self.low[0] < x < self.high[0] and self.low[1] < y < self.high[1]


def raster(width, height, shapes, background):
    """texels() of shapes [(triangle or Rect, value)] drawn in order over `background`."""
    def value(x, y):
        result = background
        for shape, shape_value in shapes:
            px, py = centre(x, width), centre(y, height)
            if shape.covers(px, py) if isinstance(shape, Rect) else covers(shape, px, py):
                result = shape_value
        return result
    return texels(width, height, value)


def u32(value):
    """A signed integer as the word an integer render target holds."""
    return value & 0xFFFFFFFF


def manifest(source, stages, **rest):
    """The manifest's JSON, and the stages to compile."""
    return {"shader": f"{source}.hlsl", "stages": [stage.json() for stage in stages], **rest}, stages


def vertex_buffer(stride, data, attributes, **rest):
    return {"stride": stride, "format": "f32", "data": data, "attributes": [
        {"semantic": semantic, "index": index, "format": fmt, "offset": offset}
        for semantic, index, fmt, offset in attributes], **rest}


FULL_SCREEN = [-1.0, -1.0, 3.0, -1.0, -1.0, 3.0]


# ---- Vertex shaders ---------------------------------------------------------------------------

def vs_ids_stages():
    return [Stage("vertex", "vs_ids", "vs_main", "vs_6_0"), Stage("pixel", "vs_ids", "ps_main", "ps_6_0")]


def vs_ids_expect(triangle_vertex_ids, instances):
    """Pixel (t, i) holds 1000 + 10 * (triangle's first vertex id) + i; others stay 0."""
    def value(x, y):
        for first_id in triangle_vertex_ids:
            if first_id // 3 == x and y < instances:
                return 1000 + 10 * first_id + y
        return 0
    return texels(4, 2, value)


@case("vertex")
def vs_ids():
    # 12 vertices from vertex 5, 2 instances from instance 3: ids 0..11 and 0..1.
    return manifest("vs_ids", vs_ids_stages(),
                    draw={"topology": "triangle_list", "vertex_count": 12, "first_vertex": 5,
                          "instance_count": 2, "first_instance": 3},
                    render_targets=[{"format": "R32_UINT", "width": 4, "height": 2,
                                     "expect": vs_ids_expect([0, 3, 6, 9], 2)}])


@case("vertex")
def vs_ids_indexed():
    # Indices 3..11 from the second triangle of the buffer on, with a vertex offset of 7: the
    # ids are the indices themselves; triangle 0 (indices 0-2) is not drawn.
    indices = [0, 1, 2, 9, 10, 11, 3, 4, 5, 6, 7, 8]
    return manifest("vs_ids", vs_ids_stages(),
                    draw={"topology": "triangle_list", "index_count": 9, "first_index": 3, "vertex_offset": 7,
                          "instance_count": 2, "first_instance": 1},
                    index_buffer={"format": "u16", "data": indices},
                    render_targets=[{"format": "R32_UINT", "width": 4, "height": 2,
                                     "expect": vs_ids_expect([9, 3, 6], 2)}])


def vs_start_stages():
    return [Stage("vertex", "vs_start_location", "vs_main", "vs_6_8"),
            Stage("pixel", "vs_start_location", "ps_main", "ps_6_8")]


@case("vertex")
def vs_start_location():
    return manifest("vs_start_location", vs_start_stages(),
                    draw={"topology": "triangle_list", "vertex_count": 3, "first_vertex": 4, "first_instance": 2},
                    render_targets=[{"format": "R32G32_UINT", "width": 2, "height": 2,
                                     "expect": texels(2, 2, lambda x, y: [4, 2])}])


@case("vertex")
def vs_start_location_indexed():
    # Indexed: the start vertex location is the vertex offset.
    return manifest("vs_start_location", vs_start_stages(),
                    draw={"topology": "triangle_list", "index_count": 3, "vertex_offset": 6, "first_instance": 5},
                    index_buffer={"format": "u32", "data": [0, 1, 2]},
                    render_targets=[{"format": "R32G32_UINT", "width": 2, "height": 2,
                                     "expect": texels(2, 2, lambda x, y: [6, 5])}])


@case("vertex")
def vs_clip():
    w, h = 8, 8

    def value(x, y):
        px, py = centre(x, w), centre(y, h)
        if px > -0.5 and py > -0.5 and px < 0.5:
            return [1.0, x + 0.5, y + 0.5, 0.0]
        return [0.0, 0.0, 0.0, 0.0]
    return manifest("vs_clip_cull", [Stage("vertex", "vs_clip_cull", "vs_clip", "vs_6_0"),
                                     Stage("pixel", "vs_clip_cull", "ps_clip", "ps_6_0")],
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=[vertex_buffer(8, FULL_SCREEN, [("POSITION", 0, "R32G32_SFLOAT", 0)])],
                    render_targets=[{"format": "R32G32B32A32_SFLOAT", "width": w, "height": h,
                                     "expect": texels(w, h, value)}])


@case("vertex")
def vs_cull():
    w, h = 4, 2
    # Triangle 1 has cull distances -1, -2, -0.5 at its vertices (culled); triangles 0 and 2
    # have one vertex with a positive distance (kept: culling needs every vertex negative).
    vertices = [(-1.0, -1.0, 0.0), (0.5, -1.0, 1.0), (-1.0, 3.0, 2.0),
                (0.0, -1.0, -1.0), (1.0, -1.0, -2.0), (0.0, 3.0, -0.5),
                (1.0, 3.0, -1.0), (1.0, -1.0, 1.0), (-0.5, 3.0, -1.0)]
    data = [component for vertex in vertices for component in vertex]
    triangles = [([v[:2] for v in vertices[3 * t:3 * t + 3]], t + 1) for t in (0, 2)]
    return manifest("vs_clip_cull", [Stage("vertex", "vs_clip_cull", "vs_cull", "vs_6_0"),
                                     Stage("pixel", "vs_clip_cull", "ps_cull", "ps_6_0")],
                    draw={"topology": "triangle_list", "vertex_count": 9},
                    vertex_buffers=[vertex_buffer(12, data, [("POSITION", 0, "R32G32_SFLOAT", 0),
                                                             ("CULL", 0, "R32_SFLOAT", 8)])],
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": raster(w, h, triangles, 0)}])


@case("vertex")
def vs_layer_viewport():
    w, h = 4, 2
    # Viewport 0 is the left half, viewport 1 the right half; instance i renders into layer i.
    def value(x, y, layer):
        inside = x < 2 if layer == 0 else x >= 2
        return [layer + 1, layer, layer, 7] if inside else [0, 0, 0, 0]
    return manifest("vs_layer_viewport", [Stage("vertex", "vs_layer_viewport", "vs_layer", "vs_6_1"),
                                          Stage("pixel", "vs_layer_viewport", "ps_layer", "ps_6_1")],
                    draw={"topology": "triangle_list", "vertex_count": 3, "instance_count": 2},
                    layers=2,
                    viewports=[{"x": 0, "y": 0, "width": 2, "height": 2}, {"x": 2, "y": 0, "width": 2, "height": 2}],
                    render_targets=[{"format": "R32G32B32A32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, value, layers=2)}])


@case("vertex")
def vs_view_id():
    w, h = 4, 2
    # The triangle covers x in [-1, 0]; view 1 moves it to [0, 1].
    data = [-1.0, -1.0, 0.0, -1.0, -1.0, 3.0, 0.0, -1.0, 0.0, 3.0, -1.0, 3.0]
    def value(x, y, view):
        return view + 1 if (x < 2) == (view == 0) else 0
    return manifest("vs_view_id", [Stage("vertex", "vs_view_id", "vs_main", "vs_6_1"),
                                   Stage("pixel", "vs_view_id", "ps_main", "ps_6_1")],
                    draw={"topology": "triangle_list", "vertex_count": 6},
                    view_count=2,
                    vertex_buffers=[vertex_buffer(8, data, [("POSITION", 0, "R32G32_SFLOAT", 0)])],
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, value, layers=2)}])


@case("vertex")
def vs_inputs():
    w, h = 2, 2
    # One full-screen triangle given in a quarter-size space and scaled up by the matrix
    # (rows of the matrix are TEXCOORD0..3: mul(m, p) is row . p): x' = 4x, y' = 4y.
    matrix = [[4.0, 0.0, 0.0, 0.0], [0.0, 4.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]
    positions = [(-0.25, -0.25), (0.75, -0.25), (-0.25, 0.75)]
    data = []
    for px, py in positions:
        data += [px, py, 0.0, 1.0]
        for row in matrix:
            data += row
        data += [4294967291, 17]   # int2(-5, 17)
        data += [123456]           # uint
        data += [0.5, -2.0, 8.0]   # float3, the same at every vertex
    attributes = [("POSITION", 0, "R32G32B32A32_SFLOAT", 0)]
    attributes += [("TEXCOORD", row, "R32G32B32A32_SFLOAT", 16 + 16 * row) for row in range(4)]
    attributes += [("A", 0, "R32G32_SINT", 80), ("B", 0, "R32_UINT", 88), ("C", 0, "R32G32B32_SFLOAT", 92)]
    return manifest("vs_inputs", [Stage("vertex", "vs_inputs", "vs_main", "vs_6_0"),
                                  Stage("pixel", "vs_inputs", "ps_main", "ps_6_0")],
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=[{"stride": 104, "format": "f32", "data": data, "attributes": [
                        {"semantic": s, "index": i, "format": f, "offset": o} for s, i, f, o in attributes]}],
                    render_targets=[
                        {"format": "R32G32B32A32_SINT", "width": w, "height": h,
                         "expect": texels(w, h, lambda x, y: [u32(-5), 17, 123456, u32(-1)])},
                        {"format": "R32G32B32A32_SFLOAT", "width": w, "height": h,
                         "expect": texels(w, h, lambda x, y: [0.5, -2.0, 8.0, 1.0])}])


@case("vertex")
def vs_shading_rate():
    # The device runs each 2x2 block once; lavapipe has no VK_KHR_fragment_shading_rate (skipped).
    return manifest("vs_shading_rate", [Stage("vertex", "vs_shading_rate", "vs_main", "vs_6_4"),
                                        Stage("pixel", "vs_shading_rate", "ps_main", "ps_6_4")],
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    render_targets=[{"format": "R32_UINT", "width": 4, "height": 4,
                                     "expect": texels(4, 4, lambda x, y: 5)}])


# ---- Pixel shaders ----------------------------------------------------------------------------

def pixel_stages(source, entry="ps_main", profile="ps_6_0"):
    return [Stage("vertex", "ps_vertex", "vs_main", "vs_6_0"), Stage("pixel", source, entry, profile)]


def pixel_vertices(vertices):
    """The vertex buffer of ps_vertex.hlsl: (x, y, z, w, attribute x, attribute y) per vertex."""
    return [vertex_buffer(24, [c for v in vertices for c in v],
                          [("POSITION", 0, "R32G32B32A32_SFLOAT", 0), ("ATTR", 0, "R32G32_SFLOAT", 16)])]


def full_screen(z=0.5, attributes=((0.0, 0.0), (0.0, 0.0), (0.0, 0.0))):
    return [(x, y, z, 1.0, a[0], a[1]) for (x, y), a in zip([(-1.0, -1.0), (3.0, -1.0), (-1.0, 3.0)], attributes)]


def pixel_positions(width, height, z=0.5):
    """A full-screen triangle whose attribute is the pixel position in pixels (x right, y down)."""
    corners = [(-1.0, -1.0), (3.0, -1.0), (-1.0, 3.0)]
    return [(x, y, z, 1.0, (x + 1) / 2 * width, (y + 1) / 2 * height) for x, y in corners]


def rectangle(x0, y0, x1, y1, z=0.5):
    """Two triangles over an NDC rectangle, counter-clockwise as seen in the image."""
    a, b, c, d = (x0, y0), (x1, y0), (x1, y1), (x0, y1)
    return [(*v, z, 1.0, 0.0, 0.0) for v in (a, d, c, a, c, b)]


def counter_clockwise(triangle):
    """Whether a triangle in NDC faces front for VK_FRONT_FACE_COUNTER_CLOCKWISE (Vulkan's area
    formula, a = -1/2 sum(x_i y_{i+1} - x_{i+1} y_i), is positive)."""
    area = -sum(triangle[i][0] * triangle[(i + 1) % 3][1] - triangle[(i + 1) % 3][0] * triangle[i][1]
                for i in range(3)) / 2
    return area > 0


@case("pixel")
def ps_faces():
    w, h = 4, 4
    vertices = rectangle(-1.0, -1.0, 0.0, 1.0)
    right = rectangle(0.0, -1.0, 1.0, 1.0)
    vertices += [right[i] for i in (0, 2, 1, 3, 5, 4)]  # the right half wound the other way
    triangles = []
    for t in range(4):
        triangle = [v[:2] for v in vertices[3 * t:3 * t + 3]]
        triangles.append((triangle, [t, 1 if counter_clockwise(triangle) else 2]))
    return manifest("ps_faces", pixel_stages("ps_faces"),
                    draw={"topology": "triangle_list", "vertex_count": 12},
                    vertex_buffers=pixel_vertices(vertices),
                    render_targets=[{"format": "R32G32_UINT", "width": w, "height": h,
                                     "expect": raster(w, h, triangles, [0, 0])}])


@case("pixel")
def ps_interpolation():
    w, h = 4, 4
    # Inside the viewport (lavapipe's clipper gives noperspective attributes NaN where it
    # clips a triangle with different w).
    ndc = [(-1.0, -1.0), (1.0, -1.0), (-0.9, 1.0)]
    clip_w = [1.0, 2.0, 4.0]
    attributes = [(0.0, 10.0), (8.0, 20.0), (4.0, 40.0)]
    vertices = [(x * cw, y * cw, 0.5 * cw, cw, *a) for (x, y), cw, a in zip(ndc, clip_w, attributes)]

    def value(x, y):
        px, py = centre(x, w), centre(y, h)
        if not covers(ndc, px, py):
            return [[0.0] * 4, [0.0] * 4]
        # Screen-space barycentrics of the pixel centre.
        (x0, y0), (x1, y1), (x2, y2) = ndc
        det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
        l1 = ((px - x0) * (y2 - y0) - (x2 - x0) * (py - y0)) / det
        l2 = ((x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)) / det
        weights = [1 - l1 - l2, l1, l2]
        inverse_w = sum(l / cw for l, cw in zip(weights, clip_w))
        perspective = [sum(l * a[k] / cw for l, a, cw in zip(weights, attributes, clip_w)) / inverse_w for k in (0, 1)]
        noperspective = sum(l * a[0] for l, a in zip(weights, attributes))
        return [[perspective[0], attributes[0][0], noperspective, perspective[1]],
                [x + 0.5, y + 0.5, 0.5, 1 / inverse_w]]

    values = [value(x, y) for y in range(h) for x in range(w)]
    return manifest("ps_interpolation", pixel_stages("ps_interpolation"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(vertices),
                    render_targets=[{"format": "R32G32B32A32_SFLOAT", "width": w, "height": h, "tolerance": 1e-4,
                                     "expect": [c for v in values for c in v[0]]},
                                    {"format": "R32G32B32A32_SFLOAT", "width": w, "height": h, "tolerance": 1e-4,
                                     "expect": [c for v in values for c in v[1]]}])


# Vulkan's (and D3D's) standard positions of 4 samples in a pixel.
STANDARD_4X = [(0.375, 0.125), (0.875, 0.375), (0.125, 0.625), (0.625, 0.875)]


@case("pixel")
def ps_sample_shading():
    # Samples 0 and 2 keep 0.1 and 0.3, samples 1 and 3 the clear value 0: the average is 0.1.
    return manifest("ps_samples", pixel_stages("ps_samples", "ps_sample"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(full_screen()),
                    multisample={"samples": 4},
                    render_targets=[{"format": "R32_SFLOAT", "width": 2, "height": 2, "tolerance": 1e-6,
                                     "expect": texels(2, 2, lambda x, y: (0.1 + 0.3) / 4)}])


def sample_mask(triangle, x, y, width, height):
    """The standard 4x samples of pixel (x, y) that a triangle inside the viewport covers."""
    return sum(1 << s for s, (sx, sy) in enumerate(STANDARD_4X)
               if covers(triangle, (x + sx) * 2 / width - 1, (y + sy) * 2 / height - 1))


# Inside the viewport: lavapipe splits a clipped triangle into several, whose inner edges would
# cover parts of pixels.
INNER_TRIANGLE = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0)]


def inner_vertices(width, height):
    return [(x, y, 0.5, 1.0, (x + 1) / 2 * width, (y + 1) / 2 * height) for x, y in INNER_TRIANGLE]


@case("pixel")
def ps_coverage_input():
    w, h = 4, 2
    # The input coverage is the samples the triangle covers and the pipeline's sample mask
    # (0xB) keeps; the integer target resolves to sample 0's value.
    def value(x, y):
        mask = sample_mask(INNER_TRIANGLE, x, y, w, h) & 0xB
        return mask if mask & 1 else 0
    return manifest("ps_samples", pixel_stages("ps_samples", "ps_coverage"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(inner_vertices(w, h)),
                    multisample={"samples": 4, "sample_mask": 0xB},
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h, "expect": texels(w, h, value)}])


@case("pixel")
def ps_evaluate_coverage():
    w, h = 4, 2
    sx, sy = STANDARD_4X[3]

    # One invocation per pixel writes every covered sample; the float target resolves to the
    # average with the uncovered samples' clear value 0.
    def value(x, y):
        mask = sample_mask(INNER_TRIANGLE, x, y, w, h)
        centroid = [x + 0.5, y + 0.5] if mask == 0xF else [7.0, 7.0]
        share = bin(mask).count("1") / 4
        return [component * share for component in [x + sx, y + sy] + centroid]
    return manifest("ps_samples", pixel_stages("ps_samples", "ps_evaluate"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(inner_vertices(w, h)),
                    multisample={"samples": 4},
                    render_targets=[{"format": "R32G32B32A32_SFLOAT", "width": w, "height": h, "tolerance": 1e-5,
                                     "expect": texels(w, h, value)}])


@case("pixel")
def ps_sample_interpolation():
    w, h = 4, 2
    sx, sy = STANDARD_4X[0]

    # Sample 0 of pixel (x, y) sits at (x + 0.375, y + 0.125); w is 1, so both attributes hold
    # the same position there.
    def value(x, y):
        at = [round((x + sx) * 16), round((y + sy) * 16)]
        return at + at
    return manifest("ps_samples", pixel_stages("ps_samples", "ps_sample_attributes"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(pixel_positions(w, h)),
                    multisample={"samples": 4},
                    render_targets=[{"format": "R32G32B32A32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, value)}])


def depth_case(entry, z, depth):
    w, h = 4, 4
    return manifest("ps_depth_stencil", pixel_stages("ps_depth_stencil", entry),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(pixel_positions(w, h, z)),
                    depth_stencil={"format": "D32_FLOAT", "width": w, "height": h, "clear_depth": 1.0,
                                   "expect_depth": texels(w, h, depth), "depth_tolerance": 1e-6})


@case("pixel")
def ps_depth():
    return depth_case("ps_depth", 0.5, lambda x, y: (x + 0.5 + y + 0.5) / 16)


@case("pixel")
def ps_depth_greater():
    return depth_case("ps_depth_greater", 0.25, lambda x, y: 0.25 + (x + 0.5) / 16)


@case("pixel")
def ps_depth_less():
    return depth_case("ps_depth_less", 0.75, lambda x, y: 0.75 - (y + 0.5) / 16)


@case("pixel")
def ps_stencil_ref():
    w, h = 4, 4
    return manifest("ps_depth_stencil", pixel_stages("ps_depth_stencil", "ps_stencil"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(pixel_positions(w, h)),
                    depth_stencil={"format": "D32_FLOAT_S8X24_UINT", "width": w, "height": h, "depth_test": False,
                                   "stencil": {"compare": "always", "pass": "replace", "reference": 0},
                                   "expect_stencil": texels(w, h, lambda x, y: x + 4 * y)})


@case("pixel")
def ps_discard():
    w, h = 4, 4

    def value(x, y):
        if (x + y) % 2 == 1:
            return [-1.0, -1.0]
        left, top = 2 * (x // 2) + 0.5, 2 * (y // 2) + 0.5
        return [(left + 1) ** 2 - left ** 2, (top + 1) ** 2 - top ** 2]
    return manifest("ps_discard", pixel_stages("ps_discard"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(full_screen()),
                    render_targets=[{"format": "R32G32_SFLOAT", "width": w, "height": h, "clear": [-1.0, -1.0],
                                     "expect": texels(w, h, value)}])


@case("pixel")
def ps_quad():
    w, h = 8, 4

    def value(x, y):
        return [(x ^ 1) + 8 * y, x + 8 * (y ^ 1), (x ^ 1) + 8 * (y ^ 1), (x & ~1) + 8 * ((y & ~1) + 1)]
    return manifest("ps_quad", pixel_stages("ps_quad"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(full_screen()),
                    render_targets=[{"format": "R32G32B32A32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, value)}])


@case("pixel")
def ps_mrt():
    w, h = 4, 2
    return manifest("ps_targets", pixel_stages("ps_targets", "ps_mrt"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(pixel_positions(w, h)),
                    render_targets=[
                        {"format": "R32_UINT", "width": w, "height": h, "expect": texels(w, h, lambda x, y: 10 * x + y)},
                        {"format": "R32G32_SINT", "width": w, "height": h,
                         "expect": texels(w, h, lambda x, y: [u32(-x), u32(y - 3)])},
                        {"format": "R8G8B8A8_UNORM", "width": w, "height": h, "tolerance": 0.002,
                         "expect": texels(w, h, lambda x, y: [0.25, 0.5, 0.75, 1.0])},
                        {"format": "R32G32B32A32_SFLOAT", "width": w, "height": h,
                         "expect": texels(w, h, lambda x, y: [x + 0.5, y + 0.5, -(x + 0.5), 2.5])}])


@case("pixel")
def ps_dual_source():
    # Render target 0 = source 0 + source 1 * destination (the clear value 0.5).
    source0, source1 = [0.25, 0.5, 0.125, 1.0], [0.5, 0.25, 1.0, 0.0]
    blended = [a + b * 0.5 for a, b in zip(source0, source1)]
    return manifest("ps_targets", pixel_stages("ps_targets", "ps_dual_source"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(full_screen()),
                    dual_source_blending=True,
                    render_targets=[{"format": "R16G16B16A16_SFLOAT", "width": 2, "height": 2,
                                     "clear": [0.5, 0.5, 0.5, 0.5], "expect": texels(2, 2, lambda x, y: blended)}])


@case("pixel")
def ps_early_depth():
    w, h = 4, 4
    # The left half (z 0.25) passes the depth test against the cleared 0.5, the right half
    # (z 0.75) fails it before the shader runs: 8 pixels count themselves.
    vertices = rectangle(-1.0, -1.0, 0.0, 1.0, 0.25) + rectangle(0.0, -1.0, 1.0, 1.0, 0.75)
    return manifest("ps_early_depth", pixel_stages("ps_early_depth"),
                    draw={"topology": "triangle_list", "vertex_count": 12},
                    vertex_buffers=pixel_vertices(vertices),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, lambda x, y: 1 if x < 2 else 0)}],
                    depth_stencil={"format": "D32_FLOAT", "width": w, "height": h, "clear_depth": 0.5,
                                   "depth_write": False},
                    resources=[{"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0],
                                "expect": [8]}])


@case("pixel")
def ps_barycentrics():
    # Lavapipe has no VK_KHR_fragment_shader_barycentric: skipped there.
    w, h = 4, 4
    return manifest("ps_barycentrics", pixel_stages("ps_barycentrics", profile="ps_6_1"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(pixel_positions(w, h)),
                    render_targets=[{"format": "R32G32B32A32_SFLOAT", "width": w, "height": h, "tolerance": 1e-4,
                                     "expect": texels(w, h, lambda x, y: [x + 0.5, y + 0.5, 1.0, 0.0])}])


@case("pixel")
def ps_inner_coverage():
    # Needs conservative rasterization, which the runner does not enable: skipped.
    return manifest("ps_inner_coverage", pixel_stages("ps_inner_coverage"),
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=pixel_vertices(full_screen()),
                    rasterizer={"conservative": True},
                    render_targets=[{"format": "R32_UINT", "width": 2, "height": 2,
                                     "expect": texels(2, 2, lambda x, y: 1)}])


# Overlapping triangles of the rasterizer-ordered-view cases, primitive i drawn i-th; no pixel
# centre of a 4 x 4 target lies on an edge.
ROV_TRIANGLES = [
    [(-1.0, -1.0), (3.0, -1.0), (-1.0, 3.0)],  # the whole target
    [(-1.0, -1.0), (1.3, -1.0), (-1.0, 1.3)],  # x + y < 0.3
    [(1.0, 1.0), (-1.2, 1.0), (1.0, -1.2)],    # x + y > -0.2
    [(-0.9, -0.9), (0.9, -0.1), (-0.1, 0.9)],  # the middle
]


def rov_stages(source, profile):
    # dxc -spirv orders its ROVs with fragment shader interlock whatever the manifest says, so
    # its module cannot run where the unordered cases run (lavapipe lacks the feature).
    return [Stage("vertex", "ps_vertex", "vs_main", "vs_6_0"), Stage("pixel", source, "ps_main", profile,
                                                                   reference=False)]


def rov_updates(multiplier, initial, w=4, h=4):
    """value(x, y): the pixel's view element after every primitive that covers the pixel, in
    primitive order, replaced it by element * multiplier + primitive + 1."""
    def value(x, y):
        element = initial(x, y)
        for primitive, triangle in enumerate(ROV_TRIANGLES):
            if covers(triangle, centre(x, w), centre(y, h)):
                element = u32(element * multiplier + primitive + 1)
        return element
    return value


def rov_draw(source, profile, resources, **rest):
    """The triangles over a 4 x 4 R32_UINT target that ends with the last primitive over each pixel."""
    w, h = 4, 4
    vertices = [(x, y, 0.5, 1.0, 0.0, 0.0) for triangle in ROV_TRIANGLES for x, y in triangle]
    last = raster(w, h, [(triangle, primitive) for primitive, triangle in enumerate(ROV_TRIANGLES)], 0)
    return manifest(source, rov_stages(source, profile),
                    draw={"topology": "triangle_list", "vertex_count": len(vertices)},
                    vertex_buffers=pixel_vertices(vertices),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h, "expect": last}],
                    **resources, **rest)


def rov_views():
    """ps_rov.hlsl's eight views: element (x, y) starts at x + 4 y + 1 (the layer or slice that
    the shader does not touch at 100 more) and is updated with the view's multiplier."""
    w, h = 4, 4
    start = lambda x, y: x + 4 * y + 1
    before = texels(w, h, start)
    after = lambda multiplier: texels(w, h, rov_updates(multiplier, start))
    untouched = [word + 100 for word in before]
    image = {"texel_format": "R32_UINT", "width": w}
    return {"resources": [
        {"register": "u0", "kind": "RWTexture2D", **image, "height": h, "data": before, "expect": after(2)},
        {"register": "u1", "kind": "RWStructuredBuffer", "stride": 4, "data": before, "expect": after(3)},
        {"register": "u2", "kind": "RWByteAddressBuffer", "data": before, "expect": after(4)},
        {"register": "u3", "kind": "RWBuffer", "texel_format": "R32_UINT", "data": before, "expect": after(5)},
        {"register": "u4", "kind": "RWTexture1D", "texel_format": "R32_UINT", "width": w * h, "data": before,
         "expect": after(6)},
        {"register": "u5", "kind": "RWTexture1DArray", **image, "layers": h, "data": before, "expect": after(7)},
        {"register": "u6", "kind": "RWTexture2DArray", **image, "height": h, "layers": 2,
         "data": untouched + before, "expect": untouched + after(8)},
        {"register": "u7", "kind": "RWTexture3D", **image, "height": h, "depth": 2,
         "data": untouched + before, "expect": untouched + after(9)}]}


@case("pixel")
def ps_rov():
    # Fragment shader interlock (untangle's default): lavapipe lacks it, so skipped there.
    return rov_draw("ps_rov", "ps_6_0", rov_views())


@case("pixel")
def ps_rov_unordered():
    # Plain UAVs: lavapipe shades the fragments of its one tile in primitive order, which gives
    # the ordered result.
    return rov_draw("ps_rov", "ps_6_0", rov_views(), rasterizer_ordered_views="unordered")


@case("pixel")
def ps_rov_heap_unordered():
    w, h = 4, 4
    start = lambda x, y: x + 4 * y + 1
    steps = texels(w, h, lambda x, y: sum(primitive + 1 for primitive, triangle in enumerate(ROV_TRIANGLES)
                                          if covers(triangle, centre(x, w), centre(y, h))))
    heap = [{"kind": "RWTexture2D", "texel_format": "R32_UINT", "width": w, "height": h,
             "data": texels(w, h, start), "expect": texels(w, h, rov_updates(2, start))},
            {"kind": "RWByteAddressBuffer", "data": texels(w, h, start), "expect": texels(w, h, rov_updates(4, start))},
            {"kind": "RWStructuredBuffer", "stride": 4, "data": [0] * (w * h), "expect": steps}]
    return rov_draw("ps_rov_heap", "ps_6_6", {"resource_heap": heap}, rasterizer_ordered_views="unordered")


# ---- Geometry shaders -------------------------------------------------------------------------

def gs_stages(entry, pixel="ps_main"):
    return [Stage("vertex", "gs_shapes", "vs_main", "vs_6_0"), Stage("geometry", "gs_shapes", entry, "gs_6_0"),
            Stage("pixel", "gs_shapes", pixel, "ps_6_0")]


def gs_vertices(vertices):
    """gs_shapes.hlsl's vertex buffer: (x, y, id) per vertex, the id an integer word."""
    return [vertex_buffer(12, [c for v in vertices for c in v],
                          [("POSITION", 0, "R32G32_SFLOAT", 0), ("ID", 0, "R32_UINT", 8)])]


@case("geometry")
def gs_points():
    w, h = 8, 8
    points = [(-0.5, -0.5, 1), (0.5, -0.5, 2), (-0.5, 0.5, 3), (0.5, 0.5, 4)]
    triangles = [(Rect((x - 0.25, y - 0.25), (x + 0.25, y + 0.25)), 10 * point_id + primitive)
                 for primitive, (x, y, point_id) in enumerate(points)]
    return manifest("gs_shapes", gs_stages("gs_points"),
                    draw={"topology": "point_list", "vertex_count": 4},
                    vertex_buffers=gs_vertices(points),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": raster(w, h, triangles, 0)}],
                    resources=[{"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 4,
                                "expect": [p[2] for p in points]}])


@case("geometry")
def gs_lines():
    w, h = 4, 4
    lines = [((-1.0, -1.0, 1), (0.0, 0.0, 2)), ((1.0, 1.0, 4), (0.5, -1.0, 3))]
    triangles = [(Rect((min(x0, x1), min(y0, y1)), (max(x0, x1), max(y0, y1))), 10 * id0 + id1)
                 for (x0, y0, id0), (x1, y1, id1) in lines]
    return manifest("gs_shapes", gs_stages("gs_lines"),
                    draw={"topology": "line_list", "vertex_count": 4},
                    vertex_buffers=gs_vertices([v for line in lines for v in line]),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": raster(w, h, triangles, 0)}])


@case("geometry")
def gs_line_strips():
    w, h = 4, 4
    # A point in row 0 (NDC y at the row's centre) draws rows 0 and 3 in pixels 0 to 2 (window
    # x 0.25 to 3.4); the rest keeps the clear value. Without the cut, a diagonal from (3.4, 0.5)
    # to (0.25, 3.5) would cross rows 1 and 2.
    points = [(-0.5, -0.75, 1)]
    rows = [11, 0, 0, 12]
    return manifest("gs_shapes", gs_stages("gs_line_strips"),
                    draw={"topology": "point_list", "vertex_count": 1},
                    vertex_buffers=gs_vertices(points),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, lambda x, y: rows[y] if x < 3 else 0)}])


@case("geometry")
def gs_triangles():
    w, h = 8, 8
    inputs = [[(-1.0, -1.0), (0.1, -1.0), (-1.0, 0.1)], [(-0.9, 1.0), (0.0, 0.2), (-0.2, 1.0)]]
    triangles = []
    for primitive, triangle in enumerate(inputs):
        for copy in range(2):
            triangles.append(([(x + copy, y) for x, y in triangle], 100 * primitive + copy + 1))
    return manifest("gs_shapes", gs_stages("gs_triangles"),
                    draw={"topology": "triangle_list", "vertex_count": 6},
                    vertex_buffers=gs_vertices([(x, y, 0) for triangle in inputs for x, y in triangle]),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": raster(w, h, triangles, 0)}])


def adjacency_case(entry, topology, count):
    # The ids 1..count in vertex order, three bits each: the order the primitive gives them.
    value = sum((i + 1) << (3 * i) for i in range(count))
    return manifest("gs_shapes", gs_stages(entry),
                    draw={"topology": topology, "vertex_count": count},
                    vertex_buffers=gs_vertices([(0.0, 0.0, i + 1) for i in range(count)]),
                    render_targets=[{"format": "R32_UINT", "width": 2, "height": 2,
                                     "expect": texels(2, 2, lambda x, y: value)}])


@case("geometry")
def gs_line_adjacency():
    return adjacency_case("gs_line_adjacency", "line_list_adj", 4)


@case("geometry")
def gs_triangle_adjacency():
    return adjacency_case("gs_triangle_adjacency", "triangle_list_adj", 6)


@case("geometry")
def gs_instances():
    w, h = 3, 2
    return manifest("gs_shapes", gs_stages("gs_instances"),
                    draw={"topology": "point_list", "vertex_count": 2},
                    vertex_buffers=gs_vertices([(0.0, 0.0, 0), (0.0, 0.0, 0)]),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, lambda x, y: 10 * y + x + 1)}])


@case("geometry")
def gs_streams():
    w, h = 4, 4
    pixels = [(0, 0, 5), (3, 1, 6), (2, 3, 7)]
    expected = {(x, y): point_id + 1 for x, y, point_id in pixels}
    return manifest("gs_shapes", gs_stages("gs_streams"),
                    draw={"topology": "point_list", "vertex_count": 3},
                    vertex_buffers=gs_vertices([(centre(x, w), centre(y, h), i) for x, y, i in pixels]),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, lambda x, y: expected.get((x, y), 0))}])


@case("geometry")
def gs_strip():
    w, h = 4, 4
    rows = {1: 3, 2: 8}
    return manifest("gs_shapes", gs_stages("gs_strip"),
                    draw={"topology": "point_list", "vertex_count": 2},
                    vertex_buffers=gs_vertices([(0.0, centre(row, h), row_id) for row, row_id in rows.items()]),
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, lambda x, y: rows.get(y, 0))}])


@case("geometry")
def gs_layers():
    w, h = 4, 2
    # Primitive 0 (ids 5) goes to layer 0 through viewport 1 (the right half), primitive 1
    # (ids 6) to layer 1 through viewport 0 (the left half); their primitive ids are 7 and 8.
    def value(x, y, layer):
        inside = x >= 2 if layer == 0 else x < 2
        return [5 + layer, layer, 1 - layer, 7 + layer] if inside else [0, 0, 0, 0]
    triangle = [(-1.0, -1.0), (3.0, -1.0), (-1.0, 3.0)]
    return manifest("gs_shapes", gs_stages("gs_layers", "ps_layers"),
                    draw={"topology": "triangle_list", "vertex_count": 6},
                    vertex_buffers=gs_vertices([(x, y, 5) for x, y in triangle] + [(x, y, 6) for x, y in triangle]),
                    layers=2,
                    viewports=[{"x": 0, "y": 0, "width": 2, "height": 2}, {"x": 2, "y": 0, "width": 2, "height": 2}],
                    render_targets=[{"format": "R32G32B32A32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, value, layers=2)}])


@case("geometry")
def gs_clip():
    w, h = 4, 4
    return manifest("gs_clip", [Stage("vertex", "gs_clip", "vs_main", "vs_6_0"),
                                Stage("geometry", "gs_clip", "gs_main", "gs_6_0"),
                                Stage("pixel", "gs_clip", "ps_main", "ps_6_0")],
                    draw={"topology": "triangle_list", "vertex_count": 3},
                    vertex_buffers=[vertex_buffer(8, FULL_SCREEN, [("POSITION", 0, "R32G32_SFLOAT", 0)])],
                    render_targets=[{"format": "R32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, lambda x, y: 1 if centre(x, w) > -0.5 and
                                                      centre(y, h) < 0.5 else 0)}])


# ---- Hull and domain shaders ------------------------------------------------------------------

def tess_stages(hull, domain, pixel=True):
    stages = [Stage("vertex", "tess_domains", "vs_main", "vs_6_0"), Stage("hull", "tess_domains", hull, "hs_6_0"),
              Stage("domain", "tess_domains", domain, "ds_6_0")]
    return stages + ([Stage("pixel", "tess_domains", "ps_main", "ps_6_0")] if pixel else [])


def domain_points(points, index):
    """The Points UAV of tess_domains.hlsl after the domain shader ran for `points`."""
    words = [0] * 81
    for point in points:
        words[index(point)] = 1
    return words


def grid(n):
    return [(i / n, j / n) for i in range(n + 1) for j in range(n + 1)]


def quad_index(point):
    return round(point[1] * 8) * 9 + round(point[0] * 8)


def tess_case(hull, domain, factors, points, index, pixel=True, rasterizer=None, covered=1):
    w, h = 4, 4
    rest = {}
    if pixel:
        rest["render_targets"] = [{"format": "R32_UINT", "width": w, "height": h,
                                   "expect": texels(w, h, lambda x, y: covered)}]
    if rasterizer:
        rest["rasterizer"] = rasterizer
    return manifest("tess_domains", tess_stages(hull, domain, pixel),
                    draw={"topology": "patch_list", "vertex_count": 1, "patch_control_points": 1},
                    vertex_buffers=[vertex_buffer(8, [-1.0, -1.0], [("POSITION", 0, "R32G32_SFLOAT", 0)])],
                    resources=[{"register": "b0", "kind": "cbuffer", "format": "f32", "data": [*factors, 0.0, 0.0]},
                               {"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 81,
                                "expect": domain_points(points, index)}],
                    **rest)


@case("tessellation")
def tess_quad():
    # Factors 2: the 3x3 grid of points; the quad covers the target.
    return tess_case("hs_quad", "ds_quad", (2.0, 2.0), grid(2), quad_index)


@case("tessellation")
def tess_quad_cull_clockwise():
    # triangle_cw: clockwise in the domain (u right, v down), which the domain shader keeps
    # on screen, so back faces for the default counter-clockwise front face: all culled.
    return tess_case("hs_quad", "ds_quad", (2.0, 2.0), grid(2), quad_index, rasterizer={"cull_mode": "back"},
                     covered=0)


@case("tessellation")
def tess_quad_cull_counter_clockwise():
    return tess_case("hs_quad_ccw", "ds_quad", (2.0, 2.0), grid(2), quad_index, rasterizer={"cull_mode": "back"})


@case("tessellation")
def tess_fractional_odd():
    # fractional_odd at an odd whole factor (3) places points as integer partitioning does.
    return tess_case("hs_quad_odd", "ds_quad", (3.0, 3.0), grid(3), quad_index)


@case("tessellation")
def tess_fractional_even_points():
    # fractional_even at an even whole factor (4), output as points: no rasterization (the
    # domain shader's UAV holds the result).
    return tess_case("hs_quad_even_points", "ds_quad", (4.0, 4.0), grid(4), quad_index, pixel=False)


@case("tessellation")
def tess_triangle():
    # Factors 2: the corners, the edges' midpoints and the centre, as (u, v, w).
    points = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (0.5, 0.5, 0), (0.5, 0, 0.5), (0, 0.5, 0.5), (1 / 3, 1 / 3, 1 / 3)]
    return tess_case("hs_triangle", "ds_triangle", (2.0, 2.0), points,
                     lambda p: round(p[0] * 6) * 7 + round(p[1] * 6), pixel=False)


@case("tessellation")
def tess_isoline():
    # SV_TessFactor[0] = 2 lines (v = 0 and 1/2), [1] = 4 segments each (u = 0, 1/4 ... 1).
    points = [(j / 4, i / 2) for i in range(2) for j in range(5)]
    return tess_case("hs_isoline", "ds_isoline", (2.0, 4.0), points, quad_index, pixel=False)


@case("tessellation")
def tess_patch_constants():
    w, h = 4, 2
    patches = [[(-1.0, -1.0, 1), (0.0, 1.0, 2), (0.0, 0.0, 3)], [(0.0, -1.0, 4), (1.0, 1.0, 5), (0.0, 0.0, 6)]]

    def patch_value(primitive):
        t0, t1, t2 = (vertex[2] for vertex in patches[primitive])
        return [t0 + t1 + t2, 5 * t0 + 2 * t1 + 3 * t2, 11 * primitive, 2]
    stages = [Stage("vertex", "tess_patch", "vs_main", "vs_6_0"), Stage("hull", "tess_patch", "hs_main", "hs_6_0"),
              Stage("domain", "tess_patch", "ds_main", "ds_6_0"), Stage("pixel", "tess_patch", "ps_main", "ps_6_0")]
    return manifest("tess_patch", stages,
                    draw={"topology": "patch_list", "vertex_count": 6, "patch_control_points": 3},
                    vertex_buffers=[vertex_buffer(12, [c for patch in patches for v in patch for c in v],
                                                  [("POSITION", 0, "R32G32_SFLOAT", 0), ("TAG", 0, "R32_UINT", 8)])],
                    render_targets=[{"format": "R32G32B32A32_UINT", "width": w, "height": h,
                                     "expect": texels(w, h, lambda x, y: patch_value(0 if x < 2 else 1))}])


# ---- Mesh and amplification shaders -----------------------------------------------------------

def ms_stages(entry, pixel="ps_main"):
    return [Stage("mesh", "ms_shapes", entry, "ms_6_5"), Stage("pixel", "ms_shapes", pixel, "ps_6_5")]


def quad_triangles(low, high):
    """The two triangles (corners 0, 1, 2 and 1, 3, 2) the mesh shaders make of a rectangle."""
    corners = [(low[0], low[1]), (high[0], low[1]), (low[0], high[1]), (high[0], high[1])]
    return [[corners[0], corners[1], corners[2]], [corners[1], corners[3], corners[2]]]


def target(width, height, expect, fmt="R32_UINT"):
    return [{"format": fmt, "width": width, "height": height, "expect": expect}]


@case("mesh")
def ms_quads():
    w, h = 4, 4
    shapes = []
    for group in range(2):
        for triangle_index, triangle in enumerate(quad_triangles((-1.0 + group, -1.0), (group, 1.0))):
            # The flat VALUE is the triangle's first vertex's (vertex 0 or 1).
            shapes.append((triangle, [10 * group + triangle_index, 100 * group + triangle_index, 7 + triangle_index, 1]))
    return manifest("ms_shapes", ms_stages("ms_quads", "ps_primitive"), dispatch_mesh=[2, 1, 1],
                    render_targets=target(w, h, raster(w, h, shapes, [0, 0, 0, 0]), "R32G32B32A32_UINT"))


@case("mesh")
def ms_cull():
    w, h = 4, 4
    shapes = []
    for t in (0, 3):  # triangles 1 and 2 are culled
        lx, ly = (t & 1) - 1.0, (t >> 1) - 1.0
        shapes.append(([(lx, ly), (lx + 1.9, ly), (lx, ly + 1.9)], t + 1))
    return manifest("ms_shapes", ms_stages("ms_cull"), dispatch_mesh=[1, 1, 1],
                    render_targets=target(w, h, raster(w, h, shapes, 0)))


@case("mesh")
def ms_counts():
    w, h = 4, 2
    return manifest("ms_shapes", ms_stages("ms_counts"), dispatch_mesh=[1, 1, 1],
                    render_targets=target(w, h, raster(w, h, [(Rect((-1.0, -1.0), (0.0, 1.0)), 5)], 0)))


@case("mesh")
def ms_lines():
    # A horizontal line through the centres of a row from edge to edge lights the whole row.
    w, h = 4, 4
    return manifest("ms_shapes", ms_stages("ms_lines"), dispatch_mesh=[1, 1, 1],
                    render_targets=target(w, h, texels(w, h, lambda x, y: y + 1)))


@case("mesh")
def ms_groupshared():
    return manifest("ms_shapes", ms_stages("ms_groupshared"), dispatch_mesh=[1, 1, 1],
                    render_targets=target(2, 2, texels(2, 2, lambda x, y: 1 + 4 + 9 + 16)))


@case("mesh")
def ms_groups():
    w, h = 4, 4
    ids = [0] * 16
    for gy in range(2):
        for gx in range(2):
            for ty in range(2):
                for tx in range(2):
                    ids[(2 * gy + ty) * 4 + 2 * gx + tx] = 100 * (2 * ty + tx) + 10 * gy + gx
    return manifest("ms_shapes", ms_stages("ms_groups"), dispatch_mesh=[2, 2, 1],
                    render_targets=target(w, h, texels(w, h, lambda x, y: 1 + x // 2 + 2 * (y // 2))),
                    resources=[{"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 16,
                                "expect": ids}])


@case("mesh")
def ms_layers():
    w, h = 4, 2

    def value(x, y, layer):
        inside = x >= 2 if layer == 0 else x < 2
        return [layer + 1, layer, 1 - layer, 9] if inside else [0, 0, 0, 0]
    return manifest("ms_shapes", ms_stages("ms_layers", "ps_layers"), dispatch_mesh=[1, 1, 1],
                    layers=2,
                    viewports=[{"x": 0, "y": 0, "width": 2, "height": 2}, {"x": 2, "y": 0, "width": 2, "height": 2}],
                    render_targets=target(w, h, texels(w, h, value, layers=2), "R32G32B32A32_UINT"))


@case("mesh")
def ms_clip():
    w, h = 4, 4
    return manifest("ms_shapes", ms_stages("ms_clip"), dispatch_mesh=[1, 1, 1],
                    render_targets=target(w, h, texels(w, h, lambda x, y: 1 if centre(x, w) < 0.5 and
                                                        centre(y, h) > -0.5 else 0)))


def as_stages(entry):
    return [Stage("amplification", "as_shapes", entry, "as_6_5"), Stage("mesh", "as_shapes", "ms_main", "ms_6_5"),
            Stage("pixel", "as_shapes", "ps_main", "ps_6_5")]


def as_quadrants(entry, values, groups=(1, 1, 1), **rest):
    """The four quadrants of a 4x4 target with values[quadrant x + 2y]."""
    w, h = 4, 4
    return manifest("as_shapes", as_stages(entry), dispatch_mesh=list(groups),
                    render_targets=target(w, h, texels(w, h, lambda x, y: values[x // 2 + 2 * (y // 2)])), **rest)


@case("mesh")
def as_row():
    return as_quadrants("as_row", [10, 11, 12, 13])


@case("mesh")
def as_grid():
    return as_quadrants("as_grid", [20, 21, 22, 23])


@case("mesh")
def as_atomics():
    return as_quadrants("as_atomics", [36 + t for t in range(4)])


@case("mesh")
def as_wave():
    return as_quadrants("as_wave", [3600 + prefix for prefix in (0, 1, 3, 6)], wave_size=8)


@case("mesh")
def as_loop():
    return as_quadrants("as_loop", [1, 2, 3, 5])


@case("mesh")
def as_groups():
    w, h = 4, 2
    # Amplification group 0 draws row 0 (values 1 and 2 in its halves); group 1 dispatches
    # no mesh group.
    return manifest("as_shapes", as_stages("as_groups"), dispatch_mesh=[2, 1, 1],
                    render_targets=target(w, h, texels(w, h, lambda x, y: (1 if x < 2 else 2) if y == 0 else 0)))


@case("mesh")
def as_ids():
    w, h = 4, 2
    ids = [0] * 8
    for g in range(2):
        for ty in range(2):
            for tx in range(2):
                ids[2 * g + tx + 4 * ty] = 1000 * g + 100 * (tx + 2 * ty) + 10 * ty + tx
    return manifest("as_shapes", as_stages("as_ids"), dispatch_mesh=[2, 1, 1],
                    render_targets=target(w, h, texels(w, h, lambda x, y: 1 if x < 2 else 2)),
                    resources=[{"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 8,
                                "expect": ids}])


@case("mesh")
def as_floats():
    w, h = 4, 4
    return manifest("as_shapes", as_stages("as_floats"), dispatch_mesh=[1, 1, 1],
                    render_targets=target(w, h, texels(w, h, lambda x, y: 77 if 1 <= x <= 2 and 1 <= y <= 2 else 0)))


# ---- Driver -----------------------------------------------------------------------------------

def compile_stage(dxc, folder, stage, done):
    stem = os.path.join(folder, stage.dxil()[: -len(".dxil")])
    if stem in done:
        return
    done.add(stem)
    source = os.path.join(folder, stage.source + ".hlsl")
    common = [dxc, "-T", stage.profile, "-E", stage.entry, source] + stage.args
    subprocess.run(common + ["-Fo", stem + ".dxil", "-Fc", stem + ".dxc.ll"], check=True)
    if not stage.reference:
        return
    subprocess.run(common + ["-spirv", "-fspv-target-env=vulkan1.3", "-fspv-reflect", "-Fo", stem + ".spv"]
                   + SHIFTS + D3D_SEMANTICS, check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compile", action="store_true")
    parser.add_argument("--dxc", default=os.path.join(ROOT, "../../shared/tools/dxc/dxc"))
    parser.add_argument("names", nargs="*")
    options = parser.parse_args()
    compiled = set()
    for name, (area, function) in CASES.items():
        if options.names and name not in options.names:
            continue
        folder = os.path.join(ROOT, "shaders", area)
        result, stages = function()
        if options.compile:
            for stage in stages:
                compile_stage(options.dxc, folder, stage, compiled)
        with open(os.path.join(folder, name + ".json"), "w") as file:
            json.dump(result, file, indent=1)
            file.write("\n")

if __name__ == "__main__":
    main()
