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
; shader hash: 8b13b4ba40489cf410c6c460cbf6a848
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
  br label %246

; <label>:9                                       ; preds = %0
  %10 = xor i32 %5, -1133907355
  %11 = icmp ult i32 %10, 5
  br i1 %11, label %12, label %13

; <label>:12                                      ; preds = %9
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1001, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:13                                      ; preds = %9
  %14 = xor i32 %5, -58671597
  %15 = icmp ult i32 %14, 5
  br i1 %15, label %16, label %17

; <label>:16                                      ; preds = %13
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1002, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:17                                      ; preds = %13
  %18 = xor i32 %5, 72501884
  %19 = icmp ult i32 %18, 5
  br i1 %19, label %20, label %21

; <label>:20                                      ; preds = %17
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1003, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:21                                      ; preds = %17
  %22 = xor i32 %5, -1368588459
  %23 = icmp ult i32 %22, 5
  br i1 %23, label %24, label %25

; <label>:24                                      ; preds = %21
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1004, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:25                                      ; preds = %21
  %26 = xor i32 %5, -789268
  %27 = icmp ult i32 %26, 5
  br i1 %27, label %28, label %29

; <label>:28                                      ; preds = %25
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1005, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:29                                      ; preds = %25
  %30 = xor i32 %5, 1029568882
  %31 = icmp ult i32 %30, 5
  br i1 %31, label %32, label %33

; <label>:32                                      ; preds = %29
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1006, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:33                                      ; preds = %29
  %34 = xor i32 %5, 1452032918
  %35 = icmp ult i32 %34, 5
  br i1 %35, label %36, label %37

; <label>:36                                      ; preds = %33
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1007, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:37                                      ; preds = %33
  %38 = xor i32 %5, -1253295792
  %39 = icmp ult i32 %38, 5
  br i1 %39, label %40, label %41

; <label>:40                                      ; preds = %37
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1008, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:41                                      ; preds = %37
  %42 = xor i32 %5, 1205089176
  %43 = icmp ult i32 %42, 5
  br i1 %43, label %44, label %45

; <label>:44                                      ; preds = %41
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1009, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:45                                      ; preds = %41
  %46 = xor i32 %5, 1130926141
  %47 = icmp ult i32 %46, 5
  br i1 %47, label %48, label %49

; <label>:48                                      ; preds = %45
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1010, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:49                                      ; preds = %45
  %50 = xor i32 %5, -610585022
  %51 = icmp ult i32 %50, 5
  br i1 %51, label %52, label %53

; <label>:52                                      ; preds = %49
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1011, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:53                                      ; preds = %49
  %54 = xor i32 %5, -538878344
  %55 = icmp ult i32 %54, 5
  br i1 %55, label %56, label %57

; <label>:56                                      ; preds = %53
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1012, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:57                                      ; preds = %53
  %58 = xor i32 %5, -869232704
  %59 = icmp ult i32 %58, 5
  br i1 %59, label %60, label %61

; <label>:60                                      ; preds = %57
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1013, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:61                                      ; preds = %57
  %62 = xor i32 %5, 959457936
  %63 = icmp ult i32 %62, 5
  br i1 %63, label %64, label %65

; <label>:64                                      ; preds = %61
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1014, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:65                                      ; preds = %61
  %66 = xor i32 %5, -2098650087
  %67 = icmp ult i32 %66, 5
  br i1 %67, label %68, label %69

; <label>:68                                      ; preds = %65
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1015, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:69                                      ; preds = %65
  %70 = xor i32 %5, 1803350796
  %71 = icmp ult i32 %70, 5
  br i1 %71, label %72, label %73

; <label>:72                                      ; preds = %69
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1016, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:73                                      ; preds = %69
  %74 = xor i32 %5, 339127578
  %75 = icmp ult i32 %74, 5
  br i1 %75, label %76, label %77

; <label>:76                                      ; preds = %73
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1017, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:77                                      ; preds = %73
  %78 = xor i32 %5, 1546035543
  %79 = icmp ult i32 %78, 5
  br i1 %79, label %80, label %81

; <label>:80                                      ; preds = %77
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1018, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:81                                      ; preds = %77
  %82 = xor i32 %5, -1848486464
  %83 = icmp ult i32 %82, 5
  br i1 %83, label %84, label %85

; <label>:84                                      ; preds = %81
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1019, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:85                                      ; preds = %81
  %86 = xor i32 %5, -1522259904
  %87 = icmp ult i32 %86, 5
  br i1 %87, label %88, label %89

; <label>:88                                      ; preds = %85
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1020, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:89                                      ; preds = %85
  %90 = xor i32 %5, -20732170
  %91 = icmp ult i32 %90, 5
  br i1 %91, label %92, label %93

; <label>:92                                      ; preds = %89
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1021, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:93                                      ; preds = %89
  %94 = xor i32 %5, 80530851
  %95 = icmp ult i32 %94, 5
  br i1 %95, label %96, label %97

; <label>:96                                      ; preds = %93
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1022, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:97                                      ; preds = %93
  %98 = xor i32 %5, -1206532155
  %99 = icmp ult i32 %98, 5
  br i1 %99, label %100, label %101

; <label>:100                                     ; preds = %97
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1023, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:101                                     ; preds = %97
  %102 = xor i32 %5, 2125944711
  %103 = icmp ult i32 %102, 5
  br i1 %103, label %104, label %105

; <label>:104                                     ; preds = %101
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1024, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:105                                     ; preds = %101
  %106 = xor i32 %5, 499168724
  %107 = icmp ult i32 %106, 5
  br i1 %107, label %108, label %109

; <label>:108                                     ; preds = %105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1025, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:109                                     ; preds = %105
  %110 = xor i32 %5, 203650898
  %111 = icmp ult i32 %110, 5
  br i1 %111, label %112, label %113

; <label>:112                                     ; preds = %109
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1026, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:113                                     ; preds = %109
  %114 = xor i32 %5, -1911301318
  %115 = icmp ult i32 %114, 5
  br i1 %115, label %116, label %117

; <label>:116                                     ; preds = %113
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1027, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:117                                     ; preds = %113
  %118 = xor i32 %5, -2138650810
  %119 = icmp ult i32 %118, 5
  br i1 %119, label %120, label %121

; <label>:120                                     ; preds = %117
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1028, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:121                                     ; preds = %117
  %122 = xor i32 %5, 1519565485
  %123 = icmp ult i32 %122, 5
  br i1 %123, label %124, label %125

; <label>:124                                     ; preds = %121
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1029, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:125                                     ; preds = %121
  %126 = xor i32 %5, 1010433739
  %127 = icmp ult i32 %126, 5
  br i1 %127, label %128, label %129

; <label>:128                                     ; preds = %125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1030, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:129                                     ; preds = %125
  %130 = xor i32 %5, 1336735465
  %131 = icmp ult i32 %130, 5
  br i1 %131, label %132, label %133

; <label>:132                                     ; preds = %129
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1031, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:133                                     ; preds = %129
  %134 = xor i32 %5, 1366948769
  %135 = icmp ult i32 %134, 5
  br i1 %135, label %136, label %137

; <label>:136                                     ; preds = %133
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1032, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:137                                     ; preds = %133
  %138 = xor i32 %5, -408852924
  %139 = icmp ult i32 %138, 5
  br i1 %139, label %140, label %141

; <label>:140                                     ; preds = %137
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1033, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:141                                     ; preds = %137
  %142 = xor i32 %5, -875522789
  %143 = icmp ult i32 %142, 5
  br i1 %143, label %144, label %145

; <label>:144                                     ; preds = %141
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1034, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:145                                     ; preds = %141
  %146 = xor i32 %5, 2037733535
  %147 = icmp ult i32 %146, 5
  br i1 %147, label %148, label %149

; <label>:148                                     ; preds = %145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1035, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:149                                     ; preds = %145
  %150 = xor i32 %5, 2115198511
  %151 = icmp ult i32 %150, 5
  br i1 %151, label %152, label %153

; <label>:152                                     ; preds = %149
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1036, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:153                                     ; preds = %149
  %154 = xor i32 %5, 1615544666
  %155 = icmp ult i32 %154, 5
  br i1 %155, label %156, label %157

; <label>:156                                     ; preds = %153
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1037, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:157                                     ; preds = %153
  %158 = xor i32 %5, -687183124
  %159 = icmp ult i32 %158, 5
  br i1 %159, label %160, label %161

; <label>:160                                     ; preds = %157
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1038, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:161                                     ; preds = %157
  %162 = xor i32 %5, -1111940509
  %163 = icmp ult i32 %162, 5
  br i1 %163, label %164, label %165

; <label>:164                                     ; preds = %161
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1039, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:165                                     ; preds = %161
  %166 = xor i32 %5, 1233566808
  %167 = icmp ult i32 %166, 5
  br i1 %167, label %168, label %169

; <label>:168                                     ; preds = %165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1040, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:169                                     ; preds = %165
  %170 = xor i32 %5, 177720750
  %171 = icmp ult i32 %170, 5
  br i1 %171, label %172, label %173

; <label>:172                                     ; preds = %169
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1041, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:173                                     ; preds = %169
  %174 = xor i32 %5, -455524208
  %175 = icmp ult i32 %174, 5
  br i1 %175, label %176, label %177

; <label>:176                                     ; preds = %173
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1042, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:177                                     ; preds = %173
  %178 = xor i32 %5, -238372849
  %179 = icmp ult i32 %178, 5
  br i1 %179, label %180, label %181

; <label>:180                                     ; preds = %177
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1043, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:181                                     ; preds = %177
  %182 = xor i32 %5, -101237778
  %183 = icmp ult i32 %182, 5
  br i1 %183, label %184, label %185

; <label>:184                                     ; preds = %181
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1044, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:185                                     ; preds = %181
  %186 = xor i32 %5, 265027543
  %187 = icmp ult i32 %186, 5
  br i1 %187, label %188, label %189

; <label>:188                                     ; preds = %185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1045, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:189                                     ; preds = %185
  %190 = xor i32 %5, -671095095
  %191 = icmp ult i32 %190, 5
  br i1 %191, label %192, label %193

; <label>:192                                     ; preds = %189
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1046, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:193                                     ; preds = %189
  %194 = xor i32 %5, 1985515665
  %195 = icmp ult i32 %194, 5
  br i1 %195, label %196, label %197

; <label>:196                                     ; preds = %193
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1047, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:197                                     ; preds = %193
  %198 = xor i32 %5, -1746589381
  %199 = icmp ult i32 %198, 5
  br i1 %199, label %200, label %201

; <label>:200                                     ; preds = %197
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1048, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:201                                     ; preds = %197
  %202 = xor i32 %5, 38333415
  %203 = icmp ult i32 %202, 5
  br i1 %203, label %204, label %205

; <label>:204                                     ; preds = %201
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1049, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:205                                     ; preds = %201
  %206 = xor i32 %5, 1631180785
  %207 = icmp ult i32 %206, 5
  br i1 %207, label %208, label %209

; <label>:208                                     ; preds = %205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1050, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:209                                     ; preds = %205
  %210 = xor i32 %5, 1491762267
  %211 = icmp ult i32 %210, 5
  br i1 %211, label %212, label %213

; <label>:212                                     ; preds = %209
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1051, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:213                                     ; preds = %209
  %214 = xor i32 %5, -1266152567
  %215 = icmp ult i32 %214, 5
  br i1 %215, label %216, label %217

; <label>:216                                     ; preds = %213
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1052, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:217                                     ; preds = %213
  %218 = xor i32 %5, -1737510136
  %219 = icmp ult i32 %218, 5
  br i1 %219, label %220, label %221

; <label>:220                                     ; preds = %217
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1053, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:221                                     ; preds = %217
  %222 = xor i32 %5, -765610212
  %223 = icmp ult i32 %222, 5
  br i1 %223, label %224, label %225

; <label>:224                                     ; preds = %221
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1054, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:225                                     ; preds = %221
  %226 = xor i32 %5, -855969861
  %227 = icmp ult i32 %226, 5
  br i1 %227, label %228, label %229

; <label>:228                                     ; preds = %225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1055, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:229                                     ; preds = %225
  %230 = xor i32 %5, -461368553
  %231 = icmp ult i32 %230, 5
  br i1 %231, label %232, label %233

; <label>:232                                     ; preds = %229
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1056, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:233                                     ; preds = %229
  %234 = xor i32 %5, -2069792909
  %235 = icmp ult i32 %234, 5
  br i1 %235, label %236, label %237

; <label>:236                                     ; preds = %233
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1057, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:237                                     ; preds = %233
  %238 = xor i32 %5, 617983758
  %239 = icmp ult i32 %238, 5
  br i1 %239, label %240, label %241

; <label>:240                                     ; preds = %237
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1058, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:241                                     ; preds = %237
  %242 = xor i32 %5, 1071305871
  %243 = icmp ult i32 %242, 5
  br i1 %243, label %244, label %245

; <label>:244                                     ; preds = %241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1059, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:245                                     ; preds = %241
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 7, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %246

; <label>:246                                     ; preds = %245, %244, %240, %236, %232, %228, %224, %220, %216, %212, %208, %204, %200, %196, %192, %188, %184, %180, %176, %172, %168, %164, %160, %156, %152, %148, %144, %140, %136, %132, %128, %124, %120, %116, %112, %108, %104, %100, %96, %92, %88, %84, %80, %76, %72, %68, %64, %60, %56, %52, %48, %44, %40, %36, %32, %28, %24, %20, %16, %12, %8
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
