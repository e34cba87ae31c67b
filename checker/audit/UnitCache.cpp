//===--- UnitCache.cpp ----------------------------------------------------===//

#include "UnitCache.h"
#include "../core/FactsFormat.h"
#include "../core/OutputFile.h"

#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

using namespace llvm;

namespace privdata {
namespace {

constexpr StringLiteral EntryFormat = "privdata-unit-cache";
constexpr int64_t EntryVersion = 1;

/// A hash of the parts that no part's text can make collide with other
/// parts: each is preceded by its length.
std::string keyOfParts(ArrayRef<std::string> Parts) {
  std::string Joined;
  for (const std::string &Part : Parts)
    Joined += std::to_string(Part.size()) + ":" + Part;
  XXH128_hash_t Hash = xxh3_128bits(arrayRefFromStringRef(Joined));
  return formatv("{0:x-16}{1:x-16}", Hash.high64, Hash.low64).str();
}

std::optional<uint64_t> hashOfFile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return std::nullopt;
  return xxh3_64bits((*Buffer)->getBuffer());
}

} // namespace

std::vector<UnitInput> inputsOf(const clang::SourceManager &SM) {
  std::vector<UnitInput> Inputs;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
    std::optional<MemoryBufferRef> Buffer = It->second->getBufferIfLoaded();
    if (!Buffer)
      continue;
    SmallString<256> Path(It->first.getFileEntry().tryGetRealPathName());
    if (Path.empty()) {
      Path = It->first.getName();
      SM.getFileManager().makeAbsolutePath(Path);
    }
    Inputs.push_back({std::string(Path), xxh3_64bits(Buffer->getBuffer())});
  }
  llvm::sort(Inputs, [](const UnitInput &A, const UnitInput &B) { return A.Path < B.Path; });
  Inputs.erase(std::unique(Inputs.begin(), Inputs.end(),
                           [](const UnitInput &A, const UnitInput &B) {
                             return A.Path == B.Path;
                           }),
               Inputs.end());
  return Inputs;
}

std::string modelsKey(ArrayRef<std::string> ModelFiles, bool DefaultModels) {
  std::vector<std::string> Parts{DefaultModels ? "default models" : "no default models"};
  for (const std::string &File : ModelFiles) {
    Parts.push_back(File);
    std::optional<uint64_t> Hash = hashOfFile(File);
    Parts.push_back(Hash ? utohexstr(*Hash) : "unreadable");
  }
  return keyOfParts(Parts);
}

Expected<std::unique_ptr<UnitCache>> UnitCache::open(StringRef Dir) {
  SmallString<256> Absolute(Dir);
  sys::fs::make_absolute(Absolute);
  if (std::error_code EC = prepareFactsDirectory(Absolute))
    return createStringError(EC, "--cache %s: cannot keep facts in it: %s",
                             Absolute.c_str(), EC.message().c_str());
  // A rebuilt tool may collect other facts under the same version number,
  // so the build is known by its executable's contents.
  std::string Executable = sys::fs::getMainExecutable(nullptr, nullptr);
  std::optional<uint64_t> Build = hashOfFile(Executable);
  std::string BuildKey = keyOfParts({ToolVersion, std::to_string(FactsFormatVersion),
                                     LLVM_VERSION_STRING, Executable,
                                     Build ? utohexstr(*Build) : "unreadable"});
  return std::unique_ptr<UnitCache>(new UnitCache(std::string(Absolute), BuildKey));
}

std::string UnitCache::keyOf(StringRef File,
                             ArrayRef<clang::tooling::CompileCommand> Commands,
                             StringRef ModelsKey) const {
  std::vector<std::string> Parts{BuildKey, ModelsKey.str(), File.str()};
  for (const clang::tooling::CompileCommand &Command : Commands) {
    Parts.push_back(Command.Directory);
    Parts.push_back(Command.Filename);
    Parts.push_back(join(Command.CommandLine, std::string(1, '\0')));
  }
  return keyOfParts(Parts);
}

std::string UnitCache::pathOf(StringRef Key) const {
  SmallString<256> Path(Dir);
  sys::path::append(Path, Key + ".unit");
  return std::string(Path);
}

std::optional<uint64_t> UnitCache::currentHash(StringRef Path) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Hashes.find(Path);
    if (It != Hashes.end())
      return It->second;
  }
  std::optional<uint64_t> Hash = hashOfFile(Path);
  std::lock_guard<std::mutex> Guard(Lock);
  return Hashes.try_emplace(Path, Hash).first->second;
}

std::unique_ptr<UnitCache::Entry> UnitCache::lookup(StringRef Key) {
  std::string Path = pathOf(Key);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return nullptr;
  auto [HeaderLine, FactsText] = (*Buffer)->getBuffer().split('\n');
  Expected<json::Value> Header = json::parse(HeaderLine);
  if (!Header) {
    consumeError(Header.takeError());
    return nullptr;
  }
  const json::Object *H = Header->getAsObject();
  const json::Array *Inputs = H ? H->getArray("inputs") : nullptr;
  if (!Inputs || H->getString("format") != EntryFormat ||
      H->getInteger("version") != EntryVersion || H->getString("key") != Key)
    return nullptr;
  for (const json::Value &Input : *Inputs) {
    const json::Array *Pair = Input.getAsArray();
    if (!Pair || Pair->size() != 2)
      return nullptr;
    std::optional<StringRef> File = (*Pair)[0].getAsString();
    std::optional<StringRef> Hex = (*Pair)[1].getAsString();
    uint64_t Recorded;
    if (!File || !Hex || Hex->getAsInteger(16, Recorded) || currentHash(*File) != Recorded)
      return nullptr;
  }
  auto Found = std::make_unique<Entry>();
  if (const json::Array *Mismatches = H->getArray("mismatches"))
    for (const json::Value &M : *Mismatches)
      if (const json::Array *Pair = M.getAsArray(); Pair && Pair->size() == 2)
        Found->Mismatches.emplace_back((*Pair)[0].getAsString().value_or("").str(),
                                       (*Pair)[1].getAsString().value_or("").str());
  std::vector<std::string> Problems;
  if (Error E = readFactsBuffer(FactsText, Path, Found->Facts, Problems)) {
    consumeError(std::move(E));
    return nullptr;
  }
  if (!Problems.empty() || Found->Facts.units().size() != 1)
    return nullptr;
  Found->MainFile = Found->Facts.units().front();
  Found->FactsText = FactsText.str();
  return Found;
}

Error UnitCache::store(StringRef Key, const TranslationUnitFacts &Facts,
                       ArrayRef<UnitInput> Inputs, const ModelMismatchMessages &Mismatches) {
  json::Array InputList;
  for (const UnitInput &Input : Inputs)
    InputList.push_back(json::Array{Input.Path, utohexstr(Input.Hash)});
  json::Array MismatchList;
  for (const auto &[Identity, Message] : Mismatches)
    MismatchList.push_back(json::Array{Identity, Message});
  json::Value Header = json::Object{{"format", EntryFormat},
                                    {"version", EntryVersion},
                                    {"key", Key},
                                    {"inputs", std::move(InputList)},
                                    {"mismatches", std::move(MismatchList)}};
  return writeOutputFile(pathOf(Key), [&](raw_ostream &OS) {
    OS << Header << "\n";
    writeUnitFacts(Facts, OS);
  });
}

} // namespace privdata
