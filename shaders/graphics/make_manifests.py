#!/usr/bin/env python3
"""Writes the execution manifests of ps_evaluate and ps_helper_lanes in this folder (the
other manifests here are not generated).

Pixel (x, y) of a W x H target has its centre at framebuffer position (x + 0.5, y + 0.5),
row 0 at NDC y = -1. Sample positions of a 4-sample target are Vulkan's (and D3D's) standard
ones. A triangle covers the pixels whose centres it contains, and the pixels of a 2x2 quad
it only partly covers run as helper lanes. Each value was confirmed by the dxc -spirv
references (NAME.vs.spv, NAME.ps.spv; compiled by tests/runner/graphics/compile_stages.py).
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
STANDARD_4X = [(0.375, 0.125), (0.875, 0.375), (0.125, 0.625), (0.625, 0.875)]


def stages(name, profile_suffix):
    return [{"stage": "vertex", "entry": "vs_main", "profile": "vs_" + profile_suffix, "dxil": name + ".vs.dxil"},
            {"stage": "pixel", "entry": "ps_main", "profile": "ps_" + profile_suffix, "dxil": name + ".ps.dxil"}]


def positions(data):
    return [{"stride": 8, "format": "f32", "data": data,
             "attributes": [{"semantic": "POSITION", "format": "R32G32_SFLOAT", "offset": 0}]}]


def texels(width, height, value):
    words = []
    for y in range(height):
        for x in range(width):
            words.extend(value(x, y))
    return words


# The triangle (0, 0), (8, 0), (0, 6) of an 8x8 target, in NDC.
TRIANGLE = [-1.0, -1.0, 1.0, -1.0, -1.0, 0.5]


def covered(x, y):
    """Whether the triangle covers the centre of pixel (x, y): 3x + 4y < 24 at the centre."""
    return 3 * (x + 0.5) + 4 * (y + 0.5) < 24


def ps_evaluate():
    size = 8
    sample_x, sample_y = STANDARD_4X[3]
    clear = [-1.0] * 4

    def full(x, y):  # all four samples inside the hypotenuse 3x + 4y = 24
        return all(3 * (x + sx) + 4 * (y + sy) < 24 for sx, sy in STANDARD_4X)

    def first(x, y):  # EvaluateAttributeAtSample(uv, 3), EvaluateAttributeSnapped(uv, (4, -8) / 16)
        return [x + sample_x, y + sample_y, x + 0.5 + 4 / 16, y + 0.5 - 8 / 16] if full(x, y) else clear

    def second(x, y):  # a fully covered pixel's centroid is its centre
        return [x + 0.5, y + 0.5, x + 0.5, y + 0.5] if full(x, y) else clear

    return {
        "shader": "ps_evaluate.hlsl",
        "stages": stages("ps_evaluate", "6_0"),
        "draw": {"topology": "triangle_list", "vertex_count": 3},
        "vertex_buffers": positions(TRIANGLE),
        "multisample": {"samples": 4},
        "render_targets": [
            {"format": "R32G32B32A32_SFLOAT", "width": size, "height": size, "clear": clear,
             "expect": texels(size, size, first), "tolerance": 1e-5},
            {"format": "R32G32B32A32_SFLOAT", "clear": clear, "expect": texels(size, size, second), "tolerance": 1e-5},
        ],
    }


def ps_helper_lanes():
    size = 8

    def helper(x, y):  # a lane of a drawn quad that is not drawn itself, or that discarded
        return int(not covered(x, y) or (x, y) == (2, 2))

    def value(x, y):
        quad_drawn = any(covered(x ^ dx, y ^ dy) for dx in (0, 1) for dy in (0, 1))
        if not covered(x, y) or (x, y) == (2, 2) or not quad_drawn:
            return [99]
        return [helper(x, y) + 2 * helper(x ^ 1, y) + 4 * helper(x, y ^ 1) + 8 * helper(x ^ 1, y ^ 1)]

    return {
        "shader": "ps_helper_lanes.hlsl",
        "stages": stages("ps_helper_lanes", "6_6"),
        "draw": {"topology": "triangle_list", "vertex_count": 3},
        "vertex_buffers": positions(TRIANGLE),
        "render_targets": [{"format": "R32_UINT", "width": size, "height": size, "clear": [99],
                            "expect": texels(size, size, value)}],
    }


MANIFESTS = {"ps_evaluate": ps_evaluate, "ps_helper_lanes": ps_helper_lanes}

if __name__ == "__main__":
    for name, make in MANIFESTS.items():
        with open(os.path.join(HERE, name + ".json"), "w") as file:
            json.dump(make(), file, indent=1)
            file.write("\n")
