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

struct _20
{
    vec3 _m0;
    float _m1;
    uint _m2;
};

float _88;
uint _99;
vec3 _109;

layout(set = 0, binding = 1001, std430) readonly buffer materials_words32
{
    uint words[];
} materials;

layout(location = 0) rayPayloadInEXT _7 incoming_payload;
hitAttributeEXT _11 hit_attributes;

uint hash(uint value)
{
    uint _123 = ((value >> 16u) ^ value) * 2146121005u;
    return (_123 >> 15u) ^ _123;
}

float random(inout uint state)
{
    uint _56 = hash(state + 2654435769u);
    state = _56;
    return float(_56 & 16777215u) * 5.9604644775390625e-08;
}

void material_of(inout _20 agg_result, uint index)
{
    uint _66 = index & 3u;
    float _76 = uintBitsToFloat(materials.words[_66 * 5u]);
    float _81 = uintBitsToFloat(materials.words[(_66 * 5u) + 1u]);
    float _87 = uintBitsToFloat(materials.words[(_66 * 5u) + 2u]);
    uint _96 = (_66 * 5u) + 4u;
    bool _101 = (materials.words[_96] & 1u) != 0u;
    vec3 _110;
    _110.x = _101 ? (_76 * 0.5) : _76;
    _110.y = _101 ? (_81 * 0.5) : _81;
    _110.z = _101 ? (_87 * 0.5) : _87;
    agg_result._m0 = _110;
    agg_result._m1 = uintBitsToFloat(materials.words[(_66 * 5u) + 3u]);
    agg_result._m2 = materials.words[_96];
}

void main()
{
    vec4 _26 = incoming_payload._m0;
    uint _30 = incoming_payload._m1;
    uint _18 = uint(gl_PrimitiveID);
    float _36 = random(_18);
    _20 _22;
    material_of(_22, uint(gl_PrimitiveID));
    if (_36 > _22._m1)
    {
        incoming_payload._m0 = _26;
        incoming_payload._m1 = _30;
        ignoreIntersectionEXT;
    }
    incoming_payload._m0 = _26;
    incoming_payload._m1 = _30;
}

