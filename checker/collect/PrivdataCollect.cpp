//===--- PrivdataCollect.cpp - Facts written while a unit compiles --------===//
//
// A clang plugin that, after the compiler has parsed a translation unit,
// collects the unit's facts and writes them into a facts directory, as the
// check's FactsDir option and `privdata-audit --facts-dir` do. A whole-tree
// verdict then reads the directory (`privdata-audit --facts DIR`) instead of
// parsing every unit a second time.
//
// The plugin only ever adds a file: it leaves the object file, the compile's
// diagnostics and its exit status as they are, except that it warns when it
// cannot do its work, and errors instead with error-on-failure.
//
//===----------------------------------------------------------------------===//

#include "../core/FactsCollector.h"
#include "../core/FactsFormat.h"
#include "../core/Models.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "llvm/Support/Error.h"

using namespace clang;

namespace privdata {
namespace {

constexpr llvm::StringLiteral PluginName = "privdata";

/// What the -fplugin-arg-privdata-* arguments ask for.
struct CollectOptions {
  std::string FactsDir;
  std::vector<std::string> ModelFiles;
  bool DefaultModels = true;
  bool ErrorOnFailure = false;
};

/// Reports why the plugin could not do its work: a warning, so that the
/// build goes on, or an error when the build asked for one.
void reportFailure(DiagnosticsEngine &Diags, bool AsError,
                   llvm::StringRef Message) {
  unsigned ID = Diags.getCustomDiagID(
      AsError ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning,
      "privdata: %0");
  Diags.Report(ID) << Message;
}

class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(CompilerInstance &Compiler, CollectOptions Options,
                  ModelSet Models)
      : Compiler(Compiler), Options(std::move(Options)),
        Models(std::move(Models)) {}

  void HandleTranslationUnit(ASTContext &Context) override {
    DiagnosticsEngine &Diags = Compiler.getDiagnostics();
    // The facts of code that does not compile would be judged with those of
    // the tree; the unit is written once it compiles.
    if (Diags.hasErrorOccurred())
      return;
    // Checked first, so that a directory that cannot take the facts costs
    // no collection.
    if (std::error_code EC = prepareFactsDirectory(Options.FactsDir)) {
      reportFailure(Diags, Options.ErrorOnFailure,
                    "cannot write facts into '" + Options.FactsDir +
                        "': " + EC.message());
      return;
    }
    TranslationUnitFacts Facts = collectFacts(Context, Models);
    if (llvm::Error E = writeUnitFactsFile(Facts, Options.FactsDir))
      reportFailure(Diags, Options.ErrorOnFailure,
                    "cannot write facts: " + llvm::toString(std::move(E)));
  }

private:
  CompilerInstance &Compiler;
  CollectOptions Options;
  ModelSet Models;
};

class CollectFactsAction : public PluginASTAction {
public:
  ActionType getActionType() override { return AddAfterMainAction; }

  /// Reads the plugin's arguments and its models. Returning false leaves the
  /// compile as it is, without the plugin.
  bool ParseArgs(const CompilerInstance &Compiler,
                 const std::vector<std::string> &Args) override {
    DiagnosticsEngine &Diags = Compiler.getDiagnostics();
    for (llvm::StringRef Arg : Args) {
      auto [Name, Value] = Arg.split('=');
      if (Name == "facts-dir" && !Value.empty())
        Options.FactsDir = Value.str();
      else if (Name == "models" && !Value.empty())
        Options.ModelFiles.push_back(Value.str());
      else if (Arg == "no-default-models")
        Options.DefaultModels = false;
      else if (Arg == "error-on-failure")
        Options.ErrorOnFailure = true;
      else
        Diags.Report(Diags.getCustomDiagID(
            DiagnosticsEngine::Warning,
            "privdata: unknown plugin argument '%0'; the arguments are "
            "facts-dir=DIR, models=FILE, no-default-models and "
            "error-on-failure"))
            << Arg;
    }
    if (Options.FactsDir.empty()) {
      reportFailure(Diags, Options.ErrorOnFailure,
                    "no facts are written without "
                    "-fplugin-arg-privdata-facts-dir=DIR");
      return false;
    }
    llvm::Expected<ModelSet> Loaded =
        ModelSet::load(Options.ModelFiles, Options.DefaultModels);
    if (!Loaded) {
      reportFailure(Diags, Options.ErrorOnFailure,
                    "cannot use the models: " +
                        llvm::toString(Loaded.takeError()));
      return false;
    }
    Models = std::move(*Loaded);
    return true;
  }

protected:
  std::unique_ptr<ASTConsumer>
  CreateASTConsumer(CompilerInstance &Compiler, llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(Compiler, std::move(Options),
                                             std::move(Models));
  }

private:
  CollectOptions Options;
  ModelSet Models;
};

} // namespace
} // namespace privdata

static FrontendPluginRegistry::Add<privdata::CollectFactsAction>
    RegisterCollectFacts(privdata::PluginName,
                         "write each unit's privdata facts into a directory");
