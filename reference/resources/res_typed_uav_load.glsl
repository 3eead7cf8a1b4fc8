#version 450
#extension GL_EXT_shader_image_load_formatted : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _36;
float _56;

layout(set = 0, binding = 2000) uniform imageBuffer u0;
layout(set = 0, binding = 2001) uniform iimageBuffer u1;
layout(set = 0, binding = 2002) uniform image2D u2;
layout(set = 0, binding = 2003) uniform image2D u3;
layout(set = 0, binding = 2004) uniform uimage1D u4;

void main()
{
    imageStore(u0, int(gl_GlobalInvocationID.x), vec4(imageLoad(u0, int(gl_GlobalInvocationID.x)).wzyx));
    uint _38 = uint(imageLoad(u1, int(gl_GlobalInvocationID.x)).x) * 4294967293u;
    imageStore(u1, int(gl_GlobalInvocationID.x), ivec4(int(_38), int(_38), int(_38), int(_38)));
    uint _45 = gl_GlobalInvocationID.x & 1u;
    uint _46 = gl_GlobalInvocationID.x >> 1u;
    vec4 _53 = imageLoad(u2, ivec2(uvec2(_45, _46)));
    float _58 = _53.x * 2.0;
    imageStore(u2, ivec2(uvec2(_45, _46)), vec4(_58, _53.y * 2.0, _58, _58));
    imageStore(u3, ivec2(uvec2(_45, _46)), vec4((-0.0) - imageLoad(u3, ivec2(uvec2(_45, _46))).x));
    uvec4 _78 = imageLoad(u4, int(gl_GlobalInvocationID.x));
    uint _81 = _78.x + 1u;
    imageStore(u4, int(gl_GlobalInvocationID.x), uvec4(_81, _78.y + 1000u, _81, _81));
}

