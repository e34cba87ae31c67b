//===--- PrivdataCheck.h - What the privdata checks share -----------------===//

#ifndef PRIVDATA_TIDY_PRIVDATACHECK_H
#define PRIVDATA_TIDY_PRIVDATACHECK_H

#include "../core/FactsDatabase.h"
#include "../core/Models.h"
#include "../core/SlotFilter.h"
#include "../core/Verdict.h"
#include "clang-tidy/ClangTidyCheck.h"
#include <memory>

namespace privdata {

/// The adapter between clang-tidy and the analysis core that every privdata
/// check is: it reads the options they share (Models, DefaultModels,
/// FactsFile, FactsDir; all but FactsDir may also be set globally, once for
/// all checks), collects the facts of each translation unit once for all of
/// them and exports them, and reports what a check's rule finds in this
/// unit's database.
class PrivdataCheck : public clang::tidy::ClangTidyCheck {
public:
  PrivdataCheck(llvm::StringRef Name, clang::tidy::ClangTidyContext *Context);
  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Opts) override;
  void registerPPCallbacks(const clang::SourceManager &SM,
                           clang::Preprocessor *PP,
                           clang::Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(clang::ast_matchers::MatchFinder *Finder) override;
  void check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

protected:
  /// The check's rule over this unit's facts, those of FactsFile beneath.
  virtual std::vector<Finding> judge(FactsDatabase &Database) = 0;
  /// Whether the check's own options are usable.
  virtual bool configured() const = 0;

  /// The option LocalName as the configuration spells it: the check's own,
  /// or the global one that getLocalOrGlobal() falls back to.
  std::string optionName(llvm::StringRef LocalName) const;
  /// A slot filter from a pattern and an ignore list, or null after
  /// reporting the option that is wrong.
  std::optional<SlotFilter> readSlotFilter(llvm::StringRef Pattern,
                                           llvm::StringRef Ignored);

  const std::string CheckName;

private:
  clang::SourceLocation locationOf(const SourceSite &Site,
                                   clang::SourceManager &SM);

  const std::string ModelFiles;
  const bool DefaultModels;
  const std::string FactsFile;
  const std::string FactsDir;
  bool FactsDirUsable = true;
  std::shared_ptr<const ModelSet> Models;
  std::shared_ptr<const FactsDatabase> OtherFiles;
  /// The unit's -I and -iquote directories, absolute: an editor's copy of a
  /// file elsewhere finds the original's directory among them (StandIn.h).
  std::vector<std::string> UserIncludeDirs;
};

} // namespace privdata

#endif
