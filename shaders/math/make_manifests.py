#!/usr/bin/env python3
"""Writes the execution manifests of pack_unpack, dot_add, msad and bits in this folder.

Each expectation is computed here from the HLSL intrinsic's definition (the HLSL and DXIL
documentation), byte by byte and bit by bit, then confirmed by running the dxc -spirv module
of the same HLSL on lavapipe (`untangle run IN --manifest M --reference REF.spv`). Run it
after changing a case; tests read the committed JSON.
"""
import json
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
MASK32 = 0xFFFFFFFF


def compute(shader, profile, inputs, outputs, dxc_args=None):
    manifest = {"shader": shader, "profile": profile, "entry": "main", "dispatch": [1, 1, 1]}
    if dxc_args:
        manifest["dxc_args"] = dxc_args
    manifest["resources"] = [
        {"register": "t0", "kind": "StructuredBuffer", "stride": 4, "data": inputs},
        {"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * len(outputs), "expect": outputs},
    ]
    return manifest


def byte(word, index, signed=False):
    value = (word >> (8 * index)) & 0xFF
    return value - 256 if signed and value >= 128 else value


def pack(values):
    word = 0
    for index, value in enumerate(values):
        word |= (value & 0xFF) << (8 * index)
    return word


def clamp(value, low, high):
    return max(low, min(high, value))


def pack_unpack():
    words = [0x00000000, 0xFFFFFFFF, 0x7F80017E, 0x12345678, 0x80FF7F01, 0xDEADBEEF, 0x01020304, 0xC0407F81]
    out = []
    for p in words:
        s = [byte(p, i, True) for i in range(4)]
        u = [byte(p, i) for i in range(4)]
        out += [v & MASK32 for v in s] + u + [v & MASK32 for v in s] + u
        out += [pack([v + 3 for v in u]), pack([v * 3 for v in s]), pack([clamp(v * 3, 0, 255) for v in s]),
                pack([clamp(v * 3, -128, 127) for v in s]), p, pack([clamp(v * 3, -128, 127) for v in s])]
    return compute("pack_unpack.hlsl", "cs_6_6", words, out, ["-enable-16bit-types"])


def half_word(low, high):
    return struct.unpack("<H", struct.pack("<e", low))[0] | struct.unpack("<H", struct.pack("<e", high))[0] << 16


def float_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def dot_add():
    halves = [(1.5, -2.25), (0.5, 4.0), (-3.0, 0.125), (100.0, -0.75), (2.0, 2.0), (-1.0, 6.5), (0.0, -8.0),
              (7.25, 0.5), (-0.5, 16.0), (12.0, -1.5), (3.75, 3.0), (-6.0, -2.0), (0.25, 1.0), (9.0, -4.5),
              (-2.5, 0.0), (1.0, 1.0)]
    inputs = [half_word(*pair) for pair in halves]
    out = []
    for tid in range(8):
        (ax, ay), (bx, by) = halves[2 * tid], halves[2 * tid + 1]
        a, b = inputs[2 * tid], inputs[2 * tid + 1]
        out.append(float_bits(tid * 0.5 + ax * bx + ay * by))
        out.append((tid * 1000 + sum(byte(a, i) * byte(b, i) for i in range(4))) & MASK32)
        out.append((tid - 4 + sum(byte(a, i, True) * byte(b, i, True) for i in range(4))) & MASK32)
    return compute("dot_add.hlsl", "cs_6_4", inputs, out, ["-enable-16bit-types"])


def msad():
    # Thread 0 is the example of Microsoft's msad4 documentation (there with accum 1, 2, 3, 4:
    # 153, 6, 92, 113). dxc -spirv's own msad4 emulation gives other sums on lavapipe, so the
    # documentation's example is the independent check here.
    inputs = [0xA100B2C3, 0xD7B0C372, 0x4F57C2A3, 0x00FF0080, 0x80808080, 0x7F00FF01,
              0xFFFFFFFF, 0x00000000, 0x01020304, 0x05060708, 0x12345678, 0x10203000,
              0x0F1F2F3F, 0x4F5F6F7F, 0x00000000, 0xDEADBEEF, 0xCAFEBABE, 0xA0B0C0D0,
              0x01010101, 0xFEFEFEFE, 0x3C00FF11, 0x99887766, 0x00000002, 0x04000008]
    out = []
    for tid in range(8):
        reference, x, y = inputs[3 * tid:3 * tid + 3]
        source = [byte(x, i) for i in range(4)] + [byte(y, i) for i in range(4)]
        for alignment, accumulator in enumerate([tid, 100, 1000, 10000]):
            total = accumulator
            for j in range(4):
                r = byte(reference, j)
                if r != 0:
                    total += abs(r - source[alignment + j])
            out.append(total & MASK32)
    return compute("msad.hlsl", "cs_6_0", inputs, out)


def highest(value, bits):
    return value.bit_length() - 1 if value else -1


def lowest(value):
    return (value & -value).bit_length() - 1 if value else -1


def signed_highest(value, bits):
    """firstbithigh of a signed value: the highest bit that differs from the sign bit."""
    if value >> (bits - 1):
        value = ~value & ((1 << bits) - 1)
    return highest(value, bits)


def reverse(value, bits):
    return int(format(value, "0%db" % bits)[::-1], 2)


def bits():
    inputs = [0x00000000, 0x00000000, 0x00000001, 0x80000000, 0x80000000, 0x00000001, 0xFFFFFFFF, 0xFFFFFFFF,
              0x12345678, 0x00000000, 0x0000F000, 0x7FFFFFFF, 0xFFFF0000, 0x00010000, 0x00000100, 0xFFFFFFFE]
    out = []
    for tid in range(8):
        x, y = inputs[2 * tid], inputs[2 * tid + 1]
        l = y << 32 | x
        h = x & 0xFFFF
        values = [reverse(x, 32), bin(x).count("1"), highest(x, 32), signed_highest(x, 32), lowest(x),
                  bin(l).count("1"), highest(l, 64), lowest(l), signed_highest(l, 64),
                  bin(h).count("1"), lowest(h), highest(h, 16), reverse(h, 16)]
        out += [v & MASK32 for v in values]
    return compute("bits.hlsl", "cs_6_2", inputs, out, ["-enable-16bit-types"])


MANIFESTS = {"pack_unpack": pack_unpack, "dot_add": dot_add, "msad": msad, "bits": bits}

if __name__ == "__main__":
    for name, make in MANIFESTS.items():
        with open(os.path.join(HERE, name + ".json"), "w") as file:
            json.dump(make(), file, indent=1)
            file.write("\n")
