//===--- TypeMismatchCheck.cpp - privdata-type-mismatch -------------------===//

#include "TypeMismatchCheck.h"

using namespace clang;

namespace privdata {

TypeMismatchCheck::TypeMismatchCheck(llvm::StringRef Name,
                                     tidy::ClangTidyContext *Context)
    : PrivdataCheck(Name, Context),
      SlotPattern(Options.get("SlotPattern", ".*")),
      IgnoredSlots(Options.get("IgnoredSlots", "")),
      AcceptFirstMemberDowncast(
          Options.getLocalOrGlobal("AcceptFirstMemberDowncast", true)),
      Filter(readSlotFilter(SlotPattern, IgnoredSlots)) {}

void TypeMismatchCheck::storeOptions(tidy::ClangTidyOptions::OptionMap &Opts) {
  PrivdataCheck::storeOptions(Opts);
  Options.store(Opts, "SlotPattern", SlotPattern);
  Options.store(Opts, "IgnoredSlots", IgnoredSlots);
  Options.store(Opts, "AcceptFirstMemberDowncast", AcceptFirstMemberDowncast);
}

std::vector<Finding> TypeMismatchCheck::judge(FactsDatabase &Database) {
  VerdictOptions Verdict;
  Verdict.AcceptFirstMemberDowncast = AcceptFirstMemberDowncast;
  return findMismatches(Database, *Filter, Verdict);
}

} // namespace privdata
