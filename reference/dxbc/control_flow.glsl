#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000, std430) buffer U0_words32
{
    uint words[];
} U0;

uint dx_v32_r[7];

void main()
{
    uint loop0_exit = 0u;
    dx_v32_r[0u] = 0u;
    dx_v32_r[1u] = 0u;
    for (;;)
    {
        dx_v32_r[2u] = (dx_v32_r[0u] >= 6u) ? 4294967295u : 0u;
        if (dx_v32_r[2u] != 0u)
        {
            loop0_exit = 0u;
            break;
        }
        dx_v32_r[3u] = dx_v32_r[0u] & 1u;
        dx_v32_r[0u]++;
        if (dx_v32_r[3u] != 0u)
        {
            continue;
        }
        else
        {
            bool _12_ladder_break = false;
            switch (dx_v32_r[0u])
            {
                case 1u:
                case 3u:
                {
                    dx_v32_r[1u] += 10u;
                    break;
                }
                case 5u:
                {
                    dx_v32_r[4u] = (gl_GlobalInvocationID.x == 5u) ? 4294967295u : 0u;
                    if (dx_v32_r[4u] != 0u)
                    {
                        loop0_exit = 1u;
                        _12_ladder_break = true;
                        break;
                    }
                    dx_v32_r[1u] += 100u;
                    break;
                }
                default:
                {
                    dx_v32_r[1u] += 1000u;
                    break;
                }
            }
            if (_12_ladder_break)
            {
                break;
            }
            dx_v32_r[6u] = 0u;
            for (;;)
            {
                dx_v32_r[5u] = (dx_v32_r[6u] >= gl_GlobalInvocationID.x) ? 4294967295u : 0u;
                if (dx_v32_r[5u] != 0u)
                {
                    break;
                }
                else
                {
                    dx_v32_r[1u] += dx_v32_r[6u];
                    dx_v32_r[6u]++;
                    continue;
                }
            }
            continue;
        }
    }
    switch (loop0_exit)
    {
        case 0u:
        {
            break;
        }
        default:
        {
            U0.words[(gl_GlobalInvocationID.x * 4u) >> 2u] = dx_v32_r[1u] * 100u;
            return;
        }
    }
    U0.words[(gl_GlobalInvocationID.x * 4u) >> 2u] = dx_v32_r[1u];
}

