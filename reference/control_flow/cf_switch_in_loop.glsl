#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _43;

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
    uint _loop_join = 0u;
    uint _6 = 0u;
    uint _7 = t0.words[gl_GlobalInvocationID.x];
    uint _8 = 0u;
    uint _65;
    uint _67;
    uint _9;
    uint _10;
    uint _11;
    uint _12;
    uint _13;
    uint _14;
    for (;;)
    {
        uint _48 = _6 + 1u;
        switch (_7 & 3u)
        {
            case 0u:
            {
                _9 = _48;
                _10 = (_7 >> 1u) + 1u;
                _11 = _8;
                _loop_join = 3u;
                break;
            }
            case 1u:
            {
                _12 = _48;
                _13 = _7 + 3u;
                _14 = _8 + _7;
                _loop_join = 7u;
                break;
            }
            case 2u:
            {
                _12 = 100u;
                _13 = _7;
                _14 = _8 + 1000u;
                _loop_join = 7u;
                break;
            }
            default:
            {
                _12 = _48;
                _13 = _7 + 1u;
                _14 = _8;
                _loop_join = 7u;
                break;
            }
        }
        switch (_loop_join)
        {
            case 7u:
            {
                _9 = _12;
                _10 = _13;
                _11 = _14 + 1u;
                break;
            }
            default:
            {
                break;
            }
        }
        _65 = _9;
        _67 = _11;
        _6 = _65;
        _7 = _10;
        _8 = _67;
        if (_65 < 20u)
        {
            continue;
        }
        else
        {
            break;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = (_67 * 1000u) + _65;
}

