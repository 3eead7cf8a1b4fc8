;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
; shader hash: 9120ebc009cd5b2ee522eacaaba9daaa
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(64,1,1)
; NumBytesGroupSharedMemory: 0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 0
; SigOutputElements: 0
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 0
; SigOutputVectors[0]: 0
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: main
;
;
; Buffer Definitions:
;
; Resource bind info for In
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
; Resource bind info for Out
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; In                                texture  struct         r/o      T0             t0     1
; Out                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %4 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %2, i32 %3, i32 0)  ; BufferLoad(srv,index,wot)
  %5 = extractvalue %dx.types.ResRet.i32 %4, 0
  %6 = xor i32 %5, -149283844
  %7 = icmp ult i32 %6, 5
  br i1 %7, label %8, label %9

; <label>:8                                       ; preds = %0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1000, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:9                                       ; preds = %0
  %10 = xor i32 %5, -1133907355
  %11 = icmp ult i32 %10, 5
  br i1 %11, label %12, label %13

; <label>:12                                      ; preds = %9
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1001, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:13                                      ; preds = %9
  %14 = xor i32 %5, -58671597
  %15 = icmp ult i32 %14, 5
  br i1 %15, label %16, label %17

; <label>:16                                      ; preds = %13
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1002, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:17                                      ; preds = %13
  %18 = xor i32 %5, 72501884
  %19 = icmp ult i32 %18, 5
  br i1 %19, label %20, label %21

; <label>:20                                      ; preds = %17
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1003, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:21                                      ; preds = %17
  %22 = xor i32 %5, -1368588459
  %23 = icmp ult i32 %22, 5
  br i1 %23, label %24, label %25

; <label>:24                                      ; preds = %21
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1004, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:25                                      ; preds = %21
  %26 = xor i32 %5, -789268
  %27 = icmp ult i32 %26, 5
  br i1 %27, label %28, label %29

; <label>:28                                      ; preds = %25
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1005, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:29                                      ; preds = %25
  %30 = xor i32 %5, 1029568882
  %31 = icmp ult i32 %30, 5
  br i1 %31, label %32, label %33

; <label>:32                                      ; preds = %29
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1006, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:33                                      ; preds = %29
  %34 = xor i32 %5, 1452032918
  %35 = icmp ult i32 %34, 5
  br i1 %35, label %36, label %37

; <label>:36                                      ; preds = %33
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1007, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:37                                      ; preds = %33
  %38 = xor i32 %5, -1253295792
  %39 = icmp ult i32 %38, 5
  br i1 %39, label %40, label %41

; <label>:40                                      ; preds = %37
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1008, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:41                                      ; preds = %37
  %42 = xor i32 %5, 1205089176
  %43 = icmp ult i32 %42, 5
  br i1 %43, label %44, label %45

; <label>:44                                      ; preds = %41
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1009, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:45                                      ; preds = %41
  %46 = xor i32 %5, 1130926141
  %47 = icmp ult i32 %46, 5
  br i1 %47, label %48, label %49

; <label>:48                                      ; preds = %45
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1010, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:49                                      ; preds = %45
  %50 = xor i32 %5, -610585022
  %51 = icmp ult i32 %50, 5
  br i1 %51, label %52, label %53

; <label>:52                                      ; preds = %49
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1011, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:53                                      ; preds = %49
  %54 = xor i32 %5, -538878344
  %55 = icmp ult i32 %54, 5
  br i1 %55, label %56, label %57

; <label>:56                                      ; preds = %53
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1012, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:57                                      ; preds = %53
  %58 = xor i32 %5, -869232704
  %59 = icmp ult i32 %58, 5
  br i1 %59, label %60, label %61

; <label>:60                                      ; preds = %57
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1013, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:61                                      ; preds = %57
  %62 = xor i32 %5, 959457936
  %63 = icmp ult i32 %62, 5
  br i1 %63, label %64, label %65

; <label>:64                                      ; preds = %61
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1014, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:65                                      ; preds = %61
  %66 = xor i32 %5, -2098650087
  %67 = icmp ult i32 %66, 5
  br i1 %67, label %68, label %69

; <label>:68                                      ; preds = %65
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1015, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:69                                      ; preds = %65
  %70 = xor i32 %5, 1803350796
  %71 = icmp ult i32 %70, 5
  br i1 %71, label %72, label %73

; <label>:72                                      ; preds = %69
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1016, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:73                                      ; preds = %69
  %74 = xor i32 %5, 339127578
  %75 = icmp ult i32 %74, 5
  br i1 %75, label %76, label %77

; <label>:76                                      ; preds = %73
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1017, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:77                                      ; preds = %73
  %78 = xor i32 %5, 1546035543
  %79 = icmp ult i32 %78, 5
  br i1 %79, label %80, label %81

; <label>:80                                      ; preds = %77
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1018, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:81                                      ; preds = %77
  %82 = xor i32 %5, -1848486464
  %83 = icmp ult i32 %82, 5
  br i1 %83, label %84, label %85

; <label>:84                                      ; preds = %81
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1019, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:85                                      ; preds = %81
  %86 = xor i32 %5, -1522259904
  %87 = icmp ult i32 %86, 5
  br i1 %87, label %88, label %89

; <label>:88                                      ; preds = %85
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1020, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:89                                      ; preds = %85
  %90 = xor i32 %5, -20732170
  %91 = icmp ult i32 %90, 5
  br i1 %91, label %92, label %93

; <label>:92                                      ; preds = %89
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1021, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:93                                      ; preds = %89
  %94 = xor i32 %5, 80530851
  %95 = icmp ult i32 %94, 5
  br i1 %95, label %96, label %97

; <label>:96                                      ; preds = %93
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1022, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:97                                      ; preds = %93
  %98 = xor i32 %5, -1206532155
  %99 = icmp ult i32 %98, 5
  br i1 %99, label %100, label %101

; <label>:100                                     ; preds = %97
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1023, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:101                                     ; preds = %97
  %102 = xor i32 %5, 2125944711
  %103 = icmp ult i32 %102, 5
  br i1 %103, label %104, label %105

; <label>:104                                     ; preds = %101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1024, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:105                                     ; preds = %101
  %106 = xor i32 %5, 499168724
  %107 = icmp ult i32 %106, 5
  br i1 %107, label %108, label %109

; <label>:108                                     ; preds = %105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1025, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:109                                     ; preds = %105
  %110 = xor i32 %5, 203650898
  %111 = icmp ult i32 %110, 5
  br i1 %111, label %112, label %113

; <label>:112                                     ; preds = %109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1026, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:113                                     ; preds = %109
  %114 = xor i32 %5, -1911301318
  %115 = icmp ult i32 %114, 5
  br i1 %115, label %116, label %117

; <label>:116                                     ; preds = %113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1027, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:117                                     ; preds = %113
  %118 = xor i32 %5, -2138650810
  %119 = icmp ult i32 %118, 5
  br i1 %119, label %120, label %121

; <label>:120                                     ; preds = %117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1028, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:121                                     ; preds = %117
  %122 = xor i32 %5, 1519565485
  %123 = icmp ult i32 %122, 5
  br i1 %123, label %124, label %125

; <label>:124                                     ; preds = %121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1029, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:125                                     ; preds = %121
  %126 = xor i32 %5, 1010433739
  %127 = icmp ult i32 %126, 5
  br i1 %127, label %128, label %129

; <label>:128                                     ; preds = %125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1030, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:129                                     ; preds = %125
  %130 = xor i32 %5, 1336735465
  %131 = icmp ult i32 %130, 5
  br i1 %131, label %132, label %133

; <label>:132                                     ; preds = %129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1031, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:133                                     ; preds = %129
  %134 = xor i32 %5, 1366948769
  %135 = icmp ult i32 %134, 5
  br i1 %135, label %136, label %137

; <label>:136                                     ; preds = %133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1032, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:137                                     ; preds = %133
  %138 = xor i32 %5, -408852924
  %139 = icmp ult i32 %138, 5
  br i1 %139, label %140, label %141

; <label>:140                                     ; preds = %137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1033, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:141                                     ; preds = %137
  %142 = xor i32 %5, -875522789
  %143 = icmp ult i32 %142, 5
  br i1 %143, label %144, label %145

; <label>:144                                     ; preds = %141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1034, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:145                                     ; preds = %141
  %146 = xor i32 %5, 2037733535
  %147 = icmp ult i32 %146, 5
  br i1 %147, label %148, label %149

; <label>:148                                     ; preds = %145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1035, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:149                                     ; preds = %145
  %150 = xor i32 %5, 2115198511
  %151 = icmp ult i32 %150, 5
  br i1 %151, label %152, label %153

; <label>:152                                     ; preds = %149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1036, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:153                                     ; preds = %149
  %154 = xor i32 %5, 1615544666
  %155 = icmp ult i32 %154, 5
  br i1 %155, label %156, label %157

; <label>:156                                     ; preds = %153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1037, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:157                                     ; preds = %153
  %158 = xor i32 %5, -687183124
  %159 = icmp ult i32 %158, 5
  br i1 %159, label %160, label %161

; <label>:160                                     ; preds = %157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1038, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:161                                     ; preds = %157
  %162 = xor i32 %5, -1111940509
  %163 = icmp ult i32 %162, 5
  br i1 %163, label %164, label %165

; <label>:164                                     ; preds = %161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1039, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:165                                     ; preds = %161
  %166 = xor i32 %5, 1233566808
  %167 = icmp ult i32 %166, 5
  br i1 %167, label %168, label %169

; <label>:168                                     ; preds = %165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1040, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:169                                     ; preds = %165
  %170 = xor i32 %5, 177720750
  %171 = icmp ult i32 %170, 5
  br i1 %171, label %172, label %173

; <label>:172                                     ; preds = %169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1041, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:173                                     ; preds = %169
  %174 = xor i32 %5, -455524208
  %175 = icmp ult i32 %174, 5
  br i1 %175, label %176, label %177

; <label>:176                                     ; preds = %173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1042, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:177                                     ; preds = %173
  %178 = xor i32 %5, -238372849
  %179 = icmp ult i32 %178, 5
  br i1 %179, label %180, label %181

; <label>:180                                     ; preds = %177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1043, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:181                                     ; preds = %177
  %182 = xor i32 %5, -101237778
  %183 = icmp ult i32 %182, 5
  br i1 %183, label %184, label %185

; <label>:184                                     ; preds = %181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1044, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:185                                     ; preds = %181
  %186 = xor i32 %5, 265027543
  %187 = icmp ult i32 %186, 5
  br i1 %187, label %188, label %189

; <label>:188                                     ; preds = %185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1045, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:189                                     ; preds = %185
  %190 = xor i32 %5, -671095095
  %191 = icmp ult i32 %190, 5
  br i1 %191, label %192, label %193

; <label>:192                                     ; preds = %189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1046, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:193                                     ; preds = %189
  %194 = xor i32 %5, 1985515665
  %195 = icmp ult i32 %194, 5
  br i1 %195, label %196, label %197

; <label>:196                                     ; preds = %193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1047, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:197                                     ; preds = %193
  %198 = xor i32 %5, -1746589381
  %199 = icmp ult i32 %198, 5
  br i1 %199, label %200, label %201

; <label>:200                                     ; preds = %197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1048, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:201                                     ; preds = %197
  %202 = xor i32 %5, 38333415
  %203 = icmp ult i32 %202, 5
  br i1 %203, label %204, label %205

; <label>:204                                     ; preds = %201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1049, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:205                                     ; preds = %201
  %206 = xor i32 %5, 1631180785
  %207 = icmp ult i32 %206, 5
  br i1 %207, label %208, label %209

; <label>:208                                     ; preds = %205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1050, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:209                                     ; preds = %205
  %210 = xor i32 %5, 1491762267
  %211 = icmp ult i32 %210, 5
  br i1 %211, label %212, label %213

; <label>:212                                     ; preds = %209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1051, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:213                                     ; preds = %209
  %214 = xor i32 %5, -1266152567
  %215 = icmp ult i32 %214, 5
  br i1 %215, label %216, label %217

; <label>:216                                     ; preds = %213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1052, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:217                                     ; preds = %213
  %218 = xor i32 %5, -1737510136
  %219 = icmp ult i32 %218, 5
  br i1 %219, label %220, label %221

; <label>:220                                     ; preds = %217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1053, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:221                                     ; preds = %217
  %222 = xor i32 %5, -765610212
  %223 = icmp ult i32 %222, 5
  br i1 %223, label %224, label %225

; <label>:224                                     ; preds = %221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1054, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:225                                     ; preds = %221
  %226 = xor i32 %5, -855969861
  %227 = icmp ult i32 %226, 5
  br i1 %227, label %228, label %229

; <label>:228                                     ; preds = %225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1055, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:229                                     ; preds = %225
  %230 = xor i32 %5, -461368553
  %231 = icmp ult i32 %230, 5
  br i1 %231, label %232, label %233

; <label>:232                                     ; preds = %229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1056, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:233                                     ; preds = %229
  %234 = xor i32 %5, -2069792909
  %235 = icmp ult i32 %234, 5
  br i1 %235, label %236, label %237

; <label>:236                                     ; preds = %233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1057, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:237                                     ; preds = %233
  %238 = xor i32 %5, 617983758
  %239 = icmp ult i32 %238, 5
  br i1 %239, label %240, label %241

; <label>:240                                     ; preds = %237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1058, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:241                                     ; preds = %237
  %242 = xor i32 %5, 1071305871
  %243 = icmp ult i32 %242, 5
  br i1 %243, label %244, label %245

; <label>:244                                     ; preds = %241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1059, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:245                                     ; preds = %241
  %246 = xor i32 %5, 1421651335
  %247 = icmp ult i32 %246, 5
  br i1 %247, label %248, label %249

; <label>:248                                     ; preds = %245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1060, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:249                                     ; preds = %245
  %250 = xor i32 %5, -373645823
  %251 = icmp ult i32 %250, 5
  br i1 %251, label %252, label %253

; <label>:252                                     ; preds = %249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1061, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:253                                     ; preds = %249
  %254 = xor i32 %5, 1352125673
  %255 = icmp ult i32 %254, 5
  br i1 %255, label %256, label %257

; <label>:256                                     ; preds = %253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1062, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:257                                     ; preds = %253
  %258 = xor i32 %5, 1368821514
  %259 = icmp ult i32 %258, 5
  br i1 %259, label %260, label %261

; <label>:260                                     ; preds = %257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1063, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:261                                     ; preds = %257
  %262 = xor i32 %5, -1697110980
  %263 = icmp ult i32 %262, 5
  br i1 %263, label %264, label %265

; <label>:264                                     ; preds = %261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1064, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:265                                     ; preds = %261
  %266 = xor i32 %5, -1279559354
  %267 = icmp ult i32 %266, 5
  br i1 %267, label %268, label %269

; <label>:268                                     ; preds = %265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1065, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:269                                     ; preds = %265
  %270 = xor i32 %5, -1821653732
  %271 = icmp ult i32 %270, 5
  br i1 %271, label %272, label %273

; <label>:272                                     ; preds = %269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1066, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:273                                     ; preds = %269
  %274 = xor i32 %5, 552999041
  %275 = icmp ult i32 %274, 5
  br i1 %275, label %276, label %277

; <label>:276                                     ; preds = %273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1067, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:277                                     ; preds = %273
  %278 = xor i32 %5, 421771575
  %279 = icmp ult i32 %278, 5
  br i1 %279, label %280, label %281

; <label>:280                                     ; preds = %277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1068, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:281                                     ; preds = %277
  %282 = xor i32 %5, 1475772142
  %283 = icmp ult i32 %282, 5
  br i1 %283, label %284, label %285

; <label>:284                                     ; preds = %281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1069, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:285                                     ; preds = %281
  %286 = xor i32 %5, -400523550
  %287 = icmp ult i32 %286, 5
  br i1 %287, label %288, label %289

; <label>:288                                     ; preds = %285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1070, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:289                                     ; preds = %285
  %290 = xor i32 %5, 19671732
  %291 = icmp ult i32 %290, 5
  br i1 %291, label %292, label %293

; <label>:292                                     ; preds = %289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1071, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:293                                     ; preds = %289
  %294 = xor i32 %5, -1478813806
  %295 = icmp ult i32 %294, 5
  br i1 %295, label %296, label %297

; <label>:296                                     ; preds = %293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1072, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:297                                     ; preds = %293
  %298 = xor i32 %5, -693653398
  %299 = icmp ult i32 %298, 5
  br i1 %299, label %300, label %301

; <label>:300                                     ; preds = %297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1073, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:301                                     ; preds = %297
  %302 = xor i32 %5, -1478532415
  %303 = icmp ult i32 %302, 5
  br i1 %303, label %304, label %305

; <label>:304                                     ; preds = %301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1074, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:305                                     ; preds = %301
  %306 = xor i32 %5, -1067667209
  %307 = icmp ult i32 %306, 5
  br i1 %307, label %308, label %309

; <label>:308                                     ; preds = %305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1075, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:309                                     ; preds = %305
  %310 = xor i32 %5, 1583903465
  %311 = icmp ult i32 %310, 5
  br i1 %311, label %312, label %313

; <label>:312                                     ; preds = %309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1076, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:313                                     ; preds = %309
  %314 = xor i32 %5, 1454959885
  %315 = icmp ult i32 %314, 5
  br i1 %315, label %316, label %317

; <label>:316                                     ; preds = %313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1077, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:317                                     ; preds = %313
  %318 = xor i32 %5, 1751620623
  %319 = icmp ult i32 %318, 5
  br i1 %319, label %320, label %321

; <label>:320                                     ; preds = %317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1078, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:321                                     ; preds = %317
  %322 = xor i32 %5, 1170033990
  %323 = icmp ult i32 %322, 5
  br i1 %323, label %324, label %325

; <label>:324                                     ; preds = %321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1079, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:325                                     ; preds = %321
  %326 = xor i32 %5, 1172557102
  %327 = icmp ult i32 %326, 5
  br i1 %327, label %328, label %329

; <label>:328                                     ; preds = %325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1080, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:329                                     ; preds = %325
  %330 = xor i32 %5, -5076989
  %331 = icmp ult i32 %330, 5
  br i1 %331, label %332, label %333

; <label>:332                                     ; preds = %329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1081, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:333                                     ; preds = %329
  %334 = xor i32 %5, 259513987
  %335 = icmp ult i32 %334, 5
  br i1 %335, label %336, label %337

; <label>:336                                     ; preds = %333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1082, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:337                                     ; preds = %333
  %338 = xor i32 %5, -928120866
  %339 = icmp ult i32 %338, 5
  br i1 %339, label %340, label %341

; <label>:340                                     ; preds = %337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1083, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:341                                     ; preds = %337
  %342 = xor i32 %5, 426345656
  %343 = icmp ult i32 %342, 5
  br i1 %343, label %344, label %345

; <label>:344                                     ; preds = %341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1084, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:345                                     ; preds = %341
  %346 = xor i32 %5, -1519918523
  %347 = icmp ult i32 %346, 5
  br i1 %347, label %348, label %349

; <label>:348                                     ; preds = %345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1085, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:349                                     ; preds = %345
  %350 = xor i32 %5, -1387489632
  %351 = icmp ult i32 %350, 5
  br i1 %351, label %352, label %353

; <label>:352                                     ; preds = %349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1086, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:353                                     ; preds = %349
  %354 = xor i32 %5, -1196228221
  %355 = icmp ult i32 %354, 5
  br i1 %355, label %356, label %357

; <label>:356                                     ; preds = %353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1087, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:357                                     ; preds = %353
  %358 = xor i32 %5, -1995828338
  %359 = icmp ult i32 %358, 5
  br i1 %359, label %360, label %361

; <label>:360                                     ; preds = %357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1088, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:361                                     ; preds = %357
  %362 = xor i32 %5, 984909431
  %363 = icmp ult i32 %362, 5
  br i1 %363, label %364, label %365

; <label>:364                                     ; preds = %361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1089, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:365                                     ; preds = %361
  %366 = xor i32 %5, 239214608
  %367 = icmp ult i32 %366, 5
  br i1 %367, label %368, label %369

; <label>:368                                     ; preds = %365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1090, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:369                                     ; preds = %365
  %370 = xor i32 %5, 1795271048
  %371 = icmp ult i32 %370, 5
  br i1 %371, label %372, label %373

; <label>:372                                     ; preds = %369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1091, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:373                                     ; preds = %369
  %374 = xor i32 %5, -527342017
  %375 = icmp ult i32 %374, 5
  br i1 %375, label %376, label %377

; <label>:376                                     ; preds = %373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1092, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:377                                     ; preds = %373
  %378 = xor i32 %5, -1849667319
  %379 = icmp ult i32 %378, 5
  br i1 %379, label %380, label %381

; <label>:380                                     ; preds = %377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1093, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:381                                     ; preds = %377
  %382 = xor i32 %5, -2141970812
  %383 = icmp ult i32 %382, 5
  br i1 %383, label %384, label %385

; <label>:384                                     ; preds = %381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1094, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:385                                     ; preds = %381
  %386 = xor i32 %5, 2011154455
  %387 = icmp ult i32 %386, 5
  br i1 %387, label %388, label %389

; <label>:388                                     ; preds = %385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1095, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:389                                     ; preds = %385
  %390 = xor i32 %5, -1733782616
  %391 = icmp ult i32 %390, 5
  br i1 %391, label %392, label %393

; <label>:392                                     ; preds = %389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1096, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:393                                     ; preds = %389
  %394 = xor i32 %5, 1857330451
  %395 = icmp ult i32 %394, 5
  br i1 %395, label %396, label %397

; <label>:396                                     ; preds = %393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1097, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:397                                     ; preds = %393
  %398 = xor i32 %5, 1817079216
  %399 = icmp ult i32 %398, 5
  br i1 %399, label %400, label %401

; <label>:400                                     ; preds = %397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1098, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:401                                     ; preds = %397
  %402 = xor i32 %5, -322849638
  %403 = icmp ult i32 %402, 5
  br i1 %403, label %404, label %405

; <label>:404                                     ; preds = %401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1099, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:405                                     ; preds = %401
  %406 = xor i32 %5, 102277668
  %407 = icmp ult i32 %406, 5
  br i1 %407, label %408, label %409

; <label>:408                                     ; preds = %405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1100, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:409                                     ; preds = %405
  %410 = xor i32 %5, 1428042430
  %411 = icmp ult i32 %410, 5
  br i1 %411, label %412, label %413

; <label>:412                                     ; preds = %409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1101, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:413                                     ; preds = %409
  %414 = xor i32 %5, 726140314
  %415 = icmp ult i32 %414, 5
  br i1 %415, label %416, label %417

; <label>:416                                     ; preds = %413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1102, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:417                                     ; preds = %413
  %418 = xor i32 %5, -25366956
  %419 = icmp ult i32 %418, 5
  br i1 %419, label %420, label %421

; <label>:420                                     ; preds = %417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1103, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:421                                     ; preds = %417
  %422 = xor i32 %5, 1973635507
  %423 = icmp ult i32 %422, 5
  br i1 %423, label %424, label %425

; <label>:424                                     ; preds = %421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1104, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:425                                     ; preds = %421
  %426 = xor i32 %5, 130962682
  %427 = icmp ult i32 %426, 5
  br i1 %427, label %428, label %429

; <label>:428                                     ; preds = %425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1105, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:429                                     ; preds = %425
  %430 = xor i32 %5, -907149460
  %431 = icmp ult i32 %430, 5
  br i1 %431, label %432, label %433

; <label>:432                                     ; preds = %429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1106, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:433                                     ; preds = %429
  %434 = xor i32 %5, 1676563098
  %435 = icmp ult i32 %434, 5
  br i1 %435, label %436, label %437

; <label>:436                                     ; preds = %433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1107, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:437                                     ; preds = %433
  %438 = xor i32 %5, -834340586
  %439 = icmp ult i32 %438, 5
  br i1 %439, label %440, label %441

; <label>:440                                     ; preds = %437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1108, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:441                                     ; preds = %437
  %442 = xor i32 %5, -1036166839
  %443 = icmp ult i32 %442, 5
  br i1 %443, label %444, label %445

; <label>:444                                     ; preds = %441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1109, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:445                                     ; preds = %441
  %446 = xor i32 %5, -199679577
  %447 = icmp ult i32 %446, 5
  br i1 %447, label %448, label %449

; <label>:448                                     ; preds = %445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1110, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:449                                     ; preds = %445
  %450 = xor i32 %5, 2059525089
  %451 = icmp ult i32 %450, 5
  br i1 %451, label %452, label %453

; <label>:452                                     ; preds = %449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1111, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:453                                     ; preds = %449
  %454 = xor i32 %5, -1841949982
  %455 = icmp ult i32 %454, 5
  br i1 %455, label %456, label %457

; <label>:456                                     ; preds = %453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1112, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:457                                     ; preds = %453
  %458 = xor i32 %5, -2062134195
  %459 = icmp ult i32 %458, 5
  br i1 %459, label %460, label %461

; <label>:460                                     ; preds = %457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1113, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:461                                     ; preds = %457
  %462 = xor i32 %5, 945039848
  %463 = icmp ult i32 %462, 5
  br i1 %463, label %464, label %465

; <label>:464                                     ; preds = %461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1114, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:465                                     ; preds = %461
  %466 = xor i32 %5, -2121992973
  %467 = icmp ult i32 %466, 5
  br i1 %467, label %468, label %469

; <label>:468                                     ; preds = %465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1115, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:469                                     ; preds = %465
  %470 = xor i32 %5, -1466065430
  %471 = icmp ult i32 %470, 5
  br i1 %471, label %472, label %473

; <label>:472                                     ; preds = %469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1116, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:473                                     ; preds = %469
  %474 = xor i32 %5, -1308207325
  %475 = icmp ult i32 %474, 5
  br i1 %475, label %476, label %477

; <label>:476                                     ; preds = %473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1117, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:477                                     ; preds = %473
  %478 = xor i32 %5, -1364299068
  %479 = icmp ult i32 %478, 5
  br i1 %479, label %480, label %481

; <label>:480                                     ; preds = %477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1118, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:481                                     ; preds = %477
  %482 = xor i32 %5, 1931817436
  %483 = icmp ult i32 %482, 5
  br i1 %483, label %484, label %485

; <label>:484                                     ; preds = %481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1119, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:485                                     ; preds = %481
  %486 = xor i32 %5, -570289910
  %487 = icmp ult i32 %486, 5
  br i1 %487, label %488, label %489

; <label>:488                                     ; preds = %485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1120, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:489                                     ; preds = %485
  %490 = xor i32 %5, -423343112
  %491 = icmp ult i32 %490, 5
  br i1 %491, label %492, label %493

; <label>:492                                     ; preds = %489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1121, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:493                                     ; preds = %489
  %494 = xor i32 %5, 517559213
  %495 = icmp ult i32 %494, 5
  br i1 %495, label %496, label %497

; <label>:496                                     ; preds = %493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1122, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:497                                     ; preds = %493
  %498 = xor i32 %5, -1338591577
  %499 = icmp ult i32 %498, 5
  br i1 %499, label %500, label %501

; <label>:500                                     ; preds = %497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1123, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:501                                     ; preds = %497
  %502 = xor i32 %5, 1159332706
  %503 = icmp ult i32 %502, 5
  br i1 %503, label %504, label %505

; <label>:504                                     ; preds = %501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1124, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:505                                     ; preds = %501
  %506 = xor i32 %5, -1824742564
  %507 = icmp ult i32 %506, 5
  br i1 %507, label %508, label %509

; <label>:508                                     ; preds = %505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1125, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:509                                     ; preds = %505
  %510 = xor i32 %5, -335039259
  %511 = icmp ult i32 %510, 5
  br i1 %511, label %512, label %513

; <label>:512                                     ; preds = %509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1126, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:513                                     ; preds = %509
  %514 = xor i32 %5, 652245712
  %515 = icmp ult i32 %514, 5
  br i1 %515, label %516, label %517

; <label>:516                                     ; preds = %513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1127, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:517                                     ; preds = %513
  %518 = xor i32 %5, 641499137
  %519 = icmp ult i32 %518, 5
  br i1 %519, label %520, label %521

; <label>:520                                     ; preds = %517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1128, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:521                                     ; preds = %517
  %522 = xor i32 %5, -20589637
  %523 = icmp ult i32 %522, 5
  br i1 %523, label %524, label %525

; <label>:524                                     ; preds = %521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1129, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:525                                     ; preds = %521
  %526 = xor i32 %5, -1481236160
  %527 = icmp ult i32 %526, 5
  br i1 %527, label %528, label %529

; <label>:528                                     ; preds = %525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1130, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:529                                     ; preds = %525
  %530 = xor i32 %5, -891854739
  %531 = icmp ult i32 %530, 5
  br i1 %531, label %532, label %533

; <label>:532                                     ; preds = %529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1131, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:533                                     ; preds = %529
  %534 = xor i32 %5, 1839951763
  %535 = icmp ult i32 %534, 5
  br i1 %535, label %536, label %537

; <label>:536                                     ; preds = %533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1132, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:537                                     ; preds = %533
  %538 = xor i32 %5, -1653472653
  %539 = icmp ult i32 %538, 5
  br i1 %539, label %540, label %541

; <label>:540                                     ; preds = %537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1133, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:541                                     ; preds = %537
  %542 = xor i32 %5, -799489704
  %543 = icmp ult i32 %542, 5
  br i1 %543, label %544, label %545

; <label>:544                                     ; preds = %541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1134, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:545                                     ; preds = %541
  %546 = xor i32 %5, -562722620
  %547 = icmp ult i32 %546, 5
  br i1 %547, label %548, label %549

; <label>:548                                     ; preds = %545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1135, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:549                                     ; preds = %545
  %550 = xor i32 %5, -971967585
  %551 = icmp ult i32 %550, 5
  br i1 %551, label %552, label %553

; <label>:552                                     ; preds = %549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1136, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:553                                     ; preds = %549
  %554 = xor i32 %5, 1636477928
  %555 = icmp ult i32 %554, 5
  br i1 %555, label %556, label %557

; <label>:556                                     ; preds = %553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1137, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:557                                     ; preds = %553
  %558 = xor i32 %5, -86302632
  %559 = icmp ult i32 %558, 5
  br i1 %559, label %560, label %561

; <label>:560                                     ; preds = %557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1138, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:561                                     ; preds = %557
  %562 = xor i32 %5, 1624356421
  %563 = icmp ult i32 %562, 5
  br i1 %563, label %564, label %565

; <label>:564                                     ; preds = %561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1139, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:565                                     ; preds = %561
  %566 = xor i32 %5, -1440105325
  %567 = icmp ult i32 %566, 5
  br i1 %567, label %568, label %569

; <label>:568                                     ; preds = %565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1140, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:569                                     ; preds = %565
  %570 = xor i32 %5, 565750856
  %571 = icmp ult i32 %570, 5
  br i1 %571, label %572, label %573

; <label>:572                                     ; preds = %569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1141, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:573                                     ; preds = %569
  %574 = xor i32 %5, 312517589
  %575 = icmp ult i32 %574, 5
  br i1 %575, label %576, label %577

; <label>:576                                     ; preds = %573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1142, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:577                                     ; preds = %573
  %578 = xor i32 %5, -1279496811
  %579 = icmp ult i32 %578, 5
  br i1 %579, label %580, label %581

; <label>:580                                     ; preds = %577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1143, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:581                                     ; preds = %577
  %582 = xor i32 %5, 1102122187
  %583 = icmp ult i32 %582, 5
  br i1 %583, label %584, label %585

; <label>:584                                     ; preds = %581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1144, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:585                                     ; preds = %581
  %586 = xor i32 %5, 1025707078
  %587 = icmp ult i32 %586, 5
  br i1 %587, label %588, label %589

; <label>:588                                     ; preds = %585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1145, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:589                                     ; preds = %585
  %590 = xor i32 %5, -840176062
  %591 = icmp ult i32 %590, 5
  br i1 %591, label %592, label %593

; <label>:592                                     ; preds = %589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1146, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:593                                     ; preds = %589
  %594 = xor i32 %5, -273103632
  %595 = icmp ult i32 %594, 5
  br i1 %595, label %596, label %597

; <label>:596                                     ; preds = %593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1147, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:597                                     ; preds = %593
  %598 = xor i32 %5, -1465344948
  %599 = icmp ult i32 %598, 5
  br i1 %599, label %600, label %601

; <label>:600                                     ; preds = %597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1148, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:601                                     ; preds = %597
  %602 = xor i32 %5, -1236073620
  %603 = icmp ult i32 %602, 5
  br i1 %603, label %604, label %605

; <label>:604                                     ; preds = %601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1149, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:605                                     ; preds = %601
  %606 = xor i32 %5, -1621149317
  %607 = icmp ult i32 %606, 5
  br i1 %607, label %608, label %609

; <label>:608                                     ; preds = %605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1150, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:609                                     ; preds = %605
  %610 = xor i32 %5, 180719102
  %611 = icmp ult i32 %610, 5
  br i1 %611, label %612, label %613

; <label>:612                                     ; preds = %609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1151, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:613                                     ; preds = %609
  %614 = xor i32 %5, -998805906
  %615 = icmp ult i32 %614, 5
  br i1 %615, label %616, label %617

; <label>:616                                     ; preds = %613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1152, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:617                                     ; preds = %613
  %618 = xor i32 %5, 954883547
  %619 = icmp ult i32 %618, 5
  br i1 %619, label %620, label %621

; <label>:620                                     ; preds = %617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1153, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:621                                     ; preds = %617
  %622 = xor i32 %5, 1690873194
  %623 = icmp ult i32 %622, 5
  br i1 %623, label %624, label %625

; <label>:624                                     ; preds = %621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1154, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:625                                     ; preds = %621
  %626 = xor i32 %5, -2061879276
  %627 = icmp ult i32 %626, 5
  br i1 %627, label %628, label %629

; <label>:628                                     ; preds = %625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1155, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:629                                     ; preds = %625
  %630 = xor i32 %5, 1359836247
  %631 = icmp ult i32 %630, 5
  br i1 %631, label %632, label %633

; <label>:632                                     ; preds = %629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1156, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:633                                     ; preds = %629
  %634 = xor i32 %5, 1550642012
  %635 = icmp ult i32 %634, 5
  br i1 %635, label %636, label %637

; <label>:636                                     ; preds = %633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1157, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:637                                     ; preds = %633
  %638 = xor i32 %5, -628320279
  %639 = icmp ult i32 %638, 5
  br i1 %639, label %640, label %641

; <label>:640                                     ; preds = %637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1158, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:641                                     ; preds = %637
  %642 = xor i32 %5, -1563286242
  %643 = icmp ult i32 %642, 5
  br i1 %643, label %644, label %645

; <label>:644                                     ; preds = %641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1159, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:645                                     ; preds = %641
  %646 = xor i32 %5, -340557643
  %647 = icmp ult i32 %646, 5
  br i1 %647, label %648, label %649

; <label>:648                                     ; preds = %645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1160, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:649                                     ; preds = %645
  %650 = xor i32 %5, 1874381998
  %651 = icmp ult i32 %650, 5
  br i1 %651, label %652, label %653

; <label>:652                                     ; preds = %649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1161, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:653                                     ; preds = %649
  %654 = xor i32 %5, 526447238
  %655 = icmp ult i32 %654, 5
  br i1 %655, label %656, label %657

; <label>:656                                     ; preds = %653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1162, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:657                                     ; preds = %653
  %658 = xor i32 %5, -1611179859
  %659 = icmp ult i32 %658, 5
  br i1 %659, label %660, label %661

; <label>:660                                     ; preds = %657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1163, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:661                                     ; preds = %657
  %662 = xor i32 %5, -847118103
  %663 = icmp ult i32 %662, 5
  br i1 %663, label %664, label %665

; <label>:664                                     ; preds = %661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1164, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:665                                     ; preds = %661
  %666 = xor i32 %5, 1542442983
  %667 = icmp ult i32 %666, 5
  br i1 %667, label %668, label %669

; <label>:668                                     ; preds = %665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1165, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:669                                     ; preds = %665
  %670 = xor i32 %5, 597126148
  %671 = icmp ult i32 %670, 5
  br i1 %671, label %672, label %673

; <label>:672                                     ; preds = %669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1166, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:673                                     ; preds = %669
  %674 = xor i32 %5, -205948888
  %675 = icmp ult i32 %674, 5
  br i1 %675, label %676, label %677

; <label>:676                                     ; preds = %673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1167, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:677                                     ; preds = %673
  %678 = xor i32 %5, 207085792
  %679 = icmp ult i32 %678, 5
  br i1 %679, label %680, label %681

; <label>:680                                     ; preds = %677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1168, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:681                                     ; preds = %677
  %682 = xor i32 %5, -2142457075
  %683 = icmp ult i32 %682, 5
  br i1 %683, label %684, label %685

; <label>:684                                     ; preds = %681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1169, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:685                                     ; preds = %681
  %686 = xor i32 %5, 623762169
  %687 = icmp ult i32 %686, 5
  br i1 %687, label %688, label %689

; <label>:688                                     ; preds = %685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1170, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:689                                     ; preds = %685
  %690 = xor i32 %5, -1780525838
  %691 = icmp ult i32 %690, 5
  br i1 %691, label %692, label %693

; <label>:692                                     ; preds = %689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1171, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:693                                     ; preds = %689
  %694 = xor i32 %5, 2070044284
  %695 = icmp ult i32 %694, 5
  br i1 %695, label %696, label %697

; <label>:696                                     ; preds = %693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1172, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:697                                     ; preds = %693
  %698 = xor i32 %5, -1330905248
  %699 = icmp ult i32 %698, 5
  br i1 %699, label %700, label %701

; <label>:700                                     ; preds = %697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1173, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:701                                     ; preds = %697
  %702 = xor i32 %5, -1369195090
  %703 = icmp ult i32 %702, 5
  br i1 %703, label %704, label %705

; <label>:704                                     ; preds = %701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1174, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:705                                     ; preds = %701
  %706 = xor i32 %5, -1200876992
  %707 = icmp ult i32 %706, 5
  br i1 %707, label %708, label %709

; <label>:708                                     ; preds = %705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1175, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:709                                     ; preds = %705
  %710 = xor i32 %5, -326179416
  %711 = icmp ult i32 %710, 5
  br i1 %711, label %712, label %713

; <label>:712                                     ; preds = %709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1176, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:713                                     ; preds = %709
  %714 = xor i32 %5, -653161236
  %715 = icmp ult i32 %714, 5
  br i1 %715, label %716, label %717

; <label>:716                                     ; preds = %713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1177, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:717                                     ; preds = %713
  %718 = xor i32 %5, 2128286734
  %719 = icmp ult i32 %718, 5
  br i1 %719, label %720, label %721

; <label>:720                                     ; preds = %717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1178, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:721                                     ; preds = %717
  %722 = xor i32 %5, 788019319
  %723 = icmp ult i32 %722, 5
  br i1 %723, label %724, label %725

; <label>:724                                     ; preds = %721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1179, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:725                                     ; preds = %721
  %726 = xor i32 %5, -401272152
  %727 = icmp ult i32 %726, 5
  br i1 %727, label %728, label %729

; <label>:728                                     ; preds = %725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1180, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:729                                     ; preds = %725
  %730 = xor i32 %5, -251732135
  %731 = icmp ult i32 %730, 5
  br i1 %731, label %732, label %733

; <label>:732                                     ; preds = %729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1181, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:733                                     ; preds = %729
  %734 = xor i32 %5, 1047583702
  %735 = icmp ult i32 %734, 5
  br i1 %735, label %736, label %737

; <label>:736                                     ; preds = %733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1182, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:737                                     ; preds = %733
  %738 = xor i32 %5, 1906744952
  %739 = icmp ult i32 %738, 5
  br i1 %739, label %740, label %741

; <label>:740                                     ; preds = %737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1183, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:741                                     ; preds = %737
  %742 = xor i32 %5, 1705557993
  %743 = icmp ult i32 %742, 5
  br i1 %743, label %744, label %745

; <label>:744                                     ; preds = %741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1184, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:745                                     ; preds = %741
  %746 = xor i32 %5, -1581009946
  %747 = icmp ult i32 %746, 5
  br i1 %747, label %748, label %749

; <label>:748                                     ; preds = %745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1185, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:749                                     ; preds = %745
  %750 = xor i32 %5, -312575707
  %751 = icmp ult i32 %750, 5
  br i1 %751, label %752, label %753

; <label>:752                                     ; preds = %749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1186, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:753                                     ; preds = %749
  %754 = xor i32 %5, -1117256909
  %755 = icmp ult i32 %754, 5
  br i1 %755, label %756, label %757

; <label>:756                                     ; preds = %753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1187, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:757                                     ; preds = %753
  %758 = xor i32 %5, -1152859869
  %759 = icmp ult i32 %758, 5
  br i1 %759, label %760, label %761

; <label>:760                                     ; preds = %757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1188, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:761                                     ; preds = %757
  %762 = xor i32 %5, -1632997642
  %763 = icmp ult i32 %762, 5
  br i1 %763, label %764, label %765

; <label>:764                                     ; preds = %761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1189, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:765                                     ; preds = %761
  %766 = xor i32 %5, 727607293
  %767 = icmp ult i32 %766, 5
  br i1 %767, label %768, label %769

; <label>:768                                     ; preds = %765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1190, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:769                                     ; preds = %765
  %770 = xor i32 %5, -366706627
  %771 = icmp ult i32 %770, 5
  br i1 %771, label %772, label %773

; <label>:772                                     ; preds = %769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1191, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:773                                     ; preds = %769
  %774 = xor i32 %5, -246713982
  %775 = icmp ult i32 %774, 5
  br i1 %775, label %776, label %777

; <label>:776                                     ; preds = %773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1192, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:777                                     ; preds = %773
  %778 = xor i32 %5, 439317597
  %779 = icmp ult i32 %778, 5
  br i1 %779, label %780, label %781

; <label>:780                                     ; preds = %777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1193, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:781                                     ; preds = %777
  %782 = xor i32 %5, 804129843
  %783 = icmp ult i32 %782, 5
  br i1 %783, label %784, label %785

; <label>:784                                     ; preds = %781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1194, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:785                                     ; preds = %781
  %786 = xor i32 %5, -1807493988
  %787 = icmp ult i32 %786, 5
  br i1 %787, label %788, label %789

; <label>:788                                     ; preds = %785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1195, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:789                                     ; preds = %785
  %790 = xor i32 %5, 2069616247
  %791 = icmp ult i32 %790, 5
  br i1 %791, label %792, label %793

; <label>:792                                     ; preds = %789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1196, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:793                                     ; preds = %789
  %794 = xor i32 %5, -1307305162
  %795 = icmp ult i32 %794, 5
  br i1 %795, label %796, label %797

; <label>:796                                     ; preds = %793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1197, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:797                                     ; preds = %793
  %798 = xor i32 %5, -720919496
  %799 = icmp ult i32 %798, 5
  br i1 %799, label %800, label %801

; <label>:800                                     ; preds = %797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1198, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:801                                     ; preds = %797
  %802 = xor i32 %5, 1606068922
  %803 = icmp ult i32 %802, 5
  br i1 %803, label %804, label %805

; <label>:804                                     ; preds = %801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1199, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:805                                     ; preds = %801
  %806 = xor i32 %5, 356797426
  %807 = icmp ult i32 %806, 5
  br i1 %807, label %808, label %809

; <label>:808                                     ; preds = %805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1200, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:809                                     ; preds = %805
  %810 = xor i32 %5, -1887267176
  %811 = icmp ult i32 %810, 5
  br i1 %811, label %812, label %813

; <label>:812                                     ; preds = %809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1201, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:813                                     ; preds = %809
  %814 = xor i32 %5, 1978286830
  %815 = icmp ult i32 %814, 5
  br i1 %815, label %816, label %817

; <label>:816                                     ; preds = %813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1202, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:817                                     ; preds = %813
  %818 = xor i32 %5, -8429907
  %819 = icmp ult i32 %818, 5
  br i1 %819, label %820, label %821

; <label>:820                                     ; preds = %817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1203, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:821                                     ; preds = %817
  %822 = xor i32 %5, -1464624966
  %823 = icmp ult i32 %822, 5
  br i1 %823, label %824, label %825

; <label>:824                                     ; preds = %821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1204, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:825                                     ; preds = %821
  %826 = xor i32 %5, 1031968166
  %827 = icmp ult i32 %826, 5
  br i1 %827, label %828, label %829

; <label>:828                                     ; preds = %825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1205, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:829                                     ; preds = %825
  %830 = xor i32 %5, -1337800350
  %831 = icmp ult i32 %830, 5
  br i1 %831, label %832, label %833

; <label>:832                                     ; preds = %829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1206, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:833                                     ; preds = %829
  %834 = xor i32 %5, -518650705
  %835 = icmp ult i32 %834, 5
  br i1 %835, label %836, label %837

; <label>:836                                     ; preds = %833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1207, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:837                                     ; preds = %833
  %838 = xor i32 %5, 1575582144
  %839 = icmp ult i32 %838, 5
  br i1 %839, label %840, label %841

; <label>:840                                     ; preds = %837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1208, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:841                                     ; preds = %837
  %842 = xor i32 %5, 291083403
  %843 = icmp ult i32 %842, 5
  br i1 %843, label %844, label %845

; <label>:844                                     ; preds = %841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1209, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:845                                     ; preds = %841
  %846 = xor i32 %5, 527034366
  %847 = icmp ult i32 %846, 5
  br i1 %847, label %848, label %849

; <label>:848                                     ; preds = %845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1210, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:849                                     ; preds = %845
  %850 = xor i32 %5, 295066652
  %851 = icmp ult i32 %850, 5
  br i1 %851, label %852, label %853

; <label>:852                                     ; preds = %849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1211, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:853                                     ; preds = %849
  %854 = xor i32 %5, -927456
  %855 = icmp ult i32 %854, 5
  br i1 %855, label %856, label %857

; <label>:856                                     ; preds = %853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1212, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:857                                     ; preds = %853
  %858 = xor i32 %5, 898807207
  %859 = icmp ult i32 %858, 5
  br i1 %859, label %860, label %861

; <label>:860                                     ; preds = %857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1213, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:861                                     ; preds = %857
  %862 = xor i32 %5, 328149734
  %863 = icmp ult i32 %862, 5
  br i1 %863, label %864, label %865

; <label>:864                                     ; preds = %861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1214, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:865                                     ; preds = %861
  %866 = xor i32 %5, 1539879976
  %867 = icmp ult i32 %866, 5
  br i1 %867, label %868, label %869

; <label>:868                                     ; preds = %865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1215, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:869                                     ; preds = %865
  %870 = xor i32 %5, -1158751200
  %871 = icmp ult i32 %870, 5
  br i1 %871, label %872, label %873

; <label>:872                                     ; preds = %869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1216, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:873                                     ; preds = %869
  %874 = xor i32 %5, -1337793296
  %875 = icmp ult i32 %874, 5
  br i1 %875, label %876, label %877

; <label>:876                                     ; preds = %873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1217, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:877                                     ; preds = %873
  %878 = xor i32 %5, -1179034548
  %879 = icmp ult i32 %878, 5
  br i1 %879, label %880, label %881

; <label>:880                                     ; preds = %877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1218, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:881                                     ; preds = %877
  %882 = xor i32 %5, -1537100022
  %883 = icmp ult i32 %882, 5
  br i1 %883, label %884, label %885

; <label>:884                                     ; preds = %881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1219, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:885                                     ; preds = %881
  %886 = xor i32 %5, -1062563933
  %887 = icmp ult i32 %886, 5
  br i1 %887, label %888, label %889

; <label>:888                                     ; preds = %885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1220, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:889                                     ; preds = %885
  %890 = xor i32 %5, 611967343
  %891 = icmp ult i32 %890, 5
  br i1 %891, label %892, label %893

; <label>:892                                     ; preds = %889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1221, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:893                                     ; preds = %889
  %894 = xor i32 %5, -205432052
  %895 = icmp ult i32 %894, 5
  br i1 %895, label %896, label %897

; <label>:896                                     ; preds = %893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1222, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:897                                     ; preds = %893
  %898 = xor i32 %5, 1373629693
  %899 = icmp ult i32 %898, 5
  br i1 %899, label %900, label %901

; <label>:900                                     ; preds = %897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1223, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:901                                     ; preds = %897
  %902 = xor i32 %5, -2075260863
  %903 = icmp ult i32 %902, 5
  br i1 %903, label %904, label %905

; <label>:904                                     ; preds = %901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1224, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:905                                     ; preds = %901
  %906 = xor i32 %5, -1960111028
  %907 = icmp ult i32 %906, 5
  br i1 %907, label %908, label %909

; <label>:908                                     ; preds = %905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1225, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:909                                     ; preds = %905
  %910 = xor i32 %5, -202116251
  %911 = icmp ult i32 %910, 5
  br i1 %911, label %912, label %913

; <label>:912                                     ; preds = %909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1226, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:913                                     ; preds = %909
  %914 = xor i32 %5, -1251410377
  %915 = icmp ult i32 %914, 5
  br i1 %915, label %916, label %917

; <label>:916                                     ; preds = %913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1227, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:917                                     ; preds = %913
  %918 = xor i32 %5, 1665350159
  %919 = icmp ult i32 %918, 5
  br i1 %919, label %920, label %921

; <label>:920                                     ; preds = %917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1228, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:921                                     ; preds = %917
  %922 = xor i32 %5, 90292982
  %923 = icmp ult i32 %922, 5
  br i1 %923, label %924, label %925

; <label>:924                                     ; preds = %921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1229, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:925                                     ; preds = %921
  %926 = xor i32 %5, 2119045976
  %927 = icmp ult i32 %926, 5
  br i1 %927, label %928, label %929

; <label>:928                                     ; preds = %925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1230, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:929                                     ; preds = %925
  %930 = xor i32 %5, 1310305812
  %931 = icmp ult i32 %930, 5
  br i1 %931, label %932, label %933

; <label>:932                                     ; preds = %929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1231, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:933                                     ; preds = %929
  %934 = xor i32 %5, 1588490271
  %935 = icmp ult i32 %934, 5
  br i1 %935, label %936, label %937

; <label>:936                                     ; preds = %933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1232, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:937                                     ; preds = %933
  %938 = xor i32 %5, 644849342
  %939 = icmp ult i32 %938, 5
  br i1 %939, label %940, label %941

; <label>:940                                     ; preds = %937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1233, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:941                                     ; preds = %937
  %942 = xor i32 %5, 1611193681
  %943 = icmp ult i32 %942, 5
  br i1 %943, label %944, label %945

; <label>:944                                     ; preds = %941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1234, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:945                                     ; preds = %941
  %946 = xor i32 %5, 1831197335
  %947 = icmp ult i32 %946, 5
  br i1 %947, label %948, label %949

; <label>:948                                     ; preds = %945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1235, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:949                                     ; preds = %945
  %950 = xor i32 %5, -2026628868
  %951 = icmp ult i32 %950, 5
  br i1 %951, label %952, label %953

; <label>:952                                     ; preds = %949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1236, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:953                                     ; preds = %949
  %954 = xor i32 %5, 1329831358
  %955 = icmp ult i32 %954, 5
  br i1 %955, label %956, label %957

; <label>:956                                     ; preds = %953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1237, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:957                                     ; preds = %953
  %958 = xor i32 %5, -207662994
  %959 = icmp ult i32 %958, 5
  br i1 %959, label %960, label %961

; <label>:960                                     ; preds = %957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1238, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:961                                     ; preds = %957
  %962 = xor i32 %5, 943540150
  %963 = icmp ult i32 %962, 5
  br i1 %963, label %964, label %965

; <label>:964                                     ; preds = %961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1239, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:965                                     ; preds = %961
  %966 = xor i32 %5, 1584779714
  %967 = icmp ult i32 %966, 5
  br i1 %967, label %968, label %969

; <label>:968                                     ; preds = %965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1240, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:969                                     ; preds = %965
  %970 = xor i32 %5, -694223089
  %971 = icmp ult i32 %970, 5
  br i1 %971, label %972, label %973

; <label>:972                                     ; preds = %969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1241, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:973                                     ; preds = %969
  %974 = xor i32 %5, 1734519063
  %975 = icmp ult i32 %974, 5
  br i1 %975, label %976, label %977

; <label>:976                                     ; preds = %973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1242, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:977                                     ; preds = %973
  %978 = xor i32 %5, 1090614177
  %979 = icmp ult i32 %978, 5
  br i1 %979, label %980, label %981

; <label>:980                                     ; preds = %977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1243, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:981                                     ; preds = %977
  %982 = xor i32 %5, 47436898
  %983 = icmp ult i32 %982, 5
  br i1 %983, label %984, label %985

; <label>:984                                     ; preds = %981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1244, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:985                                     ; preds = %981
  %986 = xor i32 %5, 290182933
  %987 = icmp ult i32 %986, 5
  br i1 %987, label %988, label %989

; <label>:988                                     ; preds = %985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1245, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:989                                     ; preds = %985
  %990 = xor i32 %5, -2081769355
  %991 = icmp ult i32 %990, 5
  br i1 %991, label %992, label %993

; <label>:992                                     ; preds = %989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1246, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:993                                     ; preds = %989
  %994 = xor i32 %5, 1285250773
  %995 = icmp ult i32 %994, 5
  br i1 %995, label %996, label %997

; <label>:996                                     ; preds = %993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1247, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:997                                     ; preds = %993
  %998 = xor i32 %5, 34337985
  %999 = icmp ult i32 %998, 5
  br i1 %999, label %1000, label %1001

; <label>:1000                                    ; preds = %997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1248, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1001                                    ; preds = %997
  %1002 = xor i32 %5, -1059807487
  %1003 = icmp ult i32 %1002, 5
  br i1 %1003, label %1004, label %1005

; <label>:1004                                    ; preds = %1001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1249, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1005                                    ; preds = %1001
  %1006 = xor i32 %5, 572059296
  %1007 = icmp ult i32 %1006, 5
  br i1 %1007, label %1008, label %1009

; <label>:1008                                    ; preds = %1005
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1250, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1009                                    ; preds = %1005
  %1010 = xor i32 %5, -654579839
  %1011 = icmp ult i32 %1010, 5
  br i1 %1011, label %1012, label %1013

; <label>:1012                                    ; preds = %1009
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1251, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1013                                    ; preds = %1009
  %1014 = xor i32 %5, -997451235
  %1015 = icmp ult i32 %1014, 5
  br i1 %1015, label %1016, label %1017

; <label>:1016                                    ; preds = %1013
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1252, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1017                                    ; preds = %1013
  %1018 = xor i32 %5, -644566792
  %1019 = icmp ult i32 %1018, 5
  br i1 %1019, label %1020, label %1021

; <label>:1020                                    ; preds = %1017
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1253, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1021                                    ; preds = %1017
  %1022 = xor i32 %5, -55329427
  %1023 = icmp ult i32 %1022, 5
  br i1 %1023, label %1024, label %1025

; <label>:1024                                    ; preds = %1021
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1254, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1025                                    ; preds = %1021
  %1026 = xor i32 %5, -2077066977
  %1027 = icmp ult i32 %1026, 5
  br i1 %1027, label %1028, label %1029

; <label>:1028                                    ; preds = %1025
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1255, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1029                                    ; preds = %1025
  %1030 = xor i32 %5, -146657053
  %1031 = icmp ult i32 %1030, 5
  br i1 %1031, label %1032, label %1033

; <label>:1032                                    ; preds = %1029
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1256, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1033                                    ; preds = %1029
  %1034 = xor i32 %5, 99626165
  %1035 = icmp ult i32 %1034, 5
  br i1 %1035, label %1036, label %1037

; <label>:1036                                    ; preds = %1033
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1257, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1037                                    ; preds = %1033
  %1038 = xor i32 %5, -539769403
  %1039 = icmp ult i32 %1038, 5
  br i1 %1039, label %1040, label %1041

; <label>:1040                                    ; preds = %1037
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1258, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1041                                    ; preds = %1037
  %1042 = xor i32 %5, -1231546261
  %1043 = icmp ult i32 %1042, 5
  br i1 %1043, label %1044, label %1045

; <label>:1044                                    ; preds = %1041
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1259, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1045                                    ; preds = %1041
  %1046 = xor i32 %5, 1830590808
  %1047 = icmp ult i32 %1046, 5
  br i1 %1047, label %1048, label %1049

; <label>:1048                                    ; preds = %1045
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1260, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1049                                    ; preds = %1045
  %1050 = xor i32 %5, -362842795
  %1051 = icmp ult i32 %1050, 5
  br i1 %1051, label %1052, label %1053

; <label>:1052                                    ; preds = %1049
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1261, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1053                                    ; preds = %1049
  %1054 = xor i32 %5, -2081918389
  %1055 = icmp ult i32 %1054, 5
  br i1 %1055, label %1056, label %1057

; <label>:1056                                    ; preds = %1053
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1262, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1057                                    ; preds = %1053
  %1058 = xor i32 %5, -247901691
  %1059 = icmp ult i32 %1058, 5
  br i1 %1059, label %1060, label %1061

; <label>:1060                                    ; preds = %1057
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1263, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1061                                    ; preds = %1057
  %1062 = xor i32 %5, -1122135479
  %1063 = icmp ult i32 %1062, 5
  br i1 %1063, label %1064, label %1065

; <label>:1064                                    ; preds = %1061
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1264, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1065                                    ; preds = %1061
  %1066 = xor i32 %5, -451943111
  %1067 = icmp ult i32 %1066, 5
  br i1 %1067, label %1068, label %1069

; <label>:1068                                    ; preds = %1065
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1265, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1069                                    ; preds = %1065
  %1070 = xor i32 %5, 1133602226
  %1071 = icmp ult i32 %1070, 5
  br i1 %1071, label %1072, label %1073

; <label>:1072                                    ; preds = %1069
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1266, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1073                                    ; preds = %1069
  %1074 = xor i32 %5, -1041630364
  %1075 = icmp ult i32 %1074, 5
  br i1 %1075, label %1076, label %1077

; <label>:1076                                    ; preds = %1073
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1267, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1077                                    ; preds = %1073
  %1078 = xor i32 %5, 896033135
  %1079 = icmp ult i32 %1078, 5
  br i1 %1079, label %1080, label %1081

; <label>:1080                                    ; preds = %1077
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1268, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1081                                    ; preds = %1077
  %1082 = xor i32 %5, -1206767425
  %1083 = icmp ult i32 %1082, 5
  br i1 %1083, label %1084, label %1085

; <label>:1084                                    ; preds = %1081
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1269, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1085                                    ; preds = %1081
  %1086 = xor i32 %5, 1669711637
  %1087 = icmp ult i32 %1086, 5
  br i1 %1087, label %1088, label %1089

; <label>:1088                                    ; preds = %1085
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1270, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1089                                    ; preds = %1085
  %1090 = xor i32 %5, -517214391
  %1091 = icmp ult i32 %1090, 5
  br i1 %1091, label %1092, label %1093

; <label>:1092                                    ; preds = %1089
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1271, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1093                                    ; preds = %1089
  %1094 = xor i32 %5, -1824830806
  %1095 = icmp ult i32 %1094, 5
  br i1 %1095, label %1096, label %1097

; <label>:1096                                    ; preds = %1093
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1272, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1097                                    ; preds = %1093
  %1098 = xor i32 %5, -332717243
  %1099 = icmp ult i32 %1098, 5
  br i1 %1099, label %1100, label %1101

; <label>:1100                                    ; preds = %1097
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1273, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1101                                    ; preds = %1097
  %1102 = xor i32 %5, -635464839
  %1103 = icmp ult i32 %1102, 5
  br i1 %1103, label %1104, label %1105

; <label>:1104                                    ; preds = %1101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1274, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1105                                    ; preds = %1101
  %1106 = xor i32 %5, 1806444733
  %1107 = icmp ult i32 %1106, 5
  br i1 %1107, label %1108, label %1109

; <label>:1108                                    ; preds = %1105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1275, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1109                                    ; preds = %1105
  %1110 = xor i32 %5, -863578685
  %1111 = icmp ult i32 %1110, 5
  br i1 %1111, label %1112, label %1113

; <label>:1112                                    ; preds = %1109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1276, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1113                                    ; preds = %1109
  %1114 = xor i32 %5, -1733564797
  %1115 = icmp ult i32 %1114, 5
  br i1 %1115, label %1116, label %1117

; <label>:1116                                    ; preds = %1113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1277, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1117                                    ; preds = %1113
  %1118 = xor i32 %5, -1800605672
  %1119 = icmp ult i32 %1118, 5
  br i1 %1119, label %1120, label %1121

; <label>:1120                                    ; preds = %1117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1278, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1121                                    ; preds = %1117
  %1122 = xor i32 %5, -1243386403
  %1123 = icmp ult i32 %1122, 5
  br i1 %1123, label %1124, label %1125

; <label>:1124                                    ; preds = %1121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1279, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1125                                    ; preds = %1121
  %1126 = xor i32 %5, 1367373016
  %1127 = icmp ult i32 %1126, 5
  br i1 %1127, label %1128, label %1129

; <label>:1128                                    ; preds = %1125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1280, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1129                                    ; preds = %1125
  %1130 = xor i32 %5, 983690565
  %1131 = icmp ult i32 %1130, 5
  br i1 %1131, label %1132, label %1133

; <label>:1132                                    ; preds = %1129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1281, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1133                                    ; preds = %1129
  %1134 = xor i32 %5, 603702076
  %1135 = icmp ult i32 %1134, 5
  br i1 %1135, label %1136, label %1137

; <label>:1136                                    ; preds = %1133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1282, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1137                                    ; preds = %1133
  %1138 = xor i32 %5, 536558568
  %1139 = icmp ult i32 %1138, 5
  br i1 %1139, label %1140, label %1141

; <label>:1140                                    ; preds = %1137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1283, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1141                                    ; preds = %1137
  %1142 = xor i32 %5, -613278372
  %1143 = icmp ult i32 %1142, 5
  br i1 %1143, label %1144, label %1145

; <label>:1144                                    ; preds = %1141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1284, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1145                                    ; preds = %1141
  %1146 = xor i32 %5, -959857767
  %1147 = icmp ult i32 %1146, 5
  br i1 %1147, label %1148, label %1149

; <label>:1148                                    ; preds = %1145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1285, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1149                                    ; preds = %1145
  %1150 = xor i32 %5, 1554812356
  %1151 = icmp ult i32 %1150, 5
  br i1 %1151, label %1152, label %1153

; <label>:1152                                    ; preds = %1149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1286, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1153                                    ; preds = %1149
  %1154 = xor i32 %5, -1952104788
  %1155 = icmp ult i32 %1154, 5
  br i1 %1155, label %1156, label %1157

; <label>:1156                                    ; preds = %1153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1287, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1157                                    ; preds = %1153
  %1158 = xor i32 %5, -1722681926
  %1159 = icmp ult i32 %1158, 5
  br i1 %1159, label %1160, label %1161

; <label>:1160                                    ; preds = %1157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1288, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1161                                    ; preds = %1157
  %1162 = xor i32 %5, -1447370493
  %1163 = icmp ult i32 %1162, 5
  br i1 %1163, label %1164, label %1165

; <label>:1164                                    ; preds = %1161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1289, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1165                                    ; preds = %1161
  %1166 = xor i32 %5, 1887161382
  %1167 = icmp ult i32 %1166, 5
  br i1 %1167, label %1168, label %1169

; <label>:1168                                    ; preds = %1165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1290, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1169                                    ; preds = %1165
  %1170 = xor i32 %5, 1087148557
  %1171 = icmp ult i32 %1170, 5
  br i1 %1171, label %1172, label %1173

; <label>:1172                                    ; preds = %1169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1291, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1173                                    ; preds = %1169
  %1174 = xor i32 %5, -1854431214
  %1175 = icmp ult i32 %1174, 5
  br i1 %1175, label %1176, label %1177

; <label>:1176                                    ; preds = %1173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1292, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1177                                    ; preds = %1173
  %1178 = xor i32 %5, 315532355
  %1179 = icmp ult i32 %1178, 5
  br i1 %1179, label %1180, label %1181

; <label>:1180                                    ; preds = %1177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1293, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1181                                    ; preds = %1177
  %1182 = xor i32 %5, 1818642594
  %1183 = icmp ult i32 %1182, 5
  br i1 %1183, label %1184, label %1185

; <label>:1184                                    ; preds = %1181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1294, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1185                                    ; preds = %1181
  %1186 = xor i32 %5, 1968274871
  %1187 = icmp ult i32 %1186, 5
  br i1 %1187, label %1188, label %1189

; <label>:1188                                    ; preds = %1185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1295, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1189                                    ; preds = %1185
  %1190 = xor i32 %5, -321471401
  %1191 = icmp ult i32 %1190, 5
  br i1 %1191, label %1192, label %1193

; <label>:1192                                    ; preds = %1189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1296, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1193                                    ; preds = %1189
  %1194 = xor i32 %5, 592687868
  %1195 = icmp ult i32 %1194, 5
  br i1 %1195, label %1196, label %1197

; <label>:1196                                    ; preds = %1193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1297, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1197                                    ; preds = %1193
  %1198 = xor i32 %5, 1721954242
  %1199 = icmp ult i32 %1198, 5
  br i1 %1199, label %1200, label %1201

; <label>:1200                                    ; preds = %1197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1298, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1201                                    ; preds = %1197
  %1202 = xor i32 %5, -814796162
  %1203 = icmp ult i32 %1202, 5
  br i1 %1203, label %1204, label %1205

; <label>:1204                                    ; preds = %1201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1299, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1205                                    ; preds = %1201
  %1206 = xor i32 %5, -1565214737
  %1207 = icmp ult i32 %1206, 5
  br i1 %1207, label %1208, label %1209

; <label>:1208                                    ; preds = %1205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1300, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1209                                    ; preds = %1205
  %1210 = xor i32 %5, -537329334
  %1211 = icmp ult i32 %1210, 5
  br i1 %1211, label %1212, label %1213

; <label>:1212                                    ; preds = %1209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1301, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1213                                    ; preds = %1209
  %1214 = xor i32 %5, 1396731758
  %1215 = icmp ult i32 %1214, 5
  br i1 %1215, label %1216, label %1217

; <label>:1216                                    ; preds = %1213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1302, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1217                                    ; preds = %1213
  %1218 = xor i32 %5, -716906997
  %1219 = icmp ult i32 %1218, 5
  br i1 %1219, label %1220, label %1221

; <label>:1220                                    ; preds = %1217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1303, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1221                                    ; preds = %1217
  %1222 = xor i32 %5, -960840726
  %1223 = icmp ult i32 %1222, 5
  br i1 %1223, label %1224, label %1225

; <label>:1224                                    ; preds = %1221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1304, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1225                                    ; preds = %1221
  %1226 = xor i32 %5, -878890757
  %1227 = icmp ult i32 %1226, 5
  br i1 %1227, label %1228, label %1229

; <label>:1228                                    ; preds = %1225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1305, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1229                                    ; preds = %1225
  %1230 = xor i32 %5, -1631043797
  %1231 = icmp ult i32 %1230, 5
  br i1 %1231, label %1232, label %1233

; <label>:1232                                    ; preds = %1229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1306, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1233                                    ; preds = %1229
  %1234 = xor i32 %5, -1625407475
  %1235 = icmp ult i32 %1234, 5
  br i1 %1235, label %1236, label %1237

; <label>:1236                                    ; preds = %1233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1307, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1237                                    ; preds = %1233
  %1238 = xor i32 %5, 1679493810
  %1239 = icmp ult i32 %1238, 5
  br i1 %1239, label %1240, label %1241

; <label>:1240                                    ; preds = %1237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1308, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1241                                    ; preds = %1237
  %1242 = xor i32 %5, -299017535
  %1243 = icmp ult i32 %1242, 5
  br i1 %1243, label %1244, label %1245

; <label>:1244                                    ; preds = %1241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1309, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1245                                    ; preds = %1241
  %1246 = xor i32 %5, 459682228
  %1247 = icmp ult i32 %1246, 5
  br i1 %1247, label %1248, label %1249

; <label>:1248                                    ; preds = %1245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1310, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1249                                    ; preds = %1245
  %1250 = xor i32 %5, -435993439
  %1251 = icmp ult i32 %1250, 5
  br i1 %1251, label %1252, label %1253

; <label>:1252                                    ; preds = %1249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1311, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1253                                    ; preds = %1249
  %1254 = xor i32 %5, -929215236
  %1255 = icmp ult i32 %1254, 5
  br i1 %1255, label %1256, label %1257

; <label>:1256                                    ; preds = %1253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1312, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1257                                    ; preds = %1253
  %1258 = xor i32 %5, -546871155
  %1259 = icmp ult i32 %1258, 5
  br i1 %1259, label %1260, label %1261

; <label>:1260                                    ; preds = %1257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1313, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1261                                    ; preds = %1257
  %1262 = xor i32 %5, 993941145
  %1263 = icmp ult i32 %1262, 5
  br i1 %1263, label %1264, label %1265

; <label>:1264                                    ; preds = %1261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1314, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1265                                    ; preds = %1261
  %1266 = xor i32 %5, 1142398855
  %1267 = icmp ult i32 %1266, 5
  br i1 %1267, label %1268, label %1269

; <label>:1268                                    ; preds = %1265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1315, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1269                                    ; preds = %1265
  %1270 = xor i32 %5, -61569336
  %1271 = icmp ult i32 %1270, 5
  br i1 %1271, label %1272, label %1273

; <label>:1272                                    ; preds = %1269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1316, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1273                                    ; preds = %1269
  %1274 = xor i32 %5, 546454129
  %1275 = icmp ult i32 %1274, 5
  br i1 %1275, label %1276, label %1277

; <label>:1276                                    ; preds = %1273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1317, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1277                                    ; preds = %1273
  %1278 = xor i32 %5, 613006218
  %1279 = icmp ult i32 %1278, 5
  br i1 %1279, label %1280, label %1281

; <label>:1280                                    ; preds = %1277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1318, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1281                                    ; preds = %1277
  %1282 = xor i32 %5, 133633862
  %1283 = icmp ult i32 %1282, 5
  br i1 %1283, label %1284, label %1285

; <label>:1284                                    ; preds = %1281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1319, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1285                                    ; preds = %1281
  %1286 = xor i32 %5, -650306483
  %1287 = icmp ult i32 %1286, 5
  br i1 %1287, label %1288, label %1289

; <label>:1288                                    ; preds = %1285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1320, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1289                                    ; preds = %1285
  %1290 = xor i32 %5, 92084612
  %1291 = icmp ult i32 %1290, 5
  br i1 %1291, label %1292, label %1293

; <label>:1292                                    ; preds = %1289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1321, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1293                                    ; preds = %1289
  %1294 = xor i32 %5, 172303279
  %1295 = icmp ult i32 %1294, 5
  br i1 %1295, label %1296, label %1297

; <label>:1296                                    ; preds = %1293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1322, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1297                                    ; preds = %1293
  %1298 = xor i32 %5, 1975344672
  %1299 = icmp ult i32 %1298, 5
  br i1 %1299, label %1300, label %1301

; <label>:1300                                    ; preds = %1297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1323, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1301                                    ; preds = %1297
  %1302 = xor i32 %5, 2102590050
  %1303 = icmp ult i32 %1302, 5
  br i1 %1303, label %1304, label %1305

; <label>:1304                                    ; preds = %1301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1324, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1305                                    ; preds = %1301
  %1306 = xor i32 %5, -552426323
  %1307 = icmp ult i32 %1306, 5
  br i1 %1307, label %1308, label %1309

; <label>:1308                                    ; preds = %1305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1325, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1309                                    ; preds = %1305
  %1310 = xor i32 %5, 334749412
  %1311 = icmp ult i32 %1310, 5
  br i1 %1311, label %1312, label %1313

; <label>:1312                                    ; preds = %1309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1326, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1313                                    ; preds = %1309
  %1314 = xor i32 %5, 160435182
  %1315 = icmp ult i32 %1314, 5
  br i1 %1315, label %1316, label %1317

; <label>:1316                                    ; preds = %1313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1327, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1317                                    ; preds = %1313
  %1318 = xor i32 %5, -1717007716
  %1319 = icmp ult i32 %1318, 5
  br i1 %1319, label %1320, label %1321

; <label>:1320                                    ; preds = %1317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1328, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1321                                    ; preds = %1317
  %1322 = xor i32 %5, -1563028364
  %1323 = icmp ult i32 %1322, 5
  br i1 %1323, label %1324, label %1325

; <label>:1324                                    ; preds = %1321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1329, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1325                                    ; preds = %1321
  %1326 = xor i32 %5, -294732340
  %1327 = icmp ult i32 %1326, 5
  br i1 %1327, label %1328, label %1329

; <label>:1328                                    ; preds = %1325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1330, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1329                                    ; preds = %1325
  %1330 = xor i32 %5, -329768874
  %1331 = icmp ult i32 %1330, 5
  br i1 %1331, label %1332, label %1333

; <label>:1332                                    ; preds = %1329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1331, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1333                                    ; preds = %1329
  %1334 = xor i32 %5, -413768387
  %1335 = icmp ult i32 %1334, 5
  br i1 %1335, label %1336, label %1337

; <label>:1336                                    ; preds = %1333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1332, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1337                                    ; preds = %1333
  %1338 = xor i32 %5, 28722140
  %1339 = icmp ult i32 %1338, 5
  br i1 %1339, label %1340, label %1341

; <label>:1340                                    ; preds = %1337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1333, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1341                                    ; preds = %1337
  %1342 = xor i32 %5, -624316199
  %1343 = icmp ult i32 %1342, 5
  br i1 %1343, label %1344, label %1345

; <label>:1344                                    ; preds = %1341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1334, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1345                                    ; preds = %1341
  %1346 = xor i32 %5, -91628104
  %1347 = icmp ult i32 %1346, 5
  br i1 %1347, label %1348, label %1349

; <label>:1348                                    ; preds = %1345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1335, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1349                                    ; preds = %1345
  %1350 = xor i32 %5, -509426527
  %1351 = icmp ult i32 %1350, 5
  br i1 %1351, label %1352, label %1353

; <label>:1352                                    ; preds = %1349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1336, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1353                                    ; preds = %1349
  %1354 = xor i32 %5, -2124480374
  %1355 = icmp ult i32 %1354, 5
  br i1 %1355, label %1356, label %1357

; <label>:1356                                    ; preds = %1353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1337, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1357                                    ; preds = %1353
  %1358 = xor i32 %5, 999030301
  %1359 = icmp ult i32 %1358, 5
  br i1 %1359, label %1360, label %1361

; <label>:1360                                    ; preds = %1357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1338, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1361                                    ; preds = %1357
  %1362 = xor i32 %5, -1547173062
  %1363 = icmp ult i32 %1362, 5
  br i1 %1363, label %1364, label %1365

; <label>:1364                                    ; preds = %1361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1339, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1365                                    ; preds = %1361
  %1366 = xor i32 %5, 1093553641
  %1367 = icmp ult i32 %1366, 5
  br i1 %1367, label %1368, label %1369

; <label>:1368                                    ; preds = %1365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1340, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1369                                    ; preds = %1365
  %1370 = xor i32 %5, 1716754735
  %1371 = icmp ult i32 %1370, 5
  br i1 %1371, label %1372, label %1373

; <label>:1372                                    ; preds = %1369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1341, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1373                                    ; preds = %1369
  %1374 = xor i32 %5, 1717177544
  %1375 = icmp ult i32 %1374, 5
  br i1 %1375, label %1376, label %1377

; <label>:1376                                    ; preds = %1373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1342, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1377                                    ; preds = %1373
  %1378 = xor i32 %5, 1333438829
  %1379 = icmp ult i32 %1378, 5
  br i1 %1379, label %1380, label %1381

; <label>:1380                                    ; preds = %1377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1343, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1381                                    ; preds = %1377
  %1382 = xor i32 %5, 288364532
  %1383 = icmp ult i32 %1382, 5
  br i1 %1383, label %1384, label %1385

; <label>:1384                                    ; preds = %1381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1344, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1385                                    ; preds = %1381
  %1386 = xor i32 %5, 1120300895
  %1387 = icmp ult i32 %1386, 5
  br i1 %1387, label %1388, label %1389

; <label>:1388                                    ; preds = %1385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1345, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1389                                    ; preds = %1385
  %1390 = xor i32 %5, -1579757485
  %1391 = icmp ult i32 %1390, 5
  br i1 %1391, label %1392, label %1393

; <label>:1392                                    ; preds = %1389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1346, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1393                                    ; preds = %1389
  %1394 = xor i32 %5, -86650384
  %1395 = icmp ult i32 %1394, 5
  br i1 %1395, label %1396, label %1397

; <label>:1396                                    ; preds = %1393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1347, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1397                                    ; preds = %1393
  %1398 = xor i32 %5, 875586580
  %1399 = icmp ult i32 %1398, 5
  br i1 %1399, label %1400, label %1401

; <label>:1400                                    ; preds = %1397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1348, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1401                                    ; preds = %1397
  %1402 = xor i32 %5, -1855878104
  %1403 = icmp ult i32 %1402, 5
  br i1 %1403, label %1404, label %1405

; <label>:1404                                    ; preds = %1401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1349, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1405                                    ; preds = %1401
  %1406 = xor i32 %5, 1212942138
  %1407 = icmp ult i32 %1406, 5
  br i1 %1407, label %1408, label %1409

; <label>:1408                                    ; preds = %1405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1350, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1409                                    ; preds = %1405
  %1410 = xor i32 %5, -223561756
  %1411 = icmp ult i32 %1410, 5
  br i1 %1411, label %1412, label %1413

; <label>:1412                                    ; preds = %1409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1351, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1413                                    ; preds = %1409
  %1414 = xor i32 %5, -936803977
  %1415 = icmp ult i32 %1414, 5
  br i1 %1415, label %1416, label %1417

; <label>:1416                                    ; preds = %1413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1352, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1417                                    ; preds = %1413
  %1418 = xor i32 %5, -525039275
  %1419 = icmp ult i32 %1418, 5
  br i1 %1419, label %1420, label %1421

; <label>:1420                                    ; preds = %1417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1353, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1421                                    ; preds = %1417
  %1422 = xor i32 %5, 59089211
  %1423 = icmp ult i32 %1422, 5
  br i1 %1423, label %1424, label %1425

; <label>:1424                                    ; preds = %1421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1354, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1425                                    ; preds = %1421
  %1426 = xor i32 %5, -1355250853
  %1427 = icmp ult i32 %1426, 5
  br i1 %1427, label %1428, label %1429

; <label>:1428                                    ; preds = %1425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1355, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1429                                    ; preds = %1425
  %1430 = xor i32 %5, -329303825
  %1431 = icmp ult i32 %1430, 5
  br i1 %1431, label %1432, label %1433

; <label>:1432                                    ; preds = %1429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1356, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1433                                    ; preds = %1429
  %1434 = xor i32 %5, 2108085811
  %1435 = icmp ult i32 %1434, 5
  br i1 %1435, label %1436, label %1437

; <label>:1436                                    ; preds = %1433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1357, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1437                                    ; preds = %1433
  %1438 = xor i32 %5, -1000151654
  %1439 = icmp ult i32 %1438, 5
  br i1 %1439, label %1440, label %1441

; <label>:1440                                    ; preds = %1437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1358, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1441                                    ; preds = %1437
  %1442 = xor i32 %5, 753996201
  %1443 = icmp ult i32 %1442, 5
  br i1 %1443, label %1444, label %1445

; <label>:1444                                    ; preds = %1441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1359, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1445                                    ; preds = %1441
  %1446 = xor i32 %5, 616198536
  %1447 = icmp ult i32 %1446, 5
  br i1 %1447, label %1448, label %1449

; <label>:1448                                    ; preds = %1445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1360, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1449                                    ; preds = %1445
  %1450 = xor i32 %5, 1998864170
  %1451 = icmp ult i32 %1450, 5
  br i1 %1451, label %1452, label %1453

; <label>:1452                                    ; preds = %1449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1361, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1453                                    ; preds = %1449
  %1454 = xor i32 %5, -1343895729
  %1455 = icmp ult i32 %1454, 5
  br i1 %1455, label %1456, label %1457

; <label>:1456                                    ; preds = %1453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1362, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1457                                    ; preds = %1453
  %1458 = xor i32 %5, -826603038
  %1459 = icmp ult i32 %1458, 5
  br i1 %1459, label %1460, label %1461

; <label>:1460                                    ; preds = %1457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1363, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1461                                    ; preds = %1457
  %1462 = xor i32 %5, -1716431004
  %1463 = icmp ult i32 %1462, 5
  br i1 %1463, label %1464, label %1465

; <label>:1464                                    ; preds = %1461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1364, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1465                                    ; preds = %1461
  %1466 = xor i32 %5, 222311724
  %1467 = icmp ult i32 %1466, 5
  br i1 %1467, label %1468, label %1469

; <label>:1468                                    ; preds = %1465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1365, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1469                                    ; preds = %1465
  %1470 = xor i32 %5, 1822937146
  %1471 = icmp ult i32 %1470, 5
  br i1 %1471, label %1472, label %1473

; <label>:1472                                    ; preds = %1469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1366, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1473                                    ; preds = %1469
  %1474 = xor i32 %5, 241601909
  %1475 = icmp ult i32 %1474, 5
  br i1 %1475, label %1476, label %1477

; <label>:1476                                    ; preds = %1473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1367, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1477                                    ; preds = %1473
  %1478 = xor i32 %5, -1126585053
  %1479 = icmp ult i32 %1478, 5
  br i1 %1479, label %1480, label %1481

; <label>:1480                                    ; preds = %1477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1368, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1481                                    ; preds = %1477
  %1482 = xor i32 %5, 1821703232
  %1483 = icmp ult i32 %1482, 5
  br i1 %1483, label %1484, label %1485

; <label>:1484                                    ; preds = %1481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1369, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1485                                    ; preds = %1481
  %1486 = xor i32 %5, 596542174
  %1487 = icmp ult i32 %1486, 5
  br i1 %1487, label %1488, label %1489

; <label>:1488                                    ; preds = %1485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1370, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1489                                    ; preds = %1485
  %1490 = xor i32 %5, 116693592
  %1491 = icmp ult i32 %1490, 5
  br i1 %1491, label %1492, label %1493

; <label>:1492                                    ; preds = %1489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1371, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1493                                    ; preds = %1489
  %1494 = xor i32 %5, -205196775
  %1495 = icmp ult i32 %1494, 5
  br i1 %1495, label %1496, label %1497

; <label>:1496                                    ; preds = %1493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1372, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1497                                    ; preds = %1493
  %1498 = xor i32 %5, 163472835
  %1499 = icmp ult i32 %1498, 5
  br i1 %1499, label %1500, label %1501

; <label>:1500                                    ; preds = %1497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1373, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1501                                    ; preds = %1497
  %1502 = xor i32 %5, -1996185967
  %1503 = icmp ult i32 %1502, 5
  br i1 %1503, label %1504, label %1505

; <label>:1504                                    ; preds = %1501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1374, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1505                                    ; preds = %1501
  %1506 = xor i32 %5, -2085788651
  %1507 = icmp ult i32 %1506, 5
  br i1 %1507, label %1508, label %1509

; <label>:1508                                    ; preds = %1505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1375, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1509                                    ; preds = %1505
  %1510 = xor i32 %5, 340751664
  %1511 = icmp ult i32 %1510, 5
  br i1 %1511, label %1512, label %1513

; <label>:1512                                    ; preds = %1509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1376, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1513                                    ; preds = %1509
  %1514 = xor i32 %5, 1464763560
  %1515 = icmp ult i32 %1514, 5
  br i1 %1515, label %1516, label %1517

; <label>:1516                                    ; preds = %1513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1377, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1517                                    ; preds = %1513
  %1518 = xor i32 %5, -2075946469
  %1519 = icmp ult i32 %1518, 5
  br i1 %1519, label %1520, label %1521

; <label>:1520                                    ; preds = %1517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1378, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1521                                    ; preds = %1517
  %1522 = xor i32 %5, 509514388
  %1523 = icmp ult i32 %1522, 5
  br i1 %1523, label %1524, label %1525

; <label>:1524                                    ; preds = %1521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1379, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1525                                    ; preds = %1521
  %1526 = xor i32 %5, -1280794541
  %1527 = icmp ult i32 %1526, 5
  br i1 %1527, label %1528, label %1529

; <label>:1528                                    ; preds = %1525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1380, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1529                                    ; preds = %1525
  %1530 = xor i32 %5, -1761900432
  %1531 = icmp ult i32 %1530, 5
  br i1 %1531, label %1532, label %1533

; <label>:1532                                    ; preds = %1529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1381, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1533                                    ; preds = %1529
  %1534 = xor i32 %5, 803984409
  %1535 = icmp ult i32 %1534, 5
  br i1 %1535, label %1536, label %1537

; <label>:1536                                    ; preds = %1533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1382, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1537                                    ; preds = %1533
  %1538 = xor i32 %5, 2121974935
  %1539 = icmp ult i32 %1538, 5
  br i1 %1539, label %1540, label %1541

; <label>:1540                                    ; preds = %1537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1383, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1541                                    ; preds = %1537
  %1542 = xor i32 %5, 983202057
  %1543 = icmp ult i32 %1542, 5
  br i1 %1543, label %1544, label %1545

; <label>:1544                                    ; preds = %1541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1384, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1545                                    ; preds = %1541
  %1546 = xor i32 %5, 2087892676
  %1547 = icmp ult i32 %1546, 5
  br i1 %1547, label %1548, label %1549

; <label>:1548                                    ; preds = %1545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1385, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1549                                    ; preds = %1545
  %1550 = xor i32 %5, -1897944076
  %1551 = icmp ult i32 %1550, 5
  br i1 %1551, label %1552, label %1553

; <label>:1552                                    ; preds = %1549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1386, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1553                                    ; preds = %1549
  %1554 = xor i32 %5, -58355092
  %1555 = icmp ult i32 %1554, 5
  br i1 %1555, label %1556, label %1557

; <label>:1556                                    ; preds = %1553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1387, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1557                                    ; preds = %1553
  %1558 = xor i32 %5, 1534648217
  %1559 = icmp ult i32 %1558, 5
  br i1 %1559, label %1560, label %1561

; <label>:1560                                    ; preds = %1557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1388, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1561                                    ; preds = %1557
  %1562 = xor i32 %5, -2066853872
  %1563 = icmp ult i32 %1562, 5
  br i1 %1563, label %1564, label %1565

; <label>:1564                                    ; preds = %1561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1389, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1565                                    ; preds = %1561
  %1566 = xor i32 %5, -906364990
  %1567 = icmp ult i32 %1566, 5
  br i1 %1567, label %1568, label %1569

; <label>:1568                                    ; preds = %1565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1390, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1569                                    ; preds = %1565
  %1570 = xor i32 %5, -928795104
  %1571 = icmp ult i32 %1570, 5
  br i1 %1571, label %1572, label %1573

; <label>:1572                                    ; preds = %1569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1391, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1573                                    ; preds = %1569
  %1574 = xor i32 %5, -225330440
  %1575 = icmp ult i32 %1574, 5
  br i1 %1575, label %1576, label %1577

; <label>:1576                                    ; preds = %1573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1392, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1577                                    ; preds = %1573
  %1578 = xor i32 %5, -2050215668
  %1579 = icmp ult i32 %1578, 5
  br i1 %1579, label %1580, label %1581

; <label>:1580                                    ; preds = %1577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1393, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1581                                    ; preds = %1577
  %1582 = xor i32 %5, 2053541073
  %1583 = icmp ult i32 %1582, 5
  br i1 %1583, label %1584, label %1585

; <label>:1584                                    ; preds = %1581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1394, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1585                                    ; preds = %1581
  %1586 = xor i32 %5, 2139913607
  %1587 = icmp ult i32 %1586, 5
  br i1 %1587, label %1588, label %1589

; <label>:1588                                    ; preds = %1585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1395, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1589                                    ; preds = %1585
  %1590 = xor i32 %5, 1632946743
  %1591 = icmp ult i32 %1590, 5
  br i1 %1591, label %1592, label %1593

; <label>:1592                                    ; preds = %1589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1396, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1593                                    ; preds = %1589
  %1594 = xor i32 %5, 1412951114
  %1595 = icmp ult i32 %1594, 5
  br i1 %1595, label %1596, label %1597

; <label>:1596                                    ; preds = %1593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1397, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1597                                    ; preds = %1593
  %1598 = xor i32 %5, -660044315
  %1599 = icmp ult i32 %1598, 5
  br i1 %1599, label %1600, label %1601

; <label>:1600                                    ; preds = %1597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1398, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1601                                    ; preds = %1597
  %1602 = xor i32 %5, -2010790896
  %1603 = icmp ult i32 %1602, 5
  br i1 %1603, label %1604, label %1605

; <label>:1604                                    ; preds = %1601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1399, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1605                                    ; preds = %1601
  %1606 = xor i32 %5, -2126768205
  %1607 = icmp ult i32 %1606, 5
  br i1 %1607, label %1608, label %1609

; <label>:1608                                    ; preds = %1605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1400, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1609                                    ; preds = %1605
  %1610 = xor i32 %5, -885931622
  %1611 = icmp ult i32 %1610, 5
  br i1 %1611, label %1612, label %1613

; <label>:1612                                    ; preds = %1609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1401, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1613                                    ; preds = %1609
  %1614 = xor i32 %5, 775768003
  %1615 = icmp ult i32 %1614, 5
  br i1 %1615, label %1616, label %1617

; <label>:1616                                    ; preds = %1613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1402, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1617                                    ; preds = %1613
  %1618 = xor i32 %5, -1242366054
  %1619 = icmp ult i32 %1618, 5
  br i1 %1619, label %1620, label %1621

; <label>:1620                                    ; preds = %1617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1403, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1621                                    ; preds = %1617
  %1622 = xor i32 %5, -263939736
  %1623 = icmp ult i32 %1622, 5
  br i1 %1623, label %1624, label %1625

; <label>:1624                                    ; preds = %1621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1404, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1625                                    ; preds = %1621
  %1626 = xor i32 %5, -66149453
  %1627 = icmp ult i32 %1626, 5
  br i1 %1627, label %1628, label %1629

; <label>:1628                                    ; preds = %1625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1405, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1629                                    ; preds = %1625
  %1630 = xor i32 %5, -535739496
  %1631 = icmp ult i32 %1630, 5
  br i1 %1631, label %1632, label %1633

; <label>:1632                                    ; preds = %1629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1406, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1633                                    ; preds = %1629
  %1634 = xor i32 %5, -1058804626
  %1635 = icmp ult i32 %1634, 5
  br i1 %1635, label %1636, label %1637

; <label>:1636                                    ; preds = %1633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1407, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1637                                    ; preds = %1633
  %1638 = xor i32 %5, 1925664029
  %1639 = icmp ult i32 %1638, 5
  br i1 %1639, label %1640, label %1641

; <label>:1640                                    ; preds = %1637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1408, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1641                                    ; preds = %1637
  %1642 = xor i32 %5, -452455667
  %1643 = icmp ult i32 %1642, 5
  br i1 %1643, label %1644, label %1645

; <label>:1644                                    ; preds = %1641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1409, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1645                                    ; preds = %1641
  %1646 = xor i32 %5, 987221462
  %1647 = icmp ult i32 %1646, 5
  br i1 %1647, label %1648, label %1649

; <label>:1648                                    ; preds = %1645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1410, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1649                                    ; preds = %1645
  %1650 = xor i32 %5, 550393846
  %1651 = icmp ult i32 %1650, 5
  br i1 %1651, label %1652, label %1653

; <label>:1652                                    ; preds = %1649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1411, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1653                                    ; preds = %1649
  %1654 = xor i32 %5, 373583755
  %1655 = icmp ult i32 %1654, 5
  br i1 %1655, label %1656, label %1657

; <label>:1656                                    ; preds = %1653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1412, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1657                                    ; preds = %1653
  %1658 = xor i32 %5, 1317334665
  %1659 = icmp ult i32 %1658, 5
  br i1 %1659, label %1660, label %1661

; <label>:1660                                    ; preds = %1657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1413, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1661                                    ; preds = %1657
  %1662 = xor i32 %5, -1125765625
  %1663 = icmp ult i32 %1662, 5
  br i1 %1663, label %1664, label %1665

; <label>:1664                                    ; preds = %1661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1414, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1665                                    ; preds = %1661
  %1666 = xor i32 %5, 1670241801
  %1667 = icmp ult i32 %1666, 5
  br i1 %1667, label %1668, label %1669

; <label>:1668                                    ; preds = %1665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1415, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1669                                    ; preds = %1665
  %1670 = xor i32 %5, 1190231044
  %1671 = icmp ult i32 %1670, 5
  br i1 %1671, label %1672, label %1673

; <label>:1672                                    ; preds = %1669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1416, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1673                                    ; preds = %1669
  %1674 = xor i32 %5, -1888998006
  %1675 = icmp ult i32 %1674, 5
  br i1 %1675, label %1676, label %1677

; <label>:1676                                    ; preds = %1673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1417, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1677                                    ; preds = %1673
  %1678 = xor i32 %5, 998311263
  %1679 = icmp ult i32 %1678, 5
  br i1 %1679, label %1680, label %1681

; <label>:1680                                    ; preds = %1677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1418, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1681                                    ; preds = %1677
  %1682 = xor i32 %5, 1117683189
  %1683 = icmp ult i32 %1682, 5
  br i1 %1683, label %1684, label %1685

; <label>:1684                                    ; preds = %1681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1419, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1685                                    ; preds = %1681
  %1686 = xor i32 %5, -65373135
  %1687 = icmp ult i32 %1686, 5
  br i1 %1687, label %1688, label %1689

; <label>:1688                                    ; preds = %1685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1420, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1689                                    ; preds = %1685
  %1690 = xor i32 %5, -489731400
  %1691 = icmp ult i32 %1690, 5
  br i1 %1691, label %1692, label %1693

; <label>:1692                                    ; preds = %1689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1421, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1693                                    ; preds = %1689
  %1694 = xor i32 %5, -1966335354
  %1695 = icmp ult i32 %1694, 5
  br i1 %1695, label %1696, label %1697

; <label>:1696                                    ; preds = %1693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1422, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1697                                    ; preds = %1693
  %1698 = xor i32 %5, 1937381980
  %1699 = icmp ult i32 %1698, 5
  br i1 %1699, label %1700, label %1701

; <label>:1700                                    ; preds = %1697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1423, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1701                                    ; preds = %1697
  %1702 = xor i32 %5, 1151685101
  %1703 = icmp ult i32 %1702, 5
  br i1 %1703, label %1704, label %1705

; <label>:1704                                    ; preds = %1701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1424, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1705                                    ; preds = %1701
  %1706 = xor i32 %5, -670683479
  %1707 = icmp ult i32 %1706, 5
  br i1 %1707, label %1708, label %1709

; <label>:1708                                    ; preds = %1705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1425, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1709                                    ; preds = %1705
  %1710 = xor i32 %5, 1169353609
  %1711 = icmp ult i32 %1710, 5
  br i1 %1711, label %1712, label %1713

; <label>:1712                                    ; preds = %1709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1426, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1713                                    ; preds = %1709
  %1714 = xor i32 %5, -1445401629
  %1715 = icmp ult i32 %1714, 5
  br i1 %1715, label %1716, label %1717

; <label>:1716                                    ; preds = %1713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1427, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1717                                    ; preds = %1713
  %1718 = xor i32 %5, 1649483893
  %1719 = icmp ult i32 %1718, 5
  br i1 %1719, label %1720, label %1721

; <label>:1720                                    ; preds = %1717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1428, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1721                                    ; preds = %1717
  %1722 = xor i32 %5, 320731592
  %1723 = icmp ult i32 %1722, 5
  br i1 %1723, label %1724, label %1725

; <label>:1724                                    ; preds = %1721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1429, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1725                                    ; preds = %1721
  %1726 = xor i32 %5, -936315781
  %1727 = icmp ult i32 %1726, 5
  br i1 %1727, label %1728, label %1729

; <label>:1728                                    ; preds = %1725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1430, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1729                                    ; preds = %1725
  %1730 = xor i32 %5, 1096571146
  %1731 = icmp ult i32 %1730, 5
  br i1 %1731, label %1732, label %1733

; <label>:1732                                    ; preds = %1729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1431, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1733                                    ; preds = %1729
  %1734 = xor i32 %5, 1401387672
  %1735 = icmp ult i32 %1734, 5
  br i1 %1735, label %1736, label %1737

; <label>:1736                                    ; preds = %1733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1432, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1737                                    ; preds = %1733
  %1738 = xor i32 %5, 583091129
  %1739 = icmp ult i32 %1738, 5
  br i1 %1739, label %1740, label %1741

; <label>:1740                                    ; preds = %1737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1433, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1741                                    ; preds = %1737
  %1742 = xor i32 %5, -1280238653
  %1743 = icmp ult i32 %1742, 5
  br i1 %1743, label %1744, label %1745

; <label>:1744                                    ; preds = %1741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1434, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1745                                    ; preds = %1741
  %1746 = xor i32 %5, -1389166220
  %1747 = icmp ult i32 %1746, 5
  br i1 %1747, label %1748, label %1749

; <label>:1748                                    ; preds = %1745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1435, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1749                                    ; preds = %1745
  %1750 = xor i32 %5, 490131941
  %1751 = icmp ult i32 %1750, 5
  br i1 %1751, label %1752, label %1753

; <label>:1752                                    ; preds = %1749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1436, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1753                                    ; preds = %1749
  %1754 = xor i32 %5, -1699528481
  %1755 = icmp ult i32 %1754, 5
  br i1 %1755, label %1756, label %1757

; <label>:1756                                    ; preds = %1753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1437, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1757                                    ; preds = %1753
  %1758 = xor i32 %5, 390906742
  %1759 = icmp ult i32 %1758, 5
  br i1 %1759, label %1760, label %1761

; <label>:1760                                    ; preds = %1757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1438, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1761                                    ; preds = %1757
  %1762 = xor i32 %5, 1800058540
  %1763 = icmp ult i32 %1762, 5
  br i1 %1763, label %1764, label %1765

; <label>:1764                                    ; preds = %1761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1439, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1765                                    ; preds = %1761
  %1766 = xor i32 %5, -1986262664
  %1767 = icmp ult i32 %1766, 5
  br i1 %1767, label %1768, label %1769

; <label>:1768                                    ; preds = %1765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1440, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1769                                    ; preds = %1765
  %1770 = xor i32 %5, -1006320417
  %1771 = icmp ult i32 %1770, 5
  br i1 %1771, label %1772, label %1773

; <label>:1772                                    ; preds = %1769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1441, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1773                                    ; preds = %1769
  %1774 = xor i32 %5, -113345002
  %1775 = icmp ult i32 %1774, 5
  br i1 %1775, label %1776, label %1777

; <label>:1776                                    ; preds = %1773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1442, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1777                                    ; preds = %1773
  %1778 = xor i32 %5, 628185534
  %1779 = icmp ult i32 %1778, 5
  br i1 %1779, label %1780, label %1781

; <label>:1780                                    ; preds = %1777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1443, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1781                                    ; preds = %1777
  %1782 = xor i32 %5, 1945515204
  %1783 = icmp ult i32 %1782, 5
  br i1 %1783, label %1784, label %1785

; <label>:1784                                    ; preds = %1781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1444, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1785                                    ; preds = %1781
  %1786 = xor i32 %5, -2014965457
  %1787 = icmp ult i32 %1786, 5
  br i1 %1787, label %1788, label %1789

; <label>:1788                                    ; preds = %1785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1445, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1789                                    ; preds = %1785
  %1790 = xor i32 %5, -14099652
  %1791 = icmp ult i32 %1790, 5
  br i1 %1791, label %1792, label %1793

; <label>:1792                                    ; preds = %1789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1446, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1793                                    ; preds = %1789
  %1794 = xor i32 %5, 540907776
  %1795 = icmp ult i32 %1794, 5
  br i1 %1795, label %1796, label %1797

; <label>:1796                                    ; preds = %1793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1447, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1797                                    ; preds = %1793
  %1798 = xor i32 %5, -1902946460
  %1799 = icmp ult i32 %1798, 5
  br i1 %1799, label %1800, label %1801

; <label>:1800                                    ; preds = %1797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1448, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1801                                    ; preds = %1797
  %1802 = xor i32 %5, -1261495970
  %1803 = icmp ult i32 %1802, 5
  br i1 %1803, label %1804, label %1805

; <label>:1804                                    ; preds = %1801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1449, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1805                                    ; preds = %1801
  %1806 = xor i32 %5, -90546248
  %1807 = icmp ult i32 %1806, 5
  br i1 %1807, label %1808, label %1809

; <label>:1808                                    ; preds = %1805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1450, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1809                                    ; preds = %1805
  %1810 = xor i32 %5, -688538393
  %1811 = icmp ult i32 %1810, 5
  br i1 %1811, label %1812, label %1813

; <label>:1812                                    ; preds = %1809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1451, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1813                                    ; preds = %1809
  %1814 = xor i32 %5, 1402548563
  %1815 = icmp ult i32 %1814, 5
  br i1 %1815, label %1816, label %1817

; <label>:1816                                    ; preds = %1813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1452, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1817                                    ; preds = %1813
  %1818 = xor i32 %5, 967539615
  %1819 = icmp ult i32 %1818, 5
  br i1 %1819, label %1820, label %1821

; <label>:1820                                    ; preds = %1817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1453, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1821                                    ; preds = %1817
  %1822 = xor i32 %5, -364521797
  %1823 = icmp ult i32 %1822, 5
  br i1 %1823, label %1824, label %1825

; <label>:1824                                    ; preds = %1821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1454, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1825                                    ; preds = %1821
  %1826 = xor i32 %5, -332475508
  %1827 = icmp ult i32 %1826, 5
  br i1 %1827, label %1828, label %1829

; <label>:1828                                    ; preds = %1825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1455, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1829                                    ; preds = %1825
  %1830 = xor i32 %5, 862559375
  %1831 = icmp ult i32 %1830, 5
  br i1 %1831, label %1832, label %1833

; <label>:1832                                    ; preds = %1829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1456, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1833                                    ; preds = %1829
  %1834 = xor i32 %5, -818922197
  %1835 = icmp ult i32 %1834, 5
  br i1 %1835, label %1836, label %1837

; <label>:1836                                    ; preds = %1833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1457, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1837                                    ; preds = %1833
  %1838 = xor i32 %5, 907239258
  %1839 = icmp ult i32 %1838, 5
  br i1 %1839, label %1840, label %1841

; <label>:1840                                    ; preds = %1837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1458, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1841                                    ; preds = %1837
  %1842 = xor i32 %5, 951438572
  %1843 = icmp ult i32 %1842, 5
  br i1 %1843, label %1844, label %1845

; <label>:1844                                    ; preds = %1841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1459, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1845                                    ; preds = %1841
  %1846 = xor i32 %5, 379127398
  %1847 = icmp ult i32 %1846, 5
  br i1 %1847, label %1848, label %1849

; <label>:1848                                    ; preds = %1845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1460, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1849                                    ; preds = %1845
  %1850 = xor i32 %5, -1060710798
  %1851 = icmp ult i32 %1850, 5
  br i1 %1851, label %1852, label %1853

; <label>:1852                                    ; preds = %1849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1461, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1853                                    ; preds = %1849
  %1854 = xor i32 %5, 183751387
  %1855 = icmp ult i32 %1854, 5
  br i1 %1855, label %1856, label %1857

; <label>:1856                                    ; preds = %1853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1462, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1857                                    ; preds = %1853
  %1858 = xor i32 %5, -796693239
  %1859 = icmp ult i32 %1858, 5
  br i1 %1859, label %1860, label %1861

; <label>:1860                                    ; preds = %1857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1463, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1861                                    ; preds = %1857
  %1862 = xor i32 %5, 1196155815
  %1863 = icmp ult i32 %1862, 5
  br i1 %1863, label %1864, label %1865

; <label>:1864                                    ; preds = %1861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1464, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1865                                    ; preds = %1861
  %1866 = xor i32 %5, -345291329
  %1867 = icmp ult i32 %1866, 5
  br i1 %1867, label %1868, label %1869

; <label>:1868                                    ; preds = %1865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1465, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1869                                    ; preds = %1865
  %1870 = xor i32 %5, -1905275737
  %1871 = icmp ult i32 %1870, 5
  br i1 %1871, label %1872, label %1873

; <label>:1872                                    ; preds = %1869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1466, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1873                                    ; preds = %1869
  %1874 = xor i32 %5, 164984336
  %1875 = icmp ult i32 %1874, 5
  br i1 %1875, label %1876, label %1877

; <label>:1876                                    ; preds = %1873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1467, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1877                                    ; preds = %1873
  %1878 = xor i32 %5, 1454003080
  %1879 = icmp ult i32 %1878, 5
  br i1 %1879, label %1880, label %1881

; <label>:1880                                    ; preds = %1877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1468, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1881                                    ; preds = %1877
  %1882 = xor i32 %5, 1969914619
  %1883 = icmp ult i32 %1882, 5
  br i1 %1883, label %1884, label %1885

; <label>:1884                                    ; preds = %1881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1469, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1885                                    ; preds = %1881
  %1886 = xor i32 %5, -304422344
  %1887 = icmp ult i32 %1886, 5
  br i1 %1887, label %1888, label %1889

; <label>:1888                                    ; preds = %1885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1470, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1889                                    ; preds = %1885
  %1890 = xor i32 %5, 97753975
  %1891 = icmp ult i32 %1890, 5
  br i1 %1891, label %1892, label %1893

; <label>:1892                                    ; preds = %1889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1471, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1893                                    ; preds = %1889
  %1894 = xor i32 %5, 314534066
  %1895 = icmp ult i32 %1894, 5
  br i1 %1895, label %1896, label %1897

; <label>:1896                                    ; preds = %1893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1472, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1897                                    ; preds = %1893
  %1898 = xor i32 %5, 1151759813
  %1899 = icmp ult i32 %1898, 5
  br i1 %1899, label %1900, label %1901

; <label>:1900                                    ; preds = %1897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1473, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1901                                    ; preds = %1897
  %1902 = xor i32 %5, -684637737
  %1903 = icmp ult i32 %1902, 5
  br i1 %1903, label %1904, label %1905

; <label>:1904                                    ; preds = %1901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1474, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1905                                    ; preds = %1901
  %1906 = xor i32 %5, 311506079
  %1907 = icmp ult i32 %1906, 5
  br i1 %1907, label %1908, label %1909

; <label>:1908                                    ; preds = %1905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1475, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1909                                    ; preds = %1905
  %1910 = xor i32 %5, 2124338729
  %1911 = icmp ult i32 %1910, 5
  br i1 %1911, label %1912, label %1913

; <label>:1912                                    ; preds = %1909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1476, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1913                                    ; preds = %1909
  %1914 = xor i32 %5, 34128194
  %1915 = icmp ult i32 %1914, 5
  br i1 %1915, label %1916, label %1917

; <label>:1916                                    ; preds = %1913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1477, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1917                                    ; preds = %1913
  %1918 = xor i32 %5, -314063127
  %1919 = icmp ult i32 %1918, 5
  br i1 %1919, label %1920, label %1921

; <label>:1920                                    ; preds = %1917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1478, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1921                                    ; preds = %1917
  %1922 = xor i32 %5, 436275768
  %1923 = icmp ult i32 %1922, 5
  br i1 %1923, label %1924, label %1925

; <label>:1924                                    ; preds = %1921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1479, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1925                                    ; preds = %1921
  %1926 = xor i32 %5, 489053890
  %1927 = icmp ult i32 %1926, 5
  br i1 %1927, label %1928, label %1929

; <label>:1928                                    ; preds = %1925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1480, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1929                                    ; preds = %1925
  %1930 = xor i32 %5, 1134864268
  %1931 = icmp ult i32 %1930, 5
  br i1 %1931, label %1932, label %1933

; <label>:1932                                    ; preds = %1929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1481, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1933                                    ; preds = %1929
  %1934 = xor i32 %5, 1519491898
  %1935 = icmp ult i32 %1934, 5
  br i1 %1935, label %1936, label %1937

; <label>:1936                                    ; preds = %1933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1482, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1937                                    ; preds = %1933
  %1938 = xor i32 %5, 1629534686
  %1939 = icmp ult i32 %1938, 5
  br i1 %1939, label %1940, label %1941

; <label>:1940                                    ; preds = %1937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1483, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1941                                    ; preds = %1937
  %1942 = xor i32 %5, -1147314652
  %1943 = icmp ult i32 %1942, 5
  br i1 %1943, label %1944, label %1945

; <label>:1944                                    ; preds = %1941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1484, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1945                                    ; preds = %1941
  %1946 = xor i32 %5, -1256329685
  %1947 = icmp ult i32 %1946, 5
  br i1 %1947, label %1948, label %1949

; <label>:1948                                    ; preds = %1945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1485, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1949                                    ; preds = %1945
  %1950 = xor i32 %5, -364123348
  %1951 = icmp ult i32 %1950, 5
  br i1 %1951, label %1952, label %1953

; <label>:1952                                    ; preds = %1949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1486, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1953                                    ; preds = %1949
  %1954 = xor i32 %5, -2125830060
  %1955 = icmp ult i32 %1954, 5
  br i1 %1955, label %1956, label %1957

; <label>:1956                                    ; preds = %1953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1487, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1957                                    ; preds = %1953
  %1958 = xor i32 %5, -151734887
  %1959 = icmp ult i32 %1958, 5
  br i1 %1959, label %1960, label %1961

; <label>:1960                                    ; preds = %1957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1488, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1961                                    ; preds = %1957
  %1962 = xor i32 %5, -409802712
  %1963 = icmp ult i32 %1962, 5
  br i1 %1963, label %1964, label %1965

; <label>:1964                                    ; preds = %1961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1489, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1965                                    ; preds = %1961
  %1966 = xor i32 %5, 674942128
  %1967 = icmp ult i32 %1966, 5
  br i1 %1967, label %1968, label %1969

; <label>:1968                                    ; preds = %1965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1490, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1969                                    ; preds = %1965
  %1970 = xor i32 %5, -442045425
  %1971 = icmp ult i32 %1970, 5
  br i1 %1971, label %1972, label %1973

; <label>:1972                                    ; preds = %1969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1491, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1973                                    ; preds = %1969
  %1974 = xor i32 %5, -633630832
  %1975 = icmp ult i32 %1974, 5
  br i1 %1975, label %1976, label %1977

; <label>:1976                                    ; preds = %1973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1492, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1977                                    ; preds = %1973
  %1978 = xor i32 %5, -1789926659
  %1979 = icmp ult i32 %1978, 5
  br i1 %1979, label %1980, label %1981

; <label>:1980                                    ; preds = %1977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1493, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1981                                    ; preds = %1977
  %1982 = xor i32 %5, 1122873808
  %1983 = icmp ult i32 %1982, 5
  br i1 %1983, label %1984, label %1985

; <label>:1984                                    ; preds = %1981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1494, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1985                                    ; preds = %1981
  %1986 = xor i32 %5, -1836938185
  %1987 = icmp ult i32 %1986, 5
  br i1 %1987, label %1988, label %1989

; <label>:1988                                    ; preds = %1985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1495, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1989                                    ; preds = %1985
  %1990 = xor i32 %5, -668482938
  %1991 = icmp ult i32 %1990, 5
  br i1 %1991, label %1992, label %1993

; <label>:1992                                    ; preds = %1989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1496, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1993                                    ; preds = %1989
  %1994 = xor i32 %5, -1645110295
  %1995 = icmp ult i32 %1994, 5
  br i1 %1995, label %1996, label %1997

; <label>:1996                                    ; preds = %1993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1497, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:1997                                    ; preds = %1993
  %1998 = xor i32 %5, 1810367701
  %1999 = icmp ult i32 %1998, 5
  br i1 %1999, label %2000, label %2001

; <label>:2000                                    ; preds = %1997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1498, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2001                                    ; preds = %1997
  %2002 = xor i32 %5, 2064733934
  %2003 = icmp ult i32 %2002, 5
  br i1 %2003, label %2004, label %2005

; <label>:2004                                    ; preds = %2001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1499, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2005                                    ; preds = %2001
  %2006 = xor i32 %5, -1907951028
  %2007 = icmp ult i32 %2006, 5
  br i1 %2007, label %2008, label %2009

; <label>:2008                                    ; preds = %2005
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1500, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2009                                    ; preds = %2005
  %2010 = xor i32 %5, 1980070485
  %2011 = icmp ult i32 %2010, 5
  br i1 %2011, label %2012, label %2013

; <label>:2012                                    ; preds = %2009
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1501, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2013                                    ; preds = %2009
  %2014 = xor i32 %5, -1605769334
  %2015 = icmp ult i32 %2014, 5
  br i1 %2015, label %2016, label %2017

; <label>:2016                                    ; preds = %2013
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1502, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2017                                    ; preds = %2013
  %2018 = xor i32 %5, 1180600019
  %2019 = icmp ult i32 %2018, 5
  br i1 %2019, label %2020, label %2021

; <label>:2020                                    ; preds = %2017
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1503, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2021                                    ; preds = %2017
  %2022 = xor i32 %5, -413481145
  %2023 = icmp ult i32 %2022, 5
  br i1 %2023, label %2024, label %2025

; <label>:2024                                    ; preds = %2021
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1504, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2025                                    ; preds = %2021
  %2026 = xor i32 %5, -1145352972
  %2027 = icmp ult i32 %2026, 5
  br i1 %2027, label %2028, label %2029

; <label>:2028                                    ; preds = %2025
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1505, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2029                                    ; preds = %2025
  %2030 = xor i32 %5, 426868019
  %2031 = icmp ult i32 %2030, 5
  br i1 %2031, label %2032, label %2033

; <label>:2032                                    ; preds = %2029
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1506, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2033                                    ; preds = %2029
  %2034 = xor i32 %5, -2009919580
  %2035 = icmp ult i32 %2034, 5
  br i1 %2035, label %2036, label %2037

; <label>:2036                                    ; preds = %2033
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1507, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2037                                    ; preds = %2033
  %2038 = xor i32 %5, -1386767477
  %2039 = icmp ult i32 %2038, 5
  br i1 %2039, label %2040, label %2041

; <label>:2040                                    ; preds = %2037
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1508, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2041                                    ; preds = %2037
  %2042 = xor i32 %5, -2050122138
  %2043 = icmp ult i32 %2042, 5
  br i1 %2043, label %2044, label %2045

; <label>:2044                                    ; preds = %2041
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1509, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2045                                    ; preds = %2041
  %2046 = xor i32 %5, -994611271
  %2047 = icmp ult i32 %2046, 5
  br i1 %2047, label %2048, label %2049

; <label>:2048                                    ; preds = %2045
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1510, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2049                                    ; preds = %2045
  %2050 = xor i32 %5, -2042186403
  %2051 = icmp ult i32 %2050, 5
  br i1 %2051, label %2052, label %2053

; <label>:2052                                    ; preds = %2049
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1511, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2053                                    ; preds = %2049
  %2054 = xor i32 %5, -1861000207
  %2055 = icmp ult i32 %2054, 5
  br i1 %2055, label %2056, label %2057

; <label>:2056                                    ; preds = %2053
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1512, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2057                                    ; preds = %2053
  %2058 = xor i32 %5, -1537748185
  %2059 = icmp ult i32 %2058, 5
  br i1 %2059, label %2060, label %2061

; <label>:2060                                    ; preds = %2057
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1513, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2061                                    ; preds = %2057
  %2062 = xor i32 %5, 844679798
  %2063 = icmp ult i32 %2062, 5
  br i1 %2063, label %2064, label %2065

; <label>:2064                                    ; preds = %2061
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1514, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2065                                    ; preds = %2061
  %2066 = xor i32 %5, -2021545213
  %2067 = icmp ult i32 %2066, 5
  br i1 %2067, label %2068, label %2069

; <label>:2068                                    ; preds = %2065
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1515, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2069                                    ; preds = %2065
  %2070 = xor i32 %5, -2059026003
  %2071 = icmp ult i32 %2070, 5
  br i1 %2071, label %2072, label %2073

; <label>:2072                                    ; preds = %2069
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1516, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2073                                    ; preds = %2069
  %2074 = xor i32 %5, 1302873579
  %2075 = icmp ult i32 %2074, 5
  br i1 %2075, label %2076, label %2077

; <label>:2076                                    ; preds = %2073
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1517, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2077                                    ; preds = %2073
  %2078 = xor i32 %5, -56786385
  %2079 = icmp ult i32 %2078, 5
  br i1 %2079, label %2080, label %2081

; <label>:2080                                    ; preds = %2077
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1518, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2081                                    ; preds = %2077
  %2082 = xor i32 %5, -1653232515
  %2083 = icmp ult i32 %2082, 5
  br i1 %2083, label %2084, label %2085

; <label>:2084                                    ; preds = %2081
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1519, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2085                                    ; preds = %2081
  %2086 = xor i32 %5, 1381581850
  %2087 = icmp ult i32 %2086, 5
  br i1 %2087, label %2088, label %2089

; <label>:2088                                    ; preds = %2085
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1520, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2089                                    ; preds = %2085
  %2090 = xor i32 %5, 1759878428
  %2091 = icmp ult i32 %2090, 5
  br i1 %2091, label %2092, label %2093

; <label>:2092                                    ; preds = %2089
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1521, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2093                                    ; preds = %2089
  %2094 = xor i32 %5, 1514369482
  %2095 = icmp ult i32 %2094, 5
  br i1 %2095, label %2096, label %2097

; <label>:2096                                    ; preds = %2093
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1522, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2097                                    ; preds = %2093
  %2098 = xor i32 %5, 1022565420
  %2099 = icmp ult i32 %2098, 5
  br i1 %2099, label %2100, label %2101

; <label>:2100                                    ; preds = %2097
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1523, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2101                                    ; preds = %2097
  %2102 = xor i32 %5, 299196505
  %2103 = icmp ult i32 %2102, 5
  br i1 %2103, label %2104, label %2105

; <label>:2104                                    ; preds = %2101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1524, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2105                                    ; preds = %2101
  %2106 = xor i32 %5, 1587374735
  %2107 = icmp ult i32 %2106, 5
  br i1 %2107, label %2108, label %2109

; <label>:2108                                    ; preds = %2105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1525, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2109                                    ; preds = %2105
  %2110 = xor i32 %5, -187664176
  %2111 = icmp ult i32 %2110, 5
  br i1 %2111, label %2112, label %2113

; <label>:2112                                    ; preds = %2109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1526, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2113                                    ; preds = %2109
  %2114 = xor i32 %5, -330239288
  %2115 = icmp ult i32 %2114, 5
  br i1 %2115, label %2116, label %2117

; <label>:2116                                    ; preds = %2113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1527, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2117                                    ; preds = %2113
  %2118 = xor i32 %5, 1128954492
  %2119 = icmp ult i32 %2118, 5
  br i1 %2119, label %2120, label %2121

; <label>:2120                                    ; preds = %2117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1528, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2121                                    ; preds = %2117
  %2122 = xor i32 %5, -146019525
  %2123 = icmp ult i32 %2122, 5
  br i1 %2123, label %2124, label %2125

; <label>:2124                                    ; preds = %2121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1529, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2125                                    ; preds = %2121
  %2126 = xor i32 %5, -618627745
  %2127 = icmp ult i32 %2126, 5
  br i1 %2127, label %2128, label %2129

; <label>:2128                                    ; preds = %2125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1530, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2129                                    ; preds = %2125
  %2130 = xor i32 %5, 2068929456
  %2131 = icmp ult i32 %2130, 5
  br i1 %2131, label %2132, label %2133

; <label>:2132                                    ; preds = %2129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1531, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2133                                    ; preds = %2129
  %2134 = xor i32 %5, 1104432202
  %2135 = icmp ult i32 %2134, 5
  br i1 %2135, label %2136, label %2137

; <label>:2136                                    ; preds = %2133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1532, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2137                                    ; preds = %2133
  %2138 = xor i32 %5, -1179234555
  %2139 = icmp ult i32 %2138, 5
  br i1 %2139, label %2140, label %2141

; <label>:2140                                    ; preds = %2137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1533, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2141                                    ; preds = %2137
  %2142 = xor i32 %5, 530860904
  %2143 = icmp ult i32 %2142, 5
  br i1 %2143, label %2144, label %2145

; <label>:2144                                    ; preds = %2141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1534, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2145                                    ; preds = %2141
  %2146 = xor i32 %5, 1387383064
  %2147 = icmp ult i32 %2146, 5
  br i1 %2147, label %2148, label %2149

; <label>:2148                                    ; preds = %2145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1535, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2149                                    ; preds = %2145
  %2150 = xor i32 %5, 2107785883
  %2151 = icmp ult i32 %2150, 5
  br i1 %2151, label %2152, label %2153

; <label>:2152                                    ; preds = %2149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1536, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2153                                    ; preds = %2149
  %2154 = xor i32 %5, 689022227
  %2155 = icmp ult i32 %2154, 5
  br i1 %2155, label %2156, label %2157

; <label>:2156                                    ; preds = %2153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1537, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2157                                    ; preds = %2153
  %2158 = xor i32 %5, 1052930688
  %2159 = icmp ult i32 %2158, 5
  br i1 %2159, label %2160, label %2161

; <label>:2160                                    ; preds = %2157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1538, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2161                                    ; preds = %2157
  %2162 = xor i32 %5, 147540887
  %2163 = icmp ult i32 %2162, 5
  br i1 %2163, label %2164, label %2165

; <label>:2164                                    ; preds = %2161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1539, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2165                                    ; preds = %2161
  %2166 = xor i32 %5, -1263380965
  %2167 = icmp ult i32 %2166, 5
  br i1 %2167, label %2168, label %2169

; <label>:2168                                    ; preds = %2165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1540, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2169                                    ; preds = %2165
  %2170 = xor i32 %5, 1550077273
  %2171 = icmp ult i32 %2170, 5
  br i1 %2171, label %2172, label %2173

; <label>:2172                                    ; preds = %2169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1541, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2173                                    ; preds = %2169
  %2174 = xor i32 %5, -1765490554
  %2175 = icmp ult i32 %2174, 5
  br i1 %2175, label %2176, label %2177

; <label>:2176                                    ; preds = %2173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1542, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2177                                    ; preds = %2173
  %2178 = xor i32 %5, 1493274386
  %2179 = icmp ult i32 %2178, 5
  br i1 %2179, label %2180, label %2181

; <label>:2180                                    ; preds = %2177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1543, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2181                                    ; preds = %2177
  %2182 = xor i32 %5, 1683593690
  %2183 = icmp ult i32 %2182, 5
  br i1 %2183, label %2184, label %2185

; <label>:2184                                    ; preds = %2181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1544, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2185                                    ; preds = %2181
  %2186 = xor i32 %5, -900863123
  %2187 = icmp ult i32 %2186, 5
  br i1 %2187, label %2188, label %2189

; <label>:2188                                    ; preds = %2185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1545, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2189                                    ; preds = %2185
  %2190 = xor i32 %5, 1481537880
  %2191 = icmp ult i32 %2190, 5
  br i1 %2191, label %2192, label %2193

; <label>:2192                                    ; preds = %2189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1546, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2193                                    ; preds = %2189
  %2194 = xor i32 %5, 1389820797
  %2195 = icmp ult i32 %2194, 5
  br i1 %2195, label %2196, label %2197

; <label>:2196                                    ; preds = %2193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1547, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2197                                    ; preds = %2193
  %2198 = xor i32 %5, 1027947604
  %2199 = icmp ult i32 %2198, 5
  br i1 %2199, label %2200, label %2201

; <label>:2200                                    ; preds = %2197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1548, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2201                                    ; preds = %2197
  %2202 = xor i32 %5, 673459418
  %2203 = icmp ult i32 %2202, 5
  br i1 %2203, label %2204, label %2205

; <label>:2204                                    ; preds = %2201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1549, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2205                                    ; preds = %2201
  %2206 = xor i32 %5, -843375876
  %2207 = icmp ult i32 %2206, 5
  br i1 %2207, label %2208, label %2209

; <label>:2208                                    ; preds = %2205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1550, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2209                                    ; preds = %2205
  %2210 = xor i32 %5, -1874766887
  %2211 = icmp ult i32 %2210, 5
  br i1 %2211, label %2212, label %2213

; <label>:2212                                    ; preds = %2209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1551, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2213                                    ; preds = %2209
  %2214 = xor i32 %5, 1329025030
  %2215 = icmp ult i32 %2214, 5
  br i1 %2215, label %2216, label %2217

; <label>:2216                                    ; preds = %2213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1552, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2217                                    ; preds = %2213
  %2218 = xor i32 %5, 1102867356
  %2219 = icmp ult i32 %2218, 5
  br i1 %2219, label %2220, label %2221

; <label>:2220                                    ; preds = %2217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1553, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2221                                    ; preds = %2217
  %2222 = xor i32 %5, -1358045227
  %2223 = icmp ult i32 %2222, 5
  br i1 %2223, label %2224, label %2225

; <label>:2224                                    ; preds = %2221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1554, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2225                                    ; preds = %2221
  %2226 = xor i32 %5, -532881797
  %2227 = icmp ult i32 %2226, 5
  br i1 %2227, label %2228, label %2229

; <label>:2228                                    ; preds = %2225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1555, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2229                                    ; preds = %2225
  %2230 = xor i32 %5, 1449517657
  %2231 = icmp ult i32 %2230, 5
  br i1 %2231, label %2232, label %2233

; <label>:2232                                    ; preds = %2229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1556, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2233                                    ; preds = %2229
  %2234 = xor i32 %5, -199475396
  %2235 = icmp ult i32 %2234, 5
  br i1 %2235, label %2236, label %2237

; <label>:2236                                    ; preds = %2233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1557, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2237                                    ; preds = %2233
  %2238 = xor i32 %5, -443851137
  %2239 = icmp ult i32 %2238, 5
  br i1 %2239, label %2240, label %2241

; <label>:2240                                    ; preds = %2237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1558, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2241                                    ; preds = %2237
  %2242 = xor i32 %5, -1543514035
  %2243 = icmp ult i32 %2242, 5
  br i1 %2243, label %2244, label %2245

; <label>:2244                                    ; preds = %2241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1559, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2245                                    ; preds = %2241
  %2246 = xor i32 %5, 1297665399
  %2247 = icmp ult i32 %2246, 5
  br i1 %2247, label %2248, label %2249

; <label>:2248                                    ; preds = %2245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1560, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2249                                    ; preds = %2245
  %2250 = xor i32 %5, -480602349
  %2251 = icmp ult i32 %2250, 5
  br i1 %2251, label %2252, label %2253

; <label>:2252                                    ; preds = %2249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1561, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2253                                    ; preds = %2249
  %2254 = xor i32 %5, 365788842
  %2255 = icmp ult i32 %2254, 5
  br i1 %2255, label %2256, label %2257

; <label>:2256                                    ; preds = %2253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1562, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2257                                    ; preds = %2253
  %2258 = xor i32 %5, -792848311
  %2259 = icmp ult i32 %2258, 5
  br i1 %2259, label %2260, label %2261

; <label>:2260                                    ; preds = %2257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1563, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2261                                    ; preds = %2257
  %2262 = xor i32 %5, -407646340
  %2263 = icmp ult i32 %2262, 5
  br i1 %2263, label %2264, label %2265

; <label>:2264                                    ; preds = %2261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1564, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2265                                    ; preds = %2261
  %2266 = xor i32 %5, -1696971824
  %2267 = icmp ult i32 %2266, 5
  br i1 %2267, label %2268, label %2269

; <label>:2268                                    ; preds = %2265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1565, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2269                                    ; preds = %2265
  %2270 = xor i32 %5, -1873783122
  %2271 = icmp ult i32 %2270, 5
  br i1 %2271, label %2272, label %2273

; <label>:2272                                    ; preds = %2269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1566, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2273                                    ; preds = %2269
  %2274 = xor i32 %5, 1280435616
  %2275 = icmp ult i32 %2274, 5
  br i1 %2275, label %2276, label %2277

; <label>:2276                                    ; preds = %2273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1567, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2277                                    ; preds = %2273
  %2278 = xor i32 %5, 183914707
  %2279 = icmp ult i32 %2278, 5
  br i1 %2279, label %2280, label %2281

; <label>:2280                                    ; preds = %2277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1568, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2281                                    ; preds = %2277
  %2282 = xor i32 %5, -1050310623
  %2283 = icmp ult i32 %2282, 5
  br i1 %2283, label %2284, label %2285

; <label>:2284                                    ; preds = %2281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1569, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2285                                    ; preds = %2281
  %2286 = xor i32 %5, -2020868288
  %2287 = icmp ult i32 %2286, 5
  br i1 %2287, label %2288, label %2289

; <label>:2288                                    ; preds = %2285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1570, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2289                                    ; preds = %2285
  %2290 = xor i32 %5, -410355858
  %2291 = icmp ult i32 %2290, 5
  br i1 %2291, label %2292, label %2293

; <label>:2292                                    ; preds = %2289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1571, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2293                                    ; preds = %2289
  %2294 = xor i32 %5, 1986845194
  %2295 = icmp ult i32 %2294, 5
  br i1 %2295, label %2296, label %2297

; <label>:2296                                    ; preds = %2293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1572, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2297                                    ; preds = %2293
  %2298 = xor i32 %5, 645401781
  %2299 = icmp ult i32 %2298, 5
  br i1 %2299, label %2300, label %2301

; <label>:2300                                    ; preds = %2297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1573, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2301                                    ; preds = %2297
  %2302 = xor i32 %5, 734356921
  %2303 = icmp ult i32 %2302, 5
  br i1 %2303, label %2304, label %2305

; <label>:2304                                    ; preds = %2301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1574, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2305                                    ; preds = %2301
  %2306 = xor i32 %5, 52651647
  %2307 = icmp ult i32 %2306, 5
  br i1 %2307, label %2308, label %2309

; <label>:2308                                    ; preds = %2305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1575, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2309                                    ; preds = %2305
  %2310 = xor i32 %5, 446008077
  %2311 = icmp ult i32 %2310, 5
  br i1 %2311, label %2312, label %2313

; <label>:2312                                    ; preds = %2309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1576, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2313                                    ; preds = %2309
  %2314 = xor i32 %5, -1291644161
  %2315 = icmp ult i32 %2314, 5
  br i1 %2315, label %2316, label %2317

; <label>:2316                                    ; preds = %2313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1577, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2317                                    ; preds = %2313
  %2318 = xor i32 %5, -492355945
  %2319 = icmp ult i32 %2318, 5
  br i1 %2319, label %2320, label %2321

; <label>:2320                                    ; preds = %2317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1578, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2321                                    ; preds = %2317
  %2322 = xor i32 %5, 263103463
  %2323 = icmp ult i32 %2322, 5
  br i1 %2323, label %2324, label %2325

; <label>:2324                                    ; preds = %2321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1579, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2325                                    ; preds = %2321
  %2326 = xor i32 %5, -789260670
  %2327 = icmp ult i32 %2326, 5
  br i1 %2327, label %2328, label %2329

; <label>:2328                                    ; preds = %2325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1580, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2329                                    ; preds = %2325
  %2330 = xor i32 %5, -1974002118
  %2331 = icmp ult i32 %2330, 5
  br i1 %2331, label %2332, label %2333

; <label>:2332                                    ; preds = %2329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1581, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2333                                    ; preds = %2329
  %2334 = xor i32 %5, 1968928913
  %2335 = icmp ult i32 %2334, 5
  br i1 %2335, label %2336, label %2337

; <label>:2336                                    ; preds = %2333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1582, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2337                                    ; preds = %2333
  %2338 = xor i32 %5, -29220910
  %2339 = icmp ult i32 %2338, 5
  br i1 %2339, label %2340, label %2341

; <label>:2340                                    ; preds = %2337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1583, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2341                                    ; preds = %2337
  %2342 = xor i32 %5, -1517557169
  %2343 = icmp ult i32 %2342, 5
  br i1 %2343, label %2344, label %2345

; <label>:2344                                    ; preds = %2341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1584, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2345                                    ; preds = %2341
  %2346 = xor i32 %5, 627834397
  %2347 = icmp ult i32 %2346, 5
  br i1 %2347, label %2348, label %2349

; <label>:2348                                    ; preds = %2345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1585, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2349                                    ; preds = %2345
  %2350 = xor i32 %5, -2142065548
  %2351 = icmp ult i32 %2350, 5
  br i1 %2351, label %2352, label %2353

; <label>:2352                                    ; preds = %2349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1586, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2353                                    ; preds = %2349
  %2354 = xor i32 %5, 1467025589
  %2355 = icmp ult i32 %2354, 5
  br i1 %2355, label %2356, label %2357

; <label>:2356                                    ; preds = %2353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1587, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2357                                    ; preds = %2353
  %2358 = xor i32 %5, 1486843739
  %2359 = icmp ult i32 %2358, 5
  br i1 %2359, label %2360, label %2361

; <label>:2360                                    ; preds = %2357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1588, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2361                                    ; preds = %2357
  %2362 = xor i32 %5, -167800508
  %2363 = icmp ult i32 %2362, 5
  br i1 %2363, label %2364, label %2365

; <label>:2364                                    ; preds = %2361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1589, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2365                                    ; preds = %2361
  %2366 = xor i32 %5, 1952624720
  %2367 = icmp ult i32 %2366, 5
  br i1 %2367, label %2368, label %2369

; <label>:2368                                    ; preds = %2365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1590, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2369                                    ; preds = %2365
  %2370 = xor i32 %5, 543565885
  %2371 = icmp ult i32 %2370, 5
  br i1 %2371, label %2372, label %2373

; <label>:2372                                    ; preds = %2369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1591, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2373                                    ; preds = %2369
  %2374 = xor i32 %5, 929461455
  %2375 = icmp ult i32 %2374, 5
  br i1 %2375, label %2376, label %2377

; <label>:2376                                    ; preds = %2373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1592, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2377                                    ; preds = %2373
  %2378 = xor i32 %5, -15512973
  %2379 = icmp ult i32 %2378, 5
  br i1 %2379, label %2380, label %2381

; <label>:2380                                    ; preds = %2377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1593, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2381                                    ; preds = %2377
  %2382 = xor i32 %5, -602798409
  %2383 = icmp ult i32 %2382, 5
  br i1 %2383, label %2384, label %2385

; <label>:2384                                    ; preds = %2381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1594, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2385                                    ; preds = %2381
  %2386 = xor i32 %5, -1420686373
  %2387 = icmp ult i32 %2386, 5
  br i1 %2387, label %2388, label %2389

; <label>:2388                                    ; preds = %2385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1595, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2389                                    ; preds = %2385
  %2390 = xor i32 %5, -1481403581
  %2391 = icmp ult i32 %2390, 5
  br i1 %2391, label %2392, label %2393

; <label>:2392                                    ; preds = %2389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1596, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2393                                    ; preds = %2389
  %2394 = xor i32 %5, -1597566050
  %2395 = icmp ult i32 %2394, 5
  br i1 %2395, label %2396, label %2397

; <label>:2396                                    ; preds = %2393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1597, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2397                                    ; preds = %2393
  %2398 = xor i32 %5, 1842730488
  %2399 = icmp ult i32 %2398, 5
  br i1 %2399, label %2400, label %2401

; <label>:2400                                    ; preds = %2397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1598, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2401                                    ; preds = %2397
  %2402 = xor i32 %5, -799923376
  %2403 = icmp ult i32 %2402, 5
  br i1 %2403, label %2404, label %2405

; <label>:2404                                    ; preds = %2401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1599, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2405                                    ; preds = %2401
  %2406 = xor i32 %5, 269081052
  %2407 = icmp ult i32 %2406, 5
  br i1 %2407, label %2408, label %2409

; <label>:2408                                    ; preds = %2405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1600, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2409                                    ; preds = %2405
  %2410 = xor i32 %5, 41268435
  %2411 = icmp ult i32 %2410, 5
  br i1 %2411, label %2412, label %2413

; <label>:2412                                    ; preds = %2409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1601, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2413                                    ; preds = %2409
  %2414 = xor i32 %5, 1727209858
  %2415 = icmp ult i32 %2414, 5
  br i1 %2415, label %2416, label %2417

; <label>:2416                                    ; preds = %2413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1602, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2417                                    ; preds = %2413
  %2418 = xor i32 %5, 225837505
  %2419 = icmp ult i32 %2418, 5
  br i1 %2419, label %2420, label %2421

; <label>:2420                                    ; preds = %2417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1603, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2421                                    ; preds = %2417
  %2422 = xor i32 %5, 1271715443
  %2423 = icmp ult i32 %2422, 5
  br i1 %2423, label %2424, label %2425

; <label>:2424                                    ; preds = %2421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1604, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2425                                    ; preds = %2421
  %2426 = xor i32 %5, -531042031
  %2427 = icmp ult i32 %2426, 5
  br i1 %2427, label %2428, label %2429

; <label>:2428                                    ; preds = %2425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1605, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2429                                    ; preds = %2425
  %2430 = xor i32 %5, 729902853
  %2431 = icmp ult i32 %2430, 5
  br i1 %2431, label %2432, label %2433

; <label>:2432                                    ; preds = %2429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1606, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2433                                    ; preds = %2429
  %2434 = xor i32 %5, -1485054605
  %2435 = icmp ult i32 %2434, 5
  br i1 %2435, label %2436, label %2437

; <label>:2436                                    ; preds = %2433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1607, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2437                                    ; preds = %2433
  %2438 = xor i32 %5, -1027382020
  %2439 = icmp ult i32 %2438, 5
  br i1 %2439, label %2440, label %2441

; <label>:2440                                    ; preds = %2437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1608, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2441                                    ; preds = %2437
  %2442 = xor i32 %5, 1506635543
  %2443 = icmp ult i32 %2442, 5
  br i1 %2443, label %2444, label %2445

; <label>:2444                                    ; preds = %2441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1609, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2445                                    ; preds = %2441
  %2446 = xor i32 %5, 1068357189
  %2447 = icmp ult i32 %2446, 5
  br i1 %2447, label %2448, label %2449

; <label>:2448                                    ; preds = %2445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1610, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2449                                    ; preds = %2445
  %2450 = xor i32 %5, 866789965
  %2451 = icmp ult i32 %2450, 5
  br i1 %2451, label %2452, label %2453

; <label>:2452                                    ; preds = %2449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1611, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2453                                    ; preds = %2449
  %2454 = xor i32 %5, -447869751
  %2455 = icmp ult i32 %2454, 5
  br i1 %2455, label %2456, label %2457

; <label>:2456                                    ; preds = %2453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1612, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2457                                    ; preds = %2453
  %2458 = xor i32 %5, 245896076
  %2459 = icmp ult i32 %2458, 5
  br i1 %2459, label %2460, label %2461

; <label>:2460                                    ; preds = %2457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1613, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2461                                    ; preds = %2457
  %2462 = xor i32 %5, 425686842
  %2463 = icmp ult i32 %2462, 5
  br i1 %2463, label %2464, label %2465

; <label>:2464                                    ; preds = %2461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1614, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2465                                    ; preds = %2461
  %2466 = xor i32 %5, 1931165406
  %2467 = icmp ult i32 %2466, 5
  br i1 %2467, label %2468, label %2469

; <label>:2468                                    ; preds = %2465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1615, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2469                                    ; preds = %2465
  %2470 = xor i32 %5, 1443126318
  %2471 = icmp ult i32 %2470, 5
  br i1 %2471, label %2472, label %2473

; <label>:2472                                    ; preds = %2469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1616, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2473                                    ; preds = %2469
  %2474 = xor i32 %5, -640784094
  %2475 = icmp ult i32 %2474, 5
  br i1 %2475, label %2476, label %2477

; <label>:2476                                    ; preds = %2473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1617, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2477                                    ; preds = %2473
  %2478 = xor i32 %5, 2106742066
  %2479 = icmp ult i32 %2478, 5
  br i1 %2479, label %2480, label %2481

; <label>:2480                                    ; preds = %2477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1618, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2481                                    ; preds = %2477
  %2482 = xor i32 %5, -1040200937
  %2483 = icmp ult i32 %2482, 5
  br i1 %2483, label %2484, label %2485

; <label>:2484                                    ; preds = %2481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1619, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2485                                    ; preds = %2481
  %2486 = xor i32 %5, 321458525
  %2487 = icmp ult i32 %2486, 5
  br i1 %2487, label %2488, label %2489

; <label>:2488                                    ; preds = %2485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1620, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2489                                    ; preds = %2485
  %2490 = xor i32 %5, 1807553252
  %2491 = icmp ult i32 %2490, 5
  br i1 %2491, label %2492, label %2493

; <label>:2492                                    ; preds = %2489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1621, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2493                                    ; preds = %2489
  %2494 = xor i32 %5, 706362580
  %2495 = icmp ult i32 %2494, 5
  br i1 %2495, label %2496, label %2497

; <label>:2496                                    ; preds = %2493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1622, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2497                                    ; preds = %2493
  %2498 = xor i32 %5, 1201678286
  %2499 = icmp ult i32 %2498, 5
  br i1 %2499, label %2500, label %2501

; <label>:2500                                    ; preds = %2497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1623, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2501                                    ; preds = %2497
  %2502 = xor i32 %5, 1975280304
  %2503 = icmp ult i32 %2502, 5
  br i1 %2503, label %2504, label %2505

; <label>:2504                                    ; preds = %2501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1624, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2505                                    ; preds = %2501
  %2506 = xor i32 %5, 1572893
  %2507 = icmp ult i32 %2506, 5
  br i1 %2507, label %2508, label %2509

; <label>:2508                                    ; preds = %2505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1625, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2509                                    ; preds = %2505
  %2510 = xor i32 %5, 1020923784
  %2511 = icmp ult i32 %2510, 5
  br i1 %2511, label %2512, label %2513

; <label>:2512                                    ; preds = %2509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1626, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2513                                    ; preds = %2509
  %2514 = xor i32 %5, -16927908
  %2515 = icmp ult i32 %2514, 5
  br i1 %2515, label %2516, label %2517

; <label>:2516                                    ; preds = %2513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1627, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2517                                    ; preds = %2513
  %2518 = xor i32 %5, 995669374
  %2519 = icmp ult i32 %2518, 5
  br i1 %2519, label %2520, label %2521

; <label>:2520                                    ; preds = %2517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1628, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2521                                    ; preds = %2517
  %2522 = xor i32 %5, -1034128745
  %2523 = icmp ult i32 %2522, 5
  br i1 %2523, label %2524, label %2525

; <label>:2524                                    ; preds = %2521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1629, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2525                                    ; preds = %2521
  %2526 = xor i32 %5, -1718639437
  %2527 = icmp ult i32 %2526, 5
  br i1 %2527, label %2528, label %2529

; <label>:2528                                    ; preds = %2525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1630, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2529                                    ; preds = %2525
  %2530 = xor i32 %5, 1014693733
  %2531 = icmp ult i32 %2530, 5
  br i1 %2531, label %2532, label %2533

; <label>:2532                                    ; preds = %2529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1631, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2533                                    ; preds = %2529
  %2534 = xor i32 %5, -739726433
  %2535 = icmp ult i32 %2534, 5
  br i1 %2535, label %2536, label %2537

; <label>:2536                                    ; preds = %2533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1632, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2537                                    ; preds = %2533
  %2538 = xor i32 %5, 808109558
  %2539 = icmp ult i32 %2538, 5
  br i1 %2539, label %2540, label %2541

; <label>:2540                                    ; preds = %2537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1633, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2541                                    ; preds = %2537
  %2542 = xor i32 %5, -1672309545
  %2543 = icmp ult i32 %2542, 5
  br i1 %2543, label %2544, label %2545

; <label>:2544                                    ; preds = %2541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1634, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2545                                    ; preds = %2541
  %2546 = xor i32 %5, -30479576
  %2547 = icmp ult i32 %2546, 5
  br i1 %2547, label %2548, label %2549

; <label>:2548                                    ; preds = %2545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1635, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2549                                    ; preds = %2545
  %2550 = xor i32 %5, 622176417
  %2551 = icmp ult i32 %2550, 5
  br i1 %2551, label %2552, label %2553

; <label>:2552                                    ; preds = %2549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1636, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2553                                    ; preds = %2549
  %2554 = xor i32 %5, -372980707
  %2555 = icmp ult i32 %2554, 5
  br i1 %2555, label %2556, label %2557

; <label>:2556                                    ; preds = %2553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1637, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2557                                    ; preds = %2553
  %2558 = xor i32 %5, 364789228
  %2559 = icmp ult i32 %2558, 5
  br i1 %2559, label %2560, label %2561

; <label>:2560                                    ; preds = %2557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1638, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2561                                    ; preds = %2557
  %2562 = xor i32 %5, -131204882
  %2563 = icmp ult i32 %2562, 5
  br i1 %2563, label %2564, label %2565

; <label>:2564                                    ; preds = %2561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1639, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2565                                    ; preds = %2561
  %2566 = xor i32 %5, 755923180
  %2567 = icmp ult i32 %2566, 5
  br i1 %2567, label %2568, label %2569

; <label>:2568                                    ; preds = %2565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1640, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2569                                    ; preds = %2565
  %2570 = xor i32 %5, -1942829840
  %2571 = icmp ult i32 %2570, 5
  br i1 %2571, label %2572, label %2573

; <label>:2572                                    ; preds = %2569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1641, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2573                                    ; preds = %2569
  %2574 = xor i32 %5, 635614881
  %2575 = icmp ult i32 %2574, 5
  br i1 %2575, label %2576, label %2577

; <label>:2576                                    ; preds = %2573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1642, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2577                                    ; preds = %2573
  %2578 = xor i32 %5, 949401483
  %2579 = icmp ult i32 %2578, 5
  br i1 %2579, label %2580, label %2581

; <label>:2580                                    ; preds = %2577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1643, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2581                                    ; preds = %2577
  %2582 = xor i32 %5, -630980962
  %2583 = icmp ult i32 %2582, 5
  br i1 %2583, label %2584, label %2585

; <label>:2584                                    ; preds = %2581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1644, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2585                                    ; preds = %2581
  %2586 = xor i32 %5, -1309696351
  %2587 = icmp ult i32 %2586, 5
  br i1 %2587, label %2588, label %2589

; <label>:2588                                    ; preds = %2585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1645, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2589                                    ; preds = %2585
  %2590 = xor i32 %5, -1533807062
  %2591 = icmp ult i32 %2590, 5
  br i1 %2591, label %2592, label %2593

; <label>:2592                                    ; preds = %2589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1646, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2593                                    ; preds = %2589
  %2594 = xor i32 %5, -1593300864
  %2595 = icmp ult i32 %2594, 5
  br i1 %2595, label %2596, label %2597

; <label>:2596                                    ; preds = %2593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1647, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2597                                    ; preds = %2593
  %2598 = xor i32 %5, 1317561409
  %2599 = icmp ult i32 %2598, 5
  br i1 %2599, label %2600, label %2601

; <label>:2600                                    ; preds = %2597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1648, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2601                                    ; preds = %2597
  %2602 = xor i32 %5, 647660737
  %2603 = icmp ult i32 %2602, 5
  br i1 %2603, label %2604, label %2605

; <label>:2604                                    ; preds = %2601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1649, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2605                                    ; preds = %2601
  %2606 = xor i32 %5, 1621459589
  %2607 = icmp ult i32 %2606, 5
  br i1 %2607, label %2608, label %2609

; <label>:2608                                    ; preds = %2605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1650, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2609                                    ; preds = %2605
  %2610 = xor i32 %5, 748440324
  %2611 = icmp ult i32 %2610, 5
  br i1 %2611, label %2612, label %2613

; <label>:2612                                    ; preds = %2609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1651, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2613                                    ; preds = %2609
  %2614 = xor i32 %5, -1129154318
  %2615 = icmp ult i32 %2614, 5
  br i1 %2615, label %2616, label %2617

; <label>:2616                                    ; preds = %2613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1652, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2617                                    ; preds = %2613
  %2618 = xor i32 %5, 1873229330
  %2619 = icmp ult i32 %2618, 5
  br i1 %2619, label %2620, label %2621

; <label>:2620                                    ; preds = %2617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1653, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2621                                    ; preds = %2617
  %2622 = xor i32 %5, -881548958
  %2623 = icmp ult i32 %2622, 5
  br i1 %2623, label %2624, label %2625

; <label>:2624                                    ; preds = %2621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1654, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2625                                    ; preds = %2621
  %2626 = xor i32 %5, 1265097763
  %2627 = icmp ult i32 %2626, 5
  br i1 %2627, label %2628, label %2629

; <label>:2628                                    ; preds = %2625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1655, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2629                                    ; preds = %2625
  %2630 = xor i32 %5, -116757750
  %2631 = icmp ult i32 %2630, 5
  br i1 %2631, label %2632, label %2633

; <label>:2632                                    ; preds = %2629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1656, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2633                                    ; preds = %2629
  %2634 = xor i32 %5, -916919535
  %2635 = icmp ult i32 %2634, 5
  br i1 %2635, label %2636, label %2637

; <label>:2636                                    ; preds = %2633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1657, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2637                                    ; preds = %2633
  %2638 = xor i32 %5, 457008016
  %2639 = icmp ult i32 %2638, 5
  br i1 %2639, label %2640, label %2641

; <label>:2640                                    ; preds = %2637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1658, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2641                                    ; preds = %2637
  %2642 = xor i32 %5, -1510553579
  %2643 = icmp ult i32 %2642, 5
  br i1 %2643, label %2644, label %2645

; <label>:2644                                    ; preds = %2641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1659, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2645                                    ; preds = %2641
  %2646 = xor i32 %5, 289344117
  %2647 = icmp ult i32 %2646, 5
  br i1 %2647, label %2648, label %2649

; <label>:2648                                    ; preds = %2645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1660, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2649                                    ; preds = %2645
  %2650 = xor i32 %5, 282112767
  %2651 = icmp ult i32 %2650, 5
  br i1 %2651, label %2652, label %2653

; <label>:2652                                    ; preds = %2649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1661, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2653                                    ; preds = %2649
  %2654 = xor i32 %5, 691084239
  %2655 = icmp ult i32 %2654, 5
  br i1 %2655, label %2656, label %2657

; <label>:2656                                    ; preds = %2653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1662, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2657                                    ; preds = %2653
  %2658 = xor i32 %5, -494353997
  %2659 = icmp ult i32 %2658, 5
  br i1 %2659, label %2660, label %2661

; <label>:2660                                    ; preds = %2657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1663, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2661                                    ; preds = %2657
  %2662 = xor i32 %5, -543783907
  %2663 = icmp ult i32 %2662, 5
  br i1 %2663, label %2664, label %2665

; <label>:2664                                    ; preds = %2661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1664, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2665                                    ; preds = %2661
  %2666 = xor i32 %5, -2075467478
  %2667 = icmp ult i32 %2666, 5
  br i1 %2667, label %2668, label %2669

; <label>:2668                                    ; preds = %2665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1665, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2669                                    ; preds = %2665
  %2670 = xor i32 %5, 214577648
  %2671 = icmp ult i32 %2670, 5
  br i1 %2671, label %2672, label %2673

; <label>:2672                                    ; preds = %2669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1666, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2673                                    ; preds = %2669
  %2674 = xor i32 %5, 1182454294
  %2675 = icmp ult i32 %2674, 5
  br i1 %2675, label %2676, label %2677

; <label>:2676                                    ; preds = %2673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1667, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2677                                    ; preds = %2673
  %2678 = xor i32 %5, 1794808560
  %2679 = icmp ult i32 %2678, 5
  br i1 %2679, label %2680, label %2681

; <label>:2680                                    ; preds = %2677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1668, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2681                                    ; preds = %2677
  %2682 = xor i32 %5, -1817973132
  %2683 = icmp ult i32 %2682, 5
  br i1 %2683, label %2684, label %2685

; <label>:2684                                    ; preds = %2681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1669, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2685                                    ; preds = %2681
  %2686 = xor i32 %5, -1632707485
  %2687 = icmp ult i32 %2686, 5
  br i1 %2687, label %2688, label %2689

; <label>:2688                                    ; preds = %2685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1670, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2689                                    ; preds = %2685
  %2690 = xor i32 %5, -264711603
  %2691 = icmp ult i32 %2690, 5
  br i1 %2691, label %2692, label %2693

; <label>:2692                                    ; preds = %2689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1671, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2693                                    ; preds = %2689
  %2694 = xor i32 %5, -1200380338
  %2695 = icmp ult i32 %2694, 5
  br i1 %2695, label %2696, label %2697

; <label>:2696                                    ; preds = %2693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1672, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2697                                    ; preds = %2693
  %2698 = xor i32 %5, 995196397
  %2699 = icmp ult i32 %2698, 5
  br i1 %2699, label %2700, label %2701

; <label>:2700                                    ; preds = %2697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1673, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2701                                    ; preds = %2697
  %2702 = xor i32 %5, -905610558
  %2703 = icmp ult i32 %2702, 5
  br i1 %2703, label %2704, label %2705

; <label>:2704                                    ; preds = %2701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1674, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2705                                    ; preds = %2701
  %2706 = xor i32 %5, -1562573516
  %2707 = icmp ult i32 %2706, 5
  br i1 %2707, label %2708, label %2709

; <label>:2708                                    ; preds = %2705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1675, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2709                                    ; preds = %2705
  %2710 = xor i32 %5, -1512936130
  %2711 = icmp ult i32 %2710, 5
  br i1 %2711, label %2712, label %2713

; <label>:2712                                    ; preds = %2709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1676, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2713                                    ; preds = %2709
  %2714 = xor i32 %5, -388241644
  %2715 = icmp ult i32 %2714, 5
  br i1 %2715, label %2716, label %2717

; <label>:2716                                    ; preds = %2713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1677, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2717                                    ; preds = %2713
  %2718 = xor i32 %5, -2059950557
  %2719 = icmp ult i32 %2718, 5
  br i1 %2719, label %2720, label %2721

; <label>:2720                                    ; preds = %2717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1678, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2721                                    ; preds = %2717
  %2722 = xor i32 %5, 2094676111
  %2723 = icmp ult i32 %2722, 5
  br i1 %2723, label %2724, label %2725

; <label>:2724                                    ; preds = %2721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1679, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2725                                    ; preds = %2721
  %2726 = xor i32 %5, 879285734
  %2727 = icmp ult i32 %2726, 5
  br i1 %2727, label %2728, label %2729

; <label>:2728                                    ; preds = %2725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1680, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2729                                    ; preds = %2725
  %2730 = xor i32 %5, -577703947
  %2731 = icmp ult i32 %2730, 5
  br i1 %2731, label %2732, label %2733

; <label>:2732                                    ; preds = %2729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1681, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2733                                    ; preds = %2729
  %2734 = xor i32 %5, 1636919747
  %2735 = icmp ult i32 %2734, 5
  br i1 %2735, label %2736, label %2737

; <label>:2736                                    ; preds = %2733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1682, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2737                                    ; preds = %2733
  %2738 = xor i32 %5, 1910839367
  %2739 = icmp ult i32 %2738, 5
  br i1 %2739, label %2740, label %2741

; <label>:2740                                    ; preds = %2737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1683, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2741                                    ; preds = %2737
  %2742 = xor i32 %5, 997384213
  %2743 = icmp ult i32 %2742, 5
  br i1 %2743, label %2744, label %2745

; <label>:2744                                    ; preds = %2741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1684, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2745                                    ; preds = %2741
  %2746 = xor i32 %5, -1623446230
  %2747 = icmp ult i32 %2746, 5
  br i1 %2747, label %2748, label %2749

; <label>:2748                                    ; preds = %2745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1685, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2749                                    ; preds = %2745
  %2750 = xor i32 %5, -775165286
  %2751 = icmp ult i32 %2750, 5
  br i1 %2751, label %2752, label %2753

; <label>:2752                                    ; preds = %2749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1686, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2753                                    ; preds = %2749
  %2754 = xor i32 %5, -2141808047
  %2755 = icmp ult i32 %2754, 5
  br i1 %2755, label %2756, label %2757

; <label>:2756                                    ; preds = %2753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1687, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2757                                    ; preds = %2753
  %2758 = xor i32 %5, -777818607
  %2759 = icmp ult i32 %2758, 5
  br i1 %2759, label %2760, label %2761

; <label>:2760                                    ; preds = %2757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1688, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2761                                    ; preds = %2757
  %2762 = xor i32 %5, -1812466707
  %2763 = icmp ult i32 %2762, 5
  br i1 %2763, label %2764, label %2765

; <label>:2764                                    ; preds = %2761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1689, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2765                                    ; preds = %2761
  %2766 = xor i32 %5, -691677961
  %2767 = icmp ult i32 %2766, 5
  br i1 %2767, label %2768, label %2769

; <label>:2768                                    ; preds = %2765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1690, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2769                                    ; preds = %2765
  %2770 = xor i32 %5, 190847138
  %2771 = icmp ult i32 %2770, 5
  br i1 %2771, label %2772, label %2773

; <label>:2772                                    ; preds = %2769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1691, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2773                                    ; preds = %2769
  %2774 = xor i32 %5, 50760323
  %2775 = icmp ult i32 %2774, 5
  br i1 %2775, label %2776, label %2777

; <label>:2776                                    ; preds = %2773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1692, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2777                                    ; preds = %2773
  %2778 = xor i32 %5, -1834113600
  %2779 = icmp ult i32 %2778, 5
  br i1 %2779, label %2780, label %2781

; <label>:2780                                    ; preds = %2777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1693, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2781                                    ; preds = %2777
  %2782 = xor i32 %5, -1539009618
  %2783 = icmp ult i32 %2782, 5
  br i1 %2783, label %2784, label %2785

; <label>:2784                                    ; preds = %2781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1694, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2785                                    ; preds = %2781
  %2786 = xor i32 %5, -386447637
  %2787 = icmp ult i32 %2786, 5
  br i1 %2787, label %2788, label %2789

; <label>:2788                                    ; preds = %2785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1695, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2789                                    ; preds = %2785
  %2790 = xor i32 %5, -275577219
  %2791 = icmp ult i32 %2790, 5
  br i1 %2791, label %2792, label %2793

; <label>:2792                                    ; preds = %2789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1696, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2793                                    ; preds = %2789
  %2794 = xor i32 %5, 2028854655
  %2795 = icmp ult i32 %2794, 5
  br i1 %2795, label %2796, label %2797

; <label>:2796                                    ; preds = %2793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1697, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2797                                    ; preds = %2793
  %2798 = xor i32 %5, 1591105792
  %2799 = icmp ult i32 %2798, 5
  br i1 %2799, label %2800, label %2801

; <label>:2800                                    ; preds = %2797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1698, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2801                                    ; preds = %2797
  %2802 = xor i32 %5, 2090696013
  %2803 = icmp ult i32 %2802, 5
  br i1 %2803, label %2804, label %2805

; <label>:2804                                    ; preds = %2801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1699, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2805                                    ; preds = %2801
  %2806 = xor i32 %5, 2041957217
  %2807 = icmp ult i32 %2806, 5
  br i1 %2807, label %2808, label %2809

; <label>:2808                                    ; preds = %2805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1700, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2809                                    ; preds = %2805
  %2810 = xor i32 %5, -1553653999
  %2811 = icmp ult i32 %2810, 5
  br i1 %2811, label %2812, label %2813

; <label>:2812                                    ; preds = %2809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1701, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2813                                    ; preds = %2809
  %2814 = xor i32 %5, 637227072
  %2815 = icmp ult i32 %2814, 5
  br i1 %2815, label %2816, label %2817

; <label>:2816                                    ; preds = %2813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1702, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2817                                    ; preds = %2813
  %2818 = xor i32 %5, -1732923463
  %2819 = icmp ult i32 %2818, 5
  br i1 %2819, label %2820, label %2821

; <label>:2820                                    ; preds = %2817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1703, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2821                                    ; preds = %2817
  %2822 = xor i32 %5, -27881314
  %2823 = icmp ult i32 %2822, 5
  br i1 %2823, label %2824, label %2825

; <label>:2824                                    ; preds = %2821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1704, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2825                                    ; preds = %2821
  %2826 = xor i32 %5, -292737025
  %2827 = icmp ult i32 %2826, 5
  br i1 %2827, label %2828, label %2829

; <label>:2828                                    ; preds = %2825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1705, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2829                                    ; preds = %2825
  %2830 = xor i32 %5, -9127935
  %2831 = icmp ult i32 %2830, 5
  br i1 %2831, label %2832, label %2833

; <label>:2832                                    ; preds = %2829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1706, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2833                                    ; preds = %2829
  %2834 = xor i32 %5, -1967809043
  %2835 = icmp ult i32 %2834, 5
  br i1 %2835, label %2836, label %2837

; <label>:2836                                    ; preds = %2833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1707, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2837                                    ; preds = %2833
  %2838 = xor i32 %5, 2013828003
  %2839 = icmp ult i32 %2838, 5
  br i1 %2839, label %2840, label %2841

; <label>:2840                                    ; preds = %2837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1708, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2841                                    ; preds = %2837
  %2842 = xor i32 %5, -1054884176
  %2843 = icmp ult i32 %2842, 5
  br i1 %2843, label %2844, label %2845

; <label>:2844                                    ; preds = %2841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1709, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2845                                    ; preds = %2841
  %2846 = xor i32 %5, -670939689
  %2847 = icmp ult i32 %2846, 5
  br i1 %2847, label %2848, label %2849

; <label>:2848                                    ; preds = %2845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1710, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2849                                    ; preds = %2845
  %2850 = xor i32 %5, -1047736646
  %2851 = icmp ult i32 %2850, 5
  br i1 %2851, label %2852, label %2853

; <label>:2852                                    ; preds = %2849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1711, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2853                                    ; preds = %2849
  %2854 = xor i32 %5, 1605312210
  %2855 = icmp ult i32 %2854, 5
  br i1 %2855, label %2856, label %2857

; <label>:2856                                    ; preds = %2853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1712, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2857                                    ; preds = %2853
  %2858 = xor i32 %5, 1382370766
  %2859 = icmp ult i32 %2858, 5
  br i1 %2859, label %2860, label %2861

; <label>:2860                                    ; preds = %2857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1713, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2861                                    ; preds = %2857
  %2862 = xor i32 %5, 300441609
  %2863 = icmp ult i32 %2862, 5
  br i1 %2863, label %2864, label %2865

; <label>:2864                                    ; preds = %2861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1714, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2865                                    ; preds = %2861
  %2866 = xor i32 %5, -464897082
  %2867 = icmp ult i32 %2866, 5
  br i1 %2867, label %2868, label %2869

; <label>:2868                                    ; preds = %2865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1715, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2869                                    ; preds = %2865
  %2870 = xor i32 %5, -1894644651
  %2871 = icmp ult i32 %2870, 5
  br i1 %2871, label %2872, label %2873

; <label>:2872                                    ; preds = %2869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1716, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2873                                    ; preds = %2869
  %2874 = xor i32 %5, 513188824
  %2875 = icmp ult i32 %2874, 5
  br i1 %2875, label %2876, label %2877

; <label>:2876                                    ; preds = %2873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1717, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2877                                    ; preds = %2873
  %2878 = xor i32 %5, 957151720
  %2879 = icmp ult i32 %2878, 5
  br i1 %2879, label %2880, label %2881

; <label>:2880                                    ; preds = %2877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1718, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2881                                    ; preds = %2877
  %2882 = xor i32 %5, 426666267
  %2883 = icmp ult i32 %2882, 5
  br i1 %2883, label %2884, label %2885

; <label>:2884                                    ; preds = %2881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1719, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2885                                    ; preds = %2881
  %2886 = xor i32 %5, -862433218
  %2887 = icmp ult i32 %2886, 5
  br i1 %2887, label %2888, label %2889

; <label>:2888                                    ; preds = %2885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1720, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2889                                    ; preds = %2885
  %2890 = xor i32 %5, 1149870674
  %2891 = icmp ult i32 %2890, 5
  br i1 %2891, label %2892, label %2893

; <label>:2892                                    ; preds = %2889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1721, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2893                                    ; preds = %2889
  %2894 = xor i32 %5, 482331319
  %2895 = icmp ult i32 %2894, 5
  br i1 %2895, label %2896, label %2897

; <label>:2896                                    ; preds = %2893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1722, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2897                                    ; preds = %2893
  %2898 = xor i32 %5, 2040677324
  %2899 = icmp ult i32 %2898, 5
  br i1 %2899, label %2900, label %2901

; <label>:2900                                    ; preds = %2897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1723, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2901                                    ; preds = %2897
  %2902 = xor i32 %5, 935414872
  %2903 = icmp ult i32 %2902, 5
  br i1 %2903, label %2904, label %2905

; <label>:2904                                    ; preds = %2901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1724, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2905                                    ; preds = %2901
  %2906 = xor i32 %5, -196419229
  %2907 = icmp ult i32 %2906, 5
  br i1 %2907, label %2908, label %2909

; <label>:2908                                    ; preds = %2905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1725, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2909                                    ; preds = %2905
  %2910 = xor i32 %5, 1977387327
  %2911 = icmp ult i32 %2910, 5
  br i1 %2911, label %2912, label %2913

; <label>:2912                                    ; preds = %2909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1726, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2913                                    ; preds = %2909
  %2914 = xor i32 %5, 605038792
  %2915 = icmp ult i32 %2914, 5
  br i1 %2915, label %2916, label %2917

; <label>:2916                                    ; preds = %2913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1727, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2917                                    ; preds = %2913
  %2918 = xor i32 %5, 103583084
  %2919 = icmp ult i32 %2918, 5
  br i1 %2919, label %2920, label %2921

; <label>:2920                                    ; preds = %2917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1728, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2921                                    ; preds = %2917
  %2922 = xor i32 %5, 841550504
  %2923 = icmp ult i32 %2922, 5
  br i1 %2923, label %2924, label %2925

; <label>:2924                                    ; preds = %2921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1729, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2925                                    ; preds = %2921
  %2926 = xor i32 %5, 127316745
  %2927 = icmp ult i32 %2926, 5
  br i1 %2927, label %2928, label %2929

; <label>:2928                                    ; preds = %2925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1730, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2929                                    ; preds = %2925
  %2930 = xor i32 %5, 1107050735
  %2931 = icmp ult i32 %2930, 5
  br i1 %2931, label %2932, label %2933

; <label>:2932                                    ; preds = %2929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1731, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2933                                    ; preds = %2929
  %2934 = xor i32 %5, -609375513
  %2935 = icmp ult i32 %2934, 5
  br i1 %2935, label %2936, label %2937

; <label>:2936                                    ; preds = %2933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1732, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2937                                    ; preds = %2933
  %2938 = xor i32 %5, 2109976422
  %2939 = icmp ult i32 %2938, 5
  br i1 %2939, label %2940, label %2941

; <label>:2940                                    ; preds = %2937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1733, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2941                                    ; preds = %2937
  %2942 = xor i32 %5, 659082444
  %2943 = icmp ult i32 %2942, 5
  br i1 %2943, label %2944, label %2945

; <label>:2944                                    ; preds = %2941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1734, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2945                                    ; preds = %2941
  %2946 = xor i32 %5, -1750834393
  %2947 = icmp ult i32 %2946, 5
  br i1 %2947, label %2948, label %2949

; <label>:2948                                    ; preds = %2945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1735, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2949                                    ; preds = %2945
  %2950 = xor i32 %5, -1910161007
  %2951 = icmp ult i32 %2950, 5
  br i1 %2951, label %2952, label %2953

; <label>:2952                                    ; preds = %2949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1736, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2953                                    ; preds = %2949
  %2954 = xor i32 %5, 2119185434
  %2955 = icmp ult i32 %2954, 5
  br i1 %2955, label %2956, label %2957

; <label>:2956                                    ; preds = %2953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1737, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2957                                    ; preds = %2953
  %2958 = xor i32 %5, 947780041
  %2959 = icmp ult i32 %2958, 5
  br i1 %2959, label %2960, label %2961

; <label>:2960                                    ; preds = %2957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1738, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2961                                    ; preds = %2957
  %2962 = xor i32 %5, 1381668161
  %2963 = icmp ult i32 %2962, 5
  br i1 %2963, label %2964, label %2965

; <label>:2964                                    ; preds = %2961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1739, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2965                                    ; preds = %2961
  %2966 = xor i32 %5, 1496160091
  %2967 = icmp ult i32 %2966, 5
  br i1 %2967, label %2968, label %2969

; <label>:2968                                    ; preds = %2965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1740, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2969                                    ; preds = %2965
  %2970 = xor i32 %5, -135623545
  %2971 = icmp ult i32 %2970, 5
  br i1 %2971, label %2972, label %2973

; <label>:2972                                    ; preds = %2969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1741, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2973                                    ; preds = %2969
  %2974 = xor i32 %5, -362442079
  %2975 = icmp ult i32 %2974, 5
  br i1 %2975, label %2976, label %2977

; <label>:2976                                    ; preds = %2973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1742, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2977                                    ; preds = %2973
  %2978 = xor i32 %5, -1488671682
  %2979 = icmp ult i32 %2978, 5
  br i1 %2979, label %2980, label %2981

; <label>:2980                                    ; preds = %2977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1743, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2981                                    ; preds = %2977
  %2982 = xor i32 %5, 1543153528
  %2983 = icmp ult i32 %2982, 5
  br i1 %2983, label %2984, label %2985

; <label>:2984                                    ; preds = %2981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1744, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2985                                    ; preds = %2981
  %2986 = xor i32 %5, -1106877934
  %2987 = icmp ult i32 %2986, 5
  br i1 %2987, label %2988, label %2989

; <label>:2988                                    ; preds = %2985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1745, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2989                                    ; preds = %2985
  %2990 = xor i32 %5, -1363455519
  %2991 = icmp ult i32 %2990, 5
  br i1 %2991, label %2992, label %2993

; <label>:2992                                    ; preds = %2989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1746, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2993                                    ; preds = %2989
  %2994 = xor i32 %5, 521474473
  %2995 = icmp ult i32 %2994, 5
  br i1 %2995, label %2996, label %2997

; <label>:2996                                    ; preds = %2993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1747, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:2997                                    ; preds = %2993
  %2998 = xor i32 %5, 531394465
  %2999 = icmp ult i32 %2998, 5
  br i1 %2999, label %3000, label %3001

; <label>:3000                                    ; preds = %2997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1748, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3001                                    ; preds = %2997
  %3002 = xor i32 %5, -286105744
  %3003 = icmp ult i32 %3002, 5
  br i1 %3003, label %3004, label %3005

; <label>:3004                                    ; preds = %3001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1749, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3005                                    ; preds = %3001
  %3006 = xor i32 %5, -1975026428
  %3007 = icmp ult i32 %3006, 5
  br i1 %3007, label %3008, label %3009

; <label>:3008                                    ; preds = %3005
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1750, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3009                                    ; preds = %3005
  %3010 = xor i32 %5, -470095791
  %3011 = icmp ult i32 %3010, 5
  br i1 %3011, label %3012, label %3013

; <label>:3012                                    ; preds = %3009
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1751, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3013                                    ; preds = %3009
  %3014 = xor i32 %5, 1396309946
  %3015 = icmp ult i32 %3014, 5
  br i1 %3015, label %3016, label %3017

; <label>:3016                                    ; preds = %3013
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1752, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3017                                    ; preds = %3013
  %3018 = xor i32 %5, 1996642639
  %3019 = icmp ult i32 %3018, 5
  br i1 %3019, label %3020, label %3021

; <label>:3020                                    ; preds = %3017
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1753, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3021                                    ; preds = %3017
  %3022 = xor i32 %5, -1208834687
  %3023 = icmp ult i32 %3022, 5
  br i1 %3023, label %3024, label %3025

; <label>:3024                                    ; preds = %3021
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1754, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3025                                    ; preds = %3021
  %3026 = xor i32 %5, 1860061004
  %3027 = icmp ult i32 %3026, 5
  br i1 %3027, label %3028, label %3029

; <label>:3028                                    ; preds = %3025
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1755, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3029                                    ; preds = %3025
  %3030 = xor i32 %5, -1420937539
  %3031 = icmp ult i32 %3030, 5
  br i1 %3031, label %3032, label %3033

; <label>:3032                                    ; preds = %3029
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1756, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3033                                    ; preds = %3029
  %3034 = xor i32 %5, 918411114
  %3035 = icmp ult i32 %3034, 5
  br i1 %3035, label %3036, label %3037

; <label>:3036                                    ; preds = %3033
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1757, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3037                                    ; preds = %3033
  %3038 = xor i32 %5, 1617294539
  %3039 = icmp ult i32 %3038, 5
  br i1 %3039, label %3040, label %3041

; <label>:3040                                    ; preds = %3037
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1758, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3041                                    ; preds = %3037
  %3042 = xor i32 %5, -84509780
  %3043 = icmp ult i32 %3042, 5
  br i1 %3043, label %3044, label %3045

; <label>:3044                                    ; preds = %3041
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1759, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3045                                    ; preds = %3041
  %3046 = xor i32 %5, -1314667780
  %3047 = icmp ult i32 %3046, 5
  br i1 %3047, label %3048, label %3049

; <label>:3048                                    ; preds = %3045
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1760, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3049                                    ; preds = %3045
  %3050 = xor i32 %5, -1862556275
  %3051 = icmp ult i32 %3050, 5
  br i1 %3051, label %3052, label %3053

; <label>:3052                                    ; preds = %3049
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1761, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3053                                    ; preds = %3049
  %3054 = xor i32 %5, -1698330767
  %3055 = icmp ult i32 %3054, 5
  br i1 %3055, label %3056, label %3057

; <label>:3056                                    ; preds = %3053
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1762, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3057                                    ; preds = %3053
  %3058 = xor i32 %5, 1196669221
  %3059 = icmp ult i32 %3058, 5
  br i1 %3059, label %3060, label %3061

; <label>:3060                                    ; preds = %3057
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1763, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3061                                    ; preds = %3057
  %3062 = xor i32 %5, -160353102
  %3063 = icmp ult i32 %3062, 5
  br i1 %3063, label %3064, label %3065

; <label>:3064                                    ; preds = %3061
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1764, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3065                                    ; preds = %3061
  %3066 = xor i32 %5, 842888565
  %3067 = icmp ult i32 %3066, 5
  br i1 %3067, label %3068, label %3069

; <label>:3068                                    ; preds = %3065
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1765, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3069                                    ; preds = %3065
  %3070 = xor i32 %5, -1135380955
  %3071 = icmp ult i32 %3070, 5
  br i1 %3071, label %3072, label %3073

; <label>:3072                                    ; preds = %3069
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1766, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3073                                    ; preds = %3069
  %3074 = xor i32 %5, -243873554
  %3075 = icmp ult i32 %3074, 5
  br i1 %3075, label %3076, label %3077

; <label>:3076                                    ; preds = %3073
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1767, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3077                                    ; preds = %3073
  %3078 = xor i32 %5, -711386277
  %3079 = icmp ult i32 %3078, 5
  br i1 %3079, label %3080, label %3081

; <label>:3080                                    ; preds = %3077
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1768, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3081                                    ; preds = %3077
  %3082 = xor i32 %5, -224023584
  %3083 = icmp ult i32 %3082, 5
  br i1 %3083, label %3084, label %3085

; <label>:3084                                    ; preds = %3081
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1769, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3085                                    ; preds = %3081
  %3086 = xor i32 %5, 1077725547
  %3087 = icmp ult i32 %3086, 5
  br i1 %3087, label %3088, label %3089

; <label>:3088                                    ; preds = %3085
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1770, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3089                                    ; preds = %3085
  %3090 = xor i32 %5, 700536343
  %3091 = icmp ult i32 %3090, 5
  br i1 %3091, label %3092, label %3093

; <label>:3092                                    ; preds = %3089
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1771, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3093                                    ; preds = %3089
  %3094 = xor i32 %5, 1440476181
  %3095 = icmp ult i32 %3094, 5
  br i1 %3095, label %3096, label %3097

; <label>:3096                                    ; preds = %3093
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1772, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3097                                    ; preds = %3093
  %3098 = xor i32 %5, 906723768
  %3099 = icmp ult i32 %3098, 5
  br i1 %3099, label %3100, label %3101

; <label>:3100                                    ; preds = %3097
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1773, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3101                                    ; preds = %3097
  %3102 = xor i32 %5, 248141051
  %3103 = icmp ult i32 %3102, 5
  br i1 %3103, label %3104, label %3105

; <label>:3104                                    ; preds = %3101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1774, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3105                                    ; preds = %3101
  %3106 = xor i32 %5, -1200751678
  %3107 = icmp ult i32 %3106, 5
  br i1 %3107, label %3108, label %3109

; <label>:3108                                    ; preds = %3105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1775, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3109                                    ; preds = %3105
  %3110 = xor i32 %5, -779936072
  %3111 = icmp ult i32 %3110, 5
  br i1 %3111, label %3112, label %3113

; <label>:3112                                    ; preds = %3109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1776, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3113                                    ; preds = %3109
  %3114 = xor i32 %5, -165318838
  %3115 = icmp ult i32 %3114, 5
  br i1 %3115, label %3116, label %3117

; <label>:3116                                    ; preds = %3113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1777, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3117                                    ; preds = %3113
  %3118 = xor i32 %5, 837310310
  %3119 = icmp ult i32 %3118, 5
  br i1 %3119, label %3120, label %3121

; <label>:3120                                    ; preds = %3117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1778, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3121                                    ; preds = %3117
  %3122 = xor i32 %5, -2132424432
  %3123 = icmp ult i32 %3122, 5
  br i1 %3123, label %3124, label %3125

; <label>:3124                                    ; preds = %3121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1779, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3125                                    ; preds = %3121
  %3126 = xor i32 %5, -13385367
  %3127 = icmp ult i32 %3126, 5
  br i1 %3127, label %3128, label %3129

; <label>:3128                                    ; preds = %3125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1780, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3129                                    ; preds = %3125
  %3130 = xor i32 %5, 1579543547
  %3131 = icmp ult i32 %3130, 5
  br i1 %3131, label %3132, label %3133

; <label>:3132                                    ; preds = %3129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1781, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3133                                    ; preds = %3129
  %3134 = xor i32 %5, 895986098
  %3135 = icmp ult i32 %3134, 5
  br i1 %3135, label %3136, label %3137

; <label>:3136                                    ; preds = %3133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1782, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3137                                    ; preds = %3133
  %3138 = xor i32 %5, 1977741928
  %3139 = icmp ult i32 %3138, 5
  br i1 %3139, label %3140, label %3141

; <label>:3140                                    ; preds = %3137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1783, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3141                                    ; preds = %3137
  %3142 = xor i32 %5, 1544229854
  %3143 = icmp ult i32 %3142, 5
  br i1 %3143, label %3144, label %3145

; <label>:3144                                    ; preds = %3141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1784, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3145                                    ; preds = %3141
  %3146 = xor i32 %5, -169936545
  %3147 = icmp ult i32 %3146, 5
  br i1 %3147, label %3148, label %3149

; <label>:3148                                    ; preds = %3145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1785, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3149                                    ; preds = %3145
  %3150 = xor i32 %5, 1143367409
  %3151 = icmp ult i32 %3150, 5
  br i1 %3151, label %3152, label %3153

; <label>:3152                                    ; preds = %3149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1786, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3153                                    ; preds = %3149
  %3154 = xor i32 %5, 1236887724
  %3155 = icmp ult i32 %3154, 5
  br i1 %3155, label %3156, label %3157

; <label>:3156                                    ; preds = %3153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1787, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3157                                    ; preds = %3153
  %3158 = xor i32 %5, 268370821
  %3159 = icmp ult i32 %3158, 5
  br i1 %3159, label %3160, label %3161

; <label>:3160                                    ; preds = %3157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1788, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3161                                    ; preds = %3157
  %3162 = xor i32 %5, 1214297741
  %3163 = icmp ult i32 %3162, 5
  br i1 %3163, label %3164, label %3165

; <label>:3164                                    ; preds = %3161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1789, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3165                                    ; preds = %3161
  %3166 = xor i32 %5, -1308066991
  %3167 = icmp ult i32 %3166, 5
  br i1 %3167, label %3168, label %3169

; <label>:3168                                    ; preds = %3165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1790, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3169                                    ; preds = %3165
  %3170 = xor i32 %5, -640483174
  %3171 = icmp ult i32 %3170, 5
  br i1 %3171, label %3172, label %3173

; <label>:3172                                    ; preds = %3169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1791, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3173                                    ; preds = %3169
  %3174 = xor i32 %5, 673881327
  %3175 = icmp ult i32 %3174, 5
  br i1 %3175, label %3176, label %3177

; <label>:3176                                    ; preds = %3173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1792, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3177                                    ; preds = %3173
  %3178 = xor i32 %5, 498604539
  %3179 = icmp ult i32 %3178, 5
  br i1 %3179, label %3180, label %3181

; <label>:3180                                    ; preds = %3177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1793, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3181                                    ; preds = %3177
  %3182 = xor i32 %5, -481117881
  %3183 = icmp ult i32 %3182, 5
  br i1 %3183, label %3184, label %3185

; <label>:3184                                    ; preds = %3181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1794, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3185                                    ; preds = %3181
  %3186 = xor i32 %5, -202602748
  %3187 = icmp ult i32 %3186, 5
  br i1 %3187, label %3188, label %3189

; <label>:3188                                    ; preds = %3185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1795, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3189                                    ; preds = %3185
  %3190 = xor i32 %5, -49274661
  %3191 = icmp ult i32 %3190, 5
  br i1 %3191, label %3192, label %3193

; <label>:3192                                    ; preds = %3189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1796, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3193                                    ; preds = %3189
  %3194 = xor i32 %5, -487553369
  %3195 = icmp ult i32 %3194, 5
  br i1 %3195, label %3196, label %3197

; <label>:3196                                    ; preds = %3193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1797, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3197                                    ; preds = %3193
  %3198 = xor i32 %5, -809944458
  %3199 = icmp ult i32 %3198, 5
  br i1 %3199, label %3200, label %3201

; <label>:3200                                    ; preds = %3197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1798, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3201                                    ; preds = %3197
  %3202 = xor i32 %5, 1395522039
  %3203 = icmp ult i32 %3202, 5
  br i1 %3203, label %3204, label %3205

; <label>:3204                                    ; preds = %3201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1799, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3205                                    ; preds = %3201
  %3206 = xor i32 %5, -932991864
  %3207 = icmp ult i32 %3206, 5
  br i1 %3207, label %3208, label %3209

; <label>:3208                                    ; preds = %3205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1800, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3209                                    ; preds = %3205
  %3210 = xor i32 %5, -843199830
  %3211 = icmp ult i32 %3210, 5
  br i1 %3211, label %3212, label %3213

; <label>:3212                                    ; preds = %3209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1801, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3213                                    ; preds = %3209
  %3214 = xor i32 %5, -1684425922
  %3215 = icmp ult i32 %3214, 5
  br i1 %3215, label %3216, label %3217

; <label>:3216                                    ; preds = %3213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1802, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3217                                    ; preds = %3213
  %3218 = xor i32 %5, 1913220565
  %3219 = icmp ult i32 %3218, 5
  br i1 %3219, label %3220, label %3221

; <label>:3220                                    ; preds = %3217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1803, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3221                                    ; preds = %3217
  %3222 = xor i32 %5, 359030039
  %3223 = icmp ult i32 %3222, 5
  br i1 %3223, label %3224, label %3225

; <label>:3224                                    ; preds = %3221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1804, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3225                                    ; preds = %3221
  %3226 = xor i32 %5, 387548227
  %3227 = icmp ult i32 %3226, 5
  br i1 %3227, label %3228, label %3229

; <label>:3228                                    ; preds = %3225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1805, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3229                                    ; preds = %3225
  %3230 = xor i32 %5, -1820512660
  %3231 = icmp ult i32 %3230, 5
  br i1 %3231, label %3232, label %3233

; <label>:3232                                    ; preds = %3229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1806, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3233                                    ; preds = %3229
  %3234 = xor i32 %5, 900546653
  %3235 = icmp ult i32 %3234, 5
  br i1 %3235, label %3236, label %3237

; <label>:3236                                    ; preds = %3233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1807, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3237                                    ; preds = %3233
  %3238 = xor i32 %5, -1355285496
  %3239 = icmp ult i32 %3238, 5
  br i1 %3239, label %3240, label %3241

; <label>:3240                                    ; preds = %3237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1808, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3241                                    ; preds = %3237
  %3242 = xor i32 %5, -981050645
  %3243 = icmp ult i32 %3242, 5
  br i1 %3243, label %3244, label %3245

; <label>:3244                                    ; preds = %3241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1809, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3245                                    ; preds = %3241
  %3246 = xor i32 %5, -1235572524
  %3247 = icmp ult i32 %3246, 5
  br i1 %3247, label %3248, label %3249

; <label>:3248                                    ; preds = %3245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1810, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3249                                    ; preds = %3245
  %3250 = xor i32 %5, 336113842
  %3251 = icmp ult i32 %3250, 5
  br i1 %3251, label %3252, label %3253

; <label>:3252                                    ; preds = %3249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1811, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3253                                    ; preds = %3249
  %3254 = xor i32 %5, -842996391
  %3255 = icmp ult i32 %3254, 5
  br i1 %3255, label %3256, label %3257

; <label>:3256                                    ; preds = %3253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1812, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3257                                    ; preds = %3253
  %3258 = xor i32 %5, -38961912
  %3259 = icmp ult i32 %3258, 5
  br i1 %3259, label %3260, label %3261

; <label>:3260                                    ; preds = %3257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1813, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3261                                    ; preds = %3257
  %3262 = xor i32 %5, -184789644
  %3263 = icmp ult i32 %3262, 5
  br i1 %3263, label %3264, label %3265

; <label>:3264                                    ; preds = %3261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1814, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3265                                    ; preds = %3261
  %3266 = xor i32 %5, -1810543623
  %3267 = icmp ult i32 %3266, 5
  br i1 %3267, label %3268, label %3269

; <label>:3268                                    ; preds = %3265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1815, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3269                                    ; preds = %3265
  %3270 = xor i32 %5, 715902231
  %3271 = icmp ult i32 %3270, 5
  br i1 %3271, label %3272, label %3273

; <label>:3272                                    ; preds = %3269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1816, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3273                                    ; preds = %3269
  %3274 = xor i32 %5, -119150937
  %3275 = icmp ult i32 %3274, 5
  br i1 %3275, label %3276, label %3277

; <label>:3276                                    ; preds = %3273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1817, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3277                                    ; preds = %3273
  %3278 = xor i32 %5, 867165341
  %3279 = icmp ult i32 %3278, 5
  br i1 %3279, label %3280, label %3281

; <label>:3280                                    ; preds = %3277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1818, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3281                                    ; preds = %3277
  %3282 = xor i32 %5, -714453395
  %3283 = icmp ult i32 %3282, 5
  br i1 %3283, label %3284, label %3285

; <label>:3284                                    ; preds = %3281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1819, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3285                                    ; preds = %3281
  %3286 = xor i32 %5, -242966265
  %3287 = icmp ult i32 %3286, 5
  br i1 %3287, label %3288, label %3289

; <label>:3288                                    ; preds = %3285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1820, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3289                                    ; preds = %3285
  %3290 = xor i32 %5, -883856282
  %3291 = icmp ult i32 %3290, 5
  br i1 %3291, label %3292, label %3293

; <label>:3292                                    ; preds = %3289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1821, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3293                                    ; preds = %3289
  %3294 = xor i32 %5, 1999922011
  %3295 = icmp ult i32 %3294, 5
  br i1 %3295, label %3296, label %3297

; <label>:3296                                    ; preds = %3293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1822, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3297                                    ; preds = %3293
  %3298 = xor i32 %5, 1443078167
  %3299 = icmp ult i32 %3298, 5
  br i1 %3299, label %3300, label %3301

; <label>:3300                                    ; preds = %3297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1823, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3301                                    ; preds = %3297
  %3302 = xor i32 %5, -1278742101
  %3303 = icmp ult i32 %3302, 5
  br i1 %3303, label %3304, label %3305

; <label>:3304                                    ; preds = %3301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1824, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3305                                    ; preds = %3301
  %3306 = xor i32 %5, -400216942
  %3307 = icmp ult i32 %3306, 5
  br i1 %3307, label %3308, label %3309

; <label>:3308                                    ; preds = %3305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1825, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3309                                    ; preds = %3305
  %3310 = xor i32 %5, 250716717
  %3311 = icmp ult i32 %3310, 5
  br i1 %3311, label %3312, label %3313

; <label>:3312                                    ; preds = %3309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1826, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3313                                    ; preds = %3309
  %3314 = xor i32 %5, -583967414
  %3315 = icmp ult i32 %3314, 5
  br i1 %3315, label %3316, label %3317

; <label>:3316                                    ; preds = %3313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1827, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3317                                    ; preds = %3313
  %3318 = xor i32 %5, -129139456
  %3319 = icmp ult i32 %3318, 5
  br i1 %3319, label %3320, label %3321

; <label>:3320                                    ; preds = %3317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1828, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3321                                    ; preds = %3317
  %3322 = xor i32 %5, -850303334
  %3323 = icmp ult i32 %3322, 5
  br i1 %3323, label %3324, label %3325

; <label>:3324                                    ; preds = %3321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1829, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3325                                    ; preds = %3321
  %3326 = xor i32 %5, -2047146066
  %3327 = icmp ult i32 %3326, 5
  br i1 %3327, label %3328, label %3329

; <label>:3328                                    ; preds = %3325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1830, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3329                                    ; preds = %3325
  %3330 = xor i32 %5, -1647785490
  %3331 = icmp ult i32 %3330, 5
  br i1 %3331, label %3332, label %3333

; <label>:3332                                    ; preds = %3329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1831, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3333                                    ; preds = %3329
  %3334 = xor i32 %5, 1239494577
  %3335 = icmp ult i32 %3334, 5
  br i1 %3335, label %3336, label %3337

; <label>:3336                                    ; preds = %3333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1832, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3337                                    ; preds = %3333
  %3338 = xor i32 %5, 1745199030
  %3339 = icmp ult i32 %3338, 5
  br i1 %3339, label %3340, label %3341

; <label>:3340                                    ; preds = %3337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1833, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3341                                    ; preds = %3337
  %3342 = xor i32 %5, 236953201
  %3343 = icmp ult i32 %3342, 5
  br i1 %3343, label %3344, label %3345

; <label>:3344                                    ; preds = %3341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1834, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3345                                    ; preds = %3341
  %3346 = xor i32 %5, 315053089
  %3347 = icmp ult i32 %3346, 5
  br i1 %3347, label %3348, label %3349

; <label>:3348                                    ; preds = %3345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1835, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3349                                    ; preds = %3345
  %3350 = xor i32 %5, -1265705733
  %3351 = icmp ult i32 %3350, 5
  br i1 %3351, label %3352, label %3353

; <label>:3352                                    ; preds = %3349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1836, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3353                                    ; preds = %3349
  %3354 = xor i32 %5, 280625510
  %3355 = icmp ult i32 %3354, 5
  br i1 %3355, label %3356, label %3357

; <label>:3356                                    ; preds = %3353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1837, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3357                                    ; preds = %3353
  %3358 = xor i32 %5, 1753734600
  %3359 = icmp ult i32 %3358, 5
  br i1 %3359, label %3360, label %3361

; <label>:3360                                    ; preds = %3357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1838, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3361                                    ; preds = %3357
  %3362 = xor i32 %5, 592463479
  %3363 = icmp ult i32 %3362, 5
  br i1 %3363, label %3364, label %3365

; <label>:3364                                    ; preds = %3361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1839, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3365                                    ; preds = %3361
  %3366 = xor i32 %5, 1052696890
  %3367 = icmp ult i32 %3366, 5
  br i1 %3367, label %3368, label %3369

; <label>:3368                                    ; preds = %3365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1840, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3369                                    ; preds = %3365
  %3370 = xor i32 %5, -2063676375
  %3371 = icmp ult i32 %3370, 5
  br i1 %3371, label %3372, label %3373

; <label>:3372                                    ; preds = %3369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1841, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3373                                    ; preds = %3369
  %3374 = xor i32 %5, 1984686734
  %3375 = icmp ult i32 %3374, 5
  br i1 %3375, label %3376, label %3377

; <label>:3376                                    ; preds = %3373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1842, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3377                                    ; preds = %3373
  %3378 = xor i32 %5, 993953598
  %3379 = icmp ult i32 %3378, 5
  br i1 %3379, label %3380, label %3381

; <label>:3380                                    ; preds = %3377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1843, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3381                                    ; preds = %3377
  %3382 = xor i32 %5, -49722160
  %3383 = icmp ult i32 %3382, 5
  br i1 %3383, label %3384, label %3385

; <label>:3384                                    ; preds = %3381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1844, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3385                                    ; preds = %3381
  %3386 = xor i32 %5, -662536032
  %3387 = icmp ult i32 %3386, 5
  br i1 %3387, label %3388, label %3389

; <label>:3388                                    ; preds = %3385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1845, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3389                                    ; preds = %3385
  %3390 = xor i32 %5, -1777894371
  %3391 = icmp ult i32 %3390, 5
  br i1 %3391, label %3392, label %3393

; <label>:3392                                    ; preds = %3389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1846, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3393                                    ; preds = %3389
  %3394 = xor i32 %5, 481959193
  %3395 = icmp ult i32 %3394, 5
  br i1 %3395, label %3396, label %3397

; <label>:3396                                    ; preds = %3393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1847, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3397                                    ; preds = %3393
  %3398 = xor i32 %5, -10333621
  %3399 = icmp ult i32 %3398, 5
  br i1 %3399, label %3400, label %3401

; <label>:3400                                    ; preds = %3397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1848, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3401                                    ; preds = %3397
  %3402 = xor i32 %5, 1448352291
  %3403 = icmp ult i32 %3402, 5
  br i1 %3403, label %3404, label %3405

; <label>:3404                                    ; preds = %3401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1849, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3405                                    ; preds = %3401
  %3406 = xor i32 %5, -1094460825
  %3407 = icmp ult i32 %3406, 5
  br i1 %3407, label %3408, label %3409

; <label>:3408                                    ; preds = %3405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1850, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3409                                    ; preds = %3405
  %3410 = xor i32 %5, 149381925
  %3411 = icmp ult i32 %3410, 5
  br i1 %3411, label %3412, label %3413

; <label>:3412                                    ; preds = %3409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1851, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3413                                    ; preds = %3409
  %3414 = xor i32 %5, 1752826981
  %3415 = icmp ult i32 %3414, 5
  br i1 %3415, label %3416, label %3417

; <label>:3416                                    ; preds = %3413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1852, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3417                                    ; preds = %3413
  %3418 = xor i32 %5, 704277829
  %3419 = icmp ult i32 %3418, 5
  br i1 %3419, label %3420, label %3421

; <label>:3420                                    ; preds = %3417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1853, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3421                                    ; preds = %3417
  %3422 = xor i32 %5, -718977808
  %3423 = icmp ult i32 %3422, 5
  br i1 %3423, label %3424, label %3425

; <label>:3424                                    ; preds = %3421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1854, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3425                                    ; preds = %3421
  %3426 = xor i32 %5, -1619170603
  %3427 = icmp ult i32 %3426, 5
  br i1 %3427, label %3428, label %3429

; <label>:3428                                    ; preds = %3425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1855, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3429                                    ; preds = %3425
  %3430 = xor i32 %5, 1186892259
  %3431 = icmp ult i32 %3430, 5
  br i1 %3431, label %3432, label %3433

; <label>:3432                                    ; preds = %3429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1856, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3433                                    ; preds = %3429
  %3434 = xor i32 %5, 1140766999
  %3435 = icmp ult i32 %3434, 5
  br i1 %3435, label %3436, label %3437

; <label>:3436                                    ; preds = %3433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1857, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3437                                    ; preds = %3433
  %3438 = xor i32 %5, -759174379
  %3439 = icmp ult i32 %3438, 5
  br i1 %3439, label %3440, label %3441

; <label>:3440                                    ; preds = %3437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1858, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3441                                    ; preds = %3437
  %3442 = xor i32 %5, 1666396108
  %3443 = icmp ult i32 %3442, 5
  br i1 %3443, label %3444, label %3445

; <label>:3444                                    ; preds = %3441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1859, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3445                                    ; preds = %3441
  %3446 = xor i32 %5, -1791656830
  %3447 = icmp ult i32 %3446, 5
  br i1 %3447, label %3448, label %3449

; <label>:3448                                    ; preds = %3445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1860, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3449                                    ; preds = %3445
  %3450 = xor i32 %5, -1305451811
  %3451 = icmp ult i32 %3450, 5
  br i1 %3451, label %3452, label %3453

; <label>:3452                                    ; preds = %3449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1861, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3453                                    ; preds = %3449
  %3454 = xor i32 %5, -2112733021
  %3455 = icmp ult i32 %3454, 5
  br i1 %3455, label %3456, label %3457

; <label>:3456                                    ; preds = %3453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1862, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3457                                    ; preds = %3453
  %3458 = xor i32 %5, -1809583527
  %3459 = icmp ult i32 %3458, 5
  br i1 %3459, label %3460, label %3461

; <label>:3460                                    ; preds = %3457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1863, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3461                                    ; preds = %3457
  %3462 = xor i32 %5, -1333221581
  %3463 = icmp ult i32 %3462, 5
  br i1 %3463, label %3464, label %3465

; <label>:3464                                    ; preds = %3461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1864, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3465                                    ; preds = %3461
  %3466 = xor i32 %5, 914249798
  %3467 = icmp ult i32 %3466, 5
  br i1 %3467, label %3468, label %3469

; <label>:3468                                    ; preds = %3465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1865, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3469                                    ; preds = %3465
  %3470 = xor i32 %5, -115796326
  %3471 = icmp ult i32 %3470, 5
  br i1 %3471, label %3472, label %3473

; <label>:3472                                    ; preds = %3469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1866, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3473                                    ; preds = %3469
  %3474 = xor i32 %5, -101424321
  %3475 = icmp ult i32 %3474, 5
  br i1 %3475, label %3476, label %3477

; <label>:3476                                    ; preds = %3473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1867, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3477                                    ; preds = %3473
  %3478 = xor i32 %5, -1955842745
  %3479 = icmp ult i32 %3478, 5
  br i1 %3479, label %3480, label %3481

; <label>:3480                                    ; preds = %3477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1868, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3481                                    ; preds = %3477
  %3482 = xor i32 %5, 909281508
  %3483 = icmp ult i32 %3482, 5
  br i1 %3483, label %3484, label %3485

; <label>:3484                                    ; preds = %3481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1869, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3485                                    ; preds = %3481
  %3486 = xor i32 %5, 579359572
  %3487 = icmp ult i32 %3486, 5
  br i1 %3487, label %3488, label %3489

; <label>:3488                                    ; preds = %3485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1870, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3489                                    ; preds = %3485
  %3490 = xor i32 %5, 1117375923
  %3491 = icmp ult i32 %3490, 5
  br i1 %3491, label %3492, label %3493

; <label>:3492                                    ; preds = %3489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1871, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3493                                    ; preds = %3489
  %3494 = xor i32 %5, 1342264533
  %3495 = icmp ult i32 %3494, 5
  br i1 %3495, label %3496, label %3497

; <label>:3496                                    ; preds = %3493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1872, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3497                                    ; preds = %3493
  %3498 = xor i32 %5, -1650687776
  %3499 = icmp ult i32 %3498, 5
  br i1 %3499, label %3500, label %3501

; <label>:3500                                    ; preds = %3497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1873, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3501                                    ; preds = %3497
  %3502 = xor i32 %5, -24320227
  %3503 = icmp ult i32 %3502, 5
  br i1 %3503, label %3504, label %3505

; <label>:3504                                    ; preds = %3501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1874, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3505                                    ; preds = %3501
  %3506 = xor i32 %5, 10139994
  %3507 = icmp ult i32 %3506, 5
  br i1 %3507, label %3508, label %3509

; <label>:3508                                    ; preds = %3505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1875, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3509                                    ; preds = %3505
  %3510 = xor i32 %5, 182600645
  %3511 = icmp ult i32 %3510, 5
  br i1 %3511, label %3512, label %3513

; <label>:3512                                    ; preds = %3509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1876, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3513                                    ; preds = %3509
  %3514 = xor i32 %5, -216723932
  %3515 = icmp ult i32 %3514, 5
  br i1 %3515, label %3516, label %3517

; <label>:3516                                    ; preds = %3513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1877, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3517                                    ; preds = %3513
  %3518 = xor i32 %5, 1953627874
  %3519 = icmp ult i32 %3518, 5
  br i1 %3519, label %3520, label %3521

; <label>:3520                                    ; preds = %3517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1878, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3521                                    ; preds = %3517
  %3522 = xor i32 %5, -1060597703
  %3523 = icmp ult i32 %3522, 5
  br i1 %3523, label %3524, label %3525

; <label>:3524                                    ; preds = %3521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1879, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3525                                    ; preds = %3521
  %3526 = xor i32 %5, -1142212222
  %3527 = icmp ult i32 %3526, 5
  br i1 %3527, label %3528, label %3529

; <label>:3528                                    ; preds = %3525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1880, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3529                                    ; preds = %3525
  %3530 = xor i32 %5, -60609020
  %3531 = icmp ult i32 %3530, 5
  br i1 %3531, label %3532, label %3533

; <label>:3532                                    ; preds = %3529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1881, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3533                                    ; preds = %3529
  %3534 = xor i32 %5, -807987714
  %3535 = icmp ult i32 %3534, 5
  br i1 %3535, label %3536, label %3537

; <label>:3536                                    ; preds = %3533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1882, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3537                                    ; preds = %3533
  %3538 = xor i32 %5, 1621452960
  %3539 = icmp ult i32 %3538, 5
  br i1 %3539, label %3540, label %3541

; <label>:3540                                    ; preds = %3537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1883, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3541                                    ; preds = %3537
  %3542 = xor i32 %5, -605772869
  %3543 = icmp ult i32 %3542, 5
  br i1 %3543, label %3544, label %3545

; <label>:3544                                    ; preds = %3541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1884, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3545                                    ; preds = %3541
  %3546 = xor i32 %5, -767027348
  %3547 = icmp ult i32 %3546, 5
  br i1 %3547, label %3548, label %3549

; <label>:3548                                    ; preds = %3545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1885, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3549                                    ; preds = %3545
  %3550 = xor i32 %5, 966241734
  %3551 = icmp ult i32 %3550, 5
  br i1 %3551, label %3552, label %3553

; <label>:3552                                    ; preds = %3549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1886, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3553                                    ; preds = %3549
  %3554 = xor i32 %5, 723909076
  %3555 = icmp ult i32 %3554, 5
  br i1 %3555, label %3556, label %3557

; <label>:3556                                    ; preds = %3553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1887, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3557                                    ; preds = %3553
  %3558 = xor i32 %5, -51545056
  %3559 = icmp ult i32 %3558, 5
  br i1 %3559, label %3560, label %3561

; <label>:3560                                    ; preds = %3557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1888, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3561                                    ; preds = %3557
  %3562 = xor i32 %5, 1402803451
  %3563 = icmp ult i32 %3562, 5
  br i1 %3563, label %3564, label %3565

; <label>:3564                                    ; preds = %3561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1889, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3565                                    ; preds = %3561
  %3566 = xor i32 %5, -1205986402
  %3567 = icmp ult i32 %3566, 5
  br i1 %3567, label %3568, label %3569

; <label>:3568                                    ; preds = %3565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1890, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3569                                    ; preds = %3565
  %3570 = xor i32 %5, 1807244379
  %3571 = icmp ult i32 %3570, 5
  br i1 %3571, label %3572, label %3573

; <label>:3572                                    ; preds = %3569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1891, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3573                                    ; preds = %3569
  %3574 = xor i32 %5, 1633689879
  %3575 = icmp ult i32 %3574, 5
  br i1 %3575, label %3576, label %3577

; <label>:3576                                    ; preds = %3573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1892, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3577                                    ; preds = %3573
  %3578 = xor i32 %5, 1106904482
  %3579 = icmp ult i32 %3578, 5
  br i1 %3579, label %3580, label %3581

; <label>:3580                                    ; preds = %3577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1893, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3581                                    ; preds = %3577
  %3582 = xor i32 %5, 2035408603
  %3583 = icmp ult i32 %3582, 5
  br i1 %3583, label %3584, label %3585

; <label>:3584                                    ; preds = %3581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1894, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3585                                    ; preds = %3581
  %3586 = xor i32 %5, 2074071799
  %3587 = icmp ult i32 %3586, 5
  br i1 %3587, label %3588, label %3589

; <label>:3588                                    ; preds = %3585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1895, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3589                                    ; preds = %3585
  %3590 = xor i32 %5, -413839927
  %3591 = icmp ult i32 %3590, 5
  br i1 %3591, label %3592, label %3593

; <label>:3592                                    ; preds = %3589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1896, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3593                                    ; preds = %3589
  %3594 = xor i32 %5, -1403017166
  %3595 = icmp ult i32 %3594, 5
  br i1 %3595, label %3596, label %3597

; <label>:3596                                    ; preds = %3593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1897, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3597                                    ; preds = %3593
  %3598 = xor i32 %5, -1657446864
  %3599 = icmp ult i32 %3598, 5
  br i1 %3599, label %3600, label %3601

; <label>:3600                                    ; preds = %3597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1898, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3601                                    ; preds = %3597
  %3602 = xor i32 %5, 2088234470
  %3603 = icmp ult i32 %3602, 5
  br i1 %3603, label %3604, label %3605

; <label>:3604                                    ; preds = %3601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1899, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3605                                    ; preds = %3601
  %3606 = xor i32 %5, -1964204564
  %3607 = icmp ult i32 %3606, 5
  br i1 %3607, label %3608, label %3609

; <label>:3608                                    ; preds = %3605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1900, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3609                                    ; preds = %3605
  %3610 = xor i32 %5, 1299412809
  %3611 = icmp ult i32 %3610, 5
  br i1 %3611, label %3612, label %3613

; <label>:3612                                    ; preds = %3609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1901, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3613                                    ; preds = %3609
  %3614 = xor i32 %5, 1200990648
  %3615 = icmp ult i32 %3614, 5
  br i1 %3615, label %3616, label %3617

; <label>:3616                                    ; preds = %3613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1902, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3617                                    ; preds = %3613
  %3618 = xor i32 %5, -446883490
  %3619 = icmp ult i32 %3618, 5
  br i1 %3619, label %3620, label %3621

; <label>:3620                                    ; preds = %3617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1903, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3621                                    ; preds = %3617
  %3622 = xor i32 %5, -91546971
  %3623 = icmp ult i32 %3622, 5
  br i1 %3623, label %3624, label %3625

; <label>:3624                                    ; preds = %3621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1904, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3625                                    ; preds = %3621
  %3626 = xor i32 %5, -714209048
  %3627 = icmp ult i32 %3626, 5
  br i1 %3627, label %3628, label %3629

; <label>:3628                                    ; preds = %3625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1905, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3629                                    ; preds = %3625
  %3630 = xor i32 %5, -119484726
  %3631 = icmp ult i32 %3630, 5
  br i1 %3631, label %3632, label %3633

; <label>:3632                                    ; preds = %3629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1906, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3633                                    ; preds = %3629
  %3634 = xor i32 %5, 1005186834
  %3635 = icmp ult i32 %3634, 5
  br i1 %3635, label %3636, label %3637

; <label>:3636                                    ; preds = %3633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1907, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3637                                    ; preds = %3633
  %3638 = xor i32 %5, -1902694982
  %3639 = icmp ult i32 %3638, 5
  br i1 %3639, label %3640, label %3641

; <label>:3640                                    ; preds = %3637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1908, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3641                                    ; preds = %3637
  %3642 = xor i32 %5, -1726149408
  %3643 = icmp ult i32 %3642, 5
  br i1 %3643, label %3644, label %3645

; <label>:3644                                    ; preds = %3641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1909, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3645                                    ; preds = %3641
  %3646 = xor i32 %5, -1851413573
  %3647 = icmp ult i32 %3646, 5
  br i1 %3647, label %3648, label %3649

; <label>:3648                                    ; preds = %3645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1910, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3649                                    ; preds = %3645
  %3650 = xor i32 %5, 1199404002
  %3651 = icmp ult i32 %3650, 5
  br i1 %3651, label %3652, label %3653

; <label>:3652                                    ; preds = %3649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1911, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3653                                    ; preds = %3649
  %3654 = xor i32 %5, 1825380735
  %3655 = icmp ult i32 %3654, 5
  br i1 %3655, label %3656, label %3657

; <label>:3656                                    ; preds = %3653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1912, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3657                                    ; preds = %3653
  %3658 = xor i32 %5, 1027817659
  %3659 = icmp ult i32 %3658, 5
  br i1 %3659, label %3660, label %3661

; <label>:3660                                    ; preds = %3657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1913, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3661                                    ; preds = %3657
  %3662 = xor i32 %5, -496928415
  %3663 = icmp ult i32 %3662, 5
  br i1 %3663, label %3664, label %3665

; <label>:3664                                    ; preds = %3661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1914, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3665                                    ; preds = %3661
  %3666 = xor i32 %5, -607554870
  %3667 = icmp ult i32 %3666, 5
  br i1 %3667, label %3668, label %3669

; <label>:3668                                    ; preds = %3665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1915, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3669                                    ; preds = %3665
  %3670 = xor i32 %5, -281260127
  %3671 = icmp ult i32 %3670, 5
  br i1 %3671, label %3672, label %3673

; <label>:3672                                    ; preds = %3669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1916, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3673                                    ; preds = %3669
  %3674 = xor i32 %5, 2061227941
  %3675 = icmp ult i32 %3674, 5
  br i1 %3675, label %3676, label %3677

; <label>:3676                                    ; preds = %3673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1917, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3677                                    ; preds = %3673
  %3678 = xor i32 %5, -2142088552
  %3679 = icmp ult i32 %3678, 5
  br i1 %3679, label %3680, label %3681

; <label>:3680                                    ; preds = %3677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1918, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3681                                    ; preds = %3677
  %3682 = xor i32 %5, 1438847999
  %3683 = icmp ult i32 %3682, 5
  br i1 %3683, label %3684, label %3685

; <label>:3684                                    ; preds = %3681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1919, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3685                                    ; preds = %3681
  %3686 = xor i32 %5, 450817225
  %3687 = icmp ult i32 %3686, 5
  br i1 %3687, label %3688, label %3689

; <label>:3688                                    ; preds = %3685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1920, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3689                                    ; preds = %3685
  %3690 = xor i32 %5, -1757496491
  %3691 = icmp ult i32 %3690, 5
  br i1 %3691, label %3692, label %3693

; <label>:3692                                    ; preds = %3689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1921, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3693                                    ; preds = %3689
  %3694 = xor i32 %5, -2124262716
  %3695 = icmp ult i32 %3694, 5
  br i1 %3695, label %3696, label %3697

; <label>:3696                                    ; preds = %3693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1922, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3697                                    ; preds = %3693
  %3698 = xor i32 %5, -1049272611
  %3699 = icmp ult i32 %3698, 5
  br i1 %3699, label %3700, label %3701

; <label>:3700                                    ; preds = %3697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1923, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3701                                    ; preds = %3697
  %3702 = xor i32 %5, -1594228607
  %3703 = icmp ult i32 %3702, 5
  br i1 %3703, label %3704, label %3705

; <label>:3704                                    ; preds = %3701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1924, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3705                                    ; preds = %3701
  %3706 = xor i32 %5, 860987839
  %3707 = icmp ult i32 %3706, 5
  br i1 %3707, label %3708, label %3709

; <label>:3708                                    ; preds = %3705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1925, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3709                                    ; preds = %3705
  %3710 = xor i32 %5, 1118038311
  %3711 = icmp ult i32 %3710, 5
  br i1 %3711, label %3712, label %3713

; <label>:3712                                    ; preds = %3709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1926, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3713                                    ; preds = %3709
  %3714 = xor i32 %5, 1426102595
  %3715 = icmp ult i32 %3714, 5
  br i1 %3715, label %3716, label %3717

; <label>:3716                                    ; preds = %3713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1927, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3717                                    ; preds = %3713
  %3718 = xor i32 %5, -1076969979
  %3719 = icmp ult i32 %3718, 5
  br i1 %3719, label %3720, label %3721

; <label>:3720                                    ; preds = %3717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1928, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3721                                    ; preds = %3717
  %3722 = xor i32 %5, -545979777
  %3723 = icmp ult i32 %3722, 5
  br i1 %3723, label %3724, label %3725

; <label>:3724                                    ; preds = %3721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1929, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3725                                    ; preds = %3721
  %3726 = xor i32 %5, 1353741164
  %3727 = icmp ult i32 %3726, 5
  br i1 %3727, label %3728, label %3729

; <label>:3728                                    ; preds = %3725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1930, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3729                                    ; preds = %3725
  %3730 = xor i32 %5, -1852390316
  %3731 = icmp ult i32 %3730, 5
  br i1 %3731, label %3732, label %3733

; <label>:3732                                    ; preds = %3729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1931, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3733                                    ; preds = %3729
  %3734 = xor i32 %5, 1742891073
  %3735 = icmp ult i32 %3734, 5
  br i1 %3735, label %3736, label %3737

; <label>:3736                                    ; preds = %3733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1932, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3737                                    ; preds = %3733
  %3738 = xor i32 %5, 675375966
  %3739 = icmp ult i32 %3738, 5
  br i1 %3739, label %3740, label %3741

; <label>:3740                                    ; preds = %3737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1933, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3741                                    ; preds = %3737
  %3742 = xor i32 %5, 1019716792
  %3743 = icmp ult i32 %3742, 5
  br i1 %3743, label %3744, label %3745

; <label>:3744                                    ; preds = %3741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1934, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3745                                    ; preds = %3741
  %3746 = xor i32 %5, -338306760
  %3747 = icmp ult i32 %3746, 5
  br i1 %3747, label %3748, label %3749

; <label>:3748                                    ; preds = %3745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1935, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3749                                    ; preds = %3745
  %3750 = xor i32 %5, 352788502
  %3751 = icmp ult i32 %3750, 5
  br i1 %3751, label %3752, label %3753

; <label>:3752                                    ; preds = %3749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1936, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3753                                    ; preds = %3749
  %3754 = xor i32 %5, 891146552
  %3755 = icmp ult i32 %3754, 5
  br i1 %3755, label %3756, label %3757

; <label>:3756                                    ; preds = %3753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1937, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3757                                    ; preds = %3753
  %3758 = xor i32 %5, 1037332677
  %3759 = icmp ult i32 %3758, 5
  br i1 %3759, label %3760, label %3761

; <label>:3760                                    ; preds = %3757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1938, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3761                                    ; preds = %3757
  %3762 = xor i32 %5, -329386909
  %3763 = icmp ult i32 %3762, 5
  br i1 %3763, label %3764, label %3765

; <label>:3764                                    ; preds = %3761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1939, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3765                                    ; preds = %3761
  %3766 = xor i32 %5, -609856866
  %3767 = icmp ult i32 %3766, 5
  br i1 %3767, label %3768, label %3769

; <label>:3768                                    ; preds = %3765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1940, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3769                                    ; preds = %3765
  %3770 = xor i32 %5, -1529157512
  %3771 = icmp ult i32 %3770, 5
  br i1 %3771, label %3772, label %3773

; <label>:3772                                    ; preds = %3769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1941, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3773                                    ; preds = %3769
  %3774 = xor i32 %5, -1707028443
  %3775 = icmp ult i32 %3774, 5
  br i1 %3775, label %3776, label %3777

; <label>:3776                                    ; preds = %3773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1942, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3777                                    ; preds = %3773
  %3778 = xor i32 %5, -33477298
  %3779 = icmp ult i32 %3778, 5
  br i1 %3779, label %3780, label %3781

; <label>:3780                                    ; preds = %3777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1943, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3781                                    ; preds = %3777
  %3782 = xor i32 %5, -466513411
  %3783 = icmp ult i32 %3782, 5
  br i1 %3783, label %3784, label %3785

; <label>:3784                                    ; preds = %3781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1944, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3785                                    ; preds = %3781
  %3786 = xor i32 %5, 915191125
  %3787 = icmp ult i32 %3786, 5
  br i1 %3787, label %3788, label %3789

; <label>:3788                                    ; preds = %3785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1945, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3789                                    ; preds = %3785
  %3790 = xor i32 %5, -1715620086
  %3791 = icmp ult i32 %3790, 5
  br i1 %3791, label %3792, label %3793

; <label>:3792                                    ; preds = %3789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1946, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3793                                    ; preds = %3789
  %3794 = xor i32 %5, -2066289277
  %3795 = icmp ult i32 %3794, 5
  br i1 %3795, label %3796, label %3797

; <label>:3796                                    ; preds = %3793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1947, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3797                                    ; preds = %3793
  %3798 = xor i32 %5, 1135581524
  %3799 = icmp ult i32 %3798, 5
  br i1 %3799, label %3800, label %3801

; <label>:3800                                    ; preds = %3797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1948, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3801                                    ; preds = %3797
  %3802 = xor i32 %5, -1360506347
  %3803 = icmp ult i32 %3802, 5
  br i1 %3803, label %3804, label %3805

; <label>:3804                                    ; preds = %3801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1949, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3805                                    ; preds = %3801
  %3806 = xor i32 %5, 1741400388
  %3807 = icmp ult i32 %3806, 5
  br i1 %3807, label %3808, label %3809

; <label>:3808                                    ; preds = %3805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1950, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3809                                    ; preds = %3805
  %3810 = xor i32 %5, -1389855571
  %3811 = icmp ult i32 %3810, 5
  br i1 %3811, label %3812, label %3813

; <label>:3812                                    ; preds = %3809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1951, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3813                                    ; preds = %3809
  %3814 = xor i32 %5, 1673519313
  %3815 = icmp ult i32 %3814, 5
  br i1 %3815, label %3816, label %3817

; <label>:3816                                    ; preds = %3813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1952, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3817                                    ; preds = %3813
  %3818 = xor i32 %5, 2117595211
  %3819 = icmp ult i32 %3818, 5
  br i1 %3819, label %3820, label %3821

; <label>:3820                                    ; preds = %3817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1953, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3821                                    ; preds = %3817
  %3822 = xor i32 %5, -962320840
  %3823 = icmp ult i32 %3822, 5
  br i1 %3823, label %3824, label %3825

; <label>:3824                                    ; preds = %3821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1954, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3825                                    ; preds = %3821
  %3826 = xor i32 %5, 1323566164
  %3827 = icmp ult i32 %3826, 5
  br i1 %3827, label %3828, label %3829

; <label>:3828                                    ; preds = %3825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1955, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3829                                    ; preds = %3825
  %3830 = xor i32 %5, -1753414608
  %3831 = icmp ult i32 %3830, 5
  br i1 %3831, label %3832, label %3833

; <label>:3832                                    ; preds = %3829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1956, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3833                                    ; preds = %3829
  %3834 = xor i32 %5, 1420679663
  %3835 = icmp ult i32 %3834, 5
  br i1 %3835, label %3836, label %3837

; <label>:3836                                    ; preds = %3833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1957, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3837                                    ; preds = %3833
  %3838 = xor i32 %5, 2103255659
  %3839 = icmp ult i32 %3838, 5
  br i1 %3839, label %3840, label %3841

; <label>:3840                                    ; preds = %3837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1958, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3841                                    ; preds = %3837
  %3842 = xor i32 %5, 401594822
  %3843 = icmp ult i32 %3842, 5
  br i1 %3843, label %3844, label %3845

; <label>:3844                                    ; preds = %3841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1959, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3845                                    ; preds = %3841
  %3846 = xor i32 %5, -304322963
  %3847 = icmp ult i32 %3846, 5
  br i1 %3847, label %3848, label %3849

; <label>:3848                                    ; preds = %3845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1960, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3849                                    ; preds = %3845
  %3850 = xor i32 %5, -225134110
  %3851 = icmp ult i32 %3850, 5
  br i1 %3851, label %3852, label %3853

; <label>:3852                                    ; preds = %3849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1961, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3853                                    ; preds = %3849
  %3854 = xor i32 %5, 628391029
  %3855 = icmp ult i32 %3854, 5
  br i1 %3855, label %3856, label %3857

; <label>:3856                                    ; preds = %3853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1962, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3857                                    ; preds = %3853
  %3858 = xor i32 %5, 1546089530
  %3859 = icmp ult i32 %3858, 5
  br i1 %3859, label %3860, label %3861

; <label>:3860                                    ; preds = %3857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1963, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3861                                    ; preds = %3857
  %3862 = xor i32 %5, 601138644
  %3863 = icmp ult i32 %3862, 5
  br i1 %3863, label %3864, label %3865

; <label>:3864                                    ; preds = %3861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1964, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3865                                    ; preds = %3861
  %3866 = xor i32 %5, -267792858
  %3867 = icmp ult i32 %3866, 5
  br i1 %3867, label %3868, label %3869

; <label>:3868                                    ; preds = %3865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1965, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3869                                    ; preds = %3865
  %3870 = xor i32 %5, -1322998699
  %3871 = icmp ult i32 %3870, 5
  br i1 %3871, label %3872, label %3873

; <label>:3872                                    ; preds = %3869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1966, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3873                                    ; preds = %3869
  %3874 = xor i32 %5, 188048115
  %3875 = icmp ult i32 %3874, 5
  br i1 %3875, label %3876, label %3877

; <label>:3876                                    ; preds = %3873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1967, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3877                                    ; preds = %3873
  %3878 = xor i32 %5, -1466116264
  %3879 = icmp ult i32 %3878, 5
  br i1 %3879, label %3880, label %3881

; <label>:3880                                    ; preds = %3877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1968, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3881                                    ; preds = %3877
  %3882 = xor i32 %5, 1528902581
  %3883 = icmp ult i32 %3882, 5
  br i1 %3883, label %3884, label %3885

; <label>:3884                                    ; preds = %3881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1969, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3885                                    ; preds = %3881
  %3886 = xor i32 %5, -712937015
  %3887 = icmp ult i32 %3886, 5
  br i1 %3887, label %3888, label %3889

; <label>:3888                                    ; preds = %3885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1970, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3889                                    ; preds = %3885
  %3890 = xor i32 %5, 774003040
  %3891 = icmp ult i32 %3890, 5
  br i1 %3891, label %3892, label %3893

; <label>:3892                                    ; preds = %3889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1971, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3893                                    ; preds = %3889
  %3894 = xor i32 %5, 1951513550
  %3895 = icmp ult i32 %3894, 5
  br i1 %3895, label %3896, label %3897

; <label>:3896                                    ; preds = %3893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1972, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3897                                    ; preds = %3893
  %3898 = xor i32 %5, -2054361534
  %3899 = icmp ult i32 %3898, 5
  br i1 %3899, label %3900, label %3901

; <label>:3900                                    ; preds = %3897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1973, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3901                                    ; preds = %3897
  %3902 = xor i32 %5, -324264898
  %3903 = icmp ult i32 %3902, 5
  br i1 %3903, label %3904, label %3905

; <label>:3904                                    ; preds = %3901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1974, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3905                                    ; preds = %3901
  %3906 = xor i32 %5, 206044926
  %3907 = icmp ult i32 %3906, 5
  br i1 %3907, label %3908, label %3909

; <label>:3908                                    ; preds = %3905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1975, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3909                                    ; preds = %3905
  %3910 = xor i32 %5, 1856244073
  %3911 = icmp ult i32 %3910, 5
  br i1 %3911, label %3912, label %3913

; <label>:3912                                    ; preds = %3909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1976, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3913                                    ; preds = %3909
  %3914 = xor i32 %5, 1681839654
  %3915 = icmp ult i32 %3914, 5
  br i1 %3915, label %3916, label %3917

; <label>:3916                                    ; preds = %3913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1977, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3917                                    ; preds = %3913
  %3918 = xor i32 %5, -2135669497
  %3919 = icmp ult i32 %3918, 5
  br i1 %3919, label %3920, label %3921

; <label>:3920                                    ; preds = %3917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1978, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3921                                    ; preds = %3917
  %3922 = xor i32 %5, 574963533
  %3923 = icmp ult i32 %3922, 5
  br i1 %3923, label %3924, label %3925

; <label>:3924                                    ; preds = %3921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1979, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3925                                    ; preds = %3921
  %3926 = xor i32 %5, 2112620685
  %3927 = icmp ult i32 %3926, 5
  br i1 %3927, label %3928, label %3929

; <label>:3928                                    ; preds = %3925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1980, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3929                                    ; preds = %3925
  %3930 = xor i32 %5, 203444184
  %3931 = icmp ult i32 %3930, 5
  br i1 %3931, label %3932, label %3933

; <label>:3932                                    ; preds = %3929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1981, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3933                                    ; preds = %3929
  %3934 = xor i32 %5, 1402869112
  %3935 = icmp ult i32 %3934, 5
  br i1 %3935, label %3936, label %3937

; <label>:3936                                    ; preds = %3933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1982, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3937                                    ; preds = %3933
  %3938 = xor i32 %5, 1255150113
  %3939 = icmp ult i32 %3938, 5
  br i1 %3939, label %3940, label %3941

; <label>:3940                                    ; preds = %3937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1983, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3941                                    ; preds = %3937
  %3942 = xor i32 %5, 1064291208
  %3943 = icmp ult i32 %3942, 5
  br i1 %3943, label %3944, label %3945

; <label>:3944                                    ; preds = %3941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1984, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3945                                    ; preds = %3941
  %3946 = xor i32 %5, 1582270631
  %3947 = icmp ult i32 %3946, 5
  br i1 %3947, label %3948, label %3949

; <label>:3948                                    ; preds = %3945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1985, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3949                                    ; preds = %3945
  %3950 = xor i32 %5, 1383415744
  %3951 = icmp ult i32 %3950, 5
  br i1 %3951, label %3952, label %3953

; <label>:3952                                    ; preds = %3949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1986, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3953                                    ; preds = %3949
  %3954 = xor i32 %5, -376464345
  %3955 = icmp ult i32 %3954, 5
  br i1 %3955, label %3956, label %3957

; <label>:3956                                    ; preds = %3953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1987, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3957                                    ; preds = %3953
  %3958 = xor i32 %5, 1484581038
  %3959 = icmp ult i32 %3958, 5
  br i1 %3959, label %3960, label %3961

; <label>:3960                                    ; preds = %3957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1988, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3961                                    ; preds = %3957
  %3962 = xor i32 %5, -542095888
  %3963 = icmp ult i32 %3962, 5
  br i1 %3963, label %3964, label %3965

; <label>:3964                                    ; preds = %3961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1989, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3965                                    ; preds = %3961
  %3966 = xor i32 %5, -1209416727
  %3967 = icmp ult i32 %3966, 5
  br i1 %3967, label %3968, label %3969

; <label>:3968                                    ; preds = %3965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1990, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3969                                    ; preds = %3965
  %3970 = xor i32 %5, 1272546612
  %3971 = icmp ult i32 %3970, 5
  br i1 %3971, label %3972, label %3973

; <label>:3972                                    ; preds = %3969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1991, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3973                                    ; preds = %3969
  %3974 = xor i32 %5, 111251653
  %3975 = icmp ult i32 %3974, 5
  br i1 %3975, label %3976, label %3977

; <label>:3976                                    ; preds = %3973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1992, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3977                                    ; preds = %3973
  %3978 = xor i32 %5, -696672870
  %3979 = icmp ult i32 %3978, 5
  br i1 %3979, label %3980, label %3981

; <label>:3980                                    ; preds = %3977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1993, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3981                                    ; preds = %3977
  %3982 = xor i32 %5, 1488747495
  %3983 = icmp ult i32 %3982, 5
  br i1 %3983, label %3984, label %3985

; <label>:3984                                    ; preds = %3981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1994, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3985                                    ; preds = %3981
  %3986 = xor i32 %5, 1831149678
  %3987 = icmp ult i32 %3986, 5
  br i1 %3987, label %3988, label %3989

; <label>:3988                                    ; preds = %3985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1995, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3989                                    ; preds = %3985
  %3990 = xor i32 %5, 91751936
  %3991 = icmp ult i32 %3990, 5
  br i1 %3991, label %3992, label %3993

; <label>:3992                                    ; preds = %3989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1996, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3993                                    ; preds = %3989
  %3994 = xor i32 %5, -1813247247
  %3995 = icmp ult i32 %3994, 5
  br i1 %3995, label %3996, label %3997

; <label>:3996                                    ; preds = %3993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1997, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:3997                                    ; preds = %3993
  %3998 = xor i32 %5, 612239077
  %3999 = icmp ult i32 %3998, 5
  br i1 %3999, label %4000, label %4001

; <label>:4000                                    ; preds = %3997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1998, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4001                                    ; preds = %3997
  %4002 = xor i32 %5, 1895456885
  %4003 = icmp ult i32 %4002, 5
  br i1 %4003, label %4004, label %4005

; <label>:4004                                    ; preds = %4001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1999, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4005                                    ; preds = %4001
  %4006 = xor i32 %5, 962948381
  %4007 = icmp ult i32 %4006, 5
  br i1 %4007, label %4008, label %4009

; <label>:4008                                    ; preds = %4005
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2000, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4009                                    ; preds = %4005
  %4010 = xor i32 %5, -2020417582
  %4011 = icmp ult i32 %4010, 5
  br i1 %4011, label %4012, label %4013

; <label>:4012                                    ; preds = %4009
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2001, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4013                                    ; preds = %4009
  %4014 = xor i32 %5, -989559294
  %4015 = icmp ult i32 %4014, 5
  br i1 %4015, label %4016, label %4017

; <label>:4016                                    ; preds = %4013
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2002, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4017                                    ; preds = %4013
  %4018 = xor i32 %5, -392596567
  %4019 = icmp ult i32 %4018, 5
  br i1 %4019, label %4020, label %4021

; <label>:4020                                    ; preds = %4017
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2003, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4021                                    ; preds = %4017
  %4022 = xor i32 %5, 28671674
  %4023 = icmp ult i32 %4022, 5
  br i1 %4023, label %4024, label %4025

; <label>:4024                                    ; preds = %4021
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2004, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4025                                    ; preds = %4021
  %4026 = xor i32 %5, 1060688635
  %4027 = icmp ult i32 %4026, 5
  br i1 %4027, label %4028, label %4029

; <label>:4028                                    ; preds = %4025
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2005, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4029                                    ; preds = %4025
  %4030 = xor i32 %5, -1374663878
  %4031 = icmp ult i32 %4030, 5
  br i1 %4031, label %4032, label %4033

; <label>:4032                                    ; preds = %4029
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2006, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4033                                    ; preds = %4029
  %4034 = xor i32 %5, 253436577
  %4035 = icmp ult i32 %4034, 5
  br i1 %4035, label %4036, label %4037

; <label>:4036                                    ; preds = %4033
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2007, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4037                                    ; preds = %4033
  %4038 = xor i32 %5, 865189105
  %4039 = icmp ult i32 %4038, 5
  br i1 %4039, label %4040, label %4041

; <label>:4040                                    ; preds = %4037
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2008, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4041                                    ; preds = %4037
  %4042 = xor i32 %5, -406624456
  %4043 = icmp ult i32 %4042, 5
  br i1 %4043, label %4044, label %4045

; <label>:4044                                    ; preds = %4041
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2009, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4045                                    ; preds = %4041
  %4046 = xor i32 %5, 155880674
  %4047 = icmp ult i32 %4046, 5
  br i1 %4047, label %4048, label %4049

; <label>:4048                                    ; preds = %4045
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2010, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4049                                    ; preds = %4045
  %4050 = xor i32 %5, -1413651809
  %4051 = icmp ult i32 %4050, 5
  br i1 %4051, label %4052, label %4053

; <label>:4052                                    ; preds = %4049
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2011, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4053                                    ; preds = %4049
  %4054 = xor i32 %5, -421402591
  %4055 = icmp ult i32 %4054, 5
  br i1 %4055, label %4056, label %4057

; <label>:4056                                    ; preds = %4053
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2012, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4057                                    ; preds = %4053
  %4058 = xor i32 %5, -2115996496
  %4059 = icmp ult i32 %4058, 5
  br i1 %4059, label %4060, label %4061

; <label>:4060                                    ; preds = %4057
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2013, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4061                                    ; preds = %4057
  %4062 = xor i32 %5, -1317219651
  %4063 = icmp ult i32 %4062, 5
  br i1 %4063, label %4064, label %4065

; <label>:4064                                    ; preds = %4061
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2014, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4065                                    ; preds = %4061
  %4066 = xor i32 %5, -1507461550
  %4067 = icmp ult i32 %4066, 5
  br i1 %4067, label %4068, label %4069

; <label>:4068                                    ; preds = %4065
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2015, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4069                                    ; preds = %4065
  %4070 = xor i32 %5, -682514515
  %4071 = icmp ult i32 %4070, 5
  br i1 %4071, label %4072, label %4073

; <label>:4072                                    ; preds = %4069
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2016, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4073                                    ; preds = %4069
  %4074 = xor i32 %5, -1013862129
  %4075 = icmp ult i32 %4074, 5
  br i1 %4075, label %4076, label %4077

; <label>:4076                                    ; preds = %4073
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2017, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4077                                    ; preds = %4073
  %4078 = xor i32 %5, 1504215771
  %4079 = icmp ult i32 %4078, 5
  br i1 %4079, label %4080, label %4081

; <label>:4080                                    ; preds = %4077
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2018, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4081                                    ; preds = %4077
  %4082 = xor i32 %5, -688004705
  %4083 = icmp ult i32 %4082, 5
  br i1 %4083, label %4084, label %4085

; <label>:4084                                    ; preds = %4081
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2019, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4085                                    ; preds = %4081
  %4086 = xor i32 %5, -2095031518
  %4087 = icmp ult i32 %4086, 5
  br i1 %4087, label %4088, label %4089

; <label>:4088                                    ; preds = %4085
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2020, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4089                                    ; preds = %4085
  %4090 = xor i32 %5, -205987125
  %4091 = icmp ult i32 %4090, 5
  br i1 %4091, label %4092, label %4093

; <label>:4092                                    ; preds = %4089
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2021, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4093                                    ; preds = %4089
  %4094 = xor i32 %5, 115022870
  %4095 = icmp ult i32 %4094, 5
  br i1 %4095, label %4096, label %4097

; <label>:4096                                    ; preds = %4093
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2022, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4097                                    ; preds = %4093
  %4098 = xor i32 %5, 2010353050
  %4099 = icmp ult i32 %4098, 5
  br i1 %4099, label %4100, label %4101

; <label>:4100                                    ; preds = %4097
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2023, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4101                                    ; preds = %4097
  %4102 = xor i32 %5, 1657762374
  %4103 = icmp ult i32 %4102, 5
  br i1 %4103, label %4104, label %4105

; <label>:4104                                    ; preds = %4101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2024, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4105                                    ; preds = %4101
  %4106 = xor i32 %5, -1935273081
  %4107 = icmp ult i32 %4106, 5
  br i1 %4107, label %4108, label %4109

; <label>:4108                                    ; preds = %4105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2025, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4109                                    ; preds = %4105
  %4110 = xor i32 %5, -1479189947
  %4111 = icmp ult i32 %4110, 5
  br i1 %4111, label %4112, label %4113

; <label>:4112                                    ; preds = %4109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2026, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4113                                    ; preds = %4109
  %4114 = xor i32 %5, 1607915882
  %4115 = icmp ult i32 %4114, 5
  br i1 %4115, label %4116, label %4117

; <label>:4116                                    ; preds = %4113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2027, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4117                                    ; preds = %4113
  %4118 = xor i32 %5, -1092259151
  %4119 = icmp ult i32 %4118, 5
  br i1 %4119, label %4120, label %4121

; <label>:4120                                    ; preds = %4117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2028, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4121                                    ; preds = %4117
  %4122 = xor i32 %5, -1144542219
  %4123 = icmp ult i32 %4122, 5
  br i1 %4123, label %4124, label %4125

; <label>:4124                                    ; preds = %4121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2029, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4125                                    ; preds = %4121
  %4126 = xor i32 %5, -989760935
  %4127 = icmp ult i32 %4126, 5
  br i1 %4127, label %4128, label %4129

; <label>:4128                                    ; preds = %4125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2030, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4129                                    ; preds = %4125
  %4130 = xor i32 %5, -2081947460
  %4131 = icmp ult i32 %4130, 5
  br i1 %4131, label %4132, label %4133

; <label>:4132                                    ; preds = %4129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2031, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4133                                    ; preds = %4129
  %4134 = xor i32 %5, -2033131835
  %4135 = icmp ult i32 %4134, 5
  br i1 %4135, label %4136, label %4137

; <label>:4136                                    ; preds = %4133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2032, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4137                                    ; preds = %4133
  %4138 = xor i32 %5, 876441195
  %4139 = icmp ult i32 %4138, 5
  br i1 %4139, label %4140, label %4141

; <label>:4140                                    ; preds = %4137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2033, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4141                                    ; preds = %4137
  %4142 = xor i32 %5, 289268164
  %4143 = icmp ult i32 %4142, 5
  br i1 %4143, label %4144, label %4145

; <label>:4144                                    ; preds = %4141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2034, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4145                                    ; preds = %4141
  %4146 = xor i32 %5, -1771694132
  %4147 = icmp ult i32 %4146, 5
  br i1 %4147, label %4148, label %4149

; <label>:4148                                    ; preds = %4145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2035, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4149                                    ; preds = %4145
  %4150 = xor i32 %5, -879079743
  %4151 = icmp ult i32 %4150, 5
  br i1 %4151, label %4152, label %4153

; <label>:4152                                    ; preds = %4149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2036, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4153                                    ; preds = %4149
  %4154 = xor i32 %5, -570140738
  %4155 = icmp ult i32 %4154, 5
  br i1 %4155, label %4156, label %4157

; <label>:4156                                    ; preds = %4153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2037, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4157                                    ; preds = %4153
  %4158 = xor i32 %5, 138111788
  %4159 = icmp ult i32 %4158, 5
  br i1 %4159, label %4160, label %4161

; <label>:4160                                    ; preds = %4157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2038, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4161                                    ; preds = %4157
  %4162 = xor i32 %5, -913452889
  %4163 = icmp ult i32 %4162, 5
  br i1 %4163, label %4164, label %4165

; <label>:4164                                    ; preds = %4161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2039, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4165                                    ; preds = %4161
  %4166 = xor i32 %5, 1449847747
  %4167 = icmp ult i32 %4166, 5
  br i1 %4167, label %4168, label %4169

; <label>:4168                                    ; preds = %4165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2040, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4169                                    ; preds = %4165
  %4170 = xor i32 %5, -30682902
  %4171 = icmp ult i32 %4170, 5
  br i1 %4171, label %4172, label %4173

; <label>:4172                                    ; preds = %4169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2041, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4173                                    ; preds = %4169
  %4174 = xor i32 %5, 1123528257
  %4175 = icmp ult i32 %4174, 5
  br i1 %4175, label %4176, label %4177

; <label>:4176                                    ; preds = %4173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2042, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4177                                    ; preds = %4173
  %4178 = xor i32 %5, 984502880
  %4179 = icmp ult i32 %4178, 5
  br i1 %4179, label %4180, label %4181

; <label>:4180                                    ; preds = %4177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2043, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4181                                    ; preds = %4177
  %4182 = xor i32 %5, 1051718801
  %4183 = icmp ult i32 %4182, 5
  br i1 %4183, label %4184, label %4185

; <label>:4184                                    ; preds = %4181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2044, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4185                                    ; preds = %4181
  %4186 = xor i32 %5, 692045573
  %4187 = icmp ult i32 %4186, 5
  br i1 %4187, label %4188, label %4189

; <label>:4188                                    ; preds = %4185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2045, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4189                                    ; preds = %4185
  %4190 = xor i32 %5, 917932535
  %4191 = icmp ult i32 %4190, 5
  br i1 %4191, label %4192, label %4193

; <label>:4192                                    ; preds = %4189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2046, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4193                                    ; preds = %4189
  %4194 = xor i32 %5, -984995228
  %4195 = icmp ult i32 %4194, 5
  br i1 %4195, label %4196, label %4197

; <label>:4196                                    ; preds = %4193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2047, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4197                                    ; preds = %4193
  %4198 = xor i32 %5, -471353663
  %4199 = icmp ult i32 %4198, 5
  br i1 %4199, label %4200, label %4201

; <label>:4200                                    ; preds = %4197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2048, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4201                                    ; preds = %4197
  %4202 = xor i32 %5, -1577163190
  %4203 = icmp ult i32 %4202, 5
  br i1 %4203, label %4204, label %4205

; <label>:4204                                    ; preds = %4201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2049, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4205                                    ; preds = %4201
  %4206 = xor i32 %5, 1625068327
  %4207 = icmp ult i32 %4206, 5
  br i1 %4207, label %4208, label %4209

; <label>:4208                                    ; preds = %4205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2050, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4209                                    ; preds = %4205
  %4210 = xor i32 %5, 1611779698
  %4211 = icmp ult i32 %4210, 5
  br i1 %4211, label %4212, label %4213

; <label>:4212                                    ; preds = %4209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2051, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4213                                    ; preds = %4209
  %4214 = xor i32 %5, 1301267535
  %4215 = icmp ult i32 %4214, 5
  br i1 %4215, label %4216, label %4217

; <label>:4216                                    ; preds = %4213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2052, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4217                                    ; preds = %4213
  %4218 = xor i32 %5, -1023347624
  %4219 = icmp ult i32 %4218, 5
  br i1 %4219, label %4220, label %4221

; <label>:4220                                    ; preds = %4217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2053, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4221                                    ; preds = %4217
  %4222 = xor i32 %5, -239406461
  %4223 = icmp ult i32 %4222, 5
  br i1 %4223, label %4224, label %4225

; <label>:4224                                    ; preds = %4221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2054, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4225                                    ; preds = %4221
  %4226 = xor i32 %5, 455051032
  %4227 = icmp ult i32 %4226, 5
  br i1 %4227, label %4228, label %4229

; <label>:4228                                    ; preds = %4225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2055, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4229                                    ; preds = %4225
  %4230 = xor i32 %5, -1577664521
  %4231 = icmp ult i32 %4230, 5
  br i1 %4231, label %4232, label %4233

; <label>:4232                                    ; preds = %4229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2056, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4233                                    ; preds = %4229
  %4234 = xor i32 %5, 65950179
  %4235 = icmp ult i32 %4234, 5
  br i1 %4235, label %4236, label %4237

; <label>:4236                                    ; preds = %4233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2057, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4237                                    ; preds = %4233
  %4238 = xor i32 %5, -1341824787
  %4239 = icmp ult i32 %4238, 5
  br i1 %4239, label %4240, label %4241

; <label>:4240                                    ; preds = %4237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2058, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4241                                    ; preds = %4237
  %4242 = xor i32 %5, -737378754
  %4243 = icmp ult i32 %4242, 5
  br i1 %4243, label %4244, label %4245

; <label>:4244                                    ; preds = %4241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2059, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4245                                    ; preds = %4241
  %4246 = xor i32 %5, 1316794430
  %4247 = icmp ult i32 %4246, 5
  br i1 %4247, label %4248, label %4249

; <label>:4248                                    ; preds = %4245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2060, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4249                                    ; preds = %4245
  %4250 = xor i32 %5, 839212569
  %4251 = icmp ult i32 %4250, 5
  br i1 %4251, label %4252, label %4253

; <label>:4252                                    ; preds = %4249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2061, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4253                                    ; preds = %4249
  %4254 = xor i32 %5, 93412567
  %4255 = icmp ult i32 %4254, 5
  br i1 %4255, label %4256, label %4257

; <label>:4256                                    ; preds = %4253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2062, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4257                                    ; preds = %4253
  %4258 = xor i32 %5, -592681150
  %4259 = icmp ult i32 %4258, 5
  br i1 %4259, label %4260, label %4261

; <label>:4260                                    ; preds = %4257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2063, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4261                                    ; preds = %4257
  %4262 = xor i32 %5, -1462268636
  %4263 = icmp ult i32 %4262, 5
  br i1 %4263, label %4264, label %4265

; <label>:4264                                    ; preds = %4261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2064, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4265                                    ; preds = %4261
  %4266 = xor i32 %5, 2036287419
  %4267 = icmp ult i32 %4266, 5
  br i1 %4267, label %4268, label %4269

; <label>:4268                                    ; preds = %4265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2065, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4269                                    ; preds = %4265
  %4270 = xor i32 %5, -217887842
  %4271 = icmp ult i32 %4270, 5
  br i1 %4271, label %4272, label %4273

; <label>:4272                                    ; preds = %4269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2066, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4273                                    ; preds = %4269
  %4274 = xor i32 %5, -1126255387
  %4275 = icmp ult i32 %4274, 5
  br i1 %4275, label %4276, label %4277

; <label>:4276                                    ; preds = %4273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2067, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4277                                    ; preds = %4273
  %4278 = xor i32 %5, -747319363
  %4279 = icmp ult i32 %4278, 5
  br i1 %4279, label %4280, label %4281

; <label>:4280                                    ; preds = %4277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2068, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4281                                    ; preds = %4277
  %4282 = xor i32 %5, 1925480729
  %4283 = icmp ult i32 %4282, 5
  br i1 %4283, label %4284, label %4285

; <label>:4284                                    ; preds = %4281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2069, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4285                                    ; preds = %4281
  %4286 = xor i32 %5, 408568119
  %4287 = icmp ult i32 %4286, 5
  br i1 %4287, label %4288, label %4289

; <label>:4288                                    ; preds = %4285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2070, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4289                                    ; preds = %4285
  %4290 = xor i32 %5, -180936243
  %4291 = icmp ult i32 %4290, 5
  br i1 %4291, label %4292, label %4293

; <label>:4292                                    ; preds = %4289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2071, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4293                                    ; preds = %4289
  %4294 = xor i32 %5, 1542805638
  %4295 = icmp ult i32 %4294, 5
  br i1 %4295, label %4296, label %4297

; <label>:4296                                    ; preds = %4293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2072, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4297                                    ; preds = %4293
  %4298 = xor i32 %5, -2003692347
  %4299 = icmp ult i32 %4298, 5
  br i1 %4299, label %4300, label %4301

; <label>:4300                                    ; preds = %4297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2073, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4301                                    ; preds = %4297
  %4302 = xor i32 %5, 364857502
  %4303 = icmp ult i32 %4302, 5
  br i1 %4303, label %4304, label %4305

; <label>:4304                                    ; preds = %4301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2074, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4305                                    ; preds = %4301
  %4306 = xor i32 %5, -832260955
  %4307 = icmp ult i32 %4306, 5
  br i1 %4307, label %4308, label %4309

; <label>:4308                                    ; preds = %4305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2075, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4309                                    ; preds = %4305
  %4310 = xor i32 %5, 1542619715
  %4311 = icmp ult i32 %4310, 5
  br i1 %4311, label %4312, label %4313

; <label>:4312                                    ; preds = %4309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2076, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4313                                    ; preds = %4309
  %4314 = xor i32 %5, -99395185
  %4315 = icmp ult i32 %4314, 5
  br i1 %4315, label %4316, label %4317

; <label>:4316                                    ; preds = %4313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2077, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4317                                    ; preds = %4313
  %4318 = xor i32 %5, -276149695
  %4319 = icmp ult i32 %4318, 5
  br i1 %4319, label %4320, label %4321

; <label>:4320                                    ; preds = %4317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2078, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4321                                    ; preds = %4317
  %4322 = xor i32 %5, -1039520008
  %4323 = icmp ult i32 %4322, 5
  br i1 %4323, label %4324, label %4325

; <label>:4324                                    ; preds = %4321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2079, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4325                                    ; preds = %4321
  %4326 = xor i32 %5, 1369737930
  %4327 = icmp ult i32 %4326, 5
  br i1 %4327, label %4328, label %4329

; <label>:4328                                    ; preds = %4325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2080, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4329                                    ; preds = %4325
  %4330 = xor i32 %5, -1828802106
  %4331 = icmp ult i32 %4330, 5
  br i1 %4331, label %4332, label %4333

; <label>:4332                                    ; preds = %4329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2081, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4333                                    ; preds = %4329
  %4334 = xor i32 %5, 920776922
  %4335 = icmp ult i32 %4334, 5
  br i1 %4335, label %4336, label %4337

; <label>:4336                                    ; preds = %4333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2082, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4337                                    ; preds = %4333
  %4338 = xor i32 %5, 232729119
  %4339 = icmp ult i32 %4338, 5
  br i1 %4339, label %4340, label %4341

; <label>:4340                                    ; preds = %4337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2083, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4341                                    ; preds = %4337
  %4342 = xor i32 %5, -669456848
  %4343 = icmp ult i32 %4342, 5
  br i1 %4343, label %4344, label %4345

; <label>:4344                                    ; preds = %4341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2084, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4345                                    ; preds = %4341
  %4346 = xor i32 %5, -1157173322
  %4347 = icmp ult i32 %4346, 5
  br i1 %4347, label %4348, label %4349

; <label>:4348                                    ; preds = %4345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2085, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4349                                    ; preds = %4345
  %4350 = xor i32 %5, 1573196509
  %4351 = icmp ult i32 %4350, 5
  br i1 %4351, label %4352, label %4353

; <label>:4352                                    ; preds = %4349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2086, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4353                                    ; preds = %4349
  %4354 = xor i32 %5, -1736581192
  %4355 = icmp ult i32 %4354, 5
  br i1 %4355, label %4356, label %4357

; <label>:4356                                    ; preds = %4353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2087, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4357                                    ; preds = %4353
  %4358 = xor i32 %5, 341037208
  %4359 = icmp ult i32 %4358, 5
  br i1 %4359, label %4360, label %4361

; <label>:4360                                    ; preds = %4357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2088, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4361                                    ; preds = %4357
  %4362 = xor i32 %5, 584589298
  %4363 = icmp ult i32 %4362, 5
  br i1 %4363, label %4364, label %4365

; <label>:4364                                    ; preds = %4361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2089, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4365                                    ; preds = %4361
  %4366 = xor i32 %5, -2057142942
  %4367 = icmp ult i32 %4366, 5
  br i1 %4367, label %4368, label %4369

; <label>:4368                                    ; preds = %4365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2090, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4369                                    ; preds = %4365
  %4370 = xor i32 %5, 1872964894
  %4371 = icmp ult i32 %4370, 5
  br i1 %4371, label %4372, label %4373

; <label>:4372                                    ; preds = %4369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2091, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4373                                    ; preds = %4369
  %4374 = xor i32 %5, 650878517
  %4375 = icmp ult i32 %4374, 5
  br i1 %4375, label %4376, label %4377

; <label>:4376                                    ; preds = %4373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2092, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4377                                    ; preds = %4373
  %4378 = xor i32 %5, 149470175
  %4379 = icmp ult i32 %4378, 5
  br i1 %4379, label %4380, label %4381

; <label>:4380                                    ; preds = %4377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2093, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4381                                    ; preds = %4377
  %4382 = xor i32 %5, 137143429
  %4383 = icmp ult i32 %4382, 5
  br i1 %4383, label %4384, label %4385

; <label>:4384                                    ; preds = %4381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2094, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4385                                    ; preds = %4381
  %4386 = xor i32 %5, 123270646
  %4387 = icmp ult i32 %4386, 5
  br i1 %4387, label %4388, label %4389

; <label>:4388                                    ; preds = %4385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2095, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4389                                    ; preds = %4385
  %4390 = xor i32 %5, -2000519959
  %4391 = icmp ult i32 %4390, 5
  br i1 %4391, label %4392, label %4393

; <label>:4392                                    ; preds = %4389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2096, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4393                                    ; preds = %4389
  %4394 = xor i32 %5, -263378508
  %4395 = icmp ult i32 %4394, 5
  br i1 %4395, label %4396, label %4397

; <label>:4396                                    ; preds = %4393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2097, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4397                                    ; preds = %4393
  %4398 = xor i32 %5, -1532821267
  %4399 = icmp ult i32 %4398, 5
  br i1 %4399, label %4400, label %4401

; <label>:4400                                    ; preds = %4397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2098, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4401                                    ; preds = %4397
  %4402 = xor i32 %5, -197166952
  %4403 = icmp ult i32 %4402, 5
  br i1 %4403, label %4404, label %4405

; <label>:4404                                    ; preds = %4401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2099, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4405                                    ; preds = %4401
  %4406 = xor i32 %5, 1514435932
  %4407 = icmp ult i32 %4406, 5
  br i1 %4407, label %4408, label %4409

; <label>:4408                                    ; preds = %4405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2100, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4409                                    ; preds = %4405
  %4410 = xor i32 %5, 1683573016
  %4411 = icmp ult i32 %4410, 5
  br i1 %4411, label %4412, label %4413

; <label>:4412                                    ; preds = %4409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2101, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4413                                    ; preds = %4409
  %4414 = xor i32 %5, 1045544868
  %4415 = icmp ult i32 %4414, 5
  br i1 %4415, label %4416, label %4417

; <label>:4416                                    ; preds = %4413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2102, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4417                                    ; preds = %4413
  %4418 = xor i32 %5, -66531970
  %4419 = icmp ult i32 %4418, 5
  br i1 %4419, label %4420, label %4421

; <label>:4420                                    ; preds = %4417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2103, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4421                                    ; preds = %4417
  %4422 = xor i32 %5, 64981323
  %4423 = icmp ult i32 %4422, 5
  br i1 %4423, label %4424, label %4425

; <label>:4424                                    ; preds = %4421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2104, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4425                                    ; preds = %4421
  %4426 = xor i32 %5, -1654902255
  %4427 = icmp ult i32 %4426, 5
  br i1 %4427, label %4428, label %4429

; <label>:4428                                    ; preds = %4425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2105, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4429                                    ; preds = %4425
  %4430 = xor i32 %5, 1674017273
  %4431 = icmp ult i32 %4430, 5
  br i1 %4431, label %4432, label %4433

; <label>:4432                                    ; preds = %4429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2106, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4433                                    ; preds = %4429
  %4434 = xor i32 %5, 206592618
  %4435 = icmp ult i32 %4434, 5
  br i1 %4435, label %4436, label %4437

; <label>:4436                                    ; preds = %4433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2107, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4437                                    ; preds = %4433
  %4438 = xor i32 %5, -1068753448
  %4439 = icmp ult i32 %4438, 5
  br i1 %4439, label %4440, label %4441

; <label>:4440                                    ; preds = %4437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2108, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4441                                    ; preds = %4437
  %4442 = xor i32 %5, -1854030749
  %4443 = icmp ult i32 %4442, 5
  br i1 %4443, label %4444, label %4445

; <label>:4444                                    ; preds = %4441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2109, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4445                                    ; preds = %4441
  %4446 = xor i32 %5, 139905583
  %4447 = icmp ult i32 %4446, 5
  br i1 %4447, label %4448, label %4449

; <label>:4448                                    ; preds = %4445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2110, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4449                                    ; preds = %4445
  %4450 = xor i32 %5, 1797803993
  %4451 = icmp ult i32 %4450, 5
  br i1 %4451, label %4452, label %4453

; <label>:4452                                    ; preds = %4449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2111, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4453                                    ; preds = %4449
  %4454 = xor i32 %5, 1946715766
  %4455 = icmp ult i32 %4454, 5
  br i1 %4455, label %4456, label %4457

; <label>:4456                                    ; preds = %4453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2112, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4457                                    ; preds = %4453
  %4458 = xor i32 %5, -924149036
  %4459 = icmp ult i32 %4458, 5
  br i1 %4459, label %4460, label %4461

; <label>:4460                                    ; preds = %4457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2113, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4461                                    ; preds = %4457
  %4462 = xor i32 %5, 352158153
  %4463 = icmp ult i32 %4462, 5
  br i1 %4463, label %4464, label %4465

; <label>:4464                                    ; preds = %4461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2114, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4465                                    ; preds = %4461
  %4466 = xor i32 %5, -109993501
  %4467 = icmp ult i32 %4466, 5
  br i1 %4467, label %4468, label %4469

; <label>:4468                                    ; preds = %4465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2115, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4469                                    ; preds = %4465
  %4470 = xor i32 %5, -917068313
  %4471 = icmp ult i32 %4470, 5
  br i1 %4471, label %4472, label %4473

; <label>:4472                                    ; preds = %4469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2116, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4473                                    ; preds = %4469
  %4474 = xor i32 %5, 1306697237
  %4475 = icmp ult i32 %4474, 5
  br i1 %4475, label %4476, label %4477

; <label>:4476                                    ; preds = %4473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2117, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4477                                    ; preds = %4473
  %4478 = xor i32 %5, -1226846817
  %4479 = icmp ult i32 %4478, 5
  br i1 %4479, label %4480, label %4481

; <label>:4480                                    ; preds = %4477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2118, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4481                                    ; preds = %4477
  %4482 = xor i32 %5, 1215319528
  %4483 = icmp ult i32 %4482, 5
  br i1 %4483, label %4484, label %4485

; <label>:4484                                    ; preds = %4481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2119, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4485                                    ; preds = %4481
  %4486 = xor i32 %5, 754750239
  %4487 = icmp ult i32 %4486, 5
  br i1 %4487, label %4488, label %4489

; <label>:4488                                    ; preds = %4485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2120, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4489                                    ; preds = %4485
  %4490 = xor i32 %5, 255394893
  %4491 = icmp ult i32 %4490, 5
  br i1 %4491, label %4492, label %4493

; <label>:4492                                    ; preds = %4489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2121, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4493                                    ; preds = %4489
  %4494 = xor i32 %5, -1531354134
  %4495 = icmp ult i32 %4494, 5
  br i1 %4495, label %4496, label %4497

; <label>:4496                                    ; preds = %4493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2122, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4497                                    ; preds = %4493
  %4498 = xor i32 %5, 2069324143
  %4499 = icmp ult i32 %4498, 5
  br i1 %4499, label %4500, label %4501

; <label>:4500                                    ; preds = %4497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2123, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4501                                    ; preds = %4497
  %4502 = xor i32 %5, 1529399143
  %4503 = icmp ult i32 %4502, 5
  br i1 %4503, label %4504, label %4505

; <label>:4504                                    ; preds = %4501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2124, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4505                                    ; preds = %4501
  %4506 = xor i32 %5, 647124024
  %4507 = icmp ult i32 %4506, 5
  br i1 %4507, label %4508, label %4509

; <label>:4508                                    ; preds = %4505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2125, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4509                                    ; preds = %4505
  %4510 = xor i32 %5, -1153100673
  %4511 = icmp ult i32 %4510, 5
  br i1 %4511, label %4512, label %4513

; <label>:4512                                    ; preds = %4509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2126, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4513                                    ; preds = %4509
  %4514 = xor i32 %5, -65883557
  %4515 = icmp ult i32 %4514, 5
  br i1 %4515, label %4516, label %4517

; <label>:4516                                    ; preds = %4513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2127, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4517                                    ; preds = %4513
  %4518 = xor i32 %5, -1825976880
  %4519 = icmp ult i32 %4518, 5
  br i1 %4519, label %4520, label %4521

; <label>:4520                                    ; preds = %4517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2128, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4521                                    ; preds = %4517
  %4522 = xor i32 %5, 1811011723
  %4523 = icmp ult i32 %4522, 5
  br i1 %4523, label %4524, label %4525

; <label>:4524                                    ; preds = %4521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2129, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4525                                    ; preds = %4521
  %4526 = xor i32 %5, 660061016
  %4527 = icmp ult i32 %4526, 5
  br i1 %4527, label %4528, label %4529

; <label>:4528                                    ; preds = %4525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2130, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4529                                    ; preds = %4525
  %4530 = xor i32 %5, 443257917
  %4531 = icmp ult i32 %4530, 5
  br i1 %4531, label %4532, label %4533

; <label>:4532                                    ; preds = %4529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2131, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4533                                    ; preds = %4529
  %4534 = xor i32 %5, 1426753847
  %4535 = icmp ult i32 %4534, 5
  br i1 %4535, label %4536, label %4537

; <label>:4536                                    ; preds = %4533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2132, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4537                                    ; preds = %4533
  %4538 = xor i32 %5, -1875882735
  %4539 = icmp ult i32 %4538, 5
  br i1 %4539, label %4540, label %4541

; <label>:4540                                    ; preds = %4537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2133, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4541                                    ; preds = %4537
  %4542 = xor i32 %5, -1156898853
  %4543 = icmp ult i32 %4542, 5
  br i1 %4543, label %4544, label %4545

; <label>:4544                                    ; preds = %4541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2134, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4545                                    ; preds = %4541
  %4546 = xor i32 %5, -1083069033
  %4547 = icmp ult i32 %4546, 5
  br i1 %4547, label %4548, label %4549

; <label>:4548                                    ; preds = %4545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2135, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4549                                    ; preds = %4545
  %4550 = xor i32 %5, 912068440
  %4551 = icmp ult i32 %4550, 5
  br i1 %4551, label %4552, label %4553

; <label>:4552                                    ; preds = %4549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2136, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4553                                    ; preds = %4549
  %4554 = xor i32 %5, -1417404197
  %4555 = icmp ult i32 %4554, 5
  br i1 %4555, label %4556, label %4557

; <label>:4556                                    ; preds = %4553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2137, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4557                                    ; preds = %4553
  %4558 = xor i32 %5, 1133403397
  %4559 = icmp ult i32 %4558, 5
  br i1 %4559, label %4560, label %4561

; <label>:4560                                    ; preds = %4557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2138, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4561                                    ; preds = %4557
  %4562 = xor i32 %5, -1572997412
  %4563 = icmp ult i32 %4562, 5
  br i1 %4563, label %4564, label %4565

; <label>:4564                                    ; preds = %4561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2139, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4565                                    ; preds = %4561
  %4566 = xor i32 %5, -779891313
  %4567 = icmp ult i32 %4566, 5
  br i1 %4567, label %4568, label %4569

; <label>:4568                                    ; preds = %4565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2140, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4569                                    ; preds = %4565
  %4570 = xor i32 %5, -844662230
  %4571 = icmp ult i32 %4570, 5
  br i1 %4571, label %4572, label %4573

; <label>:4572                                    ; preds = %4569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2141, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4573                                    ; preds = %4569
  %4574 = xor i32 %5, -1449533482
  %4575 = icmp ult i32 %4574, 5
  br i1 %4575, label %4576, label %4577

; <label>:4576                                    ; preds = %4573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2142, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4577                                    ; preds = %4573
  %4578 = xor i32 %5, -732714554
  %4579 = icmp ult i32 %4578, 5
  br i1 %4579, label %4580, label %4581

; <label>:4580                                    ; preds = %4577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2143, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4581                                    ; preds = %4577
  %4582 = xor i32 %5, -603933489
  %4583 = icmp ult i32 %4582, 5
  br i1 %4583, label %4584, label %4585

; <label>:4584                                    ; preds = %4581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2144, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4585                                    ; preds = %4581
  %4586 = xor i32 %5, 2065858400
  %4587 = icmp ult i32 %4586, 5
  br i1 %4587, label %4588, label %4589

; <label>:4588                                    ; preds = %4585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2145, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4589                                    ; preds = %4585
  %4590 = xor i32 %5, 575328923
  %4591 = icmp ult i32 %4590, 5
  br i1 %4591, label %4592, label %4593

; <label>:4592                                    ; preds = %4589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2146, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4593                                    ; preds = %4589
  %4594 = xor i32 %5, 536753512
  %4595 = icmp ult i32 %4594, 5
  br i1 %4595, label %4596, label %4597

; <label>:4596                                    ; preds = %4593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2147, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4597                                    ; preds = %4593
  %4598 = xor i32 %5, -1437650732
  %4599 = icmp ult i32 %4598, 5
  br i1 %4599, label %4600, label %4601

; <label>:4600                                    ; preds = %4597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2148, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4601                                    ; preds = %4597
  %4602 = xor i32 %5, 761476006
  %4603 = icmp ult i32 %4602, 5
  br i1 %4603, label %4604, label %4605

; <label>:4604                                    ; preds = %4601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2149, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4605                                    ; preds = %4601
  %4606 = xor i32 %5, -187687484
  %4607 = icmp ult i32 %4606, 5
  br i1 %4607, label %4608, label %4609

; <label>:4608                                    ; preds = %4605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2150, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4609                                    ; preds = %4605
  %4610 = xor i32 %5, 1158056516
  %4611 = icmp ult i32 %4610, 5
  br i1 %4611, label %4612, label %4613

; <label>:4612                                    ; preds = %4609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2151, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4613                                    ; preds = %4609
  %4614 = xor i32 %5, 889569552
  %4615 = icmp ult i32 %4614, 5
  br i1 %4615, label %4616, label %4617

; <label>:4616                                    ; preds = %4613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2152, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4617                                    ; preds = %4613
  %4618 = xor i32 %5, 897102013
  %4619 = icmp ult i32 %4618, 5
  br i1 %4619, label %4620, label %4621

; <label>:4620                                    ; preds = %4617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2153, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4621                                    ; preds = %4617
  %4622 = xor i32 %5, -285671306
  %4623 = icmp ult i32 %4622, 5
  br i1 %4623, label %4624, label %4625

; <label>:4624                                    ; preds = %4621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2154, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4625                                    ; preds = %4621
  %4626 = xor i32 %5, -115857962
  %4627 = icmp ult i32 %4626, 5
  br i1 %4627, label %4628, label %4629

; <label>:4628                                    ; preds = %4625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2155, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4629                                    ; preds = %4625
  %4630 = xor i32 %5, 1836191369
  %4631 = icmp ult i32 %4630, 5
  br i1 %4631, label %4632, label %4633

; <label>:4632                                    ; preds = %4629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2156, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4633                                    ; preds = %4629
  %4634 = xor i32 %5, 1833821984
  %4635 = icmp ult i32 %4634, 5
  br i1 %4635, label %4636, label %4637

; <label>:4636                                    ; preds = %4633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2157, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4637                                    ; preds = %4633
  %4638 = xor i32 %5, 1400694236
  %4639 = icmp ult i32 %4638, 5
  br i1 %4639, label %4640, label %4641

; <label>:4640                                    ; preds = %4637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2158, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4641                                    ; preds = %4637
  %4642 = xor i32 %5, 975258902
  %4643 = icmp ult i32 %4642, 5
  br i1 %4643, label %4644, label %4645

; <label>:4644                                    ; preds = %4641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2159, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4645                                    ; preds = %4641
  %4646 = xor i32 %5, 925574610
  %4647 = icmp ult i32 %4646, 5
  br i1 %4647, label %4648, label %4649

; <label>:4648                                    ; preds = %4645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2160, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4649                                    ; preds = %4645
  %4650 = xor i32 %5, -412487021
  %4651 = icmp ult i32 %4650, 5
  br i1 %4651, label %4652, label %4653

; <label>:4652                                    ; preds = %4649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2161, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4653                                    ; preds = %4649
  %4654 = xor i32 %5, 1923388539
  %4655 = icmp ult i32 %4654, 5
  br i1 %4655, label %4656, label %4657

; <label>:4656                                    ; preds = %4653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2162, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4657                                    ; preds = %4653
  %4658 = xor i32 %5, -17719528
  %4659 = icmp ult i32 %4658, 5
  br i1 %4659, label %4660, label %4661

; <label>:4660                                    ; preds = %4657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2163, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4661                                    ; preds = %4657
  %4662 = xor i32 %5, -1884759261
  %4663 = icmp ult i32 %4662, 5
  br i1 %4663, label %4664, label %4665

; <label>:4664                                    ; preds = %4661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2164, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4665                                    ; preds = %4661
  %4666 = xor i32 %5, 1220735762
  %4667 = icmp ult i32 %4666, 5
  br i1 %4667, label %4668, label %4669

; <label>:4668                                    ; preds = %4665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2165, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4669                                    ; preds = %4665
  %4670 = xor i32 %5, 2096759888
  %4671 = icmp ult i32 %4670, 5
  br i1 %4671, label %4672, label %4673

; <label>:4672                                    ; preds = %4669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2166, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4673                                    ; preds = %4669
  %4674 = xor i32 %5, 213607504
  %4675 = icmp ult i32 %4674, 5
  br i1 %4675, label %4676, label %4677

; <label>:4676                                    ; preds = %4673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2167, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4677                                    ; preds = %4673
  %4678 = xor i32 %5, -1461956791
  %4679 = icmp ult i32 %4678, 5
  br i1 %4679, label %4680, label %4681

; <label>:4680                                    ; preds = %4677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2168, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4681                                    ; preds = %4677
  %4682 = xor i32 %5, 1308488380
  %4683 = icmp ult i32 %4682, 5
  br i1 %4683, label %4684, label %4685

; <label>:4684                                    ; preds = %4681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2169, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4685                                    ; preds = %4681
  %4686 = xor i32 %5, 881835980
  %4687 = icmp ult i32 %4686, 5
  br i1 %4687, label %4688, label %4689

; <label>:4688                                    ; preds = %4685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2170, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4689                                    ; preds = %4685
  %4690 = xor i32 %5, -240699442
  %4691 = icmp ult i32 %4690, 5
  br i1 %4691, label %4692, label %4693

; <label>:4692                                    ; preds = %4689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2171, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4693                                    ; preds = %4689
  %4694 = xor i32 %5, 115234707
  %4695 = icmp ult i32 %4694, 5
  br i1 %4695, label %4696, label %4697

; <label>:4696                                    ; preds = %4693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2172, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4697                                    ; preds = %4693
  %4698 = xor i32 %5, 392590505
  %4699 = icmp ult i32 %4698, 5
  br i1 %4699, label %4700, label %4701

; <label>:4700                                    ; preds = %4697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2173, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4701                                    ; preds = %4697
  %4702 = xor i32 %5, 1089720680
  %4703 = icmp ult i32 %4702, 5
  br i1 %4703, label %4704, label %4705

; <label>:4704                                    ; preds = %4701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2174, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4705                                    ; preds = %4701
  %4706 = xor i32 %5, -1658021470
  %4707 = icmp ult i32 %4706, 5
  br i1 %4707, label %4708, label %4709

; <label>:4708                                    ; preds = %4705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2175, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4709                                    ; preds = %4705
  %4710 = xor i32 %5, 286255778
  %4711 = icmp ult i32 %4710, 5
  br i1 %4711, label %4712, label %4713

; <label>:4712                                    ; preds = %4709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2176, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4713                                    ; preds = %4709
  %4714 = xor i32 %5, -1645198151
  %4715 = icmp ult i32 %4714, 5
  br i1 %4715, label %4716, label %4717

; <label>:4716                                    ; preds = %4713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2177, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4717                                    ; preds = %4713
  %4718 = xor i32 %5, 1527665755
  %4719 = icmp ult i32 %4718, 5
  br i1 %4719, label %4720, label %4721

; <label>:4720                                    ; preds = %4717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2178, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4721                                    ; preds = %4717
  %4722 = xor i32 %5, -946615858
  %4723 = icmp ult i32 %4722, 5
  br i1 %4723, label %4724, label %4725

; <label>:4724                                    ; preds = %4721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2179, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4725                                    ; preds = %4721
  %4726 = xor i32 %5, -1726685377
  %4727 = icmp ult i32 %4726, 5
  br i1 %4727, label %4728, label %4729

; <label>:4728                                    ; preds = %4725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2180, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4729                                    ; preds = %4725
  %4730 = xor i32 %5, 1401832951
  %4731 = icmp ult i32 %4730, 5
  br i1 %4731, label %4732, label %4733

; <label>:4732                                    ; preds = %4729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2181, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4733                                    ; preds = %4729
  %4734 = xor i32 %5, -1616417655
  %4735 = icmp ult i32 %4734, 5
  br i1 %4735, label %4736, label %4737

; <label>:4736                                    ; preds = %4733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2182, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4737                                    ; preds = %4733
  %4738 = xor i32 %5, -1928858456
  %4739 = icmp ult i32 %4738, 5
  br i1 %4739, label %4740, label %4741

; <label>:4740                                    ; preds = %4737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2183, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4741                                    ; preds = %4737
  %4742 = xor i32 %5, -2036030167
  %4743 = icmp ult i32 %4742, 5
  br i1 %4743, label %4744, label %4745

; <label>:4744                                    ; preds = %4741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2184, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4745                                    ; preds = %4741
  %4746 = xor i32 %5, 1468431671
  %4747 = icmp ult i32 %4746, 5
  br i1 %4747, label %4748, label %4749

; <label>:4748                                    ; preds = %4745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2185, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4749                                    ; preds = %4745
  %4750 = xor i32 %5, 2113309018
  %4751 = icmp ult i32 %4750, 5
  br i1 %4751, label %4752, label %4753

; <label>:4752                                    ; preds = %4749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2186, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4753                                    ; preds = %4749
  %4754 = xor i32 %5, -473359546
  %4755 = icmp ult i32 %4754, 5
  br i1 %4755, label %4756, label %4757

; <label>:4756                                    ; preds = %4753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2187, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4757                                    ; preds = %4753
  %4758 = xor i32 %5, 1390622006
  %4759 = icmp ult i32 %4758, 5
  br i1 %4759, label %4760, label %4761

; <label>:4760                                    ; preds = %4757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2188, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4761                                    ; preds = %4757
  %4762 = xor i32 %5, 76093069
  %4763 = icmp ult i32 %4762, 5
  br i1 %4763, label %4764, label %4765

; <label>:4764                                    ; preds = %4761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2189, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4765                                    ; preds = %4761
  %4766 = xor i32 %5, 492974950
  %4767 = icmp ult i32 %4766, 5
  br i1 %4767, label %4768, label %4769

; <label>:4768                                    ; preds = %4765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2190, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4769                                    ; preds = %4765
  %4770 = xor i32 %5, 2126789194
  %4771 = icmp ult i32 %4770, 5
  br i1 %4771, label %4772, label %4773

; <label>:4772                                    ; preds = %4769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2191, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4773                                    ; preds = %4769
  %4774 = xor i32 %5, 660952013
  %4775 = icmp ult i32 %4774, 5
  br i1 %4775, label %4776, label %4777

; <label>:4776                                    ; preds = %4773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2192, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4777                                    ; preds = %4773
  %4778 = xor i32 %5, 1802509731
  %4779 = icmp ult i32 %4778, 5
  br i1 %4779, label %4780, label %4781

; <label>:4780                                    ; preds = %4777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2193, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4781                                    ; preds = %4777
  %4782 = xor i32 %5, 1616458816
  %4783 = icmp ult i32 %4782, 5
  br i1 %4783, label %4784, label %4785

; <label>:4784                                    ; preds = %4781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2194, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4785                                    ; preds = %4781
  %4786 = xor i32 %5, 673285617
  %4787 = icmp ult i32 %4786, 5
  br i1 %4787, label %4788, label %4789

; <label>:4788                                    ; preds = %4785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2195, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4789                                    ; preds = %4785
  %4790 = xor i32 %5, 1685025703
  %4791 = icmp ult i32 %4790, 5
  br i1 %4791, label %4792, label %4793

; <label>:4792                                    ; preds = %4789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2196, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4793                                    ; preds = %4789
  %4794 = xor i32 %5, 1155922353
  %4795 = icmp ult i32 %4794, 5
  br i1 %4795, label %4796, label %4797

; <label>:4796                                    ; preds = %4793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2197, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4797                                    ; preds = %4793
  %4798 = xor i32 %5, -1714871370
  %4799 = icmp ult i32 %4798, 5
  br i1 %4799, label %4800, label %4801

; <label>:4800                                    ; preds = %4797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2198, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4801                                    ; preds = %4797
  %4802 = xor i32 %5, -909746351
  %4803 = icmp ult i32 %4802, 5
  br i1 %4803, label %4804, label %4805

; <label>:4804                                    ; preds = %4801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2199, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4805                                    ; preds = %4801
  %4806 = xor i32 %5, -806834564
  %4807 = icmp ult i32 %4806, 5
  br i1 %4807, label %4808, label %4809

; <label>:4808                                    ; preds = %4805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2200, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4809                                    ; preds = %4805
  %4810 = xor i32 %5, -1455570988
  %4811 = icmp ult i32 %4810, 5
  br i1 %4811, label %4812, label %4813

; <label>:4812                                    ; preds = %4809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2201, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4813                                    ; preds = %4809
  %4814 = xor i32 %5, -1312249910
  %4815 = icmp ult i32 %4814, 5
  br i1 %4815, label %4816, label %4817

; <label>:4816                                    ; preds = %4813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2202, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4817                                    ; preds = %4813
  %4818 = xor i32 %5, 2075292524
  %4819 = icmp ult i32 %4818, 5
  br i1 %4819, label %4820, label %4821

; <label>:4820                                    ; preds = %4817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2203, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4821                                    ; preds = %4817
  %4822 = xor i32 %5, 1390970277
  %4823 = icmp ult i32 %4822, 5
  br i1 %4823, label %4824, label %4825

; <label>:4824                                    ; preds = %4821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2204, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4825                                    ; preds = %4821
  %4826 = xor i32 %5, 611366681
  %4827 = icmp ult i32 %4826, 5
  br i1 %4827, label %4828, label %4829

; <label>:4828                                    ; preds = %4825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2205, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4829                                    ; preds = %4825
  %4830 = xor i32 %5, -721981248
  %4831 = icmp ult i32 %4830, 5
  br i1 %4831, label %4832, label %4833

; <label>:4832                                    ; preds = %4829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2206, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4833                                    ; preds = %4829
  %4834 = xor i32 %5, -156854177
  %4835 = icmp ult i32 %4834, 5
  br i1 %4835, label %4836, label %4837

; <label>:4836                                    ; preds = %4833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2207, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4837                                    ; preds = %4833
  %4838 = xor i32 %5, 1650542628
  %4839 = icmp ult i32 %4838, 5
  br i1 %4839, label %4840, label %4841

; <label>:4840                                    ; preds = %4837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2208, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4841                                    ; preds = %4837
  %4842 = xor i32 %5, -921205659
  %4843 = icmp ult i32 %4842, 5
  br i1 %4843, label %4844, label %4845

; <label>:4844                                    ; preds = %4841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2209, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4845                                    ; preds = %4841
  %4846 = xor i32 %5, -1222671150
  %4847 = icmp ult i32 %4846, 5
  br i1 %4847, label %4848, label %4849

; <label>:4848                                    ; preds = %4845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2210, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4849                                    ; preds = %4845
  %4850 = xor i32 %5, -1323706197
  %4851 = icmp ult i32 %4850, 5
  br i1 %4851, label %4852, label %4853

; <label>:4852                                    ; preds = %4849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2211, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4853                                    ; preds = %4849
  %4854 = xor i32 %5, 226373660
  %4855 = icmp ult i32 %4854, 5
  br i1 %4855, label %4856, label %4857

; <label>:4856                                    ; preds = %4853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2212, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4857                                    ; preds = %4853
  %4858 = xor i32 %5, 332195190
  %4859 = icmp ult i32 %4858, 5
  br i1 %4859, label %4860, label %4861

; <label>:4860                                    ; preds = %4857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2213, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4861                                    ; preds = %4857
  %4862 = xor i32 %5, -1744927283
  %4863 = icmp ult i32 %4862, 5
  br i1 %4863, label %4864, label %4865

; <label>:4864                                    ; preds = %4861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2214, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4865                                    ; preds = %4861
  %4866 = xor i32 %5, -731312248
  %4867 = icmp ult i32 %4866, 5
  br i1 %4867, label %4868, label %4869

; <label>:4868                                    ; preds = %4865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2215, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4869                                    ; preds = %4865
  %4870 = xor i32 %5, 50780759
  %4871 = icmp ult i32 %4870, 5
  br i1 %4871, label %4872, label %4873

; <label>:4872                                    ; preds = %4869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2216, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4873                                    ; preds = %4869
  %4874 = xor i32 %5, -439023481
  %4875 = icmp ult i32 %4874, 5
  br i1 %4875, label %4876, label %4877

; <label>:4876                                    ; preds = %4873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2217, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4877                                    ; preds = %4873
  %4878 = xor i32 %5, -1098808418
  %4879 = icmp ult i32 %4878, 5
  br i1 %4879, label %4880, label %4881

; <label>:4880                                    ; preds = %4877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2218, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4881                                    ; preds = %4877
  %4882 = xor i32 %5, 1179720655
  %4883 = icmp ult i32 %4882, 5
  br i1 %4883, label %4884, label %4885

; <label>:4884                                    ; preds = %4881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2219, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4885                                    ; preds = %4881
  %4886 = xor i32 %5, 1378812954
  %4887 = icmp ult i32 %4886, 5
  br i1 %4887, label %4888, label %4889

; <label>:4888                                    ; preds = %4885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2220, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4889                                    ; preds = %4885
  %4890 = xor i32 %5, 1297133922
  %4891 = icmp ult i32 %4890, 5
  br i1 %4891, label %4892, label %4893

; <label>:4892                                    ; preds = %4889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2221, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4893                                    ; preds = %4889
  %4894 = xor i32 %5, 1811071025
  %4895 = icmp ult i32 %4894, 5
  br i1 %4895, label %4896, label %4897

; <label>:4896                                    ; preds = %4893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2222, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4897                                    ; preds = %4893
  %4898 = xor i32 %5, 1294251589
  %4899 = icmp ult i32 %4898, 5
  br i1 %4899, label %4900, label %4901

; <label>:4900                                    ; preds = %4897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2223, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4901                                    ; preds = %4897
  %4902 = xor i32 %5, 1694855882
  %4903 = icmp ult i32 %4902, 5
  br i1 %4903, label %4904, label %4905

; <label>:4904                                    ; preds = %4901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2224, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4905                                    ; preds = %4901
  %4906 = xor i32 %5, 1425286232
  %4907 = icmp ult i32 %4906, 5
  br i1 %4907, label %4908, label %4909

; <label>:4908                                    ; preds = %4905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2225, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4909                                    ; preds = %4905
  %4910 = xor i32 %5, 816424053
  %4911 = icmp ult i32 %4910, 5
  br i1 %4911, label %4912, label %4913

; <label>:4912                                    ; preds = %4909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2226, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4913                                    ; preds = %4909
  %4914 = xor i32 %5, -49014291
  %4915 = icmp ult i32 %4914, 5
  br i1 %4915, label %4916, label %4917

; <label>:4916                                    ; preds = %4913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2227, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4917                                    ; preds = %4913
  %4918 = xor i32 %5, 1488697336
  %4919 = icmp ult i32 %4918, 5
  br i1 %4919, label %4920, label %4921

; <label>:4920                                    ; preds = %4917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2228, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4921                                    ; preds = %4917
  %4922 = xor i32 %5, -1759577706
  %4923 = icmp ult i32 %4922, 5
  br i1 %4923, label %4924, label %4925

; <label>:4924                                    ; preds = %4921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2229, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4925                                    ; preds = %4921
  %4926 = xor i32 %5, 740576596
  %4927 = icmp ult i32 %4926, 5
  br i1 %4927, label %4928, label %4929

; <label>:4928                                    ; preds = %4925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2230, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4929                                    ; preds = %4925
  %4930 = xor i32 %5, 1784653146
  %4931 = icmp ult i32 %4930, 5
  br i1 %4931, label %4932, label %4933

; <label>:4932                                    ; preds = %4929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2231, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4933                                    ; preds = %4929
  %4934 = xor i32 %5, 670223527
  %4935 = icmp ult i32 %4934, 5
  br i1 %4935, label %4936, label %4937

; <label>:4936                                    ; preds = %4933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2232, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4937                                    ; preds = %4933
  %4938 = xor i32 %5, -1076434265
  %4939 = icmp ult i32 %4938, 5
  br i1 %4939, label %4940, label %4941

; <label>:4940                                    ; preds = %4937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2233, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4941                                    ; preds = %4937
  %4942 = xor i32 %5, -907906675
  %4943 = icmp ult i32 %4942, 5
  br i1 %4943, label %4944, label %4945

; <label>:4944                                    ; preds = %4941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2234, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4945                                    ; preds = %4941
  %4946 = xor i32 %5, -1184082732
  %4947 = icmp ult i32 %4946, 5
  br i1 %4947, label %4948, label %4949

; <label>:4948                                    ; preds = %4945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2235, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4949                                    ; preds = %4945
  %4950 = xor i32 %5, -1841479633
  %4951 = icmp ult i32 %4950, 5
  br i1 %4951, label %4952, label %4953

; <label>:4952                                    ; preds = %4949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2236, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4953                                    ; preds = %4949
  %4954 = xor i32 %5, -141023797
  %4955 = icmp ult i32 %4954, 5
  br i1 %4955, label %4956, label %4957

; <label>:4956                                    ; preds = %4953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2237, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4957                                    ; preds = %4953
  %4958 = xor i32 %5, 1907142602
  %4959 = icmp ult i32 %4958, 5
  br i1 %4959, label %4960, label %4961

; <label>:4960                                    ; preds = %4957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2238, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4961                                    ; preds = %4957
  %4962 = xor i32 %5, 338941542
  %4963 = icmp ult i32 %4962, 5
  br i1 %4963, label %4964, label %4965

; <label>:4964                                    ; preds = %4961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2239, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4965                                    ; preds = %4961
  %4966 = xor i32 %5, 1398699295
  %4967 = icmp ult i32 %4966, 5
  br i1 %4967, label %4968, label %4969

; <label>:4968                                    ; preds = %4965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2240, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4969                                    ; preds = %4965
  %4970 = xor i32 %5, 1208362514
  %4971 = icmp ult i32 %4970, 5
  br i1 %4971, label %4972, label %4973

; <label>:4972                                    ; preds = %4969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2241, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4973                                    ; preds = %4969
  %4974 = xor i32 %5, 351894111
  %4975 = icmp ult i32 %4974, 5
  br i1 %4975, label %4976, label %4977

; <label>:4976                                    ; preds = %4973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2242, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4977                                    ; preds = %4973
  %4978 = xor i32 %5, -1175751773
  %4979 = icmp ult i32 %4978, 5
  br i1 %4979, label %4980, label %4981

; <label>:4980                                    ; preds = %4977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2243, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4981                                    ; preds = %4977
  %4982 = xor i32 %5, 749464873
  %4983 = icmp ult i32 %4982, 5
  br i1 %4983, label %4984, label %4985

; <label>:4984                                    ; preds = %4981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2244, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4985                                    ; preds = %4981
  %4986 = xor i32 %5, 141692527
  %4987 = icmp ult i32 %4986, 5
  br i1 %4987, label %4988, label %4989

; <label>:4988                                    ; preds = %4985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2245, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4989                                    ; preds = %4985
  %4990 = xor i32 %5, -410498777
  %4991 = icmp ult i32 %4990, 5
  br i1 %4991, label %4992, label %4993

; <label>:4992                                    ; preds = %4989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2246, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4993                                    ; preds = %4989
  %4994 = xor i32 %5, -382460912
  %4995 = icmp ult i32 %4994, 5
  br i1 %4995, label %4996, label %4997

; <label>:4996                                    ; preds = %4993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2247, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:4997                                    ; preds = %4993
  %4998 = xor i32 %5, 1294065430
  %4999 = icmp ult i32 %4998, 5
  br i1 %4999, label %5000, label %5001

; <label>:5000                                    ; preds = %4997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2248, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5001                                    ; preds = %4997
  %5002 = xor i32 %5, -49802
  %5003 = icmp ult i32 %5002, 5
  br i1 %5003, label %5004, label %5005

; <label>:5004                                    ; preds = %5001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2249, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5005                                    ; preds = %5001
  %5006 = xor i32 %5, 1517416123
  %5007 = icmp ult i32 %5006, 5
  br i1 %5007, label %5008, label %5009

; <label>:5008                                    ; preds = %5005
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2250, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5009                                    ; preds = %5005
  %5010 = xor i32 %5, 18316122
  %5011 = icmp ult i32 %5010, 5
  br i1 %5011, label %5012, label %5013

; <label>:5012                                    ; preds = %5009
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2251, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5013                                    ; preds = %5009
  %5014 = xor i32 %5, -1600490567
  %5015 = icmp ult i32 %5014, 5
  br i1 %5015, label %5016, label %5017

; <label>:5016                                    ; preds = %5013
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2252, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5017                                    ; preds = %5013
  %5018 = xor i32 %5, -312143963
  %5019 = icmp ult i32 %5018, 5
  br i1 %5019, label %5020, label %5021

; <label>:5020                                    ; preds = %5017
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2253, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5021                                    ; preds = %5017
  %5022 = xor i32 %5, -829860463
  %5023 = icmp ult i32 %5022, 5
  br i1 %5023, label %5024, label %5025

; <label>:5024                                    ; preds = %5021
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2254, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5025                                    ; preds = %5021
  %5026 = xor i32 %5, -152066291
  %5027 = icmp ult i32 %5026, 5
  br i1 %5027, label %5028, label %5029

; <label>:5028                                    ; preds = %5025
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2255, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5029                                    ; preds = %5025
  %5030 = xor i32 %5, 992721800
  %5031 = icmp ult i32 %5030, 5
  br i1 %5031, label %5032, label %5033

; <label>:5032                                    ; preds = %5029
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2256, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5033                                    ; preds = %5029
  %5034 = xor i32 %5, -1623101166
  %5035 = icmp ult i32 %5034, 5
  br i1 %5035, label %5036, label %5037

; <label>:5036                                    ; preds = %5033
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2257, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5037                                    ; preds = %5033
  %5038 = xor i32 %5, -426631240
  %5039 = icmp ult i32 %5038, 5
  br i1 %5039, label %5040, label %5041

; <label>:5040                                    ; preds = %5037
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2258, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5041                                    ; preds = %5037
  %5042 = xor i32 %5, 1024245524
  %5043 = icmp ult i32 %5042, 5
  br i1 %5043, label %5044, label %5045

; <label>:5044                                    ; preds = %5041
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2259, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5045                                    ; preds = %5041
  %5046 = xor i32 %5, 1186709518
  %5047 = icmp ult i32 %5046, 5
  br i1 %5047, label %5048, label %5049

; <label>:5048                                    ; preds = %5045
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2260, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5049                                    ; preds = %5045
  %5050 = xor i32 %5, -570713593
  %5051 = icmp ult i32 %5050, 5
  br i1 %5051, label %5052, label %5053

; <label>:5052                                    ; preds = %5049
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2261, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5053                                    ; preds = %5049
  %5054 = xor i32 %5, -162023756
  %5055 = icmp ult i32 %5054, 5
  br i1 %5055, label %5056, label %5057

; <label>:5056                                    ; preds = %5053
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2262, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5057                                    ; preds = %5053
  %5058 = xor i32 %5, -1922946200
  %5059 = icmp ult i32 %5058, 5
  br i1 %5059, label %5060, label %5061

; <label>:5060                                    ; preds = %5057
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2263, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5061                                    ; preds = %5057
  %5062 = xor i32 %5, -1457841024
  %5063 = icmp ult i32 %5062, 5
  br i1 %5063, label %5064, label %5065

; <label>:5064                                    ; preds = %5061
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2264, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5065                                    ; preds = %5061
  %5066 = xor i32 %5, 2085727839
  %5067 = icmp ult i32 %5066, 5
  br i1 %5067, label %5068, label %5069

; <label>:5068                                    ; preds = %5065
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2265, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5069                                    ; preds = %5065
  %5070 = xor i32 %5, -1321151736
  %5071 = icmp ult i32 %5070, 5
  br i1 %5071, label %5072, label %5073

; <label>:5072                                    ; preds = %5069
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2266, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5073                                    ; preds = %5069
  %5074 = xor i32 %5, -1885406609
  %5075 = icmp ult i32 %5074, 5
  br i1 %5075, label %5076, label %5077

; <label>:5076                                    ; preds = %5073
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2267, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5077                                    ; preds = %5073
  %5078 = xor i32 %5, -33183025
  %5079 = icmp ult i32 %5078, 5
  br i1 %5079, label %5080, label %5081

; <label>:5080                                    ; preds = %5077
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2268, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5081                                    ; preds = %5077
  %5082 = xor i32 %5, -1524667516
  %5083 = icmp ult i32 %5082, 5
  br i1 %5083, label %5084, label %5085

; <label>:5084                                    ; preds = %5081
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2269, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5085                                    ; preds = %5081
  %5086 = xor i32 %5, -1575803482
  %5087 = icmp ult i32 %5086, 5
  br i1 %5087, label %5088, label %5089

; <label>:5088                                    ; preds = %5085
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2270, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5089                                    ; preds = %5085
  %5090 = xor i32 %5, -1966932458
  %5091 = icmp ult i32 %5090, 5
  br i1 %5091, label %5092, label %5093

; <label>:5092                                    ; preds = %5089
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2271, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5093                                    ; preds = %5089
  %5094 = xor i32 %5, 245094464
  %5095 = icmp ult i32 %5094, 5
  br i1 %5095, label %5096, label %5097

; <label>:5096                                    ; preds = %5093
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2272, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5097                                    ; preds = %5093
  %5098 = xor i32 %5, 978396203
  %5099 = icmp ult i32 %5098, 5
  br i1 %5099, label %5100, label %5101

; <label>:5100                                    ; preds = %5097
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2273, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5101                                    ; preds = %5097
  %5102 = xor i32 %5, 134566179
  %5103 = icmp ult i32 %5102, 5
  br i1 %5103, label %5104, label %5105

; <label>:5104                                    ; preds = %5101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2274, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5105                                    ; preds = %5101
  %5106 = xor i32 %5, -1820698396
  %5107 = icmp ult i32 %5106, 5
  br i1 %5107, label %5108, label %5109

; <label>:5108                                    ; preds = %5105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2275, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5109                                    ; preds = %5105
  %5110 = xor i32 %5, -1668679843
  %5111 = icmp ult i32 %5110, 5
  br i1 %5111, label %5112, label %5113

; <label>:5112                                    ; preds = %5109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2276, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5113                                    ; preds = %5109
  %5114 = xor i32 %5, -777855016
  %5115 = icmp ult i32 %5114, 5
  br i1 %5115, label %5116, label %5117

; <label>:5116                                    ; preds = %5113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2277, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5117                                    ; preds = %5113
  %5118 = xor i32 %5, -1048989803
  %5119 = icmp ult i32 %5118, 5
  br i1 %5119, label %5120, label %5121

; <label>:5120                                    ; preds = %5117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2278, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5121                                    ; preds = %5117
  %5122 = xor i32 %5, -309633720
  %5123 = icmp ult i32 %5122, 5
  br i1 %5123, label %5124, label %5125

; <label>:5124                                    ; preds = %5121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2279, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5125                                    ; preds = %5121
  %5126 = xor i32 %5, -781172365
  %5127 = icmp ult i32 %5126, 5
  br i1 %5127, label %5128, label %5129

; <label>:5128                                    ; preds = %5125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2280, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5129                                    ; preds = %5125
  %5130 = xor i32 %5, -1197999698
  %5131 = icmp ult i32 %5130, 5
  br i1 %5131, label %5132, label %5133

; <label>:5132                                    ; preds = %5129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2281, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5133                                    ; preds = %5129
  %5134 = xor i32 %5, -429486585
  %5135 = icmp ult i32 %5134, 5
  br i1 %5135, label %5136, label %5137

; <label>:5136                                    ; preds = %5133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2282, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5137                                    ; preds = %5133
  %5138 = xor i32 %5, 1726978396
  %5139 = icmp ult i32 %5138, 5
  br i1 %5139, label %5140, label %5141

; <label>:5140                                    ; preds = %5137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2283, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5141                                    ; preds = %5137
  %5142 = xor i32 %5, 18892466
  %5143 = icmp ult i32 %5142, 5
  br i1 %5143, label %5144, label %5145

; <label>:5144                                    ; preds = %5141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2284, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5145                                    ; preds = %5141
  %5146 = xor i32 %5, 591063271
  %5147 = icmp ult i32 %5146, 5
  br i1 %5147, label %5148, label %5149

; <label>:5148                                    ; preds = %5145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2285, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5149                                    ; preds = %5145
  %5150 = xor i32 %5, 1132302863
  %5151 = icmp ult i32 %5150, 5
  br i1 %5151, label %5152, label %5153

; <label>:5152                                    ; preds = %5149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2286, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5153                                    ; preds = %5149
  %5154 = xor i32 %5, 983475035
  %5155 = icmp ult i32 %5154, 5
  br i1 %5155, label %5156, label %5157

; <label>:5156                                    ; preds = %5153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2287, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5157                                    ; preds = %5153
  %5158 = xor i32 %5, 508572838
  %5159 = icmp ult i32 %5158, 5
  br i1 %5159, label %5160, label %5161

; <label>:5160                                    ; preds = %5157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2288, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5161                                    ; preds = %5157
  %5162 = xor i32 %5, -1118812736
  %5163 = icmp ult i32 %5162, 5
  br i1 %5163, label %5164, label %5165

; <label>:5164                                    ; preds = %5161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2289, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5165                                    ; preds = %5161
  %5166 = xor i32 %5, -1643178645
  %5167 = icmp ult i32 %5166, 5
  br i1 %5167, label %5168, label %5169

; <label>:5168                                    ; preds = %5165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2290, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5169                                    ; preds = %5165
  %5170 = xor i32 %5, -244939749
  %5171 = icmp ult i32 %5170, 5
  br i1 %5171, label %5172, label %5173

; <label>:5172                                    ; preds = %5169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2291, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5173                                    ; preds = %5169
  %5174 = xor i32 %5, -1057613207
  %5175 = icmp ult i32 %5174, 5
  br i1 %5175, label %5176, label %5177

; <label>:5176                                    ; preds = %5173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2292, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5177                                    ; preds = %5173
  %5178 = xor i32 %5, -1530134587
  %5179 = icmp ult i32 %5178, 5
  br i1 %5179, label %5180, label %5181

; <label>:5180                                    ; preds = %5177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2293, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5181                                    ; preds = %5177
  %5182 = xor i32 %5, -2118989663
  %5183 = icmp ult i32 %5182, 5
  br i1 %5183, label %5184, label %5185

; <label>:5184                                    ; preds = %5181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2294, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5185                                    ; preds = %5181
  %5186 = xor i32 %5, 1992243735
  %5187 = icmp ult i32 %5186, 5
  br i1 %5187, label %5188, label %5189

; <label>:5188                                    ; preds = %5185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2295, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5189                                    ; preds = %5185
  %5190 = xor i32 %5, 732780618
  %5191 = icmp ult i32 %5190, 5
  br i1 %5191, label %5192, label %5193

; <label>:5192                                    ; preds = %5189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2296, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5193                                    ; preds = %5189
  %5194 = xor i32 %5, 1039688114
  %5195 = icmp ult i32 %5194, 5
  br i1 %5195, label %5196, label %5197

; <label>:5196                                    ; preds = %5193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2297, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5197                                    ; preds = %5193
  %5198 = xor i32 %5, 950969488
  %5199 = icmp ult i32 %5198, 5
  br i1 %5199, label %5200, label %5201

; <label>:5200                                    ; preds = %5197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2298, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5201                                    ; preds = %5197
  %5202 = xor i32 %5, -1481290533
  %5203 = icmp ult i32 %5202, 5
  br i1 %5203, label %5204, label %5205

; <label>:5204                                    ; preds = %5201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2299, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5205                                    ; preds = %5201
  %5206 = xor i32 %5, 384320064
  %5207 = icmp ult i32 %5206, 5
  br i1 %5207, label %5208, label %5209

; <label>:5208                                    ; preds = %5205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2300, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5209                                    ; preds = %5205
  %5210 = xor i32 %5, -110285773
  %5211 = icmp ult i32 %5210, 5
  br i1 %5211, label %5212, label %5213

; <label>:5212                                    ; preds = %5209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2301, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5213                                    ; preds = %5209
  %5214 = xor i32 %5, 1620868638
  %5215 = icmp ult i32 %5214, 5
  br i1 %5215, label %5216, label %5217

; <label>:5216                                    ; preds = %5213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2302, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5217                                    ; preds = %5213
  %5218 = xor i32 %5, -73680938
  %5219 = icmp ult i32 %5218, 5
  br i1 %5219, label %5220, label %5221

; <label>:5220                                    ; preds = %5217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2303, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5221                                    ; preds = %5217
  %5222 = xor i32 %5, -1390146115
  %5223 = icmp ult i32 %5222, 5
  br i1 %5223, label %5224, label %5225

; <label>:5224                                    ; preds = %5221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2304, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5225                                    ; preds = %5221
  %5226 = xor i32 %5, -146064137
  %5227 = icmp ult i32 %5226, 5
  br i1 %5227, label %5228, label %5229

; <label>:5228                                    ; preds = %5225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2305, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5229                                    ; preds = %5225
  %5230 = xor i32 %5, 1155045077
  %5231 = icmp ult i32 %5230, 5
  br i1 %5231, label %5232, label %5233

; <label>:5232                                    ; preds = %5229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2306, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5233                                    ; preds = %5229
  %5234 = xor i32 %5, -91676619
  %5235 = icmp ult i32 %5234, 5
  br i1 %5235, label %5236, label %5237

; <label>:5236                                    ; preds = %5233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2307, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5237                                    ; preds = %5233
  %5238 = xor i32 %5, -2112324477
  %5239 = icmp ult i32 %5238, 5
  br i1 %5239, label %5240, label %5241

; <label>:5240                                    ; preds = %5237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2308, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5241                                    ; preds = %5237
  %5242 = xor i32 %5, -1548566587
  %5243 = icmp ult i32 %5242, 5
  br i1 %5243, label %5244, label %5245

; <label>:5244                                    ; preds = %5241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2309, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5245                                    ; preds = %5241
  %5246 = xor i32 %5, -1306452978
  %5247 = icmp ult i32 %5246, 5
  br i1 %5247, label %5248, label %5249

; <label>:5248                                    ; preds = %5245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2310, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5249                                    ; preds = %5245
  %5250 = xor i32 %5, 1465477048
  %5251 = icmp ult i32 %5250, 5
  br i1 %5251, label %5252, label %5253

; <label>:5252                                    ; preds = %5249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2311, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5253                                    ; preds = %5249
  %5254 = xor i32 %5, -1285517980
  %5255 = icmp ult i32 %5254, 5
  br i1 %5255, label %5256, label %5257

; <label>:5256                                    ; preds = %5253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2312, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5257                                    ; preds = %5253
  %5258 = xor i32 %5, 665456031
  %5259 = icmp ult i32 %5258, 5
  br i1 %5259, label %5260, label %5261

; <label>:5260                                    ; preds = %5257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2313, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5261                                    ; preds = %5257
  %5262 = xor i32 %5, 1273906992
  %5263 = icmp ult i32 %5262, 5
  br i1 %5263, label %5264, label %5265

; <label>:5264                                    ; preds = %5261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2314, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5265                                    ; preds = %5261
  %5266 = xor i32 %5, -1061675578
  %5267 = icmp ult i32 %5266, 5
  br i1 %5267, label %5268, label %5269

; <label>:5268                                    ; preds = %5265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2315, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5269                                    ; preds = %5265
  %5270 = xor i32 %5, 1958944869
  %5271 = icmp ult i32 %5270, 5
  br i1 %5271, label %5272, label %5273

; <label>:5272                                    ; preds = %5269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2316, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5273                                    ; preds = %5269
  %5274 = xor i32 %5, -462812345
  %5275 = icmp ult i32 %5274, 5
  br i1 %5275, label %5276, label %5277

; <label>:5276                                    ; preds = %5273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2317, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5277                                    ; preds = %5273
  %5278 = xor i32 %5, -771156846
  %5279 = icmp ult i32 %5278, 5
  br i1 %5279, label %5280, label %5281

; <label>:5280                                    ; preds = %5277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2318, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5281                                    ; preds = %5277
  %5282 = xor i32 %5, 1288691142
  %5283 = icmp ult i32 %5282, 5
  br i1 %5283, label %5284, label %5285

; <label>:5284                                    ; preds = %5281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2319, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5285                                    ; preds = %5281
  %5286 = xor i32 %5, -1562093910
  %5287 = icmp ult i32 %5286, 5
  br i1 %5287, label %5288, label %5289

; <label>:5288                                    ; preds = %5285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2320, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5289                                    ; preds = %5285
  %5290 = xor i32 %5, -1225366910
  %5291 = icmp ult i32 %5290, 5
  br i1 %5291, label %5292, label %5293

; <label>:5292                                    ; preds = %5289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2321, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5293                                    ; preds = %5289
  %5294 = xor i32 %5, -874515749
  %5295 = icmp ult i32 %5294, 5
  br i1 %5295, label %5296, label %5297

; <label>:5296                                    ; preds = %5293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2322, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5297                                    ; preds = %5293
  %5298 = xor i32 %5, 2015117364
  %5299 = icmp ult i32 %5298, 5
  br i1 %5299, label %5300, label %5301

; <label>:5300                                    ; preds = %5297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2323, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5301                                    ; preds = %5297
  %5302 = xor i32 %5, 437868613
  %5303 = icmp ult i32 %5302, 5
  br i1 %5303, label %5304, label %5305

; <label>:5304                                    ; preds = %5301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2324, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5305                                    ; preds = %5301
  %5306 = xor i32 %5, -1575870752
  %5307 = icmp ult i32 %5306, 5
  br i1 %5307, label %5308, label %5309

; <label>:5308                                    ; preds = %5305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2325, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5309                                    ; preds = %5305
  %5310 = xor i32 %5, 1635048404
  %5311 = icmp ult i32 %5310, 5
  br i1 %5311, label %5312, label %5313

; <label>:5312                                    ; preds = %5309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2326, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5313                                    ; preds = %5309
  %5314 = xor i32 %5, 686994588
  %5315 = icmp ult i32 %5314, 5
  br i1 %5315, label %5316, label %5317

; <label>:5316                                    ; preds = %5313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2327, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5317                                    ; preds = %5313
  %5318 = xor i32 %5, -2017109216
  %5319 = icmp ult i32 %5318, 5
  br i1 %5319, label %5320, label %5321

; <label>:5320                                    ; preds = %5317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2328, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5321                                    ; preds = %5317
  %5322 = xor i32 %5, 1933320370
  %5323 = icmp ult i32 %5322, 5
  br i1 %5323, label %5324, label %5325

; <label>:5324                                    ; preds = %5321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2329, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5325                                    ; preds = %5321
  %5326 = xor i32 %5, 796645828
  %5327 = icmp ult i32 %5326, 5
  br i1 %5327, label %5328, label %5329

; <label>:5328                                    ; preds = %5325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2330, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5329                                    ; preds = %5325
  %5330 = xor i32 %5, -432155436
  %5331 = icmp ult i32 %5330, 5
  br i1 %5331, label %5332, label %5333

; <label>:5332                                    ; preds = %5329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2331, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5333                                    ; preds = %5329
  %5334 = xor i32 %5, -533008969
  %5335 = icmp ult i32 %5334, 5
  br i1 %5335, label %5336, label %5337

; <label>:5336                                    ; preds = %5333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2332, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5337                                    ; preds = %5333
  %5338 = xor i32 %5, -705305504
  %5339 = icmp ult i32 %5338, 5
  br i1 %5339, label %5340, label %5341

; <label>:5340                                    ; preds = %5337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2333, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5341                                    ; preds = %5337
  %5342 = xor i32 %5, 661639246
  %5343 = icmp ult i32 %5342, 5
  br i1 %5343, label %5344, label %5345

; <label>:5344                                    ; preds = %5341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2334, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5345                                    ; preds = %5341
  %5346 = xor i32 %5, 802291767
  %5347 = icmp ult i32 %5346, 5
  br i1 %5347, label %5348, label %5349

; <label>:5348                                    ; preds = %5345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2335, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5349                                    ; preds = %5345
  %5350 = xor i32 %5, -708292612
  %5351 = icmp ult i32 %5350, 5
  br i1 %5351, label %5352, label %5353

; <label>:5352                                    ; preds = %5349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2336, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5353                                    ; preds = %5349
  %5354 = xor i32 %5, -141431049
  %5355 = icmp ult i32 %5354, 5
  br i1 %5355, label %5356, label %5357

; <label>:5356                                    ; preds = %5353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2337, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5357                                    ; preds = %5353
  %5358 = xor i32 %5, -113776528
  %5359 = icmp ult i32 %5358, 5
  br i1 %5359, label %5360, label %5361

; <label>:5360                                    ; preds = %5357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2338, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5361                                    ; preds = %5357
  %5362 = xor i32 %5, 813406792
  %5363 = icmp ult i32 %5362, 5
  br i1 %5363, label %5364, label %5365

; <label>:5364                                    ; preds = %5361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2339, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5365                                    ; preds = %5361
  %5366 = xor i32 %5, -19311522
  %5367 = icmp ult i32 %5366, 5
  br i1 %5367, label %5368, label %5369

; <label>:5368                                    ; preds = %5365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2340, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5369                                    ; preds = %5365
  %5370 = xor i32 %5, -1105859821
  %5371 = icmp ult i32 %5370, 5
  br i1 %5371, label %5372, label %5373

; <label>:5372                                    ; preds = %5369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2341, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5373                                    ; preds = %5369
  %5374 = xor i32 %5, 1476288359
  %5375 = icmp ult i32 %5374, 5
  br i1 %5375, label %5376, label %5377

; <label>:5376                                    ; preds = %5373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2342, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5377                                    ; preds = %5373
  %5378 = xor i32 %5, -595733584
  %5379 = icmp ult i32 %5378, 5
  br i1 %5379, label %5380, label %5381

; <label>:5380                                    ; preds = %5377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2343, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5381                                    ; preds = %5377
  %5382 = xor i32 %5, 516308073
  %5383 = icmp ult i32 %5382, 5
  br i1 %5383, label %5384, label %5385

; <label>:5384                                    ; preds = %5381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2344, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5385                                    ; preds = %5381
  %5386 = xor i32 %5, 486043944
  %5387 = icmp ult i32 %5386, 5
  br i1 %5387, label %5388, label %5389

; <label>:5388                                    ; preds = %5385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2345, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5389                                    ; preds = %5385
  %5390 = xor i32 %5, -188224217
  %5391 = icmp ult i32 %5390, 5
  br i1 %5391, label %5392, label %5393

; <label>:5392                                    ; preds = %5389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2346, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5393                                    ; preds = %5389
  %5394 = xor i32 %5, -1118008204
  %5395 = icmp ult i32 %5394, 5
  br i1 %5395, label %5396, label %5397

; <label>:5396                                    ; preds = %5393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2347, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5397                                    ; preds = %5393
  %5398 = xor i32 %5, 527575557
  %5399 = icmp ult i32 %5398, 5
  br i1 %5399, label %5400, label %5401

; <label>:5400                                    ; preds = %5397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2348, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5401                                    ; preds = %5397
  %5402 = xor i32 %5, 1926252030
  %5403 = icmp ult i32 %5402, 5
  br i1 %5403, label %5404, label %5405

; <label>:5404                                    ; preds = %5401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2349, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5405                                    ; preds = %5401
  %5406 = xor i32 %5, -424270273
  %5407 = icmp ult i32 %5406, 5
  br i1 %5407, label %5408, label %5409

; <label>:5408                                    ; preds = %5405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2350, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5409                                    ; preds = %5405
  %5410 = xor i32 %5, 216915819
  %5411 = icmp ult i32 %5410, 5
  br i1 %5411, label %5412, label %5413

; <label>:5412                                    ; preds = %5409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2351, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5413                                    ; preds = %5409
  %5414 = xor i32 %5, 1144139412
  %5415 = icmp ult i32 %5414, 5
  br i1 %5415, label %5416, label %5417

; <label>:5416                                    ; preds = %5413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2352, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5417                                    ; preds = %5413
  %5418 = xor i32 %5, -1881831918
  %5419 = icmp ult i32 %5418, 5
  br i1 %5419, label %5420, label %5421

; <label>:5420                                    ; preds = %5417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2353, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5421                                    ; preds = %5417
  %5422 = xor i32 %5, 1012021377
  %5423 = icmp ult i32 %5422, 5
  br i1 %5423, label %5424, label %5425

; <label>:5424                                    ; preds = %5421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2354, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5425                                    ; preds = %5421
  %5426 = xor i32 %5, 1559534036
  %5427 = icmp ult i32 %5426, 5
  br i1 %5427, label %5428, label %5429

; <label>:5428                                    ; preds = %5425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2355, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5429                                    ; preds = %5425
  %5430 = xor i32 %5, 1843977306
  %5431 = icmp ult i32 %5430, 5
  br i1 %5431, label %5432, label %5433

; <label>:5432                                    ; preds = %5429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2356, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5433                                    ; preds = %5429
  %5434 = xor i32 %5, -363077624
  %5435 = icmp ult i32 %5434, 5
  br i1 %5435, label %5436, label %5437

; <label>:5436                                    ; preds = %5433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2357, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5437                                    ; preds = %5433
  %5438 = xor i32 %5, -1294921509
  %5439 = icmp ult i32 %5438, 5
  br i1 %5439, label %5440, label %5441

; <label>:5440                                    ; preds = %5437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2358, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5441                                    ; preds = %5437
  %5442 = xor i32 %5, 814488985
  %5443 = icmp ult i32 %5442, 5
  br i1 %5443, label %5444, label %5445

; <label>:5444                                    ; preds = %5441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2359, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5445                                    ; preds = %5441
  %5446 = xor i32 %5, 438595049
  %5447 = icmp ult i32 %5446, 5
  br i1 %5447, label %5448, label %5449

; <label>:5448                                    ; preds = %5445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2360, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5449                                    ; preds = %5445
  %5450 = xor i32 %5, -686608879
  %5451 = icmp ult i32 %5450, 5
  br i1 %5451, label %5452, label %5453

; <label>:5452                                    ; preds = %5449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2361, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5453                                    ; preds = %5449
  %5454 = xor i32 %5, -2008438434
  %5455 = icmp ult i32 %5454, 5
  br i1 %5455, label %5456, label %5457

; <label>:5456                                    ; preds = %5453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2362, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5457                                    ; preds = %5453
  %5458 = xor i32 %5, 1002635897
  %5459 = icmp ult i32 %5458, 5
  br i1 %5459, label %5460, label %5461

; <label>:5460                                    ; preds = %5457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2363, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5461                                    ; preds = %5457
  %5462 = xor i32 %5, 849070218
  %5463 = icmp ult i32 %5462, 5
  br i1 %5463, label %5464, label %5465

; <label>:5464                                    ; preds = %5461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2364, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5465                                    ; preds = %5461
  %5466 = xor i32 %5, 1684232995
  %5467 = icmp ult i32 %5466, 5
  br i1 %5467, label %5468, label %5469

; <label>:5468                                    ; preds = %5465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2365, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5469                                    ; preds = %5465
  %5470 = xor i32 %5, 1373659169
  %5471 = icmp ult i32 %5470, 5
  br i1 %5471, label %5472, label %5473

; <label>:5472                                    ; preds = %5469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2366, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5473                                    ; preds = %5469
  %5474 = xor i32 %5, 1380377183
  %5475 = icmp ult i32 %5474, 5
  br i1 %5475, label %5476, label %5477

; <label>:5476                                    ; preds = %5473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2367, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5477                                    ; preds = %5473
  %5478 = xor i32 %5, 879560799
  %5479 = icmp ult i32 %5478, 5
  br i1 %5479, label %5480, label %5481

; <label>:5480                                    ; preds = %5477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2368, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5481                                    ; preds = %5477
  %5482 = xor i32 %5, -870792514
  %5483 = icmp ult i32 %5482, 5
  br i1 %5483, label %5484, label %5485

; <label>:5484                                    ; preds = %5481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2369, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5485                                    ; preds = %5481
  %5486 = xor i32 %5, -1292956273
  %5487 = icmp ult i32 %5486, 5
  br i1 %5487, label %5488, label %5489

; <label>:5488                                    ; preds = %5485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2370, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5489                                    ; preds = %5485
  %5490 = xor i32 %5, -517558106
  %5491 = icmp ult i32 %5490, 5
  br i1 %5491, label %5492, label %5493

; <label>:5492                                    ; preds = %5489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2371, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5493                                    ; preds = %5489
  %5494 = xor i32 %5, -1923439065
  %5495 = icmp ult i32 %5494, 5
  br i1 %5495, label %5496, label %5497

; <label>:5496                                    ; preds = %5493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2372, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5497                                    ; preds = %5493
  %5498 = xor i32 %5, 1149998844
  %5499 = icmp ult i32 %5498, 5
  br i1 %5499, label %5500, label %5501

; <label>:5500                                    ; preds = %5497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2373, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5501                                    ; preds = %5497
  %5502 = xor i32 %5, 1218758251
  %5503 = icmp ult i32 %5502, 5
  br i1 %5503, label %5504, label %5505

; <label>:5504                                    ; preds = %5501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2374, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5505                                    ; preds = %5501
  %5506 = xor i32 %5, -1206889033
  %5507 = icmp ult i32 %5506, 5
  br i1 %5507, label %5508, label %5509

; <label>:5508                                    ; preds = %5505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2375, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5509                                    ; preds = %5505
  %5510 = xor i32 %5, 792596825
  %5511 = icmp ult i32 %5510, 5
  br i1 %5511, label %5512, label %5513

; <label>:5512                                    ; preds = %5509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2376, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5513                                    ; preds = %5509
  %5514 = xor i32 %5, 1428516738
  %5515 = icmp ult i32 %5514, 5
  br i1 %5515, label %5516, label %5517

; <label>:5516                                    ; preds = %5513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2377, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5517                                    ; preds = %5513
  %5518 = xor i32 %5, 768414601
  %5519 = icmp ult i32 %5518, 5
  br i1 %5519, label %5520, label %5521

; <label>:5520                                    ; preds = %5517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2378, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5521                                    ; preds = %5517
  %5522 = xor i32 %5, 219675558
  %5523 = icmp ult i32 %5522, 5
  br i1 %5523, label %5524, label %5525

; <label>:5524                                    ; preds = %5521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2379, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5525                                    ; preds = %5521
  %5526 = xor i32 %5, -177649500
  %5527 = icmp ult i32 %5526, 5
  br i1 %5527, label %5528, label %5529

; <label>:5528                                    ; preds = %5525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2380, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5529                                    ; preds = %5525
  %5530 = xor i32 %5, 2106027672
  %5531 = icmp ult i32 %5530, 5
  br i1 %5531, label %5532, label %5533

; <label>:5532                                    ; preds = %5529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2381, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5533                                    ; preds = %5529
  %5534 = xor i32 %5, -646284740
  %5535 = icmp ult i32 %5534, 5
  br i1 %5535, label %5536, label %5537

; <label>:5536                                    ; preds = %5533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2382, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5537                                    ; preds = %5533
  %5538 = xor i32 %5, -2071088786
  %5539 = icmp ult i32 %5538, 5
  br i1 %5539, label %5540, label %5541

; <label>:5540                                    ; preds = %5537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2383, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5541                                    ; preds = %5537
  %5542 = xor i32 %5, 894136925
  %5543 = icmp ult i32 %5542, 5
  br i1 %5543, label %5544, label %5545

; <label>:5544                                    ; preds = %5541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2384, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5545                                    ; preds = %5541
  %5546 = xor i32 %5, 1373248140
  %5547 = icmp ult i32 %5546, 5
  br i1 %5547, label %5548, label %5549

; <label>:5548                                    ; preds = %5545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2385, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5549                                    ; preds = %5545
  %5550 = xor i32 %5, 704649734
  %5551 = icmp ult i32 %5550, 5
  br i1 %5551, label %5552, label %5553

; <label>:5552                                    ; preds = %5549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2386, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5553                                    ; preds = %5549
  %5554 = xor i32 %5, 167968697
  %5555 = icmp ult i32 %5554, 5
  br i1 %5555, label %5556, label %5557

; <label>:5556                                    ; preds = %5553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2387, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5557                                    ; preds = %5553
  %5558 = xor i32 %5, -962893983
  %5559 = icmp ult i32 %5558, 5
  br i1 %5559, label %5560, label %5561

; <label>:5560                                    ; preds = %5557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2388, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5561                                    ; preds = %5557
  %5562 = xor i32 %5, 1774609007
  %5563 = icmp ult i32 %5562, 5
  br i1 %5563, label %5564, label %5565

; <label>:5564                                    ; preds = %5561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2389, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5565                                    ; preds = %5561
  %5566 = xor i32 %5, -896774568
  %5567 = icmp ult i32 %5566, 5
  br i1 %5567, label %5568, label %5569

; <label>:5568                                    ; preds = %5565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2390, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5569                                    ; preds = %5565
  %5570 = xor i32 %5, 1842417676
  %5571 = icmp ult i32 %5570, 5
  br i1 %5571, label %5572, label %5573

; <label>:5572                                    ; preds = %5569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2391, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5573                                    ; preds = %5569
  %5574 = xor i32 %5, 1808400712
  %5575 = icmp ult i32 %5574, 5
  br i1 %5575, label %5576, label %5577

; <label>:5576                                    ; preds = %5573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2392, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5577                                    ; preds = %5573
  %5578 = xor i32 %5, 109134084
  %5579 = icmp ult i32 %5578, 5
  br i1 %5579, label %5580, label %5581

; <label>:5580                                    ; preds = %5577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2393, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5581                                    ; preds = %5577
  %5582 = xor i32 %5, -1619320209
  %5583 = icmp ult i32 %5582, 5
  br i1 %5583, label %5584, label %5585

; <label>:5584                                    ; preds = %5581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2394, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5585                                    ; preds = %5581
  %5586 = xor i32 %5, 2054193920
  %5587 = icmp ult i32 %5586, 5
  br i1 %5587, label %5588, label %5589

; <label>:5588                                    ; preds = %5585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2395, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5589                                    ; preds = %5585
  %5590 = xor i32 %5, 940147828
  %5591 = icmp ult i32 %5590, 5
  br i1 %5591, label %5592, label %5593

; <label>:5592                                    ; preds = %5589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2396, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5593                                    ; preds = %5589
  %5594 = xor i32 %5, 966099996
  %5595 = icmp ult i32 %5594, 5
  br i1 %5595, label %5596, label %5597

; <label>:5596                                    ; preds = %5593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2397, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5597                                    ; preds = %5593
  %5598 = xor i32 %5, 608368019
  %5599 = icmp ult i32 %5598, 5
  br i1 %5599, label %5600, label %5601

; <label>:5600                                    ; preds = %5597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2398, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5601                                    ; preds = %5597
  %5602 = xor i32 %5, 644281704
  %5603 = icmp ult i32 %5602, 5
  br i1 %5603, label %5604, label %5605

; <label>:5604                                    ; preds = %5601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2399, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5605                                    ; preds = %5601
  %5606 = xor i32 %5, 1626000880
  %5607 = icmp ult i32 %5606, 5
  br i1 %5607, label %5608, label %5609

; <label>:5608                                    ; preds = %5605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2400, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5609                                    ; preds = %5605
  %5610 = xor i32 %5, 139735990
  %5611 = icmp ult i32 %5610, 5
  br i1 %5611, label %5612, label %5613

; <label>:5612                                    ; preds = %5609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2401, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5613                                    ; preds = %5609
  %5614 = xor i32 %5, -1037980623
  %5615 = icmp ult i32 %5614, 5
  br i1 %5615, label %5616, label %5617

; <label>:5616                                    ; preds = %5613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2402, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5617                                    ; preds = %5613
  %5618 = xor i32 %5, 108028338
  %5619 = icmp ult i32 %5618, 5
  br i1 %5619, label %5620, label %5621

; <label>:5620                                    ; preds = %5617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2403, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5621                                    ; preds = %5617
  %5622 = xor i32 %5, -990820923
  %5623 = icmp ult i32 %5622, 5
  br i1 %5623, label %5624, label %5625

; <label>:5624                                    ; preds = %5621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2404, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5625                                    ; preds = %5621
  %5626 = xor i32 %5, -1126872973
  %5627 = icmp ult i32 %5626, 5
  br i1 %5627, label %5628, label %5629

; <label>:5628                                    ; preds = %5625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2405, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5629                                    ; preds = %5625
  %5630 = xor i32 %5, 2000222372
  %5631 = icmp ult i32 %5630, 5
  br i1 %5631, label %5632, label %5633

; <label>:5632                                    ; preds = %5629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2406, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5633                                    ; preds = %5629
  %5634 = xor i32 %5, -1005803211
  %5635 = icmp ult i32 %5634, 5
  br i1 %5635, label %5636, label %5637

; <label>:5636                                    ; preds = %5633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2407, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5637                                    ; preds = %5633
  %5638 = xor i32 %5, -1359141123
  %5639 = icmp ult i32 %5638, 5
  br i1 %5639, label %5640, label %5641

; <label>:5640                                    ; preds = %5637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2408, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5641                                    ; preds = %5637
  %5642 = xor i32 %5, 37621188
  %5643 = icmp ult i32 %5642, 5
  br i1 %5643, label %5644, label %5645

; <label>:5644                                    ; preds = %5641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2409, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5645                                    ; preds = %5641
  %5646 = xor i32 %5, 889214086
  %5647 = icmp ult i32 %5646, 5
  br i1 %5647, label %5648, label %5649

; <label>:5648                                    ; preds = %5645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2410, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5649                                    ; preds = %5645
  %5650 = xor i32 %5, 1526449018
  %5651 = icmp ult i32 %5650, 5
  br i1 %5651, label %5652, label %5653

; <label>:5652                                    ; preds = %5649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2411, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5653                                    ; preds = %5649
  %5654 = xor i32 %5, 1836086243
  %5655 = icmp ult i32 %5654, 5
  br i1 %5655, label %5656, label %5657

; <label>:5656                                    ; preds = %5653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2412, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5657                                    ; preds = %5653
  %5658 = xor i32 %5, 948953354
  %5659 = icmp ult i32 %5658, 5
  br i1 %5659, label %5660, label %5661

; <label>:5660                                    ; preds = %5657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2413, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5661                                    ; preds = %5657
  %5662 = xor i32 %5, -633330493
  %5663 = icmp ult i32 %5662, 5
  br i1 %5663, label %5664, label %5665

; <label>:5664                                    ; preds = %5661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2414, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5665                                    ; preds = %5661
  %5666 = xor i32 %5, -1746277090
  %5667 = icmp ult i32 %5666, 5
  br i1 %5667, label %5668, label %5669

; <label>:5668                                    ; preds = %5665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2415, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5669                                    ; preds = %5665
  %5670 = xor i32 %5, 1060649708
  %5671 = icmp ult i32 %5670, 5
  br i1 %5671, label %5672, label %5673

; <label>:5672                                    ; preds = %5669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2416, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5673                                    ; preds = %5669
  %5674 = xor i32 %5, -1609054131
  %5675 = icmp ult i32 %5674, 5
  br i1 %5675, label %5676, label %5677

; <label>:5676                                    ; preds = %5673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2417, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5677                                    ; preds = %5673
  %5678 = xor i32 %5, -2048153943
  %5679 = icmp ult i32 %5678, 5
  br i1 %5679, label %5680, label %5681

; <label>:5680                                    ; preds = %5677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2418, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5681                                    ; preds = %5677
  %5682 = xor i32 %5, 745840169
  %5683 = icmp ult i32 %5682, 5
  br i1 %5683, label %5684, label %5685

; <label>:5684                                    ; preds = %5681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2419, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5685                                    ; preds = %5681
  %5686 = xor i32 %5, 1810363921
  %5687 = icmp ult i32 %5686, 5
  br i1 %5687, label %5688, label %5689

; <label>:5688                                    ; preds = %5685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2420, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5689                                    ; preds = %5685
  %5690 = xor i32 %5, 149671606
  %5691 = icmp ult i32 %5690, 5
  br i1 %5691, label %5692, label %5693

; <label>:5692                                    ; preds = %5689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2421, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5693                                    ; preds = %5689
  %5694 = xor i32 %5, -1093706166
  %5695 = icmp ult i32 %5694, 5
  br i1 %5695, label %5696, label %5697

; <label>:5696                                    ; preds = %5693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2422, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5697                                    ; preds = %5693
  %5698 = xor i32 %5, 761166201
  %5699 = icmp ult i32 %5698, 5
  br i1 %5699, label %5700, label %5701

; <label>:5700                                    ; preds = %5697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2423, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5701                                    ; preds = %5697
  %5702 = xor i32 %5, -18421467
  %5703 = icmp ult i32 %5702, 5
  br i1 %5703, label %5704, label %5705

; <label>:5704                                    ; preds = %5701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2424, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5705                                    ; preds = %5701
  %5706 = xor i32 %5, 199791043
  %5707 = icmp ult i32 %5706, 5
  br i1 %5707, label %5708, label %5709

; <label>:5708                                    ; preds = %5705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2425, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5709                                    ; preds = %5705
  %5710 = xor i32 %5, 1166426054
  %5711 = icmp ult i32 %5710, 5
  br i1 %5711, label %5712, label %5713

; <label>:5712                                    ; preds = %5709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2426, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5713                                    ; preds = %5709
  %5714 = xor i32 %5, -287903830
  %5715 = icmp ult i32 %5714, 5
  br i1 %5715, label %5716, label %5717

; <label>:5716                                    ; preds = %5713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2427, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5717                                    ; preds = %5713
  %5718 = xor i32 %5, 1077544082
  %5719 = icmp ult i32 %5718, 5
  br i1 %5719, label %5720, label %5721

; <label>:5720                                    ; preds = %5717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2428, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5721                                    ; preds = %5717
  %5722 = xor i32 %5, 459881323
  %5723 = icmp ult i32 %5722, 5
  br i1 %5723, label %5724, label %5725

; <label>:5724                                    ; preds = %5721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2429, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5725                                    ; preds = %5721
  %5726 = xor i32 %5, 151668379
  %5727 = icmp ult i32 %5726, 5
  br i1 %5727, label %5728, label %5729

; <label>:5728                                    ; preds = %5725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2430, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5729                                    ; preds = %5725
  %5730 = xor i32 %5, 1511862501
  %5731 = icmp ult i32 %5730, 5
  br i1 %5731, label %5732, label %5733

; <label>:5732                                    ; preds = %5729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2431, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5733                                    ; preds = %5729
  %5734 = xor i32 %5, 1437214427
  %5735 = icmp ult i32 %5734, 5
  br i1 %5735, label %5736, label %5737

; <label>:5736                                    ; preds = %5733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2432, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5737                                    ; preds = %5733
  %5738 = xor i32 %5, -1972100477
  %5739 = icmp ult i32 %5738, 5
  br i1 %5739, label %5740, label %5741

; <label>:5740                                    ; preds = %5737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2433, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5741                                    ; preds = %5737
  %5742 = xor i32 %5, 1827572129
  %5743 = icmp ult i32 %5742, 5
  br i1 %5743, label %5744, label %5745

; <label>:5744                                    ; preds = %5741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2434, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5745                                    ; preds = %5741
  %5746 = xor i32 %5, 1117094970
  %5747 = icmp ult i32 %5746, 5
  br i1 %5747, label %5748, label %5749

; <label>:5748                                    ; preds = %5745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2435, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5749                                    ; preds = %5745
  %5750 = xor i32 %5, 498828349
  %5751 = icmp ult i32 %5750, 5
  br i1 %5751, label %5752, label %5753

; <label>:5752                                    ; preds = %5749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2436, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5753                                    ; preds = %5749
  %5754 = xor i32 %5, -2026263814
  %5755 = icmp ult i32 %5754, 5
  br i1 %5755, label %5756, label %5757

; <label>:5756                                    ; preds = %5753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2437, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5757                                    ; preds = %5753
  %5758 = xor i32 %5, 1603021001
  %5759 = icmp ult i32 %5758, 5
  br i1 %5759, label %5760, label %5761

; <label>:5760                                    ; preds = %5757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2438, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5761                                    ; preds = %5757
  %5762 = xor i32 %5, -30329562
  %5763 = icmp ult i32 %5762, 5
  br i1 %5763, label %5764, label %5765

; <label>:5764                                    ; preds = %5761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2439, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5765                                    ; preds = %5761
  %5766 = xor i32 %5, -792930171
  %5767 = icmp ult i32 %5766, 5
  br i1 %5767, label %5768, label %5769

; <label>:5768                                    ; preds = %5765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2440, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5769                                    ; preds = %5765
  %5770 = xor i32 %5, -1765704504
  %5771 = icmp ult i32 %5770, 5
  br i1 %5771, label %5772, label %5773

; <label>:5772                                    ; preds = %5769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2441, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5773                                    ; preds = %5769
  %5774 = xor i32 %5, -392500855
  %5775 = icmp ult i32 %5774, 5
  br i1 %5775, label %5776, label %5777

; <label>:5776                                    ; preds = %5773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2442, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5777                                    ; preds = %5773
  %5778 = xor i32 %5, -885093408
  %5779 = icmp ult i32 %5778, 5
  br i1 %5779, label %5780, label %5781

; <label>:5780                                    ; preds = %5777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2443, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5781                                    ; preds = %5777
  %5782 = xor i32 %5, 1210059342
  %5783 = icmp ult i32 %5782, 5
  br i1 %5783, label %5784, label %5785

; <label>:5784                                    ; preds = %5781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2444, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5785                                    ; preds = %5781
  %5786 = xor i32 %5, -277462450
  %5787 = icmp ult i32 %5786, 5
  br i1 %5787, label %5788, label %5789

; <label>:5788                                    ; preds = %5785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2445, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5789                                    ; preds = %5785
  %5790 = xor i32 %5, -675248105
  %5791 = icmp ult i32 %5790, 5
  br i1 %5791, label %5792, label %5793

; <label>:5792                                    ; preds = %5789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2446, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5793                                    ; preds = %5789
  %5794 = xor i32 %5, 1386419985
  %5795 = icmp ult i32 %5794, 5
  br i1 %5795, label %5796, label %5797

; <label>:5796                                    ; preds = %5793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2447, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5797                                    ; preds = %5793
  %5798 = xor i32 %5, 701939797
  %5799 = icmp ult i32 %5798, 5
  br i1 %5799, label %5800, label %5801

; <label>:5800                                    ; preds = %5797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2448, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5801                                    ; preds = %5797
  %5802 = xor i32 %5, 1670815776
  %5803 = icmp ult i32 %5802, 5
  br i1 %5803, label %5804, label %5805

; <label>:5804                                    ; preds = %5801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2449, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5805                                    ; preds = %5801
  %5806 = xor i32 %5, -453253933
  %5807 = icmp ult i32 %5806, 5
  br i1 %5807, label %5808, label %5809

; <label>:5808                                    ; preds = %5805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2450, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5809                                    ; preds = %5805
  %5810 = xor i32 %5, 1778441938
  %5811 = icmp ult i32 %5810, 5
  br i1 %5811, label %5812, label %5813

; <label>:5812                                    ; preds = %5809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2451, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5813                                    ; preds = %5809
  %5814 = xor i32 %5, 560492543
  %5815 = icmp ult i32 %5814, 5
  br i1 %5815, label %5816, label %5817

; <label>:5816                                    ; preds = %5813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2452, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5817                                    ; preds = %5813
  %5818 = xor i32 %5, 883929663
  %5819 = icmp ult i32 %5818, 5
  br i1 %5819, label %5820, label %5821

; <label>:5820                                    ; preds = %5817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2453, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5821                                    ; preds = %5817
  %5822 = xor i32 %5, -1328309664
  %5823 = icmp ult i32 %5822, 5
  br i1 %5823, label %5824, label %5825

; <label>:5824                                    ; preds = %5821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2454, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5825                                    ; preds = %5821
  %5826 = xor i32 %5, 418351087
  %5827 = icmp ult i32 %5826, 5
  br i1 %5827, label %5828, label %5829

; <label>:5828                                    ; preds = %5825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2455, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5829                                    ; preds = %5825
  %5830 = xor i32 %5, 1813768208
  %5831 = icmp ult i32 %5830, 5
  br i1 %5831, label %5832, label %5833

; <label>:5832                                    ; preds = %5829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2456, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5833                                    ; preds = %5829
  %5834 = xor i32 %5, 1850621154
  %5835 = icmp ult i32 %5834, 5
  br i1 %5835, label %5836, label %5837

; <label>:5836                                    ; preds = %5833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2457, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5837                                    ; preds = %5833
  %5838 = xor i32 %5, 1211875770
  %5839 = icmp ult i32 %5838, 5
  br i1 %5839, label %5840, label %5841

; <label>:5840                                    ; preds = %5837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2458, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5841                                    ; preds = %5837
  %5842 = xor i32 %5, 857307087
  %5843 = icmp ult i32 %5842, 5
  br i1 %5843, label %5844, label %5845

; <label>:5844                                    ; preds = %5841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2459, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5845                                    ; preds = %5841
  %5846 = xor i32 %5, 66471212
  %5847 = icmp ult i32 %5846, 5
  br i1 %5847, label %5848, label %5849

; <label>:5848                                    ; preds = %5845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2460, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5849                                    ; preds = %5845
  %5850 = xor i32 %5, 1374408570
  %5851 = icmp ult i32 %5850, 5
  br i1 %5851, label %5852, label %5853

; <label>:5852                                    ; preds = %5849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2461, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5853                                    ; preds = %5849
  %5854 = xor i32 %5, -644623089
  %5855 = icmp ult i32 %5854, 5
  br i1 %5855, label %5856, label %5857

; <label>:5856                                    ; preds = %5853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2462, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5857                                    ; preds = %5853
  %5858 = xor i32 %5, -1845705321
  %5859 = icmp ult i32 %5858, 5
  br i1 %5859, label %5860, label %5861

; <label>:5860                                    ; preds = %5857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2463, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5861                                    ; preds = %5857
  %5862 = xor i32 %5, 45141609
  %5863 = icmp ult i32 %5862, 5
  br i1 %5863, label %5864, label %5865

; <label>:5864                                    ; preds = %5861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2464, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5865                                    ; preds = %5861
  %5866 = xor i32 %5, 473061703
  %5867 = icmp ult i32 %5866, 5
  br i1 %5867, label %5868, label %5869

; <label>:5868                                    ; preds = %5865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2465, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5869                                    ; preds = %5865
  %5870 = xor i32 %5, -487177434
  %5871 = icmp ult i32 %5870, 5
  br i1 %5871, label %5872, label %5873

; <label>:5872                                    ; preds = %5869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2466, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5873                                    ; preds = %5869
  %5874 = xor i32 %5, -1499577701
  %5875 = icmp ult i32 %5874, 5
  br i1 %5875, label %5876, label %5877

; <label>:5876                                    ; preds = %5873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2467, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5877                                    ; preds = %5873
  %5878 = xor i32 %5, 1755518869
  %5879 = icmp ult i32 %5878, 5
  br i1 %5879, label %5880, label %5881

; <label>:5880                                    ; preds = %5877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2468, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5881                                    ; preds = %5877
  %5882 = xor i32 %5, 228709592
  %5883 = icmp ult i32 %5882, 5
  br i1 %5883, label %5884, label %5885

; <label>:5884                                    ; preds = %5881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2469, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5885                                    ; preds = %5881
  %5886 = xor i32 %5, -1387581840
  %5887 = icmp ult i32 %5886, 5
  br i1 %5887, label %5888, label %5889

; <label>:5888                                    ; preds = %5885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2470, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5889                                    ; preds = %5885
  %5890 = xor i32 %5, 660231775
  %5891 = icmp ult i32 %5890, 5
  br i1 %5891, label %5892, label %5893

; <label>:5892                                    ; preds = %5889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2471, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5893                                    ; preds = %5889
  %5894 = xor i32 %5, 2074059958
  %5895 = icmp ult i32 %5894, 5
  br i1 %5895, label %5896, label %5897

; <label>:5896                                    ; preds = %5893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2472, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5897                                    ; preds = %5893
  %5898 = xor i32 %5, -1049328475
  %5899 = icmp ult i32 %5898, 5
  br i1 %5899, label %5900, label %5901

; <label>:5900                                    ; preds = %5897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2473, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5901                                    ; preds = %5897
  %5902 = xor i32 %5, 1082499151
  %5903 = icmp ult i32 %5902, 5
  br i1 %5903, label %5904, label %5905

; <label>:5904                                    ; preds = %5901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2474, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5905                                    ; preds = %5901
  %5906 = xor i32 %5, 1238902243
  %5907 = icmp ult i32 %5906, 5
  br i1 %5907, label %5908, label %5909

; <label>:5908                                    ; preds = %5905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2475, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5909                                    ; preds = %5905
  %5910 = xor i32 %5, -307939535
  %5911 = icmp ult i32 %5910, 5
  br i1 %5911, label %5912, label %5913

; <label>:5912                                    ; preds = %5909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2476, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5913                                    ; preds = %5909
  %5914 = xor i32 %5, 1729986468
  %5915 = icmp ult i32 %5914, 5
  br i1 %5915, label %5916, label %5917

; <label>:5916                                    ; preds = %5913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2477, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5917                                    ; preds = %5913
  %5918 = xor i32 %5, 1272021951
  %5919 = icmp ult i32 %5918, 5
  br i1 %5919, label %5920, label %5921

; <label>:5920                                    ; preds = %5917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2478, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5921                                    ; preds = %5917
  %5922 = xor i32 %5, 1199642165
  %5923 = icmp ult i32 %5922, 5
  br i1 %5923, label %5924, label %5925

; <label>:5924                                    ; preds = %5921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2479, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5925                                    ; preds = %5921
  %5926 = xor i32 %5, -717963000
  %5927 = icmp ult i32 %5926, 5
  br i1 %5927, label %5928, label %5929

; <label>:5928                                    ; preds = %5925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2480, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5929                                    ; preds = %5925
  %5930 = xor i32 %5, 1726120375
  %5931 = icmp ult i32 %5930, 5
  br i1 %5931, label %5932, label %5933

; <label>:5932                                    ; preds = %5929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2481, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5933                                    ; preds = %5929
  %5934 = xor i32 %5, 1219358565
  %5935 = icmp ult i32 %5934, 5
  br i1 %5935, label %5936, label %5937

; <label>:5936                                    ; preds = %5933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2482, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5937                                    ; preds = %5933
  %5938 = xor i32 %5, 1090196694
  %5939 = icmp ult i32 %5938, 5
  br i1 %5939, label %5940, label %5941

; <label>:5940                                    ; preds = %5937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2483, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5941                                    ; preds = %5937
  %5942 = xor i32 %5, -657180780
  %5943 = icmp ult i32 %5942, 5
  br i1 %5943, label %5944, label %5945

; <label>:5944                                    ; preds = %5941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2484, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5945                                    ; preds = %5941
  %5946 = xor i32 %5, 451942470
  %5947 = icmp ult i32 %5946, 5
  br i1 %5947, label %5948, label %5949

; <label>:5948                                    ; preds = %5945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2485, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5949                                    ; preds = %5945
  %5950 = xor i32 %5, -342112227
  %5951 = icmp ult i32 %5950, 5
  br i1 %5951, label %5952, label %5953

; <label>:5952                                    ; preds = %5949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2486, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5953                                    ; preds = %5949
  %5954 = xor i32 %5, -1196820739
  %5955 = icmp ult i32 %5954, 5
  br i1 %5955, label %5956, label %5957

; <label>:5956                                    ; preds = %5953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2487, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5957                                    ; preds = %5953
  %5958 = xor i32 %5, -1960275421
  %5959 = icmp ult i32 %5958, 5
  br i1 %5959, label %5960, label %5961

; <label>:5960                                    ; preds = %5957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2488, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5961                                    ; preds = %5957
  %5962 = xor i32 %5, -298569129
  %5963 = icmp ult i32 %5962, 5
  br i1 %5963, label %5964, label %5965

; <label>:5964                                    ; preds = %5961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2489, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5965                                    ; preds = %5961
  %5966 = xor i32 %5, 689847531
  %5967 = icmp ult i32 %5966, 5
  br i1 %5967, label %5968, label %5969

; <label>:5968                                    ; preds = %5965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2490, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5969                                    ; preds = %5965
  %5970 = xor i32 %5, 187820812
  %5971 = icmp ult i32 %5970, 5
  br i1 %5971, label %5972, label %5973

; <label>:5972                                    ; preds = %5969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2491, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5973                                    ; preds = %5969
  %5974 = xor i32 %5, 1398657214
  %5975 = icmp ult i32 %5974, 5
  br i1 %5975, label %5976, label %5977

; <label>:5976                                    ; preds = %5973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2492, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5977                                    ; preds = %5973
  %5978 = xor i32 %5, -822707205
  %5979 = icmp ult i32 %5978, 5
  br i1 %5979, label %5980, label %5981

; <label>:5980                                    ; preds = %5977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2493, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5981                                    ; preds = %5977
  %5982 = xor i32 %5, -92688010
  %5983 = icmp ult i32 %5982, 5
  br i1 %5983, label %5984, label %5985

; <label>:5984                                    ; preds = %5981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2494, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5985                                    ; preds = %5981
  %5986 = xor i32 %5, -1762375675
  %5987 = icmp ult i32 %5986, 5
  br i1 %5987, label %5988, label %5989

; <label>:5988                                    ; preds = %5985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2495, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5989                                    ; preds = %5985
  %5990 = xor i32 %5, -2106431921
  %5991 = icmp ult i32 %5990, 5
  br i1 %5991, label %5992, label %5993

; <label>:5992                                    ; preds = %5989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2496, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5993                                    ; preds = %5989
  %5994 = xor i32 %5, -475914267
  %5995 = icmp ult i32 %5994, 5
  br i1 %5995, label %5996, label %5997

; <label>:5996                                    ; preds = %5993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2497, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:5997                                    ; preds = %5993
  %5998 = xor i32 %5, -955446625
  %5999 = icmp ult i32 %5998, 5
  br i1 %5999, label %6000, label %6001

; <label>:6000                                    ; preds = %5997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2498, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6001                                    ; preds = %5997
  %6002 = xor i32 %5, -150512494
  %6003 = icmp ult i32 %6002, 5
  br i1 %6003, label %6004, label %6005

; <label>:6004                                    ; preds = %6001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2499, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6005                                    ; preds = %6001
  %6006 = xor i32 %5, 328659862
  %6007 = icmp ult i32 %6006, 5
  br i1 %6007, label %6008, label %6009

; <label>:6008                                    ; preds = %6005
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2500, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6009                                    ; preds = %6005
  %6010 = xor i32 %5, 287185054
  %6011 = icmp ult i32 %6010, 5
  br i1 %6011, label %6012, label %6013

; <label>:6012                                    ; preds = %6009
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2501, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6013                                    ; preds = %6009
  %6014 = xor i32 %5, -1671055864
  %6015 = icmp ult i32 %6014, 5
  br i1 %6015, label %6016, label %6017

; <label>:6016                                    ; preds = %6013
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2502, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6017                                    ; preds = %6013
  %6018 = xor i32 %5, 1969200331
  %6019 = icmp ult i32 %6018, 5
  br i1 %6019, label %6020, label %6021

; <label>:6020                                    ; preds = %6017
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2503, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6021                                    ; preds = %6017
  %6022 = xor i32 %5, 912241740
  %6023 = icmp ult i32 %6022, 5
  br i1 %6023, label %6024, label %6025

; <label>:6024                                    ; preds = %6021
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2504, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6025                                    ; preds = %6021
  %6026 = xor i32 %5, -2084555873
  %6027 = icmp ult i32 %6026, 5
  br i1 %6027, label %6028, label %6029

; <label>:6028                                    ; preds = %6025
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2505, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6029                                    ; preds = %6025
  %6030 = xor i32 %5, 875923853
  %6031 = icmp ult i32 %6030, 5
  br i1 %6031, label %6032, label %6033

; <label>:6032                                    ; preds = %6029
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2506, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6033                                    ; preds = %6029
  %6034 = xor i32 %5, 154828211
  %6035 = icmp ult i32 %6034, 5
  br i1 %6035, label %6036, label %6037

; <label>:6036                                    ; preds = %6033
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2507, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6037                                    ; preds = %6033
  %6038 = xor i32 %5, 919278107
  %6039 = icmp ult i32 %6038, 5
  br i1 %6039, label %6040, label %6041

; <label>:6040                                    ; preds = %6037
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2508, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6041                                    ; preds = %6037
  %6042 = xor i32 %5, 1721349220
  %6043 = icmp ult i32 %6042, 5
  br i1 %6043, label %6044, label %6045

; <label>:6044                                    ; preds = %6041
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2509, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6045                                    ; preds = %6041
  %6046 = xor i32 %5, -1361318086
  %6047 = icmp ult i32 %6046, 5
  br i1 %6047, label %6048, label %6049

; <label>:6048                                    ; preds = %6045
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2510, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6049                                    ; preds = %6045
  %6050 = xor i32 %5, -280835742
  %6051 = icmp ult i32 %6050, 5
  br i1 %6051, label %6052, label %6053

; <label>:6052                                    ; preds = %6049
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2511, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6053                                    ; preds = %6049
  %6054 = xor i32 %5, 1176981465
  %6055 = icmp ult i32 %6054, 5
  br i1 %6055, label %6056, label %6057

; <label>:6056                                    ; preds = %6053
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2512, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6057                                    ; preds = %6053
  %6058 = xor i32 %5, -341257574
  %6059 = icmp ult i32 %6058, 5
  br i1 %6059, label %6060, label %6061

; <label>:6060                                    ; preds = %6057
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2513, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6061                                    ; preds = %6057
  %6062 = xor i32 %5, -1211244330
  %6063 = icmp ult i32 %6062, 5
  br i1 %6063, label %6064, label %6065

; <label>:6064                                    ; preds = %6061
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2514, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6065                                    ; preds = %6061
  %6066 = xor i32 %5, -1751301988
  %6067 = icmp ult i32 %6066, 5
  br i1 %6067, label %6068, label %6069

; <label>:6068                                    ; preds = %6065
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2515, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6069                                    ; preds = %6065
  %6070 = xor i32 %5, -608007193
  %6071 = icmp ult i32 %6070, 5
  br i1 %6071, label %6072, label %6073

; <label>:6072                                    ; preds = %6069
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2516, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6073                                    ; preds = %6069
  %6074 = xor i32 %5, 333559637
  %6075 = icmp ult i32 %6074, 5
  br i1 %6075, label %6076, label %6077

; <label>:6076                                    ; preds = %6073
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2517, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6077                                    ; preds = %6073
  %6078 = xor i32 %5, 1874528497
  %6079 = icmp ult i32 %6078, 5
  br i1 %6079, label %6080, label %6081

; <label>:6080                                    ; preds = %6077
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2518, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6081                                    ; preds = %6077
  %6082 = xor i32 %5, 1068417131
  %6083 = icmp ult i32 %6082, 5
  br i1 %6083, label %6084, label %6085

; <label>:6084                                    ; preds = %6081
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2519, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6085                                    ; preds = %6081
  %6086 = xor i32 %5, -464799310
  %6087 = icmp ult i32 %6086, 5
  br i1 %6087, label %6088, label %6089

; <label>:6088                                    ; preds = %6085
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2520, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6089                                    ; preds = %6085
  %6090 = xor i32 %5, 1749844126
  %6091 = icmp ult i32 %6090, 5
  br i1 %6091, label %6092, label %6093

; <label>:6092                                    ; preds = %6089
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2521, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6093                                    ; preds = %6089
  %6094 = xor i32 %5, 1224108611
  %6095 = icmp ult i32 %6094, 5
  br i1 %6095, label %6096, label %6097

; <label>:6096                                    ; preds = %6093
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2522, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6097                                    ; preds = %6093
  %6098 = xor i32 %5, -740517744
  %6099 = icmp ult i32 %6098, 5
  br i1 %6099, label %6100, label %6101

; <label>:6100                                    ; preds = %6097
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2523, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6101                                    ; preds = %6097
  %6102 = xor i32 %5, -1669929763
  %6103 = icmp ult i32 %6102, 5
  br i1 %6103, label %6104, label %6105

; <label>:6104                                    ; preds = %6101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2524, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6105                                    ; preds = %6101
  %6106 = xor i32 %5, 1656070706
  %6107 = icmp ult i32 %6106, 5
  br i1 %6107, label %6108, label %6109

; <label>:6108                                    ; preds = %6105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2525, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6109                                    ; preds = %6105
  %6110 = xor i32 %5, -1146441921
  %6111 = icmp ult i32 %6110, 5
  br i1 %6111, label %6112, label %6113

; <label>:6112                                    ; preds = %6109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2526, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6113                                    ; preds = %6109
  %6114 = xor i32 %5, -1740751539
  %6115 = icmp ult i32 %6114, 5
  br i1 %6115, label %6116, label %6117

; <label>:6116                                    ; preds = %6113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2527, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6117                                    ; preds = %6113
  %6118 = xor i32 %5, 1016614445
  %6119 = icmp ult i32 %6118, 5
  br i1 %6119, label %6120, label %6121

; <label>:6120                                    ; preds = %6117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2528, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6121                                    ; preds = %6117
  %6122 = xor i32 %5, 1219523224
  %6123 = icmp ult i32 %6122, 5
  br i1 %6123, label %6124, label %6125

; <label>:6124                                    ; preds = %6121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2529, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6125                                    ; preds = %6121
  %6126 = xor i32 %5, 143632545
  %6127 = icmp ult i32 %6126, 5
  br i1 %6127, label %6128, label %6129

; <label>:6128                                    ; preds = %6125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2530, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6129                                    ; preds = %6125
  %6130 = xor i32 %5, -1064624895
  %6131 = icmp ult i32 %6130, 5
  br i1 %6131, label %6132, label %6133

; <label>:6132                                    ; preds = %6129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2531, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6133                                    ; preds = %6129
  %6134 = xor i32 %5, -1905427764
  %6135 = icmp ult i32 %6134, 5
  br i1 %6135, label %6136, label %6137

; <label>:6136                                    ; preds = %6133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2532, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6137                                    ; preds = %6133
  %6138 = xor i32 %5, -2111563881
  %6139 = icmp ult i32 %6138, 5
  br i1 %6139, label %6140, label %6141

; <label>:6140                                    ; preds = %6137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2533, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6141                                    ; preds = %6137
  %6142 = xor i32 %5, 837481947
  %6143 = icmp ult i32 %6142, 5
  br i1 %6143, label %6144, label %6145

; <label>:6144                                    ; preds = %6141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2534, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6145                                    ; preds = %6141
  %6146 = xor i32 %5, -521623683
  %6147 = icmp ult i32 %6146, 5
  br i1 %6147, label %6148, label %6149

; <label>:6148                                    ; preds = %6145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2535, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6149                                    ; preds = %6145
  %6150 = xor i32 %5, -1314535210
  %6151 = icmp ult i32 %6150, 5
  br i1 %6151, label %6152, label %6153

; <label>:6152                                    ; preds = %6149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2536, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6153                                    ; preds = %6149
  %6154 = xor i32 %5, 1332588538
  %6155 = icmp ult i32 %6154, 5
  br i1 %6155, label %6156, label %6157

; <label>:6156                                    ; preds = %6153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2537, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6157                                    ; preds = %6153
  %6158 = xor i32 %5, -417780420
  %6159 = icmp ult i32 %6158, 5
  br i1 %6159, label %6160, label %6161

; <label>:6160                                    ; preds = %6157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2538, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6161                                    ; preds = %6157
  %6162 = xor i32 %5, -1432380608
  %6163 = icmp ult i32 %6162, 5
  br i1 %6163, label %6164, label %6165

; <label>:6164                                    ; preds = %6161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2539, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6165                                    ; preds = %6161
  %6166 = xor i32 %5, 651871706
  %6167 = icmp ult i32 %6166, 5
  br i1 %6167, label %6168, label %6169

; <label>:6168                                    ; preds = %6165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2540, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6169                                    ; preds = %6165
  %6170 = xor i32 %5, -1889582390
  %6171 = icmp ult i32 %6170, 5
  br i1 %6171, label %6172, label %6173

; <label>:6172                                    ; preds = %6169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2541, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6173                                    ; preds = %6169
  %6174 = xor i32 %5, 425971363
  %6175 = icmp ult i32 %6174, 5
  br i1 %6175, label %6176, label %6177

; <label>:6176                                    ; preds = %6173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2542, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6177                                    ; preds = %6173
  %6178 = xor i32 %5, -1776970481
  %6179 = icmp ult i32 %6178, 5
  br i1 %6179, label %6180, label %6181

; <label>:6180                                    ; preds = %6177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2543, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6181                                    ; preds = %6177
  %6182 = xor i32 %5, 363991525
  %6183 = icmp ult i32 %6182, 5
  br i1 %6183, label %6184, label %6185

; <label>:6184                                    ; preds = %6181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2544, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6185                                    ; preds = %6181
  %6186 = xor i32 %5, -679598223
  %6187 = icmp ult i32 %6186, 5
  br i1 %6187, label %6188, label %6189

; <label>:6188                                    ; preds = %6185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2545, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6189                                    ; preds = %6185
  %6190 = xor i32 %5, -731637010
  %6191 = icmp ult i32 %6190, 5
  br i1 %6191, label %6192, label %6193

; <label>:6192                                    ; preds = %6189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2546, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6193                                    ; preds = %6189
  %6194 = xor i32 %5, -1847001769
  %6195 = icmp ult i32 %6194, 5
  br i1 %6195, label %6196, label %6197

; <label>:6196                                    ; preds = %6193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2547, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6197                                    ; preds = %6193
  %6198 = xor i32 %5, 1260533571
  %6199 = icmp ult i32 %6198, 5
  br i1 %6199, label %6200, label %6201

; <label>:6200                                    ; preds = %6197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2548, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6201                                    ; preds = %6197
  %6202 = xor i32 %5, 529908055
  %6203 = icmp ult i32 %6202, 5
  br i1 %6203, label %6204, label %6205

; <label>:6204                                    ; preds = %6201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2549, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6205                                    ; preds = %6201
  %6206 = xor i32 %5, -266784579
  %6207 = icmp ult i32 %6206, 5
  br i1 %6207, label %6208, label %6209

; <label>:6208                                    ; preds = %6205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2550, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6209                                    ; preds = %6205
  %6210 = xor i32 %5, 109691553
  %6211 = icmp ult i32 %6210, 5
  br i1 %6211, label %6212, label %6213

; <label>:6212                                    ; preds = %6209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2551, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6213                                    ; preds = %6209
  %6214 = xor i32 %5, -1677223342
  %6215 = icmp ult i32 %6214, 5
  br i1 %6215, label %6216, label %6217

; <label>:6216                                    ; preds = %6213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2552, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6217                                    ; preds = %6213
  %6218 = xor i32 %5, -1743565116
  %6219 = icmp ult i32 %6218, 5
  br i1 %6219, label %6220, label %6221

; <label>:6220                                    ; preds = %6217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2553, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6221                                    ; preds = %6217
  %6222 = xor i32 %5, 751834949
  %6223 = icmp ult i32 %6222, 5
  br i1 %6223, label %6224, label %6225

; <label>:6224                                    ; preds = %6221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2554, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6225                                    ; preds = %6221
  %6226 = xor i32 %5, 1929593251
  %6227 = icmp ult i32 %6226, 5
  br i1 %6227, label %6228, label %6229

; <label>:6228                                    ; preds = %6225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2555, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6229                                    ; preds = %6225
  %6230 = xor i32 %5, -1338850616
  %6231 = icmp ult i32 %6230, 5
  br i1 %6231, label %6232, label %6233

; <label>:6232                                    ; preds = %6229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2556, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6233                                    ; preds = %6229
  %6234 = xor i32 %5, 1372066005
  %6235 = icmp ult i32 %6234, 5
  br i1 %6235, label %6236, label %6237

; <label>:6236                                    ; preds = %6233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2557, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6237                                    ; preds = %6233
  %6238 = xor i32 %5, 615600716
  %6239 = icmp ult i32 %6238, 5
  br i1 %6239, label %6240, label %6241

; <label>:6240                                    ; preds = %6237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2558, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6241                                    ; preds = %6237
  %6242 = xor i32 %5, -2076408238
  %6243 = icmp ult i32 %6242, 5
  br i1 %6243, label %6244, label %6245

; <label>:6244                                    ; preds = %6241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2559, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6245                                    ; preds = %6241
  %6246 = xor i32 %5, 1176964661
  %6247 = icmp ult i32 %6246, 5
  br i1 %6247, label %6248, label %6249

; <label>:6248                                    ; preds = %6245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2560, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6249                                    ; preds = %6245
  %6250 = xor i32 %5, 1053178725
  %6251 = icmp ult i32 %6250, 5
  br i1 %6251, label %6252, label %6253

; <label>:6252                                    ; preds = %6249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2561, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6253                                    ; preds = %6249
  %6254 = xor i32 %5, 411024684
  %6255 = icmp ult i32 %6254, 5
  br i1 %6255, label %6256, label %6257

; <label>:6256                                    ; preds = %6253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2562, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6257                                    ; preds = %6253
  %6258 = xor i32 %5, 982490844
  %6259 = icmp ult i32 %6258, 5
  br i1 %6259, label %6260, label %6261

; <label>:6260                                    ; preds = %6257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2563, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6261                                    ; preds = %6257
  %6262 = xor i32 %5, 1281971011
  %6263 = icmp ult i32 %6262, 5
  br i1 %6263, label %6264, label %6265

; <label>:6264                                    ; preds = %6261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2564, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6265                                    ; preds = %6261
  %6266 = xor i32 %5, -313989870
  %6267 = icmp ult i32 %6266, 5
  br i1 %6267, label %6268, label %6269

; <label>:6268                                    ; preds = %6265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2565, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6269                                    ; preds = %6265
  %6270 = xor i32 %5, -1160821438
  %6271 = icmp ult i32 %6270, 5
  br i1 %6271, label %6272, label %6273

; <label>:6272                                    ; preds = %6269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2566, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6273                                    ; preds = %6269
  %6274 = xor i32 %5, -1455343101
  %6275 = icmp ult i32 %6274, 5
  br i1 %6275, label %6276, label %6277

; <label>:6276                                    ; preds = %6273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2567, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6277                                    ; preds = %6273
  %6278 = xor i32 %5, 1532439395
  %6279 = icmp ult i32 %6278, 5
  br i1 %6279, label %6280, label %6281

; <label>:6280                                    ; preds = %6277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2568, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6281                                    ; preds = %6277
  %6282 = xor i32 %5, 1873765287
  %6283 = icmp ult i32 %6282, 5
  br i1 %6283, label %6284, label %6285

; <label>:6284                                    ; preds = %6281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2569, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6285                                    ; preds = %6281
  %6286 = xor i32 %5, -1389660881
  %6287 = icmp ult i32 %6286, 5
  br i1 %6287, label %6288, label %6289

; <label>:6288                                    ; preds = %6285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2570, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6289                                    ; preds = %6285
  %6290 = xor i32 %5, 72467703
  %6291 = icmp ult i32 %6290, 5
  br i1 %6291, label %6292, label %6293

; <label>:6292                                    ; preds = %6289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2571, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6293                                    ; preds = %6289
  %6294 = xor i32 %5, -2103472148
  %6295 = icmp ult i32 %6294, 5
  br i1 %6295, label %6296, label %6297

; <label>:6296                                    ; preds = %6293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2572, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6297                                    ; preds = %6293
  %6298 = xor i32 %5, -752790723
  %6299 = icmp ult i32 %6298, 5
  br i1 %6299, label %6300, label %6301

; <label>:6300                                    ; preds = %6297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2573, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6301                                    ; preds = %6297
  %6302 = xor i32 %5, 1350269963
  %6303 = icmp ult i32 %6302, 5
  br i1 %6303, label %6304, label %6305

; <label>:6304                                    ; preds = %6301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2574, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6305                                    ; preds = %6301
  %6306 = xor i32 %5, 442655315
  %6307 = icmp ult i32 %6306, 5
  br i1 %6307, label %6308, label %6309

; <label>:6308                                    ; preds = %6305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2575, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6309                                    ; preds = %6305
  %6310 = xor i32 %5, 1410011402
  %6311 = icmp ult i32 %6310, 5
  br i1 %6311, label %6312, label %6313

; <label>:6312                                    ; preds = %6309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2576, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6313                                    ; preds = %6309
  %6314 = xor i32 %5, -1614673974
  %6315 = icmp ult i32 %6314, 5
  br i1 %6315, label %6316, label %6317

; <label>:6316                                    ; preds = %6313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2577, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6317                                    ; preds = %6313
  %6318 = xor i32 %5, -520957876
  %6319 = icmp ult i32 %6318, 5
  br i1 %6319, label %6320, label %6321

; <label>:6320                                    ; preds = %6317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2578, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6321                                    ; preds = %6317
  %6322 = xor i32 %5, 1044642871
  %6323 = icmp ult i32 %6322, 5
  br i1 %6323, label %6324, label %6325

; <label>:6324                                    ; preds = %6321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2579, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6325                                    ; preds = %6321
  %6326 = xor i32 %5, -361538431
  %6327 = icmp ult i32 %6326, 5
  br i1 %6327, label %6328, label %6329

; <label>:6328                                    ; preds = %6325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2580, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6329                                    ; preds = %6325
  %6330 = xor i32 %5, -1838730702
  %6331 = icmp ult i32 %6330, 5
  br i1 %6331, label %6332, label %6333

; <label>:6332                                    ; preds = %6329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2581, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6333                                    ; preds = %6329
  %6334 = xor i32 %5, -98484482
  %6335 = icmp ult i32 %6334, 5
  br i1 %6335, label %6336, label %6337

; <label>:6336                                    ; preds = %6333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2582, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6337                                    ; preds = %6333
  %6338 = xor i32 %5, -1873149581
  %6339 = icmp ult i32 %6338, 5
  br i1 %6339, label %6340, label %6341

; <label>:6340                                    ; preds = %6337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2583, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6341                                    ; preds = %6337
  %6342 = xor i32 %5, 1954837494
  %6343 = icmp ult i32 %6342, 5
  br i1 %6343, label %6344, label %6345

; <label>:6344                                    ; preds = %6341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2584, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6345                                    ; preds = %6341
  %6346 = xor i32 %5, 98818185
  %6347 = icmp ult i32 %6346, 5
  br i1 %6347, label %6348, label %6349

; <label>:6348                                    ; preds = %6345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2585, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6349                                    ; preds = %6345
  %6350 = xor i32 %5, -836056621
  %6351 = icmp ult i32 %6350, 5
  br i1 %6351, label %6352, label %6353

; <label>:6352                                    ; preds = %6349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2586, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6353                                    ; preds = %6349
  %6354 = xor i32 %5, 600795054
  %6355 = icmp ult i32 %6354, 5
  br i1 %6355, label %6356, label %6357

; <label>:6356                                    ; preds = %6353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2587, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6357                                    ; preds = %6353
  %6358 = xor i32 %5, 1756954528
  %6359 = icmp ult i32 %6358, 5
  br i1 %6359, label %6360, label %6361

; <label>:6360                                    ; preds = %6357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2588, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6361                                    ; preds = %6357
  %6362 = xor i32 %5, 564918071
  %6363 = icmp ult i32 %6362, 5
  br i1 %6363, label %6364, label %6365

; <label>:6364                                    ; preds = %6361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2589, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6365                                    ; preds = %6361
  %6366 = xor i32 %5, -1498169177
  %6367 = icmp ult i32 %6366, 5
  br i1 %6367, label %6368, label %6369

; <label>:6368                                    ; preds = %6365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2590, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6369                                    ; preds = %6365
  %6370 = xor i32 %5, -854216375
  %6371 = icmp ult i32 %6370, 5
  br i1 %6371, label %6372, label %6373

; <label>:6372                                    ; preds = %6369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2591, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6373                                    ; preds = %6369
  %6374 = xor i32 %5, 1363063503
  %6375 = icmp ult i32 %6374, 5
  br i1 %6375, label %6376, label %6377

; <label>:6376                                    ; preds = %6373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2592, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6377                                    ; preds = %6373
  %6378 = xor i32 %5, 630774977
  %6379 = icmp ult i32 %6378, 5
  br i1 %6379, label %6380, label %6381

; <label>:6380                                    ; preds = %6377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2593, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6381                                    ; preds = %6377
  %6382 = xor i32 %5, 838332197
  %6383 = icmp ult i32 %6382, 5
  br i1 %6383, label %6384, label %6385

; <label>:6384                                    ; preds = %6381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2594, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6385                                    ; preds = %6381
  %6386 = xor i32 %5, 1940329288
  %6387 = icmp ult i32 %6386, 5
  br i1 %6387, label %6388, label %6389

; <label>:6388                                    ; preds = %6385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2595, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6389                                    ; preds = %6385
  %6390 = xor i32 %5, -2127187442
  %6391 = icmp ult i32 %6390, 5
  br i1 %6391, label %6392, label %6393

; <label>:6392                                    ; preds = %6389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2596, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6393                                    ; preds = %6389
  %6394 = xor i32 %5, 999913638
  %6395 = icmp ult i32 %6394, 5
  br i1 %6395, label %6396, label %6397

; <label>:6396                                    ; preds = %6393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2597, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6397                                    ; preds = %6393
  %6398 = xor i32 %5, 908635399
  %6399 = icmp ult i32 %6398, 5
  br i1 %6399, label %6400, label %6401

; <label>:6400                                    ; preds = %6397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2598, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6401                                    ; preds = %6397
  %6402 = xor i32 %5, 14453351
  %6403 = icmp ult i32 %6402, 5
  br i1 %6403, label %6404, label %6405

; <label>:6404                                    ; preds = %6401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2599, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6405                                    ; preds = %6401
  %6406 = xor i32 %5, 704295531
  %6407 = icmp ult i32 %6406, 5
  br i1 %6407, label %6408, label %6409

; <label>:6408                                    ; preds = %6405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2600, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6409                                    ; preds = %6405
  %6410 = xor i32 %5, -77898165
  %6411 = icmp ult i32 %6410, 5
  br i1 %6411, label %6412, label %6413

; <label>:6412                                    ; preds = %6409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2601, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6413                                    ; preds = %6409
  %6414 = xor i32 %5, -794668559
  %6415 = icmp ult i32 %6414, 5
  br i1 %6415, label %6416, label %6417

; <label>:6416                                    ; preds = %6413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2602, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6417                                    ; preds = %6413
  %6418 = xor i32 %5, -481052668
  %6419 = icmp ult i32 %6418, 5
  br i1 %6419, label %6420, label %6421

; <label>:6420                                    ; preds = %6417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2603, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6421                                    ; preds = %6417
  %6422 = xor i32 %5, -1886841981
  %6423 = icmp ult i32 %6422, 5
  br i1 %6423, label %6424, label %6425

; <label>:6424                                    ; preds = %6421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2604, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6425                                    ; preds = %6421
  %6426 = xor i32 %5, 308926800
  %6427 = icmp ult i32 %6426, 5
  br i1 %6427, label %6428, label %6429

; <label>:6428                                    ; preds = %6425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2605, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6429                                    ; preds = %6425
  %6430 = xor i32 %5, 448141937
  %6431 = icmp ult i32 %6430, 5
  br i1 %6431, label %6432, label %6433

; <label>:6432                                    ; preds = %6429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2606, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6433                                    ; preds = %6429
  %6434 = xor i32 %5, 1151868149
  %6435 = icmp ult i32 %6434, 5
  br i1 %6435, label %6436, label %6437

; <label>:6436                                    ; preds = %6433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2607, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6437                                    ; preds = %6433
  %6438 = xor i32 %5, 743069052
  %6439 = icmp ult i32 %6438, 5
  br i1 %6439, label %6440, label %6441

; <label>:6440                                    ; preds = %6437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2608, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6441                                    ; preds = %6437
  %6442 = xor i32 %5, -1739974438
  %6443 = icmp ult i32 %6442, 5
  br i1 %6443, label %6444, label %6445

; <label>:6444                                    ; preds = %6441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2609, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6445                                    ; preds = %6441
  %6446 = xor i32 %5, 2227281
  %6447 = icmp ult i32 %6446, 5
  br i1 %6447, label %6448, label %6449

; <label>:6448                                    ; preds = %6445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2610, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6449                                    ; preds = %6445
  %6450 = xor i32 %5, 717473565
  %6451 = icmp ult i32 %6450, 5
  br i1 %6451, label %6452, label %6453

; <label>:6452                                    ; preds = %6449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2611, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6453                                    ; preds = %6449
  %6454 = xor i32 %5, 1056672172
  %6455 = icmp ult i32 %6454, 5
  br i1 %6455, label %6456, label %6457

; <label>:6456                                    ; preds = %6453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2612, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6457                                    ; preds = %6453
  %6458 = xor i32 %5, -264566007
  %6459 = icmp ult i32 %6458, 5
  br i1 %6459, label %6460, label %6461

; <label>:6460                                    ; preds = %6457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2613, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6461                                    ; preds = %6457
  %6462 = xor i32 %5, 185458658
  %6463 = icmp ult i32 %6462, 5
  br i1 %6463, label %6464, label %6465

; <label>:6464                                    ; preds = %6461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2614, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6465                                    ; preds = %6461
  %6466 = xor i32 %5, 2054552806
  %6467 = icmp ult i32 %6466, 5
  br i1 %6467, label %6468, label %6469

; <label>:6468                                    ; preds = %6465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2615, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6469                                    ; preds = %6465
  %6470 = xor i32 %5, 1183237830
  %6471 = icmp ult i32 %6470, 5
  br i1 %6471, label %6472, label %6473

; <label>:6472                                    ; preds = %6469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2616, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6473                                    ; preds = %6469
  %6474 = xor i32 %5, 297625781
  %6475 = icmp ult i32 %6474, 5
  br i1 %6475, label %6476, label %6477

; <label>:6476                                    ; preds = %6473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2617, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6477                                    ; preds = %6473
  %6478 = xor i32 %5, -2105166644
  %6479 = icmp ult i32 %6478, 5
  br i1 %6479, label %6480, label %6481

; <label>:6480                                    ; preds = %6477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2618, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6481                                    ; preds = %6477
  %6482 = xor i32 %5, 805944098
  %6483 = icmp ult i32 %6482, 5
  br i1 %6483, label %6484, label %6485

; <label>:6484                                    ; preds = %6481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2619, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6485                                    ; preds = %6481
  %6486 = xor i32 %5, -722242060
  %6487 = icmp ult i32 %6486, 5
  br i1 %6487, label %6488, label %6489

; <label>:6488                                    ; preds = %6485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2620, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6489                                    ; preds = %6485
  %6490 = xor i32 %5, 262827041
  %6491 = icmp ult i32 %6490, 5
  br i1 %6491, label %6492, label %6493

; <label>:6492                                    ; preds = %6489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2621, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6493                                    ; preds = %6489
  %6494 = xor i32 %5, 1993399508
  %6495 = icmp ult i32 %6494, 5
  br i1 %6495, label %6496, label %6497

; <label>:6496                                    ; preds = %6493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2622, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6497                                    ; preds = %6493
  %6498 = xor i32 %5, 1875179092
  %6499 = icmp ult i32 %6498, 5
  br i1 %6499, label %6500, label %6501

; <label>:6500                                    ; preds = %6497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2623, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6501                                    ; preds = %6497
  %6502 = xor i32 %5, 1545213421
  %6503 = icmp ult i32 %6502, 5
  br i1 %6503, label %6504, label %6505

; <label>:6504                                    ; preds = %6501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2624, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6505                                    ; preds = %6501
  %6506 = xor i32 %5, -1067758938
  %6507 = icmp ult i32 %6506, 5
  br i1 %6507, label %6508, label %6509

; <label>:6508                                    ; preds = %6505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2625, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6509                                    ; preds = %6505
  %6510 = xor i32 %5, -61212487
  %6511 = icmp ult i32 %6510, 5
  br i1 %6511, label %6512, label %6513

; <label>:6512                                    ; preds = %6509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2626, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6513                                    ; preds = %6509
  %6514 = xor i32 %5, -829564011
  %6515 = icmp ult i32 %6514, 5
  br i1 %6515, label %6516, label %6517

; <label>:6516                                    ; preds = %6513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2627, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6517                                    ; preds = %6513
  %6518 = xor i32 %5, 383390153
  %6519 = icmp ult i32 %6518, 5
  br i1 %6519, label %6520, label %6521

; <label>:6520                                    ; preds = %6517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2628, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6521                                    ; preds = %6517
  %6522 = xor i32 %5, 1794084074
  %6523 = icmp ult i32 %6522, 5
  br i1 %6523, label %6524, label %6525

; <label>:6524                                    ; preds = %6521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2629, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6525                                    ; preds = %6521
  %6526 = xor i32 %5, 2031071901
  %6527 = icmp ult i32 %6526, 5
  br i1 %6527, label %6528, label %6529

; <label>:6528                                    ; preds = %6525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2630, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6529                                    ; preds = %6525
  %6530 = xor i32 %5, 2128830666
  %6531 = icmp ult i32 %6530, 5
  br i1 %6531, label %6532, label %6533

; <label>:6532                                    ; preds = %6529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2631, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6533                                    ; preds = %6529
  %6534 = xor i32 %5, 947886703
  %6535 = icmp ult i32 %6534, 5
  br i1 %6535, label %6536, label %6537

; <label>:6536                                    ; preds = %6533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2632, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6537                                    ; preds = %6533
  %6538 = xor i32 %5, -1281318601
  %6539 = icmp ult i32 %6538, 5
  br i1 %6539, label %6540, label %6541

; <label>:6540                                    ; preds = %6537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2633, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6541                                    ; preds = %6537
  %6542 = xor i32 %5, -333004144
  %6543 = icmp ult i32 %6542, 5
  br i1 %6543, label %6544, label %6545

; <label>:6544                                    ; preds = %6541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2634, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6545                                    ; preds = %6541
  %6546 = xor i32 %5, -1019382778
  %6547 = icmp ult i32 %6546, 5
  br i1 %6547, label %6548, label %6549

; <label>:6548                                    ; preds = %6545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2635, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6549                                    ; preds = %6545
  %6550 = xor i32 %5, 164416458
  %6551 = icmp ult i32 %6550, 5
  br i1 %6551, label %6552, label %6553

; <label>:6552                                    ; preds = %6549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2636, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6553                                    ; preds = %6549
  %6554 = xor i32 %5, 314141805
  %6555 = icmp ult i32 %6554, 5
  br i1 %6555, label %6556, label %6557

; <label>:6556                                    ; preds = %6553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2637, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6557                                    ; preds = %6553
  %6558 = xor i32 %5, -2141744708
  %6559 = icmp ult i32 %6558, 5
  br i1 %6559, label %6560, label %6561

; <label>:6560                                    ; preds = %6557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2638, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6561                                    ; preds = %6557
  %6562 = xor i32 %5, -1872755399
  %6563 = icmp ult i32 %6562, 5
  br i1 %6563, label %6564, label %6565

; <label>:6564                                    ; preds = %6561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2639, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6565                                    ; preds = %6561
  %6566 = xor i32 %5, -1750516231
  %6567 = icmp ult i32 %6566, 5
  br i1 %6567, label %6568, label %6569

; <label>:6568                                    ; preds = %6565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2640, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6569                                    ; preds = %6565
  %6570 = xor i32 %5, -915374256
  %6571 = icmp ult i32 %6570, 5
  br i1 %6571, label %6572, label %6573

; <label>:6572                                    ; preds = %6569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2641, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6573                                    ; preds = %6569
  %6574 = xor i32 %5, -1963106019
  %6575 = icmp ult i32 %6574, 5
  br i1 %6575, label %6576, label %6577

; <label>:6576                                    ; preds = %6573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2642, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6577                                    ; preds = %6573
  %6578 = xor i32 %5, -1265072358
  %6579 = icmp ult i32 %6578, 5
  br i1 %6579, label %6580, label %6581

; <label>:6580                                    ; preds = %6577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2643, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6581                                    ; preds = %6577
  %6582 = xor i32 %5, 2006515173
  %6583 = icmp ult i32 %6582, 5
  br i1 %6583, label %6584, label %6585

; <label>:6584                                    ; preds = %6581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2644, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6585                                    ; preds = %6581
  %6586 = xor i32 %5, -394274011
  %6587 = icmp ult i32 %6586, 5
  br i1 %6587, label %6588, label %6589

; <label>:6588                                    ; preds = %6585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2645, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6589                                    ; preds = %6585
  %6590 = xor i32 %5, 2034211972
  %6591 = icmp ult i32 %6590, 5
  br i1 %6591, label %6592, label %6593

; <label>:6592                                    ; preds = %6589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2646, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6593                                    ; preds = %6589
  %6594 = xor i32 %5, -1893547801
  %6595 = icmp ult i32 %6594, 5
  br i1 %6595, label %6596, label %6597

; <label>:6596                                    ; preds = %6593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2647, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6597                                    ; preds = %6593
  %6598 = xor i32 %5, -287101833
  %6599 = icmp ult i32 %6598, 5
  br i1 %6599, label %6600, label %6601

; <label>:6600                                    ; preds = %6597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2648, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6601                                    ; preds = %6597
  %6602 = xor i32 %5, -1504400962
  %6603 = icmp ult i32 %6602, 5
  br i1 %6603, label %6604, label %6605

; <label>:6604                                    ; preds = %6601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2649, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6605                                    ; preds = %6601
  %6606 = xor i32 %5, -2146282040
  %6607 = icmp ult i32 %6606, 5
  br i1 %6607, label %6608, label %6609

; <label>:6608                                    ; preds = %6605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2650, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6609                                    ; preds = %6605
  %6610 = xor i32 %5, 1115889492
  %6611 = icmp ult i32 %6610, 5
  br i1 %6611, label %6612, label %6613

; <label>:6612                                    ; preds = %6609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2651, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6613                                    ; preds = %6609
  %6614 = xor i32 %5, 1564080159
  %6615 = icmp ult i32 %6614, 5
  br i1 %6615, label %6616, label %6617

; <label>:6616                                    ; preds = %6613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2652, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6617                                    ; preds = %6613
  %6618 = xor i32 %5, -972346773
  %6619 = icmp ult i32 %6618, 5
  br i1 %6619, label %6620, label %6621

; <label>:6620                                    ; preds = %6617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2653, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6621                                    ; preds = %6617
  %6622 = xor i32 %5, -1702169971
  %6623 = icmp ult i32 %6622, 5
  br i1 %6623, label %6624, label %6625

; <label>:6624                                    ; preds = %6621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2654, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6625                                    ; preds = %6621
  %6626 = xor i32 %5, 827954730
  %6627 = icmp ult i32 %6626, 5
  br i1 %6627, label %6628, label %6629

; <label>:6628                                    ; preds = %6625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2655, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6629                                    ; preds = %6625
  %6630 = xor i32 %5, -948974891
  %6631 = icmp ult i32 %6630, 5
  br i1 %6631, label %6632, label %6633

; <label>:6632                                    ; preds = %6629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2656, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6633                                    ; preds = %6629
  %6634 = xor i32 %5, -1144358904
  %6635 = icmp ult i32 %6634, 5
  br i1 %6635, label %6636, label %6637

; <label>:6636                                    ; preds = %6633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2657, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6637                                    ; preds = %6633
  %6638 = xor i32 %5, -1991280600
  %6639 = icmp ult i32 %6638, 5
  br i1 %6639, label %6640, label %6641

; <label>:6640                                    ; preds = %6637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2658, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6641                                    ; preds = %6637
  %6642 = xor i32 %5, -1995824118
  %6643 = icmp ult i32 %6642, 5
  br i1 %6643, label %6644, label %6645

; <label>:6644                                    ; preds = %6641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2659, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6645                                    ; preds = %6641
  %6646 = xor i32 %5, -1343626426
  %6647 = icmp ult i32 %6646, 5
  br i1 %6647, label %6648, label %6649

; <label>:6648                                    ; preds = %6645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2660, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6649                                    ; preds = %6645
  %6650 = xor i32 %5, 548964383
  %6651 = icmp ult i32 %6650, 5
  br i1 %6651, label %6652, label %6653

; <label>:6652                                    ; preds = %6649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2661, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6653                                    ; preds = %6649
  %6654 = xor i32 %5, 323415101
  %6655 = icmp ult i32 %6654, 5
  br i1 %6655, label %6656, label %6657

; <label>:6656                                    ; preds = %6653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2662, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6657                                    ; preds = %6653
  %6658 = xor i32 %5, 457043436
  %6659 = icmp ult i32 %6658, 5
  br i1 %6659, label %6660, label %6661

; <label>:6660                                    ; preds = %6657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2663, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6661                                    ; preds = %6657
  %6662 = xor i32 %5, 826998006
  %6663 = icmp ult i32 %6662, 5
  br i1 %6663, label %6664, label %6665

; <label>:6664                                    ; preds = %6661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2664, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6665                                    ; preds = %6661
  %6666 = xor i32 %5, 1544040891
  %6667 = icmp ult i32 %6666, 5
  br i1 %6667, label %6668, label %6669

; <label>:6668                                    ; preds = %6665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2665, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6669                                    ; preds = %6665
  %6670 = xor i32 %5, 2114546478
  %6671 = icmp ult i32 %6670, 5
  br i1 %6671, label %6672, label %6673

; <label>:6672                                    ; preds = %6669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2666, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6673                                    ; preds = %6669
  %6674 = xor i32 %5, 1747301243
  %6675 = icmp ult i32 %6674, 5
  br i1 %6675, label %6676, label %6677

; <label>:6676                                    ; preds = %6673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2667, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6677                                    ; preds = %6673
  %6678 = xor i32 %5, 1437366187
  %6679 = icmp ult i32 %6678, 5
  br i1 %6679, label %6680, label %6681

; <label>:6680                                    ; preds = %6677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2668, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6681                                    ; preds = %6677
  %6682 = xor i32 %5, -62957737
  %6683 = icmp ult i32 %6682, 5
  br i1 %6683, label %6684, label %6685

; <label>:6684                                    ; preds = %6681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2669, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6685                                    ; preds = %6681
  %6686 = xor i32 %5, -443343703
  %6687 = icmp ult i32 %6686, 5
  br i1 %6687, label %6688, label %6689

; <label>:6688                                    ; preds = %6685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2670, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6689                                    ; preds = %6685
  %6690 = xor i32 %5, -561370118
  %6691 = icmp ult i32 %6690, 5
  br i1 %6691, label %6692, label %6693

; <label>:6692                                    ; preds = %6689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2671, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6693                                    ; preds = %6689
  %6694 = xor i32 %5, -201238504
  %6695 = icmp ult i32 %6694, 5
  br i1 %6695, label %6696, label %6697

; <label>:6696                                    ; preds = %6693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2672, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6697                                    ; preds = %6693
  %6698 = xor i32 %5, 489443429
  %6699 = icmp ult i32 %6698, 5
  br i1 %6699, label %6700, label %6701

; <label>:6700                                    ; preds = %6697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2673, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6701                                    ; preds = %6697
  %6702 = xor i32 %5, 193584154
  %6703 = icmp ult i32 %6702, 5
  br i1 %6703, label %6704, label %6705

; <label>:6704                                    ; preds = %6701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2674, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6705                                    ; preds = %6701
  %6706 = xor i32 %5, -609835904
  %6707 = icmp ult i32 %6706, 5
  br i1 %6707, label %6708, label %6709

; <label>:6708                                    ; preds = %6705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2675, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6709                                    ; preds = %6705
  %6710 = xor i32 %5, 1598454590
  %6711 = icmp ult i32 %6710, 5
  br i1 %6711, label %6712, label %6713

; <label>:6712                                    ; preds = %6709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2676, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6713                                    ; preds = %6709
  %6714 = xor i32 %5, 347856510
  %6715 = icmp ult i32 %6714, 5
  br i1 %6715, label %6716, label %6717

; <label>:6716                                    ; preds = %6713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2677, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6717                                    ; preds = %6713
  %6718 = xor i32 %5, -1253662897
  %6719 = icmp ult i32 %6718, 5
  br i1 %6719, label %6720, label %6721

; <label>:6720                                    ; preds = %6717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2678, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6721                                    ; preds = %6717
  %6722 = xor i32 %5, 959028812
  %6723 = icmp ult i32 %6722, 5
  br i1 %6723, label %6724, label %6725

; <label>:6724                                    ; preds = %6721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2679, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6725                                    ; preds = %6721
  %6726 = xor i32 %5, 1882024865
  %6727 = icmp ult i32 %6726, 5
  br i1 %6727, label %6728, label %6729

; <label>:6728                                    ; preds = %6725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2680, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6729                                    ; preds = %6725
  %6730 = xor i32 %5, 1423250840
  %6731 = icmp ult i32 %6730, 5
  br i1 %6731, label %6732, label %6733

; <label>:6732                                    ; preds = %6729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2681, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6733                                    ; preds = %6729
  %6734 = xor i32 %5, 404837190
  %6735 = icmp ult i32 %6734, 5
  br i1 %6735, label %6736, label %6737

; <label>:6736                                    ; preds = %6733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2682, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6737                                    ; preds = %6733
  %6738 = xor i32 %5, -1771444519
  %6739 = icmp ult i32 %6738, 5
  br i1 %6739, label %6740, label %6741

; <label>:6740                                    ; preds = %6737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2683, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6741                                    ; preds = %6737
  %6742 = xor i32 %5, 2135071170
  %6743 = icmp ult i32 %6742, 5
  br i1 %6743, label %6744, label %6745

; <label>:6744                                    ; preds = %6741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2684, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6745                                    ; preds = %6741
  %6746 = xor i32 %5, 623822657
  %6747 = icmp ult i32 %6746, 5
  br i1 %6747, label %6748, label %6749

; <label>:6748                                    ; preds = %6745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2685, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6749                                    ; preds = %6745
  %6750 = xor i32 %5, 313301666
  %6751 = icmp ult i32 %6750, 5
  br i1 %6751, label %6752, label %6753

; <label>:6752                                    ; preds = %6749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2686, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6753                                    ; preds = %6749
  %6754 = xor i32 %5, 1570822140
  %6755 = icmp ult i32 %6754, 5
  br i1 %6755, label %6756, label %6757

; <label>:6756                                    ; preds = %6753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2687, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6757                                    ; preds = %6753
  %6758 = xor i32 %5, -597981332
  %6759 = icmp ult i32 %6758, 5
  br i1 %6759, label %6760, label %6761

; <label>:6760                                    ; preds = %6757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2688, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6761                                    ; preds = %6757
  %6762 = xor i32 %5, -300092525
  %6763 = icmp ult i32 %6762, 5
  br i1 %6763, label %6764, label %6765

; <label>:6764                                    ; preds = %6761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2689, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6765                                    ; preds = %6761
  %6766 = xor i32 %5, -738418779
  %6767 = icmp ult i32 %6766, 5
  br i1 %6767, label %6768, label %6769

; <label>:6768                                    ; preds = %6765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2690, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6769                                    ; preds = %6765
  %6770 = xor i32 %5, -453342609
  %6771 = icmp ult i32 %6770, 5
  br i1 %6771, label %6772, label %6773

; <label>:6772                                    ; preds = %6769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2691, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6773                                    ; preds = %6769
  %6774 = xor i32 %5, -517863414
  %6775 = icmp ult i32 %6774, 5
  br i1 %6775, label %6776, label %6777

; <label>:6776                                    ; preds = %6773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2692, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6777                                    ; preds = %6773
  %6778 = xor i32 %5, 1076966996
  %6779 = icmp ult i32 %6778, 5
  br i1 %6779, label %6780, label %6781

; <label>:6780                                    ; preds = %6777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2693, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6781                                    ; preds = %6777
  %6782 = xor i32 %5, -1398274622
  %6783 = icmp ult i32 %6782, 5
  br i1 %6783, label %6784, label %6785

; <label>:6784                                    ; preds = %6781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2694, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6785                                    ; preds = %6781
  %6786 = xor i32 %5, 307910412
  %6787 = icmp ult i32 %6786, 5
  br i1 %6787, label %6788, label %6789

; <label>:6788                                    ; preds = %6785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2695, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6789                                    ; preds = %6785
  %6790 = xor i32 %5, 1001801759
  %6791 = icmp ult i32 %6790, 5
  br i1 %6791, label %6792, label %6793

; <label>:6792                                    ; preds = %6789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2696, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6793                                    ; preds = %6789
  %6794 = xor i32 %5, -1111227938
  %6795 = icmp ult i32 %6794, 5
  br i1 %6795, label %6796, label %6797

; <label>:6796                                    ; preds = %6793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2697, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6797                                    ; preds = %6793
  %6798 = xor i32 %5, 1924599389
  %6799 = icmp ult i32 %6798, 5
  br i1 %6799, label %6800, label %6801

; <label>:6800                                    ; preds = %6797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2698, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6801                                    ; preds = %6797
  %6802 = xor i32 %5, -1179416861
  %6803 = icmp ult i32 %6802, 5
  br i1 %6803, label %6804, label %6805

; <label>:6804                                    ; preds = %6801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2699, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6805                                    ; preds = %6801
  %6806 = xor i32 %5, 1410818400
  %6807 = icmp ult i32 %6806, 5
  br i1 %6807, label %6808, label %6809

; <label>:6808                                    ; preds = %6805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2700, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6809                                    ; preds = %6805
  %6810 = xor i32 %5, -1295813837
  %6811 = icmp ult i32 %6810, 5
  br i1 %6811, label %6812, label %6813

; <label>:6812                                    ; preds = %6809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2701, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6813                                    ; preds = %6809
  %6814 = xor i32 %5, -142373142
  %6815 = icmp ult i32 %6814, 5
  br i1 %6815, label %6816, label %6817

; <label>:6816                                    ; preds = %6813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2702, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6817                                    ; preds = %6813
  %6818 = xor i32 %5, -2040702546
  %6819 = icmp ult i32 %6818, 5
  br i1 %6819, label %6820, label %6821

; <label>:6820                                    ; preds = %6817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2703, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6821                                    ; preds = %6817
  %6822 = xor i32 %5, 1363632864
  %6823 = icmp ult i32 %6822, 5
  br i1 %6823, label %6824, label %6825

; <label>:6824                                    ; preds = %6821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2704, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6825                                    ; preds = %6821
  %6826 = xor i32 %5, 1870169447
  %6827 = icmp ult i32 %6826, 5
  br i1 %6827, label %6828, label %6829

; <label>:6828                                    ; preds = %6825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2705, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6829                                    ; preds = %6825
  %6830 = xor i32 %5, -1292127679
  %6831 = icmp ult i32 %6830, 5
  br i1 %6831, label %6832, label %6833

; <label>:6832                                    ; preds = %6829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2706, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6833                                    ; preds = %6829
  %6834 = xor i32 %5, 886987195
  %6835 = icmp ult i32 %6834, 5
  br i1 %6835, label %6836, label %6837

; <label>:6836                                    ; preds = %6833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2707, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6837                                    ; preds = %6833
  %6838 = xor i32 %5, -342827950
  %6839 = icmp ult i32 %6838, 5
  br i1 %6839, label %6840, label %6841

; <label>:6840                                    ; preds = %6837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2708, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6841                                    ; preds = %6837
  %6842 = xor i32 %5, -721607313
  %6843 = icmp ult i32 %6842, 5
  br i1 %6843, label %6844, label %6845

; <label>:6844                                    ; preds = %6841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2709, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6845                                    ; preds = %6841
  %6846 = xor i32 %5, 1356690426
  %6847 = icmp ult i32 %6846, 5
  br i1 %6847, label %6848, label %6849

; <label>:6848                                    ; preds = %6845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2710, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6849                                    ; preds = %6845
  %6850 = xor i32 %5, -696939573
  %6851 = icmp ult i32 %6850, 5
  br i1 %6851, label %6852, label %6853

; <label>:6852                                    ; preds = %6849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2711, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6853                                    ; preds = %6849
  %6854 = xor i32 %5, 516174986
  %6855 = icmp ult i32 %6854, 5
  br i1 %6855, label %6856, label %6857

; <label>:6856                                    ; preds = %6853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2712, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6857                                    ; preds = %6853
  %6858 = xor i32 %5, 204492401
  %6859 = icmp ult i32 %6858, 5
  br i1 %6859, label %6860, label %6861

; <label>:6860                                    ; preds = %6857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2713, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6861                                    ; preds = %6857
  %6862 = xor i32 %5, 1378780426
  %6863 = icmp ult i32 %6862, 5
  br i1 %6863, label %6864, label %6865

; <label>:6864                                    ; preds = %6861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2714, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6865                                    ; preds = %6861
  %6866 = xor i32 %5, -1726235950
  %6867 = icmp ult i32 %6866, 5
  br i1 %6867, label %6868, label %6869

; <label>:6868                                    ; preds = %6865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2715, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6869                                    ; preds = %6865
  %6870 = xor i32 %5, 76511066
  %6871 = icmp ult i32 %6870, 5
  br i1 %6871, label %6872, label %6873

; <label>:6872                                    ; preds = %6869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2716, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6873                                    ; preds = %6869
  %6874 = xor i32 %5, 1948461495
  %6875 = icmp ult i32 %6874, 5
  br i1 %6875, label %6876, label %6877

; <label>:6876                                    ; preds = %6873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2717, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6877                                    ; preds = %6873
  %6878 = xor i32 %5, 204256884
  %6879 = icmp ult i32 %6878, 5
  br i1 %6879, label %6880, label %6881

; <label>:6880                                    ; preds = %6877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2718, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6881                                    ; preds = %6877
  %6882 = xor i32 %5, -1968703740
  %6883 = icmp ult i32 %6882, 5
  br i1 %6883, label %6884, label %6885

; <label>:6884                                    ; preds = %6881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2719, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6885                                    ; preds = %6881
  %6886 = xor i32 %5, -1823651129
  %6887 = icmp ult i32 %6886, 5
  br i1 %6887, label %6888, label %6889

; <label>:6888                                    ; preds = %6885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2720, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6889                                    ; preds = %6885
  %6890 = xor i32 %5, 407603823
  %6891 = icmp ult i32 %6890, 5
  br i1 %6891, label %6892, label %6893

; <label>:6892                                    ; preds = %6889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2721, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6893                                    ; preds = %6889
  %6894 = xor i32 %5, -632532089
  %6895 = icmp ult i32 %6894, 5
  br i1 %6895, label %6896, label %6897

; <label>:6896                                    ; preds = %6893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2722, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6897                                    ; preds = %6893
  %6898 = xor i32 %5, -2049045247
  %6899 = icmp ult i32 %6898, 5
  br i1 %6899, label %6900, label %6901

; <label>:6900                                    ; preds = %6897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2723, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6901                                    ; preds = %6897
  %6902 = xor i32 %5, 1850546081
  %6903 = icmp ult i32 %6902, 5
  br i1 %6903, label %6904, label %6905

; <label>:6904                                    ; preds = %6901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2724, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6905                                    ; preds = %6901
  %6906 = xor i32 %5, -916373794
  %6907 = icmp ult i32 %6906, 5
  br i1 %6907, label %6908, label %6909

; <label>:6908                                    ; preds = %6905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2725, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6909                                    ; preds = %6905
  %6910 = xor i32 %5, 1162818892
  %6911 = icmp ult i32 %6910, 5
  br i1 %6911, label %6912, label %6913

; <label>:6912                                    ; preds = %6909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2726, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6913                                    ; preds = %6909
  %6914 = xor i32 %5, -473428756
  %6915 = icmp ult i32 %6914, 5
  br i1 %6915, label %6916, label %6917

; <label>:6916                                    ; preds = %6913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2727, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6917                                    ; preds = %6913
  %6918 = xor i32 %5, 1432040998
  %6919 = icmp ult i32 %6918, 5
  br i1 %6919, label %6920, label %6921

; <label>:6920                                    ; preds = %6917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2728, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6921                                    ; preds = %6917
  %6922 = xor i32 %5, 367346146
  %6923 = icmp ult i32 %6922, 5
  br i1 %6923, label %6924, label %6925

; <label>:6924                                    ; preds = %6921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2729, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6925                                    ; preds = %6921
  %6926 = xor i32 %5, -1971633017
  %6927 = icmp ult i32 %6926, 5
  br i1 %6927, label %6928, label %6929

; <label>:6928                                    ; preds = %6925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2730, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6929                                    ; preds = %6925
  %6930 = xor i32 %5, 1683116100
  %6931 = icmp ult i32 %6930, 5
  br i1 %6931, label %6932, label %6933

; <label>:6932                                    ; preds = %6929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2731, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6933                                    ; preds = %6929
  %6934 = xor i32 %5, -1307616243
  %6935 = icmp ult i32 %6934, 5
  br i1 %6935, label %6936, label %6937

; <label>:6936                                    ; preds = %6933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2732, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6937                                    ; preds = %6933
  %6938 = xor i32 %5, 276372421
  %6939 = icmp ult i32 %6938, 5
  br i1 %6939, label %6940, label %6941

; <label>:6940                                    ; preds = %6937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2733, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6941                                    ; preds = %6937
  %6942 = xor i32 %5, -995627360
  %6943 = icmp ult i32 %6942, 5
  br i1 %6943, label %6944, label %6945

; <label>:6944                                    ; preds = %6941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2734, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6945                                    ; preds = %6941
  %6946 = xor i32 %5, 8594288
  %6947 = icmp ult i32 %6946, 5
  br i1 %6947, label %6948, label %6949

; <label>:6948                                    ; preds = %6945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2735, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6949                                    ; preds = %6945
  %6950 = xor i32 %5, -2092746826
  %6951 = icmp ult i32 %6950, 5
  br i1 %6951, label %6952, label %6953

; <label>:6952                                    ; preds = %6949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2736, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6953                                    ; preds = %6949
  %6954 = xor i32 %5, -1058172796
  %6955 = icmp ult i32 %6954, 5
  br i1 %6955, label %6956, label %6957

; <label>:6956                                    ; preds = %6953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2737, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6957                                    ; preds = %6953
  %6958 = xor i32 %5, 1446751353
  %6959 = icmp ult i32 %6958, 5
  br i1 %6959, label %6960, label %6961

; <label>:6960                                    ; preds = %6957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2738, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6961                                    ; preds = %6957
  %6962 = xor i32 %5, -234426722
  %6963 = icmp ult i32 %6962, 5
  br i1 %6963, label %6964, label %6965

; <label>:6964                                    ; preds = %6961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2739, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6965                                    ; preds = %6961
  %6966 = xor i32 %5, 395017601
  %6967 = icmp ult i32 %6966, 5
  br i1 %6967, label %6968, label %6969

; <label>:6968                                    ; preds = %6965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2740, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6969                                    ; preds = %6965
  %6970 = xor i32 %5, 1975811304
  %6971 = icmp ult i32 %6970, 5
  br i1 %6971, label %6972, label %6973

; <label>:6972                                    ; preds = %6969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2741, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6973                                    ; preds = %6969
  %6974 = xor i32 %5, -1137104011
  %6975 = icmp ult i32 %6974, 5
  br i1 %6975, label %6976, label %6977

; <label>:6976                                    ; preds = %6973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2742, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6977                                    ; preds = %6973
  %6978 = xor i32 %5, -1726275220
  %6979 = icmp ult i32 %6978, 5
  br i1 %6979, label %6980, label %6981

; <label>:6980                                    ; preds = %6977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2743, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6981                                    ; preds = %6977
  %6982 = xor i32 %5, -895254555
  %6983 = icmp ult i32 %6982, 5
  br i1 %6983, label %6984, label %6985

; <label>:6984                                    ; preds = %6981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2744, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6985                                    ; preds = %6981
  %6986 = xor i32 %5, -535522110
  %6987 = icmp ult i32 %6986, 5
  br i1 %6987, label %6988, label %6989

; <label>:6988                                    ; preds = %6985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2745, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6989                                    ; preds = %6985
  %6990 = xor i32 %5, -1216355115
  %6991 = icmp ult i32 %6990, 5
  br i1 %6991, label %6992, label %6993

; <label>:6992                                    ; preds = %6989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2746, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6993                                    ; preds = %6989
  %6994 = xor i32 %5, -147197488
  %6995 = icmp ult i32 %6994, 5
  br i1 %6995, label %6996, label %6997

; <label>:6996                                    ; preds = %6993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2747, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:6997                                    ; preds = %6993
  %6998 = xor i32 %5, -1161146909
  %6999 = icmp ult i32 %6998, 5
  br i1 %6999, label %7000, label %7001

; <label>:7000                                    ; preds = %6997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2748, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7001                                    ; preds = %6997
  %7002 = xor i32 %5, -944725006
  %7003 = icmp ult i32 %7002, 5
  br i1 %7003, label %7004, label %7005

; <label>:7004                                    ; preds = %7001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2749, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7005                                    ; preds = %7001
  %7006 = xor i32 %5, 302210783
  %7007 = icmp ult i32 %7006, 5
  br i1 %7007, label %7008, label %7009

; <label>:7008                                    ; preds = %7005
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2750, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7009                                    ; preds = %7005
  %7010 = xor i32 %5, -1122073258
  %7011 = icmp ult i32 %7010, 5
  br i1 %7011, label %7012, label %7013

; <label>:7012                                    ; preds = %7009
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2751, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7013                                    ; preds = %7009
  %7014 = xor i32 %5, -1404488866
  %7015 = icmp ult i32 %7014, 5
  br i1 %7015, label %7016, label %7017

; <label>:7016                                    ; preds = %7013
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2752, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7017                                    ; preds = %7013
  %7018 = xor i32 %5, -638342535
  %7019 = icmp ult i32 %7018, 5
  br i1 %7019, label %7020, label %7021

; <label>:7020                                    ; preds = %7017
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2753, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7021                                    ; preds = %7017
  %7022 = xor i32 %5, -1896428825
  %7023 = icmp ult i32 %7022, 5
  br i1 %7023, label %7024, label %7025

; <label>:7024                                    ; preds = %7021
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2754, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7025                                    ; preds = %7021
  %7026 = xor i32 %5, 1074434799
  %7027 = icmp ult i32 %7026, 5
  br i1 %7027, label %7028, label %7029

; <label>:7028                                    ; preds = %7025
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2755, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7029                                    ; preds = %7025
  %7030 = xor i32 %5, -512600002
  %7031 = icmp ult i32 %7030, 5
  br i1 %7031, label %7032, label %7033

; <label>:7032                                    ; preds = %7029
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2756, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7033                                    ; preds = %7029
  %7034 = xor i32 %5, 1865323743
  %7035 = icmp ult i32 %7034, 5
  br i1 %7035, label %7036, label %7037

; <label>:7036                                    ; preds = %7033
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2757, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7037                                    ; preds = %7033
  %7038 = xor i32 %5, -1571902498
  %7039 = icmp ult i32 %7038, 5
  br i1 %7039, label %7040, label %7041

; <label>:7040                                    ; preds = %7037
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2758, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7041                                    ; preds = %7037
  %7042 = xor i32 %5, -270537815
  %7043 = icmp ult i32 %7042, 5
  br i1 %7043, label %7044, label %7045

; <label>:7044                                    ; preds = %7041
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2759, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7045                                    ; preds = %7041
  %7046 = xor i32 %5, -151455278
  %7047 = icmp ult i32 %7046, 5
  br i1 %7047, label %7048, label %7049

; <label>:7048                                    ; preds = %7045
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2760, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7049                                    ; preds = %7045
  %7050 = xor i32 %5, -831149992
  %7051 = icmp ult i32 %7050, 5
  br i1 %7051, label %7052, label %7053

; <label>:7052                                    ; preds = %7049
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2761, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7053                                    ; preds = %7049
  %7054 = xor i32 %5, 1674572099
  %7055 = icmp ult i32 %7054, 5
  br i1 %7055, label %7056, label %7057

; <label>:7056                                    ; preds = %7053
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2762, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7057                                    ; preds = %7053
  %7058 = xor i32 %5, 1660600579
  %7059 = icmp ult i32 %7058, 5
  br i1 %7059, label %7060, label %7061

; <label>:7060                                    ; preds = %7057
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2763, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7061                                    ; preds = %7057
  %7062 = xor i32 %5, -288635309
  %7063 = icmp ult i32 %7062, 5
  br i1 %7063, label %7064, label %7065

; <label>:7064                                    ; preds = %7061
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2764, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7065                                    ; preds = %7061
  %7066 = xor i32 %5, 1649421322
  %7067 = icmp ult i32 %7066, 5
  br i1 %7067, label %7068, label %7069

; <label>:7068                                    ; preds = %7065
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2765, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7069                                    ; preds = %7065
  %7070 = xor i32 %5, -421427320
  %7071 = icmp ult i32 %7070, 5
  br i1 %7071, label %7072, label %7073

; <label>:7072                                    ; preds = %7069
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2766, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7073                                    ; preds = %7069
  %7074 = xor i32 %5, -1283140117
  %7075 = icmp ult i32 %7074, 5
  br i1 %7075, label %7076, label %7077

; <label>:7076                                    ; preds = %7073
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2767, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7077                                    ; preds = %7073
  %7078 = xor i32 %5, -104617820
  %7079 = icmp ult i32 %7078, 5
  br i1 %7079, label %7080, label %7081

; <label>:7080                                    ; preds = %7077
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2768, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7081                                    ; preds = %7077
  %7082 = xor i32 %5, -384242134
  %7083 = icmp ult i32 %7082, 5
  br i1 %7083, label %7084, label %7085

; <label>:7084                                    ; preds = %7081
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2769, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7085                                    ; preds = %7081
  %7086 = xor i32 %5, -2071488044
  %7087 = icmp ult i32 %7086, 5
  br i1 %7087, label %7088, label %7089

; <label>:7088                                    ; preds = %7085
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2770, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7089                                    ; preds = %7085
  %7090 = xor i32 %5, 133032199
  %7091 = icmp ult i32 %7090, 5
  br i1 %7091, label %7092, label %7093

; <label>:7092                                    ; preds = %7089
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2771, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7093                                    ; preds = %7089
  %7094 = xor i32 %5, -240244341
  %7095 = icmp ult i32 %7094, 5
  br i1 %7095, label %7096, label %7097

; <label>:7096                                    ; preds = %7093
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2772, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7097                                    ; preds = %7093
  %7098 = xor i32 %5, -1609463639
  %7099 = icmp ult i32 %7098, 5
  br i1 %7099, label %7100, label %7101

; <label>:7100                                    ; preds = %7097
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2773, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7101                                    ; preds = %7097
  %7102 = xor i32 %5, -412331966
  %7103 = icmp ult i32 %7102, 5
  br i1 %7103, label %7104, label %7105

; <label>:7104                                    ; preds = %7101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2774, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7105                                    ; preds = %7101
  %7106 = xor i32 %5, 2005935483
  %7107 = icmp ult i32 %7106, 5
  br i1 %7107, label %7108, label %7109

; <label>:7108                                    ; preds = %7105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2775, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7109                                    ; preds = %7105
  %7110 = xor i32 %5, -490074106
  %7111 = icmp ult i32 %7110, 5
  br i1 %7111, label %7112, label %7113

; <label>:7112                                    ; preds = %7109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2776, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7113                                    ; preds = %7109
  %7114 = xor i32 %5, 711622394
  %7115 = icmp ult i32 %7114, 5
  br i1 %7115, label %7116, label %7117

; <label>:7116                                    ; preds = %7113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2777, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7117                                    ; preds = %7113
  %7118 = xor i32 %5, 657030642
  %7119 = icmp ult i32 %7118, 5
  br i1 %7119, label %7120, label %7121

; <label>:7120                                    ; preds = %7117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2778, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7121                                    ; preds = %7117
  %7122 = xor i32 %5, 982418976
  %7123 = icmp ult i32 %7122, 5
  br i1 %7123, label %7124, label %7125

; <label>:7124                                    ; preds = %7121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2779, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7125                                    ; preds = %7121
  %7126 = xor i32 %5, 2011215978
  %7127 = icmp ult i32 %7126, 5
  br i1 %7127, label %7128, label %7129

; <label>:7128                                    ; preds = %7125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2780, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7129                                    ; preds = %7125
  %7130 = xor i32 %5, -2052763148
  %7131 = icmp ult i32 %7130, 5
  br i1 %7131, label %7132, label %7133

; <label>:7132                                    ; preds = %7129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2781, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7133                                    ; preds = %7129
  %7134 = xor i32 %5, 1024129302
  %7135 = icmp ult i32 %7134, 5
  br i1 %7135, label %7136, label %7137

; <label>:7136                                    ; preds = %7133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2782, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7137                                    ; preds = %7133
  %7138 = xor i32 %5, 1424908852
  %7139 = icmp ult i32 %7138, 5
  br i1 %7139, label %7140, label %7141

; <label>:7140                                    ; preds = %7137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2783, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7141                                    ; preds = %7137
  %7142 = xor i32 %5, -1670932496
  %7143 = icmp ult i32 %7142, 5
  br i1 %7143, label %7144, label %7145

; <label>:7144                                    ; preds = %7141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2784, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7145                                    ; preds = %7141
  %7146 = xor i32 %5, 1683684714
  %7147 = icmp ult i32 %7146, 5
  br i1 %7147, label %7148, label %7149

; <label>:7148                                    ; preds = %7145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2785, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7149                                    ; preds = %7145
  %7150 = xor i32 %5, 72084310
  %7151 = icmp ult i32 %7150, 5
  br i1 %7151, label %7152, label %7153

; <label>:7152                                    ; preds = %7149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2786, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7153                                    ; preds = %7149
  %7154 = xor i32 %5, -88093280
  %7155 = icmp ult i32 %7154, 5
  br i1 %7155, label %7156, label %7157

; <label>:7156                                    ; preds = %7153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2787, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7157                                    ; preds = %7153
  %7158 = xor i32 %5, 1452990151
  %7159 = icmp ult i32 %7158, 5
  br i1 %7159, label %7160, label %7161

; <label>:7160                                    ; preds = %7157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2788, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7161                                    ; preds = %7157
  %7162 = xor i32 %5, 619477250
  %7163 = icmp ult i32 %7162, 5
  br i1 %7163, label %7164, label %7165

; <label>:7164                                    ; preds = %7161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2789, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7165                                    ; preds = %7161
  %7166 = xor i32 %5, 78185760
  %7167 = icmp ult i32 %7166, 5
  br i1 %7167, label %7168, label %7169

; <label>:7168                                    ; preds = %7165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2790, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7169                                    ; preds = %7165
  %7170 = xor i32 %5, -253193792
  %7171 = icmp ult i32 %7170, 5
  br i1 %7171, label %7172, label %7173

; <label>:7172                                    ; preds = %7169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2791, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7173                                    ; preds = %7169
  %7174 = xor i32 %5, -1745028233
  %7175 = icmp ult i32 %7174, 5
  br i1 %7175, label %7176, label %7177

; <label>:7176                                    ; preds = %7173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2792, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7177                                    ; preds = %7173
  %7178 = xor i32 %5, 1729906811
  %7179 = icmp ult i32 %7178, 5
  br i1 %7179, label %7180, label %7181

; <label>:7180                                    ; preds = %7177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2793, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7181                                    ; preds = %7177
  %7182 = xor i32 %5, -211012543
  %7183 = icmp ult i32 %7182, 5
  br i1 %7183, label %7184, label %7185

; <label>:7184                                    ; preds = %7181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2794, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7185                                    ; preds = %7181
  %7186 = xor i32 %5, 1064108230
  %7187 = icmp ult i32 %7186, 5
  br i1 %7187, label %7188, label %7189

; <label>:7188                                    ; preds = %7185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2795, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7189                                    ; preds = %7185
  %7190 = xor i32 %5, -689743581
  %7191 = icmp ult i32 %7190, 5
  br i1 %7191, label %7192, label %7193

; <label>:7192                                    ; preds = %7189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2796, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7193                                    ; preds = %7189
  %7194 = xor i32 %5, -744127403
  %7195 = icmp ult i32 %7194, 5
  br i1 %7195, label %7196, label %7197

; <label>:7196                                    ; preds = %7193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2797, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7197                                    ; preds = %7193
  %7198 = xor i32 %5, 2102119343
  %7199 = icmp ult i32 %7198, 5
  br i1 %7199, label %7200, label %7201

; <label>:7200                                    ; preds = %7197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2798, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7201                                    ; preds = %7197
  %7202 = xor i32 %5, -1982993007
  %7203 = icmp ult i32 %7202, 5
  br i1 %7203, label %7204, label %7205

; <label>:7204                                    ; preds = %7201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2799, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7205                                    ; preds = %7201
  %7206 = xor i32 %5, 85172174
  %7207 = icmp ult i32 %7206, 5
  br i1 %7207, label %7208, label %7209

; <label>:7208                                    ; preds = %7205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2800, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7209                                    ; preds = %7205
  %7210 = xor i32 %5, 1115629090
  %7211 = icmp ult i32 %7210, 5
  br i1 %7211, label %7212, label %7213

; <label>:7212                                    ; preds = %7209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2801, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7213                                    ; preds = %7209
  %7214 = xor i32 %5, 1314859547
  %7215 = icmp ult i32 %7214, 5
  br i1 %7215, label %7216, label %7217

; <label>:7216                                    ; preds = %7213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2802, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7217                                    ; preds = %7213
  %7218 = xor i32 %5, 1461445630
  %7219 = icmp ult i32 %7218, 5
  br i1 %7219, label %7220, label %7221

; <label>:7220                                    ; preds = %7217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2803, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7221                                    ; preds = %7217
  %7222 = xor i32 %5, 754169903
  %7223 = icmp ult i32 %7222, 5
  br i1 %7223, label %7224, label %7225

; <label>:7224                                    ; preds = %7221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2804, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7225                                    ; preds = %7221
  %7226 = xor i32 %5, -1718360186
  %7227 = icmp ult i32 %7226, 5
  br i1 %7227, label %7228, label %7229

; <label>:7228                                    ; preds = %7225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2805, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7229                                    ; preds = %7225
  %7230 = xor i32 %5, -524682864
  %7231 = icmp ult i32 %7230, 5
  br i1 %7231, label %7232, label %7233

; <label>:7232                                    ; preds = %7229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2806, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7233                                    ; preds = %7229
  %7234 = xor i32 %5, 1710431124
  %7235 = icmp ult i32 %7234, 5
  br i1 %7235, label %7236, label %7237

; <label>:7236                                    ; preds = %7233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2807, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7237                                    ; preds = %7233
  %7238 = xor i32 %5, -1643289134
  %7239 = icmp ult i32 %7238, 5
  br i1 %7239, label %7240, label %7241

; <label>:7240                                    ; preds = %7237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2808, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7241                                    ; preds = %7237
  %7242 = xor i32 %5, -314123759
  %7243 = icmp ult i32 %7242, 5
  br i1 %7243, label %7244, label %7245

; <label>:7244                                    ; preds = %7241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2809, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7245                                    ; preds = %7241
  %7246 = xor i32 %5, -1429369743
  %7247 = icmp ult i32 %7246, 5
  br i1 %7247, label %7248, label %7249

; <label>:7248                                    ; preds = %7245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2810, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7249                                    ; preds = %7245
  %7250 = xor i32 %5, -1799319621
  %7251 = icmp ult i32 %7250, 5
  br i1 %7251, label %7252, label %7253

; <label>:7252                                    ; preds = %7249
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2811, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7253                                    ; preds = %7249
  %7254 = xor i32 %5, 1645965194
  %7255 = icmp ult i32 %7254, 5
  br i1 %7255, label %7256, label %7257

; <label>:7256                                    ; preds = %7253
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2812, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7257                                    ; preds = %7253
  %7258 = xor i32 %5, -11887632
  %7259 = icmp ult i32 %7258, 5
  br i1 %7259, label %7260, label %7261

; <label>:7260                                    ; preds = %7257
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2813, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7261                                    ; preds = %7257
  %7262 = xor i32 %5, 1604685583
  %7263 = icmp ult i32 %7262, 5
  br i1 %7263, label %7264, label %7265

; <label>:7264                                    ; preds = %7261
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2814, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7265                                    ; preds = %7261
  %7266 = xor i32 %5, -1250900799
  %7267 = icmp ult i32 %7266, 5
  br i1 %7267, label %7268, label %7269

; <label>:7268                                    ; preds = %7265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2815, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7269                                    ; preds = %7265
  %7270 = xor i32 %5, 1239600889
  %7271 = icmp ult i32 %7270, 5
  br i1 %7271, label %7272, label %7273

; <label>:7272                                    ; preds = %7269
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2816, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7273                                    ; preds = %7269
  %7274 = xor i32 %5, -204993270
  %7275 = icmp ult i32 %7274, 5
  br i1 %7275, label %7276, label %7277

; <label>:7276                                    ; preds = %7273
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2817, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7277                                    ; preds = %7273
  %7278 = xor i32 %5, 925524985
  %7279 = icmp ult i32 %7278, 5
  br i1 %7279, label %7280, label %7281

; <label>:7280                                    ; preds = %7277
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2818, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7281                                    ; preds = %7277
  %7282 = xor i32 %5, 1308637292
  %7283 = icmp ult i32 %7282, 5
  br i1 %7283, label %7284, label %7285

; <label>:7284                                    ; preds = %7281
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2819, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7285                                    ; preds = %7281
  %7286 = xor i32 %5, -1628946140
  %7287 = icmp ult i32 %7286, 5
  br i1 %7287, label %7288, label %7289

; <label>:7288                                    ; preds = %7285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2820, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7289                                    ; preds = %7285
  %7290 = xor i32 %5, -358568349
  %7291 = icmp ult i32 %7290, 5
  br i1 %7291, label %7292, label %7293

; <label>:7292                                    ; preds = %7289
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2821, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7293                                    ; preds = %7289
  %7294 = xor i32 %5, 1188417324
  %7295 = icmp ult i32 %7294, 5
  br i1 %7295, label %7296, label %7297

; <label>:7296                                    ; preds = %7293
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2822, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7297                                    ; preds = %7293
  %7298 = xor i32 %5, 1252990872
  %7299 = icmp ult i32 %7298, 5
  br i1 %7299, label %7300, label %7301

; <label>:7300                                    ; preds = %7297
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2823, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7301                                    ; preds = %7297
  %7302 = xor i32 %5, 1534871920
  %7303 = icmp ult i32 %7302, 5
  br i1 %7303, label %7304, label %7305

; <label>:7304                                    ; preds = %7301
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2824, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7305                                    ; preds = %7301
  %7306 = xor i32 %5, 71334097
  %7307 = icmp ult i32 %7306, 5
  br i1 %7307, label %7308, label %7309

; <label>:7308                                    ; preds = %7305
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2825, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7309                                    ; preds = %7305
  %7310 = xor i32 %5, -6940500
  %7311 = icmp ult i32 %7310, 5
  br i1 %7311, label %7312, label %7313

; <label>:7312                                    ; preds = %7309
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2826, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7313                                    ; preds = %7309
  %7314 = xor i32 %5, -1771917582
  %7315 = icmp ult i32 %7314, 5
  br i1 %7315, label %7316, label %7317

; <label>:7316                                    ; preds = %7313
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2827, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7317                                    ; preds = %7313
  %7318 = xor i32 %5, -1381817066
  %7319 = icmp ult i32 %7318, 5
  br i1 %7319, label %7320, label %7321

; <label>:7320                                    ; preds = %7317
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2828, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7321                                    ; preds = %7317
  %7322 = xor i32 %5, 1570909169
  %7323 = icmp ult i32 %7322, 5
  br i1 %7323, label %7324, label %7325

; <label>:7324                                    ; preds = %7321
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2829, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7325                                    ; preds = %7321
  %7326 = xor i32 %5, 624204841
  %7327 = icmp ult i32 %7326, 5
  br i1 %7327, label %7328, label %7329

; <label>:7328                                    ; preds = %7325
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2830, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7329                                    ; preds = %7325
  %7330 = xor i32 %5, -1264599787
  %7331 = icmp ult i32 %7330, 5
  br i1 %7331, label %7332, label %7333

; <label>:7332                                    ; preds = %7329
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2831, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7333                                    ; preds = %7329
  %7334 = xor i32 %5, -935025
  %7335 = icmp ult i32 %7334, 5
  br i1 %7335, label %7336, label %7337

; <label>:7336                                    ; preds = %7333
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2832, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7337                                    ; preds = %7333
  %7338 = xor i32 %5, -1552832225
  %7339 = icmp ult i32 %7338, 5
  br i1 %7339, label %7340, label %7341

; <label>:7340                                    ; preds = %7337
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2833, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7341                                    ; preds = %7337
  %7342 = xor i32 %5, -555897416
  %7343 = icmp ult i32 %7342, 5
  br i1 %7343, label %7344, label %7345

; <label>:7344                                    ; preds = %7341
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2834, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7345                                    ; preds = %7341
  %7346 = xor i32 %5, -2138622682
  %7347 = icmp ult i32 %7346, 5
  br i1 %7347, label %7348, label %7349

; <label>:7348                                    ; preds = %7345
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2835, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7349                                    ; preds = %7345
  %7350 = xor i32 %5, -1764200709
  %7351 = icmp ult i32 %7350, 5
  br i1 %7351, label %7352, label %7353

; <label>:7352                                    ; preds = %7349
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2836, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7353                                    ; preds = %7349
  %7354 = xor i32 %5, 863724282
  %7355 = icmp ult i32 %7354, 5
  br i1 %7355, label %7356, label %7357

; <label>:7356                                    ; preds = %7353
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2837, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7357                                    ; preds = %7353
  %7358 = xor i32 %5, 1794725122
  %7359 = icmp ult i32 %7358, 5
  br i1 %7359, label %7360, label %7361

; <label>:7360                                    ; preds = %7357
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2838, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7361                                    ; preds = %7357
  %7362 = xor i32 %5, 929247608
  %7363 = icmp ult i32 %7362, 5
  br i1 %7363, label %7364, label %7365

; <label>:7364                                    ; preds = %7361
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2839, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7365                                    ; preds = %7361
  %7366 = xor i32 %5, 1540646584
  %7367 = icmp ult i32 %7366, 5
  br i1 %7367, label %7368, label %7369

; <label>:7368                                    ; preds = %7365
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2840, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7369                                    ; preds = %7365
  %7370 = xor i32 %5, -1885222881
  %7371 = icmp ult i32 %7370, 5
  br i1 %7371, label %7372, label %7373

; <label>:7372                                    ; preds = %7369
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2841, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7373                                    ; preds = %7369
  %7374 = xor i32 %5, -1852185608
  %7375 = icmp ult i32 %7374, 5
  br i1 %7375, label %7376, label %7377

; <label>:7376                                    ; preds = %7373
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2842, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7377                                    ; preds = %7373
  %7378 = xor i32 %5, 1777253029
  %7379 = icmp ult i32 %7378, 5
  br i1 %7379, label %7380, label %7381

; <label>:7380                                    ; preds = %7377
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2843, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7381                                    ; preds = %7377
  %7382 = xor i32 %5, -568322185
  %7383 = icmp ult i32 %7382, 5
  br i1 %7383, label %7384, label %7385

; <label>:7384                                    ; preds = %7381
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2844, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7385                                    ; preds = %7381
  %7386 = xor i32 %5, -1042554383
  %7387 = icmp ult i32 %7386, 5
  br i1 %7387, label %7388, label %7389

; <label>:7388                                    ; preds = %7385
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2845, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7389                                    ; preds = %7385
  %7390 = xor i32 %5, 756735311
  %7391 = icmp ult i32 %7390, 5
  br i1 %7391, label %7392, label %7393

; <label>:7392                                    ; preds = %7389
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2846, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7393                                    ; preds = %7389
  %7394 = xor i32 %5, 501873526
  %7395 = icmp ult i32 %7394, 5
  br i1 %7395, label %7396, label %7397

; <label>:7396                                    ; preds = %7393
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2847, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7397                                    ; preds = %7393
  %7398 = xor i32 %5, -1506347317
  %7399 = icmp ult i32 %7398, 5
  br i1 %7399, label %7400, label %7401

; <label>:7400                                    ; preds = %7397
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2848, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7401                                    ; preds = %7397
  %7402 = xor i32 %5, 1277842463
  %7403 = icmp ult i32 %7402, 5
  br i1 %7403, label %7404, label %7405

; <label>:7404                                    ; preds = %7401
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2849, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7405                                    ; preds = %7401
  %7406 = xor i32 %5, -1259304762
  %7407 = icmp ult i32 %7406, 5
  br i1 %7407, label %7408, label %7409

; <label>:7408                                    ; preds = %7405
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2850, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7409                                    ; preds = %7405
  %7410 = xor i32 %5, 2077102785
  %7411 = icmp ult i32 %7410, 5
  br i1 %7411, label %7412, label %7413

; <label>:7412                                    ; preds = %7409
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2851, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7413                                    ; preds = %7409
  %7414 = xor i32 %5, -1266291066
  %7415 = icmp ult i32 %7414, 5
  br i1 %7415, label %7416, label %7417

; <label>:7416                                    ; preds = %7413
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2852, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7417                                    ; preds = %7413
  %7418 = xor i32 %5, -1608145919
  %7419 = icmp ult i32 %7418, 5
  br i1 %7419, label %7420, label %7421

; <label>:7420                                    ; preds = %7417
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2853, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7421                                    ; preds = %7417
  %7422 = xor i32 %5, 1409268686
  %7423 = icmp ult i32 %7422, 5
  br i1 %7423, label %7424, label %7425

; <label>:7424                                    ; preds = %7421
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2854, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7425                                    ; preds = %7421
  %7426 = xor i32 %5, 1643375876
  %7427 = icmp ult i32 %7426, 5
  br i1 %7427, label %7428, label %7429

; <label>:7428                                    ; preds = %7425
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2855, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7429                                    ; preds = %7425
  %7430 = xor i32 %5, -538838358
  %7431 = icmp ult i32 %7430, 5
  br i1 %7431, label %7432, label %7433

; <label>:7432                                    ; preds = %7429
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2856, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7433                                    ; preds = %7429
  %7434 = xor i32 %5, -683950416
  %7435 = icmp ult i32 %7434, 5
  br i1 %7435, label %7436, label %7437

; <label>:7436                                    ; preds = %7433
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2857, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7437                                    ; preds = %7433
  %7438 = xor i32 %5, -1592981677
  %7439 = icmp ult i32 %7438, 5
  br i1 %7439, label %7440, label %7441

; <label>:7440                                    ; preds = %7437
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2858, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7441                                    ; preds = %7437
  %7442 = xor i32 %5, -1377762371
  %7443 = icmp ult i32 %7442, 5
  br i1 %7443, label %7444, label %7445

; <label>:7444                                    ; preds = %7441
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2859, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7445                                    ; preds = %7441
  %7446 = xor i32 %5, 349643026
  %7447 = icmp ult i32 %7446, 5
  br i1 %7447, label %7448, label %7449

; <label>:7448                                    ; preds = %7445
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2860, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7449                                    ; preds = %7445
  %7450 = xor i32 %5, 177886573
  %7451 = icmp ult i32 %7450, 5
  br i1 %7451, label %7452, label %7453

; <label>:7452                                    ; preds = %7449
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2861, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7453                                    ; preds = %7449
  %7454 = xor i32 %5, 1303746933
  %7455 = icmp ult i32 %7454, 5
  br i1 %7455, label %7456, label %7457

; <label>:7456                                    ; preds = %7453
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2862, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7457                                    ; preds = %7453
  %7458 = xor i32 %5, -1128773944
  %7459 = icmp ult i32 %7458, 5
  br i1 %7459, label %7460, label %7461

; <label>:7460                                    ; preds = %7457
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2863, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7461                                    ; preds = %7457
  %7462 = xor i32 %5, -537617621
  %7463 = icmp ult i32 %7462, 5
  br i1 %7463, label %7464, label %7465

; <label>:7464                                    ; preds = %7461
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2864, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7465                                    ; preds = %7461
  %7466 = xor i32 %5, -1842362769
  %7467 = icmp ult i32 %7466, 5
  br i1 %7467, label %7468, label %7469

; <label>:7468                                    ; preds = %7465
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2865, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7469                                    ; preds = %7465
  %7470 = xor i32 %5, 508191829
  %7471 = icmp ult i32 %7470, 5
  br i1 %7471, label %7472, label %7473

; <label>:7472                                    ; preds = %7469
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2866, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7473                                    ; preds = %7469
  %7474 = xor i32 %5, -404851664
  %7475 = icmp ult i32 %7474, 5
  br i1 %7475, label %7476, label %7477

; <label>:7476                                    ; preds = %7473
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2867, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7477                                    ; preds = %7473
  %7478 = xor i32 %5, 305645457
  %7479 = icmp ult i32 %7478, 5
  br i1 %7479, label %7480, label %7481

; <label>:7480                                    ; preds = %7477
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2868, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7481                                    ; preds = %7477
  %7482 = xor i32 %5, 1637768117
  %7483 = icmp ult i32 %7482, 5
  br i1 %7483, label %7484, label %7485

; <label>:7484                                    ; preds = %7481
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2869, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7485                                    ; preds = %7481
  %7486 = xor i32 %5, 1952585222
  %7487 = icmp ult i32 %7486, 5
  br i1 %7487, label %7488, label %7489

; <label>:7488                                    ; preds = %7485
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2870, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7489                                    ; preds = %7485
  %7490 = xor i32 %5, 2096178577
  %7491 = icmp ult i32 %7490, 5
  br i1 %7491, label %7492, label %7493

; <label>:7492                                    ; preds = %7489
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2871, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7493                                    ; preds = %7489
  %7494 = xor i32 %5, -1616055559
  %7495 = icmp ult i32 %7494, 5
  br i1 %7495, label %7496, label %7497

; <label>:7496                                    ; preds = %7493
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2872, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7497                                    ; preds = %7493
  %7498 = xor i32 %5, -1846811709
  %7499 = icmp ult i32 %7498, 5
  br i1 %7499, label %7500, label %7501

; <label>:7500                                    ; preds = %7497
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2873, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7501                                    ; preds = %7497
  %7502 = xor i32 %5, -857296087
  %7503 = icmp ult i32 %7502, 5
  br i1 %7503, label %7504, label %7505

; <label>:7504                                    ; preds = %7501
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2874, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7505                                    ; preds = %7501
  %7506 = xor i32 %5, -102846449
  %7507 = icmp ult i32 %7506, 5
  br i1 %7507, label %7508, label %7509

; <label>:7508                                    ; preds = %7505
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2875, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7509                                    ; preds = %7505
  %7510 = xor i32 %5, 762729558
  %7511 = icmp ult i32 %7510, 5
  br i1 %7511, label %7512, label %7513

; <label>:7512                                    ; preds = %7509
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2876, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7513                                    ; preds = %7509
  %7514 = xor i32 %5, 1875345350
  %7515 = icmp ult i32 %7514, 5
  br i1 %7515, label %7516, label %7517

; <label>:7516                                    ; preds = %7513
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2877, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7517                                    ; preds = %7513
  %7518 = xor i32 %5, 1416275465
  %7519 = icmp ult i32 %7518, 5
  br i1 %7519, label %7520, label %7521

; <label>:7520                                    ; preds = %7517
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2878, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7521                                    ; preds = %7517
  %7522 = xor i32 %5, -1873540783
  %7523 = icmp ult i32 %7522, 5
  br i1 %7523, label %7524, label %7525

; <label>:7524                                    ; preds = %7521
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2879, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7525                                    ; preds = %7521
  %7526 = xor i32 %5, -468954389
  %7527 = icmp ult i32 %7526, 5
  br i1 %7527, label %7528, label %7529

; <label>:7528                                    ; preds = %7525
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2880, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7529                                    ; preds = %7525
  %7530 = xor i32 %5, -909945128
  %7531 = icmp ult i32 %7530, 5
  br i1 %7531, label %7532, label %7533

; <label>:7532                                    ; preds = %7529
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2881, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7533                                    ; preds = %7529
  %7534 = xor i32 %5, -205535117
  %7535 = icmp ult i32 %7534, 5
  br i1 %7535, label %7536, label %7537

; <label>:7536                                    ; preds = %7533
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2882, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7537                                    ; preds = %7533
  %7538 = xor i32 %5, 1471186519
  %7539 = icmp ult i32 %7538, 5
  br i1 %7539, label %7540, label %7541

; <label>:7540                                    ; preds = %7537
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2883, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7541                                    ; preds = %7537
  %7542 = xor i32 %5, 1481582228
  %7543 = icmp ult i32 %7542, 5
  br i1 %7543, label %7544, label %7545

; <label>:7544                                    ; preds = %7541
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2884, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7545                                    ; preds = %7541
  %7546 = xor i32 %5, 144427044
  %7547 = icmp ult i32 %7546, 5
  br i1 %7547, label %7548, label %7549

; <label>:7548                                    ; preds = %7545
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2885, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7549                                    ; preds = %7545
  %7550 = xor i32 %5, 446116225
  %7551 = icmp ult i32 %7550, 5
  br i1 %7551, label %7552, label %7553

; <label>:7552                                    ; preds = %7549
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2886, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7553                                    ; preds = %7549
  %7554 = xor i32 %5, -1680854934
  %7555 = icmp ult i32 %7554, 5
  br i1 %7555, label %7556, label %7557

; <label>:7556                                    ; preds = %7553
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2887, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7557                                    ; preds = %7553
  %7558 = xor i32 %5, -258540630
  %7559 = icmp ult i32 %7558, 5
  br i1 %7559, label %7560, label %7561

; <label>:7560                                    ; preds = %7557
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2888, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7561                                    ; preds = %7557
  %7562 = xor i32 %5, -1815237638
  %7563 = icmp ult i32 %7562, 5
  br i1 %7563, label %7564, label %7565

; <label>:7564                                    ; preds = %7561
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2889, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7565                                    ; preds = %7561
  %7566 = xor i32 %5, -1743708573
  %7567 = icmp ult i32 %7566, 5
  br i1 %7567, label %7568, label %7569

; <label>:7568                                    ; preds = %7565
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2890, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7569                                    ; preds = %7565
  %7570 = xor i32 %5, 1356956953
  %7571 = icmp ult i32 %7570, 5
  br i1 %7571, label %7572, label %7573

; <label>:7572                                    ; preds = %7569
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2891, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7573                                    ; preds = %7569
  %7574 = xor i32 %5, -1544766940
  %7575 = icmp ult i32 %7574, 5
  br i1 %7575, label %7576, label %7577

; <label>:7576                                    ; preds = %7573
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2892, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7577                                    ; preds = %7573
  %7578 = xor i32 %5, 982998393
  %7579 = icmp ult i32 %7578, 5
  br i1 %7579, label %7580, label %7581

; <label>:7580                                    ; preds = %7577
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2893, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7581                                    ; preds = %7577
  %7582 = xor i32 %5, -1624879415
  %7583 = icmp ult i32 %7582, 5
  br i1 %7583, label %7584, label %7585

; <label>:7584                                    ; preds = %7581
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2894, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7585                                    ; preds = %7581
  %7586 = xor i32 %5, 42926908
  %7587 = icmp ult i32 %7586, 5
  br i1 %7587, label %7588, label %7589

; <label>:7588                                    ; preds = %7585
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2895, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7589                                    ; preds = %7585
  %7590 = xor i32 %5, -920865735
  %7591 = icmp ult i32 %7590, 5
  br i1 %7591, label %7592, label %7593

; <label>:7592                                    ; preds = %7589
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2896, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7593                                    ; preds = %7589
  %7594 = xor i32 %5, -1854341206
  %7595 = icmp ult i32 %7594, 5
  br i1 %7595, label %7596, label %7597

; <label>:7596                                    ; preds = %7593
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2897, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7597                                    ; preds = %7593
  %7598 = xor i32 %5, -1327874933
  %7599 = icmp ult i32 %7598, 5
  br i1 %7599, label %7600, label %7601

; <label>:7600                                    ; preds = %7597
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2898, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7601                                    ; preds = %7597
  %7602 = xor i32 %5, 1375223656
  %7603 = icmp ult i32 %7602, 5
  br i1 %7603, label %7604, label %7605

; <label>:7604                                    ; preds = %7601
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2899, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7605                                    ; preds = %7601
  %7606 = xor i32 %5, 532756291
  %7607 = icmp ult i32 %7606, 5
  br i1 %7607, label %7608, label %7609

; <label>:7608                                    ; preds = %7605
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2900, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7609                                    ; preds = %7605
  %7610 = xor i32 %5, -2038968574
  %7611 = icmp ult i32 %7610, 5
  br i1 %7611, label %7612, label %7613

; <label>:7612                                    ; preds = %7609
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2901, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7613                                    ; preds = %7609
  %7614 = xor i32 %5, -983276060
  %7615 = icmp ult i32 %7614, 5
  br i1 %7615, label %7616, label %7617

; <label>:7616                                    ; preds = %7613
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2902, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7617                                    ; preds = %7613
  %7618 = xor i32 %5, -411263669
  %7619 = icmp ult i32 %7618, 5
  br i1 %7619, label %7620, label %7621

; <label>:7620                                    ; preds = %7617
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2903, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7621                                    ; preds = %7617
  %7622 = xor i32 %5, 2145326939
  %7623 = icmp ult i32 %7622, 5
  br i1 %7623, label %7624, label %7625

; <label>:7624                                    ; preds = %7621
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2904, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7625                                    ; preds = %7621
  %7626 = xor i32 %5, -934929484
  %7627 = icmp ult i32 %7626, 5
  br i1 %7627, label %7628, label %7629

; <label>:7628                                    ; preds = %7625
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2905, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7629                                    ; preds = %7625
  %7630 = xor i32 %5, -765546925
  %7631 = icmp ult i32 %7630, 5
  br i1 %7631, label %7632, label %7633

; <label>:7632                                    ; preds = %7629
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2906, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7633                                    ; preds = %7629
  %7634 = xor i32 %5, -1115778385
  %7635 = icmp ult i32 %7634, 5
  br i1 %7635, label %7636, label %7637

; <label>:7636                                    ; preds = %7633
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2907, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7637                                    ; preds = %7633
  %7638 = xor i32 %5, 1261757440
  %7639 = icmp ult i32 %7638, 5
  br i1 %7639, label %7640, label %7641

; <label>:7640                                    ; preds = %7637
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2908, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7641                                    ; preds = %7637
  %7642 = xor i32 %5, -1621032873
  %7643 = icmp ult i32 %7642, 5
  br i1 %7643, label %7644, label %7645

; <label>:7644                                    ; preds = %7641
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2909, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7645                                    ; preds = %7641
  %7646 = xor i32 %5, -1001475234
  %7647 = icmp ult i32 %7646, 5
  br i1 %7647, label %7648, label %7649

; <label>:7648                                    ; preds = %7645
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2910, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7649                                    ; preds = %7645
  %7650 = xor i32 %5, 1813773912
  %7651 = icmp ult i32 %7650, 5
  br i1 %7651, label %7652, label %7653

; <label>:7652                                    ; preds = %7649
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2911, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7653                                    ; preds = %7649
  %7654 = xor i32 %5, -960145328
  %7655 = icmp ult i32 %7654, 5
  br i1 %7655, label %7656, label %7657

; <label>:7656                                    ; preds = %7653
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2912, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7657                                    ; preds = %7653
  %7658 = xor i32 %5, -1327895507
  %7659 = icmp ult i32 %7658, 5
  br i1 %7659, label %7660, label %7661

; <label>:7660                                    ; preds = %7657
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2913, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7661                                    ; preds = %7657
  %7662 = xor i32 %5, -225095597
  %7663 = icmp ult i32 %7662, 5
  br i1 %7663, label %7664, label %7665

; <label>:7664                                    ; preds = %7661
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2914, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7665                                    ; preds = %7661
  %7666 = xor i32 %5, -650320073
  %7667 = icmp ult i32 %7666, 5
  br i1 %7667, label %7668, label %7669

; <label>:7668                                    ; preds = %7665
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2915, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7669                                    ; preds = %7665
  %7670 = xor i32 %5, -1347946059
  %7671 = icmp ult i32 %7670, 5
  br i1 %7671, label %7672, label %7673

; <label>:7672                                    ; preds = %7669
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2916, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7673                                    ; preds = %7669
  %7674 = xor i32 %5, -1354723431
  %7675 = icmp ult i32 %7674, 5
  br i1 %7675, label %7676, label %7677

; <label>:7676                                    ; preds = %7673
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2917, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7677                                    ; preds = %7673
  %7678 = xor i32 %5, 908682167
  %7679 = icmp ult i32 %7678, 5
  br i1 %7679, label %7680, label %7681

; <label>:7680                                    ; preds = %7677
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2918, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7681                                    ; preds = %7677
  %7682 = xor i32 %5, 670196437
  %7683 = icmp ult i32 %7682, 5
  br i1 %7683, label %7684, label %7685

; <label>:7684                                    ; preds = %7681
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2919, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7685                                    ; preds = %7681
  %7686 = xor i32 %5, -151856343
  %7687 = icmp ult i32 %7686, 5
  br i1 %7687, label %7688, label %7689

; <label>:7688                                    ; preds = %7685
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2920, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7689                                    ; preds = %7685
  %7690 = xor i32 %5, -1691047290
  %7691 = icmp ult i32 %7690, 5
  br i1 %7691, label %7692, label %7693

; <label>:7692                                    ; preds = %7689
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2921, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7693                                    ; preds = %7689
  %7694 = xor i32 %5, -573214177
  %7695 = icmp ult i32 %7694, 5
  br i1 %7695, label %7696, label %7697

; <label>:7696                                    ; preds = %7693
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2922, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7697                                    ; preds = %7693
  %7698 = xor i32 %5, 143289535
  %7699 = icmp ult i32 %7698, 5
  br i1 %7699, label %7700, label %7701

; <label>:7700                                    ; preds = %7697
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2923, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7701                                    ; preds = %7697
  %7702 = xor i32 %5, -1942293914
  %7703 = icmp ult i32 %7702, 5
  br i1 %7703, label %7704, label %7705

; <label>:7704                                    ; preds = %7701
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2924, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7705                                    ; preds = %7701
  %7706 = xor i32 %5, -729824951
  %7707 = icmp ult i32 %7706, 5
  br i1 %7707, label %7708, label %7709

; <label>:7708                                    ; preds = %7705
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2925, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7709                                    ; preds = %7705
  %7710 = xor i32 %5, -533688703
  %7711 = icmp ult i32 %7710, 5
  br i1 %7711, label %7712, label %7713

; <label>:7712                                    ; preds = %7709
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2926, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7713                                    ; preds = %7709
  %7714 = xor i32 %5, -1252879758
  %7715 = icmp ult i32 %7714, 5
  br i1 %7715, label %7716, label %7717

; <label>:7716                                    ; preds = %7713
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2927, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7717                                    ; preds = %7713
  %7718 = xor i32 %5, 87375845
  %7719 = icmp ult i32 %7718, 5
  br i1 %7719, label %7720, label %7721

; <label>:7720                                    ; preds = %7717
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2928, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7721                                    ; preds = %7717
  %7722 = xor i32 %5, -1117149577
  %7723 = icmp ult i32 %7722, 5
  br i1 %7723, label %7724, label %7725

; <label>:7724                                    ; preds = %7721
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2929, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7725                                    ; preds = %7721
  %7726 = xor i32 %5, -82382765
  %7727 = icmp ult i32 %7726, 5
  br i1 %7727, label %7728, label %7729

; <label>:7728                                    ; preds = %7725
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2930, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7729                                    ; preds = %7725
  %7730 = xor i32 %5, 786644074
  %7731 = icmp ult i32 %7730, 5
  br i1 %7731, label %7732, label %7733

; <label>:7732                                    ; preds = %7729
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2931, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7733                                    ; preds = %7729
  %7734 = xor i32 %5, 1639345570
  %7735 = icmp ult i32 %7734, 5
  br i1 %7735, label %7736, label %7737

; <label>:7736                                    ; preds = %7733
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2932, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7737                                    ; preds = %7733
  %7738 = xor i32 %5, -1363557414
  %7739 = icmp ult i32 %7738, 5
  br i1 %7739, label %7740, label %7741

; <label>:7740                                    ; preds = %7737
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2933, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7741                                    ; preds = %7737
  %7742 = xor i32 %5, 831329274
  %7743 = icmp ult i32 %7742, 5
  br i1 %7743, label %7744, label %7745

; <label>:7744                                    ; preds = %7741
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2934, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7745                                    ; preds = %7741
  %7746 = xor i32 %5, 1473521444
  %7747 = icmp ult i32 %7746, 5
  br i1 %7747, label %7748, label %7749

; <label>:7748                                    ; preds = %7745
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2935, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7749                                    ; preds = %7745
  %7750 = xor i32 %5, -2109225406
  %7751 = icmp ult i32 %7750, 5
  br i1 %7751, label %7752, label %7753

; <label>:7752                                    ; preds = %7749
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2936, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7753                                    ; preds = %7749
  %7754 = xor i32 %5, -19860810
  %7755 = icmp ult i32 %7754, 5
  br i1 %7755, label %7756, label %7757

; <label>:7756                                    ; preds = %7753
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2937, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7757                                    ; preds = %7753
  %7758 = xor i32 %5, -775955465
  %7759 = icmp ult i32 %7758, 5
  br i1 %7759, label %7760, label %7761

; <label>:7760                                    ; preds = %7757
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2938, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7761                                    ; preds = %7757
  %7762 = xor i32 %5, 1032309010
  %7763 = icmp ult i32 %7762, 5
  br i1 %7763, label %7764, label %7765

; <label>:7764                                    ; preds = %7761
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2939, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7765                                    ; preds = %7761
  %7766 = xor i32 %5, 708098321
  %7767 = icmp ult i32 %7766, 5
  br i1 %7767, label %7768, label %7769

; <label>:7768                                    ; preds = %7765
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2940, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7769                                    ; preds = %7765
  %7770 = xor i32 %5, 1739762487
  %7771 = icmp ult i32 %7770, 5
  br i1 %7771, label %7772, label %7773

; <label>:7772                                    ; preds = %7769
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2941, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7773                                    ; preds = %7769
  %7774 = xor i32 %5, -1969861228
  %7775 = icmp ult i32 %7774, 5
  br i1 %7775, label %7776, label %7777

; <label>:7776                                    ; preds = %7773
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2942, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7777                                    ; preds = %7773
  %7778 = xor i32 %5, -1883859490
  %7779 = icmp ult i32 %7778, 5
  br i1 %7779, label %7780, label %7781

; <label>:7780                                    ; preds = %7777
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2943, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7781                                    ; preds = %7777
  %7782 = xor i32 %5, 1869242244
  %7783 = icmp ult i32 %7782, 5
  br i1 %7783, label %7784, label %7785

; <label>:7784                                    ; preds = %7781
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2944, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7785                                    ; preds = %7781
  %7786 = xor i32 %5, 1183913613
  %7787 = icmp ult i32 %7786, 5
  br i1 %7787, label %7788, label %7789

; <label>:7788                                    ; preds = %7785
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2945, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7789                                    ; preds = %7785
  %7790 = xor i32 %5, 1567261515
  %7791 = icmp ult i32 %7790, 5
  br i1 %7791, label %7792, label %7793

; <label>:7792                                    ; preds = %7789
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2946, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7793                                    ; preds = %7789
  %7794 = xor i32 %5, -1012929165
  %7795 = icmp ult i32 %7794, 5
  br i1 %7795, label %7796, label %7797

; <label>:7796                                    ; preds = %7793
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2947, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7797                                    ; preds = %7793
  %7798 = xor i32 %5, -1780712582
  %7799 = icmp ult i32 %7798, 5
  br i1 %7799, label %7800, label %7801

; <label>:7800                                    ; preds = %7797
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2948, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7801                                    ; preds = %7797
  %7802 = xor i32 %5, -1031140293
  %7803 = icmp ult i32 %7802, 5
  br i1 %7803, label %7804, label %7805

; <label>:7804                                    ; preds = %7801
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2949, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7805                                    ; preds = %7801
  %7806 = xor i32 %5, 402775940
  %7807 = icmp ult i32 %7806, 5
  br i1 %7807, label %7808, label %7809

; <label>:7808                                    ; preds = %7805
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2950, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7809                                    ; preds = %7805
  %7810 = xor i32 %5, -1861243514
  %7811 = icmp ult i32 %7810, 5
  br i1 %7811, label %7812, label %7813

; <label>:7812                                    ; preds = %7809
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2951, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7813                                    ; preds = %7809
  %7814 = xor i32 %5, -500116560
  %7815 = icmp ult i32 %7814, 5
  br i1 %7815, label %7816, label %7817

; <label>:7816                                    ; preds = %7813
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2952, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7817                                    ; preds = %7813
  %7818 = xor i32 %5, 830154957
  %7819 = icmp ult i32 %7818, 5
  br i1 %7819, label %7820, label %7821

; <label>:7820                                    ; preds = %7817
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2953, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7821                                    ; preds = %7817
  %7822 = xor i32 %5, -1186212666
  %7823 = icmp ult i32 %7822, 5
  br i1 %7823, label %7824, label %7825

; <label>:7824                                    ; preds = %7821
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2954, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7825                                    ; preds = %7821
  %7826 = xor i32 %5, 747585187
  %7827 = icmp ult i32 %7826, 5
  br i1 %7827, label %7828, label %7829

; <label>:7828                                    ; preds = %7825
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2955, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7829                                    ; preds = %7825
  %7830 = xor i32 %5, -855773045
  %7831 = icmp ult i32 %7830, 5
  br i1 %7831, label %7832, label %7833

; <label>:7832                                    ; preds = %7829
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2956, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7833                                    ; preds = %7829
  %7834 = xor i32 %5, -786460307
  %7835 = icmp ult i32 %7834, 5
  br i1 %7835, label %7836, label %7837

; <label>:7836                                    ; preds = %7833
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2957, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7837                                    ; preds = %7833
  %7838 = xor i32 %5, 18196653
  %7839 = icmp ult i32 %7838, 5
  br i1 %7839, label %7840, label %7841

; <label>:7840                                    ; preds = %7837
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2958, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7841                                    ; preds = %7837
  %7842 = xor i32 %5, 261679701
  %7843 = icmp ult i32 %7842, 5
  br i1 %7843, label %7844, label %7845

; <label>:7844                                    ; preds = %7841
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2959, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7845                                    ; preds = %7841
  %7846 = xor i32 %5, -559152324
  %7847 = icmp ult i32 %7846, 5
  br i1 %7847, label %7848, label %7849

; <label>:7848                                    ; preds = %7845
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2960, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7849                                    ; preds = %7845
  %7850 = xor i32 %5, -987506264
  %7851 = icmp ult i32 %7850, 5
  br i1 %7851, label %7852, label %7853

; <label>:7852                                    ; preds = %7849
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2961, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7853                                    ; preds = %7849
  %7854 = xor i32 %5, 1140811459
  %7855 = icmp ult i32 %7854, 5
  br i1 %7855, label %7856, label %7857

; <label>:7856                                    ; preds = %7853
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2962, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7857                                    ; preds = %7853
  %7858 = xor i32 %5, 306649169
  %7859 = icmp ult i32 %7858, 5
  br i1 %7859, label %7860, label %7861

; <label>:7860                                    ; preds = %7857
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2963, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7861                                    ; preds = %7857
  %7862 = xor i32 %5, -2011734734
  %7863 = icmp ult i32 %7862, 5
  br i1 %7863, label %7864, label %7865

; <label>:7864                                    ; preds = %7861
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2964, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7865                                    ; preds = %7861
  %7866 = xor i32 %5, -1212624682
  %7867 = icmp ult i32 %7866, 5
  br i1 %7867, label %7868, label %7869

; <label>:7868                                    ; preds = %7865
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2965, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7869                                    ; preds = %7865
  %7870 = xor i32 %5, -2143093777
  %7871 = icmp ult i32 %7870, 5
  br i1 %7871, label %7872, label %7873

; <label>:7872                                    ; preds = %7869
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2966, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7873                                    ; preds = %7869
  %7874 = xor i32 %5, -1184284665
  %7875 = icmp ult i32 %7874, 5
  br i1 %7875, label %7876, label %7877

; <label>:7876                                    ; preds = %7873
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2967, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7877                                    ; preds = %7873
  %7878 = xor i32 %5, 1294632532
  %7879 = icmp ult i32 %7878, 5
  br i1 %7879, label %7880, label %7881

; <label>:7880                                    ; preds = %7877
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2968, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7881                                    ; preds = %7877
  %7882 = xor i32 %5, -611937877
  %7883 = icmp ult i32 %7882, 5
  br i1 %7883, label %7884, label %7885

; <label>:7884                                    ; preds = %7881
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2969, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7885                                    ; preds = %7881
  %7886 = xor i32 %5, 939113837
  %7887 = icmp ult i32 %7886, 5
  br i1 %7887, label %7888, label %7889

; <label>:7888                                    ; preds = %7885
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2970, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7889                                    ; preds = %7885
  %7890 = xor i32 %5, -1126929288
  %7891 = icmp ult i32 %7890, 5
  br i1 %7891, label %7892, label %7893

; <label>:7892                                    ; preds = %7889
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2971, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7893                                    ; preds = %7889
  %7894 = xor i32 %5, -551746415
  %7895 = icmp ult i32 %7894, 5
  br i1 %7895, label %7896, label %7897

; <label>:7896                                    ; preds = %7893
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2972, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7897                                    ; preds = %7893
  %7898 = xor i32 %5, -1341668378
  %7899 = icmp ult i32 %7898, 5
  br i1 %7899, label %7900, label %7901

; <label>:7900                                    ; preds = %7897
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2973, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7901                                    ; preds = %7897
  %7902 = xor i32 %5, -342303660
  %7903 = icmp ult i32 %7902, 5
  br i1 %7903, label %7904, label %7905

; <label>:7904                                    ; preds = %7901
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2974, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7905                                    ; preds = %7901
  %7906 = xor i32 %5, 351060455
  %7907 = icmp ult i32 %7906, 5
  br i1 %7907, label %7908, label %7909

; <label>:7908                                    ; preds = %7905
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2975, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7909                                    ; preds = %7905
  %7910 = xor i32 %5, 1829900006
  %7911 = icmp ult i32 %7910, 5
  br i1 %7911, label %7912, label %7913

; <label>:7912                                    ; preds = %7909
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2976, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7913                                    ; preds = %7909
  %7914 = xor i32 %5, 240185637
  %7915 = icmp ult i32 %7914, 5
  br i1 %7915, label %7916, label %7917

; <label>:7916                                    ; preds = %7913
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2977, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7917                                    ; preds = %7913
  %7918 = xor i32 %5, 310400874
  %7919 = icmp ult i32 %7918, 5
  br i1 %7919, label %7920, label %7921

; <label>:7920                                    ; preds = %7917
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2978, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7921                                    ; preds = %7917
  %7922 = xor i32 %5, -1492871667
  %7923 = icmp ult i32 %7922, 5
  br i1 %7923, label %7924, label %7925

; <label>:7924                                    ; preds = %7921
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2979, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7925                                    ; preds = %7921
  %7926 = xor i32 %5, 2051921467
  %7927 = icmp ult i32 %7926, 5
  br i1 %7927, label %7928, label %7929

; <label>:7928                                    ; preds = %7925
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2980, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7929                                    ; preds = %7925
  %7930 = xor i32 %5, -1978708136
  %7931 = icmp ult i32 %7930, 5
  br i1 %7931, label %7932, label %7933

; <label>:7932                                    ; preds = %7929
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2981, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7933                                    ; preds = %7929
  %7934 = xor i32 %5, 1254508121
  %7935 = icmp ult i32 %7934, 5
  br i1 %7935, label %7936, label %7937

; <label>:7936                                    ; preds = %7933
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2982, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7937                                    ; preds = %7933
  %7938 = xor i32 %5, -473078171
  %7939 = icmp ult i32 %7938, 5
  br i1 %7939, label %7940, label %7941

; <label>:7940                                    ; preds = %7937
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2983, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7941                                    ; preds = %7937
  %7942 = xor i32 %5, 1139194306
  %7943 = icmp ult i32 %7942, 5
  br i1 %7943, label %7944, label %7945

; <label>:7944                                    ; preds = %7941
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2984, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7945                                    ; preds = %7941
  %7946 = xor i32 %5, 238541274
  %7947 = icmp ult i32 %7946, 5
  br i1 %7947, label %7948, label %7949

; <label>:7948                                    ; preds = %7945
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2985, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7949                                    ; preds = %7945
  %7950 = xor i32 %5, -612344567
  %7951 = icmp ult i32 %7950, 5
  br i1 %7951, label %7952, label %7953

; <label>:7952                                    ; preds = %7949
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2986, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7953                                    ; preds = %7949
  %7954 = xor i32 %5, -698734412
  %7955 = icmp ult i32 %7954, 5
  br i1 %7955, label %7956, label %7957

; <label>:7956                                    ; preds = %7953
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2987, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7957                                    ; preds = %7953
  %7958 = xor i32 %5, 1746348846
  %7959 = icmp ult i32 %7958, 5
  br i1 %7959, label %7960, label %7961

; <label>:7960                                    ; preds = %7957
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2988, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7961                                    ; preds = %7957
  %7962 = xor i32 %5, -1408003386
  %7963 = icmp ult i32 %7962, 5
  br i1 %7963, label %7964, label %7965

; <label>:7964                                    ; preds = %7961
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2989, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7965                                    ; preds = %7961
  %7966 = xor i32 %5, -1541522749
  %7967 = icmp ult i32 %7966, 5
  br i1 %7967, label %7968, label %7969

; <label>:7968                                    ; preds = %7965
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2990, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7969                                    ; preds = %7965
  %7970 = xor i32 %5, -1888280564
  %7971 = icmp ult i32 %7970, 5
  br i1 %7971, label %7972, label %7973

; <label>:7972                                    ; preds = %7969
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2991, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7973                                    ; preds = %7969
  %7974 = xor i32 %5, -1676515906
  %7975 = icmp ult i32 %7974, 5
  br i1 %7975, label %7976, label %7977

; <label>:7976                                    ; preds = %7973
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2992, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7977                                    ; preds = %7973
  %7978 = xor i32 %5, 575187673
  %7979 = icmp ult i32 %7978, 5
  br i1 %7979, label %7980, label %7981

; <label>:7980                                    ; preds = %7977
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2993, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7981                                    ; preds = %7977
  %7982 = xor i32 %5, 564301673
  %7983 = icmp ult i32 %7982, 5
  br i1 %7983, label %7984, label %7985

; <label>:7984                                    ; preds = %7981
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2994, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7985                                    ; preds = %7981
  %7986 = xor i32 %5, -1335218171
  %7987 = icmp ult i32 %7986, 5
  br i1 %7987, label %7988, label %7989

; <label>:7988                                    ; preds = %7985
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2995, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7989                                    ; preds = %7985
  %7990 = xor i32 %5, -1548341019
  %7991 = icmp ult i32 %7990, 5
  br i1 %7991, label %7992, label %7993

; <label>:7992                                    ; preds = %7989
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2996, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7993                                    ; preds = %7989
  %7994 = xor i32 %5, 248755118
  %7995 = icmp ult i32 %7994, 5
  br i1 %7995, label %7996, label %7997

; <label>:7996                                    ; preds = %7993
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2997, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:7997                                    ; preds = %7993
  %7998 = xor i32 %5, -1715563941
  %7999 = icmp ult i32 %7998, 5
  br i1 %7999, label %8000, label %8001

; <label>:8000                                    ; preds = %7997
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2998, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:8001                                    ; preds = %7997
  %8002 = xor i32 %5, 117119841
  %8003 = icmp ult i32 %8002, 5
  br i1 %8003, label %8004, label %8005

; <label>:8004                                    ; preds = %8001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 2999, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:8005                                    ; preds = %8001
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 7, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %8006

; <label>:8006                                    ; preds = %8005, %8004, %8000, %7996, %7992, %7988, %7984, %7980, %7976, %7972, %7968, %7964, %7960, %7956, %7952, %7948, %7944, %7940, %7936, %7932, %7928, %7924, %7920, %7916, %7912, %7908, %7904, %7900, %7896, %7892, %7888, %7884, %7880, %7876, %7872, %7868, %7864, %7860, %7856, %7852, %7848, %7844, %7840, %7836, %7832, %7828, %7824, %7820, %7816, %7812, %7808, %7804, %7800, %7796, %7792, %7788, %7784, %7780, %7776, %7772, %7768, %7764, %7760, %7756, %7752, %7748, %7744, %7740, %7736, %7732, %7728, %7724, %7720, %7716, %7712, %7708, %7704, %7700, %7696, %7692, %7688, %7684, %7680, %7676, %7672, %7668, %7664, %7660, %7656, %7652, %7648, %7644, %7640, %7636, %7632, %7628, %7624, %7620, %7616, %7612, %7608, %7604, %7600, %7596, %7592, %7588, %7584, %7580, %7576, %7572, %7568, %7564, %7560, %7556, %7552, %7548, %7544, %7540, %7536, %7532, %7528, %7524, %7520, %7516, %7512, %7508, %7504, %7500, %7496, %7492, %7488, %7484, %7480, %7476, %7472, %7468, %7464, %7460, %7456, %7452, %7448, %7444, %7440, %7436, %7432, %7428, %7424, %7420, %7416, %7412, %7408, %7404, %7400, %7396, %7392, %7388, %7384, %7380, %7376, %7372, %7368, %7364, %7360, %7356, %7352, %7348, %7344, %7340, %7336, %7332, %7328, %7324, %7320, %7316, %7312, %7308, %7304, %7300, %7296, %7292, %7288, %7284, %7280, %7276, %7272, %7268, %7264, %7260, %7256, %7252, %7248, %7244, %7240, %7236, %7232, %7228, %7224, %7220, %7216, %7212, %7208, %7204, %7200, %7196, %7192, %7188, %7184, %7180, %7176, %7172, %7168, %7164, %7160, %7156, %7152, %7148, %7144, %7140, %7136, %7132, %7128, %7124, %7120, %7116, %7112, %7108, %7104, %7100, %7096, %7092, %7088, %7084, %7080, %7076, %7072, %7068, %7064, %7060, %7056, %7052, %7048, %7044, %7040, %7036, %7032, %7028, %7024, %7020, %7016, %7012, %7008, %7004, %7000, %6996, %6992, %6988, %6984, %6980, %6976, %6972, %6968, %6964, %6960, %6956, %6952, %6948, %6944, %6940, %6936, %6932, %6928, %6924, %6920, %6916, %6912, %6908, %6904, %6900, %6896, %6892, %6888, %6884, %6880, %6876, %6872, %6868, %6864, %6860, %6856, %6852, %6848, %6844, %6840, %6836, %6832, %6828, %6824, %6820, %6816, %6812, %6808, %6804, %6800, %6796, %6792, %6788, %6784, %6780, %6776, %6772, %6768, %6764, %6760, %6756, %6752, %6748, %6744, %6740, %6736, %6732, %6728, %6724, %6720, %6716, %6712, %6708, %6704, %6700, %6696, %6692, %6688, %6684, %6680, %6676, %6672, %6668, %6664, %6660, %6656, %6652, %6648, %6644, %6640, %6636, %6632, %6628, %6624, %6620, %6616, %6612, %6608, %6604, %6600, %6596, %6592, %6588, %6584, %6580, %6576, %6572, %6568, %6564, %6560, %6556, %6552, %6548, %6544, %6540, %6536, %6532, %6528, %6524, %6520, %6516, %6512, %6508, %6504, %6500, %6496, %6492, %6488, %6484, %6480, %6476, %6472, %6468, %6464, %6460, %6456, %6452, %6448, %6444, %6440, %6436, %6432, %6428, %6424, %6420, %6416, %6412, %6408, %6404, %6400, %6396, %6392, %6388, %6384, %6380, %6376, %6372, %6368, %6364, %6360, %6356, %6352, %6348, %6344, %6340, %6336, %6332, %6328, %6324, %6320, %6316, %6312, %6308, %6304, %6300, %6296, %6292, %6288, %6284, %6280, %6276, %6272, %6268, %6264, %6260, %6256, %6252, %6248, %6244, %6240, %6236, %6232, %6228, %6224, %6220, %6216, %6212, %6208, %6204, %6200, %6196, %6192, %6188, %6184, %6180, %6176, %6172, %6168, %6164, %6160, %6156, %6152, %6148, %6144, %6140, %6136, %6132, %6128, %6124, %6120, %6116, %6112, %6108, %6104, %6100, %6096, %6092, %6088, %6084, %6080, %6076, %6072, %6068, %6064, %6060, %6056, %6052, %6048, %6044, %6040, %6036, %6032, %6028, %6024, %6020, %6016, %6012, %6008, %6004, %6000, %5996, %5992, %5988, %5984, %5980, %5976, %5972, %5968, %5964, %5960, %5956, %5952, %5948, %5944, %5940, %5936, %5932, %5928, %5924, %5920, %5916, %5912, %5908, %5904, %5900, %5896, %5892, %5888, %5884, %5880, %5876, %5872, %5868, %5864, %5860, %5856, %5852, %5848, %5844, %5840, %5836, %5832, %5828, %5824, %5820, %5816, %5812, %5808, %5804, %5800, %5796, %5792, %5788, %5784, %5780, %5776, %5772, %5768, %5764, %5760, %5756, %5752, %5748, %5744, %5740, %5736, %5732, %5728, %5724, %5720, %5716, %5712, %5708, %5704, %5700, %5696, %5692, %5688, %5684, %5680, %5676, %5672, %5668, %5664, %5660, %5656, %5652, %5648, %5644, %5640, %5636, %5632, %5628, %5624, %5620, %5616, %5612, %5608, %5604, %5600, %5596, %5592, %5588, %5584, %5580, %5576, %5572, %5568, %5564, %5560, %5556, %5552, %5548, %5544, %5540, %5536, %5532, %5528, %5524, %5520, %5516, %5512, %5508, %5504, %5500, %5496, %5492, %5488, %5484, %5480, %5476, %5472, %5468, %5464, %5460, %5456, %5452, %5448, %5444, %5440, %5436, %5432, %5428, %5424, %5420, %5416, %5412, %5408, %5404, %5400, %5396, %5392, %5388, %5384, %5380, %5376, %5372, %5368, %5364, %5360, %5356, %5352, %5348, %5344, %5340, %5336, %5332, %5328, %5324, %5320, %5316, %5312, %5308, %5304, %5300, %5296, %5292, %5288, %5284, %5280, %5276, %5272, %5268, %5264, %5260, %5256, %5252, %5248, %5244, %5240, %5236, %5232, %5228, %5224, %5220, %5216, %5212, %5208, %5204, %5200, %5196, %5192, %5188, %5184, %5180, %5176, %5172, %5168, %5164, %5160, %5156, %5152, %5148, %5144, %5140, %5136, %5132, %5128, %5124, %5120, %5116, %5112, %5108, %5104, %5100, %5096, %5092, %5088, %5084, %5080, %5076, %5072, %5068, %5064, %5060, %5056, %5052, %5048, %5044, %5040, %5036, %5032, %5028, %5024, %5020, %5016, %5012, %5008, %5004, %5000, %4996, %4992, %4988, %4984, %4980, %4976, %4972, %4968, %4964, %4960, %4956, %4952, %4948, %4944, %4940, %4936, %4932, %4928, %4924, %4920, %4916, %4912, %4908, %4904, %4900, %4896, %4892, %4888, %4884, %4880, %4876, %4872, %4868, %4864, %4860, %4856, %4852, %4848, %4844, %4840, %4836, %4832, %4828, %4824, %4820, %4816, %4812, %4808, %4804, %4800, %4796, %4792, %4788, %4784, %4780, %4776, %4772, %4768, %4764, %4760, %4756, %4752, %4748, %4744, %4740, %4736, %4732, %4728, %4724, %4720, %4716, %4712, %4708, %4704, %4700, %4696, %4692, %4688, %4684, %4680, %4676, %4672, %4668, %4664, %4660, %4656, %4652, %4648, %4644, %4640, %4636, %4632, %4628, %4624, %4620, %4616, %4612, %4608, %4604, %4600, %4596, %4592, %4588, %4584, %4580, %4576, %4572, %4568, %4564, %4560, %4556, %4552, %4548, %4544, %4540, %4536, %4532, %4528, %4524, %4520, %4516, %4512, %4508, %4504, %4500, %4496, %4492, %4488, %4484, %4480, %4476, %4472, %4468, %4464, %4460, %4456, %4452, %4448, %4444, %4440, %4436, %4432, %4428, %4424, %4420, %4416, %4412, %4408, %4404, %4400, %4396, %4392, %4388, %4384, %4380, %4376, %4372, %4368, %4364, %4360, %4356, %4352, %4348, %4344, %4340, %4336, %4332, %4328, %4324, %4320, %4316, %4312, %4308, %4304, %4300, %4296, %4292, %4288, %4284, %4280, %4276, %4272, %4268, %4264, %4260, %4256, %4252, %4248, %4244, %4240, %4236, %4232, %4228, %4224, %4220, %4216, %4212, %4208, %4204, %4200, %4196, %4192, %4188, %4184, %4180, %4176, %4172, %4168, %4164, %4160, %4156, %4152, %4148, %4144, %4140, %4136, %4132, %4128, %4124, %4120, %4116, %4112, %4108, %4104, %4100, %4096, %4092, %4088, %4084, %4080, %4076, %4072, %4068, %4064, %4060, %4056, %4052, %4048, %4044, %4040, %4036, %4032, %4028, %4024, %4020, %4016, %4012, %4008, %4004, %4000, %3996, %3992, %3988, %3984, %3980, %3976, %3972, %3968, %3964, %3960, %3956, %3952, %3948, %3944, %3940, %3936, %3932, %3928, %3924, %3920, %3916, %3912, %3908, %3904, %3900, %3896, %3892, %3888, %3884, %3880, %3876, %3872, %3868, %3864, %3860, %3856, %3852, %3848, %3844, %3840, %3836, %3832, %3828, %3824, %3820, %3816, %3812, %3808, %3804, %3800, %3796, %3792, %3788, %3784, %3780, %3776, %3772, %3768, %3764, %3760, %3756, %3752, %3748, %3744, %3740, %3736, %3732, %3728, %3724, %3720, %3716, %3712, %3708, %3704, %3700, %3696, %3692, %3688, %3684, %3680, %3676, %3672, %3668, %3664, %3660, %3656, %3652, %3648, %3644, %3640, %3636, %3632, %3628, %3624, %3620, %3616, %3612, %3608, %3604, %3600, %3596, %3592, %3588, %3584, %3580, %3576, %3572, %3568, %3564, %3560, %3556, %3552, %3548, %3544, %3540, %3536, %3532, %3528, %3524, %3520, %3516, %3512, %3508, %3504, %3500, %3496, %3492, %3488, %3484, %3480, %3476, %3472, %3468, %3464, %3460, %3456, %3452, %3448, %3444, %3440, %3436, %3432, %3428, %3424, %3420, %3416, %3412, %3408, %3404, %3400, %3396, %3392, %3388, %3384, %3380, %3376, %3372, %3368, %3364, %3360, %3356, %3352, %3348, %3344, %3340, %3336, %3332, %3328, %3324, %3320, %3316, %3312, %3308, %3304, %3300, %3296, %3292, %3288, %3284, %3280, %3276, %3272, %3268, %3264, %3260, %3256, %3252, %3248, %3244, %3240, %3236, %3232, %3228, %3224, %3220, %3216, %3212, %3208, %3204, %3200, %3196, %3192, %3188, %3184, %3180, %3176, %3172, %3168, %3164, %3160, %3156, %3152, %3148, %3144, %3140, %3136, %3132, %3128, %3124, %3120, %3116, %3112, %3108, %3104, %3100, %3096, %3092, %3088, %3084, %3080, %3076, %3072, %3068, %3064, %3060, %3056, %3052, %3048, %3044, %3040, %3036, %3032, %3028, %3024, %3020, %3016, %3012, %3008, %3004, %3000, %2996, %2992, %2988, %2984, %2980, %2976, %2972, %2968, %2964, %2960, %2956, %2952, %2948, %2944, %2940, %2936, %2932, %2928, %2924, %2920, %2916, %2912, %2908, %2904, %2900, %2896, %2892, %2888, %2884, %2880, %2876, %2872, %2868, %2864, %2860, %2856, %2852, %2848, %2844, %2840, %2836, %2832, %2828, %2824, %2820, %2816, %2812, %2808, %2804, %2800, %2796, %2792, %2788, %2784, %2780, %2776, %2772, %2768, %2764, %2760, %2756, %2752, %2748, %2744, %2740, %2736, %2732, %2728, %2724, %2720, %2716, %2712, %2708, %2704, %2700, %2696, %2692, %2688, %2684, %2680, %2676, %2672, %2668, %2664, %2660, %2656, %2652, %2648, %2644, %2640, %2636, %2632, %2628, %2624, %2620, %2616, %2612, %2608, %2604, %2600, %2596, %2592, %2588, %2584, %2580, %2576, %2572, %2568, %2564, %2560, %2556, %2552, %2548, %2544, %2540, %2536, %2532, %2528, %2524, %2520, %2516, %2512, %2508, %2504, %2500, %2496, %2492, %2488, %2484, %2480, %2476, %2472, %2468, %2464, %2460, %2456, %2452, %2448, %2444, %2440, %2436, %2432, %2428, %2424, %2420, %2416, %2412, %2408, %2404, %2400, %2396, %2392, %2388, %2384, %2380, %2376, %2372, %2368, %2364, %2360, %2356, %2352, %2348, %2344, %2340, %2336, %2332, %2328, %2324, %2320, %2316, %2312, %2308, %2304, %2300, %2296, %2292, %2288, %2284, %2280, %2276, %2272, %2268, %2264, %2260, %2256, %2252, %2248, %2244, %2240, %2236, %2232, %2228, %2224, %2220, %2216, %2212, %2208, %2204, %2200, %2196, %2192, %2188, %2184, %2180, %2176, %2172, %2168, %2164, %2160, %2156, %2152, %2148, %2144, %2140, %2136, %2132, %2128, %2124, %2120, %2116, %2112, %2108, %2104, %2100, %2096, %2092, %2088, %2084, %2080, %2076, %2072, %2068, %2064, %2060, %2056, %2052, %2048, %2044, %2040, %2036, %2032, %2028, %2024, %2020, %2016, %2012, %2008, %2004, %2000, %1996, %1992, %1988, %1984, %1980, %1976, %1972, %1968, %1964, %1960, %1956, %1952, %1948, %1944, %1940, %1936, %1932, %1928, %1924, %1920, %1916, %1912, %1908, %1904, %1900, %1896, %1892, %1888, %1884, %1880, %1876, %1872, %1868, %1864, %1860, %1856, %1852, %1848, %1844, %1840, %1836, %1832, %1828, %1824, %1820, %1816, %1812, %1808, %1804, %1800, %1796, %1792, %1788, %1784, %1780, %1776, %1772, %1768, %1764, %1760, %1756, %1752, %1748, %1744, %1740, %1736, %1732, %1728, %1724, %1720, %1716, %1712, %1708, %1704, %1700, %1696, %1692, %1688, %1684, %1680, %1676, %1672, %1668, %1664, %1660, %1656, %1652, %1648, %1644, %1640, %1636, %1632, %1628, %1624, %1620, %1616, %1612, %1608, %1604, %1600, %1596, %1592, %1588, %1584, %1580, %1576, %1572, %1568, %1564, %1560, %1556, %1552, %1548, %1544, %1540, %1536, %1532, %1528, %1524, %1520, %1516, %1512, %1508, %1504, %1500, %1496, %1492, %1488, %1484, %1480, %1476, %1472, %1468, %1464, %1460, %1456, %1452, %1448, %1444, %1440, %1436, %1432, %1428, %1424, %1420, %1416, %1412, %1408, %1404, %1400, %1396, %1392, %1388, %1384, %1380, %1376, %1372, %1368, %1364, %1360, %1356, %1352, %1348, %1344, %1340, %1336, %1332, %1328, %1324, %1320, %1316, %1312, %1308, %1304, %1300, %1296, %1292, %1288, %1284, %1280, %1276, %1272, %1268, %1264, %1260, %1256, %1252, %1248, %1244, %1240, %1236, %1232, %1228, %1224, %1220, %1216, %1212, %1208, %1204, %1200, %1196, %1192, %1188, %1184, %1180, %1176, %1172, %1168, %1164, %1160, %1156, %1152, %1148, %1144, %1140, %1136, %1132, %1128, %1124, %1120, %1116, %1112, %1108, %1104, %1100, %1096, %1092, %1088, %1084, %1080, %1076, %1072, %1068, %1064, %1060, %1056, %1052, %1048, %1044, %1040, %1036, %1032, %1028, %1024, %1020, %1016, %1012, %1008, %1004, %1000, %996, %992, %988, %984, %980, %976, %972, %968, %964, %960, %956, %952, %948, %944, %940, %936, %932, %928, %924, %920, %916, %912, %908, %904, %900, %896, %892, %888, %884, %880, %876, %872, %868, %864, %860, %856, %852, %848, %844, %840, %836, %832, %828, %824, %820, %816, %812, %808, %804, %800, %796, %792, %788, %784, %780, %776, %772, %768, %764, %760, %756, %752, %748, %744, %740, %736, %732, %728, %724, %720, %716, %712, %708, %704, %700, %696, %692, %688, %684, %680, %676, %672, %668, %664, %660, %656, %652, %648, %644, %640, %636, %632, %628, %624, %620, %616, %612, %608, %604, %600, %596, %592, %588, %584, %580, %576, %572, %568, %564, %560, %556, %552, %548, %544, %540, %536, %532, %528, %524, %520, %516, %512, %508, %504, %500, %496, %492, %488, %484, %480, %476, %472, %468, %464, %460, %456, %452, %448, %444, %440, %436, %432, %428, %424, %420, %416, %412, %408, %404, %400, %396, %392, %388, %384, %380, %376, %372, %368, %364, %360, %356, %352, %348, %344, %340, %336, %332, %328, %324, %320, %316, %312, %308, %304, %300, %296, %292, %288, %284, %280, %276, %272, %268, %264, %260, %256, %252, %248, %244, %240, %236, %232, %228, %224, %220, %216, %212, %208, %204, %200, %196, %192, %188, %184, %180, %176, %172, %168, %164, %160, %156, %152, %148, %144, %140, %136, %132, %128, %124, %120, %116, %112, %108, %104, %100, %96, %92, %88, %84, %80, %76, %72, %68, %64, %60, %56, %52, %48, %44, %40, %36, %32, %28, %24, %20, %16, %12, %8
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!10}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.StructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9}
!9 = !{i32 0, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!10 = !{void ()* @main, !"main", null, !4, !11}
!11 = !{i32 0, i64 16, i32 4, !12}
!12 = !{i32 64, i32 1, i32 1}
