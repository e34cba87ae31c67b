//===--- Facts.cpp --------------------------------------------------------===//

#include "Facts.h"
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
                            {AccessPath::AllocatedAt, "new at "}};

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

std::string memberSlot(llvm::StringRef Record, llvm::StringRef Member) {
  return ("S:" + Record + "::" + Member).str();
}

std::string globalSlot(llvm::StringRef Name, llvm::StringRef File) {
  if (File.empty())
    return ("S:" + Name).str();
  return ("S:" + Name + "@" + File).str();
}

std::string param(llvm::StringRef Function, unsigned Index) {
  return ("P:" + Function + "#" + llvm::Twine(Index)).str();
}

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

llvm::StringRef unrefined(llvm::StringRef Node) {
  return isSlot(Node) ? Node.take_until([](char C) { return C == '|'; }) : Node;
}

bool isRefined(llvm::StringRef Node) { return unrefined(Node).size() != Node.size(); }

std::optional<AccessPath> refinement(llvm::StringRef Node) {
  if (!isRefined(Node))
    return std::nullopt;
  return AccessPath::parse(Node.drop_front(unrefined(Node).size() + 1));
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

std::string pointerTo(llvm::StringRef TypeKey) {
  if (TypeKey.ends_with("*"))
    return (TypeKey + "*").str();
  return (TypeKey + " *").str();
}

} // namespace privdata
