#version 450
#extension GL_EXT_shader_image_load_formatted : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 2000) uniform imageBuffer u0;
layout(set = 0, binding = 2001) uniform iimageBuffer u1;
layout(set = 0, binding = 2002) uniform image2D u2;
layout(set = 0, binding = 2003) uniform image2D u3;
layout(set = 0, binding = 2004) uniform uimage1D u4;

void main()
{
    imageStore(u0, int(gl_GlobalInvocationID.x), vec4(imageLoad(u0, int(gl_GlobalInvocationID.x)).wzyx));
    ivec4 _33 = imageLoad(u1, int(gl_GlobalInvocationID.x));
    uint _43 = uint(_33.x) * 4294967293u;
    imageStore(u1, int(gl_GlobalInvocationID.x), ivec4(int(_43), int(_43), int(_43), int(_43)));
    uint _50 = gl_GlobalInvocationID.x & 1u;
    uint _51 = gl_GlobalInvocationID.x >> 1u;
    vec4 _58 = imageLoad(u2, ivec2(uvec2(_50, _51)));
    float _64 = _58.x * 2.0;
    imageStore(u2, ivec2(uvec2(_50, _51)), vec4(_64, _58.y * 2.0, _64, _64));
    imageStore(u3, ivec2(uvec2(_50, _51)), vec4((-0.0) - imageLoad(u3, ivec2(uvec2(_50, _51))).x));
    uvec4 _87 = imageLoad(u4, int(gl_GlobalInvocationID.x));
    uint _92 = _87.x + 1u;
    imageStore(u4, int(gl_GlobalInvocationID.x), uvec4(_92, _87.y + 1000u, _92, _92));
}

