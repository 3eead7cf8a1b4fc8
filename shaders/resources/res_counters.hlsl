// UAV counters: IncrementCounter and DecrementCounter on structured buffers, append and
// consume buffers. Every thread takes a slot from a counter and marks it, so the result does
// not depend on the order in which the threads' atomics land; thread 0 alone appends and
// consumes, so their order is its program order.
RWStructuredBuffer<uint> Up : register(u0);         // counter from 0: slots 0..7
RWStructuredBuffer<uint> Down : register(u1);       // counter from 8: slots 7..0
AppendStructuredBuffer<uint> Appended : register(u2);
ConsumeStructuredBuffer<uint> Consumed : register(u3);
RWStructuredBuffer<uint> Out : register(u4);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint up = Up.IncrementCounter();
    Up[up] = 100 + up;
    uint down = Down.DecrementCounter();
    Down[down] = 200 + down;
    if (tid == 0) {
        Appended.Append(11);
        Appended.Append(22);
        Appended.Append(33);
        Out[0] = Consumed.Consume();
        Out[1] = Consumed.Consume();
    }
}
