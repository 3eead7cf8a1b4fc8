#!/usr/bin/env python3
"""Writes shaders/memory/long_vectors.json: inputs and the values D3D defines for the shader
shaders/memory/long_vectors.ll computes (its HLSL is in its header), per thread t of 8.
Every value is an integer, exact in 32-bit floats, so the expectations are exact.
Usage: scripts/long_vectors_manifest.py > shaders/memory/long_vectors.json"""
import json
import struct

THREADS = 8
a = [float(k) for k in range(72)]          # Floats words 0..71: thread t's a is 9t..9t+8
b = [float(36 - k) for k in range(72)]     # words 72..143
words = [(t * 7 + i * 29) % 150 for t in range(THREADS) for i in range(6)]


def vector(values, t, n):
    return values[t * n:(t + 1) * n]


def float_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


shared = []
for t in range(THREADS):
    at, bt = vector(a, t, 9), vector(b, t, 9)
    s = [max(x, y) * 2 + abs(x - y) for x, y in zip(at, bt)]
    if t & 1:
        s = [-v if x < y else v for v, x, y in zip(s, at, bt)]
    shared.append(s)

floats_out, words_out = [], []
for t in range(THREADS):
    at, bt = vector(a, t, 9), vector(b, t, 9)
    n = list(shared[(t + 1) % 8])
    n[t] = sum(x * y for x, y in zip(at, bt))
    floats_out += n + [n[(t + 3) % 9]]
    u = vector(words, t, 6)
    w = [bin(x).count("1") + (x >> 1) for x in u]
    reduce_or = 0
    for x in u:
        reduce_or |= x
    words_out += w[:4] + [int(all(u)), int(any(x > 100 for x in u)), reduce_or, sum(x * x for x in u)]

manifest = {
    "shader": "long_vectors.ll",
    "profile": "cs_6_9",
    "entry": "main",
    "dispatch": [1, 1, 1],
    "resources": [
        {"register": "t0", "kind": "ByteAddressBuffer", "format": "f32", "data": a + b},
        {"register": "t1", "kind": "ByteAddressBuffer", "data": words},
        {"register": "u0", "kind": "RWByteAddressBuffer", "format": "f32", "data": [0.0] * len(floats_out),
         "expect": floats_out},
        {"register": "u1", "kind": "RWByteAddressBuffer", "data": [0] * len(words_out), "expect": words_out},
    ],
}
print(json.dumps(manifest, indent=1))
