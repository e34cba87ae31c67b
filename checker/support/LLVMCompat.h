//===--- LLVMCompat.h - Differences between the supported LLVM majors -----===//
//
// privdata builds against LLVM 19 and LLVM 22 (PRIVDATA_LLVM_MAJOR). Every
// API difference between them that the sources meet is bridged here, so that
// the rest of the code reads the same for both. A switch names the first
// major known to have the newer API; majors other than 19 and 22 are not
// tested.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_SUPPORT_LLVMCOMPAT_H
#define PRIVDATA_SUPPORT_LLVMCOMPAT_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/Sarif.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/VirtualFileSystem.h"

// LLVM 22 moved clang-tidy's module registry into ClangTidyModule.h and
// deprecated the header that used to declare it. A computed include names it
// without including it here: the audit, which has no clang-tidy, shares this
// header.
#if LLVM_VERSION_MAJOR >= 22
#define PRIVDATA_CLANG_TIDY_REGISTRY_HEADER "clang-tidy/ClangTidyModule.h"
#else
#define PRIVDATA_CLANG_TIDY_REGISTRY_HEADER                                    \
  "clang-tidy/ClangTidyModuleRegistry.h"
#endif

// LLVM 22 moved createInvocation from the frontend's utilities to the
// driver.
#if LLVM_VERSION_MAJOR >= 22
#define PRIVDATA_CREATE_INVOCATION_HEADER "clang/Driver/CreateInvocationFromArgs.h"
#else
#define PRIVDATA_CREATE_INVOCATION_HEADER "clang/Frontend/Utils.h"
#endif

namespace privdata {
namespace compat {

/// What a DiagnosticsEngine is constructed with from Options, which the
/// caller keeps alive: LLVM 21 made the engine borrow its options, where
/// before it shared their ownership (so it gets a copy of its own).
#if LLVM_VERSION_MAJOR >= 21
inline clang::DiagnosticOptions &
diagnosticOptionsFor(clang::DiagnosticOptions &Options) {
  return Options;
}
#else
inline llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions>
diagnosticOptionsFor(clang::DiagnosticOptions &Options) {
  return new clang::DiagnosticOptions(Options);
}
#endif

/// Applies the warning options of Options to Diagnostics, reporting those
/// it does not know when Report: LLVM 20 made this read warning suppression
/// mappings through a file system, whose files are the real ones here.
inline void processWarningOptions(clang::DiagnosticsEngine &Diagnostics,
                                  const clang::DiagnosticOptions &Options,
                                  bool Report) {
#if LLVM_VERSION_MAJOR >= 20
  clang::ProcessWarningOptions(Diagnostics, Options, *llvm::vfs::getRealFileSystem(),
                               Report);
#else
  clang::ProcessWarningOptions(Diagnostics, Options, Report);
#endif
}

/// R with Locations added to its locations, which are still empty: LLVM 22
/// replaced SarifResult's setLocations by addLocations.
inline clang::SarifResult
withLocations(clang::SarifResult R,
              llvm::ArrayRef<clang::CharSourceRange> Locations) {
#if LLVM_VERSION_MAJOR >= 22
  return R.addLocations(Locations);
#else
  return R.setLocations(Locations);
#endif
}

} // namespace compat
} // namespace privdata

#endif // PRIVDATA_SUPPORT_LLVMCOMPAT_H
