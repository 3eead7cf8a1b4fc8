#!/usr/bin/env python3
"""Writes the execution cases of shaders/resources and shaders/textures: compiles each
case's HLSL with DXC (NAME.dxil and DXC's disassembly NAME.dxc.ll; with --reference also
NAME.spv, the `dxc -spirv -fspv-reflect` module on untangle's default binding model, kept
only for cases whose reference runs on the same manifest) and writes NAME.json with
expectations computed here, independently of any translation. A tool for writing test
inputs: tests never run it (or DXC).

Usage: scripts/resource_cases.py [--dxc PATH] [--reference] [NAME...]
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import resource_expectations as cases  # noqa: E402

SHIFTS = ["-fvk-b-shift", "0", "all", "-fvk-t-shift", "1000", "all",
          "-fvk-u-shift", "2000", "all", "-fvk-s-shift", "3000", "all"]


def dump(value, indent=""):
    """JSON with one key per line and every list of numbers on one line."""
    inner = indent + " "
    if isinstance(value, dict):
        items = [inner + json.dumps(key) + ": " + dump(item, inner) for key, item in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list) and any(isinstance(item, (dict, list)) for item in value):
        return "[\n" + ",\n".join(inner + dump(item, inner) for item in value) + "\n" + indent + "]"
    return json.dumps(value)


ABBREVIATIONS = {"vertex": "vs", "pixel": "ps"}


def write_graphics_case(dxc, case, reference):
    """A case with stages: NAME.<vs|ps>.dxil (and .dxc.ll, and .spv with --reference)."""
    folder = os.path.join(ROOT, "shaders", case.area)
    source = os.path.join(folder, case.source + ".hlsl")
    stages = []
    for stage, entry, profile in case.stages:
        stem = os.path.join(folder, case.name + "." + ABBREVIATIONS[stage])
        common = [dxc, "-T", profile, "-E", entry] + case.dxc_args + [source]
        subprocess.run(common + ["-Fo", stem + ".dxil", "-Fc", stem + ".dxc.ll"], check=True)
        if reference and case.reference:
            subprocess.run(common + ["-spirv", "-fspv-target-env=vulkan1.3", "-fspv-reflect", "-Fo", stem + ".spv"]
                           + SHIFTS + case.reference_args, check=True)
        stages.append({"stage": stage, "entry": entry, "profile": profile,
                       "dxil": case.name + "." + ABBREVIATIONS[stage] + ".dxil"})
    manifest = {"shader": case.source + ".hlsl", "stages": stages}
    manifest.update(case.manifest())
    with open(os.path.join(folder, case.name + ".json"), "w") as file:
        file.write(dump(manifest) + "\n")


def write_case(dxc, case, reference):
    if case.stages:
        return write_graphics_case(dxc, case, reference)
    folder = os.path.join(ROOT, "shaders", case.area)
    stem = os.path.join(folder, case.name)
    source = os.path.join(folder, case.source + ".hlsl")
    common = [dxc, "-T", case.profile, "-E", "main"] + case.dxc_args + [source]
    # Cases written as DXIL text (NAME.ll) have no HLSL to compile.
    if not case.llvm:
        subprocess.run(common + ["-Fo", stem + ".dxil", "-Fc", stem + ".dxc.ll"], check=True)
    manifest = {"shader": case.source + (".ll" if case.llvm else ".hlsl"), "profile": case.profile, "entry": "main"}
    if case.dxc_args:
        manifest["dxc_args"] = case.dxc_args
    manifest.update(case.manifest())
    with open(stem + ".json", "w") as file:
        file.write(dump(manifest) + "\n")
    if reference and case.reference and not case.llvm:
        subprocess.run(common + ["-spirv", "-fspv-target-env=vulkan1.3", "-fspv-reflect", "-Fo", stem + ".spv"]
                       + SHIFTS + case.reference_args, check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dxc", default=os.path.join(ROOT, "../../shared/tools/dxc/dxc"))
    parser.add_argument("--reference", action="store_true")
    parser.add_argument("names", nargs="*")
    options = parser.parse_args()
    for case in cases.CASES:
        if not options.names or case.name in options.names:
            write_case(options.dxc, case, options.reference)


if __name__ == "__main__":
    main()
