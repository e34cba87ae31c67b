//===--- LiveUnits.h - The units a build still compiles -------------------===//
//
// Facts files outlive the units they describe: a unit deleted, renamed or
// dropped from the build keeps its file in a facts directory. Given the
// build's compilation database, `privdata-audit --facts DIR -p BUILD` judges
// only the facts of the units the database lists.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_LIVEUNITS_H
#define PRIVDATA_AUDIT_LIVEUNITS_H

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringSet.h"
#include <string>

namespace privdata {

/// The main files of the units Compilations lists, named as facts name a
/// unit: by real path, or by absolute path for a file that is gone.
llvm::StringSet<>
liveUnitsOf(const clang::tooling::CompilationDatabase &Compilations);

/// "ignored the facts of N units that LISTER does not list".
std::string ignoredUnitsSummary(size_t Count, llvm::StringRef Lister);

/// The summary of the sorted main files Ignored, then ": A, B, C and M more".
std::string ignoredUnitsNote(llvm::ArrayRef<std::string> Ignored,
                             llvm::StringRef Database);

} // namespace privdata

#endif
