// A geometry shader that reads patches of 3 control points: D3D can feed patches to a
// geometry shader without tessellation, Vulkan cannot.
struct ControlPoint {
    float4 pos : SV_Position;
};

[maxvertexcount(3)]
void main(InputPatch<ControlPoint, 3> patch, inout TriangleStream<ControlPoint> stream)
{
    for (uint i = 0; i < 3; ++i) stream.Append(patch[i]);
}
