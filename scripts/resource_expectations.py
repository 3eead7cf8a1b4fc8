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
    def __init__(self, name, area, profile, build, dxc_args=(), reference=True, source=None, llvm=False,
                 reference_args=(), stages=()):
        self.name = name
        self.llvm = llvm  # written as DXIL text, NAME.ll
        self.source = source or name  # the HLSL file's stem
        self.area = area
        self.profile = profile
        self.manifest = build
        self.dxc_args = list(dxc_args)
        self.reference = reference  # the dxc -spirv module runs on the same manifest
        self.reference_args = list(reference_args)  # for dxc -spirv only
        self.stages = list(stages)  # graphics: (stage, entry, profile) in pipeline order


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


def texture(register, kind, texel_format=None, width=None, data=None, expect=None, **keys):
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


# ---- res_arrays_kinds: Lines[k] texel x = 10 k + x; Layers[k] layer l column c = 100 (k + 1) + 10 l + c;
# Volumes[k] slice z column c = 1000 (k + 1) + 10 z + c, so texel x (column x & 1, layer or slice
# x >> 1) of a 2x1x2 source is its word x. Thread tid reads texel tid >> 1 and writes word tid.
def arrays_kinds():
    lines = [[10 * k + x for x in range(4)] for k in range(2)]
    layers = [[100 * (k + 1) + 10 * (x >> 1) + (x & 1) for x in range(4)] for k in range(2)]
    volumes = [[1000 * (k + 1) + 10 * (x >> 1) + (x & 1) for x in range(4)] for k in range(3)]
    raw_out = [[0] * 8 for _ in range(2)]
    layer_out = [[0] * 8 for _ in range(2)]
    volume_out = [[0] * 8 for _ in range(3)]
    for tid in range(8):
        x = tid >> 1
        r = lines[tid & 1][x] + layers[(tid & 1) ^ 1][x] + volumes[tid % 3][x]
        raw_out[(tid >> 1) & 1][tid] = r
        layer_out[(tid >> 2) & 1][tid] = r * 2
        volume_out[(tid + 1) % 3][tid] = r * 3
    image = lambda kind, **extent: {"kind": kind, "texel_format": "R32_UINT", "width": 2, **extent}
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "t0", **image("Texture1D"), "width": 4, "elements": [{"data": w} for w in lines]},
            {"register": "t2", **image("Texture2DArray", layers=2), "elements": [{"data": w} for w in layers]},
            {"register": "t4", **image("Texture3D", depth=2), "elements": [{"data": w} for w in volumes]},
            {"register": "u0", "kind": "RWByteAddressBuffer", "data": [0] * 8,
             "elements": [{"expect": w} for w in raw_out]},
            {"register": "u2", **image("RWTexture2DArray", layers=4), "elements": [{"expect": w} for w in layer_out]},
            {"register": "u4", **image("RWTexture3D", depth=4), "elements": [{"expect": w} for w in volume_out]},
        ],
    }


# ---- res_arrays_counters: Consumes[k] holds 4 items of 5 (k + 1) (counter 4); Depths[k] is one
# texel 0.25 (k + 1); Compares[0] is `less`, Compares[1] `greater` (the reference 0.375 against the
# texel).
def arrays_counters():
    items = [5 * (k + 1) for k in range(2)]
    depths = [0.25 * (k + 1) for k in range(2)]
    compares = [lambda texel: 0.375 < texel, lambda texel: 0.375 > texel]
    appended = [[0] * 4 for _ in range(2)]
    results = []
    for tid in range(8):
        k = (tid & 1) ^ 1
        appended[k][tid >> 1] = 7 * k + 3
        passed = float(compares[((tid >> 2) & 1) ^ 1](depths[(tid >> 1) & 1]))
        results.append(items[tid & 1] + passed)
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "u0", "kind": "AppendStructuredBuffer", "stride": 4, "data": [0] * 4,
             "elements": [{"expect": words, "expect_counter": 4} for words in appended]},
            {"register": "u2", "kind": "ConsumeStructuredBuffer", "stride": 4,
             "elements": [{"data": [item] * 4, "counter": 4, "expect_counter": 0} for item in items]},
            {"register": "u4", "kind": "RWStructuredBuffer", "stride": 4, "format": "f32", "data": [0.0] * 8,
             "expect": results},
            {"register": "t0", "kind": "Texture2D", "texel_format": "R32_FLOAT", "format": "f32", "width": 1,
             "elements": [{"data": [depth]} for depth in depths]},
            {"register": "s0", "kind": "SamplerComparisonState",
             "elements": [{"comparison": "less"}, {"comparison": "greater"}]},
        ],
    }


# ---- res_arrays_cubes: face f of Cubes[c] is the texel (10 c + f, 0, 0, 1); face f of cube k in
# CubeArrays[e] is (100 e + 6 k + f, 0, 0, 2). Thread tid samples face +X (0) of Cubes[tid % 3]
# and face -Y (3) of cube tid & 1 in CubeArrays[(tid >> 1) & 1], with a point sampler.
def cube_faces(values, alpha):
    return [float(c) for value in values for c in (value, 0, 0, alpha)]


def arrays_cubes():
    cubes = [[10 * c + f for f in range(6)] for c in range(3)]
    cube_arrays = [[100 * e + layer for layer in range(12)] for e in range(2)]
    results = []
    for tid in range(8):
        texel = cubes[tid % 3][0] + cube_arrays[(tid >> 1) & 1][6 * (tid & 1) + 3]
        results += [float(texel), 0.0, 0.0, 3.0]
    square = {"texel_format": "R32G32B32A32_FLOAT", "format": "f32", "width": 1, "height": 1}
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "t0", "kind": "TextureCube", **square,
             "elements": [{"data": cube_faces(faces, 1)} for faces in cubes]},
            {"register": "t3", "kind": "TextureCubeArray", **square, "layers": 12,
             "elements": [{"data": cube_faces(faces, 2)} for faces in cube_arrays]},
            sampler("s0", filter="point"),
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 16, "format": "f32", "data": [0.0] * 32,
             "expect": results},
        ],
    }


# ---- res_unbounded_kinds: the resources of res_arrays_kinds, res_arrays_cubes and
# res_arrays_counters as unbounded arrays, one space each (register 0); Results (u0, space 0) holds
# each thread's cube texels plus (0, consumed item, comparison, 0).
def unbounded_kinds():
    spaces = {"t0": 1, "t2": 2, "t4": 3, "u0": 1, "u2": 2, "u4": 3}
    resources = []
    for resource in arrays_kinds()["resources"]:
        register = resource["register"]
        resources.append({**resource, "register": register[0] + "0", "space": spaces[register]})
    cubes = {r["register"]: r for r in arrays_cubes()["resources"]}
    counted = {r["register"]: r for r in arrays_counters()["resources"]}
    resources += [
        {**cubes["t0"], "space": 4},
        {**cubes["t3"], "register": "t0", "space": 5},
        {**counted["t0"], "space": 6},
        {**counted["u0"], "space": 4},
        {**counted["u2"], "register": "u0", "space": 5},
        {**counted["s0"], "space": 1},
        cubes["s0"],
    ]
    results = cubes["u0"]["expect"][:]
    for tid, value in enumerate(counted["u4"]["expect"]):
        item = 5.0 * ((tid & 1) + 1)
        results[4 * tid + 1] = item
        results[4 * tid + 2] = value - item
    resources.append({**cubes["u0"], "expect": results})
    return {"dispatch": [1, 1, 1], "resources": resources}


# ---- res_heap_counters: res_unbounded_kinds's cubes, depths, append and consume buffers, one heap
# slot per element in that order, then Results; the sampler heap holds the point sampler and
# the comparison samplers.
def heap_counters():
    by_kind = {}
    for resource in unbounded_kinds()["resources"]:
        by_kind[resource["kind"]] = resource
    slots = []
    for kind in ("TextureCube", "TextureCubeArray", "Texture2D", "AppendStructuredBuffer", "ConsumeStructuredBuffer"):
        resource = by_kind[kind]
        shared = {key: value for key, value in resource.items() if key not in ("register", "space", "elements")}
        slots += [{**shared, **element} for element in resource["elements"]]
    results = {key: value for key, value in by_kind["RWStructuredBuffer"].items() if key != "register"}
    comparisons = by_kind["SamplerComparisonState"]
    samplers = [{"kind": "SamplerState", "filter": "point"}]
    samplers += [{"kind": "SamplerComparisonState", **element} for element in comparisons["elements"]]
    return {"dispatch": [1, 1, 1], "resources": [], "resource_heap": slots + [results], "sampler_heap": samplers}


# ---- res_arrays_multisampled: R32_UINT, 2x1 multisampled textures (4 samples); sample s of
# texel x of Samples[k] is 1000 (k + 1) + 10 s + x, of layer l of SampleLayers[k] 2000 (k + 1)
# + 100 l + 10 s + x; texel x of layer l of LineLayers[k] (4 wide) 3000 (k + 1) + 10 l + x.
# Data lists each layer's samples in turn (all texels of sample 0, then sample 1...).
def arrays_multisampled():
    samples = [[1000 * (k + 1) + 10 * s + x for s in range(4) for x in range(2)] for k in range(2)]
    sample_layers = [[2000 * (k + 1) + 100 * l + 10 * s + x for l in range(2) for s in range(4) for x in range(2)]
                     for k in range(2)]
    line_layers = [[3000 * (k + 1) + 10 * l + x for l in range(2) for x in range(4)] for k in range(2)]
    line_out = [[0] * 8 for _ in range(2)]
    line_layer_out = [[0] * 8 for _ in range(2)]
    sample_out = [[0] * 8 for _ in range(2)]
    sample_layer_out = [[0] * 16 for _ in range(2)]
    for tid in range(8):
        x = tid & 1
        r = samples[tid & 1][2 * (tid >> 1) + x]
        r += sample_layers[(tid >> 1) & 1][8 * (tid >> 2) + 2 * ((tid >> 1) & 1) + x]
        r += line_layers[(tid >> 2) & 1][4 * (tid >> 2) + (tid & 3)]
        line_out[(tid & 1) ^ 1][tid] = r
        line_layer_out[((tid >> 1) & 1) ^ 1][4 * (tid >> 2) + (tid & 3)] = 2 * r
        sample_out[((tid >> 2) & 1) ^ 1][2 * (tid >> 1) + x] = 3 * r
        sample_layer_out[int(tid % 3 == 0)][8 * (tid >> 2) + 2 * ((tid >> 1) & 1) + x] = 5 * r
    image = lambda kind, **extent: {"kind": kind, "texel_format": "R32_UINT", **extent}
    multisampled = {"width": 2, "height": 1, "samples": 4}
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "t0", **image("Texture2DMS", **multisampled), "elements": [{"data": w} for w in samples]},
            {"register": "t2", **image("Texture2DMSArray", **multisampled, layers=2),
             "elements": [{"data": w} for w in sample_layers]},
            {"register": "t4", **image("Texture1DArray", width=4, layers=2),
             "elements": [{"data": w} for w in line_layers]},
            {"register": "u0", **image("RWTexture1D", width=8), "elements": [{"expect": w} for w in line_out]},
            {"register": "u2", **image("RWTexture1DArray", width=4, layers=2),
             "elements": [{"expect": w} for w in line_layer_out]},
            {"register": "u4", **image("RWTexture2DMS", **multisampled), "elements": [{"expect": w} for w in sample_out]},
            {"register": "u6", **image("RWTexture2DMSArray", **multisampled, layers=2),
             "elements": [{"expect": w} for w in sample_layer_out]},
        ],
    }


# ---- res_heap_multisampled: res_arrays_multisampled's resources, every element one heap slot.
def heap_multisampled():
    return heap_of(arrays_multisampled())


# ---- res_heap_kinds: res_arrays_kinds's resources, every element one heap slot in turn.
def heap_kinds():
    return heap_of(arrays_kinds())


# A manifest's arrays as heap slots, element by element in order.
def heap_of(manifest):
    slots = []
    for resource in manifest["resources"]:
        shared = {key: value for key, value in resource.items() if key not in ("register", "elements")}
        slots += [{**shared, **element} for element in resource["elements"]]
    return {"dispatch": [1, 1, 1], "resources": [], "resource_heap": slots}


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


# ---- res_heap_nonuniform and res_unbounded_buffers: pairs of Structured (word i = 100 k + i),
# Raw (1000 (k + 1) + i), Typed (10000 (k + 1) + i) and constant buffers (bias 7 (k + 1)), then
# pairs of RWStructured, RWByteAddress, RWBuffer and RWTexture2D (R32_UINT) outputs; thread
# tid writes r, 2 r, 3 r and 5 r to one of each pair. As resources of those kinds, in order.
def bindless_buffers():
    structured = [[100 * k + i for i in range(8)] for k in range(2)]
    raw = [[1000 * (k + 1) + i for i in range(8)] for k in range(2)]
    typed = [[10000 * (k + 1) + i for i in range(8)] for k in range(2)]
    bias = [7 * (k + 1) for k in range(2)]
    outputs = {name: [[0] * 8 for _ in range(2)] for name in ("results", "raw_out", "typed_out", "image")}
    for tid in range(8):
        r = structured[tid & 1][tid] + raw[(tid & 1) ^ 1][tid] + typed[(tid >> 1) & 1][tid] + bias[(tid >> 2) & 1]
        outputs["results"][(tid >> 1) & 1][tid] = r
        outputs["raw_out"][(tid >> 2) & 1][tid] = 2 * r
        outputs["typed_out"][tid & 1][tid] = 3 * r
        outputs["image"][(tid & 1) ^ 1][tid] = 5 * r
    typed_texels = {"texel_format": "R32_UINT"}
    return [
        ({"kind": "StructuredBuffer", "stride": 4}, [{"data": words} for words in structured]),
        ({"kind": "ByteAddressBuffer"}, [{"data": words} for words in raw]),
        ({"kind": "Buffer", **typed_texels}, [{"data": words} for words in typed]),
        ({"kind": "cbuffer"}, [{"data": [b, 0, 0, 0]} for b in bias]),
        ({"kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 8}, [{"expect": w} for w in outputs["results"]]),
        ({"kind": "RWByteAddressBuffer", "data": [0] * 8}, [{"expect": w} for w in outputs["raw_out"]]),
        ({"kind": "RWBuffer", **typed_texels, "data": [0] * 8}, [{"expect": w} for w in outputs["typed_out"]]),
        ({"kind": "RWTexture2D", **typed_texels, "width": 8}, [{"expect": w} for w in outputs["image"]]),
    ]


# res_heap_nonuniform's heap: two unused slots, then bindless_buffers() from the cbuffer's base.
def heap_nonuniform():
    base = 2
    slots = [{"kind": "StructuredBuffer", "stride": 4, "data": [0]}] * base
    for shared, elements in bindless_buffers():
        slots += [{**shared, **element} for element in elements]
    return {"dispatch": [1, 1, 1], "resources": [buffer("b0", "cbuffer", [base, 0, 0, 0])], "resource_heap": slots}


# res_heap_layout: res_heap_nonuniform translated with the heap views at set 2 from binding 10.
def heap_layout():
    return {**heap_nonuniform(), "heap_layout": {"set": 2, "binding_base": 10}}


# res_unbounded_buffers: bindless_buffers() in spaces 1 to 4 (the inputs, the outputs), and
# Samplers (space 1: point, linear) reading the row Row = (1, 3) at u = 0.5.
def unbounded_buffers():
    places = [("t0", 1), ("t0", 2), ("t0", 3), ("b0", 1), ("u0", 1), ("u0", 2), ("u0", 3), ("u0", 4)]
    resources = []
    for (register, space), (shared, elements) in zip(places, bindless_buffers()):
        resources.append({"register": register, "space": space, **shared, "elements": elements})
    resources += [
        {"register": "t0", "kind": "Texture2D", "texel_format": "R32_FLOAT", "format": "f32", "width": 2,
         "data": [1.0, 3.0]},
        {"register": "s0", "space": 1, "kind": "SamplerState", "elements": [{"filter": "point"}, {"filter": "linear"}]},
        {"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "format": "f32", "data": [0.0] * 8,
         "expect": [3.0] * 4 + [2.0] * 4},
    ]
    return {"dispatch": [1, 1, 1], "resources": resources}


def halves(low, high):
    return low | (high << 16)


# ---- res_cbuffer_wide: the constant buffer's words, laid out as DXC packs them (the HLSL's
# comments); Out holds each value's bits, so the expectations are those words again.
def cbuffer_wide():
    big = 0x123456789ABCDEF0
    bigs = (0x1111111122222222, 0xAAAAAAAA55555555)
    words = [
        halves(0x3E00, 0xC000), halves(0xBEEF, 0xFFFB), big & 0xFFFFFFFF, big >> 32,  # 1.5, -2.0; 0xBEEF, -5
        0, 0x400A0000, halves(0x3400, 0x3800), halves(0x3A00, 0xBC00),                # 3.25; 0.25, 0.5, 0.75, -1
        bigs[0] & 0xFFFFFFFF, bigs[0] >> 32, bigs[1] & 0xFFFFFFFF, bigs[1] >> 32,
    ]
    for k in range(3):
        words += [f32(k), f32(k + 0.5), f32(k + 1), f32(k + 1.5)]
    for k in range(2):
        words += [halves(10 + k, 20 + k), halves(30 + k, 40 + k), 0, 0]
    for k in range(2):
        words += [0xF0000000 + k, k, 0, 0]
    expect = []
    for tid in range(2):
        expect += [0x3E00, 0xC000, 0xBEEF, 0xFFFFFFFB, big & 0xFFFFFFFF, big >> 32, 0, 0x400A0000, 0xBC00,
                   bigs[1] & 0xFFFFFFFF, bigs[1] >> 32, f32(tid + 0.5), 30 + tid, 0xF0000000 + tid, tid, 0x3400]
    return {
        "dispatch": [1, 1, 1],
        "resources": [buffer("b0", "cbuffer", words), buffer("u0", "RWStructuredBuffer", [0] * 32, expect, stride=4)],
    }


# ---- res_cbuffer_load: eight words; 64-bit values at bytes 8 and 24, halves in words 0, 1
# and 4. Thread i reads word 1 + i, the halves at bytes 2 and 4 + 2i and 16 + 2i, the
# integer at 8, the double at 24 (narrowed to float) and the float at 20.
def cbuffer_load():
    words = [0x11112222, 0x33334444, 0x55556666, 0x77778888, halves(0x3800, 0x3C00), f32(1.5), 0, 0x40040000]
    half_values = {0x3800: 0.5, 0x3C00: 1.0}
    expect = []
    for i in range(2):
        c = (words[1] >> (16 * i)) & 0xFFFF
        f = half_values[(words[4] >> (16 * i)) & 0xFFFF]
        expect += [words[1 + i], words[0] >> 16, c, words[2], words[3], f32(2.5), f32(f), f32(1.5)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [buffer("b0", "cbuffer", words), buffer("u0", "RWByteAddressBuffer", [0] * 16, expect)],
    }


def f64_words(value):
    bits = struct.unpack("<Q", struct.pack("<d", value))[0]
    return [bits & 0xFFFFFFFF, bits >> 32]


def u64_words(value):
    return [value & 0xFFFFFFFF, (value >> 32) & 0xFFFFFFFF]


# Half-precision bits of the values used here (all exact).
HALF = {0.5: 0x3800, 1.0: 0x3C00, 1.5: 0x3E00, 2.0: 0x4000, 2.5: 0x4100, 3.0: 0x4200, 4.0: 0x4400, 5.0: 0x4500,
        -1.0: 0xBC00, 0.0: 0x0000, 6.0: 0x4600}


# ---- res_buffers_wide: thread t's 32 raw bytes hold a uint64, two more, two halves, an
# int16 and a uint16; Halves[t] = (t, t + 0.5, 1, -1); Wides[t] = {a, b, c, d}.
def buffers_wide():
    raw, raw_out, halves_in, halves_out, wides, wides_out = [], [], [], [], [], []
    for t in range(2):
        x = 0x0000000100000000 * (t + 1) + 0xFFFFFFF0
        xv = [0x4000000000000003 + t, 0x1234 + t]
        hh = [0.5 + t, 1.5]
        sh = -3 - t
        uh = 0xFFF0 + t
        raw += u64_words(x) + u64_words(xv[0]) + u64_words(xv[1])
        raw += [halves(HALF[hh[0]], HALF[hh[1]]), halves(sh & 0xFFFF, uh)]
        raw_out += u64_words(x + 1) + u64_words((2 * xv[0]) & (2**64 - 1)) + u64_words(2 * xv[1])
        raw_out += [halves(HALF[2 * hh[0]], HALF[2 * hh[1]]), halves((sh - 1) & 0xFFFF, (uh + t) & 0xFFFF)]
        h = [float(t), t + 0.5, 1.0, -1.0]
        halves_in += [halves(HALF[h[0]], HALF[h[1]]), halves(HALF[h[2]], HALF[h[3]])]
        g = [v + 1 for v in h]
        halves_out += [halves(HALF[g[0]], HALF[g[1]]), halves(HALF[g[2]], HALF[g[3]])]
        a, b, c, d = 0xFFFFFFFF + t, 1.25 + t, (7 + t, -100), 40 + t
        wides += u64_words(a) + f64_words(b) + [halves(c[0] & 0xFFFF, c[1] & 0xFFFF), d]
        wides_out += u64_words(a + 5) + f64_words(2 * b) + [halves(-c[0] & 0xFFFF, -c[1] & 0xFFFF), d + 9]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            buffer("t0", "ByteAddressBuffer", raw),
            buffer("t1", "StructuredBuffer", halves_in, stride=8),
            buffer("t2", "StructuredBuffer", wides, stride=24),
            buffer("u0", "RWByteAddressBuffer", [0] * 16, raw_out),
            buffer("u1", "RWStructuredBuffer", [0] * 4, halves_out, stride=8),
            buffer("u2", "RWStructuredBuffer", [0] * 12, wides_out, stride=24),
        ],
    }


# ---- res_buffers_sm69: thread t's 16 raw bytes hold a float3 and two uint16; Pairs[t].
def buffers_sm69():
    raw, raw_out, pairs, pairs_out = [], [], [], []
    for t in range(2):
        v = [t + 0.5, -2.0, 8.25]
        h = (0x1234 + t, 0xABCD)
        raw += [f32(x) for x in v] + [halves(*h)]
        raw_out += [f32(2 * x) for x in v] + [halves(h[1], h[0])]
        p = (0xFFFFFFFF + t, 0x500000000 + t)
        pairs += u64_words(p[0]) + u64_words(p[1])
        pairs_out += u64_words(p[0] + 1) + u64_words(p[1] + 0x100000000)
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            buffer("t0", "ByteAddressBuffer", raw),
            buffer("t1", "StructuredBuffer", pairs, stride=16),
            buffer("u0", "RWByteAddressBuffer", [0] * 8, raw_out),
            buffer("u1", "RWStructuredBuffer", [0] * 8, pairs_out, stride=16),
        ],
    }


def bytes_word(values):
    return values[0] | (values[1] << 8) | (values[2] << 16) | (values[3] << 24)


# ---- res_typed_uav_load: typed buffers hold their texels' bytes as words (Colors: the
# UNORM bytes (k, 64 + k, 128 + k, 255), reversed by the swizzle); textures give one value
# per component, SNORM ones multiples of 1/32767 so that they round-trip exactly.
def typed_uav_load():
    colors = [[k, 64 + k, 128 + k, 255] for k in range(4)]
    signed = [5, -7, 0, 0x7FFF]
    halves_in = [[0.5 * k, -1.0 - k] for k in range(4)]
    normals = [k * 1000 / 32767 for k in (1, -2, 3, -32)]
    shorts = [[k, 60000 + k] for k in range(4)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            buffer("u0", "RWBuffer", [bytes_word(c) for c in colors], [bytes_word(c[::-1]) for c in colors],
                   texel_format="R8G8B8A8_UNORM"),
            buffer("u1", "RWBuffer", [u32(v) for v in signed], [u32(-3 * v) for v in signed],
                   texel_format="R32_SINT"),
            texture("u2", "RWTexture2D", "R16G16_FLOAT", 2, height=2, format="f32",
                    data=[float(c) for texel in halves_in for c in texel],
                    expect=[float(2 * c) for texel in halves_in for c in texel]),
            texture("u3", "RWTexture2D", "R16_SNORM", 2, height=2, format="f32", data=normals,
                    expect=[-v for v in normals], tolerance=1e-6),
            texture("u4", "RWTexture1D", "R16G16_UINT", 4, data=[c for texel in shorts for c in texel],
                    expect=[(c + d) & 0xFFFF for texel in shorts for c, d in zip(texel, (1, 1000))]),
        ],
    }


# ---- res_atomics64: four threads. Raw (52 bytes) is zeros but the signed maximum's -100 at
# byte 32; Structured[2] starts at 1; Typed[1] at 5; Image (2x2 int) at (0, 0) = 10 and
# (0, 1) = 7; Exchanged starts at 1 (the sum of its final value and the exchanges'
# originals is the initial value plus every thread's).
def atomics64():
    mask = 2**64 - 1
    raw = [0] * 13
    raw[8:10] = u64_words(-100 & mask)
    expect = (u64_words(4 << 32) + u64_words(sum(k << 32 for k in range(4)))  # additions, their originals
              + u64_words(0x500000005) + u64_words(3 * 0x500000005)           # one original 0, three not
              + u64_words(1) + u64_words(0xABCDEF0123) + [9])                 # max(-100, -2..1); stores
    structured = u64_words(0) + u64_words(0) + u64_words(1)
    structured_out = u64_words(4 << 33) + u64_words(77) + u64_words(1 ^ sum(1 << (40 + k) for k in range(4)))
    exchanged = 1 + sum(k << 40 for k in range(4))
    out = u64_words(4 << 40) + u64_words(66) + u64_words(6) + u64_words(exchanged)
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            buffer("u0", "RWByteAddressBuffer", raw, expect),
            buffer("u1", "RWStructuredBuffer", structured, structured_out, stride=8),
            buffer("u2", "RWBuffer", [0, 5], [11, 12], texel_format="R32_UINT"),
            texture("u3", "RWTexture2D", "R32_SINT", 2, height=2, data=[10, 0, 7, 0],
                    expect=[u32(-3), 4, u32(-7), 0]),
            buffer("u4", "RWStructuredBuffer", [0] * 8, out, stride=8),
            buffer("u5", "RWByteAddressBuffer", u64_words(1) + u64_words(0)),
        ],
        "resource_heap": [{"kind": "RWStructuredBuffer", "stride": 8, "data": [0] * 4,
                           "expect": u64_words(4 << 32) + u64_words(8)}],
    }


# ---- res_atomics64_ops: the seven order-independent 64-bit atomics of four threads, each
# location starting at its operation's identity (all ones for And and unsigned Min, the
# smallest int64 for signed Max, else 0); each storage holds the seven results in order.
def atomics64_ops():
    mask = 2**64 - 1
    threads = range(4)
    identities = [mask, 0, 0, mask, 0, 0, 1 << 63]
    finals = [
        reduce_and([~(1 << (40 + t)) & mask for t in threads]),
        sum(1 << (36 + t) for t in threads),
        reduce_xor([0x100000001 << t for t in threads]),
        min(0xF000000000000000 >> t for t in threads),
        max(1 << (60 + t) for t in threads),
        min(t - (1 << 40) for t in threads) & mask,
        max(-(t << 35) for t in threads) & mask,
    ]
    words = lambda values: [word for value in values for word in u64_words(value)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            buffer("u0", "RWByteAddressBuffer", words(identities), words(finals)),
            buffer("u1", "RWStructuredBuffer", words(identities[:5]), words(finals[:5]), stride=8),
            buffer("u2", "RWStructuredBuffer", words(identities[5:]), words(finals[5:]), stride=8),
            buffer("u3", "RWStructuredBuffer", [0] * 14, words(finals), stride=8),
        ],
    }


def reduce_and(values):
    result = 2**64 - 1
    for value in values:
        result &= value
    return result


def reduce_xor(values):
    result = 0
    for value in values:
        result ^= value
    return result


# ---- res_atomics64_typed: a 2x2 R64_UINT image (two words per texel), (1, 1) starting at 3.
def atomics64_typed():
    data = [0, 0, 0, 3]
    expect = [4 << 32, sum(1 << (40 + k) for k in range(4)), 0x700000007, 0x100000000]
    return {
        "dispatch": [1, 1, 1],
        "resources": [texture("u0", "RWTexture2D", "R64_UINT", 2, height=2,
                              data=[w for v in data for w in u64_words(v)],
                              expect=[w for v in expect for w in u64_words(v)])],
    }


def rgba(texels):
    """Texels of four components as f32 data words (values)."""
    return [float(c) for texel in texels for c in texel]


def sampler(register, **keys):
    resource = {"register": register, "kind": "SamplerState"}
    resource.update(keys)
    return resource


# The mipped 4x4 texture of the texture cases: level 0 texel (x, y) = (x, y, 10, 1), level 1
# (100 + x, 100 + y, 20, 1), level 2 (200, 200, 30, 1).
def mipped_texels():
    texels = [(x, y, 10, 1) for y in range(4) for x in range(4)]
    texels += [(100 + x, 100 + y, 20, 1) for y in range(2) for x in range(2)]
    return texels + [(200, 200, 30, 1)]


# ---- tex_sample_level: point sampling reads texel floor(u * size) (plus offsets); the
# linear sample at (0.5, 0.5) of level 0 is the average of texels 1..2 x 1..2; a gradient of
# 0.5 over 4 texels is LOD 1. Cube faces follow the major axis (+X, -X, +Y, -Y, +Z, -Z).
def sample_level():
    mip0 = lambda x, y: (x, y, 10, 1)
    mip1 = lambda x, y: (100 + x, 100 + y, 20, 1)
    expect = [mip0(1, 2), mip0(2, 1), mip1(0, 1), (1.5, 1.5, 10, 1), (200, 200, 30, 1), (1, 1, 1, 1), mip0(0, 0),
              mip1(0, 1), mip1(0, 1), mip0(2, 3), (1, 0, 1, 5), (0, 1, 1, 7), (0, 0, 0, 9), (3, 0, 0, 9),
              (11, 1, 0, 9), (2, 0.5, 0, 3), (3, 1, 0, 4), (2, 1, 0, 4)]
    float4 = {"texel_format": "R32G32B32A32_FLOAT", "format": "f32"}
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            texture("t0", "Texture2D", width=4, height=4, mip_levels=3, data=rgba(mipped_texels()), **float4),
            texture("t1", "Texture2DArray", width=2, height=2, layers=2,
                    data=rgba([(x, y, layer, 5) for layer in range(2) for y in range(2) for x in range(2)]), **float4),
            texture("t2", "Texture3D", width=2, height=2, depth=2,
                    data=rgba([(x, y, z, 7) for z in range(2) for y in range(2) for x in range(2)]), **float4),
            texture("t3", "TextureCube", width=1, height=1, data=rgba([(face, 0, 0, 9) for face in range(6)]),
                    **float4),
            texture("t4", "TextureCubeArray", width=1, height=1, layers=12,
                    data=rgba([(layer, 1, 0, 9) for layer in range(12)]), **float4),
            texture("t5", "Texture1D", width=4, data=rgba([(x, 0.5, 0, 3) for x in range(4)]), **float4),
            texture("t6", "Texture1DArray", width=4, layers=2,
                    data=rgba([(x, layer, 0, 4) for layer in range(2) for x in range(4)]), **float4),
            sampler("s0", filter="point"),
            sampler("s1", filter="linear", mip_filter="point"),
            sampler("s2", filter="point", address_u="border", address_v="border", border_color="opaque_white"),
            sampler("s3", filter="point", address_u="wrap", address_v="wrap"),
            sampler("s4", filter="point", min_lod=1),
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 16, "format": "f32",
             "data": [0] * 72, "expect": rgba(expect)},
        ],
    }


# ---- tex_compare: Depth level 0 texel (x, y) = (x + 4 y) / 16, level 1 0.9; DepthLayers'
# layer 0 is 0.75, layer 1 0.25. A comparison passes (1) when reference OP texel holds;
# gathers return texels (i0, j1), (i1, j1), (i1, j0), (i0, j0) around the sample point.
def compare():
    depth = lambda x, y: (x + 4 * y) / 16
    less = lambda reference, texel: 1.0 if reference < texel else 0.0
    gather = lambda x0, y0, reference: [less(reference, depth(x, y))
                                        for x, y in ((x0, y0 + 1), (x0 + 1, y0 + 1), (x0 + 1, y0), (x0, y0))]
    scalar = lambda value: [value, 0, 0, 0]
    expect = (scalar(less(0.5, depth(1, 2))) + scalar(less(0.6, depth(1, 2))) + scalar(less(0.5, depth(2, 1)))
              + scalar(less(0.5, 0.9)) + scalar(less(0.95, 0.9)) + scalar(1.0 if 0.95 >= depth(1, 2) else 0.0)
              + gather(1, 1, 0.4) + gather(2, 1, 0.4) + scalar(less(0.2, 0.25)))
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            texture("t0", "Texture2D", "R32_FLOAT", 4, height=4, mip_levels=3, format="f32",
                    data=[depth(x, y) for y in range(4) for x in range(4)] + [0.9] * 4 + [0.9]),
            texture("t1", "Texture2DArray", "R32_FLOAT", 2, height=2, layers=2, format="f32",
                    data=[0.75] * 4 + [0.25] * 4),
            {"register": "s0", "kind": "SamplerComparisonState", "filter": "point", "comparison": "less"},
            {"register": "s1", "kind": "SamplerComparisonState", "filter": "point", "comparison": "greater_equal"},
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 16, "format": "f32",
             "data": [0] * 36, "expect": [float(v) for v in expect]},
        ],
    }


# ---- tex_gather: Colors texel (x, y) = (n, 100 + n, 200 + n, 300 + n) with n = x + 4 y on a
# 4x4 texture; Words texel = 3 n. A gather at (0.5, 0.5) reads around texel (1, 1): the
# texels (i0, j1), (i1, j1), (i1, j0), (i0, j0); programmable offsets move each of the four
# texels by its own offset; the wrap sampler at (0, 0) wraps i0 = j0 = -1 to 3. The Load
# reads texel (1, 1) + (-1, 1).
def gather():
    n = lambda x, y: (x % 4) + 4 * (y % 4)
    corners = ((0, 1), (1, 1), (1, 0), (0, 0))
    def gathered(channel, x0, y0, offsets=((0, 0),) * 4):
        return [100 * channel + n(x0 + dx + ox, y0 + dy + oy) for (dx, dy), (ox, oy) in zip(corners, offsets)]
    dynamic_offset = (-1, 1)
    programmable = ((1, 1), (-1, 0), (0, -1), (2, 1))
    expect = (gathered(0, 1, 1) + gathered(1, 2, 1) + gathered(2, 0, 2)
              + gathered(3, 1, 1, ((0, 0), (1, 0), (0, 1), (-1, -1))) + gathered(0, 1, 1, programmable)
              + gathered(1, 3, 3) + [n(0, 2) + 100 * c for c in range(4)])
    offsets = [u32(c) for pair in (dynamic_offset,) + programmable for c in pair]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            texture("t0", "Texture2D", "R32G32B32A32_FLOAT", 4, height=4, format="f32",
                    data=rgba([tuple(n(x, y) + 100 * c for c in range(4)) for y in range(4) for x in range(4)])),
            texture("t1", "Texture2D", "R32_UINT", 4, height=4, data=[3 * n(x, y) for y in range(4) for x in range(4)]),
            sampler("s0", filter="point"),
            sampler("s1", filter="point", address_u="wrap", address_v="wrap"),
            # The int2s pack two to a 16-byte row.
            buffer("b0", "cbuffer", offsets + [0, 0]),
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 16, "format": "f32",
             "data": [0] * 28, "expect": [float(v) for v in expect]},
            buffer("u1", "RWStructuredBuffer", [0] * 4, [3 * v for v in gathered(0, 1, 1)], stride=16),
        ],
    }


# Standard sample positions of four samples as D3D reports them (offsets from the centre).
FOUR_SAMPLE_POSITIONS = [(-0.125, -0.375), (0.375, -0.125), (-0.375, 0.125), (0.125, 0.375)]


# ---- tex_load_store: Mipped as in tex_sample_level; Layers (2x2, 2 layers) texel (x, y, l, 5);
# Volume (2x2x2) (x, y, z, 7); Line (4 texels, 2 levels) level 1 (10 + x, 0, 0, 3); Samples
# (2x2, 4 samples) (x, y, s, 50); SampleLayers (2x1, 4 samples, 2 layers) (x, l, s, 60).
# Multisampled data list each layer's samples in turn, texels row by row within a sample.
# Stores write (tid, n, 0, 0) at the texel the HLSL computes; multisampled stores leave the
# other samples' zeros.
def load_store():
    mip0 = lambda x, y: (x, y, 10, 1)
    loads = [mip0(1, 2), mip0(2, 1), (100, 101, 20, 1), mip0(3, 0), (0, 1, 1, 5), (1, 0, 1, 7), (11, 0, 0, 3),
             (1, 0, 2, 50), (1, 1, 3, 50), (1, 1, 1, 60)]
    loads += [(px, py, 0, 0) for px, py in FOUR_SAMPLE_POSITIONS] + [(0, 0, 0, 0)]
    line = [None] * 8
    lines = [None] * 8                # 4 wide, 2 layers
    plane = [None] * 8                # 2 x 4
    planes = [None] * 8               # 2 x 2 x 2 layers
    box = [None] * 8
    stored = [(0, 0, 0, 0)] * 16      # samples 0..3 of 2x2 texels: sample-major
    stored_layers = [(0, 0, 0, 0)] * 16  # layers 0..1, samples 0..3, 2x1 texels
    for tid in range(8):
        x, y, z = tid & 1, (tid >> 1) & 1, tid >> 2
        line[tid] = (tid, 1, 0, 0)
        lines[z * 4 + (tid & 3)] = (tid, 2, 0, 0)
        plane[(tid >> 1) * 2 + x] = (tid, 3, 0, 0)
        planes[z * 4 + y * 2 + x] = (tid, 4, 0, 0)
        box[z * 4 + y * 2 + x] = (tid, 5, 0, 0)
        stored[(tid & 3) * 4 + z] = (tid, 6, 0, 0)
        stored_layers[z * 8 + (tid & 1) * 2 + y] = (tid, 7, 0, 0)
    float4 = {"texel_format": "R32G32B32A32_FLOAT", "format": "f32"}
    samples = [(x, y, s, 50) for s in range(4) for y in range(2) for x in range(2)]
    sample_layers = [(x, layer, s, 60) for layer in range(2) for s in range(4) for x in range(2)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            texture("t0", "Texture2D", width=4, height=4, mip_levels=3, data=rgba(mipped_texels()), **float4),
            texture("t1", "Texture2DArray", width=2, height=2, layers=2,
                    data=rgba([(x, y, layer, 5) for layer in range(2) for y in range(2) for x in range(2)]), **float4),
            texture("t2", "Texture3D", width=2, height=2, depth=2,
                    data=rgba([(x, y, z, 7) for z in range(2) for y in range(2) for x in range(2)]), **float4),
            texture("t3", "Texture1D", width=4, mip_levels=2,
                    data=rgba([(x, 0, 0, 3) for x in range(4)] + [(10 + x, 0, 0, 3) for x in range(2)]), **float4),
            texture("t4", "Texture2DMS", width=2, height=2, samples=4, data=rgba(samples), **float4),
            texture("t5", "Texture2DMSArray", width=2, height=1, samples=4, layers=2, data=rgba(sample_layers),
                    **float4),
            buffer("b0", "cbuffer", [2, u32(-1), 0, 0]),
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 16, "format": "f32",
             "data": [0] * 60, "expect": rgba(loads)},
            texture("u1", "RWTexture1D", width=8, expect=rgba(line), **float4),
            texture("u2", "RWTexture1DArray", width=4, layers=2, expect=rgba(lines), **float4),
            texture("u3", "RWTexture2D", width=2, height=4, expect=rgba(plane), **float4),
            texture("u4", "RWTexture2DArray", width=2, height=2, layers=2, expect=rgba(planes), **float4),
            texture("u5", "RWTexture3D", width=2, height=2, depth=2, expect=rgba(box), **float4),
            texture("u6", "RWTexture2DMS", width=2, height=2, samples=4, expect=rgba(stored), **float4),
            texture("u7", "RWTexture2DMSArray", width=2, height=1, samples=4, layers=2, expect=rgba(stored_layers),
                    **float4),
        ],
    }


# ---- tex_dimensions: each resource's shape as the manifest gives it, halved per mip level;
# cube arrays count cubes (layers / 6); typed buffers count texels, structured buffers
# elements (and report their stride), raw buffers bytes. The float query scales by 10.
def dimensions():
    float4 = {"texel_format": "R32G32B32A32_FLOAT", "format": "f32"}
    expect = [(2, 2, 0, 0), (4, 3, 1, 0), (4, 2, 3, 0), (2, 1, 5, 2), (4, 2, 2, 2), (1, 1, 2, 0), (2, 2, 2, 1),
              (2, 2, 4, 0), (2, 2, 3, 4), (3, 0, 0, 0), (5, 8, 0, 0), (24, 0, 0, 0), (5, 0, 0, 0), (3, 2, 0, 0),
              (3, 5, 0, 0), (3, 2, 4, 0), (2, 3, 4, 0), (2, 2, 4, 0), (7, 0, 0, 0), (6, 8, 0, 0), (12, 0, 0, 0),
              (20, 10, 30, 0)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            texture("t0", "Texture1D", width=4, mip_levels=2, **float4),
            texture("t1", "Texture1DArray", width=4, layers=3, **float4),
            texture("t2", "Texture2D", width=8, height=4, mip_levels=3, **float4),
            texture("t3", "Texture2DArray", width=4, height=2, layers=5, mip_levels=2, **float4),
            texture("t4", "Texture3D", width=4, height=2, depth=2, mip_levels=2, **float4),
            texture("t5", "TextureCube", width=2, height=2, mip_levels=2, **float4),
            texture("t6", "TextureCubeArray", width=2, height=2, layers=12, **float4),
            texture("t7", "Texture2DMS", width=2, height=2, samples=4, **float4),
            texture("t8", "Texture2DMSArray", width=2, height=2, layers=3, samples=4, **float4),
            buffer("t9", "Buffer", [0] * 12, texel_format="R32G32B32A32_FLOAT"),
            buffer("t10", "StructuredBuffer", [0] * 10, stride=8),
            buffer("t11", "ByteAddressBuffer", [0] * 6),
            texture("u1", "RWTexture1D", width=5, **float4),
            texture("u2", "RWTexture1DArray", width=3, layers=2, **float4),
            texture("u3", "RWTexture2D", width=3, height=5, **float4),
            texture("u4", "RWTexture2DArray", width=3, height=2, layers=4, **float4),
            texture("u5", "RWTexture3D", width=2, height=3, depth=4, **float4),
            texture("u6", "RWTexture2DMS", width=2, height=2, samples=4, **float4),
            buffer("u7", "RWBuffer", [0] * 7, texel_format="R32_UINT"),
            buffer("u8", "RWStructuredBuffer", [0] * 12, stride=8),
            buffer("u9", "RWByteAddressBuffer", [0] * 3),
            buffer("u0", "RWStructuredBuffer", [0] * 88, [v for row in expect for v in row], stride=16),
        ],
    }


# ---- tex_residency: Colors 2x2 texel (x, y) = (x, y, 1, 1); Image 2x1 texel x = (5 + x, 0, 0, 1);
# Typed[i] = Structured[i] = 0.5 i. Every status reads as fully mapped but Absent's, which is
# not resident.
def residency():
    colors = [(x, y, 1, 1) for y in range(2) for x in range(2)]
    expect = [(1, 0, 1, 1), (0, 1, 1, 1), (0, 1, 1, 0), (6, 0, 0, 1), (0.5, 1.0, 0, 0), (1, 1, 1, 1), (1, 1, 0, 0),
              (0, 0, 0, 0)]
    float4 = {"texel_format": "R32G32B32A32_FLOAT", "format": "f32"}
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            texture("t0", "Texture2D", width=2, height=2, data=rgba(colors), **float4),
            buffer("t1", "Buffer", [f32(0.5 * i) for i in range(4)], texel_format="R32_FLOAT"),
            buffer("t2", "StructuredBuffer", [f32(0.5 * i) for i in range(4)], stride=4),
            texture("u1", "RWTexture2D", width=2, data=rgba([(5, 0, 0, 1), (6, 0, 0, 1)]), **float4),
            texture("t3", "Texture2D", width=2, height=2, resident=False, **float4),
            sampler("s0", filter="point"),
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 16, "format": "f32",
             "data": [0] * 32, "expect": rgba(expect)},
        ],
    }


# ---- tex_compute_lod: Levels (16x16, 5 levels) holds the texel (L, 0, 0, 1) everywhere in
# level L, Depths (16x16, 5 levels) 0.25 L; the level of detail is 2 at every thread (x's
# derivative is 4 texels of level 0), 3 with a bias of 1, and 5 unclamped for coordinates
# scaled by 8 (the texture's last level is 4). SampleCmp with `less` and reference 0.3 passes
# at level 2 (0.5) only among the levels 0.25 L near it.
def compute_lod():
    levels, depths = [], []
    for level in range(5):
        texels = (16 >> level) ** 2
        levels += [float(level), 0.0, 0.0, 1.0] * texels
        depths += [0.25 * level] * texels
    lod = 2
    row = [float(lod), float(lod + 1), float(lod), 5.0]  # level lod's texel, biased, the LODs
    passed = float(0.3 < 0.25 * lod)
    return {
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "t0", "kind": "Texture2D", "texel_format": "R32G32B32A32_FLOAT", "format": "f32",
             "width": 16, "height": 16, "mip_levels": 5, "data": levels},
            {"register": "t1", "kind": "Texture2D", "texel_format": "R32_FLOAT", "format": "f32",
             "width": 16, "height": 16, "mip_levels": 5, "data": depths},
            sampler("s0", filter="point", mip_filter="point"),
            {"register": "s1", "kind": "SamplerComparisonState", "comparison": "less", "filter": "point",
             "mip_filter": "point"},
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 16, "format": "f32", "data": [0.0] * 128,
             "expect": (row + [passed, 0.0, 0.0, 0.0]) * 16},
        ],
    }


def fullscreen_draw():
    """One triangle over the whole target (positions in NDC), for graphics cases."""
    return {
        "draw": {"topology": "triangle_list", "vertex_count": 3},
        "vertex_buffers": [{"stride": 8, "format": "f32", "data": [-1.0, -1.0, 3.0, -1.0, -1.0, 3.0],
                            "attributes": [{"semantic": "POSITION", "index": 0, "format": "R32G32_SFLOAT",
                                            "offset": 0}]}],
    }


def mip_chain(size, levels, value):
    """Every texel of every level of a square texture: value(level) per texel."""
    words = []
    for level in range(levels):
        side = max(size >> level, 1)
        words += value(level) * (side * side)
    return words


def level_textures(**registers):
    """16x16 textures whose levels each hold one value: `colors` (level n is (n, 0, 0, 1),
    with the given number of levels) and `depth` (five levels: 0.1, 0.3, 0.5, 0.7, 0.9)."""
    float4 = {"texel_format": "R32G32B32A32_FLOAT", "format": "f32"}
    textures = []
    for register, levels in registers.get("colors", []):
        textures.append(texture(register, "Texture2D", width=16, height=16, mip_levels=levels,
                                data=mip_chain(16, levels, lambda level: [float(level), 0.0, 0.0, 1.0]), **float4))
    if "depth" in registers:
        textures.append(texture(registers["depth"], "Texture2D", "R32_FLOAT", 16, height=16, mip_levels=5,
                                format="f32", data=mip_chain(16, 5, lambda level: [0.1 + 0.2 * level])))
    return textures + [sampler("s0", filter="point"),
                       {"register": "s1", "kind": "SamplerComparisonState", "filter": "point", "comparison": "less"}]


# ---- tex_pixel: uv steps 1/4 per pixel, so a 16-texel texture's LOD is log2(16 / 4) = 2:
# Sample reads level 2, bias +1 level 3 and -1 level 1; the two-level texture's clamped LOD
# is 1, unclamped 2; the depth comparison at level 2 (0.5) passes for 0.4, at level 1 (0.3)
# fails. Every pixel of the 4x4 targets gets the same values.
def pixel():
    pixels = 16
    return {
        **fullscreen_draw(),
        "render_targets": [
            {"format": "R32G32B32A32_FLOAT", "width": 4, "height": 4, "expect": [2.0, 3.0, 1.0, 2.0] * pixels,
             "tolerance": 1e-6},
            # LODs as the implementation computes them: within 1/256 of the exact value.
            {"format": "R32G32B32A32_FLOAT", "width": 4, "height": 4, "expect": [1.0, 2.0, 1.0, 0.0] * pixels,
             "tolerance": 0.004},
        ],
        "resources": level_textures(colors=[("t0", 5), ("t1", 2)], depth="t2"),
    }


# ---- tex_min_lod: the footprint's LOD is 2 (see tex_pixel); clamps raise it to max(LOD, clamp):
# Sample clamp 3 -> 3; SampleBias -2 (LOD 0) clamp 1 -> 1; SampleGrad (LOD < 0) clamp 4 -> 4;
# Sample clamp 1 -> 2; the comparisons at level 3 (0.7) pass for 0.6.
def min_lod():
    return {
        **fullscreen_draw(),
        "render_targets": [
            {"format": "R32G32B32A32_FLOAT", "width": 4, "height": 4, "expect": [3.0, 1.0, 4.0, 2.0] * 16},
            {"format": "R32G32B32A32_FLOAT", "width": 4, "height": 4, "expect": [1.0, 1.0, 0.0, 0.0] * 16},
        ],
        "resources": level_textures(colors=[("t0", 5)], depth="t1"),
    }


# ---- tex_sample_count: four samples; sample 1 of the standard pattern is at (0.375, -0.125).
def sample_count():
    return {
        **fullscreen_draw(),
        "multisample": {"samples": 4},
        "render_targets": [{"format": "R32G32B32A32_FLOAT", "width": 4, "height": 4,
                            "expect": [4.0, 0.375, -0.125, 0.0] * 16}],
    }


# ---- res_rov_compute: thread i replaces element i (10 + i) by 3 times it plus i.
def rov_compute():
    start = [10 + i for i in range(8)]
    return {
        "dispatch": [1, 1, 1],
        "resources": [buffer("u0", "RWStructuredBuffer", start, [3 * value + i for i, value in enumerate(start)],
                             stride=4)],
    }


CASES = [
    Case("res_counters", "resources", "cs_6_0", counters),
    Case("res_arrays", "resources", "cs_6_0", arrays),
    Case("res_arrays_sm66", "resources", "cs_6_6", arrays, source="res_arrays"),
    Case("res_arrays_kinds", "resources", "cs_6_0", arrays_kinds),
    Case("res_arrays_kinds_sm66", "resources", "cs_6_6", arrays_kinds, source="res_arrays_kinds"),
    Case("res_arrays_counters", "resources", "cs_6_0", arrays_counters),
    Case("res_arrays_counters_sm66", "resources", "cs_6_6", arrays_counters, source="res_arrays_counters"),
    Case("res_arrays_cubes", "resources", "cs_6_0", arrays_cubes),
    Case("res_arrays_cubes_sm66", "resources", "cs_6_6", arrays_cubes, source="res_arrays_cubes"),
    Case("res_unbounded_kinds", "resources", "cs_6_0", unbounded_kinds),
    Case("res_unbounded_kinds_sm66", "resources", "cs_6_6", unbounded_kinds, source="res_unbounded_kinds"),
    Case("res_unbounded_buffers", "resources", "cs_6_0", unbounded_buffers),
    # dxc -spirv cannot compile RWTexture2DMS.
    Case("res_arrays_multisampled", "resources", "cs_6_7", arrays_multisampled, reference=False),
    Case("res_unbounded_buffers_sm66", "resources", "cs_6_6", unbounded_buffers, source="res_unbounded_buffers"),
    Case("res_handle_merge", "resources", "cs_6_0", handle_merge, llvm=True),
    Case("res_handle_merge_sm66", "resources", "cs_6_6", handle_merge_sm66, llvm=True),
    # dxc -spirv puts every heap view at one binding, which Vulkan cannot bind without
    # VK_EXT_mutable_descriptor_type.
    Case("res_heap", "resources", "cs_6_6", heap, reference=False),
    Case("res_heap_kinds", "resources", "cs_6_6", heap_kinds, reference=False),
    Case("res_heap_counters", "resources", "cs_6_6", heap_counters, reference=False),
    Case("res_heap_multisampled", "resources", "cs_6_7", heap_multisampled, reference=False),
    Case("res_heap_nonuniform", "resources", "cs_6_6", heap_nonuniform, reference=False),
    Case("res_heap_layout", "resources", "cs_6_6", heap_layout, source="res_heap_nonuniform", reference=False),
    Case("res_cbuffer_wide", "resources", "cs_6_2", cbuffer_wide, dxc_args=["-enable-16bit-types"],
         reference_args=["-fvk-use-dx-layout"]),
    Case("res_cbuffer_load", "resources", "cs_6_2", cbuffer_load, llvm=True),
    Case("res_buffers_wide", "resources", "cs_6_2", buffers_wide, dxc_args=["-enable-16bit-types"]),
    Case("res_buffers_sm69", "resources", "cs_6_9", buffers_sm69, dxc_args=["-enable-16bit-types"]),
    Case("res_typed_uav_load", "resources", "cs_6_0", typed_uav_load),
    # dxc -spirv does not implement the byte-address buffers' 64-bit atomics.
    Case("res_atomics64", "resources", "cs_6_6", atomics64, reference=False),
    Case("res_atomics64_typed", "resources", "cs_6_6", atomics64_typed, reference=False),
    Case("res_atomics64_ops", "resources", "cs_6_6", atomics64_ops, reference=False),
    # D3D allows rasterizer ordered views in pixel shaders only: DXC writes this one without
    # validation, and dxc -spirv would interlock a compute shader.
    Case("res_rov_compute", "resources", "cs_6_0", rov_compute, dxc_args=["-Vd"], reference=False),
    Case("tex_sample_level", "textures", "cs_6_0", sample_level),
    Case("tex_compare", "textures", "cs_6_8", compare),
    # dxc -spirv declares ComputeDerivativeGroupQuadsNV without its extension (invalid SPIR-V).
    Case("tex_compute_lod", "textures", "cs_6_6", compute_lod, reference=False),
    # dxc -spirv does not implement GatherRaw.
    Case("tex_gather", "textures", "cs_6_7", gather, reference=False),
    # dxc -spirv cannot compile RWTexture2DMS.
    Case("tex_load_store", "textures", "cs_6_7", load_store, reference=False),
    # dxc -spirv cannot compile RWTexture2DMS.
    Case("tex_dimensions", "textures", "cs_6_7", dimensions, reference=False),
    # dxc -spirv cannot compile a structured buffer load with a status.
    Case("tex_residency", "textures", "cs_6_0", residency, reference=False),
    Case("tex_pixel", "textures", None, pixel, stages=[("vertex", "vs_main", "vs_6_8"), ("pixel", "ps_main", "ps_6_8")]),
    Case("tex_min_lod", "textures", None, min_lod,
         stages=[("vertex", "vs_main", "vs_6_8"), ("pixel", "ps_main", "ps_6_8")]),
    Case("tex_sample_count", "textures", None, sample_count, reference=False,
         stages=[("vertex", "vs_main", "vs_6_0"), ("pixel", "ps_main", "ps_6_0")]),
]
