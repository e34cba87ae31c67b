//===--- PrivdataCollect.cpp - Facts written while a unit compiles --------===//
//
// A clang plugin that, after the compiler has parsed a translation unit,
// collects the unit's facts and writes them into a facts directory, as the
// check's FactsDir option and `privdata-audit --facts-dir` do, or embeds them
// in the object file, or both. A whole-tree verdict then reads the directory
// (`privdata-audit --facts DIR`) or the objects (`--objects DIR`) instead of
// parsing every unit a second time.
//
// Without embed the plugin only ever adds a file: it leaves the object file,
// the compile's diagnostics and its exit status as they are, except that it
// warns when it cannot do its work, and errors instead with error-on-failure.
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
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

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
  bool Embed = false;
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

/// The unit's facts as a facts file holds them, collected once, when first
/// needed: by the embedding pass while the unit's code is generated, or by
/// the consumer that writes the facts file after that.
class UnitFacts {
public:
  explicit UnitFacts(ModelSet Models) : Models(std::move(Models)) {}

  llvm::StringRef mainFile(ASTContext &Context) {
    collect(Context);
    return MainFile;
  }
  llvm::StringRef text(ASTContext &Context) {
    collect(Context);
    return Text;
  }

  /// Whether the facts went into the module that becomes the object file.
  bool Embedded = false;

private:
  void collect(ASTContext &Context) {
    if (Collected)
      return;
    Collected = true;
    TranslationUnitFacts Facts = collectFacts(Context, Models);
    MainFile = Facts.MainFile;
    llvm::raw_string_ostream OS(Text);
    writeUnitFacts(Facts, OS);
  }

  ModelSet Models;
  bool Collected = false;
  std::string MainFile;
  std::string Text;
};

/// Puts the unit's facts into the module, in a section the linker drops
/// (embedBufferInModule marks it SHF_EXCLUDE and keeps it from being
/// optimized away).
class EmbedFactsPass : public llvm::PassInfoMixin<EmbedFactsPass> {
public:
  EmbedFactsPass(CompilerInstance &Compiler,
                 std::shared_ptr<UnitFacts> Facts)
      : Compiler(Compiler), Facts(std::move(Facts)) {}

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &) {
    // Code generation, and so this pass, runs only for a unit that has
    // compiled without an error.
    llvm::embedBufferInModule(
        M, llvm::MemoryBufferRef(Facts->text(Compiler.getASTContext()), ""),
        EmbeddedFactsSection);
    Facts->Embedded = true;
    return llvm::PreservedAnalyses::none();
  }

  /// Run at -O0 and for optnone code too.
  static bool isRequired() { return true; }

private:
  CompilerInstance &Compiler;
  std::shared_ptr<UnitFacts> Facts;
};

/// Whether the compile generates code, into which the facts can go.
bool generatesCode(const CompilerInstance &Compiler) {
  switch (Compiler.getFrontendOpts().ProgramAction) {
  case frontend::EmitAssembly:
  case frontend::EmitBC:
  case frontend::EmitLLVM:
  case frontend::EmitLLVMOnly:
  case frontend::EmitCodeGenOnly:
  case frontend::EmitObj:
    return true;
  default:
    return false;
  }
}

class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(CompilerInstance &Compiler, CollectOptions Options,
                  std::shared_ptr<UnitFacts> Facts)
      : Compiler(Compiler), Options(std::move(Options)),
        Facts(std::move(Facts)) {}

  /// Runs after code generation, which has embedded the facts if asked to.
  void HandleTranslationUnit(ASTContext &Context) override {
    DiagnosticsEngine &Diags = Compiler.getDiagnostics();
    // The facts of code that does not compile would be judged with those of
    // the tree; the unit is written once it compiles.
    if (Diags.hasErrorOccurred())
      return;
    if (Options.Embed && !Facts->Embedded)
      reportFailure(Diags, Options.ErrorOnFailure,
                    generatesCode(Compiler)
                        ? "the facts are not embedded: LLVM's passes did not "
                          "run (-disable-llvm-passes)"
                        : "the facts are not embedded: this compile writes "
                          "no object file");
    if (Options.FactsDir.empty())
      return;
    // Checked first, so that a directory that cannot take the facts costs
    // no collection.
    if (std::error_code EC = prepareFactsDirectory(Options.FactsDir)) {
      reportFailure(Diags, Options.ErrorOnFailure,
                    "cannot write facts into '" + Options.FactsDir +
                        "': " + EC.message());
      return;
    }
    llvm::StringRef Text = Facts->text(Context);
    if (llvm::Error E = writeUnitFactsFile(
            Facts->mainFile(Context), Options.FactsDir,
            [&](llvm::raw_ostream &OS) { OS << Text; }))
      reportFailure(Diags, Options.ErrorOnFailure,
                    "cannot write facts: " + llvm::toString(std::move(E)));
  }

private:
  CompilerInstance &Compiler;
  CollectOptions Options;
  std::shared_ptr<UnitFacts> Facts;
};

class CollectFactsAction : public PluginASTAction {
public:
  /// After the main action, so that the facts file is written once code
  /// generation has succeeded, as it was before embed existed; the
  /// embedding pass runs within code generation.
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
      else if (Arg == "embed")
        Options.Embed = true;
      else
        Diags.Report(Diags.getCustomDiagID(
            DiagnosticsEngine::Warning,
            "privdata: unknown plugin argument '%0'; the arguments are "
            "facts-dir=DIR, embed, models=FILE, no-default-models and "
            "error-on-failure"))
            << Arg;
    }
    if (Options.FactsDir.empty() && !Options.Embed) {
      reportFailure(Diags, Options.ErrorOnFailure,
                    "no facts are written without "
                    "-fplugin-arg-privdata-facts-dir=DIR or "
                    "-fplugin-arg-privdata-embed");
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
    auto Facts = std::make_shared<UnitFacts>(std::move(Models));
    // Code generation, which the main action's consumer runs before this
    // plugin's, builds its pass pipeline from these options then. The
    // pipeline's start is reached at every optimization level.
    if (Options.Embed)
      Compiler.getCodeGenOpts().PassBuilderCallbacks.push_back(
          [&Compiler, Facts](llvm::PassBuilder &Builder) {
            Builder.registerPipelineStartEPCallback(
                [&Compiler, Facts](llvm::ModulePassManager &Passes,
                                   llvm::OptimizationLevel) {
                  Passes.addPass(EmbedFactsPass(Compiler, Facts));
                });
          });
    return std::make_unique<CollectConsumer>(Compiler, std::move(Options),
                                             std::move(Facts));
  }

private:
  CollectOptions Options;
  ModelSet Models;
};

} // namespace
} // namespace privdata

static FrontendPluginRegistry::Add<privdata::CollectFactsAction>
    RegisterCollectFacts(privdata::PluginName,
                         "write each unit's privdata facts into a directory or "
                         "its object file");
