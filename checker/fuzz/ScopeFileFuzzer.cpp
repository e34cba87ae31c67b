//===--- ScopeFileFuzzer.cpp - libFuzzer harness for scope files ----------===//
//
// Parses any bytes as a scope file (--scope=FILE of privdata-audit) and
// matches what parses against a few paths and against the input itself. A
// crash, a sanitizer report, an error that does not name the file, or a
// group that no rule of the file names is a bug.
//
//===----------------------------------------------------------------------===//

#include "../audit/ScopeFile.h"

#include "llvm/ADT/STLExtras.h"
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  constexpr llvm::StringLiteral Name = "fuzz.scopes";
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  llvm::Expected<privdata::ScopeFile> File = privdata::ScopeFile::parse(Text, Name);
  if (!File) {
    if (!llvm::StringRef(llvm::toString(File.takeError())).starts_with(Name))
      std::abort();
    return 0;
  }
  // Moved, as the audit moves it: the rules must not refer to the input.
  privdata::ScopeFile Scopes = std::move(*File);
  for (llvm::StringRef Path : {llvm::StringRef("/src/sound/pci/hda/hda_intel.c"),
                               llvm::StringRef("/"), llvm::StringRef(""),
                               llvm::StringRef("relative/dir/unit.c"), Text}) {
    llvm::StringRef Group = Scopes.groupOf(Path);
    if (!Group.empty() &&
        llvm::none_of(Scopes.rules(), [&](const privdata::ScopeFile::Rule &R) {
          return R.Group == Group;
        }))
      std::abort();
  }
  return 0;
}
