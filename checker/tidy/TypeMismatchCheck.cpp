//===--- TypeMismatchCheck.cpp - privdata-type-mismatch -------------------===//

#include "TypeMismatchCheck.h"
#include "../core/FactsCollector.h"
#include "../core/FactsDatabase.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace privdata {

static std::vector<std::string> splitList(llvm::StringRef List) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  List.split(Parts, ';', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  std::vector<std::string> Items;
  for (llvm::StringRef Part : Parts)
    if (!Part.trim().empty())
      Items.push_back(Part.trim().str());
  return Items;
}

TypeMismatchCheck::TypeMismatchCheck(llvm::StringRef Name,
                                     tidy::ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context), CheckName(Name),
      SlotPattern(Options.get("SlotPattern", ".*")),
      IgnoredSlots(Options.get("IgnoredSlots", "")),
      AcceptFirstMemberDowncast(readBool("AcceptFirstMemberDowncast", true)) {
  llvm::Expected<SlotFilter> Created =
      SlotFilter::create(SlotPattern, splitList(IgnoredSlots));
  if (Created)
    Filter = std::move(*Created);
  else
    configurationDiag("invalid value for option '%0.SlotPattern': %1",
                      DiagnosticIDs::Error)
        << Name << llvm::toString(Created.takeError());
}

bool TypeMismatchCheck::readBool(llvm::StringRef LocalName, bool Default) {
  std::optional<llvm::StringRef> Value = Options.get(LocalName);
  if (!Value)
    return Default;
  std::optional<bool> Parsed = llvm::StringSwitch<std::optional<bool>>(*Value)
                                   .CasesLower("true", "1", "yes", "on", true)
                                   .CasesLower("false", "0", "no", "off", false)
                                   .Default(std::nullopt);
  if (!Parsed) {
    configurationDiag("invalid value '%0' for option '%1.%2'; expected true "
                      "or false",
                      DiagnosticIDs::Error)
        << *Value << CheckName << LocalName;
    return Default;
  }
  return *Parsed;
}

void TypeMismatchCheck::storeOptions(tidy::ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "SlotPattern", SlotPattern);
  Options.store(Opts, "IgnoredSlots", IgnoredSlots);
  Options.store(Opts, "AcceptFirstMemberDowncast", AcceptFirstMemberDowncast);
}

void TypeMismatchCheck::registerMatchers(MatchFinder *Finder) {
  // The analysis needs the whole translation unit at once: stores, loads and
  // accessors meet only there.
  if (Filter)
    Finder->addMatcher(translationUnitDecl().bind("unit"), this);
}

SourceLocation TypeMismatchCheck::locationOf(const SourceSite &Site,
                                             SourceManager &SM) {
  llvm::Expected<FileEntryRef> File =
      SM.getFileManager().getFileRef(Site.File);
  if (!File) {
    llvm::consumeError(File.takeError());
    return {};
  }
  SourceLocation Loc = SM.translateFileLineCol(*File, Site.Line, Site.Column);
  if (Loc.isValid())
    return Loc;
  // A store in a file this translation unit does not include.
  FileID Foreign = SM.createFileID(*File, SourceLocation(), SrcMgr::C_User);
  return SM.translateLineCol(Foreign, Site.Line, Site.Column);
}

void TypeMismatchCheck::check(const MatchFinder::MatchResult &Result) {
  FactsDatabase Database;
  Database.add(collectFacts(*Result.Context));
  VerdictOptions Verdict;
  Verdict.AcceptFirstMemberDowncast = AcceptFirstMemberDowncast;
  SourceManager &SM = *Result.SourceManager;
  for (const Finding &F : findMismatches(Database, *Filter, Verdict)) {
    diag(locationOf(F.Site, SM), "%0") << F.Message;
    for (const StoreNote &Note : F.Notes)
      diag(locationOf(Note.Site, SM), "%0", DiagnosticIDs::Note)
          << Note.Message;
  }
}

} // namespace privdata
