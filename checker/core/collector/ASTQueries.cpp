//===--- ASTQueries.cpp - Stateless questions about AST nodes -------------===//

#include "ASTQueries.h"
#include "clang/AST/Attr.h"

using namespace clang;

namespace privdata::collector {

bool isVoidPointer(QualType T) {
  if (T.isNull())
    return false;
  const auto *PT = T.getCanonicalType()->getAs<PointerType>();
  return PT && PT->getPointeeType()->isVoidType();
}

bool isSlotMemberType(QualType T) {
  if (T.isNull())
    return false;
  const Type *Element = T.getCanonicalType()->getBaseElementTypeUnsafe();
  return isVoidPointer(QualType(Element, 0));
}

AddressedObject addressedObject(QualType Pointee) {
  QualType T(Pointee.getCanonicalType()->getBaseElementTypeUnsafe(), 0);
  AddressedObject::Kind Kind = AddressedObject::Complete;
  if (T->isVoidType())
    Kind = AddressedObject::Unknown;
  else if (T->isCharType())
    Kind = AddressedObject::Bytes;
  else if (T->isFunctionType())
    Kind = AddressedObject::Function;
  else if (T->isIncompleteType())
    Kind = AddressedObject::Incomplete;
  return {Kind, T};
}

std::optional<QualType> sizedType(const Expr *Size) {
  const Expr *E = Size->IgnoreParenImpCasts();
  while (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() != BO_Add)
      break;
    E = BO->getLHS()->IgnoreParenImpCasts();
  }
  const auto *SizeOf = dyn_cast<UnaryExprOrTypeTraitExpr>(E);
  if (!SizeOf || SizeOf->getKind() != UETT_SizeOf)
    return std::nullopt;
  return SizeOf->getTypeOfArgument();
}

std::optional<AddressedObject> sizedRecord(const Expr *Size) {
  std::optional<QualType> T = sizedType(Size);
  if (!T)
    return std::nullopt;
  AddressedObject Object = addressedObject(*T);
  if (Object.ObjectKind != AddressedObject::Complete ||
      !Object.Type->isRecordType())
    return std::nullopt;
  return Object;
}

bool isZeroConstant(const Expr *E, const ASTContext &Context) {
  Expr::EvalResult Value;
  return !E->isValueDependent() && E->EvaluateAsInt(Value, Context) &&
         Value.Val.getInt().isZero();
}

const Expr *resultOf(const StmtExpr *SE) {
  const CompoundStmt *Body = SE->getSubStmt();
  return Body->body_empty() ? nullptr : dyn_cast<Expr>(Body->body_back());
}

const ParmVarDecl *parameterIn(const Expr *E, const FunctionDecl *Function) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *PVD = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
  return PVD && (!Function || PVD->getDeclContext() == Function) ? PVD : nullptr;
}

void forEachMemberInit(
    const InitListExpr *ILE,
    llvm::function_ref<void(const FieldDecl *, const Expr *)> Visit) {
  const RecordDecl *RD = ILE->getType()->getAsRecordDecl();
  if (!RD || !RD->getDefinition())
    return;
  if (RD->isUnion()) {
    if (const FieldDecl *FD = ILE->getInitializedFieldInUnion();
        FD && ILE->getNumInits() > 0 && ILE->getInit(0))
      Visit(FD, ILE->getInit(0));
    return;
  }
  unsigned Index = 0;
  for (const FieldDecl *FD : RD->getDefinition()->fields()) {
    if (FD->isUnnamedBitField())
      continue;
    if (Index >= ILE->getNumInits())
      break;
    if (const Expr *Init = ILE->getInit(Index++))
      Visit(FD, Init);
  }
}

const VarDecl *recordTable(const VarDecl *VD) {
  const VarDecl *Definition = VD->getDefinition();
  return Definition && Definition->isFileVarDecl() && Definition->getInit() &&
                 Definition->getType()->isArrayType() &&
                 Definition->getType()->getBaseElementTypeUnsafe()->isRecordType()
             ? Definition
             : nullptr;
}

const InitListExpr *semanticForm(const InitListExpr *ILE) {
  return ILE->isSemanticForm() ? ILE : ILE->getSemanticForm();
}

std::optional<QualType> unionOfMember(const Expr *E) {
  const auto *UO = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
  if (!UO || UO->getOpcode() != UO_AddrOf)
    return std::nullopt;
  const auto *ME = dyn_cast<MemberExpr>(UO->getSubExpr()->IgnoreParens());
  const auto *Field = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!Field || !Field->getParent()->isUnion())
    return std::nullopt;
  QualType Union = ME->getBase()->getType();
  return ME->isArrow() ? Union->getPointeeType() : Union;
}

const DeclRefExpr *functionReference(const Expr *Argument) {
  const Expr *E = Argument->IgnoreParenCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_AddrOf)
      E = UO->getSubExpr()->IgnoreParenCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE && isa<FunctionDecl>(DRE->getDecl()) ? DRE : nullptr;
}

bool isIntegerContext(QualType T) {
  return T->isIntegerType() && !T->isBooleanType() && !T->isEnumeralType();
}

bool skippable(const Expr *E) {
  return E->isTypeDependent() || E->isValueDependent() || E->containsErrors();
}

} // namespace privdata::collector
