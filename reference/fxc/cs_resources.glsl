#version 450
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _42;

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[1];
} b0;

layout(set = 0, binding = 1001, std430) readonly buffer t1_words32
{
    uint words[];
} t1;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 2001, std430) buffer u1_words32
{
    uint words[];
} u1;

layout(set = 0, binding = 1000) uniform usamplerBuffer t0;

uint dx_v32_r[40];
shared uint g0[16];
uint dx_icb[8] = uint[](1u, 2u, 3u, 4u, 10u, 20u, 30u, 40u);
uint dx_x0[16];

void dx_label_0()
{
    dx_v32_r[20u] = uint(bitCount(dx_v32_r[0u]));
    dx_v32_r[21u] = dx_v32_r[0u] | 16u;
    dx_v32_r[21u] = uint(findLSB(dx_v32_r[21u]));
    dx_v32_r[20u] = (dx_v32_r[21u] * 100u) + dx_v32_r[20u];
}

void main()
{
    dx_v32_r[0u] = gl_GlobalInvocationID.x;
    dx_v32_r[4u] = texelFetch(t0, int(dx_v32_r[0u])).x;
    dx_v32_r[32u] = dx_v32_r[4u] + b0.rows[0u].x;
    dx_v32_r[33u] = t1.words[(dx_v32_r[0u] * 2u) + 1u];
    dx_v32_r[1u] = dx_v32_r[0u] << 2u;
    dx_v32_r[2u] = dx_v32_r[0u] * 3u;
    g0[dx_v32_r[1u] >> 2u] = dx_v32_r[2u];
    barrier();
    dx_v32_r[3u] = (0u - dx_v32_r[0u]) + 15u;
    dx_v32_r[3u] = dx_v32_r[3u] << 2u;
    dx_v32_r[34u] = g0[dx_v32_r[3u] >> 2u];
    dx_v32_r[12u] = dx_v32_r[0u] & 1u;
    dx_v32_r[35u] = dx_icb[(dx_v32_r[12u] * 4u) + 1u];
    dx_v32_r[16u] = dx_v32_r[0u] & 3u;
    dx_v32_r[17u] = dx_v32_r[0u] * 7u;
    dx_x0[(dx_v32_r[16u] * 4u) + 0u] = dx_v32_r[17u];
    dx_v32_r[36u] = dx_x0[(dx_v32_r[16u] * 4u) + 0u];
    dx_label_0();
    dx_v32_r[37u] = dx_v32_r[20u];
    uint _155 = dx_v32_r[0u];
    uvec2 _159 = (double(int(_155)));
    dx_v32_r[24u] = _159.x;
    dx_v32_r[25u] = _159.y;
    uint _167 = dx_v32_r[24u];
    uint _169 = dx_v32_r[25u];
    uvec2 _174 = ((uvec2(_167, _169)) * 2.5lf);
    dx_v32_r[24u] = _174.x;
    dx_v32_r[25u] = _174.y;
    dx_v32_r[38u] = uint((uvec2(dx_v32_r[24u], dx_v32_r[25u])));
    dx_v32_r[28u] = dx_v32_r[0u] + 1000u;
    dx_v32_r[39u] = dx_v32_r[28u] / b0.rows[0u].z;
    u0.words[dx_v32_r[0u] * 8u] = dx_v32_r[32u];
    u0.words[(dx_v32_r[0u] * 8u) + 1u] = dx_v32_r[33u];
    u0.words[(dx_v32_r[0u] * 8u) + 2u] = dx_v32_r[34u];
    u0.words[(dx_v32_r[0u] * 8u) + 3u] = dx_v32_r[35u];
    u0.words[(dx_v32_r[0u] * 8u) + 4u] = dx_v32_r[36u];
    u0.words[(dx_v32_r[0u] * 8u) + 5u] = dx_v32_r[37u];
    u0.words[(dx_v32_r[0u] * 8u) + 6u] = dx_v32_r[38u];
    u0.words[(dx_v32_r[0u] * 8u) + 7u] = dx_v32_r[39u];
    uint _258 = atomicAdd(u1.words[0u >> 2u], 1u);
    dx_v32_r[28u] = _258;
    uint _264 = atomicMax(u1.words[4u >> 2u], dx_v32_r[0u]);
    dx_v32_r[29u] = 1u << (dx_v32_r[0u] & 31u);
    uint _276 = atomicOr(u1.words[8u >> 2u], dx_v32_r[29u]);
}

