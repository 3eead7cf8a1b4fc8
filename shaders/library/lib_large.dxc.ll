; shader hash: 87d6aa6272c47d0d1b5bf485f7a40762
;
; Buffer Definitions:
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; output                                UAV    byte         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.RWByteAddressBuffer = type { i32 }
%dx.types.Handle = type { i8* }

@"\01?output@@3URWByteAddressBuffer@@A" = external constant %struct.RWByteAddressBuffer, align 4

; Function Attrs: noinline nounwind
define internal fastcc i32 @"\01?scatter@@YAII@Z"(i32 %state) #0 {
  %1 = load %struct.RWByteAddressBuffer, %struct.RWByteAddressBuffer* @"\01?output@@3URWByteAddressBuffer@@A", align 4
  %2 = mul i32 %state, 1664525
  %3 = and i32 %2, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %7, label %5

; <label>:5                                       ; preds = %0
  %6 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6, i32 0, i32 undef, i32 %2, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7

; <label>:7                                       ; preds = %5, %0
  %8 = mul i32 %state, 389569705
  %9 = add i32 %8, -1640531535
  %10 = and i32 %9, 2
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %14, label %12

; <label>:12                                      ; preds = %7
  %13 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %13, i32 4, i32 undef, i32 %9, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %14

; <label>:14                                      ; preds = %12, %7
  %15 = mul i32 %9, 1664525
  %16 = add i32 %15, 1013904226
  %17 = and i32 %16, 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %21, label %19

; <label>:19                                      ; preds = %14
  %20 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %20, i32 8, i32 undef, i32 %16, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %21

; <label>:21                                      ; preds = %19, %14
  %22 = mul i32 %16, 1664525
  %23 = add i32 %22, -626627309
  %24 = and i32 %23, 8
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %28, label %26

; <label>:26                                      ; preds = %21
  %27 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %27, i32 12, i32 undef, i32 %23, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %28

; <label>:28                                      ; preds = %26, %21
  %29 = mul i32 %23, 1664525
  %30 = add i32 %29, 2027808452
  %31 = and i32 %30, 16
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %35, label %33

; <label>:33                                      ; preds = %28
  %34 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %34, i32 16, i32 undef, i32 %30, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %35

; <label>:35                                      ; preds = %33, %28
  %36 = mul i32 %30, 1664525
  %37 = add i32 %36, 387276917
  %38 = and i32 %37, 32
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %42, label %40

; <label>:40                                      ; preds = %35
  %41 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %41, i32 20, i32 undef, i32 %37, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %42

; <label>:42                                      ; preds = %40, %35
  %43 = mul i32 %37, 1664525
  %44 = add i32 %43, -1253254618
  %45 = and i32 %44, 64
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %49, label %47

; <label>:47                                      ; preds = %42
  %48 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %48, i32 24, i32 undef, i32 %44, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %49

; <label>:49                                      ; preds = %47, %42
  %50 = mul i32 %44, 1664525
  %51 = add i32 %50, 1401181143
  %52 = and i32 %51, 128
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %56, label %54

; <label>:54                                      ; preds = %49
  %55 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %55, i32 28, i32 undef, i32 %51, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %56

; <label>:56                                      ; preds = %54, %49
  %57 = mul i32 %51, 1664525
  %58 = add i32 %57, -239350392
  %59 = and i32 %58, 256
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %63, label %61

; <label>:61                                      ; preds = %56
  %62 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %62, i32 32, i32 undef, i32 %58, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %63

; <label>:63                                      ; preds = %61, %56
  %64 = mul i32 %58, 1664525
  %65 = add i32 %64, -1879881927
  %66 = and i32 %65, 512
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %70, label %68

; <label>:68                                      ; preds = %63
  %69 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %69, i32 36, i32 undef, i32 %65, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %70

; <label>:70                                      ; preds = %68, %63
  %71 = mul i32 %65, 1664525
  %72 = add i32 %71, 774553834
  %73 = and i32 %72, 1024
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %77, label %75

; <label>:75                                      ; preds = %70
  %76 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %76, i32 40, i32 undef, i32 %72, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %77

; <label>:77                                      ; preds = %75, %70
  %78 = mul i32 %72, 1664525
  %79 = add i32 %78, -865977701
  %80 = and i32 %79, 2048
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %84, label %82

; <label>:82                                      ; preds = %77
  %83 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %83, i32 44, i32 undef, i32 %79, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %84

; <label>:84                                      ; preds = %82, %77
  %85 = mul i32 %79, 1664525
  %86 = add i32 %85, 1788458060
  %87 = and i32 %86, 4096
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %91, label %89

; <label>:89                                      ; preds = %84
  %90 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %90, i32 48, i32 undef, i32 %86, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %91

; <label>:91                                      ; preds = %89, %84
  %92 = mul i32 %86, 1664525
  %93 = add i32 %92, 147926525
  %94 = and i32 %93, 8192
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %98, label %96

; <label>:96                                      ; preds = %91
  %97 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %97, i32 52, i32 undef, i32 %93, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %98

; <label>:98                                      ; preds = %96, %91
  %99 = mul i32 %93, 1664525
  %100 = add i32 %99, -1492605010
  %101 = and i32 %100, 16384
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %105, label %103

; <label>:103                                     ; preds = %98
  %104 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %104, i32 56, i32 undef, i32 %100, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %105

; <label>:105                                     ; preds = %103, %98
  %106 = mul i32 %100, 1664525
  %107 = add i32 %106, 1161830751
  %108 = and i32 %107, 32768
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %112, label %110

; <label>:110                                     ; preds = %105
  %111 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %111, i32 60, i32 undef, i32 %107, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %112

; <label>:112                                     ; preds = %110, %105
  %113 = mul i32 %107, 1664525
  %114 = add i32 %113, -478700784
  %115 = and i32 %114, 65536
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %119, label %117

; <label>:117                                     ; preds = %112
  %118 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %118, i32 64, i32 undef, i32 %114, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %119

; <label>:119                                     ; preds = %117, %112
  %120 = mul i32 %114, 1664525
  %121 = add i32 %120, -2119232319
  %122 = and i32 %121, 131072
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %126, label %124

; <label>:124                                     ; preds = %119
  %125 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %125, i32 68, i32 undef, i32 %121, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %126

; <label>:126                                     ; preds = %124, %119
  %127 = mul i32 %121, 1664525
  %128 = add i32 %127, 535203442
  %129 = and i32 %128, 262144
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %133, label %131

; <label>:131                                     ; preds = %126
  %132 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %132, i32 72, i32 undef, i32 %128, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %133

; <label>:133                                     ; preds = %131, %126
  %134 = mul i32 %128, 1664525
  %135 = add i32 %134, -1105328093
  %136 = and i32 %135, 524288
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %140, label %138

; <label>:138                                     ; preds = %133
  %139 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %139, i32 76, i32 undef, i32 %135, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %140

; <label>:140                                     ; preds = %138, %133
  %141 = mul i32 %135, 1664525
  %142 = add i32 %141, 1549107668
  %143 = and i32 %142, 1048576
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %147, label %145

; <label>:145                                     ; preds = %140
  %146 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %146, i32 80, i32 undef, i32 %142, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %147

; <label>:147                                     ; preds = %145, %140
  %148 = mul i32 %142, 1664525
  %149 = add i32 %148, -91423867
  %150 = and i32 %149, 2097152
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %154, label %152

; <label>:152                                     ; preds = %147
  %153 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %153, i32 84, i32 undef, i32 %149, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %154

; <label>:154                                     ; preds = %152, %147
  %155 = mul i32 %149, 1664525
  %156 = add i32 %155, -1731955402
  %157 = and i32 %156, 4194304
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %161, label %159

; <label>:159                                     ; preds = %154
  %160 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %160, i32 88, i32 undef, i32 %156, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %161

; <label>:161                                     ; preds = %159, %154
  %162 = mul i32 %156, 1664525
  %163 = add i32 %162, 922480359
  %164 = and i32 %163, 8388608
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %168, label %166

; <label>:166                                     ; preds = %161
  %167 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %167, i32 92, i32 undef, i32 %163, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %168

; <label>:168                                     ; preds = %166, %161
  %169 = mul i32 %163, 1664525
  %170 = add i32 %169, -718051176
  %171 = and i32 %170, 16777216
  %172 = icmp eq i32 %171, 0
  br i1 %172, label %175, label %173

; <label>:173                                     ; preds = %168
  %174 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %174, i32 96, i32 undef, i32 %170, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %175

; <label>:175                                     ; preds = %173, %168
  %176 = mul i32 %170, 1664525
  %177 = add i32 %176, 1936384585
  %178 = and i32 %177, 33554432
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %182, label %180

; <label>:180                                     ; preds = %175
  %181 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %181, i32 100, i32 undef, i32 %177, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %182

; <label>:182                                     ; preds = %180, %175
  %183 = mul i32 %177, 1664525
  %184 = add i32 %183, 295853050
  %185 = and i32 %184, 67108864
  %186 = icmp eq i32 %185, 0
  br i1 %186, label %189, label %187

; <label>:187                                     ; preds = %182
  %188 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %188, i32 104, i32 undef, i32 %184, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %189

; <label>:189                                     ; preds = %187, %182
  %190 = mul i32 %184, 1664525
  %191 = add i32 %190, -1344678485
  %192 = and i32 %191, 134217728
  %193 = icmp eq i32 %192, 0
  br i1 %193, label %196, label %194

; <label>:194                                     ; preds = %189
  %195 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %195, i32 108, i32 undef, i32 %191, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %196

; <label>:196                                     ; preds = %194, %189
  %197 = mul i32 %191, 1664525
  %198 = add i32 %197, 1309757276
  %199 = and i32 %198, 268435456
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %203, label %201

; <label>:201                                     ; preds = %196
  %202 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %202, i32 112, i32 undef, i32 %198, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %203

; <label>:203                                     ; preds = %201, %196
  %204 = mul i32 %198, 1664525
  %205 = add i32 %204, -330774259
  %206 = and i32 %205, 1
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %210, label %208

; <label>:208                                     ; preds = %203
  %209 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %209, i32 116, i32 undef, i32 %205, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %210

; <label>:210                                     ; preds = %208, %203
  %211 = mul i32 %205, 1664525
  %212 = add i32 %211, -1971305794
  %213 = and i32 %212, 2
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %217, label %215

; <label>:215                                     ; preds = %210
  %216 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %216, i32 120, i32 undef, i32 %212, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %217

; <label>:217                                     ; preds = %215, %210
  %218 = mul i32 %212, 1664525
  %219 = add i32 %218, 683129967
  %220 = and i32 %219, 4
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %224, label %222

; <label>:222                                     ; preds = %217
  %223 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %223, i32 124, i32 undef, i32 %219, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %224

; <label>:224                                     ; preds = %222, %217
  %225 = mul i32 %219, 1664525
  %226 = add i32 %225, -957401568
  %227 = and i32 %226, 8
  %228 = icmp eq i32 %227, 0
  br i1 %228, label %231, label %229

; <label>:229                                     ; preds = %224
  %230 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %230, i32 128, i32 undef, i32 %226, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %231

; <label>:231                                     ; preds = %229, %224
  %232 = mul i32 %226, 1664525
  %233 = add i32 %232, 1697034193
  %234 = and i32 %233, 16
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %238, label %236

; <label>:236                                     ; preds = %231
  %237 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %237, i32 132, i32 undef, i32 %233, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %238

; <label>:238                                     ; preds = %236, %231
  %239 = mul i32 %233, 1664525
  %240 = add i32 %239, 56502658
  %241 = and i32 %240, 32
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %245, label %243

; <label>:243                                     ; preds = %238
  %244 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %244, i32 136, i32 undef, i32 %240, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %245

; <label>:245                                     ; preds = %243, %238
  %246 = mul i32 %240, 1664525
  %247 = add i32 %246, -1584028877
  %248 = and i32 %247, 64
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %252, label %250

; <label>:250                                     ; preds = %245
  %251 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %251, i32 140, i32 undef, i32 %247, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %252

; <label>:252                                     ; preds = %250, %245
  %253 = mul i32 %247, 1664525
  %254 = add i32 %253, 1070406884
  %255 = and i32 %254, 128
  %256 = icmp eq i32 %255, 0
  br i1 %256, label %259, label %257

; <label>:257                                     ; preds = %252
  %258 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %258, i32 144, i32 undef, i32 %254, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %259

; <label>:259                                     ; preds = %257, %252
  %260 = mul i32 %254, 1664525
  %261 = add i32 %260, -570124651
  %262 = and i32 %261, 256
  %263 = icmp eq i32 %262, 0
  br i1 %263, label %266, label %264

; <label>:264                                     ; preds = %259
  %265 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %265, i32 148, i32 undef, i32 %261, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %266

; <label>:266                                     ; preds = %264, %259
  %267 = mul i32 %261, 1664525
  %268 = add i32 %267, 2084311110
  %269 = and i32 %268, 512
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %273, label %271

; <label>:271                                     ; preds = %266
  %272 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %272, i32 152, i32 undef, i32 %268, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %273

; <label>:273                                     ; preds = %271, %266
  %274 = mul i32 %268, 1664525
  %275 = add i32 %274, 443779575
  %276 = and i32 %275, 1024
  %277 = icmp eq i32 %276, 0
  br i1 %277, label %280, label %278

; <label>:278                                     ; preds = %273
  %279 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %279, i32 156, i32 undef, i32 %275, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %280

; <label>:280                                     ; preds = %278, %273
  %281 = mul i32 %275, 1664525
  %282 = add i32 %281, -1196751960
  %283 = and i32 %282, 2048
  %284 = icmp eq i32 %283, 0
  br i1 %284, label %287, label %285

; <label>:285                                     ; preds = %280
  %286 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %286, i32 160, i32 undef, i32 %282, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %287

; <label>:287                                     ; preds = %285, %280
  %288 = mul i32 %282, 1664525
  %289 = add i32 %288, 1457683801
  %290 = and i32 %289, 4096
  %291 = icmp eq i32 %290, 0
  br i1 %291, label %294, label %292

; <label>:292                                     ; preds = %287
  %293 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %293, i32 164, i32 undef, i32 %289, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %294

; <label>:294                                     ; preds = %292, %287
  %295 = mul i32 %289, 1664525
  %296 = add i32 %295, -182847734
  %297 = and i32 %296, 8192
  %298 = icmp eq i32 %297, 0
  br i1 %298, label %301, label %299

; <label>:299                                     ; preds = %294
  %300 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %300, i32 168, i32 undef, i32 %296, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %301

; <label>:301                                     ; preds = %299, %294
  %302 = mul i32 %296, 1664525
  %303 = add i32 %302, -1823379269
  %304 = and i32 %303, 16384
  %305 = icmp eq i32 %304, 0
  br i1 %305, label %308, label %306

; <label>:306                                     ; preds = %301
  %307 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %307, i32 172, i32 undef, i32 %303, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %308

; <label>:308                                     ; preds = %306, %301
  %309 = mul i32 %303, 1664525
  %310 = add i32 %309, 831056492
  %311 = and i32 %310, 32768
  %312 = icmp eq i32 %311, 0
  br i1 %312, label %315, label %313

; <label>:313                                     ; preds = %308
  %314 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %314, i32 176, i32 undef, i32 %310, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %315

; <label>:315                                     ; preds = %313, %308
  %316 = mul i32 %310, 1664525
  %317 = add i32 %316, -809475043
  %318 = and i32 %317, 65536
  %319 = icmp eq i32 %318, 0
  br i1 %319, label %322, label %320

; <label>:320                                     ; preds = %315
  %321 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %321, i32 180, i32 undef, i32 %317, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %322

; <label>:322                                     ; preds = %320, %315
  %323 = mul i32 %317, 1664525
  %324 = add i32 %323, 1844960718
  %325 = and i32 %324, 131072
  %326 = icmp eq i32 %325, 0
  br i1 %326, label %329, label %327

; <label>:327                                     ; preds = %322
  %328 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %328, i32 184, i32 undef, i32 %324, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %329

; <label>:329                                     ; preds = %327, %322
  %330 = mul i32 %324, 1664525
  %331 = add i32 %330, 204429183
  %332 = and i32 %331, 262144
  %333 = icmp eq i32 %332, 0
  br i1 %333, label %336, label %334

; <label>:334                                     ; preds = %329
  %335 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %335, i32 188, i32 undef, i32 %331, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %336

; <label>:336                                     ; preds = %334, %329
  %337 = mul i32 %331, 1664525
  %338 = add i32 %337, -1436102352
  %339 = and i32 %338, 524288
  %340 = icmp eq i32 %339, 0
  br i1 %340, label %343, label %341

; <label>:341                                     ; preds = %336
  %342 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %342, i32 192, i32 undef, i32 %338, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %343

; <label>:343                                     ; preds = %341, %336
  %344 = mul i32 %338, 1664525
  %345 = add i32 %344, 1218333409
  %346 = and i32 %345, 1048576
  %347 = icmp eq i32 %346, 0
  br i1 %347, label %350, label %348

; <label>:348                                     ; preds = %343
  %349 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %349, i32 196, i32 undef, i32 %345, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %350

; <label>:350                                     ; preds = %348, %343
  %351 = mul i32 %345, 1664525
  %352 = add i32 %351, -422198126
  %353 = and i32 %352, 2097152
  %354 = icmp eq i32 %353, 0
  br i1 %354, label %357, label %355

; <label>:355                                     ; preds = %350
  %356 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %356, i32 200, i32 undef, i32 %352, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %357

; <label>:357                                     ; preds = %355, %350
  %358 = mul i32 %352, 1664525
  %359 = add i32 %358, -2062729661
  %360 = and i32 %359, 4194304
  %361 = icmp eq i32 %360, 0
  br i1 %361, label %364, label %362

; <label>:362                                     ; preds = %357
  %363 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %363, i32 204, i32 undef, i32 %359, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %364

; <label>:364                                     ; preds = %362, %357
  %365 = mul i32 %359, 1664525
  %366 = add i32 %365, 591706100
  %367 = and i32 %366, 8388608
  %368 = icmp eq i32 %367, 0
  br i1 %368, label %371, label %369

; <label>:369                                     ; preds = %364
  %370 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %370, i32 208, i32 undef, i32 %366, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %371

; <label>:371                                     ; preds = %369, %364
  %372 = mul i32 %366, 1664525
  %373 = add i32 %372, -1048825435
  %374 = and i32 %373, 16777216
  %375 = icmp eq i32 %374, 0
  br i1 %375, label %378, label %376

; <label>:376                                     ; preds = %371
  %377 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %377, i32 212, i32 undef, i32 %373, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %378

; <label>:378                                     ; preds = %376, %371
  %379 = mul i32 %373, 1664525
  %380 = add i32 %379, 1605610326
  %381 = and i32 %380, 33554432
  %382 = icmp eq i32 %381, 0
  br i1 %382, label %385, label %383

; <label>:383                                     ; preds = %378
  %384 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %384, i32 216, i32 undef, i32 %380, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %385

; <label>:385                                     ; preds = %383, %378
  %386 = mul i32 %380, 1664525
  %387 = add i32 %386, -34921209
  %388 = and i32 %387, 67108864
  %389 = icmp eq i32 %388, 0
  br i1 %389, label %392, label %390

; <label>:390                                     ; preds = %385
  %391 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %391, i32 220, i32 undef, i32 %387, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %392

; <label>:392                                     ; preds = %390, %385
  %393 = mul i32 %387, 1664525
  %394 = add i32 %393, -1675452744
  %395 = and i32 %394, 134217728
  %396 = icmp eq i32 %395, 0
  br i1 %396, label %399, label %397

; <label>:397                                     ; preds = %392
  %398 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %398, i32 224, i32 undef, i32 %394, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %399

; <label>:399                                     ; preds = %397, %392
  %400 = mul i32 %394, 1664525
  %401 = add i32 %400, 978983017
  %402 = and i32 %401, 268435456
  %403 = icmp eq i32 %402, 0
  br i1 %403, label %406, label %404

; <label>:404                                     ; preds = %399
  %405 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %405, i32 228, i32 undef, i32 %401, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %406

; <label>:406                                     ; preds = %404, %399
  %407 = mul i32 %401, 1664525
  %408 = add i32 %407, -661548518
  %409 = and i32 %408, 1
  %410 = icmp eq i32 %409, 0
  br i1 %410, label %413, label %411

; <label>:411                                     ; preds = %406
  %412 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %412, i32 232, i32 undef, i32 %408, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %413

; <label>:413                                     ; preds = %411, %406
  %414 = mul i32 %408, 1664525
  %415 = add i32 %414, 1992887243
  %416 = and i32 %415, 2
  %417 = icmp eq i32 %416, 0
  br i1 %417, label %420, label %418

; <label>:418                                     ; preds = %413
  %419 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %419, i32 236, i32 undef, i32 %415, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %420

; <label>:420                                     ; preds = %418, %413
  %421 = mul i32 %415, 1664525
  %422 = add i32 %421, 352355708
  %423 = and i32 %422, 4
  %424 = icmp eq i32 %423, 0
  br i1 %424, label %427, label %425

; <label>:425                                     ; preds = %420
  %426 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %426, i32 240, i32 undef, i32 %422, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %427

; <label>:427                                     ; preds = %425, %420
  %428 = mul i32 %422, 1664525
  %429 = add i32 %428, -1288175827
  %430 = and i32 %429, 8
  %431 = icmp eq i32 %430, 0
  br i1 %431, label %434, label %432

; <label>:432                                     ; preds = %427
  %433 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %433, i32 244, i32 undef, i32 %429, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %434

; <label>:434                                     ; preds = %432, %427
  %435 = mul i32 %429, 1664525
  %436 = add i32 %435, 1366259934
  %437 = and i32 %436, 16
  %438 = icmp eq i32 %437, 0
  br i1 %438, label %441, label %439

; <label>:439                                     ; preds = %434
  %440 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %440, i32 248, i32 undef, i32 %436, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %441

; <label>:441                                     ; preds = %439, %434
  %442 = mul i32 %436, 1664525
  %443 = add i32 %442, -274271601
  %444 = and i32 %443, 32
  %445 = icmp eq i32 %444, 0
  br i1 %445, label %448, label %446

; <label>:446                                     ; preds = %441
  %447 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %447, i32 252, i32 undef, i32 %443, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %448

; <label>:448                                     ; preds = %446, %441
  %449 = mul i32 %443, 1664525
  %450 = add i32 %449, -1914803136
  %451 = and i32 %450, 64
  %452 = icmp eq i32 %451, 0
  br i1 %452, label %455, label %453

; <label>:453                                     ; preds = %448
  %454 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %454, i32 0, i32 undef, i32 %450, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %455

; <label>:455                                     ; preds = %453, %448
  %456 = mul i32 %450, 1664525
  %457 = add i32 %456, 739632625
  %458 = and i32 %457, 128
  %459 = icmp eq i32 %458, 0
  br i1 %459, label %462, label %460

; <label>:460                                     ; preds = %455
  %461 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %461, i32 4, i32 undef, i32 %457, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %462

; <label>:462                                     ; preds = %460, %455
  %463 = mul i32 %457, 1664525
  %464 = add i32 %463, -900898910
  %465 = and i32 %464, 256
  %466 = icmp eq i32 %465, 0
  br i1 %466, label %469, label %467

; <label>:467                                     ; preds = %462
  %468 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %468, i32 8, i32 undef, i32 %464, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %469

; <label>:469                                     ; preds = %467, %462
  %470 = mul i32 %464, 1664525
  %471 = add i32 %470, 1753536851
  %472 = and i32 %471, 512
  %473 = icmp eq i32 %472, 0
  br i1 %473, label %476, label %474

; <label>:474                                     ; preds = %469
  %475 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %475, i32 12, i32 undef, i32 %471, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %476

; <label>:476                                     ; preds = %474, %469
  %477 = mul i32 %471, 1664525
  %478 = add i32 %477, 113005316
  %479 = and i32 %478, 1024
  %480 = icmp eq i32 %479, 0
  br i1 %480, label %483, label %481

; <label>:481                                     ; preds = %476
  %482 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %482, i32 16, i32 undef, i32 %478, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %483

; <label>:483                                     ; preds = %481, %476
  %484 = mul i32 %478, 1664525
  %485 = add i32 %484, -1527526219
  %486 = and i32 %485, 2048
  %487 = icmp eq i32 %486, 0
  br i1 %487, label %490, label %488

; <label>:488                                     ; preds = %483
  %489 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %489, i32 20, i32 undef, i32 %485, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %490

; <label>:490                                     ; preds = %488, %483
  %491 = mul i32 %485, 1664525
  %492 = add i32 %491, 1126909542
  %493 = and i32 %492, 4096
  %494 = icmp eq i32 %493, 0
  br i1 %494, label %497, label %495

; <label>:495                                     ; preds = %490
  %496 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %496, i32 24, i32 undef, i32 %492, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %497

; <label>:497                                     ; preds = %495, %490
  %498 = mul i32 %492, 1664525
  %499 = add i32 %498, -513621993
  %500 = and i32 %499, 8192
  %501 = icmp eq i32 %500, 0
  br i1 %501, label %504, label %502

; <label>:502                                     ; preds = %497
  %503 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %503, i32 28, i32 undef, i32 %499, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %504

; <label>:504                                     ; preds = %502, %497
  %505 = mul i32 %499, 1664525
  %506 = add i32 %505, 2140813768
  %507 = and i32 %506, 16384
  %508 = icmp eq i32 %507, 0
  br i1 %508, label %511, label %509

; <label>:509                                     ; preds = %504
  %510 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %510, i32 32, i32 undef, i32 %506, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %511

; <label>:511                                     ; preds = %509, %504
  %512 = mul i32 %506, 1664525
  %513 = add i32 %512, 500282233
  %514 = and i32 %513, 32768
  %515 = icmp eq i32 %514, 0
  br i1 %515, label %518, label %516

; <label>:516                                     ; preds = %511
  %517 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %517, i32 36, i32 undef, i32 %513, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %518

; <label>:518                                     ; preds = %516, %511
  %519 = mul i32 %513, 1664525
  %520 = add i32 %519, -1140249302
  %521 = and i32 %520, 65536
  %522 = icmp eq i32 %521, 0
  br i1 %522, label %525, label %523

; <label>:523                                     ; preds = %518
  %524 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %524, i32 40, i32 undef, i32 %520, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %525

; <label>:525                                     ; preds = %523, %518
  %526 = mul i32 %520, 1664525
  %527 = add i32 %526, 1514186459
  %528 = and i32 %527, 131072
  %529 = icmp eq i32 %528, 0
  br i1 %529, label %532, label %530

; <label>:530                                     ; preds = %525
  %531 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %531, i32 44, i32 undef, i32 %527, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %532

; <label>:532                                     ; preds = %530, %525
  %533 = mul i32 %527, 1664525
  %534 = add i32 %533, -126345076
  %535 = and i32 %534, 262144
  %536 = icmp eq i32 %535, 0
  br i1 %536, label %539, label %537

; <label>:537                                     ; preds = %532
  %538 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %538, i32 48, i32 undef, i32 %534, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %539

; <label>:539                                     ; preds = %537, %532
  %540 = mul i32 %534, 1664525
  %541 = add i32 %540, -1766876611
  %542 = and i32 %541, 524288
  %543 = icmp eq i32 %542, 0
  br i1 %543, label %546, label %544

; <label>:544                                     ; preds = %539
  %545 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %545, i32 52, i32 undef, i32 %541, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %546

; <label>:546                                     ; preds = %544, %539
  %547 = mul i32 %541, 1664525
  %548 = add i32 %547, 887559150
  %549 = and i32 %548, 1048576
  %550 = icmp eq i32 %549, 0
  br i1 %550, label %553, label %551

; <label>:551                                     ; preds = %546
  %552 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %552, i32 56, i32 undef, i32 %548, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %553

; <label>:553                                     ; preds = %551, %546
  %554 = mul i32 %548, 1664525
  %555 = add i32 %554, -752972385
  %556 = and i32 %555, 2097152
  %557 = icmp eq i32 %556, 0
  br i1 %557, label %560, label %558

; <label>:558                                     ; preds = %553
  %559 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %559, i32 60, i32 undef, i32 %555, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %560

; <label>:560                                     ; preds = %558, %553
  %561 = mul i32 %555, 1664525
  %562 = add i32 %561, 1901463376
  %563 = and i32 %562, 4194304
  %564 = icmp eq i32 %563, 0
  br i1 %564, label %567, label %565

; <label>:565                                     ; preds = %560
  %566 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %566, i32 64, i32 undef, i32 %562, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %567

; <label>:567                                     ; preds = %565, %560
  %568 = mul i32 %562, 1664525
  %569 = add i32 %568, 260931841
  %570 = and i32 %569, 8388608
  %571 = icmp eq i32 %570, 0
  br i1 %571, label %574, label %572

; <label>:572                                     ; preds = %567
  %573 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %573, i32 68, i32 undef, i32 %569, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %574

; <label>:574                                     ; preds = %572, %567
  %575 = mul i32 %569, 1664525
  %576 = add i32 %575, -1379599694
  %577 = and i32 %576, 16777216
  %578 = icmp eq i32 %577, 0
  br i1 %578, label %581, label %579

; <label>:579                                     ; preds = %574
  %580 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %580, i32 72, i32 undef, i32 %576, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %581

; <label>:581                                     ; preds = %579, %574
  %582 = mul i32 %576, 1664525
  %583 = add i32 %582, 1274836067
  %584 = and i32 %583, 33554432
  %585 = icmp eq i32 %584, 0
  br i1 %585, label %588, label %586

; <label>:586                                     ; preds = %581
  %587 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %587, i32 76, i32 undef, i32 %583, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %588

; <label>:588                                     ; preds = %586, %581
  %589 = mul i32 %583, 1664525
  %590 = add i32 %589, -365695468
  %591 = and i32 %590, 67108864
  %592 = icmp eq i32 %591, 0
  br i1 %592, label %595, label %593

; <label>:593                                     ; preds = %588
  %594 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %594, i32 80, i32 undef, i32 %590, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %595

; <label>:595                                     ; preds = %593, %588
  %596 = mul i32 %590, 1664525
  %597 = add i32 %596, -2006227003
  %598 = and i32 %597, 134217728
  %599 = icmp eq i32 %598, 0
  br i1 %599, label %602, label %600

; <label>:600                                     ; preds = %595
  %601 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %601, i32 84, i32 undef, i32 %597, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %602

; <label>:602                                     ; preds = %600, %595
  %603 = mul i32 %597, 1664525
  %604 = add i32 %603, 648208758
  %605 = and i32 %604, 268435456
  %606 = icmp eq i32 %605, 0
  br i1 %606, label %609, label %607

; <label>:607                                     ; preds = %602
  %608 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %608, i32 88, i32 undef, i32 %604, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %609

; <label>:609                                     ; preds = %607, %602
  %610 = mul i32 %604, 1664525
  %611 = add i32 %610, -992322777
  %612 = and i32 %611, 1
  %613 = icmp eq i32 %612, 0
  br i1 %613, label %616, label %614

; <label>:614                                     ; preds = %609
  %615 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %615, i32 92, i32 undef, i32 %611, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %616

; <label>:616                                     ; preds = %614, %609
  %617 = mul i32 %611, 1664525
  %618 = add i32 %617, 1662112984
  %619 = and i32 %618, 2
  %620 = icmp eq i32 %619, 0
  br i1 %620, label %623, label %621

; <label>:621                                     ; preds = %616
  %622 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %622, i32 96, i32 undef, i32 %618, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %623

; <label>:623                                     ; preds = %621, %616
  %624 = mul i32 %618, 1664525
  %625 = add i32 %624, 21581449
  %626 = and i32 %625, 4
  %627 = icmp eq i32 %626, 0
  br i1 %627, label %630, label %628

; <label>:628                                     ; preds = %623
  %629 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %629, i32 100, i32 undef, i32 %625, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %630

; <label>:630                                     ; preds = %628, %623
  %631 = mul i32 %625, 1664525
  %632 = add i32 %631, -1618950086
  %633 = and i32 %632, 8
  %634 = icmp eq i32 %633, 0
  br i1 %634, label %637, label %635

; <label>:635                                     ; preds = %630
  %636 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %636, i32 104, i32 undef, i32 %632, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %637

; <label>:637                                     ; preds = %635, %630
  %638 = mul i32 %632, 1664525
  %639 = add i32 %638, 1035485675
  %640 = and i32 %639, 16
  %641 = icmp eq i32 %640, 0
  br i1 %641, label %644, label %642

; <label>:642                                     ; preds = %637
  %643 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %643, i32 108, i32 undef, i32 %639, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %644

; <label>:644                                     ; preds = %642, %637
  %645 = mul i32 %639, 1664525
  %646 = add i32 %645, -605045860
  %647 = and i32 %646, 32
  %648 = icmp eq i32 %647, 0
  br i1 %648, label %651, label %649

; <label>:649                                     ; preds = %644
  %650 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %650, i32 112, i32 undef, i32 %646, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %651

; <label>:651                                     ; preds = %649, %644
  %652 = mul i32 %646, 1664525
  %653 = add i32 %652, 2049389901
  %654 = and i32 %653, 64
  %655 = icmp eq i32 %654, 0
  br i1 %655, label %658, label %656

; <label>:656                                     ; preds = %651
  %657 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %657, i32 116, i32 undef, i32 %653, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %658

; <label>:658                                     ; preds = %656, %651
  %659 = mul i32 %653, 1664525
  %660 = add i32 %659, 408858366
  %661 = and i32 %660, 128
  %662 = icmp eq i32 %661, 0
  br i1 %662, label %665, label %663

; <label>:663                                     ; preds = %658
  %664 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %664, i32 120, i32 undef, i32 %660, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %665

; <label>:665                                     ; preds = %663, %658
  %666 = mul i32 %660, 1664525
  %667 = add i32 %666, -1231673169
  %668 = and i32 %667, 256
  %669 = icmp eq i32 %668, 0
  br i1 %669, label %672, label %670

; <label>:670                                     ; preds = %665
  %671 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %671, i32 124, i32 undef, i32 %667, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %672

; <label>:672                                     ; preds = %670, %665
  %673 = mul i32 %667, 1664525
  %674 = add i32 %673, 1422762592
  %675 = and i32 %674, 512
  %676 = icmp eq i32 %675, 0
  br i1 %676, label %679, label %677

; <label>:677                                     ; preds = %672
  %678 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %678, i32 128, i32 undef, i32 %674, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %679

; <label>:679                                     ; preds = %677, %672
  %680 = mul i32 %674, 1664525
  %681 = add i32 %680, -217768943
  %682 = and i32 %681, 1024
  %683 = icmp eq i32 %682, 0
  br i1 %683, label %686, label %684

; <label>:684                                     ; preds = %679
  %685 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %685, i32 132, i32 undef, i32 %681, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %686

; <label>:686                                     ; preds = %684, %679
  %687 = mul i32 %681, 1664525
  %688 = add i32 %687, -1858300478
  %689 = and i32 %688, 2048
  %690 = icmp eq i32 %689, 0
  br i1 %690, label %693, label %691

; <label>:691                                     ; preds = %686
  %692 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %692, i32 136, i32 undef, i32 %688, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %693

; <label>:693                                     ; preds = %691, %686
  %694 = mul i32 %688, 1664525
  %695 = add i32 %694, 796135283
  %696 = and i32 %695, 4096
  %697 = icmp eq i32 %696, 0
  br i1 %697, label %700, label %698

; <label>:698                                     ; preds = %693
  %699 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %699, i32 140, i32 undef, i32 %695, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %700

; <label>:700                                     ; preds = %698, %693
  %701 = mul i32 %695, 1664525
  %702 = add i32 %701, -844396252
  %703 = and i32 %702, 8192
  %704 = icmp eq i32 %703, 0
  br i1 %704, label %707, label %705

; <label>:705                                     ; preds = %700
  %706 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %706, i32 144, i32 undef, i32 %702, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %707

; <label>:707                                     ; preds = %705, %700
  %708 = mul i32 %702, 1664525
  %709 = add i32 %708, 1810039509
  %710 = and i32 %709, 16384
  %711 = icmp eq i32 %710, 0
  br i1 %711, label %714, label %712

; <label>:712                                     ; preds = %707
  %713 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %713, i32 148, i32 undef, i32 %709, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %714

; <label>:714                                     ; preds = %712, %707
  %715 = mul i32 %709, 1664525
  %716 = add i32 %715, 169507974
  %717 = and i32 %716, 32768
  %718 = icmp eq i32 %717, 0
  br i1 %718, label %721, label %719

; <label>:719                                     ; preds = %714
  %720 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %720, i32 152, i32 undef, i32 %716, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %721

; <label>:721                                     ; preds = %719, %714
  %722 = mul i32 %716, 1664525
  %723 = add i32 %722, -1471023561
  %724 = and i32 %723, 65536
  %725 = icmp eq i32 %724, 0
  br i1 %725, label %728, label %726

; <label>:726                                     ; preds = %721
  %727 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %727, i32 156, i32 undef, i32 %723, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %728

; <label>:728                                     ; preds = %726, %721
  %729 = mul i32 %723, 1664525
  %730 = add i32 %729, 1183412200
  %731 = and i32 %730, 131072
  %732 = icmp eq i32 %731, 0
  br i1 %732, label %735, label %733

; <label>:733                                     ; preds = %728
  %734 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %734, i32 160, i32 undef, i32 %730, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %735

; <label>:735                                     ; preds = %733, %728
  %736 = mul i32 %730, 1664525
  %737 = add i32 %736, -457119335
  %738 = and i32 %737, 262144
  %739 = icmp eq i32 %738, 0
  br i1 %739, label %742, label %740

; <label>:740                                     ; preds = %735
  %741 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %741, i32 164, i32 undef, i32 %737, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %742

; <label>:742                                     ; preds = %740, %735
  %743 = mul i32 %737, 1664525
  %744 = add i32 %743, -2097650870
  %745 = and i32 %744, 524288
  %746 = icmp eq i32 %745, 0
  br i1 %746, label %749, label %747

; <label>:747                                     ; preds = %742
  %748 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %748, i32 168, i32 undef, i32 %744, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %749

; <label>:749                                     ; preds = %747, %742
  %750 = mul i32 %744, 1664525
  %751 = add i32 %750, 556784891
  %752 = and i32 %751, 1048576
  %753 = icmp eq i32 %752, 0
  br i1 %753, label %756, label %754

; <label>:754                                     ; preds = %749
  %755 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %755, i32 172, i32 undef, i32 %751, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %756

; <label>:756                                     ; preds = %754, %749
  %757 = mul i32 %751, 1664525
  %758 = add i32 %757, -1083746644
  %759 = and i32 %758, 2097152
  %760 = icmp eq i32 %759, 0
  br i1 %760, label %763, label %761

; <label>:761                                     ; preds = %756
  %762 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %762, i32 176, i32 undef, i32 %758, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %763

; <label>:763                                     ; preds = %761, %756
  %764 = mul i32 %758, 1664525
  %765 = add i32 %764, 1570689117
  %766 = and i32 %765, 4194304
  %767 = icmp eq i32 %766, 0
  br i1 %767, label %770, label %768

; <label>:768                                     ; preds = %763
  %769 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %769, i32 180, i32 undef, i32 %765, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %770

; <label>:770                                     ; preds = %768, %763
  %771 = mul i32 %765, 1664525
  %772 = add i32 %771, -69842418
  %773 = and i32 %772, 8388608
  %774 = icmp eq i32 %773, 0
  br i1 %774, label %777, label %775

; <label>:775                                     ; preds = %770
  %776 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %776, i32 184, i32 undef, i32 %772, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %777

; <label>:777                                     ; preds = %775, %770
  %778 = mul i32 %772, 1664525
  %779 = add i32 %778, -1710373953
  %780 = and i32 %779, 16777216
  %781 = icmp eq i32 %780, 0
  br i1 %781, label %784, label %782

; <label>:782                                     ; preds = %777
  %783 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %783, i32 188, i32 undef, i32 %779, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %784

; <label>:784                                     ; preds = %782, %777
  %785 = mul i32 %779, 1664525
  %786 = add i32 %785, 944061808
  %787 = and i32 %786, 33554432
  %788 = icmp eq i32 %787, 0
  br i1 %788, label %791, label %789

; <label>:789                                     ; preds = %784
  %790 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %790, i32 192, i32 undef, i32 %786, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %791

; <label>:791                                     ; preds = %789, %784
  %792 = mul i32 %786, 1664525
  %793 = add i32 %792, -696469727
  %794 = and i32 %793, 67108864
  %795 = icmp eq i32 %794, 0
  br i1 %795, label %798, label %796

; <label>:796                                     ; preds = %791
  %797 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %797, i32 196, i32 undef, i32 %793, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %798

; <label>:798                                     ; preds = %796, %791
  %799 = mul i32 %793, 1664525
  %800 = add i32 %799, 1957966034
  %801 = and i32 %800, 134217728
  %802 = icmp eq i32 %801, 0
  br i1 %802, label %805, label %803

; <label>:803                                     ; preds = %798
  %804 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %804, i32 200, i32 undef, i32 %800, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %805

; <label>:805                                     ; preds = %803, %798
  %806 = mul i32 %800, 1664525
  %807 = add i32 %806, 317434499
  %808 = and i32 %807, 268435456
  %809 = icmp eq i32 %808, 0
  br i1 %809, label %812, label %810

; <label>:810                                     ; preds = %805
  %811 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %811, i32 204, i32 undef, i32 %807, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %812

; <label>:812                                     ; preds = %810, %805
  %813 = mul i32 %807, 1664525
  %814 = add i32 %813, -1323097036
  %815 = and i32 %814, 1
  %816 = icmp eq i32 %815, 0
  br i1 %816, label %819, label %817

; <label>:817                                     ; preds = %812
  %818 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %818, i32 208, i32 undef, i32 %814, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %819

; <label>:819                                     ; preds = %817, %812
  %820 = mul i32 %814, 1664525
  %821 = add i32 %820, 1331338725
  %822 = and i32 %821, 2
  %823 = icmp eq i32 %822, 0
  br i1 %823, label %826, label %824

; <label>:824                                     ; preds = %819
  %825 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %825, i32 212, i32 undef, i32 %821, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %826

; <label>:826                                     ; preds = %824, %819
  %827 = mul i32 %821, 1664525
  %828 = add i32 %827, -309192810
  %829 = and i32 %828, 4
  %830 = icmp eq i32 %829, 0
  br i1 %830, label %833, label %831

; <label>:831                                     ; preds = %826
  %832 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %832, i32 216, i32 undef, i32 %828, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %833

; <label>:833                                     ; preds = %831, %826
  %834 = mul i32 %828, 1664525
  %835 = add i32 %834, -1949724345
  %836 = and i32 %835, 8
  %837 = icmp eq i32 %836, 0
  br i1 %837, label %840, label %838

; <label>:838                                     ; preds = %833
  %839 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %839, i32 220, i32 undef, i32 %835, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %840

; <label>:840                                     ; preds = %838, %833
  %841 = mul i32 %835, 1664525
  %842 = add i32 %841, 704711416
  %843 = and i32 %842, 16
  %844 = icmp eq i32 %843, 0
  br i1 %844, label %847, label %845

; <label>:845                                     ; preds = %840
  %846 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %846, i32 224, i32 undef, i32 %842, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %847

; <label>:847                                     ; preds = %845, %840
  %848 = mul i32 %842, 1664525
  %849 = add i32 %848, -935820119
  %850 = and i32 %849, 32
  %851 = icmp eq i32 %850, 0
  br i1 %851, label %854, label %852

; <label>:852                                     ; preds = %847
  %853 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %853, i32 228, i32 undef, i32 %849, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %854

; <label>:854                                     ; preds = %852, %847
  %855 = mul i32 %849, 1664525
  %856 = add i32 %855, 1718615642
  %857 = and i32 %856, 64
  %858 = icmp eq i32 %857, 0
  br i1 %858, label %861, label %859

; <label>:859                                     ; preds = %854
  %860 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %860, i32 232, i32 undef, i32 %856, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %861

; <label>:861                                     ; preds = %859, %854
  %862 = mul i32 %856, 1664525
  %863 = add i32 %862, 78084107
  %864 = and i32 %863, 128
  %865 = icmp eq i32 %864, 0
  br i1 %865, label %868, label %866

; <label>:866                                     ; preds = %861
  %867 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %867, i32 236, i32 undef, i32 %863, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %868

; <label>:868                                     ; preds = %866, %861
  %869 = mul i32 %863, 1664525
  %870 = add i32 %869, -1562447428
  %871 = and i32 %870, 256
  %872 = icmp eq i32 %871, 0
  br i1 %872, label %875, label %873

; <label>:873                                     ; preds = %868
  %874 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %874, i32 240, i32 undef, i32 %870, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %875

; <label>:875                                     ; preds = %873, %868
  %876 = mul i32 %870, 1664525
  %877 = add i32 %876, 1091988333
  %878 = and i32 %877, 512
  %879 = icmp eq i32 %878, 0
  br i1 %879, label %882, label %880

; <label>:880                                     ; preds = %875
  %881 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %881, i32 244, i32 undef, i32 %877, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %882

; <label>:882                                     ; preds = %880, %875
  %883 = mul i32 %877, 1664525
  %884 = add i32 %883, -548543202
  %885 = and i32 %884, 1024
  %886 = icmp eq i32 %885, 0
  br i1 %886, label %889, label %887

; <label>:887                                     ; preds = %882
  %888 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %888, i32 248, i32 undef, i32 %884, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %889

; <label>:889                                     ; preds = %887, %882
  %890 = mul i32 %884, 1664525
  %891 = add i32 %890, 2105892559
  %892 = and i32 %891, 2048
  %893 = icmp eq i32 %892, 0
  br i1 %893, label %896, label %894

; <label>:894                                     ; preds = %889
  %895 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %895, i32 252, i32 undef, i32 %891, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %896

; <label>:896                                     ; preds = %894, %889
  %897 = mul i32 %891, 1664525
  %898 = add i32 %897, 465361024
  %899 = and i32 %898, 4096
  %900 = icmp eq i32 %899, 0
  br i1 %900, label %903, label %901

; <label>:901                                     ; preds = %896
  %902 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %902, i32 0, i32 undef, i32 %898, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %903

; <label>:903                                     ; preds = %901, %896
  %904 = mul i32 %898, 1664525
  %905 = add i32 %904, -1175170511
  %906 = and i32 %905, 8192
  %907 = icmp eq i32 %906, 0
  br i1 %907, label %910, label %908

; <label>:908                                     ; preds = %903
  %909 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %909, i32 4, i32 undef, i32 %905, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %910

; <label>:910                                     ; preds = %908, %903
  %911 = mul i32 %905, 1664525
  %912 = add i32 %911, 1479265250
  %913 = and i32 %912, 16384
  %914 = icmp eq i32 %913, 0
  br i1 %914, label %917, label %915

; <label>:915                                     ; preds = %910
  %916 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %916, i32 8, i32 undef, i32 %912, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %917

; <label>:917                                     ; preds = %915, %910
  %918 = mul i32 %912, 1664525
  %919 = add i32 %918, -161266285
  %920 = and i32 %919, 32768
  %921 = icmp eq i32 %920, 0
  br i1 %921, label %924, label %922

; <label>:922                                     ; preds = %917
  %923 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %923, i32 12, i32 undef, i32 %919, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %924

; <label>:924                                     ; preds = %922, %917
  %925 = mul i32 %919, 1664525
  %926 = add i32 %925, -1801797820
  %927 = and i32 %926, 65536
  %928 = icmp eq i32 %927, 0
  br i1 %928, label %931, label %929

; <label>:929                                     ; preds = %924
  %930 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %930, i32 16, i32 undef, i32 %926, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %931

; <label>:931                                     ; preds = %929, %924
  %932 = mul i32 %926, 1664525
  %933 = add i32 %932, 852637941
  %934 = and i32 %933, 131072
  %935 = icmp eq i32 %934, 0
  br i1 %935, label %938, label %936

; <label>:936                                     ; preds = %931
  %937 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %937, i32 20, i32 undef, i32 %933, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %938

; <label>:938                                     ; preds = %936, %931
  %939 = mul i32 %933, 1664525
  %940 = add i32 %939, -787893594
  %941 = and i32 %940, 262144
  %942 = icmp eq i32 %941, 0
  br i1 %942, label %945, label %943

; <label>:943                                     ; preds = %938
  %944 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %944, i32 24, i32 undef, i32 %940, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %945

; <label>:945                                     ; preds = %943, %938
  %946 = mul i32 %940, 1664525
  %947 = add i32 %946, 1866542167
  %948 = and i32 %947, 524288
  %949 = icmp eq i32 %948, 0
  br i1 %949, label %952, label %950

; <label>:950                                     ; preds = %945
  %951 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %951, i32 28, i32 undef, i32 %947, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %952

; <label>:952                                     ; preds = %950, %945
  %953 = mul i32 %947, 1664525
  %954 = add i32 %953, 226010632
  %955 = and i32 %954, 1048576
  %956 = icmp eq i32 %955, 0
  br i1 %956, label %959, label %957

; <label>:957                                     ; preds = %952
  %958 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %958, i32 32, i32 undef, i32 %954, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %959

; <label>:959                                     ; preds = %957, %952
  %960 = mul i32 %954, 1664525
  %961 = add i32 %960, -1414520903
  %962 = and i32 %961, 2097152
  %963 = icmp eq i32 %962, 0
  br i1 %963, label %966, label %964

; <label>:964                                     ; preds = %959
  %965 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %965, i32 36, i32 undef, i32 %961, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %966

; <label>:966                                     ; preds = %964, %959
  %967 = mul i32 %961, 1664525
  %968 = add i32 %967, 1239914858
  %969 = and i32 %968, 4194304
  %970 = icmp eq i32 %969, 0
  br i1 %970, label %973, label %971

; <label>:971                                     ; preds = %966
  %972 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %972, i32 40, i32 undef, i32 %968, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %973

; <label>:973                                     ; preds = %971, %966
  %974 = mul i32 %968, 1664525
  %975 = add i32 %974, -400616677
  %976 = and i32 %975, 8388608
  %977 = icmp eq i32 %976, 0
  br i1 %977, label %980, label %978

; <label>:978                                     ; preds = %973
  %979 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %979, i32 44, i32 undef, i32 %975, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %980

; <label>:980                                     ; preds = %978, %973
  %981 = mul i32 %975, 1664525
  %982 = add i32 %981, -2041148212
  %983 = and i32 %982, 16777216
  %984 = icmp eq i32 %983, 0
  br i1 %984, label %987, label %985

; <label>:985                                     ; preds = %980
  %986 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %986, i32 48, i32 undef, i32 %982, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %987

; <label>:987                                     ; preds = %985, %980
  %988 = mul i32 %982, 1664525
  %989 = add i32 %988, 613287549
  %990 = and i32 %989, 33554432
  %991 = icmp eq i32 %990, 0
  br i1 %991, label %994, label %992

; <label>:992                                     ; preds = %987
  %993 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %993, i32 52, i32 undef, i32 %989, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %994

; <label>:994                                     ; preds = %992, %987
  %995 = mul i32 %989, 1664525
  %996 = add i32 %995, -1027243986
  %997 = and i32 %996, 67108864
  %998 = icmp eq i32 %997, 0
  br i1 %998, label %1001, label %999

; <label>:999                                     ; preds = %994
  %1000 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1000, i32 56, i32 undef, i32 %996, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1001

; <label>:1001                                    ; preds = %999, %994
  %1002 = mul i32 %996, 1664525
  %1003 = add i32 %1002, 1627191775
  %1004 = and i32 %1003, 134217728
  %1005 = icmp eq i32 %1004, 0
  br i1 %1005, label %1008, label %1006

; <label>:1006                                    ; preds = %1001
  %1007 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1007, i32 60, i32 undef, i32 %1003, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1008

; <label>:1008                                    ; preds = %1006, %1001
  %1009 = mul i32 %1003, 1664525
  %1010 = add i32 %1009, -13339760
  %1011 = and i32 %1010, 268435456
  %1012 = icmp eq i32 %1011, 0
  br i1 %1012, label %1015, label %1013

; <label>:1013                                    ; preds = %1008
  %1014 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1014, i32 64, i32 undef, i32 %1010, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1015

; <label>:1015                                    ; preds = %1013, %1008
  %1016 = mul i32 %1010, 1664525
  %1017 = add i32 %1016, -1653871295
  %1018 = and i32 %1017, 1
  %1019 = icmp eq i32 %1018, 0
  br i1 %1019, label %1022, label %1020

; <label>:1020                                    ; preds = %1015
  %1021 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1021, i32 68, i32 undef, i32 %1017, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1022

; <label>:1022                                    ; preds = %1020, %1015
  %1023 = mul i32 %1017, 1664525
  %1024 = add i32 %1023, 1000564466
  %1025 = and i32 %1024, 2
  %1026 = icmp eq i32 %1025, 0
  br i1 %1026, label %1029, label %1027

; <label>:1027                                    ; preds = %1022
  %1028 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1028, i32 72, i32 undef, i32 %1024, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1029

; <label>:1029                                    ; preds = %1027, %1022
  %1030 = mul i32 %1024, 1664525
  %1031 = add i32 %1030, -639967069
  %1032 = and i32 %1031, 4
  %1033 = icmp eq i32 %1032, 0
  br i1 %1033, label %1036, label %1034

; <label>:1034                                    ; preds = %1029
  %1035 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1035, i32 76, i32 undef, i32 %1031, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1036

; <label>:1036                                    ; preds = %1034, %1029
  %1037 = mul i32 %1031, 1664525
  %1038 = add i32 %1037, 2014468692
  %1039 = and i32 %1038, 8
  %1040 = icmp eq i32 %1039, 0
  br i1 %1040, label %1043, label %1041

; <label>:1041                                    ; preds = %1036
  %1042 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1042, i32 80, i32 undef, i32 %1038, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1043

; <label>:1043                                    ; preds = %1041, %1036
  %1044 = mul i32 %1038, 1664525
  %1045 = add i32 %1044, 373937157
  %1046 = and i32 %1045, 16
  %1047 = icmp eq i32 %1046, 0
  br i1 %1047, label %1050, label %1048

; <label>:1048                                    ; preds = %1043
  %1049 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1049, i32 84, i32 undef, i32 %1045, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1050

; <label>:1050                                    ; preds = %1048, %1043
  %1051 = mul i32 %1045, 1664525
  %1052 = add i32 %1051, -1266594378
  %1053 = and i32 %1052, 32
  %1054 = icmp eq i32 %1053, 0
  br i1 %1054, label %1057, label %1055

; <label>:1055                                    ; preds = %1050
  %1056 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1056, i32 88, i32 undef, i32 %1052, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1057

; <label>:1057                                    ; preds = %1055, %1050
  %1058 = mul i32 %1052, 1664525
  %1059 = add i32 %1058, 1387841383
  %1060 = and i32 %1059, 64
  %1061 = icmp eq i32 %1060, 0
  br i1 %1061, label %1064, label %1062

; <label>:1062                                    ; preds = %1057
  %1063 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1063, i32 92, i32 undef, i32 %1059, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1064

; <label>:1064                                    ; preds = %1062, %1057
  %1065 = mul i32 %1059, 1664525
  %1066 = add i32 %1065, -252690152
  %1067 = and i32 %1066, 128
  %1068 = icmp eq i32 %1067, 0
  br i1 %1068, label %1071, label %1069

; <label>:1069                                    ; preds = %1064
  %1070 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1070, i32 96, i32 undef, i32 %1066, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1071

; <label>:1071                                    ; preds = %1069, %1064
  %1072 = mul i32 %1066, 1664525
  %1073 = add i32 %1072, -1893221687
  %1074 = and i32 %1073, 256
  %1075 = icmp eq i32 %1074, 0
  br i1 %1075, label %1078, label %1076

; <label>:1076                                    ; preds = %1071
  %1077 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1077, i32 100, i32 undef, i32 %1073, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1078

; <label>:1078                                    ; preds = %1076, %1071
  %1079 = mul i32 %1073, 1664525
  %1080 = add i32 %1079, 761214074
  %1081 = and i32 %1080, 512
  %1082 = icmp eq i32 %1081, 0
  br i1 %1082, label %1085, label %1083

; <label>:1083                                    ; preds = %1078
  %1084 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1084, i32 104, i32 undef, i32 %1080, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1085

; <label>:1085                                    ; preds = %1083, %1078
  %1086 = mul i32 %1080, 1664525
  %1087 = add i32 %1086, -879317461
  %1088 = and i32 %1087, 1024
  %1089 = icmp eq i32 %1088, 0
  br i1 %1089, label %1092, label %1090

; <label>:1090                                    ; preds = %1085
  %1091 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1091, i32 108, i32 undef, i32 %1087, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1092

; <label>:1092                                    ; preds = %1090, %1085
  %1093 = mul i32 %1087, 1664525
  %1094 = add i32 %1093, 1775118300
  %1095 = and i32 %1094, 2048
  %1096 = icmp eq i32 %1095, 0
  br i1 %1096, label %1099, label %1097

; <label>:1097                                    ; preds = %1092
  %1098 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1098, i32 112, i32 undef, i32 %1094, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1099

; <label>:1099                                    ; preds = %1097, %1092
  %1100 = mul i32 %1094, 1664525
  %1101 = add i32 %1100, 134586765
  %1102 = and i32 %1101, 4096
  %1103 = icmp eq i32 %1102, 0
  br i1 %1103, label %1106, label %1104

; <label>:1104                                    ; preds = %1099
  %1105 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1105, i32 116, i32 undef, i32 %1101, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1106

; <label>:1106                                    ; preds = %1104, %1099
  %1107 = mul i32 %1101, 1664525
  %1108 = add i32 %1107, -1505944770
  %1109 = and i32 %1108, 8192
  %1110 = icmp eq i32 %1109, 0
  br i1 %1110, label %1113, label %1111

; <label>:1111                                    ; preds = %1106
  %1112 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1112, i32 120, i32 undef, i32 %1108, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1113

; <label>:1113                                    ; preds = %1111, %1106
  %1114 = mul i32 %1108, 1664525
  %1115 = add i32 %1114, 1148490991
  %1116 = and i32 %1115, 16384
  %1117 = icmp eq i32 %1116, 0
  br i1 %1117, label %1120, label %1118

; <label>:1118                                    ; preds = %1113
  %1119 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1119, i32 124, i32 undef, i32 %1115, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1120

; <label>:1120                                    ; preds = %1118, %1113
  %1121 = mul i32 %1115, 1664525
  %1122 = add i32 %1121, -492040544
  %1123 = and i32 %1122, 32768
  %1124 = icmp eq i32 %1123, 0
  br i1 %1124, label %1127, label %1125

; <label>:1125                                    ; preds = %1120
  %1126 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1126, i32 128, i32 undef, i32 %1122, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1127

; <label>:1127                                    ; preds = %1125, %1120
  %1128 = mul i32 %1122, 1664525
  %1129 = add i32 %1128, -2132572079
  %1130 = and i32 %1129, 65536
  %1131 = icmp eq i32 %1130, 0
  br i1 %1131, label %1134, label %1132

; <label>:1132                                    ; preds = %1127
  %1133 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1133, i32 132, i32 undef, i32 %1129, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1134

; <label>:1134                                    ; preds = %1132, %1127
  %1135 = mul i32 %1129, 1664525
  %1136 = add i32 %1135, 521863682
  %1137 = and i32 %1136, 131072
  %1138 = icmp eq i32 %1137, 0
  br i1 %1138, label %1141, label %1139

; <label>:1139                                    ; preds = %1134
  %1140 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1140, i32 136, i32 undef, i32 %1136, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1141

; <label>:1141                                    ; preds = %1139, %1134
  %1142 = mul i32 %1136, 1664525
  %1143 = add i32 %1142, -1118667853
  %1144 = and i32 %1143, 262144
  %1145 = icmp eq i32 %1144, 0
  br i1 %1145, label %1148, label %1146

; <label>:1146                                    ; preds = %1141
  %1147 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1147, i32 140, i32 undef, i32 %1143, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1148

; <label>:1148                                    ; preds = %1146, %1141
  %1149 = mul i32 %1143, 1664525
  %1150 = add i32 %1149, 1535767908
  %1151 = and i32 %1150, 524288
  %1152 = icmp eq i32 %1151, 0
  br i1 %1152, label %1155, label %1153

; <label>:1153                                    ; preds = %1148
  %1154 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1154, i32 144, i32 undef, i32 %1150, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1155

; <label>:1155                                    ; preds = %1153, %1148
  %1156 = mul i32 %1150, 1664525
  %1157 = add i32 %1156, -104763627
  %1158 = and i32 %1157, 1048576
  %1159 = icmp eq i32 %1158, 0
  br i1 %1159, label %1162, label %1160

; <label>:1160                                    ; preds = %1155
  %1161 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1161, i32 148, i32 undef, i32 %1157, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1162

; <label>:1162                                    ; preds = %1160, %1155
  %1163 = mul i32 %1157, 1664525
  %1164 = add i32 %1163, -1745295162
  %1165 = and i32 %1164, 2097152
  %1166 = icmp eq i32 %1165, 0
  br i1 %1166, label %1169, label %1167

; <label>:1167                                    ; preds = %1162
  %1168 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1168, i32 152, i32 undef, i32 %1164, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1169

; <label>:1169                                    ; preds = %1167, %1162
  %1170 = mul i32 %1164, 1664525
  %1171 = add i32 %1170, 909140599
  %1172 = and i32 %1171, 4194304
  %1173 = icmp eq i32 %1172, 0
  br i1 %1173, label %1176, label %1174

; <label>:1174                                    ; preds = %1169
  %1175 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1175, i32 156, i32 undef, i32 %1171, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1176

; <label>:1176                                    ; preds = %1174, %1169
  %1177 = mul i32 %1171, 1664525
  %1178 = add i32 %1177, -731390936
  %1179 = and i32 %1178, 8388608
  %1180 = icmp eq i32 %1179, 0
  br i1 %1180, label %1183, label %1181

; <label>:1181                                    ; preds = %1176
  %1182 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1182, i32 160, i32 undef, i32 %1178, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1183

; <label>:1183                                    ; preds = %1181, %1176
  %1184 = mul i32 %1178, 1664525
  %1185 = add i32 %1184, 1923044825
  %1186 = and i32 %1185, 16777216
  %1187 = icmp eq i32 %1186, 0
  br i1 %1187, label %1190, label %1188

; <label>:1188                                    ; preds = %1183
  %1189 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1189, i32 164, i32 undef, i32 %1185, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1190

; <label>:1190                                    ; preds = %1188, %1183
  %1191 = mul i32 %1185, 1664525
  %1192 = add i32 %1191, 282513290
  %1193 = and i32 %1192, 33554432
  %1194 = icmp eq i32 %1193, 0
  br i1 %1194, label %1197, label %1195

; <label>:1195                                    ; preds = %1190
  %1196 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1196, i32 168, i32 undef, i32 %1192, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1197

; <label>:1197                                    ; preds = %1195, %1190
  %1198 = mul i32 %1192, 1664525
  %1199 = add i32 %1198, -1358018245
  %1200 = and i32 %1199, 67108864
  %1201 = icmp eq i32 %1200, 0
  br i1 %1201, label %1204, label %1202

; <label>:1202                                    ; preds = %1197
  %1203 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1203, i32 172, i32 undef, i32 %1199, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1204

; <label>:1204                                    ; preds = %1202, %1197
  %1205 = mul i32 %1199, 1664525
  %1206 = add i32 %1205, 1296417516
  %1207 = and i32 %1206, 134217728
  %1208 = icmp eq i32 %1207, 0
  br i1 %1208, label %1211, label %1209

; <label>:1209                                    ; preds = %1204
  %1210 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1210, i32 176, i32 undef, i32 %1206, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1211

; <label>:1211                                    ; preds = %1209, %1204
  %1212 = mul i32 %1206, 1664525
  %1213 = add i32 %1212, -344114019
  %1214 = and i32 %1213, 268435456
  %1215 = icmp eq i32 %1214, 0
  br i1 %1215, label %1218, label %1216

; <label>:1216                                    ; preds = %1211
  %1217 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1217, i32 180, i32 undef, i32 %1213, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1218

; <label>:1218                                    ; preds = %1216, %1211
  %1219 = mul i32 %1213, 1664525
  %1220 = add i32 %1219, -1984645554
  %1221 = and i32 %1220, 1
  %1222 = icmp eq i32 %1221, 0
  br i1 %1222, label %1225, label %1223

; <label>:1223                                    ; preds = %1218
  %1224 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1224, i32 184, i32 undef, i32 %1220, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1225

; <label>:1225                                    ; preds = %1223, %1218
  %1226 = mul i32 %1220, 1664525
  %1227 = add i32 %1226, 669790207
  %1228 = and i32 %1227, 2
  %1229 = icmp eq i32 %1228, 0
  br i1 %1229, label %1232, label %1230

; <label>:1230                                    ; preds = %1225
  %1231 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1231, i32 188, i32 undef, i32 %1227, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1232

; <label>:1232                                    ; preds = %1230, %1225
  %1233 = mul i32 %1227, 1664525
  %1234 = add i32 %1233, -970741328
  %1235 = and i32 %1234, 4
  %1236 = icmp eq i32 %1235, 0
  br i1 %1236, label %1239, label %1237

; <label>:1237                                    ; preds = %1232
  %1238 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1238, i32 192, i32 undef, i32 %1234, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1239

; <label>:1239                                    ; preds = %1237, %1232
  %1240 = mul i32 %1234, 1664525
  %1241 = add i32 %1240, 1683694433
  %1242 = and i32 %1241, 8
  %1243 = icmp eq i32 %1242, 0
  br i1 %1243, label %1246, label %1244

; <label>:1244                                    ; preds = %1239
  %1245 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1245, i32 196, i32 undef, i32 %1241, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1246

; <label>:1246                                    ; preds = %1244, %1239
  %1247 = mul i32 %1241, 1664525
  %1248 = add i32 %1247, 43162898
  %1249 = and i32 %1248, 16
  %1250 = icmp eq i32 %1249, 0
  br i1 %1250, label %1253, label %1251

; <label>:1251                                    ; preds = %1246
  %1252 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1252, i32 200, i32 undef, i32 %1248, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1253

; <label>:1253                                    ; preds = %1251, %1246
  %1254 = mul i32 %1248, 1664525
  %1255 = add i32 %1254, -1597368637
  %1256 = and i32 %1255, 32
  %1257 = icmp eq i32 %1256, 0
  br i1 %1257, label %1260, label %1258

; <label>:1258                                    ; preds = %1253
  %1259 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1259, i32 204, i32 undef, i32 %1255, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1260

; <label>:1260                                    ; preds = %1258, %1253
  %1261 = mul i32 %1255, 1664525
  %1262 = add i32 %1261, 1057067124
  %1263 = and i32 %1262, 64
  %1264 = icmp eq i32 %1263, 0
  br i1 %1264, label %1267, label %1265

; <label>:1265                                    ; preds = %1260
  %1266 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1266, i32 208, i32 undef, i32 %1262, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1267

; <label>:1267                                    ; preds = %1265, %1260
  %1268 = mul i32 %1262, 1664525
  %1269 = add i32 %1268, -583464411
  %1270 = and i32 %1269, 128
  %1271 = icmp eq i32 %1270, 0
  br i1 %1271, label %1274, label %1272

; <label>:1272                                    ; preds = %1267
  %1273 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1273, i32 212, i32 undef, i32 %1269, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1274

; <label>:1274                                    ; preds = %1272, %1267
  %1275 = mul i32 %1269, 1664525
  %1276 = add i32 %1275, 2070971350
  %1277 = and i32 %1276, 256
  %1278 = icmp eq i32 %1277, 0
  br i1 %1278, label %1281, label %1279

; <label>:1279                                    ; preds = %1274
  %1280 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1280, i32 216, i32 undef, i32 %1276, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1281

; <label>:1281                                    ; preds = %1279, %1274
  %1282 = mul i32 %1276, 1664525
  %1283 = add i32 %1282, 430439815
  %1284 = and i32 %1283, 512
  %1285 = icmp eq i32 %1284, 0
  br i1 %1285, label %1288, label %1286

; <label>:1286                                    ; preds = %1281
  %1287 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1287, i32 220, i32 undef, i32 %1283, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1288

; <label>:1288                                    ; preds = %1286, %1281
  %1289 = mul i32 %1283, 1664525
  %1290 = add i32 %1289, -1210091720
  %1291 = and i32 %1290, 1024
  %1292 = icmp eq i32 %1291, 0
  br i1 %1292, label %1295, label %1293

; <label>:1293                                    ; preds = %1288
  %1294 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1294, i32 224, i32 undef, i32 %1290, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1295

; <label>:1295                                    ; preds = %1293, %1288
  %1296 = mul i32 %1290, 1664525
  %1297 = add i32 %1296, 1444344041
  %1298 = and i32 %1297, 2048
  %1299 = icmp eq i32 %1298, 0
  br i1 %1299, label %1302, label %1300

; <label>:1300                                    ; preds = %1295
  %1301 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1301, i32 228, i32 undef, i32 %1297, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1302

; <label>:1302                                    ; preds = %1300, %1295
  %1303 = mul i32 %1297, 1664525
  %1304 = add i32 %1303, -196187494
  %1305 = and i32 %1304, 4096
  %1306 = icmp eq i32 %1305, 0
  br i1 %1306, label %1309, label %1307

; <label>:1307                                    ; preds = %1302
  %1308 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1308, i32 232, i32 undef, i32 %1304, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1309

; <label>:1309                                    ; preds = %1307, %1302
  %1310 = mul i32 %1304, 1664525
  %1311 = add i32 %1310, -1836719029
  %1312 = and i32 %1311, 8192
  %1313 = icmp eq i32 %1312, 0
  br i1 %1313, label %1316, label %1314

; <label>:1314                                    ; preds = %1309
  %1315 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1315, i32 236, i32 undef, i32 %1311, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1316

; <label>:1316                                    ; preds = %1314, %1309
  %1317 = mul i32 %1311, 1664525
  %1318 = add i32 %1317, 817716732
  %1319 = and i32 %1318, 16384
  %1320 = icmp eq i32 %1319, 0
  br i1 %1320, label %1323, label %1321

; <label>:1321                                    ; preds = %1316
  %1322 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1322, i32 240, i32 undef, i32 %1318, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1323

; <label>:1323                                    ; preds = %1321, %1316
  %1324 = mul i32 %1318, 1664525
  %1325 = add i32 %1324, -822814803
  %1326 = and i32 %1325, 32768
  %1327 = icmp eq i32 %1326, 0
  br i1 %1327, label %1330, label %1328

; <label>:1328                                    ; preds = %1323
  %1329 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1329, i32 244, i32 undef, i32 %1325, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1330

; <label>:1330                                    ; preds = %1328, %1323
  %1331 = mul i32 %1325, 1664525
  %1332 = add i32 %1331, 1831620958
  %1333 = and i32 %1332, 65536
  %1334 = icmp eq i32 %1333, 0
  br i1 %1334, label %1337, label %1335

; <label>:1335                                    ; preds = %1330
  %1336 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1336, i32 248, i32 undef, i32 %1332, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1337

; <label>:1337                                    ; preds = %1335, %1330
  %1338 = mul i32 %1332, 1664525
  %1339 = add i32 %1338, 191089423
  %1340 = and i32 %1339, 131072
  %1341 = icmp eq i32 %1340, 0
  br i1 %1341, label %1344, label %1342

; <label>:1342                                    ; preds = %1337
  %1343 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1343, i32 252, i32 undef, i32 %1339, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1344

; <label>:1344                                    ; preds = %1342, %1337
  %1345 = mul i32 %1339, 1664525
  %1346 = add i32 %1345, -1449442112
  %1347 = and i32 %1346, 262144
  %1348 = icmp eq i32 %1347, 0
  br i1 %1348, label %1351, label %1349

; <label>:1349                                    ; preds = %1344
  %1350 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1350, i32 0, i32 undef, i32 %1346, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1351

; <label>:1351                                    ; preds = %1349, %1344
  %1352 = mul i32 %1346, 1664525
  %1353 = add i32 %1352, 1204993649
  %1354 = and i32 %1353, 524288
  %1355 = icmp eq i32 %1354, 0
  br i1 %1355, label %1358, label %1356

; <label>:1356                                    ; preds = %1351
  %1357 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1357, i32 4, i32 undef, i32 %1353, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1358

; <label>:1358                                    ; preds = %1356, %1351
  %1359 = mul i32 %1353, 1664525
  %1360 = add i32 %1359, -435537886
  %1361 = and i32 %1360, 1048576
  %1362 = icmp eq i32 %1361, 0
  br i1 %1362, label %1365, label %1363

; <label>:1363                                    ; preds = %1358
  %1364 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1364, i32 8, i32 undef, i32 %1360, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1365

; <label>:1365                                    ; preds = %1363, %1358
  %1366 = mul i32 %1360, 1664525
  %1367 = add i32 %1366, -2076069421
  %1368 = and i32 %1367, 2097152
  %1369 = icmp eq i32 %1368, 0
  br i1 %1369, label %1372, label %1370

; <label>:1370                                    ; preds = %1365
  %1371 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1371, i32 12, i32 undef, i32 %1367, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1372

; <label>:1372                                    ; preds = %1370, %1365
  %1373 = mul i32 %1367, 1664525
  %1374 = add i32 %1373, 578366340
  %1375 = and i32 %1374, 4194304
  %1376 = icmp eq i32 %1375, 0
  br i1 %1376, label %1379, label %1377

; <label>:1377                                    ; preds = %1372
  %1378 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1378, i32 16, i32 undef, i32 %1374, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1379

; <label>:1379                                    ; preds = %1377, %1372
  %1380 = mul i32 %1374, 1664525
  %1381 = add i32 %1380, -1062165195
  %1382 = and i32 %1381, 8388608
  %1383 = icmp eq i32 %1382, 0
  br i1 %1383, label %1386, label %1384

; <label>:1384                                    ; preds = %1379
  %1385 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1385, i32 20, i32 undef, i32 %1381, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1386

; <label>:1386                                    ; preds = %1384, %1379
  %1387 = mul i32 %1381, 1664525
  %1388 = add i32 %1387, 1592270566
  %1389 = and i32 %1388, 16777216
  %1390 = icmp eq i32 %1389, 0
  br i1 %1390, label %1393, label %1391

; <label>:1391                                    ; preds = %1386
  %1392 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1392, i32 24, i32 undef, i32 %1388, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1393

; <label>:1393                                    ; preds = %1391, %1386
  %1394 = mul i32 %1388, 1664525
  %1395 = add i32 %1394, -48260969
  %1396 = and i32 %1395, 33554432
  %1397 = icmp eq i32 %1396, 0
  br i1 %1397, label %1400, label %1398

; <label>:1398                                    ; preds = %1393
  %1399 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1399, i32 28, i32 undef, i32 %1395, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1400

; <label>:1400                                    ; preds = %1398, %1393
  %1401 = mul i32 %1395, 1664525
  %1402 = add i32 %1401, -1688792504
  %1403 = and i32 %1402, 67108864
  %1404 = icmp eq i32 %1403, 0
  br i1 %1404, label %1407, label %1405

; <label>:1405                                    ; preds = %1400
  %1406 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1406, i32 32, i32 undef, i32 %1402, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1407

; <label>:1407                                    ; preds = %1405, %1400
  %1408 = mul i32 %1402, 1664525
  %1409 = add i32 %1408, 965643257
  %1410 = and i32 %1409, 134217728
  %1411 = icmp eq i32 %1410, 0
  br i1 %1411, label %1414, label %1412

; <label>:1412                                    ; preds = %1407
  %1413 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1413, i32 36, i32 undef, i32 %1409, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1414

; <label>:1414                                    ; preds = %1412, %1407
  %1415 = mul i32 %1409, 1664525
  %1416 = add i32 %1415, -674888278
  %1417 = and i32 %1416, 268435456
  %1418 = icmp eq i32 %1417, 0
  br i1 %1418, label %1421, label %1419

; <label>:1419                                    ; preds = %1414
  %1420 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1420, i32 40, i32 undef, i32 %1416, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1421

; <label>:1421                                    ; preds = %1419, %1414
  %1422 = mul i32 %1416, 1664525
  %1423 = add i32 %1422, 1979547483
  %1424 = and i32 %1423, 1
  %1425 = icmp eq i32 %1424, 0
  br i1 %1425, label %1428, label %1426

; <label>:1426                                    ; preds = %1421
  %1427 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1427, i32 44, i32 undef, i32 %1423, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1428

; <label>:1428                                    ; preds = %1426, %1421
  %1429 = mul i32 %1423, 1664525
  %1430 = add i32 %1429, 339015948
  %1431 = and i32 %1430, 2
  %1432 = icmp eq i32 %1431, 0
  br i1 %1432, label %1435, label %1433

; <label>:1433                                    ; preds = %1428
  %1434 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1434, i32 48, i32 undef, i32 %1430, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1435

; <label>:1435                                    ; preds = %1433, %1428
  %1436 = mul i32 %1430, 1664525
  %1437 = add i32 %1436, -1301515587
  %1438 = and i32 %1437, 4
  %1439 = icmp eq i32 %1438, 0
  br i1 %1439, label %1442, label %1440

; <label>:1440                                    ; preds = %1435
  %1441 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1441, i32 52, i32 undef, i32 %1437, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1442

; <label>:1442                                    ; preds = %1440, %1435
  %1443 = mul i32 %1437, 1664525
  %1444 = add i32 %1443, 1352920174
  %1445 = and i32 %1444, 8
  %1446 = icmp eq i32 %1445, 0
  br i1 %1446, label %1449, label %1447

; <label>:1447                                    ; preds = %1442
  %1448 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1448, i32 56, i32 undef, i32 %1444, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1449

; <label>:1449                                    ; preds = %1447, %1442
  %1450 = mul i32 %1444, 1664525
  %1451 = add i32 %1450, -287611361
  %1452 = and i32 %1451, 16
  %1453 = icmp eq i32 %1452, 0
  br i1 %1453, label %1456, label %1454

; <label>:1454                                    ; preds = %1449
  %1455 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1455, i32 60, i32 undef, i32 %1451, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1456

; <label>:1456                                    ; preds = %1454, %1449
  %1457 = mul i32 %1451, 1664525
  %1458 = add i32 %1457, -1928142896
  %1459 = and i32 %1458, 32
  %1460 = icmp eq i32 %1459, 0
  br i1 %1460, label %1463, label %1461

; <label>:1461                                    ; preds = %1456
  %1462 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1462, i32 64, i32 undef, i32 %1458, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1463

; <label>:1463                                    ; preds = %1461, %1456
  %1464 = mul i32 %1458, 1664525
  %1465 = add i32 %1464, 726292865
  %1466 = and i32 %1465, 64
  %1467 = icmp eq i32 %1466, 0
  br i1 %1467, label %1470, label %1468

; <label>:1468                                    ; preds = %1463
  %1469 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1469, i32 68, i32 undef, i32 %1465, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1470

; <label>:1470                                    ; preds = %1468, %1463
  %1471 = mul i32 %1465, 1664525
  %1472 = add i32 %1471, -914238670
  %1473 = and i32 %1472, 128
  %1474 = icmp eq i32 %1473, 0
  br i1 %1474, label %1477, label %1475

; <label>:1475                                    ; preds = %1470
  %1476 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1476, i32 72, i32 undef, i32 %1472, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1477

; <label>:1477                                    ; preds = %1475, %1470
  %1478 = mul i32 %1472, 1664525
  %1479 = add i32 %1478, 1740197091
  %1480 = and i32 %1479, 256
  %1481 = icmp eq i32 %1480, 0
  br i1 %1481, label %1484, label %1482

; <label>:1482                                    ; preds = %1477
  %1483 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1483, i32 76, i32 undef, i32 %1479, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1484

; <label>:1484                                    ; preds = %1482, %1477
  %1485 = mul i32 %1479, 1664525
  %1486 = add i32 %1485, 99665556
  %1487 = and i32 %1486, 512
  %1488 = icmp eq i32 %1487, 0
  br i1 %1488, label %1491, label %1489

; <label>:1489                                    ; preds = %1484
  %1490 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1490, i32 80, i32 undef, i32 %1486, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1491

; <label>:1491                                    ; preds = %1489, %1484
  %1492 = mul i32 %1486, 1664525
  %1493 = add i32 %1492, -1540865979
  %1494 = and i32 %1493, 1024
  %1495 = icmp eq i32 %1494, 0
  br i1 %1495, label %1498, label %1496

; <label>:1496                                    ; preds = %1491
  %1497 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1497, i32 84, i32 undef, i32 %1493, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1498

; <label>:1498                                    ; preds = %1496, %1491
  %1499 = mul i32 %1493, 1664525
  %1500 = add i32 %1499, 1113569782
  %1501 = and i32 %1500, 2048
  %1502 = icmp eq i32 %1501, 0
  br i1 %1502, label %1505, label %1503

; <label>:1503                                    ; preds = %1498
  %1504 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1504, i32 88, i32 undef, i32 %1500, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1505

; <label>:1505                                    ; preds = %1503, %1498
  %1506 = mul i32 %1500, 1664525
  %1507 = add i32 %1506, -526961753
  %1508 = and i32 %1507, 4096
  %1509 = icmp eq i32 %1508, 0
  br i1 %1509, label %1512, label %1510

; <label>:1510                                    ; preds = %1505
  %1511 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1511, i32 92, i32 undef, i32 %1507, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1512

; <label>:1512                                    ; preds = %1510, %1505
  %1513 = mul i32 %1507, 1664525
  %1514 = add i32 %1513, 2127474008
  %1515 = and i32 %1514, 8192
  %1516 = icmp eq i32 %1515, 0
  br i1 %1516, label %1519, label %1517

; <label>:1517                                    ; preds = %1512
  %1518 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1518, i32 96, i32 undef, i32 %1514, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1519

; <label>:1519                                    ; preds = %1517, %1512
  %1520 = mul i32 %1514, 1664525
  %1521 = add i32 %1520, 486942473
  %1522 = and i32 %1521, 16384
  %1523 = icmp eq i32 %1522, 0
  br i1 %1523, label %1526, label %1524

; <label>:1524                                    ; preds = %1519
  %1525 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1525, i32 100, i32 undef, i32 %1521, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1526

; <label>:1526                                    ; preds = %1524, %1519
  %1527 = mul i32 %1521, 1664525
  %1528 = add i32 %1527, -1153589062
  %1529 = and i32 %1528, 32768
  %1530 = icmp eq i32 %1529, 0
  br i1 %1530, label %1533, label %1531

; <label>:1531                                    ; preds = %1526
  %1532 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1532, i32 104, i32 undef, i32 %1528, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1533

; <label>:1533                                    ; preds = %1531, %1526
  %1534 = mul i32 %1528, 1664525
  %1535 = add i32 %1534, 1500846699
  %1536 = and i32 %1535, 65536
  %1537 = icmp eq i32 %1536, 0
  br i1 %1537, label %1540, label %1538

; <label>:1538                                    ; preds = %1533
  %1539 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1539, i32 108, i32 undef, i32 %1535, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1540

; <label>:1540                                    ; preds = %1538, %1533
  %1541 = mul i32 %1535, 1664525
  %1542 = add i32 %1541, -139684836
  %1543 = and i32 %1542, 131072
  %1544 = icmp eq i32 %1543, 0
  br i1 %1544, label %1547, label %1545

; <label>:1545                                    ; preds = %1540
  %1546 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1546, i32 112, i32 undef, i32 %1542, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1547

; <label>:1547                                    ; preds = %1545, %1540
  %1548 = mul i32 %1542, 1664525
  %1549 = add i32 %1548, -1780216371
  %1550 = and i32 %1549, 262144
  %1551 = icmp eq i32 %1550, 0
  br i1 %1551, label %1554, label %1552

; <label>:1552                                    ; preds = %1547
  %1553 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1553, i32 116, i32 undef, i32 %1549, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1554

; <label>:1554                                    ; preds = %1552, %1547
  %1555 = mul i32 %1549, 1664525
  %1556 = add i32 %1555, 874219390
  %1557 = and i32 %1556, 524288
  %1558 = icmp eq i32 %1557, 0
  br i1 %1558, label %1561, label %1559

; <label>:1559                                    ; preds = %1554
  %1560 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1560, i32 120, i32 undef, i32 %1556, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1561

; <label>:1561                                    ; preds = %1559, %1554
  %1562 = mul i32 %1556, 1664525
  %1563 = add i32 %1562, -766312145
  %1564 = and i32 %1563, 1048576
  %1565 = icmp eq i32 %1564, 0
  br i1 %1565, label %1568, label %1566

; <label>:1566                                    ; preds = %1561
  %1567 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1567, i32 124, i32 undef, i32 %1563, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1568

; <label>:1568                                    ; preds = %1566, %1561
  %1569 = mul i32 %1563, 1664525
  %1570 = add i32 %1569, 1888123616
  %1571 = and i32 %1570, 2097152
  %1572 = icmp eq i32 %1571, 0
  br i1 %1572, label %1575, label %1573

; <label>:1573                                    ; preds = %1568
  %1574 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1574, i32 128, i32 undef, i32 %1570, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1575

; <label>:1575                                    ; preds = %1573, %1568
  %1576 = mul i32 %1570, 1664525
  %1577 = add i32 %1576, 247592081
  %1578 = and i32 %1577, 4194304
  %1579 = icmp eq i32 %1578, 0
  br i1 %1579, label %1582, label %1580

; <label>:1580                                    ; preds = %1575
  %1581 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1581, i32 132, i32 undef, i32 %1577, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1582

; <label>:1582                                    ; preds = %1580, %1575
  %1583 = mul i32 %1577, 1664525
  %1584 = add i32 %1583, -1392939454
  %1585 = and i32 %1584, 8388608
  %1586 = icmp eq i32 %1585, 0
  br i1 %1586, label %1589, label %1587

; <label>:1587                                    ; preds = %1582
  %1588 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1588, i32 136, i32 undef, i32 %1584, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1589

; <label>:1589                                    ; preds = %1587, %1582
  %1590 = mul i32 %1584, 1664525
  %1591 = add i32 %1590, 1261496307
  %1592 = and i32 %1591, 16777216
  %1593 = icmp eq i32 %1592, 0
  br i1 %1593, label %1596, label %1594

; <label>:1594                                    ; preds = %1589
  %1595 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1595, i32 140, i32 undef, i32 %1591, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1596

; <label>:1596                                    ; preds = %1594, %1589
  %1597 = mul i32 %1591, 1664525
  %1598 = add i32 %1597, -379035228
  %1599 = and i32 %1598, 33554432
  %1600 = icmp eq i32 %1599, 0
  br i1 %1600, label %1603, label %1601

; <label>:1601                                    ; preds = %1596
  %1602 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1602, i32 144, i32 undef, i32 %1598, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1603

; <label>:1603                                    ; preds = %1601, %1596
  %1604 = mul i32 %1598, 1664525
  %1605 = add i32 %1604, -2019566763
  %1606 = and i32 %1605, 67108864
  %1607 = icmp eq i32 %1606, 0
  br i1 %1607, label %1610, label %1608

; <label>:1608                                    ; preds = %1603
  %1609 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1609, i32 148, i32 undef, i32 %1605, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1610

; <label>:1610                                    ; preds = %1608, %1603
  %1611 = mul i32 %1605, 1664525
  %1612 = add i32 %1611, 634868998
  %1613 = and i32 %1612, 134217728
  %1614 = icmp eq i32 %1613, 0
  br i1 %1614, label %1617, label %1615

; <label>:1615                                    ; preds = %1610
  %1616 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1616, i32 152, i32 undef, i32 %1612, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1617

; <label>:1617                                    ; preds = %1615, %1610
  %1618 = mul i32 %1612, 1664525
  %1619 = add i32 %1618, -1005662537
  %1620 = and i32 %1619, 268435456
  %1621 = icmp eq i32 %1620, 0
  br i1 %1621, label %1624, label %1622

; <label>:1622                                    ; preds = %1617
  %1623 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1623, i32 156, i32 undef, i32 %1619, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1624

; <label>:1624                                    ; preds = %1622, %1617
  %1625 = mul i32 %1619, 1664525
  %1626 = add i32 %1625, 1648773224
  %1627 = and i32 %1626, 1
  %1628 = icmp eq i32 %1627, 0
  br i1 %1628, label %1631, label %1629

; <label>:1629                                    ; preds = %1624
  %1630 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1630, i32 160, i32 undef, i32 %1626, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1631

; <label>:1631                                    ; preds = %1629, %1624
  %1632 = mul i32 %1626, 1664525
  %1633 = add i32 %1632, 8241689
  %1634 = and i32 %1633, 2
  %1635 = icmp eq i32 %1634, 0
  br i1 %1635, label %1638, label %1636

; <label>:1636                                    ; preds = %1631
  %1637 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1637, i32 164, i32 undef, i32 %1633, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1638

; <label>:1638                                    ; preds = %1636, %1631
  %1639 = mul i32 %1633, 1664525
  %1640 = add i32 %1639, -1632289846
  %1641 = and i32 %1640, 4
  %1642 = icmp eq i32 %1641, 0
  br i1 %1642, label %1645, label %1643

; <label>:1643                                    ; preds = %1638
  %1644 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1644, i32 168, i32 undef, i32 %1640, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1645

; <label>:1645                                    ; preds = %1643, %1638
  %1646 = mul i32 %1640, 1664525
  %1647 = add i32 %1646, 1022145915
  %1648 = and i32 %1647, 8
  %1649 = icmp eq i32 %1648, 0
  br i1 %1649, label %1652, label %1650

; <label>:1650                                    ; preds = %1645
  %1651 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1651, i32 172, i32 undef, i32 %1647, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1652

; <label>:1652                                    ; preds = %1650, %1645
  %1653 = mul i32 %1647, 1664525
  %1654 = add i32 %1653, -618385620
  %1655 = and i32 %1654, 16
  %1656 = icmp eq i32 %1655, 0
  br i1 %1656, label %1659, label %1657

; <label>:1657                                    ; preds = %1652
  %1658 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1658, i32 176, i32 undef, i32 %1654, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1659

; <label>:1659                                    ; preds = %1657, %1652
  %1660 = mul i32 %1654, 1664525
  %1661 = add i32 %1660, 2036050141
  %1662 = and i32 %1661, 32
  %1663 = icmp eq i32 %1662, 0
  br i1 %1663, label %1666, label %1664

; <label>:1664                                    ; preds = %1659
  %1665 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1665, i32 180, i32 undef, i32 %1661, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1666

; <label>:1666                                    ; preds = %1664, %1659
  %1667 = mul i32 %1661, 1664525
  %1668 = add i32 %1667, 395518606
  %1669 = and i32 %1668, 64
  %1670 = icmp eq i32 %1669, 0
  br i1 %1670, label %1673, label %1671

; <label>:1671                                    ; preds = %1666
  %1672 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1672, i32 184, i32 undef, i32 %1668, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1673

; <label>:1673                                    ; preds = %1671, %1666
  %1674 = mul i32 %1668, 1664525
  %1675 = add i32 %1674, -1245012929
  %1676 = and i32 %1675, 128
  %1677 = icmp eq i32 %1676, 0
  br i1 %1677, label %1680, label %1678

; <label>:1678                                    ; preds = %1673
  %1679 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1679, i32 188, i32 undef, i32 %1675, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1680

; <label>:1680                                    ; preds = %1678, %1673
  %1681 = mul i32 %1675, 1664525
  %1682 = add i32 %1681, 1409422832
  %1683 = and i32 %1682, 256
  %1684 = icmp eq i32 %1683, 0
  br i1 %1684, label %1687, label %1685

; <label>:1685                                    ; preds = %1680
  %1686 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1686, i32 192, i32 undef, i32 %1682, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1687

; <label>:1687                                    ; preds = %1685, %1680
  %1688 = mul i32 %1682, 1664525
  %1689 = add i32 %1688, -231108703
  %1690 = and i32 %1689, 512
  %1691 = icmp eq i32 %1690, 0
  br i1 %1691, label %1694, label %1692

; <label>:1692                                    ; preds = %1687
  %1693 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1693, i32 196, i32 undef, i32 %1689, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1694

; <label>:1694                                    ; preds = %1692, %1687
  %1695 = mul i32 %1689, 1664525
  %1696 = add i32 %1695, -1871640238
  %1697 = and i32 %1696, 1024
  %1698 = icmp eq i32 %1697, 0
  br i1 %1698, label %1701, label %1699

; <label>:1699                                    ; preds = %1694
  %1700 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1700, i32 200, i32 undef, i32 %1696, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1701

; <label>:1701                                    ; preds = %1699, %1694
  %1702 = mul i32 %1696, 1664525
  %1703 = add i32 %1702, 782795523
  %1704 = and i32 %1703, 2048
  %1705 = icmp eq i32 %1704, 0
  br i1 %1705, label %1708, label %1706

; <label>:1706                                    ; preds = %1701
  %1707 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1707, i32 204, i32 undef, i32 %1703, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1708

; <label>:1708                                    ; preds = %1706, %1701
  %1709 = mul i32 %1703, 1664525
  %1710 = add i32 %1709, -857736012
  %1711 = and i32 %1710, 4096
  %1712 = icmp eq i32 %1711, 0
  br i1 %1712, label %1715, label %1713

; <label>:1713                                    ; preds = %1708
  %1714 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1714, i32 208, i32 undef, i32 %1710, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1715

; <label>:1715                                    ; preds = %1713, %1708
  %1716 = mul i32 %1710, 1664525
  %1717 = add i32 %1716, 1796699749
  %1718 = and i32 %1717, 8192
  %1719 = icmp eq i32 %1718, 0
  br i1 %1719, label %1722, label %1720

; <label>:1720                                    ; preds = %1715
  %1721 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1721, i32 212, i32 undef, i32 %1717, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1722

; <label>:1722                                    ; preds = %1720, %1715
  %1723 = mul i32 %1717, 1664525
  %1724 = add i32 %1723, 156168214
  %1725 = and i32 %1724, 16384
  %1726 = icmp eq i32 %1725, 0
  br i1 %1726, label %1729, label %1727

; <label>:1727                                    ; preds = %1722
  %1728 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1728, i32 216, i32 undef, i32 %1724, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1729

; <label>:1729                                    ; preds = %1727, %1722
  %1730 = mul i32 %1724, 1664525
  %1731 = add i32 %1730, -1484363321
  %1732 = and i32 %1731, 32768
  %1733 = icmp eq i32 %1732, 0
  br i1 %1733, label %1736, label %1734

; <label>:1734                                    ; preds = %1729
  %1735 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1735, i32 220, i32 undef, i32 %1731, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1736

; <label>:1736                                    ; preds = %1734, %1729
  %1737 = mul i32 %1731, 1664525
  %1738 = add i32 %1737, 1170072440
  %1739 = and i32 %1738, 65536
  %1740 = icmp eq i32 %1739, 0
  br i1 %1740, label %1743, label %1741

; <label>:1741                                    ; preds = %1736
  %1742 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1742, i32 224, i32 undef, i32 %1738, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1743

; <label>:1743                                    ; preds = %1741, %1736
  %1744 = mul i32 %1738, 1664525
  %1745 = add i32 %1744, -470459095
  %1746 = and i32 %1745, 131072
  %1747 = icmp eq i32 %1746, 0
  br i1 %1747, label %1750, label %1748

; <label>:1748                                    ; preds = %1743
  %1749 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1749, i32 228, i32 undef, i32 %1745, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1750

; <label>:1750                                    ; preds = %1748, %1743
  %1751 = mul i32 %1745, 1664525
  %1752 = add i32 %1751, -2110990630
  %1753 = and i32 %1752, 262144
  %1754 = icmp eq i32 %1753, 0
  br i1 %1754, label %1757, label %1755

; <label>:1755                                    ; preds = %1750
  %1756 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1756, i32 232, i32 undef, i32 %1752, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1757

; <label>:1757                                    ; preds = %1755, %1750
  %1758 = mul i32 %1752, 1664525
  %1759 = add i32 %1758, 543445131
  %1760 = and i32 %1759, 524288
  %1761 = icmp eq i32 %1760, 0
  br i1 %1761, label %1764, label %1762

; <label>:1762                                    ; preds = %1757
  %1763 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1763, i32 236, i32 undef, i32 %1759, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1764

; <label>:1764                                    ; preds = %1762, %1757
  %1765 = mul i32 %1759, 1664525
  %1766 = add i32 %1765, -1097086404
  %1767 = and i32 %1766, 1048576
  %1768 = icmp eq i32 %1767, 0
  br i1 %1768, label %1771, label %1769

; <label>:1769                                    ; preds = %1764
  %1770 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1770, i32 240, i32 undef, i32 %1766, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1771

; <label>:1771                                    ; preds = %1769, %1764
  %1772 = mul i32 %1766, 1664525
  %1773 = add i32 %1772, 1557349357
  %1774 = and i32 %1773, 2097152
  %1775 = icmp eq i32 %1774, 0
  br i1 %1775, label %1778, label %1776

; <label>:1776                                    ; preds = %1771
  %1777 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1777, i32 244, i32 undef, i32 %1773, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1778

; <label>:1778                                    ; preds = %1776, %1771
  %1779 = mul i32 %1773, 1664525
  %1780 = add i32 %1779, -83182178
  %1781 = and i32 %1780, 4194304
  %1782 = icmp eq i32 %1781, 0
  br i1 %1782, label %1785, label %1783

; <label>:1783                                    ; preds = %1778
  %1784 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1784, i32 248, i32 undef, i32 %1780, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1785

; <label>:1785                                    ; preds = %1783, %1778
  %1786 = mul i32 %1780, 1664525
  %1787 = add i32 %1786, -1723713713
  %1788 = and i32 %1787, 8388608
  %1789 = icmp eq i32 %1788, 0
  br i1 %1789, label %1792, label %1790

; <label>:1790                                    ; preds = %1785
  %1791 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1791, i32 252, i32 undef, i32 %1787, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1792

; <label>:1792                                    ; preds = %1790, %1785
  %1793 = mul i32 %1787, 1664525
  %1794 = add i32 %1793, 930722048
  %1795 = and i32 %1794, 16777216
  %1796 = icmp eq i32 %1795, 0
  br i1 %1796, label %1799, label %1797

; <label>:1797                                    ; preds = %1792
  %1798 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1798, i32 0, i32 undef, i32 %1794, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1799

; <label>:1799                                    ; preds = %1797, %1792
  %1800 = mul i32 %1794, 1664525
  %1801 = add i32 %1800, -709809487
  %1802 = and i32 %1801, 33554432
  %1803 = icmp eq i32 %1802, 0
  br i1 %1803, label %1806, label %1804

; <label>:1804                                    ; preds = %1799
  %1805 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1805, i32 4, i32 undef, i32 %1801, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1806

; <label>:1806                                    ; preds = %1804, %1799
  %1807 = mul i32 %1801, 1664525
  %1808 = add i32 %1807, 1944626274
  %1809 = and i32 %1808, 67108864
  %1810 = icmp eq i32 %1809, 0
  br i1 %1810, label %1813, label %1811

; <label>:1811                                    ; preds = %1806
  %1812 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1812, i32 8, i32 undef, i32 %1808, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1813

; <label>:1813                                    ; preds = %1811, %1806
  %1814 = mul i32 %1808, 1664525
  %1815 = add i32 %1814, 304094739
  %1816 = and i32 %1815, 134217728
  %1817 = icmp eq i32 %1816, 0
  br i1 %1817, label %1820, label %1818

; <label>:1818                                    ; preds = %1813
  %1819 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1819, i32 12, i32 undef, i32 %1815, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1820

; <label>:1820                                    ; preds = %1818, %1813
  %1821 = mul i32 %1815, 1664525
  %1822 = add i32 %1821, -1336436796
  %1823 = and i32 %1822, 268435456
  %1824 = icmp eq i32 %1823, 0
  br i1 %1824, label %1827, label %1825

; <label>:1825                                    ; preds = %1820
  %1826 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1826, i32 16, i32 undef, i32 %1822, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1827

; <label>:1827                                    ; preds = %1825, %1820
  %1828 = mul i32 %1822, 1664525
  %1829 = add i32 %1828, 1317998965
  %1830 = and i32 %1829, 1
  %1831 = icmp eq i32 %1830, 0
  br i1 %1831, label %1834, label %1832

; <label>:1832                                    ; preds = %1827
  %1833 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1833, i32 20, i32 undef, i32 %1829, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1834

; <label>:1834                                    ; preds = %1832, %1827
  %1835 = mul i32 %1829, 1664525
  %1836 = add i32 %1835, -322532570
  %1837 = and i32 %1836, 2
  %1838 = icmp eq i32 %1837, 0
  br i1 %1838, label %1841, label %1839

; <label>:1839                                    ; preds = %1834
  %1840 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1840, i32 24, i32 undef, i32 %1836, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1841

; <label>:1841                                    ; preds = %1839, %1834
  %1842 = mul i32 %1836, 1664525
  %1843 = add i32 %1842, -1963064105
  %1844 = and i32 %1843, 4
  %1845 = icmp eq i32 %1844, 0
  br i1 %1845, label %1848, label %1846

; <label>:1846                                    ; preds = %1841
  %1847 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1847, i32 28, i32 undef, i32 %1843, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1848

; <label>:1848                                    ; preds = %1846, %1841
  %1849 = mul i32 %1843, 1664525
  %1850 = add i32 %1849, 691371656
  %1851 = and i32 %1850, 8
  %1852 = icmp eq i32 %1851, 0
  br i1 %1852, label %1855, label %1853

; <label>:1853                                    ; preds = %1848
  %1854 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1854, i32 32, i32 undef, i32 %1850, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1855

; <label>:1855                                    ; preds = %1853, %1848
  %1856 = mul i32 %1850, 1664525
  %1857 = add i32 %1856, -949159879
  %1858 = and i32 %1857, 16
  %1859 = icmp eq i32 %1858, 0
  br i1 %1859, label %1862, label %1860

; <label>:1860                                    ; preds = %1855
  %1861 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1861, i32 36, i32 undef, i32 %1857, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1862

; <label>:1862                                    ; preds = %1860, %1855
  %1863 = mul i32 %1857, 1664525
  %1864 = add i32 %1863, 1705275882
  %1865 = and i32 %1864, 32
  %1866 = icmp eq i32 %1865, 0
  br i1 %1866, label %1869, label %1867

; <label>:1867                                    ; preds = %1862
  %1868 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1868, i32 40, i32 undef, i32 %1864, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1869

; <label>:1869                                    ; preds = %1867, %1862
  %1870 = mul i32 %1864, 1664525
  %1871 = add i32 %1870, 64744347
  %1872 = and i32 %1871, 64
  %1873 = icmp eq i32 %1872, 0
  br i1 %1873, label %1876, label %1874

; <label>:1874                                    ; preds = %1869
  %1875 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1875, i32 44, i32 undef, i32 %1871, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1876

; <label>:1876                                    ; preds = %1874, %1869
  %1877 = mul i32 %1871, 1664525
  %1878 = add i32 %1877, -1575787188
  %1879 = and i32 %1878, 128
  %1880 = icmp eq i32 %1879, 0
  br i1 %1880, label %1883, label %1881

; <label>:1881                                    ; preds = %1876
  %1882 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1882, i32 48, i32 undef, i32 %1878, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1883

; <label>:1883                                    ; preds = %1881, %1876
  %1884 = mul i32 %1878, 1664525
  %1885 = add i32 %1884, 1078648573
  %1886 = and i32 %1885, 256
  %1887 = icmp eq i32 %1886, 0
  br i1 %1887, label %1890, label %1888

; <label>:1888                                    ; preds = %1883
  %1889 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1889, i32 52, i32 undef, i32 %1885, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1890

; <label>:1890                                    ; preds = %1888, %1883
  %1891 = mul i32 %1885, 1664525
  %1892 = add i32 %1891, -561882962
  %1893 = and i32 %1892, 512
  %1894 = icmp eq i32 %1893, 0
  br i1 %1894, label %1897, label %1895

; <label>:1895                                    ; preds = %1890
  %1896 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1896, i32 56, i32 undef, i32 %1892, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1897

; <label>:1897                                    ; preds = %1895, %1890
  %1898 = mul i32 %1892, 1664525
  %1899 = add i32 %1898, 2092552799
  %1900 = and i32 %1899, 1024
  %1901 = icmp eq i32 %1900, 0
  br i1 %1901, label %1904, label %1902

; <label>:1902                                    ; preds = %1897
  %1903 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1903, i32 60, i32 undef, i32 %1899, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1904

; <label>:1904                                    ; preds = %1902, %1897
  %1905 = mul i32 %1899, 1664525
  %1906 = add i32 %1905, 452021264
  %1907 = and i32 %1906, 2048
  %1908 = icmp eq i32 %1907, 0
  br i1 %1908, label %1911, label %1909

; <label>:1909                                    ; preds = %1904
  %1910 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1910, i32 64, i32 undef, i32 %1906, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1911

; <label>:1911                                    ; preds = %1909, %1904
  %1912 = mul i32 %1906, 1664525
  %1913 = add i32 %1912, -1188510271
  %1914 = and i32 %1913, 4096
  %1915 = icmp eq i32 %1914, 0
  br i1 %1915, label %1918, label %1916

; <label>:1916                                    ; preds = %1911
  %1917 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1917, i32 68, i32 undef, i32 %1913, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1918

; <label>:1918                                    ; preds = %1916, %1911
  %1919 = mul i32 %1913, 1664525
  %1920 = add i32 %1919, 1465925490
  %1921 = and i32 %1920, 8192
  %1922 = icmp eq i32 %1921, 0
  br i1 %1922, label %1925, label %1923

; <label>:1923                                    ; preds = %1918
  %1924 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1924, i32 72, i32 undef, i32 %1920, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1925

; <label>:1925                                    ; preds = %1923, %1918
  %1926 = mul i32 %1920, 1664525
  %1927 = add i32 %1926, -174606045
  %1928 = and i32 %1927, 16384
  %1929 = icmp eq i32 %1928, 0
  br i1 %1929, label %1932, label %1930

; <label>:1930                                    ; preds = %1925
  %1931 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1931, i32 76, i32 undef, i32 %1927, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1932

; <label>:1932                                    ; preds = %1930, %1925
  %1933 = mul i32 %1927, 1664525
  %1934 = add i32 %1933, -1815137580
  %1935 = and i32 %1934, 32768
  %1936 = icmp eq i32 %1935, 0
  br i1 %1936, label %1939, label %1937

; <label>:1937                                    ; preds = %1932
  %1938 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1938, i32 80, i32 undef, i32 %1934, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1939

; <label>:1939                                    ; preds = %1937, %1932
  %1940 = mul i32 %1934, 1664525
  %1941 = add i32 %1940, 839298181
  %1942 = and i32 %1941, 65536
  %1943 = icmp eq i32 %1942, 0
  br i1 %1943, label %1946, label %1944

; <label>:1944                                    ; preds = %1939
  %1945 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1945, i32 84, i32 undef, i32 %1941, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1946

; <label>:1946                                    ; preds = %1944, %1939
  %1947 = mul i32 %1941, 1664525
  %1948 = add i32 %1947, -801233354
  %1949 = and i32 %1948, 131072
  %1950 = icmp eq i32 %1949, 0
  br i1 %1950, label %1953, label %1951

; <label>:1951                                    ; preds = %1946
  %1952 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1952, i32 88, i32 undef, i32 %1948, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1953

; <label>:1953                                    ; preds = %1951, %1946
  %1954 = mul i32 %1948, 1664525
  %1955 = add i32 %1954, 1853202407
  %1956 = and i32 %1955, 262144
  %1957 = icmp eq i32 %1956, 0
  br i1 %1957, label %1960, label %1958

; <label>:1958                                    ; preds = %1953
  %1959 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1959, i32 92, i32 undef, i32 %1955, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1960

; <label>:1960                                    ; preds = %1958, %1953
  %1961 = mul i32 %1955, 1664525
  %1962 = add i32 %1961, 212670872
  %1963 = and i32 %1962, 524288
  %1964 = icmp eq i32 %1963, 0
  br i1 %1964, label %1967, label %1965

; <label>:1965                                    ; preds = %1960
  %1966 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1966, i32 96, i32 undef, i32 %1962, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1967

; <label>:1967                                    ; preds = %1965, %1960
  %1968 = mul i32 %1962, 1664525
  %1969 = add i32 %1968, -1427860663
  %1970 = and i32 %1969, 1048576
  %1971 = icmp eq i32 %1970, 0
  br i1 %1971, label %1974, label %1972

; <label>:1972                                    ; preds = %1967
  %1973 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1973, i32 100, i32 undef, i32 %1969, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1974

; <label>:1974                                    ; preds = %1972, %1967
  %1975 = mul i32 %1969, 1664525
  %1976 = add i32 %1975, 1226575098
  %1977 = and i32 %1976, 2097152
  %1978 = icmp eq i32 %1977, 0
  br i1 %1978, label %1981, label %1979

; <label>:1979                                    ; preds = %1974
  %1980 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1980, i32 104, i32 undef, i32 %1976, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1981

; <label>:1981                                    ; preds = %1979, %1974
  %1982 = mul i32 %1976, 1664525
  %1983 = add i32 %1982, -413956437
  %1984 = and i32 %1983, 4194304
  %1985 = icmp eq i32 %1984, 0
  br i1 %1985, label %1988, label %1986

; <label>:1986                                    ; preds = %1981
  %1987 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1987, i32 108, i32 undef, i32 %1983, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1988

; <label>:1988                                    ; preds = %1986, %1981
  %1989 = mul i32 %1983, 1664525
  %1990 = add i32 %1989, -2054487972
  %1991 = and i32 %1990, 8388608
  %1992 = icmp eq i32 %1991, 0
  br i1 %1992, label %1995, label %1993

; <label>:1993                                    ; preds = %1988
  %1994 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %1994, i32 112, i32 undef, i32 %1990, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %1995

; <label>:1995                                    ; preds = %1993, %1988
  %1996 = mul i32 %1990, 1664525
  %1997 = add i32 %1996, 599947789
  %1998 = and i32 %1997, 16777216
  %1999 = icmp eq i32 %1998, 0
  br i1 %1999, label %2002, label %2000

; <label>:2000                                    ; preds = %1995
  %2001 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2001, i32 116, i32 undef, i32 %1997, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2002

; <label>:2002                                    ; preds = %2000, %1995
  %2003 = mul i32 %1997, 1664525
  %2004 = add i32 %2003, -1040583746
  %2005 = and i32 %2004, 33554432
  %2006 = icmp eq i32 %2005, 0
  br i1 %2006, label %2009, label %2007

; <label>:2007                                    ; preds = %2002
  %2008 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2008, i32 120, i32 undef, i32 %2004, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2009

; <label>:2009                                    ; preds = %2007, %2002
  %2010 = mul i32 %2004, 1664525
  %2011 = add i32 %2010, 1613852015
  %2012 = and i32 %2011, 67108864
  %2013 = icmp eq i32 %2012, 0
  br i1 %2013, label %2016, label %2014

; <label>:2014                                    ; preds = %2009
  %2015 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2015, i32 124, i32 undef, i32 %2011, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2016

; <label>:2016                                    ; preds = %2014, %2009
  %2017 = mul i32 %2011, 1664525
  %2018 = add i32 %2017, -26679520
  %2019 = and i32 %2018, 134217728
  %2020 = icmp eq i32 %2019, 0
  br i1 %2020, label %2023, label %2021

; <label>:2021                                    ; preds = %2016
  %2022 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2022, i32 128, i32 undef, i32 %2018, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2023

; <label>:2023                                    ; preds = %2021, %2016
  %2024 = mul i32 %2018, 1664525
  %2025 = add i32 %2024, -1667211055
  %2026 = and i32 %2025, 268435456
  %2027 = icmp eq i32 %2026, 0
  br i1 %2027, label %2030, label %2028

; <label>:2028                                    ; preds = %2023
  %2029 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2029, i32 132, i32 undef, i32 %2025, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2030

; <label>:2030                                    ; preds = %2028, %2023
  %2031 = mul i32 %2025, 1664525
  %2032 = add i32 %2031, 987224706
  %2033 = and i32 %2032, 1
  %2034 = icmp eq i32 %2033, 0
  br i1 %2034, label %2037, label %2035

; <label>:2035                                    ; preds = %2030
  %2036 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2036, i32 136, i32 undef, i32 %2032, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2037

; <label>:2037                                    ; preds = %2035, %2030
  %2038 = mul i32 %2032, 1664525
  %2039 = add i32 %2038, -653306829
  %2040 = and i32 %2039, 2
  %2041 = icmp eq i32 %2040, 0
  br i1 %2041, label %2044, label %2042

; <label>:2042                                    ; preds = %2037
  %2043 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2043, i32 140, i32 undef, i32 %2039, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2044

; <label>:2044                                    ; preds = %2042, %2037
  %2045 = mul i32 %2039, 1664525
  %2046 = add i32 %2045, 2001128932
  %2047 = and i32 %2046, 4
  %2048 = icmp eq i32 %2047, 0
  br i1 %2048, label %2051, label %2049

; <label>:2049                                    ; preds = %2044
  %2050 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2050, i32 144, i32 undef, i32 %2046, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2051

; <label>:2051                                    ; preds = %2049, %2044
  %2052 = mul i32 %2046, 1664525
  %2053 = add i32 %2052, 360597397
  %2054 = and i32 %2053, 8
  %2055 = icmp eq i32 %2054, 0
  br i1 %2055, label %2058, label %2056

; <label>:2056                                    ; preds = %2051
  %2057 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2057, i32 148, i32 undef, i32 %2053, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2058

; <label>:2058                                    ; preds = %2056, %2051
  %2059 = mul i32 %2053, 1664525
  %2060 = add i32 %2059, -1279934138
  %2061 = and i32 %2060, 16
  %2062 = icmp eq i32 %2061, 0
  br i1 %2062, label %2065, label %2063

; <label>:2063                                    ; preds = %2058
  %2064 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2064, i32 152, i32 undef, i32 %2060, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2065

; <label>:2065                                    ; preds = %2063, %2058
  %2066 = mul i32 %2060, 1664525
  %2067 = add i32 %2066, 1374501623
  %2068 = and i32 %2067, 32
  %2069 = icmp eq i32 %2068, 0
  br i1 %2069, label %2072, label %2070

; <label>:2070                                    ; preds = %2065
  %2071 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2071, i32 156, i32 undef, i32 %2067, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2072

; <label>:2072                                    ; preds = %2070, %2065
  %2073 = mul i32 %2067, 1664525
  %2074 = add i32 %2073, -266029912
  %2075 = and i32 %2074, 64
  %2076 = icmp eq i32 %2075, 0
  br i1 %2076, label %2079, label %2077

; <label>:2077                                    ; preds = %2072
  %2078 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2078, i32 160, i32 undef, i32 %2074, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2079

; <label>:2079                                    ; preds = %2077, %2072
  %2080 = mul i32 %2074, 1664525
  %2081 = add i32 %2080, -1906561447
  %2082 = and i32 %2081, 128
  %2083 = icmp eq i32 %2082, 0
  br i1 %2083, label %2086, label %2084

; <label>:2084                                    ; preds = %2079
  %2085 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2085, i32 164, i32 undef, i32 %2081, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2086

; <label>:2086                                    ; preds = %2084, %2079
  %2087 = mul i32 %2081, 1664525
  %2088 = add i32 %2087, 747874314
  %2089 = and i32 %2088, 256
  %2090 = icmp eq i32 %2089, 0
  br i1 %2090, label %2093, label %2091

; <label>:2091                                    ; preds = %2086
  %2092 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2092, i32 168, i32 undef, i32 %2088, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2093

; <label>:2093                                    ; preds = %2091, %2086
  %2094 = mul i32 %2088, 1664525
  %2095 = add i32 %2094, -892657221
  %2096 = and i32 %2095, 512
  %2097 = icmp eq i32 %2096, 0
  br i1 %2097, label %2100, label %2098

; <label>:2098                                    ; preds = %2093
  %2099 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2099, i32 172, i32 undef, i32 %2095, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2100

; <label>:2100                                    ; preds = %2098, %2093
  %2101 = mul i32 %2095, 1664525
  %2102 = add i32 %2101, 1761778540
  %2103 = and i32 %2102, 1024
  %2104 = icmp eq i32 %2103, 0
  br i1 %2104, label %2107, label %2105

; <label>:2105                                    ; preds = %2100
  %2106 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2106, i32 176, i32 undef, i32 %2102, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2107

; <label>:2107                                    ; preds = %2105, %2100
  %2108 = mul i32 %2102, 1664525
  %2109 = add i32 %2108, 121247005
  %2110 = and i32 %2109, 2048
  %2111 = icmp eq i32 %2110, 0
  br i1 %2111, label %2114, label %2112

; <label>:2112                                    ; preds = %2107
  %2113 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2113, i32 180, i32 undef, i32 %2109, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2114

; <label>:2114                                    ; preds = %2112, %2107
  %2115 = mul i32 %2109, 1664525
  %2116 = add i32 %2115, -1519284530
  %2117 = and i32 %2116, 4096
  %2118 = icmp eq i32 %2117, 0
  br i1 %2118, label %2121, label %2119

; <label>:2119                                    ; preds = %2114
  %2120 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2120, i32 184, i32 undef, i32 %2116, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2121

; <label>:2121                                    ; preds = %2119, %2114
  %2122 = mul i32 %2116, 1664525
  %2123 = add i32 %2122, 1135151231
  %2124 = and i32 %2123, 8192
  %2125 = icmp eq i32 %2124, 0
  br i1 %2125, label %2128, label %2126

; <label>:2126                                    ; preds = %2121
  %2127 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2127, i32 188, i32 undef, i32 %2123, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2128

; <label>:2128                                    ; preds = %2126, %2121
  %2129 = mul i32 %2123, 1664525
  %2130 = add i32 %2129, -505380304
  %2131 = and i32 %2130, 16384
  %2132 = icmp eq i32 %2131, 0
  br i1 %2132, label %2135, label %2133

; <label>:2133                                    ; preds = %2128
  %2134 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2134, i32 192, i32 undef, i32 %2130, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2135

; <label>:2135                                    ; preds = %2133, %2128
  %2136 = mul i32 %2130, 1664525
  %2137 = add i32 %2136, -2145911839
  %2138 = and i32 %2137, 32768
  %2139 = icmp eq i32 %2138, 0
  br i1 %2139, label %2142, label %2140

; <label>:2140                                    ; preds = %2135
  %2141 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2141, i32 196, i32 undef, i32 %2137, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2142

; <label>:2142                                    ; preds = %2140, %2135
  %2143 = mul i32 %2137, 1664525
  %2144 = add i32 %2143, 508523922
  %2145 = and i32 %2144, 65536
  %2146 = icmp eq i32 %2145, 0
  br i1 %2146, label %2149, label %2147

; <label>:2147                                    ; preds = %2142
  %2148 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2148, i32 200, i32 undef, i32 %2144, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2149

; <label>:2149                                    ; preds = %2147, %2142
  %2150 = mul i32 %2144, 1664525
  %2151 = add i32 %2150, -1132007613
  %2152 = and i32 %2151, 131072
  %2153 = icmp eq i32 %2152, 0
  br i1 %2153, label %2156, label %2154

; <label>:2154                                    ; preds = %2149
  %2155 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2155, i32 204, i32 undef, i32 %2151, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2156

; <label>:2156                                    ; preds = %2154, %2149
  %2157 = mul i32 %2151, 1664525
  %2158 = add i32 %2157, 1522428148
  %2159 = and i32 %2158, 262144
  %2160 = icmp eq i32 %2159, 0
  br i1 %2160, label %2163, label %2161

; <label>:2161                                    ; preds = %2156
  %2162 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2162, i32 208, i32 undef, i32 %2158, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2163

; <label>:2163                                    ; preds = %2161, %2156
  %2164 = mul i32 %2158, 1664525
  %2165 = add i32 %2164, -118103387
  %2166 = and i32 %2165, 524288
  %2167 = icmp eq i32 %2166, 0
  br i1 %2167, label %2170, label %2168

; <label>:2168                                    ; preds = %2163
  %2169 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2169, i32 212, i32 undef, i32 %2165, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2170

; <label>:2170                                    ; preds = %2168, %2163
  %2171 = mul i32 %2165, 1664525
  %2172 = add i32 %2171, -1758634922
  %2173 = and i32 %2172, 1048576
  %2174 = icmp eq i32 %2173, 0
  br i1 %2174, label %2177, label %2175

; <label>:2175                                    ; preds = %2170
  %2176 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2176, i32 216, i32 undef, i32 %2172, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2177

; <label>:2177                                    ; preds = %2175, %2170
  %2178 = mul i32 %2172, 1664525
  %2179 = add i32 %2178, 895800839
  %2180 = and i32 %2179, 2097152
  %2181 = icmp eq i32 %2180, 0
  br i1 %2181, label %2184, label %2182

; <label>:2182                                    ; preds = %2177
  %2183 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2183, i32 220, i32 undef, i32 %2179, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2184

; <label>:2184                                    ; preds = %2182, %2177
  %2185 = mul i32 %2179, 1664525
  %2186 = add i32 %2185, -744730696
  %2187 = and i32 %2186, 4194304
  %2188 = icmp eq i32 %2187, 0
  br i1 %2188, label %2191, label %2189

; <label>:2189                                    ; preds = %2184
  %2190 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2190, i32 224, i32 undef, i32 %2186, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2191

; <label>:2191                                    ; preds = %2189, %2184
  %2192 = mul i32 %2186, 1664525
  %2193 = add i32 %2192, 1909705065
  %2194 = and i32 %2193, 8388608
  %2195 = icmp eq i32 %2194, 0
  br i1 %2195, label %2198, label %2196

; <label>:2196                                    ; preds = %2191
  %2197 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2197, i32 228, i32 undef, i32 %2193, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2198

; <label>:2198                                    ; preds = %2196, %2191
  %2199 = mul i32 %2193, 1664525
  %2200 = add i32 %2199, 269173530
  %2201 = and i32 %2200, 16777216
  %2202 = icmp eq i32 %2201, 0
  br i1 %2202, label %2205, label %2203

; <label>:2203                                    ; preds = %2198
  %2204 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2204, i32 232, i32 undef, i32 %2200, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2205

; <label>:2205                                    ; preds = %2203, %2198
  %2206 = mul i32 %2200, 1664525
  %2207 = add i32 %2206, -1371358005
  %2208 = and i32 %2207, 33554432
  %2209 = icmp eq i32 %2208, 0
  br i1 %2209, label %2212, label %2210

; <label>:2210                                    ; preds = %2205
  %2211 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2211, i32 236, i32 undef, i32 %2207, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2212

; <label>:2212                                    ; preds = %2210, %2205
  %2213 = mul i32 %2207, 1664525
  %2214 = add i32 %2213, 1283077756
  %2215 = and i32 %2214, 67108864
  %2216 = icmp eq i32 %2215, 0
  br i1 %2216, label %2219, label %2217

; <label>:2217                                    ; preds = %2212
  %2218 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2218, i32 240, i32 undef, i32 %2214, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2219

; <label>:2219                                    ; preds = %2217, %2212
  %2220 = mul i32 %2214, 1664525
  %2221 = add i32 %2220, -357453779
  %2222 = and i32 %2221, 134217728
  %2223 = icmp eq i32 %2222, 0
  br i1 %2223, label %2226, label %2224

; <label>:2224                                    ; preds = %2219
  %2225 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2225, i32 244, i32 undef, i32 %2221, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2226

; <label>:2226                                    ; preds = %2224, %2219
  %2227 = mul i32 %2221, 1664525
  %2228 = add i32 %2227, -1997985314
  %2229 = and i32 %2228, 268435456
  %2230 = icmp eq i32 %2229, 0
  br i1 %2230, label %2233, label %2231

; <label>:2231                                    ; preds = %2226
  %2232 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2232, i32 248, i32 undef, i32 %2228, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2233

; <label>:2233                                    ; preds = %2231, %2226
  %2234 = mul i32 %2228, 1664525
  %2235 = add i32 %2234, 656450447
  %2236 = and i32 %2235, 1
  %2237 = icmp eq i32 %2236, 0
  br i1 %2237, label %2240, label %2238

; <label>:2238                                    ; preds = %2233
  %2239 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2239, i32 252, i32 undef, i32 %2235, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2240

; <label>:2240                                    ; preds = %2238, %2233
  %2241 = mul i32 %2235, 1664525
  %2242 = add i32 %2241, -984081088
  %2243 = and i32 %2242, 2
  %2244 = icmp eq i32 %2243, 0
  br i1 %2244, label %2247, label %2245

; <label>:2245                                    ; preds = %2240
  %2246 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2246, i32 0, i32 undef, i32 %2242, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2247

; <label>:2247                                    ; preds = %2245, %2240
  %2248 = mul i32 %2242, 1664525
  %2249 = add i32 %2248, 1670354673
  %2250 = and i32 %2249, 4
  %2251 = icmp eq i32 %2250, 0
  br i1 %2251, label %2254, label %2252

; <label>:2252                                    ; preds = %2247
  %2253 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2253, i32 4, i32 undef, i32 %2249, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2254

; <label>:2254                                    ; preds = %2252, %2247
  %2255 = mul i32 %2249, 1664525
  %2256 = add i32 %2255, 29823138
  %2257 = and i32 %2256, 8
  %2258 = icmp eq i32 %2257, 0
  br i1 %2258, label %2261, label %2259

; <label>:2259                                    ; preds = %2254
  %2260 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2260, i32 8, i32 undef, i32 %2256, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2261

; <label>:2261                                    ; preds = %2259, %2254
  %2262 = mul i32 %2256, 1664525
  %2263 = add i32 %2262, -1610708397
  %2264 = and i32 %2263, 16
  %2265 = icmp eq i32 %2264, 0
  br i1 %2265, label %2268, label %2266

; <label>:2266                                    ; preds = %2261
  %2267 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2267, i32 12, i32 undef, i32 %2263, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2268

; <label>:2268                                    ; preds = %2266, %2261
  %2269 = mul i32 %2263, 1664525
  %2270 = add i32 %2269, 1043727364
  %2271 = and i32 %2270, 32
  %2272 = icmp eq i32 %2271, 0
  br i1 %2272, label %2275, label %2273

; <label>:2273                                    ; preds = %2268
  %2274 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2274, i32 16, i32 undef, i32 %2270, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2275

; <label>:2275                                    ; preds = %2273, %2268
  %2276 = mul i32 %2270, 1664525
  %2277 = add i32 %2276, -596804171
  %2278 = and i32 %2277, 64
  %2279 = icmp eq i32 %2278, 0
  br i1 %2279, label %2282, label %2280

; <label>:2280                                    ; preds = %2275
  %2281 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2281, i32 20, i32 undef, i32 %2277, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2282

; <label>:2282                                    ; preds = %2280, %2275
  %2283 = mul i32 %2277, 1664525
  %2284 = add i32 %2283, 2057631590
  %2285 = and i32 %2284, 128
  %2286 = icmp eq i32 %2285, 0
  br i1 %2286, label %2289, label %2287

; <label>:2287                                    ; preds = %2282
  %2288 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2288, i32 24, i32 undef, i32 %2284, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2289

; <label>:2289                                    ; preds = %2287, %2282
  %2290 = mul i32 %2284, 1664525
  %2291 = add i32 %2290, 417100055
  %2292 = and i32 %2291, 256
  %2293 = icmp eq i32 %2292, 0
  br i1 %2293, label %2296, label %2294

; <label>:2294                                    ; preds = %2289
  %2295 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2295, i32 28, i32 undef, i32 %2291, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2296

; <label>:2296                                    ; preds = %2294, %2289
  %2297 = mul i32 %2291, 1664525
  %2298 = add i32 %2297, -1223431480
  %2299 = and i32 %2298, 512
  %2300 = icmp eq i32 %2299, 0
  br i1 %2300, label %2303, label %2301

; <label>:2301                                    ; preds = %2296
  %2302 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2302, i32 32, i32 undef, i32 %2298, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2303

; <label>:2303                                    ; preds = %2301, %2296
  %2304 = mul i32 %2298, 1664525
  %2305 = add i32 %2304, 1431004281
  %2306 = and i32 %2305, 1024
  %2307 = icmp eq i32 %2306, 0
  br i1 %2307, label %2310, label %2308

; <label>:2308                                    ; preds = %2303
  %2309 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2309, i32 36, i32 undef, i32 %2305, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2310

; <label>:2310                                    ; preds = %2308, %2303
  %2311 = mul i32 %2305, 1664525
  %2312 = add i32 %2311, -209527254
  %2313 = and i32 %2312, 2048
  %2314 = icmp eq i32 %2313, 0
  br i1 %2314, label %2317, label %2315

; <label>:2315                                    ; preds = %2310
  %2316 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2316, i32 40, i32 undef, i32 %2312, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2317

; <label>:2317                                    ; preds = %2315, %2310
  %2318 = mul i32 %2312, 1664525
  %2319 = add i32 %2318, -1850058789
  %2320 = and i32 %2319, 4096
  %2321 = icmp eq i32 %2320, 0
  br i1 %2321, label %2324, label %2322

; <label>:2322                                    ; preds = %2317
  %2323 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2323, i32 44, i32 undef, i32 %2319, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2324

; <label>:2324                                    ; preds = %2322, %2317
  %2325 = mul i32 %2319, 1664525
  %2326 = add i32 %2325, 804376972
  %2327 = and i32 %2326, 8192
  %2328 = icmp eq i32 %2327, 0
  br i1 %2328, label %2331, label %2329

; <label>:2329                                    ; preds = %2324
  %2330 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2330, i32 48, i32 undef, i32 %2326, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2331

; <label>:2331                                    ; preds = %2329, %2324
  %2332 = mul i32 %2326, 1664525
  %2333 = add i32 %2332, -836154563
  %2334 = and i32 %2333, 16384
  %2335 = icmp eq i32 %2334, 0
  br i1 %2335, label %2338, label %2336

; <label>:2336                                    ; preds = %2331
  %2337 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2337, i32 52, i32 undef, i32 %2333, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2338

; <label>:2338                                    ; preds = %2336, %2331
  %2339 = mul i32 %2333, 1664525
  %2340 = add i32 %2339, 1818281198
  %2341 = and i32 %2340, 32768
  %2342 = icmp eq i32 %2341, 0
  br i1 %2342, label %2345, label %2343

; <label>:2343                                    ; preds = %2338
  %2344 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2344, i32 56, i32 undef, i32 %2340, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2345

; <label>:2345                                    ; preds = %2343, %2338
  %2346 = mul i32 %2340, 1664525
  %2347 = add i32 %2346, 177749663
  %2348 = and i32 %2347, 65536
  %2349 = icmp eq i32 %2348, 0
  br i1 %2349, label %2352, label %2350

; <label>:2350                                    ; preds = %2345
  %2351 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2351, i32 60, i32 undef, i32 %2347, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2352

; <label>:2352                                    ; preds = %2350, %2345
  %2353 = mul i32 %2347, 1664525
  %2354 = add i32 %2353, -1462781872
  %2355 = and i32 %2354, 131072
  %2356 = icmp eq i32 %2355, 0
  br i1 %2356, label %2359, label %2357

; <label>:2357                                    ; preds = %2352
  %2358 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2358, i32 64, i32 undef, i32 %2354, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2359

; <label>:2359                                    ; preds = %2357, %2352
  %2360 = mul i32 %2354, 1664525
  %2361 = add i32 %2360, 1191653889
  %2362 = and i32 %2361, 262144
  %2363 = icmp eq i32 %2362, 0
  br i1 %2363, label %2366, label %2364

; <label>:2364                                    ; preds = %2359
  %2365 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2365, i32 68, i32 undef, i32 %2361, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2366

; <label>:2366                                    ; preds = %2364, %2359
  %2367 = mul i32 %2361, 1664525
  %2368 = add i32 %2367, -448877646
  %2369 = and i32 %2368, 524288
  %2370 = icmp eq i32 %2369, 0
  br i1 %2370, label %2373, label %2371

; <label>:2371                                    ; preds = %2366
  %2372 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2372, i32 72, i32 undef, i32 %2368, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2373

; <label>:2373                                    ; preds = %2371, %2366
  %2374 = mul i32 %2368, 1664525
  %2375 = add i32 %2374, -2089409181
  %2376 = and i32 %2375, 1048576
  %2377 = icmp eq i32 %2376, 0
  br i1 %2377, label %2380, label %2378

; <label>:2378                                    ; preds = %2373
  %2379 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2379, i32 76, i32 undef, i32 %2375, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2380

; <label>:2380                                    ; preds = %2378, %2373
  %2381 = mul i32 %2375, 1664525
  %2382 = add i32 %2381, 565026580
  %2383 = and i32 %2382, 2097152
  %2384 = icmp eq i32 %2383, 0
  br i1 %2384, label %2387, label %2385

; <label>:2385                                    ; preds = %2380
  %2386 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2386, i32 80, i32 undef, i32 %2382, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2387

; <label>:2387                                    ; preds = %2385, %2380
  %2388 = mul i32 %2382, 1664525
  %2389 = add i32 %2388, -1075504955
  %2390 = and i32 %2389, 4194304
  %2391 = icmp eq i32 %2390, 0
  br i1 %2391, label %2394, label %2392

; <label>:2392                                    ; preds = %2387
  %2393 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2393, i32 84, i32 undef, i32 %2389, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2394

; <label>:2394                                    ; preds = %2392, %2387
  %2395 = mul i32 %2389, 1664525
  %2396 = add i32 %2395, 1578930806
  %2397 = and i32 %2396, 8388608
  %2398 = icmp eq i32 %2397, 0
  br i1 %2398, label %2401, label %2399

; <label>:2399                                    ; preds = %2394
  %2400 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2400, i32 88, i32 undef, i32 %2396, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2401

; <label>:2401                                    ; preds = %2399, %2394
  %2402 = mul i32 %2396, 1664525
  %2403 = add i32 %2402, -61600729
  %2404 = and i32 %2403, 16777216
  %2405 = icmp eq i32 %2404, 0
  br i1 %2405, label %2408, label %2406

; <label>:2406                                    ; preds = %2401
  %2407 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2407, i32 92, i32 undef, i32 %2403, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2408

; <label>:2408                                    ; preds = %2406, %2401
  %2409 = mul i32 %2403, 1664525
  %2410 = add i32 %2409, -1702132264
  %2411 = and i32 %2410, 33554432
  %2412 = icmp eq i32 %2411, 0
  br i1 %2412, label %2415, label %2413

; <label>:2413                                    ; preds = %2408
  %2414 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2414, i32 96, i32 undef, i32 %2410, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2415

; <label>:2415                                    ; preds = %2413, %2408
  %2416 = mul i32 %2410, 1664525
  %2417 = add i32 %2416, 952303497
  %2418 = and i32 %2417, 67108864
  %2419 = icmp eq i32 %2418, 0
  br i1 %2419, label %2422, label %2420

; <label>:2420                                    ; preds = %2415
  %2421 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2421, i32 100, i32 undef, i32 %2417, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2422

; <label>:2422                                    ; preds = %2420, %2415
  %2423 = mul i32 %2417, 1664525
  %2424 = add i32 %2423, -688228038
  %2425 = and i32 %2424, 134217728
  %2426 = icmp eq i32 %2425, 0
  br i1 %2426, label %2429, label %2427

; <label>:2427                                    ; preds = %2422
  %2428 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2428, i32 104, i32 undef, i32 %2424, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2429

; <label>:2429                                    ; preds = %2427, %2422
  %2430 = mul i32 %2424, 1664525
  %2431 = add i32 %2430, 1966207723
  %2432 = and i32 %2431, 268435456
  %2433 = icmp eq i32 %2432, 0
  br i1 %2433, label %2436, label %2434

; <label>:2434                                    ; preds = %2429
  %2435 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2435, i32 108, i32 undef, i32 %2431, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2436

; <label>:2436                                    ; preds = %2434, %2429
  %2437 = mul i32 %2431, 1664525
  %2438 = add i32 %2437, 325676188
  %2439 = and i32 %2438, 1
  %2440 = icmp eq i32 %2439, 0
  br i1 %2440, label %2443, label %2441

; <label>:2441                                    ; preds = %2436
  %2442 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2442, i32 112, i32 undef, i32 %2438, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2443

; <label>:2443                                    ; preds = %2441, %2436
  %2444 = mul i32 %2438, 1664525
  %2445 = add i32 %2444, -1314855347
  %2446 = and i32 %2445, 2
  %2447 = icmp eq i32 %2446, 0
  br i1 %2447, label %2450, label %2448

; <label>:2448                                    ; preds = %2443
  %2449 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2449, i32 116, i32 undef, i32 %2445, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2450

; <label>:2450                                    ; preds = %2448, %2443
  %2451 = mul i32 %2445, 1664525
  %2452 = add i32 %2451, 1339580414
  %2453 = and i32 %2452, 4
  %2454 = icmp eq i32 %2453, 0
  br i1 %2454, label %2457, label %2455

; <label>:2455                                    ; preds = %2450
  %2456 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2456, i32 120, i32 undef, i32 %2452, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2457

; <label>:2457                                    ; preds = %2455, %2450
  %2458 = mul i32 %2452, 1664525
  %2459 = add i32 %2458, -300951121
  %2460 = and i32 %2459, 8
  %2461 = icmp eq i32 %2460, 0
  br i1 %2461, label %2464, label %2462

; <label>:2462                                    ; preds = %2457
  %2463 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2463, i32 124, i32 undef, i32 %2459, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2464

; <label>:2464                                    ; preds = %2462, %2457
  %2465 = mul i32 %2459, 1664525
  %2466 = add i32 %2465, -1941482656
  %2467 = and i32 %2466, 16
  %2468 = icmp eq i32 %2467, 0
  br i1 %2468, label %2471, label %2469

; <label>:2469                                    ; preds = %2464
  %2470 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2470, i32 128, i32 undef, i32 %2466, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2471

; <label>:2471                                    ; preds = %2469, %2464
  %2472 = mul i32 %2466, 1664525
  %2473 = add i32 %2472, 712953105
  %2474 = and i32 %2473, 32
  %2475 = icmp eq i32 %2474, 0
  br i1 %2475, label %2478, label %2476

; <label>:2476                                    ; preds = %2471
  %2477 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2477, i32 132, i32 undef, i32 %2473, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2478

; <label>:2478                                    ; preds = %2476, %2471
  %2479 = mul i32 %2473, 1664525
  %2480 = add i32 %2479, -927578430
  %2481 = and i32 %2480, 64
  %2482 = icmp eq i32 %2481, 0
  br i1 %2482, label %2485, label %2483

; <label>:2483                                    ; preds = %2478
  %2484 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2484, i32 136, i32 undef, i32 %2480, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2485

; <label>:2485                                    ; preds = %2483, %2478
  %2486 = mul i32 %2480, 1664525
  %2487 = add i32 %2486, 1726857331
  %2488 = and i32 %2487, 128
  %2489 = icmp eq i32 %2488, 0
  br i1 %2489, label %2492, label %2490

; <label>:2490                                    ; preds = %2485
  %2491 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2491, i32 140, i32 undef, i32 %2487, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2492

; <label>:2492                                    ; preds = %2490, %2485
  %2493 = mul i32 %2487, 1664525
  %2494 = add i32 %2493, 86325796
  %2495 = and i32 %2494, 256
  %2496 = icmp eq i32 %2495, 0
  br i1 %2496, label %2499, label %2497

; <label>:2497                                    ; preds = %2492
  %2498 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2498, i32 144, i32 undef, i32 %2494, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2499

; <label>:2499                                    ; preds = %2497, %2492
  %2500 = mul i32 %2494, 1664525
  %2501 = add i32 %2500, -1554205739
  %2502 = and i32 %2501, 512
  %2503 = icmp eq i32 %2502, 0
  br i1 %2503, label %2506, label %2504

; <label>:2504                                    ; preds = %2499
  %2505 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2505, i32 148, i32 undef, i32 %2501, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2506

; <label>:2506                                    ; preds = %2504, %2499
  %2507 = mul i32 %2501, 1664525
  %2508 = add i32 %2507, 1100230022
  %2509 = and i32 %2508, 1024
  %2510 = icmp eq i32 %2509, 0
  br i1 %2510, label %2513, label %2511

; <label>:2511                                    ; preds = %2506
  %2512 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2512, i32 152, i32 undef, i32 %2508, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2513

; <label>:2513                                    ; preds = %2511, %2506
  %2514 = mul i32 %2508, 1664525
  %2515 = add i32 %2514, -540301513
  %2516 = and i32 %2515, 2048
  %2517 = icmp eq i32 %2516, 0
  br i1 %2517, label %2520, label %2518

; <label>:2518                                    ; preds = %2513
  %2519 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2519, i32 156, i32 undef, i32 %2515, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2520

; <label>:2520                                    ; preds = %2518, %2513
  %2521 = mul i32 %2515, 1664525
  %2522 = add i32 %2521, 2114134248
  %2523 = and i32 %2522, 4096
  %2524 = icmp eq i32 %2523, 0
  br i1 %2524, label %2527, label %2525

; <label>:2525                                    ; preds = %2520
  %2526 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2526, i32 160, i32 undef, i32 %2522, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2527

; <label>:2527                                    ; preds = %2525, %2520
  %2528 = mul i32 %2522, 1664525
  %2529 = add i32 %2528, 473602713
  %2530 = and i32 %2529, 8192
  %2531 = icmp eq i32 %2530, 0
  br i1 %2531, label %2534, label %2532

; <label>:2532                                    ; preds = %2527
  %2533 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2533, i32 164, i32 undef, i32 %2529, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2534

; <label>:2534                                    ; preds = %2532, %2527
  %2535 = mul i32 %2529, 1664525
  %2536 = add i32 %2535, -1166928822
  %2537 = and i32 %2536, 16384
  %2538 = icmp eq i32 %2537, 0
  br i1 %2538, label %2541, label %2539

; <label>:2539                                    ; preds = %2534
  %2540 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2540, i32 168, i32 undef, i32 %2536, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2541

; <label>:2541                                    ; preds = %2539, %2534
  %2542 = mul i32 %2536, 1664525
  %2543 = add i32 %2542, 1487506939
  %2544 = and i32 %2543, 32768
  %2545 = icmp eq i32 %2544, 0
  br i1 %2545, label %2548, label %2546

; <label>:2546                                    ; preds = %2541
  %2547 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2547, i32 172, i32 undef, i32 %2543, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2548

; <label>:2548                                    ; preds = %2546, %2541
  %2549 = mul i32 %2543, 1664525
  %2550 = add i32 %2549, -153024596
  %2551 = and i32 %2550, 65536
  %2552 = icmp eq i32 %2551, 0
  br i1 %2552, label %2555, label %2553

; <label>:2553                                    ; preds = %2548
  %2554 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2554, i32 176, i32 undef, i32 %2550, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2555

; <label>:2555                                    ; preds = %2553, %2548
  %2556 = mul i32 %2550, 1664525
  %2557 = add i32 %2556, -1793556131
  %2558 = and i32 %2557, 131072
  %2559 = icmp eq i32 %2558, 0
  br i1 %2559, label %2562, label %2560

; <label>:2560                                    ; preds = %2555
  %2561 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2561, i32 180, i32 undef, i32 %2557, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2562

; <label>:2562                                    ; preds = %2560, %2555
  %2563 = mul i32 %2557, 1664525
  %2564 = add i32 %2563, 860879630
  %2565 = and i32 %2564, 262144
  %2566 = icmp eq i32 %2565, 0
  br i1 %2566, label %2569, label %2567

; <label>:2567                                    ; preds = %2562
  %2568 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2568, i32 184, i32 undef, i32 %2564, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2569

; <label>:2569                                    ; preds = %2567, %2562
  %2570 = mul i32 %2564, 1664525
  %2571 = add i32 %2570, -779651905
  %2572 = and i32 %2571, 524288
  %2573 = icmp eq i32 %2572, 0
  br i1 %2573, label %2576, label %2574

; <label>:2574                                    ; preds = %2569
  %2575 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2575, i32 188, i32 undef, i32 %2571, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2576

; <label>:2576                                    ; preds = %2574, %2569
  %2577 = mul i32 %2571, 1664525
  %2578 = add i32 %2577, 1874783856
  %2579 = and i32 %2578, 1048576
  %2580 = icmp eq i32 %2579, 0
  br i1 %2580, label %2583, label %2581

; <label>:2581                                    ; preds = %2576
  %2582 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2582, i32 192, i32 undef, i32 %2578, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2583

; <label>:2583                                    ; preds = %2581, %2576
  %2584 = mul i32 %2578, 1664525
  %2585 = add i32 %2584, 234252321
  %2586 = and i32 %2585, 2097152
  %2587 = icmp eq i32 %2586, 0
  br i1 %2587, label %2590, label %2588

; <label>:2588                                    ; preds = %2583
  %2589 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2589, i32 196, i32 undef, i32 %2585, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2590

; <label>:2590                                    ; preds = %2588, %2583
  %2591 = mul i32 %2585, 1664525
  %2592 = add i32 %2591, -1406279214
  %2593 = and i32 %2592, 4194304
  %2594 = icmp eq i32 %2593, 0
  br i1 %2594, label %2597, label %2595

; <label>:2595                                    ; preds = %2590
  %2596 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2596, i32 200, i32 undef, i32 %2592, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2597

; <label>:2597                                    ; preds = %2595, %2590
  %2598 = mul i32 %2592, 1664525
  %2599 = add i32 %2598, 1248156547
  %2600 = and i32 %2599, 8388608
  %2601 = icmp eq i32 %2600, 0
  br i1 %2601, label %2604, label %2602

; <label>:2602                                    ; preds = %2597
  %2603 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2603, i32 204, i32 undef, i32 %2599, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2604

; <label>:2604                                    ; preds = %2602, %2597
  %2605 = mul i32 %2599, 1664525
  %2606 = add i32 %2605, -392374988
  %2607 = and i32 %2606, 16777216
  %2608 = icmp eq i32 %2607, 0
  br i1 %2608, label %2611, label %2609

; <label>:2609                                    ; preds = %2604
  %2610 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2610, i32 208, i32 undef, i32 %2606, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2611

; <label>:2611                                    ; preds = %2609, %2604
  %2612 = mul i32 %2606, 1664525
  %2613 = add i32 %2612, -2032906523
  %2614 = and i32 %2613, 33554432
  %2615 = icmp eq i32 %2614, 0
  br i1 %2615, label %2618, label %2616

; <label>:2616                                    ; preds = %2611
  %2617 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2617, i32 212, i32 undef, i32 %2613, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2618

; <label>:2618                                    ; preds = %2616, %2611
  %2619 = mul i32 %2613, 1664525
  %2620 = add i32 %2619, 621529238
  %2621 = and i32 %2620, 67108864
  %2622 = icmp eq i32 %2621, 0
  br i1 %2622, label %2625, label %2623

; <label>:2623                                    ; preds = %2618
  %2624 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2624, i32 216, i32 undef, i32 %2620, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2625

; <label>:2625                                    ; preds = %2623, %2618
  %2626 = mul i32 %2620, 1664525
  %2627 = add i32 %2626, -1019002297
  %2628 = and i32 %2627, 134217728
  %2629 = icmp eq i32 %2628, 0
  br i1 %2629, label %2632, label %2630

; <label>:2630                                    ; preds = %2625
  %2631 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2631, i32 220, i32 undef, i32 %2627, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2632

; <label>:2632                                    ; preds = %2630, %2625
  %2633 = mul i32 %2627, 1664525
  %2634 = add i32 %2633, 1635433464
  %2635 = and i32 %2634, 268435456
  %2636 = icmp eq i32 %2635, 0
  br i1 %2636, label %2639, label %2637

; <label>:2637                                    ; preds = %2632
  %2638 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2638, i32 224, i32 undef, i32 %2634, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2639

; <label>:2639                                    ; preds = %2637, %2632
  %2640 = mul i32 %2634, 1664525
  %2641 = add i32 %2640, -5098071
  %2642 = and i32 %2641, 1
  %2643 = icmp eq i32 %2642, 0
  br i1 %2643, label %2646, label %2644

; <label>:2644                                    ; preds = %2639
  %2645 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2645, i32 228, i32 undef, i32 %2641, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2646

; <label>:2646                                    ; preds = %2644, %2639
  %2647 = mul i32 %2641, 1664525
  %2648 = add i32 %2647, -1645629606
  %2649 = and i32 %2648, 2
  %2650 = icmp eq i32 %2649, 0
  br i1 %2650, label %2653, label %2651

; <label>:2651                                    ; preds = %2646
  %2652 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2652, i32 232, i32 undef, i32 %2648, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2653

; <label>:2653                                    ; preds = %2651, %2646
  %2654 = mul i32 %2648, 1664525
  %2655 = add i32 %2654, 1008806155
  %2656 = and i32 %2655, 4
  %2657 = icmp eq i32 %2656, 0
  br i1 %2657, label %2660, label %2658

; <label>:2658                                    ; preds = %2653
  %2659 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2659, i32 236, i32 undef, i32 %2655, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2660

; <label>:2660                                    ; preds = %2658, %2653
  %2661 = mul i32 %2655, 1664525
  %2662 = add i32 %2661, -631725380
  %2663 = and i32 %2662, 8
  %2664 = icmp eq i32 %2663, 0
  br i1 %2664, label %2667, label %2665

; <label>:2665                                    ; preds = %2660
  %2666 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2666, i32 240, i32 undef, i32 %2662, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2667

; <label>:2667                                    ; preds = %2665, %2660
  %2668 = mul i32 %2662, 1664525
  %2669 = add i32 %2668, 2022710381
  %2670 = and i32 %2669, 16
  %2671 = icmp eq i32 %2670, 0
  br i1 %2671, label %2674, label %2672

; <label>:2672                                    ; preds = %2667
  %2673 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2673, i32 244, i32 undef, i32 %2669, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2674

; <label>:2674                                    ; preds = %2672, %2667
  %2675 = mul i32 %2669, 1664525
  %2676 = add i32 %2675, 382178846
  %2677 = and i32 %2676, 32
  %2678 = icmp eq i32 %2677, 0
  br i1 %2678, label %2681, label %2679

; <label>:2679                                    ; preds = %2674
  %2680 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2680, i32 248, i32 undef, i32 %2676, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2681

; <label>:2681                                    ; preds = %2679, %2674
  %2682 = mul i32 %2676, 1664525
  %2683 = add i32 %2682, -1258352689
  %2684 = and i32 %2683, 64
  %2685 = icmp eq i32 %2684, 0
  br i1 %2685, label %2688, label %2686

; <label>:2686                                    ; preds = %2681
  %2687 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2687, i32 252, i32 undef, i32 %2683, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2688

; <label>:2688                                    ; preds = %2686, %2681
  %2689 = mul i32 %2683, 1664525
  %2690 = add i32 %2689, 1396083072
  %2691 = and i32 %2690, 128
  %2692 = icmp eq i32 %2691, 0
  br i1 %2692, label %2695, label %2693

; <label>:2693                                    ; preds = %2688
  %2694 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2694, i32 0, i32 undef, i32 %2690, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2695

; <label>:2695                                    ; preds = %2693, %2688
  %2696 = mul i32 %2690, 1664525
  %2697 = add i32 %2696, -244448463
  %2698 = and i32 %2697, 256
  %2699 = icmp eq i32 %2698, 0
  br i1 %2699, label %2702, label %2700

; <label>:2700                                    ; preds = %2695
  %2701 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2701, i32 4, i32 undef, i32 %2697, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2702

; <label>:2702                                    ; preds = %2700, %2695
  %2703 = mul i32 %2697, 1664525
  %2704 = add i32 %2703, -1884979998
  %2705 = and i32 %2704, 512
  %2706 = icmp eq i32 %2705, 0
  br i1 %2706, label %2709, label %2707

; <label>:2707                                    ; preds = %2702
  %2708 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2708, i32 8, i32 undef, i32 %2704, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2709

; <label>:2709                                    ; preds = %2707, %2702
  %2710 = mul i32 %2704, 1664525
  %2711 = add i32 %2710, 769455763
  %2712 = and i32 %2711, 1024
  %2713 = icmp eq i32 %2712, 0
  br i1 %2713, label %2716, label %2714

; <label>:2714                                    ; preds = %2709
  %2715 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2715, i32 12, i32 undef, i32 %2711, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2716

; <label>:2716                                    ; preds = %2714, %2709
  %2717 = mul i32 %2711, 1664525
  %2718 = add i32 %2717, -871075772
  %2719 = and i32 %2718, 2048
  %2720 = icmp eq i32 %2719, 0
  br i1 %2720, label %2723, label %2721

; <label>:2721                                    ; preds = %2716
  %2722 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2722, i32 16, i32 undef, i32 %2718, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2723

; <label>:2723                                    ; preds = %2721, %2716
  %2724 = mul i32 %2718, 1664525
  %2725 = add i32 %2724, 1783359989
  %2726 = and i32 %2725, 4096
  %2727 = icmp eq i32 %2726, 0
  br i1 %2727, label %2730, label %2728

; <label>:2728                                    ; preds = %2723
  %2729 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2729, i32 20, i32 undef, i32 %2725, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2730

; <label>:2730                                    ; preds = %2728, %2723
  %2731 = mul i32 %2725, 1664525
  %2732 = add i32 %2731, 142828454
  %2733 = and i32 %2732, 8192
  %2734 = icmp eq i32 %2733, 0
  br i1 %2734, label %2737, label %2735

; <label>:2735                                    ; preds = %2730
  %2736 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2736, i32 24, i32 undef, i32 %2732, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2737

; <label>:2737                                    ; preds = %2735, %2730
  %2738 = mul i32 %2732, 1664525
  %2739 = add i32 %2738, -1497703081
  %2740 = and i32 %2739, 16384
  %2741 = icmp eq i32 %2740, 0
  br i1 %2741, label %2744, label %2742

; <label>:2742                                    ; preds = %2737
  %2743 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2743, i32 28, i32 undef, i32 %2739, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2744

; <label>:2744                                    ; preds = %2742, %2737
  %2745 = mul i32 %2739, 1664525
  %2746 = add i32 %2745, 1156732680
  %2747 = and i32 %2746, 32768
  %2748 = icmp eq i32 %2747, 0
  br i1 %2748, label %2751, label %2749

; <label>:2749                                    ; preds = %2744
  %2750 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2750, i32 32, i32 undef, i32 %2746, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2751

; <label>:2751                                    ; preds = %2749, %2744
  %2752 = mul i32 %2746, 1664525
  %2753 = add i32 %2752, -483798855
  %2754 = and i32 %2753, 65536
  %2755 = icmp eq i32 %2754, 0
  br i1 %2755, label %2758, label %2756

; <label>:2756                                    ; preds = %2751
  %2757 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2757, i32 36, i32 undef, i32 %2753, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2758

; <label>:2758                                    ; preds = %2756, %2751
  %2759 = mul i32 %2753, 1664525
  %2760 = add i32 %2759, -2124330390
  %2761 = and i32 %2760, 131072
  %2762 = icmp eq i32 %2761, 0
  br i1 %2762, label %2765, label %2763

; <label>:2763                                    ; preds = %2758
  %2764 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2764, i32 40, i32 undef, i32 %2760, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2765

; <label>:2765                                    ; preds = %2763, %2758
  %2766 = mul i32 %2760, 1664525
  %2767 = add i32 %2766, 530105371
  %2768 = and i32 %2767, 262144
  %2769 = icmp eq i32 %2768, 0
  br i1 %2769, label %2772, label %2770

; <label>:2770                                    ; preds = %2765
  %2771 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2771, i32 44, i32 undef, i32 %2767, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2772

; <label>:2772                                    ; preds = %2770, %2765
  %2773 = mul i32 %2767, 1664525
  %2774 = add i32 %2773, -1110426164
  %2775 = and i32 %2774, 524288
  %2776 = icmp eq i32 %2775, 0
  br i1 %2776, label %2779, label %2777

; <label>:2777                                    ; preds = %2772
  %2778 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2778, i32 48, i32 undef, i32 %2774, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2779

; <label>:2779                                    ; preds = %2777, %2772
  %2780 = mul i32 %2774, 1664525
  %2781 = add i32 %2780, 1544009597
  %2782 = and i32 %2781, 1048576
  %2783 = icmp eq i32 %2782, 0
  br i1 %2783, label %2786, label %2784

; <label>:2784                                    ; preds = %2779
  %2785 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2785, i32 52, i32 undef, i32 %2781, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2786

; <label>:2786                                    ; preds = %2784, %2779
  %2787 = mul i32 %2781, 1664525
  %2788 = add i32 %2787, -96521938
  %2789 = and i32 %2788, 2097152
  %2790 = icmp eq i32 %2789, 0
  br i1 %2790, label %2793, label %2791

; <label>:2791                                    ; preds = %2786
  %2792 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2792, i32 56, i32 undef, i32 %2788, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2793

; <label>:2793                                    ; preds = %2791, %2786
  %2794 = mul i32 %2788, 1664525
  %2795 = add i32 %2794, -1737053473
  %2796 = and i32 %2795, 4194304
  %2797 = icmp eq i32 %2796, 0
  br i1 %2797, label %2800, label %2798

; <label>:2798                                    ; preds = %2793
  %2799 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2799, i32 60, i32 undef, i32 %2795, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2800

; <label>:2800                                    ; preds = %2798, %2793
  %2801 = mul i32 %2795, 1664525
  %2802 = add i32 %2801, 917382288
  %2803 = and i32 %2802, 8388608
  %2804 = icmp eq i32 %2803, 0
  br i1 %2804, label %2807, label %2805

; <label>:2805                                    ; preds = %2800
  %2806 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2806, i32 64, i32 undef, i32 %2802, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2807

; <label>:2807                                    ; preds = %2805, %2800
  %2808 = mul i32 %2802, 1664525
  %2809 = add i32 %2808, -723149247
  %2810 = and i32 %2809, 16777216
  %2811 = icmp eq i32 %2810, 0
  br i1 %2811, label %2814, label %2812

; <label>:2812                                    ; preds = %2807
  %2813 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2813, i32 68, i32 undef, i32 %2809, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2814

; <label>:2814                                    ; preds = %2812, %2807
  %2815 = mul i32 %2809, 1664525
  %2816 = add i32 %2815, 1931286514
  %2817 = and i32 %2816, 33554432
  %2818 = icmp eq i32 %2817, 0
  br i1 %2818, label %2821, label %2819

; <label>:2819                                    ; preds = %2814
  %2820 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2820, i32 72, i32 undef, i32 %2816, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2821

; <label>:2821                                    ; preds = %2819, %2814
  %2822 = mul i32 %2816, 1664525
  %2823 = add i32 %2822, 290754979
  %2824 = and i32 %2823, 67108864
  %2825 = icmp eq i32 %2824, 0
  br i1 %2825, label %2828, label %2826

; <label>:2826                                    ; preds = %2821
  %2827 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2827, i32 76, i32 undef, i32 %2823, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2828

; <label>:2828                                    ; preds = %2826, %2821
  %2829 = mul i32 %2823, 1664525
  %2830 = add i32 %2829, -1349776556
  %2831 = and i32 %2830, 134217728
  %2832 = icmp eq i32 %2831, 0
  br i1 %2832, label %2835, label %2833

; <label>:2833                                    ; preds = %2828
  %2834 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2834, i32 80, i32 undef, i32 %2830, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2835

; <label>:2835                                    ; preds = %2833, %2828
  %2836 = mul i32 %2830, 1664525
  %2837 = add i32 %2836, 1304659205
  %2838 = and i32 %2837, 268435456
  %2839 = icmp eq i32 %2838, 0
  br i1 %2839, label %2842, label %2840

; <label>:2840                                    ; preds = %2835
  %2841 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2841, i32 84, i32 undef, i32 %2837, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2842

; <label>:2842                                    ; preds = %2840, %2835
  %2843 = mul i32 %2837, 1664525
  %2844 = add i32 %2843, -335872330
  %2845 = and i32 %2844, 1
  %2846 = icmp eq i32 %2845, 0
  br i1 %2846, label %2849, label %2847

; <label>:2847                                    ; preds = %2842
  %2848 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2848, i32 88, i32 undef, i32 %2844, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2849

; <label>:2849                                    ; preds = %2847, %2842
  %2850 = mul i32 %2844, 1664525
  %2851 = add i32 %2850, -1976403865
  %2852 = and i32 %2851, 2
  %2853 = icmp eq i32 %2852, 0
  br i1 %2853, label %2856, label %2854

; <label>:2854                                    ; preds = %2849
  %2855 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2855, i32 92, i32 undef, i32 %2851, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2856

; <label>:2856                                    ; preds = %2854, %2849
  %2857 = mul i32 %2851, 1664525
  %2858 = add i32 %2857, 678031896
  %2859 = and i32 %2858, 4
  %2860 = icmp eq i32 %2859, 0
  br i1 %2860, label %2863, label %2861

; <label>:2861                                    ; preds = %2856
  %2862 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2862, i32 96, i32 undef, i32 %2858, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2863

; <label>:2863                                    ; preds = %2861, %2856
  %2864 = mul i32 %2858, 1664525
  %2865 = add i32 %2864, -962499639
  %2866 = and i32 %2865, 8
  %2867 = icmp eq i32 %2866, 0
  br i1 %2867, label %2870, label %2868

; <label>:2868                                    ; preds = %2863
  %2869 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2869, i32 100, i32 undef, i32 %2865, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2870

; <label>:2870                                    ; preds = %2868, %2863
  %2871 = mul i32 %2865, 1664525
  %2872 = add i32 %2871, 1691936122
  %2873 = and i32 %2872, 16
  %2874 = icmp eq i32 %2873, 0
  br i1 %2874, label %2877, label %2875

; <label>:2875                                    ; preds = %2870
  %2876 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2876, i32 104, i32 undef, i32 %2872, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2877

; <label>:2877                                    ; preds = %2875, %2870
  %2878 = mul i32 %2872, 1664525
  %2879 = add i32 %2878, 51404587
  %2880 = and i32 %2879, 32
  %2881 = icmp eq i32 %2880, 0
  br i1 %2881, label %2884, label %2882

; <label>:2882                                    ; preds = %2877
  %2883 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2883, i32 108, i32 undef, i32 %2879, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2884

; <label>:2884                                    ; preds = %2882, %2877
  %2885 = mul i32 %2879, 1664525
  %2886 = add i32 %2885, -1589126948
  %2887 = and i32 %2886, 64
  %2888 = icmp eq i32 %2887, 0
  br i1 %2888, label %2891, label %2889

; <label>:2889                                    ; preds = %2884
  %2890 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2890, i32 112, i32 undef, i32 %2886, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2891

; <label>:2891                                    ; preds = %2889, %2884
  %2892 = mul i32 %2886, 1664525
  %2893 = add i32 %2892, 1065308813
  %2894 = and i32 %2893, 128
  %2895 = icmp eq i32 %2894, 0
  br i1 %2895, label %2898, label %2896

; <label>:2896                                    ; preds = %2891
  %2897 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2897, i32 116, i32 undef, i32 %2893, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2898

; <label>:2898                                    ; preds = %2896, %2891
  %2899 = mul i32 %2893, 1664525
  %2900 = add i32 %2899, -575222722
  %2901 = and i32 %2900, 256
  %2902 = icmp eq i32 %2901, 0
  br i1 %2902, label %2905, label %2903

; <label>:2903                                    ; preds = %2898
  %2904 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2904, i32 120, i32 undef, i32 %2900, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2905

; <label>:2905                                    ; preds = %2903, %2898
  %2906 = mul i32 %2900, 1664525
  %2907 = add i32 %2906, 2079213039
  %2908 = and i32 %2907, 512
  %2909 = icmp eq i32 %2908, 0
  br i1 %2909, label %2912, label %2910

; <label>:2910                                    ; preds = %2905
  %2911 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2911, i32 124, i32 undef, i32 %2907, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2912

; <label>:2912                                    ; preds = %2910, %2905
  %2913 = mul i32 %2907, 1664525
  %2914 = add i32 %2913, 438681504
  %2915 = and i32 %2914, 1024
  %2916 = icmp eq i32 %2915, 0
  br i1 %2916, label %2919, label %2917

; <label>:2917                                    ; preds = %2912
  %2918 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2918, i32 128, i32 undef, i32 %2914, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2919

; <label>:2919                                    ; preds = %2917, %2912
  %2920 = mul i32 %2914, 1664525
  %2921 = add i32 %2920, -1201850031
  %2922 = and i32 %2921, 2048
  %2923 = icmp eq i32 %2922, 0
  br i1 %2923, label %2926, label %2924

; <label>:2924                                    ; preds = %2919
  %2925 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2925, i32 132, i32 undef, i32 %2921, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2926

; <label>:2926                                    ; preds = %2924, %2919
  %2927 = mul i32 %2921, 1664525
  %2928 = add i32 %2927, 1452585730
  %2929 = and i32 %2928, 4096
  %2930 = icmp eq i32 %2929, 0
  br i1 %2930, label %2933, label %2931

; <label>:2931                                    ; preds = %2926
  %2932 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2932, i32 136, i32 undef, i32 %2928, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2933

; <label>:2933                                    ; preds = %2931, %2926
  %2934 = mul i32 %2928, 1664525
  %2935 = add i32 %2934, -187945805
  %2936 = and i32 %2935, 8192
  %2937 = icmp eq i32 %2936, 0
  br i1 %2937, label %2940, label %2938

; <label>:2938                                    ; preds = %2933
  %2939 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2939, i32 140, i32 undef, i32 %2935, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2940

; <label>:2940                                    ; preds = %2938, %2933
  %2941 = mul i32 %2935, 1664525
  %2942 = add i32 %2941, -1828477340
  %2943 = and i32 %2942, 16384
  %2944 = icmp eq i32 %2943, 0
  br i1 %2944, label %2947, label %2945

; <label>:2945                                    ; preds = %2940
  %2946 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2946, i32 144, i32 undef, i32 %2942, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2947

; <label>:2947                                    ; preds = %2945, %2940
  %2948 = mul i32 %2942, 1664525
  %2949 = add i32 %2948, 825958421
  %2950 = and i32 %2949, 32768
  %2951 = icmp eq i32 %2950, 0
  br i1 %2951, label %2954, label %2952

; <label>:2952                                    ; preds = %2947
  %2953 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2953, i32 148, i32 undef, i32 %2949, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2954

; <label>:2954                                    ; preds = %2952, %2947
  %2955 = mul i32 %2949, 1664525
  %2956 = add i32 %2955, -814573114
  %2957 = and i32 %2956, 65536
  %2958 = icmp eq i32 %2957, 0
  br i1 %2958, label %2961, label %2959

; <label>:2959                                    ; preds = %2954
  %2960 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2960, i32 152, i32 undef, i32 %2956, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2961

; <label>:2961                                    ; preds = %2959, %2954
  %2962 = mul i32 %2956, 1664525
  %2963 = add i32 %2962, 1839862647
  %2964 = and i32 %2963, 131072
  %2965 = icmp eq i32 %2964, 0
  br i1 %2965, label %2968, label %2966

; <label>:2966                                    ; preds = %2961
  %2967 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2967, i32 156, i32 undef, i32 %2963, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2968

; <label>:2968                                    ; preds = %2966, %2961
  %2969 = mul i32 %2963, 1664525
  %2970 = add i32 %2969, 199331112
  %2971 = and i32 %2970, 262144
  %2972 = icmp eq i32 %2971, 0
  br i1 %2972, label %2975, label %2973

; <label>:2973                                    ; preds = %2968
  %2974 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2974, i32 160, i32 undef, i32 %2970, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2975

; <label>:2975                                    ; preds = %2973, %2968
  %2976 = mul i32 %2970, 1664525
  %2977 = add i32 %2976, -1441200423
  %2978 = and i32 %2977, 524288
  %2979 = icmp eq i32 %2978, 0
  br i1 %2979, label %2982, label %2980

; <label>:2980                                    ; preds = %2975
  %2981 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2981, i32 164, i32 undef, i32 %2977, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2982

; <label>:2982                                    ; preds = %2980, %2975
  %2983 = mul i32 %2977, 1664525
  %2984 = add i32 %2983, 1213235338
  %2985 = and i32 %2984, 1048576
  %2986 = icmp eq i32 %2985, 0
  br i1 %2986, label %2989, label %2987

; <label>:2987                                    ; preds = %2982
  %2988 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2988, i32 168, i32 undef, i32 %2984, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2989

; <label>:2989                                    ; preds = %2987, %2982
  %2990 = mul i32 %2984, 1664525
  %2991 = add i32 %2990, -427296197
  %2992 = and i32 %2991, 2097152
  %2993 = icmp eq i32 %2992, 0
  br i1 %2993, label %2996, label %2994

; <label>:2994                                    ; preds = %2989
  %2995 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %2995, i32 172, i32 undef, i32 %2991, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %2996

; <label>:2996                                    ; preds = %2994, %2989
  %2997 = mul i32 %2991, 1664525
  %2998 = add i32 %2997, -2067827732
  %2999 = and i32 %2998, 4194304
  %3000 = icmp eq i32 %2999, 0
  br i1 %3000, label %3003, label %3001

; <label>:3001                                    ; preds = %2996
  %3002 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3002, i32 176, i32 undef, i32 %2998, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3003

; <label>:3003                                    ; preds = %3001, %2996
  %3004 = mul i32 %2998, 1664525
  %3005 = add i32 %3004, 586608029
  %3006 = and i32 %3005, 8388608
  %3007 = icmp eq i32 %3006, 0
  br i1 %3007, label %3010, label %3008

; <label>:3008                                    ; preds = %3003
  %3009 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3009, i32 180, i32 undef, i32 %3005, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3010

; <label>:3010                                    ; preds = %3008, %3003
  %3011 = mul i32 %3005, 1664525
  %3012 = add i32 %3011, -1053923506
  %3013 = and i32 %3012, 16777216
  %3014 = icmp eq i32 %3013, 0
  br i1 %3014, label %3017, label %3015

; <label>:3015                                    ; preds = %3010
  %3016 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3016, i32 184, i32 undef, i32 %3012, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3017

; <label>:3017                                    ; preds = %3015, %3010
  %3018 = mul i32 %3012, 1664525
  %3019 = add i32 %3018, 1600512255
  %3020 = and i32 %3019, 33554432
  %3021 = icmp eq i32 %3020, 0
  br i1 %3021, label %3024, label %3022

; <label>:3022                                    ; preds = %3017
  %3023 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3023, i32 188, i32 undef, i32 %3019, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3024

; <label>:3024                                    ; preds = %3022, %3017
  %3025 = mul i32 %3019, 1664525
  %3026 = add i32 %3025, -40019280
  %3027 = and i32 %3026, 67108864
  %3028 = icmp eq i32 %3027, 0
  br i1 %3028, label %3031, label %3029

; <label>:3029                                    ; preds = %3024
  %3030 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3030, i32 192, i32 undef, i32 %3026, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3031

; <label>:3031                                    ; preds = %3029, %3024
  %3032 = mul i32 %3026, 1664525
  %3033 = add i32 %3032, -1680550815
  %3034 = and i32 %3033, 134217728
  %3035 = icmp eq i32 %3034, 0
  br i1 %3035, label %3038, label %3036

; <label>:3036                                    ; preds = %3031
  %3037 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3037, i32 196, i32 undef, i32 %3033, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3038

; <label>:3038                                    ; preds = %3036, %3031
  %3039 = mul i32 %3033, 1664525
  %3040 = add i32 %3039, 973884946
  %3041 = and i32 %3040, 268435456
  %3042 = icmp eq i32 %3041, 0
  br i1 %3042, label %3045, label %3043

; <label>:3043                                    ; preds = %3038
  %3044 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3044, i32 200, i32 undef, i32 %3040, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3045

; <label>:3045                                    ; preds = %3043, %3038
  %3046 = mul i32 %3040, 1664525
  %3047 = add i32 %3046, -666646589
  %3048 = and i32 %3047, 1
  %3049 = icmp eq i32 %3048, 0
  br i1 %3049, label %3052, label %3050

; <label>:3050                                    ; preds = %3045
  %3051 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3051, i32 204, i32 undef, i32 %3047, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3052

; <label>:3052                                    ; preds = %3050, %3045
  %3053 = mul i32 %3047, 1664525
  %3054 = add i32 %3053, 1987789172
  %3055 = and i32 %3054, 2
  %3056 = icmp eq i32 %3055, 0
  br i1 %3056, label %3059, label %3057

; <label>:3057                                    ; preds = %3052
  %3058 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3058, i32 208, i32 undef, i32 %3054, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3059

; <label>:3059                                    ; preds = %3057, %3052
  %3060 = mul i32 %3054, 1664525
  %3061 = add i32 %3060, 347257637
  %3062 = and i32 %3061, 4
  %3063 = icmp eq i32 %3062, 0
  br i1 %3063, label %3066, label %3064

; <label>:3064                                    ; preds = %3059
  %3065 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3065, i32 212, i32 undef, i32 %3061, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3066

; <label>:3066                                    ; preds = %3064, %3059
  %3067 = mul i32 %3061, 1664525
  %3068 = add i32 %3067, -1293273898
  %3069 = and i32 %3068, 8
  %3070 = icmp eq i32 %3069, 0
  br i1 %3070, label %3073, label %3071

; <label>:3071                                    ; preds = %3066
  %3072 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3072, i32 216, i32 undef, i32 %3068, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3073

; <label>:3073                                    ; preds = %3071, %3066
  %3074 = mul i32 %3068, 1664525
  %3075 = add i32 %3074, 1361161863
  %3076 = and i32 %3075, 16
  %3077 = icmp eq i32 %3076, 0
  br i1 %3077, label %3080, label %3078

; <label>:3078                                    ; preds = %3073
  %3079 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3079, i32 220, i32 undef, i32 %3075, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3080

; <label>:3080                                    ; preds = %3078, %3073
  %3081 = mul i32 %3075, 1664525
  %3082 = add i32 %3081, -279369672
  %3083 = and i32 %3082, 32
  %3084 = icmp eq i32 %3083, 0
  br i1 %3084, label %3087, label %3085

; <label>:3085                                    ; preds = %3080
  %3086 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3086, i32 224, i32 undef, i32 %3082, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3087

; <label>:3087                                    ; preds = %3085, %3080
  %3088 = mul i32 %3082, 1664525
  %3089 = add i32 %3088, -1919901207
  %3090 = and i32 %3089, 64
  %3091 = icmp eq i32 %3090, 0
  br i1 %3091, label %3094, label %3092

; <label>:3092                                    ; preds = %3087
  %3093 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3093, i32 228, i32 undef, i32 %3089, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3094

; <label>:3094                                    ; preds = %3092, %3087
  %3095 = mul i32 %3089, 1664525
  %3096 = add i32 %3095, 734534554
  %3097 = and i32 %3096, 128
  %3098 = icmp eq i32 %3097, 0
  br i1 %3098, label %3101, label %3099

; <label>:3099                                    ; preds = %3094
  %3100 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3100, i32 232, i32 undef, i32 %3096, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3101

; <label>:3101                                    ; preds = %3099, %3094
  %3102 = mul i32 %3096, 1664525
  %3103 = add i32 %3102, -905996981
  %3104 = and i32 %3103, 256
  %3105 = icmp eq i32 %3104, 0
  br i1 %3105, label %3108, label %3106

; <label>:3106                                    ; preds = %3101
  %3107 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3107, i32 236, i32 undef, i32 %3103, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3108

; <label>:3108                                    ; preds = %3106, %3101
  %3109 = mul i32 %3103, 1664525
  %3110 = add i32 %3109, 1748438780
  %3111 = and i32 %3110, 512
  %3112 = icmp eq i32 %3111, 0
  br i1 %3112, label %3115, label %3113

; <label>:3113                                    ; preds = %3108
  %3114 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3114, i32 240, i32 undef, i32 %3110, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3115

; <label>:3115                                    ; preds = %3113, %3108
  %3116 = mul i32 %3110, 1664525
  %3117 = add i32 %3116, 107907245
  %3118 = and i32 %3117, 1024
  %3119 = icmp eq i32 %3118, 0
  br i1 %3119, label %3122, label %3120

; <label>:3120                                    ; preds = %3115
  %3121 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3121, i32 244, i32 undef, i32 %3117, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3122

; <label>:3122                                    ; preds = %3120, %3115
  %3123 = mul i32 %3117, 1664525
  %3124 = add i32 %3123, -1532624290
  %3125 = and i32 %3124, 2048
  %3126 = icmp eq i32 %3125, 0
  br i1 %3126, label %3129, label %3127

; <label>:3127                                    ; preds = %3122
  %3128 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3128, i32 248, i32 undef, i32 %3124, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3129

; <label>:3129                                    ; preds = %3127, %3122
  %3130 = mul i32 %3124, 1664525
  %3131 = add i32 %3130, 1121811471
  %3132 = and i32 %3131, 4096
  %3133 = icmp eq i32 %3132, 0
  br i1 %3133, label %3136, label %3134

; <label>:3134                                    ; preds = %3129
  %3135 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3135, i32 252, i32 undef, i32 %3131, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3136

; <label>:3136                                    ; preds = %3134, %3129
  %3137 = mul i32 %3131, 1664525
  %3138 = add i32 %3137, -518720064
  %3139 = and i32 %3138, 8192
  %3140 = icmp eq i32 %3139, 0
  br i1 %3140, label %3143, label %3141

; <label>:3141                                    ; preds = %3136
  %3142 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3142, i32 0, i32 undef, i32 %3138, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3143

; <label>:3143                                    ; preds = %3141, %3136
  %3144 = mul i32 %3138, 1664525
  %3145 = add i32 %3144, 2135715697
  %3146 = and i32 %3145, 16384
  %3147 = icmp eq i32 %3146, 0
  br i1 %3147, label %3150, label %3148

; <label>:3148                                    ; preds = %3143
  %3149 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3149, i32 4, i32 undef, i32 %3145, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3150

; <label>:3150                                    ; preds = %3148, %3143
  %3151 = mul i32 %3145, 1664525
  %3152 = add i32 %3151, 495184162
  %3153 = and i32 %3152, 32768
  %3154 = icmp eq i32 %3153, 0
  br i1 %3154, label %3157, label %3155

; <label>:3155                                    ; preds = %3150
  %3156 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3156, i32 8, i32 undef, i32 %3152, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3157

; <label>:3157                                    ; preds = %3155, %3150
  %3158 = mul i32 %3152, 1664525
  %3159 = add i32 %3158, -1145347373
  %3160 = and i32 %3159, 65536
  %3161 = icmp eq i32 %3160, 0
  br i1 %3161, label %3164, label %3162

; <label>:3162                                    ; preds = %3157
  %3163 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3163, i32 12, i32 undef, i32 %3159, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3164

; <label>:3164                                    ; preds = %3162, %3157
  %3165 = mul i32 %3159, 1664525
  %3166 = add i32 %3165, 1509088388
  %3167 = and i32 %3166, 131072
  %3168 = icmp eq i32 %3167, 0
  br i1 %3168, label %3171, label %3169

; <label>:3169                                    ; preds = %3164
  %3170 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3170, i32 16, i32 undef, i32 %3166, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3171

; <label>:3171                                    ; preds = %3169, %3164
  %3172 = mul i32 %3166, 1664525
  %3173 = add i32 %3172, -131443147
  %3174 = and i32 %3173, 262144
  %3175 = icmp eq i32 %3174, 0
  br i1 %3175, label %3178, label %3176

; <label>:3176                                    ; preds = %3171
  %3177 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3177, i32 20, i32 undef, i32 %3173, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3178

; <label>:3178                                    ; preds = %3176, %3171
  %3179 = mul i32 %3173, 1664525
  %3180 = add i32 %3179, -1771974682
  %3181 = and i32 %3180, 524288
  %3182 = icmp eq i32 %3181, 0
  br i1 %3182, label %3185, label %3183

; <label>:3183                                    ; preds = %3178
  %3184 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3184, i32 24, i32 undef, i32 %3180, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3185

; <label>:3185                                    ; preds = %3183, %3178
  %3186 = mul i32 %3180, 1664525
  %3187 = add i32 %3186, 882461079
  %3188 = and i32 %3187, 1048576
  %3189 = icmp eq i32 %3188, 0
  br i1 %3189, label %3192, label %3190

; <label>:3190                                    ; preds = %3185
  %3191 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3191, i32 28, i32 undef, i32 %3187, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3192

; <label>:3192                                    ; preds = %3190, %3185
  %3193 = mul i32 %3187, 1664525
  %3194 = add i32 %3193, -758070456
  %3195 = and i32 %3194, 2097152
  %3196 = icmp eq i32 %3195, 0
  br i1 %3196, label %3199, label %3197

; <label>:3197                                    ; preds = %3192
  %3198 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3198, i32 32, i32 undef, i32 %3194, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3199

; <label>:3199                                    ; preds = %3197, %3192
  %3200 = mul i32 %3194, 1664525
  %3201 = add i32 %3200, 1896365305
  %3202 = and i32 %3201, 4194304
  %3203 = icmp eq i32 %3202, 0
  br i1 %3203, label %3206, label %3204

; <label>:3204                                    ; preds = %3199
  %3205 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3205, i32 36, i32 undef, i32 %3201, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3206

; <label>:3206                                    ; preds = %3204, %3199
  %3207 = mul i32 %3201, 1664525
  %3208 = add i32 %3207, 255833770
  %3209 = and i32 %3208, 8388608
  %3210 = icmp eq i32 %3209, 0
  br i1 %3210, label %3213, label %3211

; <label>:3211                                    ; preds = %3206
  %3212 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3212, i32 40, i32 undef, i32 %3208, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3213

; <label>:3213                                    ; preds = %3211, %3206
  %3214 = mul i32 %3208, 1664525
  %3215 = add i32 %3214, -1384697765
  %3216 = and i32 %3215, 16777216
  %3217 = icmp eq i32 %3216, 0
  br i1 %3217, label %3220, label %3218

; <label>:3218                                    ; preds = %3213
  %3219 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3219, i32 44, i32 undef, i32 %3215, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3220

; <label>:3220                                    ; preds = %3218, %3213
  %3221 = mul i32 %3215, 1664525
  %3222 = add i32 %3221, 1269737996
  %3223 = and i32 %3222, 33554432
  %3224 = icmp eq i32 %3223, 0
  br i1 %3224, label %3227, label %3225

; <label>:3225                                    ; preds = %3220
  %3226 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3226, i32 48, i32 undef, i32 %3222, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3227

; <label>:3227                                    ; preds = %3225, %3220
  %3228 = mul i32 %3222, 1664525
  %3229 = add i32 %3228, -370793539
  %3230 = and i32 %3229, 67108864
  %3231 = icmp eq i32 %3230, 0
  br i1 %3231, label %3234, label %3232

; <label>:3232                                    ; preds = %3227
  %3233 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3233, i32 52, i32 undef, i32 %3229, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3234

; <label>:3234                                    ; preds = %3232, %3227
  %3235 = mul i32 %3229, 1664525
  %3236 = add i32 %3235, -2011325074
  %3237 = and i32 %3236, 134217728
  %3238 = icmp eq i32 %3237, 0
  br i1 %3238, label %3241, label %3239

; <label>:3239                                    ; preds = %3234
  %3240 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3240, i32 56, i32 undef, i32 %3236, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3241

; <label>:3241                                    ; preds = %3239, %3234
  %3242 = mul i32 %3236, 1664525
  %3243 = add i32 %3242, 643110687
  %3244 = and i32 %3243, 268435456
  %3245 = icmp eq i32 %3244, 0
  br i1 %3245, label %3248, label %3246

; <label>:3246                                    ; preds = %3241
  %3247 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3247, i32 60, i32 undef, i32 %3243, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3248

; <label>:3248                                    ; preds = %3246, %3241
  %3249 = mul i32 %3243, 1664525
  %3250 = add i32 %3249, -997420848
  %3251 = and i32 %3250, 1
  %3252 = icmp eq i32 %3251, 0
  br i1 %3252, label %3255, label %3253

; <label>:3253                                    ; preds = %3248
  %3254 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3254, i32 64, i32 undef, i32 %3250, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3255

; <label>:3255                                    ; preds = %3253, %3248
  %3256 = mul i32 %3250, 1664525
  %3257 = add i32 %3256, 1657014913
  %3258 = and i32 %3257, 2
  %3259 = icmp eq i32 %3258, 0
  br i1 %3259, label %3262, label %3260

; <label>:3260                                    ; preds = %3255
  %3261 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3261, i32 68, i32 undef, i32 %3257, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3262

; <label>:3262                                    ; preds = %3260, %3255
  %3263 = mul i32 %3257, 1664525
  %3264 = add i32 %3263, 16483378
  %3265 = and i32 %3264, 4
  %3266 = icmp eq i32 %3265, 0
  br i1 %3266, label %3269, label %3267

; <label>:3267                                    ; preds = %3262
  %3268 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3268, i32 72, i32 undef, i32 %3264, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3269

; <label>:3269                                    ; preds = %3267, %3262
  %3270 = mul i32 %3264, 1664525
  %3271 = add i32 %3270, -1624048157
  %3272 = and i32 %3271, 8
  %3273 = icmp eq i32 %3272, 0
  br i1 %3273, label %3276, label %3274

; <label>:3274                                    ; preds = %3269
  %3275 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3275, i32 76, i32 undef, i32 %3271, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3276

; <label>:3276                                    ; preds = %3274, %3269
  %3277 = mul i32 %3271, 1664525
  %3278 = add i32 %3277, 1030387604
  %3279 = and i32 %3278, 16
  %3280 = icmp eq i32 %3279, 0
  br i1 %3280, label %3283, label %3281

; <label>:3281                                    ; preds = %3276
  %3282 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3282, i32 80, i32 undef, i32 %3278, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3283

; <label>:3283                                    ; preds = %3281, %3276
  %3284 = mul i32 %3278, 1664525
  %3285 = add i32 %3284, -610143931
  %3286 = and i32 %3285, 32
  %3287 = icmp eq i32 %3286, 0
  br i1 %3287, label %3290, label %3288

; <label>:3288                                    ; preds = %3283
  %3289 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3289, i32 84, i32 undef, i32 %3285, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3290

; <label>:3290                                    ; preds = %3288, %3283
  %3291 = mul i32 %3285, 1664525
  %3292 = add i32 %3291, 2044291830
  %3293 = and i32 %3292, 64
  %3294 = icmp eq i32 %3293, 0
  br i1 %3294, label %3297, label %3295

; <label>:3295                                    ; preds = %3290
  %3296 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3296, i32 88, i32 undef, i32 %3292, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3297

; <label>:3297                                    ; preds = %3295, %3290
  %3298 = mul i32 %3292, 1664525
  %3299 = add i32 %3298, 403760295
  %3300 = and i32 %3299, 128
  %3301 = icmp eq i32 %3300, 0
  br i1 %3301, label %3304, label %3302

; <label>:3302                                    ; preds = %3297
  %3303 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3303, i32 92, i32 undef, i32 %3299, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3304

; <label>:3304                                    ; preds = %3302, %3297
  %3305 = mul i32 %3299, 1664525
  %3306 = add i32 %3305, -1236771240
  %3307 = and i32 %3306, 256
  %3308 = icmp eq i32 %3307, 0
  br i1 %3308, label %3311, label %3309

; <label>:3309                                    ; preds = %3304
  %3310 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3310, i32 96, i32 undef, i32 %3306, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3311

; <label>:3311                                    ; preds = %3309, %3304
  %3312 = mul i32 %3306, 1664525
  %3313 = add i32 %3312, 1417664521
  %3314 = and i32 %3313, 512
  %3315 = icmp eq i32 %3314, 0
  br i1 %3315, label %3318, label %3316

; <label>:3316                                    ; preds = %3311
  %3317 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3317, i32 100, i32 undef, i32 %3313, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3318

; <label>:3318                                    ; preds = %3316, %3311
  %3319 = mul i32 %3313, 1664525
  %3320 = add i32 %3319, -222867014
  %3321 = and i32 %3320, 1024
  %3322 = icmp eq i32 %3321, 0
  br i1 %3322, label %3325, label %3323

; <label>:3323                                    ; preds = %3318
  %3324 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3324, i32 104, i32 undef, i32 %3320, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3325

; <label>:3325                                    ; preds = %3323, %3318
  %3326 = mul i32 %3320, 1664525
  %3327 = add i32 %3326, -1863398549
  %3328 = and i32 %3327, 2048
  %3329 = icmp eq i32 %3328, 0
  br i1 %3329, label %3332, label %3330

; <label>:3330                                    ; preds = %3325
  %3331 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3331, i32 108, i32 undef, i32 %3327, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3332

; <label>:3332                                    ; preds = %3330, %3325
  %3333 = mul i32 %3327, 1664525
  %3334 = add i32 %3333, 791037212
  %3335 = and i32 %3334, 4096
  %3336 = icmp eq i32 %3335, 0
  br i1 %3336, label %3339, label %3337

; <label>:3337                                    ; preds = %3332
  %3338 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3338, i32 112, i32 undef, i32 %3334, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3339

; <label>:3339                                    ; preds = %3337, %3332
  %3340 = mul i32 %3334, 1664525
  %3341 = add i32 %3340, -849494323
  %3342 = and i32 %3341, 8192
  %3343 = icmp eq i32 %3342, 0
  br i1 %3343, label %3346, label %3344

; <label>:3344                                    ; preds = %3339
  %3345 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3345, i32 116, i32 undef, i32 %3341, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3346

; <label>:3346                                    ; preds = %3344, %3339
  %3347 = mul i32 %3341, 1664525
  %3348 = add i32 %3347, 1804941438
  %3349 = and i32 %3348, 16384
  %3350 = icmp eq i32 %3349, 0
  br i1 %3350, label %3353, label %3351

; <label>:3351                                    ; preds = %3346
  %3352 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3352, i32 120, i32 undef, i32 %3348, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3353

; <label>:3353                                    ; preds = %3351, %3346
  %3354 = mul i32 %3348, 1664525
  %3355 = add i32 %3354, 164409903
  %3356 = and i32 %3355, 32768
  %3357 = icmp eq i32 %3356, 0
  br i1 %3357, label %3360, label %3358

; <label>:3358                                    ; preds = %3353
  %3359 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3359, i32 124, i32 undef, i32 %3355, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3360

; <label>:3360                                    ; preds = %3358, %3353
  %3361 = mul i32 %3355, 1664525
  %3362 = add i32 %3361, -1476121632
  %3363 = and i32 %3362, 65536
  %3364 = icmp eq i32 %3363, 0
  br i1 %3364, label %3367, label %3365

; <label>:3365                                    ; preds = %3360
  %3366 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3366, i32 128, i32 undef, i32 %3362, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3367

; <label>:3367                                    ; preds = %3365, %3360
  %3368 = mul i32 %3362, 1664525
  %3369 = add i32 %3368, 1178314129
  %3370 = and i32 %3369, 131072
  %3371 = icmp eq i32 %3370, 0
  br i1 %3371, label %3374, label %3372

; <label>:3372                                    ; preds = %3367
  %3373 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3373, i32 132, i32 undef, i32 %3369, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3374

; <label>:3374                                    ; preds = %3372, %3367
  %3375 = mul i32 %3369, 1664525
  %3376 = add i32 %3375, -462217406
  %3377 = and i32 %3376, 262144
  %3378 = icmp eq i32 %3377, 0
  br i1 %3378, label %3381, label %3379

; <label>:3379                                    ; preds = %3374
  %3380 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3380, i32 136, i32 undef, i32 %3376, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3381

; <label>:3381                                    ; preds = %3379, %3374
  %3382 = mul i32 %3376, 1664525
  %3383 = add i32 %3382, -2102748941
  %3384 = and i32 %3383, 524288
  %3385 = icmp eq i32 %3384, 0
  br i1 %3385, label %3388, label %3386

; <label>:3386                                    ; preds = %3381
  %3387 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3387, i32 140, i32 undef, i32 %3383, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3388

; <label>:3388                                    ; preds = %3386, %3381
  %3389 = mul i32 %3383, 1664525
  %3390 = add i32 %3389, 551686820
  %3391 = and i32 %3390, 1048576
  %3392 = icmp eq i32 %3391, 0
  br i1 %3392, label %3395, label %3393

; <label>:3393                                    ; preds = %3388
  %3394 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3394, i32 144, i32 undef, i32 %3390, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3395

; <label>:3395                                    ; preds = %3393, %3388
  %3396 = mul i32 %3390, 1664525
  %3397 = add i32 %3396, -1088844715
  %3398 = and i32 %3397, 2097152
  %3399 = icmp eq i32 %3398, 0
  br i1 %3399, label %3402, label %3400

; <label>:3400                                    ; preds = %3395
  %3401 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3401, i32 148, i32 undef, i32 %3397, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3402

; <label>:3402                                    ; preds = %3400, %3395
  %3403 = mul i32 %3397, 1664525
  %3404 = add i32 %3403, 1565591046
  %3405 = and i32 %3404, 4194304
  %3406 = icmp eq i32 %3405, 0
  br i1 %3406, label %3409, label %3407

; <label>:3407                                    ; preds = %3402
  %3408 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3408, i32 152, i32 undef, i32 %3404, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3409

; <label>:3409                                    ; preds = %3407, %3402
  %3410 = mul i32 %3404, 1664525
  %3411 = add i32 %3410, -74940489
  %3412 = and i32 %3411, 8388608
  %3413 = icmp eq i32 %3412, 0
  br i1 %3413, label %3416, label %3414

; <label>:3414                                    ; preds = %3409
  %3415 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3415, i32 156, i32 undef, i32 %3411, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3416

; <label>:3416                                    ; preds = %3414, %3409
  %3417 = mul i32 %3411, 1664525
  %3418 = add i32 %3417, -1715472024
  %3419 = and i32 %3418, 16777216
  %3420 = icmp eq i32 %3419, 0
  br i1 %3420, label %3423, label %3421

; <label>:3421                                    ; preds = %3416
  %3422 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3422, i32 160, i32 undef, i32 %3418, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3423

; <label>:3423                                    ; preds = %3421, %3416
  %3424 = mul i32 %3418, 1664525
  %3425 = add i32 %3424, 938963737
  %3426 = and i32 %3425, 33554432
  %3427 = icmp eq i32 %3426, 0
  br i1 %3427, label %3430, label %3428

; <label>:3428                                    ; preds = %3423
  %3429 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3429, i32 164, i32 undef, i32 %3425, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3430

; <label>:3430                                    ; preds = %3428, %3423
  %3431 = mul i32 %3425, 1664525
  %3432 = add i32 %3431, -701567798
  %3433 = and i32 %3432, 67108864
  %3434 = icmp eq i32 %3433, 0
  br i1 %3434, label %3437, label %3435

; <label>:3435                                    ; preds = %3430
  %3436 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3436, i32 168, i32 undef, i32 %3432, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3437

; <label>:3437                                    ; preds = %3435, %3430
  %3438 = mul i32 %3432, 1664525
  %3439 = add i32 %3438, 1952867963
  %3440 = and i32 %3439, 134217728
  %3441 = icmp eq i32 %3440, 0
  br i1 %3441, label %3444, label %3442

; <label>:3442                                    ; preds = %3437
  %3443 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3443, i32 172, i32 undef, i32 %3439, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3444

; <label>:3444                                    ; preds = %3442, %3437
  %3445 = mul i32 %3439, 1664525
  %3446 = add i32 %3445, 312336428
  %3447 = and i32 %3446, 268435456
  %3448 = icmp eq i32 %3447, 0
  br i1 %3448, label %3451, label %3449

; <label>:3449                                    ; preds = %3444
  %3450 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3450, i32 176, i32 undef, i32 %3446, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3451

; <label>:3451                                    ; preds = %3449, %3444
  %3452 = mul i32 %3446, 1664525
  %3453 = add i32 %3452, -1328195107
  %3454 = and i32 %3453, 1
  %3455 = icmp eq i32 %3454, 0
  br i1 %3455, label %3458, label %3456

; <label>:3456                                    ; preds = %3451
  %3457 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3457, i32 180, i32 undef, i32 %3453, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3458

; <label>:3458                                    ; preds = %3456, %3451
  %3459 = mul i32 %3453, 1664525
  %3460 = add i32 %3459, 1326240654
  %3461 = and i32 %3460, 2
  %3462 = icmp eq i32 %3461, 0
  br i1 %3462, label %3465, label %3463

; <label>:3463                                    ; preds = %3458
  %3464 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3464, i32 184, i32 undef, i32 %3460, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3465

; <label>:3465                                    ; preds = %3463, %3458
  %3466 = mul i32 %3460, 1664525
  %3467 = add i32 %3466, -314290881
  %3468 = and i32 %3467, 4
  %3469 = icmp eq i32 %3468, 0
  br i1 %3469, label %3472, label %3470

; <label>:3470                                    ; preds = %3465
  %3471 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3471, i32 188, i32 undef, i32 %3467, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3472

; <label>:3472                                    ; preds = %3470, %3465
  %3473 = mul i32 %3467, 1664525
  %3474 = add i32 %3473, -1954822416
  %3475 = and i32 %3474, 8
  %3476 = icmp eq i32 %3475, 0
  br i1 %3476, label %3479, label %3477

; <label>:3477                                    ; preds = %3472
  %3478 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3478, i32 192, i32 undef, i32 %3474, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3479

; <label>:3479                                    ; preds = %3477, %3472
  %3480 = mul i32 %3474, 1664525
  %3481 = add i32 %3480, 699613345
  %3482 = and i32 %3481, 16
  %3483 = icmp eq i32 %3482, 0
  br i1 %3483, label %3486, label %3484

; <label>:3484                                    ; preds = %3479
  %3485 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3485, i32 196, i32 undef, i32 %3481, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3486

; <label>:3486                                    ; preds = %3484, %3479
  %3487 = mul i32 %3481, 1664525
  %3488 = add i32 %3487, -940918190
  %3489 = and i32 %3488, 32
  %3490 = icmp eq i32 %3489, 0
  br i1 %3490, label %3493, label %3491

; <label>:3491                                    ; preds = %3486
  %3492 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3492, i32 200, i32 undef, i32 %3488, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3493

; <label>:3493                                    ; preds = %3491, %3486
  %3494 = mul i32 %3488, 1664525
  %3495 = add i32 %3494, 1713517571
  %3496 = and i32 %3495, 64
  %3497 = icmp eq i32 %3496, 0
  br i1 %3497, label %3500, label %3498

; <label>:3498                                    ; preds = %3493
  %3499 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3499, i32 204, i32 undef, i32 %3495, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3500

; <label>:3500                                    ; preds = %3498, %3493
  %3501 = mul i32 %3495, 1664525
  %3502 = add i32 %3501, 72986036
  %3503 = and i32 %3502, 128
  %3504 = icmp eq i32 %3503, 0
  br i1 %3504, label %3507, label %3505

; <label>:3505                                    ; preds = %3500
  %3506 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3506, i32 208, i32 undef, i32 %3502, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3507

; <label>:3507                                    ; preds = %3505, %3500
  %3508 = mul i32 %3502, 1664525
  %3509 = add i32 %3508, -1567545499
  %3510 = and i32 %3509, 256
  %3511 = icmp eq i32 %3510, 0
  br i1 %3511, label %3514, label %3512

; <label>:3512                                    ; preds = %3507
  %3513 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3513, i32 212, i32 undef, i32 %3509, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3514

; <label>:3514                                    ; preds = %3512, %3507
  %3515 = mul i32 %3509, 1664525
  %3516 = add i32 %3515, 1086890262
  %3517 = and i32 %3516, 512
  %3518 = icmp eq i32 %3517, 0
  br i1 %3518, label %3521, label %3519

; <label>:3519                                    ; preds = %3514
  %3520 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3520, i32 216, i32 undef, i32 %3516, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3521

; <label>:3521                                    ; preds = %3519, %3514
  %3522 = mul i32 %3516, 1664525
  %3523 = add i32 %3522, -553641273
  %3524 = and i32 %3523, 1024
  %3525 = icmp eq i32 %3524, 0
  br i1 %3525, label %3528, label %3526

; <label>:3526                                    ; preds = %3521
  %3527 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3527, i32 220, i32 undef, i32 %3523, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3528

; <label>:3528                                    ; preds = %3526, %3521
  %3529 = mul i32 %3523, 1664525
  %3530 = add i32 %3529, 2100794488
  %3531 = and i32 %3530, 2048
  %3532 = icmp eq i32 %3531, 0
  br i1 %3532, label %3535, label %3533

; <label>:3533                                    ; preds = %3528
  %3534 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3534, i32 224, i32 undef, i32 %3530, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3535

; <label>:3535                                    ; preds = %3533, %3528
  %3536 = mul i32 %3530, 1664525
  %3537 = add i32 %3536, 460262953
  %3538 = and i32 %3537, 4096
  %3539 = icmp eq i32 %3538, 0
  br i1 %3539, label %3542, label %3540

; <label>:3540                                    ; preds = %3535
  %3541 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3541, i32 228, i32 undef, i32 %3537, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3542

; <label>:3542                                    ; preds = %3540, %3535
  %3543 = mul i32 %3537, 1664525
  %3544 = add i32 %3543, -1180268582
  %3545 = and i32 %3544, 8192
  %3546 = icmp eq i32 %3545, 0
  br i1 %3546, label %3549, label %3547

; <label>:3547                                    ; preds = %3542
  %3548 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3548, i32 232, i32 undef, i32 %3544, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3549

; <label>:3549                                    ; preds = %3547, %3542
  %3550 = mul i32 %3544, 1664525
  %3551 = add i32 %3550, 1474167179
  %3552 = and i32 %3551, 16384
  %3553 = icmp eq i32 %3552, 0
  br i1 %3553, label %3556, label %3554

; <label>:3554                                    ; preds = %3549
  %3555 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3555, i32 236, i32 undef, i32 %3551, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3556

; <label>:3556                                    ; preds = %3554, %3549
  %3557 = mul i32 %3551, 1664525
  %3558 = add i32 %3557, -166364356
  %3559 = and i32 %3558, 32768
  %3560 = icmp eq i32 %3559, 0
  br i1 %3560, label %3563, label %3561

; <label>:3561                                    ; preds = %3556
  %3562 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3562, i32 240, i32 undef, i32 %3558, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3563

; <label>:3563                                    ; preds = %3561, %3556
  %3564 = mul i32 %3558, 1664525
  %3565 = add i32 %3564, -1806895891
  %3566 = and i32 %3565, 65536
  %3567 = icmp eq i32 %3566, 0
  br i1 %3567, label %3570, label %3568

; <label>:3568                                    ; preds = %3563
  %3569 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3569, i32 244, i32 undef, i32 %3565, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3570

; <label>:3570                                    ; preds = %3568, %3563
  %3571 = mul i32 %3565, 1664525
  %3572 = add i32 %3571, 847539870
  %3573 = and i32 %3572, 131072
  %3574 = icmp eq i32 %3573, 0
  br i1 %3574, label %3577, label %3575

; <label>:3575                                    ; preds = %3570
  %3576 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3576, i32 248, i32 undef, i32 %3572, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3577

; <label>:3577                                    ; preds = %3575, %3570
  %3578 = mul i32 %3572, 1664525
  %3579 = add i32 %3578, -792991665
  %3580 = and i32 %3579, 262144
  %3581 = icmp eq i32 %3580, 0
  br i1 %3581, label %3584, label %3582

; <label>:3582                                    ; preds = %3577
  %3583 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3583, i32 252, i32 undef, i32 %3579, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3584

; <label>:3584                                    ; preds = %3582, %3577
  %3585 = mul i32 %3579, 1664525
  %3586 = add i32 %3585, 1861444096
  %3587 = and i32 %3586, 524288
  %3588 = icmp eq i32 %3587, 0
  br i1 %3588, label %3591, label %3589

; <label>:3589                                    ; preds = %3584
  %3590 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3590, i32 0, i32 undef, i32 %3586, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3591

; <label>:3591                                    ; preds = %3589, %3584
  %3592 = mul i32 %3586, 1664525
  %3593 = add i32 %3592, 220912561
  %3594 = and i32 %3593, 1048576
  %3595 = icmp eq i32 %3594, 0
  br i1 %3595, label %3598, label %3596

; <label>:3596                                    ; preds = %3591
  %3597 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3597, i32 4, i32 undef, i32 %3593, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3598

; <label>:3598                                    ; preds = %3596, %3591
  %3599 = mul i32 %3593, 1664525
  %3600 = add i32 %3599, -1419618974
  %3601 = and i32 %3600, 2097152
  %3602 = icmp eq i32 %3601, 0
  br i1 %3602, label %3605, label %3603

; <label>:3603                                    ; preds = %3598
  %3604 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3604, i32 8, i32 undef, i32 %3600, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3605

; <label>:3605                                    ; preds = %3603, %3598
  %3606 = mul i32 %3600, 1664525
  %3607 = add i32 %3606, 1234816787
  %3608 = and i32 %3607, 4194304
  %3609 = icmp eq i32 %3608, 0
  br i1 %3609, label %3612, label %3610

; <label>:3610                                    ; preds = %3605
  %3611 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3611, i32 12, i32 undef, i32 %3607, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3612

; <label>:3612                                    ; preds = %3610, %3605
  %3613 = mul i32 %3607, 1664525
  %3614 = add i32 %3613, -405714748
  %3615 = and i32 %3614, 8388608
  %3616 = icmp eq i32 %3615, 0
  br i1 %3616, label %3619, label %3617

; <label>:3617                                    ; preds = %3612
  %3618 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3618, i32 16, i32 undef, i32 %3614, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3619

; <label>:3619                                    ; preds = %3617, %3612
  %3620 = mul i32 %3614, 1664525
  %3621 = add i32 %3620, -2046246283
  %3622 = and i32 %3621, 16777216
  %3623 = icmp eq i32 %3622, 0
  br i1 %3623, label %3626, label %3624

; <label>:3624                                    ; preds = %3619
  %3625 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3625, i32 20, i32 undef, i32 %3621, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3626

; <label>:3626                                    ; preds = %3624, %3619
  %3627 = mul i32 %3621, 1664525
  %3628 = add i32 %3627, 608189478
  %3629 = and i32 %3628, 33554432
  %3630 = icmp eq i32 %3629, 0
  br i1 %3630, label %3633, label %3631

; <label>:3631                                    ; preds = %3626
  %3632 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3632, i32 24, i32 undef, i32 %3628, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3633

; <label>:3633                                    ; preds = %3631, %3626
  %3634 = mul i32 %3628, 1664525
  %3635 = add i32 %3634, -1032342057
  %3636 = and i32 %3635, 67108864
  %3637 = icmp eq i32 %3636, 0
  br i1 %3637, label %3640, label %3638

; <label>:3638                                    ; preds = %3633
  %3639 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3639, i32 28, i32 undef, i32 %3635, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3640

; <label>:3640                                    ; preds = %3638, %3633
  %3641 = mul i32 %3635, 1664525
  %3642 = add i32 %3641, 1622093704
  %3643 = and i32 %3642, 134217728
  %3644 = icmp eq i32 %3643, 0
  br i1 %3644, label %3647, label %3645

; <label>:3645                                    ; preds = %3640
  %3646 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3646, i32 32, i32 undef, i32 %3642, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3647

; <label>:3647                                    ; preds = %3645, %3640
  %3648 = mul i32 %3642, 1664525
  %3649 = add i32 %3648, -18437831
  %3650 = and i32 %3649, 268435456
  %3651 = icmp eq i32 %3650, 0
  br i1 %3651, label %3654, label %3652

; <label>:3652                                    ; preds = %3647
  %3653 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3653, i32 36, i32 undef, i32 %3649, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3654

; <label>:3654                                    ; preds = %3652, %3647
  %3655 = mul i32 %3649, 1664525
  %3656 = add i32 %3655, -1658969366
  %3657 = and i32 %3656, 1
  %3658 = icmp eq i32 %3657, 0
  br i1 %3658, label %3661, label %3659

; <label>:3659                                    ; preds = %3654
  %3660 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3660, i32 40, i32 undef, i32 %3656, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3661

; <label>:3661                                    ; preds = %3659, %3654
  %3662 = mul i32 %3656, 1664525
  %3663 = add i32 %3662, 995466395
  %3664 = and i32 %3663, 2
  %3665 = icmp eq i32 %3664, 0
  br i1 %3665, label %3668, label %3666

; <label>:3666                                    ; preds = %3661
  %3667 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3667, i32 44, i32 undef, i32 %3663, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3668

; <label>:3668                                    ; preds = %3666, %3661
  %3669 = mul i32 %3663, 1664525
  %3670 = add i32 %3669, -645065140
  %3671 = and i32 %3670, 4
  %3672 = icmp eq i32 %3671, 0
  br i1 %3672, label %3675, label %3673

; <label>:3673                                    ; preds = %3668
  %3674 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3674, i32 48, i32 undef, i32 %3670, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3675

; <label>:3675                                    ; preds = %3673, %3668
  %3676 = mul i32 %3670, 1664525
  %3677 = add i32 %3676, 2009370621
  %3678 = and i32 %3677, 8
  %3679 = icmp eq i32 %3678, 0
  br i1 %3679, label %3682, label %3680

; <label>:3680                                    ; preds = %3675
  %3681 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3681, i32 52, i32 undef, i32 %3677, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3682

; <label>:3682                                    ; preds = %3680, %3675
  %3683 = mul i32 %3677, 1664525
  %3684 = add i32 %3683, 368839086
  %3685 = and i32 %3684, 16
  %3686 = icmp eq i32 %3685, 0
  br i1 %3686, label %3689, label %3687

; <label>:3687                                    ; preds = %3682
  %3688 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3688, i32 56, i32 undef, i32 %3684, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3689

; <label>:3689                                    ; preds = %3687, %3682
  %3690 = mul i32 %3684, 1664525
  %3691 = add i32 %3690, -1271692449
  %3692 = and i32 %3691, 32
  %3693 = icmp eq i32 %3692, 0
  br i1 %3693, label %3696, label %3694

; <label>:3694                                    ; preds = %3689
  %3695 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3695, i32 60, i32 undef, i32 %3691, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3696

; <label>:3696                                    ; preds = %3694, %3689
  %3697 = mul i32 %3691, 1664525
  %3698 = add i32 %3697, 1382743312
  %3699 = and i32 %3698, 64
  %3700 = icmp eq i32 %3699, 0
  br i1 %3700, label %3703, label %3701

; <label>:3701                                    ; preds = %3696
  %3702 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3702, i32 64, i32 undef, i32 %3698, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3703

; <label>:3703                                    ; preds = %3701, %3696
  %3704 = mul i32 %3698, 1664525
  %3705 = add i32 %3704, -257788223
  %3706 = and i32 %3705, 128
  %3707 = icmp eq i32 %3706, 0
  br i1 %3707, label %3710, label %3708

; <label>:3708                                    ; preds = %3703
  %3709 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3709, i32 68, i32 undef, i32 %3705, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3710

; <label>:3710                                    ; preds = %3708, %3703
  %3711 = mul i32 %3705, 1664525
  %3712 = add i32 %3711, -1898319758
  %3713 = and i32 %3712, 256
  %3714 = icmp eq i32 %3713, 0
  br i1 %3714, label %3717, label %3715

; <label>:3715                                    ; preds = %3710
  %3716 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3716, i32 72, i32 undef, i32 %3712, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3717

; <label>:3717                                    ; preds = %3715, %3710
  %3718 = mul i32 %3712, 1664525
  %3719 = add i32 %3718, 756116003
  %3720 = and i32 %3719, 512
  %3721 = icmp eq i32 %3720, 0
  br i1 %3721, label %3724, label %3722

; <label>:3722                                    ; preds = %3717
  %3723 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3723, i32 76, i32 undef, i32 %3719, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3724

; <label>:3724                                    ; preds = %3722, %3717
  %3725 = mul i32 %3719, 1664525
  %3726 = add i32 %3725, -884415532
  %3727 = and i32 %3726, 1024
  %3728 = icmp eq i32 %3727, 0
  br i1 %3728, label %3731, label %3729

; <label>:3729                                    ; preds = %3724
  %3730 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3730, i32 80, i32 undef, i32 %3726, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3731

; <label>:3731                                    ; preds = %3729, %3724
  %3732 = mul i32 %3726, 1664525
  %3733 = add i32 %3732, 1770020229
  %3734 = and i32 %3733, 2048
  %3735 = icmp eq i32 %3734, 0
  br i1 %3735, label %3738, label %3736

; <label>:3736                                    ; preds = %3731
  %3737 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3737, i32 84, i32 undef, i32 %3733, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3738

; <label>:3738                                    ; preds = %3736, %3731
  %3739 = mul i32 %3733, 1664525
  %3740 = add i32 %3739, 129488694
  %3741 = and i32 %3740, 4096
  %3742 = icmp eq i32 %3741, 0
  br i1 %3742, label %3745, label %3743

; <label>:3743                                    ; preds = %3738
  %3744 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3744, i32 88, i32 undef, i32 %3740, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3745

; <label>:3745                                    ; preds = %3743, %3738
  %3746 = mul i32 %3740, 1664525
  %3747 = add i32 %3746, -1511042841
  %3748 = and i32 %3747, 8192
  %3749 = icmp eq i32 %3748, 0
  br i1 %3749, label %3752, label %3750

; <label>:3750                                    ; preds = %3745
  %3751 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3751, i32 92, i32 undef, i32 %3747, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3752

; <label>:3752                                    ; preds = %3750, %3745
  %3753 = mul i32 %3747, 1664525
  %3754 = add i32 %3753, 1143392920
  %3755 = and i32 %3754, 16384
  %3756 = icmp eq i32 %3755, 0
  br i1 %3756, label %3759, label %3757

; <label>:3757                                    ; preds = %3752
  %3758 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3758, i32 96, i32 undef, i32 %3754, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3759

; <label>:3759                                    ; preds = %3757, %3752
  %3760 = mul i32 %3754, 1664525
  %3761 = add i32 %3760, -497138615
  %3762 = and i32 %3761, 32768
  %3763 = icmp eq i32 %3762, 0
  br i1 %3763, label %3766, label %3764

; <label>:3764                                    ; preds = %3759
  %3765 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3765, i32 100, i32 undef, i32 %3761, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3766

; <label>:3766                                    ; preds = %3764, %3759
  %3767 = mul i32 %3761, 1664525
  %3768 = add i32 %3767, -2137670150
  %3769 = and i32 %3768, 65536
  %3770 = icmp eq i32 %3769, 0
  br i1 %3770, label %3773, label %3771

; <label>:3771                                    ; preds = %3766
  %3772 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3772, i32 104, i32 undef, i32 %3768, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3773

; <label>:3773                                    ; preds = %3771, %3766
  %3774 = mul i32 %3768, 1664525
  %3775 = add i32 %3774, 516765611
  %3776 = and i32 %3775, 131072
  %3777 = icmp eq i32 %3776, 0
  br i1 %3777, label %3780, label %3778

; <label>:3778                                    ; preds = %3773
  %3779 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3779, i32 108, i32 undef, i32 %3775, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3780

; <label>:3780                                    ; preds = %3778, %3773
  %3781 = mul i32 %3775, 1664525
  %3782 = add i32 %3781, -1123765924
  %3783 = and i32 %3782, 262144
  %3784 = icmp eq i32 %3783, 0
  br i1 %3784, label %3787, label %3785

; <label>:3785                                    ; preds = %3780
  %3786 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3786, i32 112, i32 undef, i32 %3782, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3787

; <label>:3787                                    ; preds = %3785, %3780
  %3788 = mul i32 %3782, 1664525
  %3789 = add i32 %3788, 1530669837
  %3790 = and i32 %3789, 524288
  %3791 = icmp eq i32 %3790, 0
  br i1 %3791, label %3794, label %3792

; <label>:3792                                    ; preds = %3787
  %3793 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3793, i32 116, i32 undef, i32 %3789, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3794

; <label>:3794                                    ; preds = %3792, %3787
  %3795 = mul i32 %3789, 1664525
  %3796 = add i32 %3795, -109861698
  %3797 = and i32 %3796, 1048576
  %3798 = icmp eq i32 %3797, 0
  br i1 %3798, label %3801, label %3799

; <label>:3799                                    ; preds = %3794
  %3800 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3800, i32 120, i32 undef, i32 %3796, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3801

; <label>:3801                                    ; preds = %3799, %3794
  %3802 = mul i32 %3796, 1664525
  %3803 = add i32 %3802, -1750393233
  %3804 = and i32 %3803, 2097152
  %3805 = icmp eq i32 %3804, 0
  br i1 %3805, label %3808, label %3806

; <label>:3806                                    ; preds = %3801
  %3807 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3807, i32 124, i32 undef, i32 %3803, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3808

; <label>:3808                                    ; preds = %3806, %3801
  %3809 = mul i32 %3803, 1664525
  %3810 = add i32 %3809, 904042528
  %3811 = and i32 %3810, 4194304
  %3812 = icmp eq i32 %3811, 0
  br i1 %3812, label %3815, label %3813

; <label>:3813                                    ; preds = %3808
  %3814 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3814, i32 128, i32 undef, i32 %3810, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3815

; <label>:3815                                    ; preds = %3813, %3808
  %3816 = mul i32 %3810, 1664525
  %3817 = add i32 %3816, -736489007
  %3818 = and i32 %3817, 8388608
  %3819 = icmp eq i32 %3818, 0
  br i1 %3819, label %3822, label %3820

; <label>:3820                                    ; preds = %3815
  %3821 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3821, i32 132, i32 undef, i32 %3817, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3822

; <label>:3822                                    ; preds = %3820, %3815
  %3823 = mul i32 %3817, 1664525
  %3824 = add i32 %3823, 1917946754
  %3825 = and i32 %3824, 16777216
  %3826 = icmp eq i32 %3825, 0
  br i1 %3826, label %3829, label %3827

; <label>:3827                                    ; preds = %3822
  %3828 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3828, i32 136, i32 undef, i32 %3824, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3829

; <label>:3829                                    ; preds = %3827, %3822
  %3830 = mul i32 %3824, 1664525
  %3831 = add i32 %3830, 277415219
  %3832 = and i32 %3831, 33554432
  %3833 = icmp eq i32 %3832, 0
  br i1 %3833, label %3836, label %3834

; <label>:3834                                    ; preds = %3829
  %3835 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3835, i32 140, i32 undef, i32 %3831, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3836

; <label>:3836                                    ; preds = %3834, %3829
  %3837 = mul i32 %3831, 1664525
  %3838 = add i32 %3837, -1363116316
  %3839 = and i32 %3838, 67108864
  %3840 = icmp eq i32 %3839, 0
  br i1 %3840, label %3843, label %3841

; <label>:3841                                    ; preds = %3836
  %3842 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3842, i32 144, i32 undef, i32 %3838, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3843

; <label>:3843                                    ; preds = %3841, %3836
  %3844 = mul i32 %3838, 1664525
  %3845 = add i32 %3844, 1291319445
  %3846 = and i32 %3845, 134217728
  %3847 = icmp eq i32 %3846, 0
  br i1 %3847, label %3850, label %3848

; <label>:3848                                    ; preds = %3843
  %3849 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3849, i32 148, i32 undef, i32 %3845, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3850

; <label>:3850                                    ; preds = %3848, %3843
  %3851 = mul i32 %3845, 1664525
  %3852 = add i32 %3851, -349212090
  %3853 = and i32 %3852, 268435456
  %3854 = icmp eq i32 %3853, 0
  br i1 %3854, label %3857, label %3855

; <label>:3855                                    ; preds = %3850
  %3856 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3856, i32 152, i32 undef, i32 %3852, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3857

; <label>:3857                                    ; preds = %3855, %3850
  %3858 = mul i32 %3852, 1664525
  %3859 = add i32 %3858, -1989743625
  %3860 = and i32 %3859, 1
  %3861 = icmp eq i32 %3860, 0
  br i1 %3861, label %3864, label %3862

; <label>:3862                                    ; preds = %3857
  %3863 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3863, i32 156, i32 undef, i32 %3859, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3864

; <label>:3864                                    ; preds = %3862, %3857
  %3865 = mul i32 %3859, 1664525
  %3866 = add i32 %3865, 664692136
  %3867 = and i32 %3866, 2
  %3868 = icmp eq i32 %3867, 0
  br i1 %3868, label %3871, label %3869

; <label>:3869                                    ; preds = %3864
  %3870 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3870, i32 160, i32 undef, i32 %3866, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3871

; <label>:3871                                    ; preds = %3869, %3864
  %3872 = mul i32 %3866, 1664525
  %3873 = add i32 %3872, -975839399
  %3874 = and i32 %3873, 4
  %3875 = icmp eq i32 %3874, 0
  br i1 %3875, label %3878, label %3876

; <label>:3876                                    ; preds = %3871
  %3877 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3877, i32 164, i32 undef, i32 %3873, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3878

; <label>:3878                                    ; preds = %3876, %3871
  %3879 = mul i32 %3873, 1664525
  %3880 = add i32 %3879, 1678596362
  %3881 = and i32 %3880, 8
  %3882 = icmp eq i32 %3881, 0
  br i1 %3882, label %3885, label %3883

; <label>:3883                                    ; preds = %3878
  %3884 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3884, i32 168, i32 undef, i32 %3880, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3885

; <label>:3885                                    ; preds = %3883, %3878
  %3886 = mul i32 %3880, 1664525
  %3887 = add i32 %3886, 38064827
  %3888 = and i32 %3887, 16
  %3889 = icmp eq i32 %3888, 0
  br i1 %3889, label %3892, label %3890

; <label>:3890                                    ; preds = %3885
  %3891 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3891, i32 172, i32 undef, i32 %3887, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3892

; <label>:3892                                    ; preds = %3890, %3885
  %3893 = mul i32 %3887, 1664525
  %3894 = add i32 %3893, -1602466708
  %3895 = and i32 %3894, 32
  %3896 = icmp eq i32 %3895, 0
  br i1 %3896, label %3899, label %3897

; <label>:3897                                    ; preds = %3892
  %3898 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3898, i32 176, i32 undef, i32 %3894, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3899

; <label>:3899                                    ; preds = %3897, %3892
  %3900 = mul i32 %3894, 1664525
  %3901 = add i32 %3900, 1051969053
  %3902 = and i32 %3901, 64
  %3903 = icmp eq i32 %3902, 0
  br i1 %3903, label %3906, label %3904

; <label>:3904                                    ; preds = %3899
  %3905 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3905, i32 180, i32 undef, i32 %3901, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3906

; <label>:3906                                    ; preds = %3904, %3899
  %3907 = mul i32 %3901, 1664525
  %3908 = add i32 %3907, -588562482
  %3909 = and i32 %3908, 128
  %3910 = icmp eq i32 %3909, 0
  br i1 %3910, label %3913, label %3911

; <label>:3911                                    ; preds = %3906
  %3912 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3912, i32 184, i32 undef, i32 %3908, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3913

; <label>:3913                                    ; preds = %3911, %3906
  %3914 = mul i32 %3908, 1664525
  %3915 = add i32 %3914, 2065873279
  %3916 = and i32 %3915, 256
  %3917 = icmp eq i32 %3916, 0
  br i1 %3917, label %3920, label %3918

; <label>:3918                                    ; preds = %3913
  %3919 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3919, i32 188, i32 undef, i32 %3915, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3920

; <label>:3920                                    ; preds = %3918, %3913
  %3921 = mul i32 %3915, 1664525
  %3922 = add i32 %3921, 425341744
  %3923 = and i32 %3922, 512
  %3924 = icmp eq i32 %3923, 0
  br i1 %3924, label %3927, label %3925

; <label>:3925                                    ; preds = %3920
  %3926 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3926, i32 192, i32 undef, i32 %3922, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3927

; <label>:3927                                    ; preds = %3925, %3920
  %3928 = mul i32 %3922, 1664525
  %3929 = add i32 %3928, -1215189791
  %3930 = and i32 %3929, 1024
  %3931 = icmp eq i32 %3930, 0
  br i1 %3931, label %3934, label %3932

; <label>:3932                                    ; preds = %3927
  %3933 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3933, i32 196, i32 undef, i32 %3929, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3934

; <label>:3934                                    ; preds = %3932, %3927
  %3935 = mul i32 %3929, 1664525
  %3936 = add i32 %3935, 1439245970
  %3937 = and i32 %3936, 2048
  %3938 = icmp eq i32 %3937, 0
  br i1 %3938, label %3941, label %3939

; <label>:3939                                    ; preds = %3934
  %3940 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3940, i32 200, i32 undef, i32 %3936, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3941

; <label>:3941                                    ; preds = %3939, %3934
  %3942 = mul i32 %3936, 1664525
  %3943 = add i32 %3942, -201285565
  %3944 = and i32 %3943, 4096
  %3945 = icmp eq i32 %3944, 0
  br i1 %3945, label %3948, label %3946

; <label>:3946                                    ; preds = %3941
  %3947 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3947, i32 204, i32 undef, i32 %3943, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3948

; <label>:3948                                    ; preds = %3946, %3941
  %3949 = mul i32 %3943, 1664525
  %3950 = add i32 %3949, -1841817100
  %3951 = and i32 %3950, 8192
  %3952 = icmp eq i32 %3951, 0
  br i1 %3952, label %3955, label %3953

; <label>:3953                                    ; preds = %3948
  %3954 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3954, i32 208, i32 undef, i32 %3950, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3955

; <label>:3955                                    ; preds = %3953, %3948
  %3956 = mul i32 %3950, 1664525
  %3957 = add i32 %3956, 812618661
  %3958 = and i32 %3957, 16384
  %3959 = icmp eq i32 %3958, 0
  br i1 %3959, label %3962, label %3960

; <label>:3960                                    ; preds = %3955
  %3961 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3961, i32 212, i32 undef, i32 %3957, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3962

; <label>:3962                                    ; preds = %3960, %3955
  %3963 = mul i32 %3957, 1664525
  %3964 = add i32 %3963, -827912874
  %3965 = and i32 %3964, 32768
  %3966 = icmp eq i32 %3965, 0
  br i1 %3966, label %3969, label %3967

; <label>:3967                                    ; preds = %3962
  %3968 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3968, i32 216, i32 undef, i32 %3964, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3969

; <label>:3969                                    ; preds = %3967, %3962
  %3970 = mul i32 %3964, 1664525
  %3971 = add i32 %3970, 1826522887
  %3972 = and i32 %3971, 65536
  %3973 = icmp eq i32 %3972, 0
  br i1 %3973, label %3976, label %3974

; <label>:3974                                    ; preds = %3969
  %3975 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3975, i32 220, i32 undef, i32 %3971, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3976

; <label>:3976                                    ; preds = %3974, %3969
  %3977 = mul i32 %3971, 1664525
  %3978 = add i32 %3977, 185991352
  %3979 = and i32 %3978, 131072
  %3980 = icmp eq i32 %3979, 0
  br i1 %3980, label %3983, label %3981

; <label>:3981                                    ; preds = %3976
  %3982 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3982, i32 224, i32 undef, i32 %3978, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3983

; <label>:3983                                    ; preds = %3981, %3976
  %3984 = mul i32 %3978, 1664525
  %3985 = add i32 %3984, -1454540183
  %3986 = and i32 %3985, 262144
  %3987 = icmp eq i32 %3986, 0
  br i1 %3987, label %3990, label %3988

; <label>:3988                                    ; preds = %3983
  %3989 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3989, i32 228, i32 undef, i32 %3985, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3990

; <label>:3990                                    ; preds = %3988, %3983
  %3991 = mul i32 %3985, 1664525
  %3992 = add i32 %3991, 1199895578
  %3993 = and i32 %3992, 524288
  %3994 = icmp eq i32 %3993, 0
  br i1 %3994, label %3997, label %3995

; <label>:3995                                    ; preds = %3990
  %3996 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3996, i32 232, i32 undef, i32 %3992, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %3997

; <label>:3997                                    ; preds = %3995, %3990
  %3998 = mul i32 %3992, 1664525
  %3999 = add i32 %3998, -440635957
  %4000 = and i32 %3999, 1048576
  %4001 = icmp eq i32 %4000, 0
  br i1 %4001, label %4004, label %4002

; <label>:4002                                    ; preds = %3997
  %4003 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4003, i32 236, i32 undef, i32 %3999, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4004

; <label>:4004                                    ; preds = %4002, %3997
  %4005 = mul i32 %3999, 1664525
  %4006 = add i32 %4005, -2081167492
  %4007 = and i32 %4006, 2097152
  %4008 = icmp eq i32 %4007, 0
  br i1 %4008, label %4011, label %4009

; <label>:4009                                    ; preds = %4004
  %4010 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4010, i32 240, i32 undef, i32 %4006, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4011

; <label>:4011                                    ; preds = %4009, %4004
  %4012 = mul i32 %4006, 1664525
  %4013 = add i32 %4012, 573268269
  %4014 = and i32 %4013, 4194304
  %4015 = icmp eq i32 %4014, 0
  br i1 %4015, label %4018, label %4016

; <label>:4016                                    ; preds = %4011
  %4017 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4017, i32 244, i32 undef, i32 %4013, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4018

; <label>:4018                                    ; preds = %4016, %4011
  %4019 = mul i32 %4013, 1664525
  %4020 = add i32 %4019, -1067263266
  %4021 = and i32 %4020, 8388608
  %4022 = icmp eq i32 %4021, 0
  br i1 %4022, label %4025, label %4023

; <label>:4023                                    ; preds = %4018
  %4024 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4024, i32 248, i32 undef, i32 %4020, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4025

; <label>:4025                                    ; preds = %4023, %4018
  %4026 = mul i32 %4020, 1664525
  %4027 = add i32 %4026, 1587172495
  %4028 = and i32 %4027, 16777216
  %4029 = icmp eq i32 %4028, 0
  br i1 %4029, label %4032, label %4030

; <label>:4030                                    ; preds = %4025
  %4031 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4031, i32 252, i32 undef, i32 %4027, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4032

; <label>:4032                                    ; preds = %4030, %4025
  %4033 = mul i32 %4027, 1664525
  %4034 = add i32 %4033, -53359040
  %4035 = and i32 %4034, 33554432
  %4036 = icmp eq i32 %4035, 0
  br i1 %4036, label %4039, label %4037

; <label>:4037                                    ; preds = %4032
  %4038 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4038, i32 0, i32 undef, i32 %4034, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4039

; <label>:4039                                    ; preds = %4037, %4032
  %4040 = mul i32 %4034, 1664525
  %4041 = add i32 %4040, -1693890575
  %4042 = and i32 %4041, 67108864
  %4043 = icmp eq i32 %4042, 0
  br i1 %4043, label %4046, label %4044

; <label>:4044                                    ; preds = %4039
  %4045 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4045, i32 4, i32 undef, i32 %4041, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4046

; <label>:4046                                    ; preds = %4044, %4039
  %4047 = mul i32 %4041, 1664525
  %4048 = add i32 %4047, 960545186
  %4049 = and i32 %4048, 134217728
  %4050 = icmp eq i32 %4049, 0
  br i1 %4050, label %4053, label %4051

; <label>:4051                                    ; preds = %4046
  %4052 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4052, i32 8, i32 undef, i32 %4048, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4053

; <label>:4053                                    ; preds = %4051, %4046
  %4054 = mul i32 %4048, 1664525
  %4055 = add i32 %4054, -679986349
  %4056 = and i32 %4055, 268435456
  %4057 = icmp eq i32 %4056, 0
  br i1 %4057, label %4060, label %4058

; <label>:4058                                    ; preds = %4053
  %4059 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4059, i32 12, i32 undef, i32 %4055, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4060

; <label>:4060                                    ; preds = %4058, %4053
  %4061 = mul i32 %4055, 1664525
  %4062 = add i32 %4061, 1974449412
  %4063 = and i32 %4062, 1
  %4064 = icmp eq i32 %4063, 0
  br i1 %4064, label %4067, label %4065

; <label>:4065                                    ; preds = %4060
  %4066 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4066, i32 16, i32 undef, i32 %4062, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4067

; <label>:4067                                    ; preds = %4065, %4060
  %4068 = mul i32 %4062, 1664525
  %4069 = add i32 %4068, 333917877
  %4070 = and i32 %4069, 2
  %4071 = icmp eq i32 %4070, 0
  br i1 %4071, label %4074, label %4072

; <label>:4072                                    ; preds = %4067
  %4073 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4073, i32 20, i32 undef, i32 %4069, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4074

; <label>:4074                                    ; preds = %4072, %4067
  %4075 = mul i32 %4069, 1664525
  %4076 = add i32 %4075, -1306613658
  %4077 = and i32 %4076, 4
  %4078 = icmp eq i32 %4077, 0
  br i1 %4078, label %4081, label %4079

; <label>:4079                                    ; preds = %4074
  %4080 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4080, i32 24, i32 undef, i32 %4076, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4081

; <label>:4081                                    ; preds = %4079, %4074
  %4082 = mul i32 %4076, 1664525
  %4083 = add i32 %4082, 1347822103
  %4084 = and i32 %4083, 8
  %4085 = icmp eq i32 %4084, 0
  br i1 %4085, label %4088, label %4086

; <label>:4086                                    ; preds = %4081
  %4087 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4087, i32 28, i32 undef, i32 %4083, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4088

; <label>:4088                                    ; preds = %4086, %4081
  %4089 = mul i32 %4083, 1664525
  %4090 = add i32 %4089, -292709432
  %4091 = and i32 %4090, 16
  %4092 = icmp eq i32 %4091, 0
  br i1 %4092, label %4095, label %4093

; <label>:4093                                    ; preds = %4088
  %4094 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4094, i32 32, i32 undef, i32 %4090, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4095

; <label>:4095                                    ; preds = %4093, %4088
  %4096 = mul i32 %4090, 1664525
  %4097 = add i32 %4096, -1933240967
  %4098 = and i32 %4097, 32
  %4099 = icmp eq i32 %4098, 0
  br i1 %4099, label %4102, label %4100

; <label>:4100                                    ; preds = %4095
  %4101 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4101, i32 36, i32 undef, i32 %4097, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4102

; <label>:4102                                    ; preds = %4100, %4095
  %4103 = mul i32 %4097, 1664525
  %4104 = add i32 %4103, 721194794
  %4105 = and i32 %4104, 64
  %4106 = icmp eq i32 %4105, 0
  br i1 %4106, label %4109, label %4107

; <label>:4107                                    ; preds = %4102
  %4108 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4108, i32 40, i32 undef, i32 %4104, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4109

; <label>:4109                                    ; preds = %4107, %4102
  %4110 = mul i32 %4104, 1664525
  %4111 = add i32 %4110, -919336741
  %4112 = and i32 %4111, 128
  %4113 = icmp eq i32 %4112, 0
  br i1 %4113, label %4116, label %4114

; <label>:4114                                    ; preds = %4109
  %4115 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4115, i32 44, i32 undef, i32 %4111, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4116

; <label>:4116                                    ; preds = %4114, %4109
  %4117 = mul i32 %4111, 1664525
  %4118 = add i32 %4117, 1735099020
  %4119 = and i32 %4118, 256
  %4120 = icmp eq i32 %4119, 0
  br i1 %4120, label %4123, label %4121

; <label>:4121                                    ; preds = %4116
  %4122 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4122, i32 48, i32 undef, i32 %4118, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4123

; <label>:4123                                    ; preds = %4121, %4116
  %4124 = mul i32 %4118, 1664525
  %4125 = add i32 %4124, 94567485
  %4126 = and i32 %4125, 512
  %4127 = icmp eq i32 %4126, 0
  br i1 %4127, label %4130, label %4128

; <label>:4128                                    ; preds = %4123
  %4129 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4129, i32 52, i32 undef, i32 %4125, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4130

; <label>:4130                                    ; preds = %4128, %4123
  %4131 = mul i32 %4125, 1664525
  %4132 = add i32 %4131, -1545964050
  %4133 = and i32 %4132, 1024
  %4134 = icmp eq i32 %4133, 0
  br i1 %4134, label %4137, label %4135

; <label>:4135                                    ; preds = %4130
  %4136 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4136, i32 56, i32 undef, i32 %4132, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4137

; <label>:4137                                    ; preds = %4135, %4130
  %4138 = mul i32 %4132, 1664525
  %4139 = add i32 %4138, 1108471711
  %4140 = and i32 %4139, 2048
  %4141 = icmp eq i32 %4140, 0
  br i1 %4141, label %4144, label %4142

; <label>:4142                                    ; preds = %4137
  %4143 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4143, i32 60, i32 undef, i32 %4139, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4144

; <label>:4144                                    ; preds = %4142, %4137
  %4145 = mul i32 %4139, 1664525
  %4146 = add i32 %4145, -532059824
  %4147 = and i32 %4146, 4096
  %4148 = icmp eq i32 %4147, 0
  br i1 %4148, label %4151, label %4149

; <label>:4149                                    ; preds = %4144
  %4150 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4150, i32 64, i32 undef, i32 %4146, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4151

; <label>:4151                                    ; preds = %4149, %4144
  %4152 = mul i32 %4146, 1664525
  %4153 = add i32 %4152, 2122375937
  %4154 = and i32 %4153, 8192
  %4155 = icmp eq i32 %4154, 0
  br i1 %4155, label %4158, label %4156

; <label>:4156                                    ; preds = %4151
  %4157 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4157, i32 68, i32 undef, i32 %4153, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4158

; <label>:4158                                    ; preds = %4156, %4151
  %4159 = mul i32 %4153, 1664525
  %4160 = add i32 %4159, 481844402
  %4161 = and i32 %4160, 16384
  %4162 = icmp eq i32 %4161, 0
  br i1 %4162, label %4165, label %4163

; <label>:4163                                    ; preds = %4158
  %4164 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4164, i32 72, i32 undef, i32 %4160, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4165

; <label>:4165                                    ; preds = %4163, %4158
  %4166 = mul i32 %4160, 1664525
  %4167 = add i32 %4166, -1158687133
  %4168 = and i32 %4167, 32768
  %4169 = icmp eq i32 %4168, 0
  br i1 %4169, label %4172, label %4170

; <label>:4170                                    ; preds = %4165
  %4171 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4171, i32 76, i32 undef, i32 %4167, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4172

; <label>:4172                                    ; preds = %4170, %4165
  %4173 = mul i32 %4167, 1664525
  %4174 = add i32 %4173, 1495748628
  %4175 = and i32 %4174, 65536
  %4176 = icmp eq i32 %4175, 0
  br i1 %4176, label %4179, label %4177

; <label>:4177                                    ; preds = %4172
  %4178 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4178, i32 80, i32 undef, i32 %4174, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4179

; <label>:4179                                    ; preds = %4177, %4172
  %4180 = mul i32 %4174, 1664525
  %4181 = add i32 %4180, -144782907
  %4182 = and i32 %4181, 131072
  %4183 = icmp eq i32 %4182, 0
  br i1 %4183, label %4186, label %4184

; <label>:4184                                    ; preds = %4179
  %4185 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4185, i32 84, i32 undef, i32 %4181, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4186

; <label>:4186                                    ; preds = %4184, %4179
  %4187 = mul i32 %4181, 1664525
  %4188 = add i32 %4187, -1785314442
  %4189 = and i32 %4188, 262144
  %4190 = icmp eq i32 %4189, 0
  br i1 %4190, label %4193, label %4191

; <label>:4191                                    ; preds = %4186
  %4192 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4192, i32 88, i32 undef, i32 %4188, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4193

; <label>:4193                                    ; preds = %4191, %4186
  %4194 = mul i32 %4188, 1664525
  %4195 = add i32 %4194, 869121319
  %4196 = and i32 %4195, 524288
  %4197 = icmp eq i32 %4196, 0
  br i1 %4197, label %4200, label %4198

; <label>:4198                                    ; preds = %4193
  %4199 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4199, i32 92, i32 undef, i32 %4195, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4200

; <label>:4200                                    ; preds = %4198, %4193
  %4201 = mul i32 %4195, 1664525
  %4202 = add i32 %4201, -771410216
  %4203 = and i32 %4202, 1048576
  %4204 = icmp eq i32 %4203, 0
  br i1 %4204, label %4207, label %4205

; <label>:4205                                    ; preds = %4200
  %4206 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4206, i32 96, i32 undef, i32 %4202, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4207

; <label>:4207                                    ; preds = %4205, %4200
  %4208 = mul i32 %4202, 1664525
  %4209 = add i32 %4208, 1883025545
  %4210 = and i32 %4209, 2097152
  %4211 = icmp eq i32 %4210, 0
  br i1 %4211, label %4214, label %4212

; <label>:4212                                    ; preds = %4207
  %4213 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4213, i32 100, i32 undef, i32 %4209, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4214

; <label>:4214                                    ; preds = %4212, %4207
  %4215 = mul i32 %4209, 1664525
  %4216 = add i32 %4215, 242494010
  %4217 = and i32 %4216, 4194304
  %4218 = icmp eq i32 %4217, 0
  br i1 %4218, label %4221, label %4219

; <label>:4219                                    ; preds = %4214
  %4220 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4220, i32 104, i32 undef, i32 %4216, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4221

; <label>:4221                                    ; preds = %4219, %4214
  %4222 = mul i32 %4216, 1664525
  %4223 = add i32 %4222, -1398037525
  %4224 = and i32 %4223, 8388608
  %4225 = icmp eq i32 %4224, 0
  br i1 %4225, label %4228, label %4226

; <label>:4226                                    ; preds = %4221
  %4227 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4227, i32 108, i32 undef, i32 %4223, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4228

; <label>:4228                                    ; preds = %4226, %4221
  %4229 = mul i32 %4223, 1664525
  %4230 = add i32 %4229, 1256398236
  %4231 = and i32 %4230, 16777216
  %4232 = icmp eq i32 %4231, 0
  br i1 %4232, label %4235, label %4233

; <label>:4233                                    ; preds = %4228
  %4234 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4234, i32 112, i32 undef, i32 %4230, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4235

; <label>:4235                                    ; preds = %4233, %4228
  %4236 = mul i32 %4230, 1664525
  %4237 = add i32 %4236, -384133299
  %4238 = and i32 %4237, 33554432
  %4239 = icmp eq i32 %4238, 0
  br i1 %4239, label %4242, label %4240

; <label>:4240                                    ; preds = %4235
  %4241 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4241, i32 116, i32 undef, i32 %4237, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4242

; <label>:4242                                    ; preds = %4240, %4235
  %4243 = mul i32 %4237, 1664525
  %4244 = add i32 %4243, -2024664834
  %4245 = and i32 %4244, 67108864
  %4246 = icmp eq i32 %4245, 0
  br i1 %4246, label %4249, label %4247

; <label>:4247                                    ; preds = %4242
  %4248 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4248, i32 120, i32 undef, i32 %4244, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4249

; <label>:4249                                    ; preds = %4247, %4242
  %4250 = mul i32 %4244, 1664525
  %4251 = add i32 %4250, 629770927
  %4252 = and i32 %4251, 134217728
  %4253 = icmp eq i32 %4252, 0
  br i1 %4253, label %4256, label %4254

; <label>:4254                                    ; preds = %4249
  %4255 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4255, i32 124, i32 undef, i32 %4251, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4256

; <label>:4256                                    ; preds = %4254, %4249
  %4257 = mul i32 %4251, 1664525
  %4258 = add i32 %4257, -1010760608
  %4259 = and i32 %4258, 268435456
  %4260 = icmp eq i32 %4259, 0
  br i1 %4260, label %4263, label %4261

; <label>:4261                                    ; preds = %4256
  %4262 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4262, i32 128, i32 undef, i32 %4258, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4263

; <label>:4263                                    ; preds = %4261, %4256
  %4264 = mul i32 %4258, 1664525
  %4265 = add i32 %4264, 1643675153
  %4266 = and i32 %4265, 1
  %4267 = icmp eq i32 %4266, 0
  br i1 %4267, label %4270, label %4268

; <label>:4268                                    ; preds = %4263
  %4269 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4269, i32 132, i32 undef, i32 %4265, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4270

; <label>:4270                                    ; preds = %4268, %4263
  %4271 = mul i32 %4265, 1664525
  %4272 = add i32 %4271, 3143618
  %4273 = and i32 %4272, 2
  %4274 = icmp eq i32 %4273, 0
  br i1 %4274, label %4277, label %4275

; <label>:4275                                    ; preds = %4270
  %4276 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4276, i32 136, i32 undef, i32 %4272, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4277

; <label>:4277                                    ; preds = %4275, %4270
  %4278 = mul i32 %4272, 1664525
  %4279 = add i32 %4278, -1637387917
  %4280 = and i32 %4279, 4
  %4281 = icmp eq i32 %4280, 0
  br i1 %4281, label %4284, label %4282

; <label>:4282                                    ; preds = %4277
  %4283 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4283, i32 140, i32 undef, i32 %4279, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4284

; <label>:4284                                    ; preds = %4282, %4277
  %4285 = mul i32 %4279, 1664525
  %4286 = add i32 %4285, 1017047844
  %4287 = and i32 %4286, 8
  %4288 = icmp eq i32 %4287, 0
  br i1 %4288, label %4291, label %4289

; <label>:4289                                    ; preds = %4284
  %4290 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4290, i32 144, i32 undef, i32 %4286, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4291

; <label>:4291                                    ; preds = %4289, %4284
  %4292 = mul i32 %4286, 1664525
  %4293 = add i32 %4292, -623483691
  %4294 = and i32 %4293, 16
  %4295 = icmp eq i32 %4294, 0
  br i1 %4295, label %4298, label %4296

; <label>:4296                                    ; preds = %4291
  %4297 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4297, i32 148, i32 undef, i32 %4293, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4298

; <label>:4298                                    ; preds = %4296, %4291
  %4299 = mul i32 %4293, 1664525
  %4300 = add i32 %4299, 2030952070
  %4301 = and i32 %4300, 32
  %4302 = icmp eq i32 %4301, 0
  br i1 %4302, label %4305, label %4303

; <label>:4303                                    ; preds = %4298
  %4304 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4304, i32 152, i32 undef, i32 %4300, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4305

; <label>:4305                                    ; preds = %4303, %4298
  %4306 = mul i32 %4300, 1664525
  %4307 = add i32 %4306, 390420535
  %4308 = and i32 %4307, 64
  %4309 = icmp eq i32 %4308, 0
  br i1 %4309, label %4312, label %4310

; <label>:4310                                    ; preds = %4305
  %4311 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4311, i32 156, i32 undef, i32 %4307, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4312

; <label>:4312                                    ; preds = %4310, %4305
  %4313 = mul i32 %4307, 1664525
  %4314 = add i32 %4313, -1250111000
  %4315 = and i32 %4314, 128
  %4316 = icmp eq i32 %4315, 0
  br i1 %4316, label %4319, label %4317

; <label>:4317                                    ; preds = %4312
  %4318 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4318, i32 160, i32 undef, i32 %4314, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4319

; <label>:4319                                    ; preds = %4317, %4312
  %4320 = mul i32 %4314, 1664525
  %4321 = add i32 %4320, 1404324761
  %4322 = and i32 %4321, 256
  %4323 = icmp eq i32 %4322, 0
  br i1 %4323, label %4326, label %4324

; <label>:4324                                    ; preds = %4319
  %4325 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4325, i32 164, i32 undef, i32 %4321, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4326

; <label>:4326                                    ; preds = %4324, %4319
  %4327 = mul i32 %4321, 1664525
  %4328 = add i32 %4327, -236206774
  %4329 = and i32 %4328, 512
  %4330 = icmp eq i32 %4329, 0
  br i1 %4330, label %4333, label %4331

; <label>:4331                                    ; preds = %4326
  %4332 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4332, i32 168, i32 undef, i32 %4328, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4333

; <label>:4333                                    ; preds = %4331, %4326
  %4334 = mul i32 %4328, 1664525
  %4335 = add i32 %4334, -1876738309
  %4336 = and i32 %4335, 1024
  %4337 = icmp eq i32 %4336, 0
  br i1 %4337, label %4340, label %4338

; <label>:4338                                    ; preds = %4333
  %4339 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4339, i32 172, i32 undef, i32 %4335, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4340

; <label>:4340                                    ; preds = %4338, %4333
  %4341 = mul i32 %4335, 1664525
  %4342 = add i32 %4341, 777697452
  %4343 = and i32 %4342, 2048
  %4344 = icmp eq i32 %4343, 0
  br i1 %4344, label %4347, label %4345

; <label>:4345                                    ; preds = %4340
  %4346 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4346, i32 176, i32 undef, i32 %4342, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4347

; <label>:4347                                    ; preds = %4345, %4340
  %4348 = mul i32 %4342, 1664525
  %4349 = add i32 %4348, -862834083
  %4350 = and i32 %4349, 4096
  %4351 = icmp eq i32 %4350, 0
  br i1 %4351, label %4354, label %4352

; <label>:4352                                    ; preds = %4347
  %4353 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4353, i32 180, i32 undef, i32 %4349, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4354

; <label>:4354                                    ; preds = %4352, %4347
  %4355 = mul i32 %4349, 1664525
  %4356 = add i32 %4355, 1791601678
  %4357 = and i32 %4356, 8192
  %4358 = icmp eq i32 %4357, 0
  br i1 %4358, label %4361, label %4359

; <label>:4359                                    ; preds = %4354
  %4360 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4360, i32 184, i32 undef, i32 %4356, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4361

; <label>:4361                                    ; preds = %4359, %4354
  %4362 = mul i32 %4356, 1664525
  %4363 = add i32 %4362, 151070143
  %4364 = and i32 %4363, 16384
  %4365 = icmp eq i32 %4364, 0
  br i1 %4365, label %4368, label %4366

; <label>:4366                                    ; preds = %4361
  %4367 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4367, i32 188, i32 undef, i32 %4363, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4368

; <label>:4368                                    ; preds = %4366, %4361
  %4369 = mul i32 %4363, 1664525
  %4370 = add i32 %4369, -1489461392
  %4371 = and i32 %4370, 32768
  %4372 = icmp eq i32 %4371, 0
  br i1 %4372, label %4375, label %4373

; <label>:4373                                    ; preds = %4368
  %4374 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4374, i32 192, i32 undef, i32 %4370, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4375

; <label>:4375                                    ; preds = %4373, %4368
  %4376 = mul i32 %4370, 1664525
  %4377 = add i32 %4376, 1164974369
  %4378 = and i32 %4377, 65536
  %4379 = icmp eq i32 %4378, 0
  br i1 %4379, label %4382, label %4380

; <label>:4380                                    ; preds = %4375
  %4381 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4381, i32 196, i32 undef, i32 %4377, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4382

; <label>:4382                                    ; preds = %4380, %4375
  %4383 = mul i32 %4377, 1664525
  %4384 = add i32 %4383, -475557166
  %4385 = and i32 %4384, 131072
  %4386 = icmp eq i32 %4385, 0
  br i1 %4386, label %4389, label %4387

; <label>:4387                                    ; preds = %4382
  %4388 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4388, i32 200, i32 undef, i32 %4384, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4389

; <label>:4389                                    ; preds = %4387, %4382
  %4390 = mul i32 %4384, 1664525
  %4391 = add i32 %4390, -2116088701
  %4392 = and i32 %4391, 262144
  %4393 = icmp eq i32 %4392, 0
  br i1 %4393, label %4396, label %4394

; <label>:4394                                    ; preds = %4389
  %4395 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4395, i32 204, i32 undef, i32 %4391, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4396

; <label>:4396                                    ; preds = %4394, %4389
  %4397 = mul i32 %4391, 1664525
  %4398 = add i32 %4397, 538347060
  %4399 = and i32 %4398, 524288
  %4400 = icmp eq i32 %4399, 0
  br i1 %4400, label %4403, label %4401

; <label>:4401                                    ; preds = %4396
  %4402 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4402, i32 208, i32 undef, i32 %4398, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4403

; <label>:4403                                    ; preds = %4401, %4396
  %4404 = mul i32 %4398, 1664525
  %4405 = add i32 %4404, -1102184475
  %4406 = and i32 %4405, 1048576
  %4407 = icmp eq i32 %4406, 0
  br i1 %4407, label %4410, label %4408

; <label>:4408                                    ; preds = %4403
  %4409 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4409, i32 212, i32 undef, i32 %4405, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4410

; <label>:4410                                    ; preds = %4408, %4403
  %4411 = mul i32 %4405, 1664525
  %4412 = add i32 %4411, 1552251286
  %4413 = and i32 %4412, 2097152
  %4414 = icmp eq i32 %4413, 0
  br i1 %4414, label %4417, label %4415

; <label>:4415                                    ; preds = %4410
  %4416 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4416, i32 216, i32 undef, i32 %4412, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4417

; <label>:4417                                    ; preds = %4415, %4410
  %4418 = mul i32 %4412, 1664525
  %4419 = add i32 %4418, -88280249
  %4420 = and i32 %4419, 4194304
  %4421 = icmp eq i32 %4420, 0
  br i1 %4421, label %4424, label %4422

; <label>:4422                                    ; preds = %4417
  %4423 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4423, i32 220, i32 undef, i32 %4419, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4424

; <label>:4424                                    ; preds = %4422, %4417
  %4425 = mul i32 %4419, 1664525
  %4426 = add i32 %4425, -1728811784
  %4427 = and i32 %4426, 8388608
  %4428 = icmp eq i32 %4427, 0
  br i1 %4428, label %4431, label %4429

; <label>:4429                                    ; preds = %4424
  %4430 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4430, i32 224, i32 undef, i32 %4426, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4431

; <label>:4431                                    ; preds = %4429, %4424
  %4432 = mul i32 %4426, 1664525
  %4433 = add i32 %4432, 925623977
  %4434 = and i32 %4433, 16777216
  %4435 = icmp eq i32 %4434, 0
  br i1 %4435, label %4438, label %4436

; <label>:4436                                    ; preds = %4431
  %4437 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4437, i32 228, i32 undef, i32 %4433, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4438

; <label>:4438                                    ; preds = %4436, %4431
  %4439 = mul i32 %4433, 1664525
  %4440 = add i32 %4439, -714907558
  %4441 = and i32 %4440, 33554432
  %4442 = icmp eq i32 %4441, 0
  br i1 %4442, label %4445, label %4443

; <label>:4443                                    ; preds = %4438
  %4444 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4444, i32 232, i32 undef, i32 %4440, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4445

; <label>:4445                                    ; preds = %4443, %4438
  %4446 = mul i32 %4440, 1664525
  %4447 = add i32 %4446, 1939528203
  %4448 = and i32 %4447, 67108864
  %4449 = icmp eq i32 %4448, 0
  br i1 %4449, label %4452, label %4450

; <label>:4450                                    ; preds = %4445
  %4451 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4451, i32 236, i32 undef, i32 %4447, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4452

; <label>:4452                                    ; preds = %4450, %4445
  %4453 = mul i32 %4447, 1664525
  %4454 = add i32 %4453, 298996668
  %4455 = and i32 %4454, 134217728
  %4456 = icmp eq i32 %4455, 0
  br i1 %4456, label %4459, label %4457

; <label>:4457                                    ; preds = %4452
  %4458 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4458, i32 240, i32 undef, i32 %4454, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4459

; <label>:4459                                    ; preds = %4457, %4452
  %4460 = mul i32 %4454, 1664525
  %4461 = add i32 %4460, -1341534867
  %4462 = and i32 %4461, 268435456
  %4463 = icmp eq i32 %4462, 0
  br i1 %4463, label %4466, label %4464

; <label>:4464                                    ; preds = %4459
  %4465 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4465, i32 244, i32 undef, i32 %4461, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4466

; <label>:4466                                    ; preds = %4464, %4459
  %4467 = mul i32 %4461, 1664525
  %4468 = add i32 %4467, 1312900894
  %4469 = and i32 %4468, 1
  %4470 = icmp eq i32 %4469, 0
  br i1 %4470, label %4473, label %4471

; <label>:4471                                    ; preds = %4466
  %4472 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4472, i32 248, i32 undef, i32 %4468, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4473

; <label>:4473                                    ; preds = %4471, %4466
  %4474 = mul i32 %4468, 1664525
  %4475 = add i32 %4474, -327630641
  %4476 = and i32 %4475, 2
  %4477 = icmp eq i32 %4476, 0
  br i1 %4477, label %4480, label %4478

; <label>:4478                                    ; preds = %4473
  %4479 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4479, i32 252, i32 undef, i32 %4475, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4480

; <label>:4480                                    ; preds = %4478, %4473
  %4481 = mul i32 %4475, 1664525
  %4482 = add i32 %4481, -1968162176
  %4483 = and i32 %4482, 4
  %4484 = icmp eq i32 %4483, 0
  br i1 %4484, label %4487, label %4485

; <label>:4485                                    ; preds = %4480
  %4486 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4486, i32 0, i32 undef, i32 %4482, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4487

; <label>:4487                                    ; preds = %4485, %4480
  %4488 = mul i32 %4482, 1664525
  %4489 = add i32 %4488, 686273585
  %4490 = and i32 %4489, 8
  %4491 = icmp eq i32 %4490, 0
  br i1 %4491, label %4494, label %4492

; <label>:4492                                    ; preds = %4487
  %4493 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4493, i32 4, i32 undef, i32 %4489, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4494

; <label>:4494                                    ; preds = %4492, %4487
  %4495 = mul i32 %4489, 1664525
  %4496 = add i32 %4495, -954257950
  %4497 = and i32 %4496, 16
  %4498 = icmp eq i32 %4497, 0
  br i1 %4498, label %4501, label %4499

; <label>:4499                                    ; preds = %4494
  %4500 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4500, i32 8, i32 undef, i32 %4496, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4501

; <label>:4501                                    ; preds = %4499, %4494
  %4502 = mul i32 %4496, 1664525
  %4503 = add i32 %4502, 1700177811
  %4504 = and i32 %4503, 32
  %4505 = icmp eq i32 %4504, 0
  br i1 %4505, label %4508, label %4506

; <label>:4506                                    ; preds = %4501
  %4507 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4507, i32 12, i32 undef, i32 %4503, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4508

; <label>:4508                                    ; preds = %4506, %4501
  %4509 = mul i32 %4503, 1664525
  %4510 = add i32 %4509, 59646276
  %4511 = and i32 %4510, 64
  %4512 = icmp eq i32 %4511, 0
  br i1 %4512, label %4515, label %4513

; <label>:4513                                    ; preds = %4508
  %4514 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4514, i32 16, i32 undef, i32 %4510, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4515

; <label>:4515                                    ; preds = %4513, %4508
  %4516 = mul i32 %4510, 1664525
  %4517 = add i32 %4516, -1580885259
  %4518 = and i32 %4517, 128
  %4519 = icmp eq i32 %4518, 0
  br i1 %4519, label %4522, label %4520

; <label>:4520                                    ; preds = %4515
  %4521 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4521, i32 20, i32 undef, i32 %4517, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4522

; <label>:4522                                    ; preds = %4520, %4515
  %4523 = mul i32 %4517, 1664525
  %4524 = add i32 %4523, 1073550502
  %4525 = and i32 %4524, 256
  %4526 = icmp eq i32 %4525, 0
  br i1 %4526, label %4529, label %4527

; <label>:4527                                    ; preds = %4522
  %4528 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4528, i32 24, i32 undef, i32 %4524, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4529

; <label>:4529                                    ; preds = %4527, %4522
  %4530 = mul i32 %4524, 1664525
  %4531 = add i32 %4530, -566981033
  %4532 = and i32 %4531, 512
  %4533 = icmp eq i32 %4532, 0
  br i1 %4533, label %4536, label %4534

; <label>:4534                                    ; preds = %4529
  %4535 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4535, i32 28, i32 undef, i32 %4531, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4536

; <label>:4536                                    ; preds = %4534, %4529
  %4537 = mul i32 %4531, 1664525
  %4538 = add i32 %4537, 2087454728
  %4539 = and i32 %4538, 1024
  %4540 = icmp eq i32 %4539, 0
  br i1 %4540, label %4543, label %4541

; <label>:4541                                    ; preds = %4536
  %4542 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4542, i32 32, i32 undef, i32 %4538, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4543

; <label>:4543                                    ; preds = %4541, %4536
  %4544 = mul i32 %4538, 1664525
  %4545 = add i32 %4544, 446923193
  %4546 = and i32 %4545, 2048
  %4547 = icmp eq i32 %4546, 0
  br i1 %4547, label %4550, label %4548

; <label>:4548                                    ; preds = %4543
  %4549 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4549, i32 36, i32 undef, i32 %4545, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4550

; <label>:4550                                    ; preds = %4548, %4543
  %4551 = mul i32 %4545, 1664525
  %4552 = add i32 %4551, -1193608342
  %4553 = and i32 %4552, 4096
  %4554 = icmp eq i32 %4553, 0
  br i1 %4554, label %4557, label %4555

; <label>:4555                                    ; preds = %4550
  %4556 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4556, i32 40, i32 undef, i32 %4552, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4557

; <label>:4557                                    ; preds = %4555, %4550
  %4558 = mul i32 %4552, 1664525
  %4559 = add i32 %4558, 1460827419
  %4560 = and i32 %4559, 8192
  %4561 = icmp eq i32 %4560, 0
  br i1 %4561, label %4564, label %4562

; <label>:4562                                    ; preds = %4557
  %4563 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4563, i32 44, i32 undef, i32 %4559, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4564

; <label>:4564                                    ; preds = %4562, %4557
  %4565 = mul i32 %4559, 1664525
  %4566 = add i32 %4565, -179704116
  %4567 = and i32 %4566, 16384
  %4568 = icmp eq i32 %4567, 0
  br i1 %4568, label %4571, label %4569

; <label>:4569                                    ; preds = %4564
  %4570 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4570, i32 48, i32 undef, i32 %4566, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4571

; <label>:4571                                    ; preds = %4569, %4564
  %4572 = mul i32 %4566, 1664525
  %4573 = add i32 %4572, -1820235651
  %4574 = and i32 %4573, 32768
  %4575 = icmp eq i32 %4574, 0
  br i1 %4575, label %4578, label %4576

; <label>:4576                                    ; preds = %4571
  %4577 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4577, i32 52, i32 undef, i32 %4573, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4578

; <label>:4578                                    ; preds = %4576, %4571
  %4579 = mul i32 %4573, 1664525
  %4580 = add i32 %4579, 834200110
  %4581 = and i32 %4580, 65536
  %4582 = icmp eq i32 %4581, 0
  br i1 %4582, label %4585, label %4583

; <label>:4583                                    ; preds = %4578
  %4584 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4584, i32 56, i32 undef, i32 %4580, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4585

; <label>:4585                                    ; preds = %4583, %4578
  %4586 = mul i32 %4580, 1664525
  %4587 = add i32 %4586, -806331425
  %4588 = and i32 %4587, 131072
  %4589 = icmp eq i32 %4588, 0
  br i1 %4589, label %4592, label %4590

; <label>:4590                                    ; preds = %4585
  %4591 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4591, i32 60, i32 undef, i32 %4587, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4592

; <label>:4592                                    ; preds = %4590, %4585
  %4593 = mul i32 %4587, 1664525
  %4594 = add i32 %4593, 1848104336
  %4595 = and i32 %4594, 262144
  %4596 = icmp eq i32 %4595, 0
  br i1 %4596, label %4599, label %4597

; <label>:4597                                    ; preds = %4592
  %4598 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4598, i32 64, i32 undef, i32 %4594, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4599

; <label>:4599                                    ; preds = %4597, %4592
  %4600 = mul i32 %4594, 1664525
  %4601 = add i32 %4600, 207572801
  %4602 = and i32 %4601, 524288
  %4603 = icmp eq i32 %4602, 0
  br i1 %4603, label %4606, label %4604

; <label>:4604                                    ; preds = %4599
  %4605 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4605, i32 68, i32 undef, i32 %4601, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4606

; <label>:4606                                    ; preds = %4604, %4599
  %4607 = mul i32 %4601, 1664525
  %4608 = add i32 %4607, -1432958734
  %4609 = and i32 %4608, 1048576
  %4610 = icmp eq i32 %4609, 0
  br i1 %4610, label %4613, label %4611

; <label>:4611                                    ; preds = %4606
  %4612 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4612, i32 72, i32 undef, i32 %4608, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4613

; <label>:4613                                    ; preds = %4611, %4606
  %4614 = mul i32 %4608, 1664525
  %4615 = add i32 %4614, 1221477027
  %4616 = and i32 %4615, 2097152
  %4617 = icmp eq i32 %4616, 0
  br i1 %4617, label %4620, label %4618

; <label>:4618                                    ; preds = %4613
  %4619 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4619, i32 76, i32 undef, i32 %4615, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4620

; <label>:4620                                    ; preds = %4618, %4613
  %4621 = mul i32 %4615, 1664525
  %4622 = add i32 %4621, -419054508
  %4623 = and i32 %4622, 4194304
  %4624 = icmp eq i32 %4623, 0
  br i1 %4624, label %4627, label %4625

; <label>:4625                                    ; preds = %4620
  %4626 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4626, i32 80, i32 undef, i32 %4622, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4627

; <label>:4627                                    ; preds = %4625, %4620
  %4628 = mul i32 %4622, 1664525
  %4629 = add i32 %4628, -2059586043
  %4630 = and i32 %4629, 8388608
  %4631 = icmp eq i32 %4630, 0
  br i1 %4631, label %4634, label %4632

; <label>:4632                                    ; preds = %4627
  %4633 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4633, i32 84, i32 undef, i32 %4629, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4634

; <label>:4634                                    ; preds = %4632, %4627
  %4635 = mul i32 %4629, 1664525
  %4636 = add i32 %4635, 594849718
  %4637 = and i32 %4636, 16777216
  %4638 = icmp eq i32 %4637, 0
  br i1 %4638, label %4641, label %4639

; <label>:4639                                    ; preds = %4634
  %4640 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4640, i32 88, i32 undef, i32 %4636, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4641

; <label>:4641                                    ; preds = %4639, %4634
  %4642 = mul i32 %4636, 1664525
  %4643 = add i32 %4642, -1045681817
  %4644 = and i32 %4643, 33554432
  %4645 = icmp eq i32 %4644, 0
  br i1 %4645, label %4648, label %4646

; <label>:4646                                    ; preds = %4641
  %4647 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4647, i32 92, i32 undef, i32 %4643, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4648

; <label>:4648                                    ; preds = %4646, %4641
  %4649 = mul i32 %4643, 1664525
  %4650 = add i32 %4649, 1608753944
  %4651 = and i32 %4650, 67108864
  %4652 = icmp eq i32 %4651, 0
  br i1 %4652, label %4655, label %4653

; <label>:4653                                    ; preds = %4648
  %4654 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4654, i32 96, i32 undef, i32 %4650, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4655

; <label>:4655                                    ; preds = %4653, %4648
  %4656 = mul i32 %4650, 1664525
  %4657 = add i32 %4656, -31777591
  %4658 = and i32 %4657, 134217728
  %4659 = icmp eq i32 %4658, 0
  br i1 %4659, label %4662, label %4660

; <label>:4660                                    ; preds = %4655
  %4661 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4661, i32 100, i32 undef, i32 %4657, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4662

; <label>:4662                                    ; preds = %4660, %4655
  %4663 = mul i32 %4657, 1664525
  %4664 = add i32 %4663, -1672309126
  %4665 = and i32 %4664, 268435456
  %4666 = icmp eq i32 %4665, 0
  br i1 %4666, label %4669, label %4667

; <label>:4667                                    ; preds = %4662
  %4668 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4668, i32 104, i32 undef, i32 %4664, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4669

; <label>:4669                                    ; preds = %4667, %4662
  %4670 = mul i32 %4664, 1664525
  %4671 = add i32 %4670, 982126635
  %4672 = and i32 %4671, 1
  %4673 = icmp eq i32 %4672, 0
  br i1 %4673, label %4676, label %4674

; <label>:4674                                    ; preds = %4669
  %4675 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4675, i32 108, i32 undef, i32 %4671, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4676

; <label>:4676                                    ; preds = %4674, %4669
  %4677 = mul i32 %4671, 1664525
  %4678 = add i32 %4677, -658404900
  %4679 = and i32 %4678, 2
  %4680 = icmp eq i32 %4679, 0
  br i1 %4680, label %4683, label %4681

; <label>:4681                                    ; preds = %4676
  %4682 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4682, i32 112, i32 undef, i32 %4678, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4683

; <label>:4683                                    ; preds = %4681, %4676
  %4684 = mul i32 %4678, 1664525
  %4685 = add i32 %4684, 1996030861
  %4686 = and i32 %4685, 4
  %4687 = icmp eq i32 %4686, 0
  br i1 %4687, label %4690, label %4688

; <label>:4688                                    ; preds = %4683
  %4689 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4689, i32 116, i32 undef, i32 %4685, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4690

; <label>:4690                                    ; preds = %4688, %4683
  %4691 = mul i32 %4685, 1664525
  %4692 = add i32 %4691, 355499326
  %4693 = and i32 %4692, 8
  %4694 = icmp eq i32 %4693, 0
  br i1 %4694, label %4697, label %4695

; <label>:4695                                    ; preds = %4690
  %4696 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4696, i32 120, i32 undef, i32 %4692, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4697

; <label>:4697                                    ; preds = %4695, %4690
  %4698 = mul i32 %4692, 1664525
  %4699 = add i32 %4698, -1285032209
  %4700 = and i32 %4699, 16
  %4701 = icmp eq i32 %4700, 0
  br i1 %4701, label %4704, label %4702

; <label>:4702                                    ; preds = %4697
  %4703 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4703, i32 124, i32 undef, i32 %4699, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4704

; <label>:4704                                    ; preds = %4702, %4697
  %4705 = mul i32 %4699, 1664525
  %4706 = add i32 %4705, 1369403552
  %4707 = and i32 %4706, 32
  %4708 = icmp eq i32 %4707, 0
  br i1 %4708, label %4711, label %4709

; <label>:4709                                    ; preds = %4704
  %4710 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4710, i32 128, i32 undef, i32 %4706, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4711

; <label>:4711                                    ; preds = %4709, %4704
  %4712 = mul i32 %4706, 1664525
  %4713 = add i32 %4712, -271127983
  %4714 = and i32 %4713, 64
  %4715 = icmp eq i32 %4714, 0
  br i1 %4715, label %4718, label %4716

; <label>:4716                                    ; preds = %4711
  %4717 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4717, i32 132, i32 undef, i32 %4713, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4718

; <label>:4718                                    ; preds = %4716, %4711
  %4719 = mul i32 %4713, 1664525
  %4720 = add i32 %4719, -1911659518
  %4721 = and i32 %4720, 128
  %4722 = icmp eq i32 %4721, 0
  br i1 %4722, label %4725, label %4723

; <label>:4723                                    ; preds = %4718
  %4724 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4724, i32 136, i32 undef, i32 %4720, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4725

; <label>:4725                                    ; preds = %4723, %4718
  %4726 = mul i32 %4720, 1664525
  %4727 = add i32 %4726, 742776243
  %4728 = and i32 %4727, 256
  %4729 = icmp eq i32 %4728, 0
  br i1 %4729, label %4732, label %4730

; <label>:4730                                    ; preds = %4725
  %4731 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4731, i32 140, i32 undef, i32 %4727, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4732

; <label>:4732                                    ; preds = %4730, %4725
  %4733 = mul i32 %4727, 1664525
  %4734 = add i32 %4733, -897755292
  %4735 = and i32 %4734, 512
  %4736 = icmp eq i32 %4735, 0
  br i1 %4736, label %4739, label %4737

; <label>:4737                                    ; preds = %4732
  %4738 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4738, i32 144, i32 undef, i32 %4734, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4739

; <label>:4739                                    ; preds = %4737, %4732
  %4740 = mul i32 %4734, 1664525
  %4741 = add i32 %4740, 1756680469
  %4742 = and i32 %4741, 1024
  %4743 = icmp eq i32 %4742, 0
  br i1 %4743, label %4746, label %4744

; <label>:4744                                    ; preds = %4739
  %4745 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4745, i32 148, i32 undef, i32 %4741, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4746

; <label>:4746                                    ; preds = %4744, %4739
  %4747 = mul i32 %4741, 1664525
  %4748 = add i32 %4747, 116148934
  %4749 = and i32 %4748, 2048
  %4750 = icmp eq i32 %4749, 0
  br i1 %4750, label %4753, label %4751

; <label>:4751                                    ; preds = %4746
  %4752 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4752, i32 152, i32 undef, i32 %4748, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4753

; <label>:4753                                    ; preds = %4751, %4746
  %4754 = mul i32 %4748, 1664525
  %4755 = add i32 %4754, -1524382601
  %4756 = and i32 %4755, 4096
  %4757 = icmp eq i32 %4756, 0
  br i1 %4757, label %4760, label %4758

; <label>:4758                                    ; preds = %4753
  %4759 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4759, i32 156, i32 undef, i32 %4755, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4760

; <label>:4760                                    ; preds = %4758, %4753
  %4761 = mul i32 %4755, 1664525
  %4762 = add i32 %4761, 1130053160
  %4763 = and i32 %4762, 8192
  %4764 = icmp eq i32 %4763, 0
  br i1 %4764, label %4767, label %4765

; <label>:4765                                    ; preds = %4760
  %4766 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4766, i32 160, i32 undef, i32 %4762, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4767

; <label>:4767                                    ; preds = %4765, %4760
  %4768 = mul i32 %4762, 1664525
  %4769 = add i32 %4768, -510478375
  %4770 = and i32 %4769, 16384
  %4771 = icmp eq i32 %4770, 0
  br i1 %4771, label %4774, label %4772

; <label>:4772                                    ; preds = %4767
  %4773 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4773, i32 164, i32 undef, i32 %4769, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4774

; <label>:4774                                    ; preds = %4772, %4767
  %4775 = mul i32 %4769, 1664525
  %4776 = add i32 %4775, 2143957386
  %4777 = and i32 %4776, 32768
  %4778 = icmp eq i32 %4777, 0
  br i1 %4778, label %4781, label %4779

; <label>:4779                                    ; preds = %4774
  %4780 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4780, i32 168, i32 undef, i32 %4776, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4781

; <label>:4781                                    ; preds = %4779, %4774
  %4782 = mul i32 %4776, 1664525
  %4783 = add i32 %4782, 503425851
  %4784 = and i32 %4783, 65536
  %4785 = icmp eq i32 %4784, 0
  br i1 %4785, label %4788, label %4786

; <label>:4786                                    ; preds = %4781
  %4787 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4787, i32 172, i32 undef, i32 %4783, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4788

; <label>:4788                                    ; preds = %4786, %4781
  %4789 = mul i32 %4783, 1664525
  %4790 = add i32 %4789, -1137105684
  %4791 = and i32 %4790, 131072
  %4792 = icmp eq i32 %4791, 0
  br i1 %4792, label %4795, label %4793

; <label>:4793                                    ; preds = %4788
  %4794 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4794, i32 176, i32 undef, i32 %4790, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4795

; <label>:4795                                    ; preds = %4793, %4788
  %4796 = mul i32 %4790, 1664525
  %4797 = add i32 %4796, 1517330077
  %4798 = and i32 %4797, 262144
  %4799 = icmp eq i32 %4798, 0
  br i1 %4799, label %4802, label %4800

; <label>:4800                                    ; preds = %4795
  %4801 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4801, i32 180, i32 undef, i32 %4797, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4802

; <label>:4802                                    ; preds = %4800, %4795
  %4803 = mul i32 %4797, 1664525
  %4804 = add i32 %4803, -123201458
  %4805 = and i32 %4804, 524288
  %4806 = icmp eq i32 %4805, 0
  br i1 %4806, label %4809, label %4807

; <label>:4807                                    ; preds = %4802
  %4808 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4808, i32 184, i32 undef, i32 %4804, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4809

; <label>:4809                                    ; preds = %4807, %4802
  %4810 = mul i32 %4804, 1664525
  %4811 = add i32 %4810, -1763732993
  %4812 = and i32 %4811, 1048576
  %4813 = icmp eq i32 %4812, 0
  br i1 %4813, label %4816, label %4814

; <label>:4814                                    ; preds = %4809
  %4815 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4815, i32 188, i32 undef, i32 %4811, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4816

; <label>:4816                                    ; preds = %4814, %4809
  %4817 = mul i32 %4811, 1664525
  %4818 = add i32 %4817, 890702768
  %4819 = and i32 %4818, 2097152
  %4820 = icmp eq i32 %4819, 0
  br i1 %4820, label %4823, label %4821

; <label>:4821                                    ; preds = %4816
  %4822 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4822, i32 192, i32 undef, i32 %4818, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4823

; <label>:4823                                    ; preds = %4821, %4816
  %4824 = mul i32 %4818, 1664525
  %4825 = add i32 %4824, -749828767
  %4826 = and i32 %4825, 4194304
  %4827 = icmp eq i32 %4826, 0
  br i1 %4827, label %4830, label %4828

; <label>:4828                                    ; preds = %4823
  %4829 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4829, i32 196, i32 undef, i32 %4825, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4830

; <label>:4830                                    ; preds = %4828, %4823
  %4831 = mul i32 %4825, 1664525
  %4832 = add i32 %4831, 1904606994
  %4833 = and i32 %4832, 8388608
  %4834 = icmp eq i32 %4833, 0
  br i1 %4834, label %4837, label %4835

; <label>:4835                                    ; preds = %4830
  %4836 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4836, i32 200, i32 undef, i32 %4832, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4837

; <label>:4837                                    ; preds = %4835, %4830
  %4838 = mul i32 %4832, 1664525
  %4839 = add i32 %4838, 264075459
  %4840 = and i32 %4839, 16777216
  %4841 = icmp eq i32 %4840, 0
  br i1 %4841, label %4844, label %4842

; <label>:4842                                    ; preds = %4837
  %4843 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4843, i32 204, i32 undef, i32 %4839, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4844

; <label>:4844                                    ; preds = %4842, %4837
  %4845 = mul i32 %4839, 1664525
  %4846 = add i32 %4845, -1376456076
  %4847 = and i32 %4846, 33554432
  %4848 = icmp eq i32 %4847, 0
  br i1 %4848, label %4851, label %4849

; <label>:4849                                    ; preds = %4844
  %4850 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4850, i32 208, i32 undef, i32 %4846, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4851

; <label>:4851                                    ; preds = %4849, %4844
  %4852 = mul i32 %4846, 1664525
  %4853 = add i32 %4852, 1277979685
  %4854 = and i32 %4853, 67108864
  %4855 = icmp eq i32 %4854, 0
  br i1 %4855, label %4858, label %4856

; <label>:4856                                    ; preds = %4851
  %4857 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4857, i32 212, i32 undef, i32 %4853, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4858

; <label>:4858                                    ; preds = %4856, %4851
  %4859 = mul i32 %4853, 1664525
  %4860 = add i32 %4859, -362551850
  %4861 = and i32 %4860, 134217728
  %4862 = icmp eq i32 %4861, 0
  br i1 %4862, label %4865, label %4863

; <label>:4863                                    ; preds = %4858
  %4864 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4864, i32 216, i32 undef, i32 %4860, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4865

; <label>:4865                                    ; preds = %4863, %4858
  %4866 = mul i32 %4860, 1664525
  %4867 = add i32 %4866, -2003083385
  %4868 = and i32 %4867, 268435456
  %4869 = icmp eq i32 %4868, 0
  br i1 %4869, label %4872, label %4870

; <label>:4870                                    ; preds = %4865
  %4871 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4871, i32 220, i32 undef, i32 %4867, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4872

; <label>:4872                                    ; preds = %4870, %4865
  %4873 = mul i32 %4867, 1664525
  %4874 = add i32 %4873, 651352376
  %4875 = and i32 %4874, 1
  %4876 = icmp eq i32 %4875, 0
  br i1 %4876, label %4879, label %4877

; <label>:4877                                    ; preds = %4872
  %4878 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4878, i32 224, i32 undef, i32 %4874, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4879

; <label>:4879                                    ; preds = %4877, %4872
  %4880 = mul i32 %4874, 1664525
  %4881 = add i32 %4880, -989179159
  %4882 = and i32 %4881, 2
  %4883 = icmp eq i32 %4882, 0
  br i1 %4883, label %4886, label %4884

; <label>:4884                                    ; preds = %4879
  %4885 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4885, i32 228, i32 undef, i32 %4881, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4886

; <label>:4886                                    ; preds = %4884, %4879
  %4887 = mul i32 %4881, 1664525
  %4888 = add i32 %4887, 1665256602
  %4889 = and i32 %4888, 4
  %4890 = icmp eq i32 %4889, 0
  br i1 %4890, label %4893, label %4891

; <label>:4891                                    ; preds = %4886
  %4892 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4892, i32 232, i32 undef, i32 %4888, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4893

; <label>:4893                                    ; preds = %4891, %4886
  %4894 = mul i32 %4888, 1664525
  %4895 = add i32 %4894, 24725067
  %4896 = and i32 %4895, 8
  %4897 = icmp eq i32 %4896, 0
  br i1 %4897, label %4900, label %4898

; <label>:4898                                    ; preds = %4893
  %4899 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4899, i32 236, i32 undef, i32 %4895, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4900

; <label>:4900                                    ; preds = %4898, %4893
  %4901 = mul i32 %4895, 1664525
  %4902 = add i32 %4901, -1615806468
  %4903 = and i32 %4902, 16
  %4904 = icmp eq i32 %4903, 0
  br i1 %4904, label %4907, label %4905

; <label>:4905                                    ; preds = %4900
  %4906 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4906, i32 240, i32 undef, i32 %4902, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4907

; <label>:4907                                    ; preds = %4905, %4900
  %4908 = mul i32 %4902, 1664525
  %4909 = add i32 %4908, 1038629293
  %4910 = and i32 %4909, 32
  %4911 = icmp eq i32 %4910, 0
  br i1 %4911, label %4914, label %4912

; <label>:4912                                    ; preds = %4907
  %4913 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4913, i32 244, i32 undef, i32 %4909, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4914

; <label>:4914                                    ; preds = %4912, %4907
  %4915 = mul i32 %4909, 1664525
  %4916 = add i32 %4915, -601902242
  %4917 = and i32 %4916, 64
  %4918 = icmp eq i32 %4917, 0
  br i1 %4918, label %4921, label %4919

; <label>:4919                                    ; preds = %4914
  %4920 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4920, i32 248, i32 undef, i32 %4916, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4921

; <label>:4921                                    ; preds = %4919, %4914
  %4922 = mul i32 %4916, 1664525
  %4923 = add i32 %4922, 2052533519
  %4924 = and i32 %4923, 128
  %4925 = icmp eq i32 %4924, 0
  br i1 %4925, label %4928, label %4926

; <label>:4926                                    ; preds = %4921
  %4927 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4927, i32 252, i32 undef, i32 %4923, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4928

; <label>:4928                                    ; preds = %4926, %4921
  %4929 = mul i32 %4923, 1664525
  %4930 = add i32 %4929, 412001984
  %4931 = and i32 %4930, 256
  %4932 = icmp eq i32 %4931, 0
  br i1 %4932, label %4935, label %4933

; <label>:4933                                    ; preds = %4928
  %4934 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4934, i32 0, i32 undef, i32 %4930, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4935

; <label>:4935                                    ; preds = %4933, %4928
  %4936 = mul i32 %4930, 1664525
  %4937 = add i32 %4936, -1228529551
  %4938 = and i32 %4937, 512
  %4939 = icmp eq i32 %4938, 0
  br i1 %4939, label %4942, label %4940

; <label>:4940                                    ; preds = %4935
  %4941 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4941, i32 4, i32 undef, i32 %4937, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4942

; <label>:4942                                    ; preds = %4940, %4935
  %4943 = mul i32 %4937, 1664525
  %4944 = add i32 %4943, 1425906210
  %4945 = and i32 %4944, 1024
  %4946 = icmp eq i32 %4945, 0
  br i1 %4946, label %4949, label %4947

; <label>:4947                                    ; preds = %4942
  %4948 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4948, i32 8, i32 undef, i32 %4944, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4949

; <label>:4949                                    ; preds = %4947, %4942
  %4950 = mul i32 %4944, 1664525
  %4951 = add i32 %4950, -214625325
  %4952 = and i32 %4951, 2048
  %4953 = icmp eq i32 %4952, 0
  br i1 %4953, label %4956, label %4954

; <label>:4954                                    ; preds = %4949
  %4955 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4955, i32 12, i32 undef, i32 %4951, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4956

; <label>:4956                                    ; preds = %4954, %4949
  %4957 = mul i32 %4951, 1664525
  %4958 = add i32 %4957, -1855156860
  %4959 = and i32 %4958, 4096
  %4960 = icmp eq i32 %4959, 0
  br i1 %4960, label %4963, label %4961

; <label>:4961                                    ; preds = %4956
  %4962 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4962, i32 16, i32 undef, i32 %4958, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4963

; <label>:4963                                    ; preds = %4961, %4956
  %4964 = mul i32 %4958, 1664525
  %4965 = add i32 %4964, 799278901
  %4966 = and i32 %4965, 8192
  %4967 = icmp eq i32 %4966, 0
  br i1 %4967, label %4970, label %4968

; <label>:4968                                    ; preds = %4963
  %4969 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4969, i32 20, i32 undef, i32 %4965, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4970

; <label>:4970                                    ; preds = %4968, %4963
  %4971 = mul i32 %4965, 1664525
  %4972 = add i32 %4971, -841252634
  %4973 = and i32 %4972, 16384
  %4974 = icmp eq i32 %4973, 0
  br i1 %4974, label %4977, label %4975

; <label>:4975                                    ; preds = %4970
  %4976 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4976, i32 24, i32 undef, i32 %4972, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4977

; <label>:4977                                    ; preds = %4975, %4970
  %4978 = mul i32 %4972, 1664525
  %4979 = add i32 %4978, 1813183127
  %4980 = and i32 %4979, 32768
  %4981 = icmp eq i32 %4980, 0
  br i1 %4981, label %4984, label %4982

; <label>:4982                                    ; preds = %4977
  %4983 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4983, i32 28, i32 undef, i32 %4979, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4984

; <label>:4984                                    ; preds = %4982, %4977
  %4985 = mul i32 %4979, 1664525
  %4986 = add i32 %4985, 172651592
  %4987 = and i32 %4986, 65536
  %4988 = icmp eq i32 %4987, 0
  br i1 %4988, label %4991, label %4989

; <label>:4989                                    ; preds = %4984
  %4990 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4990, i32 32, i32 undef, i32 %4986, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4991

; <label>:4991                                    ; preds = %4989, %4984
  %4992 = mul i32 %4986, 1664525
  %4993 = add i32 %4992, -1467879943
  %4994 = and i32 %4993, 131072
  %4995 = icmp eq i32 %4994, 0
  br i1 %4995, label %4998, label %4996

; <label>:4996                                    ; preds = %4991
  %4997 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4997, i32 36, i32 undef, i32 %4993, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %4998

; <label>:4998                                    ; preds = %4996, %4991
  %4999 = mul i32 %4993, 1664525
  %5000 = add i32 %4999, 1186555818
  %5001 = and i32 %5000, 262144
  %5002 = icmp eq i32 %5001, 0
  br i1 %5002, label %5005, label %5003

; <label>:5003                                    ; preds = %4998
  %5004 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5004, i32 40, i32 undef, i32 %5000, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5005

; <label>:5005                                    ; preds = %5003, %4998
  %5006 = mul i32 %5000, 1664525
  %5007 = add i32 %5006, -453975717
  %5008 = and i32 %5007, 524288
  %5009 = icmp eq i32 %5008, 0
  br i1 %5009, label %5012, label %5010

; <label>:5010                                    ; preds = %5005
  %5011 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5011, i32 44, i32 undef, i32 %5007, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5012

; <label>:5012                                    ; preds = %5010, %5005
  %5013 = mul i32 %5007, 1664525
  %5014 = add i32 %5013, -2094507252
  %5015 = and i32 %5014, 1048576
  %5016 = icmp eq i32 %5015, 0
  br i1 %5016, label %5019, label %5017

; <label>:5017                                    ; preds = %5012
  %5018 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5018, i32 48, i32 undef, i32 %5014, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5019

; <label>:5019                                    ; preds = %5017, %5012
  %5020 = mul i32 %5014, 1664525
  %5021 = add i32 %5020, 559928509
  %5022 = and i32 %5021, 2097152
  %5023 = icmp eq i32 %5022, 0
  br i1 %5023, label %5026, label %5024

; <label>:5024                                    ; preds = %5019
  %5025 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5025, i32 52, i32 undef, i32 %5021, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5026

; <label>:5026                                    ; preds = %5024, %5019
  %5027 = mul i32 %5021, 1664525
  %5028 = add i32 %5027, -1080603026
  %5029 = and i32 %5028, 4194304
  %5030 = icmp eq i32 %5029, 0
  br i1 %5030, label %5033, label %5031

; <label>:5031                                    ; preds = %5026
  %5032 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5032, i32 56, i32 undef, i32 %5028, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5033

; <label>:5033                                    ; preds = %5031, %5026
  %5034 = mul i32 %5028, 1664525
  %5035 = add i32 %5034, 1573832735
  %5036 = and i32 %5035, 8388608
  %5037 = icmp eq i32 %5036, 0
  br i1 %5037, label %5040, label %5038

; <label>:5038                                    ; preds = %5033
  %5039 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5039, i32 60, i32 undef, i32 %5035, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5040

; <label>:5040                                    ; preds = %5038, %5033
  %5041 = mul i32 %5035, 1664525
  %5042 = add i32 %5041, -66698800
  %5043 = and i32 %5042, 16777216
  %5044 = icmp eq i32 %5043, 0
  br i1 %5044, label %5047, label %5045

; <label>:5045                                    ; preds = %5040
  %5046 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5046, i32 64, i32 undef, i32 %5042, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5047

; <label>:5047                                    ; preds = %5045, %5040
  %5048 = mul i32 %5042, 1664525
  %5049 = add i32 %5048, -1707230335
  %5050 = and i32 %5049, 33554432
  %5051 = icmp eq i32 %5050, 0
  br i1 %5051, label %5054, label %5052

; <label>:5052                                    ; preds = %5047
  %5053 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5053, i32 68, i32 undef, i32 %5049, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5054

; <label>:5054                                    ; preds = %5052, %5047
  %5055 = mul i32 %5049, 1664525
  %5056 = add i32 %5055, 947205426
  %5057 = and i32 %5056, 67108864
  %5058 = icmp eq i32 %5057, 0
  br i1 %5058, label %5061, label %5059

; <label>:5059                                    ; preds = %5054
  %5060 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5060, i32 72, i32 undef, i32 %5056, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5061

; <label>:5061                                    ; preds = %5059, %5054
  %5062 = mul i32 %5056, 1664525
  %5063 = add i32 %5062, -693326109
  %5064 = and i32 %5063, 134217728
  %5065 = icmp eq i32 %5064, 0
  br i1 %5065, label %5068, label %5066

; <label>:5066                                    ; preds = %5061
  %5067 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5067, i32 76, i32 undef, i32 %5063, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5068

; <label>:5068                                    ; preds = %5066, %5061
  %5069 = mul i32 %5063, 1664525
  %5070 = add i32 %5069, 1961109652
  %5071 = and i32 %5070, 268435456
  %5072 = icmp eq i32 %5071, 0
  br i1 %5072, label %5075, label %5073

; <label>:5073                                    ; preds = %5068
  %5074 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5074, i32 80, i32 undef, i32 %5070, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5075

; <label>:5075                                    ; preds = %5073, %5068
  %5076 = mul i32 %5070, 1664525
  %5077 = add i32 %5076, 320578117
  %5078 = and i32 %5077, 1
  %5079 = icmp eq i32 %5078, 0
  br i1 %5079, label %5082, label %5080

; <label>:5080                                    ; preds = %5075
  %5081 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5081, i32 84, i32 undef, i32 %5077, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5082

; <label>:5082                                    ; preds = %5080, %5075
  %5083 = mul i32 %5077, 1664525
  %5084 = add i32 %5083, -1319953418
  %5085 = and i32 %5084, 2
  %5086 = icmp eq i32 %5085, 0
  br i1 %5086, label %5089, label %5087

; <label>:5087                                    ; preds = %5082
  %5088 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5088, i32 88, i32 undef, i32 %5084, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5089

; <label>:5089                                    ; preds = %5087, %5082
  %5090 = mul i32 %5084, 1664525
  %5091 = add i32 %5090, 1334482343
  %5092 = and i32 %5091, 4
  %5093 = icmp eq i32 %5092, 0
  br i1 %5093, label %5096, label %5094

; <label>:5094                                    ; preds = %5089
  %5095 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5095, i32 92, i32 undef, i32 %5091, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5096

; <label>:5096                                    ; preds = %5094, %5089
  %5097 = mul i32 %5091, 1664525
  %5098 = add i32 %5097, -306049192
  %5099 = and i32 %5098, 8
  %5100 = icmp eq i32 %5099, 0
  br i1 %5100, label %5103, label %5101

; <label>:5101                                    ; preds = %5096
  %5102 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5102, i32 96, i32 undef, i32 %5098, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5103

; <label>:5103                                    ; preds = %5101, %5096
  %5104 = mul i32 %5098, 1664525
  %5105 = add i32 %5104, -1946580727
  %5106 = and i32 %5105, 16
  %5107 = icmp eq i32 %5106, 0
  br i1 %5107, label %5110, label %5108

; <label>:5108                                    ; preds = %5103
  %5109 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5109, i32 100, i32 undef, i32 %5105, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5110

; <label>:5110                                    ; preds = %5108, %5103
  %5111 = mul i32 %5105, 1664525
  %5112 = add i32 %5111, 707855034
  %5113 = and i32 %5112, 32
  %5114 = icmp eq i32 %5113, 0
  br i1 %5114, label %5117, label %5115

; <label>:5115                                    ; preds = %5110
  %5116 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5116, i32 104, i32 undef, i32 %5112, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5117

; <label>:5117                                    ; preds = %5115, %5110
  %5118 = mul i32 %5112, 1664525
  %5119 = add i32 %5118, -932676501
  %5120 = and i32 %5119, 64
  %5121 = icmp eq i32 %5120, 0
  br i1 %5121, label %5124, label %5122

; <label>:5122                                    ; preds = %5117
  %5123 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5123, i32 108, i32 undef, i32 %5119, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5124

; <label>:5124                                    ; preds = %5122, %5117
  %5125 = mul i32 %5119, 1664525
  %5126 = add i32 %5125, 1721759260
  %5127 = and i32 %5126, 128
  %5128 = icmp eq i32 %5127, 0
  br i1 %5128, label %5131, label %5129

; <label>:5129                                    ; preds = %5124
  %5130 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5130, i32 112, i32 undef, i32 %5126, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5131

; <label>:5131                                    ; preds = %5129, %5124
  %5132 = mul i32 %5126, 1664525
  %5133 = add i32 %5132, 81227725
  %5134 = and i32 %5133, 256
  %5135 = icmp eq i32 %5134, 0
  br i1 %5135, label %5138, label %5136

; <label>:5136                                    ; preds = %5131
  %5137 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5137, i32 116, i32 undef, i32 %5133, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5138

; <label>:5138                                    ; preds = %5136, %5131
  %5139 = mul i32 %5133, 1664525
  %5140 = add i32 %5139, -1559303810
  %5141 = and i32 %5140, 512
  %5142 = icmp eq i32 %5141, 0
  br i1 %5142, label %5145, label %5143

; <label>:5143                                    ; preds = %5138
  %5144 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5144, i32 120, i32 undef, i32 %5140, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5145

; <label>:5145                                    ; preds = %5143, %5138
  %5146 = mul i32 %5140, 1664525
  %5147 = add i32 %5146, 1095131951
  %5148 = and i32 %5147, 1024
  %5149 = icmp eq i32 %5148, 0
  br i1 %5149, label %5152, label %5150

; <label>:5150                                    ; preds = %5145
  %5151 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5151, i32 124, i32 undef, i32 %5147, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5152

; <label>:5152                                    ; preds = %5150, %5145
  %5153 = mul i32 %5147, 1664525
  %5154 = add i32 %5153, -545399584
  %5155 = and i32 %5154, 2048
  %5156 = icmp eq i32 %5155, 0
  br i1 %5156, label %5159, label %5157

; <label>:5157                                    ; preds = %5152
  %5158 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5158, i32 128, i32 undef, i32 %5154, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5159

; <label>:5159                                    ; preds = %5157, %5152
  %5160 = mul i32 %5154, 1664525
  %5161 = add i32 %5160, 2109036177
  %5162 = and i32 %5161, 4096
  %5163 = icmp eq i32 %5162, 0
  br i1 %5163, label %5166, label %5164

; <label>:5164                                    ; preds = %5159
  %5165 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5165, i32 132, i32 undef, i32 %5161, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5166

; <label>:5166                                    ; preds = %5164, %5159
  %5167 = mul i32 %5161, 1664525
  %5168 = add i32 %5167, 468504642
  %5169 = and i32 %5168, 8192
  %5170 = icmp eq i32 %5169, 0
  br i1 %5170, label %5173, label %5171

; <label>:5171                                    ; preds = %5166
  %5172 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5172, i32 136, i32 undef, i32 %5168, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5173

; <label>:5173                                    ; preds = %5171, %5166
  %5174 = mul i32 %5168, 1664525
  %5175 = add i32 %5174, -1172026893
  %5176 = and i32 %5175, 16384
  %5177 = icmp eq i32 %5176, 0
  br i1 %5177, label %5180, label %5178

; <label>:5178                                    ; preds = %5173
  %5179 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5179, i32 140, i32 undef, i32 %5175, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5180

; <label>:5180                                    ; preds = %5178, %5173
  %5181 = mul i32 %5175, 1664525
  %5182 = add i32 %5181, 1482408868
  %5183 = and i32 %5182, 32768
  %5184 = icmp eq i32 %5183, 0
  br i1 %5184, label %5187, label %5185

; <label>:5185                                    ; preds = %5180
  %5186 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5186, i32 144, i32 undef, i32 %5182, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5187

; <label>:5187                                    ; preds = %5185, %5180
  %5188 = mul i32 %5182, 1664525
  %5189 = add i32 %5188, -158122667
  %5190 = and i32 %5189, 65536
  %5191 = icmp eq i32 %5190, 0
  br i1 %5191, label %5194, label %5192

; <label>:5192                                    ; preds = %5187
  %5193 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5193, i32 148, i32 undef, i32 %5189, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5194

; <label>:5194                                    ; preds = %5192, %5187
  %5195 = mul i32 %5189, 1664525
  %5196 = add i32 %5195, -1798654202
  %5197 = and i32 %5196, 131072
  %5198 = icmp eq i32 %5197, 0
  br i1 %5198, label %5201, label %5199

; <label>:5199                                    ; preds = %5194
  %5200 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5200, i32 152, i32 undef, i32 %5196, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5201

; <label>:5201                                    ; preds = %5199, %5194
  %5202 = mul i32 %5196, 1664525
  %5203 = add i32 %5202, 855781559
  %5204 = and i32 %5203, 262144
  %5205 = icmp eq i32 %5204, 0
  br i1 %5205, label %5208, label %5206

; <label>:5206                                    ; preds = %5201
  %5207 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5207, i32 156, i32 undef, i32 %5203, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5208

; <label>:5208                                    ; preds = %5206, %5201
  %5209 = mul i32 %5203, 1664525
  %5210 = add i32 %5209, -784749976
  %5211 = and i32 %5210, 524288
  %5212 = icmp eq i32 %5211, 0
  br i1 %5212, label %5215, label %5213

; <label>:5213                                    ; preds = %5208
  %5214 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5214, i32 160, i32 undef, i32 %5210, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5215

; <label>:5215                                    ; preds = %5213, %5208
  %5216 = mul i32 %5210, 1664525
  %5217 = add i32 %5216, 1869685785
  %5218 = and i32 %5217, 1048576
  %5219 = icmp eq i32 %5218, 0
  br i1 %5219, label %5222, label %5220

; <label>:5220                                    ; preds = %5215
  %5221 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5221, i32 164, i32 undef, i32 %5217, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5222

; <label>:5222                                    ; preds = %5220, %5215
  %5223 = mul i32 %5217, 1664525
  %5224 = add i32 %5223, 229154250
  %5225 = and i32 %5224, 2097152
  %5226 = icmp eq i32 %5225, 0
  br i1 %5226, label %5229, label %5227

; <label>:5227                                    ; preds = %5222
  %5228 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5228, i32 168, i32 undef, i32 %5224, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5229

; <label>:5229                                    ; preds = %5227, %5222
  %5230 = mul i32 %5224, 1664525
  %5231 = add i32 %5230, -1411377285
  %5232 = and i32 %5231, 4194304
  %5233 = icmp eq i32 %5232, 0
  br i1 %5233, label %5236, label %5234

; <label>:5234                                    ; preds = %5229
  %5235 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5235, i32 172, i32 undef, i32 %5231, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5236

; <label>:5236                                    ; preds = %5234, %5229
  %5237 = mul i32 %5231, 1664525
  %5238 = add i32 %5237, 1243058476
  %5239 = and i32 %5238, 8388608
  %5240 = icmp eq i32 %5239, 0
  br i1 %5240, label %5243, label %5241

; <label>:5241                                    ; preds = %5236
  %5242 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5242, i32 176, i32 undef, i32 %5238, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5243

; <label>:5243                                    ; preds = %5241, %5236
  %5244 = mul i32 %5238, 1664525
  %5245 = add i32 %5244, -397473059
  %5246 = and i32 %5245, 16777216
  %5247 = icmp eq i32 %5246, 0
  br i1 %5247, label %5250, label %5248

; <label>:5248                                    ; preds = %5243
  %5249 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5249, i32 180, i32 undef, i32 %5245, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5250

; <label>:5250                                    ; preds = %5248, %5243
  %5251 = mul i32 %5245, 1664525
  %5252 = add i32 %5251, -2038004594
  %5253 = and i32 %5252, 33554432
  %5254 = icmp eq i32 %5253, 0
  br i1 %5254, label %5257, label %5255

; <label>:5255                                    ; preds = %5250
  %5256 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5256, i32 184, i32 undef, i32 %5252, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5257

; <label>:5257                                    ; preds = %5255, %5250
  %5258 = mul i32 %5252, 1664525
  %5259 = add i32 %5258, 616431167
  %5260 = and i32 %5259, 67108864
  %5261 = icmp eq i32 %5260, 0
  br i1 %5261, label %5264, label %5262

; <label>:5262                                    ; preds = %5257
  %5263 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5263, i32 188, i32 undef, i32 %5259, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5264

; <label>:5264                                    ; preds = %5262, %5257
  %5265 = mul i32 %5259, 1664525
  %5266 = add i32 %5265, -1024100368
  %5267 = and i32 %5266, 134217728
  %5268 = icmp eq i32 %5267, 0
  br i1 %5268, label %5271, label %5269

; <label>:5269                                    ; preds = %5264
  %5270 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5270, i32 192, i32 undef, i32 %5266, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5271

; <label>:5271                                    ; preds = %5269, %5264
  %5272 = mul i32 %5266, 1664525
  %5273 = add i32 %5272, 1630335393
  %5274 = and i32 %5273, 268435456
  %5275 = icmp eq i32 %5274, 0
  br i1 %5275, label %5278, label %5276

; <label>:5276                                    ; preds = %5271
  %5277 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5277, i32 196, i32 undef, i32 %5273, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5278

; <label>:5278                                    ; preds = %5276, %5271
  %5279 = mul i32 %5273, 1664525
  %5280 = add i32 %5279, -10196142
  %5281 = and i32 %5280, 1
  %5282 = icmp eq i32 %5281, 0
  br i1 %5282, label %5285, label %5283

; <label>:5283                                    ; preds = %5278
  %5284 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5284, i32 200, i32 undef, i32 %5280, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5285

; <label>:5285                                    ; preds = %5283, %5278
  %5286 = mul i32 %5280, 1664525
  %5287 = add i32 %5286, -1650727677
  %5288 = and i32 %5287, 2
  %5289 = icmp eq i32 %5288, 0
  br i1 %5289, label %5292, label %5290

; <label>:5290                                    ; preds = %5285
  %5291 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5291, i32 204, i32 undef, i32 %5287, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5292

; <label>:5292                                    ; preds = %5290, %5285
  %5293 = mul i32 %5287, 1664525
  %5294 = add i32 %5293, 1003708084
  %5295 = and i32 %5294, 4
  %5296 = icmp eq i32 %5295, 0
  br i1 %5296, label %5299, label %5297

; <label>:5297                                    ; preds = %5292
  %5298 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5298, i32 208, i32 undef, i32 %5294, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5299

; <label>:5299                                    ; preds = %5297, %5292
  %5300 = mul i32 %5294, 1664525
  %5301 = add i32 %5300, -636823451
  %5302 = and i32 %5301, 8
  %5303 = icmp eq i32 %5302, 0
  br i1 %5303, label %5306, label %5304

; <label>:5304                                    ; preds = %5299
  %5305 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5305, i32 212, i32 undef, i32 %5301, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5306

; <label>:5306                                    ; preds = %5304, %5299
  %5307 = mul i32 %5301, 1664525
  %5308 = add i32 %5307, 2017612310
  %5309 = and i32 %5308, 16
  %5310 = icmp eq i32 %5309, 0
  br i1 %5310, label %5313, label %5311

; <label>:5311                                    ; preds = %5306
  %5312 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5312, i32 216, i32 undef, i32 %5308, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5313

; <label>:5313                                    ; preds = %5311, %5306
  %5314 = mul i32 %5308, 1664525
  %5315 = add i32 %5314, 377080775
  %5316 = and i32 %5315, 32
  %5317 = icmp eq i32 %5316, 0
  br i1 %5317, label %5320, label %5318

; <label>:5318                                    ; preds = %5313
  %5319 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5319, i32 220, i32 undef, i32 %5315, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5320

; <label>:5320                                    ; preds = %5318, %5313
  %5321 = mul i32 %5315, 1664525
  %5322 = add i32 %5321, -1263450760
  %5323 = and i32 %5322, 64
  %5324 = icmp eq i32 %5323, 0
  br i1 %5324, label %5327, label %5325

; <label>:5325                                    ; preds = %5320
  %5326 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5326, i32 224, i32 undef, i32 %5322, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5327

; <label>:5327                                    ; preds = %5325, %5320
  %5328 = mul i32 %5322, 1664525
  %5329 = add i32 %5328, 1390985001
  %5330 = and i32 %5329, 128
  %5331 = icmp eq i32 %5330, 0
  br i1 %5331, label %5334, label %5332

; <label>:5332                                    ; preds = %5327
  %5333 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5333, i32 228, i32 undef, i32 %5329, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5334

; <label>:5334                                    ; preds = %5332, %5327
  %5335 = mul i32 %5329, 1664525
  %5336 = add i32 %5335, -249546534
  %5337 = and i32 %5336, 256
  %5338 = icmp eq i32 %5337, 0
  br i1 %5338, label %5341, label %5339

; <label>:5339                                    ; preds = %5334
  %5340 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5340, i32 232, i32 undef, i32 %5336, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5341

; <label>:5341                                    ; preds = %5339, %5334
  %5342 = mul i32 %5336, 1664525
  %5343 = add i32 %5342, -1890078069
  %5344 = and i32 %5343, 512
  %5345 = icmp eq i32 %5344, 0
  br i1 %5345, label %5348, label %5346

; <label>:5346                                    ; preds = %5341
  %5347 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5347, i32 236, i32 undef, i32 %5343, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5348

; <label>:5348                                    ; preds = %5346, %5341
  %5349 = mul i32 %5343, 1664525
  %5350 = add i32 %5349, 764357692
  %5351 = and i32 %5350, 1024
  %5352 = icmp eq i32 %5351, 0
  br i1 %5352, label %5355, label %5353

; <label>:5353                                    ; preds = %5348
  %5354 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5354, i32 240, i32 undef, i32 %5350, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5355

; <label>:5355                                    ; preds = %5353, %5348
  %5356 = mul i32 %5350, 1664525
  %5357 = add i32 %5356, -876173843
  %5358 = and i32 %5357, 2048
  %5359 = icmp eq i32 %5358, 0
  br i1 %5359, label %5362, label %5360

; <label>:5360                                    ; preds = %5355
  %5361 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5361, i32 244, i32 undef, i32 %5357, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5362

; <label>:5362                                    ; preds = %5360, %5355
  %5363 = mul i32 %5357, 1664525
  %5364 = add i32 %5363, 1778261918
  %5365 = and i32 %5364, 4096
  %5366 = icmp eq i32 %5365, 0
  br i1 %5366, label %5369, label %5367

; <label>:5367                                    ; preds = %5362
  %5368 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5368, i32 248, i32 undef, i32 %5364, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5369

; <label>:5369                                    ; preds = %5367, %5362
  %5370 = mul i32 %5364, 1664525
  %5371 = add i32 %5370, 137730383
  %5372 = and i32 %5371, 8192
  %5373 = icmp eq i32 %5372, 0
  br i1 %5373, label %5376, label %5374

; <label>:5374                                    ; preds = %5369
  %5375 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5375, i32 252, i32 undef, i32 %5371, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5376

; <label>:5376                                    ; preds = %5374, %5369
  %5377 = mul i32 %5371, 1664525
  %5378 = add i32 %5377, -1502801152
  %5379 = and i32 %5378, 16384
  %5380 = icmp eq i32 %5379, 0
  br i1 %5380, label %5383, label %5381

; <label>:5381                                    ; preds = %5376
  %5382 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5382, i32 0, i32 undef, i32 %5378, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5383

; <label>:5383                                    ; preds = %5381, %5376
  %5384 = mul i32 %5378, 1664525
  %5385 = add i32 %5384, 1151634609
  %5386 = and i32 %5385, 32768
  %5387 = icmp eq i32 %5386, 0
  br i1 %5387, label %5390, label %5388

; <label>:5388                                    ; preds = %5383
  %5389 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5389, i32 4, i32 undef, i32 %5385, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5390

; <label>:5390                                    ; preds = %5388, %5383
  %5391 = mul i32 %5385, 1664525
  %5392 = add i32 %5391, -488896926
  %5393 = and i32 %5392, 65536
  %5394 = icmp eq i32 %5393, 0
  br i1 %5394, label %5397, label %5395

; <label>:5395                                    ; preds = %5390
  %5396 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5396, i32 8, i32 undef, i32 %5392, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5397

; <label>:5397                                    ; preds = %5395, %5390
  %5398 = mul i32 %5392, 1664525
  %5399 = add i32 %5398, -2129428461
  %5400 = and i32 %5399, 131072
  %5401 = icmp eq i32 %5400, 0
  br i1 %5401, label %5404, label %5402

; <label>:5402                                    ; preds = %5397
  %5403 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5403, i32 12, i32 undef, i32 %5399, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5404

; <label>:5404                                    ; preds = %5402, %5397
  %5405 = mul i32 %5399, 1664525
  %5406 = add i32 %5405, 525007300
  %5407 = and i32 %5406, 262144
  %5408 = icmp eq i32 %5407, 0
  br i1 %5408, label %5411, label %5409

; <label>:5409                                    ; preds = %5404
  %5410 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5410, i32 16, i32 undef, i32 %5406, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5411

; <label>:5411                                    ; preds = %5409, %5404
  %5412 = mul i32 %5406, 1664525
  %5413 = add i32 %5412, -1115524235
  %5414 = and i32 %5413, 524288
  %5415 = icmp eq i32 %5414, 0
  br i1 %5415, label %5418, label %5416

; <label>:5416                                    ; preds = %5411
  %5417 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5417, i32 20, i32 undef, i32 %5413, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5418

; <label>:5418                                    ; preds = %5416, %5411
  %5419 = mul i32 %5413, 1664525
  %5420 = add i32 %5419, 1538911526
  %5421 = and i32 %5420, 1048576
  %5422 = icmp eq i32 %5421, 0
  br i1 %5422, label %5425, label %5423

; <label>:5423                                    ; preds = %5418
  %5424 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5424, i32 24, i32 undef, i32 %5420, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5425

; <label>:5425                                    ; preds = %5423, %5418
  %5426 = mul i32 %5420, 1664525
  %5427 = add i32 %5426, -101620009
  %5428 = and i32 %5427, 2097152
  %5429 = icmp eq i32 %5428, 0
  br i1 %5429, label %5432, label %5430

; <label>:5430                                    ; preds = %5425
  %5431 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5431, i32 28, i32 undef, i32 %5427, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5432

; <label>:5432                                    ; preds = %5430, %5425
  %5433 = mul i32 %5427, 1664525
  %5434 = add i32 %5433, -1742151544
  %5435 = and i32 %5434, 4194304
  %5436 = icmp eq i32 %5435, 0
  br i1 %5436, label %5439, label %5437

; <label>:5437                                    ; preds = %5432
  %5438 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5438, i32 32, i32 undef, i32 %5434, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5439

; <label>:5439                                    ; preds = %5437, %5432
  %5440 = mul i32 %5434, 1664525
  %5441 = add i32 %5440, 912284217
  %5442 = and i32 %5441, 8388608
  %5443 = icmp eq i32 %5442, 0
  br i1 %5443, label %5446, label %5444

; <label>:5444                                    ; preds = %5439
  %5445 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5445, i32 36, i32 undef, i32 %5441, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5446

; <label>:5446                                    ; preds = %5444, %5439
  %5447 = mul i32 %5441, 1664525
  %5448 = add i32 %5447, -728247318
  %5449 = and i32 %5448, 16777216
  %5450 = icmp eq i32 %5449, 0
  br i1 %5450, label %5453, label %5451

; <label>:5451                                    ; preds = %5446
  %5452 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5452, i32 40, i32 undef, i32 %5448, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5453

; <label>:5453                                    ; preds = %5451, %5446
  %5454 = mul i32 %5448, 1664525
  %5455 = add i32 %5454, 1926188443
  %5456 = and i32 %5455, 33554432
  %5457 = icmp eq i32 %5456, 0
  br i1 %5457, label %5460, label %5458

; <label>:5458                                    ; preds = %5453
  %5459 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5459, i32 44, i32 undef, i32 %5455, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5460

; <label>:5460                                    ; preds = %5458, %5453
  %5461 = mul i32 %5455, 1664525
  %5462 = add i32 %5461, 285656908
  %5463 = and i32 %5462, 67108864
  %5464 = icmp eq i32 %5463, 0
  br i1 %5464, label %5467, label %5465

; <label>:5465                                    ; preds = %5460
  %5466 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5466, i32 48, i32 undef, i32 %5462, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5467

; <label>:5467                                    ; preds = %5465, %5460
  %5468 = mul i32 %5462, 1664525
  %5469 = add i32 %5468, -1354874627
  %5470 = and i32 %5469, 134217728
  %5471 = icmp eq i32 %5470, 0
  br i1 %5471, label %5474, label %5472

; <label>:5472                                    ; preds = %5467
  %5473 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5473, i32 52, i32 undef, i32 %5469, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5474

; <label>:5474                                    ; preds = %5472, %5467
  %5475 = mul i32 %5469, 1664525
  %5476 = add i32 %5475, 1299561134
  %5477 = and i32 %5476, 268435456
  %5478 = icmp eq i32 %5477, 0
  br i1 %5478, label %5481, label %5479

; <label>:5479                                    ; preds = %5474
  %5480 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5480, i32 56, i32 undef, i32 %5476, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5481

; <label>:5481                                    ; preds = %5479, %5474
  %5482 = mul i32 %5476, 1664525
  %5483 = add i32 %5482, -340970401
  %5484 = and i32 %5483, 1
  %5485 = icmp eq i32 %5484, 0
  br i1 %5485, label %5488, label %5486

; <label>:5486                                    ; preds = %5481
  %5487 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5487, i32 60, i32 undef, i32 %5483, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5488

; <label>:5488                                    ; preds = %5486, %5481
  %5489 = mul i32 %5483, 1664525
  %5490 = add i32 %5489, -1981501936
  %5491 = and i32 %5490, 2
  %5492 = icmp eq i32 %5491, 0
  br i1 %5492, label %5495, label %5493

; <label>:5493                                    ; preds = %5488
  %5494 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5494, i32 64, i32 undef, i32 %5490, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5495

; <label>:5495                                    ; preds = %5493, %5488
  %5496 = mul i32 %5490, 1664525
  %5497 = add i32 %5496, 672933825
  %5498 = and i32 %5497, 4
  %5499 = icmp eq i32 %5498, 0
  br i1 %5499, label %5502, label %5500

; <label>:5500                                    ; preds = %5495
  %5501 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5501, i32 68, i32 undef, i32 %5497, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5502

; <label>:5502                                    ; preds = %5500, %5495
  %5503 = mul i32 %5497, 1664525
  %5504 = add i32 %5503, -967597710
  %5505 = and i32 %5504, 8
  %5506 = icmp eq i32 %5505, 0
  br i1 %5506, label %5509, label %5507

; <label>:5507                                    ; preds = %5502
  %5508 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5508, i32 72, i32 undef, i32 %5504, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5509

; <label>:5509                                    ; preds = %5507, %5502
  %5510 = mul i32 %5504, 1664525
  %5511 = add i32 %5510, 1686838051
  %5512 = and i32 %5511, 16
  %5513 = icmp eq i32 %5512, 0
  br i1 %5513, label %5516, label %5514

; <label>:5514                                    ; preds = %5509
  %5515 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5515, i32 76, i32 undef, i32 %5511, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5516

; <label>:5516                                    ; preds = %5514, %5509
  %5517 = mul i32 %5511, 1664525
  %5518 = add i32 %5517, 46306516
  %5519 = and i32 %5518, 32
  %5520 = icmp eq i32 %5519, 0
  br i1 %5520, label %5523, label %5521

; <label>:5521                                    ; preds = %5516
  %5522 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5522, i32 80, i32 undef, i32 %5518, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5523

; <label>:5523                                    ; preds = %5521, %5516
  %5524 = mul i32 %5518, 1664525
  %5525 = add i32 %5524, -1594225019
  %5526 = and i32 %5525, 64
  %5527 = icmp eq i32 %5526, 0
  br i1 %5527, label %5530, label %5528

; <label>:5528                                    ; preds = %5523
  %5529 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5529, i32 84, i32 undef, i32 %5525, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5530

; <label>:5530                                    ; preds = %5528, %5523
  %5531 = mul i32 %5525, 1664525
  %5532 = add i32 %5531, 1060210742
  %5533 = and i32 %5532, 128
  %5534 = icmp eq i32 %5533, 0
  br i1 %5534, label %5537, label %5535

; <label>:5535                                    ; preds = %5530
  %5536 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5536, i32 88, i32 undef, i32 %5532, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5537

; <label>:5537                                    ; preds = %5535, %5530
  %5538 = mul i32 %5532, 1664525
  %5539 = add i32 %5538, -580320793
  %5540 = and i32 %5539, 256
  %5541 = icmp eq i32 %5540, 0
  br i1 %5541, label %5544, label %5542

; <label>:5542                                    ; preds = %5537
  %5543 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5543, i32 92, i32 undef, i32 %5539, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5544

; <label>:5544                                    ; preds = %5542, %5537
  %5545 = mul i32 %5539, 1664525
  %5546 = add i32 %5545, 2074114968
  %5547 = and i32 %5546, 512
  %5548 = icmp eq i32 %5547, 0
  br i1 %5548, label %5551, label %5549

; <label>:5549                                    ; preds = %5544
  %5550 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5550, i32 96, i32 undef, i32 %5546, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5551

; <label>:5551                                    ; preds = %5549, %5544
  %5552 = mul i32 %5546, 1664525
  %5553 = add i32 %5552, 433583433
  %5554 = and i32 %5553, 1024
  %5555 = icmp eq i32 %5554, 0
  br i1 %5555, label %5558, label %5556

; <label>:5556                                    ; preds = %5551
  %5557 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5557, i32 100, i32 undef, i32 %5553, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5558

; <label>:5558                                    ; preds = %5556, %5551
  %5559 = mul i32 %5553, 1664525
  %5560 = add i32 %5559, -1206948102
  %5561 = and i32 %5560, 2048
  %5562 = icmp eq i32 %5561, 0
  br i1 %5562, label %5565, label %5563

; <label>:5563                                    ; preds = %5558
  %5564 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5564, i32 104, i32 undef, i32 %5560, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5565

; <label>:5565                                    ; preds = %5563, %5558
  %5566 = mul i32 %5560, 1664525
  %5567 = add i32 %5566, 1447487659
  %5568 = and i32 %5567, 4096
  %5569 = icmp eq i32 %5568, 0
  br i1 %5569, label %5572, label %5570

; <label>:5570                                    ; preds = %5565
  %5571 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5571, i32 108, i32 undef, i32 %5567, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5572

; <label>:5572                                    ; preds = %5570, %5565
  %5573 = mul i32 %5567, 1664525
  %5574 = add i32 %5573, -193043876
  %5575 = and i32 %5574, 8192
  %5576 = icmp eq i32 %5575, 0
  br i1 %5576, label %5579, label %5577

; <label>:5577                                    ; preds = %5572
  %5578 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5578, i32 112, i32 undef, i32 %5574, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5579

; <label>:5579                                    ; preds = %5577, %5572
  %5580 = mul i32 %5574, 1664525
  %5581 = add i32 %5580, -1833575411
  %5582 = and i32 %5581, 16384
  %5583 = icmp eq i32 %5582, 0
  br i1 %5583, label %5586, label %5584

; <label>:5584                                    ; preds = %5579
  %5585 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5585, i32 116, i32 undef, i32 %5581, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5586

; <label>:5586                                    ; preds = %5584, %5579
  %5587 = mul i32 %5581, 1664525
  %5588 = add i32 %5587, 820860350
  %5589 = and i32 %5588, 32768
  %5590 = icmp eq i32 %5589, 0
  br i1 %5590, label %5593, label %5591

; <label>:5591                                    ; preds = %5586
  %5592 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5592, i32 120, i32 undef, i32 %5588, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5593

; <label>:5593                                    ; preds = %5591, %5586
  %5594 = mul i32 %5588, 1664525
  %5595 = add i32 %5594, -819671185
  %5596 = and i32 %5595, 65536
  %5597 = icmp eq i32 %5596, 0
  br i1 %5597, label %5600, label %5598

; <label>:5598                                    ; preds = %5593
  %5599 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5599, i32 124, i32 undef, i32 %5595, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5600

; <label>:5600                                    ; preds = %5598, %5593
  %5601 = mul i32 %5595, 1664525
  %5602 = add i32 %5601, 1834764576
  %5603 = and i32 %5602, 131072
  %5604 = icmp eq i32 %5603, 0
  br i1 %5604, label %5607, label %5605

; <label>:5605                                    ; preds = %5600
  %5606 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5606, i32 128, i32 undef, i32 %5602, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5607

; <label>:5607                                    ; preds = %5605, %5600
  %5608 = mul i32 %5602, 1664525
  %5609 = add i32 %5608, 194233041
  %5610 = and i32 %5609, 262144
  %5611 = icmp eq i32 %5610, 0
  br i1 %5611, label %5614, label %5612

; <label>:5612                                    ; preds = %5607
  %5613 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5613, i32 132, i32 undef, i32 %5609, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5614

; <label>:5614                                    ; preds = %5612, %5607
  %5615 = mul i32 %5609, 1664525
  %5616 = add i32 %5615, -1446298494
  %5617 = and i32 %5616, 524288
  %5618 = icmp eq i32 %5617, 0
  br i1 %5618, label %5621, label %5619

; <label>:5619                                    ; preds = %5614
  %5620 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5620, i32 136, i32 undef, i32 %5616, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5621

; <label>:5621                                    ; preds = %5619, %5614
  %5622 = mul i32 %5616, 1664525
  %5623 = add i32 %5622, 1208137267
  %5624 = and i32 %5623, 1048576
  %5625 = icmp eq i32 %5624, 0
  br i1 %5625, label %5628, label %5626

; <label>:5626                                    ; preds = %5621
  %5627 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5627, i32 140, i32 undef, i32 %5623, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5628

; <label>:5628                                    ; preds = %5626, %5621
  %5629 = mul i32 %5623, 1664525
  %5630 = add i32 %5629, -432394268
  %5631 = and i32 %5630, 2097152
  %5632 = icmp eq i32 %5631, 0
  br i1 %5632, label %5635, label %5633

; <label>:5633                                    ; preds = %5628
  %5634 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5634, i32 144, i32 undef, i32 %5630, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5635

; <label>:5635                                    ; preds = %5633, %5628
  %5636 = mul i32 %5630, 1664525
  %5637 = add i32 %5636, -2072925803
  %5638 = and i32 %5637, 4194304
  %5639 = icmp eq i32 %5638, 0
  br i1 %5639, label %5642, label %5640

; <label>:5640                                    ; preds = %5635
  %5641 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5641, i32 148, i32 undef, i32 %5637, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5642

; <label>:5642                                    ; preds = %5640, %5635
  %5643 = mul i32 %5637, 1664525
  %5644 = add i32 %5643, 581509958
  %5645 = and i32 %5644, 8388608
  %5646 = icmp eq i32 %5645, 0
  br i1 %5646, label %5649, label %5647

; <label>:5647                                    ; preds = %5642
  %5648 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5648, i32 152, i32 undef, i32 %5644, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5649

; <label>:5649                                    ; preds = %5647, %5642
  %5650 = mul i32 %5644, 1664525
  %5651 = add i32 %5650, -1059021577
  %5652 = and i32 %5651, 16777216
  %5653 = icmp eq i32 %5652, 0
  br i1 %5653, label %5656, label %5654

; <label>:5654                                    ; preds = %5649
  %5655 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5655, i32 156, i32 undef, i32 %5651, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5656

; <label>:5656                                    ; preds = %5654, %5649
  %5657 = mul i32 %5651, 1664525
  %5658 = add i32 %5657, 1595414184
  %5659 = and i32 %5658, 33554432
  %5660 = icmp eq i32 %5659, 0
  br i1 %5660, label %5663, label %5661

; <label>:5661                                    ; preds = %5656
  %5662 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5662, i32 160, i32 undef, i32 %5658, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5663

; <label>:5663                                    ; preds = %5661, %5656
  %5664 = mul i32 %5658, 1664525
  %5665 = add i32 %5664, -45117351
  %5666 = and i32 %5665, 67108864
  %5667 = icmp eq i32 %5666, 0
  br i1 %5667, label %5670, label %5668

; <label>:5668                                    ; preds = %5663
  %5669 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5669, i32 164, i32 undef, i32 %5665, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5670

; <label>:5670                                    ; preds = %5668, %5663
  %5671 = mul i32 %5665, 1664525
  %5672 = add i32 %5671, -1685648886
  %5673 = and i32 %5672, 134217728
  %5674 = icmp eq i32 %5673, 0
  br i1 %5674, label %5677, label %5675

; <label>:5675                                    ; preds = %5670
  %5676 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5676, i32 168, i32 undef, i32 %5672, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5677

; <label>:5677                                    ; preds = %5675, %5670
  %5678 = mul i32 %5672, 1664525
  %5679 = add i32 %5678, 968786875
  %5680 = and i32 %5679, 268435456
  %5681 = icmp eq i32 %5680, 0
  br i1 %5681, label %5684, label %5682

; <label>:5682                                    ; preds = %5677
  %5683 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5683, i32 172, i32 undef, i32 %5679, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5684

; <label>:5684                                    ; preds = %5682, %5677
  %5685 = mul i32 %5679, 1664525
  %5686 = add i32 %5685, -671744660
  %5687 = and i32 %5686, 1
  %5688 = icmp eq i32 %5687, 0
  br i1 %5688, label %5691, label %5689

; <label>:5689                                    ; preds = %5684
  %5690 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5690, i32 176, i32 undef, i32 %5686, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5691

; <label>:5691                                    ; preds = %5689, %5684
  %5692 = mul i32 %5686, 1664525
  %5693 = add i32 %5692, 1982691101
  %5694 = and i32 %5693, 2
  %5695 = icmp eq i32 %5694, 0
  br i1 %5695, label %5698, label %5696

; <label>:5696                                    ; preds = %5691
  %5697 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5697, i32 180, i32 undef, i32 %5693, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5698

; <label>:5698                                    ; preds = %5696, %5691
  %5699 = mul i32 %5693, 1664525
  %5700 = add i32 %5699, 342159566
  %5701 = and i32 %5700, 4
  %5702 = icmp eq i32 %5701, 0
  br i1 %5702, label %5705, label %5703

; <label>:5703                                    ; preds = %5698
  %5704 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5704, i32 184, i32 undef, i32 %5700, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5705

; <label>:5705                                    ; preds = %5703, %5698
  %5706 = mul i32 %5700, 1664525
  %5707 = add i32 %5706, -1298371969
  %5708 = and i32 %5707, 8
  %5709 = icmp eq i32 %5708, 0
  br i1 %5709, label %5712, label %5710

; <label>:5710                                    ; preds = %5705
  %5711 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5711, i32 188, i32 undef, i32 %5707, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5712

; <label>:5712                                    ; preds = %5710, %5705
  %5713 = mul i32 %5707, 1664525
  %5714 = add i32 %5713, 1356063792
  %5715 = and i32 %5714, 16
  %5716 = icmp eq i32 %5715, 0
  br i1 %5716, label %5719, label %5717

; <label>:5717                                    ; preds = %5712
  %5718 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5718, i32 192, i32 undef, i32 %5714, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5719

; <label>:5719                                    ; preds = %5717, %5712
  %5720 = mul i32 %5714, 1664525
  %5721 = add i32 %5720, -284467743
  %5722 = and i32 %5721, 32
  %5723 = icmp eq i32 %5722, 0
  br i1 %5723, label %5726, label %5724

; <label>:5724                                    ; preds = %5719
  %5725 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5725, i32 196, i32 undef, i32 %5721, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5726

; <label>:5726                                    ; preds = %5724, %5719
  %5727 = mul i32 %5721, 1664525
  %5728 = add i32 %5727, -1924999278
  %5729 = and i32 %5728, 64
  %5730 = icmp eq i32 %5729, 0
  br i1 %5730, label %5733, label %5731

; <label>:5731                                    ; preds = %5726
  %5732 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5732, i32 200, i32 undef, i32 %5728, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5733

; <label>:5733                                    ; preds = %5731, %5726
  %5734 = mul i32 %5728, 1664525
  %5735 = add i32 %5734, 729436483
  %5736 = and i32 %5735, 128
  %5737 = icmp eq i32 %5736, 0
  br i1 %5737, label %5740, label %5738

; <label>:5738                                    ; preds = %5733
  %5739 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5739, i32 204, i32 undef, i32 %5735, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5740

; <label>:5740                                    ; preds = %5738, %5733
  %5741 = mul i32 %5735, 1664525
  %5742 = add i32 %5741, -911095052
  %5743 = and i32 %5742, 256
  %5744 = icmp eq i32 %5743, 0
  br i1 %5744, label %5747, label %5745

; <label>:5745                                    ; preds = %5740
  %5746 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5746, i32 208, i32 undef, i32 %5742, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5747

; <label>:5747                                    ; preds = %5745, %5740
  %5748 = mul i32 %5742, 1664525
  %5749 = add i32 %5748, 1743340709
  %5750 = and i32 %5749, 512
  %5751 = icmp eq i32 %5750, 0
  br i1 %5751, label %5754, label %5752

; <label>:5752                                    ; preds = %5747
  %5753 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5753, i32 212, i32 undef, i32 %5749, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5754

; <label>:5754                                    ; preds = %5752, %5747
  %5755 = mul i32 %5749, 1664525
  %5756 = add i32 %5755, 102809174
  %5757 = and i32 %5756, 1024
  %5758 = icmp eq i32 %5757, 0
  br i1 %5758, label %5761, label %5759

; <label>:5759                                    ; preds = %5754
  %5760 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5760, i32 216, i32 undef, i32 %5756, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5761

; <label>:5761                                    ; preds = %5759, %5754
  %5762 = mul i32 %5756, 1664525
  %5763 = add i32 %5762, -1537722361
  %5764 = and i32 %5763, 2048
  %5765 = icmp eq i32 %5764, 0
  br i1 %5765, label %5768, label %5766

; <label>:5766                                    ; preds = %5761
  %5767 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5767, i32 220, i32 undef, i32 %5763, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5768

; <label>:5768                                    ; preds = %5766, %5761
  %5769 = mul i32 %5763, 1664525
  %5770 = add i32 %5769, 1116713400
  %5771 = and i32 %5770, 4096
  %5772 = icmp eq i32 %5771, 0
  br i1 %5772, label %5775, label %5773

; <label>:5773                                    ; preds = %5768
  %5774 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5774, i32 224, i32 undef, i32 %5770, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5775

; <label>:5775                                    ; preds = %5773, %5768
  %5776 = mul i32 %5770, 1664525
  %5777 = add i32 %5776, -523818135
  %5778 = and i32 %5777, 8192
  %5779 = icmp eq i32 %5778, 0
  br i1 %5779, label %5782, label %5780

; <label>:5780                                    ; preds = %5775
  %5781 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5781, i32 228, i32 undef, i32 %5777, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5782

; <label>:5782                                    ; preds = %5780, %5775
  %5783 = mul i32 %5777, 1664525
  %5784 = add i32 %5783, 2130617626
  %5785 = and i32 %5784, 16384
  %5786 = icmp eq i32 %5785, 0
  br i1 %5786, label %5789, label %5787

; <label>:5787                                    ; preds = %5782
  %5788 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5788, i32 232, i32 undef, i32 %5784, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5789

; <label>:5789                                    ; preds = %5787, %5782
  %5790 = mul i32 %5784, 1664525
  %5791 = add i32 %5790, 490086091
  %5792 = and i32 %5791, 32768
  %5793 = icmp eq i32 %5792, 0
  br i1 %5793, label %5796, label %5794

; <label>:5794                                    ; preds = %5789
  %5795 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5795, i32 236, i32 undef, i32 %5791, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5796

; <label>:5796                                    ; preds = %5794, %5789
  %5797 = mul i32 %5791, 1664525
  %5798 = add i32 %5797, -1150445444
  %5799 = and i32 %5798, 65536
  %5800 = icmp eq i32 %5799, 0
  br i1 %5800, label %5803, label %5801

; <label>:5801                                    ; preds = %5796
  %5802 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5802, i32 240, i32 undef, i32 %5798, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5803

; <label>:5803                                    ; preds = %5801, %5796
  %5804 = mul i32 %5798, 1664525
  %5805 = add i32 %5804, 1503990317
  %5806 = and i32 %5805, 131072
  %5807 = icmp eq i32 %5806, 0
  br i1 %5807, label %5810, label %5808

; <label>:5808                                    ; preds = %5803
  %5809 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5809, i32 244, i32 undef, i32 %5805, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5810

; <label>:5810                                    ; preds = %5808, %5803
  %5811 = mul i32 %5805, 1664525
  %5812 = add i32 %5811, -136541218
  %5813 = and i32 %5812, 262144
  %5814 = icmp eq i32 %5813, 0
  br i1 %5814, label %5817, label %5815

; <label>:5815                                    ; preds = %5810
  %5816 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5816, i32 248, i32 undef, i32 %5812, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5817

; <label>:5817                                    ; preds = %5815, %5810
  %5818 = mul i32 %5812, 1664525
  %5819 = add i32 %5818, -1777072753
  %5820 = and i32 %5819, 524288
  %5821 = icmp eq i32 %5820, 0
  br i1 %5821, label %5824, label %5822

; <label>:5822                                    ; preds = %5817
  %5823 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5823, i32 252, i32 undef, i32 %5819, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5824

; <label>:5824                                    ; preds = %5822, %5817
  %5825 = mul i32 %5819, 1664525
  %5826 = add i32 %5825, 877363008
  %5827 = and i32 %5826, 1048576
  %5828 = icmp eq i32 %5827, 0
  br i1 %5828, label %5831, label %5829

; <label>:5829                                    ; preds = %5824
  %5830 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5830, i32 0, i32 undef, i32 %5826, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5831

; <label>:5831                                    ; preds = %5829, %5824
  %5832 = mul i32 %5826, 1664525
  %5833 = add i32 %5832, -763168527
  %5834 = and i32 %5833, 2097152
  %5835 = icmp eq i32 %5834, 0
  br i1 %5835, label %5838, label %5836

; <label>:5836                                    ; preds = %5831
  %5837 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5837, i32 4, i32 undef, i32 %5833, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5838

; <label>:5838                                    ; preds = %5836, %5831
  %5839 = mul i32 %5833, 1664525
  %5840 = add i32 %5839, 1891267234
  %5841 = and i32 %5840, 4194304
  %5842 = icmp eq i32 %5841, 0
  br i1 %5842, label %5845, label %5843

; <label>:5843                                    ; preds = %5838
  %5844 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5844, i32 8, i32 undef, i32 %5840, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5845

; <label>:5845                                    ; preds = %5843, %5838
  %5846 = mul i32 %5840, 1664525
  %5847 = add i32 %5846, 250735699
  %5848 = and i32 %5847, 8388608
  %5849 = icmp eq i32 %5848, 0
  br i1 %5849, label %5852, label %5850

; <label>:5850                                    ; preds = %5845
  %5851 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5851, i32 12, i32 undef, i32 %5847, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5852

; <label>:5852                                    ; preds = %5850, %5845
  %5853 = mul i32 %5847, 1664525
  %5854 = add i32 %5853, -1389795836
  %5855 = and i32 %5854, 16777216
  %5856 = icmp eq i32 %5855, 0
  br i1 %5856, label %5859, label %5857

; <label>:5857                                    ; preds = %5852
  %5858 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5858, i32 16, i32 undef, i32 %5854, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5859

; <label>:5859                                    ; preds = %5857, %5852
  %5860 = mul i32 %5854, 1664525
  %5861 = add i32 %5860, 1264639925
  %5862 = and i32 %5861, 33554432
  %5863 = icmp eq i32 %5862, 0
  br i1 %5863, label %5866, label %5864

; <label>:5864                                    ; preds = %5859
  %5865 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5865, i32 20, i32 undef, i32 %5861, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5866

; <label>:5866                                    ; preds = %5864, %5859
  %5867 = mul i32 %5861, 1664525
  %5868 = add i32 %5867, -375891610
  %5869 = and i32 %5868, 67108864
  %5870 = icmp eq i32 %5869, 0
  br i1 %5870, label %5873, label %5871

; <label>:5871                                    ; preds = %5866
  %5872 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5872, i32 24, i32 undef, i32 %5868, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5873

; <label>:5873                                    ; preds = %5871, %5866
  %5874 = mul i32 %5868, 1664525
  %5875 = add i32 %5874, -2016423145
  %5876 = and i32 %5875, 134217728
  %5877 = icmp eq i32 %5876, 0
  br i1 %5877, label %5880, label %5878

; <label>:5878                                    ; preds = %5873
  %5879 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5879, i32 28, i32 undef, i32 %5875, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5880

; <label>:5880                                    ; preds = %5878, %5873
  %5881 = mul i32 %5875, 1664525
  %5882 = add i32 %5881, 638012616
  %5883 = and i32 %5882, 268435456
  %5884 = icmp eq i32 %5883, 0
  br i1 %5884, label %5887, label %5885

; <label>:5885                                    ; preds = %5880
  %5886 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5886, i32 32, i32 undef, i32 %5882, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5887

; <label>:5887                                    ; preds = %5885, %5880
  %5888 = mul i32 %5882, 1664525
  %5889 = add i32 %5888, -1002518919
  %5890 = and i32 %5889, 1
  %5891 = icmp eq i32 %5890, 0
  br i1 %5891, label %5894, label %5892

; <label>:5892                                    ; preds = %5887
  %5893 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5893, i32 36, i32 undef, i32 %5889, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5894

; <label>:5894                                    ; preds = %5892, %5887
  %5895 = mul i32 %5889, 1664525
  %5896 = add i32 %5895, 1651916842
  %5897 = and i32 %5896, 2
  %5898 = icmp eq i32 %5897, 0
  br i1 %5898, label %5901, label %5899

; <label>:5899                                    ; preds = %5894
  %5900 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5900, i32 40, i32 undef, i32 %5896, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5901

; <label>:5901                                    ; preds = %5899, %5894
  %5902 = mul i32 %5896, 1664525
  %5903 = add i32 %5902, 11385307
  %5904 = and i32 %5903, 4
  %5905 = icmp eq i32 %5904, 0
  br i1 %5905, label %5908, label %5906

; <label>:5906                                    ; preds = %5901
  %5907 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5907, i32 44, i32 undef, i32 %5903, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5908

; <label>:5908                                    ; preds = %5906, %5901
  %5909 = mul i32 %5903, 1664525
  %5910 = add i32 %5909, -1629146228
  %5911 = and i32 %5910, 8
  %5912 = icmp eq i32 %5911, 0
  br i1 %5912, label %5915, label %5913

; <label>:5913                                    ; preds = %5908
  %5914 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5914, i32 48, i32 undef, i32 %5910, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5915

; <label>:5915                                    ; preds = %5913, %5908
  %5916 = mul i32 %5910, 1664525
  %5917 = add i32 %5916, 1025289533
  %5918 = and i32 %5917, 16
  %5919 = icmp eq i32 %5918, 0
  br i1 %5919, label %5922, label %5920

; <label>:5920                                    ; preds = %5915
  %5921 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5921, i32 52, i32 undef, i32 %5917, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5922

; <label>:5922                                    ; preds = %5920, %5915
  %5923 = mul i32 %5917, 1664525
  %5924 = add i32 %5923, -615242002
  %5925 = and i32 %5924, 32
  %5926 = icmp eq i32 %5925, 0
  br i1 %5926, label %5929, label %5927

; <label>:5927                                    ; preds = %5922
  %5928 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5928, i32 56, i32 undef, i32 %5924, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5929

; <label>:5929                                    ; preds = %5927, %5922
  %5930 = mul i32 %5924, 1664525
  %5931 = add i32 %5930, 2039193759
  %5932 = and i32 %5931, 64
  %5933 = icmp eq i32 %5932, 0
  br i1 %5933, label %5936, label %5934

; <label>:5934                                    ; preds = %5929
  %5935 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5935, i32 60, i32 undef, i32 %5931, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5936

; <label>:5936                                    ; preds = %5934, %5929
  %5937 = mul i32 %5931, 1664525
  %5938 = add i32 %5937, 398662224
  %5939 = and i32 %5938, 128
  %5940 = icmp eq i32 %5939, 0
  br i1 %5940, label %5943, label %5941

; <label>:5941                                    ; preds = %5936
  %5942 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5942, i32 64, i32 undef, i32 %5938, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5943

; <label>:5943                                    ; preds = %5941, %5936
  %5944 = mul i32 %5938, 1664525
  %5945 = add i32 %5944, -1241869311
  %5946 = and i32 %5945, 256
  %5947 = icmp eq i32 %5946, 0
  br i1 %5947, label %5950, label %5948

; <label>:5948                                    ; preds = %5943
  %5949 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5949, i32 68, i32 undef, i32 %5945, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5950

; <label>:5950                                    ; preds = %5948, %5943
  %5951 = mul i32 %5945, 1664525
  %5952 = add i32 %5951, 1412566450
  %5953 = and i32 %5952, 512
  %5954 = icmp eq i32 %5953, 0
  br i1 %5954, label %5957, label %5955

; <label>:5955                                    ; preds = %5950
  %5956 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5956, i32 72, i32 undef, i32 %5952, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5957

; <label>:5957                                    ; preds = %5955, %5950
  %5958 = mul i32 %5952, 1664525
  %5959 = add i32 %5958, -227965085
  %5960 = and i32 %5959, 1024
  %5961 = icmp eq i32 %5960, 0
  br i1 %5961, label %5964, label %5962

; <label>:5962                                    ; preds = %5957
  %5963 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5963, i32 76, i32 undef, i32 %5959, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5964

; <label>:5964                                    ; preds = %5962, %5957
  %5965 = mul i32 %5959, 1664525
  %5966 = add i32 %5965, -1868496620
  %5967 = and i32 %5966, 2048
  %5968 = icmp eq i32 %5967, 0
  br i1 %5968, label %5971, label %5969

; <label>:5969                                    ; preds = %5964
  %5970 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5970, i32 80, i32 undef, i32 %5966, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5971

; <label>:5971                                    ; preds = %5969, %5964
  %5972 = mul i32 %5966, 1664525
  %5973 = add i32 %5972, 785939141
  %5974 = and i32 %5973, 4096
  %5975 = icmp eq i32 %5974, 0
  br i1 %5975, label %5978, label %5976

; <label>:5976                                    ; preds = %5971
  %5977 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5977, i32 84, i32 undef, i32 %5973, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5978

; <label>:5978                                    ; preds = %5976, %5971
  %5979 = mul i32 %5973, 1664525
  %5980 = add i32 %5979, -854592394
  %5981 = and i32 %5980, 8192
  %5982 = icmp eq i32 %5981, 0
  br i1 %5982, label %5985, label %5983

; <label>:5983                                    ; preds = %5978
  %5984 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5984, i32 88, i32 undef, i32 %5980, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5985

; <label>:5985                                    ; preds = %5983, %5978
  %5986 = mul i32 %5980, 1664525
  %5987 = add i32 %5986, 1799843367
  %5988 = and i32 %5987, 16384
  %5989 = icmp eq i32 %5988, 0
  br i1 %5989, label %5992, label %5990

; <label>:5990                                    ; preds = %5985
  %5991 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5991, i32 92, i32 undef, i32 %5987, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5992

; <label>:5992                                    ; preds = %5990, %5985
  %5993 = mul i32 %5987, 1664525
  %5994 = add i32 %5993, 159311832
  %5995 = and i32 %5994, 32768
  %5996 = icmp eq i32 %5995, 0
  br i1 %5996, label %5999, label %5997

; <label>:5997                                    ; preds = %5992
  %5998 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5998, i32 96, i32 undef, i32 %5994, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %5999

; <label>:5999                                    ; preds = %5997, %5992
  %6000 = mul i32 %5994, 1664525
  %6001 = add i32 %6000, -1481219703
  %6002 = and i32 %6001, 65536
  %6003 = icmp eq i32 %6002, 0
  br i1 %6003, label %6006, label %6004

; <label>:6004                                    ; preds = %5999
  %6005 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6005, i32 100, i32 undef, i32 %6001, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6006

; <label>:6006                                    ; preds = %6004, %5999
  %6007 = mul i32 %6001, 1664525
  %6008 = add i32 %6007, 1173216058
  %6009 = and i32 %6008, 131072
  %6010 = icmp eq i32 %6009, 0
  br i1 %6010, label %6013, label %6011

; <label>:6011                                    ; preds = %6006
  %6012 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6012, i32 104, i32 undef, i32 %6008, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6013

; <label>:6013                                    ; preds = %6011, %6006
  %6014 = mul i32 %6008, 1664525
  %6015 = add i32 %6014, -467315477
  %6016 = and i32 %6015, 262144
  %6017 = icmp eq i32 %6016, 0
  br i1 %6017, label %6020, label %6018

; <label>:6018                                    ; preds = %6013
  %6019 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6019, i32 108, i32 undef, i32 %6015, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6020

; <label>:6020                                    ; preds = %6018, %6013
  %6021 = mul i32 %6015, 1664525
  %6022 = add i32 %6021, -2107847012
  %6023 = and i32 %6022, 524288
  %6024 = icmp eq i32 %6023, 0
  br i1 %6024, label %6027, label %6025

; <label>:6025                                    ; preds = %6020
  %6026 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6026, i32 112, i32 undef, i32 %6022, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6027

; <label>:6027                                    ; preds = %6025, %6020
  %6028 = mul i32 %6022, 1664525
  %6029 = add i32 %6028, 546588749
  %6030 = and i32 %6029, 1048576
  %6031 = icmp eq i32 %6030, 0
  br i1 %6031, label %6034, label %6032

; <label>:6032                                    ; preds = %6027
  %6033 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6033, i32 116, i32 undef, i32 %6029, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6034

; <label>:6034                                    ; preds = %6032, %6027
  %6035 = mul i32 %6029, 1664525
  %6036 = add i32 %6035, -1093942786
  %6037 = and i32 %6036, 2097152
  %6038 = icmp eq i32 %6037, 0
  br i1 %6038, label %6041, label %6039

; <label>:6039                                    ; preds = %6034
  %6040 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6040, i32 120, i32 undef, i32 %6036, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6041

; <label>:6041                                    ; preds = %6039, %6034
  %6042 = mul i32 %6036, 1664525
  %6043 = add i32 %6042, 1560492975
  %6044 = and i32 %6043, 4194304
  %6045 = icmp eq i32 %6044, 0
  br i1 %6045, label %6048, label %6046

; <label>:6046                                    ; preds = %6041
  %6047 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6047, i32 124, i32 undef, i32 %6043, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6048

; <label>:6048                                    ; preds = %6046, %6041
  %6049 = mul i32 %6043, 1664525
  %6050 = add i32 %6049, -80038560
  %6051 = and i32 %6050, 8388608
  %6052 = icmp eq i32 %6051, 0
  br i1 %6052, label %6055, label %6053

; <label>:6053                                    ; preds = %6048
  %6054 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6054, i32 128, i32 undef, i32 %6050, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6055

; <label>:6055                                    ; preds = %6053, %6048
  %6056 = mul i32 %6050, 1664525
  %6057 = add i32 %6056, -1720570095
  %6058 = and i32 %6057, 16777216
  %6059 = icmp eq i32 %6058, 0
  br i1 %6059, label %6062, label %6060

; <label>:6060                                    ; preds = %6055
  %6061 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6061, i32 132, i32 undef, i32 %6057, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6062

; <label>:6062                                    ; preds = %6060, %6055
  %6063 = mul i32 %6057, 1664525
  %6064 = add i32 %6063, 933865666
  %6065 = and i32 %6064, 33554432
  %6066 = icmp eq i32 %6065, 0
  br i1 %6066, label %6069, label %6067

; <label>:6067                                    ; preds = %6062
  %6068 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6068, i32 136, i32 undef, i32 %6064, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6069

; <label>:6069                                    ; preds = %6067, %6062
  %6070 = mul i32 %6064, 1664525
  %6071 = add i32 %6070, -706665869
  %6072 = and i32 %6071, 67108864
  %6073 = icmp eq i32 %6072, 0
  br i1 %6073, label %6076, label %6074

; <label>:6074                                    ; preds = %6069
  %6075 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6075, i32 140, i32 undef, i32 %6071, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6076

; <label>:6076                                    ; preds = %6074, %6069
  %6077 = mul i32 %6071, 1664525
  %6078 = add i32 %6077, 1947769892
  %6079 = and i32 %6078, 134217728
  %6080 = icmp eq i32 %6079, 0
  br i1 %6080, label %6083, label %6081

; <label>:6081                                    ; preds = %6076
  %6082 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6082, i32 144, i32 undef, i32 %6078, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6083

; <label>:6083                                    ; preds = %6081, %6076
  %6084 = mul i32 %6078, 1664525
  %6085 = add i32 %6084, 307238357
  %6086 = and i32 %6085, 268435456
  %6087 = icmp eq i32 %6086, 0
  br i1 %6087, label %6090, label %6088

; <label>:6088                                    ; preds = %6083
  %6089 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6089, i32 148, i32 undef, i32 %6085, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6090

; <label>:6090                                    ; preds = %6088, %6083
  %6091 = mul i32 %6085, 1664525
  %6092 = add i32 %6091, -1333293178
  %6093 = and i32 %6092, 1
  %6094 = icmp eq i32 %6093, 0
  br i1 %6094, label %6097, label %6095

; <label>:6095                                    ; preds = %6090
  %6096 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6096, i32 152, i32 undef, i32 %6092, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6097

; <label>:6097                                    ; preds = %6095, %6090
  %6098 = mul i32 %6092, 1664525
  %6099 = add i32 %6098, 1321142583
  %6100 = and i32 %6099, 2
  %6101 = icmp eq i32 %6100, 0
  br i1 %6101, label %6104, label %6102

; <label>:6102                                    ; preds = %6097
  %6103 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6103, i32 156, i32 undef, i32 %6099, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6104

; <label>:6104                                    ; preds = %6102, %6097
  %6105 = mul i32 %6099, 1664525
  %6106 = add i32 %6105, -319388952
  %6107 = and i32 %6106, 4
  %6108 = icmp eq i32 %6107, 0
  br i1 %6108, label %6111, label %6109

; <label>:6109                                    ; preds = %6104
  %6110 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6110, i32 160, i32 undef, i32 %6106, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6111

; <label>:6111                                    ; preds = %6109, %6104
  %6112 = mul i32 %6106, 1664525
  %6113 = add i32 %6112, -1959920487
  %6114 = and i32 %6113, 8
  %6115 = icmp eq i32 %6114, 0
  br i1 %6115, label %6118, label %6116

; <label>:6116                                    ; preds = %6111
  %6117 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6117, i32 164, i32 undef, i32 %6113, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6118

; <label>:6118                                    ; preds = %6116, %6111
  %6119 = mul i32 %6113, 1664525
  %6120 = add i32 %6119, 694515274
  %6121 = and i32 %6120, 16
  %6122 = icmp eq i32 %6121, 0
  br i1 %6122, label %6125, label %6123

; <label>:6123                                    ; preds = %6118
  %6124 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6124, i32 168, i32 undef, i32 %6120, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6125

; <label>:6125                                    ; preds = %6123, %6118
  %6126 = mul i32 %6120, 1664525
  %6127 = add i32 %6126, -946016261
  %6128 = and i32 %6127, 32
  %6129 = icmp eq i32 %6128, 0
  br i1 %6129, label %6132, label %6130

; <label>:6130                                    ; preds = %6125
  %6131 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6131, i32 172, i32 undef, i32 %6127, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6132

; <label>:6132                                    ; preds = %6130, %6125
  %6133 = mul i32 %6127, 1664525
  %6134 = add i32 %6133, 1708419500
  %6135 = and i32 %6134, 64
  %6136 = icmp eq i32 %6135, 0
  br i1 %6136, label %6139, label %6137

; <label>:6137                                    ; preds = %6132
  %6138 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6138, i32 176, i32 undef, i32 %6134, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6139

; <label>:6139                                    ; preds = %6137, %6132
  %6140 = mul i32 %6134, 1664525
  %6141 = add i32 %6140, 67887965
  %6142 = and i32 %6141, 128
  %6143 = icmp eq i32 %6142, 0
  br i1 %6143, label %6146, label %6144

; <label>:6144                                    ; preds = %6139
  %6145 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6145, i32 180, i32 undef, i32 %6141, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6146

; <label>:6146                                    ; preds = %6144, %6139
  %6147 = mul i32 %6141, 1664525
  %6148 = add i32 %6147, -1572643570
  %6149 = and i32 %6148, 256
  %6150 = icmp eq i32 %6149, 0
  br i1 %6150, label %6153, label %6151

; <label>:6151                                    ; preds = %6146
  %6152 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6152, i32 184, i32 undef, i32 %6148, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6153

; <label>:6153                                    ; preds = %6151, %6146
  %6154 = mul i32 %6148, 1664525
  %6155 = add i32 %6154, 1081792191
  %6156 = and i32 %6155, 512
  %6157 = icmp eq i32 %6156, 0
  br i1 %6157, label %6160, label %6158

; <label>:6158                                    ; preds = %6153
  %6159 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6159, i32 188, i32 undef, i32 %6155, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6160

; <label>:6160                                    ; preds = %6158, %6153
  %6161 = mul i32 %6155, 1664525
  %6162 = add i32 %6161, -558739344
  %6163 = and i32 %6162, 1024
  %6164 = icmp eq i32 %6163, 0
  br i1 %6164, label %6167, label %6165

; <label>:6165                                    ; preds = %6160
  %6166 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6166, i32 192, i32 undef, i32 %6162, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6167

; <label>:6167                                    ; preds = %6165, %6160
  %6168 = mul i32 %6162, 1664525
  %6169 = add i32 %6168, 2095696417
  %6170 = and i32 %6169, 2048
  %6171 = icmp eq i32 %6170, 0
  br i1 %6171, label %6174, label %6172

; <label>:6172                                    ; preds = %6167
  %6173 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6173, i32 196, i32 undef, i32 %6169, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6174

; <label>:6174                                    ; preds = %6172, %6167
  %6175 = mul i32 %6169, 1664525
  %6176 = add i32 %6175, 455164882
  %6177 = and i32 %6176, 4096
  %6178 = icmp eq i32 %6177, 0
  br i1 %6178, label %6181, label %6179

; <label>:6179                                    ; preds = %6174
  %6180 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6180, i32 200, i32 undef, i32 %6176, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6181

; <label>:6181                                    ; preds = %6179, %6174
  %6182 = mul i32 %6176, 1664525
  %6183 = add i32 %6182, -1185366653
  %6184 = and i32 %6183, 8192
  %6185 = icmp eq i32 %6184, 0
  br i1 %6185, label %6188, label %6186

; <label>:6186                                    ; preds = %6181
  %6187 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6187, i32 204, i32 undef, i32 %6183, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6188

; <label>:6188                                    ; preds = %6186, %6181
  %6189 = mul i32 %6183, 1664525
  %6190 = add i32 %6189, 1469069108
  %6191 = and i32 %6190, 16384
  %6192 = icmp eq i32 %6191, 0
  br i1 %6192, label %6195, label %6193

; <label>:6193                                    ; preds = %6188
  %6194 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6194, i32 208, i32 undef, i32 %6190, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6195

; <label>:6195                                    ; preds = %6193, %6188
  %6196 = mul i32 %6190, 1664525
  %6197 = add i32 %6196, -171462427
  %6198 = and i32 %6197, 32768
  %6199 = icmp eq i32 %6198, 0
  br i1 %6199, label %6202, label %6200

; <label>:6200                                    ; preds = %6195
  %6201 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6201, i32 212, i32 undef, i32 %6197, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6202

; <label>:6202                                    ; preds = %6200, %6195
  %6203 = mul i32 %6197, 1664525
  %6204 = add i32 %6203, -1811993962
  %6205 = and i32 %6204, 65536
  %6206 = icmp eq i32 %6205, 0
  br i1 %6206, label %6209, label %6207

; <label>:6207                                    ; preds = %6202
  %6208 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6208, i32 216, i32 undef, i32 %6204, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6209

; <label>:6209                                    ; preds = %6207, %6202
  %6210 = mul i32 %6204, 1664525
  %6211 = add i32 %6210, 842441799
  %6212 = and i32 %6211, 131072
  %6213 = icmp eq i32 %6212, 0
  br i1 %6213, label %6216, label %6214

; <label>:6214                                    ; preds = %6209
  %6215 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6215, i32 220, i32 undef, i32 %6211, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6216

; <label>:6216                                    ; preds = %6214, %6209
  %6217 = mul i32 %6211, 1664525
  %6218 = add i32 %6217, -798089736
  %6219 = and i32 %6218, 262144
  %6220 = icmp eq i32 %6219, 0
  br i1 %6220, label %6223, label %6221

; <label>:6221                                    ; preds = %6216
  %6222 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6222, i32 224, i32 undef, i32 %6218, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6223

; <label>:6223                                    ; preds = %6221, %6216
  %6224 = mul i32 %6218, 1664525
  %6225 = add i32 %6224, 1856346025
  %6226 = and i32 %6225, 524288
  %6227 = icmp eq i32 %6226, 0
  br i1 %6227, label %6230, label %6228

; <label>:6228                                    ; preds = %6223
  %6229 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6229, i32 228, i32 undef, i32 %6225, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6230

; <label>:6230                                    ; preds = %6228, %6223
  %6231 = mul i32 %6225, 1664525
  %6232 = add i32 %6231, 215814490
  %6233 = and i32 %6232, 1048576
  %6234 = icmp eq i32 %6233, 0
  br i1 %6234, label %6237, label %6235

; <label>:6235                                    ; preds = %6230
  %6236 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6236, i32 232, i32 undef, i32 %6232, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6237

; <label>:6237                                    ; preds = %6235, %6230
  %6238 = mul i32 %6232, 1664525
  %6239 = add i32 %6238, -1424717045
  %6240 = and i32 %6239, 2097152
  %6241 = icmp eq i32 %6240, 0
  br i1 %6241, label %6244, label %6242

; <label>:6242                                    ; preds = %6237
  %6243 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6243, i32 236, i32 undef, i32 %6239, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6244

; <label>:6244                                    ; preds = %6242, %6237
  %6245 = mul i32 %6239, 1664525
  %6246 = add i32 %6245, 1229718716
  %6247 = and i32 %6246, 4194304
  %6248 = icmp eq i32 %6247, 0
  br i1 %6248, label %6251, label %6249

; <label>:6249                                    ; preds = %6244
  %6250 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6250, i32 240, i32 undef, i32 %6246, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6251

; <label>:6251                                    ; preds = %6249, %6244
  %6252 = mul i32 %6246, 1664525
  %6253 = add i32 %6252, -410812819
  %6254 = and i32 %6253, 8388608
  %6255 = icmp eq i32 %6254, 0
  br i1 %6255, label %6258, label %6256

; <label>:6256                                    ; preds = %6251
  %6257 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6257, i32 244, i32 undef, i32 %6253, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6258

; <label>:6258                                    ; preds = %6256, %6251
  %6259 = mul i32 %6253, 1664525
  %6260 = add i32 %6259, -2051344354
  %6261 = and i32 %6260, 16777216
  %6262 = icmp eq i32 %6261, 0
  br i1 %6262, label %6265, label %6263

; <label>:6263                                    ; preds = %6258
  %6264 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6264, i32 248, i32 undef, i32 %6260, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6265

; <label>:6265                                    ; preds = %6263, %6258
  %6266 = mul i32 %6260, 1664525
  %6267 = add i32 %6266, 603091407
  %6268 = and i32 %6267, 33554432
  %6269 = icmp eq i32 %6268, 0
  br i1 %6269, label %6272, label %6270

; <label>:6270                                    ; preds = %6265
  %6271 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6271, i32 252, i32 undef, i32 %6267, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6272

; <label>:6272                                    ; preds = %6270, %6265
  %6273 = mul i32 %6267, 1664525
  %6274 = add i32 %6273, -1037440128
  %6275 = and i32 %6274, 67108864
  %6276 = icmp eq i32 %6275, 0
  br i1 %6276, label %6279, label %6277

; <label>:6277                                    ; preds = %6272
  %6278 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6278, i32 0, i32 undef, i32 %6274, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6279

; <label>:6279                                    ; preds = %6277, %6272
  %6280 = mul i32 %6274, 1664525
  %6281 = add i32 %6280, 1616995633
  %6282 = and i32 %6281, 134217728
  %6283 = icmp eq i32 %6282, 0
  br i1 %6283, label %6286, label %6284

; <label>:6284                                    ; preds = %6279
  %6285 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6285, i32 4, i32 undef, i32 %6281, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6286

; <label>:6286                                    ; preds = %6284, %6279
  %6287 = mul i32 %6281, 1664525
  %6288 = add i32 %6287, -23535902
  %6289 = and i32 %6288, 268435456
  %6290 = icmp eq i32 %6289, 0
  br i1 %6290, label %6293, label %6291

; <label>:6291                                    ; preds = %6286
  %6292 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6292, i32 8, i32 undef, i32 %6288, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6293

; <label>:6293                                    ; preds = %6291, %6286
  %6294 = mul i32 %6288, 1664525
  %6295 = add i32 %6294, -1664067437
  %6296 = and i32 %6295, 1
  %6297 = icmp eq i32 %6296, 0
  br i1 %6297, label %6300, label %6298

; <label>:6298                                    ; preds = %6293
  %6299 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6299, i32 12, i32 undef, i32 %6295, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6300

; <label>:6300                                    ; preds = %6298, %6293
  %6301 = mul i32 %6295, 1664525
  %6302 = add i32 %6301, 990368324
  %6303 = and i32 %6302, 2
  %6304 = icmp eq i32 %6303, 0
  br i1 %6304, label %6307, label %6305

; <label>:6305                                    ; preds = %6300
  %6306 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6306, i32 16, i32 undef, i32 %6302, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6307

; <label>:6307                                    ; preds = %6305, %6300
  %6308 = mul i32 %6302, 1664525
  %6309 = add i32 %6308, -650163211
  %6310 = and i32 %6309, 4
  %6311 = icmp eq i32 %6310, 0
  br i1 %6311, label %6314, label %6312

; <label>:6312                                    ; preds = %6307
  %6313 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6313, i32 20, i32 undef, i32 %6309, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6314

; <label>:6314                                    ; preds = %6312, %6307
  %6315 = mul i32 %6309, 1664525
  %6316 = add i32 %6315, 2004272550
  %6317 = and i32 %6316, 8
  %6318 = icmp eq i32 %6317, 0
  br i1 %6318, label %6321, label %6319

; <label>:6319                                    ; preds = %6314
  %6320 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6320, i32 24, i32 undef, i32 %6316, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6321

; <label>:6321                                    ; preds = %6319, %6314
  %6322 = mul i32 %6316, 1664525
  %6323 = add i32 %6322, 363741015
  %6324 = and i32 %6323, 16
  %6325 = icmp eq i32 %6324, 0
  br i1 %6325, label %6328, label %6326

; <label>:6326                                    ; preds = %6321
  %6327 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6327, i32 28, i32 undef, i32 %6323, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6328

; <label>:6328                                    ; preds = %6326, %6321
  %6329 = mul i32 %6323, 1664525
  %6330 = add i32 %6329, -1276790520
  %6331 = and i32 %6330, 32
  %6332 = icmp eq i32 %6331, 0
  br i1 %6332, label %6335, label %6333

; <label>:6333                                    ; preds = %6328
  %6334 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6334, i32 32, i32 undef, i32 %6330, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6335

; <label>:6335                                    ; preds = %6333, %6328
  %6336 = mul i32 %6330, 1664525
  %6337 = add i32 %6336, 1377645241
  %6338 = and i32 %6337, 64
  %6339 = icmp eq i32 %6338, 0
  br i1 %6339, label %6342, label %6340

; <label>:6340                                    ; preds = %6335
  %6341 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6341, i32 36, i32 undef, i32 %6337, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6342

; <label>:6342                                    ; preds = %6340, %6335
  %6343 = mul i32 %6337, 1664525
  %6344 = add i32 %6343, -262886294
  %6345 = and i32 %6344, 128
  %6346 = icmp eq i32 %6345, 0
  br i1 %6346, label %6349, label %6347

; <label>:6347                                    ; preds = %6342
  %6348 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6348, i32 40, i32 undef, i32 %6344, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6349

; <label>:6349                                    ; preds = %6347, %6342
  %6350 = mul i32 %6344, 1664525
  %6351 = add i32 %6350, -1903417829
  %6352 = and i32 %6351, 256
  %6353 = icmp eq i32 %6352, 0
  br i1 %6353, label %6356, label %6354

; <label>:6354                                    ; preds = %6349
  %6355 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6355, i32 44, i32 undef, i32 %6351, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6356

; <label>:6356                                    ; preds = %6354, %6349
  %6357 = mul i32 %6351, 1664525
  %6358 = add i32 %6357, 751017932
  %6359 = and i32 %6358, 512
  %6360 = icmp eq i32 %6359, 0
  br i1 %6360, label %6363, label %6361

; <label>:6361                                    ; preds = %6356
  %6362 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6362, i32 48, i32 undef, i32 %6358, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6363

; <label>:6363                                    ; preds = %6361, %6356
  %6364 = mul i32 %6358, 1664525
  %6365 = add i32 %6364, -889513603
  %6366 = and i32 %6365, 1024
  %6367 = icmp eq i32 %6366, 0
  br i1 %6367, label %6370, label %6368

; <label>:6368                                    ; preds = %6363
  %6369 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6369, i32 52, i32 undef, i32 %6365, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6370

; <label>:6370                                    ; preds = %6368, %6363
  %6371 = mul i32 %6365, 1664525
  %6372 = add i32 %6371, 1764922158
  %6373 = and i32 %6372, 2048
  %6374 = icmp eq i32 %6373, 0
  br i1 %6374, label %6377, label %6375

; <label>:6375                                    ; preds = %6370
  %6376 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6376, i32 56, i32 undef, i32 %6372, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6377

; <label>:6377                                    ; preds = %6375, %6370
  %6378 = mul i32 %6372, 1664525
  %6379 = add i32 %6378, 124390623
  %6380 = and i32 %6379, 4096
  %6381 = icmp eq i32 %6380, 0
  br i1 %6381, label %6384, label %6382

; <label>:6382                                    ; preds = %6377
  %6383 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6383, i32 60, i32 undef, i32 %6379, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6384

; <label>:6384                                    ; preds = %6382, %6377
  %6385 = mul i32 %6379, 1664525
  %6386 = add i32 %6385, -1516140912
  %6387 = and i32 %6386, 8192
  %6388 = icmp eq i32 %6387, 0
  br i1 %6388, label %6391, label %6389

; <label>:6389                                    ; preds = %6384
  %6390 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6390, i32 64, i32 undef, i32 %6386, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6391

; <label>:6391                                    ; preds = %6389, %6384
  %6392 = mul i32 %6386, 1664525
  %6393 = add i32 %6392, 1138294849
  %6394 = and i32 %6393, 16384
  %6395 = icmp eq i32 %6394, 0
  br i1 %6395, label %6398, label %6396

; <label>:6396                                    ; preds = %6391
  %6397 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6397, i32 68, i32 undef, i32 %6393, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6398

; <label>:6398                                    ; preds = %6396, %6391
  %6399 = mul i32 %6393, 1664525
  %6400 = add i32 %6399, -502236686
  %6401 = and i32 %6400, 32768
  %6402 = icmp eq i32 %6401, 0
  br i1 %6402, label %6405, label %6403

; <label>:6403                                    ; preds = %6398
  %6404 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6404, i32 72, i32 undef, i32 %6400, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6405

; <label>:6405                                    ; preds = %6403, %6398
  %6406 = mul i32 %6400, 1664525
  %6407 = add i32 %6406, -2142768221
  %6408 = and i32 %6407, 65536
  %6409 = icmp eq i32 %6408, 0
  br i1 %6409, label %6412, label %6410

; <label>:6410                                    ; preds = %6405
  %6411 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6411, i32 76, i32 undef, i32 %6407, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6412

; <label>:6412                                    ; preds = %6410, %6405
  %6413 = mul i32 %6407, 1664525
  %6414 = add i32 %6413, 511667540
  %6415 = and i32 %6414, 131072
  %6416 = icmp eq i32 %6415, 0
  br i1 %6416, label %6419, label %6417

; <label>:6417                                    ; preds = %6412
  %6418 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6418, i32 80, i32 undef, i32 %6414, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6419

; <label>:6419                                    ; preds = %6417, %6412
  %6420 = mul i32 %6414, 1664525
  %6421 = add i32 %6420, -1128863995
  %6422 = and i32 %6421, 262144
  %6423 = icmp eq i32 %6422, 0
  br i1 %6423, label %6426, label %6424

; <label>:6424                                    ; preds = %6419
  %6425 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6425, i32 84, i32 undef, i32 %6421, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6426

; <label>:6426                                    ; preds = %6424, %6419
  %6427 = mul i32 %6421, 1664525
  %6428 = add i32 %6427, 1525571766
  %6429 = and i32 %6428, 524288
  %6430 = icmp eq i32 %6429, 0
  br i1 %6430, label %6433, label %6431

; <label>:6431                                    ; preds = %6426
  %6432 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6432, i32 88, i32 undef, i32 %6428, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6433

; <label>:6433                                    ; preds = %6431, %6426
  %6434 = mul i32 %6428, 1664525
  %6435 = add i32 %6434, -114959769
  %6436 = and i32 %6435, 1048576
  %6437 = icmp eq i32 %6436, 0
  br i1 %6437, label %6440, label %6438

; <label>:6438                                    ; preds = %6433
  %6439 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6439, i32 92, i32 undef, i32 %6435, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6440

; <label>:6440                                    ; preds = %6438, %6433
  %6441 = mul i32 %6435, 1664525
  %6442 = add i32 %6441, -1755491304
  %6443 = and i32 %6442, 2097152
  %6444 = icmp eq i32 %6443, 0
  br i1 %6444, label %6447, label %6445

; <label>:6445                                    ; preds = %6440
  %6446 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6446, i32 96, i32 undef, i32 %6442, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6447

; <label>:6447                                    ; preds = %6445, %6440
  %6448 = mul i32 %6442, 1664525
  %6449 = add i32 %6448, 898944457
  %6450 = and i32 %6449, 4194304
  %6451 = icmp eq i32 %6450, 0
  br i1 %6451, label %6454, label %6452

; <label>:6452                                    ; preds = %6447
  %6453 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6453, i32 100, i32 undef, i32 %6449, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6454

; <label>:6454                                    ; preds = %6452, %6447
  %6455 = mul i32 %6449, 1664525
  %6456 = add i32 %6455, -741587078
  %6457 = and i32 %6456, 8388608
  %6458 = icmp eq i32 %6457, 0
  br i1 %6458, label %6461, label %6459

; <label>:6459                                    ; preds = %6454
  %6460 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6460, i32 104, i32 undef, i32 %6456, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6461

; <label>:6461                                    ; preds = %6459, %6454
  %6462 = mul i32 %6456, 1664525
  %6463 = add i32 %6462, 1912848683
  %6464 = and i32 %6463, 16777216
  %6465 = icmp eq i32 %6464, 0
  br i1 %6465, label %6468, label %6466

; <label>:6466                                    ; preds = %6461
  %6467 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6467, i32 108, i32 undef, i32 %6463, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6468

; <label>:6468                                    ; preds = %6466, %6461
  %6469 = mul i32 %6463, 1664525
  %6470 = add i32 %6469, 272317148
  %6471 = and i32 %6470, 33554432
  %6472 = icmp eq i32 %6471, 0
  br i1 %6472, label %6475, label %6473

; <label>:6473                                    ; preds = %6468
  %6474 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6474, i32 112, i32 undef, i32 %6470, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6475

; <label>:6475                                    ; preds = %6473, %6468
  %6476 = mul i32 %6470, 1664525
  %6477 = add i32 %6476, -1368214387
  %6478 = and i32 %6477, 67108864
  %6479 = icmp eq i32 %6478, 0
  br i1 %6479, label %6482, label %6480

; <label>:6480                                    ; preds = %6475
  %6481 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6481, i32 116, i32 undef, i32 %6477, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6482

; <label>:6482                                    ; preds = %6480, %6475
  %6483 = mul i32 %6477, 1664525
  %6484 = add i32 %6483, 1286221374
  %6485 = and i32 %6484, 134217728
  %6486 = icmp eq i32 %6485, 0
  br i1 %6486, label %6489, label %6487

; <label>:6487                                    ; preds = %6482
  %6488 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6488, i32 120, i32 undef, i32 %6484, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6489

; <label>:6489                                    ; preds = %6487, %6482
  %6490 = mul i32 %6484, 1664525
  %6491 = add i32 %6490, -354310161
  %6492 = and i32 %6491, 268435456
  %6493 = icmp eq i32 %6492, 0
  br i1 %6493, label %6496, label %6494

; <label>:6494                                    ; preds = %6489
  %6495 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6495, i32 124, i32 undef, i32 %6491, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6496

; <label>:6496                                    ; preds = %6494, %6489
  %6497 = mul i32 %6491, 1664525
  %6498 = add i32 %6497, -1994841696
  %6499 = and i32 %6498, 1
  %6500 = icmp eq i32 %6499, 0
  br i1 %6500, label %6503, label %6501

; <label>:6501                                    ; preds = %6496
  %6502 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6502, i32 128, i32 undef, i32 %6498, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6503

; <label>:6503                                    ; preds = %6501, %6496
  %6504 = mul i32 %6498, 1664525
  %6505 = add i32 %6504, 659594065
  %6506 = and i32 %6505, 2
  %6507 = icmp eq i32 %6506, 0
  br i1 %6507, label %6510, label %6508

; <label>:6508                                    ; preds = %6503
  %6509 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6509, i32 132, i32 undef, i32 %6505, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6510

; <label>:6510                                    ; preds = %6508, %6503
  %6511 = mul i32 %6505, 1664525
  %6512 = add i32 %6511, -980937470
  %6513 = and i32 %6512, 4
  %6514 = icmp eq i32 %6513, 0
  br i1 %6514, label %6517, label %6515

; <label>:6515                                    ; preds = %6510
  %6516 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6516, i32 136, i32 undef, i32 %6512, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6517

; <label>:6517                                    ; preds = %6515, %6510
  %6518 = mul i32 %6512, 1664525
  %6519 = add i32 %6518, 1673498291
  %6520 = and i32 %6519, 8
  %6521 = icmp eq i32 %6520, 0
  br i1 %6521, label %6524, label %6522

; <label>:6522                                    ; preds = %6517
  %6523 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6523, i32 140, i32 undef, i32 %6519, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6524

; <label>:6524                                    ; preds = %6522, %6517
  %6525 = mul i32 %6519, 1664525
  %6526 = add i32 %6525, 32966756
  %6527 = and i32 %6526, 16
  %6528 = icmp eq i32 %6527, 0
  br i1 %6528, label %6531, label %6529

; <label>:6529                                    ; preds = %6524
  %6530 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6530, i32 144, i32 undef, i32 %6526, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6531

; <label>:6531                                    ; preds = %6529, %6524
  %6532 = mul i32 %6526, 1664525
  %6533 = add i32 %6532, -1607564779
  %6534 = and i32 %6533, 32
  %6535 = icmp eq i32 %6534, 0
  br i1 %6535, label %6538, label %6536

; <label>:6536                                    ; preds = %6531
  %6537 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6537, i32 148, i32 undef, i32 %6533, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6538

; <label>:6538                                    ; preds = %6536, %6531
  %6539 = mul i32 %6533, 1664525
  %6540 = add i32 %6539, 1046870982
  %6541 = and i32 %6540, 64
  %6542 = icmp eq i32 %6541, 0
  br i1 %6542, label %6545, label %6543

; <label>:6543                                    ; preds = %6538
  %6544 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6544, i32 152, i32 undef, i32 %6540, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6545

; <label>:6545                                    ; preds = %6543, %6538
  %6546 = mul i32 %6540, 1664525
  %6547 = add i32 %6546, -593660553
  %6548 = and i32 %6547, 128
  %6549 = icmp eq i32 %6548, 0
  br i1 %6549, label %6552, label %6550

; <label>:6550                                    ; preds = %6545
  %6551 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6551, i32 156, i32 undef, i32 %6547, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6552

; <label>:6552                                    ; preds = %6550, %6545
  %6553 = mul i32 %6547, 1664525
  %6554 = add i32 %6553, 2060775208
  %6555 = and i32 %6554, 256
  %6556 = icmp eq i32 %6555, 0
  br i1 %6556, label %6559, label %6557

; <label>:6557                                    ; preds = %6552
  %6558 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6558, i32 160, i32 undef, i32 %6554, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6559

; <label>:6559                                    ; preds = %6557, %6552
  %6560 = mul i32 %6554, 1664525
  %6561 = add i32 %6560, 420243673
  %6562 = and i32 %6561, 512
  %6563 = icmp eq i32 %6562, 0
  br i1 %6563, label %6566, label %6564

; <label>:6564                                    ; preds = %6559
  %6565 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6565, i32 164, i32 undef, i32 %6561, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6566

; <label>:6566                                    ; preds = %6564, %6559
  %6567 = mul i32 %6561, 1664525
  %6568 = add i32 %6567, -1220287862
  %6569 = and i32 %6568, 1024
  %6570 = icmp eq i32 %6569, 0
  br i1 %6570, label %6573, label %6571

; <label>:6571                                    ; preds = %6566
  %6572 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6572, i32 168, i32 undef, i32 %6568, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6573

; <label>:6573                                    ; preds = %6571, %6566
  %6574 = mul i32 %6568, 1664525
  %6575 = add i32 %6574, 1434147899
  %6576 = and i32 %6575, 2048
  %6577 = icmp eq i32 %6576, 0
  br i1 %6577, label %6580, label %6578

; <label>:6578                                    ; preds = %6573
  %6579 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6579, i32 172, i32 undef, i32 %6575, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6580

; <label>:6580                                    ; preds = %6578, %6573
  %6581 = mul i32 %6575, 1664525
  %6582 = add i32 %6581, -206383636
  %6583 = and i32 %6582, 4096
  %6584 = icmp eq i32 %6583, 0
  br i1 %6584, label %6587, label %6585

; <label>:6585                                    ; preds = %6580
  %6586 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6586, i32 176, i32 undef, i32 %6582, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6587

; <label>:6587                                    ; preds = %6585, %6580
  %6588 = mul i32 %6582, 1664525
  %6589 = add i32 %6588, -1846915171
  %6590 = and i32 %6589, 8192
  %6591 = icmp eq i32 %6590, 0
  br i1 %6591, label %6594, label %6592

; <label>:6592                                    ; preds = %6587
  %6593 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6593, i32 180, i32 undef, i32 %6589, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6594

; <label>:6594                                    ; preds = %6592, %6587
  %6595 = mul i32 %6589, 1664525
  %6596 = add i32 %6595, 807520590
  %6597 = and i32 %6596, 16384
  %6598 = icmp eq i32 %6597, 0
  br i1 %6598, label %6601, label %6599

; <label>:6599                                    ; preds = %6594
  %6600 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6600, i32 184, i32 undef, i32 %6596, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6601

; <label>:6601                                    ; preds = %6599, %6594
  %6602 = mul i32 %6596, 1664525
  %6603 = add i32 %6602, -833010945
  %6604 = and i32 %6603, 32768
  %6605 = icmp eq i32 %6604, 0
  br i1 %6605, label %6608, label %6606

; <label>:6606                                    ; preds = %6601
  %6607 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6607, i32 188, i32 undef, i32 %6603, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6608

; <label>:6608                                    ; preds = %6606, %6601
  %6609 = mul i32 %6603, 1664525
  %6610 = add i32 %6609, 1821424816
  %6611 = and i32 %6610, 65536
  %6612 = icmp eq i32 %6611, 0
  br i1 %6612, label %6615, label %6613

; <label>:6613                                    ; preds = %6608
  %6614 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6614, i32 192, i32 undef, i32 %6610, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6615

; <label>:6615                                    ; preds = %6613, %6608
  %6616 = mul i32 %6610, 1664525
  %6617 = add i32 %6616, 180893281
  %6618 = and i32 %6617, 131072
  %6619 = icmp eq i32 %6618, 0
  br i1 %6619, label %6622, label %6620

; <label>:6620                                    ; preds = %6615
  %6621 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6621, i32 196, i32 undef, i32 %6617, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6622

; <label>:6622                                    ; preds = %6620, %6615
  %6623 = mul i32 %6617, 1664525
  %6624 = add i32 %6623, -1459638254
  %6625 = and i32 %6624, 262144
  %6626 = icmp eq i32 %6625, 0
  br i1 %6626, label %6629, label %6627

; <label>:6627                                    ; preds = %6622
  %6628 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6628, i32 200, i32 undef, i32 %6624, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6629

; <label>:6629                                    ; preds = %6627, %6622
  %6630 = mul i32 %6624, 1664525
  %6631 = add i32 %6630, 1194797507
  %6632 = and i32 %6631, 524288
  %6633 = icmp eq i32 %6632, 0
  br i1 %6633, label %6636, label %6634

; <label>:6634                                    ; preds = %6629
  %6635 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6635, i32 204, i32 undef, i32 %6631, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6636

; <label>:6636                                    ; preds = %6634, %6629
  %6637 = mul i32 %6631, 1664525
  %6638 = add i32 %6637, -445734028
  %6639 = and i32 %6638, 1048576
  %6640 = icmp eq i32 %6639, 0
  br i1 %6640, label %6643, label %6641

; <label>:6641                                    ; preds = %6636
  %6642 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6642, i32 208, i32 undef, i32 %6638, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6643

; <label>:6643                                    ; preds = %6641, %6636
  %6644 = mul i32 %6638, 1664525
  %6645 = add i32 %6644, -2086265563
  %6646 = and i32 %6645, 2097152
  %6647 = icmp eq i32 %6646, 0
  br i1 %6647, label %6650, label %6648

; <label>:6648                                    ; preds = %6643
  %6649 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6649, i32 212, i32 undef, i32 %6645, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6650

; <label>:6650                                    ; preds = %6648, %6643
  %6651 = mul i32 %6645, 1664525
  %6652 = add i32 %6651, 568170198
  %6653 = and i32 %6652, 4194304
  %6654 = icmp eq i32 %6653, 0
  br i1 %6654, label %6657, label %6655

; <label>:6655                                    ; preds = %6650
  %6656 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6656, i32 216, i32 undef, i32 %6652, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6657

; <label>:6657                                    ; preds = %6655, %6650
  %6658 = mul i32 %6652, 1664525
  %6659 = add i32 %6658, -1072361337
  %6660 = and i32 %6659, 8388608
  %6661 = icmp eq i32 %6660, 0
  br i1 %6661, label %6664, label %6662

; <label>:6662                                    ; preds = %6657
  %6663 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6663, i32 220, i32 undef, i32 %6659, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6664

; <label>:6664                                    ; preds = %6662, %6657
  %6665 = mul i32 %6659, 1664525
  %6666 = add i32 %6665, 1582074424
  %6667 = and i32 %6666, 16777216
  %6668 = icmp eq i32 %6667, 0
  br i1 %6668, label %6671, label %6669

; <label>:6669                                    ; preds = %6664
  %6670 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6670, i32 224, i32 undef, i32 %6666, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6671

; <label>:6671                                    ; preds = %6669, %6664
  %6672 = mul i32 %6666, 1664525
  %6673 = add i32 %6672, -58457111
  %6674 = and i32 %6673, 33554432
  %6675 = icmp eq i32 %6674, 0
  br i1 %6675, label %6678, label %6676

; <label>:6676                                    ; preds = %6671
  %6677 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6677, i32 228, i32 undef, i32 %6673, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6678

; <label>:6678                                    ; preds = %6676, %6671
  %6679 = mul i32 %6673, 1664525
  %6680 = add i32 %6679, -1698988646
  %6681 = and i32 %6680, 67108864
  %6682 = icmp eq i32 %6681, 0
  br i1 %6682, label %6685, label %6683

; <label>:6683                                    ; preds = %6678
  %6684 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6684, i32 232, i32 undef, i32 %6680, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6685

; <label>:6685                                    ; preds = %6683, %6678
  %6686 = mul i32 %6680, 1664525
  %6687 = add i32 %6686, 955447115
  %6688 = and i32 %6687, 134217728
  %6689 = icmp eq i32 %6688, 0
  br i1 %6689, label %6692, label %6690

; <label>:6690                                    ; preds = %6685
  %6691 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6691, i32 236, i32 undef, i32 %6687, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6692

; <label>:6692                                    ; preds = %6690, %6685
  %6693 = mul i32 %6687, 1664525
  %6694 = add i32 %6693, -685084420
  %6695 = and i32 %6694, 268435456
  %6696 = icmp eq i32 %6695, 0
  br i1 %6696, label %6699, label %6697

; <label>:6697                                    ; preds = %6692
  %6698 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6698, i32 240, i32 undef, i32 %6694, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6699

; <label>:6699                                    ; preds = %6697, %6692
  %6700 = mul i32 %6694, 1664525
  %6701 = add i32 %6700, 1969351341
  %6702 = and i32 %6701, 1
  %6703 = icmp eq i32 %6702, 0
  br i1 %6703, label %6706, label %6704

; <label>:6704                                    ; preds = %6699
  %6705 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6705, i32 244, i32 undef, i32 %6701, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6706

; <label>:6706                                    ; preds = %6704, %6699
  %6707 = mul i32 %6701, 1664525
  %6708 = add i32 %6707, 328819806
  %6709 = and i32 %6708, 2
  %6710 = icmp eq i32 %6709, 0
  br i1 %6710, label %6713, label %6711

; <label>:6711                                    ; preds = %6706
  %6712 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6712, i32 248, i32 undef, i32 %6708, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6713

; <label>:6713                                    ; preds = %6711, %6706
  %6714 = mul i32 %6708, 1664525
  %6715 = add i32 %6714, -1311711729
  %6716 = and i32 %6715, 4
  %6717 = icmp eq i32 %6716, 0
  br i1 %6717, label %6720, label %6718

; <label>:6718                                    ; preds = %6713
  %6719 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6719, i32 252, i32 undef, i32 %6715, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6720

; <label>:6720                                    ; preds = %6718, %6713
  %6721 = mul i32 %6715, 1664525
  %6722 = add i32 %6721, 1342724032
  %6723 = and i32 %6722, 8
  %6724 = icmp eq i32 %6723, 0
  br i1 %6724, label %6727, label %6725

; <label>:6725                                    ; preds = %6720
  %6726 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6726, i32 0, i32 undef, i32 %6722, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6727

; <label>:6727                                    ; preds = %6725, %6720
  %6728 = mul i32 %6722, 1664525
  %6729 = add i32 %6728, -297807503
  %6730 = and i32 %6729, 16
  %6731 = icmp eq i32 %6730, 0
  br i1 %6731, label %6734, label %6732

; <label>:6732                                    ; preds = %6727
  %6733 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6733, i32 4, i32 undef, i32 %6729, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6734

; <label>:6734                                    ; preds = %6732, %6727
  %6735 = mul i32 %6729, 1664525
  %6736 = add i32 %6735, -1938339038
  %6737 = and i32 %6736, 32
  %6738 = icmp eq i32 %6737, 0
  br i1 %6738, label %6741, label %6739

; <label>:6739                                    ; preds = %6734
  %6740 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6740, i32 8, i32 undef, i32 %6736, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6741

; <label>:6741                                    ; preds = %6739, %6734
  %6742 = mul i32 %6736, 1664525
  %6743 = add i32 %6742, 716096723
  %6744 = and i32 %6743, 64
  %6745 = icmp eq i32 %6744, 0
  br i1 %6745, label %6748, label %6746

; <label>:6746                                    ; preds = %6741
  %6747 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6747, i32 12, i32 undef, i32 %6743, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6748

; <label>:6748                                    ; preds = %6746, %6741
  %6749 = mul i32 %6743, 1664525
  %6750 = add i32 %6749, -924434812
  %6751 = and i32 %6750, 128
  %6752 = icmp eq i32 %6751, 0
  br i1 %6752, label %6755, label %6753

; <label>:6753                                    ; preds = %6748
  %6754 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6754, i32 16, i32 undef, i32 %6750, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6755

; <label>:6755                                    ; preds = %6753, %6748
  %6756 = mul i32 %6750, 1664525
  %6757 = add i32 %6756, 1730000949
  %6758 = and i32 %6757, 256
  %6759 = icmp eq i32 %6758, 0
  br i1 %6759, label %6762, label %6760

; <label>:6760                                    ; preds = %6755
  %6761 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6761, i32 20, i32 undef, i32 %6757, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6762

; <label>:6762                                    ; preds = %6760, %6755
  %6763 = mul i32 %6757, 1664525
  %6764 = add i32 %6763, 89469414
  %6765 = and i32 %6764, 512
  %6766 = icmp eq i32 %6765, 0
  br i1 %6766, label %6769, label %6767

; <label>:6767                                    ; preds = %6762
  %6768 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6768, i32 24, i32 undef, i32 %6764, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6769

; <label>:6769                                    ; preds = %6767, %6762
  %6770 = mul i32 %6764, 1664525
  %6771 = add i32 %6770, -1551062121
  %6772 = and i32 %6771, 1024
  %6773 = icmp eq i32 %6772, 0
  br i1 %6773, label %6776, label %6774

; <label>:6774                                    ; preds = %6769
  %6775 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6775, i32 28, i32 undef, i32 %6771, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6776

; <label>:6776                                    ; preds = %6774, %6769
  %6777 = mul i32 %6771, 1664525
  %6778 = add i32 %6777, 1103373640
  %6779 = and i32 %6778, 2048
  %6780 = icmp eq i32 %6779, 0
  br i1 %6780, label %6783, label %6781

; <label>:6781                                    ; preds = %6776
  %6782 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6782, i32 32, i32 undef, i32 %6778, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6783

; <label>:6783                                    ; preds = %6781, %6776
  %6784 = mul i32 %6778, 1664525
  %6785 = add i32 %6784, -537157895
  %6786 = and i32 %6785, 4096
  %6787 = icmp eq i32 %6786, 0
  br i1 %6787, label %6790, label %6788

; <label>:6788                                    ; preds = %6783
  %6789 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6789, i32 36, i32 undef, i32 %6785, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6790

; <label>:6790                                    ; preds = %6788, %6783
  %6791 = mul i32 %6785, 1664525
  %6792 = add i32 %6791, 2117277866
  %6793 = and i32 %6792, 8192
  %6794 = icmp eq i32 %6793, 0
  br i1 %6794, label %6797, label %6795

; <label>:6795                                    ; preds = %6790
  %6796 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6796, i32 40, i32 undef, i32 %6792, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6797

; <label>:6797                                    ; preds = %6795, %6790
  %6798 = mul i32 %6792, 1664525
  %6799 = add i32 %6798, 476746331
  %6800 = and i32 %6799, 16384
  %6801 = icmp eq i32 %6800, 0
  br i1 %6801, label %6804, label %6802

; <label>:6802                                    ; preds = %6797
  %6803 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6803, i32 44, i32 undef, i32 %6799, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6804

; <label>:6804                                    ; preds = %6802, %6797
  %6805 = mul i32 %6799, 1664525
  %6806 = add i32 %6805, -1163785204
  %6807 = and i32 %6806, 32768
  %6808 = icmp eq i32 %6807, 0
  br i1 %6808, label %6811, label %6809

; <label>:6809                                    ; preds = %6804
  %6810 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6810, i32 48, i32 undef, i32 %6806, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6811

; <label>:6811                                    ; preds = %6809, %6804
  %6812 = mul i32 %6806, 1664525
  %6813 = add i32 %6812, 1490650557
  %6814 = and i32 %6813, 65536
  %6815 = icmp eq i32 %6814, 0
  br i1 %6815, label %6818, label %6816

; <label>:6816                                    ; preds = %6811
  %6817 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6817, i32 52, i32 undef, i32 %6813, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6818

; <label>:6818                                    ; preds = %6816, %6811
  %6819 = mul i32 %6813, 1664525
  %6820 = add i32 %6819, -149880978
  %6821 = and i32 %6820, 131072
  %6822 = icmp eq i32 %6821, 0
  br i1 %6822, label %6825, label %6823

; <label>:6823                                    ; preds = %6818
  %6824 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6824, i32 56, i32 undef, i32 %6820, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6825

; <label>:6825                                    ; preds = %6823, %6818
  %6826 = mul i32 %6820, 1664525
  %6827 = add i32 %6826, -1790412513
  %6828 = and i32 %6827, 262144
  %6829 = icmp eq i32 %6828, 0
  br i1 %6829, label %6832, label %6830

; <label>:6830                                    ; preds = %6825
  %6831 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6831, i32 60, i32 undef, i32 %6827, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6832

; <label>:6832                                    ; preds = %6830, %6825
  %6833 = mul i32 %6827, 1664525
  %6834 = add i32 %6833, 864023248
  %6835 = and i32 %6834, 524288
  %6836 = icmp eq i32 %6835, 0
  br i1 %6836, label %6839, label %6837

; <label>:6837                                    ; preds = %6832
  %6838 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6838, i32 64, i32 undef, i32 %6834, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6839

; <label>:6839                                    ; preds = %6837, %6832
  %6840 = mul i32 %6834, 1664525
  %6841 = add i32 %6840, -776508287
  %6842 = and i32 %6841, 1048576
  %6843 = icmp eq i32 %6842, 0
  br i1 %6843, label %6846, label %6844

; <label>:6844                                    ; preds = %6839
  %6845 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6845, i32 68, i32 undef, i32 %6841, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6846

; <label>:6846                                    ; preds = %6844, %6839
  %6847 = mul i32 %6841, 1664525
  %6848 = add i32 %6847, 1877927474
  %6849 = and i32 %6848, 2097152
  %6850 = icmp eq i32 %6849, 0
  br i1 %6850, label %6853, label %6851

; <label>:6851                                    ; preds = %6846
  %6852 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6852, i32 72, i32 undef, i32 %6848, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6853

; <label>:6853                                    ; preds = %6851, %6846
  %6854 = mul i32 %6848, 1664525
  %6855 = add i32 %6854, 237395939
  %6856 = and i32 %6855, 4194304
  %6857 = icmp eq i32 %6856, 0
  br i1 %6857, label %6860, label %6858

; <label>:6858                                    ; preds = %6853
  %6859 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6859, i32 76, i32 undef, i32 %6855, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6860

; <label>:6860                                    ; preds = %6858, %6853
  %6861 = mul i32 %6855, 1664525
  %6862 = add i32 %6861, -1403135596
  %6863 = and i32 %6862, 8388608
  %6864 = icmp eq i32 %6863, 0
  br i1 %6864, label %6867, label %6865

; <label>:6865                                    ; preds = %6860
  %6866 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6866, i32 80, i32 undef, i32 %6862, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6867

; <label>:6867                                    ; preds = %6865, %6860
  %6868 = mul i32 %6862, 1664525
  %6869 = add i32 %6868, 1251300165
  %6870 = and i32 %6869, 16777216
  %6871 = icmp eq i32 %6870, 0
  br i1 %6871, label %6874, label %6872

; <label>:6872                                    ; preds = %6867
  %6873 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6873, i32 84, i32 undef, i32 %6869, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6874

; <label>:6874                                    ; preds = %6872, %6867
  %6875 = mul i32 %6869, 1664525
  %6876 = add i32 %6875, -389231370
  %6877 = and i32 %6876, 33554432
  %6878 = icmp eq i32 %6877, 0
  br i1 %6878, label %6881, label %6879

; <label>:6879                                    ; preds = %6874
  %6880 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6880, i32 88, i32 undef, i32 %6876, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6881

; <label>:6881                                    ; preds = %6879, %6874
  %6882 = mul i32 %6876, 1664525
  %6883 = add i32 %6882, -2029762905
  %6884 = and i32 %6883, 67108864
  %6885 = icmp eq i32 %6884, 0
  br i1 %6885, label %6888, label %6886

; <label>:6886                                    ; preds = %6881
  %6887 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6887, i32 92, i32 undef, i32 %6883, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6888

; <label>:6888                                    ; preds = %6886, %6881
  %6889 = mul i32 %6883, 1664525
  %6890 = add i32 %6889, 624672856
  %6891 = and i32 %6890, 134217728
  %6892 = icmp eq i32 %6891, 0
  br i1 %6892, label %6895, label %6893

; <label>:6893                                    ; preds = %6888
  %6894 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6894, i32 96, i32 undef, i32 %6890, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6895

; <label>:6895                                    ; preds = %6893, %6888
  %6896 = mul i32 %6890, 1664525
  %6897 = add i32 %6896, -1015858679
  %6898 = and i32 %6897, 268435456
  %6899 = icmp eq i32 %6898, 0
  br i1 %6899, label %6902, label %6900

; <label>:6900                                    ; preds = %6895
  %6901 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6901, i32 100, i32 undef, i32 %6897, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6902

; <label>:6902                                    ; preds = %6900, %6895
  %6903 = mul i32 %6897, 1664525
  %6904 = add i32 %6903, 1638577082
  %6905 = and i32 %6904, 1
  %6906 = icmp eq i32 %6905, 0
  br i1 %6906, label %6909, label %6907

; <label>:6907                                    ; preds = %6902
  %6908 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6908, i32 104, i32 undef, i32 %6904, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6909

; <label>:6909                                    ; preds = %6907, %6902
  %6910 = mul i32 %6904, 1664525
  %6911 = add i32 %6910, -1954453
  %6912 = and i32 %6911, 2
  %6913 = icmp eq i32 %6912, 0
  br i1 %6913, label %6916, label %6914

; <label>:6914                                    ; preds = %6909
  %6915 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6915, i32 108, i32 undef, i32 %6911, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6916

; <label>:6916                                    ; preds = %6914, %6909
  %6917 = mul i32 %6911, 1664525
  %6918 = add i32 %6917, -1642485988
  %6919 = and i32 %6918, 4
  %6920 = icmp eq i32 %6919, 0
  br i1 %6920, label %6923, label %6921

; <label>:6921                                    ; preds = %6916
  %6922 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6922, i32 112, i32 undef, i32 %6918, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6923

; <label>:6923                                    ; preds = %6921, %6916
  %6924 = mul i32 %6918, 1664525
  %6925 = add i32 %6924, 1011949773
  %6926 = and i32 %6925, 8
  %6927 = icmp eq i32 %6926, 0
  br i1 %6927, label %6930, label %6928

; <label>:6928                                    ; preds = %6923
  %6929 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6929, i32 116, i32 undef, i32 %6925, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6930

; <label>:6930                                    ; preds = %6928, %6923
  %6931 = mul i32 %6925, 1664525
  %6932 = add i32 %6931, -628581762
  %6933 = and i32 %6932, 16
  %6934 = icmp eq i32 %6933, 0
  br i1 %6934, label %6937, label %6935

; <label>:6935                                    ; preds = %6930
  %6936 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6936, i32 120, i32 undef, i32 %6932, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6937

; <label>:6937                                    ; preds = %6935, %6930
  %6938 = mul i32 %6932, 1664525
  %6939 = add i32 %6938, 2025853999
  %6940 = and i32 %6939, 32
  %6941 = icmp eq i32 %6940, 0
  br i1 %6941, label %6944, label %6942

; <label>:6942                                    ; preds = %6937
  %6943 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6943, i32 124, i32 undef, i32 %6939, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6944

; <label>:6944                                    ; preds = %6942, %6937
  %6945 = mul i32 %6939, 1664525
  %6946 = add i32 %6945, 385322464
  %6947 = and i32 %6946, 64
  %6948 = icmp eq i32 %6947, 0
  br i1 %6948, label %6951, label %6949

; <label>:6949                                    ; preds = %6944
  %6950 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6950, i32 128, i32 undef, i32 %6946, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6951

; <label>:6951                                    ; preds = %6949, %6944
  %6952 = mul i32 %6946, 1664525
  %6953 = add i32 %6952, -1255209071
  %6954 = and i32 %6953, 128
  %6955 = icmp eq i32 %6954, 0
  br i1 %6955, label %6958, label %6956

; <label>:6956                                    ; preds = %6951
  %6957 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6957, i32 132, i32 undef, i32 %6953, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6958

; <label>:6958                                    ; preds = %6956, %6951
  %6959 = mul i32 %6953, 1664525
  %6960 = add i32 %6959, 1399226690
  %6961 = and i32 %6960, 256
  %6962 = icmp eq i32 %6961, 0
  br i1 %6962, label %6965, label %6963

; <label>:6963                                    ; preds = %6958
  %6964 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6964, i32 136, i32 undef, i32 %6960, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6965

; <label>:6965                                    ; preds = %6963, %6958
  %6966 = mul i32 %6960, 1664525
  %6967 = add i32 %6966, -241304845
  %6968 = and i32 %6967, 512
  %6969 = icmp eq i32 %6968, 0
  br i1 %6969, label %6972, label %6970

; <label>:6970                                    ; preds = %6965
  %6971 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6971, i32 140, i32 undef, i32 %6967, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6972

; <label>:6972                                    ; preds = %6970, %6965
  %6973 = mul i32 %6967, 1664525
  %6974 = add i32 %6973, -1881836380
  %6975 = and i32 %6974, 1024
  %6976 = icmp eq i32 %6975, 0
  br i1 %6976, label %6979, label %6977

; <label>:6977                                    ; preds = %6972
  %6978 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6978, i32 144, i32 undef, i32 %6974, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6979

; <label>:6979                                    ; preds = %6977, %6972
  %6980 = mul i32 %6974, 1664525
  %6981 = add i32 %6980, 772599381
  %6982 = and i32 %6981, 2048
  %6983 = icmp eq i32 %6982, 0
  br i1 %6983, label %6986, label %6984

; <label>:6984                                    ; preds = %6979
  %6985 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6985, i32 148, i32 undef, i32 %6981, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6986

; <label>:6986                                    ; preds = %6984, %6979
  %6987 = mul i32 %6981, 1664525
  %6988 = add i32 %6987, -867932154
  %6989 = and i32 %6988, 4096
  %6990 = icmp eq i32 %6989, 0
  br i1 %6990, label %6993, label %6991

; <label>:6991                                    ; preds = %6986
  %6992 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6992, i32 152, i32 undef, i32 %6988, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %6993

; <label>:6993                                    ; preds = %6991, %6986
  %6994 = mul i32 %6988, 1664525
  %6995 = add i32 %6994, 1786503607
  %6996 = and i32 %6995, 8192
  %6997 = icmp eq i32 %6996, 0
  br i1 %6997, label %7000, label %6998

; <label>:6998                                    ; preds = %6993
  %6999 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %6999, i32 156, i32 undef, i32 %6995, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7000

; <label>:7000                                    ; preds = %6998, %6993
  %7001 = mul i32 %6995, 1664525
  %7002 = add i32 %7001, 145972072
  %7003 = and i32 %7002, 16384
  %7004 = icmp eq i32 %7003, 0
  br i1 %7004, label %7007, label %7005

; <label>:7005                                    ; preds = %7000
  %7006 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7006, i32 160, i32 undef, i32 %7002, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7007

; <label>:7007                                    ; preds = %7005, %7000
  %7008 = mul i32 %7002, 1664525
  %7009 = add i32 %7008, -1494559463
  %7010 = and i32 %7009, 32768
  %7011 = icmp eq i32 %7010, 0
  br i1 %7011, label %7014, label %7012

; <label>:7012                                    ; preds = %7007
  %7013 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7013, i32 164, i32 undef, i32 %7009, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7014

; <label>:7014                                    ; preds = %7012, %7007
  %7015 = mul i32 %7009, 1664525
  %7016 = add i32 %7015, 1159876298
  %7017 = and i32 %7016, 65536
  %7018 = icmp eq i32 %7017, 0
  br i1 %7018, label %7021, label %7019

; <label>:7019                                    ; preds = %7014
  %7020 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7020, i32 168, i32 undef, i32 %7016, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7021

; <label>:7021                                    ; preds = %7019, %7014
  %7022 = mul i32 %7016, 1664525
  %7023 = add i32 %7022, -480655237
  %7024 = and i32 %7023, 131072
  %7025 = icmp eq i32 %7024, 0
  br i1 %7025, label %7028, label %7026

; <label>:7026                                    ; preds = %7021
  %7027 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7027, i32 172, i32 undef, i32 %7023, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7028

; <label>:7028                                    ; preds = %7026, %7021
  %7029 = mul i32 %7023, 1664525
  %7030 = add i32 %7029, -2121186772
  %7031 = and i32 %7030, 262144
  %7032 = icmp eq i32 %7031, 0
  br i1 %7032, label %7035, label %7033

; <label>:7033                                    ; preds = %7028
  %7034 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7034, i32 176, i32 undef, i32 %7030, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7035

; <label>:7035                                    ; preds = %7033, %7028
  %7036 = mul i32 %7030, 1664525
  %7037 = add i32 %7036, 533248989
  %7038 = and i32 %7037, 524288
  %7039 = icmp eq i32 %7038, 0
  br i1 %7039, label %7042, label %7040

; <label>:7040                                    ; preds = %7035
  %7041 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7041, i32 180, i32 undef, i32 %7037, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7042

; <label>:7042                                    ; preds = %7040, %7035
  %7043 = mul i32 %7037, 1664525
  %7044 = add i32 %7043, -1107282546
  %7045 = and i32 %7044, 1048576
  %7046 = icmp eq i32 %7045, 0
  br i1 %7046, label %7049, label %7047

; <label>:7047                                    ; preds = %7042
  %7048 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7048, i32 184, i32 undef, i32 %7044, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7049

; <label>:7049                                    ; preds = %7047, %7042
  %7050 = mul i32 %7044, 1664525
  %7051 = add i32 %7050, 1547153215
  %7052 = and i32 %7051, 2097152
  %7053 = icmp eq i32 %7052, 0
  br i1 %7053, label %7056, label %7054

; <label>:7054                                    ; preds = %7049
  %7055 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7055, i32 188, i32 undef, i32 %7051, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7056

; <label>:7056                                    ; preds = %7054, %7049
  %7057 = mul i32 %7051, 1664525
  %7058 = add i32 %7057, -93378320
  %7059 = and i32 %7058, 4194304
  %7060 = icmp eq i32 %7059, 0
  br i1 %7060, label %7063, label %7061

; <label>:7061                                    ; preds = %7056
  %7062 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7062, i32 192, i32 undef, i32 %7058, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7063

; <label>:7063                                    ; preds = %7061, %7056
  %7064 = mul i32 %7058, 1664525
  %7065 = add i32 %7064, -1733909855
  %7066 = and i32 %7065, 8388608
  %7067 = icmp eq i32 %7066, 0
  br i1 %7067, label %7070, label %7068

; <label>:7068                                    ; preds = %7063
  %7069 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7069, i32 196, i32 undef, i32 %7065, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7070

; <label>:7070                                    ; preds = %7068, %7063
  %7071 = mul i32 %7065, 1664525
  %7072 = add i32 %7071, 920525906
  %7073 = and i32 %7072, 16777216
  %7074 = icmp eq i32 %7073, 0
  br i1 %7074, label %7077, label %7075

; <label>:7075                                    ; preds = %7070
  %7076 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7076, i32 200, i32 undef, i32 %7072, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7077

; <label>:7077                                    ; preds = %7075, %7070
  %7078 = mul i32 %7072, 1664525
  %7079 = add i32 %7078, -720005629
  %7080 = and i32 %7079, 33554432
  %7081 = icmp eq i32 %7080, 0
  br i1 %7081, label %7084, label %7082

; <label>:7082                                    ; preds = %7077
  %7083 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7083, i32 204, i32 undef, i32 %7079, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7084

; <label>:7084                                    ; preds = %7082, %7077
  %7085 = mul i32 %7079, 1664525
  %7086 = add i32 %7085, 1934430132
  %7087 = and i32 %7086, 67108864
  %7088 = icmp eq i32 %7087, 0
  br i1 %7088, label %7091, label %7089

; <label>:7089                                    ; preds = %7084
  %7090 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7090, i32 208, i32 undef, i32 %7086, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7091

; <label>:7091                                    ; preds = %7089, %7084
  %7092 = mul i32 %7086, 1664525
  %7093 = add i32 %7092, 293898597
  %7094 = and i32 %7093, 134217728
  %7095 = icmp eq i32 %7094, 0
  br i1 %7095, label %7098, label %7096

; <label>:7096                                    ; preds = %7091
  %7097 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7097, i32 212, i32 undef, i32 %7093, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7098

; <label>:7098                                    ; preds = %7096, %7091
  %7099 = mul i32 %7093, 1664525
  %7100 = add i32 %7099, -1346632938
  %7101 = and i32 %7100, 268435456
  %7102 = icmp eq i32 %7101, 0
  br i1 %7102, label %7105, label %7103

; <label>:7103                                    ; preds = %7098
  %7104 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7104, i32 216, i32 undef, i32 %7100, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7105

; <label>:7105                                    ; preds = %7103, %7098
  %7106 = mul i32 %7100, 1664525
  %7107 = add i32 %7106, 1307802823
  %7108 = and i32 %7107, 1
  %7109 = icmp eq i32 %7108, 0
  br i1 %7109, label %7112, label %7110

; <label>:7110                                    ; preds = %7105
  %7111 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7111, i32 220, i32 undef, i32 %7107, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7112

; <label>:7112                                    ; preds = %7110, %7105
  %7113 = mul i32 %7107, 1664525
  %7114 = add i32 %7113, -332728712
  %7115 = and i32 %7114, 2
  %7116 = icmp eq i32 %7115, 0
  br i1 %7116, label %7119, label %7117

; <label>:7117                                    ; preds = %7112
  %7118 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7118, i32 224, i32 undef, i32 %7114, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7119

; <label>:7119                                    ; preds = %7117, %7112
  %7120 = mul i32 %7114, 1664525
  %7121 = add i32 %7120, -1973260247
  %7122 = and i32 %7121, 4
  %7123 = icmp eq i32 %7122, 0
  br i1 %7123, label %7126, label %7124

; <label>:7124                                    ; preds = %7119
  %7125 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7125, i32 228, i32 undef, i32 %7121, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7126

; <label>:7126                                    ; preds = %7124, %7119
  %7127 = mul i32 %7121, 1664525
  %7128 = add i32 %7127, 681175514
  %7129 = and i32 %7128, 8
  %7130 = icmp eq i32 %7129, 0
  br i1 %7130, label %7133, label %7131

; <label>:7131                                    ; preds = %7126
  %7132 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7132, i32 232, i32 undef, i32 %7128, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7133

; <label>:7133                                    ; preds = %7131, %7126
  %7134 = mul i32 %7128, 1664525
  %7135 = add i32 %7134, -959356021
  %7136 = and i32 %7135, 16
  %7137 = icmp eq i32 %7136, 0
  br i1 %7137, label %7140, label %7138

; <label>:7138                                    ; preds = %7133
  %7139 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7139, i32 236, i32 undef, i32 %7135, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7140

; <label>:7140                                    ; preds = %7138, %7133
  %7141 = mul i32 %7135, 1664525
  %7142 = add i32 %7141, 1695079740
  %7143 = and i32 %7142, 32
  %7144 = icmp eq i32 %7143, 0
  br i1 %7144, label %7147, label %7145

; <label>:7145                                    ; preds = %7140
  %7146 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7146, i32 240, i32 undef, i32 %7142, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7147

; <label>:7147                                    ; preds = %7145, %7140
  %7148 = mul i32 %7142, 1664525
  %7149 = add i32 %7148, 54548205
  %7150 = and i32 %7149, 64
  %7151 = icmp eq i32 %7150, 0
  br i1 %7151, label %7154, label %7152

; <label>:7152                                    ; preds = %7147
  %7153 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7153, i32 244, i32 undef, i32 %7149, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7154

; <label>:7154                                    ; preds = %7152, %7147
  %7155 = mul i32 %7149, 1664525
  %7156 = add i32 %7155, -1585983330
  %7157 = and i32 %7156, 128
  %7158 = icmp eq i32 %7157, 0
  br i1 %7158, label %7161, label %7159

; <label>:7159                                    ; preds = %7154
  %7160 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7160, i32 248, i32 undef, i32 %7156, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7161

; <label>:7161                                    ; preds = %7159, %7154
  %7162 = mul i32 %7156, 1664525
  %7163 = add i32 %7162, 1068452431
  %7164 = and i32 %7163, 256
  %7165 = icmp eq i32 %7164, 0
  br i1 %7165, label %7168, label %7166

; <label>:7166                                    ; preds = %7161
  %7167 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %7167, i32 252, i32 undef, i32 %7163, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  br label %7168

; <label>:7168                                    ; preds = %7166, %7161
  ret i32 %7163
}

define void @Scatter() {
  %1 = load %struct.RWByteAddressBuffer, %struct.RWByteAddressBuffer* @"\01?output@@3URWByteAddressBuffer@@A", align 4
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %3 = call fastcc i32 @"\01?scatter@@YAII@Z"(i32 %2)
  %4 = call %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32 160, %struct.RWByteAddressBuffer %1)  ; CreateHandleForLib(Resource)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %4, i32 256, i32 undef, i32 %3, i32 undef, i32 undef, i32 undef, i8 1, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.struct.RWByteAddressBuffer(i32, %struct.RWByteAddressBuffer) #3

attributes #0 = { noinline nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind }
attributes #3 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!7}
!dx.entryPoints = !{!15, !17}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 3}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 3}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %struct.RWByteAddressBuffer* @"\01?output@@3URWByteAddressBuffer@@A", !"output", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!7 = !{i32 1, i32 (i32)* @"\01?scatter@@YAII@Z", !8, void ()* @Scatter, !13}
!8 = !{!9, !12}
!9 = !{i32 1, !10, !11}
!10 = !{i32 7, i32 5}
!11 = !{}
!12 = !{i32 0, !10, !11}
!13 = !{!14}
!14 = !{i32 0, !11, !11}
!15 = !{null, !"", null, !4, !16}
!16 = !{i32 0, i64 16}
!17 = !{void ()* @Scatter, !"Scatter", null, null, !18}
!18 = !{i32 8, i32 5, i32 4, !19, i32 5, !20}
!19 = !{i32 1, i32 1, i32 1}
!20 = !{i32 0}
