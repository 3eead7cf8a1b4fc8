#version 450
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

vec4 _38;
const uint _138[4] = uint[](1065353216u, 1073741824u, 1077936128u, 1082130432u);

layout(set = 0, binding = 2000, std430) buffer U0_words32
{
    uint words[];
} U0;

shared uint dx_v32_g0[8];

void main()
{
    uint i_phi = 0u;
    uint dx_v32_x0[16];
    for (;;)
    {
        uint i = i_phi;
        dx_v32_x0[i] = floatBitsToUint(float(i + gl_GlobalInvocationID.x));
        uint i_next = i + 1u;
        i_phi = i_next;
        if (i_next < 16u)
        {
            continue;
        }
        else
        {
            break;
        }
    }
    float _36 = float(gl_GlobalInvocationID.x + 100u);
    vec4 _39;
    _39.x = _36;
    _39.y = _36;
    _39.z = _36;
    _39.w = _36;
    uint _44 = (gl_GlobalInvocationID.x & 3u) * 4u;
    dx_v32_x0[_44] = floatBitsToUint(_39.x);
    dx_v32_x0[_44 + 1u] = floatBitsToUint(_39.y);
    dx_v32_x0[_44 + 2u] = floatBitsToUint(_39.z);
    dx_v32_x0[_44 + 3u] = floatBitsToUint(_39.w);
    uint _64 = ((gl_GlobalInvocationID.x + 1u) & 7u) * 2u;
    uint _67 = dx_v32_x0[_64];
    uint _70 = dx_v32_x0[_64 + 1u];
    uint64_t _75 = doubleBitsToUint64((uvec2(_67, _70)));
    uint _81 = (gl_GlobalInvocationID.x + 2u) & 7u;
    uint _83 = dx_v32_x0[_81];
    uint _86 = dx_v32_x0[_81 + 1u];
    uvec2 _87 = uvec2(_83, _86);
    uvec2 _95 = unpackUint2x32((uint64_t(gl_GlobalInvocationID.x) << 32ul) | 5ul);
    dx_v32_x0[14u] = _95.x;
    dx_v32_x0[15u] = _95.y;
    uint r0_w = dx_v32_x0[14u];
    uint r1_x = dx_v32_x0[15u];
    dx_v32_g0[gl_GlobalInvocationID.x] = gl_GlobalInvocationID.x * 3u;
    barrier();
    uint _115 = (gl_GlobalInvocationID.x >> 1u) * 2u;
    uint _117 = dx_v32_g0[_115];
    uint _120 = dx_v32_g0[_115 + 1u];
    uint64_t _122 = packUint2x32(uvec2(_117, _120));
    barrier();
    uint _129 = atomicAdd(dx_v32_g0[6u], 1u);
    barrier();
    uint _141 = (gl_GlobalInvocationID.x & 1u) * 2u;
    uint64_t _149 = packUint2x32(uvec2(_138[_141], _138[_141 + 1u]));
    uint _155 = gl_GlobalInvocationID.x * 32u;
    U0.words[_155 >> 2u] = uint(_75);
    U0.words[(_155 + 4u) >> 2u] = uint(_75 >> 32ul);
    U0.words[(_155 + 8u) >> 2u] = _87.x + _87.y;
    U0.words[(_155 + 12u) >> 2u] = r0_w;
    uint _173 = _155 + 16u;
    U0.words[_173 >> 2u] = r1_x;
    U0.words[(_173 + 4u) >> 2u] = uint(_122) + uint(_122 >> 32ul);
    U0.words[(_173 + 8u) >> 2u] = dx_v32_g0[6u];
    U0.words[(_173 + 12u) >> 2u] = uint(_149) + uint(_149 >> 32ul);
}

