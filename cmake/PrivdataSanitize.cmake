# PRIVDATA_SANITIZE=address,undefined builds every privdata target with those
# sanitizers. The plugin is loaded into Debian's clang-tidy, which is not
# instrumented, so the plugin links the shared sanitizer runtime, and whatever
# runs clang-tidy has to preload that runtime (PRIVDATA_SANITIZER_RUNTIME;
# the lit suite does). privdata-audit is an executable of ours and links the
# runtime statically, as usual.
set(PRIVDATA_SANITIZE "" CACHE STRING
    "Sanitizers to build with, as for -fsanitize= (address, undefined or both); empty for none")

set(PRIVDATA_SANITIZER_RUNTIME "")
if(PRIVDATA_SANITIZE)
  string(REPLACE "," ";" sanitizers "${PRIVDATA_SANITIZE}")
  foreach(sanitizer IN LISTS sanitizers)
    if(NOT sanitizer MATCHES "^(address|undefined)$")
      message(FATAL_ERROR "PRIVDATA_SANITIZE: '${sanitizer}' is not supported "
              "(address and undefined are: the others need clang-tidy itself instrumented)")
    endif()
  endforeach()
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "PRIVDATA_SANITIZE needs clang (its shared sanitizer runtime), "
            "not ${CMAKE_CXX_COMPILER_ID}")
  endif()

  # With ASan, UBSan's runtime is part of ASan's.
  if("address" IN_LIST sanitizers)
    set(runtime_name "libclang_rt.asan-${CMAKE_SYSTEM_PROCESSOR}.so")
  else()
    set(runtime_name "libclang_rt.ubsan_standalone-${CMAKE_SYSTEM_PROCESSOR}.so")
  endif()
  execute_process(COMMAND "${CMAKE_CXX_COMPILER}" "-print-file-name=${runtime_name}"
                  OUTPUT_VARIABLE PRIVDATA_SANITIZER_RUNTIME
                  OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT IS_ABSOLUTE "${PRIVDATA_SANITIZER_RUNTIME}"
     OR NOT EXISTS "${PRIVDATA_SANITIZER_RUNTIME}")
    message(FATAL_ERROR "PRIVDATA_SANITIZE: ${CMAKE_CXX_COMPILER} has no ${runtime_name} "
            "(Debian: apt-get install libclang-rt-${PRIVDATA_LLVM_MAJOR}-dev)")
  endif()
  message(STATUS "privdata: sanitizers ${PRIVDATA_SANITIZE}, runtime ${PRIVDATA_SANITIZER_RUNTIME}")

  add_compile_options(-fsanitize=${PRIVDATA_SANITIZE} -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -gline-tables-only)
  add_link_options(-fsanitize=${PRIVDATA_SANITIZE}
                   $<$<STREQUAL:$<TARGET_PROPERTY:TYPE>,MODULE_LIBRARY>:-shared-libsan>)
endif()
