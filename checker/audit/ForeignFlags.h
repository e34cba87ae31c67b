//===--- ForeignFlags.h - Flags clang rejects in a compile command -*- C++ -*-===//
//
// Most kernel and embedded trees are built with GCC, and their compile
// commands carry flags clang's driver rejects (-fconserve-stack,
// -mindirect-branch-register, GCC plugins). Clang stops at the first of them,
// so a unit would go unanalysed for a flag that says nothing about its code.
// Like clangd, privdata drops such flags and says which it dropped.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_FOREIGNFLAGS_H
#define PRIVDATA_AUDIT_FOREIGNFLAGS_H

#include "llvm/ADT/ArrayRef.h"
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace privdata {

/// Strips from compile commands the flags clang rejects, as clang itself
/// decides (its driver, its option parser and its warning options), and
/// counts what it stripped. Safe to call from several threads.
class ForeignFlags {
public:
  /// Args, the compiler first, without the flags clang rejects; the other
  /// arguments keep their order.
  std::vector<std::string> strip(llvm::ArrayRef<std::string> Args);

  /// One sentence naming each dropped flag and how many of the commands
  /// stripped lost any; empty when none did.
  std::string summary() const;

private:
  mutable std::mutex Lock;
  std::map<std::string, unsigned> CommandsPerFlag;
  unsigned Commands = 0;
  unsigned CommandsStripped = 0;
};

} // namespace privdata

#endif // PRIVDATA_AUDIT_FOREIGNFLAGS_H
