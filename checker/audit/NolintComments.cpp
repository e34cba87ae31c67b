//===--- NolintComments.cpp -----------------------------------------------===//

#include "NolintComments.h"
#include "SiteLocations.h"

#include "clang-tidy/NoLintDirectiveHandler.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"

namespace privdata {

/// Reports each finding as a diagnostic at its site, for clang-tidy's NOLINT
/// handler, which answers from the diagnostic and its SourceManager.
class NolintComments::Query : public clang::DiagnosticConsumer {
public:
  Query()
      : Sites(this), Warning(Sites.diagnostics().getCustomDiagID(
                         clang::DiagnosticsEngine::Warning, "%0")) {}

  bool suppresses(const Finding &F) {
    std::optional<clang::SourceLocation> Loc = Sites.location(F.Site);
    if (!Loc)
      return false;
    Rule = F.Rule;
    Suppressed = false;
    Sites.diagnostics().Report(*Loc, Warning) << F.Message;
    return Suppressed;
  }

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    size_t Before = Errors.size();
    Suppressed = Handler.shouldSuppress(Level, Info, Rule, Errors,
                                        /*AllowIO=*/true,
                                        /*EnableNoLintBlocks=*/true);
    // The handler names a problem by file and offset; the file is the
    // site's.
    const clang::SourceManager &SM = Sites.sourceManager();
    clang::FileID File = SM.getFileID(Info.getLocation());
    for (size_t I = Before; I < Errors.size(); ++I) {
      const clang::tooling::DiagnosticMessage &M = Errors[I].Message;
      clang::SourceLocation At =
          SM.getComposedLoc(File, M.FileOffset);
      Problems.push_back(llvm::formatv("{0}:{1}:{2}: {3}", M.FilePath,
                                       SM.getSpellingLineNumber(At),
                                       SM.getSpellingColumnNumber(At),
                                       M.Message));
    }
  }

  std::vector<std::string> Problems;

private:
  SiteLocations Sites;
  unsigned Warning;
  clang::tidy::NoLintDirectiveHandler Handler;
  llvm::StringRef Rule;
  bool Suppressed = false;
  llvm::SmallVector<clang::tooling::Diagnostic, 1> Errors;
};

NolintComments::NolintComments() : Reader(std::make_unique<Query>()) {}
NolintComments::~NolintComments() = default;

bool NolintComments::suppresses(const Finding &F) {
  return Reader->suppresses(F);
}

std::vector<std::string> NolintComments::problems() const {
  return Reader->Problems;
}

} // namespace privdata
