//===--- PluginLoader.h - What the plugins' loaders share -----------------===//
//
// The files users hand to clang-tidy (--load) and to clang (-fplugin) are
// loaders that need no LLVM symbol: they ask the program that loaded them
// which LLVM it is, and load the plugin proper, which takes its LLVM and
// Clang symbols from that program, only into the major it was built for.
// Loaded into another major, the plugin would bind to an ABI it was not
// built for: a symbol lookup error at best, wrong results or a crash at
// worst.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_SUPPORT_PLUGINLOADER_H
#define PRIVDATA_SUPPORT_PLUGINLOADER_H

#include <string>

namespace privdata {

/// The LLVM major of the program this was loaded into, or 0 when it does not
/// say.
unsigned hostLLVMMajor();

/// The path of the loader this is linked into.
std::string loaderPath();

/// Loads the module named Name from the loader's directory, binding every
/// symbol now: a host that could not say its version but lacks what the
/// module needs fails here, with the message in Error, instead of later.
bool loadModuleBesideLoader(const char *Name, std::string &Error);

} // namespace privdata

#endif
