#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _547[6];

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1001, std430) readonly buffer t1_words32
{
    uint words[];
} t1;

layout(set = 0, binding = 2001, std430) buffer u1_words32
{
    uint words[];
} u1;

shared float _Shared_3PAV_vector_M_08_A[8][9];

void main()
{
    uint _17 = gl_LocalInvocationIndex * 36u;
    uint _27 = t0.words[_17 >> 2u];
    uint _33 = t0.words[(_17 + 4u) >> 2u];
    uint _39 = t0.words[(_17 + 8u) >> 2u];
    uint _45 = t0.words[(_17 + 12u) >> 2u];
    uint _51 = t0.words[(_17 + 16u) >> 2u];
    uint _57 = t0.words[(_17 + 20u) >> 2u];
    uint _63 = t0.words[(_17 + 24u) >> 2u];
    uint _69 = t0.words[(_17 + 28u) >> 2u];
    uint _75 = t0.words[(_17 + 32u) >> 2u];
    float _77[9] = float[](uintBitsToFloat(_27), uintBitsToFloat(_33), uintBitsToFloat(_39), uintBitsToFloat(_45), uintBitsToFloat(_51), uintBitsToFloat(_57), uintBitsToFloat(_63), uintBitsToFloat(_69), uintBitsToFloat(_75));
    uint _80 = _17 + 288u;
    uint _83 = t0.words[_80 >> 2u];
    uint _88 = t0.words[(_80 + 4u) >> 2u];
    uint _93 = t0.words[(_80 + 8u) >> 2u];
    uint _98 = t0.words[(_80 + 12u) >> 2u];
    uint _103 = t0.words[(_80 + 16u) >> 2u];
    uint _108 = t0.words[(_80 + 20u) >> 2u];
    uint _113 = t0.words[(_80 + 24u) >> 2u];
    uint _118 = t0.words[(_80 + 28u) >> 2u];
    uint _123 = t0.words[(_80 + 32u) >> 2u];
    float _125[9] = float[](uintBitsToFloat(_83), uintBitsToFloat(_88), uintBitsToFloat(_93), uintBitsToFloat(_98), uintBitsToFloat(_103), uintBitsToFloat(_108), uintBitsToFloat(_113), uintBitsToFloat(_118), uintBitsToFloat(_123));
    float _154[9] = float[](max(_77[0], _125[0]), max(_77[1], _125[1]), max(_77[2], _125[2]), max(_77[3], _125[3]), max(_77[4], _125[4]), max(_77[5], _125[5]), max(_77[6], _125[6]), max(_77[7], _125[7]), max(_77[8], _125[8]));
    float _184[9] = float[](_154[0] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[0], _154[1] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[1], _154[2] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[2], _154[3] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[3], _154[4] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[4], _154[5] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[5], _154[6] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[6], _154[7] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[7], _154[8] * float[](2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0)[8]);
    float _212[9] = float[](_77[0] - _125[0], _77[1] - _125[1], _77[2] - _125[2], _77[3] - _125[3], _77[4] - _125[4], _77[5] - _125[5], _77[6] - _125[6], _77[7] - _125[7], _77[8] - _125[8]);
    float _231[9] = float[](abs(_212[0]), abs(_212[1]), abs(_212[2]), abs(_212[3]), abs(_212[4]), abs(_212[5]), abs(_212[6]), abs(_212[7]), abs(_212[8]));
    float _259[9] = float[](_184[0] + _231[0], _184[1] + _231[1], _184[2] + _231[2], _184[3] + _231[3], _184[4] + _231[4], _184[5] + _231[5], _184[6] + _231[6], _184[7] + _231[7], _184[8] + _231[8]);
    float _9[9] = _259;
    if (!((gl_LocalInvocationIndex & 1u) == 0u))
    {
        bool _291[9] = bool[](_77[0] < _125[0], _77[1] < _125[1], _77[2] < _125[2], _77[3] < _125[3], _77[4] < _125[4], _77[5] < _125[5], _77[6] < _125[6], _77[7] < _125[7], _77[8] < _125[8]);
        float _321[9] = float[](float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[0] - _259[0], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[1] - _259[1], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[2] - _259[2], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[3] - _259[3], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[4] - _259[4], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[5] - _259[5], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[6] - _259[6], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[7] - _259[7], float[](-0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0, -0.0)[8] - _259[8]);
        _9 = float[](_291[0] ? _321[0] : _259[0], _291[1] ? _321[1] : _259[1], _291[2] ? _321[2] : _259[2], _291[3] ? _321[3] : _259[3], _291[4] ? _321[4] : _259[4], _291[5] ? _321[5] : _259[5], _291[6] ? _321[6] : _259[6], _291[7] ? _321[7] : _259[7], _291[8] ? _321[8] : _259[8]);
    }
    _Shared_3PAV_vector_M_08_A[gl_LocalInvocationIndex] = _9;
    barrier();
    float _399[9] = _Shared_3PAV_vector_M_08_A[(gl_LocalInvocationIndex + 1u) & 7u];
    _399[gl_LocalInvocationIndex] = (dot(vec4(_77[0], _77[1], _77[2], _77[3]), vec4(_125[0], _125[1], _125[2], _125[3])) + dot(vec4(_77[4], _77[5], _77[6], _77[7]), vec4(_125[4], _125[5], _125[6], _125[7]))) + (_77[8] * _125[8]);
    uint _404 = gl_LocalInvocationIndex * 40u;
    u0.words[_404 >> 2u] = floatBitsToUint(_399[0]);
    u0.words[(_404 + 4u) >> 2u] = floatBitsToUint(_399[1]);
    u0.words[(_404 + 8u) >> 2u] = floatBitsToUint(_399[2]);
    u0.words[(_404 + 12u) >> 2u] = floatBitsToUint(_399[3]);
    u0.words[(_404 + 16u) >> 2u] = floatBitsToUint(_399[4]);
    u0.words[(_404 + 20u) >> 2u] = floatBitsToUint(_399[5]);
    u0.words[(_404 + 24u) >> 2u] = floatBitsToUint(_399[6]);
    u0.words[(_404 + 28u) >> 2u] = floatBitsToUint(_399[7]);
    u0.words[(_404 + 32u) >> 2u] = floatBitsToUint(_399[8]);
    float _456[9] = _399;
    u0.words[(_404 + 36u) >> 2u] = floatBitsToUint(_456[(gl_LocalInvocationIndex + 3u) % 9u]);
    uint _463 = gl_LocalInvocationIndex * 24u;
    uint _472 = t1.words[_463 >> 2u];
    uint _476 = t1.words[(_463 + 4u) >> 2u];
    uint _480 = t1.words[(_463 + 8u) >> 2u];
    uint _484 = t1.words[(_463 + 12u) >> 2u];
    uint _488 = t1.words[(_463 + 16u) >> 2u];
    uint _492 = t1.words[(_463 + 20u) >> 2u];
    uint _493[6] = uint[](_472, _476, _480, _484, _488, _492);
    uint _506[6] = uint[](uint(bitCount(_493[0])), uint(bitCount(_493[1])), uint(bitCount(_493[2])), uint(bitCount(_493[3])), uint(bitCount(_493[4])), uint(bitCount(_493[5])));
    uint _526[6] = uint[](_493[0] >> uint[](1u, 1u, 1u, 1u, 1u, 1u)[0], _493[1] >> uint[](1u, 1u, 1u, 1u, 1u, 1u)[1], _493[2] >> uint[](1u, 1u, 1u, 1u, 1u, 1u)[2], _493[3] >> uint[](1u, 1u, 1u, 1u, 1u, 1u)[3], _493[4] >> uint[](1u, 1u, 1u, 1u, 1u, 1u)[4], _493[5] >> uint[](1u, 1u, 1u, 1u, 1u, 1u)[5]);
    uint _545[6] = uint[](_506[0] + _526[0], _506[1] + _526[1], _506[2] + _526[2], _506[3] + _526[3], _506[4] + _526[4], _506[5] + _526[5]);
    uvec4 _552 = uvec4(_545[0], _545[1], _545[2], _545[3]);
    uint _553 = gl_LocalInvocationIndex * 32u;
    u1.words[_553 >> 2u] = _552.x;
    u1.words[(_553 + 4u) >> 2u] = _552.y;
    u1.words[(_553 + 8u) >> 2u] = _552.z;
    u1.words[(_553 + 12u) >> 2u] = _552.w;
    bool _593[6] = bool[](_493[0] != uint[](0u, 0u, 0u, 0u, 0u, 0u)[0], _493[1] != uint[](0u, 0u, 0u, 0u, 0u, 0u)[1], _493[2] != uint[](0u, 0u, 0u, 0u, 0u, 0u)[2], _493[3] != uint[](0u, 0u, 0u, 0u, 0u, 0u)[3], _493[4] != uint[](0u, 0u, 0u, 0u, 0u, 0u)[4], _493[5] != uint[](0u, 0u, 0u, 0u, 0u, 0u)[5]);
    bool _626[6] = bool[](_493[0] > uint[](100u, 100u, 100u, 100u, 100u, 100u)[0], _493[1] > uint[](100u, 100u, 100u, 100u, 100u, 100u)[1], _493[2] > uint[](100u, 100u, 100u, 100u, 100u, 100u)[2], _493[3] > uint[](100u, 100u, 100u, 100u, 100u, 100u)[3], _493[4] > uint[](100u, 100u, 100u, 100u, 100u, 100u)[4], _493[5] > uint[](100u, 100u, 100u, 100u, 100u, 100u)[5]);
    float _663[6] = float[](float(_493[0]), float(_493[1]), float(_493[2]), float(_493[3]), float(_493[4]), float(_493[5]));
    uint _685 = _553 + 16u;
    u1.words[_685 >> 2u] = uint(((((_593[0] && _593[1]) && _593[2]) && _593[3]) && _593[4]) && _593[5]);
    u1.words[(_685 + 4u) >> 2u] = uint(((((_626[0] || _626[1]) || _626[2]) || _626[3]) || _626[4]) || _626[5]);
    u1.words[(_685 + 8u) >> 2u] = ((((_493[0] | _493[1]) | _493[2]) | _493[3]) | _493[4]) | _493[5];
    u1.words[(_685 + 12u) >> 2u] = uint(dot(vec4(_663[0], _663[1], _663[2], _663[3]), vec4(_663[0], _663[1], _663[2], _663[3])) + dot(vec2(_663[4], _663[5]), vec2(_663[4], _663[5])));
}

