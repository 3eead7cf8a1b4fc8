#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

const uint _29[1] = uint[](0u);
uint _50;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    uint main_join = 0u;
    bool _36 = _29[0u] == 0u;
    uint counter_phi;
    uint total_phi;
    uint result_phi;
    float scale_phi;
    switch (u0.words[gl_GlobalInvocationID.x])
    {
        case 0u:
        {
            counter_phi = 0u;
            total_phi = 1u;
            main_join = 6u;
            break;
        }
        case 1u:
        case 2u:
        {
            counter_phi = u0.words[gl_GlobalInvocationID.x] << 3u;
            total_phi = 2u;
            main_join = 6u;
            break;
        }
        case 4294967289u:
        {
            result_phi = 0u - u0.words[gl_GlobalInvocationID.x];
            scale_phi = 1.0;
            main_join = 8u;
            break;
        }
        case 100u:
        {
            break; // unreachable workaround
        }
        default:
        {
            result_phi = 4294967295u;
            scale_phi = 2.0;
            main_join = 8u;
            break;
        }
    }
    switch (main_join)
    {
        case 6u:
        {
            uint _63;
            uint next;
            for (;;)
            {
                uint counter = counter_phi;
                uint total = total_phi;
                _63 = total * counter;
                next = counter + 1u;
                result_phi = _63;
                scale_phi = 0.100000001490116119384765625;
                if (next < 8u)
                {
                    uint _67 = subgroupAdd(_63);
                    result_phi = _67;
                    scale_phi = 4.0;
                    counter_phi = next;
                    total_phi = _63;
                    if ((int(_67) > int(1000u)) && _36)
                    {
                        break;
                    }
                    else
                    {
                        continue;
                    }
                }
                else
                {
                    break;
                }
            }
            break;
        }
        default:
        {
            break;
        }
    }
    u0.words[gl_GlobalInvocationID.x] = _36 ? (result_phi * uint(scale_phi)) : 0u;
}

