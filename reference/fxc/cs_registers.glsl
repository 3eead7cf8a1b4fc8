#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

const uint _42[8] = uint[](1u, 2u, 3u, 4u, 10u, 20u, 30u, 40u);
uint _56;
float _173;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint dx_v32_r[14];
shared uint g0[8];

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x & 1u;
    dx_v32_r[4u] = _42[(dx_v32_r[0u] * 4u) + 2u] * b0.rows[0u].x;
    dx_v32_r[1u] = 0u;
    uint _12[16];
    for (;;)
    {
        dx_v32_r[2u] = (dx_v32_r[1u] >= 4u) ? 4294967295u : 0u;
        if (dx_v32_r[2u] != 0u)
        {
            break;
        }
        else
        {
            _12[(dx_v32_r[1u] * 4u) + 0u] = 0u;
            dx_v32_r[1u]++;
            continue;
        }
    }
    dx_v32_r[2u] = gl_GlobalInvocationID.x & 3u;
    dx_v32_r[3u] = gl_GlobalInvocationID.x * 3u;
    _12[(dx_v32_r[2u] * 4u) + 0u] = dx_v32_r[3u];
    dx_v32_r[13u] = gl_GlobalInvocationID.x + 1u;
    dx_v32_r[13u] &= 3u;
    _12[(dx_v32_r[13u] * 4u) + 0u] = 5u;
    dx_v32_r[5u] = _12[(dx_v32_r[2u] * 4u) + 0u] + _12[(dx_v32_r[13u] * 4u) + 0u];
    dx_v32_r[8u] = gl_GlobalInvocationID.x << 2u;
    dx_v32_r[9u] = gl_GlobalInvocationID.x * gl_GlobalInvocationID.x;
    g0[dx_v32_r[8u] >> 2u] = dx_v32_r[9u];
    barrier();
    dx_v32_r[10u] = (0u - gl_GlobalInvocationID.x) + 7u;
    dx_v32_r[10u] = dx_v32_r[10u] << 2u;
    dx_v32_r[6u] = g0[dx_v32_r[10u] >> 2u];
    dx_v32_r[12u] = floatBitsToUint(float(gl_GlobalInvocationID.x));
    dx_v32_r[7u] = floatBitsToUint((uintBitsToFloat(dx_v32_r[12u]) * 0.5) + uintBitsToFloat(b0.rows[0u].y));
    dx_v32_r[11u] = gl_GlobalInvocationID.x << 4u;
    u0.words[dx_v32_r[11u] >> 2u] = dx_v32_r[4u];
    u0.words[(dx_v32_r[11u] + 4u) >> 2u] = dx_v32_r[5u];
    u0.words[(dx_v32_r[11u] + 8u) >> 2u] = dx_v32_r[6u];
    u0.words[(dx_v32_r[11u] + 12u) >> 2u] = dx_v32_r[7u];
}

