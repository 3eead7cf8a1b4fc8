#version 450
#extension GL_NV_conservative_raster_underestimation : require

layout(location = 0) out uint SV_Target;

void main()
{
    SV_Target = uint(gl_FragFullyCoveredNV);
}

