#version 450

layout(location = 1) flat in uint VALUE;
layout(location = 0) out uint SV_Target;

void main()
{
    SV_Target = VALUE;
}

