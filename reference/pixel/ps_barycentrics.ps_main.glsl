#version 450
#extension GL_EXT_fragment_shader_barycentric : require

layout(location = 1) pervertexEXT in vec2 ATTR[3];
layout(location = 0) out vec4 SV_Target;

void main()
{
    SV_Target.x = ((ATTR[1u].x * gl_BaryCoordEXT.y) + (ATTR[0u].x * gl_BaryCoordEXT.x)) + (ATTR[2u].x * gl_BaryCoordEXT.z);
    SV_Target.y = ((ATTR[1u].y * gl_BaryCoordEXT.y) + (ATTR[0u].y * gl_BaryCoordEXT.x)) + (ATTR[2u].y * gl_BaryCoordEXT.z);
    SV_Target.z = (gl_BaryCoordEXT.y + gl_BaryCoordEXT.x) + gl_BaryCoordEXT.z;
    SV_Target.w = 0.0;
}

