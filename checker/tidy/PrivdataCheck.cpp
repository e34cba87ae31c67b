//===--- PrivdataCheck.cpp ------------------------------------------------===//

#include "PrivdataCheck.h"
#include "../core/FactsCollector.h"
#include "../core/FactsFormat.h"
#include "../core/OptionList.h"
#include "../core/StandIn.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/HeaderSearchOptions.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include <map>
#include <mutex>

using namespace clang;
using namespace clang::ast_matchers;

namespace privdata {

namespace {

/// Something loaded once per process and shared by every check and unit:
/// a model set or a facts database; or why it could not be loaded.
template <typename T> struct Loaded {
  std::shared_ptr<const T> Value;
  std::string Error;
  std::vector<std::string> Problems;
  bool Reported = false;
};

std::mutex LoadLock;

Loaded<ModelSet> &loadModels(llvm::StringRef Files, bool Defaults) {
  static std::map<std::pair<std::string, bool>, Loaded<ModelSet>> Cache;
  std::lock_guard<std::mutex> Guard(LoadLock);
  auto [It, Inserted] = Cache.try_emplace({Files.str(), Defaults});
  if (Inserted) {
    std::vector<std::string> Paths;
    for (llvm::StringRef Path : splitOptionList(Files))
      Paths.push_back(Path.str());
    if (llvm::Expected<ModelSet> Models = ModelSet::load(Paths, Defaults))
      It->second.Value = std::make_shared<const ModelSet>(std::move(*Models));
    else
      It->second.Error = llvm::toString(Models.takeError());
  }
  return It->second;
}

Loaded<FactsDatabase> &loadDatabase(llvm::StringRef Path) {
  static std::map<std::string, Loaded<FactsDatabase>> Cache;
  std::lock_guard<std::mutex> Guard(LoadLock);
  auto [It, Inserted] = Cache.try_emplace(Path.str());
  if (Inserted) {
    auto Database = std::make_shared<FactsDatabase>();
    if (llvm::Error E = readFactsFile(Path, *Database, It->second.Problems)) {
      It->second.Error = llvm::toString(std::move(E));
    } else {
      Database->finalize();
      It->second.Value = std::move(Database);
    }
  }
  return It->second;
}

/// The facts of the unit being checked, collected by the first privdata
/// check that asks and kept until the unit ends.
struct UnitFacts {
  const ASTContext *Context = nullptr;
  const ModelSet *Models = nullptr;
  TranslationUnitFacts Facts;
  std::vector<ModelMismatch> Mismatches;
  /// The FactsDir directories that hold the unit's facts already: with both
  /// checks on, naming one directory, the unit is written once.
  llvm::StringSet<> WrittenTo;
};
UnitFacts CurrentUnit;

} // namespace

PrivdataCheck::PrivdataCheck(llvm::StringRef Name,
                             tidy::ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context), CheckName(Name),
      ModelFiles(Options.getLocalOrGlobal("Models", "")),
      DefaultModels(Options.getLocalOrGlobal("DefaultModels", true)),
      FactsFile(Options.getLocalOrGlobal("FactsFile", "")),
      FactsDir(Options.get("FactsDir", "")) {
  Loaded<ModelSet> &LoadedModels = loadModels(ModelFiles, DefaultModels);
  if (!LoadedModels.Error.empty())
    configurationDiag("cannot use the models (option '%0'): %1",
                      DiagnosticIDs::Error)
        << optionName("Models") << LoadedModels.Error;
  Models = LoadedModels.Value;

  if (!FactsFile.empty()) {
    Loaded<FactsDatabase> &Facts = loadDatabase(FactsFile);
    if (!Facts.Error.empty())
      configurationDiag("cannot use facts file (option '%0'): %1",
                        DiagnosticIDs::Error)
          << optionName("FactsFile") << Facts.Error;
    // Once per process: every unit would repeat the same lines.
    std::lock_guard<std::mutex> Guard(LoadLock);
    if (!Facts.Reported)
      for (const std::string &Problem : Facts.Problems)
        configurationDiag("skipped a facts line: %0") << Problem;
    Facts.Reported = true;
    OtherFiles = Facts.Value;
  }

  if (!FactsDir.empty()) {
    if (std::error_code EC = prepareFactsDirectory(FactsDir)) {
      configurationDiag("cannot write facts into '%0' (option '%1.FactsDir'): "
                        "%2; give a writable directory (created if "
                        "missing) for one facts file per translation unit",
                        DiagnosticIDs::Error)
          << FactsDir << Name << EC.message();
      FactsDirUsable = false;
    }
  }
}

std::string PrivdataCheck::optionName(llvm::StringRef LocalName) const {
  if (Options.get(LocalName))
    return (CheckName + "." + LocalName).str();
  return LocalName.str();
}

std::optional<SlotFilter> PrivdataCheck::readSlotFilter(llvm::StringRef Pattern,
                                                        llvm::StringRef Ignored) {
  llvm::Expected<SlotFilter> Created = SlotFilter::create(Pattern);
  if (!Created) {
    configurationDiag("invalid value for option '%0.SlotPattern': %1",
                      DiagnosticIDs::Error)
        << CheckName << llvm::toString(Created.takeError());
    return std::nullopt;
  }
  if (llvm::Error E = Created->ignore(Ignored)) {
    configurationDiag("invalid value for option '%0.IgnoredSlots': %1",
                      DiagnosticIDs::Error)
        << CheckName << llvm::toString(std::move(E));
    return std::nullopt;
  }
  return std::move(*Created);
}

void PrivdataCheck::storeOptions(tidy::ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "Models", ModelFiles);
  Options.store(Opts, "DefaultModels", DefaultModels);
  Options.store(Opts, "FactsFile", FactsFile);
  Options.store(Opts, "FactsDir", FactsDir);
}

void PrivdataCheck::registerPPCallbacks(const SourceManager &,
                                        Preprocessor *PP, Preprocessor *) {
  UserIncludeDirs.clear();
  for (const HeaderSearchOptions::Entry &Entry :
       PP->getHeaderSearchInfo().getHeaderSearchOpts().UserEntries) {
    if (Entry.IsFramework || (Entry.Group != frontend::Angled &&
                              Entry.Group != frontend::Quoted))
      continue;
    llvm::SmallString<256> Dir(Entry.Path);
    PP->getFileManager().makeAbsolutePath(Dir);
    UserIncludeDirs.push_back(std::string(Dir));
  }
}

void PrivdataCheck::registerMatchers(MatchFinder *Finder) {
  // The analysis needs the whole translation unit at once: stores, loads and
  // accessors meet only there.
  if (Models && configured())
    Finder->addMatcher(translationUnitDecl().bind("unit"), this);
}

SourceLocation PrivdataCheck::locationOf(const SourceSite &Site,
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

void PrivdataCheck::check(const MatchFinder::MatchResult &Result) {
  if (CurrentUnit.Context != Result.Context ||
      CurrentUnit.Models != Models.get()) {
    CurrentUnit.Mismatches.clear();
    CurrentUnit.Facts =
        collectFacts(*Result.Context, *Models, &CurrentUnit.Mismatches);
    CurrentUnit.Context = Result.Context;
    CurrentUnit.Models = Models.get();
    // One line per model and process, whichever unit meets it first.
    static llvm::StringSet<> Reported;
    for (const ModelMismatch &M : CurrentUnit.Mismatches)
      if (Reported.insert(M.Function + "\n" + M.Model.str()).second)
        configurationDiag("%0") << M.message();
  }
  const TranslationUnitFacts &Facts = CurrentUnit.Facts;
  if (!FactsDir.empty() && FactsDirUsable &&
      CurrentUnit.WrittenTo.insert(FactsDir).second)
    if (llvm::Error E = writeUnitFactsFile(Facts, FactsDir))
      diag("cannot write facts: %0", DiagnosticIDs::Error)
          << llvm::toString(std::move(E));
  FactsDatabase Database;
  Database.add(Facts);
  // The other files' facts; this file's own are the fresh ones above.
  if (OtherFiles)
    Database.layerOver(*OtherFiles, unitStoodFor(*OtherFiles, Facts.MainFile,
                                                 UserIncludeDirs));
  SourceManager &SM = *Result.SourceManager;
  for (const Finding &F : judge(Database)) {
    diag(locationOf(F.Site, SM), "%0") << F.Message;
    for (const StoreNote &Note : F.Notes)
      diag(locationOf(Note.Site, SM), "%0", DiagnosticIDs::Note)
          << Note.Message;
  }
}

void PrivdataCheck::onEndOfTranslationUnit() {
  CurrentUnit = UnitFacts();
}

} // namespace privdata
