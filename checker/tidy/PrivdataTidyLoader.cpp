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

#include <cstdio>
#include <dlfcn.h>
#include <string>
#include <unistd.h>

namespace {

/// The LLVM major of the clang-tidy this was loaded into, or 0 when it does
/// not say. LLVM's C API exports LLVMGetVersion since LLVM 16.
unsigned hostLLVMMajor() {
  using GetVersionFn = void (*)(unsigned *, unsigned *, unsigned *);
  auto GetVersion =
      reinterpret_cast<GetVersionFn>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"));
  if (!GetVersion)
    return 0;
  unsigned Major = 0, Minor = 0, Patch = 0;
  GetVersion(&Major, &Minor, &Patch);
  return Major;
}

/// The directory this loader was loaded from, with a trailing slash.
std::string loaderDirectory() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&hostLLVMMajor), &Info) ||
      !Info.dli_fname)
    return "";
  std::string Path = Info.dli_fname;
  return Path.substr(0, Path.rfind('/') + 1);
}

[[noreturn]] void fail(const std::string &Message) {
  std::fprintf(stderr, "privdata: %s\n", Message.c_str());
  // Inside dlopen, half way through clang-tidy's start: run no destructors.
  _exit(1);
}

__attribute__((constructor)) void loadChecks() {
  const std::string BuiltFor = std::to_string(PRIVDATA_LLVM_MAJOR);
  unsigned Host = hostLLVMMajor();
  if (Host && Host != PRIVDATA_LLVM_MAJOR)
    fail("this plugin was built for LLVM " + BuiltFor +
         " but is loaded into clang-tidy from LLVM " + std::to_string(Host) +
         "; run it through its build's privdata-tidy (clang-tidy-" +
         BuiltFor + "), or use a privdata build for LLVM " +
         std::to_string(Host) + " (cmake -DPRIVDATA_LLVM_MAJOR=" +
         std::to_string(Host) + ")");
  // Binding every symbol now turns a host that could not say its version but
  // lacks what the checks need into this error instead of a later crash.
  const std::string Checks = loaderDirectory() + PRIVDATA_CHECKS_MODULE;
  if (!dlopen(Checks.c_str(), RTLD_NOW | RTLD_GLOBAL))
    fail("cannot load the checks (built for LLVM " + BuiltFor +
         "): " + dlerror());
}

} // namespace
