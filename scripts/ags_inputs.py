#!/usr/bin/env python3
"""Writes tests/spirv_emit/inputs/ags_*.ll: AMD GPU Services' intrinsics in the shape DXC gives
ags_shader_intrinsics_dx12.hlsl and vkd3d-proton's wmma_ags.h (the HLSL of each is its
comment). Each intrinsic is a run of InterlockedCompareExchange calls on the UAV in register
space 0x7FFF0ADE whose address is a code: magic 5 in bits 28..31, the phase in bits 24..25,
16 bits of immediate in bits 8..23, the opcode in bits 0..7. A wave matrix travels as eight
32-bit registers: the last phase returns them one call each (immediate: channel, register),
the next intrinsic passes them in pairs.

Usage: scripts/ags_inputs.py   (from the repository root or anywhere)
"""
import os

INPUTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tests', 'spirv_emit', 'inputs')

def code(op, phase, imm): return (5<<28)|((imm&0xffff)<<8)|((phase&3)<<24)|(op&0xff)
def io(ch, reg, t): return ch | (reg<<4) | (t<<8)
def ty(fmt, use, T=False): return fmt | (use<<4) | ((1 if T else 0)<<7)
F16,F32,FP8,BF8=4,6,10,9
MulAcc,UavLoad,UavStore,LdsLoad,LdsStore,ElemFill,ElemExtract,Length,Copy,Fill,ElemWise,F8=0x28,0x29,0x2a,0x2d,0x2e,0x2f,0x30,0x31,0x32,0x33,0x35,0x36
class G:
    def __init__(s): s.lines=[]; s.n=0
    def tmp(s, p='v'): s.n+=1; return f"%{p}{s.n}"
    def magic(s, op, ph, imm, a0='0', a1='0', name=None):
        r = name or s.tmp()
        s.lines.append(f"  {r} = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %ags, i32 {code(op,ph,imm)}, i32 undef, i32 undef, i32 {a0}, i32 {a1})")
        return r
    def reads(s, op, ph, prefix):
        regs=[None]*8
        for reg in range(2):
            for ch in range(4):
                regs[ch+4*reg]=s.magic(op, ph, io(ch,reg,0), name=f"%{prefix}{ch+4*reg}")
        return regs
    def pass_regs(s, op, ph, regs, t):
        for reg in range(2):
            for ch in range(2):
                k=2*(ch+2*reg)
                s.magic(op, ph, io(ch,reg,t), regs[k], regs[k+1])
    def hook_buffer(s, door, buf):
        h=s.tmp('hook'); s.lines.append(f"  {h} = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {buf}, i32 {door}, i32 undef, i8 1, i32 4)")
        w=s.tmp('word'); s.lines.append(f"  {w} = extractvalue %dx.types.ResRet.i32 {h}, 0"); return w
    def hook_lds(s, door):
        p=s.tmp('lds'); s.lines.append(f"  {p} = getelementptr [512 x i32], [512 x i32] addrspace(3)* @LDS, i32 0, i32 {door}")
        w=s.tmp('word'); s.lines.append(f"  {w} = atomicrmw add i32 addrspace(3)* {p}, i32 0 seq_cst"); return w
    def load(s, t, buf, off, stride, prefix, lds=False):
        op = LdsLoad if lds else UavLoad
        d=s.magic(op,0,0,off,stride)
        w=s.hook_lds(d) if lds else s.hook_buffer(d, buf)
        s.magic(op,1,t,w,'0')
        return s.reads(op,2,prefix)
    def store(s, t, buf, off, stride, regs, lds=False):
        op = LdsStore if lds else UavStore
        d=s.magic(op,0,0,off,stride)
        w=s.hook_lds(d) if lds else s.hook_buffer(d, buf)
        s.pass_regs(op,1,regs,0)
        s.magic(op,2,t,w,'0')
    def muladd(s, opcode, a, b, c, prefix):
        s.pass_regs(MulAcc,0,a,1); s.pass_regs(MulAcc,0,b,2); s.pass_regs(MulAcc,0,c,3)
        s.magic(MulAcc,1,opcode)
        return s.reads(MulAcc,2,prefix)
    def copy(s, tin, tout, m, prefix, sat=0):
        s.pass_regs(Copy,0,m,0); s.magic(Copy,1,tin,str(tout),str(sat)); return s.reads(Copy,2,prefix)
    def fill(s, t, value, prefix):
        s.magic(Fill,0,t,value); return s.reads(Fill,1,prefix)
    def elemwise(s, t, a, b, op, prefix):
        s.pass_regs(ElemWise,0,a,1); s.pass_regs(ElemWise,0,b,2); s.magic(ElemWise,1,t,str(op)); return s.reads(ElemWise,2,prefix)
    def extract(s, t, m, index, name):
        s.pass_regs(ElemExtract,0,m,0); return s.magic(ElemExtract,1,t,index,'0',name=name)
    def insert(s, t, m, index, data, prefix):
        s.pass_regs(ElemFill,0,m,0); s.magic(ElemFill,1,t,index,data); return s.reads(ElemFill,2,prefix)
    def length(s, t, name): return s.magic(Length,0,t,name=name)
HEAD='''target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%struct.ByteAddressBuffer = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }
'''
DECL='''
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.barrier(i32, i32)

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!9}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{!3, !5, null, null}
!3 = !{!4}
!4 = !{i32 0, %struct.ByteAddressBuffer* undef, !"Inputs", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!5 = !{!6, !7}
!6 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"Outputs", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!7 = !{i32 1, %struct.RWByteAddressBuffer* undef, !"MAGIC", i32 2147420894, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!9 = !{void ()* @main, !"main", null, !2, !10}
!10 = !{i32 4, !11}
!11 = !{i32 32, i32 1, i32 1}
'''
HANDLES='''  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %ags = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
'''
def write(name, comment, body, lds=False):
    text = ''.join('; '+l+'\n' if l else ';\n' for l in comment.strip('\n').split('\n'))
    text += HEAD + ('\n@LDS = addrspace(3) global [512 x i32] undef, align 4\n' if lds else '')
    text += '\ndefine void @main() {\n' + HANDLES + body + DECL
    open(os.path.join(INPUTS, name + '.ll'), 'w').write(text)

COMMON='''AMD GPU Services' intrinsics in DXC's shape (scripts/ags_inputs.py writes it; ags_intrinsics_test.cpp): each an
InterlockedCompareExchange run on the UAV in space 0x7FFF0ADE, as vkd3d-proton's wmma_ags.h
encodes them; a wave matrix travels as eight 32-bit registers. Written with the HLSL below:
'''
# 1: multiply
g=G()
a=g.load(ty(F16,0), '%in', '0', '32', 'a')
b=g.load(ty(F16,1,True), '%in', '512', '32', 'b')
c=g.load(ty(F32,2), '%in', '1024', '64', 'c')
m=g.muladd(0x5, a, b, c, 'm')
q=g.copy(ty(F32,2), ty(F16,2,True), m, 'q')
g.store(ty(F16,2,True), '%out', '0', '32', q)
write('ags_wave_matrix_multiply', COMMON+'''
  RWByteAddressBuffer Outputs : register(u0); ByteAddressBuffer Inputs : register(t0);
  RWByteAddressBuffer MAGIC : register(u0, space2147420894);
  [numthreads(32, 1, 1)] void main() {
    WMMA_Matrix A = WMMA_Load(WMMA_MakeType(F16, A, 16X16, false), Inputs, 0, 32);
    WMMA_Matrix B = WMMA_Load(WMMA_MakeType(F16, B, 16X16, true), Inputs, 512, 32);
    WMMA_Matrix C = WMMA_Load(WMMA_MakeType(F32, Accumulator, 16X16, false), Inputs, 1024, 64);
    C = WMMA_MatMulAcc(WMMA_F32_16X16X16_F16, A, B, C);
    C = WMMA_Convert(TypeF32Accumulator, TypeF16AccumulatorTransposed, C);
    WMMA_Store(TypeF16AccumulatorTransposed, Outputs, 0, 32, C);
  }''', '\n'.join(g.lines)+'\n  ret void\n}\n')

# 2: float8
g=G()
a=g.load(ty(FP8,0), '%in', '0', '16', 'a')
b=g.load(ty(BF8,1), '%in', '256', '16', 'b')
c=g.fill(ty(F32,2), '0', 'c')
m=g.muladd(0x6, a, b, c, 'm')
q=g.copy(ty(F32,2), ty(FP8,2), m, 'q', sat=1)
g.store(ty(FP8,2), '%out', '0', '16', q)
write('ags_float8_matrices', COMMON+'''
  [numthreads(32, 1, 1)] void main() {
    WMMA_Matrix A = WMMA_Load(WMMA_MakeType(FP8, A, 16X16, false), Inputs, 0, 16);
    WMMA_Matrix B = WMMA_Load(WMMA_MakeType(BF8, B, 16X16, false), Inputs, 256, 16);
    WMMA_Matrix C = WMMA_MatrixFill(WMMA_MakeType(F32, Accumulator, 16X16, false), 0);
    C = WMMA_MatMulAcc(WMMA_F32_16X16X16_FP8_BF8, A, B, C);
    C = WMMA_ConvertSaturate(TypeF32Accumulator, TypeFP8Accumulator, C);
    WMMA_Store(TypeFP8Accumulator, Outputs, 0, 16, C);
  }''', '\n'.join(g.lines)+'\n  ret void\n}\n')

# 3: elements
g=G()
g.lines.append("  %thread = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)")
a=g.load(ty(FP8,0), '%in', '0', '16', 'a')
ln=g.length(ty(FP8,0), '%length')
e=g.extract(ty(FP8,0), a, '%thread', '%element')
g.lines.append("  %flipped = xor i32 %element, 16711935")
a2=g.insert(ty(FP8,0), a, '%thread', '%flipped', 'f')
g.store(ty(FP8,0), '%out', '0', '16', a2)
x=g.load(ty(F32,2), '%in', '256', '64', 'x')
y=g.load(ty(F32,2), '%in', '1280', '64', 'y')
s=g.elemwise(ty(F32,2), x, y, 1, 's')
p=g.elemwise(ty(F32,2), s, y, 3, 'p')
e32=g.extract(ty(F32,2), p, '1', '%first')
g.store(ty(F32,2), '%out', '256', '64', p)
g.lines.append("  %at = shl i32 %thread, 2")
g.lines.append("  %slot = add i32 %at, 2048")
g.lines.append("  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %slot, i32 undef, i32 %length, i32 %element, i32 %first, i32 undef, i8 7, i32 4)")
write('ags_matrix_elements', COMMON+'''
  [numthreads(32, 1, 1)] void main(uint thread : SV_GroupIndex) {
    WMMA_Type TypeA8 = WMMA_MakeType(FP8, A, 16X16, false);
    WMMA_Matrix m = WMMA_Load(TypeA8, Inputs, 0, 16);
    uint length = WMMA_MatrixLength(TypeA8);
    uint element = WMMA_MatrixElementExtract(TypeA8, m, thread);  // four packed 8-bit elements
    m = WMMA_MatrixElementFill(TypeA8, m, thread, element ^ 0xff00ff);
    WMMA_Store(TypeA8, Outputs, 0, 16, m);
    WMMA_Type Type32 = WMMA_MakeType(F32, Accumulator, 16X16, false);
    WMMA_Matrix x = WMMA_Load(Type32, Inputs, 256, 64), y = WMMA_Load(Type32, Inputs, 1280, 64);
    WMMA_Matrix p = WMMA_ElementWiseOp(Type32, WMMA_ElementWiseOp(Type32, x, y, Add), y, Mul);
    uint first = WMMA_MatrixElementExtract(Type32, p, 1);
    WMMA_Store(Type32, Outputs, 256, 64, p);
    Outputs.Store3(2048 + 4 * thread, uint3(length, element, first));
  }''', '\n'.join(g.lines)+'\n  ret void\n}\n')

# 4: lds + loop
g=G()
a=g.load(ty(F16,0), '%in', '0', '32', 'a')
g.store(ty(F16,0), None, '0', '32', a, lds=True)
g.lines.append("  call void @dx.op.barrier(i32 80, i32 11)")
at=g.load(ty(F16,0,True), None, '0', '32', 'at', lds=True)
b=g.load(ty(F16,1), None, '0', '32', 'b', lds=True)
c=g.fill(ty(F32,2), '1065353216', 'c')
body0='\n'.join(g.lines)+'\n  br label %loop\n\nloop:\n'
g.lines=[]
g.lines.append("  %i = phi i32 [ 0, %0 ], [ %next, %loop ]")
for k in range(8): g.lines.append(f"  %acc{k} = phi i32 [ %c{k}, %0 ], [ %m{k}, %loop ]")
m=g.muladd(0x5, at, b, [f"%acc{k}" for k in range(8)], 'm')
g.lines.append("  %next = add i32 %i, 1")
g.lines.append("  %again = icmp ult i32 %next, 4")
g.lines.append("  br i1 %again, label %loop, label %done")
body1='\n'.join(g.lines)+'\n\ndone:\n'
g.lines=[]
g.store(ty(F32,2), '%out', '0', '64', m)
write('ags_groupshared_loop', COMMON+'''
  groupshared uint LDS[512];
  [numthreads(32, 1, 1)] void main() {
    WMMA_StoreLDS(TypeF16A, 0, 32, WMMA_Load(TypeF16A, Inputs, 0, 32));
    GroupMemoryBarrierWithGroupSync();
    WMMA_Matrix At = WMMA_LoadLDS(TypeF16ATransposed, 0, 32), B = WMMA_LoadLDS(TypeF16B, 0, 32);
    WMMA_Matrix C = WMMA_MatrixFill(TypeF32Accumulator, asuint(1.0f));
    [loop] for (uint i = 0; i < 4; i++) C = WMMA_MatMulAcc(WMMA_F32_16X16X16_F16, At, B, C);
    WMMA_Store(TypeF32Accumulator, Outputs, 0, 64, C);
  }''', body0+body1+'\n'.join(g.lines)+'\n  ret void\n}\n', lds=True)

# 5: scalar float8 conversions
g=G()
g.lines.append("  %thread = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)")
g.lines.append("  %at = shl i32 %thread, 4")
g.lines.append("  %input = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in, i32 %at, i32 undef, i8 15, i32 4)")
for k,n in enumerate('xyzw'): g.lines.append(f"  %{n} = extractvalue %dx.types.ResRet.i32 %input, {k}")
g.magic(F8,0,0,'%x',name='%fp8_to_f32')
g.magic(F8,0,1,'%y',name='%bf8_to_f32')
g.magic(F8,0,0x102,'%z',name='%f32_to_fp8_saturated')
g.magic(F8,0,3,'%w',name='%f32_to_bf8')
g.lines.append("  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %at, i32 undef, i32 %fp8_to_f32, i32 %bf8_to_f32, i32 %f32_to_fp8_saturated, i32 %f32_to_bf8, i8 15, i32 4)")
write('ags_float8_conversion', '''AMD GPU Services' scalar float8 conversions in DXC's shape (scripts/ags_inputs.py; ags_intrinsics_test.cpp):
one InterlockedCompareExchange each on the UAV in space 0x7FFF0ADE, whose code's data says the
conversion (Float8CvtOp) and saturation. Written with the HLSL below:

  [numthreads(32, 1, 1)] void main(uint thread : SV_GroupIndex) {
    uint4 v = Inputs.Load4(16 * thread);
    Outputs.Store4(16 * thread, uint4(asuint(Float8ToFloat32(v.x)), asuint(BFloat8ToFloat32(v.y)),
                                      Float32ToFloat8Sat(asfloat(v.z)), Float32ToBFloat8(asfloat(v.w))));
  }''', '\n'.join(g.lines)+'\n  ret void\n}\n')

# 6: copies that change a matrix's use
g=G()
c=g.load(ty(F16,2), '%in', '0', '32', 'c')
a=g.copy(ty(F16,2), ty(F16,0), c, 'a')
b=g.load(ty(F16,1), '%in', '512', '32', 'b')
d=g.load(ty(F32,2), '%in', '1024', '64', 'd')
m=g.muladd(0x5, a, b, d, 'm')
b8=g.copy(ty(F32,2), ty(FP8,1), m, 'b8', sat=1)
e=g.copy(ty(FP8,1), ty(F32,2), b8, 'e')
g.store(ty(F32,2), '%out', '0', '64', e)
write('ags_use_changes', COMMON+'''
  [numthreads(64, 1, 1)] void main() {  // two waves of 32
    WMMA_Matrix C = WMMA_Load(TypeF16Accumulator, Inputs, 0, 32);
    WMMA_Matrix A = WMMA_Copy(TypeF16Accumulator, TypeF16A, C);
    WMMA_Matrix B = WMMA_Load(TypeF16B, Inputs, 512, 32);
    WMMA_Matrix D = WMMA_MatMulAcc(WMMA_F32_16X16X16_F16, A, B, WMMA_Load(TypeF32Accumulator, Inputs, 1024, 64));
    WMMA_Matrix B8 = WMMA_ConvertSaturate(TypeF32Accumulator, TypeFP8B, D);
    WMMA_Store(TypeF32Accumulator, Outputs, 0, 64, WMMA_Convert(TypeFP8B, TypeF32Accumulator, B8));
  }''', '\n'.join(g.lines)+'\n  ret void\n}\n')
p=os.path.join(INPUTS, 'ags_use_changes.ll')
t=open(p).read().replace('!11 = !{i32 32, i32 1, i32 1}','!11 = !{i32 64, i32 1, i32 1}')
open(p,'w').write(t)

# 7: a local array of matrices
g=G()
g.lines.append("  %as = alloca [16 x i32], align 4")
g.lines.append("  %marker = bitcast [16 x i32]* %as to i8*")
g.lines.append("  call void @llvm.lifetime.start(i64 64, i8* %marker)")
g.lines.append("  br label %loop")
g.lines.append("")
g.lines.append("loop:")
g.lines.append("  %i = phi i32 [ 0, %0 ], [ %next, %loop ]")
g.lines.append("  %offset = shl i32 %i, 5")
a=g.load(ty(F16,0), '%in', '%offset', '64', 'a')
for k in range(8):
    g.lines.append(f"  %slot{k} = mul i32 %i, 8")
    g.lines.append(f"  %index{k} = add i32 {k}, %slot{k}")
    g.lines.append(f"  %element{k} = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 %index{k}")
    g.lines.append(f"  store i32 {a[k]}, i32* %element{k}, align 4")
g.lines.append("  %next = add nuw nsw i32 %i, 1")
g.lines.append("  %again = icmp ult i32 %next, 2")
g.lines.append("  br i1 %again, label %loop, label %done")
g.lines.append("")
g.lines.append("done:")
second=[]
for k in range(8):
    g.lines.append(f"  %second{k}.address = getelementptr [16 x i32], [16 x i32]* %as, i32 0, i32 {8+k}")
    g.lines.append(f"  %second{k} = load i32, i32* %second{k}.address, align 4")
    second.append(f"%second{k}")
g.store(ty(F16,0), '%out', '0', '64', second)
g.lines.append("  call void @llvm.lifetime.end(i64 64, i8* %marker)")
body='\n'.join(g.lines)+'\n  ret void\n}\n'
write('ags_matrix_array', COMMON+'''
  [numthreads(32, 1, 1)] void main() {
    WMMA_Matrix as[2];
    [loop] for (int i = 0; i < 2; i++) as[i] = WMMA_Load(TypeF16A, Inputs, 32 * i, 64);
    WMMA_Store(TypeF16A, Outputs, 0, 64, as[1]);
  }''', body)
p=os.path.join(INPUTS, 'ags_matrix_array.ll')
t=open(p).read().replace('declare void @dx.op.barrier(i32, i32)\n','declare void @dx.op.barrier(i32, i32)\ndeclare void @llvm.lifetime.start(i64, i8* nocapture)\ndeclare void @llvm.lifetime.end(i64, i8* nocapture)\n')
open(p,'w').write(t)
