# Cross-compiling the runtime libraries for 64-bit Windows with Debian's mingw-w64 (package
# g++-mingw-w64-x86-64-posix: the posix thread model, whose std::thread and std::mutex the
# libraries use). The DLLs and programs link libstdc++, libgcc and winpthreads statically, so
# that they need no MinGW DLL beside them.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(UNTANGLE_MINGW_TRIPLE x86_64-w64-mingw32)
include(${CMAKE_CURRENT_LIST_DIR}/mingw.cmake)
