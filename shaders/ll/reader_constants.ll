; Reader test: constants and globals: numbers of every width, aggregates, strings, data
; arrays, constant expressions, and global variable attributes.
target triple = "dxil-ms-dx"

%struct.Packed = type <{ i8, i32 }>
%struct.Opaque = type opaque
%struct.Node = type { %struct.Node*, [2 x <3 x float>] }

@bytes = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@raw = internal constant [3 x i8] c"a\0Ab"
@words = internal constant [4 x i32] [i32 0, i32 -1, i32 2147483647, i32 -2147483648], align 16
@halves = internal global <2 x half> <half 0xH3C00, half 0xHC000>
@doubles = internal global [2 x double] [double 1.5, double 0x3FB999999999999A]
@wide = internal global i128 -170141183460469231731687303715884105728
@big = internal global i64 -9223372036854775808
@packed = internal global %struct.Packed <{ i8 -1, i32 42 }>, section "data.custom"
@node = weak global %struct.Node { %struct.Node* @node, [2 x <3 x float>] zeroinitializer }
@opaque = external global %struct.Opaque
@pointer = internal global i32* null
@local = internal addrspace(3) global [16 x float] undef, align 4
@tls = internal thread_local(initialexec) global i32 5
@marked = internal local_unnamed_addr externally_initialized global i32 0
@linkonce = linkonce_odr global i8 1
@common = common global i32 0, align 8
@expression = internal global i32 add (i32 ptrtoint (i32* @common to i32), i32 4)
@selected = internal global i32 select (i1 icmp ult (i32 ptrtoint (i32* @common to i32), i32 64), i32 1, i32 2)
@element = internal global float* getelementptr inbounds (%struct.Node, %struct.Node* @node, i32 0, i32 1, i32 1, i32 2)
@casted = internal global i8 addrspace(3)* bitcast ([16 x float] addrspace(3)* @local to i8 addrspace(3)*)

define float @read(i32 %index) {
  %slot = getelementptr [16 x float], [16 x float] addrspace(3)* @local, i32 0, i32 %index
  %value = load float, float addrspace(3)* %slot, align 4
  %second = load float, float* getelementptr inbounds (%struct.Node, %struct.Node* @node, i32 0, i32 1, i32 0, i32 1)
  %sum = fadd float %value, %second
  ret float %sum
}
