//===--- ScopeFile.h - privdata-audit's --scope=FILE ----------------------===//
//
// A scope file groups the units of a tree by the path of their main file:
// one "GROUP GLOB" per line, the first line whose glob matches wins. The
// format is described in docs/privdata-audit.md#scope-files.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_SCOPEFILE_H
#define PRIVDATA_AUDIT_SCOPEFILE_H

#include "llvm/Support/Error.h"
#include "llvm/Support/GlobPattern.h"
#include <memory>
#include <string>
#include <vector>

namespace privdata {

class ScopeFile {
public:
  /// Parses the text of a scope file. Errors start with "NAME:LINE: ".
  static llvm::Expected<ScopeFile> parse(llvm::StringRef Text, llvm::StringRef Name);
  /// Reads and parses the scope file at Path.
  static llvm::Expected<ScopeFile> read(llvm::StringRef Path);

  /// The group of the first line whose glob matches Path; "" when none does.
  llvm::StringRef groupOf(llvm::StringRef Path) const;

  struct Rule {
    llvm::StringRef Group;
    llvm::GlobPattern Glob;
  };
  const std::vector<Rule> &rules() const { return Rules; }

private:
  /// The text the rules refer to (GlobPattern keeps parts of its pattern by
  /// reference); on the heap, so that it stays put when the object moves.
  std::unique_ptr<std::string> Text;
  std::vector<Rule> Rules;
};

} // namespace privdata

#endif
