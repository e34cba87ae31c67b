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
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace privdata {

class FactsDatabase;

inline constexpr unsigned FactsFormatVersion = 3;
extern const char *const ToolVersion;

// Bounds on what a reader takes in, so that a broken or hostile file ends in
// a clear error instead of exhausting the stack or memory. Each is far above
// what privdata writes (docs/facts-format.md#limits).

/// A longer line is skipped.
inline constexpr size_t MaxFactsLineBytes = size_t(1) << 20;
/// A line whose arrays and objects nest deeper is skipped; facts nest 3.
inline constexpr unsigned MaxFactsNesting = 64;
/// A larger file is refused.
inline constexpr uint64_t MaxFactsFileBytes = uint64_t(4) << 30;
/// Bad lines of one file described one by one; the rest are counted.
inline constexpr unsigned MaxListedBadLines = 20;

/// The object file section into which the compiler plugin embeds a unit's
/// facts, the bytes its facts file would hold.
inline constexpr const char *EmbeddedFactsSection = ".privdata.facts";

/// Writes the facts of one translation unit.
void writeUnitFacts(const TranslationUnitFacts &Facts, llvm::raw_ostream &OS);

/// Writes Facts into Dir (created if missing) as a file named after the
/// unit's main file, atomically: readers see the old file or the new one,
/// never part of one, and concurrent writers lose nothing.
llvm::Error writeUnitFactsFile(const TranslationUnitFacts &Facts,
                               llvm::StringRef Dir);

/// Writes into Dir, as writeUnitFactsFile does, the facts of the unit of
/// MainFile that Contents prints in this format (a cached copy).
llvm::Error writeUnitFactsFile(llvm::StringRef MainFile, llvm::StringRef Dir,
                               llvm::function_ref<void(llvm::raw_ostream &)> Contents);

/// Creates Dir if it is missing and checks that facts files can be written
/// into it: an existing file, /dev/null included, is not a directory. Front
/// ends call it before any unit is analysed, so that a bad directory is one
/// error up front instead of one per unit.
std::error_code prepareFactsDirectory(llvm::StringRef Dir);

/// Writes a whole database.
void writeDatabase(const FactsDatabase &DB, llvm::raw_ostream &OS);

/// Adds the facts of a per-unit or merged file to DB. A line that cannot be
/// read is skipped and described in Problems ("FILE:LINE: ..."); a file that
/// cannot be opened, is not a regular file, is larger than MaxFactsFileBytes,
/// or whose header is missing or of another format version, is an error and
/// adds nothing.
llvm::Error readFactsFile(llvm::StringRef Path, FactsDatabase &DB,
                          std::vector<std::string> &Problems);

/// Adds the facts in Text, the contents of a file that messages call Name,
/// as readFactsFile does with a file's.
llvm::Error readFactsBuffer(llvm::StringRef Text, llvm::StringRef Name,
                            FactsDatabase &DB,
                            std::vector<std::string> &Problems);

/// The per-unit facts files that Text holds one after the other, each from
/// its header line on: `ld -r` joins the embedded facts sections of the
/// objects it links into one.
std::vector<llvm::StringRef> splitJoinedFacts(llvm::StringRef Text);

/// The per-unit facts files in Dir, sorted.
llvm::Expected<std::vector<std::string>> listFactsFiles(llvm::StringRef Dir);

} // namespace privdata

#endif
