//===--- FactNames.cpp - What the facts call a declaration ----------------===//

#include "FactNames.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace privdata::collector {

FactNames::FactNames(ASTContext &Context)
    : SM(Context.getSourceManager()),
      Policy(Context.getPrintingPolicy()) {
  Policy.SuppressTagKeyword = false;
  Policy.AnonymousTagLocations = false;
}

std::string FactNames::recordName(const RecordDecl *RD) {
  RD = RD->getDefinition() ? RD->getDefinition() : RD;
  auto [It, Inserted] = RecordNames.try_emplace(RD);
  if (!Inserted)
    return It->second;
  std::string Name;
  if (RD->getDeclName())
    Name = (RD->getKindName() + " " + RD->getQualifiedNameAsString()).str();
  else if (const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
    Name = TD->getQualifiedNameAsString();
  else if (const auto *Parent = dyn_cast<RecordDecl>(RD->getDeclContext()))
    Name = recordName(Parent) + "::" + memberHolding(Parent, RD);
  else
    Name = (RD->getKindName() + " (anonymous at " +
            node::pathInName(siteOf(RD->getLocation()).str()) + ")")
               .str();
  // The recursion above may have grown the map; look the entry up again.
  RecordNames[RD] = Name;
  return Name;
}

std::string FactNames::memberHolding(const RecordDecl *Parent,
                                     const RecordDecl *RD) {
  unsigned Index = 0;
  for (const FieldDecl *FD : Parent->fields()) {
    const Type *T = FD->getType().getTypePtr();
    while (T->isPointerType() || T->isArrayType())
      T = T->getPointeeOrArrayElementType();
    if (T->getAsRecordDecl() == RD)
      return FD->getDeclName()
                 ? FD->getName().str()
                 : "(anonymous " + std::to_string(Index) + ")";
    ++Index;
  }
  return "(anonymous)";
}

std::string FactNames::typeKey(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (const RecordDecl *RD = T->getAsRecordDecl())
    return recordName(RD);
  if (const auto *PT = T->getAs<PointerType>())
    if (!PT->getPointeeType()->isFunctionType())
      return pointerTo(typeKey(PT->getPointeeType()));
  return T.getAsString(Policy);
}

const RecordDecl *FactNames::owner(const FieldDecl *FD) {
  const RecordDecl *Owner = FD->getParent();
  while (Owner->isAnonymousStructOrUnion())
    if (const auto *Parent = dyn_cast<RecordDecl>(Owner->getDeclContext()))
      Owner = Parent;
    else
      break;
  return Owner;
}

std::string FactNames::memberName(const FieldDecl *FD) {
  return recordName(owner(FD)) + "::" + FD->getName().str();
}

std::string FactNames::functionKey(const FunctionDecl *FD) {
  FD = FD->getCanonicalDecl();
  auto [It, Inserted] = FunctionKeys.try_emplace(FD);
  if (Inserted) {
    It->second = FD->getQualifiedNameAsString();
    if (!FD->isExternallyVisible())
      It->second += "@" + fileOf(FD->getLocation());
  }
  return It->second;
}

std::string FactNames::globalName(const VarDecl *VD) {
  return node::globalName(VD->getName(),
                          VD->isExternallyVisible()
                              ? ""
                              : fileOf(VD->getCanonicalDecl()->getLocation()));
}

std::string FactNames::varNode(const VarDecl *VD) {
  if (const auto *PVD = dyn_cast<ParmVarDecl>(VD))
    if (const auto *FD = dyn_cast<FunctionDecl>(PVD->getDeclContext()))
      return node::param(functionKey(FD), PVD->getFunctionScopeIndex());
  if (VD->hasGlobalStorage() && !VD->isStaticLocal())
    return node::globalSlot(globalName(VD));
  std::string Function;
  if (const auto *FD =
          dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod()))
    Function = functionKey(FD);
  SourceSite Site = siteOf(VD->getLocation());
  return node::local(Function, VD->getName(), Site.Line, Site.Column);
}

SourceSite FactNames::siteOf(SourceLocation Loc) {
  SourceSite Site;
  if (Loc.isInvalid())
    return Site;
  Loc = SM.getExpansionLoc(Loc);
  Site.File = fileOf(Loc);
  Site.Line = SM.getExpansionLineNumber(Loc);
  Site.Column = SM.getExpansionColumnNumber(Loc);
  return Site;
}

std::string FactNames::fileOf(SourceLocation Loc) {
  FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  auto [It, Inserted] = FilePaths.try_emplace(FID);
  if (Inserted)
    if (auto Entry = SM.getFileEntryRefForID(FID))
      It->second = pathOf(*Entry);
  return It->second;
}

std::string FactNames::pathOf(FileEntryRef File) const {
  FileManager &Files = SM.getFileManager();
  // The real path when the file system has one; the fallback below too
  // when it has not, whatever clang's own fallback is.
  llvm::SmallString<256> Path(Files.getCanonicalName(File));
  Files.makeAbsolutePath(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

} // namespace privdata::collector
