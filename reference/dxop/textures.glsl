#version 450
#extension GL_EXT_samplerless_texture_functions : require
#extension GL_EXT_shader_image_load_formatted : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

float _27;
uint _68;

layout(set = 0, binding = 1006, std430) readonly buffer Records_words32
{
    uint words[];
} Records;

layout(set = 0, binding = 1007, std430) readonly buffer Bytes_words32
{
    uint words[];
} Bytes;

layout(set = 0, binding = 1000) uniform texture1D Tex1D;
layout(set = 0, binding = 1001) uniform texture2D Tex2D;
layout(set = 0, binding = 1002) uniform texture3D Tex3D;
layout(set = 0, binding = 1003) uniform texture2DArray Tex2DArray;
layout(set = 0, binding = 1004) uniform texture2DMS Tex2DMS;
layout(set = 0, binding = 1005) uniform isamplerBuffer Texels;
layout(set = 0, binding = 3000) uniform sampler Sampler;
layout(set = 0, binding = 2000) uniform writeonly image1D Out1D;
layout(set = 0, binding = 2001) uniform image2D Out2D;
layout(set = 0, binding = 2002) uniform writeonly uimage3D Out3D;
layout(set = 0, binding = 2003) uniform writeonly imageBuffer OutTexels;

void main()
{
    uint f0 = uint(texelFetch(Texels, int(gl_GlobalInvocationID.x)).x);
    float u = float(0.5lf);
    precise float s0 = texelFetch(Tex1D, int(gl_GlobalInvocationID.x), int(0u)).x + texelFetchOffset(Tex2D, ivec2(uvec2(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y)), int(1u), ivec2(uvec2(4294967295u, 2u))).y;
    precise float s1 = s0 + texelFetch(Tex3D, ivec3(uvec3(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y, gl_GlobalInvocationID.z)), int(0u)).z;
    precise float s2 = s1 + texelFetch(Tex2DArray, ivec3(uvec3(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y, gl_GlobalInvocationID.z)), int(0u)).w;
    precise float s3 = s2 + texelFetch(Tex2DMS, ivec2(uvec2(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y)), int(2u)).x;
    precise float s4 = s3 + float(int(f0));
    precise float s5 = s4 + textureLod(sampler2D(Tex2D, Sampler), vec2(float(gl_GlobalInvocationID.x), u), 0.0).x;
    imageStore(Out1D, int(gl_GlobalInvocationID.x), vec4(s5));
    precise float new = imageLoad(Out2D, ivec2(uvec2(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y))).x + s5;
    imageStore(Out2D, ivec2(uvec2(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y)), vec4(new, _27, _27, _27));
    imageStore(Out3D, ivec3(uvec3(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y, gl_GlobalInvocationID.z)), uvec4(gl_GlobalInvocationID.x, gl_GlobalInvocationID.y, gl_GlobalInvocationID.z, f0));
    imageStore(OutTexels, int(gl_GlobalInvocationID.x), vec4(s5, new, _27, _27));
    bool _126 = 1u < uint(textureQueryLevels(Tex2DArray));
    uvec3 _128 = uvec3(textureSize(Tex2DArray, int(uint(_126))));
    imageStore(Out1D, int(0u), vec4(float(((((((uint(textureSize(Tex1D, int(0u))) + uint(textureQueryLevels(Tex1D))) + (_126 ? _128.z : 0u)) + uint(textureSamples(Tex2DMS))) + uvec3(imageSize(Out3D)).z) + uint(textureSize(Texels))) + ((uint(Records.words.length()) << 2u) / 4u)) + (uint(Bytes.words.length()) << 2u))));
}

