/* abi_layout.h: the table, from the X-macro list of abi_layout_members.h. C, like the layers
 * that include the header. */
#include "abi_layout.h"

#define DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
#define DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
#include "dxil_spirv_c.h"

#include <stddef.h>

void abi_layout_print(FILE* out) {
#define ABI_STRUCT(type) fprintf(out, "struct %s size %zu align %zu\n", #type, sizeof(type), (size_t) _Alignof(type));
#define ABI_MEMBER(type, member)                                                             \
  fprintf(out, "member %s.%s offset %zu size %zu\n", #type, #member, offsetof(type, member), \
          sizeof(((type*)0)->member));
#define ABI_ENUMERATOR(name) fprintf(out, "enumerator %s %lld\n", #name, (long long)(name));
#include "abi_layout_members.h"
#undef ABI_STRUCT
#undef ABI_MEMBER
#undef ABI_ENUMERATOR
}
