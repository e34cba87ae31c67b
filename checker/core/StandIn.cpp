//===--- StandIn.cpp ------------------------------------------------------===//

#include "StandIn.h"
#include "FactsDatabase.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <optional>

namespace privdata {

/// Dir as the database would name a file's directory: its real path, or,
/// when it does not exist, its absolute path without dots (a database may
/// name units that are not on this disk).
static llvm::SmallString<256> directoryAsNamed(llvm::StringRef Dir) {
  llvm::SmallString<256> Path;
  if (!llvm::sys::fs::real_path(Dir, Path))
    return Path;
  Path = Dir;
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return Path;
}

std::string unitStoodFor(const FactsDatabase &Database,
                         llvm::StringRef MainFile,
                         llvm::ArrayRef<std::string> UserIncludeDirs) {
  if (Database.unitAt(MainFile))
    return MainFile.str();
  llvm::StringRef Name = llvm::sys::path::filename(MainFile);
  std::optional<unsigned> Namesake;
  for (const std::string &Dir : UserIncludeDirs) {
    llvm::SmallString<256> Candidate = directoryAsNamed(Dir);
    llvm::sys::path::append(Candidate, Name);
    std::optional<unsigned> Unit = Database.unitAt(Candidate);
    if (!Unit || Unit == Namesake)
      continue;
    // Two originals the copy may be of: guessing would hide one's facts.
    if (Namesake)
      return MainFile.str();
    Namesake = Unit;
  }
  return Namesake ? Database.units()[*Namesake] : MainFile.str();
}

} // namespace privdata
