# ampccConfig.cmake - what find_package(ampcc) gives a CMake project.
# Installed by `make install` as PREFIX/lib/cmake/ampcc/ampccConfig.cmake; it
# finds everything relative to itself, so an installed tree can be moved.
#
#   find_package(ampcc REQUIRED)
#
#   ampcc_COMPILER       the ampcc command. ampcc compiles the project's C (AMP C
#                        and plain C alike) when it is the C compiler, chosen
#                        before project(): `CC=ampcc cmake ...`, or the toolchain
#                        file beside this one:
#                          cmake -DCMAKE_TOOLCHAIN_FILE=PREFIX/lib/cmake/ampcc/ampcc-toolchain.cmake
#   ampcc_INCLUDE_DIR    amp.h and ampcc_runtime.h
#   ampcc_VERSION        from ampccConfigVersion.cmake
#   ampcc::runtime       imported target: the runtime library with its headers,
#                        the OpenCL loader and libm. A program linked by ampcc
#                        gets these by itself; link ampcc::runtime where another
#                        linker (a C++ target, say) links objects ampcc compiled.
#   ampcc_IS_C_COMPILER  TRUE when the project's C compiler is this ampcc.

get_filename_component(_ampcc_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

set(ampcc_COMPILER "${_ampcc_prefix}/bin/ampcc")
set(ampcc_INCLUDE_DIR "${_ampcc_prefix}/include/ampcc")
set(_ampcc_runtime "${_ampcc_prefix}/lib/ampcc/libampcc_rt.a")

if(NOT EXISTS "${ampcc_COMPILER}" OR NOT EXISTS "${_ampcc_runtime}")
  set(ampcc_FOUND FALSE)
  set(ampcc_NOT_FOUND_MESSAGE "ampcc is not installed under ${_ampcc_prefix}")
  return()
endif()

if(NOT TARGET ampcc::runtime)
  add_library(ampcc::runtime STATIC IMPORTED)
  set_target_properties(ampcc::runtime PROPERTIES
    IMPORTED_LOCATION "${_ampcc_runtime}"
    IMPORTED_LINK_INTERFACE_LANGUAGES "C"
    INTERFACE_INCLUDE_DIRECTORIES "${ampcc_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "OpenCL;m")
endif()

set(ampcc_IS_C_COMPILER FALSE)
if(CMAKE_C_COMPILER)
  get_filename_component(_ampcc_cc "${CMAKE_C_COMPILER}" REALPATH)
  get_filename_component(_ampcc_self "${ampcc_COMPILER}" REALPATH)
  if(_ampcc_cc STREQUAL _ampcc_self)
    set(ampcc_IS_C_COMPILER TRUE)
  endif()
endif()
set(ampcc_FOUND TRUE)
