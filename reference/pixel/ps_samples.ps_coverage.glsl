#version 450

layout(location = 0) out uint SV_Target;

void main()
{
    SV_Target = uint(gl_SampleMaskIn[0u]);
}

