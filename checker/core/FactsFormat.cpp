//===--- FactsFormat.cpp --------------------------------------------------===//

#include "FactsFormat.h"
#include "FactsDatabase.h"
#include "OutputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>

namespace privdata {

const char *const ToolVersion = PRIVDATA_VERSION;

namespace {

constexpr llvm::StringLiteral FormatName = "privdata-facts";
/// The unit field of a fact that several units contributed.
constexpr int64_t Shared = -1;

llvm::StringRef kindName(ValueKind Kind) {
  switch (Kind) {
  case ValueKind::Typed:
    return "typed";
  case ValueKind::Bytes:
    return "bytes";
  case ValueKind::Integer:
    return "integer";
  case ValueKind::Opaque:
    return "opaque";
  }
  llvm_unreachable("unknown value kind");
}

std::optional<ValueKind> parseKind(llvm::StringRef Name) {
  for (ValueKind Kind : {ValueKind::Typed, ValueKind::Bytes, ValueKind::Integer,
                         ValueKind::Opaque})
    if (kindName(Kind) == Name)
      return Kind;
  return std::nullopt;
}

void writeLine(llvm::raw_ostream &OS, llvm::json::Object Line) {
  OS << llvm::json::Value(std::move(Line)) << '\n';
}

void addSite(llvm::json::Object &Line, const SourceSite &Site) {
  Line["file"] = Site.File;
  Line["line"] = Site.Line;
  Line["col"] = Site.Column;
}

int64_t unitField(unsigned Unit) {
  return Unit == FactsDatabase::SharedUnit ? Shared : int64_t(Unit);
}

void writeHeader(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Units) {
  writeLine(OS, llvm::json::Object{{"format", FormatName},
                 {"version", FactsFormatVersion},
                 {"tool", std::string("privdata ") + ToolVersion}});
  for (size_t I = 0; I < Units.size(); ++I)
    writeLine(OS, llvm::json::Object{{"unit", Units[I]}, {"id", int64_t(I)}});
}

void writeStore(llvm::raw_ostream &OS, const StoreFact &S, int64_t Unit) {
  llvm::json::Object Line{{"store", S.Target}, {"kind", kindName(S.Kind)}};
  if (!S.Type.empty())
    Line["type"] = S.Type;
  addSite(Line, S.Site);
  if (!S.Assumes.empty())
    Line["assumes"] = S.Assumes;
  Line["u"] = Unit;
  writeLine(OS, std::move(Line));
}

void writeFlow(llvm::raw_ostream &OS, const FlowFact &F, int64_t Unit) {
  writeLine(OS, llvm::json::Object{{"flow", F.Source}, {"to", F.Target}, {"u", Unit}});
}

void writeLoad(llvm::raw_ostream &OS, const LoadFact &L, int64_t Unit) {
  llvm::json::Object Line{{"load", L.Source}, {"type", L.Type}};
  addSite(Line, L.Site);
  Line["u"] = Unit;
  writeLine(OS, std::move(Line));
}

void writeRecord(llvm::raw_ostream &OS, const RecordLayout &R) {
  llvm::json::Array Fields;
  for (const FieldLayout &F : R.Fields)
    Fields.push_back(llvm::json::Array{F.Name, F.Type});
  writeLine(OS, llvm::json::Object{{"record", R.Name},
                 {"union", R.IsUnion},
                 {"fields", std::move(Fields)}});
}

/// Reads one file. Lines are parsed one at a time, so a corrupt line costs
/// only itself.
class FactsReader {
public:
  FactsReader(llvm::StringRef Path, FactsDatabase &DB,
              std::vector<std::string> &Problems)
      : Path(Path), DB(DB), Problems(Problems) {}

  llvm::Error read() {
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(), "cannot read %s: %s",
                                     Path.str().c_str(),
                                     Buffer.getError().message().c_str());
    llvm::StringRef Rest = (*Buffer)->getBuffer();
    unsigned LineNo = 0;
    bool SawHeader = false;
    while (!Rest.empty()) {
      llvm::StringRef Line;
      std::tie(Line, Rest) = Rest.split('\n');
      ++LineNo;
      if (Line.trim().empty())
        continue;
      llvm::Expected<llvm::json::Value> Value = llvm::json::parse(Line);
      if (!Value) {
        std::string Why = llvm::toString(Value.takeError());
        if (!SawHeader)
          return headerError(LineNo);
        problem(LineNo, Why);
        continue;
      }
      const llvm::json::Object *Object = Value->getAsObject();
      if (!SawHeader) {
        if (llvm::Error E = readHeader(Object, LineNo))
          return E;
        SawHeader = true;
        continue;
      }
      if (!Object)
        problem(LineNo, "not a JSON object");
      else if (std::optional<std::string> Error = readFact(*Object))
        problem(LineNo, *Error);
    }
    if (!SawHeader)
      return headerError(1);
    return llvm::Error::success();
  }

private:
  void problem(unsigned LineNo, const llvm::Twine &Message) {
    Problems.push_back((Path + ":" + llvm::Twine(LineNo) + ": " + Message).str());
  }

  llvm::Error headerError(unsigned LineNo) {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s:%u: not a privdata facts file (no '%s' header line)",
        Path.str().c_str(), LineNo, FormatName.data());
  }

  llvm::Error readHeader(const llvm::json::Object *Header, unsigned LineNo) {
    if (!Header || Header->getString("format") != FormatName)
      return headerError(LineNo);
    std::optional<int64_t> Version = Header->getInteger("version");
    if (Version != int64_t(FactsFormatVersion))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "%s: facts format version %s, but this privdata (%s) reads version "
          "%u; regenerate the facts",
          Path.str().c_str(),
          Version ? std::to_string(*Version).c_str() : "(missing)", ToolVersion,
          FactsFormatVersion);
    return llvm::Error::success();
  }

  /// The database's unit for the unit id a fact names, or an error message.
  std::optional<unsigned> unitOf(const llvm::json::Object &Line,
                                 std::string &Error) {
    std::optional<int64_t> Id = Line.getInteger("u");
    if (Id == Shared)
      return FactsDatabase::SharedUnit;
    if (Id && *Id >= 0 && size_t(*Id) < Units.size())
      return Units[*Id];
    Error = "fact names no known unit ('u')";
    return std::nullopt;
  }

  static std::optional<SourceSite> siteOf(const llvm::json::Object &Line) {
    std::optional<llvm::StringRef> File = Line.getString("file");
    std::optional<int64_t> LineNo = Line.getInteger("line"),
                           Column = Line.getInteger("col");
    if (!File || !LineNo || !Column || *LineNo < 0 || *Column < 0)
      return std::nullopt;
    return SourceSite{File->str(), unsigned(*LineNo), unsigned(*Column)};
  }

  std::optional<std::string> readFact(const llvm::json::Object &Line) {
    std::string Error;
    if (std::optional<llvm::StringRef> File = Line.getString("unit")) {
      std::optional<int64_t> Id = Line.getInteger("id");
      if (!Id || *Id != int64_t(Units.size()))
        return "unit ids must count up from 0";
      Units.push_back(DB.unit(*File));
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Name = Line.getString("record")) {
      const llvm::json::Array *Fields = Line.getArray("fields");
      if (!Fields)
        return "record without 'fields'";
      RecordLayout R;
      R.Name = Name->str();
      R.IsUnion = Line.getBoolean("union").value_or(false);
      for (const llvm::json::Value &Field : *Fields) {
        const llvm::json::Array *Pair = Field.getAsArray();
        if (!Pair || Pair->size() != 2 || !(*Pair)[0].getAsString() ||
            !(*Pair)[1].getAsString())
          return "record field is not a [name, type] pair";
        R.Fields.push_back({(*Pair)[0].getAsString()->str(),
                            (*Pair)[1].getAsString()->str()});
      }
      DB.addRecord(R);
      return std::nullopt;
    }
    std::optional<unsigned> Unit = unitOf(Line, Error);
    if (!Unit)
      return Error;
    if (std::optional<llvm::StringRef> Target = Line.getString("store")) {
      std::optional<ValueKind> Kind =
          parseKind(Line.getString("kind").value_or(""));
      std::optional<SourceSite> Site = siteOf(Line);
      if (!Kind || !Site)
        return "store without a valid 'kind', 'file', 'line' and 'col'";
      DB.addStore({Target->str(), *Kind,
                   Line.getString("type").value_or("").str(), *Site,
                   Line.getString("assumes").value_or("").str()},
                  *Unit);
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Source = Line.getString("flow")) {
      std::optional<llvm::StringRef> Target = Line.getString("to");
      if (!Target)
        return "flow without 'to'";
      DB.addFlow({Source->str(), Target->str()}, *Unit);
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Source = Line.getString("load")) {
      std::optional<llvm::StringRef> Type = Line.getString("type");
      std::optional<SourceSite> Site = siteOf(Line);
      if (!Type || !Site)
        return "load without a valid 'type', 'file', 'line' and 'col'";
      DB.addLoad({Source->str(), Type->str(), *Site}, *Unit);
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Function = Line.getString("defined")) {
      DB.addDefinition(*Function, *Unit);
      return std::nullopt;
    }
    return "unknown kind of fact";
  }

  llvm::StringRef Path;
  FactsDatabase &DB;
  std::vector<std::string> &Problems;
  std::vector<unsigned> Units; ///< File's unit id -> database's.
};

} // namespace

void writeUnitFacts(const TranslationUnitFacts &Facts, llvm::raw_ostream &OS) {
  writeHeader(OS, {Facts.MainFile});
  for (const RecordLayout &R : Facts.Records)
    writeRecord(OS, R);
  for (const std::string &Function : Facts.Definitions)
    writeLine(OS, llvm::json::Object{{"defined", Function}, {"u", 0}});
  for (const StoreFact &S : Facts.Stores)
    writeStore(OS, S, 0);
  for (const FlowFact &F : Facts.Flows)
    writeFlow(OS, F, 0);
  for (const LoadFact &L : Facts.Loads)
    writeLoad(OS, L, 0);
}

/// The name of a unit's facts file: the base name of its main file, which
/// tells a person which unit it is, and a hash of its path, which keeps two
/// units of the same base name apart. A long base name is cut, at a character
/// boundary, so that the name and the temporary names of tools that copy it
/// (rsync's adds 8 bytes) stay well within the 255 bytes of a file name; the
/// hash keeps cut names unique.
static std::string unitFactsFileName(llvm::StringRef MainFile) {
  constexpr size_t MaxBaseName = 100;
  llvm::StringRef Base = llvm::sys::path::filename(MainFile);
  if (Base.size() > MaxBaseName) {
    size_t Cut = MaxBaseName;
    // Not inside a UTF-8 sequence: continuation bytes are 10xxxxxx.
    while (Cut > 0 && (uint8_t(Base[Cut]) & 0xC0) == 0x80)
      --Cut;
    Base = Base.take_front(Cut);
  }
  return (Base + "-" + llvm::utohexstr(llvm::xxh3_64bits(MainFile), true) +
          ".facts.jsonl")
      .str();
}

llvm::Error writeUnitFactsFile(const TranslationUnitFacts &Facts,
                               llvm::StringRef Dir) {
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    return llvm::createStringError(EC, "cannot create facts directory %s: %s",
                                   Dir.str().c_str(), EC.message().c_str());
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, unitFactsFileName(Facts.MainFile));
  return writeOutputFile(Path, [&](llvm::raw_ostream &OS) { writeUnitFacts(Facts, OS); });
}

void writeDatabase(const FactsDatabase &DB, llvm::raw_ostream &OS) {
  writeHeader(OS, DB.units());
  std::vector<const RecordLayout *> Records;
  for (const auto &Entry : DB.records())
    Records.push_back(&Entry.getValue());
  llvm::sort(Records, [](const RecordLayout *A, const RecordLayout *B) {
    return A->Name < B->Name;
  });
  for (const RecordLayout *R : Records)
    writeRecord(OS, *R);
  DB.forEachDefinition([&](llvm::StringRef Function, unsigned Unit) {
    writeLine(OS, llvm::json::Object{{"defined", Function}, {"u", unitField(Unit)}});
  });
  DB.forEachStore([&](const StoreFact &S, unsigned Unit) {
    writeStore(OS, S, unitField(Unit));
  });
  DB.forEachFlow([&](const FlowFact &F, unsigned Unit) {
    writeFlow(OS, F, unitField(Unit));
  });
  DB.forEachLoad([&](const LoadFact &L, unsigned Unit) {
    writeLoad(OS, L, unitField(Unit));
  });
}

llvm::Error readFactsFile(llvm::StringRef Path, FactsDatabase &DB,
                          std::vector<std::string> &Problems) {
  return FactsReader(Path, DB, Problems).read();
}

llvm::Expected<std::vector<std::string>> listFactsFiles(llvm::StringRef Dir) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End;
       It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".facts.jsonl"))
      Files.push_back(It->path());
  if (EC)
    return llvm::createStringError(EC, "cannot list facts directory %s: %s",
                                   Dir.str().c_str(), EC.message().c_str());
  llvm::sort(Files);
  return Files;
}

} // namespace privdata
