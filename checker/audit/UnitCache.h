//===--- UnitCache.h - Facts of units kept between audits -------*- C++ -*-===//
//
// A CI run after a one-file change should not parse every unit again. The
// cache keeps each unit's facts under a key of what determines them besides
// the files the compile reads (the command, the tool, the models), and with
// the entry the content hash of every file the compile read, main file and
// headers. An entry is reused only when each of those files still has its
// hash, so an edited header invalidates exactly the units that read it.
//
// Entries are written atomically (see OutputFile), so concurrent audits and a
// killed one leave whole entries or none; an entry that cannot be read is a
// miss, never an error.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_UNITCACHE_H
#define PRIVDATA_AUDIT_UNITCACHE_H

#include "../core/Facts.h"
#include "../core/FactsDatabase.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class SourceManager;
}

namespace privdata {

/// A file a unit's compile read, known by its contents' hash.
struct UnitInput {
  std::string Path;
  uint64_t Hash;
};

/// The files the compile whose sources SM holds read, by absolute path.
std::vector<UnitInput> inputsOf(const clang::SourceManager &SM);

/// Model mismatches a unit's collection reported, as (identity, message).
using ModelMismatchMessages = std::vector<std::pair<std::string, std::string>>;

class UnitCache {
public:
  /// The cache in Dir, created if missing; an error if it cannot be
  /// written.
  static llvm::Expected<std::unique_ptr<UnitCache>> open(llvm::StringRef Dir);

  /// The key of File's entry: its compile commands as the compilation
  /// database gives them, the models it is collected with (ModelsKey), and
  /// this tool's build.
  std::string keyOf(llvm::StringRef File,
                    llvm::ArrayRef<clang::tooling::CompileCommand> Commands,
                    llvm::StringRef ModelsKey) const;

  struct Entry {
    std::string MainFile;
    std::string FactsText; ///< As writeUnitFacts writes them.
    FactsDatabase Facts;
    ModelMismatchMessages Mismatches;
  };
  /// The entry of Key, if there is one whose inputs are all unchanged.
  std::unique_ptr<Entry> lookup(llvm::StringRef Key);

  llvm::Error store(llvm::StringRef Key, const TranslationUnitFacts &Facts,
                    llvm::ArrayRef<UnitInput> Inputs,
                    const ModelMismatchMessages &Mismatches);

  llvm::StringRef directory() const { return Dir; }

private:
  UnitCache(std::string Dir, std::string BuildKey)
      : Dir(std::move(Dir)), BuildKey(std::move(BuildKey)) {}
  std::string pathOf(llvm::StringRef Key) const;
  /// The hash of Path's contents now, each file read once per audit;
  /// nothing if it cannot be read.
  std::optional<uint64_t> currentHash(llvm::StringRef Path);

  std::string Dir;
  std::string BuildKey;
  std::mutex Lock;
  llvm::StringMap<std::optional<uint64_t>> Hashes;
};

/// What selects a unit's models: the contents of each model file, and
/// whether the default models are added.
std::string modelsKey(llvm::ArrayRef<std::string> ModelFiles, bool DefaultModels);

} // namespace privdata

#endif // PRIVDATA_AUDIT_UNITCACHE_H
