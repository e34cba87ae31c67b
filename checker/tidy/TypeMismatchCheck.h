//===--- TypeMismatchCheck.h - privdata-type-mismatch ---------------------===//

#ifndef PRIVDATA_TIDY_TYPEMISMATCHCHECK_H
#define PRIVDATA_TIDY_TYPEMISMATCHCHECK_H

#include "../core/FactsDatabase.h"
#include "../core/Verdict.h"
#include "clang-tidy/ClangTidyCheck.h"
#include <memory>
#include <optional>

namespace privdata {

/// Finds a void * slot (a struct member or global) read back as a pointer to
/// a type that is never stored into it, and points at the stores. With a
/// facts database, stores in other files count too.
class TypeMismatchCheck : public clang::tidy::ClangTidyCheck {
public:
  TypeMismatchCheck(llvm::StringRef Name,
                    clang::tidy::ClangTidyContext *Context);
  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Opts) override;
  void registerMatchers(clang::ast_matchers::MatchFinder *Finder) override;
  void check(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  bool readBool(llvm::StringRef LocalName, bool Default);
  clang::SourceLocation locationOf(const SourceSite &Site,
                                   clang::SourceManager &SM);

  const std::string CheckName;
  const std::string SlotPattern;
  const std::string IgnoredSlots;
  const bool AcceptFirstMemberDowncast;
  const std::string FactsDir;
  const std::string FactsFile;
  bool FactsDirUsable = true;
  std::optional<SlotFilter> Filter;
  std::shared_ptr<const FactsDatabase> OtherFiles;
};

} // namespace privdata

#endif
