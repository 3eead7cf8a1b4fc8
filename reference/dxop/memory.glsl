#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _20
{
    uint _m0;
    float _m1;
};

uint _36;
const uint _46[4] = uint[](3u, 1u, 4u, 1u);

layout(set = 0, binding = 2000, std430) buffer Data_words32
{
    uint words[];
} Data;

shared float _tile_3PAMA[64];
shared uint _flags_3PAIA[8];

void main()
{
    uint slot = gl_GlobalInvocationID.x & 3u;
    uint _24 = 0u >> 2u;
    uint a = Data.words[_24];
    uint _32 = 0u + 4u;
    uint _33 = _32 >> 2u;
    uint b = Data.words[_33];
    uint local[4];
    local[0u] = a;
    local[1u] = b;
    local[2u] = gl_GlobalInvocationID.x;
    local[3u] = 7u;
    uint picked = local[slot];
    _20 pair;
    pair._m0 = picked;
    pair._m1 = float(a);
    _20 _56 = pair;
    pair = _20(_46[slot], _56._m1);
    uint again = pair._m0;
    uint ti = gl_GlobalInvocationID.x & 63u;
    _tile_3PAMA[ti] = _56._m1;
    barrier();
    uint ni = ti ^ 1u;
    _flags_3PAIA[slot] = again;
    uint16_t t16 = uint16_t(a);
    bool t1 = (b & 1u) != 0u;
    uint64_t z64 = uint64_t(a);
    float16_t h = float16_t(_tile_3PAMA[ni]);
    double d = double(_tile_3PAMA[ni]);
    uint16_t fs = uint16_t(int16_t(h));
    float uf = float(z64);
    uint64_t m64 = z64 * uint64_t(int16_t(t16));
    uint64_t x64 = uint64_t(int64_t(m64 / 3ul) >> int64_t(7ul)) ^ (m64 - 18446744073709551611ul * (m64 / 18446744073709551611ul));
    uint16_t o16 = ((t16 + fs) << 2us) | 1us;
    precise float16_t hf = h * float16_t(1.0);
    precise float16_t hd = hf / float16_t(2.0);
    Data.words[(gl_GlobalInvocationID.x << 2u) >> 2u] = (((((((((((x64 < z64) == (int16_t(o16) >= int16_t(t16))) && (uint(uf < _tile_3PAMA[ni]) > uint(isnan(d) || isnan(double(int16_t(fs)))))) || ((hd - float16_t(3.0) * trunc(hd / float16_t(3.0))) != h)) != true) ? floatBitsToUint(uf) : picked) + uint(o16)) + uint(x64)) + uint(t1)) + (t1 ? 4294967295u : 0u)) + uint(d)) + floatBitsToUint(float(t1));
}

