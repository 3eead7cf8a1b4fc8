#!/usr/bin/env python3
"""Writes the execution manifests of lifetime, lifetime_debug and mem_past_bound (the other
manifests in this folder are not generated). Out[tid] = values[In[tid] & 7] with values[i] = i * tid + In[i],
as lifetime.hlsl computes it; confirmed by the dxc -spirv module of the same HLSL on lavapipe.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = [5, 3, 9, 12, 7, 1, 14, 6]


def lifetime(name, dxc_args=None):
    out = [(INPUTS[tid] & 7) * tid + INPUTS[INPUTS[tid] & 7] for tid in range(8)]
    manifest = {"shader": name + ".hlsl", "profile": "cs_6_6", "entry": "main"}
    if dxc_args:
        manifest["dxc_args"] = dxc_args
    manifest["dispatch"] = [1, 1, 1]
    manifest["resources"] = [
        {"register": "t0", "kind": "StructuredBuffer", "stride": 4, "data": INPUTS},
        {"register": "u0", "kind": "RWStructuredBuffer", "stride": 4, "data": [0] * 8, "expect": out},
    ]
    return manifest


def mem_past_bound():
    """mem_past_bound.ll's program: loads past an array's bound read zero, stores and atomics
    through them do nothing."""
    limits = [0, 2, 4, 6]
    weights = [1, 2, 3, 4]
    counts = [0] * 4
    out = []
    for tid, limit in enumerate(limits):
        local = [tid * 10 + i for i in range(4)]
        scratch = [i * 100 for i in range(4)]
        total = 0
        for k in range(min(limit, 6)):
            if k < 4:
                total += local[k] + weights[k] + scratch[k]
                local[k] = total
                counts[k] += 1
        out.append([total, local[3]])
    out = [word for tid in range(4) for word in out[tid] + [counts[tid]]]
    return {"shader": "mem_past_bound.ll", "profile": "cs_6_0", "entry": "main", "dispatch": [1, 1, 1],
            "resources": [{"register": "t0", "kind": "ByteAddressBuffer", "data": limits},
                          {"register": "u0", "kind": "RWByteAddressBuffer", "data": [0] * 12, "expect": out}]}


MANIFESTS = {
    "lifetime": lambda: lifetime("lifetime"),
    "lifetime_debug": lambda: lifetime("lifetime_debug", ["-Zi", "-Od", "-Qembed_debug"]),
    "mem_past_bound": mem_past_bound,
}

if __name__ == "__main__":
    for name, make in MANIFESTS.items():
        with open(os.path.join(HERE, name + ".json"), "w") as file:
            json.dump(make(), file, indent=1)
            file.write("\n")
