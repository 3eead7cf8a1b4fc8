#!/usr/bin/env python3
"""Writes the execution manifests of the wave and quad shaders in this folder.

Every expectation is computed here from what the HLSL source says, by emulating the
shader's lanes: a wave is 8 consecutive lanes of SV_GroupIndex (lavapipe's subgroup size,
set as "wave_size"), a wave operation sees the lanes of its wave that execute it, and lane
bits in masks are lane indices within the wave. The values were then confirmed by running
the dxc -spirv module of the same HLSL on lavapipe (`untangle run IN --manifest M
--reference REF.spv`). Run it after changing a case; tests read the committed JSON.
"""
import json
import operator
import os
import struct
from functools import reduce

HERE = os.path.dirname(os.path.abspath(__file__))
WAVE = 8


def f32_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def compute(shader, profile, threads, inputs, outputs, dxc_args=None, wave_size=WAVE, extra=None):
    """A compute manifest: t0 StructuredBuffer<uint> `inputs`, u0 RWStructuredBuffer<uint>
    initially zero with `outputs` expected."""
    manifest = {"shader": shader, "profile": profile, "entry": "main", "dispatch": [1, 1, 1]}
    if dxc_args:
        manifest["dxc_args"] = dxc_args
    if wave_size:
        manifest["wave_size"] = wave_size
    resources = []
    if inputs is not None:
        resources.append({"register": "t0", "kind": "StructuredBuffer", "stride": 4, "data": inputs})
    resources.append({"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * len(outputs),
                      "expect": outputs})
    manifest["resources"] = resources
    manifest.update(extra or {})
    return manifest


def waves(lanes):
    """The lanes of each wave: lane i is in wave i // WAVE, bit i % WAVE of a mask."""
    return [list(range(start, min(start + WAVE, lanes))) for start in range(0, lanes, WAVE)]


def mask_of(lanes):
    bits = 0
    for lane in lanes:
        bits |= 1 << (lane % WAVE)
    return bits


def wave_match():
    values = [3, 1, 3, 2, 1, 3, 2, 2, 5, 5, 7, 5, 7, 7, 5, 9]
    out = [0] * (16 * 12)
    for wave in waves(16):
        for lane in wave:
            partition = [other for other in wave if values[other] == values[lane]]
            before = [other for other in partition if other < lane]
            m = mask_of(partition)
            row = out[lane * 12:lane * 12 + 12]
            row[0] = row[1] = row[2] = m
            row[3] = sum(before)
            product = 1
            for other in before:
                product *= other + 1
            row[4] = product & 0xFFFFFFFF
            row[5] = sum(1 for other in before if other & 1)
            bit_and = 0xFFFFFFFF
            bit_or = 0
            bit_xor = 0
            for other in before:
                bit_and &= other | 16
                bit_or |= 1 << (other & 7)
                bit_xor ^= other * 3
            row[6], row[7], row[8] = bit_and, bit_or, bit_xor
            row[9] = f32_bits(float(sum(before)))
            if lane % 3 != 0:
                active = [other for other in partition if other % 3 != 0]
                row[10] = mask_of(active)
                row[11] = sum(1 for other in active if other < lane)
            out[lane * 12:lane * 12 + 12] = row
    return compute("wave_match.hlsl", "cs_6_5", 16, values, out)


def half_bits(value):
    return struct.unpack("<H", struct.pack("<e", value))[0]


def double_words(value):
    bits = struct.unpack("<Q", struct.pack("<d", value))[0]
    return [bits & 0xFFFFFFFF, bits >> 32]


def wrap(value, bits, signed):
    """`value` as a `bits`-wide integer, then widened to a 32-bit word as HLSL's uint() does
    (sign-extended when signed)."""
    value &= (1 << bits) - 1
    if signed and value >> (bits - 1):
        value -= 1 << bits
    return value & 0xFFFFFFFF


def product(values, start=1):
    for value in values:
        start *= value
    return start


def wave_types():
    xs = [1, 2, 3, 4, 5, 6, 7, 2, 3, 3, 1, 6, 4, 5, 4, 7]
    out = [0] * (16 * 64)
    for wave in waves(16):
        for lane in wave:
            before = [other for other in wave if other < lane]
            words = []
            for bits, signed, value in ((16, False, lambda i: xs[i]), (16, True, lambda i: xs[i] - 4)):
                all_values = [value(i) for i in wave]
                words += [wrap(sum(all_values), bits, signed), wrap(product(all_values), bits, signed),
                          wrap(min(all_values), bits, signed), wrap(max(all_values), bits, signed),
                          wrap(sum(value(i) for i in before), bits, signed),
                          wrap(product(value(i) for i in before), bits, signed),
                          wrap(value(wave[5]), bits, signed), wrap(value(wave[0]), bits, signed),
                          int(len(set(all_values)) == 1)]
            and_ = 0xFFFFFFFF
            or_ = xor = 0
            for i in wave:
                and_ &= xs[i] | 8
                or_ |= xs[i]
                xor ^= xs[i]
            words += [and_, or_, xor]
            halves = [float(xs[i] - 4) for i in wave]
            negatives = sum(1 for h in halves if h < 0)
            half_product = product(halves)
            if half_product == 0 and negatives % 2:
                half_product = -0.0
            words += [half_bits(sum(halves)), half_bits(half_product), half_bits(min(halves)), half_bits(max(halves)),
                      half_bits(float(sum(xs[i] - 4 for i in before))), half_bits(float(xs[wave[3]] - 4)),
                      int(len(set(halves)) == 1)]
            mask64 = (1 << 64) - 1
            signed_longs = [(xs[i] - 4) << 33 for i in wave]
            for value in (sum(signed_longs) & mask64, min(signed_longs) & mask64,
                          max(xs[i] << 33 for i in wave),
                          reduce(operator.or_, (1 << (32 + xs[i]) for i in wave), 0),
                          reduce(operator.and_, ((~(1 << (40 + xs[i]))) & mask64 for i in wave), mask64),
                          reduce(operator.xor, (xs[i] << 35 for i in wave), 0),
                          sum(((xs[i] - 4) << 33) for i in before) & mask64,
                          xs[wave[0]] << 40):
                words += [value & 0xFFFFFFFF, value >> 32]
            doubles = [(xs[i] - 4) * 0.25 for i in wave]
            words += double_words(sum(doubles)) + double_words(min(doubles))
            words += double_words(product((xs[i] - 4) * 0.25 + 2.0 for i in before))
            words += double_words(doubles[6])
            words += [int(len(set(doubles)) == 1)]
            positive = [i for i in wave if xs[i] > 4]
            words += [mask_of(positive), len(positive), sum(1 for i in positive if i < lane),
                      int(any(xs[i] == 7 for i in wave)), 1, WAVE, lane % WAVE, int(lane % WAVE == 0)]
            assert len(words) <= 64
            out[lane * 64:lane * 64 + len(words)] = words
    return compute("wave_types.hlsl", "cs_6_2", 16, xs, out, dxc_args=["-enable-16bit-types"])


# dxc -spirv's module of wave_arithmetic fails pipeline creation on lavapipe (its WaveMatch and
# WaveMultiPrefix use SPV_NV_shader_subgroup_partitioned); without those lines it confirmed
# words 0 to 79 of every lane.
def wave_arithmetic():
    xs = [1, 2, 3, 4, 5, 6, 7, 2, 3, 3, 1, 6, 4, 5, 4, 7]
    mask64 = (1 << 64) - 1

    def f32_words(value):
        return [f32_bits(value)]

    def int_words(bits):
        return lambda value: [value & 0xFFFFFFFF] if bits == 32 else [value & 0xFFFFFFFF, (value & mask64) >> 32]

    # (value of lane i, its words, wrap of integer results or None for floats)
    kinds = [
        (lambda i: (xs[i] - 4) * 0.5 + 0.75, f32_words, None),
        (lambda i: (xs[i] - 4) * 1000 + 1, int_words(32), (32, True)),
        (lambda i: xs[i] * 100003 + i, int_words(32), (32, False)),
        (lambda i: ((xs[i] - 4) << 20) + 1, int_words(64), (64, True)),
        (lambda i: (xs[i] << 36) | i, int_words(64), (64, False)),
        (lambda i: (xs[i] - 4) * 0.125 + 1.0, double_words, None),
    ]
    out = [0] * (16 * 128)
    for wave in waves(16):
        for lane in wave:
            before = [other for other in wave if other < lane]
            words = []
            for value, as_words, integer in kinds:
                norm = (lambda v: v) if integer is None else (lambda v, b=integer[0]: v & ((1 << b) - 1))
                every = [value(i) for i in wave]
                ordered = sorted(every)  # min and max compare signed or unsigned values as given
                for result in (sum(every), product(every), ordered[0], ordered[-1],
                               sum(value(i) for i in before), product((value(i) for i in before), 1),
                               value(wave[5]), value(wave[0])):
                    words += as_words(norm(result) if integer else result)
                words.append(int(len(set(every)) == 1))
            halves = [float(xs[i] - 4) for i in wave]
            words.append(half_bits(product((halves[i - wave[0]] for i in before), 1.0)))
            words.append(half_bits(halves[0] + 0.5))
            partition = [other for other in wave if xs[other] == xs[lane]]
            m = mask_of(partition)
            words += [m, m, m]  # uint16_t, half and double keys partition as x does
            previous = [other for other in partition if other < lane]
            words.append(sum(3 * other for other in previous) & 0xFFFF)
            value = product(((other << 8) + 1 for other in previous), 1) & mask64
            words += [value & 0xFFFFFFFF, value >> 32]
            value = reduce(operator.xor, (other << 34 for other in previous), 0)
            words += [value & 0xFFFFFFFF, value >> 32]
            words += double_words(sum(other * 0.5 for other in previous))
            assert len(words) <= 128
            out[lane * 128:lane * 128 + len(words)] = words
    return compute("wave_arithmetic.hlsl", "cs_6_5", 16, xs, out, dxc_args=["-enable-16bit-types"])


def quads(name, width, height, lane_of):
    """Quad operations and derivatives for numthreads (width, height, 1); lane_of(x, y) is
    the (x, y) of the quad's lane 0 to 3 in D3D's z-order, for the thread at (x, y)."""
    count = width * height
    values = [float(index * index) for index in range(count)]

    def v(position):
        x, y = position
        return values[y * width + x]

    out = []
    for y in range(height):
        for x in range(width):
            lanes = [lane_of(x, y, lane) for lane in range(4)]
            mine = lanes.index((x, y))
            row = [v(lanes[mine ^ 1]), v(lanes[mine ^ 2]), v(lanes[mine ^ 3]), v(lanes[2]),
                   v(lanes[1]) - v(lanes[0]), v(lanes[2]) - v(lanes[0]),
                   v(lanes[mine | 1]) - v(lanes[mine & 2]), v(lanes[mine | 2]) - v(lanes[mine & 1]),
                   float(any(v(lane) > 40 for lane in lanes)), float(all(v(lane) > 40 for lane in lanes)),
                   0.0, float(mine)]
            out += row
    manifest = compute(name + ".hlsl", "cs_6_7", count, values, out)
    for resource in manifest["resources"]:
        resource["format"] = "f32"
    return manifest


def quad_compute():
    # numthreads(8, 4, 1): 2x2 squares of thread ids.
    return quads("quad_compute", 8, 4, lambda x, y, lane: ((x & ~1) + (lane & 1), (y & ~1) + (lane >> 1)))


def quad_linear():
    # numthreads(16, 1, 1): four consecutive thread indices.
    return quads("quad_linear", 16, 1, lambda x, y, lane: ((x & ~3) + lane, 0))


def wave_size(name, profile):
    """No "wave_size": the shader's [WaveSize] picks 8 lanes on lavapipe."""
    out = []
    for wave in waves(32):
        for lane in wave:
            out += [WAVE, sum(wave), sum(other for other in wave if other < lane),
                    mask_of(other for other in wave if other % 3 == 0)]
    return compute(name + ".hlsl", profile, 32, None, out, wave_size=None)


def group_waves():
    out = []
    for lane in range(32):
        out += [lane // WAVE, 32 // WAVE]
    return compute("group_waves.hlsl", "cs_6_10", 32, None, out)


MANIFESTS = {
    "group_waves": group_waves,
    "wave_size": lambda: wave_size("wave_size", "cs_6_6"),
    "wave_size_range": lambda: wave_size("wave_size_range", "cs_6_8"),
    "quad_compute": quad_compute,
    "quad_linear": quad_linear,
    "wave_types": wave_types,
    "wave_arithmetic": wave_arithmetic,
    "wave_match": wave_match,
}

if __name__ == "__main__":
    for name, make in MANIFESTS.items():
        with open(os.path.join(HERE, name + ".json"), "w") as file:
            json.dump(make(), file, indent=1)
            file.write("\n")
