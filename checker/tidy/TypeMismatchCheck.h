//===--- TypeMismatchCheck.h - privdata-type-mismatch ---------------------===//

#ifndef PRIVDATA_TIDY_TYPEMISMATCHCHECK_H
#define PRIVDATA_TIDY_TYPEMISMATCHCHECK_H

#include "PrivdataCheck.h"
#include <optional>

namespace privdata {

/// Finds a void * slot (a struct member, global or callback context) read
/// back as a pointer to a type that is never stored into it, and points at
/// the stores. With a facts database, stores in other files count too.
class TypeMismatchCheck : public PrivdataCheck {
public:
  TypeMismatchCheck(llvm::StringRef Name,
                    clang::tidy::ClangTidyContext *Context);
  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Opts) override;

protected:
  std::vector<Finding> judge(FactsDatabase &Database) override;
  bool configured() const override { return Filter.has_value(); }

private:
  const std::string SlotPattern;
  const std::string IgnoredSlots;
  const bool AcceptFirstMemberDowncast;
  const std::string TreeRoot;
  /// TreeRoot by real path; empty when TreeRoot is, or is not a directory.
  std::string ResolvedTreeRoot;
  std::optional<SlotFilter> Filter;
};

} // namespace privdata

#endif
