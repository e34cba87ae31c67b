//===--- ForeignFlags.cpp -------------------------------------------------===//

#include "ForeignFlags.h"
#include "../support/LLVMCompat.h"

#include "clang/Frontend/CompilerInvocation.h"
#include PRIVDATA_CREATE_INVOCATION_HEADER
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <set>

using namespace llvm;

namespace privdata {
namespace {

/// Whether Compiler, the first argument of a command, is GCC. Links are
/// followed, so that cc and c++ count as the compiler they stand for.
bool isGcc(StringRef Compiler) {
  std::string Path = Compiler.str();
  if (!sys::path::has_parent_path(Compiler))
    if (ErrorOr<std::string> Found = sys::findProgramByName(Compiler))
      Path = *Found;
  SmallString<256> Real;
  if (!sys::fs::real_path(Path, Real))
    Path = std::string(Real);
  StringRef Name = sys::path::filename(Path);
  return !Name.contains("clang") && (Name.contains("gcc") || Name.contains("g++"));
}

/// A flag of a GCC command that means something else to clang: a GCC
/// plugin, which clang would try to load as one of its own, and -Werror,
/// which would make errors of clang's warnings, ones the GCC build has never
/// seen. Warnings made errors by name (-Werror=...) stay errors.
bool isGccOnlyFlag(StringRef Arg) {
  return Arg.starts_with("-fplugin=") || Arg.starts_with("-fplugin-arg-") ||
         Arg == "-Werror";
}

/// The strings the errors of a command-line check name: each argument of an
/// error, and its first two joined (an option's spelling and its value).
class NamedInErrors : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < clang::DiagnosticsEngine::Error)
      return;
    std::vector<std::string> Strings;
    for (unsigned I = 0, E = Info.getNumArgs(); I != E; ++I) {
      if (Info.getArgKind(I) == clang::DiagnosticsEngine::ak_std_string)
        Strings.push_back(Info.getArgStdStr(I));
      else if (Info.getArgKind(I) == clang::DiagnosticsEngine::ak_c_string)
        Strings.push_back(Info.getArgCStr(I));
      else
        Strings.emplace_back();
    }
    Names.insert(Strings.begin(), Strings.end());
    if (Strings.size() >= 2)
      Names.insert(Strings[0] + Strings[1]);
  }
  std::set<std::string> Names;
};

/// What clang's errors name when it turns Args into a parse, as a tool
/// would run it: the driver's choice of jobs, the compiler's options and its
/// warning options (an unknown one is an error under -Werror).
std::set<std::string> namedInErrors(ArrayRef<std::string> Args) {
  using namespace clang::tooling;
  CommandLineArguments AsParsed = combineAdjusters(
      getClangSyntaxOnlyAdjuster(), getClangStripOutputAdjuster())(Args, "");
  std::vector<const char *> Argv;
  for (const std::string &Arg : AsParsed)
    Argv.push_back(Arg.c_str());
  NamedInErrors Errors;
  std::unique_ptr<clang::DiagnosticOptions> Options = clang::CreateAndPopulateDiagOpts(Argv);
  auto Diagnostics = makeIntrusiveRefCnt<clang::DiagnosticsEngine>(
      new clang::DiagnosticIDs, compat::diagnosticOptionsFor(*Options), &Errors,
      /*ShouldOwnClient=*/false);
  compat::processWarningOptions(*Diagnostics, *Options, /*Report=*/false);
  clang::CreateInvocationOptions Invocation;
  Invocation.Diags = Diagnostics;
  if (std::unique_ptr<clang::CompilerInvocation> Parsed =
          clang::createInvocation(Argv, std::move(Invocation)))
    compat::processWarningOptions(*Diagnostics, Parsed->getDiagnosticOpts(),
                                  /*Report=*/true);
  return std::move(Errors.Names);
}

} // namespace

std::vector<std::string> ForeignFlags::strip(ArrayRef<std::string> Args) {
  std::vector<std::string> Kept(Args.begin(), Args.end());
  if (Kept.empty())
    return Kept;
  std::vector<std::string> Dropped;
  auto Drop = [&](function_ref<bool(StringRef)> Rejects) {
    std::vector<std::string> Rest{Kept.front()};
    for (std::string &Arg : drop_begin(Kept))
      (Rejects(Arg) ? Dropped : Rest).push_back(std::move(Arg));
    Kept = std::move(Rest);
  };
  if (isGcc(Kept.front()))
    Drop(isGccOnlyFlag);
  // An error about one flag can hide the next (the driver checks a target's
  // flags only once the command parses), so the check runs again until
  // clang names nothing more. Only options are dropped: an error naming a
  // file or a value is about something a flag cannot fix.
  for (unsigned Pass = 0; Pass != 4; ++Pass) {
    std::set<std::string> Named = namedInErrors(Kept);
    size_t Before = Dropped.size();
    Drop([&](StringRef Arg) { return Arg.starts_with("-") && Named.count(Arg.str()); });
    if (Dropped.size() == Before)
      break;
  }

  std::lock_guard<std::mutex> Guard(Lock);
  ++Commands;
  if (!Dropped.empty())
    ++CommandsStripped;
  for (const std::string &Flag : std::set<std::string>(Dropped.begin(), Dropped.end()))
    ++CommandsPerFlag[Flag];
  return Kept;
}

std::string ForeignFlags::summary() const {
  std::lock_guard<std::mutex> Guard(Lock);
  if (CommandsPerFlag.empty())
    return "";
  std::vector<std::pair<std::string, unsigned>> Flags(CommandsPerFlag.begin(),
                                                      CommandsPerFlag.end());
  llvm::sort(Flags, [](const auto &A, const auto &B) {
    return std::tie(B.second, A.first) < std::tie(A.second, B.first);
  });
  std::vector<std::string> Named;
  for (const auto &[Flag, Count] : Flags)
    Named.push_back(formatv("{0} ({1})", Flag, Count).str());
  return formatv("dropped the flags clang rejects from {0} of {1} compile command{2}: {3}",
                 CommandsStripped, Commands, Commands == 1 ? "" : "s", join(Named, ", "))
      .str();
}

} // namespace privdata
