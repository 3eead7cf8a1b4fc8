#!/usr/bin/env python3
# Writes cf_many_returns{,_wave}.hlsl and their execution manifests: 2,000 sequential
# `if (...) { Out[tid] = ...; return; }`, decided per thread or by WaveActiveAnyTrue. The
# expected values come from evaluating the same conditions here, in order, not from any
# compiler. Then, in this folder (DXC is a tool for writing inputs, never run by tests):
#   D=../../../shared/tools/dxc/dxc
#   for n in cf_many_returns cf_many_returns_wave; do
#     $D -T cs_6_0 -E main $n.hlsl -Fo $n.dxil -Fc $n.dxc.ll; done
import json
import random
from pathlib import Path

RETURNS = 2000
THREADS = 64
WAVE = 8  # lavapipe's subgroup size; the wave manifest states it
rng = random.Random(15)
KEYS = [rng.randrange(1 << 32) for _ in range(RETURNS)]


def taken(v, i):
    return (v ^ KEYS[i]) < 5


# Thread t exits at return EXIT[t] (all distinct, spread over the whole chain), or never
# (the last eight threads run to the end).
EXIT = sorted(rng.sample(range(RETURNS), THREADS - 8)) + [None] * 8
rng.shuffle(EXIT)
INPUT = [(KEYS[r] ^ (t % 5)) if r is not None else rng.randrange(1 << 32) for t, r in enumerate(EXIT)]


def first_exit(conditions):
    return next((i for i in range(RETURNS) if conditions(i)), None)


def result(exit_index):
    return 7 if exit_index is None else 1000 + exit_index


def plain_expect():
    return [result(first_exit(lambda i: taken(v, i))) for v in INPUT]


def wave_expect():
    expect = []
    for base in range(0, THREADS, WAVE):
        lanes = INPUT[base:base + WAVE]
        expect += [result(first_exit(lambda i: any(taken(v, i) for v in lanes)))] * WAVE
    return expect


def hlsl(wave):
    header = (f"// {RETURNS} sequential early returns, each decided "
              + ("for the whole wave by WaveActiveAnyTrue" if wave else "by the thread's own value")
              + ":\n// written by make_many_returns.py (expected values computed there).\n")
    lines = []
    for i, key in enumerate(KEYS):
        condition = f"(v ^ {key}u) < 5u"
        if wave:
            condition = f"WaveActiveAnyTrue({condition})"
        lines.append(f"    if ({condition}) {{ Out[tid] = {1000 + i}u; return; }}")
    return (header + "StructuredBuffer<uint> In : register(t0);\nRWStructuredBuffer<uint> Out : register(u0);\n\n"
            f"[numthreads({THREADS}, 1, 1)]\nvoid main(uint tid : SV_DispatchThreadID)\n{{\n    uint v = In[tid];\n"
            + "\n".join(lines) + "\n    Out[tid] = 7u;\n}\n")


def manifest(name, expect, wave):
    # Validate-only: lavapipe cannot compile 2,000 sequential exits (structurizer/README.md,
    # "Deep early returns"); the expected values stay for devices that can.
    data = {"profile": "cs_6_0", "entry": "main", "dispatch": [1, 1, 1], "validate_only": True}
    if wave:
        data["wave_size"] = WAVE
    data["resources"] = [
        {"register": "t0", "space": 0, "kind": "StructuredBuffer", "stride": 4, "format": "u32", "data": INPUT},
        {"register": "u0", "space": 0, "kind": "RWStructuredBuffer", "stride": 4, "format": "u32",
         "data": [0] * THREADS, "expect": expect},
    ]
    data["shader"] = name + ".hlsl"
    return json.dumps(data, indent=1) + "\n"


here = Path(__file__).resolve().parent
for name, wave, expect in (("cf_many_returns", False, plain_expect()), ("cf_many_returns_wave", True, wave_expect())):
    (here / (name + ".hlsl")).write_text(hlsl(wave))
    (here / (name + ".json")).write_text(manifest(name, expect, wave))
