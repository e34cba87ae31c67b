//===--- SiteLocations.h - Findings' sites as clang source locations -*- C++ -*-===//
//
// A finding names its site as file, line and column, read from facts that may
// have been collected elsewhere. The reports and the NOLINT comments need it
// as a location in a SourceManager, over the file as it is on disk now.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_SITELOCATIONS_H
#define PRIVDATA_AUDIT_SITELOCATIONS_H

#include "../core/Facts.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include <optional>

namespace privdata {

/// The source files that sites name, each read once, under its real path.
class SiteLocations {
public:
  /// Diagnostics reported at the locations go to Consumer (not owned), or
  /// nowhere when it is null.
  explicit SiteLocations(clang::DiagnosticConsumer *Consumer = nullptr);

  const clang::SourceManager &sourceManager() const { return Sources; }
  clang::DiagnosticsEngine &diagnostics() { return Diagnostics; }

  /// The location of Site, if its file can be read and holds that line and
  /// column. A facts line may name a pipe or a device (/dev/stdin,
  /// /dev/zero), which would block or never end, so the file is read as any
  /// input is; and a stale site past the end of its line or file has no
  /// location, since clang would move it to the end, and the SARIF would
  /// then disagree with the text and JSON reports.
  std::optional<clang::SourceLocation> location(const SourceSite &Site);
  /// The one-character range at Site (see location).
  std::optional<clang::CharSourceRange> range(const SourceSite &Site);

private:
  std::optional<clang::FileID> fileID(llvm::StringRef Path);

  llvm::StringMap<std::optional<clang::FileID>> IDs;
  clang::FileManager Files;
  clang::DiagnosticOptions DiagOptions;
  clang::DiagnosticsEngine Diagnostics;
  clang::SourceManager Sources;
};

} // namespace privdata

#endif
