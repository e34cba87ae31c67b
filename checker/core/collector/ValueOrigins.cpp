//===--- ValueOrigins.cpp - What an expression holds ----------------------===//
//
// The origins of a void * value (other nodes, typed pointers, raw bytes,
// integers, values of unknown origin) and the stores and flows they make
// when the value moves into a node; and what type a conversion reads a value
// back as.
//
//===----------------------------------------------------------------------===//

#include "ASTQueries.h"
#include "Collector.h"

#include "clang/Basic/Builtins.h"

using namespace clang;

namespace privdata::collector {

std::optional<std::string> Collector::readType(QualType Pointer) {
  const auto *To = Pointer.getCanonicalType()->getAs<PointerType>();
  if (!To)
    return std::nullopt;
  AddressedObject Object = addressedObject(To->getPointeeType());
  if (Object.ObjectKind != AddressedObject::Complete)
    return std::nullopt;
  return objectKey(Object);
}

void Collector::flowInto(const Expr *Value, const std::string &Target,
                         const std::string &Assumes) {
  llvm::SmallVector<Origin, 4> Sources;
  origins(Value, Sources);
  for (Origin &O : Sources) {
    if (!Assumes.empty())
      O.Assumes = Assumes;
    if (O.Kind == ValueKind::Bytes && O.Node.empty() && Models.fills(Target))
      continue;
    if (!O.Node.empty() && Assumes.empty())
      Facts.Flows.push_back({std::move(O.Node), Target});
    else if (!O.Node.empty())
      Facts.Stores.push_back({Target, ValueKind::Opaque, "",
                              Names.siteOf(Value->getBeginLoc()), Assumes});
    else
      Facts.Stores.push_back({Target, O.Kind, std::move(O.Type),
                              std::move(O.Site), std::move(O.Assumes)});
  }
}

void Collector::storeBytes(const std::string &Target, SourceLocation Loc) {
  if (Models.fills(Target))
    return;
  Facts.Stores.push_back({Target, ValueKind::Bytes, "", Names.siteOf(Loc), ""});
}

Origin Collector::value(ValueKind Kind, std::string Type, const Expr *E) {
  return {"", Kind, std::move(Type), Names.siteOf(E->getBeginLoc()), ""};
}

void Collector::origins(const Expr *Root, llvm::SmallVectorImpl<Origin> &Out) {
  // A worklist, not recursion: generated code nests conditionals and
  // statement expressions arbitrarily deep.
  llvm::SmallVector<const Expr *, 8> Work{Root};
  while (!Work.empty())
    originsOf(Work.pop_back_val(), Work, Out);
}

void Collector::originsOf(const Expr *E, llvm::SmallVectorImpl<const Expr *> &Work,
                          llvm::SmallVectorImpl<Origin> &Out) {
  E = E->IgnoreParens();
  if (skippable(E)) {
    Out.push_back(value(ValueKind::Opaque, "", E));
    return;
  }
  if (isa<ImplicitValueInitExpr, NoInitExpr>(E) ||
      E->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNotNull))
    return;
  if (const auto *CE = dyn_cast<CastExpr>(E))
    return castOrigins(CE, Work, Out);
  if (isa<MemberExpr, ArraySubscriptExpr>(E))
    if (std::optional<SlotAccess> Access = slotAccess(E, nullptr))
      return Out.push_back({setUpNode(slotNode(*Access), false), {}, {}, {}, {}});
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && isVoidPointer(VD->getType()))
      return Out.push_back({Names.varNode(VD), {}, {}, {}, {}});
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (FD && !FD->getBuiltinID() && isVoidPointer(FD->getReturnType())) {
      const AccessorSummary &Summary = summary(FD);
      if (Summary.ReturnsErrorPointer)
        return;
      if (Summary.Returns)
        return Out.push_back(
            {setUpNode(slotNode(bindToCall(*Summary.Returns, Call, nullptr)), false),
             {}, {}, {}, {}});
      if (Summary.ReturnsArgument && *Summary.ReturnsArgument < Call->getNumArgs())
        return Work.push_back(Call->getArg(*Summary.ReturnsArgument));
      if (!Summary.AllocationSize.empty())
        return allocationOrigins(Call, Summary.AllocationSize, Out);
      std::string Function = Names.functionKey(FD);
      Out.push_back({node::returnValue(Function), {}, {}, {}, {}});
      // The value of a function whose body is not here is unknown, unless
      // another translation unit defines it.
      if (!FD->hasBody()) {
        Origin Unknown = value(ValueKind::Opaque, "", E);
        Unknown.Assumes = Function;
        Out.push_back(std::move(Unknown));
      }
      return;
    }
    if (FD && FD->getBuiltinID() == Builtin::BI__builtin_assume_aligned &&
        Call->getNumArgs() > 0)
      return Work.push_back(Call->getArg(0));
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    Work.push_back(CO->getTrueExpr());
    return Work.push_back(CO->getFalseExpr());
  }
  if (const auto *BCO = dyn_cast<BinaryConditionalOperator>(E)) {
    Work.push_back(BCO->getCommon());
    return Work.push_back(BCO->getFalseExpr());
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() == BO_Comma || BO->getOpcode() == BO_Assign)
      return Work.push_back(BO->getRHS());
    // GNU arithmetic on void * addresses bytes.
    if (BO->isAdditiveOp() || BO->isCompoundAssignmentOp())
      return Out.push_back(value(ValueKind::Bytes, "", E));
  }
  if (const auto *SE = dyn_cast<StmtExpr>(E))
    if (const Expr *Result = resultOf(SE))
      return Work.push_back(Result);
  if (const auto *Choose = dyn_cast<ChooseExpr>(E))
    return Work.push_back(Choose->getChosenSubExpr());
  if (const auto *GS = dyn_cast<GenericSelectionExpr>(E))
    if (const Expr *Result = GS->getResultExpr())
      return Work.push_back(Result);
  if (const auto *OVE = dyn_cast<OpaqueValueExpr>(E))
    if (const Expr *Source = OVE->getSourceExpr())
      return Work.push_back(Source);
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return Work.push_back(FE->getSubExpr());
  // A typed pointer that reaches a slot unconverted: the argument of a
  // modelled function declared without a prototype. A void * the walk
  // cannot trace (an indirect call, *vv, va_arg, &&label) is of unknown
  // origin, which pointerValue says.
  if (const auto *PT = E->getType().getCanonicalType()->getAs<PointerType>())
    return Out.push_back(pointerValue(PT->getPointeeType(), E));
  Out.push_back(value(ValueKind::Opaque, "", E));
}

Origin Collector::pointerValue(QualType Pointee, const Expr *E) {
  AddressedObject Object = addressedObject(Pointee);
  switch (Object.ObjectKind) {
  case AddressedObject::Unknown:
    return value(ValueKind::Opaque, "", E);
  case AddressedObject::Bytes:
    return value(ValueKind::Bytes, "", E);
  case AddressedObject::Function:
  case AddressedObject::Incomplete:
  case AddressedObject::Complete:
    break;
  }
  return value(ValueKind::Typed, objectKey(Object), E);
}

void Collector::allocationOrigins(const CallExpr *Call,
                                  llvm::ArrayRef<unsigned> Factors,
                                  llvm::SmallVectorImpl<Origin> &Out) {
  for (unsigned Factor : Factors)
    if (Factor < Call->getNumArgs())
      if (std::optional<QualType> T = sizedType(Call->getArg(Factor)))
        return Out.push_back(pointerValue(*T, Call));
  Origin Unknown = value(ValueKind::Opaque, "", Call);
  // As for a library's sized area: the sizeof(T) the callers pass for the
  // size parameter, or the code sets the size member to, replace the guess.
  // Of several factors, one member is the size and the others a count.
  const FieldDecl *SizeField = nullptr;
  for (unsigned Factor : Factors)
    if (Factor < Call->getNumArgs())
      if (const auto *ME = dyn_cast<MemberExpr>(
              Call->getArg(Factor)->IgnoreParenImpCasts()))
        if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl())) {
          if (SizeField) {
            SizeField = nullptr;
            break;
          }
          SizeField = FD;
        }
  if (SizeField) {
    Unknown.Assumes = node::sizeMember(Names.memberName(SizeField));
    Out.push_back({Unknown.Assumes, {}, {}, {}, {}});
  } else if (Factors.size() == 1 && Factors[0] < Call->getNumArgs()) {
    if (const ParmVarDecl *PVD = sizeParameter(Call->getArg(Factors[0]))) {
      Unknown.Assumes = Names.varNode(PVD);
      Out.push_back({Unknown.Assumes, {}, {}, {}, {}});
    }
  }
  Out.push_back(std::move(Unknown));
}

void Collector::castOrigins(const CastExpr *CE,
                            llvm::SmallVectorImpl<const Expr *> &Work,
                            llvm::SmallVectorImpl<Origin> &Out) {
  const Expr *Sub = CE->getSubExpr();
  QualType From = Sub->getType().getCanonicalType();
  if (isVoidPointer(From) || CE->getCastKind() == CK_LValueToRValue ||
      CE->getCastKind() == CK_NoOp)
    return Work.push_back(Sub);
  if (std::optional<QualType> Union = unionOfMember(Sub))
    return Out.push_back(pointerValue(*Union, CE));
  if (const auto *PT = From->getAs<PointerType>())
    return Out.push_back(pointerValue(PT->getPointeeType(), CE));
  if (From->isIntegralOrEnumerationType())
    return Out.push_back(value(ValueKind::Integer, Names.typeKey(From), CE));
  Out.push_back(value(ValueKind::Opaque, "", CE));
}

} // namespace privdata::collector
