//===--- PrivdataCollectLoader.cpp - the file users pass to -fplugin ------===//
//
// The collector takes its LLVM and Clang symbols from the clang that loads
// it, so clang of another LLVM major stops the compile with a symbol lookup
// error. This loader needs no LLVM symbol. Once loaded, it asks the host
// which LLVM it is and loads the collector next to itself only into the
// major it was built for. Otherwise it says which clang or privdata build to
// use, and the compile goes on without the collector: the plugin only adds
// facts and must not break a build. Its own arguments cannot make that an
// error, since the collector, which reads them, is not loaded; the unit's
// missing facts file is what tells.
//
//===----------------------------------------------------------------------===//

#include "../support/PluginLoader.h"

#include <cstdio>
#include <string>

namespace {

void goOnWithout(const std::string &Message) {
  std::fprintf(stderr,
               "privdata: warning: %s; the compile goes on without it and "
               "writes no facts\n",
               Message.c_str());
}

__attribute__((constructor)) void loadCollector() {
  const std::string BuiltFor = std::to_string(PRIVDATA_LLVM_MAJOR);
  unsigned Host = privdata::hostLLVMMajor();
  if (Host && Host != PRIVDATA_LLVM_MAJOR) {
    const std::string HostMajor = std::to_string(Host);
    goOnWithout(privdata::loaderPath() + " is built for LLVM " + BuiltFor +
                " but loaded into clang from LLVM " + HostMajor +
                "; compile with clang-" + BuiltFor +
                ", or load the lib/PrivdataCollect.so of a privdata build "
                "for LLVM " + HostMajor + " (cmake -DPRIVDATA_LLVM_MAJOR=" +
                HostMajor + ")");
    return;
  }
  std::string Error;
  if (!privdata::loadModuleBesideLoader(PRIVDATA_COLLECT_MODULE, Error))
    goOnWithout("cannot load the facts collector (built for LLVM " + BuiltFor +
                "): " + Error);
}

} // namespace
