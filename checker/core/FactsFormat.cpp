//===--- FactsFormat.cpp --------------------------------------------------===//

#include "FactsFormat.h"
#include "FactsDatabase.h"
#include "InputFile.h"
#include "OutputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <cmath>
#include <limits>

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

/// Writes one facts line through Members, which must add its members in
/// sorted key order, as json::Value prints an object: a line then reads the
/// same whichever way it was written. Written in place, as a compile writes
/// thousands of lines and an object per line would cost it more than the rest
/// of the writing.
void writeLine(llvm::raw_ostream &OS,
               llvm::function_ref<void(llvm::json::OStream &)> Members) {
  llvm::json::OStream J(OS);
  J.object([&] { Members(J); });
  OS << '\n';
}

int64_t unitField(unsigned Unit) {
  return Unit == FactsDatabase::SharedUnit ? Shared : int64_t(Unit);
}

void writeHeader(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Units) {
  writeLine(OS, [&](llvm::json::OStream &J) {
    J.attribute("format", FormatName);
    J.attribute("tool", std::string("privdata ") + ToolVersion);
    J.attribute("version", FactsFormatVersion);
  });
  for (size_t I = 0; I < Units.size(); ++I)
    writeLine(OS, [&](llvm::json::OStream &J) {
      J.attribute("id", int64_t(I));
      J.attribute("unit", Units[I]);
    });
}

void writeDefinition(llvm::raw_ostream &OS, llvm::StringRef Function, int64_t Unit) {
  writeLine(OS, [&](llvm::json::OStream &J) {
    J.attribute("defined", Function);
    J.attribute("u", Unit);
  });
}

void writeStore(llvm::raw_ostream &OS, const StoreFact &S, int64_t Unit) {
  writeLine(OS, [&](llvm::json::OStream &J) {
    if (!S.Assumes.empty())
      J.attribute("assumes", S.Assumes.ref());
    J.attribute("column", S.Site.Column);
    J.attribute("file", S.Site.File.ref());
    if (!S.Function.empty())
      J.attribute("function", S.Function.ref());
    J.attribute("kind", kindName(S.Kind));
    J.attribute("line", S.Site.Line);
    J.attribute("store", S.Target.ref());
    if (!S.Type.empty())
      J.attribute("type", S.Type.ref());
    J.attribute("u", Unit);
  });
}

void writeFlow(llvm::raw_ostream &OS, const FlowFact &F, int64_t Unit) {
  writeLine(OS, [&](llvm::json::OStream &J) {
    J.attribute("flow", F.Source.ref());
    J.attribute("to", F.Target.ref());
    J.attribute("u", Unit);
  });
}

void writeLoad(llvm::raw_ostream &OS, const LoadFact &L, int64_t Unit) {
  writeLine(OS, [&](llvm::json::OStream &J) {
    J.attribute("column", L.Site.Column);
    J.attribute("file", L.Site.File.ref());
    if (!L.Function.empty())
      J.attribute("function", L.Function.ref());
    J.attribute("line", L.Site.Line);
    J.attribute("load", L.Source.ref());
    J.attribute("type", L.Type.ref());
    J.attribute("u", Unit);
  });
}

void writePass(llvm::raw_ostream &OS, const PassFact &P, int64_t Unit) {
  writeLine(OS, [&](llvm::json::OStream &J) {
    J.attribute("pass", P.Argument.ref());
    J.attribute("path", P.Path.ref());
    J.attribute("u", Unit);
  });
}

void writeRecord(llvm::raw_ostream &OS, const RecordLayout &R) {
  writeLine(OS, [&](llvm::json::OStream &J) {
    J.attributeArray("fields", [&] {
      for (const FieldLayout &F : R.Fields)
        J.array([&] {
          J.value(F.Name);
          J.value(F.Type);
        });
    });
    if (!R.File.empty())
      J.attribute("file", R.File);
    J.attribute("record", R.Name);
    J.attribute("union", R.IsUnion);
  });
}

/// Whether Line nests arrays and objects deeper than Limit. JSON's parser
/// recurses once per level, so a line must pass this before it is parsed; the
/// count follows the parser's view of strings, escapes included, as far as
/// the line is valid JSON, and past that the parser stops anyway.
bool nestsDeeperThan(llvm::StringRef Line, unsigned Limit) {
  unsigned Depth = 0;
  bool InString = false;
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    if (InString) {
      if (C == '\\')
        ++I;
      else if (C == '"')
        InString = false;
    } else if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > Limit)
        return true;
    } else if ((C == ']' || C == '}') && Depth > 0) {
      --Depth;
    }
  }
  return false;
}

/// The members of one facts line. Facts lines are millions, and json::parse
/// gives every key and string an allocation of its own and every line a hash
/// table: a line that is one flat object as privdata writes its facts is
/// read in place instead (see parseFlat), and any other line (a record's
/// fields, a hand-written or a corrupt line) through json::parse.
class FactLine {
public:
  explicit FactLine(const llvm::json::Object &Object) : Object(&Object) {}

  /// The members of Line if it is one flat object with no whitespace whose
  /// keys and strings are printable ASCII without escapes, and whose other
  /// values are integers of at most 18 digits, true or false, each key once.
  /// Its strings point into Line. What this reads, json::parse reads alike.
  static std::optional<FactLine> parseFlat(llvm::StringRef Line);

  std::optional<llvm::StringRef> getString(llvm::StringRef Key) const {
    if (Object)
      return Object->getString(Key);
    const Member *M = find(Key);
    return M && M->Kind == Member::String ? std::optional(M->Text)
                                          : std::nullopt;
  }
  std::optional<int64_t> getInteger(llvm::StringRef Key) const {
    if (Object)
      return Object->getInteger(Key);
    const Member *M = find(Key);
    return M && M->Kind == Member::Integer ? std::optional(M->Number)
                                           : std::nullopt;
  }
  std::optional<bool> getBoolean(llvm::StringRef Key) const {
    if (Object)
      return Object->getBoolean(Key);
    const Member *M = find(Key);
    return M && M->Kind == Member::Boolean ? std::optional(M->Number != 0)
                                           : std::nullopt;
  }
  /// A flat line holds no array.
  const llvm::json::Array *getArray(llvm::StringRef Key) const {
    return Object ? Object->getArray(Key) : nullptr;
  }
  bool has(llvm::StringRef Key) const {
    return Object ? Object->get(Key) != nullptr : find(Key) != nullptr;
  }

private:
  struct Member {
    llvm::StringRef Key;
    enum { String, Integer, Boolean } Kind;
    llvm::StringRef Text;
    int64_t Number = 0;
  };
  FactLine() = default;
  const Member *find(llvm::StringRef Key) const {
    for (const Member &M : Members)
      if (M.Key == Key)
        return &M;
    return nullptr;
  }

  const llvm::json::Object *Object = nullptr;
  llvm::SmallVector<Member, 10> Members;
};

std::optional<FactLine> FactLine::parseFlat(llvm::StringRef Line) {
  if (Line.size() < 2 || Line.front() != '{' || Line.back() != '}')
    return std::nullopt;
  FactLine Flat;
  llvm::StringRef Rest = Line.drop_front().drop_back();
  auto TakeString = [&]() -> std::optional<llvm::StringRef> {
    if (!Rest.consume_front("\""))
      return std::nullopt;
    size_t End = 0;
    for (; End < Rest.size() && Rest[End] != '"'; ++End)
      if (Rest[End] < 0x20 || Rest[End] > 0x7e || Rest[End] == '\\')
        return std::nullopt;
    if (End == Rest.size())
      return std::nullopt;
    llvm::StringRef Text = Rest.take_front(End);
    Rest = Rest.drop_front(End + 1);
    return Text;
  };
  auto TakeValue = [&](Member &M) {
    if (Rest.starts_with("\"")) {
      std::optional<llvm::StringRef> Text = TakeString();
      M.Kind = Member::String;
      M.Text = Text.value_or("");
      return Text.has_value();
    }
    M.Kind = Member::Boolean;
    if (Rest.consume_front("true"))
      return M.Number = 1, true;
    if (Rest.consume_front("false"))
      return true;
    M.Kind = Member::Integer;
    bool Negative = Rest.consume_front("-");
    size_t Digits = 0;
    while (Digits < Rest.size() && llvm::isDigit(Rest[Digits]))
      ++Digits;
    if (Digits == 0 || Digits > 18 || (Digits > 1 && Rest.front() == '0'))
      return false;
    for (char Digit : Rest.take_front(Digits))
      M.Number = M.Number * 10 + (Digit - '0');
    if (Negative)
      M.Number = -M.Number;
    Rest = Rest.drop_front(Digits);
    return true;
  };
  while (!Rest.empty()) {
    Member M;
    std::optional<llvm::StringRef> Key = TakeString();
    if (!Key || Flat.find(*Key) || !Rest.consume_front(":"))
      return std::nullopt;
    M.Key = *Key;
    if (!TakeValue(M))
      return std::nullopt;
    Flat.Members.push_back(M);
    if (Rest.empty())
      break;
    // Members are separated by one comma, and one must follow it.
    if (!Rest.consume_front(",") || Rest.empty())
      return std::nullopt;
  }
  return Flat;
}

/// A JSON value as an error message names what was found instead of what
/// was expected: "the string \"1\"", "true", "an array". A long string is
/// cut, so that the message stays one short line.
std::string describeValue(const llvm::json::Value &Value) {
  constexpr size_t MaxShown = 40;
  switch (Value.kind()) {
  case llvm::json::Value::Null:
    return "null";
  case llvm::json::Value::Boolean:
    return *Value.getAsBoolean() ? "true" : "false";
  case llvm::json::Value::Number:
    if (std::optional<int64_t> Integer = Value.getAsInteger())
      return "the number " + std::to_string(*Integer);
    if (std::optional<uint64_t> Unsigned = Value.getAsUINT64())
      return "the number " + std::to_string(*Unsigned);
    if (!std::isfinite(*Value.getAsNumber()))
      return "a number out of range";
    return llvm::formatv("the number {0}", Value).str();
  case llvm::json::Value::String: {
    llvm::StringRef Text = *Value.getAsString();
    if (Text.size() <= MaxShown)
      return llvm::formatv("the string {0}", Value).str();
    // Cut at a character boundary: a JSON string must stay valid UTF-8.
    size_t Cut = MaxShown;
    while (Cut > 0 && (Text[Cut] & 0xC0) == 0x80)
      --Cut;
    return llvm::formatv("the string {0}...",
                         llvm::json::Value(Text.take_front(Cut).str()))
        .str();
  }
  case llvm::json::Value::Array:
    return "an array";
  case llvm::json::Value::Object:
    return "an object";
  }
  llvm_unreachable("unknown JSON kind");
}

/// Reads one file. Lines are parsed one at a time, so a corrupt line costs
/// only itself.
class FactsReader {
public:
  FactsReader(llvm::StringRef Name, FactsDatabase &DB,
              std::vector<std::string> &Problems)
      : Name(Name), DB(DB), Problems(Problems) {}

  llvm::Error read(llvm::StringRef Text) {
    llvm::StringRef Rest = Text;
    size_t LineNo = 0;
    bool SawHeader = false;
    while (!Rest.empty()) {
      llvm::StringRef Line;
      std::tie(Line, Rest) = Rest.split('\n');
      ++LineNo;
      if (Line.trim().empty())
        continue;
      std::optional<FactLine> Fact;
      if (SawHeader && Line.size() <= MaxFactsLineBytes)
        Fact = FactLine::parseFlat(Line);
      llvm::json::Value Parsed = nullptr;
      if (!Fact) {
        llvm::Expected<llvm::json::Value> Value = parseLine(Line);
        if (!Value) {
          std::string Why = llvm::toString(Value.takeError());
          if (!SawHeader)
            return headerError(LineNo);
          problem(LineNo, Why);
          continue;
        }
        Parsed = std::move(*Value);
        const llvm::json::Object *Object = Parsed.getAsObject();
        if (!SawHeader) {
          if (llvm::Error E = readHeader(Object, LineNo))
            return E;
          SawHeader = true;
          continue;
        }
        if (Object)
          Fact.emplace(*Object);
      }
      if (!Fact) {
        problem(LineNo, "not a JSON object");
      } else if (Fact->getString("format") == FormatName) {
        // The unit ids after it count from 0 again: read on, its facts would
        // be given to the units of the part before.
        problem(LineNo, "a second header line: this is several facts files "
                        "joined together, and the rest of it is skipped "
                        "(merge facts files with privdata-audit merge)");
        break;
      } else if (std::optional<std::string> Error = readFact(*Fact)) {
        problem(LineNo, *Error);
      }
    }
    if (!SawHeader)
      return headerError(1);
    if (Unlisted > 0)
      Problems.push_back((Name + ": " + llvm::Twine(Unlisted) +
                          " more bad lines (up to line " +
                          llvm::Twine(LastUnlisted) + "), not listed")
                             .str());
    return llvm::Error::success();
  }

private:
  /// Parses a line within the bounds that keep a hostile one from costing
  /// more than itself.
  static llvm::Expected<llvm::json::Value> parseLine(llvm::StringRef Line) {
    if (Line.size() > MaxFactsLineBytes)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "line is %zu bytes long; facts lines are at most %zu bytes",
          Line.size(), MaxFactsLineBytes);
    if (nestsDeeperThan(Line, MaxFactsNesting))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "arrays and objects nested more than %u deep; facts lines nest 3",
          MaxFactsNesting);
    return llvm::json::parse(Line);
  }

  /// Lists the first bad lines; a file with many more is not worth a
  /// message, or the memory, for each.
  void problem(size_t LineNo, const llvm::Twine &Message) {
    if (Listed == MaxListedBadLines) {
      ++Unlisted;
      LastUnlisted = LineNo;
      return;
    }
    ++Listed;
    Problems.push_back((Name + ":" + llvm::Twine(LineNo) + ": " + Message).str());
  }

  llvm::Error headerError(size_t LineNo) {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "%s:%zu: not a privdata facts file (no '%s' header line)",
        Name.str().c_str(), LineNo, FormatName.data());
  }

  llvm::Error readHeader(const llvm::json::Object *Header, size_t LineNo) {
    if (!Header || Header->getString("format") != FormatName)
      return headerError(LineNo);
    const llvm::json::Value *Version = Header->get("version");
    std::optional<int64_t> Number =
        Version ? Version->getAsInteger() : std::nullopt;
    if (!Number)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "%s:%zu: version is %s; expected the number %u",
          Name.str().c_str(), LineNo,
          Version ? describeValue(*Version).c_str() : "missing",
          FactsFormatVersion);
    if (*Number != int64_t(FactsFormatVersion))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "%s: facts format version %lld, but this privdata (%s) reads "
          "version %u; regenerate the facts",
          Name.str().c_str(), static_cast<long long>(*Number), ToolVersion,
          FactsFormatVersion);
    return llvm::Error::success();
  }

  /// The database's unit for the unit id a fact names, or an error message.
  std::optional<unsigned> unitOf(const FactLine &Line,
                                 std::string &Error) {
    std::optional<int64_t> Id = Line.getInteger("u");
    if (Id == Shared)
      return FactsDatabase::SharedUnit;
    if (Id && *Id >= 0 && size_t(*Id) < Units.size())
      return Units[*Id];
    Error = "fact names no known unit ('u')";
    return std::nullopt;
  }

  /// A line or column number: SARIF, the editors and clang's source manager
  /// all count from 1, and a site stores it unsigned.
  static std::optional<unsigned> position(const FactLine &Line,
                                          llvm::StringRef Key,
                                          std::string &Error) {
    std::optional<int64_t> Number = Line.getInteger(Key);
    if (!Number)
      return std::nullopt;
    if (*Number < 1 || *Number > std::numeric_limits<unsigned>::max()) {
      Error = ("'" + Key + "' is " + llvm::Twine(*Number) + "; it must be 1.." +
               llvm::Twine(std::numeric_limits<unsigned>::max()))
                  .str();
      return std::nullopt;
    }
    return unsigned(*Number);
  }

  /// The site of a store or load; when it is missing or not a number,
  /// std::nullopt with Error left empty, for the caller to say which fields
  /// the fact needs.
  static std::optional<SourceSite> siteOf(const FactLine &Line,
                                          std::string &Error) {
    std::optional<llvm::StringRef> File = Line.getString("file");
    std::optional<unsigned> LineNo = position(Line, "line", Error);
    if (!LineNo)
      return std::nullopt;
    std::optional<unsigned> Column = position(Line, "column", Error);
    if (!File || !Column)
      return std::nullopt;
    return SourceSite{*File, *LineNo, *Column};
  }

  std::optional<std::string> readFact(const FactLine &Line) {
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
      // A member's slot is named "S:RECORD::MEMBER", and '|' in a slot's
      // name starts an object path: such a record's slots cannot be named.
      if (Name->contains('|'))
        return "record name holds '|', which slot names keep for object paths";
      RecordLayout R;
      R.Name = Name->str();
      R.IsUnion = Line.getBoolean("union").value_or(false);
      if (Line.has("file")) {
        std::optional<llvm::StringRef> File = Line.getString("file");
        if (!File || File->empty())
          return "record 'file' is not a path";
        R.File = File->str();
      }
      for (const llvm::json::Value &Field : *Fields) {
        const llvm::json::Array *Pair = Field.getAsArray();
        if (!Pair || Pair->size() != 2 || !(*Pair)[0].getAsString() ||
            !(*Pair)[1].getAsString())
          return "record field is not a [name, type] pair";
        if (Pair->front().getAsString()->contains('|'))
          return "record field name holds '|', which slot names keep for "
                 "object paths";
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
      std::optional<SourceSite> Site = siteOf(Line, Error);
      if (!Error.empty())
        return Error;
      if (!Kind || !Site)
        return "store without a valid 'kind', 'file', 'line' and 'col'";
      DB.addStore({*Target, *Kind, Line.getString("type").value_or(""), *Site,
                   Line.getString("assumes").value_or(""),
                   Line.getString("function").value_or("")},
                  *Unit);
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Source = Line.getString("flow")) {
      std::optional<llvm::StringRef> Target = Line.getString("to");
      if (!Target)
        return "flow without 'to'";
      DB.addFlow({*Source, *Target}, *Unit);
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Source = Line.getString("load")) {
      std::optional<llvm::StringRef> Type = Line.getString("type");
      std::optional<SourceSite> Site = siteOf(Line, Error);
      if (!Error.empty())
        return Error;
      if (!Type || !Site)
        return "load without a valid 'type', 'file', 'line' and 'col'";
      DB.addLoad({*Source, *Type, *Site, Line.getString("function").value_or("")},
                 *Unit);
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Function = Line.getString("defined")) {
      DB.addDefinition(*Function, *Unit);
      return std::nullopt;
    }
    if (std::optional<llvm::StringRef> Argument = Line.getString("pass")) {
      std::optional<llvm::StringRef> Path = Line.getString("path");
      if (!Path || Path->empty())
        return "pass without a 'path'";
      DB.addPass({*Argument, *Path}, *Unit);
      return std::nullopt;
    }
    return "unknown kind of fact";
  }

  llvm::StringRef Name;
  FactsDatabase &DB;
  std::vector<std::string> &Problems;
  std::vector<unsigned> Units; ///< File's unit id -> database's.
  unsigned Listed = 0;
  size_t Unlisted = 0, LastUnlisted = 0;
};

} // namespace

void writeUnitFacts(const TranslationUnitFacts &Facts, llvm::raw_ostream &OS) {
  writeHeader(OS, {Facts.MainFile});
  for (const RecordLayout &R : Facts.Records)
    writeRecord(OS, R);
  for (const std::string &Function : Facts.Definitions)
    writeDefinition(OS, Function, 0);
  for (const StoreFact &S : Facts.Stores)
    writeStore(OS, S, 0);
  for (const FlowFact &F : Facts.Flows)
    writeFlow(OS, F, 0);
  for (const LoadFact &L : Facts.Loads)
    writeLoad(OS, L, 0);
  for (const PassFact &P : Facts.Passes)
    writePass(OS, P, 0);
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

std::error_code prepareFactsDirectory(llvm::StringRef Dir) {
  // create_directories() accepts any file that is already there.
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    return EC;
  if (!llvm::sys::fs::is_directory(Dir))
    return std::make_error_code(std::errc::not_a_directory);
  return llvm::sys::fs::access(Dir, llvm::sys::fs::AccessMode::Write);
}

llvm::Error writeUnitFactsFile(const TranslationUnitFacts &Facts,
                               llvm::StringRef Dir) {
  return writeUnitFactsFile(Facts.MainFile, Dir,
                            [&](llvm::raw_ostream &OS) { writeUnitFacts(Facts, OS); });
}

llvm::Error writeUnitFactsFile(llvm::StringRef MainFile, llvm::StringRef Dir,
                               llvm::function_ref<void(llvm::raw_ostream &)> Contents) {
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    return llvm::createStringError(EC, "cannot create facts directory %s: %s",
                                   Dir.str().c_str(), EC.message().c_str());
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, unitFactsFileName(MainFile));
  return writeOutputFile(Path, Contents);
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
    writeDefinition(OS, Function, unitField(Unit));
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
  DB.forEachPass([&](const PassFact &P, unsigned Unit) {
    writePass(OS, P, unitField(Unit));
  });
}

llvm::Error readFactsBuffer(llvm::StringRef Text, llvm::StringRef Name,
                            FactsDatabase &DB,
                            std::vector<std::string> &Problems) {
  return FactsReader(Name, DB, Problems).read(Text);
}

llvm::Error readFactsFile(llvm::StringRef Path, FactsDatabase &DB,
                          std::vector<std::string> &Problems) {
  static constexpr InputFileKind FactsFile{
      "facts file", MaxFactsFileBytes, "split the facts into several files"};
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      readInputFile(Path, FactsFile);
  if (!Buffer)
    return Buffer.takeError();
  return readFactsBuffer((*Buffer)->getBuffer(), Path, DB, Problems);
}

std::vector<llvm::StringRef> splitJoinedFacts(llvm::StringRef Text) {
  // The writer sorts an object's keys, and no fact has a "format": a header
  // line, and only a header line, begins so.
  const std::string HeaderStart =
      (llvm::Twine("{\"format\":\"") + FormatName + "\"").str();
  std::vector<llvm::StringRef> Files;
  size_t Start = 0;
  for (size_t Line = 0; Line < Text.size();) {
    if (Line > Start && Text.substr(Line).starts_with(HeaderStart)) {
      Files.push_back(Text.slice(Start, Line));
      Start = Line;
    }
    size_t End = Text.find('\n', Line);
    if (End == llvm::StringRef::npos)
      break;
    Line = End + 1;
  }
  Files.push_back(Text.substr(Start));
  return Files;
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
