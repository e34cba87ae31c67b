//===--- TidyConfig.cpp ---------------------------------------------------===//

#include "TidyConfig.h"
#include "../core/OptionList.h"

#include "clang-tidy/ClangTidyOptions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/YAMLParser.h"

namespace privdata {

std::optional<bool> parseBoolOption(llvm::StringRef Text) {
  if (std::optional<bool> Parsed = llvm::yaml::parseBool(Text))
    return Parsed;
  long long Number;
  if (!Text.getAsInteger(10, Number))
    return Number != 0;
  return std::nullopt;
}

TidyConfigs::TidyConfigs(SettingOverrides CommandLine)
    : CommandLine(std::move(CommandLine)),
      Provider(std::make_unique<clang::tidy::FileOptionsProvider>(
          clang::tidy::ClangTidyGlobalOptions(), clang::tidy::ClangTidyOptions(),
          clang::tidy::ClangTidyOptions(), llvm::vfs::getRealFileSystem())) {}

TidyConfigs::~TidyConfigs() = default;

namespace {

constexpr llvm::StringLiteral TypeMismatch = "privdata-type-mismatch";
constexpr llvm::StringLiteral MixedStore = "privdata-mixed-store";

/// The options of one file, read as the checks read theirs: a check's own
/// name first, then, for the options that may be global, the bare name.
class OptionReader {
public:
  OptionReader(const clang::tidy::ClangTidyOptions &Options, llvm::StringRef File)
      : Options(Options), File(File) {}

  std::optional<std::string> get(llvm::StringRef Check, llvm::StringRef Name,
                                 bool MayBeGlobal) {
    auto It = Options.CheckOptions.find((Check + "." + Name).str());
    if (It == Options.CheckOptions.end() && MayBeGlobal)
      It = Options.CheckOptions.find(Name);
    if (It == Options.CheckOptions.end())
      return std::nullopt;
    LastName = It->getKey().str();
    return It->getValue().Value;
  }

  llvm::Error getBool(llvm::StringRef Check, llvm::StringRef Name, bool &Value) {
    std::optional<std::string> Text = get(Check, Name, /*MayBeGlobal=*/true);
    if (!Text)
      return llvm::Error::success();
    if (std::optional<bool> Parsed = parseBoolOption(*Text)) {
      Value = *Parsed;
      return llvm::Error::success();
    }
    return llvm::createStringError(
        "%s: the .clang-tidy that applies here sets '%s' to '%s'; expected a "
        "bool (true, yes, on, 1; false, no, off, 0)",
        File.str().c_str(), LastName.c_str(), Text->c_str());
  }

private:
  const clang::tidy::ClangTidyOptions &Options;
  llvm::StringRef File;
  std::string LastName;
};

} // namespace

llvm::Expected<FileSettings> TidyConfigs::of(llvm::StringRef File) {
  llvm::StringRef Directory = llvm::sys::path::parent_path(File);
  auto Found = Known.find(Directory);
  if (Found != Known.end())
    return Found->second;

  // Facts may come from a tree that is not here: clang-tidy would print an
  // error for each directory that does not exist, which hold no
  // configuration anyway. Its nearest existing directory may.
  llvm::SmallString<256> Here(Directory);
  while (!Here.empty() && !llvm::sys::fs::is_directory(Here))
    llvm::sys::path::remove_filename(Here);
  llvm::sys::path::append(Here, llvm::sys::path::filename(File));
  clang::tidy::ClangTidyOptions Options = Provider->getOptions(Here);
  OptionReader Read(Options, File);
  const SettingOverrides &Given = CommandLine;
  FileSettings S;
  JudgeSettings &J = S.Judge;
  CollectSettings &C = S.Collect;
  // A value the command line gives is not read: it need not be valid.
  if (Given.SlotPattern) {
    J.SlotPattern = J.MixedStoreSlotPattern = *Given.SlotPattern;
  } else {
    if (auto V = Read.get(TypeMismatch, "SlotPattern", false))
      J.SlotPattern = *V;
    if (auto V = Read.get(MixedStore, "SlotPattern", false))
      J.MixedStoreSlotPattern = *V;
  }
  if (Given.IgnoredSlots)
    J.IgnoredSlots = *Given.IgnoredSlots;
  else if (auto V = Read.get(TypeMismatch, "IgnoredSlots", false))
    J.IgnoredSlots = *V;
  if (Given.MixedStoreIgnoredSlots)
    J.MixedStoreIgnoredSlots = *Given.MixedStoreIgnoredSlots;
  else if (auto V = Read.get(MixedStore, "IgnoredSlots", false))
    J.MixedStoreIgnoredSlots = *V;
  if (Given.AcceptFirstMemberDowncast)
    J.AcceptFirstMemberDowncast = *Given.AcceptFirstMemberDowncast;
  else if (llvm::Error E = Read.getBool(TypeMismatch, "AcceptFirstMemberDowncast",
                                        J.AcceptFirstMemberDowncast))
    return std::move(E);
  if (Given.TreeRoot)
    J.TreeRoot = *Given.TreeRoot;
  else if (auto V = Read.get(TypeMismatch, "TreeRoot", true))
    J.TreeRoot = *V;
  if (Given.Models)
    C.Models = *Given.Models;
  else if (auto V = Read.get(TypeMismatch, "Models", true))
    for (llvm::StringRef Path : splitOptionList(*V))
      C.Models.push_back(Path.str());
  if (Given.DefaultModels)
    C.DefaultModels = *Given.DefaultModels;
  else if (llvm::Error E = Read.getBool(TypeMismatch, "DefaultModels", C.DefaultModels))
    return std::move(E);
  return Known.try_emplace(Directory, std::move(S)).first->second;
}

} // namespace privdata
