#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct _17
{
    uint _m0[2];
    vec2 _m1;
};

struct _90
{
    uint _m0;
    float _m1;
};

vec4 _204;
uint _211;
float _212;

layout(set = 0, binding = 2000, std430) buffer output_words32
{
    uint words[];
} _output;

uint counter = 5u;
shared uint _shared_3IA;

bool is_odd(uint16_t value)
{
    return (value & 1us) != 0us;
}

float16_t halve(float16_t value)
{
    return value * float16_t(0.5);
}

uint64_t widen(uint high, uint64_t low)
{
    return (uint64_t(high) << 32ul) | low;
}

double _mix(double a, float b)
{
    return a + double(b);
}

vec4 scale(vec4 vector, float factor)
{
    vec4 first;
    first.x = factor;
    return vector * first.xxxx;
}

_90 make_pair(uint a, float b)
{
    return _90(a, b);
}

uint pair_sum(_90 pair)
{
    return pair._m0 + uint(pair._m1);
}

void sum_array(uint array[4], out uint _out)
{
    _out = ((array[0u] + array[1u]) + array[2u]) + array[3u];
}

void bump(inout uint value)
{
    value++;
}

void fill_box(inout _17 box, uint seed)
{
    box._m0[0u] = seed;
    box._m0[1u] = seed << 1u;
    uint _246 = box._m0[1u];
    bump(_246);
    box._m0[1u] = _246;
}

uint add_one(uint x)
{
    return x + 1u;
}

uint twice(uint x)
{
    return add_one(add_one(x));
}

uint triangle(uint n)
{
    uint i_phi = 1u;
    uint sum_phi = 0u;
    uint total;
    for (;;)
    {
        uint i = i_phi;
        uint sum = sum_phi;
        total = sum + i;
        uint next = i + 1u;
        i_phi = next;
        sum_phi = total;
        if (next > n)
        {
            break;
        }
        else
        {
            continue;
        }
    }
    return total;
}

void main()
{
    _output.words[0u >> 2u] = uint(is_odd(7us));
    _output.words[4u >> 2u] = uint(halve(float16_t(6.0)));
    uint64_t wide = widen(7u, 9ul);
    _output.words[8u >> 2u] = uint(wide);
    uint _57 = 8u + 4u;
    _output.words[_57 >> 2u] = uint(wide >> 32ul);
    _output.words[16u >> 2u] = uint(_mix(1.5lf, 2.5));
    vec4 scaled = scale(vec4(1.0, 2.0, 3.0, 4.0), 2.0);
    _output.words[20u >> 2u] = uint(((scaled.x + scaled.y) + scaled.z) + scaled.w);
    _90 _94 = make_pair(10u, 3.0);
    _output.words[24u >> 2u] = pair_sum(_90(_94._m0, _94._m1));
    uint array[4];
    array[0u] = 1u;
    array[1u] = 2u;
    array[2u] = 3u;
    array[3u] = 4u;
    uint sum;
    sum_array(array, sum);
    _output.words[28u >> 2u] = sum;
    uint local = 41u;
    bump(local);
    _17 box;
    box._m0[1u] = 100u;
    uint _123 = box._m0[1u];
    bump(_123);
    box._m0[1u] = _123;
    uint _131 = counter;
    bump(_131);
    counter = _131;
    _shared_3IA = 20u;
    uint _138 = _shared_3IA;
    bump(_138);
    _shared_3IA = _138;
    _output.words[32u >> 2u] = local;
    uint _146 = 32u + 4u;
    _output.words[_146 >> 2u] = box._m0[1u];
    uint _149 = 32u + 8u;
    _output.words[_149 >> 2u] = counter;
    uint _153 = 32u + 12u;
    _output.words[_153 >> 2u] = _shared_3IA;
    fill_box(box, 5u);
    _output.words[48u >> 2u] = box._m0[0u];
    uint _171 = 48u + 4u;
    _output.words[_171 >> 2u] = box._m0[1u];
    uint _174 = 48u + 8u;
    _output.words[_174 >> 2u] = twice(40u);
    uint _177 = 48u + 12u;
    _output.words[_177 >> 2u] = triangle(4u);
}

