#version 450
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

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
    uint _26[16];
    for (;;)
    {
        uint _27 = _6;
        _26[_27] = (_27 * _27) + gl_GlobalInvocationID.x;
        uint _32 = _27 + 1u;
        _6 = _32;
        if (_32 == 16u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    uint _44 = t0.words[gl_GlobalInvocationID.x] & 15u;
    _26[_44] += 1000u;
    uint _7 = 0u;
    uint _8 = 0u;
    uint _57;
    for (;;)
    {
        uint _49 = _7;
        uint _50 = _8;
        _57 = _26[((_50 * 5u) + t0.words[gl_GlobalInvocationID.x]) & 15u] + _49;
        uint _58 = _50 + 1u;
        _7 = _57;
        _8 = _58;
        if (_58 == 4u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _57;
}

