#version 450

layout(location = 0) out uvec2 SV_Target;

void main()
{
    SV_Target.x = uint(gl_PrimitiveID);
    SV_Target.y = ((gl_FrontFacing ? 4294967295u : 0u) != 0u) ? 1u : 2u;
}

