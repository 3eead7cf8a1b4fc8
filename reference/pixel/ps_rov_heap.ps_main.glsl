#version 450
#extension GL_EXT_nonuniform_qualifier : require
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

uint _38;

layout(set = 0, binding = 4000, std430) coherent buffer heap_RasterizerOrderedByteAddressBuffer_words32
{
    uint words[];
} heap_RasterizerOrderedByteAddressBuffer[];

layout(set = 0, binding = 4000, std430) buffer heap_RWStructuredBuffer_words32
{
    uint words[];
} heap_RWStructuredBuffer[];

layout(set = 0, binding = 4005) uniform coherent uimage2D heap_RasterizerOrderedTexture2D[];

layout(location = 0) out uint SV_Target;

void main()
{
    SPIRV_Cross_beginInvocationInterlock();
    uint _20 = uint(gl_FragCoord.x);
    uint _21 = uint(gl_FragCoord.y);
    uint _24 = (_21 << 2u) + _20;
    uint _25 = uint(gl_PrimitiveID) + 1u;
    imageStore(heap_RasterizerOrderedTexture2D[0u], ivec2(uvec2(_20, _21)), uvec4((imageLoad(heap_RasterizerOrderedTexture2D[0u], ivec2(uvec2(_20, _21))).x << 1u) + _25));
    uint _45 = _24 << 2u;
    heap_RasterizerOrderedByteAddressBuffer[1u].words[_45 >> 2u] = (heap_RasterizerOrderedByteAddressBuffer[1u].words[_45 >> 2u] << 2u) + _25;
    uint _70 = atomicAdd(heap_RWStructuredBuffer[2u].words[_24], _25);
    SV_Target = uint(gl_PrimitiveID);
    SPIRV_Cross_endInvocationInterlock();
}

