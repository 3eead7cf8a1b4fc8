# untangle_allocator: the allocator of the programs we ship (the `untangle` command) and of the
# benchmarks that measure them. mimalloc (Debian's libmimalloc-dev) replaces glibc's malloc:
# a translation makes many small short-lived allocations, and glibc's malloc and free took a
# third of its instructions (bench/README.md). The translation library itself leaves the
# allocator to whoever embeds it. Builds with sanitizers keep glibc's: their runtimes replace
# malloc themselves.
option(UNTANGLE_MIMALLOC "Link the untangle command and the benchmarks with mimalloc" ON)
add_library(untangle_allocator INTERFACE)
if(UNTANGLE_MIMALLOC AND NOT (UNTANGLE_SANITIZE OR UNTANGLE_SANITIZE_THREAD OR UNTANGLE_FUZZERS))
  find_library(UNTANGLE_MIMALLOC_LIBRARY NAMES mimalloc REQUIRED)
  find_path(UNTANGLE_MIMALLOC_INCLUDE mimalloc.h PATH_SUFFIXES mimalloc REQUIRED)
  target_link_libraries(untangle_allocator INTERFACE ${UNTANGLE_MIMALLOC_LIBRARY})
  target_include_directories(untangle_allocator INTERFACE ${UNTANGLE_MIMALLOC_INCLUDE})
  target_compile_definitions(untangle_allocator INTERFACE UNTANGLE_WITH_MIMALLOC=1)
endif()
