// SM 6.6 handles from bindings: DXC writes the binding of t0 in space 0 as
// `%dx.types.ResBind zeroinitializer` rather than a struct of zeros.
ByteAddressBuffer Input : register(t0);
RWByteAddressBuffer Output : register(u0);

[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    Output.Store(tid * 4, Input.Load(tid * 4) * 3 + 1);
}
