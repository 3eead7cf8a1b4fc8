;
; Note: shader requires additional functionality:
;       Wave level operations
;
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
; shader hash: b5f6d31e41cc1a7d40bb837c6ef30b20
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
  %8 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %7)  ; WaveAnyTrue(cond)
  br i1 %8, label %9, label %10

; <label>:9                                       ; preds = %0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1000, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:10                                      ; preds = %0
  %11 = xor i32 %5, -1133907355
  %12 = icmp ult i32 %11, 5
  %13 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %12)  ; WaveAnyTrue(cond)
  br i1 %13, label %14, label %15

; <label>:14                                      ; preds = %10
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1001, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:15                                      ; preds = %10
  %16 = xor i32 %5, -58671597
  %17 = icmp ult i32 %16, 5
  %18 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %17)  ; WaveAnyTrue(cond)
  br i1 %18, label %19, label %20

; <label>:19                                      ; preds = %15
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1002, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:20                                      ; preds = %15
  %21 = xor i32 %5, 72501884
  %22 = icmp ult i32 %21, 5
  %23 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %22)  ; WaveAnyTrue(cond)
  br i1 %23, label %24, label %25

; <label>:24                                      ; preds = %20
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1003, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:25                                      ; preds = %20
  %26 = xor i32 %5, -1368588459
  %27 = icmp ult i32 %26, 5
  %28 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %27)  ; WaveAnyTrue(cond)
  br i1 %28, label %29, label %30

; <label>:29                                      ; preds = %25
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1004, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:30                                      ; preds = %25
  %31 = xor i32 %5, -789268
  %32 = icmp ult i32 %31, 5
  %33 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %32)  ; WaveAnyTrue(cond)
  br i1 %33, label %34, label %35

; <label>:34                                      ; preds = %30
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1005, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:35                                      ; preds = %30
  %36 = xor i32 %5, 1029568882
  %37 = icmp ult i32 %36, 5
  %38 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %37)  ; WaveAnyTrue(cond)
  br i1 %38, label %39, label %40

; <label>:39                                      ; preds = %35
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1006, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:40                                      ; preds = %35
  %41 = xor i32 %5, 1452032918
  %42 = icmp ult i32 %41, 5
  %43 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %42)  ; WaveAnyTrue(cond)
  br i1 %43, label %44, label %45

; <label>:44                                      ; preds = %40
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1007, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:45                                      ; preds = %40
  %46 = xor i32 %5, -1253295792
  %47 = icmp ult i32 %46, 5
  %48 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %47)  ; WaveAnyTrue(cond)
  br i1 %48, label %49, label %50

; <label>:49                                      ; preds = %45
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1008, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:50                                      ; preds = %45
  %51 = xor i32 %5, 1205089176
  %52 = icmp ult i32 %51, 5
  %53 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %52)  ; WaveAnyTrue(cond)
  br i1 %53, label %54, label %55

; <label>:54                                      ; preds = %50
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1009, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:55                                      ; preds = %50
  %56 = xor i32 %5, 1130926141
  %57 = icmp ult i32 %56, 5
  %58 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %57)  ; WaveAnyTrue(cond)
  br i1 %58, label %59, label %60

; <label>:59                                      ; preds = %55
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1010, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:60                                      ; preds = %55
  %61 = xor i32 %5, -610585022
  %62 = icmp ult i32 %61, 5
  %63 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %62)  ; WaveAnyTrue(cond)
  br i1 %63, label %64, label %65

; <label>:64                                      ; preds = %60
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1011, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:65                                      ; preds = %60
  %66 = xor i32 %5, -538878344
  %67 = icmp ult i32 %66, 5
  %68 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %67)  ; WaveAnyTrue(cond)
  br i1 %68, label %69, label %70

; <label>:69                                      ; preds = %65
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1012, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:70                                      ; preds = %65
  %71 = xor i32 %5, -869232704
  %72 = icmp ult i32 %71, 5
  %73 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %72)  ; WaveAnyTrue(cond)
  br i1 %73, label %74, label %75

; <label>:74                                      ; preds = %70
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1013, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:75                                      ; preds = %70
  %76 = xor i32 %5, 959457936
  %77 = icmp ult i32 %76, 5
  %78 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %77)  ; WaveAnyTrue(cond)
  br i1 %78, label %79, label %80

; <label>:79                                      ; preds = %75
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1014, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:80                                      ; preds = %75
  %81 = xor i32 %5, -2098650087
  %82 = icmp ult i32 %81, 5
  %83 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %82)  ; WaveAnyTrue(cond)
  br i1 %83, label %84, label %85

; <label>:84                                      ; preds = %80
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1015, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:85                                      ; preds = %80
  %86 = xor i32 %5, 1803350796
  %87 = icmp ult i32 %86, 5
  %88 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %87)  ; WaveAnyTrue(cond)
  br i1 %88, label %89, label %90

; <label>:89                                      ; preds = %85
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1016, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:90                                      ; preds = %85
  %91 = xor i32 %5, 339127578
  %92 = icmp ult i32 %91, 5
  %93 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %92)  ; WaveAnyTrue(cond)
  br i1 %93, label %94, label %95

; <label>:94                                      ; preds = %90
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1017, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:95                                      ; preds = %90
  %96 = xor i32 %5, 1546035543
  %97 = icmp ult i32 %96, 5
  %98 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %97)  ; WaveAnyTrue(cond)
  br i1 %98, label %99, label %100

; <label>:99                                      ; preds = %95
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1018, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:100                                     ; preds = %95
  %101 = xor i32 %5, -1848486464
  %102 = icmp ult i32 %101, 5
  %103 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %102)  ; WaveAnyTrue(cond)
  br i1 %103, label %104, label %105

; <label>:104                                     ; preds = %100
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1019, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:105                                     ; preds = %100
  %106 = xor i32 %5, -1522259904
  %107 = icmp ult i32 %106, 5
  %108 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %107)  ; WaveAnyTrue(cond)
  br i1 %108, label %109, label %110

; <label>:109                                     ; preds = %105
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1020, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:110                                     ; preds = %105
  %111 = xor i32 %5, -20732170
  %112 = icmp ult i32 %111, 5
  %113 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %112)  ; WaveAnyTrue(cond)
  br i1 %113, label %114, label %115

; <label>:114                                     ; preds = %110
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1021, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:115                                     ; preds = %110
  %116 = xor i32 %5, 80530851
  %117 = icmp ult i32 %116, 5
  %118 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %117)  ; WaveAnyTrue(cond)
  br i1 %118, label %119, label %120

; <label>:119                                     ; preds = %115
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1022, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:120                                     ; preds = %115
  %121 = xor i32 %5, -1206532155
  %122 = icmp ult i32 %121, 5
  %123 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %122)  ; WaveAnyTrue(cond)
  br i1 %123, label %124, label %125

; <label>:124                                     ; preds = %120
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1023, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:125                                     ; preds = %120
  %126 = xor i32 %5, 2125944711
  %127 = icmp ult i32 %126, 5
  %128 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %127)  ; WaveAnyTrue(cond)
  br i1 %128, label %129, label %130

; <label>:129                                     ; preds = %125
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1024, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:130                                     ; preds = %125
  %131 = xor i32 %5, 499168724
  %132 = icmp ult i32 %131, 5
  %133 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %132)  ; WaveAnyTrue(cond)
  br i1 %133, label %134, label %135

; <label>:134                                     ; preds = %130
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1025, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:135                                     ; preds = %130
  %136 = xor i32 %5, 203650898
  %137 = icmp ult i32 %136, 5
  %138 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %137)  ; WaveAnyTrue(cond)
  br i1 %138, label %139, label %140

; <label>:139                                     ; preds = %135
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1026, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:140                                     ; preds = %135
  %141 = xor i32 %5, -1911301318
  %142 = icmp ult i32 %141, 5
  %143 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %142)  ; WaveAnyTrue(cond)
  br i1 %143, label %144, label %145

; <label>:144                                     ; preds = %140
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1027, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:145                                     ; preds = %140
  %146 = xor i32 %5, -2138650810
  %147 = icmp ult i32 %146, 5
  %148 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %147)  ; WaveAnyTrue(cond)
  br i1 %148, label %149, label %150

; <label>:149                                     ; preds = %145
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1028, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:150                                     ; preds = %145
  %151 = xor i32 %5, 1519565485
  %152 = icmp ult i32 %151, 5
  %153 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %152)  ; WaveAnyTrue(cond)
  br i1 %153, label %154, label %155

; <label>:154                                     ; preds = %150
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1029, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:155                                     ; preds = %150
  %156 = xor i32 %5, 1010433739
  %157 = icmp ult i32 %156, 5
  %158 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %157)  ; WaveAnyTrue(cond)
  br i1 %158, label %159, label %160

; <label>:159                                     ; preds = %155
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1030, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:160                                     ; preds = %155
  %161 = xor i32 %5, 1336735465
  %162 = icmp ult i32 %161, 5
  %163 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %162)  ; WaveAnyTrue(cond)
  br i1 %163, label %164, label %165

; <label>:164                                     ; preds = %160
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1031, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:165                                     ; preds = %160
  %166 = xor i32 %5, 1366948769
  %167 = icmp ult i32 %166, 5
  %168 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %167)  ; WaveAnyTrue(cond)
  br i1 %168, label %169, label %170

; <label>:169                                     ; preds = %165
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1032, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:170                                     ; preds = %165
  %171 = xor i32 %5, -408852924
  %172 = icmp ult i32 %171, 5
  %173 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %172)  ; WaveAnyTrue(cond)
  br i1 %173, label %174, label %175

; <label>:174                                     ; preds = %170
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1033, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:175                                     ; preds = %170
  %176 = xor i32 %5, -875522789
  %177 = icmp ult i32 %176, 5
  %178 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %177)  ; WaveAnyTrue(cond)
  br i1 %178, label %179, label %180

; <label>:179                                     ; preds = %175
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1034, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:180                                     ; preds = %175
  %181 = xor i32 %5, 2037733535
  %182 = icmp ult i32 %181, 5
  %183 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %182)  ; WaveAnyTrue(cond)
  br i1 %183, label %184, label %185

; <label>:184                                     ; preds = %180
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1035, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:185                                     ; preds = %180
  %186 = xor i32 %5, 2115198511
  %187 = icmp ult i32 %186, 5
  %188 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %187)  ; WaveAnyTrue(cond)
  br i1 %188, label %189, label %190

; <label>:189                                     ; preds = %185
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1036, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:190                                     ; preds = %185
  %191 = xor i32 %5, 1615544666
  %192 = icmp ult i32 %191, 5
  %193 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %192)  ; WaveAnyTrue(cond)
  br i1 %193, label %194, label %195

; <label>:194                                     ; preds = %190
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1037, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:195                                     ; preds = %190
  %196 = xor i32 %5, -687183124
  %197 = icmp ult i32 %196, 5
  %198 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %197)  ; WaveAnyTrue(cond)
  br i1 %198, label %199, label %200

; <label>:199                                     ; preds = %195
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1038, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:200                                     ; preds = %195
  %201 = xor i32 %5, -1111940509
  %202 = icmp ult i32 %201, 5
  %203 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %202)  ; WaveAnyTrue(cond)
  br i1 %203, label %204, label %205

; <label>:204                                     ; preds = %200
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1039, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:205                                     ; preds = %200
  %206 = xor i32 %5, 1233566808
  %207 = icmp ult i32 %206, 5
  %208 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %207)  ; WaveAnyTrue(cond)
  br i1 %208, label %209, label %210

; <label>:209                                     ; preds = %205
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1040, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:210                                     ; preds = %205
  %211 = xor i32 %5, 177720750
  %212 = icmp ult i32 %211, 5
  %213 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %212)  ; WaveAnyTrue(cond)
  br i1 %213, label %214, label %215

; <label>:214                                     ; preds = %210
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1041, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:215                                     ; preds = %210
  %216 = xor i32 %5, -455524208
  %217 = icmp ult i32 %216, 5
  %218 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %217)  ; WaveAnyTrue(cond)
  br i1 %218, label %219, label %220

; <label>:219                                     ; preds = %215
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1042, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:220                                     ; preds = %215
  %221 = xor i32 %5, -238372849
  %222 = icmp ult i32 %221, 5
  %223 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %222)  ; WaveAnyTrue(cond)
  br i1 %223, label %224, label %225

; <label>:224                                     ; preds = %220
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1043, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:225                                     ; preds = %220
  %226 = xor i32 %5, -101237778
  %227 = icmp ult i32 %226, 5
  %228 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %227)  ; WaveAnyTrue(cond)
  br i1 %228, label %229, label %230

; <label>:229                                     ; preds = %225
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1044, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:230                                     ; preds = %225
  %231 = xor i32 %5, 265027543
  %232 = icmp ult i32 %231, 5
  %233 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %232)  ; WaveAnyTrue(cond)
  br i1 %233, label %234, label %235

; <label>:234                                     ; preds = %230
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1045, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:235                                     ; preds = %230
  %236 = xor i32 %5, -671095095
  %237 = icmp ult i32 %236, 5
  %238 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %237)  ; WaveAnyTrue(cond)
  br i1 %238, label %239, label %240

; <label>:239                                     ; preds = %235
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1046, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:240                                     ; preds = %235
  %241 = xor i32 %5, 1985515665
  %242 = icmp ult i32 %241, 5
  %243 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %242)  ; WaveAnyTrue(cond)
  br i1 %243, label %244, label %245

; <label>:244                                     ; preds = %240
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1047, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:245                                     ; preds = %240
  %246 = xor i32 %5, -1746589381
  %247 = icmp ult i32 %246, 5
  %248 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %247)  ; WaveAnyTrue(cond)
  br i1 %248, label %249, label %250

; <label>:249                                     ; preds = %245
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1048, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:250                                     ; preds = %245
  %251 = xor i32 %5, 38333415
  %252 = icmp ult i32 %251, 5
  %253 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %252)  ; WaveAnyTrue(cond)
  br i1 %253, label %254, label %255

; <label>:254                                     ; preds = %250
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1049, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:255                                     ; preds = %250
  %256 = xor i32 %5, 1631180785
  %257 = icmp ult i32 %256, 5
  %258 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %257)  ; WaveAnyTrue(cond)
  br i1 %258, label %259, label %260

; <label>:259                                     ; preds = %255
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1050, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:260                                     ; preds = %255
  %261 = xor i32 %5, 1491762267
  %262 = icmp ult i32 %261, 5
  %263 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %262)  ; WaveAnyTrue(cond)
  br i1 %263, label %264, label %265

; <label>:264                                     ; preds = %260
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1051, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:265                                     ; preds = %260
  %266 = xor i32 %5, -1266152567
  %267 = icmp ult i32 %266, 5
  %268 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %267)  ; WaveAnyTrue(cond)
  br i1 %268, label %269, label %270

; <label>:269                                     ; preds = %265
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1052, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:270                                     ; preds = %265
  %271 = xor i32 %5, -1737510136
  %272 = icmp ult i32 %271, 5
  %273 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %272)  ; WaveAnyTrue(cond)
  br i1 %273, label %274, label %275

; <label>:274                                     ; preds = %270
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1053, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:275                                     ; preds = %270
  %276 = xor i32 %5, -765610212
  %277 = icmp ult i32 %276, 5
  %278 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %277)  ; WaveAnyTrue(cond)
  br i1 %278, label %279, label %280

; <label>:279                                     ; preds = %275
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1054, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:280                                     ; preds = %275
  %281 = xor i32 %5, -855969861
  %282 = icmp ult i32 %281, 5
  %283 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %282)  ; WaveAnyTrue(cond)
  br i1 %283, label %284, label %285

; <label>:284                                     ; preds = %280
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1055, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:285                                     ; preds = %280
  %286 = xor i32 %5, -461368553
  %287 = icmp ult i32 %286, 5
  %288 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %287)  ; WaveAnyTrue(cond)
  br i1 %288, label %289, label %290

; <label>:289                                     ; preds = %285
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1056, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:290                                     ; preds = %285
  %291 = xor i32 %5, -2069792909
  %292 = icmp ult i32 %291, 5
  %293 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %292)  ; WaveAnyTrue(cond)
  br i1 %293, label %294, label %295

; <label>:294                                     ; preds = %290
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1057, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:295                                     ; preds = %290
  %296 = xor i32 %5, 617983758
  %297 = icmp ult i32 %296, 5
  %298 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %297)  ; WaveAnyTrue(cond)
  br i1 %298, label %299, label %300

; <label>:299                                     ; preds = %295
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1058, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:300                                     ; preds = %295
  %301 = xor i32 %5, 1071305871
  %302 = icmp ult i32 %301, 5
  %303 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %302)  ; WaveAnyTrue(cond)
  br i1 %303, label %304, label %305

; <label>:304                                     ; preds = %300
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 1059, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:305                                     ; preds = %300
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %3, i32 0, i32 7, i32 undef, i32 undef, i32 undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %306

; <label>:306                                     ; preds = %305, %304, %299, %294, %289, %284, %279, %274, %269, %264, %259, %254, %249, %244, %239, %234, %229, %224, %219, %214, %209, %204, %199, %194, %189, %184, %179, %174, %169, %164, %159, %154, %149, %144, %139, %134, %129, %124, %119, %114, %109, %104, %99, %94, %89, %84, %79, %74, %69, %64, %59, %54, %49, %44, %39, %34, %29, %24, %19, %14, %9
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare i1 @dx.op.waveAnyTrue(i32, i1) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

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
!11 = !{i32 0, i64 524304, i32 4, !12}
!12 = !{i32 64, i32 1, i32 1}
