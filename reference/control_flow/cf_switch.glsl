#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _35;

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
    uint main_join = 0u;
    uint _34 = t0.words[gl_GlobalInvocationID.x];
    uint _6 = 10u;
    switch (_34 & 7u)
    {
        case 0u:
        {
            main_join = 6u;
            break;
        }
        case 1u:
        case 2u:
        {
            _6 = _34 + 20u;
            main_join = 6u;
            break;
        }
        case 3u:
        {
            _6 = 30u;
            if (_34 > 30u)
            {
                u0.words[gl_GlobalInvocationID.x] = 999u;
                main_join = 7u;
            }
            else
            {
                main_join = 6u;
            }
            break;
        }
        case 5u:
        {
            _6 = _34 * _34;
            main_join = 6u;
            break;
        }
        default:
        {
            _6 = 77u;
            main_join = 6u;
            break;
        }
    }
    switch (main_join)
    {
        case 6u:
        {
            u0.words[gl_GlobalInvocationID.x] = _6 + 1u;
            break;
        }
        default:
        {
            break;
        }
    }
}

