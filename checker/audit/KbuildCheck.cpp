//===--- KbuildCheck.cpp --------------------------------------------------===//

#include "KbuildCheck.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/StringSaver.h"

using namespace llvm;

namespace privdata {

size_t leadingOptionCount(ArrayRef<const char *> Argv, cl::SubCommand &Options) {
  // A StringMap up to LLVM 21, a DenseMap after.
  const auto &Known = cl::getRegisteredOptions(Options);
  size_t I = 2;
  while (I < Argv.size()) {
    StringRef Arg(Argv[I]);
    if (Arg == "--")
      return I + 1;
    if (!Arg.starts_with("-"))
      break;
    StringRef Name = Arg.ltrim('-').split('=').first;
    cl::Option *Option = Known.lookup(Name);
    if (!Option)
      break;
    bool ValueIsNext = !Arg.contains('=') &&
                       Option->getValueExpectedFlag() == cl::ValueRequired;
    I += ValueIsNext ? 2 : 1;
  }
  return std::min(I, Argv.size());
}

Expected<std::unique_ptr<KbuildUnit>> KbuildUnit::create(ArrayRef<std::string> Args) {
  if (Args.empty())
    return createStringError("no file to check; Kbuild runs the CHECK program as "
                             "'$(CHECK) $(CHECKFLAGS) $(c_flags) $<': "
                             "make C=1 CHECK=\"privdata-audit kbuild-check "
                             "--facts-dir=DIR\"");
  StringRef Source = Args.back();
  if (Source.starts_with("-"))
    return createStringError("the last argument, '" + Source +
                             "', is not the file to check; Kbuild gives the "
                             "source last ('$(CHECK) $(CHECKFLAGS) $(c_flags) $<')");
  sys::fs::file_status Status;
  if (std::error_code EC = sys::fs::status(Source, Status))
    return createStringError(Source + ": cannot read: " + EC.message());
  if (Status.type() != sys::fs::file_type::regular_file)
    return createStringError(Source + ": not a regular file; Kbuild gives the "
                                      "source last");

  clang::tooling::CompileCommand Command;
  SmallString<256> Directory;
  if (std::error_code EC = sys::fs::current_path(Directory))
    return createStringError("the current directory: " + EC.message());
  Command.Directory = std::string(Directory);
  SmallString<256> File(Source);
  sys::fs::make_absolute(File);
  sys::path::remove_dots(File, /*remove_dot_dot=*/true);
  Command.Filename = std::string(File);

  // The compiler of the build, which the tooling's driver takes its target
  // from (a cross compiler's prefix) and ForeignFlags its dialect: Kbuild
  // exports CC; make's default is cc.
  BumpPtrAllocator Allocator;
  StringSaver Saver(Allocator);
  SmallVector<const char *, 4> Compiler;
  cl::TokenizeGNUCommandLine(sys::Process::GetEnv("CC").value_or("cc"), Saver,
                             Compiler);
  if (Compiler.empty())
    return createStringError("the environment's CC is empty; Kbuild exports the "
                             "compiler of the build as CC");
  Command.CommandLine.assign(Compiler.begin(), Compiler.end());

  ArrayRef<std::string> Flags = Args.drop_back();
  const std::string *CompileFlags = find_if(Flags, [](StringRef Flag) {
    return Flag.starts_with("-Wp,-MMD,") || Flag.starts_with("-Wp,-MD,");
  });
  if (CompileFlags != Flags.end())
    Flags = Flags.drop_front(CompileFlags - Flags.begin());
  append_range(Command.CommandLine, Flags);
  Command.CommandLine.push_back(Source.str());
  return std::unique_ptr<KbuildUnit>(new KbuildUnit(std::move(Command)));
}

} // namespace privdata
