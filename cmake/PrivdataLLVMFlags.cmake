# Compile settings every target that includes LLVM or Clang headers needs.
function(privdata_use_llvm_headers target)
  target_include_directories(${target} SYSTEM PRIVATE
                             ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
  separate_arguments(llvm_definitions NATIVE_COMMAND "${LLVM_DEFINITIONS}")
  target_compile_options(${target} PRIVATE ${llvm_definitions})
  # Matching LLVM's RTTI setting keeps vtables and typeinfo consistent with
  # the clang-tidy binary the plugin is loaded into.
  if(NOT LLVM_ENABLE_RTTI)
    target_compile_options(${target} PRIVATE -fno-rtti)
  endif()
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
endfunction()
