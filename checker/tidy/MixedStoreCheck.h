//===--- MixedStoreCheck.h - privdata-mixed-store -------------------------===//

#ifndef PRIVDATA_TIDY_MIXEDSTORECHECK_H
#define PRIVDATA_TIDY_MIXEDSTORECHECK_H

#include "PrivdataCheck.h"
#include <optional>

namespace privdata {

/// Finds a void * slot (a struct member, global or callback context) that
/// receives pointers to two or more unrelated struct types, listing each
/// type once with a store site.
class MixedStoreCheck : public PrivdataCheck {
public:
  MixedStoreCheck(llvm::StringRef Name, clang::tidy::ClangTidyContext *Context);
  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Opts) override;

protected:
  std::vector<Finding> judge(FactsDatabase &Database) override;
  bool configured() const override { return Filter.has_value(); }

private:
  const std::string SlotPattern;
  const std::string IgnoredSlots;
  std::optional<SlotFilter> Filter;
};

} // namespace privdata

#endif
