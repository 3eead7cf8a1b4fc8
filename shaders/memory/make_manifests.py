#!/usr/bin/env python3
"""Writes the execution manifests of lifetime and lifetime_debug (the other manifests in this
folder are not generated). Out[tid] = values[In[tid] & 7] with values[i] = i * tid + In[i],
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


MANIFESTS = {
    "lifetime": lambda: lifetime("lifetime"),
    "lifetime_debug": lambda: lifetime("lifetime_debug", ["-Zi", "-Od", "-Qembed_debug"]),
}

if __name__ == "__main__":
    for name, make in MANIFESTS.items():
        with open(os.path.join(HERE, name + ".json"), "w") as file:
            json.dump(make(), file, indent=1)
            file.write("\n")
