#version 450
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _20;

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
    uint _19 = t0.words[gl_GlobalInvocationID.x];
    uint _23 = _19 + 4294966296u;
    uint _25 = gl_GlobalInvocationID.x << 3u;
    u0.words[_25] = uint(bitCount(_19));
    uint _33 = uint(findMSB(_19));
    uint _39 = (_33 != 4294967295u) ? (31u - _33) : 4294967295u;
    u0.words[_25 | 1u] = (_39 == 4294967295u) ? 4294967295u : (31u - _39);
    u0.words[_25 | 2u] = uint(findLSB(_19));
    u0.words[_25 | 3u] = bitfieldReverse(_19);
    u0.words[_25 | 4u] = uint(int(_23) / int(7u));
    u0.words[_25 | 5u] = _23 - 7u * (_23 / 7u);
    u0.words[_25 | 6u] = uint(int(_23) >> int(3u));
    u0.words[_25 | 7u] = min(_19, 123u) + uint(max(int(_23), int(4294966796u)));
}

