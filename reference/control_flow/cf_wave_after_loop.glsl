#version 450
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

const uint _18[1] = uint[](0u);
uint _40;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    bool _26 = _18[0u] == 0u;
    uint _43;
    uint _54;
    uint _8;
    uint _6 = 0u;
    uint _7 = 0u;
    for (;;)
    {
        uint _42 = _7;
        _43 = _6 + 1u;
        if (_43 < ((t0.words[gl_GlobalInvocationID.x] & 3u) + 1u))
        {
            _8 = subgroupBallotBitCount(subgroupBallot(true)) + _42;
            uint _67 = _8;
            _6 = _43;
            _7 = _67;
            continue;
        }
        _54 = (subgroupBallotBitCount(subgroupBallot(true)) * 100u) + _42;
        _8 = _54;
        if (_26)
        {
            break;
        }
        else
        {
            uint _67 = _8;
            _6 = _43;
            _7 = _67;
            continue;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = (subgroupAdd(_54) << 16u) + _54;
}

