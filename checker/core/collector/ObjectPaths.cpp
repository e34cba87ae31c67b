//===--- ObjectPaths.cpp - Which object an access reaches -----------------===//
//
// The path by which the code reaches the object whose void * member it
// accesses (a member, a pointer member, an allocation, an accessor's
// parameter, or any object), through the locals that carry it; and so the
// slot node an access reads or writes.
//
//===----------------------------------------------------------------------===//

#include "ASTQueries.h"
#include "Collector.h"

using namespace clang;

namespace privdata::collector {

SlotAccess Collector::memberAccess(const FieldDecl *Field, ObjectPath Object) {
  const RecordDecl *Owner = FactNames::owner(Field);
  return {node::memberSlot(Names.recordName(Owner), Field->getName()), Owner,
          std::move(Object)};
}

std::string Collector::slotNode(const SlotAccess &Access) {
  if (Access.Owner)
    NeededRecords.push_back(Access.Owner);
  std::string Refinement = refinementOf(Access.Object);
  return Refinement.empty() ? Access.Slot : Access.Slot + "|" + Refinement;
}

std::string Collector::refinementOf(const ObjectPath &Object) {
  std::string Refinement;
  if (Object.Kind == ObjectPath::Fixed)
    Refinement = Object.Path.str();
  if (!Object.Registration.empty())
    Refinement += (Refinement.empty() ? "" : "|") +
                  AccessPath{AccessPath::RegisteredWith, Object.Registration}.str();
  return Refinement;
}

ObjectPath Collector::passedObject(const Expr *Pointer) {
  const FunctionDecl *Enclosing = Functions.empty() ? nullptr : Functions.back();
  const ParmVarDecl *PVD = Enclosing ? parameterIn(Pointer, Enclosing) : nullptr;
  if (!PVD || !Enclosing->isExternallyVisible() ||
      FunctionsAddressTaken.contains(Enclosing->getCanonicalDecl()) ||
      !PVD->getType()->isPointerType() ||
      !PVD->getType()->getPointeeType()->isRecordType())
    return {};
  return ObjectPath::fixed(AccessPath::PassedTo,
                           Names.functionKey(Enclosing) + "#" +
                               std::to_string(PVD->getFunctionScopeIndex()));
}

llvm::SmallVector<ObjectPath, 1>
Collector::storedObjects(const Expr *LHS, const ObjectPath &Object) {
  if (!(Object == ObjectPath()))
    return {Object};
  const Expr *E = LHS->IgnoreParens();
  while (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
    E = ASE->getBase()->IgnoreParenImpCasts();
  const auto *ME = dyn_cast<MemberExpr>(E);
  if (!ME || !ME->isArrow())
    return {Object};
  const Expr *Pointer = ME->getBase()->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Pointer))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
        VD && VD->isLocalVarDecl() && !VD->isStaticLocal()) {
      localPath(VD);
      auto It = LocalAlternatives.find(VD);
      if (It != LocalAlternatives.end())
        return {It->second.begin(), It->second.end()};
    }
  return {passedObject(Pointer)};
}

void Collector::passObjects(const CallExpr *Call, const FunctionDecl *FD,
                            unsigned N) {
  if (!FD->isExternallyVisible())
    return;
  for (unsigned I = 0; I < N; ++I) {
    QualType T = FD->getParamDecl(I)->getType();
    if (!T->isPointerType() || !T->getPointeeType()->isRecordType())
      continue;
    const Expr *Arg = Call->getArg(I);
    ObjectPath Object = pathOfPointer(Arg, nullptr);
    if (Object == ObjectPath())
      Object = passedObject(Arg);
    std::string Path = refinementOf(Object);
    if (Path.empty())
      continue;
    std::string Argument = Names.functionKey(FD) + "#" + std::to_string(I);
    if (PassedPaths.insert({Argument, Path}).second)
      Facts.Passes.push_back({std::move(Argument), std::move(Path)});
  }
}

std::optional<SlotAccess> Collector::slotAccess(const Expr *E,
                                                const FunctionDecl *Scope) {
  if (!isVoidPointer(E->getType()))
    return std::nullopt;
  E = E->IgnoreParens();
  bool Element = false;
  while (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    E = ASE->getBase()->IgnoreParenImpCasts();
    Element = true;
  }
  const auto *ME = dyn_cast<MemberExpr>(E);
  const auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!FD || FD->getType()->isArrayType() != Element ||
      !isSlotMemberType(FD->getType()))
    return std::nullopt;
  return memberAccess(FD, ME->isArrow() ? pathOfPointer(ME->getBase(), Scope)
                                        : pathOfObject(ME->getBase(), Scope));
}

ObjectPath Collector::pathOfObject(const Expr *Object, const FunctionDecl *Scope,
                                   bool FollowLocals) {
  Object = Object->IgnoreParenImpCasts();
  // An object embedded in one of a registration's is one of its too.
  if (const auto *ME = dyn_cast<MemberExpr>(Object))
    if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl())) {
      ObjectPath Path =
          ObjectPath::fixed(AccessPath::EmbeddedIn, Names.memberName(FD));
      inheritRegistration(
          Path, ME->isArrow()
                    ? pathOfPointer(ME->getBase(), Scope, FollowLocals)
                    : pathOfObject(ME->getBase(), Scope, FollowLocals));
      return Path;
    }
  if (const auto *UO = dyn_cast<UnaryOperator>(Object))
    if (UO->getOpcode() == UO_Deref)
      return pathOfPointer(UO->getSubExpr(), Scope, FollowLocals);
  // An element of a table of the unit: table[i].
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Object))
    if (isa<DeclRefExpr>(ASE->getBase()->IgnoreParenImpCasts()))
      return pathOfPointer(ASE->getBase(), Scope, FollowLocals);
  // A local copy of a record carries the slot values of the original.
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Object))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
        VD && FollowLocals && VD->isLocalVarDecl() && !VD->isStaticLocal())
      return localPath(VD);
  return {};
}

ObjectPath Collector::pathOfPointer(const Expr *Pointer,
                                    const FunctionDecl *Scope,
                                    bool FollowLocals) {
  Pointer = Pointer->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(Pointer))
    if (UO->getOpcode() == UO_AddrOf)
      return pathOfObject(UO->getSubExpr(), Scope, FollowLocals);
  if (const auto *ME = dyn_cast<MemberExpr>(Pointer))
    if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl())) {
      std::string Member = Names.memberName(FD);
      ObjectPath Base =
          ME->isArrow() ? pathOfPointer(ME->getBase(), Scope, FollowLocals)
                        : pathOfObject(ME->getBase(), Scope, FollowLocals);
      if (std::optional<ObjectPath> Set = memberObject(Base, Member))
        return *Set;
      return ObjectPath::fixed(AccessPath::PointedToBy, std::move(Member));
    }
  // What an allocator returns is a new object, unlike any other.
  if (const auto *Call = dyn_cast<CallExpr>(Pointer)) {
    if (const VarDecl *Table = elementTable(Call))
      return elementsOf(Table);
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee &&
        (Callee->hasAttr<RestrictAttr>() || Callee->hasAttr<AllocSizeAttr>()))
      return ObjectPath::fixed(AccessPath::AllocatedAt,
                               Names.siteOf(Call->getBeginLoc()).str());
    return {};
  }
  // The kernel's allocators are statement expressions: ({ ...; _res; }).
  if (const auto *SE = dyn_cast<StmtExpr>(Pointer)) {
    const Expr *Result = resultOf(SE);
    return Result ? pathOfPointer(Result, Scope, /*FollowLocals=*/true)
                  : ObjectPath();
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(Pointer);
  if (!DRE)
    return {};
  if (const auto *PVD = dyn_cast<ParmVarDecl>(DRE->getDecl())) {
    if (Scope && PVD->getDeclContext() == Scope)
      return ObjectPath::parameter(PVD->getFunctionScopeIndex());
    return Registrations.Objects.lookup(PVD);
  }
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  // A table of the unit decays to a pointer to its elements.
  if (VD && VD->getType()->isArrayType()) {
    const VarDecl *Table = recordTable(VD);
    return Table ? elementsOf(Table) : ObjectPath();
  }
  if (!VD || !FollowLocals || !VD->isLocalVarDecl() || VD->isStaticLocal())
    return {};
  // A local the unit installs a registration's table on holds its objects,
  // wherever it got them (snd_card_proc_new(card, name, &entry)).
  ObjectPath Path = localPath(VD);
  if (Path == ObjectPath())
    return Registrations.Objects.lookup(VD);
  return Path;
}

ObjectPath Collector::localPath(const VarDecl *VD) {
  const auto *FD =
      dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
  if (!FD || !FD->getBody())
    return {};
  if (ScannedFunctions.insert(FD).second)
    scanLocalPaths(FD->getBody());
  auto It = LocalPaths.find(VD);
  return It == LocalPaths.end() ? ObjectPath() : It->second;
}

/// Collects, for each local pointer or record of a body, the paths of the
/// values assigned to it and the locals it is assigned from.
struct Collector::LocalPathScanner
    : RunningCodeVisitor<Collector::LocalPathScanner> {
  Collector &C;
  llvm::DenseMap<const VarDecl *, std::optional<ObjectPath>> Paths;
  explicit LocalPathScanner(Collector &C) : RunningCodeVisitor(C.Code), C(C) {}
  /// Records that Value (null: something unknown) is assigned to VD. A
  /// record local holds a copy of its value, members included; a value
  /// that is another local (or a statement expression ending in one)
  /// has that local's path, once it is known.
  void assign(const VarDecl *VD, const Expr *Value) {
    if (Value)
      if (const VarDecl *Other = localValue(Value)) {
        Unpinned.insert(VD);
        From[VD].push_back(Other);
        Paths.try_emplace(VD, std::nullopt);
        return;
      }
    ObjectPath Path;
    if (Value && VD->getType()->isRecordType())
      Path = C.pathOfObject(Value, nullptr, /*FollowLocals=*/false);
    else if (Value)
      Path = C.pathOfPointer(Value, nullptr, /*FollowLocals=*/false);
    merge(VD, Path);
    if (Path.Kind == ObjectPath::Fixed && !llvm::is_contained(Assigned[VD], Path))
      Assigned[VD].push_back(Path);
  }
  void merge(const VarDecl *VD, const ObjectPath &Path) {
    if (Path.Kind != ObjectPath::Fixed)
      Unpinned.insert(VD);
    auto [It, Inserted] = Paths.try_emplace(VD, Path);
    if (!Inserted) {
      if (!It->second)
        It->second = Path;
      else if (!(*It->second == Path))
        It->second = ObjectPath();
    }
  }
  static const VarDecl *localValue(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *SE = dyn_cast<StmtExpr>(E)) {
      const Expr *Result = resultOf(SE);
      return Result ? localValue(Result) : nullptr;
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(E);
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    return VD && tracked(VD) ? VD : nullptr;
  }
  /// The path of VD once the locals it was assigned from are resolved.
  /// Each result is kept: it is the same wherever the search entered,
  /// since a local that reaches a cycle of assignments points anywhere
  /// whichever way it is reached. So a chain of locals is walked once,
  /// not once for each of its locals.
  ObjectPath resolve(const VarDecl *VD,
                     llvm::DenseSet<const VarDecl *> &Active) {
    if (auto Done = Resolved.find(VD); Done != Resolved.end())
      return Done->second;
    auto It = Paths.find(VD);
    if (It == Paths.end() || !Active.insert(VD).second)
      return {};
    if (Active.size() > MaxFollowDepth) {
      TooDeep = true;
      Active.erase(VD);
      return {};
    }
    std::optional<ObjectPath> Path = It->second;
    for (const VarDecl *Other : From.lookup(VD)) {
      ObjectPath OtherPath = resolve(Other, Active);
      if (!Path)
        Path = OtherPath;
      else if (!(*Path == OtherPath))
        Path = ObjectPath();
    }
    Active.erase(VD);
    return Resolved[VD] = Path.value_or(ObjectPath());
  }
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<const VarDecl *, 1>> From;
  /// The fixed paths assigned to each local, and the locals also assigned
  /// something else (another local, a value of no fixed path).
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<ObjectPath, 2>> Assigned;
  llvm::DenseSet<const VarDecl *> Unpinned;
  llvm::DenseMap<const VarDecl *, ObjectPath> Resolved;
  bool TooDeep = false;
  static bool tracked(const VarDecl *VD) {
    return VD->isLocalVarDecl() &&
           (VD->getType()->isPointerType() || VD->getType()->isRecordType());
  }
  bool VisitVarDecl(VarDecl *VD) {
    // A declaration without an initializer assigns nothing yet.
    if (const Expr *Init = VD->getInit(); Init && tracked(VD))
      assign(VD, skippable(Init) ? nullptr : Init);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (!BO->isAssignmentOp() || skippable(BO))
      return true;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens()))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()); VD && tracked(VD))
        assign(VD, BO->getOpcode() == BO_Assign ? BO->getRHS() : nullptr);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    // A pointer whose address escapes may be assigned anywhere. (A
    // record's address is how C uses a record.)
    if (UO->getOpcode() == UO_AddrOf)
      if (const auto *DRE =
              dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens()))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
            VD && tracked(VD) && VD->getType()->isPointerType())
          merge(VD, ObjectPath());
    return true;
  }
};

void Collector::scanLocalPaths(Stmt *Body) {
  LocalPathScanner Scan(*this);
  Scan.TraverseStmt(Body);
  llvm::DenseSet<const VarDecl *> Active;
  for (auto &Entry : Scan.Paths)
    LocalPaths[Entry.first] = Scan.resolve(Entry.first, Active);
  // What a cut chain gives depends on where it was entered; give nothing.
  if (Scan.TooDeep)
    for (auto &Entry : Scan.Paths)
      LocalPaths[Entry.first] = ObjectPath();
  // A local assigned the objects of several fixed paths, and nothing else,
  // holds one of them: a store through it is a store into each.
  for (auto &[VD, Assigned] : Scan.Assigned)
    if (Assigned.size() > 1 && !Scan.Unpinned.contains(VD))
      LocalAlternatives[VD] = Assigned;
}

SlotAccess Collector::bindToCall(SlotAccess Access, const CallExpr *Call,
                                 const FunctionDecl *Scope) {
  ObjectPath Summarized = Access.Object;
  auto Argument = [&](unsigned Index) -> const Expr * {
    return Index < Call->getNumArgs() ? Call->getArg(Index) : nullptr;
  };
  if (Summarized.Kind == ObjectPath::Parameter) {
    const Expr *Arg = Argument(Summarized.Index);
    Access.Object = Arg ? pathOfPointer(Arg, Scope) : ObjectPath();
  }
  const Expr *From = Argument(Summarized.RegistrationIndex);
  switch (Summarized.RegistrationFrom) {
  case ObjectPath::Known:
    break;
  case ObjectPath::MemberOf: {
    Access.Object.RegistrationFrom = ObjectPath::Known;
    std::optional<ObjectPath> Set =
        From ? memberObject(pathOfPointer(From, Scope), Summarized.Path.Where)
             : std::nullopt;
    if (Set)
      Access.Object = *Set;
    break;
  }
  case ObjectPath::ObjectParameter:
    Access.Object.RegistrationFrom = ObjectPath::Known;
    if (From)
      inheritRegistration(Access.Object, pathOfPointer(From, Scope));
    break;
  case ObjectPath::TableArgument:
    Access.Object.RegistrationFrom = ObjectPath::Known;
    if (!From || (Access.Object.Kind == ObjectPath::Fixed &&
                  Access.Object.Path.PathKind != AccessPath::EmbeddedIn))
      break;
    if (const ParmVarDecl *Own =
            Scope ? parameterIn(From->IgnoreParenCasts(), Scope) : nullptr) {
      Access.Object.RegistrationFrom = ObjectPath::TableArgument;
      Access.Object.RegistrationIndex = Own->getFunctionScopeIndex();
    } else {
      Access.Object.Registration = tableRegistration(From);
    }
    break;
  }
  return Access;
}

} // namespace privdata::collector
