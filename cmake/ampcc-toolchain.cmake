# ampcc-toolchain.cmake - makes ampcc the C compiler of a CMake build:
#   cmake -DCMAKE_TOOLCHAIN_FILE=PREFIX/lib/cmake/ampcc/ampcc-toolchain.cmake -S . -B build
# (the same as `CC=ampcc cmake -S . -B build`). CMake identifies ampcc as its
# host compiler (GNU for gcc), whose options and predefined macros it has, and
# find_package(ampcc) then reports ampcc_IS_C_COMPILER.
get_filename_component(_ampcc_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(CMAKE_C_COMPILER "${_ampcc_prefix}/bin/ampcc" CACHE FILEPATH "the AMP C compiler")
list(APPEND CMAKE_PREFIX_PATH "${_ampcc_prefix}")
