# Windows DLLs export what a module-definition file lists, where ELF libraries take a version
# script: untangle_windows_exports(TARGET NAME...) writes TARGET.def with NAMEs (the functions
# the version script makes global) and links the target with it.
function(untangle_windows_exports target)
  set(content "EXPORTS\n")
  foreach(name ${ARGN})
    string(APPEND content "    ${name}\n")
  endforeach()
  set(def ${CMAKE_CURRENT_BINARY_DIR}/${target}.def)
  file(CONFIGURE OUTPUT ${def} CONTENT "${content}")
  target_sources(${target} PRIVATE ${def})
endfunction()
