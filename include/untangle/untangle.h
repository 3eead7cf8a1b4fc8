/* untangle: DXIL to Vulkan SPIR-V translation, as a C library.
 *
 * Parse a DXIL module once (untangle_module_create), enumerate its entry points and
 * resources, then translate any entry point as many times as needed, from any number of
 * threads (untangle_translate). A module is immutable once created and may be shared
 * between threads; every other object belongs to one thread at a time. No function
 * aborts or lets a C++ exception escape: failures return a status and, where asked for,
 * an untangle_error with a one-line message and the place in the input.
 *
 * Numbering of the enums below is DXIL's where DXIL defines one (stages, resource classes
 * and kinds, component types, system values), so values read from DXIL tools match. Each enum
 * has a ..._FORCE_32BIT member, which no function takes or returns, so that every enum is 32
 * bits wide whatever the compiler and whatever members later versions add.
 *
 * Structs that grow: every struct the library fills for the caller, and every struct it hands
 * to a callback, begins with `uint32_t struct_size`, so that a later version can add fields at
 * its end and programs built with an older header keep working with a newer library, and the
 * other way round.
 * - Before a call that fills a struct, set its struct_size to the size your header gives it:
 *   UNTANGLE_INIT_STRUCT(s) does. The library writes nothing past that many bytes; on return
 *   struct_size holds how many it filled, less than you gave when the library is older than
 *   your header (fields past it are left as they were). A struct_size too small for the
 *   struct's first layout is refused with UNTANGLE_ERROR_INVALID_ARGUMENT, and nothing is
 *   written.
 * - A struct a callback receives carries the size the library filled: read no field past it
 *   and, in a struct the callback fills, write none.
 * - No struct embeds another that may grow: a field added to the inner one would move every
 *   field after it, where no struct_size could tell. A struct refers to another through a
 *   pointer to one the library filled (untangle_binding_request's resource), or a function
 *   fills each struct through its own pointer (untangle_result_resource).
 *
 * ABI stability: the shared library is libuntangle.so.N, N its ABI (1 since 0.3 put
 * struct_size first in every struct; the Debian package is libuntangleN). Within one N a
 * newer library runs every program built against an older header, and these changes need no
 * new N: fields added at the end of a struct that begins with struct_size, new options behind
 * a new options_version, new functions, new enum members, new status codes. Anything else
 * (a field removed, moved or retyped; a function's parameters or meaning changed; a struct
 * without struct_size grown) is a new N. Each function carries the symbol version of the
 * release that added it (UNTANGLE_0.3, UNTANGLE_0.4, ...: api/untangle.map), so a program
 * using a newer function fails to load on an older library with the loader naming the missing
 * version, rather than later. The suite checks every change against the committed ABI
 * (api/libuntangle.abi, abidiff). */
#ifndef UNTANGLE_UNTANGLE_H
#define UNTANGLE_UNTANGLE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library version this header declares; the build checks it against CMakeLists.txt's. */
#define UNTANGLE_VERSION_MAJOR 0
#define UNTANGLE_VERSION_MINOR 5
#define UNTANGLE_VERSION_PATCH 0
/* A version as one number that compares in order: 10 bits of minor, 12 of patch, as Vulkan's. */
#define UNTANGLE_MAKE_VERSION(major, minor, patch) \
  ((((uint32_t)(major)) << 22) | (((uint32_t)(minor)) << 12) | ((uint32_t)(patch)))
#define UNTANGLE_VERSION_GET_MAJOR(version) ((uint32_t)(version) >> 22)
#define UNTANGLE_VERSION_GET_MINOR(version) (((uint32_t)(version) >> 12) & 0x3FFu)
#define UNTANGLE_VERSION_GET_PATCH(version) ((uint32_t)(version) & 0xFFFu)
#define UNTANGLE_VERSION UNTANGLE_MAKE_VERSION(UNTANGLE_VERSION_MAJOR, UNTANGLE_VERSION_MINOR, UNTANGLE_VERSION_PATCH)
/* The layout of untangle_translate_options this header declares. */
#define UNTANGLE_OPTIONS_VERSION 7

#if defined(__GNUC__)
#define UNTANGLE_API __attribute__((visibility("default")))
#else
#define UNTANGLE_API
#endif

/* Sets a struct's struct_size to the size this header gives it; see "Structs that grow" above. */
#define UNTANGLE_INIT_STRUCT(s) ((s).struct_size = (uint32_t)sizeof(s))

/* ---- Status and errors ------------------------------------------------------------ */

typedef enum untangle_status {
  UNTANGLE_OK = 0,
  UNTANGLE_ERROR_INVALID_ARGUMENT = 1, /* null pointer, unknown entry point, bad options */
  UNTANGLE_ERROR_MALFORMED_INPUT = 2,  /* not a well-formed DXIL module */
  UNTANGLE_ERROR_UNSUPPORTED = 3,      /* valid DXIL that untangle (or Vulkan) cannot translate */
  UNTANGLE_ERROR_OUT_OF_MEMORY = 4,
  UNTANGLE_ERROR_INTERNAL = 5,         /* a bug in untangle: please report it */
  UNTANGLE_STATUS_FORCE_32BIT = 0x7fffffff
} untangle_status;

/* "ok", "malformed input", ... */
UNTANGLE_API const char* untangle_status_name(untangle_status status);

/* A failure: the status, a one-line message, and where in the input it is. */
typedef struct untangle_error untangle_error;

#define UNTANGLE_NO_OFFSET UINT64_MAX

typedef struct untangle_diagnostic {
  uint32_t struct_size;
  untangle_status status;
  const char* message;     /* one line, the location included */
  const char* detail;      /* the message without the location */
  const char* function;    /* "" when unknown */
  const char* block;       /* "%12", as `untangle dis` prints it; "" when unknown */
  const char* instruction; /* "%5 = call @dx.op.bufferLoad.i32"; "" when unknown */
  uint64_t byte_offset;    /* into the input; UNTANGLE_NO_OFFSET when unknown */
} untangle_diagnostic;

/* The strings stay valid until the error is destroyed. A null error gives status UNTANGLE_OK
 * and "" strings. */
UNTANGLE_API untangle_status untangle_error_get(const untangle_error* error, untangle_diagnostic* diagnostic);
UNTANGLE_API void untangle_error_destroy(untangle_error* error);

/* A string that changes whenever the output for some input and options may change: a
 * cache key for translated shaders. */
UNTANGLE_API const char* untangle_revision(void);

/* The version of the library running, as UNTANGLE_MAKE_VERSION packs it: compare it with
 * UNTANGLE_VERSION, the header's, to learn whether the library is older than the header. */
UNTANGLE_API uint32_t untangle_version(void);

/* ---- Modules ---------------------------------------------------------------------- */

typedef struct untangle_module untangle_module;

/* Parses a DXBC container or raw LLVM bitcode. The bytes are copied. On failure *module is
 * null and, when `error` is not null, *error receives the failure (destroy it). */
UNTANGLE_API untangle_status untangle_module_create(const void* data, size_t size, untangle_module** module,
                                                    untangle_error** error);
UNTANGLE_API void untangle_module_destroy(untangle_module* module);

/* Version 0.4: the module as LLVM assembly text (what `untangle dis` prints), for debugging.
 * Writes at most `size` bytes (the text's end NUL included) to `buffer` and returns the size
 * the whole text needs with its NUL, as snprintf does; 0 when the module cannot be written
 * as LLVM assembly. A null buffer with size 0 asks for the size. */
UNTANGLE_API size_t untangle_module_disassembly(const untangle_module* module, char* buffer, size_t size);

typedef enum untangle_stage {
  UNTANGLE_STAGE_PIXEL = 0,
  UNTANGLE_STAGE_VERTEX = 1,
  UNTANGLE_STAGE_GEOMETRY = 2,
  UNTANGLE_STAGE_HULL = 3,
  UNTANGLE_STAGE_DOMAIN = 4,
  UNTANGLE_STAGE_COMPUTE = 5,
  UNTANGLE_STAGE_LIBRARY = 6,
  UNTANGLE_STAGE_RAY_GENERATION = 7,
  UNTANGLE_STAGE_INTERSECTION = 8,
  UNTANGLE_STAGE_ANY_HIT = 9,
  UNTANGLE_STAGE_CLOSEST_HIT = 10,
  UNTANGLE_STAGE_MISS = 11,
  UNTANGLE_STAGE_CALLABLE = 12,
  UNTANGLE_STAGE_MESH = 13,
  UNTANGLE_STAGE_AMPLIFICATION = 14,
  UNTANGLE_STAGE_NODE = 15,
  UNTANGLE_STAGE_UNKNOWN = 16,
  UNTANGLE_STAGE_FORCE_32BIT = 0x7fffffff
} untangle_stage;

typedef struct untangle_entry_point {
  uint32_t struct_size;
  const char* name;
  untangle_stage stage;
  uint32_t shader_model_major;
  uint32_t shader_model_minor;
  uint32_t workgroup_size[3];   /* compute, mesh, amplification; zeros otherwise */
  uint32_t wave_size_min;       /* [WaveSize]: 0 when absent; min == max for one size */
  uint32_t wave_size_max;
  uint32_t wave_size_preferred; /* 0 when absent */
  uint32_t input_count;         /* signature elements, see untangle_module_signature_element */
  uint32_t output_count;
  uint32_t patch_constant_count; /* hull and domain: patch constants; mesh: primitive outputs */
  /* Version 0.4: the DXIL function's own name: a library export's mangled name
   * ("\01?RayGen@@YAXXZ"), or the entry point's name where DXIL does not mangle it. */
  const char* function_name;
  /* Version 0.4: hull shaders: the input and output control points of a patch; domain shaders:
   * the input control points. 0 for other stages. */
  uint32_t input_control_points;
  uint32_t output_control_points;
} untangle_entry_point;

/* Strings stay valid while the module lives. */
UNTANGLE_API uint32_t untangle_module_entry_point_count(const untangle_module* module);
UNTANGLE_API untangle_status untangle_module_entry_point(const untangle_module* module, uint32_t index,
                                                         untangle_entry_point* entry_point);

typedef enum untangle_signature_kind {
  UNTANGLE_SIGNATURE_INPUT = 0,
  UNTANGLE_SIGNATURE_OUTPUT = 1,
  UNTANGLE_SIGNATURE_PATCH_CONSTANT = 2,
  UNTANGLE_SIGNATURE_KIND_FORCE_32BIT = 0x7fffffff
} untangle_signature_kind;

typedef enum untangle_component_type {
  UNTANGLE_COMPONENT_INVALID = 0,
  UNTANGLE_COMPONENT_I1 = 1,
  UNTANGLE_COMPONENT_I16 = 2,
  UNTANGLE_COMPONENT_U16 = 3,
  UNTANGLE_COMPONENT_I32 = 4,
  UNTANGLE_COMPONENT_U32 = 5,
  UNTANGLE_COMPONENT_I64 = 6,
  UNTANGLE_COMPONENT_U64 = 7,
  UNTANGLE_COMPONENT_F16 = 8,
  UNTANGLE_COMPONENT_F32 = 9,
  UNTANGLE_COMPONENT_F64 = 10,
  UNTANGLE_COMPONENT_SNORM_F16 = 11,
  UNTANGLE_COMPONENT_UNORM_F16 = 12,
  UNTANGLE_COMPONENT_SNORM_F32 = 13,
  UNTANGLE_COMPONENT_UNORM_F32 = 14,
  UNTANGLE_COMPONENT_SNORM_F64 = 15,
  UNTANGLE_COMPONENT_UNORM_F64 = 16,
  UNTANGLE_COMPONENT_PACKED_S8X32 = 17,
  UNTANGLE_COMPONENT_PACKED_U8X32 = 18,
  UNTANGLE_COMPONENT_TYPE_FORCE_32BIT = 0x7fffffff
} untangle_component_type;

/* DXIL's SemanticKind: 0 for user semantics, then SV_VertexID, SV_InstanceID, ... */
typedef enum untangle_system_value {
  UNTANGLE_SV_NONE = 0,
  UNTANGLE_SV_VERTEX_ID = 1,
  UNTANGLE_SV_INSTANCE_ID = 2,
  UNTANGLE_SV_POSITION = 3,
  UNTANGLE_SV_RENDER_TARGET_ARRAY_INDEX = 4,
  UNTANGLE_SV_VIEWPORT_ARRAY_INDEX = 5,
  UNTANGLE_SV_CLIP_DISTANCE = 6,
  UNTANGLE_SV_CULL_DISTANCE = 7,
  UNTANGLE_SV_OUTPUT_CONTROL_POINT_ID = 8,
  UNTANGLE_SV_DOMAIN_LOCATION = 9,
  UNTANGLE_SV_PRIMITIVE_ID = 10,
  UNTANGLE_SV_GS_INSTANCE_ID = 11,
  UNTANGLE_SV_SAMPLE_INDEX = 12,
  UNTANGLE_SV_IS_FRONT_FACE = 13,
  UNTANGLE_SV_COVERAGE = 14,
  UNTANGLE_SV_INNER_COVERAGE = 15,
  UNTANGLE_SV_TARGET = 16,
  UNTANGLE_SV_DEPTH = 17,
  UNTANGLE_SV_DEPTH_LESS_EQUAL = 18,
  UNTANGLE_SV_DEPTH_GREATER_EQUAL = 19,
  UNTANGLE_SV_STENCIL_REF = 20,
  UNTANGLE_SV_DISPATCH_THREAD_ID = 21,
  UNTANGLE_SV_GROUP_ID = 22,
  UNTANGLE_SV_GROUP_INDEX = 23,
  UNTANGLE_SV_GROUP_THREAD_ID = 24,
  UNTANGLE_SV_TESS_FACTOR = 25,
  UNTANGLE_SV_INSIDE_TESS_FACTOR = 26,
  UNTANGLE_SV_VIEW_ID = 27,
  UNTANGLE_SV_BARYCENTRICS = 28,
  UNTANGLE_SV_SHADING_RATE = 29,
  UNTANGLE_SV_CULL_PRIMITIVE = 30,
  UNTANGLE_SV_START_VERTEX_LOCATION = 31,
  UNTANGLE_SV_START_INSTANCE_LOCATION = 32,
  UNTANGLE_SYSTEM_VALUE_FORCE_32BIT = 0x7fffffff
} untangle_system_value;

typedef enum untangle_interpolation {
  UNTANGLE_INTERPOLATION_UNDEFINED = 0,
  UNTANGLE_INTERPOLATION_CONSTANT = 1,
  UNTANGLE_INTERPOLATION_LINEAR = 2,
  UNTANGLE_INTERPOLATION_LINEAR_CENTROID = 3,
  UNTANGLE_INTERPOLATION_LINEAR_NOPERSPECTIVE = 4,
  UNTANGLE_INTERPOLATION_LINEAR_NOPERSPECTIVE_CENTROID = 5,
  UNTANGLE_INTERPOLATION_LINEAR_SAMPLE = 6,
  UNTANGLE_INTERPOLATION_LINEAR_NOPERSPECTIVE_SAMPLE = 7,
  UNTANGLE_INTERPOLATION_FORCE_32BIT = 0x7fffffff
} untangle_interpolation;

#define UNTANGLE_NOT_ALLOCATED UINT32_MAX

typedef struct untangle_signature_element {
  uint32_t struct_size;
  const char* semantic_name;
  uint32_t semantic_index; /* of the first row */
  untangle_system_value system_value;
  untangle_component_type component_type;
  untangle_interpolation interpolation;
  uint32_t rows;
  uint32_t columns;
  uint32_t start_row;    /* UNTANGLE_NOT_ALLOCATED for system values without a register */
  uint32_t start_column;
  uint32_t stream;       /* geometry shader output stream */
  uint32_t location;     /* the Vulkan Location untangle gives it; UNTANGLE_NOT_ALLOCATED for built-ins */
} untangle_signature_element;

UNTANGLE_API untangle_status untangle_module_signature_element(const untangle_module* module, uint32_t entry_index,
                                                               untangle_signature_kind kind, uint32_t index,
                                                               untangle_signature_element* element);

/* ---- Work-graph nodes (version 0.5) ------------------------------------------------ */
/* What a layer needs to build an execution graph from a library's node shaders (entry points
 * of stage UNTANGLE_STAGE_NODE): each node's name, launch, limits, and the layout of the
 * records it takes and sends. */

typedef enum untangle_node_launch {
  UNTANGLE_NODE_LAUNCH_INVALID = 0,
  UNTANGLE_NODE_LAUNCH_BROADCASTING = 1,
  UNTANGLE_NODE_LAUNCH_COALESCING = 2,
  UNTANGLE_NODE_LAUNCH_THREAD = 3,
  UNTANGLE_NODE_LAUNCH_FORCE_32BIT = 0x7fffffff
} untangle_node_launch;

/* DXIL's NodeIOFlags, the bits of untangle_node_io.flags. */
#define UNTANGLE_NODE_IO_INPUT 0x1u
#define UNTANGLE_NODE_IO_OUTPUT 0x2u
#define UNTANGLE_NODE_IO_READ_WRITE 0x4u
#define UNTANGLE_NODE_IO_EMPTY_RECORD 0x8u
#define UNTANGLE_NODE_IO_NODE_ARRAY 0x10u
#define UNTANGLE_NODE_IO_GRANULARITY_MASK 0x60u /* 0x20 thread, 0x40 group, 0x60 dispatch record */
#define UNTANGLE_NODE_IO_TRACK_RW_INPUT_SHARING 0x100u
#define UNTANGLE_NODE_IO_GLOBALLY_COHERENT 0x200u
/* untangle_node_io.array_size of [UnboundedSparseNodes]. */
#define UNTANGLE_NODE_UNBOUNDED_ARRAY UINT32_MAX

typedef struct untangle_node {
  uint32_t struct_size;
  untangle_node_launch launch;
  const char* name;              /* [NodeID]: the node's name and array index */
  uint32_t index;
  uint32_t is_program_entry;     /* [NodeIsProgramEntry] */
  int32_t local_root_arguments_table_index; /* -1 when not given */
  const char* share_input_of_name; /* [NodeShareInputOf]; null when none */
  uint32_t share_input_of_index;
  uint32_t dispatch_grid[3];     /* [NodeDispatchGrid]; zeros when none */
  uint32_t max_dispatch_grid[3]; /* [NodeMaxDispatchGrid]; zeros when none */
  uint32_t max_recursion_depth;  /* [NodeMaxRecursionDepth]; 0 when none */
  uint32_t has_input;            /* 0: the node takes no record (untangle_module_node_input fails) */
  uint32_t output_count;
} untangle_node;

typedef struct untangle_node_io {
  uint32_t struct_size;
  uint32_t flags;                 /* UNTANGLE_NODE_IO_* bits */
  uint32_t record_size;           /* bytes; 0 for empty records */
  uint32_t record_alignment;      /* 0 when not given */
  uint32_t dispatch_grid_offset;  /* SV_DispatchGrid in the record: byte offset, */
  untangle_component_type dispatch_grid_component_type; /* U32 or U16, */
  uint32_t dispatch_grid_components; /* and 1 to 3 components; 0 when the record has none */
  uint32_t max_records;           /* outputs: [MaxRecords]; inputs: coalescing's [MaxRecords] */
  uint32_t max_records_shared_with; /* [MaxRecordsSharedWith]: an output index; UINT32_MAX when none */
  uint32_t array_size;            /* NodeOutputArray's [NodeArraySize]; UNTANGLE_NODE_UNBOUNDED_ARRAY */
  uint32_t allow_sparse_nodes;    /* [AllowSparseNodes] or [UnboundedSparseNodes] */
  const char* target_name;        /* outputs: the node (or first node of the array) fed; null for inputs */
  uint32_t target_index;
} untangle_node_io;

/* The node of entry point `entry_index`; UNTANGLE_ERROR_INVALID_ARGUMENT when it is no node. */
UNTANGLE_API untangle_status untangle_module_node(const untangle_module* module, uint32_t entry_index,
                                                  untangle_node* node);
/* The node's input record; UNTANGLE_ERROR_INVALID_ARGUMENT when it is no node or takes none. */
UNTANGLE_API untangle_status untangle_module_node_input(const untangle_module* module, uint32_t entry_index,
                                                        untangle_node_io* input);
/* Output `index` of the node, in the order DXIL numbers them (below untangle_node.output_count). */
UNTANGLE_API untangle_status untangle_module_node_output(const untangle_module* module, uint32_t entry_index,
                                                         uint32_t index, untangle_node_io* output);

typedef enum untangle_resource_class {
  UNTANGLE_CLASS_SRV = 0,
  UNTANGLE_CLASS_UAV = 1,
  UNTANGLE_CLASS_CBV = 2,
  UNTANGLE_CLASS_SAMPLER = 3,
  UNTANGLE_RESOURCE_CLASS_FORCE_32BIT = 0x7fffffff
} untangle_resource_class;

typedef enum untangle_resource_kind {
  UNTANGLE_KIND_INVALID = 0,
  UNTANGLE_KIND_TEXTURE_1D = 1,
  UNTANGLE_KIND_TEXTURE_2D = 2,
  UNTANGLE_KIND_TEXTURE_2D_MS = 3,
  UNTANGLE_KIND_TEXTURE_3D = 4,
  UNTANGLE_KIND_TEXTURE_CUBE = 5,
  UNTANGLE_KIND_TEXTURE_1D_ARRAY = 6,
  UNTANGLE_KIND_TEXTURE_2D_ARRAY = 7,
  UNTANGLE_KIND_TEXTURE_2D_MS_ARRAY = 8,
  UNTANGLE_KIND_TEXTURE_CUBE_ARRAY = 9,
  UNTANGLE_KIND_TYPED_BUFFER = 10,
  UNTANGLE_KIND_RAW_BUFFER = 11,
  UNTANGLE_KIND_STRUCTURED_BUFFER = 12,
  UNTANGLE_KIND_CBUFFER = 13,
  UNTANGLE_KIND_SAMPLER = 14,
  UNTANGLE_KIND_TBUFFER = 15,
  UNTANGLE_KIND_ACCELERATION_STRUCTURE = 16,
  UNTANGLE_KIND_FEEDBACK_TEXTURE_2D = 17,
  UNTANGLE_KIND_FEEDBACK_TEXTURE_2D_ARRAY = 18,
  UNTANGLE_RESOURCE_KIND_FORCE_32BIT = 0x7fffffff
} untangle_resource_kind;

#define UNTANGLE_UNBOUNDED UINT32_MAX

/* A resource range a module declares, or a descriptor heap view a translation uses. */
typedef struct untangle_resource {
  uint32_t struct_size;
  const char* name; /* HLSL name; often "" in optimised shaders */
  untangle_resource_class resource_class;
  untangle_resource_kind kind;
  uint32_t space;
  uint32_t register_index; /* the range's first register */
  uint32_t range_size;     /* UNTANGLE_UNBOUNDED for `T r[]` */
  uint32_t stride;         /* structured buffers: bytes per element */
  uint32_t cbuffer_size;   /* constant buffers: bytes */
  untangle_component_type element_type; /* typed buffers and textures */
  uint32_t sample_count;   /* multisampled textures, 0 when unknown */
  int has_counter;         /* UAVs with an append/consume or increment counter */
  int globally_coherent;
  /* Version 0.3: an SM 6.6 ResourceDescriptorHeap / SamplerDescriptorHeap view, which only a
   * translation's resources hold (register_index 0, range_size UNTANGLE_UNBOUNDED). */
  int is_heap;
  /* Version 0.4: the range's ID within its class, as DXIL numbers it (0 for heap views). */
  uint32_t range_id;
} untangle_resource;

UNTANGLE_API uint32_t untangle_module_resource_count(const untangle_module* module);
UNTANGLE_API untangle_status untangle_module_resource(const untangle_module* module, uint32_t index,
                                                      untangle_resource* resource);

/* ---- Translation options ---------------------------------------------------------- */

typedef enum untangle_descriptor_type {
  UNTANGLE_DESCRIPTOR_STORAGE_BUFFER = 0,
  UNTANGLE_DESCRIPTOR_UNIFORM_BUFFER = 1,
  UNTANGLE_DESCRIPTOR_UNIFORM_TEXEL_BUFFER = 2,
  UNTANGLE_DESCRIPTOR_STORAGE_TEXEL_BUFFER = 3,
  UNTANGLE_DESCRIPTOR_SAMPLED_IMAGE = 4,
  UNTANGLE_DESCRIPTOR_STORAGE_IMAGE = 5,
  UNTANGLE_DESCRIPTOR_SAMPLER = 6,
  UNTANGLE_DESCRIPTOR_ACCELERATION_STRUCTURE = 7,
  UNTANGLE_DESCRIPTOR_PUSH_CONSTANT = 8, /* not a descriptor: a range of the push-constant block */
  UNTANGLE_DESCRIPTOR_SHADER_RECORD = 9, /* not a descriptor: a range of the ray-tracing shader record
                                           (a local root signature's root constants) */
  /* Version 0.4: not a descriptor: a buffer (a CBV, raw or structured buffer, UAV counter or
   * acceleration structure) at a 64-bit device address, which untangle_binding's address_source
   * says where to read. The device must enable bufferDeviceAddress. */
  UNTANGLE_DESCRIPTOR_DEVICE_ADDRESS = 10,
  UNTANGLE_DESCRIPTOR_TYPE_FORCE_32BIT = 0x7fffffff
} untangle_descriptor_type;

/* Version 0.4: where the shader reads a value the application writes at run time. */
typedef enum untangle_value_source {
  UNTANGLE_SOURCE_NONE = 0,
  UNTANGLE_SOURCE_PUSH_CONSTANT = 1, /* the push constants, at a byte offset */
  UNTANGLE_SOURCE_SHADER_RECORD = 2, /* the ray-tracing shader record (ShaderRecordBufferKHR), at a byte offset */
  /* A read-only storage buffer, at the binding's set and binding, of one 64-bit address (a
   * uvec2: low word first) per descriptor, indexed as the descriptors would be. */
  UNTANGLE_SOURCE_ADDRESS_TABLE = 3,
  UNTANGLE_VALUE_SOURCE_FORCE_32BIT = 0x7fffffff
} untangle_value_source;

/* What the remapper is asked: where should this range (or this heap view) live? */
typedef struct untangle_binding_request {
  uint32_t struct_size;
  const untangle_resource* resource; /* filled by the library (its struct_size says how far), for the call */
  /* Options version 2: the counter buffer of this UAV range or heap view (a storage buffer
   * of one 32-bit word per descriptor), asked after the UAV itself; the default is the
   * UAV's set and its binding + 5000. Callers of options version 1 are not asked. */
  int is_counter;
} untangle_binding_request;

/* The answer, filled in with untangle's default before the remapper sees it. */
typedef struct untangle_binding {
  uint32_t struct_size;
  untangle_descriptor_type descriptor_type; /* a CBV may become STORAGE_BUFFER or PUSH_CONSTANT */
  uint32_t set;
  uint32_t binding;
  uint32_t push_constant_offset; /* bytes, for PUSH_CONSTANT, SHADER_RECORD, and DEVICE_ADDRESS read from those */
  uint32_t push_constant_size;   /* bytes, for PUSH_CONSTANT; 0: the constant buffer's size */
  /* Version 0.4 (options version 5): the placements of D3D12-on-Vulkan layers
   * (docs/binding_model.md, "Layer placements"). Callers of older versions leave them as filled. */
  /* A window of a heap: an unbounded array of descriptors at set and binding that ranges share.
   * Element i of the range (i counted from its first register; a heap view's i is the heap
   * index) is element heap_offset + (the 32-bit word at heap_index_source and
   * heap_index_offset, shifted right by heap_index_shift; none for UNTANGLE_SOURCE_NONE) + i. */
  int heap;
  uint32_t heap_offset;
  untangle_value_source heap_index_source; /* NONE, PUSH_CONSTANT or SHADER_RECORD */
  uint32_t heap_index_offset;              /* bytes, a multiple of 4 */
  uint32_t heap_index_shift;
  /* DEVICE_ADDRESS: PUSH_CONSTANT or SHADER_RECORD (one address at push_constant_offset, a
   * multiple of 8), or ADDRESS_TABLE (at set and binding). */
  untangle_value_source address_source;
  /* Buffers of a heap window whose views the application made wider than D3D's: element
   * (descriptor index) * bounds_stride + bounds_element of the uvec2 array in the read-only
   * storage buffer at bounds_set and bounds_binding holds the view's start and size (bytes for
   * raw and structured buffers, elements for typed buffers). Accesses add the start; those at
   * or past the size read 0 and write nothing. */
  int has_bounds;
  uint32_t bounds_set;
  uint32_t bounds_binding;
  uint32_t bounds_stride;  /* at least 1 */
  uint32_t bounds_element; /* below bounds_stride */
  /* The application holds one descriptor for the range, whatever size the shader declares (a
   * layer may back `T t[]` with one descriptor): it is bound as one, and any index reads it. */
  int single_descriptor;
} untangle_binding;

/* Return 0 to keep or change `binding`; non-zero fails the translation with
 * UNTANGLE_ERROR_INVALID_ARGUMENT naming the resource. Called from the translating thread. */
typedef int (*untangle_binding_remapper)(void* user_data, const untangle_binding_request* request,
                                         untangle_binding* binding);

/* A stage input with a location, as the input remapper sees it (docs/stage_io.md). */
typedef struct untangle_stage_input {
  uint32_t struct_size;
  untangle_stage stage;
  const char* semantic;     /* as the signature writes it: "TEXCOORD" */
  uint32_t semantic_index;  /* of the first row; later rows take the next locations */
  int patch_constant;       /* a domain shader's patch-constant input */
  /* Version 0.4: the element's register row (the vertex input's D3D12 register) and rows. */
  uint32_t start_row;
  uint32_t rows;
} untangle_stage_input;

/* Where the input is read, filled in with untangle's placement before the remapper sees it. */
typedef struct untangle_input_placement {
  uint32_t struct_size;
  uint32_t location;
  uint32_t component;
  int per_primitive; /* pixel shaders: the mesh shader wrote it per primitive (PerPrimitiveEXT) */
} untangle_input_placement;

/* Return 0 to keep or change `placement` (a vertex attribute's location, or where the previous
 * stage wrote the semantic); non-zero fails the translation with UNTANGLE_ERROR_INVALID_ARGUMENT
 * naming the input. Called from the translating thread, at least once per input element, each
 * time expecting the same answer. */
typedef int (*untangle_input_remapper)(void* user_data, const untangle_stage_input* input,
                                       untangle_input_placement* placement);

/* Version 0.4: an output as the output remapper sees it (docs/stage_io.md): every element of the
 * output signature, a hull shader's patch constants and a mesh shader's primitive outputs. */
typedef struct untangle_stage_output {
  uint32_t struct_size;
  untangle_stage stage;
  const char* semantic;    /* "TEXCOORD", "SV_Position" */
  uint32_t semantic_index; /* of the first row; later rows take the next locations */
  uint32_t stream;         /* geometry shaders */
  int patch_constant;      /* a hull shader's patch constant or a mesh shader's primitive output */
  int builtin;             /* a built-in: it has no location, only transform feedback is chosen */
  uint32_t start_row;      /* the element's register row (UNTANGLE_NOT_ALLOCATED for built-ins without one) */
  uint32_t rows;
} untangle_stage_output;

/* Where it goes, filled in with untangle's placement before the remapper sees it. */
typedef struct untangle_output_placement {
  uint32_t struct_size;
  uint32_t location;
  uint32_t component;
  /* Transform feedback (D3D's stream output; vertex, domain and geometry shaders): set to
   * write the output to transform-feedback buffer xfb_buffer at byte xfb_offset of each
   * vertex's record of xfb_stride bytes (XfbBuffer, Offset, XfbStride; the entry point gets
   * the Xfb mode). The device must enable VK_EXT_transform_feedback. */
  int transform_feedback;
  uint32_t xfb_buffer;
  uint32_t xfb_offset;
  uint32_t xfb_stride;
} untangle_output_placement;

/* Return 0 to keep or change `placement`; non-zero fails the translation with
 * UNTANGLE_ERROR_INVALID_ARGUMENT naming the output. Called from the translating thread, at
 * least once per output element, each time expecting the same answer. */
typedef int (*untangle_output_remapper)(void* user_data, const untangle_stage_output* output,
                                        untangle_output_placement* placement);

/* Where patch constants start by default: after the control points' rows. */
#define UNTANGLE_DEFAULT_LOCATION UINT32_MAX

/* SPV_KHR_maximal_reconvergence (MaximallyReconvergesKHR): lanes that diverge at a branch
 * reconverge where untangle's structured control flow merges, where HLSL wave operations
 * expect them. The device must enable VK_KHR_shader_maximal_reconvergence. */
typedef enum untangle_maximal_reconvergence {
  UNTANGLE_MAXIMAL_RECONVERGENCE_AUTO = 0, /* on for SPIR-V 1.6 (Vulkan 1.3) shaders with wave operations */
  UNTANGLE_MAXIMAL_RECONVERGENCE_ON = 1,
  UNTANGLE_MAXIMAL_RECONVERGENCE_OFF = 2,
  UNTANGLE_MAXIMAL_RECONVERGENCE_FORCE_32BIT = 0x7fffffff
} untangle_maximal_reconvergence;

/* Rasterizer ordered views (RasterizerOrdered* UAVs): D3D orders a pixel shader's accesses to
 * them, among fragments that overlap, in primitive order. Other stages' are plain UAVs. */
typedef enum untangle_rasterizer_ordered_views {
  /* The pixel shader runs as a critical section of SPV_EXT_fragment_shader_interlock
   * (PixelInterlockOrderedEXT); the device must enable VK_EXT_fragment_shader_interlock's
   * fragmentShaderPixelInterlock. */
  UNTANGLE_RASTERIZER_ORDERED_VIEWS_INTERLOCK = 0,
  /* Plain UAVs, for devices without that feature (lavapipe, many mobile GPUs): where fragments
   * overlap, their accesses may interleave in any order and results may differ from D3D's. */
  UNTANGLE_RASTERIZER_ORDERED_VIEWS_UNORDERED = 1,
  UNTANGLE_RASTERIZER_ORDERED_VIEWS_FORCE_32BIT = 0x7fffffff
} untangle_rasterizer_ordered_views;

/* The float controls a device has (VkPhysicalDeviceFloatControlsProperties), a bitmask for
 * untangle_translate_options' float_controls: the modes a shader's rules ask for (DXBC: 32-bit
 * denormals flushed and signed zero, infinity and NaN preserved; DXIL: its fp32-denorm-mode)
 * are declared only where the device has them. */
#define UNTANGLE_FLOAT_CONTROLS_DENORM_FLUSH_32 0x1u            /* shaderDenormFlushToZeroFloat32 */
#define UNTANGLE_FLOAT_CONTROLS_DENORM_PRESERVE_32 0x2u         /* shaderDenormPreserveFloat32 */
#define UNTANGLE_FLOAT_CONTROLS_SIGNED_ZERO_INF_NAN_32 0x4u     /* shaderSignedZeroInfNanPreserveFloat32 */

/* What a device has for AMD GPU Services' shader intrinsics (a UAV in register space
 * 0x7FFF0ADE), a bitmask for untangle_translate_options' ags. A shader that uses AGS is refused
 * unless the bits its intrinsics need are set; the magic UAV is never bound. */
#define UNTANGLE_AGS_COOPERATIVE_MATRIX 0x1u /* VK_KHR_cooperative_matrix, 16x16 subgroup matrices */
#define UNTANGLE_AGS_FLOAT8 0x2u             /* VK_EXT_shader_float8: FP8 and BF8 */

typedef struct untangle_translate_options {
  uint32_t options_version;   /* UNTANGLE_OPTIONS_VERSION */
  uint32_t vulkan_version;    /* 0x00401000 style as VK_MAKE_API_VERSION(0, 1, N, 0); default 1.1 */
  uint32_t spirv_version;     /* 0x00010300 ... 0x00010600; 0: the highest the Vulkan version takes */
  untangle_binding_remapper remapper; /* may be null */
  void* remapper_user_data;
  /* SM 6.6 descriptor heaps: one binding per descriptor type from heap_binding_base (in
   * untangle_descriptor_type order) in heap_set. */
  uint32_t heap_set;
  uint32_t heap_binding_base;
  /* A serialized root signature (RTS0, as `dxc -T rootsig_1_1` writes, or a container
   * holding one); null: the module's own, when it has one and use_module_root_signature. */
  const void* root_signature;
  size_t root_signature_size;
  int use_module_root_signature;
  /* Options version 2. */
  untangle_input_remapper input_remapper; /* may be null */
  void* input_remapper_user_data;
  int dual_source_blending; /* pixel shaders: SV_Target0 and SV_Target1 blend into render target 0 */
  untangle_maximal_reconvergence maximal_reconvergence;
  /* A serialized local root signature for a ray-tracing stage, which lays out its shader
   * record (root constants only; docs/binding_model.md); null: a library export's
   * associated LocalRootSignature subobject, when use_module_root_signature. */
  const void* local_root_signature;
  size_t local_root_signature_size;
  /* Options version 3 (callers of versions 1 and 2 get the default, INTERLOCK). */
  untangle_rasterizer_ordered_views rasterizer_ordered_views;
  /* Options version 4 (callers of versions 1 to 3 get the default, 0). The size of the points
   * Vulkan rasterizes (PointSize; D3D's are one pixel). 0: only geometry shaders that output
   * points write it, as 1 (with VK_KHR_maintenance5, points whose size nothing writes are
   * one pixel). A positive size: every vertex, domain and geometry shader writes it, for point
   * lists drawn from a vertex shader or tessellation in point mode on devices without
   * maintenance5; domain and geometry shaders then need shaderTessellationAndGeometryPointSize.
   * Negative, infinite and not-a-number sizes are UNTANGLE_ERROR_INVALID_ARGUMENT. */
  float point_size;
  /* Options version 5 (callers of versions 1 to 4 get the defaults below). */
  untangle_output_remapper output_remapper; /* may be null */
  void* output_remapper_user_data;
  /* Pixel shaders: per render target (SV_TargetN), which shader component each of the target's
   * R, G, B and A receives, 2 bits each from bit 0 (0xE4 is the identity); targets past the
   * count are not swizzled. A layer emulating a format (A8 as R8) writes alpha to red. */
  const uint32_t* render_target_swizzles;
  uint32_t render_target_swizzle_count;
  /* The render target's sample count when the pipeline knows it; 0 (the default): the shader
   * reads it from the 32-bit specialization constant sample_count_spec_id (default
   * UNTANGLE_SAMPLE_COUNT_SPEC_ID), see untangle_result_uses_sample_count. */
  uint32_t sample_count;
  uint32_t sample_count_spec_id;
  int invariant_position;      /* Position outputs are Invariant */
  /* Compute shaders take derivatives under SPV_KHR_compute_shader_derivatives (the device's
   * VK_KHR_compute_shader_derivatives) rather than the NV extension (the default). */
  int compute_derivatives_khr;
  /* Hull and domain shaders: the Location of patch-constant row 0, as the layer linked the
   * hull shader (untangle_result_patch_constant_location); UNTANGLE_DEFAULT_LOCATION (the
   * default): after the control points' rows. */
  uint32_t patch_constant_location;
  /* The SPIR-V entry point's name (copied); null (the default): the DXIL entry point's. For
   * layers that create every stage with one name, as "main". */
  const char* spirv_entry_point_name;
  /* D3D12 view instancing on Vulkan multiview. SV_ViewID is the 2-bit field at bit 2 * ViewIndex
   * of the 32-bit specialization constant with SpecId view_id_spec_id (D3D's view instance of
   * each Vulkan view); UNTANGLE_NO_SPEC_ID (the default): SV_ViewID is ViewIndex. Where
   * view_viewport_spec_id is set too and view_instancing_last_stage says the stage is the last
   * before the rasterizer, a vertex, domain or geometry shader that writes no viewport index
   * writes ViewportIndex = the 8-bit field at bit 8 * SV_ViewID of that constant. */
  uint32_t view_id_spec_id;
  uint32_t view_viewport_spec_id;
  int view_instancing_last_stage;
  /* Minimum precision (min16float, min16int, min16uint in a module compiled without
   * -enable-16bit-types) computed, passed between stages and stored in 32 bits, as D3D allows,
   * for devices without 16-bit arithmetic or 16-bit stage I/O; 0 (the default): 16-bit values.
   * Native 16-bit types (-enable-16bit-types) stay 16-bit either way. */
  int min_precision_as_32bit;
  /* Options version 6 (0.4): UNTANGLE_FLOAT_CONTROLS_* bits of what the device has; 0 (the
   * default): none, and the shader runs by the device's own float rules. */
  uint32_t float_controls;
  /* Options version 6: every floating-point operation is NoContraction, as if all were
   * `precise` (a layer's workaround for shaders whose results depend on no fusing). */
  int precise_everywhere;
  /* Options version 7: UNTANGLE_AGS_* bits; 0 (the default): AGS intrinsics refused. */
  uint32_t ags;
} untangle_translate_options;

#define UNTANGLE_NO_SPEC_ID UINT32_MAX

/* Fills in the defaults of options layout `version` and writes nothing past that layout's
 * last field, so that a program built with an older header may run with a newer library. A
 * version newer than the library's gets the library's newest layout, which options_version
 * then names; versions below 1 count as 1. Call it through untangle_translate_options_init. */
UNTANGLE_API void untangle_translate_options_init_version(untangle_translate_options* options, uint32_t version);

/* Fills in the defaults of this header's options version. Inline, so that the version is the
 * one the caller was compiled with, whatever library it runs with. */
static inline void untangle_translate_options_init(untangle_translate_options* options) {
  untangle_translate_options_init_version(options, UNTANGLE_OPTIONS_VERSION);
}

/* ---- Translation ------------------------------------------------------------------ */

typedef struct untangle_result untangle_result;

/* Translates the entry point named `entry_point` (null: the module's only entry point).
 * `options` may be null for the defaults. On success *result holds the SPIR-V and its
 * reflection; on failure *result is null and *error (when asked for) says why. */
UNTANGLE_API untangle_status untangle_translate(const untangle_module* module, const char* entry_point,
                                                const untangle_translate_options* options, untangle_result** result,
                                                untangle_error** error);
UNTANGLE_API void untangle_result_destroy(untangle_result* result);

/* The SPIR-V words; valid while the result lives. */
UNTANGLE_API const uint32_t* untangle_result_words(const untangle_result* result, size_t* word_count);

/* Where a resource of the translated entry point was placed, beyond its untangle_binding. */
typedef struct untangle_bound_resource {
  uint32_t struct_size;
  int is_static_sampler;      /* from the root signature: create an immutable sampler here */
  uint32_t counter_set;       /* UAV counters: their own storage buffer binding */
  uint32_t counter_binding;   /* (one 32-bit word per descriptor, arrayed as the UAV) */
  int has_counter_binding;    /* the shader uses the counter */
} untangle_bound_resource;

UNTANGLE_API uint32_t untangle_result_resource_count(const untangle_result* result);
/* Version 0.4: the binding of resource `index`'s UAV counter, where it has one (see
 * untangle_bound_resource's has_counter_binding); UNTANGLE_ERROR_INVALID_ARGUMENT otherwise. */
UNTANGLE_API untangle_status untangle_result_counter_binding(const untangle_result* result, uint32_t index,
                                                             untangle_binding* binding);
/* Resource `index` of the translated entry point: the range it declares (or the heap view it
 * uses), its binding and the rest of its placement. Fills each struct that is not null, up
 * to its own struct_size; the name lives as long as the result. */
UNTANGLE_API untangle_status untangle_result_resource(const untangle_result* result, uint32_t index,
                                                      untangle_resource* resource, untangle_binding* binding,
                                                      untangle_bound_resource* placement);
/* The entry point translated (with its SPIR-V stage's execution model name and sizes). */
UNTANGLE_API untangle_status untangle_result_entry_point(const untangle_result* result,
                                                         untangle_entry_point* entry_point);
/* Bytes of push constants the module uses (root constants), 0 when none. */
UNTANGLE_API uint32_t untangle_result_push_constant_size(const untangle_result* result);
/* Version 0.4: hull and domain shaders: the Location of patch-constant row 0 (0 for other stages). */
UNTANGLE_API uint32_t untangle_result_patch_constant_location(const untangle_result* result);

/* ---- Ray tracing ------------------------------------------------------------------ */

/* What a ray-tracing stage's pipeline needs to know. */
typedef struct untangle_ray_tracing_info {
  uint32_t struct_size;
  uint32_t payload_size;       /* bytes: hit and miss shaders' payload, callable shaders' parameter */
  uint32_t attribute_size;     /* bytes: hit shaders' attributes */
  uint32_t shader_record_size; /* bytes of shader record the local root signature lays out */
  const char* local_root_signature; /* the associated LocalRootSignature subobject's name, or "" */
} untangle_ray_tracing_info;

/* Zeros and "" for other stages; the string lives as long as the result. */
UNTANGLE_API untangle_status untangle_result_ray_tracing(const untangle_result* result,
                                                         untangle_ray_tracing_info* info);

/* A DXIL library's state-object subobjects (its RDAT part), D3D12_STATE_SUBOBJECT_TYPE
 * numbering. */
typedef enum untangle_subobject_kind {
  UNTANGLE_SUBOBJECT_STATE_OBJECT_CONFIG = 0,
  UNTANGLE_SUBOBJECT_GLOBAL_ROOT_SIGNATURE = 1,
  UNTANGLE_SUBOBJECT_LOCAL_ROOT_SIGNATURE = 2,
  UNTANGLE_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION = 8,
  UNTANGLE_SUBOBJECT_RAYTRACING_SHADER_CONFIG = 9,
  UNTANGLE_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG = 10,
  UNTANGLE_SUBOBJECT_HIT_GROUP = 11,
  UNTANGLE_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1 = 12,
  UNTANGLE_SUBOBJECT_KIND_FORCE_32BIT = 0x7fffffff
} untangle_subobject_kind;

typedef enum untangle_hit_group_type {
  UNTANGLE_HIT_GROUP_TRIANGLES = 0,
  UNTANGLE_HIT_GROUP_PROCEDURAL_PRIMITIVE = 1,
  UNTANGLE_HIT_GROUP_TYPE_FORCE_32BIT = 0x7fffffff
} untangle_hit_group_type;

/* The fields of the subobject's kind are set; the others are zero or "". */
typedef struct untangle_subobject {
  uint32_t struct_size;
  untangle_subobject_kind kind;
  const char* name;
  uint32_t flags;                  /* STATE_OBJECT_CONFIG, RAYTRACING_PIPELINE_CONFIG1 */
  const void* root_signature;      /* GLOBAL/LOCAL_ROOT_SIGNATURE: serialized (RTS0) */
  size_t root_signature_size;
  const char* associated_subobject; /* SUBOBJECT_TO_EXPORTS_ASSOCIATION */
  uint32_t export_count;            /* its exports (0: a default association), see below */
  uint32_t max_payload_size;        /* RAYTRACING_SHADER_CONFIG, bytes */
  uint32_t max_attribute_size;
  uint32_t max_recursion_depth;     /* RAYTRACING_PIPELINE_CONFIG(1) */
  untangle_hit_group_type hit_group_type; /* HIT_GROUP; "" for a shader it lacks */
  const char* any_hit;
  const char* closest_hit;
  const char* intersection;
  /* Version 0.4: where root_signature's bytes start in the input untangle_module_create read
   * (a layer that keeps the input may point there instead, beyond the module's life). */
  uint64_t root_signature_offset;
} untangle_subobject;

/* The module's subobjects; strings and bytes live as long as the module. */
UNTANGLE_API uint32_t untangle_module_subobject_count(const untangle_module* module);
UNTANGLE_API untangle_status untangle_module_subobject(const untangle_module* module, uint32_t index,
                                                       untangle_subobject* subobject);
/* Export `export_index` of association `index`, or null when there is none. */
UNTANGLE_API const char* untangle_module_subobject_export(const untangle_module* module, uint32_t index,
                                                          uint32_t export_index);
/* The same, as the translation's reflection reports them; they live as long as the result. */
UNTANGLE_API uint32_t untangle_result_subobject_count(const untangle_result* result);
UNTANGLE_API untangle_status untangle_result_subobject(const untangle_result* result, uint32_t index,
                                                       untangle_subobject* subobject);
UNTANGLE_API const char* untangle_result_subobject_export(const untangle_result* result, uint32_t index,
                                                          uint32_t export_index);

/* The SpecId of the 32-bit specialization constant that holds the render target's sample
 * count (RenderTargetGetSampleCount/GetSamplePosition; default 1): set it when
 * untangle_result_uses_sample_count says the pixel shader reads it. */
#define UNTANGLE_SAMPLE_COUNT_SPEC_ID 0u
UNTANGLE_API int untangle_result_uses_sample_count(const untangle_result* result);

/* What the translation dropped because Vulkan cannot express it (sampler feedback writes),
 * one line each: the module is valid and runs without that effect. Warning `index` lives as
 * long as the result; null when there is none. */
UNTANGLE_API uint32_t untangle_result_warning_count(const untangle_result* result);
UNTANGLE_API const char* untangle_result_warning(const untangle_result* result, uint32_t index);

#ifdef __cplusplus
}
#endif

#endif /* UNTANGLE_UNTANGLE_H */
