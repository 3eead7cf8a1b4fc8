// What the vertex shader of the pixel-stage cases (ps_vertex.hlsl) writes: the position, and
// one attribute in every interpolation mode.
struct VSOut {
    float4 pos : SV_Position;
    float2 attr : ATTR;
    nointerpolation float flat_attr : FLAT;
    noperspective float2 noperspective_attr : NOPERSP;
    centroid float2 centroid_attr : CENTROID;
};
