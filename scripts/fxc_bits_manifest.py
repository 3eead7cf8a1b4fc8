#!/usr/bin/env python3
"""Writes shaders/fxc/cs_bits.json: the words cs_bits.asm stores, computed here from the
D3D11 definitions of each instruction (the functional spec's bit-field, bit-count and
carry rules), for 8 threads and K = cb0[0]."""
import json
import os
import struct

MASK = 0xFFFFFFFF
K = [0x12345678, 0xF0F0F0F0, 5, 0xFFFFFFF0]


def signed(value):
    value &= MASK
    return value - (1 << 32) if value & 0x80000000 else value


def ubfe(width, offset, source):
    width, offset = width & 31, offset & 31
    if width == 0:
        return 0
    if width + offset < 32:
        return ((source << (32 - width - offset)) & MASK) >> (32 - width)
    return source >> offset


def ibfe(width, offset, source):
    width, offset = width & 31, offset & 31
    if width == 0:
        return 0
    if width + offset < 32:
        return (signed(source << (32 - width - offset)) >> (32 - width)) & MASK
    return (signed(source) >> offset) & MASK


def bfi(width, offset, insert, base):
    width, offset = width & 31, offset & 31
    mask = (((1 << width) - 1) << offset) & MASK
    return ((insert << offset) & mask) | (base & ~mask & MASK)


def bfrev(value):
    return int(f"{value & MASK:032b}"[::-1], 2)


def firstbit_hi(value):
    value &= MASK
    return 0xFFFFFFFF if value == 0 else 31 - (value.bit_length() - 1)


def firstbit_lo(value):
    value &= MASK
    return 0xFFFFFFFF if value == 0 else (value & -value).bit_length() - 1


def firstbit_shi(value):
    value &= MASK
    return firstbit_hi(~value & MASK if value & 0x80000000 else value)


def float_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def half_bits(value):
    return struct.unpack("<H", struct.pack("<e", value))[0]


def round_ne(value):
    return float(round(value))  # Python rounds halves to even


def words(t):
    quarter = t * 0.25
    return [
        ubfe(8, 4, K[0] + t),
        ibfe(12, 20, K[1] ^ ((t << 28) & MASK)),
        bfi(8, 2 * t, 0xAB, K[0]),
        bfrev(K[0] + t),
        bin(K[1] >> t).count("1"),
        firstbit_hi(t + 1),
        firstbit_lo(K[1] << t),
        firstbit_shi(-(t + 2)),
        (K[0] * ((t + 1) << 16)) >> 32,
        ((signed(-K[2]) * (0x40000000 + t)) >> 32) & MASK,
        1 if K[3] + 4 * t > MASK else 0,
        1 if t < 3 else 0,
        (1000 + t) % K[2],
        (signed(-100 * t) >> 3) & MASK,
        half_bits(quarter),
        float_bits(round_ne(quarter * 2 + 0.25) * 2 - 1),
    ]


def main():
    expected = [word for t in range(8) for word in words(t)]
    manifest = {
        "shader": "cs_bits.asm",
        "profile": "cs_5_0",
        "entry": "main",
        "dispatch": [1, 1, 1],
        "resources": [
            {"register": "b0", "kind": "cbuffer", "data": K},
            {"register": "u0", "kind": "RWStructuredBuffer", "stride": 64, "data": [0] * len(expected),
             "expect": expected},
        ],
    }
    path = os.path.join(os.path.dirname(__file__), "..", "shaders", "fxc", "cs_bits.json")
    with open(path, "w") as out:
        json.dump(manifest, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
