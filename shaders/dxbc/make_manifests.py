#!/usr/bin/env python3
"""Writes the execution manifests of the DXBC-converted modules in this folder.

Each module's header comment gives the DXBC program it was written from; the expectations
here run that program, thread by thread, in Python. There is no HLSL and no dxc -spirv
reference for these (DXC's DXBC converter is not part of this DXC build), so the Python is
the independent side. Run it after changing a case; tests read the committed JSON.
"""
import json
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
MASK32 = 0xFFFFFFFF


def compute(name, threads, outputs, inputs=None, extra=None):
    manifest = {"shader": name + ".ll", "profile": "cs_6_0", "entry": "main", "dispatch": [1, 1, 1]}
    resources = []
    if inputs is not None:
        resources.append({"register": "t0", "kind": "ByteAddressBuffer", "data": inputs})
    resources.append({"register": "u0", "kind": "RWByteAddressBuffer", "data": [0] * len(outputs), "expect": outputs})
    manifest["resources"] = resources
    manifest.update(extra or {})
    return manifest


def f32(value):
    return struct.unpack("<f", struct.pack("<f", value))[0]


def temp_registers():
    out = []
    for tid in range(8):
        total = 0
        for i in range(tid):
            total += i * i
            if i & 1:
                total += int(f32(f32(float(i)) * 0.5))
        out += [total & MASK32, tid, (tid - 3) & MASK32]
    return compute("temp_registers", 8, out)


def indexable_temps():
    out = []
    for tid in range(8):
        x0 = [(k * tid, float(k * tid)) for k in range(8)]
        r1x = x0[tid & 7][0]
        r1y = int(x0[(tid * 3) & 7][1])
        out += [r1x & MASK32, r1y & MASK32, (r1x + 5) & MASK32, tid, -tid & MASK32]
    return compute("indexable_temps", 8, out)


def icb():
    table = [1.0, 2.0, 3.0, 4.0, 0.5, 0.25, 0.125, 0.0, -1.0, -2.0, 8.0, 16.0, 0.0, 0.0, 0.0, 1.0]
    integers = [7, -1, 65536, 42, 0, 1000000, -559038737, 3]
    out = []
    for tid in range(8):
        row = table[(tid & 3) * 4:(tid & 3) * 4 + 4]
        dot = row[0] * 1 + row[1] * 10 + row[2] * 100 + row[3] * 1000
        out += [struct.unpack("<I", struct.pack("<f", dot))[0], integers[tid] & MASK32]
    return compute("icb", 8, out)


def control_flow():
    out = []
    for tid in range(8):
        i = acc = 0
        returned = None
        while i < 6:
            odd = i & 1
            i += 1
            if odd:
                continue
            if i in (1, 3):
                acc += 10
            elif i == 5:
                if tid == 5:
                    returned = acc * 100
                    break
                acc += 100
            else:
                acc += 1000
            for j in range(tid):
                acc += j
        out.append((returned if returned is not None else acc) & MASK32)
    return compute("control_flow", 8, out)


def bit_field_extract(width, offset, value, signed):
    """D3D's ubfe/ibfe: width and offset masked to 5 bits; a field past bit 31 is cut there."""
    width, offset = width & 31, offset & 31
    if width == 0:
        return 0
    if signed and value >> 31:
        value -= 1 << 32
    if width + offset < 32:
        field = (value >> offset) & ((1 << width) - 1)
        if signed and field >> (width - 1):
            field -= 1 << width
    else:
        field = value >> offset
        if not signed:
            field &= MASK32
    return field & MASK32


def bit_field_insert(width, offset, value, base):
    width, offset = width & 31, offset & 31
    mask = (((1 << width) - 1) << offset) & MASK32
    return ((value << offset) & mask) | (base & ~mask & MASK32)


def bitfield():
    cases = [(8, 4, 0x12345678, 0xFFFFFFFF), (0, 5, 0xFFFFFFFF, 0x00000000), (8, 28, 0xF1234567, 0x00000000),
             (31, 1, 0x80000001, 0x12345678), (32, 0, 0xDEADBEEF, 0x11111111), (40, 36, 0xABCDEF12, 0x0F0F0F0F),
             (16, 16, 0x8000FFFF, 0xAAAA5555), (1, 31, 0x80000000, 0x7FFFFFFF)]
    inputs = [word for case in cases for word in case]
    out = []
    for width, offset, value, base in cases:
        out += [bit_field_extract(width, offset, value, False), bit_field_extract(width, offset, value, True),
                bit_field_insert(width, offset, value, base)]
    return compute("bitfield", 8, out, inputs)


def cycle_counter():
    out = []
    for tid in range(8):
        out += [sum(range(100 + tid)), 1]
    return compute("cycle_counter", 8, out)


def subroutine():
    # r0.x = tid; call l0 (r0.x *= r0.x); store r0.x at tid * 4.
    return compute("subroutine", 8, [(tid * tid) & MASK32 for tid in range(8)])


def f32_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def layout_views():
    out = []
    icb_words = [f32_bits(v) for v in (1.0, 2.0, 3.0, 4.0)]
    groupshared = [3 * t for t in range(8)]
    groupshared[6] += 8  # every thread's atomic add of 1 to word 6
    for tid in range(8):
        x0 = [f32_bits(float(i + tid)) for i in range(16)]
        row = tid & 3
        x0[4 * row:4 * row + 4] = [f32_bits(float(tid + 100))] * 4
        k = (tid + 1) & 7
        r0 = [x0[2 * k], x0[2 * k + 1]]
        e = (tid + 2) & 7
        r0.append((x0[e] + x0[e + 1]) & MASK32)
        x0[14], x0[15] = 5, tid
        r0.append(x0[14])
        m = tid >> 1
        r1 = [x0[15], (3 * 2 * m + 3 * (2 * m + 1)) & MASK32, groupshared[6],
              (icb_words[2 * (tid & 1)] + icb_words[2 * (tid & 1) + 1]) & MASK32]
        out += r0 + r1
    return compute("layout_views", 8, out)


MANIFESTS = {"bitfield": bitfield, "control_flow": control_flow, "cycle_counter": cycle_counter, "icb": icb,
             "indexable_temps": indexable_temps, "layout_views": layout_views, "subroutine": subroutine, "temp_registers": temp_registers}

if __name__ == "__main__":
    for name, make in MANIFESTS.items():
        with open(os.path.join(HERE, name + ".json"), "w") as file:
            json.dump(make(), file, indent=1)
            file.write("\n")
