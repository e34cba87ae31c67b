//===--- TypeMismatchCheck.cpp - privdata-type-mismatch -------------------===//

#include "TypeMismatchCheck.h"
#include "../core/FactsFormat.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace privdata {

TypeMismatchCheck::TypeMismatchCheck(llvm::StringRef Name,
                                     tidy::ClangTidyContext *Context)
    : PrivdataCheck(Name, Context),
      SlotPattern(Options.get("SlotPattern", ".*")),
      IgnoredSlots(Options.get("IgnoredSlots", "")),
      AcceptFirstMemberDowncast(
          Options.getLocalOrGlobal("AcceptFirstMemberDowncast", true)),
      FactsDir(Options.get("FactsDir", "")),
      Filter(readSlotFilter(SlotPattern, IgnoredSlots)) {
  if (!FactsDir.empty()) {
    std::error_code EC = llvm::sys::fs::create_directories(FactsDir);
    if (!EC)
      EC = llvm::sys::fs::access(FactsDir, llvm::sys::fs::AccessMode::Write);
    if (EC) {
      configurationDiag("cannot write facts into '%0' (option '%1.FactsDir'): "
                        "%2",
                        DiagnosticIDs::Error)
          << FactsDir << Name << EC.message();
      FactsDirUsable = false;
    }
  }
}

void TypeMismatchCheck::storeOptions(tidy::ClangTidyOptions::OptionMap &Opts) {
  PrivdataCheck::storeOptions(Opts);
  Options.store(Opts, "SlotPattern", SlotPattern);
  Options.store(Opts, "IgnoredSlots", IgnoredSlots);
  Options.store(Opts, "AcceptFirstMemberDowncast", AcceptFirstMemberDowncast);
  Options.store(Opts, "FactsDir", FactsDir);
}

void TypeMismatchCheck::unitCollected(const TranslationUnitFacts &Facts) {
  if (!FactsDir.empty() && FactsDirUsable)
    if (llvm::Error E = writeUnitFactsFile(Facts, FactsDir))
      diag("cannot write facts: %0", DiagnosticIDs::Error)
          << llvm::toString(std::move(E));
}

std::vector<Finding> TypeMismatchCheck::judge(FactsDatabase &Database) {
  VerdictOptions Verdict;
  Verdict.AcceptFirstMemberDowncast = AcceptFirstMemberDowncast;
  return findMismatches(Database, *Filter, Verdict);
}

} // namespace privdata
