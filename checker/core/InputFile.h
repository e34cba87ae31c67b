//===--- InputFile.h - Files the tools read, read safely ------------------===//
//
// Every file privdata reads whole (facts, models, scope files, the
// compilation database, and the sources SARIF output locates findings in)
// goes through readInputFile, so that none of them can block or stream
// without end: a FIFO waits in open() for a writer that may never come, and
// a device such as /dev/zero never ends. Only a regular file is opened, it
// is looked at again once open (the path may have been replaced), and no
// more than its size, within a bound for its kind, is read.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_INPUTFILE_H
#define PRIVDATA_CORE_INPUTFILE_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdint>
#include <memory>

namespace privdata {

/// What errors call a kind of input file, and how large one may be.
struct InputFileKind {
  /// "facts file", "model file": a singular noun.
  llvm::StringRef Noun;
  uint64_t MaxBytes;
  /// What to do with a larger file, e.g. "split the facts into several files".
  llvm::StringRef WhenTooLarge;
};

/// The contents of the regular file at Path. Errors begin with Path and say
/// why it cannot be read and what to do: it cannot be opened, it is not a
/// regular file, or it holds more than Kind.MaxBytes.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFile(llvm::StringRef Path, const InputFileKind &Kind);

} // namespace privdata

#endif
