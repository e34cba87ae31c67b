//===--- TypeMismatchCheck.cpp - privdata-type-mismatch -------------------===//

#include "TypeMismatchCheck.h"
#include "../core/FactsCollector.h"
#include "../core/FactsFormat.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include <map>
#include <mutex>

using namespace clang;
using namespace clang::ast_matchers;

namespace privdata {

namespace {

/// A facts database loaded from disk, shared by every translation unit the
/// process checks; or why it could not be loaded.
struct LoadedDatabase {
  std::shared_ptr<const FactsDatabase> Database;
  std::string Error;
  std::vector<std::string> Problems;
  bool Reported = false;
};

LoadedDatabase &loadDatabase(llvm::StringRef Path) {
  static std::mutex Lock;
  static std::map<std::string, LoadedDatabase> Loaded;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, Inserted] = Loaded.try_emplace(Path.str());
  if (Inserted) {
    auto Database = std::make_shared<FactsDatabase>();
    if (llvm::Error E = readFactsFile(Path, *Database, It->second.Problems)) {
      It->second.Error = llvm::toString(std::move(E));
    } else {
      Database->finalize();
      It->second.Database = std::move(Database);
    }
  }
  return It->second;
}

} // namespace

TypeMismatchCheck::TypeMismatchCheck(llvm::StringRef Name,
                                     tidy::ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context), CheckName(Name),
      SlotPattern(Options.get("SlotPattern", ".*")),
      IgnoredSlots(Options.get("IgnoredSlots", "")),
      AcceptFirstMemberDowncast(readBool("AcceptFirstMemberDowncast", true)),
      FactsDir(Options.get("FactsDir", "")),
      FactsFile(Options.get("FactsFile", "")) {
  llvm::Expected<SlotFilter> Created =
      SlotFilter::create(SlotPattern, IgnoredSlots);
  if (Created)
    Filter = std::move(*Created);
  else
    configurationDiag("invalid value for option '%0.SlotPattern': %1",
                      DiagnosticIDs::Error)
        << Name << llvm::toString(Created.takeError());

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
  if (!FactsFile.empty()) {
    LoadedDatabase &Loaded = loadDatabase(FactsFile);
    if (!Loaded.Error.empty())
      configurationDiag("cannot use facts file (option '%0.FactsFile'): %1",
                        DiagnosticIDs::Error)
          << Name << Loaded.Error;
    // Once per process: every unit would repeat the same lines.
    if (!Loaded.Reported)
      for (const std::string &Problem : Loaded.Problems)
        configurationDiag("skipped a facts line: %0") << Problem;
    Loaded.Reported = true;
    OtherFiles = Loaded.Database;
  }
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
  Options.store(Opts, "FactsDir", FactsDir);
  Options.store(Opts, "FactsFile", FactsFile);
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
  TranslationUnitFacts Facts = collectFacts(*Result.Context);
  if (!FactsDir.empty() && FactsDirUsable)
    if (llvm::Error E = writeUnitFactsFile(Facts, FactsDir))
      diag("cannot write facts: %0", DiagnosticIDs::Error)
          << llvm::toString(std::move(E));
  FactsDatabase Database;
  Database.add(Facts);
  // The other files' facts; this file's own are the fresh ones above.
  if (OtherFiles)
    Database.layerOver(*OtherFiles, Facts.MainFile);
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
