#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _22;

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
    uint _14 = gl_GlobalInvocationID.x * 3u;
    uint _21 = t0.words[_14];
    uint _24 = _14 + 1u;
    uint _26 = t0.words[_24];
    uint _28 = _14 + 2u;
    uint _30 = t0.words[_28];
    uint _36 = 24u & 31u;
    uint _41 = bitfieldInsert(_26 >> 8u, _30, int(_36), int(min((8u & 31u), (32u - _36))));
    uint _45 = 16u & 31u;
    uint _48 = bitfieldInsert(_26 >> 16u, _30, int(_45), int(min((16u & 31u), (32u - _45))));
    uint _51 = 8u & 31u;
    uint _54 = bitfieldInsert(_26 >> 24u, _30, int(_51), int(min((24u & 31u), (32u - _51))));
    uint _55 = bitfieldExtract(_21, int(0u), int(8u));
    uint _63 = bitfieldExtract(_21, int(8u), int(8u));
    uint _70 = bitfieldExtract(_21, int(16u), int(8u));
    uint _77 = bitfieldExtract(_21, int(24u), int(8u));
    uint _85 = bitfieldExtract(_21, int(0u), int(8u));
    uint _92 = bitfieldExtract(_21, int(8u), int(8u));
    uint _99 = bitfieldExtract(_21, int(16u), int(8u));
    uint _106 = bitfieldExtract(_21, int(24u), int(8u));
    uint _114 = bitfieldExtract(_21, int(0u), int(8u));
    uint _121 = bitfieldExtract(_21, int(8u), int(8u));
    uint _128 = bitfieldExtract(_21, int(16u), int(8u));
    uint _135 = bitfieldExtract(_21, int(24u), int(8u));
    uint _143 = bitfieldExtract(_21, int(0u), int(8u));
    uint _150 = bitfieldExtract(_21, int(8u), int(8u));
    uint _157 = bitfieldExtract(_21, int(16u), int(8u));
    uint _164 = bitfieldExtract(_21, int(24u), int(8u));
    uint _171 = gl_GlobalInvocationID.x << 2u;
    u0.words[_171] = (((gl_GlobalInvocationID.x + ((_55 != 0u) ? uint(abs(int(_55 - bitfieldExtract(_26, int(0u), int(8u))))) : 0u)) + ((_63 != 0u) ? uint(abs(int(_63 - bitfieldExtract(_26, int(8u), int(8u))))) : 0u)) + ((_70 != 0u) ? uint(abs(int(_70 - bitfieldExtract(_26, int(16u), int(8u))))) : 0u)) + ((_77 != 0u) ? uint(abs(int(_77 - bitfieldExtract(_26, int(24u), int(8u))))) : 0u);
    u0.words[_171 | 1u] = (((100u + ((_85 != 0u) ? uint(abs(int(_85 - bitfieldExtract(_41, int(0u), int(8u))))) : 0u)) + ((_92 != 0u) ? uint(abs(int(_92 - bitfieldExtract(_41, int(8u), int(8u))))) : 0u)) + ((_99 != 0u) ? uint(abs(int(_99 - bitfieldExtract(_41, int(16u), int(8u))))) : 0u)) + ((_106 != 0u) ? uint(abs(int(_106 - bitfieldExtract(_41, int(24u), int(8u))))) : 0u);
    u0.words[_171 | 2u] = (((1000u + ((_114 != 0u) ? uint(abs(int(_114 - bitfieldExtract(_48, int(0u), int(8u))))) : 0u)) + ((_121 != 0u) ? uint(abs(int(_121 - bitfieldExtract(_48, int(8u), int(8u))))) : 0u)) + ((_128 != 0u) ? uint(abs(int(_128 - bitfieldExtract(_48, int(16u), int(8u))))) : 0u)) + ((_135 != 0u) ? uint(abs(int(_135 - bitfieldExtract(_48, int(24u), int(8u))))) : 0u);
    u0.words[_171 | 3u] = (((10000u + ((_143 != 0u) ? uint(abs(int(_143 - bitfieldExtract(_54, int(0u), int(8u))))) : 0u)) + ((_150 != 0u) ? uint(abs(int(_150 - bitfieldExtract(_54, int(8u), int(8u))))) : 0u)) + ((_157 != 0u) ? uint(abs(int(_157 - bitfieldExtract(_54, int(16u), int(8u))))) : 0u)) + ((_164 != 0u) ? uint(abs(int(_164 - bitfieldExtract(_54, int(24u), int(8u))))) : 0u);
}

