#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

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
    uint _exit = 0u;
    uint _6 = 0u;
    uint _7 = 4294967295u;
    uint _62;
    uint _8;
    bool _11;
    uint _12;
    uint _45;
    uint _46;
    for (;;)
    {
        _45 = _6;
        _46 = _7;
        _8 = 0u;
        uint _47;
        for (;;)
        {
            _47 = _8;
            if ((_47 + (_45 << 3u)) == t0.words[gl_GlobalInvocationID.x])
            {
                _exit = 0u;
                break;
            }
            uint _52 = _47 + 1u;
            _8 = _52;
            if (_52 < 8u)
            {
                continue;
            }
            else
            {
                _exit = 1u;
                break;
            }
        }
        switch (_exit)
        {
            case 0u:
            {
                _11 = false;
                _12 = _47 + (_45 * 100u);
                break;
            }
            default:
            {
                _11 = true;
                _12 = _46;
                break;
            }
        }
        _62 = _12;
        uint _63 = _45 + 1u;
        _6 = _63;
        _7 = _62;
        if ((_63 < 8u) && _11)
        {
            continue;
        }
        else
        {
            break;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _62;
}

