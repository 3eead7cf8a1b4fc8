#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint dx_v32_r[13];

void main()
{
    uint loop0_exit = 0u;
    dx_v32_r[0u] = 2143289345u;
    dx_v32_r[1u] = 4286578689u;
    dx_v32_r[2u] = dx_v32_r[0u] + gl_GlobalInvocationID.x;
    dx_v32_r[4u] = gl_GlobalInvocationID.x << 4u;
    u0.words[dx_v32_r[4u] >> 2u] = dx_v32_r[0u];
    u0.words[(dx_v32_r[4u] + 4u) >> 2u] = dx_v32_r[1u];
    u0.words[(dx_v32_r[4u] + 8u) >> 2u] = dx_v32_r[2u];
    dx_v32_r[8u] = 0u;
    dx_v32_r[9u] = 0u;
    for (;;)
    {
        dx_v32_r[10u] = (dx_v32_r[8u] >= gl_GlobalInvocationID.x) ? 4294967295u : 0u;
        if (dx_v32_r[10u] != 0u)
        {
            loop0_exit = 0u;
            break;
        }
        bool _11_ladder_break = false;
        switch (dx_v32_r[8u])
        {
            case 0u:
            {
                dx_v32_r[9u]++;
                break;
            }
            case 1u:
            {
                break;
            }
            default:
            {
                dx_v32_r[12u] = (dx_v32_r[8u] == 6u) ? 4294967295u : 0u;
                if (dx_v32_r[12u] != 0u)
                {
                    loop0_exit = 1u;
                    _11_ladder_break = true;
                    break;
                }
                dx_v32_r[9u] += 100u;
                uint _114 = dx_v32_r[8u];
                dx_v32_r[8u] = _114 + 1u;
                continue;
            }
        }
        if (_11_ladder_break)
        {
            break;
        }
        dx_v32_r[9u] += 10u;
        uint _114 = dx_v32_r[8u];
        dx_v32_r[8u] = _114 + 1u;
        continue;
    }
    switch (loop0_exit)
    {
        case 0u:
        {
            break;
        }
        default:
        {
            return;
        }
    }
    dx_v32_r[5u] = dx_v32_r[4u] + 12u;
    u0.words[dx_v32_r[5u] >> 2u] = dx_v32_r[9u];
}

