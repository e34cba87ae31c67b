//===--- KbuildCheck.h - privdata-audit as Kbuild's CHECK program -*- C++ -*-===//
//
// Kernel developers run their checkers through Kbuild: `make C=1
// CHECK=checker` runs, for each C file it compiles (C=2: every C file),
//
//   $(CHECK) $(CHECKFLAGS) $(c_flags) $<
//
// from the top of the object tree. CHECKFLAGS are sparse's (its own warnings,
// --arch, and the predefined macros sparse lacks); c_flags are the compiler's
// flags of the build; $< is the source. `privdata-audit kbuild-check` takes
// its own options first and then this command line, and audits the one unit
// the build compiles, exactly as `privdata-audit -p` audits it from the
// build's compilation database.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_KBUILDCHECK_H
#define PRIVDATA_AUDIT_KBUILDCHECK_H

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace privdata {

/// The number of leading arguments of Argv (the program, the subcommand,
/// then its options) that are the subcommand Options' own: its options end at
/// the first argument that is not one of them, or after "--". The rest is
/// the command line Kbuild appended.
size_t leadingOptionCount(llvm::ArrayRef<const char *> Argv,
                          llvm::cl::SubCommand &Options);

/// The compile that a Kbuild CHECK command line stands for: the compiler
/// Kbuild exports as CC, the build's c_flags and the source, run from the
/// current directory, as the build ran it and as the compilation database of
/// scripts/clang-tools/gen_compile_commands.py records it.
class KbuildUnit : public clang::tooling::CompilationDatabase {
public:
  /// The unit of Args, "$(CHECKFLAGS) $(c_flags) $<". Kbuild's c_flags begin
  /// with -Wp,-MMD,DEPFILE (scripts/Makefile.lib); what comes before are the
  /// checker's flags, which the compile does not have. Without that flag, all
  /// of Args but the source are the compile's flags. An error says what is
  /// wrong with Args.
  static llvm::Expected<std::unique_ptr<KbuildUnit>>
  create(llvm::ArrayRef<std::string> Args);

  /// The source, an absolute path.
  llvm::StringRef file() const { return Command.Filename; }

  /// The unit's command, for any file asked: the audit asks only for file().
  std::vector<clang::tooling::CompileCommand>
  getCompileCommands(llvm::StringRef) const override {
    return {Command};
  }
  std::vector<std::string> getAllFiles() const override {
    return {Command.Filename};
  }
  std::vector<clang::tooling::CompileCommand>
  getAllCompileCommands() const override {
    return {Command};
  }

private:
  explicit KbuildUnit(clang::tooling::CompileCommand Command)
      : Command(std::move(Command)) {}

  clang::tooling::CompileCommand Command;
};

} // namespace privdata

#endif // PRIVDATA_AUDIT_KBUILDCHECK_H
