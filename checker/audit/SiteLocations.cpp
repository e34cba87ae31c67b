//===--- SiteLocations.cpp ------------------------------------------------===//

#include "SiteLocations.h"
#include "../core/InputFile.h"
#include "../support/LLVMCompat.h"
#include "llvm/Support/FileSystem.h"

namespace privdata {

SiteLocations::SiteLocations(clang::DiagnosticConsumer *Consumer)
    : Files(clang::FileSystemOptions()),
      Diagnostics(new clang::DiagnosticIDs,
                  compat::diagnosticOptionsFor(DiagOptions),
                  Consumer ? Consumer : new clang::IgnoringDiagConsumer,
                  /*ShouldOwnClient=*/!Consumer),
      Sources(Diagnostics, Files) {
  Diagnostics.setSourceManager(&Sources);
}

std::optional<clang::SourceLocation>
SiteLocations::location(const SourceSite &Site) {
  std::optional<clang::FileID> ID = fileID(Site.File);
  if (!ID)
    return std::nullopt;
  clang::SourceLocation Loc =
      Sources.translateLineCol(*ID, Site.Line, Site.Column);
  if (Loc.isInvalid() || Sources.getSpellingLineNumber(Loc) != Site.Line ||
      Sources.getSpellingColumnNumber(Loc) != Site.Column)
    return std::nullopt;
  return Loc;
}

std::optional<clang::CharSourceRange>
SiteLocations::range(const SourceSite &Site) {
  std::optional<clang::SourceLocation> Loc = location(Site);
  if (!Loc)
    return std::nullopt;
  return clang::CharSourceRange::getCharRange(*Loc, Loc->getLocWithOffset(1));
}

std::optional<clang::FileID> SiteLocations::fileID(llvm::StringRef Path) {
  auto [It, New] = IDs.try_emplace(Path);
  if (!New)
    return It->second;
  static constexpr InputFileKind SourceFile{
      "source file", uint64_t(64) << 20, "locate its findings without a range"};
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      readInputFile(Path, SourceFile);
  if (!Buffer) {
    llvm::consumeError(Buffer.takeError());
    return std::nullopt;
  }
  llvm::SmallString<256> RealPath;
  if ((*Buffer)->getBufferSize() == 0 ||
      llvm::sys::fs::real_path(Path, RealPath))
    return std::nullopt;
  clang::FileEntryRef File =
      Files.getVirtualFileRef(RealPath, (*Buffer)->getBufferSize(), 0);
  Sources.overrideFileContents(File, std::move(*Buffer));
  It->second = Sources.getOrCreateFileID(File, clang::SrcMgr::C_User);
  return It->second;
}

} // namespace privdata
