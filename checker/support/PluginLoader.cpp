//===--- PluginLoader.cpp -------------------------------------------------===//

#include "PluginLoader.h"

#include <dlfcn.h>

namespace privdata {

unsigned hostLLVMMajor() {
  // LLVM's C API exports LLVMGetVersion since LLVM 16.
  using GetVersionFn = void (*)(unsigned *, unsigned *, unsigned *);
  auto GetVersion =
      reinterpret_cast<GetVersionFn>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"));
  if (!GetVersion)
    return 0;
  unsigned Major = 0, Minor = 0, Patch = 0;
  GetVersion(&Major, &Minor, &Patch);
  return Major;
}

std::string loaderPath() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&hostLLVMMajor), &Info) ||
      !Info.dli_fname)
    return "";
  return Info.dli_fname;
}

bool loadModuleBesideLoader(const char *Name, std::string &Error) {
  std::string Path = loaderPath();
  Path = Path.substr(0, Path.rfind('/') + 1) + Name;
  if (dlopen(Path.c_str(), RTLD_NOW | RTLD_GLOBAL))
    return true;
  Error = dlerror();
  return false;
}

} // namespace privdata
