#version 460
#extension GL_EXT_ray_tracing : require

struct _7
{
    vec4 _m0;
    uint _m1;
};

struct _11
{
    vec2 _m0;
};

struct _16
{
    vec3 _m0;
    float _m1;
    uint _m2;
};

vec3 _43;
vec4 _54;
float _92;
uint _103;

layout(set = 0, binding = 1001, std430) readonly buffer materials_words32
{
    uint words[];
} materials;

layout(location = 0) rayPayloadInEXT _7 incoming_payload;
hitAttributeEXT _11 hit_attributes;

void material_of(inout _16 agg_result, uint index)
{
    uint _70 = index & 3u;
    float _80 = uintBitsToFloat(materials.words[_70 * 5u]);
    float _85 = uintBitsToFloat(materials.words[(_70 * 5u) + 1u]);
    float _91 = uintBitsToFloat(materials.words[(_70 * 5u) + 2u]);
    uint _100 = (_70 * 5u) + 4u;
    bool _106 = (materials.words[_100] & 1u) != 0u;
    vec3 _114;
    _114.x = _106 ? (_80 * 0.5) : _80;
    _114.y = _106 ? (_85 * 0.5) : _85;
    _114.z = _106 ? (_91 * 0.5) : _91;
    agg_result._m0 = _114;
    agg_result._m1 = uintBitsToFloat(materials.words[(_70 * 5u) + 3u]);
    agg_result._m2 = materials.words[_100];
}

vec3 shade(_16 material, vec3 light, out float intensity)
{
    float _134 = clamp(dot(vec3(0.0, 0.0, -1.0), vec3(light)), 0.0, 1.0);
    float _143 = (1.0 - material._m1) * _134;
    vec3 _147;
    _147.x = _143 * material._m0.x;
    _147.y = _143 * material._m0.y;
    _147.z = _143 * material._m0.z;
    intensity = _134;
    return _147;
}

void main()
{
    _16 _18;
    material_of(_18, uint(gl_PrimitiveID));
    float _38 = inversesqrt(dot(vec3(hit_attributes._m0, -1.0), vec3(hit_attributes._m0, -1.0)));
    vec3 _44;
    _44.x = _38 * hit_attributes._m0.x;
    _44.y = _38 * hit_attributes._m0.y;
    _44.z = (-0.0) - _38;
    float _20;
    vec3 _49 = shade(_18, _44, _20);
    vec4 _55;
    _55.x = _49.x;
    _55.y = _49.y;
    _55.z = _49.z;
    _55.w = _20;
    incoming_payload._m0 = _55;
    incoming_payload._m1++;
}

