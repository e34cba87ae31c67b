//===--- TidyConfig.h - The privdata options of .clang-tidy files -*- C++ -*-===//
//
// The audit takes the privdata options that the .clang-tidy files give each
// source file, as the checks take them in clang-tidy and read by clang-tidy's
// own configuration code (InheritParentConfig, one file per directory); an
// option given on the audit's command line overrides them everywhere.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_TIDYCONFIG_H
#define PRIVDATA_AUDIT_TIDYCONFIG_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace clang::tidy {
class ClangTidyOptionsProvider;
} // namespace clang::tidy

namespace privdata {

/// Whether Text is a boolean as clang-tidy reads its options: as YAML does
/// (true, yes, on, y in three cases, and the same for false) or an integer.
std::optional<bool> parseBoolOption(llvm::StringRef Text);

/// How the reads and stores of a file are judged.
struct JudgeSettings {
  std::string SlotPattern = ".*"; ///< privdata-type-mismatch's.
  std::string IgnoredSlots;
  std::string MixedStoreSlotPattern = ".*";
  std::string MixedStoreIgnoredSlots;
  bool AcceptFirstMemberDowncast = true;
  std::string TreeRoot; ///< As given: empty for the default.

  auto tied() const {
    return std::tie(SlotPattern, IgnoredSlots, MixedStoreSlotPattern,
                    MixedStoreIgnoredSlots, AcceptFirstMemberDowncast,
                    TreeRoot);
  }
  friend bool operator<(const JudgeSettings &A, const JudgeSettings &B) {
    return A.tied() < B.tied();
  }
};

/// Which models a unit is collected with.
struct CollectSettings {
  std::vector<std::string> Models;
  bool DefaultModels = true;

  friend bool operator<(const CollectSettings &A, const CollectSettings &B) {
    return std::tie(A.Models, A.DefaultModels) <
           std::tie(B.Models, B.DefaultModels);
  }
};

struct FileSettings {
  JudgeSettings Judge;
  CollectSettings Collect;
};

/// The values the command line gives, each of which overrides the files'.
struct SettingOverrides {
  std::optional<std::string> SlotPattern; ///< Both rules'.
  std::optional<std::string> IgnoredSlots;
  std::optional<std::string> MixedStoreIgnoredSlots;
  std::optional<bool> AcceptFirstMemberDowncast;
  std::optional<std::string> TreeRoot;
  std::optional<std::vector<std::string>> Models;
  std::optional<bool> DefaultModels;
};

/// The settings of each source file.
class TidyConfigs {
public:
  explicit TidyConfigs(SettingOverrides CommandLine);
  ~TidyConfigs();

  /// The settings for File (an absolute path): the privdata options of the
  /// .clang-tidy files that apply to it, merged as clang-tidy merges them,
  /// under the command line's. A value that is not valid for its option is
  /// an error naming the option, the value and the file.
  llvm::Expected<FileSettings> of(llvm::StringRef File);

private:
  SettingOverrides CommandLine;
  std::unique_ptr<clang::tidy::ClangTidyOptionsProvider> Provider;
  /// By directory: the files of one directory share their .clang-tidy.
  llvm::StringMap<FileSettings> Known;
};

} // namespace privdata

#endif
