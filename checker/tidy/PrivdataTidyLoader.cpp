//===--- PrivdataTidyLoader.cpp - the file users pass to --load -----------===//
//
// The checks take their LLVM, Clang and clang-tidy symbols from the clang-tidy
// that loads them, unversioned, so clang-tidy of another LLVM major loads them
// without complaint and then runs them against an ABI they were not built
// for: they silently report nothing, or could crash. This loader needs no
// LLVM symbol. Once loaded, it asks the host which LLVM it is and loads the
// checks module next to itself only into the major it was built for;
// otherwise it says which privdata build to use and ends clang-tidy with
// status 1.
//
//===----------------------------------------------------------------------===//

#include "../support/PluginLoader.h"

#include <cstdio>
#include <string>
#include <unistd.h>

namespace {

[[noreturn]] void fail(const std::string &Message) {
  std::fprintf(stderr, "privdata: %s\n", Message.c_str());
  // Inside dlopen, half way through clang-tidy's start: run no destructors.
  _exit(1);
}

__attribute__((constructor)) void loadChecks() {
  const std::string BuiltFor = std::to_string(PRIVDATA_LLVM_MAJOR);
  unsigned Host = privdata::hostLLVMMajor();
  if (Host && Host != PRIVDATA_LLVM_MAJOR)
    fail("this plugin was built for LLVM " + BuiltFor +
         " but is loaded into clang-tidy from LLVM " + std::to_string(Host) +
         "; run it through its build's privdata-tidy (clang-tidy-" +
         BuiltFor + "), or use a privdata build for LLVM " +
         std::to_string(Host) + " (cmake -DPRIVDATA_LLVM_MAJOR=" +
         std::to_string(Host) + ")");
  std::string Error;
  if (!privdata::loadModuleBesideLoader(PRIVDATA_CHECKS_MODULE, Error))
    fail("cannot load the checks (built for LLVM " + BuiltFor + "): " + Error);
}

} // namespace
