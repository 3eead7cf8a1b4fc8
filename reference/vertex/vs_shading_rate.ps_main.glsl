#version 450
#extension GL_EXT_fragment_shading_rate : require

layout(location = 0) out uint SV_Target;

void main()
{
    SV_Target = uint(gl_ShadingRateEXT);
}

