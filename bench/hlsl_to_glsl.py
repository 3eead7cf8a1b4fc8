"""GLSL of a simple HLSL compute shader, for bench/driver_cost's native yardstick.

What `dxc -spirv` makes of an HLSL program is AST-shaped SPIR-V of the source's own
structure; glslang compiling the same program written as GLSL makes the same kind of module.
DXC is not on our machines, so this module rewrites the HLSL of the generated programs of
`shaders/` (and any compute shader within the same subset) into GLSL line by line:
structured and byte-address buffers of uint bound where untangle's reflection put them, one
SV_DispatchThreadID parameter, loop attributes, and the wave intrinsics that map one to one
onto GL_KHR_shader_subgroup. Anything outside the subset raises Unsupported, and glslang
rejects what the subset misses (an integer used as a condition, for one): either way the
program has no native module and the benchmark says why.
"""

import re


class Unsupported(Exception):
    pass


BUFFER = re.compile(r"^(RW)?(StructuredBuffer<uint>|ByteAddressBuffer)\s+(\w+)\s*:\s*register\((\w+)\);$")
NUMTHREADS = re.compile(r"^\[numthreads\((\d+),\s*(\d+),\s*(\d+)\)\]$")
ENTRY = re.compile(r"^void main\(uint (\w+) : SV_DispatchThreadID\)$")
ATTRIBUTE = re.compile(r"\[(loop|unroll|branch|flatten|fastopt|allow_uav_condition)(\(\d+\))?\]\s*")

# HLSL wave intrinsic -> (GLSL call template, subgroup extension); {} is the argument.
WAVE = {
    "WaveActiveSum": ("subgroupAdd({})", "arithmetic"),
    "WaveActiveProduct": ("subgroupMul({})", "arithmetic"),
    "WaveActiveMin": ("subgroupMin({})", "arithmetic"),
    "WaveActiveMax": ("subgroupMax({})", "arithmetic"),
    "WaveActiveBitAnd": ("subgroupAnd({})", "arithmetic"),
    "WaveActiveBitOr": ("subgroupOr({})", "arithmetic"),
    "WaveActiveBitXor": ("subgroupXor({})", "arithmetic"),
    "WavePrefixSum": ("subgroupExclusiveAdd({})", "arithmetic"),
    "WavePrefixProduct": ("subgroupExclusiveMul({})", "arithmetic"),
    "WaveActiveAnyTrue": ("subgroupAny({})", "vote"),
    "WaveActiveAllTrue": ("subgroupAll({})", "vote"),
    "WaveActiveAllEqual": ("subgroupAllEqual({})", "vote"),
    "WaveReadLaneFirst": ("subgroupBroadcastFirst({})", "ballot"),
    "WaveActiveCountBits": ("subgroupBallotBitCount(subgroupBallot({}))", "ballot"),
    "WavePrefixCountBits": ("subgroupBallotExclusiveBitCount(subgroupBallot({}))", "ballot"),
    "WaveIsFirstLane": ("subgroupElect()", "basic"),
}
NULLARY = {"WaveGetLaneIndex()": "gl_SubgroupInvocationID", "WaveGetLaneCount()": "gl_SubgroupSize"}


def call_end(text, open_paren):
    """Index just past the parenthesis that closes the one at open_paren."""
    depth = 0
    for index in range(open_paren, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            return index + 1
    raise Unsupported("unbalanced parentheses")


def rewrite_calls(text, name, template):
    """Every `name(argument)` in text as template.format(argument), innermost first."""
    pattern = re.compile(rf"\b{re.escape(name)}\(")
    while True:
        match = pattern.search(text)
        if not match:
            return text
        end = call_end(text, match.end() - 1)
        argument = rewrite_calls(text[match.end():end - 1], name, template)
        text = text[:match.start()] + template.format(argument) + text[end:]


def translate(hlsl, bindings):
    """GLSL of the program; bindings maps an HLSL register ("t0") to (set, binding)."""
    declarations, body, extensions = [], [], set()
    local_size = None
    names = {}  # buffer name -> byte_address
    entry_brace = False
    for line in hlsl.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("//"):
            continue
        buffer = BUFFER.match(stripped)
        if buffer:
            writable, kind, name, register = buffer.groups()
            if register not in bindings:
                raise Unsupported(f"{register} has no binding in the reflection")
            descriptor_set, binding = bindings[register]
            access = "" if writable else "readonly "
            declarations.append(f"layout(set = {descriptor_set}, binding = {binding}, std430) {access}buffer "
                                f"{name}Block {{ uint data[]; }} {name};")
            names[name] = kind == "ByteAddressBuffer"
            continue
        threads = NUMTHREADS.match(stripped)
        if threads:
            local_size = threads.groups()
            continue
        entry = ENTRY.match(stripped)
        if entry:
            body.append("void main()")
            body.append("{")
            body.append(f"    uint {entry.group(1)} = gl_GlobalInvocationID.x;")
            entry_brace = True
            continue
        if entry_brace and stripped == "{":
            entry_brace = False  # the entry's own brace, already written
            continue
        text = ATTRIBUTE.sub("", line)
        for name, byte_address in names.items():
            if byte_address:
                text = rewrite_calls(text, f"{name}.Load", name + ".data[({}) >> 2]")
            text = re.sub(rf"\b{name}\[", f"{name}.data[", text)
        for intrinsic, (template, extension) in WAVE.items():
            if intrinsic + "(" in text:
                text = rewrite_calls(text, intrinsic, template)
                extensions.add(extension)
        for intrinsic, builtin in NULLARY.items():
            if intrinsic in text:
                text = text.replace(intrinsic, builtin)
                extensions.add("basic")
        leftover = re.search(r"\b(Wave|Quad)\w*\(", text) or re.search(r"\.(Load\d|Store\d?|Interlocked\w*)\(", text)
        if leftover:
            raise Unsupported(f"{leftover.group(0)} has no one-to-one GLSL form here")
        body.append(text)
    if local_size is None or not any(line == "void main()" for line in body):
        raise Unsupported("not a compute shader of one SV_DispatchThreadID parameter")
    header = ["#version 450"]
    for extension in sorted(extensions | ({"basic"} if extensions else set())):
        header.append(f"#extension GL_KHR_shader_subgroup_{extension} : require")
    x, y, z = local_size
    header.append(f"layout(local_size_x = {x}, local_size_y = {y}, local_size_z = {z}) in;")
    return "\n".join(header + declarations + body) + "\n"
