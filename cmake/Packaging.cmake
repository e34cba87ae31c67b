# Installation, the privdata-tidy wrapper and the Debian package.
include(GNUInstallDirs)

set(PRIVDATA_PACKAGE_MAINTAINER
    "privdata maintainers <maintainers@users.noreply.a-seed-8859c6dc.example>"
    CACHE STRING "Maintainer field of the Debian package")

set(privdata_plugin_name "PrivdataTidyModule${CMAKE_SHARED_MODULE_SUFFIX}")
set(privdata_plugin_install_dir "${CMAKE_INSTALL_LIBDIR}/privdata")

# privdata-tidy runs exactly the clang-tidy the plugin was built for, and finds
# the plugin by a path relative to its own directory: one copy of the script
# for the build tree, one for the install tree, which differ in that path only.
set(PRIVDATA_WRAPPED_CLANG_TIDY "${LLVM_TOOLS_BINARY_DIR}/clang-tidy")
set(wrapper_permissions OWNER_READ OWNER_WRITE OWNER_EXECUTE
    GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

file(RELATIVE_PATH PRIVDATA_PLUGIN_FROM_BINDIR "${CMAKE_RUNTIME_OUTPUT_DIRECTORY}"
     "${CMAKE_LIBRARY_OUTPUT_DIRECTORY}/${privdata_plugin_name}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/privdata-tidy.in"
               "${CMAKE_RUNTIME_OUTPUT_DIRECTORY}/privdata-tidy"
               @ONLY FILE_PERMISSIONS ${wrapper_permissions})

file(RELATIVE_PATH PRIVDATA_PLUGIN_FROM_BINDIR "${CMAKE_INSTALL_FULL_BINDIR}"
     "${CMAKE_INSTALL_FULL_LIBDIR}/privdata/${privdata_plugin_name}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/privdata-tidy.in"
               "${CMAKE_BINARY_DIR}/install/privdata-tidy"
               @ONLY FILE_PERMISSIONS ${wrapper_permissions})

# The CMake package (find_package(Privdata)) names the compiler plugin by a
# path relative to its own directory: one copy for the build tree
# (-DPrivdata_DIR=BUILD), one for the install tree.
set(privdata_config_install_dir "${CMAKE_INSTALL_LIBDIR}/cmake/Privdata")
file(RELATIVE_PATH PRIVDATA_COLLECT_FROM_CONFIG "${CMAKE_BINARY_DIR}"
     "${CMAKE_LIBRARY_OUTPUT_DIRECTORY}/PrivdataCollect${CMAKE_SHARED_MODULE_SUFFIX}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/PrivdataConfig.cmake.in"
               "${CMAKE_BINARY_DIR}/PrivdataConfig.cmake" @ONLY)
file(RELATIVE_PATH PRIVDATA_COLLECT_FROM_CONFIG "${CMAKE_INSTALL_FULL_LIBDIR}/cmake/Privdata"
     "${CMAKE_INSTALL_FULL_LIBDIR}/privdata/PrivdataCollect${CMAKE_SHARED_MODULE_SUFFIX}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/PrivdataConfig.cmake.in"
               "${CMAKE_BINARY_DIR}/install/PrivdataConfig.cmake" @ONLY)
install(FILES "${CMAKE_BINARY_DIR}/install/PrivdataConfig.cmake"
        DESTINATION "${privdata_config_install_dir}")

# The plugin loads the checks from its own directory.
install(TARGETS PrivdataTidyModule PrivdataTidyChecks PrivdataCollect PrivdataCollectFacts
        LIBRARY DESTINATION "${privdata_plugin_install_dir}")
install(TARGETS privdata-audit RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(PROGRAMS "${CMAKE_BINARY_DIR}/install/privdata-tidy"
        DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(FILES "${PROJECT_SOURCE_DIR}/README.md" DESTINATION "${CMAKE_INSTALL_DOCDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION "${CMAKE_INSTALL_DOCDIR}"
        FILES_MATCHING PATTERN "*.md")
# The plugin has the default models compiled in; the files are for reading
# and for starting a model of one's own.
if(EXISTS "${PROJECT_SOURCE_DIR}/checker/models")
  install(DIRECTORY "${PROJECT_SOURCE_DIR}/checker/models/"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/privdata/models"
          FILES_MATCHING PATTERN "*.yaml")
endif()

# The Debian package: cpack (or cpack -G DEB) in the build directory.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME privdata)
set(CPACK_PACKAGE_CONTACT "${PRIVDATA_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "clang-tidy check for the types behind void * private data in C")
set(CPACK_PACKAGE_DESCRIPTION
    "privdata learns which struct types a C program stores into each void * slot
(pcm->private_data, dev_set_drvdata(), callback cookies) and flags every read
of a slot as a type never stored into it. It comes as a plugin for
clang-tidy-${LLVM_VERSION_MAJOR}, run through the wrapper privdata-tidy, and as
privdata-audit, which checks a whole tree at once, across files.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# dpkg-shlibdeps names the libraries the binaries link. The plugin's LLVM and
# Clang symbols come from the clang-tidy that loads it, and privdata-audit
# parses with the clang resource headers of the LLVM it was built with; no
# library link says so.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "clang-tidy-${LLVM_VERSION_MAJOR}, libclang-common-${LLVM_VERSION_MAJOR}-dev")
# lib/privdata/PrivdataCollect.so is loaded by the clang that compiles a
# tree, clang-${LLVM_VERSION_MAJOR}, and by no other major. Recommends, not
# Depends: the checks and privdata-audit work without it, and a tree built
# with GCC (or another clang) has no use for the plugin; apt installs a
# recommendation by default all the same.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "clang-${LLVM_VERSION_MAJOR}")
include(CPack)
