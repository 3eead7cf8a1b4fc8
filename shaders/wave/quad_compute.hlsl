// Compute quads from numthreads X and Y even: 2x2 squares of thread ids (2m + {0, 1},
// 2n + {0, 1}), lane (x & 1) + 2 * (y & 1) of its quad.
#include "quad_ops.hlsli"

[numthreads(8, 4, 1)]
void main(uint gi : SV_GroupIndex) { quad_ops(gi); }
