#!/usr/bin/env python3
# Writes cf_many_returns{,_wave}.hlsl (2,000 sequential `if (...) { Out[tid] = ...; return; }`)
# and cf_sixty_returns{,_wave}.hlsl (60 of them), each decided per thread or by
# WaveActiveAnyTrue, with their execution manifests. The expected values come from
# evaluating the same conditions here, in order, not from any compiler; `dxc -spirv`'s
# modules of the 60-return shaders give them on lavapipe too. Then, in this folder (DXC is a
# tool for writing inputs, never run by tests):
#   D=../../../shared/tools/dxc/dxc
#   for n in cf_many_returns cf_many_returns_wave cf_sixty_returns cf_sixty_returns_wave; do
#     $D -T cs_6_0 -E main $n.hlsl -Fo $n.dxil -Fc $n.dxc.ll; done
# The 2,000-return manifests are validate-only: lavapipe cannot compile 2,000 sequential
# exits (structurizer/README.md, "Deep early returns"); their expected values stay for
# devices that can.
import json
import random
from pathlib import Path

THREADS = 64
WAVE = 8  # lavapipe's subgroup size; the wave manifests state it


class Chain:
    def __init__(self, returns):
        rng = random.Random(15)
        self.returns = returns
        self.keys = [rng.randrange(1 << 32) for _ in range(returns)]
        # Thread t exits at return exit[t] (all distinct, spread over the whole chain), or
        # never (eight threads run to the end).
        exit = sorted(rng.sample(range(returns), THREADS - 8)) + [None] * 8
        rng.shuffle(exit)
        self.input = [(self.keys[r] ^ (t % 5)) if r is not None else rng.randrange(1 << 32) for t, r in enumerate(exit)]

    def taken(self, v, i):
        return (v ^ self.keys[i]) < 5

    def first_exit(self, conditions):
        return next((i for i in range(self.returns) if conditions(i)), None)

    def expect(self, wave):
        def result(exit_index):
            return 7 if exit_index is None else 1000 + exit_index
        if not wave:
            return [result(self.first_exit(lambda i: self.taken(v, i))) for v in self.input]
        expect = []
        for base in range(0, THREADS, WAVE):
            lanes = self.input[base:base + WAVE]
            expect += [result(self.first_exit(lambda i: any(self.taken(v, i) for v in lanes)))] * WAVE
        return expect

    def hlsl(self, wave):
        header = (f"// {self.returns:,} sequential early returns, each decided "
                  + ("for the whole wave by WaveActiveAnyTrue" if wave else "by the thread's own value")
                  + ":\n// written by make_many_returns.py (expected values computed there).\n")
        lines = []
        for i, key in enumerate(self.keys):
            condition = f"(v ^ {key}u) < 5u"
            if wave:
                condition = f"WaveActiveAnyTrue({condition})"
            lines.append(f"    if ({condition}) {{ Out[tid] = {1000 + i}u; return; }}")
        return (header + "StructuredBuffer<uint> In : register(t0);\nRWStructuredBuffer<uint> Out : register(u0);\n\n"
                f"[numthreads({THREADS}, 1, 1)]\nvoid main(uint tid : SV_DispatchThreadID)\n{{\n    uint v = In[tid];\n"
                + "\n".join(lines) + "\n    Out[tid] = 7u;\n}\n")

    def manifest(self, name, wave, validate_only):
        data = {"profile": "cs_6_0", "entry": "main", "dispatch": [1, 1, 1]}
        if validate_only:
            data["validate_only"] = True
        if wave:
            data["wave_size"] = WAVE
        data["resources"] = [
            {"register": "t0", "space": 0, "kind": "StructuredBuffer", "stride": 4, "format": "u32",
             "data": self.input},
            {"register": "u0", "space": 0, "kind": "RWStructuredBuffer", "stride": 4, "format": "u32",
             "data": [0] * THREADS, "expect": self.expect(wave)},
        ]
        data["shader"] = name + ".hlsl"
        return json.dumps(data, indent=1) + "\n"


here = Path(__file__).resolve().parent
for stem, returns, validate_only in (("cf_many_returns", 2000, True), ("cf_sixty_returns", 60, False)):
    chain = Chain(returns)
    for name, wave in ((stem, False), (stem + "_wave", True)):
        (here / (name + ".hlsl")).write_text(chain.hlsl(wave))
        (here / (name + ".json")).write_text(chain.manifest(name, wave, validate_only))
