#!/usr/bin/env python3
"""Compiles every stage of graphics manifests with DXC: NAME.<stage>.dxil and DXC's own
disassembly NAME.<stage>.dxc.ll (skipped with --spirv-only, for the corpus's copies), and
the reference NAME.<stage>.spv through `dxc -spirv -fspv-reflect` on untangle's default
binding model. A tool for writing test inputs: tests never run it (or DXC).

Usage: compile_stages.py [--spirv-only] [--dxc PATH] MANIFEST.json...
"""
import argparse
import json
import os
import subprocess

SHIFTS = ["-fvk-b-shift", "0", "all", "-fvk-t-shift", "1000", "all",
          "-fvk-u-shift", "2000", "all", "-fvk-s-shift", "3000", "all"]


def compile_manifest(dxc, manifest_path, spirv_only):
    folder = os.path.dirname(os.path.abspath(manifest_path))
    with open(manifest_path) as file:
        manifest = json.load(file)
    source = os.path.join(folder, manifest["shader"])
    for stage in manifest["stages"]:
        stem = os.path.join(folder, stage["dxil"][: -len(".dxil")])
        common = [dxc, "-T", stage["profile"], "-E", stage["entry"], source]
        if not spirv_only:
            subprocess.run(common + ["-Fo", stem + ".dxil", "-Fc", stem + ".dxc.ll"], check=True)
        subprocess.run(common + ["-spirv", "-fspv-target-env=vulkan1.3", "-fspv-reflect", "-Fo", stem + ".spv"]
                       + SHIFTS, check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spirv-only", action="store_true")
    parser.add_argument("--dxc", default=os.path.join(os.path.dirname(__file__), "../../../../shared/tools/dxc/dxc"))
    parser.add_argument("manifests", nargs="+")
    options = parser.parse_args()
    for manifest in options.manifests:
        compile_manifest(options.dxc, manifest, options.spirv_only)


if __name__ == "__main__":
    main()
