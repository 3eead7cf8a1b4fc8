;
; Note: shader requires additional functionality:
;       Double-precision floating point
;       Double-precision extensions for 11.1
;       Shader extensions for 11.1
;       Tiled resources
;       Wave level operations
;       View Instancing
;       Barycentrics
;       Use native low precision
;       Raytracing tier 1.1 features
;       Sampler feedback
;       Resource descriptor heap indexing
;       Advanced Texture Ops
;       Writeable MSAA Textures
;       SampleCmp with gradient or bias
;
;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float   x   
; TEXCOORD                 0   xy          1     NONE   float   xy  
; TEXCOORD                 2     zw        1     NONE   float       
; TEXCOORD                 1   x           2     NONE   float       
; SV_SampleIndex           0    N/A  special   SAMPLE    uint     NO
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Target                0   xyzw        0   TARGET   float   xyzw
;
; shader hash: 86a56b4eda0ecc5549ca23a7a7aebeca
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Pixel Shader
; DepthOutput=0
; SampleFrequency=1
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: true
; SigInputElements: 5
; SigOutputElements: 1
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 3
; SigOutputVectors[0]: 1
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: main
;
;
; Input signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; TEXCOORD                 0                 linear       
; TEXCOORD                 1        nointerpolation       
; TEXCOORD                 2                 linear       
; SV_SampleIndex           0        nointerpolation       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Target                0                              
;
; Buffer Definitions:
;
; cbuffer Constants
; {
;
;   struct Constants
;   {
;
;       float4 tint;                                  ; Offset:    0
;       uint mask;                                    ; Offset:   16
;   
;   } Constants;                                      ; Offset:    0 Size:    20
;
; }
;
; Resource bind info for counted
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
; Constants                         cbuffer      NA          NA     CB0            cb0     1
; linear_sampler                    sampler      NA          NA      S0             s0     1
; shadow_sampler                    sampler      NA          NA      S1             s1     1
; raw                               texture    byte         r/o      T0             t0     1
; typed                             texture     f32         buf      T1             t1     1
; texture                           texture     f32          2d      T2             t2     1
; multisampled                      texture     f32        2dMS      T3             t3     1
; scene                             texture     i32         ras      T4             t4     1
; packed_texture                    texture     u32          2d      T5             t5     1
; output                                UAV    byte         r/w      U0             u1     1
; counters                              UAV     u32         buf      U1             u2     1
; image                                 UAV     f32          2d      U2             u3     1
; counted                               UAV  struct     r/w+cnt      U3             u4     1
; multisampled_image                    UAV     f32        2dMS      U4             u5     1
; feedback                              UAV invalid     fbtex2d      U5             u6     1
;
;
; ViewId state:
;
; Number of inputs: 9, outputs: 4
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 0, 4, 5 }
;   output 1 depends on inputs: { 0, 4, 5 }
;   output 2 depends on inputs: { 0, 4, 5 }
;   output 3 depends on inputs: { 0, 4, 5 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.SamplePos = type { float, float }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%dx.types.splitdouble = type { i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.ResRet.v8f32 = type { <8 x float>, i32 }
%struct.ByteAddressBuffer = type { i32 }
%"class.Buffer<vector<float, 4> >" = type { <4 x float> }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%"class.Texture2DMS<vector<float, 4>, 0>" = type { <4 x float>, %"class.Texture2DMS<vector<float, 4>, 0>::sample_type" }
%"class.Texture2DMS<vector<float, 4>, 0>::sample_type" = type { i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.Texture2D<unsigned int>" = type { i32, %"class.Texture2D<unsigned int>::mips_type" }
%"class.Texture2D<unsigned int>::mips_type" = type { i32 }
%struct.RWByteAddressBuffer = type { i32 }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%"class.RWTexture2DMS<vector<float, 4>, 0>" = type { <4 x float>, %"class.RWTexture2DMS<vector<float, 4>, 0>::sample_type" }
%"class.RWTexture2DMS<vector<float, 4>, 0>::sample_type" = type { i32 }
%"class.FeedbackTexture2D<0>" = type { i32 }
%Constants = type { <4 x float>, i32 }
%struct.SamplerState = type { i32 }
%struct.SamplerComparisonState = type { i32 }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 6, i32 6, i32 0, i8 1 }, i32 6, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 1 }, i32 5, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %5 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %7 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 0 }, i32 5, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %8 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 0 }, i32 4, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %9 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %10 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %11 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %13 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }, i32 1, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %14 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %15 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)  ; CreateHandleFromBinding(bind,index,nonUniformIndex)
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %15, %dx.types.ResourceProperties { i32 13, i32 20 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %17 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %18 = insertelement <2 x float> undef, float %17, i64 0
  %19 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %20 = insertelement <2 x float> %18, float %19, i64 1
  %21 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %22 = call i32 @dx.op.viewID.i32(i32 138)  ; ViewID()
  %23 = call i32 @dx.op.coverage.i32(i32 91)  ; Coverage()
  %24 = call i32 @dx.op.sampleIndex.i32(i32 90)  ; SampleIndex()
  %25 = extractelement <2 x float> %20, i32 0
  %26 = fcmp fast olt float %25, 0.000000e+00
  br i1 %26, label %27, label %28

; <label>:27                                      ; preds = %0
  call void @dx.op.discard(i32 82, i1 true)  ; Discard(condition)
  br label %28

; <label>:28                                      ; preds = %27, %0
  %29 = fptoui float %21 to i32
  %30 = shl i32 %29, 2
  %31 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %32 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %31, i32 %30, i32 undef, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %33 = extractvalue %dx.types.ResRet.i32 %32, 0
  %34 = bitcast i32 %33 to float
  %35 = add i32 %30, 4
  %36 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %37 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %36, i32 %35, i32 undef, i8 1, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %38 = extractvalue %dx.types.ResRet.i32 %37, 0
  %39 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %11, %dx.types.ResourceProperties { i32 10, i32 1033 })  ; AnnotateHandle(res,props)  resource: TypedBuffer<4xF32>
  %40 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %39, i32 %29, i32 undef)  ; BufferLoad(srv,index,wot)
  %41 = extractvalue %dx.types.ResRet.f32 %40, 0
  %42 = extractvalue %dx.types.ResRet.f32 %40, 1
  %43 = extractvalue %dx.types.ResRet.f32 %40, 2
  %44 = extractvalue %dx.types.ResRet.f32 %40, 3
  %45 = insertelement <4 x float> undef, float %41, i64 0
  %46 = insertelement <4 x float> %45, float %42, i64 1
  %47 = insertelement <4 x float> %46, float %43, i64 2
  %48 = insertelement <4 x float> %47, float %44, i64 3
  %49 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %16, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %50 = extractvalue %dx.types.CBufRet.f32 %49, 0
  %51 = insertelement <4 x float> undef, float %50, i64 0
  %52 = extractvalue %dx.types.CBufRet.f32 %49, 1
  %53 = insertelement <4 x float> %51, float %52, i64 1
  %54 = extractvalue %dx.types.CBufRet.f32 %49, 2
  %55 = insertelement <4 x float> %53, float %54, i64 2
  %56 = extractvalue %dx.types.CBufRet.f32 %49, 3
  %57 = insertelement <4 x float> %55, float %56, i64 3
  %58 = fmul fast <4 x float> %57, %48
  %59 = call float @dx.op.unary.f32(i32 7, float %34)  ; Saturate(value)
  %60 = call float @dx.op.unary.f32(i32 12, float %34)  ; Cos(value)
  %61 = fadd fast float %60, %59
  %62 = call float @dx.op.unary.f32(i32 13, float %34)  ; Sin(value)
  %63 = fadd fast float %61, %62
  %64 = call float @dx.op.unary.f32(i32 14, float %34)  ; Tan(value)
  %65 = fadd fast float %63, %64
  %66 = call float @dx.op.unary.f32(i32 15, float %34)  ; Acos(value)
  %67 = fadd fast float %65, %66
  %68 = call float @dx.op.unary.f32(i32 16, float %34)  ; Asin(value)
  %69 = fadd fast float %67, %68
  %70 = call float @dx.op.unary.f32(i32 17, float %34)  ; Atan(value)
  %71 = fadd fast float %69, %70
  %72 = call float @dx.op.unary.f32(i32 18, float %34)  ; Hcos(value)
  %73 = fadd fast float %71, %72
  %74 = call float @dx.op.unary.f32(i32 19, float %34)  ; Hsin(value)
  %75 = fadd fast float %73, %74
  %76 = call float @dx.op.unary.f32(i32 20, float %34)  ; Htan(value)
  %77 = fadd fast float %75, %76
  %78 = call float @dx.op.unary.f32(i32 21, float %34)  ; Exp(value)
  %79 = fadd fast float %77, %78
  %80 = call float @dx.op.unary.f32(i32 22, float %34)  ; Frc(value)
  %81 = fadd fast float %79, %80
  %82 = call float @dx.op.unary.f32(i32 23, float %34)  ; Log(value)
  %83 = fadd fast float %81, %82
  %84 = call float @dx.op.unary.f32(i32 24, float %34)  ; Sqrt(value)
  %85 = fadd fast float %83, %84
  %86 = call float @dx.op.unary.f32(i32 25, float %34)  ; Rsqrt(value)
  %87 = fadd fast float %85, %86
  %88 = call float @dx.op.unary.f32(i32 26, float %34)  ; Round_ne(value)
  %89 = fadd fast float %87, %88
  %90 = call float @dx.op.unary.f32(i32 27, float %34)  ; Round_ni(value)
  %91 = fadd fast float %89, %90
  %92 = call float @dx.op.unary.f32(i32 28, float %34)  ; Round_pi(value)
  %93 = fadd fast float %91, %92
  %94 = call float @dx.op.unary.f32(i32 29, float %34)  ; Round_z(value)
  %95 = fadd fast float %93, %94
  %96 = extractelement <4 x float> %58, i32 0
  %97 = call float @dx.op.binary.f32(i32 35, float %34, float %96)  ; FMax(a,b)
  %98 = fadd fast float %95, %97
  %99 = extractelement <4 x float> %58, i32 1
  %100 = call float @dx.op.binary.f32(i32 36, float %34, float %99)  ; FMin(a,b)
  %101 = fadd fast float %98, %100
  %102 = extractelement <4 x float> %58, i32 3
  %103 = extractelement <4 x float> %58, i32 2
  %104 = call float @dx.op.tertiary.f32(i32 46, float %34, float %103, float %102)  ; FMad(a,b,c)
  %105 = fadd fast float %101, %104
  %106 = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %34)  ; IsNaN(value)
  %107 = select i1 %106, float 1.000000e+00, float 0.000000e+00
  %108 = fadd fast float %105, %107
  %109 = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %34)  ; IsInf(value)
  %110 = select i1 %109, float 1.000000e+00, float 0.000000e+00
  %111 = fadd fast float %108, %110
  %112 = call i1 @dx.op.isSpecialFloat.f32(i32 10, float %34)  ; IsFinite(value)
  %113 = select i1 %112, float 1.000000e+00, float 0.000000e+00
  %114 = fadd fast float %111, %113
  %115 = call float @dx.op.dot.v4f32(i32 311, <4 x float> %58, <4 x float> %58)  ; FDot(a,b)
  %116 = fadd fast float %114, %115
  %117 = call float @dx.op.unary.f32(i32 83, float %34)  ; DerivCoarseX(value)
  %118 = fadd fast float %116, %117
  %119 = call float @dx.op.unary.f32(i32 84, float %34)  ; DerivCoarseY(value)
  %120 = fadd fast float %118, %119
  %121 = call float @dx.op.unary.f32(i32 85, float %34)  ; DerivFineX(value)
  %122 = fadd fast float %120, %121
  %123 = call float @dx.op.unary.f32(i32 86, float %34)  ; DerivFineY(value)
  %124 = fadd fast float %122, %123
  %125 = call float @dx.op.evalSnapped.f32(i32 87, i32 3, i32 0, i8 0, i32 1, i32 1)  ; EvalSnapped(inputSigId,inputRowIndex,inputColIndex,offsetX,offsetY)
  %126 = fadd fast float %124, %125
  %127 = call float @dx.op.evalSampleIndex.f32(i32 88, i32 3, i32 0, i8 1, i32 0)  ; EvalSampleIndex(inputSigId,inputRowIndex,inputColIndex,sampleIndex)
  %128 = fadd fast float %126, %127
  %129 = call float @dx.op.evalCentroid.f32(i32 89, i32 3, i32 0, i8 0)  ; EvalCentroid(inputSigId,inputRowIndex,inputColIndex)
  %130 = fadd fast float %128, %129
  %131 = call float @dx.op.attributeAtVertex.f32(i32 137, i32 2, i32 0, i8 0, i8 1)  ; AttributeAtVertex(inputSigId,inputRowIndex,inputColIndex,VertexID)
  %132 = fadd fast float %130, %131
  %133 = call %dx.types.SamplePos @dx.op.renderTargetGetSamplePosition(i32 76, i32 0)  ; RenderTargetGetSamplePosition(index)
  %134 = extractvalue %dx.types.SamplePos %133, 0
  %135 = fadd fast float %132, %134
  %136 = call i32 @dx.op.unary.i32(i32 30, i32 %38)  ; Bfrev(value)
  %137 = call i32 @dx.op.unaryBits.i32(i32 31, i32 %38)  ; Countbits(value)
  %138 = add i32 %137, %136
  %139 = call i32 @dx.op.unaryBits.i32(i32 32, i32 %38)  ; FirstbitLo(value)
  %140 = add i32 %138, %139
  %141 = call i32 @dx.op.unaryBits.i32(i32 33, i32 %38)  ; FirstbitHi(value)
  %142 = sub i32 31, %141
  %143 = icmp eq i32 %141, -1
  %144 = select i1 %143, i32 -1, i32 %142
  %145 = add i32 %140, %144
  %146 = call i32 @dx.op.unaryBits.i32(i32 34, i32 %38)  ; FirstbitSHi(value)
  %147 = sub i32 31, %146
  %148 = icmp eq i32 %146, -1
  %149 = select i1 %148, i32 -1, i32 %147
  %150 = call i32 @dx.op.binary.i32(i32 37, i32 %38, i32 %24)  ; IMax(a,b)
  %151 = call i32 @dx.op.binary.i32(i32 38, i32 %38, i32 %22)  ; IMin(a,b)
  %152 = call i32 @dx.op.binary.i32(i32 39, i32 %38, i32 %23)  ; UMax(a,b)
  %153 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %16, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %154 = extractvalue %dx.types.CBufRet.i32 %153, 0
  %155 = call i32 @dx.op.binary.i32(i32 40, i32 %38, i32 %154)  ; UMin(a,b)
  %156 = call i32 @dx.op.tertiary.i32(i32 49, i32 %38, i32 %23, i32 %154)  ; UMad(a,b,c)
  %157 = call i32 @dx.op.tertiary.i32(i32 48, i32 %38, i32 %38, i32 %24)  ; IMad(a,b,c)
  %158 = call i32 @dx.op.tertiary.i32(i32 50, i32 %38, i32 %22, i32 1)  ; Msad(a,b,c)
  %159 = add i32 %145, %150
  %160 = add i32 %159, %149
  %161 = add i32 %160, %151
  %162 = add i32 %161, %152
  %163 = add i32 %162, %155
  %164 = add i32 %163, %156
  %165 = add i32 %164, %157
  %166 = add i32 %165, %158
  %167 = uitofp i32 %166 to float
  %168 = fptrunc float %96 to half
  %169 = fptrunc float %99 to half
  %170 = fptrunc float %34 to half
  %171 = call float @dx.op.dot2AddHalf.f32(i32 162, float 1.000000e+00, half %170, half %170, half %168, half %169)  ; Dot2AddHalf(acc,ax,ay,bx,by)
  %172 = fadd fast float %167, %171
  %173 = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 0, i32 %38, i32 %22)  ; Dot4AddI8Packed(acc,a,b)
  %174 = sitofp i32 %173 to float
  %175 = fadd fast float %172, %174
  %176 = call i32 @dx.op.dot4AddPacked.i32(i32 164, i32 0, i32 %38, i32 %22)  ; Dot4AddU8Packed(acc,a,b)
  %177 = uitofp i32 %176 to float
  %178 = fadd fast float %175, %177
  %179 = call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219, i8 0, i32 %38)  ; Unpack4x8(unpackMode,pk)
  %180 = extractvalue %dx.types.fouri32 %179, 0
  %181 = extractvalue %dx.types.fouri32 %179, 1
  %182 = extractvalue %dx.types.fouri32 %179, 2
  %183 = extractvalue %dx.types.fouri32 %179, 3
  %184 = call i32 @dx.op.pack4x8.i32(i32 220, i8 0, i32 %180, i32 %181, i32 %182, i32 %183)  ; Pack4x8(packMode,x,y,z,w)
  %185 = uitofp i32 %184 to float
  %186 = fadd fast float %178, %185
  %187 = call i32 @dx.op.legacyF32ToF16(i32 130, float %34)  ; LegacyF32ToF16(value)
  %188 = uitofp i32 %187 to float
  %189 = fadd fast float %186, %188
  %190 = call float @dx.op.legacyF16ToF32(i32 131, i32 %38)  ; LegacyF16ToF32(value)
  %191 = fptoui float %190 to i32
  %192 = uitofp i32 %191 to float
  %193 = fadd fast float %189, %192
  %194 = call i32 @dx.op.renderTargetGetSampleCount(i32 77)  ; RenderTargetGetSampleCount()
  %195 = uitofp i32 %194 to float
  %196 = fadd fast float %193, %195
  %197 = fptoui float %196 to i32
  %198 = call double @dx.op.makeDouble.f64(i32 101, i32 %38, i32 %22)  ; MakeDouble(lo,hi)
  %199 = call double @dx.op.tertiary.f64(i32 47, double %198, double %198, double %198)  ; Fma(a,b,c)
  %200 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %199)  ; SplitDouble(value)
  %201 = extractvalue %dx.types.splitdouble %200, 0
  %202 = extractvalue %dx.types.splitdouble %200, 1
  %203 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %38, i8 0, i8 1)  ; WaveActiveOp(value,op,sop)
  %204 = call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %38, i8 0, i8 1)  ; WavePrefixOp(value,op,sop)
  %205 = add i32 %204, %203
  %206 = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %38, i8 1)  ; WaveActiveBit(value,op)
  %207 = add i32 %205, %206
  %208 = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %38, i32 1)  ; WaveReadLaneAt(value,lane)
  %209 = add i32 %207, %208
  %210 = call i32 @dx.op.waveReadLaneFirst.i32(i32 118, i32 %38)  ; WaveReadLaneFirst(value)
  %211 = add i32 %209, %210
  %212 = icmp ugt i32 %38, 3
  %213 = call i32 @dx.op.waveAllOp(i32 135, i1 %212)  ; WaveAllBitCount(value)
  %214 = add i32 %211, %213
  %215 = call i32 @dx.op.wavePrefixOp(i32 136, i1 %212)  ; WavePrefixBitCount(value)
  %216 = add i32 %214, %215
  %217 = icmp ugt i32 %38, 1
  %218 = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %217)  ; WaveActiveBallot(cond)
  %219 = extractvalue %dx.types.fouri32 %218, 0
  %220 = add i32 %216, %219
  %221 = call i32 @dx.op.waveGetLaneIndex(i32 111)  ; WaveGetLaneIndex()
  %222 = add i32 %220, %221
  %223 = call i32 @dx.op.waveGetLaneCount(i32 112)  ; WaveGetLaneCount()
  %224 = add i32 %222, %223
  %225 = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %38)  ; WaveMatch(value)
  %226 = extractvalue %dx.types.fouri32 %225, 0
  %227 = add i32 %224, %226
  %228 = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %38, i32 1, i32 1, i32 1, i32 1, i8 0, i8 1)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %229 = add i32 %227, %228
  %230 = icmp ugt i32 %38, 2
  %231 = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %230, i32 1, i32 1, i32 1, i32 1)  ; WaveMultiPrefixBitCount(value,mask0,mask1,mask2,mask3)
  %232 = add i32 %229, %231
  %233 = call i1 @dx.op.waveIsFirstLane(i32 110)  ; WaveIsFirstLane()
  %234 = zext i1 %233 to i32
  %235 = add i32 %232, %234
  %236 = icmp ugt i32 %38, 5
  %237 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %236)  ; WaveAnyTrue(cond)
  %238 = zext i1 %237 to i32
  %239 = add i32 %235, %238
  %240 = icmp ugt i32 %38, 6
  %241 = call i1 @dx.op.waveAllTrue(i32 114, i1 %240)  ; WaveAllTrue(cond)
  %242 = zext i1 %241 to i32
  %243 = add i32 %239, %242
  %244 = call i1 @dx.op.waveActiveAllEqual.i32(i32 115, i32 %38)  ; WaveActiveAllEqual(value)
  %245 = zext i1 %244 to i32
  %246 = add i32 %243, %245
  %247 = call i32 @dx.op.quadReadLaneAt.i32(i32 122, i32 %38, i32 2)  ; QuadReadLaneAt(value,quadLane)
  %248 = add i32 %246, %247
  %249 = call i32 @dx.op.quadOp.i32(i32 123, i32 %38, i8 0)  ; QuadOp(value,op)
  %250 = add i32 %248, %249
  %251 = icmp ugt i32 %38, 7
  %252 = call i1 @dx.op.quadVote.i1(i32 222, i1 %251, i8 0)  ; QuadVote(cond,op)
  %253 = zext i1 %252 to i32
  %254 = add i32 %250, %253
  %255 = call i1 @dx.op.isHelperLane.i1(i32 221)  ; IsHelperLane()
  %256 = zext i1 %255 to i32
  %257 = add i32 %254, %256
  %258 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %259 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %258, i32 0, i32 %29, i32 0, i32 undef, i32 0, i32 0, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %260 = extractvalue %dx.types.ResRet.f32 %259, 0
  %261 = extractvalue %dx.types.ResRet.f32 %259, 1
  %262 = extractvalue %dx.types.ResRet.f32 %259, 2
  %263 = extractvalue %dx.types.ResRet.f32 %259, 3
  %264 = extractvalue %dx.types.ResRet.f32 %259, 4
  %265 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %264)  ; CheckAccessFullyMapped(status)
  %266 = insertelement <4 x float> undef, float %260, i64 0
  %267 = insertelement <4 x float> %266, float %261, i64 1
  %268 = insertelement <4 x float> %267, float %262, i64 2
  %269 = insertelement <4 x float> %268, float %263, i64 3
  %270 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %9, %dx.types.ResourceProperties { i32 3, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2DMS<4xF32>
  %271 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %270, i32 1, i32 %29, i32 0, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %272 = extractvalue %dx.types.ResRet.f32 %271, 0
  %273 = extractvalue %dx.types.ResRet.f32 %271, 1
  %274 = extractvalue %dx.types.ResRet.f32 %271, 2
  %275 = extractvalue %dx.types.ResRet.f32 %271, 3
  %276 = insertelement <4 x float> undef, float %272, i64 0
  %277 = insertelement <4 x float> %276, float %273, i64 1
  %278 = insertelement <4 x float> %277, float %274, i64 2
  %279 = insertelement <4 x float> %278, float %275, i64 3
  %280 = fadd fast <4 x float> %279, %269
  %281 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %282 = extractelement <2 x float> %20, i64 0
  %283 = extractelement <2 x float> %20, i64 1
  %284 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %258, %dx.types.Handle %281, float %282, float %283, float undef, float undef, i32 0, i32 0, i32 undef, float undef)  ; Sample(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,clamp)
  %285 = extractvalue %dx.types.ResRet.f32 %284, 0
  %286 = insertelement <4 x float> undef, float %285, i64 0
  %287 = extractvalue %dx.types.ResRet.f32 %284, 1
  %288 = insertelement <4 x float> %286, float %287, i64 1
  %289 = extractvalue %dx.types.ResRet.f32 %284, 2
  %290 = insertelement <4 x float> %288, float %289, i64 2
  %291 = extractvalue %dx.types.ResRet.f32 %284, 3
  %292 = insertelement <4 x float> %290, float %291, i64 3
  %293 = fadd fast <4 x float> %280, %292
  %294 = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %258, %dx.types.Handle %281, float %282, float %283, float undef, float undef, i32 0, i32 0, i32 undef, float 1.000000e+00, float undef)  ; SampleBias(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,bias,clamp)
  %295 = extractvalue %dx.types.ResRet.f32 %294, 0
  %296 = insertelement <4 x float> undef, float %295, i64 0
  %297 = extractvalue %dx.types.ResRet.f32 %294, 1
  %298 = insertelement <4 x float> %296, float %297, i64 1
  %299 = extractvalue %dx.types.ResRet.f32 %294, 2
  %300 = insertelement <4 x float> %298, float %299, i64 2
  %301 = extractvalue %dx.types.ResRet.f32 %294, 3
  %302 = insertelement <4 x float> %300, float %301, i64 3
  %303 = fadd fast <4 x float> %293, %302
  %304 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %258, %dx.types.Handle %281, float %96, float %99, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)  ; SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)
  %305 = extractvalue %dx.types.ResRet.f32 %304, 0
  %306 = insertelement <4 x float> undef, float %305, i64 0
  %307 = extractvalue %dx.types.ResRet.f32 %304, 1
  %308 = insertelement <4 x float> %306, float %307, i64 1
  %309 = extractvalue %dx.types.ResRet.f32 %304, 2
  %310 = insertelement <4 x float> %308, float %309, i64 2
  %311 = extractvalue %dx.types.ResRet.f32 %304, 3
  %312 = insertelement <4 x float> %310, float %311, i64 3
  %313 = fadd fast <4 x float> %303, %312
  %314 = call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %258, %dx.types.Handle %281, float %96, float %99, float undef, float undef, i32 0, i32 0, i32 undef, float %103, float %102, float undef, float %102, float %103, float undef, float undef)  ; SampleGrad(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,ddx0,ddx1,ddx2,ddy0,ddy1,ddy2,clamp)
  %315 = extractvalue %dx.types.ResRet.f32 %314, 0
  %316 = insertelement <4 x float> undef, float %315, i64 0
  %317 = extractvalue %dx.types.ResRet.f32 %314, 1
  %318 = insertelement <4 x float> %316, float %317, i64 1
  %319 = extractvalue %dx.types.ResRet.f32 %314, 2
  %320 = insertelement <4 x float> %318, float %319, i64 2
  %321 = extractvalue %dx.types.ResRet.f32 %314, 3
  %322 = insertelement <4 x float> %320, float %321, i64 3
  %323 = fadd fast <4 x float> %313, %322
  %324 = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, %dx.types.Handle %258, %dx.types.Handle %281, float %96, float %99, float undef, float undef, i32 0, i32 0, i32 0)  ; TextureGather(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,channel)
  %325 = extractvalue %dx.types.ResRet.f32 %324, 0
  %326 = insertelement <4 x float> undef, float %325, i64 0
  %327 = extractvalue %dx.types.ResRet.f32 %324, 1
  %328 = insertelement <4 x float> %326, float %327, i64 1
  %329 = extractvalue %dx.types.ResRet.f32 %324, 2
  %330 = insertelement <4 x float> %328, float %329, i64 2
  %331 = extractvalue %dx.types.ResRet.f32 %324, 3
  %332 = insertelement <4 x float> %330, float %331, i64 3
  %333 = fadd fast <4 x float> %323, %332
  %334 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %13, %dx.types.ResourceProperties { i32 32782, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerComparisonState
  %335 = call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, %dx.types.Handle %258, %dx.types.Handle %334, float %96, float %99, float undef, float undef, i32 0, i32 0, i32 0, float %34)  ; TextureGatherCmp(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,channel,compareValue)
  %336 = extractvalue %dx.types.ResRet.f32 %335, 0
  %337 = insertelement <4 x float> undef, float %336, i64 0
  %338 = extractvalue %dx.types.ResRet.f32 %335, 1
  %339 = insertelement <4 x float> %337, float %338, i64 1
  %340 = extractvalue %dx.types.ResRet.f32 %335, 2
  %341 = insertelement <4 x float> %339, float %340, i64 2
  %342 = extractvalue %dx.types.ResRet.f32 %335, 3
  %343 = insertelement <4 x float> %341, float %342, i64 3
  %344 = fadd fast <4 x float> %333, %343
  %345 = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %270, i32 1)  ; Texture2DMSGetSamplePosition(srv,index)
  %346 = extractvalue %dx.types.SamplePos %345, 0
  %347 = extractvalue %dx.types.SamplePos %345, 1
  %348 = insertelement <2 x float> undef, float %346, i64 0
  %349 = insertelement <2 x float> %348, float %347, i64 1
  %350 = shufflevector <2 x float> %349, <2 x float> undef, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %351 = fadd fast <4 x float> %344, %350
  %352 = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %258, %dx.types.Handle %334, float %282, float %283, float undef, float undef, i32 0, i32 0, i32 undef, float %34, float undef)  ; SampleCmp(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,clamp)
  %353 = extractvalue %dx.types.ResRet.f32 %352, 0
  %354 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %258, %dx.types.Handle %334, float %96, float %99, float undef, float undef, i32 0, i32 0, i32 undef, float %34)  ; SampleCmpLevelZero(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue)
  %355 = extractvalue %dx.types.ResRet.f32 %354, 0
  %356 = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %258, %dx.types.Handle %334, float %96, float %99, float undef, float undef, i32 0, i32 0, i32 undef, float %34, float 1.000000e+00)  ; SampleCmpLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,lod)
  %357 = extractvalue %dx.types.ResRet.f32 %356, 0
  %358 = call %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32 254, %dx.types.Handle %258, %dx.types.Handle %334, float %282, float %283, float undef, float undef, i32 0, i32 0, i32 undef, float %34, float %282, float %283, float undef, float %282, float %283, float undef, float undef)  ; SampleCmpGrad(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,ddx0,ddx1,ddx2,ddy0,ddy1,ddy2,clamp)
  %359 = extractvalue %dx.types.ResRet.f32 %358, 0
  %360 = call %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32 255, %dx.types.Handle %258, %dx.types.Handle %334, float %282, float %283, float undef, float undef, i32 0, i32 0, i32 undef, float %34, float 1.000000e+00, float undef)  ; SampleCmpBias(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,bias,clamp)
  %361 = extractvalue %dx.types.ResRet.f32 %360, 0
  %362 = shufflevector <4 x float> %58, <4 x float> undef, <2 x i32> <i32 0, i32 1>
  %363 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %364 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %365 = extractelement <2 x float> %362, i64 0
  %366 = extractelement <2 x float> %362, i64 1
  %367 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %363, %dx.types.Handle %364, float %365, float %366, float undef, i1 true)  ; CalculateLOD(handle,sampler,coord0,coord1,coord2,clamped)
  %368 = select i1 %265, float 1.000000e+00, float 0.000000e+00
  %369 = extractelement <4 x float> %351, i32 0
  %370 = fadd fast float %353, %368
  %371 = fadd fast float %370, %355
  %372 = fadd fast float %371, %357
  %373 = fadd fast float %372, %359
  %374 = fadd fast float %373, %361
  %375 = fadd fast float %374, %369
  %376 = fadd fast float %375, %367
  %377 = insertelement <4 x float> %351, float %376, i32 0
  %378 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4113, i32 0 })  ; AnnotateHandle(res,props)  resource: FeedbackTexture2D<MinMip>
  call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %378, %dx.types.Handle %363, %dx.types.Handle %364, float %282, float %283, float undef, float undef, float undef)  ; WriteSamplerFeedback(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,clamp)
  %379 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4113, i32 0 })  ; AnnotateHandle(res,props)  resource: FeedbackTexture2D<MinMip>
  %380 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %381 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %379, %dx.types.Handle %380, %dx.types.Handle %381, float %282, float %283, float undef, float undef, float 1.000000e+00, float undef)  ; WriteSamplerFeedbackBias(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,bias,clamp)
  %382 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4113, i32 0 })  ; AnnotateHandle(res,props)  resource: FeedbackTexture2D<MinMip>
  %383 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %384 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %382, %dx.types.Handle %383, %dx.types.Handle %384, float %282, float %283, float undef, float undef, float 1.000000e+00)  ; WriteSamplerFeedbackLevel(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,lod)
  %385 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4113, i32 0 })  ; AnnotateHandle(res,props)  resource: FeedbackTexture2D<MinMip>
  %386 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %387 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  call void @dx.op.writeSamplerFeedbackGrad(i32 177, %dx.types.Handle %385, %dx.types.Handle %386, %dx.types.Handle %387, float %282, float %283, float undef, float undef, float %282, float %283, float undef, float %282, float %283, float undef, float undef)  ; WriteSamplerFeedbackGrad(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,ddx0,ddx1,ddx2,ddy0,ddy1,ddy2,clamp)
  %388 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %16, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %389 = extractvalue %dx.types.CBufRet.i32 %388, 0
  %390 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %389, i1 false, i1 false)  ; CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)
  %391 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %390, %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>
  %392 = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %391, i32 0, i32 0, i32 0, i32 undef, i32 undef, i32 undef, i32 undef)  ; TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)
  %393 = extractvalue %dx.types.ResRet.f32 %392, 0
  %394 = extractvalue %dx.types.ResRet.f32 %392, 1
  %395 = extractvalue %dx.types.ResRet.f32 %392, 2
  %396 = extractvalue %dx.types.ResRet.f32 %392, 3
  %397 = insertelement <4 x float> undef, float %393, i64 0
  %398 = insertelement <4 x float> %397, float %394, i64 1
  %399 = insertelement <4 x float> %398, float %395, i64 2
  %400 = insertelement <4 x float> %399, float %396, i64 3
  %401 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %7, %dx.types.ResourceProperties { i32 2, i32 261 })  ; AnnotateHandle(res,props)  resource: Texture2D<U32>
  %402 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %14, %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState
  %403 = call %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32 223, %dx.types.Handle %401, %dx.types.Handle %402, float %96, float %99, float undef, float undef, i32 0, i32 0)  ; TextureGatherRaw(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1)
  %404 = extractvalue %dx.types.ResRet.i32 %403, 0
  %405 = insertelement <4 x i32> undef, i32 %404, i64 0
  %406 = extractvalue %dx.types.ResRet.i32 %403, 1
  %407 = insertelement <4 x i32> %405, i32 %406, i64 1
  %408 = extractvalue %dx.types.ResRet.i32 %403, 2
  %409 = insertelement <4 x i32> %407, i32 %408, i64 2
  %410 = extractvalue %dx.types.ResRet.i32 %403, 3
  %411 = insertelement <4 x i32> %409, i32 %410, i64 3
  %412 = uitofp <4 x i32> %411 to <4 x float>
  %413 = fadd fast <4 x float> %400, %377
  %414 = fadd fast <4 x float> %413, %412
  %415 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 4099, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture2DMS<4xF32>
  %416 = extractelement <4 x float> %414, i64 0
  %417 = extractelement <4 x float> %414, i64 1
  %418 = extractelement <4 x float> %414, i64 2
  %419 = extractelement <4 x float> %414, i64 3
  call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %415, i32 %29, i32 0, i32 undef, float %416, float %417, float %418, float %419, i8 15, i32 1)  ; TextureStoreSample(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask,sampleIdx)
  %420 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 4098, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<4xF32>
  %421 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %420, i32 0)  ; GetDimensions(handle,mipLevel)
  %422 = extractvalue %dx.types.Dimensions %421, 0
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %420, i32 %29, i32 0, i32 undef, float %416, float %417, float %418, float %419, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  %423 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 36876, i32 4 })  ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=4, counter>
  %424 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %423, i8 1)  ; BufferUpdateCounter(uav,inc)
  %425 = add i32 %424, %422
  %426 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 4106, i32 261 })  ; AnnotateHandle(res,props)  resource: RWTypedBuffer<U32>
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %426, i32 %29, i32 undef, i32 %425, i32 %425, i32 %425, i32 %425, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  %427 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %428 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %427, i32 0, i32 0, i32 undef, i32 undef, i32 %257)  ; AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)
  %429 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  %430 = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %429, i32 4, i32 undef, i32 undef, i32 %428, i32 %197)  ; AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)
  call void @dx.op.barrierByMemoryType(i32 244, i32 1, i32 4)  ; BarrierByMemoryType(MemoryTypeFlags,SemanticFlags)
  %431 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer
  %432 = call %dx.types.ResRet.v8f32 @dx.op.rawBufferVectorLoad.v8f32(i32 303, %dx.types.Handle %431, i32 64, i32 undef, i32 4)  ; RawBufferVectorLoad(buf,index,elementOffset,alignment)
  %433 = extractvalue %dx.types.ResRet.v8f32 %432, 0
  %434 = fcmp fast ogt <8 x float> %433, zeroinitializer
  %435 = zext <8 x i1> %434 to <8 x i32>
  %436 = fmul fast <8 x float> %433, %433
  %437 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  call void @dx.op.rawBufferVectorStore.v8f32(i32 304, %dx.types.Handle %437, i32 128, i32 undef, <8 x float> %436, i32 4)  ; RawBufferVectorStore(uav,index,elementOffset,value0,alignment)
  %438 = call i32 @dx.op.allocateRayQuery2(i32 258, i32 1024, i32 1)  ; AllocateRayQuery2(constRayFlags,constRayQueryFlags)
  %439 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %8, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %438, %dx.types.Handle %439, i32 0, i32 255, float %96, float %99, float %103, float 0x3FB99999A0000000, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+02)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %440 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %438)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %440, label %441, label %445

; <label>:441                                     ; preds = %28
  br label %442

; <label>:442                                     ; preds = %442, %441
  call void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32 182, i32 %438)  ; RayQuery_CommitNonOpaqueTriangleHit(rayQueryHandle)
  %443 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %438)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %443, label %442, label %444

; <label>:444                                     ; preds = %442
  br label %445

; <label>:445                                     ; preds = %444, %28
  %446 = fptoui double %198 to i32
  %447 = fptoui float %135 to i32
  %448 = add i32 %446, %447
  %449 = add i32 %448, %430
  %450 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %438)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %451 = icmp ne <8 x i32> %435, zeroinitializer
  %452 = call i1 @dx.op.vectorReduce.v8i1(i32 310, <8 x i1> %451)  ; VectorReduceOr(a)
  %453 = zext i1 %452 to i32
  %454 = add i32 %453, %450
  %455 = call i1 @dx.op.vectorReduce.v8i1(i32 309, <8 x i1> %451)  ; VectorReduceAnd(a)
  %456 = select i1 %455, i32 2, i32 0
  %457 = add i32 %454, %456
  %458 = insertelement <4 x i32> undef, i32 %201, i64 0
  %459 = insertelement <4 x i32> %458, i32 %202, i64 1
  %460 = insertelement <4 x i32> %459, i32 %449, i64 2
  %461 = insertelement <4 x i32> %460, i32 %457, i64 3
  %462 = shl i32 %29, 4
  %463 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4107, i32 0 })  ; AnnotateHandle(res,props)  resource: RWByteAddressBuffer
  call void @dx.op.rawBufferVectorStore.v4i32(i32 304, %dx.types.Handle %463, i32 %462, i32 undef, <4 x i32> %461, i32 4)  ; RawBufferVectorStore(uav,index,elementOffset,value0,alignment)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %416)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %417)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %418)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %419)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.sampleIndex.i32(i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.coverage.i32(i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.viewID.i32(i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind
declare void @dx.op.discard(i32, i1) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #0

; Function Attrs: nounwind readnone
declare float @dx.op.legacyF16ToF32(i32, i32) #0

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind readnone
declare float @dx.op.unary.f32(i32, float) #0

; Function Attrs: nounwind readnone
declare float @dx.op.binary.f32(i32, float, float) #0

; Function Attrs: nounwind readnone
declare float @dx.op.tertiary.f32(i32, float, float, float) #0

; Function Attrs: nounwind readnone
declare i1 @dx.op.isSpecialFloat.f32(i32, float) #0

; Function Attrs: nounwind readnone
declare float @dx.op.dot.v4f32(i32, <4 x float>, <4 x float>) #0

; Function Attrs: nounwind readnone
declare float @dx.op.evalSnapped.f32(i32, i32, i32, i8, i32, i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.evalSampleIndex.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.evalCentroid.f32(i32, i32, i32, i8) #0

; Function Attrs: nounwind readnone
declare float @dx.op.attributeAtVertex.f32(i32, i32, i32, i8, i8) #0

; Function Attrs: nounwind readonly
declare %dx.types.SamplePos @dx.op.renderTargetGetSamplePosition(i32, i32) #2

; Function Attrs: nounwind readnone
declare i32 @dx.op.unaryBits.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.unary.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.binary.i32(i32, i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.dot4AddPacked.i32(i32, i32, i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.dot2AddHalf.f32(i32, float, half, half, half, half) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.pack4x8.i32(i32, i8, i32, i32, i32, i32) #0

; Function Attrs: nounwind readnone
declare %dx.types.fouri32 @dx.op.unpack4x8.i32(i32, i8, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.legacyF32ToF16(i32, float) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.waveGetLaneCount(i32) #0

; Function Attrs: nounwind readonly
declare i32 @dx.op.renderTargetGetSampleCount(i32) #2

; Function Attrs: nounwind readnone
declare double @dx.op.makeDouble.f64(i32, i32, i32) #0

; Function Attrs: nounwind readnone
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) #0

; Function Attrs: nounwind readnone
declare double @dx.op.tertiary.f64(i32, double, double, double) #0

; Function Attrs: nounwind
declare i32 @dx.op.waveReadLaneFirst.i32(i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveBit.i32(i32, i32, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.wavePrefixOp.i32(i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.allocateRayQuery2(i32, i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.quadReadLaneAt.i32(i32, i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveReadLaneAt.i32(i32, i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.wavePrefixOp(i32, i1) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveAllOp(i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1) #1

; Function Attrs: nounwind readonly
declare i32 @dx.op.waveGetLaneIndex(i32) #2

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.i32(i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveMultiPrefixOp.i32(i32, i32, i32, i32, i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveMultiPrefixBitCount(i32, i1, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveIsFirstLane(i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveAllTrue(i32, i1) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveAnyTrue(i32, i1) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.i32(i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.quadOp.i32(i32, i32, i8) #1

; Function Attrs: nounwind
declare i1 @dx.op.quadVote.i1(i32, i1, i8) #1

; Function Attrs: nounwind readonly
declare i1 @dx.op.isHelperLane.i1(i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #2

; Function Attrs: nounwind readonly
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmpBias.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmpLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float, float, float, float, float, float, float, float) #2

; Function Attrs: nounwind readonly
declare float @dx.op.calculateLOD.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, i1) #2

; Function Attrs: nounwind
declare void @dx.op.writeSamplerFeedback(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.writeSamplerFeedbackLevel(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.writeSamplerFeedbackBias(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float, float) #1

; Function Attrs: nounwind
declare void @dx.op.writeSamplerFeedbackGrad(i32, %dx.types.Handle, %dx.types.Handle, %dx.types.Handle, float, float, float, float, float, float, float, float, float, float, float) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.textureStoreSample.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #1

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrierByMemoryType(i32, i32, i32) #3

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.v8f32 @dx.op.rawBufferVectorLoad.v8f32(i32, %dx.types.Handle, i32, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferVectorStore.v8f32(i32, %dx.types.Handle, i32, i32, <8 x float>, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferVectorStore.v4i32(i32, %dx.types.Handle, i32, i32, <4 x i32>, i32) #1

; Function Attrs: nounwind readnone
declare i1 @dx.op.vectorReduce.v8i1(i32, <8 x i1>) #0

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float) #1

; Function Attrs: nounwind readonly
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32, i32) #1

; Function Attrs: nounwind
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }
attributes #3 = { noduplicate nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.viewIdState = !{!29}
!dx.entryPoints = !{!30}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 9}
!2 = !{i32 1, i32 10}
!3 = !{!"ps", i32 6, i32 9}
!4 = !{!5, !15, !24, !26}
!5 = !{!6, !7, !9, !10, !11, !13}
!6 = !{i32 0, %struct.ByteAddressBuffer* undef, !"", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!7 = !{i32 1, %"class.Buffer<vector<float, 4> >"* undef, !"", i32 0, i32 1, i32 1, i32 10, i32 0, !8}
!8 = !{i32 0, i32 9}
!9 = !{i32 2, %"class.Texture2D<vector<float, 4> >"* undef, !"", i32 0, i32 2, i32 1, i32 2, i32 0, !8}
!10 = !{i32 3, %"class.Texture2DMS<vector<float, 4>, 0>"* undef, !"", i32 0, i32 3, i32 1, i32 3, i32 0, !8}
!11 = !{i32 4, %struct.RaytracingAccelerationStructure* undef, !"", i32 0, i32 4, i32 1, i32 16, i32 0, !12}
!12 = !{i32 0, i32 4}
!13 = !{i32 5, %"class.Texture2D<unsigned int>"* undef, !"", i32 0, i32 5, i32 1, i32 2, i32 0, !14}
!14 = !{i32 0, i32 5}
!15 = !{!16, !17, !18, !19, !21, !22}
!16 = !{i32 0, %struct.RWByteAddressBuffer* undef, !"", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!17 = !{i32 1, %"class.RWBuffer<unsigned int>"* undef, !"", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, !14}
!18 = !{i32 2, %"class.RWTexture2D<vector<float, 4> >"* undef, !"", i32 0, i32 3, i32 1, i32 2, i1 false, i1 false, i1 false, !8}
!19 = !{i32 3, %"class.RWStructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 4, i32 1, i32 12, i1 false, i1 true, i1 false, !20}
!20 = !{i32 1, i32 4}
!21 = !{i32 4, %"class.RWTexture2DMS<vector<float, 4>, 0>"* undef, !"", i32 0, i32 5, i32 1, i32 3, i1 false, i1 false, i1 false, !8}
!22 = !{i32 5, %"class.FeedbackTexture2D<0>"* undef, !"", i32 0, i32 6, i32 1, i32 17, i1 false, i1 false, i1 false, !23}
!23 = !{i32 2, i32 0}
!24 = !{!25}
!25 = !{i32 0, %Constants* undef, !"", i32 0, i32 0, i32 1, i32 20, null}
!26 = !{!27, !28}
!27 = !{i32 0, %struct.SamplerState* undef, !"", i32 0, i32 0, i32 1, i32 0, null}
!28 = !{i32 1, %struct.SamplerComparisonState* undef, !"", i32 0, i32 1, i32 1, i32 1, null}
!29 = !{[12 x i32] [i32 9, i32 4, i32 0, i32 15, i32 0, i32 0, i32 0, i32 15, i32 15, i32 0, i32 0, i32 0]}
!30 = !{void ()* @main, !"main", !31, !4, !46}
!31 = !{!32, !43, null}
!32 = !{!33, !36, !38, !40, !42}
!33 = !{i32 0, !"SV_Position", i8 9, i8 3, !34, i8 4, i32 1, i8 4, i32 0, i8 0, !35}
!34 = !{i32 0}
!35 = !{i32 3, i32 1}
!36 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !34, i8 2, i32 1, i8 2, i32 1, i8 0, !37}
!37 = !{i32 3, i32 3}
!38 = !{i32 2, !"TEXCOORD", i8 9, i8 0, !39, i8 1, i32 1, i8 1, i32 2, i8 0, null}
!39 = !{i32 1}
!40 = !{i32 3, !"TEXCOORD", i8 9, i8 0, !41, i8 2, i32 1, i8 2, i32 1, i8 2, null}
!41 = !{i32 2}
!42 = !{i32 4, !"SV_SampleIndex", i8 5, i8 12, !34, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!43 = !{!44}
!44 = !{i32 0, !"SV_Target", i8 9, i8 16, !34, i8 0, i32 1, i8 4, i32 0, i8 0, !45}
!45 = !{i32 3, i32 15}
!46 = !{i32 0, i64 198758109428}
