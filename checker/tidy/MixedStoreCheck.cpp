//===--- MixedStoreCheck.cpp - privdata-mixed-store -----------------------===//

#include "MixedStoreCheck.h"

namespace privdata {

MixedStoreCheck::MixedStoreCheck(llvm::StringRef Name,
                                 clang::tidy::ClangTidyContext *Context)
    : PrivdataCheck(Name, Context),
      SlotPattern(Options.get("SlotPattern", ".*")),
      IgnoredSlots(Options.get("IgnoredSlots", "")),
      Filter(readSlotFilter(SlotPattern, IgnoredSlots)) {}

void MixedStoreCheck::storeOptions(
    clang::tidy::ClangTidyOptions::OptionMap &Opts) {
  PrivdataCheck::storeOptions(Opts);
  Options.store(Opts, "SlotPattern", SlotPattern);
  Options.store(Opts, "IgnoredSlots", IgnoredSlots);
}

std::vector<Finding> MixedStoreCheck::judge(FactsDatabase &Database) {
  return findMixedStores(Database, *Filter, VerdictOptions());
}

} // namespace privdata
