"""The cases of scripts/resource_cases.py: each case's HLSL file, profile, and a manifest
whose expectations are computed here from what the HLSL says, by hand-written arithmetic
(no translation, no GPU)."""
import struct


def f32(value):
    """A float's bit pattern, as manifests write f32 data words."""
    return struct.unpack("<I", struct.pack("<f", value))[0]


def u32(value):
    return value & 0xFFFFFFFF


class Case:
    def __init__(self, name, area, profile, build, dxc_args=(), reference=True, source=None, llvm=False):
        self.name = name
        self.llvm = llvm  # written as DXIL text, NAME.ll
        self.source = source or name  # the HLSL file's stem
        self.area = area
        self.profile = profile
        self.manifest = build
        self.dxc_args = list(dxc_args)
        self.reference = reference  # the dxc -spirv module runs on the same manifest


def buffer(register, kind, data, expect=None, **keys):
    resource = {"register": register, "kind": kind, "data": data}
    if expect is not None:
        resource["expect"] = expect
    resource.update(keys)
    return resource


# ---- res_counters: every thread takes slot IncrementCounter() (0..7, the counter's value
# before the increment) and slot DecrementCounter() (7..0, the value after the decrement).
def counters():
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            buffer("u0", "RWStructuredBuffer", [0] * 8, [100 + slot for slot in range(8)], stride=4,
                   counter=0, expect_counter=8),
            buffer("u1", "RWStructuredBuffer", [0] * 8, [200 + slot for slot in range(8)], stride=4,
                   counter=8, expect_counter=0),
            # Three appends from a count of 2 fill elements 2, 3 and 4.
            buffer("u2", "AppendStructuredBuffer", [5, 5, 0, 0, 0, 0], [5, 5, 11, 22, 33, 0], stride=4,
                   counter=2, expect_counter=5),
            # Two consumes from a count of 4 read elements 3 and 2.
            buffer("u3", "ConsumeStructuredBuffer", [10, 20, 30, 40], [10, 20, 30, 40], stride=4,
                   counter=4, expect_counter=2),
            buffer("u4", "RWStructuredBuffer", [0, 0], [40, 30], stride=4),
        ],
    }


def texture(register, kind, texel_format, width, data=None, expect=None, **keys):
    resource = {"register": register, "kind": kind, "texel_format": texel_format, "width": width}
    resource.update(keys)
    if data is not None:
        resource["data"] = data
    if expect is not None:
        resource["expect"] = expect
    return resource


# ---- res_arrays: Structured[k][i] = 100 k + i, Raw[k] word i = 1000 (k + 1) + i, Typed[k][i]
# = 10000 (k + 1) + i, Constants[k].base = 7 (k + 1); `which` = 1; TypedOut has 16 elements. Textures[k] texel x =
# (k, x, 1, 2) and Unbounded[j] texels (10 j, 20 j, 1, 1) and (10 j + 4, 20 j + 8, 3, 1).
def arrays():
    which = 1
    structured = [[100 * k + i for i in range(8)] for k in range(3)]
    raw = [[1000 * (k + 1) + i for i in range(8)] for k in range(2)]
    typed = [[10000 * (k + 1) + i for i in range(8)] for k in range(2)]
    base = [7 * (k + 1) for k in range(2)]
    textures = [[(k, 0, 1, 2), (k, 1, 1, 2)] for k in range(2)]
    unbounded = [[(10 * j, 20 * j, 1, 1), (10 * j + 4, 20 * j + 8, 3, 1)] for j in range(3)]
    outputs = [[0] * 8 for _ in range(2)]
    typed_out = [[0] * 16 for _ in range(2)]
    images = [[0.0] * 16 for _ in range(2)]
    for tid in range(8):
        r = structured[tid % 3][tid] + raw[tid & 1][tid] + typed[tid & 1][tid] + base[tid & 1]
        outputs[tid & 1][tid] = r
        typed_out[which][tid] = r * 2
        typed_out[tid & 1][8 + tid] = r
        row = unbounded[tid % 3]
        linear = (tid >> 1) & 1
        sampled = [(a + b) / 2 for a, b in zip(row[0], row[1])] if linear else row[1]
        texel = [a + b for a, b in zip(textures[tid & 1][tid & 1], sampled)]
        images[tid & 1][4 * (tid >> 1):4 * (tid >> 1) + 4] = texel
    flat = lambda texels: [float(c) for texel in texels for c in texel]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "t0", "kind": "StructuredBuffer", "stride": 4, "data": [0],
             "elements": [{"data": words} for words in structured]},
            {"register": "t3", "kind": "ByteAddressBuffer", "data": [0], "elements": [{"data": words} for words in raw]},
            {"register": "t5", "kind": "Buffer", "texel_format": "R32_UINT", "data": [0],
             "elements": [{"data": words} for words in typed]},
            {"register": "t7", "kind": "Texture2D", "texel_format": "R32G32B32A32_FLOAT", "format": "f32", "width": 2,
             "elements": [{"data": flat(texels)} for texels in textures]},
            {"register": "t0", "space": 1, "kind": "Texture2D", "texel_format": "R32G32B32A32_FLOAT", "format": "f32",
             "width": 2, "elements": [{"data": flat(texels)} for texels in unbounded]},
            {"register": "s0", "kind": "SamplerState", "elements": [{"filter": "point"}, {"filter": "linear"}]},
            {"register": "b0", "kind": "cbuffer", "data": [0], "elements": [{"data": [b, 0, 0, 0]} for b in base]},
            buffer("b2", "cbuffer", [which, 0, 0, 0]),
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 8,
             "elements": [{"expect": words} for words in outputs]},
            {"register": "u2", "kind": "RWBuffer", "texel_format": "R32_UINT", "data": [0] * 16,
             "elements": [{"expect": words} for words in typed_out]},
            {"register": "u4", "kind": "RWTexture2D", "texel_format": "R32G32B32A32_FLOAT", "format": "f32",
             "width": 4, "elements": [{"expect": texels} for texels in images]},
        ],
    }


# ---- res_handle_merge: Tables[k][i] = 10 k + i; a select and a phi of handles of one range.
def handle_merge():
    tables = [[10 * k + i for i in range(8)] for k in range(4)]
    out = [100 * tables[1 if i & 1 else 3][i] + tables[i & 3 if i < 4 else 2][i] for i in range(8)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "t0", "kind": "StructuredBuffer", "stride": 4, "data": [0],
             "elements": [{"data": words} for words in tables]},
            buffer("u0", "RWStructuredBuffer", [0] * 8, out, stride=4),
        ],
    }


# ---- res_handle_merge_sm66: heap descriptors 0..3 hold Heap[k][i] = 10 k + i, 4 the output.
def handle_merge_sm66():
    heap = [[10 * k + i for i in range(8)] for k in range(4)]
    out = [100 * heap[1 if i & 1 else 3][i] + heap[0 if i < 4 else 2][i] for i in range(8)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [],
        "resource_heap": [{"kind": "StructuredBuffer", "stride": 4, "data": words} for words in heap]
        + [{"kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 8, "expect": out}],
    }


# ---- res_heap: structured[i] = i, raw word i = 10 i, typed[i] = 100 i, bias 1000; textures 4
# and 5 have texels (k, 2k, 1, 0) and (k + 4, 2k + 8, 3, 0) for k = 1, 2; sampler 0 point,
# 1 linear; the counted buffer's counter starts at 0.
def heap():
    rows = {4: [(1, 2, 1, 0), (5, 10, 3, 0)], 5: [(2, 4, 1, 0), (6, 12, 3, 0)]}
    v = [i + 10 * i + 100 * i + 1000 for i in range(8)]
    image = []
    for tid in range(8):
        row = rows[4 + (tid & 1)]
        linear = tid >> 2
        image += [float((a + b) / 2 if linear else b) for a, b in zip(row[0], row[1])]
    flat = lambda texels: [float(c) for texel in texels for c in texel]
    return {
        "dispatch": [1, 1, 1],
        "resources": [],
        "resource_heap": [
            {"kind": "StructuredBuffer", "stride": 4, "data": list(range(8))},
            {"kind": "ByteAddressBuffer", "data": [10 * i for i in range(8)]},
            {"kind": "Buffer", "texel_format": "R32_UINT", "data": [100 * i for i in range(8)]},
            {"kind": "cbuffer", "data": [1000, 0, 0, 0]},
            {"kind": "Texture2D", "texel_format": "R32G32B32A32_FLOAT", "format": "f32", "width": 2,
             "data": flat(rows[4])},
            {"kind": "Texture2D", "texel_format": "R32G32B32A32_FLOAT", "format": "f32", "width": 2,
             "data": flat(rows[5])},
            {"kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 8, "expect": v},
            {"kind": "RWByteAddressBuffer", "data": [0] * 8, "expect": [2 * x for x in v]},
            {"kind": "RWBuffer", "texel_format": "R32_UINT", "data": [0] * 8, "expect": [3 * x for x in v]},
            {"kind": "RWTexture2D", "texel_format": "R32G32B32A32_FLOAT", "format": "f32", "width": 8,
             "expect": image},
            {"kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 8, "expect": [1] * 8, "counter": 0,
             "expect_counter": 8},
        ],
        "sampler_heap": [{"kind": "SamplerState", "filter": "point"}, {"kind": "SamplerState", "filter": "linear"}],
    }


CASES = [
    Case("res_counters", "resources", "cs_6_0", counters),
    Case("res_arrays", "resources", "cs_6_0", arrays),
    Case("res_arrays_sm66", "resources", "cs_6_6", arrays, source="res_arrays"),
    Case("res_handle_merge", "resources", "cs_6_0", handle_merge, llvm=True),
    Case("res_handle_merge_sm66", "resources", "cs_6_6", handle_merge_sm66, llvm=True),
    # dxc -spirv puts every heap view at one binding, which Vulkan cannot bind without
    # VK_EXT_mutable_descriptor_type.
    Case("res_heap", "resources", "cs_6_6", heap, reference=False),
]
