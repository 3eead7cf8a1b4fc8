#version 450

layout(location = 2) flat in uint ID;
layout(location = 0) out uint SV_Target;

void main()
{
    SV_Target = ID;
}

