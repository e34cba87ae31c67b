//===--- LiveUnits.cpp ----------------------------------------------------===//

#include "LiveUnits.h"
#include "Reports.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

namespace privdata {

llvm::StringSet<>
liveUnitsOf(const clang::tooling::CompilationDatabase &Compilations) {
  llvm::StringSet<> Live;
  // getAllFiles() has made each entry's file absolute against its directory.
  for (const std::string &File : Compilations.getAllFiles()) {
    llvm::SmallString<256> Path;
    if (llvm::sys::fs::real_path(File, Path)) {
      Path = File;
      llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    }
    Live.insert(Path);
  }
  return Live;
}

std::string ignoredUnitsSummary(size_t Count, llvm::StringRef Lister) {
  return llvm::formatv("ignored the facts of {0} {1} that {2} does not list", Count,
                       Count == 1 ? "unit" : "units", Lister);
}

std::string ignoredUnitsNote(llvm::ArrayRef<std::string> Ignored,
                             llvm::StringRef Database) {
  return ignoredUnitsSummary(Ignored.size(), Database) + ": " + listedBriefly(Ignored);
}

} // namespace privdata
