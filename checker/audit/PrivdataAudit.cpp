//===--- PrivdataAudit.cpp - privdata-audit, the whole-tree tool ----------===//
//
// Parses every translation unit of a compilation database once, in parallel,
// collects its facts with the same core as the clang-tidy check, merges them
// and judges every load against the stores of the whole tree.
//
//===----------------------------------------------------------------------===//

#include "Baseline.h"
#include "EmbeddedFacts.h"
#include "ForeignFlags.h"
#include "KbuildCheck.h"
#include "LiveUnits.h"
#include "NolintComments.h"
#include "Reports.h"
#include "ScopeFile.h"
#include "TidyConfig.h"
#include "UnitCache.h"
#include "../core/FactsCollector.h"
#include "../core/FactsDatabase.h"
#include "../core/FactsFormat.h"
#include "../core/InputFile.h"
#include "../core/Inventory.h"
#include "../core/OutputFile.h"
#include "../core/SlotFilter.h"
#include "../core/Verdict.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Driver/Types.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/WithColor.h"
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>

using namespace llvm;
using namespace privdata;

namespace {

enum ExitStatus { Clean = 0, Findings = 1, InputError = 2 };

cl::OptionCategory AuditCategory("privdata-audit options");

/// Boolean flags take what the check's boolean options take.
class BoolSpelling : public cl::parser<bool> {
public:
  using cl::parser<bool>::parser;
  bool parse(cl::Option &O, StringRef ArgName, StringRef Arg, bool &Value) {
    if (Arg.empty())
      Value = true;
    else if (std::optional<bool> Parsed = parseBoolOption(Arg))
      Value = *Parsed;
    else
      return O.error("'" + Arg + "' is not a boolean (true, yes, on, 1; false, no, off, 0)");
    return false;
  }
};
using BoolFlag = cl::opt<bool, false, BoolSpelling>;

cl::SubCommand MergeCommand("merge",
                            "Merge per-unit facts files, or the facts objects "
                            "embed, into one database");
cl::SubCommand CompileCommandsCommand(
    "compile-commands",
    "Write the compilation database of -p without the flags clang rejects");
cl::SubCommand KbuildCheckCommand(
    "kbuild-check",
    "Kbuild's CHECK program (make C=1): audit the one file Kbuild gives, after "
    "these options, print its findings and write its facts");

cl::opt<std::string> BuildPath("p",
                               cl::desc("Build directory with compile_commands.json (with "
                                        "--facts: judge only the facts of its units)"),
                               cl::value_desc("dir"), cl::cat(AuditCategory),
                               cl::sub(cl::SubCommand::getTopLevel()),
                               cl::sub(CompileCommandsCommand));
cl::list<std::string> SourcePaths(cl::Positional,
                                  cl::desc("[<file> ...] (with --facts: more facts inputs; "
                                           "with --objects alone: more objects)"),
                                  cl::cat(AuditCategory));
cl::opt<unsigned> Jobs("j", cl::Prefix, cl::desc("Translation units parsed at once (default: all cores)"),
                       cl::init(0), cl::cat(AuditCategory),
                       cl::sub(cl::SubCommand::getTopLevel()), cl::sub(CompileCommandsCommand));
cl::opt<ReportFormat> Format(
    "format", cl::desc("Output format"), cl::init(ReportFormat::Text),
    cl::values(clEnumValN(ReportFormat::Text, "text", "file:line:col: warning: ... (default)"),
               clEnumValN(ReportFormat::Json, "json", "one JSON document"),
               clEnumValN(ReportFormat::Sarif, "sarif", "SARIF 2.1.0")),
    cl::cat(AuditCategory));
cl::opt<std::string> OutputPath("o", cl::desc("Write the report here (default: standard output)"),
                                cl::value_desc("file"), cl::init("-"),
                                cl::cat(AuditCategory), cl::sub(cl::SubCommand::getTopLevel()),
                                cl::sub(MergeCommand), cl::sub(CompileCommandsCommand));
BoolFlag Inventory("inventory", cl::desc("Also list every slot: types stored and read, and where"),
                        cl::cat(AuditCategory));
cl::list<std::string> FactsInputs("facts",
                                  cl::desc("Judge these facts files or directories instead of parsing "
                                           "(the positional arguments too)"),
                                  cl::value_desc("file-or-dir"), cl::cat(AuditCategory));
cl::list<std::string> ObjectInputs(
    "objects",
    cl::desc("Judge the facts embedded in these object files or static archives, or in "
             "the *.o and *.a files under these directories, instead of parsing"),
    cl::value_desc("file-or-dir"), cl::cat(AuditCategory), cl::sub(cl::SubCommand::getTopLevel()),
    cl::sub(MergeCommand));
cl::opt<std::string> FactsDir("facts-dir", cl::desc("Also write each unit's facts into this directory"),
                              cl::value_desc("dir"), cl::cat(AuditCategory),
                              cl::sub(cl::SubCommand::getTopLevel()), cl::sub(KbuildCheckCommand));
cl::opt<std::string> CacheDir(
    "cache",
    cl::desc("Keep each unit's facts in this directory and parse again only the units "
             "whose command, models or files read have changed since"),
    cl::value_desc("dir"), cl::cat(AuditCategory));
cl::opt<std::string> Scope(
    "scope",
    cl::desc("Which units judge each other: 'all' (default), 'directory' (units in one "
             "directory), or a file of 'GROUP GLOB' lines"),
    cl::init("all"), cl::cat(AuditCategory));
cl::opt<std::string> SlotPattern("slot-pattern", cl::desc("Judge only slots whose name matches"),
                                 cl::init(".*"), cl::cat(AuditCategory));
cl::opt<std::string> IgnoredSlots("ignored-slots", cl::desc("Semicolon-separated slots never judged"),
                                  cl::cat(AuditCategory));
BoolFlag AcceptFirstMemberDowncast(
    "accept-first-member-downcast",
    cl::desc("Accept reading a stored first member as its containing struct"),
    cl::init(true), cl::cat(AuditCategory));
cl::opt<std::string> TreeRoot(
    "tree-root",
    cl::desc("The directory the analysed tree is under; a struct defined outside it, "
             "which the units store nowhere, is not judged when read from a slot no "
             "store fills with it (default: the deepest directory holding every "
             "unit; '/': every struct is the tree's)"),
    cl::value_desc("dir"), cl::cat(AuditCategory));
cl::list<std::string> ModelFiles("models",
                                 cl::desc("Also apply the API models of this file (repeatable)"),
                                 cl::value_desc("file"), cl::cat(AuditCategory),
                                 cl::sub(cl::SubCommand::getTopLevel()),
                                 cl::sub(KbuildCheckCommand));
BoolFlag NoDefaultModels("no-default-models",
                              cl::desc("Apply only the --models files, not the shipped models"),
                              cl::cat(AuditCategory), cl::sub(cl::SubCommand::getTopLevel()),
                              cl::sub(KbuildCheckCommand));
cl::list<std::string> Rules(
    "checks", cl::CommaSeparated,
    cl::desc("Rules to report: privdata-type-mismatch (default), privdata-mixed-store; "
             "or without the privdata- prefix"),
    cl::value_desc("rule,..."), cl::cat(AuditCategory), cl::sub(cl::SubCommand::getTopLevel()),
    cl::sub(KbuildCheckCommand));
BoolFlag FailOnFindings(
    "fail-on-findings",
    cl::desc("Exit with status 1 when the file has findings, which stops the build "
             "(default: status 0, as a checker must not stop it)"),
    cl::cat(AuditCategory), cl::sub(KbuildCheckCommand));
cl::opt<std::string> MixedStoreIgnoredSlots(
    "mixed-store-ignored-slots",
    cl::desc("Semicolon-separated slots or globs that mixed-store accepts"),
    cl::cat(AuditCategory));
cl::opt<std::string> BaselinePath(
    "baseline",
    cl::desc("Report only the findings this earlier JSON or SARIF report lacks (SARIF: "
             "all, marked new, unchanged or absent)"),
    cl::value_desc("report"), cl::cat(AuditCategory));
cl::opt<std::string> SourceRoot(
    "source-root",
    cl::desc("SARIF: name files under this directory relative to it, as SRCROOT "
             "(default: the deepest directory holding every unit; '' for absolute URIs)"),
    cl::value_desc("dir"), cl::cat(AuditCategory));
cl::opt<std::string> Progress("progress", cl::desc("Progress on standard error: auto, always, never"),
                              cl::init("auto"), cl::cat(AuditCategory));

cl::list<std::string> MergeInputs(cl::Positional, cl::sub(MergeCommand),
                                  cl::desc("<facts file or directory> ... (with --objects "
                                           "alone: more objects)"));

void error(const Twine &Message) {
  WithColor::error(errs(), "privdata-audit") << Message << "\n";
}

/// Paths, each file once: a file named twice, by the same path or by
/// another (a link, a directory and a file in it), counts once.
std::vector<std::string> distinctFiles(ArrayRef<std::string> Paths) {
  std::vector<std::string> Kept;
  std::set<sys::fs::UniqueID> Seen;
  for (const std::string &Path : Paths) {
    sys::fs::UniqueID ID;
    if (sys::fs::getUniqueID(Path, ID) || Seen.insert(ID).second)
      Kept.push_back(Path);
  }
  return Kept;
}

/// The facts files named by Inputs, each once, directories expanded to the
/// facts files directly inside. Inputs come from Option; an input that does
/// not exist, or a directory with no facts file, is an error.
bool expandFactsInputs(StringRef Option, ArrayRef<std::string> Inputs,
                       std::vector<std::string> &Files) {
  std::vector<std::string> All;
  for (const std::string &Input : Inputs) {
    sys::fs::file_status Status;
    if (std::error_code EC = sys::fs::status(Input, Status)) {
      error(Option + " " + Input + ": cannot read: " + EC.message());
      return false;
    }
    if (Status.type() != sys::fs::file_type::directory_file) {
      All.push_back(Input);
      continue;
    }
    Expected<std::vector<std::string>> Listed = listFactsFiles(Input);
    if (!Listed) {
      error(Option + " " + Input + ": " + toString(Listed.takeError()));
      return false;
    }
    // A directory named like a facts file is not one; any other file is,
    // and the reader says why it cannot read one that is not regular.
    size_t Before = All.size();
    copy_if(*Listed, std::back_inserter(All),
            [](const std::string &File) { return !sys::fs::is_directory(File); });
    if (All.size() == Before) {
      error(Option + " " + Input +
            ": no *.facts.jsonl file in this directory (subdirectories are not "
            "searched); name the directories that hold the facts files");
      return false;
    }
  }
  Files = distinctFiles(All);
  return true;
}

/// Adds to Errors what reading facts refused (Refused) and skipped
/// (Problems). False if there was anything.
bool noteReadErrors(Error Refused, std::vector<std::string> &Problems,
                    std::vector<std::string> &Errors) {
  bool Ok = true;
  if (Refused) {
    Errors.push_back(toString(std::move(Refused)));
    Ok = false;
  }
  for (std::string &Problem : Problems) {
    Errors.push_back("skipped a facts line: " + Problem);
    Ok = false;
  }
  return Ok;
}

/// Reads facts files into DB, reporting what it skipped. False if any input
/// was unusable.
bool readFacts(ArrayRef<std::string> Files, FactsDatabase &DB,
               std::vector<std::string> &Errors) {
  bool Ok = true;
  for (const std::string &File : Files) {
    std::vector<std::string> Problems;
    Error Refused = readFactsFile(File, DB, Problems);
    Ok &= noteReadErrors(std::move(Refused), Problems, Errors);
  }
  return Ok;
}

/// Reads into DB the facts of one unit that an object embeds, as readFacts
/// reads a file's.
bool readEmbeddedUnit(StringRef Name, StringRef Text, FactsDatabase &DB,
                      std::vector<std::string> &Errors) {
  std::vector<std::string> Problems;
  Error Refused = readFactsBuffer(Text, Name, DB, Problems);
  return noteReadErrors(std::move(Refused), Problems, Errors);
}

/// The objects named by Inputs; Option names them in errors.
bool expandObjectInputs(StringRef Option, ArrayRef<std::string> Inputs,
                        std::vector<std::string> &Objects) {
  Expected<std::vector<std::string>> Listed = listObjectFiles(Inputs);
  if (!Listed) {
    error(Option + " " + toString(Listed.takeError()));
    return false;
  }
  Objects = distinctFiles(*Listed);
  return true;
}

/// Calls Read with each unit's facts that Objects embed, and counts in Bare
/// the objects that embed none. False if any object, or any Read, failed.
bool readObjects(ArrayRef<std::string> Objects,
                 function_ref<bool(StringRef Name, StringRef Text)> Read,
                 std::vector<std::string> &Errors, size_t &Bare) {
  bool Ok = true;
  for (const std::string &Object : Objects) {
    Expected<size_t> Without = forEachEmbeddedUnit(
        Object, [&](StringRef Name, StringRef Text) { Ok &= Read(Name, Text); });
    if (!Without) {
      Errors.push_back(toString(Without.takeError()));
      Ok = false;
      continue;
    }
    Bare += *Without;
  }
  return Ok;
}

/// One line for the objects that carry no facts: many are expected (objects
/// of code compiled without the plugin), so they are not errors.
void noteBareObjects(size_t Bare) {
  if (Bare)
    errs() << formatv("privdata-audit: {0} object{1} no privdata facts\n", Bare,
                      Bare == 1 ? " carries" : "s carry");
}

/// The inputs of --facts and --objects: with --facts, the positional
/// arguments are facts inputs; with --objects alone, objects.
void factsAndObjectArguments(ArrayRef<std::string> Facts, ArrayRef<std::string> Objects,
                             ArrayRef<std::string> Positional,
                             std::vector<std::string> &FactsArgs,
                             std::vector<std::string> &ObjectArgs) {
  FactsArgs.assign(Facts.begin(), Facts.end());
  ObjectArgs.assign(Objects.begin(), Objects.end());
  append_range(Facts.empty() && !Objects.empty() ? ObjectArgs : FactsArgs, Positional);
}

/// The inputs, as "--facts a b --objects c" names them in messages.
std::string describeInputs(ArrayRef<std::string> FactsArgs, ArrayRef<std::string> ObjectArgs,
                           StringRef FactsOption) {
  std::string Text;
  if (!FactsArgs.empty())
    Text = (FactsOption + " " + join(FactsArgs, " ")).str();
  if (!ObjectArgs.empty())
    Text += (Text.empty() ? "" : " ") + ("--objects " + join(ObjectArgs, " "));
  return Text;
}

void outputError(Error E) {
  error((OutputPath == "-" ? "" : "-o ") + toString(std::move(E)));
}

/// The output named by -o, checked before any work.
std::optional<OutputFile> createOutput() {
  Expected<OutputFile> Output = OutputFile::create(OutputPath);
  if (!Output) {
    outputError(Output.takeError());
    return std::nullopt;
  }
  return std::move(*Output);
}

/// Writes the output, or reports why it could not.
bool writeOutput(OutputFile &Output, function_ref<void(raw_ostream &)> Contents) {
  if (Error E = Output.write(Contents)) {
    outputError(std::move(E));
    return false;
  }
  return true;
}

int runMerge() {
  std::vector<std::string> FactsArgs, ObjectArgs;
  factsAndObjectArguments({}, ObjectInputs, MergeInputs, FactsArgs, ObjectArgs);
  if (FactsArgs.empty() && ObjectArgs.empty()) {
    error("merge: give the facts files or directories to merge, or --objects");
    return InputError;
  }
  std::optional<OutputFile> Output = createOutput();
  if (!Output)
    return InputError;
  std::vector<std::string> Files, Objects, Errors;
  if (!FactsArgs.empty() && !expandFactsInputs("merge", FactsArgs, Files))
    return InputError;
  if (!expandObjectInputs("merge --objects", ObjectArgs, Objects))
    return InputError;
  FactsDatabase DB;
  bool Ok = readFacts(Files, DB, Errors);
  size_t Bare = 0;
  Ok &= readObjects(
      Objects,
      [&](StringRef Name, StringRef Text) { return readEmbeddedUnit(Name, Text, DB, Errors); },
      Errors, Bare);
  for (const std::string &E : Errors)
    error(E);
  noteBareObjects(Bare);
  if (DB.units().empty()) {
    if (Errors.empty())
      error("merge " + describeInputs(FactsArgs, ObjectArgs, "") +
            ": no translation unit in these facts; nothing to merge");
    return InputError;
  }
  if (!writeOutput(*Output, [&](raw_ostream &OS) { writeDatabase(DB, OS); }))
    return InputError;
  return Ok ? Clean : InputError;
}

/// Groups units into scopes whose facts judge each other.
class Scopes {
public:
  static Expected<Scopes> create(StringRef Spec) {
    Scopes S;
    S.Mode = Spec.str();
    if (Spec == "all" || Spec == "directory")
      return S;
    if (!sys::fs::exists(Spec))
      return createStringError("--scope " + Spec +
                               ": no such scope file; give all, directory or "
                               "the path of a scope file");
    Expected<ScopeFile> File = ScopeFile::read(Spec);
    if (!File)
      return File.takeError();
    S.File = std::move(*File);
    return S;
  }

  std::string of(StringRef MainFile) const {
    if (Mode == "all")
      return "";
    if (Mode == "directory")
      return sys::path::parent_path(MainFile).str();
    return File->groupOf(MainFile).str();
  }

  bool isAll() const { return Mode == "all"; }

private:
  std::string Mode;
  std::optional<ScopeFile> File;
};

/// Runs the facts collector as a frontend action.
/// Runs the facts collector as a frontend action, and, when Inputs is given,
/// lists the files the compile read.
class CollectAction : public clang::ASTFrontendAction {
public:
  CollectAction(const ModelSet &Models, std::optional<TranslationUnitFacts> &Out,
                std::vector<ModelMismatch> &Mismatches, std::vector<UnitInput> *Inputs)
      : Models(Models), Out(Out), Mismatches(Mismatches), Inputs(Inputs) {}
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &, StringRef) override {
    struct Consumer : clang::ASTConsumer {
      CollectAction &Action;
      explicit Consumer(CollectAction &Action) : Action(Action) {}
      void HandleTranslationUnit(clang::ASTContext &Context) override {
        Action.Out = collectFacts(Context, Action.Models, &Action.Mismatches);
        if (Action.Inputs)
          *Action.Inputs = inputsOf(Context.getSourceManager());
      }
    };
    return std::make_unique<Consumer>(*this);
  }

private:
  const ModelSet &Models;
  std::optional<TranslationUnitFacts> &Out;
  std::vector<ModelMismatch> &Mismatches;
  std::vector<UnitInput> *Inputs;
};

/// What tells a model mismatch from others, to report each once.
std::string identityOf(const ModelMismatch &M) { return M.Function + "\n" + M.Model.str(); }

/// Keeps the first error a translation unit reports, and nothing else.
class FirstError : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < clang::DiagnosticsEngine::Error || !Message.empty())
      return;
    SmallString<128> Text;
    Info.FormatDiagnostic(Text);
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      clang::PresumedLoc P = Info.getSourceManager().getPresumedLoc(Info.getLocation());
      if (P.isValid())
        Message = (Twine(P.getFilename()) + ":" + Twine(P.getLine()) + ":" +
                   Twine(P.getColumn()) + ": " + Text).str();
    }
    if (Message.empty())
      Message = Text.str().str();
  }
  std::string Message;
};

/// A line on standard error that counts units done, with rate and ETA.
class ProgressLine {
public:
  ProgressLine(size_t Total, bool Enabled)
      : Total(Total), Enabled(Enabled), Start(std::chrono::steady_clock::now()) {}
  void update(size_t Done) {
    if (!Enabled)
      return;
    double Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    double Rate = Seconds > 0 ? Done / Seconds : 0;
    unsigned Eta = Rate > 0 ? unsigned((Total - Done) / Rate) : 0;
    errs() << formatv("\r[{0}/{1}] {2:f1} files/s, ETA {3}m{4:d2}s ", Done, Total, Rate,
                      Eta / 60, Eta % 60);
    if (Done == Total)
      errs() << "\n";
  }

private:
  size_t Total;
  bool Enabled;
  std::chrono::steady_clock::time_point Start;
};

/// Drops the dependency files a build asks the preprocessor for through -Wp
/// (the kernel's -Wp,-MMD,dir/.file.o.d), which the tooling's own adjuster
/// leaves: the audit writes nothing into the tree, and the path is relative
/// to a directory that is not the audit's.
clang::tooling::CommandLineArguments
stripPreprocessorDependencyFiles(const clang::tooling::CommandLineArguments &Args,
                                 StringRef) {
  clang::tooling::CommandLineArguments Kept;
  for (const std::string &Arg : Args) {
    StringRef Option(Arg);
    if (Option.consume_front("-Wp,") &&
        (Option.starts_with("-MD,") || Option.starts_with("-MMD,")))
      continue;
    Kept.push_back(Arg);
  }
  return Kept;
}

/// Parses each unit once, in parallel, and adds its facts to the database of
/// its scope, collected with the models its settings name (ModelsOf, by
/// file), each command without the flags clang rejects (Foreign). Models the
/// units declare differently are described in Mismatches, once each. The
/// units' counts and errors go into Result.
bool analyse(const clang::tooling::CompilationDatabase &Compilations,
             ArrayRef<std::string> Files, const Scopes &Groups,
             const StringMap<const ModelSet *> &ModelsOf,
             std::map<std::string, FactsDatabase> &Databases,
             std::map<std::string, std::string> &Mismatches, ForeignFlags &Foreign,
             UnitCache *Cache, const StringMap<std::string> &ModelsKeys,
             AuditResult &Result) {
  // Kbuild's CHECK program prints only what it finds, as sparse does.
  bool ShowProgress = !KbuildCheckCommand &&
                      (Progress == "always" ||
                       (Progress == "auto" && sys::Process::StandardErrIsDisplayed()));
  ProgressLine Line(Files.size(), ShowProgress);
  std::mutex Lock;
  size_t Done = 0;
  bool Ok = true;
  DefaultThreadPool Pool(hardware_concurrency(Jobs));
  for (const std::string &File : Files)
    Pool.async([&, File] {
      std::string CacheKey;
      if (Cache) {
        CacheKey = Cache->keyOf(File, Compilations.getCompileCommands(File),
                                ModelsKeys.lookup(File));
        if (std::unique_ptr<UnitCache::Entry> Cached = Cache->lookup(CacheKey)) {
          std::optional<std::string> WriteError;
          if (!FactsDir.empty())
            if (Error E = writeUnitFactsFile(Cached->MainFile, FactsDir,
                                             [&](raw_ostream &OS) { OS << Cached->FactsText; }))
              WriteError = toString(std::move(E));
          std::lock_guard<std::mutex> Guard(Lock);
          if (WriteError) {
            Result.Errors.push_back(*WriteError);
            Ok = false;
          }
          for (const auto &[Identity, Message] : Cached->Mismatches)
            Mismatches.try_emplace(Identity, Message);
          Databases[Groups.of(Cached->MainFile)].add(Cached->Facts);
          ++Result.UnitsAnalysed;
          ++Result.UnitsFromCache;
          Line.update(++Done);
          return;
        }
      }
      // A file system of its own keeps each tool's working directory (that
      // of its compile command) from changing the process's, which the
      // other threads share.
      clang::tooling::ClangTool Tool(Compilations, {File},
                                     std::make_shared<clang::PCHContainerOperations>(),
                                     vfs::createPhysicalFileSystem());
      // The audit reports a unit's first error itself; clang's own count
      // of errors would only interleave with it.
      Tool.appendArgumentsAdjuster(clang::tooling::getInsertArgumentAdjuster(
          {"-resource-dir=" PRIVDATA_CLANG_RESOURCE_DIR, "-fno-caret-diagnostics"},
          clang::tooling::ArgumentInsertPosition::END));
      Tool.appendArgumentsAdjuster(stripPreprocessorDependencyFiles);
      Tool.appendArgumentsAdjuster(
          [&Foreign](const clang::tooling::CommandLineArguments &Args, StringRef) {
            return Foreign.strip(Args);
          });
      FirstError Diagnostics;
      Tool.setDiagnosticConsumer(&Diagnostics);
      Tool.setPrintErrorMessage(false);
      std::optional<TranslationUnitFacts> Facts;
      std::vector<ModelMismatch> UnitMismatches;
      std::vector<UnitInput> Inputs;
      struct Factory : clang::tooling::FrontendActionFactory {
        const ModelSet &Models;
        std::optional<TranslationUnitFacts> &Out;
        std::vector<ModelMismatch> &Mismatches;
        std::vector<UnitInput> *Inputs;
        Factory(const ModelSet &Models, std::optional<TranslationUnitFacts> &Out,
                std::vector<ModelMismatch> &Mismatches, std::vector<UnitInput> *Inputs)
            : Models(Models), Out(Out), Mismatches(Mismatches), Inputs(Inputs) {}
        std::unique_ptr<clang::FrontendAction> create() override {
          return std::make_unique<CollectAction>(Models, Out, Mismatches, Inputs);
        }
      } MakeAction(*ModelsOf.lookup(File), Facts, UnitMismatches, Cache ? &Inputs : nullptr);
      int Status = Tool.run(&MakeAction);
      // Writing is each unit's own business; only the shared state is locked.
      std::optional<std::string> WriteError;
      if (Facts && !FactsDir.empty())
        if (Error E = writeUnitFactsFile(*Facts, FactsDir))
          WriteError = toString(std::move(E));
      // A unit with an error is parsed again, so that its error is reported
      // again.
      if (Facts && Cache && Status == 0) {
        ModelMismatchMessages Messages;
        for (ModelMismatch &M : UnitMismatches)
          Messages.emplace_back(identityOf(M), M.message());
        if (Error E = Cache->store(CacheKey, *Facts, Inputs, Messages))
          WriteError = toString(std::move(E));
      }

      std::lock_guard<std::mutex> Guard(Lock);
      if (WriteError) {
        Result.Errors.push_back(*WriteError);
        Ok = false;
      }
      std::string Why = !Diagnostics.Message.empty() ? Diagnostics.Message
                        : KbuildCheckCommand
                            ? "clang ran no compile for the command Kbuild gave"
                            : "clang ran no compile for its command in " + BuildPath +
                                  "/compile_commands.json";
      // Clang recovers from most errors and the unit still has facts, but
      // what the error hid (a declaration, a function body) is missing.
      if (!Facts) {
        Result.Errors.push_back(File + ": cannot be analysed: " + Why);
        Ok = false;
      } else if (Status != 0) {
        Result.Errors.push_back(File + ": analysed in part, past an error: " + Why);
        ++Result.UnitsInPart;
        Ok = false;
      }
      for (ModelMismatch &M : UnitMismatches)
        Mismatches.try_emplace(identityOf(M), M.message());
      if (Facts) {
        Databases[Groups.of(Facts->MainFile)].add(*Facts);
        ++Result.UnitsAnalysed;
      }
      Line.update(++Done);
    });
  Pool.wait();
  return Ok;
}

/// The compilation database of -p, or an error that says what to do.
std::unique_ptr<clang::tooling::CompilationDatabase> loadCompilations() {
  std::string Where = "-p " + BuildPath;
  sys::fs::file_status Status;
  if (std::error_code EC = sys::fs::status(BuildPath, Status)) {
    error(Where + ": " + EC.message() +
          "; give the build directory that holds compile_commands.json");
    return nullptr;
  }
  if (Status.type() != sys::fs::file_type::directory_file) {
    error(Where + ": not a directory; give the directory that holds "
                  "compile_commands.json" +
          (sys::path::filename(BuildPath) == "compile_commands.json"
               ? " (-p " + sys::path::parent_path(BuildPath) + ")"
               : Twine()));
    return nullptr;
  }
  SmallString<256> Json(BuildPath);
  sys::path::append(Json, "compile_commands.json");
  // Clang reads the database with its YAML parser, which prints a syntax
  // error and keeps the entries before it: a truncated database would lose
  // units with no error of the audit's. It is read as any input is, so that
  // a FIFO or a device in its place is refused rather than waited for.
  if (sys::fs::exists(Json)) {
    static constexpr InputFileKind CompilationDatabase{
        "compilation database", uint64_t(4) << 30,
        "audit the tree in parts, with one database for each"};
    Expected<std::unique_ptr<MemoryBuffer>> Text = readInputFile(Json, CompilationDatabase);
    if (!Text) {
      error(toString(Text.takeError()));
      return nullptr;
    }
    if (Expected<json::Value> Parsed = json::parse((*Text)->getBuffer()); !Parsed) {
      error(Json + ": not valid JSON: " + toString(Parsed.takeError()) +
            "; regenerate it");
      return nullptr;
    }
  }
  std::string Message;
  std::unique_ptr<clang::tooling::CompilationDatabase> Compilations =
      clang::tooling::CompilationDatabase::loadFromDirectory(BuildPath, Message);
  if (Compilations)
    return Compilations;
  if (!sys::fs::exists(Json)) {
    error(Where + ": no compile_commands.json in " + BuildPath +
          "; generate one (CMake: -DCMAKE_EXPORT_COMPILE_COMMANDS=ON, the "
          "kernel: scripts/clang-tools/gen_compile_commands.py, other builds: "
          "bear) or give the directory that holds it");
    return nullptr;
  }
  // The message above tells of every kind of database clang tried; only the
  // JSON one is there.
  Message.clear();
  clang::tooling::JSONCompilationDatabase::loadFromFile(
      Json, Message, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  error(Json + ": " + StringRef(Message).rtrim('.') + "; regenerate it");
  return nullptr;
}

/// The tooling finds a unit's command by its absolute path, which an entry
/// with a relative 'directory' does not have: every such unit would fail as
/// one without a command.
bool checkDirectories(const clang::tooling::CompilationDatabase &Compilations) {
  std::vector<clang::tooling::CompileCommand> All =
      Compilations.getAllCompileCommands();
  auto Relative = [](const clang::tooling::CompileCommand &Command) {
    return !sys::path::is_absolute(Command.Directory);
  };
  auto First = find_if(All, Relative);
  if (First == All.end())
    return true;
  size_t Count = count_if(All, Relative);
  SmallString<256> Json(BuildPath);
  sys::path::append(Json, "compile_commands.json");
  error(Json + ": entry for " + First->Filename +
        ": 'directory' must be an absolute path, not '" + First->Directory + "'" +
        (Count > 1 ? " (and " + Twine(Count - 1) + (Count == 2 ? " more entry)" : " more entries)")
                   : Twine()) +
        "; regenerate the database with absolute paths");
  return false;
}

/// Writes the compilation database of -p with the flags clang rejects
/// dropped, for the tools that take the database as it is: clang-tidy
/// through privdata-tidy, clangd. The summary of what was dropped goes to
/// standard error.
int runCompileCommands() {
  if (BuildPath.empty()) {
    error("compile-commands: give the build directory with -p");
    return InputError;
  }
  std::optional<OutputFile> Output = createOutput();
  if (!Output)
    return InputError;
  std::unique_ptr<clang::tooling::CompilationDatabase> Compilations = loadCompilations();
  if (!Compilations)
    return InputError;
  std::vector<clang::tooling::CompileCommand> Commands = Compilations->getAllCompileCommands();
  ForeignFlags Foreign;
  {
    DefaultThreadPool Pool(hardware_concurrency(Jobs));
    for (clang::tooling::CompileCommand &Command : Commands)
      Pool.async([&] { Command.CommandLine = Foreign.strip(Command.CommandLine); });
  }
  bool Written = writeOutput(*Output, [&](raw_ostream &OS) {
    json::OStream J(OS, 2);
    J.array([&] {
      for (const clang::tooling::CompileCommand &Command : Commands)
        J.object([&] {
          J.attribute("directory", Command.Directory);
          J.attribute("file", Command.Filename);
          J.attributeArray("arguments", [&] {
            for (const std::string &Arg : Command.CommandLine)
              J.value(Arg);
          });
          if (!Command.Output.empty())
            J.attribute("output", Command.Output);
        });
    });
    OS << "\n";
  });
  if (std::string Dropped = Foreign.summary(); !Dropped.empty())
    errs() << "privdata-audit: " << Dropped << "\n";
  return Written ? Clean : InputError;
}

/// Whether File's command compiles C or a language of its family (C++,
/// Objective-C, a header), which the audit parses; not assembly, nor
/// another compiler's language.
bool compilesC(const clang::tooling::CompilationDatabase &Compilations,
               StringRef File) {
  namespace types = clang::driver::types;
  std::vector<clang::tooling::CompileCommand> Commands =
      Compilations.getCompileCommands(File);
  // Without a command the unit fails, and is reported, as it would anyway.
  if (Commands.empty())
    return true;
  ArrayRef<std::string> Args = Commands.front().CommandLine;
  types::ID Type = types::TY_INVALID;
  for (size_t I = 1; I < Args.size(); ++I) {
    StringRef Language = Args[I];
    if (Language == "-x" && I + 1 < Args.size())
      Language = Args[++I];
    else if (!Language.consume_front("-x"))
      continue;
    Type = Language == "none" ? types::TY_INVALID
                              : types::lookupTypeForTypeSpecifier(Language.str().c_str());
  }
  if (Type == types::TY_INVALID)
    Type = types::lookupTypeForExtension(
        sys::path::extension(Commands.front().Filename).drop_front());
  // Clang 19 still reads ".rs" as RenderScript, which later ones dropped; in
  // a compilation database it is Rust.
  return types::isDerivedFromC(Type) &&
         StringRef(types::getTypeName(Type)) != "renderscript";
}

/// "N entries skipped, not C or C++: A, B, C and M more".
std::string skippedNote(ArrayRef<std::string> Skipped) {
  return formatv("; {0} {1} skipped, not C or C++: {2}", Skipped.size(),
                 Skipped.size() == 1 ? "entry" : "entries", listedBriefly(Skipped));
}

/// Whether a FILE argument is a glob: '*', '?' or '[' in it.
bool isGlob(StringRef Path) { return Path.find_first_of("*?[") != StringRef::npos; }

/// The units a FILE argument names: a file; a directory, every unit of the
/// database below it; a glob, every unit of the database whose path it
/// matches. An argument that names no unit is an error.
bool unitsNamedBy(StringRef Path, ArrayRef<std::string> AllFiles,
                  std::vector<std::string> &Files) {
  SmallString<256> Absolute(Path);
  sys::fs::make_absolute(Absolute);
  sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  if (!sys::fs::is_directory(Absolute) && !isGlob(Path)) {
    Files.push_back(std::string(Absolute));
    return true;
  }
  std::vector<std::string> Prefixes;
  std::optional<GlobPattern> Glob;
  if (sys::fs::is_directory(Absolute)) {
    Prefixes.push_back(std::string(Absolute));
    // The database may name the directory by its real path.
    SmallString<256> Real;
    if (!sys::fs::real_path(Absolute, Real) && Real != Absolute)
      Prefixes.push_back(std::string(Real));
  } else {
    Expected<GlobPattern> Pattern = GlobPattern::create(Absolute);
    if (!Pattern) {
      error(Path + ": not a valid glob: " + toString(Pattern.takeError()));
      return false;
    }
    Glob = std::move(*Pattern);
  }
  size_t Before = Files.size();
  for (const std::string &File : AllFiles) {
    bool Named = Glob ? Glob->match(File) : any_of(Prefixes, [&](StringRef Dir) {
      return StringRef(File).starts_with(Dir) && File.size() > Dir.size() &&
             sys::path::is_separator(File[Dir.size()]);
    });
    if (Named)
      Files.push_back(File);
  }
  if (Files.size() == Before) {
    error(Path + ": no unit of -p " + BuildPath + " is " +
          (Glob ? "matched by this glob" : "below this directory"));
    return false;
  }
  return true;
}

/// The units -p audits: the units the files named name, each once, or every
/// unit of the database; the units that are not C go to Skipped.
bool unitsToAudit(const clang::tooling::CompilationDatabase &Compilations,
                  std::vector<std::string> &Files, std::vector<std::string> &Skipped) {
  std::vector<std::string> AllFiles = Compilations.getAllFiles();
  for (const std::string &Path : SourcePaths)
    if (!unitsNamedBy(Path, AllFiles, Files))
      return false;
  Files = distinctFiles(Files);
  if (Files.empty())
    Files = std::move(AllFiles);
  if (Files.empty()) {
    error("-p " + BuildPath + ": compile_commands.json lists no translation unit; nothing to audit");
    return false;
  }
  erase_if(Files, [&](const std::string &File) {
    if (compilesC(Compilations, File))
      return false;
    Skipped.push_back(File);
    return true;
  });
  // In the order of the paths, not of the database's hash table.
  llvm::sort(Skipped);
  if (Files.empty()) {
    error("-p " + BuildPath + ": no C or C++ translation unit to audit" +
          skippedNote(Skipped));
    return false;
  }
  return true;
}

/// The files -p is to parse exist: one that does not was reported as a unit
/// without a command, after all the work. Directories and globs name the
/// database's units.
bool checkSourceFiles() {
  for (const std::string &Path : SourcePaths) {
    if (isGlob(Path) && !sys::fs::exists(Path))
      continue;
    sys::fs::file_status Status;
    if (std::error_code EC = sys::fs::status(Path, Status)) {
      error(Path + ": cannot read: " + EC.message());
      return false;
    }
  }
  return true;
}

/// What a file's settings ask of a verdict.
struct Judge {
  SlotFilter TypeMismatch;
  SlotFilter MixedStore;
  VerdictOptions Options;
};

/// The judge of settings S, which the .clang-tidy of Where gives (the
/// command line's values were checked before any work); the tree as S's
/// TreeRoot sees it, made once for each root in Trees.
Expected<Judge> makeJudge(const JudgeSettings &S, StringRef Where,
                          ArrayRef<FactsDatabase *> Tree,
                          std::map<std::string, std::shared_ptr<AnalysedTree>> &Trees) {
  auto Invalid = [&](StringRef Option, Error E) {
    return createStringError(Where + ": option '" + Option +
                             "' of the .clang-tidy that applies here: " +
                             toString(std::move(E)));
  };
  Expected<SlotFilter> Reads = SlotFilter::create(S.SlotPattern);
  if (!Reads)
    return Invalid("privdata-type-mismatch.SlotPattern", Reads.takeError());
  if (Error E = Reads->ignore(S.IgnoredSlots))
    return Invalid("privdata-type-mismatch.IgnoredSlots", std::move(E));
  Expected<SlotFilter> Stores = SlotFilter::create(S.MixedStoreSlotPattern);
  if (!Stores)
    return Invalid("privdata-mixed-store.SlotPattern", Stores.takeError());
  if (Error E = Stores->ignore(S.MixedStoreIgnoredSlots))
    return Invalid("privdata-mixed-store.IgnoredSlots", std::move(E));
  std::string Root;
  if (!S.TreeRoot.empty()) {
    Expected<std::string> Resolved = resolveTreeRoot(S.TreeRoot);
    if (!Resolved)
      return Invalid("TreeRoot", Resolved.takeError());
    Root = std::move(*Resolved);
  }
  std::shared_ptr<AnalysedTree> &Analysed = Trees[Root];
  if (!Analysed)
    Analysed = std::make_shared<AnalysedTree>(AnalysedTree::of(Tree, Root));
  Judge J{std::move(*Reads), std::move(*Stores), {}};
  J.Options.AcceptFirstMemberDowncast = S.AcceptFirstMemberDowncast;
  J.Options.Tree = Analysed;
  return J;
}

/// Judges every database of the tree into Result: each read, and each
/// store mixed-store reports at, under the settings of its own file; the
/// inventory under those of the tree's root directory. Most trees have one
/// set of settings, and are judged once.
bool judgeTree(std::map<std::string, FactsDatabase> &Databases, TidyConfigs &Configs,
               bool TypeMismatch, bool MixedStore, AuditResult &Result) {
  // The tree is every analysed unit, whichever scope judges each.
  std::vector<FactsDatabase *> Tree;
  for (auto &Entry : Databases)
    Tree.push_back(&Entry.second);
  std::map<std::string, std::shared_ptr<AnalysedTree>> Trees;

  std::set<JudgeSettings> Distinct;
  std::vector<std::pair<const JudgeSettings *, std::string>> Pending;
  StringMap<const JudgeSettings *> OfFile;
  bool Ok = true;
  auto SettingsOf = [&](StringRef File) -> const JudgeSettings * {
    auto [It, New] = OfFile.try_emplace(File, nullptr);
    if (!New)
      return It->second;
    Expected<FileSettings> Settings = Configs.of(File);
    if (!Settings) {
      error(toString(Settings.takeError()));
      Ok = false;
      return nullptr;
    }
    auto [Known, Added] = Distinct.insert(Settings->Judge);
    if (Added)
      Pending.push_back({&*Known, File.str()});
    return It->second = &*Known;
  };
  for (FactsDatabase *DB : Tree) {
    if (TypeMismatch)
      for (const LoadFact &L : DB->loads())
        SettingsOf(L.Site.File);
    if (MixedStore)
      DB->forEachStore([&](const StoreFact &S, unsigned) { SettingsOf(S.Site.File); });
  }
  if (!Ok)
    return false;

  for (size_t I = 0; I < Pending.size(); ++I) {
    auto [Settings, Where] = Pending[I];
    Expected<Judge> J = makeJudge(*Settings, Where, Tree, Trees);
    if (!J) {
      error(toString(J.takeError()));
      return false;
    }
    auto Keep = [&, Settings = Settings](std::vector<Finding> Found) {
      for (Finding &F : Found)
        if (SettingsOf(F.Site.File) == Settings)
          Result.Findings.push_back(std::move(F));
    };
    for (FactsDatabase *DB : Tree) {
      if (TypeMismatch)
        Keep(findMismatches(*DB, J->TypeMismatch, J->Options));
      if (MixedStore)
        Keep(findMixedStores(*DB, J->MixedStore, J->Options));
    }
  }
  if (!Ok)
    return false;
  if (!Result.WithInventory)
    return true;
  std::shared_ptr<AnalysedTree> &Default = Trees[""];
  if (!Default)
    Default = std::make_shared<AnalysedTree>(AnalysedTree::of(Tree, ""));
  std::string RootDirectory = Default->Root.empty() ? "/" : Default->Root;
  SmallString<256> InRoot(RootDirectory);
  sys::path::append(InRoot, ".clang-tidy");
  const JudgeSettings *Settings = SettingsOf(InRoot);
  if (!Settings)
    return false;
  Expected<Judge> J = makeJudge(*Settings, InRoot, Tree, Trees);
  if (!J) {
    error(toString(J.takeError()));
    return false;
  }
  for (FactsDatabase *DB : Tree)
    append_range(Result.Inventory, slotInventory(*DB, J->TypeMismatch, J->Options));
  return true;
}

/// The audit of -p or --facts; of Kbuild's one unit for kbuild-check, which
/// reports only the unit's findings, on standard error as sparse does.
int runAudit(std::unique_ptr<KbuildUnit> Kbuild) {
  bool FromFacts = !FactsInputs.empty() || !ObjectInputs.empty();
  // The option that reads facts, as messages name it.
  StringRef FactsOption = FactsInputs.empty() ? "--objects" : "--facts";
  if (!Kbuild && !FromFacts && BuildPath.empty()) {
    error("give -p BUILD_DIR (to parse), --facts FILE or --objects FILE (to judge "
          "facts already collected), or both (to judge the facts of the units "
          "BUILD_DIR lists)");
    return InputError;
  }
  if (FromFacts && !FactsDir.empty()) {
    error("--facts-dir writes the facts of the units -p parses; " + FactsOption +
          " parses none (drop --facts-dir, or use -p)");
    return InputError;
  }
  // The command line's values are checked before any work; a .clang-tidy's
  // where a file uses them.
  Expected<SlotFilter> Filter = SlotFilter::create(SlotPattern);
  if (!Filter) {
    error("--slot-pattern: " + toString(Filter.takeError()));
    return InputError;
  }
  SlotFilter MixedStoreFilter = *Filter;
  if (Error E = Filter->ignore(IgnoredSlots)) {
    error("--ignored-slots: " + toString(std::move(E)));
    return InputError;
  }
  if (Error E = MixedStoreFilter.ignore(MixedStoreIgnoredSlots)) {
    error("--mixed-store-ignored-slots: " + toString(std::move(E)));
    return InputError;
  }
  bool TypeMismatch = Rules.empty(), MixedStore = false;
  for (const std::string &Rule : Rules) {
    std::optional<StringRef> Named = ruleNamed(Rule);
    if (Named == TypeMismatchRule)
      TypeMismatch = true;
    else if (Named == MixedStoreRule)
      MixedStore = true;
    else {
      error(Twine("--checks: unknown rule '") + Rule + "' (known: " + TypeMismatchRule +
            ", " + MixedStoreRule + ")");
      return InputError;
    }
  }
  std::map<CollectSettings, std::unique_ptr<ModelSet>> ModelSets;
  {
    Expected<ModelSet> Models = ModelSet::load(ModelFiles, !NoDefaultModels);
    if (!Models) {
      error("--models: " + toString(Models.takeError()));
      return InputError;
    }
    CollectSettings Given{std::vector<std::string>(ModelFiles.begin(), ModelFiles.end()),
                          !NoDefaultModels};
    ModelSets[Given] = std::make_unique<ModelSet>(std::move(*Models));
  }
  Expected<Scopes> Groups = Scopes::create(Scope);
  if (!Groups) {
    error(toString(Groups.takeError()));
    return InputError;
  }
  if (Progress != "auto" && Progress != "always" && Progress != "never") {
    error("--progress must be auto, always or never");
    return InputError;
  }
  if (!TreeRoot.empty())
    if (Expected<std::string> Root = resolveTreeRoot(TreeRoot); !Root) {
      error("--tree-root " + toString(Root.takeError()));
      return InputError;
    }
  if (!BuildPath.empty() && FactsInputs.empty() && !checkSourceFiles())
    return InputError;
  SettingOverrides CommandLine;
  if (SlotPattern.getNumOccurrences())
    CommandLine.SlotPattern = SlotPattern;
  if (IgnoredSlots.getNumOccurrences())
    CommandLine.IgnoredSlots = IgnoredSlots;
  if (MixedStoreIgnoredSlots.getNumOccurrences())
    CommandLine.MixedStoreIgnoredSlots = MixedStoreIgnoredSlots;
  if (AcceptFirstMemberDowncast.getNumOccurrences())
    CommandLine.AcceptFirstMemberDowncast = AcceptFirstMemberDowncast;
  if (TreeRoot.getNumOccurrences())
    CommandLine.TreeRoot = TreeRoot;
  if (ModelFiles.getNumOccurrences())
    CommandLine.Models = std::vector<std::string>(ModelFiles.begin(), ModelFiles.end());
  if (NoDefaultModels.getNumOccurrences())
    CommandLine.DefaultModels = !NoDefaultModels;
  TidyConfigs Configs(std::move(CommandLine));
  if (SourceRoot.getNumOccurrences() && !SourceRoot.empty() &&
      !sys::fs::is_directory(SourceRoot)) {
    error("--source-root " + SourceRoot + ": not a directory");
    return InputError;
  }
  std::optional<Baseline> Earlier;
  if (!BaselinePath.empty()) {
    Expected<Baseline> Read = Baseline::read(BaselinePath);
    if (!Read) {
      error(toString(Read.takeError()));
      return InputError;
    }
    Earlier = std::move(*Read);
  }
  // Fail on an unwritable output before any work; what is there stays until
  // the report replaces it.
  std::optional<OutputFile> Output;
  if (!Kbuild && !(Output = createOutput()))
    return InputError;
  if (!FactsDir.empty()) {
    SmallString<256> Absolute(FactsDir);
    sys::fs::make_absolute(Absolute);
    FactsDir = std::string(Absolute);
    if (std::error_code EC = prepareFactsDirectory(FactsDir)) {
      error("--facts-dir " + FactsDir + ": cannot write facts into it: " + EC.message());
      return InputError;
    }
  }

  std::unique_ptr<UnitCache> Cache;
  if (!CacheDir.empty()) {
    if (FromFacts) {
      error("--cache keeps the facts of parsed units; " + FactsOption + " parses none");
      return InputError;
    }
    Expected<std::unique_ptr<UnitCache>> Opened = UnitCache::open(CacheDir);
    if (!Opened) {
      error(toString(Opened.takeError()));
      return InputError;
    }
    Cache = std::move(*Opened);
  }

  AuditResult Result;
  Result.WithInventory = Inventory;
  // The facts live until the process ends, which frees them at once: freed
  // one by one, millions of them take as long as judging them.
  auto Bury = [](const void *Facts) { BuryPointer(Facts); };
  std::unique_ptr<std::map<std::string, FactsDatabase>, decltype(Bury)> Tree(
      new std::map<std::string, FactsDatabase>, Bury);
  std::map<std::string, FactsDatabase> &Databases = *Tree;
  std::vector<std::string> Skipped;
  ForeignFlags Foreign;
  bool Ok = true;
  size_t BareObjects = 0;
  if (FromFacts) {
    std::vector<std::string> FactsArgs, ObjectArgs;
    factsAndObjectArguments(FactsInputs, ObjectInputs, SourcePaths, FactsArgs, ObjectArgs);
    std::vector<std::string> Files, Objects;
    if (!FactsArgs.empty() && !expandFactsInputs("--facts", FactsArgs, Files))
      return InputError;
    if (!expandObjectInputs("--objects", ObjectArgs, Objects))
      return InputError;
    // With -p, the units the build no longer compiles are left out.
    std::optional<StringSet<>> Live;
    SmallString<256> Database(BuildPath);
    sys::path::append(Database, "compile_commands.json");
    if (!BuildPath.empty()) {
      std::unique_ptr<clang::tooling::CompilationDatabase> Compilations = loadCompilations();
      if (!Compilations || !checkDirectories(*Compilations))
        return InputError;
      Live = liveUnitsOf(*Compilations);
    }
    std::set<std::string> Ignored;
    auto IsLive = [&](StringRef MainFile) {
      if (Live->contains(MainFile))
        return true;
      Ignored.insert(MainFile.str());
      return false;
    };
    if (Groups->isAll() && !Live) {
      FactsDatabase &DB = Databases[""];
      Ok = readFacts(Files, DB, Result.Errors);
      Ok &= readObjects(
          Objects,
          [&](StringRef Name, StringRef Text) {
            return readEmbeddedUnit(Name, Text, DB, Result.Errors);
          },
          Result.Errors, BareObjects);
      Result.UnitsAnalysed = DB.units().size();
    } else {
      bool Merged = false;
      auto AddUnit = [&](FactsDatabase &Read, StringRef Name) {
        if (Groups->isAll()) {
          Databases[""].add(Read, IsLive);
          return;
        }
        // Scopes group units; a per-unit file says which unit it holds, a
        // merged file cannot say which of its facts each unit shares.
        if (Read.units().size() > 1) {
          error(Name + ": --scope needs per-unit facts files, not a merged database");
          Merged = true;
          return;
        }
        if (Read.units().empty()) {
          Databases[""].add(Read);
          return;
        }
        if (Live && !IsLive(Read.units()[0]))
          return;
        Databases[Groups->of(Read.units()[0])].add(Read);
        ++Result.UnitsAnalysed;
      };
      for (const std::string &File : Files) {
        FactsDatabase Unit;
        Ok &= readFacts({File}, Unit, Result.Errors);
        AddUnit(Unit, File);
        if (Merged)
          return InputError;
      }
      Ok &= readObjects(
          Objects,
          [&](StringRef Name, StringRef Text) {
            FactsDatabase Unit;
            bool Read = readEmbeddedUnit(Name, Text, Unit, Result.Errors);
            AddUnit(Unit, Name);
            return Read;
          },
          Result.Errors, BareObjects);
      if (Merged)
        return InputError;
      if (Groups->isAll())
        Result.UnitsAnalysed = Databases[""].units().size();
    }
    Result.IgnoredUnits.assign(Ignored.begin(), Ignored.end());
    if (!Ignored.empty())
      errs() << "privdata-audit: " << ignoredUnitsNote(Result.IgnoredUnits, Database)
             << "\n";
    // Nothing to judge; the errors, if any, tell why.
    if (Result.UnitsAnalysed == 0) {
      for (const std::string &E : Result.Errors)
        error(E);
      noteBareObjects(BareObjects);
      if (Result.Errors.empty())
        error(describeInputs(FactsArgs, ObjectArgs, "--facts") +
              (Ignored.empty() ? ": no translation unit in these facts; nothing to judge"
                               : ": no unit of these facts is in " + Database +
                                     "; nothing to judge (is -p the build of these facts?)"));
      return InputError;
    }
  } else {
    std::unique_ptr<clang::tooling::CompilationDatabase> Compilations;
    std::vector<std::string> Files;
    if (Kbuild) {
      Files.push_back(Kbuild->file().str());
      Compilations = std::move(Kbuild);
    } else {
      Compilations = loadCompilations();
      if (!Compilations || !checkDirectories(*Compilations) ||
          !unitsToAudit(*Compilations, Files, Skipped))
        return InputError;
    }
    StringMap<const ModelSet *> ModelsOf;
    std::map<CollectSettings, std::string> ModelsKeyOf;
    StringMap<std::string> ModelsKeys;
    for (const std::string &File : Files) {
      Expected<FileSettings> Settings = Configs.of(File);
      if (!Settings) {
        error(toString(Settings.takeError()));
        return InputError;
      }
      std::unique_ptr<ModelSet> &Models = ModelSets[Settings->Collect];
      if (!Models) {
        Expected<ModelSet> Loaded =
            ModelSet::load(Settings->Collect.Models, Settings->Collect.DefaultModels);
        if (!Loaded) {
          error(File + ": the models of the .clang-tidy that applies here (option 'Models'): " +
                toString(Loaded.takeError()));
          return InputError;
        }
        Models = std::make_unique<ModelSet>(std::move(*Loaded));
      }
      ModelsOf[File] = Models.get();
      if (Cache) {
        std::string &Key = ModelsKeyOf[Settings->Collect];
        if (Key.empty())
          Key = modelsKey(Settings->Collect.Models, Settings->Collect.DefaultModels);
        ModelsKeys[File] = Key;
      }
    }
    std::map<std::string, std::string> Mismatches;
    Result.UnitsGiven = Files.size();
    Ok = analyse(*Compilations, Files, *Groups, ModelsOf, Databases, Mismatches, Foreign,
                 Cache.get(), ModelsKeys, Result);
    for (const auto &Entry : Mismatches)
      WithColor::warning(errs(), "privdata-audit") << Entry.second << "\n";
  }

  if (!judgeTree(Databases, Configs, TypeMismatch, MixedStore, Result))
    return InputError;
  if (SourceRoot.getNumOccurrences()) {
    SmallString<256> Root(SourceRoot);
    if (!Root.empty() && !sys::fs::real_path(SourceRoot, Root))
      Result.SourceRoot = std::string(Root);
  } else {
    std::vector<std::string> Units;
    for (const auto &Entry : Databases)
      append_range(Units, Entry.second.units());
    Result.SourceRoot = commonRootOf(Units);
  }
  if (Result.SourceRoot == "/")
    Result.SourceRoot.clear();
  // A header's load is judged once in each scope that includes it.
  llvm::sort(Result.Findings, [](const Finding &A, const Finding &B) {
    return std::tie(A.Site, A.Rule, A.Message) < std::tie(B.Site, B.Rule, B.Message);
  });
  Result.Findings.erase(std::unique(Result.Findings.begin(), Result.Findings.end(),
                                    [](const Finding &A, const Finding &B) {
                                      return A.Site == B.Site && A.Message == B.Message;
                                    }),
                        Result.Findings.end());
  // Occurrences are numbered before suppressions, so that a NOLINT leaves
  // the other findings' fingerprints as they were.
  numberOccurrences(Result.Findings);
  NolintComments Nolint;
  size_t Suppressed = Result.Findings.size();
  llvm::erase_if(Result.Findings, [&](const Finding &F) { return Nolint.suppresses(F); });
  Suppressed -= Result.Findings.size();
  if (Earlier) {
    Result.WithBaseline = true;
    Result.Absent = Earlier->absentFrom(Result.Findings);
    std::vector<Finding> New;
    for (Finding &F : Result.Findings)
      (Earlier->contains(F) ? Result.Unchanged : New).push_back(std::move(F));
    Result.Findings = std::move(New);
  }
  for (const std::string &Problem : Nolint.problems())
    WithColor::warning(errs(), "privdata-audit") << Problem << "\n";

  // kbuild-check's findings go where sparse prints its warnings.
  bool Written = true;
  if (!Output)
    writeText(Result, errs());
  else
    Written = writeOutput(*Output, [&](raw_ostream &OS) {
      switch (Format) {
      case ReportFormat::Text:
        writeText(Result, OS);
        break;
      case ReportFormat::Json:
        writeJson(Result, OS);
        break;
      case ReportFormat::Sarif:
        writeSarif(Result, OS);
        break;
      }
    });
  for (const std::string &E : Result.Errors)
    error(E);
  if (std::string Dropped = Foreign.summary(); !Dropped.empty())
    errs() << "privdata-audit: " << Dropped << "\n";
  noteBareObjects(BareObjects);
  if (Cache)
    errs() << formatv("privdata-audit: --cache {0}: reused the facts of {1} of {2} units, "
                      "parsed {3}\n",
                      Cache->directory(), Result.UnitsFromCache, Result.UnitsGiven,
                      Result.UnitsGiven - Result.UnitsFromCache);
  if (!KbuildCheckCommand)
    errs() << "privdata-audit: " << coverageLine(Result)
           << (Suppressed ? formatv(" ({0} suppressed by NOLINT)", Suppressed).str() : "")
           << (Result.WithBaseline ? formatv("; against the baseline {0}: {1} unchanged, {2} absent",
                                             BaselinePath, Result.Unchanged.size(),
                                             Result.Absent.size())
                                         .str()
                                   : "")
           << (Skipped.empty() ? "" : skippedNote(Skipped)) << "\n";
  if (!Ok || !Written)
    return InputError;
  // A checker that fails stops the build; CI may ask it to.
  if (KbuildCheckCommand && !FailOnFindings)
    return Clean;
  return Result.Findings.empty() ? Clean : Findings;
}

/// LLVM's last resort, reached when an error went unnoticed (a stream
/// destroyed with a failed write): status 2 like every error, where LLVM
/// would exit with 1, which means findings.
void fatalError(void *, const char *Reason, bool) {
  std::fprintf(stderr, "privdata-audit: error: %s\n", Reason);
  sys::RunInterruptHandlers();
  sys::Process::Exit(InputError, /*NoCleanup=*/true);
}

/// kbuild-check: Kbuild's command line is all that follows its own options.
int runKbuildCheck(ArrayRef<std::string> KbuildArguments) {
  Expected<std::unique_ptr<KbuildUnit>> Unit = KbuildUnit::create(KbuildArguments);
  if (!Unit) {
    error("kbuild-check: " + toString(Unit.takeError()));
    return InputError;
  }
  return runAudit(std::move(*Unit));
}

} // namespace

int main(int argc, char **argv) {
  install_fatal_error_handler(fatalError);
  cl::HideUnrelatedOptions(AuditCategory);
  cl::SetVersionPrinter([](raw_ostream &OS) { OS << "privdata-audit " << ToolVersion << "\n"; });
  // Kbuild appends the flags of sparse and of the compiler, which are not the
  // tool's options, to kbuild-check's own.
  size_t OwnArgc = argc;
  std::vector<std::string> KbuildArguments;
  if (argc > 1 && StringRef(argv[1]) == KbuildCheckCommand.getName()) {
    OwnArgc = leadingOptionCount(ArrayRef<const char *>(argv, argc), KbuildCheckCommand);
    KbuildArguments.assign(argv + OwnArgc, argv + argc);
  }
  if (!cl::ParseCommandLineOptions(
          OwnArgc, argv,
          "privdata-audit: judge every void * slot of a whole tree\n\n"
          "  privdata-audit -p BUILD_DIR [FILE...]   parse, merge and report\n"
          "  privdata-audit --facts FILE_OR_DIR... [-p BUILD_DIR]\n"
          "                                          report from collected facts\n"
          "  privdata-audit --objects FILE_OR_DIR... [-p BUILD_DIR]\n"
          "                                          report from facts objects embed\n"
          "  privdata-audit merge FILE_OR_DIR... [--objects FILE_OR_DIR...] -o DB\n"
          "  privdata-audit compile-commands -p BUILD_DIR -o FILE\n"
          "  make C=1 CHECK=\"privdata-audit kbuild-check --facts-dir=DIR\"\n",
          &errs()))
    return InputError;
  int Status = MergeCommand             ? runMerge()
               : CompileCommandsCommand ? runCompileCommands()
               : KbuildCheckCommand     ? runKbuildCheck(KbuildArguments)
                                        : runAudit(nullptr);
  // Standard error that cannot be written leaves errors unseen, and the
  // summary: the status is all that tells.
  if (errs().has_error()) {
    errs().clear_error();
    return InputError;
  }
  return Status;
}
