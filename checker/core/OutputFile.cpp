//===--- OutputFile.cpp ---------------------------------------------------===//

#include "OutputFile.h"

#include "llvm/Support/Path.h"
#include <optional>

namespace privdata {

namespace fs = llvm::sys::fs;

namespace {

/// A file name's room for the name of the file it stands in for: the
/// temporary name adds ".XXXXXXXX.tmp" and a dot, and must stay well below
/// the 255 bytes file systems allow.
constexpr size_t TempPrefixLength = 200;

llvm::Error failure(llvm::StringRef Name, const llvm::Twine &Why) {
  return llvm::createStringError(Name + ": " + Why);
}

/// Whether Status is the file standard output is open on.
bool isStandardOutput(const fs::file_status &Status) {
  fs::file_status Out;
  return !fs::status(1, Out) && Out.getUniqueID() == Status.getUniqueID();
}

llvm::StringRef whatItIs(fs::file_type Type) {
  switch (Type) {
  case fs::file_type::directory_file:
    return "is a directory";
  case fs::file_type::block_file:
    return "is a block device";
  case fs::file_type::socket_file:
    return "is a socket";
  default:
    return "is not a regular file";
  }
}

/// Reports an error of Stream, and clears it: a stream destroyed with an
/// error pending ends the process with status 1.
std::error_code takeError(llvm::raw_fd_ostream &Stream) {
  Stream.flush();
  std::error_code EC = Stream.error();
  Stream.clear_error();
  return EC;
}

} // namespace

llvm::Expected<OutputFile> OutputFile::create(llvm::StringRef Path) {
  if (Path.empty())
    return llvm::createStringError(
        "empty output path; name a file, or '-' for standard output");
  if (Path == "-") {
    fs::file_status Out;
    if (std::error_code EC = fs::status(1, Out))
      return failure("standard output", "cannot write: " + EC.message());
    return OutputFile(Kind::StandardOutput, "standard output");
  }

  OutputFile File(Kind::Replaced, Path.str());
  fs::file_status Status;
  std::error_code EC = fs::status(Path, Status);
  std::optional<fs::perms> Existing;
  if (!EC) {
    if (isStandardOutput(Status)) {
      File.K = Kind::StandardOutput;
      return std::move(File);
    }
    switch (Status.type()) {
    case fs::file_type::regular_file:
      break;
    case fs::file_type::character_file:
    case fs::file_type::fifo_file:
      if ((EC = fs::access(Path, fs::AccessMode::Write)))
        return failure(Path, "cannot write: " + EC.message());
      File.K = Kind::InPlace;
      File.Target = Path.str();
      return std::move(File);
    default:
      return failure(Path, whatItIs(Status.type()) + "; name a file to write");
    }
    llvm::SmallString<256> Real;
    if ((EC = fs::real_path(Path, Real)) ||
        (EC = fs::access(Real, fs::AccessMode::Write)))
      return failure(Path, "cannot write: " + EC.message());
    File.Target = std::string(Real);
    Existing = Status.permissions();
  } else if (EC == std::errc::no_such_file_or_directory) {
    if (fs::is_symlink_file(Path))
      return failure(Path, "a symbolic link to a file that does not exist; "
                           "create its target or remove the link");
    llvm::StringRef Parent = llvm::sys::path::parent_path(Path);
    if (!Parent.empty() && !fs::is_directory(Parent))
      return failure(Path, "cannot create it: there is no directory " +
                               Parent + "; create the directory first");
    File.Target = Path.str();
  } else {
    return failure(Path, "cannot write: " + EC.message());
  }

  llvm::StringRef Directory = llvm::sys::path::parent_path(File.Target);
  llvm::SmallString<256> Model(Directory);
  llvm::sys::path::append(
      Model, "." +
                 llvm::sys::path::filename(File.Target).take_front(TempPrefixLength) +
                 ".%%%%%%%%.tmp");
  llvm::Expected<fs::TempFile> Temp = fs::TempFile::create(Model);
  if (!Temp)
    return failure(Path, "cannot create a file in " +
                             (Directory.empty() ? llvm::StringRef(".") : Directory) +
                             ": " + llvm::toString(Temp.takeError()));
  File.Temp = std::make_unique<fs::TempFile>(std::move(*Temp));
  // The replacement keeps the permissions of the file it replaces.
  if (Existing)
    if ((EC = fs::setPermissions(File.Temp->FD, *Existing)))
      return failure(Path, "cannot write: " + EC.message());
  return std::move(File);
}

OutputFile::~OutputFile() {
  if (Temp)
    llvm::consumeError(Temp->discard());
}

llvm::Error OutputFile::write(llvm::function_ref<void(llvm::raw_ostream &)> Contents) {
  std::error_code EC;
  switch (K) {
  case Kind::StandardOutput:
    Contents(llvm::outs());
    EC = takeError(llvm::outs());
    break;
  case Kind::InPlace: {
    int FD;
    // An existing device or pipe only: never create a file in its place.
    if ((EC = fs::openFileForWrite(Target, FD, fs::CD_OpenExisting)))
      break;
    llvm::raw_fd_ostream Stream(FD, /*shouldClose=*/true);
    Contents(Stream);
    EC = takeError(Stream);
    Stream.close();
    if (!EC)
      EC = takeError(Stream);
    break;
  }
  case Kind::Replaced: {
    std::unique_ptr<fs::TempFile> File = std::move(Temp);
    {
      llvm::raw_fd_ostream Stream(File->FD, /*shouldClose=*/false);
      Contents(Stream);
      EC = takeError(Stream);
    }
    if (EC) {
      llvm::consumeError(File->discard());
      break;
    }
    if (llvm::Error E = File->keep(Target))
      return failure(Name, "cannot write: " + llvm::toString(std::move(E)));
    break;
  }
  }
  if (EC)
    return failure(Name, "cannot write: " + EC.message());
  return llvm::Error::success();
}

llvm::Error writeOutputFile(llvm::StringRef Path,
                           llvm::function_ref<void(llvm::raw_ostream &)> Contents) {
  llvm::Expected<OutputFile> File = OutputFile::create(Path);
  if (!File)
    return File.takeError();
  return File->write(Contents);
}

} // namespace privdata
