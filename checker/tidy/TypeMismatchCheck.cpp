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
      TreeRoot(Options.getLocalOrGlobal("TreeRoot", "")),
      Filter(readSlotFilter(SlotPattern, IgnoredSlots)) {
  if (TreeRoot.empty())
    return;
  llvm::Expected<std::string> Root = resolveTreeRoot(TreeRoot);
  if (Root) {
    ResolvedTreeRoot = std::move(*Root);
    return;
  }
  configurationDiag("invalid value for option '%0': %1", DiagnosticIDs::Error)
      << optionName("TreeRoot") << llvm::toString(Root.takeError());
  Filter.reset();
}

void TypeMismatchCheck::storeOptions(tidy::ClangTidyOptions::OptionMap &Opts) {
  PrivdataCheck::storeOptions(Opts);
  Options.store(Opts, "SlotPattern", SlotPattern);
  Options.store(Opts, "IgnoredSlots", IgnoredSlots);
  Options.store(Opts, "AcceptFirstMemberDowncast", AcceptFirstMemberDowncast);
  Options.store(Opts, "TreeRoot", TreeRoot);
}

std::vector<Finding> TypeMismatchCheck::judge(FactsDatabase &Database) {
  VerdictOptions Verdict;
  Verdict.AcceptFirstMemberDowncast = AcceptFirstMemberDowncast;
  Verdict.TreeRoot = ResolvedTreeRoot;
  return findMismatches(Database, *Filter, Verdict);
}

} // namespace privdata
