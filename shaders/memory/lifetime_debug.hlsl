// lifetime.hlsl compiled with -Zi -Od -Qembed_debug: unoptimised DXIL with llvm.dbg.declare
// and llvm.dbg.value calls and debug metadata, all of which translation skips.
// DXC's disassembly is not kept: llvm-as-14 cannot read LLVM 3.7's debug metadata.
#include "lifetime.hlsl"
