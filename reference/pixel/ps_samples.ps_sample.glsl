#version 450

layout(location = 0) out float SV_Target;

void main()
{
    SV_Target = float(uint(gl_SampleID) + 1u) * 0.100000001490116119384765625;
    gl_SampleMask[0u] = int(5u);
}

