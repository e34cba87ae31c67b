//===--- Traversal.cpp - Where in the unit values move --------------------===//
//
// The visitor's entry points: each assignment, initialization, call,
// reference, return and conversion that moves a void * value, or reads one
// back, becomes the facts the other parts spell out.
//
//===----------------------------------------------------------------------===//

#include "ASTQueries.h"
#include "Collector.h"

using namespace clang;

namespace privdata::collector {

// Past RunningCodeVisitor's own TraverseDecl, which would ask runsNoCode
// again.
bool Collector::TraverseDecl(Decl *D) {
  if (!D || Code.runsNoCode(D))
    return true;
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (!FD && !isa<BlockDecl>(D))
    return RecursiveASTVisitor<Collector>::TraverseDecl(D);
  if (FD && FD->isExternallyVisible() && FD->doesThisDeclarationHaveABody())
    Facts.Definitions.push_back(Names.functionKey(FD));
  // The whole definition: a callback's parameters are read where they are
  // declared.
  if (FD && FD->doesThisDeclarationHaveABody())
    Bodies.push_back({Names.siteOf(FD->getBeginLoc()), Names.siteOf(FD->getEndLoc()),
                      FD->getQualifiedNameAsString()});
  // A return inside a block belongs to the block, not to the function.
  Functions.push_back(FD);
  bool Continue = RecursiveASTVisitor<Collector>::TraverseDecl(D);
  Functions.pop_back();
  return Continue;
}

void Collector::nameEnclosingFunctions() {
  llvm::sort(Bodies, [](const FunctionBody &A, const FunctionBody &B) { return A.Begin < B.Begin; });
  auto EnclosingFunction = [&](const SourceSite &Site) -> std::string {
    // The innermost body that holds Site: the last to begin before it, in
    // its file, that has not ended.
    auto After = llvm::upper_bound(Bodies, Site, [](const SourceSite &S, const FunctionBody &B) {
      return S < B.Begin;
    });
    for (auto It = std::make_reverse_iterator(After); It != Bodies.rend(); ++It) {
      if (It->Begin.File != Site.File)
        break;
      if (!(It->End < Site))
        return It->Function;
    }
    return "";
  };
  for (LoadFact &L : Facts.Loads)
    L.Function = EnclosingFunction(L.Site);
  for (StoreFact &S : Facts.Stores)
    S.Function = EnclosingFunction(S.Site);
}

bool Collector::VisitBinaryOperator(BinaryOperator *BO) {
  if (!BO->isAssignmentOp() || skippable(BO))
    return true;
  if (const auto *ME = dyn_cast<MemberExpr>(BO->getLHS()->IgnoreParenImpCasts()))
    if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
      if (FD->getType()->isIntegerType() && BO->getOpcode() == BO_Assign)
        setSizeMember(FD, BO->getRHS());
  for (const std::string &Target : targetNodes(BO->getLHS())) {
    if (BO->getOpcode() == BO_Assign)
      flowInto(BO->getRHS(), Target);
    else
      storeBytes(Target, BO->getOperatorLoc());
  }
  return true;
}

bool Collector::VisitUnaryOperator(UnaryOperator *UO) {
  if (!UO->isIncrementDecrementOp() || skippable(UO))
    return true;
  for (const std::string &Target : targetNodes(UO->getSubExpr()))
    storeBytes(Target, UO->getOperatorLoc());
  return true;
}

bool Collector::VisitVarDecl(VarDecl *VD) {
  // A table's initializer fills its own elements, which a read through a
  // path that reaches other objects of the record does not see.
  if (recordTable(VD) == VD)
    if (const auto *Init = dyn_cast<InitListExpr>(VD->getInit())) {
      const InitListExpr *Table = semanticForm(Init);
      ObjectPath Elements = elementsOf(VD);
      for (const Expr *Element : Table ? Table->inits() : ArrayRef<Expr *>())
        if (const auto *Record = dyn_cast_or_null<InitListExpr>(Element))
          initializeRecord(Record, Elements);
    }
  if (isa<ParmVarDecl>(VD) || !isVoidPointer(VD->getType()))
    return true;
  const Expr *Init = VD->getInit();
  if (Init && !skippable(Init))
    flowInto(Init, Names.varNode(VD));
  return true;
}

bool Collector::VisitInitListExpr(InitListExpr *ILE) {
  const InitListExpr *Semantic = semanticForm(ILE);
  if (Semantic && !skippable(Semantic))
    initializeRecord(Semantic, ObjectPath());
  return true;
}

bool Collector::VisitCallExpr(CallExpr *CE) {
  // Operator calls number the object argument among the arguments.
  if (skippable(CE) || isa<CXXOperatorCallExpr>(CE))
    return true;
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD) {
    passToMember(CE);
    return true;
  }
  if (FD->getBuiltinID())
    return true;
  // A call may see only a declaration without a prototype; the parameters
  // are those of the definition.
  if (const FunctionDecl *Definition = FD->getDefinition())
    FD = Definition;
  unsigned N = std::min(CE->getNumArgs(), FD->getNumParams());
  const AccessorSummary &Summary = summary(FD);
  // An accessor's store lands in the slot of the objects this caller
  // passes, not in the slot of every object the accessor is ever given.
  // A modelled function declared without a prototype has no parameters to
  // count, only the arguments of the call.
  llvm::SmallVector<bool, 8> Stored(N, false);
  for (const auto &[Access, Param] : Summary.Stores)
    if (Param < CE->getNumArgs()) {
      SlotAccess Bound = bindToCall(Access, CE, nullptr);
      if (Access.Object.Kind == ObjectPath::Parameter &&
          Bound.Object == ObjectPath() &&
          Access.Object.Index < CE->getNumArgs())
        Bound.Object = passedObject(CE->getArg(Access.Object.Index));
      for (const std::string &Node : storeNodes(Bound))
        flowInto(CE->getArg(Param), Node);
      if (Param < N)
        Stored[Param] = true;
    }
  passObjects(CE, FD, N);
  const FunctionModel *Model = modelOf(FD);
  for (unsigned I = 0; I < N; ++I) {
    if (!Stored[I] && isVoidPointer(FD->getParamDecl(I)->getType()))
      flowInto(CE->getArg(I), node::param(Names.functionKey(FD), I));
    else if (!Model)
      passSizedType(FD, I, CE->getArg(I));
  }
  for (const ModelCallback &Callback : Summary.Callbacks)
    bindCallback(CE, Callback);
  if (Model)
    applyModel(*Model, CE, CE->getBeginLoc());
  else if (!FD->hasBody())
    storeThroughLibrary(CE, FD, N);
  return true;
}

bool Collector::VisitDeclRefExpr(DeclRefExpr *DRE) {
  const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl());
  if (!FD || NonEscapingRefs.contains(DRE) || CallbackRefs.contains(DRE))
    return true;
  const FunctionDecl *Canonical = FD->getCanonicalDecl();
  // A modelled function used as a method (.open = simple_open) does to
  // whatever objects it is given what its model says.
  if (AddressTaken.try_emplace(Canonical, DRE->getBeginLoc()).second)
    if (const FunctionModel *Model = modelOf(FD))
      applyModel(*Model, nullptr, DRE->getBeginLoc());
  // A function whose address is taken is called from places we cannot see,
  // with arguments we cannot know; installed as a table's member, it is
  // called through the member, and where the facts show such calls, their
  // arguments are what its parameters hold.
  const FieldDecl *Member = MemberRefs.lookup(DRE);
  if (Member ? !LinkedMembers.insert({Canonical, Member}).second
             : !UnknownParameters.insert(Canonical).second)
    return true;
  for (unsigned I = 0, N = FD->getNumParams(); I < N; ++I) {
    if (!isVoidPointer(FD->getParamDecl(I)->getType()))
      continue;
    std::string Param = node::param(Names.functionKey(FD), I);
    std::string Calls =
        Member ? node::memberParam(Names.memberName(Member), I) : std::string();
    if (Member)
      Facts.Flows.push_back({Calls, Param});
    Facts.Stores.push_back({Param, ValueKind::Opaque, "",
                            Names.siteOf(DRE->getBeginLoc()), Calls});
  }
  return true;
}

bool Collector::VisitReturnStmt(ReturnStmt *RS) {
  const FunctionDecl *FD = Functions.empty() ? nullptr : Functions.back();
  const Expr *Value = RS->getRetValue();
  if (FD && Value && isVoidPointer(FD->getReturnType()) && !skippable(Value))
    flowInto(Value, node::returnValue(Names.functionKey(FD)));
  return true;
}

bool Collector::VisitCastExpr(CastExpr *CE) {
  if (skippable(CE))
    return true;
  // Most casts are lvalue-to-rvalue or arithmetic; a load is a bit cast,
  // or an integer parameter that carries a callback's context.
  const Expr *Sub = CE->getSubExpr();
  llvm::SmallVector<Origin, 4> Sources;
  if (CE->getCastKind() == CK_BitCast && isVoidPointer(Sub->getType())) {
    origins(Sub, Sources);
  } else if (CE->getCastKind() == CK_IntegralToPointer) {
    const ParmVarDecl *PVD = parameterIn(Sub, nullptr);
    if (PVD && isIntegerContext(PVD->getType()))
      Sources.push_back({Names.varNode(PVD), {}, {}, {}, {}});
  }
  if (Sources.empty())
    return true;
  std::optional<std::string> Type = readType(CE->getType());
  if (!Type)
    return true;
  for (const Origin &O : Sources)
    if (!O.Node.empty())
      Facts.Loads.push_back({O.Node, *Type, Names.siteOf(CE->getBeginLoc())});
  return true;
}

llvm::SmallVector<std::string, 1> Collector::targetNodes(const Expr *LHS) {
  llvm::SmallVector<std::string, 1> Targets;
  if (!isVoidPointer(LHS->getType()))
    return Targets;
  LHS = LHS->IgnoreParens();
  if (std::optional<SlotAccess> Access = slotAccess(LHS, nullptr)) {
    for (const ObjectPath &Object : storedObjects(LHS, Access->Object)) {
      Access->Object = Object;
      Targets.append(storeNodes(*Access));
    }
  } else if (const auto *DRE = dyn_cast<DeclRefExpr>(LHS)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      Targets.push_back(Names.varNode(VD));
  }
  return Targets;
}

void Collector::passToMember(const CallExpr *Call) {
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(Callee);
      UO && UO->getOpcode() == UO_Deref)
    Callee = UO->getSubExpr()->IgnoreParenImpCasts();
  const auto *ME = dyn_cast<MemberExpr>(Callee);
  const auto *Member = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!Member || !Member->getType()->isFunctionPointerType())
    return;
  const auto *Proto =
      Member->getType()->getPointeeType()->getAs<FunctionProtoType>();
  if (!Proto)
    return;
  for (unsigned I = 0, N = std::min(Call->getNumArgs(), Proto->getNumParams());
       I < N; ++I)
    if (isVoidPointer(Proto->getParamType(I)))
      flowInto(Call->getArg(I), node::memberParam(Names.memberName(Member), I));
}

void Collector::initializeRecord(const InitListExpr *ILE,
                                 const ObjectPath &Object) {
  if (!InitializedLists.insert(ILE).second)
    return;
  forEachMemberInit(ILE, [&](const FieldDecl *FD, const Expr *Init) {
    if (skippable(Init))
      return;
    if (isVoidPointer(FD->getType()))
      flowInto(Init, slotNode(memberAccess(FD, Object)));
    else if (isSlotMemberType(FD->getType()))
      initializeElements(Init, slotNode(memberAccess(FD, Object)));
    else if (FD->getType()->isIntegerType())
      setSizeMember(FD, Init);
    else if (const auto *Nested = dyn_cast<InitListExpr>(Init->IgnoreParens()))
      initializeRecord(Nested, ObjectPath::fixed(AccessPath::EmbeddedIn,
                                                 Names.memberName(FD)));
  });
}

void Collector::initializeElements(const Expr *Init, const std::string &Slot) {
  const auto *List = dyn_cast<InitListExpr>(Init->IgnoreParens());
  if (!List) {
    flowInto(Init, Slot);
    return;
  }
  for (const Expr *Element : List->inits())
    if (Element && !skippable(Element))
      initializeElements(Element, Slot);
}

} // namespace privdata::collector
