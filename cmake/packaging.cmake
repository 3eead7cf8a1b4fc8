# Debian packages of a build: `cpack -G DEB` in the build directory writes
#   untangle_VERSION_ARCH.deb         the command and its man page
#   libuntangleN_VERSION_ARCH.deb     the shared library (N: its soname, UNTANGLE_SOVERSION)
#   libuntangle-dev_VERSION_ARCH.deb  headers, the static library, untangle.pc, the CMake package
#   libdxil-spirv-c-shared2_VERSION_ARCH.deb     dxil-spirv's C interface on untangle (compat/dxil_spirv)
#   libdxil-spirv-c-shared-dev_VERSION_ARCH.deb  its header and dxil-spirv-c-shared.pc
# from the install components of api/, cli/ and compat/. Their dependencies on Debian's libraries come
# from dpkg-shlibdeps, so `apt-get install ./*.deb` pulls what the binaries link.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME untangle)
set(CPACK_PACKAGE_VENDOR "untangle")
set(CPACK_PACKAGE_CONTACT "untangle developers <untangle@users.noreply.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "DXIL to Vulkan SPIR-V translator")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL command runtime development compat_runtime compat_development)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://untangle.invalid/")

set(CPACK_DEBIAN_COMMAND_PACKAGE_NAME untangle)
set(CPACK_DEBIAN_COMMAND_PACKAGE_SECTION devel)
# `untangle explain` lays out its pictures with dot; `untangle run` needs a Vulkan driver.
set(CPACK_DEBIAN_COMMAND_PACKAGE_RECOMMENDS "graphviz, mesa-vulkan-drivers")
set(CPACK_COMPONENT_COMMAND_DESCRIPTION
  "DXIL to Vulkan SPIR-V translator: the untangle command\n"
  "Translates D3D12 shaders (DXIL) into Vulkan SPIR-V with a structurizer that keeps wave\n"
  "operations convergent; also disassembles DXIL, translates shader caches in batches and\n"
  "runs shaders on Vulkan.")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME libuntangle${UNTANGLE_SOVERSION})
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
set(CPACK_COMPONENT_RUNTIME_DESCRIPTION
  "DXIL to Vulkan SPIR-V translation library\n"
  "The thread-safe C library behind the untangle command, for D3D12-on-Vulkan layers.")

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME libuntangle-dev)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS "libuntangle${UNTANGLE_SOVERSION} (= ${PROJECT_VERSION})")
set(CPACK_COMPONENT_DEVELOPMENT_DESCRIPTION
  "DXIL to Vulkan SPIR-V translation library: development files\n"
  "Headers (untangle.h, untangle.hpp), the static library, untangle.pc and the CMake package.")

set(CPACK_DEBIAN_COMPAT_RUNTIME_PACKAGE_NAME libdxil-spirv-c-shared2)
set(CPACK_DEBIAN_COMPAT_RUNTIME_PACKAGE_SECTION libs)
set(CPACK_COMPONENT_COMPAT_RUNTIME_DESCRIPTION
  "dxil-spirv's C interface implemented by untangle\n"
  "libdxil-spirv-c-shared.so.2 with untangle's translator behind it, for D3D12-on-Vulkan layers\n"
  "written against dxil-spirv (vkd3d-proton).")

set(CPACK_DEBIAN_COMPAT_DEVELOPMENT_PACKAGE_NAME libdxil-spirv-c-shared-dev)
set(CPACK_DEBIAN_COMPAT_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_COMPAT_DEVELOPMENT_PACKAGE_DEPENDS "libdxil-spirv-c-shared2 (= ${PROJECT_VERSION})")
set(CPACK_COMPONENT_COMPAT_DEVELOPMENT_DESCRIPTION
  "dxil-spirv's C interface implemented by untangle: development files\n"
  "The header dxil_spirv_c.h and dxil-spirv-c-shared.pc.")

include(CPack)
