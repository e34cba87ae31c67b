//===--- Facts.cpp --------------------------------------------------------===//

#include "Facts.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include <utility>

namespace privdata {

std::string SourceSite::str() const {
  return File + ":" + std::to_string(Line) + ":" + std::to_string(Column);
}

static constexpr std::pair<AccessPath::Kind, llvm::StringLiteral>
    AccessPathPrefixes[] = {{AccessPath::EmbeddedIn, "in "},
                            {AccessPath::PointedToBy, "at "},
                            {AccessPath::AllocatedAt, "new at "},
                            {AccessPath::RegisteredWith, "registered with "},
                            {AccessPath::PassedTo, "passed to "},
                            {AccessPath::ElementOf, "element of "},
                            {AccessPath::SetUpBy, "set up by "}};

std::string AccessPath::str() const {
  for (const auto &[Kind, Prefix] : AccessPathPrefixes)
    if (Kind == PathKind)
      return (Prefix + Where).str();
  llvm_unreachable("every kind has a prefix");
}

std::optional<AccessPath> AccessPath::parse(llvm::StringRef Text) {
  for (const auto &[Kind, Prefix] : AccessPathPrefixes)
    if (Text.consume_front(Prefix))
      return AccessPath{Kind, Text.str()};
  return std::nullopt;
}

namespace node {

std::string pathInName(llvm::StringRef Path) {
  std::string Spelled;
  for (char C : Path) {
    if (C == '|')
      Spelled += "%7C";
    else
      Spelled += C;
  }
  return Spelled;
}

std::string memberSlot(llvm::StringRef Record, llvm::StringRef Member) {
  return ("S:" + Record + "::" + Member).str();
}

std::string globalName(llvm::StringRef Name, llvm::StringRef File) {
  if (File.empty())
    return Name.str();
  return (Name + "@" + pathInName(File)).str();
}

std::string globalSlot(llvm::StringRef GlobalName) {
  return ("S:" + GlobalName).str();
}

std::string param(llvm::StringRef Function, unsigned Index) {
  return ("P:" + Function + "#" + llvm::Twine(Index)).str();
}

std::string memberParam(llvm::StringRef Member, unsigned Index) {
  return param(Member, Index);
}

std::string sizeMember(llvm::StringRef Member) { return ("Z:" + Member).str(); }

std::string returnValue(llvm::StringRef Function) {
  return ("R:" + Function).str();
}

std::string local(llvm::StringRef Function, llvm::StringRef Name,
                  unsigned Line, unsigned Column) {
  return ("L:" + Function + ":" + Name + "@" + llvm::Twine(Line) + ":" +
          llvm::Twine(Column))
      .str();
}

std::string refinedSlot(llvm::StringRef Slot, const AccessPath &Path) {
  return (Slot + "|" + Path.str()).str();
}

std::string callbackSlot(llvm::StringRef Function, llvm::StringRef Parameter) {
  return ("S:" + Function + "(" + Parameter + ")").str();
}

bool isSlot(llvm::StringRef Node) { return Node.starts_with("S:"); }

bool isParam(llvm::StringRef Node) { return Node.starts_with("P:"); }

bool isSizeMember(llvm::StringRef Node) { return Node.starts_with("Z:"); }

bool isMemberParam(llvm::StringRef Node) {
  return Node.starts_with("P:struct ") || Node.starts_with("P:union ");
}

llvm::StringRef unrefined(llvm::StringRef Node) {
  return isSlot(Node) ? Node.take_until([](char C) { return C == '|'; }) : Node;
}

llvm::StringRef coarser(llvm::StringRef Node) {
  return isSlot(Node) ? Node.rsplit('|').first : Node;
}

bool isRefined(llvm::StringRef Node) { return unrefined(Node).size() != Node.size(); }

bool isSetUp(llvm::StringRef Node) {
  std::optional<AccessPath> Last =
      isRefined(Node) ? AccessPath::parse(Node.rsplit('|').second) : std::nullopt;
  return Last && Last->PathKind == AccessPath::SetUpBy;
}

std::vector<AccessPath> refinements(llvm::StringRef Node) {
  std::vector<AccessPath> Paths;
  if (!isRefined(Node))
    return Paths;
  llvm::SmallVector<llvm::StringRef, 2> Parts;
  Node.drop_front(unrefined(Node).size() + 1).split(Parts, '|');
  for (llvm::StringRef Part : Parts)
    if (std::optional<AccessPath> Path = AccessPath::parse(Part))
      Paths.push_back(std::move(*Path));
  return Paths;
}

bool isPointedTo(llvm::StringRef Node) {
  std::vector<AccessPath> Paths = refinements(Node);
  return !Paths.empty() && Paths.front().PathKind == AccessPath::PointedToBy;
}

} // namespace node

SlotName SlotName::fromNode(llvm::StringRef Node) {
  llvm::StringRef Body = node::unrefined(Node).drop_front(2);
  auto WithoutFile = [](llvm::StringRef Name) {
    return Name.take_until([](char C) { return C == '@'; }).str();
  };
  if (Body.ends_with(")")) {
    size_t Open = Body.rfind('(');
    return {"", Body.slice(Open + 1, Body.size() - 1).str(),
            WithoutFile(Body.take_front(Open))};
  }
  size_t Sep = Body.rfind("::");
  if (Sep != llvm::StringRef::npos)
    return {Body.take_front(Sep).str(), Body.drop_front(Sep + 2).str(), ""};
  // A file-scope static carries its file after '@'; users know it by name.
  return {"", WithoutFile(Body), ""};
}

std::string SlotName::qualified() const {
  if (!Callback.empty())
    return Callback + "(" + Member + ")";
  return Record.empty() ? Member : Record + "::" + Member;
}

std::string SlotName::subject() const {
  if (!Callback.empty())
    return "the context '" + Member + "' of callback '" + Callback + "'";
  if (Record.empty())
    return "'" + Member + "'";
  return "'" + Member + "' of '" + Record + "'";
}

bool isSlotType(llvm::StringRef TypeKey) {
  return TypeKey == VoidPointerKey ||
         (TypeKey.starts_with("void *[") && TypeKey.ends_with("]"));
}

/// The bracket that opens the group Text closes at Close, or npos when
/// none does (a path in an anonymous record's name may hold one alone).
static size_t openingOf(llvm::StringRef Text, size_t Close) {
  char Closing = Text[Close], Opening = Closing == ')' ? '(' : '[';
  unsigned Depth = 0;
  for (size_t I = Close + 1; I-- > 0;)
    if (Text[I] == Closing)
      ++Depth;
    else if (Text[I] == Opening && --Depth == 0)
      return I;
  return llvm::StringRef::npos;
}

/// Where in the declarator Text[Begin, End) an object's name would stand:
/// before the array bounds and parameter lists that end it, inside the
/// parentheses that hold a pointer to a function or array ("(*)").
/// Parentheses that are part of the type's name are not a declarator's:
/// "_Atomic(int)", "struct (unnamed struct at f.c:1:2)",
/// "struct outer::(anonymous 0)"; a function type's trailing
/// "__attribute__((noreturn))" follows the declarator.
static size_t declaratorHole(llvm::StringRef Text, size_t Begin, size_t End) {
  while (End > Begin && (Text[End - 1] == ']' || Text[End - 1] == ')')) {
    size_t Open = openingOf(Text, End - 1);
    if (Open == llvm::StringRef::npos || Open < Begin)
      return End;
    llvm::StringRef Inside = Text.slice(Open + 1, End - 1);
    llvm::StringRef Before = Text.slice(Begin, Open);
    if (Text[End - 1] == ')') {
      if (Inside.starts_with("*") || Inside.starts_with("^"))
        return declaratorHole(Text, Open + 1, End - 1);
      static constexpr llvm::StringLiteral Attribute = "__attribute__";
      if (Before.ends_with(Attribute)) {
        End = Begin + Before.drop_back(Attribute.size()).rtrim().size();
        continue;
      }
      auto OpensWith = [&](llvm::StringRef Word) {
        return Inside == Word || Inside.starts_with((Word + " ").str());
      };
      if (OpensWith("anonymous") || OpensWith("unnamed") ||
          (!Before.empty() &&
           (llvm::isAlnum(Before.back()) || Before.back() == '_')))
        return End;
    }
    End = Open;
  }
  return End;
}

std::string pointerTo(llvm::StringRef TypeKey) {
  size_t Hole = declaratorHole(TypeKey, 0, TypeKey.size());
  llvm::StringRef Before = TypeKey.take_front(Hole);
  llvm::StringRef After = TypeKey.drop_front(Hole);
  // A '*' binds less tightly than the array bounds or parameters after it.
  llvm::StringRef Star =
      After.starts_with("[") || After.starts_with("(") ? "(*)" : "*";
  bool Spaced = Before.empty() || Before.ends_with(" ") ||
                Before.ends_with("*") || Before.ends_with("(") ||
                Before.ends_with("^");
  return (Before + (Spaced ? "" : " ") + Star + After).str();
}

} // namespace privdata
