//===--- OutputFile.h - Files the tools write, written safely -------------===//
//
// Every file privdata writes (a report, a merged database, a unit's facts)
// goes through OutputFile, so that all of them follow the same rules:
//
//   - a regular file is replaced atomically: a temporary file next to it is
//     written and renamed over it, so readers see the old contents or the
//     new, and a failure leaves the old contents alone;
//   - a symbolic link is written through: its target is replaced, the link
//     stays;
//   - a character device or a pipe (/dev/null, a terminal, >(...)) is written
//     in place and never replaced; standard output is written as such, also
//     when named by a path (/dev/stdout);
//   - anything else (a directory, a socket, a block device) is refused.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_OUTPUTFILE_H
#define PRIVDATA_CORE_OUTPUTFILE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <string>

namespace privdata {

class OutputFile {
public:
  /// Checks that Path ("-" is standard output) can be written, before any
  /// work, without changing what is there: for a regular file the temporary
  /// file is created now, in the directory of the file. Errors name Path,
  /// say why and what to do.
  static llvm::Expected<OutputFile> create(llvm::StringRef Path);

  OutputFile(OutputFile &&) = default;
  OutputFile &operator=(OutputFile &&) = default;
  /// Removes the temporary file unless write() put it in place.
  ~OutputFile();

  /// Writes what Contents prints, once. Every failure, up to the last flush,
  /// close and rename, is an error naming the output; the stream is left
  /// without a pending error.
  llvm::Error write(llvm::function_ref<void(llvm::raw_ostream &)> Contents);

  /// Path as given, or "standard output".
  llvm::StringRef name() const { return Name; }

private:
  enum class Kind { StandardOutput, InPlace, Replaced };
  OutputFile(Kind K, std::string Name) : K(K), Name(std::move(Name)) {}

  Kind K;
  std::string Name;
  /// The file replaced (symbolic links resolved), for Kind::Replaced; the
  /// device or pipe written, for Kind::InPlace.
  std::string Target;
  std::unique_ptr<llvm::sys::fs::TempFile> Temp;
};

/// OutputFile::create and write in one.
llvm::Error writeOutputFile(llvm::StringRef Path,
                           llvm::function_ref<void(llvm::raw_ostream &)> Contents);

} // namespace privdata

#endif
