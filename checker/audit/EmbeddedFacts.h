//===--- EmbeddedFacts.h - Facts that travel in object files ----*- C++ -*-===//
//
// With the embed argument, the compiler plugin puts each unit's facts into
// its object file, in a section the linker drops, so that build caches and
// distributed compilers, which hand back only the object, keep them. These
// read them back from objects, from static archives of them, and from the
// bitcode objects of -flto.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_EMBEDDEDFACTS_H
#define PRIVDATA_AUDIT_EMBEDDEDFACTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace privdata {

/// The object files that Inputs name: a file as given, a directory's *.o and
/// *.a files, searched recursively and sorted. Errors name the input that
/// does not exist or cannot be listed.
llvm::Expected<std::vector<std::string>>
listObjectFiles(llvm::ArrayRef<std::string> Inputs);

/// Calls Unit with the facts of each unit that the object, archive or
/// bitcode file at Path embeds, and the name messages give them: Path, or
/// "ARCHIVE(MEMBER)", followed by "#N" for the Nth unit of a section that
/// `ld -r` joined. Returns how many objects carry no facts. An error names
/// the file that cannot be read, or is no object.
llvm::Expected<size_t> forEachEmbeddedUnit(
    llvm::StringRef Path,
    llvm::function_ref<void(llvm::StringRef Name, llvm::StringRef Text)> Unit);

} // namespace privdata

#endif
