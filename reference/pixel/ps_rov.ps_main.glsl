#version 450
#ifdef GL_ARB_fragment_shader_interlock
#extension GL_ARB_fragment_shader_interlock : enable
#define SPIRV_Cross_beginInvocationInterlock() beginInvocationInterlockARB()
#define SPIRV_Cross_endInvocationInterlock() endInvocationInterlockARB()
#elif defined(GL_INTEL_fragment_shader_ordering)
#extension GL_INTEL_fragment_shader_ordering : enable
#define SPIRV_Cross_beginInvocationInterlock() beginFragmentShaderOrderingINTEL()
#define SPIRV_Cross_endInvocationInterlock()
#endif
#extension GL_EXT_shader_image_load_formatted : require
#if defined(GL_ARB_fragment_shader_interlock)
layout(pixel_interlock_ordered) in;
#elif !defined(GL_INTEL_fragment_shader_ordering)
#error Fragment Shader Interlock/Ordering extension missing!
#endif

uint _35;

layout(set = 0, binding = 2001, std430) coherent buffer u1_words32
{
    uint words[];
} u1;

layout(set = 0, binding = 2002, std430) coherent buffer u2_words32
{
    uint words[];
} u2;

layout(set = 0, binding = 2000) uniform coherent uimage2D u0;
layout(set = 0, binding = 2003) uniform coherent uimageBuffer u3;
layout(set = 0, binding = 2004) uniform coherent uimage1D u4;
layout(set = 0, binding = 2005) uniform coherent uimage1DArray u5;
layout(set = 0, binding = 2006) uniform coherent uimage2DArray u6;
layout(set = 0, binding = 2007) uniform coherent uimage3D u7;

layout(location = 0) out uint SV_Target;

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    uint _20 = uint(gl_FragCoord.x);
    uint _21 = uint(gl_FragCoord.y);
    uint _24 = (_21 << 2u) + _20;
    uint _25 = uint(gl_PrimitiveID) + 1u;
    imageStore(u0, ivec2(uvec2(_20, _21)), uvec4((imageLoad(u0, ivec2(uvec2(_20, _21))).x << 1u) + _25));
    u1.words[_24] = (u1.words[_24] * 3u) + _25;
    uint _52 = _24 << 2u;
    u2.words[_52 >> 2u] = (u2.words[_52 >> 2u] << 2u) + _25;
    imageStore(u3, int(_24), uvec4((imageLoad(u3, int(_24)).x * 5u) + _25));
    imageStore(u4, int(_24), uvec4((imageLoad(u4, int(_24)).x * 6u) + _25));
    imageStore(u5, ivec2(uvec2(_20, _21)), uvec4((imageLoad(u5, ivec2(uvec2(_20, _21))).x * 7u) + _25));
    imageStore(u6, ivec3(uvec3(_20, _21, 1u)), uvec4((imageLoad(u6, ivec3(uvec3(_20, _21, 1u))).x << 3u) + _25));
    imageStore(u7, ivec3(uvec3(_20, _21, 1u)), uvec4((imageLoad(u7, ivec3(uvec3(_20, _21, 1u))).x * 9u) + _25));
    SV_Target = uint(gl_PrimitiveID);
    SPIRV_Cross_endInvocationInterlock();
}

