//===--- FactsFormat.h - Facts on disk ------------------------------------===//
//
// Facts are stored as line-oriented JSON: a header line naming the format and
// its version, then one fact per line. The format is described in
// docs/facts-format.md. A per-unit file holds the facts of one translation
// unit; a merged file holds a whole database, each fact tagged with the unit
// that contributed it.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_FACTSFORMAT_H
#define PRIVDATA_CORE_FACTSFORMAT_H

#include "Facts.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace privdata {

class FactsDatabase;

inline constexpr unsigned FactsFormatVersion = 1;
extern const char *const ToolVersion;

/// Writes the facts of one translation unit.
void writeUnitFacts(const TranslationUnitFacts &Facts, llvm::raw_ostream &OS);

/// Writes Facts into Dir (created if missing) as a file named after the
/// unit's main file, atomically: readers see the old file or the new one,
/// never part of one, and concurrent writers lose nothing.
llvm::Error writeUnitFactsFile(const TranslationUnitFacts &Facts,
                               llvm::StringRef Dir);

/// Writes a whole database.
void writeDatabase(const FactsDatabase &DB, llvm::raw_ostream &OS);

/// Adds the facts of a per-unit or merged file to DB. A line that cannot be
/// read is skipped and described in Problems ("FILE:LINE: ..."); a file that
/// cannot be opened, or whose header is missing or of another format version,
/// is an error and adds nothing.
llvm::Error readFactsFile(llvm::StringRef Path, FactsDatabase &DB,
                          std::vector<std::string> &Problems);

/// The per-unit facts files in Dir, sorted.
llvm::Expected<std::vector<std::string>> listFactsFiles(llvm::StringRef Dir);

} // namespace privdata

#endif
