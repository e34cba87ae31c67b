//===--- ScopeFile.cpp ----------------------------------------------------===//

#include "ScopeFile.h"
#include "../core/InputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

namespace privdata {

llvm::Expected<ScopeFile> ScopeFile::parse(llvm::StringRef Input,
                                           llvm::StringRef Name) {
  ScopeFile File;
  File.Text = std::make_unique<std::string>(Input);
  llvm::StringRef Rest = *File.Text;
  for (unsigned LineNo = 1; !Rest.empty(); ++LineNo) {
    llvm::StringRef Line;
    std::tie(Line, Rest) = Rest.split('\n');
    llvm::SmallVector<llvm::StringRef, 2> Fields;
    llvm::SplitString(Line, Fields, " \t\v\f\r");
    if (Fields.empty() || Fields[0].starts_with("#"))
      continue;
    auto Where = [&] { return (Name + ":" + llvm::Twine(LineNo) + ": ").str(); };
    if (Fields.size() != 2) {
      bool Comment = llvm::any_of(llvm::ArrayRef(Fields).drop_front(),
                                  [](llvm::StringRef F) { return F.starts_with("#"); });
      return llvm::createStringError(
          Where() + "expected 'GROUP GLOB', found " + llvm::Twine(Fields.size()) +
          (Fields.size() == 1 ? " field" : " fields") +
          (Comment ? " ('#' starts a comment only at the start of a line)" : ""));
    }
    llvm::Expected<llvm::GlobPattern> Glob = llvm::GlobPattern::create(Fields[1]);
    if (!Glob)
      return llvm::createStringError(Where() + "invalid glob '" + Fields[1] +
                                     "': " + llvm::toString(Glob.takeError()));
    File.Rules.push_back({Fields[0], std::move(*Glob)});
  }
  if (File.Rules.empty())
    return llvm::createStringError(
        Name + ": no 'GROUP GLOB' line, so every unit would be in one group; "
               "add lines, or use --scope=all");
  return File;
}

llvm::Expected<ScopeFile> ScopeFile::read(llvm::StringRef Path) {
  static constexpr InputFileKind Kind{"scope file", uint64_t(64) << 20,
                                      "group the units by fewer globs"};
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      readInputFile(Path, Kind);
  if (!Buffer)
    return Buffer.takeError();
  return parse((*Buffer)->getBuffer(), Path);
}

llvm::StringRef ScopeFile::groupOf(llvm::StringRef Path) const {
  for (const Rule &R : Rules)
    if (R.Glob.match(Path))
      return R.Group;
  return "";
}

} // namespace privdata
