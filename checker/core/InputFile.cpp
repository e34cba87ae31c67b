//===--- InputFile.cpp ----------------------------------------------------===//

#include "InputFile.h"

#include "llvm/Support/FileSystem.h"

namespace privdata {

namespace {

llvm::Error cannotRead(llvm::StringRef Path, const InputFileKind &Kind,
                       std::error_code EC) {
  return llvm::createStringError(EC, "%s: cannot read the %s: %s",
                                 Path.str().c_str(), Kind.Noun.str().c_str(),
                                 EC.message().c_str());
}

llvm::Error checkReadable(llvm::StringRef Path, const InputFileKind &Kind,
                          const llvm::sys::fs::file_status &Status) {
  if (Status.type() == llvm::sys::fs::file_type::directory_file)
    return llvm::createStringError(
        std::make_error_code(std::errc::is_a_directory),
        "%s: a directory, not a %s", Path.str().c_str(),
        Kind.Noun.str().c_str());
  if (Status.type() != llvm::sys::fs::file_type::regular_file)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s: not a regular file; a %s is read from regular files only (save "
        "a pipe's output to a file first)",
        Path.str().c_str(), Kind.Noun.str().c_str());
  if (Status.getSize() > Kind.MaxBytes)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s: %llu bytes, more than the %llu a %s may hold; %s",
        Path.str().c_str(), static_cast<unsigned long long>(Status.getSize()),
        static_cast<unsigned long long>(Kind.MaxBytes),
        Kind.Noun.str().c_str(), Kind.WhenTooLarge.str().c_str());
  return llvm::Error::success();
}

} // namespace

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFile(llvm::StringRef Path, const InputFileKind &Kind) {
  llvm::sys::fs::file_status Status;
  if (std::error_code EC = llvm::sys::fs::status(Path, Status))
    return cannotRead(Path, Kind, EC);
  if (llvm::Error E = checkReadable(Path, Kind, Status))
    return std::move(E);
  llvm::Expected<llvm::sys::fs::file_t> File =
      llvm::sys::fs::openNativeFileForRead(Path);
  if (!File)
    return cannotRead(Path, Kind, llvm::errorToErrorCode(File.takeError()));
  // What was opened may not be what was looked at: judge it again, and read
  // no more than the size judged.
  std::error_code EC = llvm::sys::fs::status(*File, Status);
  llvm::Error Unreadable = EC ? cannotRead(Path, Kind, EC)
                              : checkReadable(Path, Kind, Status);
  if (Unreadable) {
    llvm::sys::fs::closeFile(*File);
    return std::move(Unreadable);
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getOpenFile(*File, Path, Status.getSize(),
                                      /*RequiresNullTerminator=*/true);
  llvm::sys::fs::closeFile(*File);
  if (!Buffer)
    return cannotRead(Path, Kind, Buffer.getError());
  return std::move(*Buffer);
}

} // namespace privdata
