//===--- EmbeddedFacts.cpp ------------------------------------------------===//

#include "EmbeddedFacts.h"
#include "../core/FactsFormat.h"
#include "../core/InputFile.h"

#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace privdata {
namespace {

using UnitCallback = function_ref<void(StringRef Name, StringRef Text)>;

Error objectError(StringRef Name, const Twine &Why) {
  return createStringError(inconvertibleErrorCode(), (Name + ": " + Why).str());
}

/// The units of one facts section: one, or those `ld -r` joined.
void unitsOfSection(StringRef Contents, StringRef Name, UnitCallback Unit) {
  std::vector<StringRef> Files = splitJoinedFacts(Contents);
  if (Files.size() == 1) {
    Unit(Name, Files.front());
    return;
  }
  for (size_t I = 0; I < Files.size(); ++I)
    Unit((Name + "#" + Twine(I + 1)).str(), Files[I]);
}

/// -flto and -emit-llvm objects: the section is a global of the module (of
/// one of the modules, when the LTO unit is split). Only globals are read,
/// not function bodies.
Error unitsOfBitcode(MemoryBufferRef Buffer, StringRef Name, UnitCallback Unit,
                     size_t &Bare) {
  Expected<std::vector<BitcodeModule>> Modules = getBitcodeModuleList(Buffer);
  if (!Modules)
    return objectError(Name, "cannot read the bitcode: " +
                                 toString(Modules.takeError()));
  bool Found = false;
  for (BitcodeModule &Bitcode : *Modules) {
    LLVMContext Context;
    Expected<std::unique_ptr<Module>> M =
        Bitcode.getLazyModule(Context, /*ShouldLazyLoadMetadata=*/true,
                              /*IsImporting=*/false);
    if (!M)
      return objectError(Name, "cannot read the bitcode: " +
                                   toString(M.takeError()));
    for (const GlobalVariable &Global : (*M)->globals()) {
      if (Global.getSection() != EmbeddedFactsSection)
        continue;
      const auto *Data =
          dyn_cast_or_null<ConstantDataSequential>(Global.getInitializer());
      if (!Data)
        return objectError(Name, Twine("the ") + EmbeddedFactsSection +
                                     " global holds no bytes");
      Found = true;
      unitsOfSection(Data->getRawDataValues(), Name, Unit);
    }
  }
  if (!Found)
    ++Bare;
  return Error::success();
}

Error unitsOfObject(MemoryBufferRef Buffer, StringRef Name, UnitCallback Unit,
                    size_t &Bare);

Error unitsOfArchive(MemoryBufferRef Buffer, StringRef Name, UnitCallback Unit,
                     size_t &Bare) {
  Expected<std::unique_ptr<object::Archive>> Archive =
      object::Archive::create(Buffer);
  if (!Archive)
    return objectError(Name, "cannot read the archive: " +
                                 toString(Archive.takeError()));
  Error Err = Error::success();
  for (const object::Archive::Child &Child : (*Archive)->children(Err)) {
    Expected<StringRef> MemberName = Child.getName();
    if (!MemberName)
      return objectError(Name, "cannot read a member's name: " +
                                   toString(MemberName.takeError()));
    std::string Member = (Name + "(" + *MemberName + ")").str();
    Expected<MemoryBufferRef> Contents = Child.getMemoryBufferRef();
    if (!Contents)
      return objectError(Member, "cannot read it: " +
                                     toString(Contents.takeError()));
    if (Error E = unitsOfObject(*Contents, Member, Unit, Bare))
      return E;
  }
  if (Err)
    return objectError(Name, "cannot read the archive: " +
                                 toString(std::move(Err)));
  return Error::success();
}

Error unitsOfObject(MemoryBufferRef Buffer, StringRef Name, UnitCallback Unit,
                    size_t &Bare) {
  switch (identify_magic(Buffer.getBuffer())) {
  case file_magic::archive:
    return unitsOfArchive(Buffer, Name, Unit, Bare);
  case file_magic::bitcode:
    return unitsOfBitcode(Buffer, Name, Unit, Bare);
  default:
    break;
  }
  Expected<std::unique_ptr<object::ObjectFile>> Object =
      object::ObjectFile::createObjectFile(Buffer);
  if (!Object)
    return objectError(Name, "not an object file, archive or bitcode: " +
                                 toString(Object.takeError()));
  bool Found = false;
  for (const object::SectionRef &Section : (*Object)->sections()) {
    Expected<StringRef> SectionName = Section.getName();
    if (!SectionName) {
      consumeError(SectionName.takeError());
      continue;
    }
    if (*SectionName != EmbeddedFactsSection)
      continue;
    Expected<StringRef> Contents = Section.getContents();
    if (!Contents)
      return objectError(Name, Twine("cannot read section ") +
                                   EmbeddedFactsSection + ": " +
                                   toString(Contents.takeError()));
    Found = true;
    unitsOfSection(*Contents, Name, Unit);
  }
  if (!Found)
    ++Bare;
  return Error::success();
}

bool isObjectFileName(StringRef Path) {
  return Path.ends_with(".o") || Path.ends_with(".a");
}

} // namespace

Expected<std::vector<std::string>>
listObjectFiles(ArrayRef<std::string> Inputs) {
  std::vector<std::string> Files;
  for (const std::string &Input : Inputs) {
    sys::fs::file_status Status;
    if (std::error_code EC = sys::fs::status(Input, Status))
      return createStringError(EC, "%s: cannot read: %s", Input.c_str(),
                               EC.message().c_str());
    if (Status.type() != sys::fs::file_type::directory_file) {
      Files.push_back(Input);
      continue;
    }
    std::vector<std::string> Found;
    std::error_code EC;
    // Symbolic links to directories are not followed: they may loop.
    for (sys::fs::recursive_directory_iterator It(Input, EC,
                                                  /*follow_symlinks=*/false),
         End;
         !EC && It != End; It.increment(EC))
      if (It->type() != sys::fs::file_type::directory_file &&
          isObjectFileName(It->path()))
        Found.push_back(It->path());
    if (EC)
      return createStringError(EC, "%s: cannot list: %s", Input.c_str(),
                               EC.message().c_str());
    llvm::sort(Found);
    append_range(Files, Found);
  }
  return Files;
}

Expected<size_t> forEachEmbeddedUnit(StringRef Path, UnitCallback Unit) {
  static constexpr InputFileKind ObjectFile{"object file", uint64_t(64) << 30,
                                            "name the objects inside"};
  Expected<std::unique_ptr<MemoryBuffer>> Buffer =
      readInputFile(Path, ObjectFile);
  if (!Buffer)
    return Buffer.takeError();
  size_t Bare = 0;
  if (Error E = unitsOfObject(**Buffer, Path, Unit, Bare))
    return std::move(E);
  return Bare;
}

} // namespace privdata
