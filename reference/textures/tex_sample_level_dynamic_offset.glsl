#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

float _89;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(set = 0, binding = 1000) uniform texture2D t0;
layout(set = 0, binding = 3000) uniform sampler s0;

void main()
{
    uint _16 = (gl_GlobalInvocationID.x * 3u) + 4294967286u;
    uint _18 = 1u - gl_GlobalInvocationID.x;
    vec2 _33 = vec2(0.4375);
    int _36 = bitfieldExtract(int(_16), int(0u), int(4u));
    int _38 = bitfieldExtract(int(_18), int(0u), int(4u));
    float _43 = float(textureQueryLevels(sampler2D(t0, s0)) - 1);
    float _46 = clamp(0.0, 0.0, _43);
    float _47 = floor(_46);
    float _50 = min(_47 + 1.0, _43);
    ivec2 _54 = textureSize(sampler2D(t0, s0), int(_47));
    ivec2 _70 = textureSize(sampler2D(t0, s0), int(_50));
    vec2 _93 = vec2(0.4375);
    int _95 = bitfieldExtract(int(_16), int(0u), int(4u));
    int _97 = bitfieldExtract(int(_18), int(0u), int(4u));
    float _101 = float(textureQueryLevels(sampler2D(t0, s0)) - 1);
    float _102 = clamp(1.0, 0.0, _101);
    float _103 = floor(_102);
    float _105 = min(_103 + 1.0, _101);
    ivec2 _107 = textureSize(sampler2D(t0, s0), int(_103));
    ivec2 _123 = textureSize(sampler2D(t0, s0), int(_105));
    vec2 _145 = vec2(0.4375);
    int _147 = bitfieldExtract(int(_16), int(0u), int(4u));
    int _149 = bitfieldExtract(int(_18), int(0u), int(4u));
    float _153 = float(textureQueryLevels(sampler2D(t0, s0)) - 1);
    float _155 = clamp(0.25, 0.0, _153);
    float _156 = floor(_155);
    float _158 = min(_156 + 1.0, _153);
    ivec2 _160 = textureSize(sampler2D(t0, s0), int(_156));
    ivec2 _176 = textureSize(sampler2D(t0, s0), int(_158));
    u0.words[gl_GlobalInvocationID.x * 4u] = floatBitsToUint(mix(textureLod(sampler2D(t0, s0), vec2(_33.x + (float(_36) / float(_54.x)), _33.y + (float(_38) / float(_54.y))), _47), textureLod(sampler2D(t0, s0), vec2(_33.x + (float(_36) / float(_70.x)), _33.y + (float(_38) / float(_70.y))), _50), vec4(_46 - _47)).x);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 1u] = floatBitsToUint(mix(textureLod(sampler2D(t0, s0), vec2(_93.x + (float(_95) / float(_107.x)), _93.y + (float(_97) / float(_107.y))), _103), textureLod(sampler2D(t0, s0), vec2(_93.x + (float(_95) / float(_123.x)), _93.y + (float(_97) / float(_123.y))), _105), vec4(_102 - _103)).x);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 2u] = floatBitsToUint(mix(textureLod(sampler2D(t0, s0), vec2(_145.x + (float(_147) / float(_160.x)), _145.y + (float(_149) / float(_160.y))), _156), textureLod(sampler2D(t0, s0), vec2(_145.x + (float(_147) / float(_176.x)), _145.y + (float(_149) / float(_176.y))), _158), vec4(_155 - _156)).x);
    u0.words[(gl_GlobalInvocationID.x * 4u) + 3u] = floatBitsToUint(0.0);
}

