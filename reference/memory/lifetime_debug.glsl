#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

const uint _27[1] = uint[](0u);
uint _42;

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
    uint _6 = 0u;
    uint _24[8];
    uint _33;
    for (;;)
    {
        _33 = _6;
        _24[_33] = (_33 * gl_GlobalInvocationID.x) + t0.words[_33];
        uint _47 = _33 + 1u;
        _6 = _47;
        if (((_47 < 8u) != false) != false)
        {
            continue;
        }
        else
        {
            break;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _24[t0.words[gl_GlobalInvocationID.x] & 7u];
}

