//===--- Models.cpp -------------------------------------------------------===//

#include "Models.h"
#include "InputFile.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/YAMLTraits.h"
#include <algorithm>

namespace privdata {
namespace {

constexpr llvm::StringLiteral ModelFormat = "privdata-models";
constexpr unsigned ModelVersion = 1;

/// LLVM's YAML parser, and yaml::Input after it, recurse once for each level
/// of nesting, and once for each of a run of commas ("[,,,"), of document end
/// markers ("...") or of empty documents: a file deep or long enough
/// overflows the stack. A model file nests five levels and has no such runs,
/// so these bounds are still generous.
constexpr unsigned MaxNesting = 256;
constexpr unsigned MaxRun = 256;

/// LLVM's scanner looks at the whole leading blank part of a folded block
/// scalar (">") again for each of its lines, and that part is made of the
/// blank lines at the scalar's start: a megabyte of empty lines followed by
/// as many short ones takes hours. Bounding each run of blank lines bounds
/// that part.
constexpr size_t MaxBlankRun = 256;

/// A larger model file is refused, before it is read: the shipped ones hold
/// a few KiB, and bench/pathological.sh's of 200,000 functions 23 MB.
constexpr uint64_t MaxModelFileBytes = uint64_t(256) << 20;

/// The shipped models, generated from checker/models/*.yaml.
struct DefaultModel {
  const char *Name;
  const char *Text;
};
constexpr DefaultModel DefaultModels[] = {
#include "DefaultModels.inc"
};

/// A callback's parameter as a model file spells it: an index or "last".
struct CallbackParameter {
  std::optional<unsigned> Index;
};

struct ModelDocument {
  std::string Format;
  unsigned Version = 0;
  std::vector<FunctionModel> Functions;
  std::vector<AliasModel> Aliases;
};

/// The line numbers of a text, found by a binary search over where its lines
/// start: counting line breaks for each model would make a file of many
/// models quadratic to read.
class LineTable {
public:
  explicit LineTable(llvm::StringRef Text) : Text(Text) {
    for (size_t Break = Text.find('\n'); Break != llvm::StringRef::npos;
         Break = Text.find('\n', Break + 1))
      LaterLineStarts.push_back(Break + 1);
  }

  /// The line of At, from 1; 0 if At is not in the text.
  unsigned lineOf(const char *At) const {
    if (!At || At < Text.begin() || At > Text.end())
      return 0;
    size_t Offset = At - Text.begin();
    return 1 + (std::upper_bound(LaterLineStarts.begin(),
                                 LaterLineStarts.end(), Offset) -
                LaterLineStarts.begin());
  }

private:
  llvm::StringRef Text;
  std::vector<size_t> LaterLineStarts;
};

/// What the YAML mappings need to know to say where a model was written.
struct ParseContext {
  llvm::StringRef Name;
  LineTable Lines;

  ModelOrigin originOf(llvm::yaml::IO &IO) const {
    const llvm::yaml::Node *Node =
        static_cast<llvm::yaml::Input &>(IO).getCurrentNode();
    return {Name.str(),
            Lines.lineOf(Node ? Node->getSourceRange().Start.getPointer()
                              : nullptr)};
  }
};

/// The first problem found in a model file, as one line.
struct FirstProblem {
  llvm::StringRef Name;
  std::string Message;

  static void report(const llvm::SMDiagnostic &D, void *Context) {
    auto &Problem = *static_cast<FirstProblem *>(Context);
    if (!Problem.Message.empty())
      return;
    if (D.getLineNo() > 0)
      Problem.Message =
          llvm::formatv("{0}:{1}:{2}: {3}", D.getFilename(), D.getLineNo(),
                        D.getColumnNo() + 1, D.getMessage());
    else
      Problem.Message = (Problem.Name + ": " + D.getMessage()).str();
  }
};

/// The first byte of Text that no text file holds: a C0 control other than
/// a tab or line break, or DEL. YAML allows none of them.
const char *firstControlByte(llvm::StringRef Text) {
  return llvm::find_if(Text, [](unsigned char C) {
    return (C < 0x20 && C != '\t' && C != '\n' && C != '\r') || C == 0x7f;
  });
}

/// The comma that makes a run longer than MaxRun, or null. A run is what
/// LLVM's scanner reads as one: commas with only blanks, line breaks and
/// comments between them. Commas in quoted strings count too, which errs on
/// the safe side only.
const char *commaBeyondRun(llvm::StringRef Text) {
  unsigned Run = 0;
  for (const char *At = Text.begin(); At != Text.end(); ++At) {
    switch (*At) {
    case ',':
      if (++Run > MaxRun)
        return At;
      break;
    case ' ':
    case '\t':
    case '\r':
    case '\n':
      break;
    case '#':
      if (Run)
        while (At + 1 != Text.end() && At[1] != '\n' && At[1] != '\r')
          ++At;
      break;
    default:
      Run = 0;
    }
  }
  return nullptr;
}

/// The line that makes a run of document end markers longer than MaxRun, or
/// null. A marker is a line that starts with "..." and a blank; blank and
/// comment lines do not end a run, as they do not for LLVM's scanner.
const char *documentEndBeyondRun(llvm::StringRef Text) {
  unsigned Run = 0;
  while (!Text.empty()) {
    size_t Break = Text.find_first_of("\r\n");
    llvm::StringRef Line = Text.take_front(Break);
    if (Line.starts_with("...") &&
        (Line.size() == 3 || Line[3] == ' ' || Line[3] == '\t')) {
      if (++Run > MaxRun)
        return Line.begin();
    } else if (llvm::StringRef Content = Line.ltrim(" \t");
               !Content.empty() && Content.front() != '#') {
      Run = 0;
    }
    Text = Text.drop_front(Break == llvm::StringRef::npos ? Text.size()
                                                           : Break + 1);
  }
  return nullptr;
}

/// The line that makes a run of blank lines (empty, or of spaces and tabs)
/// longer than MaxBlankRun characters, line breaks included, or null.
const char *blankLineBeyondRun(llvm::StringRef Text) {
  size_t Run = 0;
  while (!Text.empty()) {
    size_t Break = Text.find_first_of("\r\n");
    llvm::StringRef Line = Text.take_front(Break);
    if (Line.find_first_not_of(" \t") == llvm::StringRef::npos) {
      Run += Line.size() + 1;
      if (Run > MaxBlankRun)
        return Line.begin();
    } else {
      Run = 0;
    }
    Text = Text.drop_front(Break == llvm::StringRef::npos ? Text.size()
                                                           : Break + 1);
  }
  return nullptr;
}

void reportAt(llvm::yaml::Stream &Stream, const char *At,
              const llvm::Twine &Message) {
  llvm::SMLoc Loc = llvm::SMLoc::getFromPointer(At);
  Stream.printError(llvm::SMRange(Loc, Loc), Message);
}

/// Reads every node under Root depth first, with a stack of its own rather
/// than recursion, and reports the first alias or level deeper than
/// MaxNesting. LLVM's parser reads a collection only as it is iterated and,
/// recursively, skips an entry that was not read to its end: so each entry
/// is read to its end before the next one.
bool checkNodes(llvm::yaml::Stream &Stream, llvm::yaml::Node *Root) {
  struct Level {
    llvm::yaml::SequenceNode::iterator Entry;
    llvm::yaml::MappingNode::iterator Pair;
    bool IsMapping = false;
    /// Parts of the current entry entered: a sequence entry has one, a
    /// mapping's pair two (its key and value).
    unsigned Entered = 0;
  };
  std::vector<Level> Open;
  auto Enter = [&](llvm::yaml::Node *Node) {
    // A node the parser could not read is null; it has reported why.
    if (!Node)
      return true;
    if (auto *Alias = llvm::dyn_cast<llvm::yaml::AliasNode>(Node)) {
      // The name follows the '*'.
      reportAt(Stream, Alias->getName().begin() - 1,
               "YAML aliases are not supported in model files; write the "
               "value out");
      return false;
    }
    auto *Sequence = llvm::dyn_cast<llvm::yaml::SequenceNode>(Node);
    auto *Mapping = llvm::dyn_cast<llvm::yaml::MappingNode>(Node);
    if (!Sequence && !Mapping)
      return true;
    if (Open.size() == MaxNesting) {
      Stream.printError(Node, llvm::formatv("nesting deeper than {0} levels; "
                                            "a model file needs at most 5",
                                            MaxNesting));
      return false;
    }
    Level Opened;
    if (Sequence)
      Opened.Entry = Sequence->begin();
    else
      Opened.Pair = Mapping->begin();
    Opened.IsMapping = Mapping != nullptr;
    Open.push_back(Opened);
    return true;
  };
  if (!Enter(Root))
    return false;
  while (!Open.empty()) {
    Level &Current = Open.back();
    if (Current.Entered == (Current.IsMapping ? 2u : 1u)) {
      if (Current.IsMapping)
        ++Current.Pair;
      else
        ++Current.Entry;
      Current.Entered = 0;
      continue;
    }
    bool AtEnd = Current.IsMapping
                     ? Current.Pair == llvm::yaml::MappingNode::iterator()
                     : Current.Entry == llvm::yaml::SequenceNode::iterator();
    if (AtEnd) {
      Open.pop_back();
      continue;
    }
    llvm::yaml::Node *Part =
        !Current.IsMapping     ? &*Current.Entry
        : Current.Entered == 0 ? Current.Pair->getKey()
                               : Current.Pair->getValue();
    ++Current.Entered;
    // Current may move as Enter opens a level.
    if (!Enter(Part))
      return false;
  }
  return true;
}

/// How many documents of Buffer hold something, after a reading that does
/// not recurse; or nothing, after reporting why yaml::Input must not read
/// it: a byte that is not text, a syntax error, an alias, or what would
/// make it recurse too deep.
std::optional<unsigned> checkedDocumentCount(llvm::MemoryBufferRef Buffer,
                                             FirstProblem &Problem) {
  llvm::SourceMgr Sources;
  Sources.setDiagHandler(FirstProblem::report, &Problem);
  llvm::yaml::Stream Stream(Buffer, Sources, /*ShowColors=*/false);
  llvm::StringRef Text = Buffer.getBuffer();
  if (const char *Control = firstControlByte(Text); Control != Text.end()) {
    reportAt(Stream, Control,
             llvm::formatv("byte {0:x2} is not text; a model file is YAML "
                           "text (is this a binary file?)",
                           static_cast<unsigned char>(*Control)));
    return std::nullopt;
  }
  if (const char *Comma = commaBeyondRun(Text)) {
    reportAt(Stream, Comma,
             llvm::formatv("more than {0} commas in a row; write one comma "
                           "between two entries",
                           MaxRun));
    return std::nullopt;
  }
  if (const char *End = documentEndBeyondRun(Text)) {
    reportAt(Stream, End,
             llvm::formatv("more than {0} document end markers ('...') in a "
                           "row; write one at the end of a document",
                           MaxRun));
    return std::nullopt;
  }
  if (const char *Blank = blankLineBeyondRun(Text)) {
    reportAt(Stream, Blank,
             llvm::formatv("more than {0} characters of blank lines in a row; "
                           "remove the blank lines",
                           MaxBlankRun));
    return std::nullopt;
  }
  unsigned Documents = 0;
  unsigned EmptyRun = 0;
  for (llvm::yaml::document_iterator Document = Stream.begin(),
                                     End = Stream.end();
       Document != End; ++Document) {
    llvm::yaml::Node *Root = Document->getRoot();
    if (Root && llvm::isa<llvm::yaml::NullNode>(Root)) {
      if (++EmptyRun > MaxRun) {
        Stream.printError(Root, llvm::formatv("more than {0} empty documents "
                                              "in a row; remove the extra "
                                              "'---' lines",
                                              MaxRun));
        return std::nullopt;
      }
      continue;
    }
    EmptyRun = 0;
    if (Root)
      ++Documents;
    if (!checkNodes(Stream, Root))
      return std::nullopt;
  }
  if (Stream.failed())
    return std::nullopt;
  return Documents;
}

std::string checkIndex(const FunctionModel &F, llvm::StringRef Role,
                       std::optional<unsigned> Index) {
  if (!Index || *Index < F.Parameters)
    return "";
  return llvm::formatv("{0} {1} of '{2}' is out of range: the model declares "
                       "{3} parameter{4} (indices start at 0)",
                       Role, *Index, F.Function, F.Parameters,
                       F.Parameters == 1 ? "" : "s");
}

std::string checkSlot(const ModelSlot &S, llvm::StringRef Function) {
  if (llvm::StringRef(S.Slot).trim().empty())
    return ("a slot of the model of '" + Function + "' is empty").str();
  return "";
}

} // namespace
} // namespace privdata

using namespace privdata;

template <> struct llvm::yaml::ScalarTraits<CallbackParameter> {
  static void output(const CallbackParameter &P, void *, raw_ostream &OS) {
    if (P.Index)
      OS << *P.Index;
    else
      OS << "last";
  }
  static StringRef input(StringRef Scalar, void *, CallbackParameter &P) {
    if (Scalar == "last") {
      P.Index.reset();
      return {};
    }
    unsigned Index;
    if (Scalar.getAsInteger(10, Index))
      return "expected a parameter index or 'last'";
    P.Index = Index;
    return {};
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct llvm::yaml::MappingTraits<ModelSlot> {
  static void mapping(IO &IO, ModelSlot &S) {
    IO.mapRequired("slot", S.Slot);
    IO.mapOptional("object", S.Object);
  }
};

template <> struct llvm::yaml::MappingTraits<ModelStore> {
  static void mapping(IO &IO, ModelStore &S) {
    IO.mapRequired("slot", S.Into.Slot);
    IO.mapOptional("object", S.Into.Object);
    IO.mapOptional("argument", S.Argument);
    IO.mapOptional("new", S.NewObject);
    std::optional<std::string> From;
    std::optional<unsigned> FromObject;
    IO.mapOptional("from", From);
    IO.mapOptional("from-object", FromObject);
    IO.mapOptional("registration", S.Registration);
    if (From)
      S.FromSlot = ModelSlot{*From, FromObject};
    else if (FromObject)
      S.FromSlot = ModelSlot{"", FromObject};
  }
  static std::string validate(IO &, ModelStore &S) {
    unsigned Values = S.Argument.has_value() + !S.NewObject.empty() +
                      S.FromSlot.has_value();
    if (Values != 1)
      return "a store needs exactly one of 'argument', 'new' and 'from'";
    if (S.FromSlot && S.FromSlot->Slot.empty())
      return "'from-object' needs 'from'";
    if (S.Registration && !llvm::StringRef(S.Into.Slot).contains("::"))
      return "'registration' needs the slot of a record's member";
    return "";
  }
};

template <> struct llvm::yaml::MappingTraits<ModelCallback> {
  static void mapping(IO &IO, ModelCallback &C) {
    IO.mapRequired("callback", C.Callback);
    IO.mapRequired("context", C.Context);
    CallbackParameter Parameter;
    IO.mapRequired("parameter", Parameter);
    C.Parameter = Parameter.Index;
    IO.mapOptional("when-zero", C.WhenZero);
  }
};

template <> struct llvm::yaml::MappingTraits<ModelSizedArea> {
  static void mapping(IO &IO, ModelSizedArea &A) {
    IO.mapRequired("slot", A.Into.Slot);
    IO.mapOptional("object", A.Into.Object);
    IO.mapRequired("size", A.Size);
  }
};

template <> struct llvm::yaml::MappingTraits<ModelMemberArgument> {
  static void mapping(IO &IO, ModelMemberArgument &M) {
    IO.mapRequired("member", M.Member);
    IO.mapRequired("argument", M.Argument);
  }
  static std::string validate(IO &, ModelMemberArgument &M) {
    llvm::StringRef Member = llvm::StringRef(M.Member).trim();
    if (Member.empty() || Member.contains("::") ||
        Member.contains(' '))
      return "a registration's 'member' is the name of a member of its "
             "'object': \"dev\"";
    return "";
  }
};

template <> struct llvm::yaml::MappingTraits<ModelRegistration> {
  static void mapping(IO &IO, ModelRegistration &R) {
    IO.mapRequired("table", R.Table);
    IO.mapRequired("object", R.Object);
    IO.mapOptional("members", R.Members);
    IO.mapOptional("first", R.First);
  }
  static std::string validate(IO &, ModelRegistration &R) {
    llvm::StringRef Object = llvm::StringRef(R.Object).trim();
    if (!Object.starts_with("struct ") && !Object.starts_with("union "))
      return "a registration's 'object' is a record: \"struct name\"";
    if (llvm::StringRef(R.First).contains("::") ||
        llvm::StringRef(R.First).trim().contains(' '))
      return "a registration's 'first' is the name of a member of its "
             "table: \"probe\"";
    return "";
  }
};

template <> struct llvm::yaml::MappingTraits<FunctionModel> {
  static void mapping(IO &IO, FunctionModel &F) {
    F.Origin = static_cast<ParseContext *>(IO.getContext())->originOf(IO);
    IO.mapRequired("function", F.Function);
    IO.mapRequired("parameters", F.Parameters);
    IO.mapOptional("variadic", F.Variadic, false);
    IO.mapOptional("returns", F.Returns);
    IO.mapOptional("stores", F.Stores);
    IO.mapOptional("callbacks", F.Callbacks);
    IO.mapOptional("sized-areas", F.SizedAreas);
    IO.mapOptional("registrations", F.Registrations);
    IO.mapOptional("returns-error-pointer", F.ReturnsErrorPointer, false);
    IO.mapOptional("returns-element-of", F.ReturnsElementOf);
  }
  static std::string validate(IO &, FunctionModel &F) {
    if (llvm::StringRef(F.Function).trim().empty())
      return "'function' is empty";
    if (!F.Returns && F.Stores.empty() && F.Callbacks.empty() &&
        F.SizedAreas.empty() && F.Registrations.empty() &&
        !F.ReturnsErrorPointer && !F.ReturnsElementOf)
      return "the model of '" + F.Function +
             "' says nothing: give it 'returns', 'stores', 'callbacks', "
             "'sized-areas', 'registrations', 'returns-error-pointer' or "
             "'returns-element-of'";
    if ((F.Returns ? 1 : 0) + (F.ReturnsErrorPointer ? 1 : 0) +
            (F.ReturnsElementOf ? 1 : 0) >
        1)
      return "the model of '" + F.Function +
             "' says more than one of 'returns', 'returns-error-pointer' and "
             "'returns-element-of'";
    std::string Error;
    auto Check = [&](std::string Problem) {
      if (Error.empty())
        Error = std::move(Problem);
    };
    if (F.Returns) {
      Check(checkSlot(*F.Returns, F.Function));
      Check(checkIndex(F, "object", F.Returns->Object));
    }
    for (const ModelStore &S : F.Stores) {
      Check(checkSlot(S.Into, F.Function));
      Check(checkIndex(F, "object", S.Into.Object));
      Check(checkIndex(F, "argument", S.Argument));
      if (S.FromSlot)
        Check(checkIndex(F, "from-object", S.FromSlot->Object));
      Check(checkIndex(F, "registration", S.Registration));
    }
    for (const ModelRegistration &R : F.Registrations) {
      Check(checkIndex(F, "table", R.Table));
      for (const ModelMemberArgument &M : R.Members)
        Check(checkIndex(F, "member argument", M.Argument));
    }
    Check(checkIndex(F, "returns-element-of", F.ReturnsElementOf));
    for (const ModelCallback &C : F.Callbacks) {
      Check(checkIndex(F, "callback", C.Callback));
      Check(checkIndex(F, "context", C.Context));
      Check(checkIndex(F, "when-zero", C.WhenZero));
    }
    for (const ModelSizedArea &A : F.SizedAreas) {
      Check(checkSlot(A.Into, F.Function));
      Check(checkIndex(F, "object", A.Into.Object));
      Check(checkIndex(F, "size", A.Size));
    }
    return Error;
  }
};

template <> struct llvm::yaml::MappingTraits<AliasModel> {
  static void mapping(IO &IO, AliasModel &A) {
    A.Origin = static_cast<ParseContext *>(IO.getContext())->originOf(IO);
    IO.mapRequired("from", A.From);
    IO.mapRequired("to", A.To);
  }
  static std::string validate(IO &, AliasModel &A) {
    if (llvm::StringRef(A.From).trim().empty() ||
        llvm::StringRef(A.To).trim().empty())
      return "an alias needs a non-empty 'from' and 'to'";
    return "";
  }
};

template <> struct llvm::yaml::MappingTraits<ModelDocument> {
  static void mapping(IO &IO, ModelDocument &D) {
    IO.mapRequired("format", D.Format);
    IO.mapRequired("version", D.Version);
    IO.mapOptional("functions", D.Functions);
    IO.mapOptional("aliases", D.Aliases);
  }
  static std::string validate(IO &, ModelDocument &D) {
    if (D.Format != ModelFormat)
      return ("'format' is '" + D.Format + "'; a model file says '" +
              ModelFormat + "'")
          .str();
    if (D.Version != ModelVersion)
      return llvm::formatv("model format version {0} is not supported (this "
                           "privdata reads version {1})",
                           D.Version, ModelVersion);
    return "";
  }
};

LLVM_YAML_IS_SEQUENCE_VECTOR(ModelStore)
LLVM_YAML_IS_SEQUENCE_VECTOR(ModelCallback)
LLVM_YAML_IS_SEQUENCE_VECTOR(ModelSizedArea)
LLVM_YAML_IS_SEQUENCE_VECTOR(ModelRegistration)
LLVM_YAML_IS_SEQUENCE_VECTOR(ModelMemberArgument)
LLVM_YAML_IS_SEQUENCE_VECTOR(FunctionModel)
LLVM_YAML_IS_SEQUENCE_VECTOR(AliasModel)
LLVM_YAML_IS_DOCUMENT_LIST_VECTOR(ModelDocument)

namespace privdata {

std::string ModelOrigin::str() const {
  return Line ? File + ":" + std::to_string(Line) : File;
}

std::string modelSlotNode(llvm::StringRef Slot) {
  return ("S:" + Slot.trim()).str();
}

llvm::Error ModelSet::addDocument(llvm::StringRef Text, llvm::StringRef Name) {
  FirstProblem Problem{Name, ""};
  auto Failure = [&](std::error_code Code) {
    return llvm::createStringError(Code, Problem.Message.empty()
                                             ? Name.str() + ": not a model file"
                                             : Problem.Message);
  };
  llvm::MemoryBufferRef Buffer(Text, Name);
  std::optional<unsigned> Documents = checkedDocumentCount(Buffer, Problem);
  if (!Documents)
    return Failure(std::make_error_code(std::errc::invalid_argument));
  if (*Documents == 0)
    return llvm::createStringError(
        std::errc::invalid_argument,
        "%s: no model in the file (it is empty or holds only comments); a "
        "model file starts with 'format: %s' and 'version: %u'",
        Name.str().c_str(), ModelFormat.data(), ModelVersion);

  ParseContext Context{Name, LineTable(Text)};
  llvm::yaml::Input In(Buffer, &Context, FirstProblem::report, &Problem);
  std::vector<ModelDocument> Parsed;
  In >> Parsed;
  if (In.error())
    return Failure(In.error());
  for (ModelDocument &Document : Parsed) {
    for (FunctionModel &F : Document.Functions) {
      for (const ModelStore &S : F.Stores)
        Filled.insert(modelSlotNode(S.Into.Slot));
      for (const ModelSizedArea &A : F.SizedAreas)
        Filled.insert(modelSlotNode(A.Into.Slot));
      std::string Key = F.Function;
      Functions.insert_or_assign(Key, std::move(F));
    }
    for (AliasModel &A : Document.Aliases) {
      Filled.insert(modelSlotNode(A.To));
      Aliases.push_back(std::move(A));
    }
  }
  return llvm::Error::success();
}

llvm::Expected<ModelSet> ModelSet::load(llvm::ArrayRef<std::string> Files,
                                        bool WithDefaults) {
  ModelSet Models;
  if (WithDefaults)
    for (const DefaultModel &D : DefaultModels)
      if (llvm::Error E = Models.addDocument(
              D.Text, (llvm::Twine("<default models>/") + D.Name).str()))
        return std::move(E);
  for (const std::string &File : Files) {
    static constexpr InputFileKind ModelFile{
        "model file", MaxModelFileBytes, "split the models into several files"};
    llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
        readInputFile(File, ModelFile);
    if (!Buffer)
      return Buffer.takeError();
    if (llvm::Error E = Models.addDocument((*Buffer)->getBuffer(), File))
      return std::move(E);
  }
  return std::move(Models);
}

const FunctionModel *ModelSet::function(llvm::StringRef Name) const {
  auto It = Functions.find(Name);
  return It == Functions.end() ? nullptr : &It->second;
}

bool ModelSet::fills(llvm::StringRef SlotNode) const {
  return Filled.contains(node::unrefined(SlotNode));
}

std::string ModelMismatch::message() const {
  auto Spell = [](unsigned N, bool Variadic) {
    return std::to_string(N) + " parameter" + (N == 1 ? "" : "s") +
           (Variadic ? " and '...'" : "");
  };
  return "the model of '" + Function + "' (" + Model.str() + ") expects " +
         Spell(ModelParameters, ModelVariadic) + ", but '" + Function +
         "' is declared with " + Spell(DeclaredParameters, DeclaredVariadic) +
         " at " + Declaration.str() + "; the model is not applied";
}

} // namespace privdata
