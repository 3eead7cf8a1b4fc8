// GetDimensions of every resource kind (SM 6.7): textures of each dimension at a chosen mip
// level with their level counts, arrays with their element counts, multisampled textures
// with their sample counts, storage images, typed, structured and raw buffers.
Texture1D<float4> T1 : register(t0);
Texture1DArray<float4> T1A : register(t1);
Texture2D<float4> T2 : register(t2);
Texture2DArray<float4> T2A : register(t3);
Texture3D<float4> T3 : register(t4);
TextureCube<float4> TC : register(t5);
TextureCubeArray<float4> TCA : register(t6);
Texture2DMS<float4> TMS : register(t7);
Texture2DMSArray<float4> TMSA : register(t8);
Buffer<float4> B : register(t9);
StructuredBuffer<uint2> S : register(t10);
ByteAddressBuffer R : register(t11);
RWTexture1D<float4> U1 : register(u1);
RWTexture1DArray<float4> U1A : register(u2);
RWTexture2D<float4> U2 : register(u3);
RWTexture2DArray<float4> U2A : register(u4);
RWTexture3D<float4> U3 : register(u5);
RWTexture2DMS<float4> UMS : register(u6);
RWBuffer<uint> UB : register(u7);
RWStructuredBuffer<uint2> US : register(u8);
RWByteAddressBuffer UR : register(u9);
RWStructuredBuffer<uint4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    uint a, b, c, d;
    T1.GetDimensions(1, a, b);               Out[0] = uint4(a, b, 0, 0);
    T1A.GetDimensions(0, a, b, c);           Out[1] = uint4(a, b, c, 0);
    T2.GetDimensions(1, a, b, c);            Out[2] = uint4(a, b, c, 0);
    T2A.GetDimensions(1, a, b, c, d);        Out[3] = uint4(a, b, c, d);
    T3.GetDimensions(0, a, b, c, d);         Out[4] = uint4(a, b, c, d);
    TC.GetDimensions(1, a, b, c);            Out[5] = uint4(a, b, c, 0);
    TCA.GetDimensions(0, a, b, c, d);        Out[6] = uint4(a, b, c, d);
    TMS.GetDimensions(a, b, c);              Out[7] = uint4(a, b, c, 0);
    TMSA.GetDimensions(a, b, c, d);          Out[8] = uint4(a, b, c, d);
    B.GetDimensions(a);                      Out[9] = uint4(a, 0, 0, 0);
    S.GetDimensions(a, b);                   Out[10] = uint4(a, b, 0, 0);
    R.GetDimensions(a);                      Out[11] = uint4(a, 0, 0, 0);
    U1.GetDimensions(a);                     Out[12] = uint4(a, 0, 0, 0);
    U1A.GetDimensions(a, b);                 Out[13] = uint4(a, b, 0, 0);
    U2.GetDimensions(a, b);                  Out[14] = uint4(a, b, 0, 0);
    U2A.GetDimensions(a, b, c);              Out[15] = uint4(a, b, c, 0);
    U3.GetDimensions(a, b, c);               Out[16] = uint4(a, b, c, 0);
    UMS.GetDimensions(a, b, c);              Out[17] = uint4(a, b, c, 0);
    UB.GetDimensions(a);                     Out[18] = uint4(a, 0, 0, 0);
    US.GetDimensions(a, b);                  Out[19] = uint4(a, b, 0, 0);
    UR.GetDimensions(a);                     Out[20] = uint4(a, 0, 0, 0);
    float fw, fh, fl;
    T2.GetDimensions(2, fw, fh, fl);         Out[21] = uint4(fw * 10, fh * 10, fl * 10, 0);
}
