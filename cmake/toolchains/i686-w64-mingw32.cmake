# Cross-compiling the runtime libraries for 32-bit Windows with Debian's mingw-w64 (package
# g++-mingw-w64-i686-posix); see x86_64-w64-mingw32.cmake.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR i686)
set(UNTANGLE_MINGW_TRIPLE i686-w64-mingw32)
include(${CMAKE_CURRENT_LIST_DIR}/mingw.cmake)
