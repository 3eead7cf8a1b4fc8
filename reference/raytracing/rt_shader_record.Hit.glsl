#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    uint _m0;
};

struct _10
{
    vec2 _m0;
};

uint _27;

layout(shaderRecordEXT, std430) buffer ShaderRecord
{
    uint HitFirst[1];
    uint HitSecond[2];
} shader_record;

layout(location = 0) rayPayloadInEXT _5 incoming_payload;
hitAttributeEXT _10 hit_attributes;

void main()
{
    uint _32 = 0u << 2u;
    uvec4 _38 = uvec4(shader_record.HitSecond[_32], shader_record.HitSecond[_32 + 1u], _27, _27);
    incoming_payload._m0 = ((uvec4(shader_record.HitFirst[0u << 2u], _27, _27, _27).x * 100u) + _38.x) + _38.y;
}

