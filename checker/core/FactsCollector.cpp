//===--- FactsCollector.cpp -----------------------------------------------===//

#include "FactsCollector.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Path.h"
#include <optional>

using namespace clang;

namespace privdata {
namespace {

bool isVoidPointer(QualType T) {
  if (T.isNull())
    return false;
  const auto *PT = T.getCanonicalType()->getAs<PointerType>();
  return PT && PT->getPointeeType()->isVoidType();
}

/// Where a value that flows into a node comes from: another node, or a value
/// of a known kind created at Site.
struct Origin {
  std::string Node;
  ValueKind Kind = ValueKind::Opaque;
  std::string Type;
  SourceSite Site;
};

/// Bounds the recursion through nested conditionals and statement
/// expressions, which machine-generated code can nest arbitrarily deep.
constexpr unsigned MaxOriginDepth = 64;

class Collector : public RecursiveASTVisitor<Collector> {
  using Base = RecursiveASTVisitor<Collector>;

public:
  explicit Collector(ASTContext &Context)
      : Context(Context), SM(Context.getSourceManager()),
        Policy(Context.getPrintingPolicy()) {
    Policy.SuppressTagKeyword = false;
    Policy.AnonymousTagLocations = false;
  }

  TranslationUnitFacts run() {
    if (auto Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Facts.MainFile = normalizedPath(Main->getName());
    TraverseDecl(Context.getTranslationUnitDecl());
    emitRecordLayouts();
    return std::move(Facts);
  }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    if (D->isInvalidDecl())
      return true;
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD && !isa<BlockDecl>(D))
      return Base::TraverseDecl(D);
    // A return inside a block belongs to the block, not to the function.
    Functions.push_back(FD);
    bool Continue = Base::TraverseDecl(D);
    Functions.pop_back();
    return Continue;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (!BO->isAssignmentOp() || skippable(BO))
      return true;
    std::optional<std::string> Target = targetNode(BO->getLHS());
    if (!Target)
      return true;
    if (BO->getOpcode() == BO_Assign)
      flowInto(BO->getRHS(), *Target);
    else
      storeBytes(*Target, BO->getOperatorLoc());
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (!UO->isIncrementDecrementOp() || skippable(UO))
      return true;
    if (std::optional<std::string> Target = targetNode(UO->getSubExpr()))
      storeBytes(*Target, UO->getOperatorLoc());
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD) || !isVoidPointer(VD->getType()))
      return true;
    const Expr *Init = VD->getInit();
    if (Init && !skippable(Init))
      flowInto(Init, varNode(VD));
    return true;
  }

  bool VisitInitListExpr(InitListExpr *ILE) {
    const InitListExpr *Semantic =
        ILE->isSemanticForm() ? ILE : ILE->getSemanticForm();
    if (Semantic && !skippable(Semantic))
      initializeRecord(Semantic);
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (const auto *Callee =
            dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts()))
      CalleeRefs.insert(Callee);
    // Operator calls number the object argument among the arguments.
    if (skippable(CE) || isa<CXXOperatorCallExpr>(CE))
      return true;
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || FD->getBuiltinID())
      return true;
    unsigned N = std::min(CE->getNumArgs(), FD->getNumParams());
    for (unsigned I = 0; I < N; ++I)
      if (isVoidPointer(FD->getParamDecl(I)->getType()))
        flowInto(CE->getArg(I), node::param(functionKey(FD), I));
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    // A function whose address is taken is called from places we cannot
    // see, with arguments we cannot know.
    const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl());
    if (!FD || CalleeRefs.contains(DRE) || !AddressTaken.insert(FD->getCanonicalDecl()).second)
      return true;
    for (unsigned I = 0, N = FD->getNumParams(); I < N; ++I)
      if (isVoidPointer(FD->getParamDecl(I)->getType()))
        Facts.Stores.push_back({node::param(functionKey(FD), I),
                                ValueKind::Opaque, "", siteOf(DRE->getBeginLoc())});
    return true;
  }

  bool VisitReturnStmt(ReturnStmt *RS) {
    const FunctionDecl *FD = Functions.empty() ? nullptr : Functions.back();
    const Expr *Value = RS->getRetValue();
    if (FD && Value && isVoidPointer(FD->getReturnType()) && !skippable(Value))
      flowInto(Value, node::returnValue(functionKey(FD)));
    return true;
  }

  bool VisitCastExpr(CastExpr *CE) {
    if (skippable(CE) || !isVoidPointer(CE->getSubExpr()->getType()))
      return true;
    const auto *To = CE->getType().getCanonicalType()->getAs<PointerType>();
    if (!To)
      return true;
    QualType Pointee = To->getPointeeType();
    // Byte access and incomplete types say nothing about the stored object.
    if (Pointee->isVoidType() || Pointee->isCharType() ||
        Pointee->isFunctionType() || Pointee->isIncompleteType())
      return true;
    llvm::SmallVector<Origin, 4> Sources;
    origins(CE->getSubExpr(), Sources, 0);
    std::string Type;
    for (const Origin &O : Sources) {
      if (O.Node.empty())
        continue;
      if (Type.empty())
        Type = objectKey(Pointee);
      Facts.Loads.push_back({O.Node, Type, siteOf(CE->getBeginLoc())});
    }
    return true;
  }

private:
  static bool skippable(const Expr *E) {
    return E->isTypeDependent() || E->isValueDependent() ||
           E->containsErrors();
  }

  /// The node an assignment to LHS writes, if LHS is a void * slot or
  /// variable.
  std::optional<std::string> targetNode(const Expr *LHS) {
    if (!isVoidPointer(LHS->getType()))
      return std::nullopt;
    LHS = LHS->IgnoreParens();
    if (const auto *ME = dyn_cast<MemberExpr>(LHS))
      if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
        return slotNode(FD);
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LHS))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        return varNode(VD);
    return std::nullopt;
  }

  void initializeRecord(const InitListExpr *ILE) {
    if (!InitializedLists.insert(ILE).second)
      return;
    const RecordDecl *RD = ILE->getType()->getAsRecordDecl();
    if (!RD || !RD->getDefinition())
      return;
    auto Visit = [&](const FieldDecl *FD, const Expr *Init) {
      if (!Init || skippable(Init))
        return;
      if (isVoidPointer(FD->getType()))
        flowInto(Init, slotNode(FD));
      else if (const auto *Nested = dyn_cast<InitListExpr>(Init->IgnoreParens()))
        initializeRecord(Nested);
    };
    if (RD->isUnion()) {
      if (const FieldDecl *FD = ILE->getInitializedFieldInUnion();
          FD && ILE->getNumInits() > 0)
        Visit(FD, ILE->getInit(0));
      return;
    }
    unsigned Index = 0;
    for (const FieldDecl *FD : RD->getDefinition()->fields()) {
      if (FD->isUnnamedBitField())
        continue;
      if (Index >= ILE->getNumInits())
        break;
      Visit(FD, ILE->getInit(Index++));
    }
  }

  void flowInto(const Expr *Value, const std::string &Target) {
    llvm::SmallVector<Origin, 4> Sources;
    origins(Value, Sources, 0);
    for (Origin &O : Sources) {
      if (!O.Node.empty())
        Facts.Flows.push_back({std::move(O.Node), Target});
      else
        Facts.Stores.push_back(
            {Target, O.Kind, std::move(O.Type), std::move(O.Site)});
    }
  }

  void storeBytes(const std::string &Target, SourceLocation Loc) {
    Facts.Stores.push_back({Target, ValueKind::Bytes, "", siteOf(Loc)});
  }

  Origin value(ValueKind Kind, std::string Type, const Expr *E) {
    return {"", Kind, std::move(Type), siteOf(E->getBeginLoc())};
  }

  /// What a void * valued expression may hold. A null constant holds
  /// nothing.
  void origins(const Expr *E, llvm::SmallVectorImpl<Origin> &Out,
               unsigned Depth) {
    E = E->IgnoreParens();
    if (Depth > MaxOriginDepth || skippable(E)) {
      Out.push_back(value(ValueKind::Opaque, "", E));
      return;
    }
    if (isa<ImplicitValueInitExpr, NoInitExpr>(E) ||
        E->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNotNull))
      return;
    if (const auto *CE = dyn_cast<CastExpr>(E))
      return castOrigins(CE, Out, Depth);
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (FD && isVoidPointer(FD->getType()))
        return Out.push_back({slotNode(FD), {}, {}, {}});
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (VD && isVoidPointer(VD->getType()))
        return Out.push_back({varNode(VD), {}, {}, {}});
    }
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      // The value of a function whose body is not here is unknown here.
      const FunctionDecl *FD = Call->getDirectCallee();
      if (FD && !FD->getBuiltinID() && FD->hasBody() &&
          isVoidPointer(FD->getReturnType()))
        return Out.push_back({node::returnValue(functionKey(FD)), {}, {}, {}});
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
      origins(CO->getTrueExpr(), Out, Depth + 1);
      return origins(CO->getFalseExpr(), Out, Depth + 1);
    }
    if (const auto *BCO = dyn_cast<BinaryConditionalOperator>(E)) {
      origins(BCO->getCommon(), Out, Depth + 1);
      return origins(BCO->getFalseExpr(), Out, Depth + 1);
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() == BO_Comma || BO->getOpcode() == BO_Assign)
        return origins(BO->getRHS(), Out, Depth + 1);
      // GNU arithmetic on void * addresses bytes.
      if (BO->isAdditiveOp() || BO->isCompoundAssignmentOp())
        return Out.push_back(value(ValueKind::Bytes, "", E));
    }
    if (const auto *SE = dyn_cast<StmtExpr>(E)) {
      const CompoundStmt *Body = SE->getSubStmt();
      if (!Body->body_empty())
        if (const auto *Last = dyn_cast<Expr>(Body->body_back()))
          return origins(Last, Out, Depth + 1);
    }
    if (const auto *Choose = dyn_cast<ChooseExpr>(E))
      return origins(Choose->getChosenSubExpr(), Out, Depth + 1);
    if (const auto *GS = dyn_cast<GenericSelectionExpr>(E))
      if (const Expr *Result = GS->getResultExpr())
        return origins(Result, Out, Depth + 1);
    if (const auto *OVE = dyn_cast<OpaqueValueExpr>(E))
      if (const Expr *Source = OVE->getSourceExpr())
        return origins(Source, Out, Depth + 1);
    if (const auto *FE = dyn_cast<FullExpr>(E))
      return origins(FE->getSubExpr(), Out, Depth + 1);
    Out.push_back(value(ValueKind::Opaque, "", E));
  }

  void castOrigins(const CastExpr *CE, llvm::SmallVectorImpl<Origin> &Out,
                   unsigned Depth) {
    const Expr *Sub = CE->getSubExpr();
    QualType From = Sub->getType().getCanonicalType();
    if (isVoidPointer(From) || CE->getCastKind() == CK_LValueToRValue ||
        CE->getCastKind() == CK_NoOp)
      return origins(Sub, Out, Depth + 1);
    if (const auto *PT = From->getAs<PointerType>()) {
      QualType Pointee = PT->getPointeeType();
      if (Pointee->isCharType())
        return Out.push_back(value(ValueKind::Bytes, "", CE));
      return Out.push_back(value(ValueKind::Typed, objectKey(Pointee), CE));
    }
    if (From->isIntegralOrEnumerationType())
      return Out.push_back(value(ValueKind::Integer, typeKey(From), CE));
    Out.push_back(value(ValueKind::Opaque, "", CE));
  }

  std::string slotNode(const FieldDecl *FD) {
    // Members of an anonymous struct or union belong to the named record
    // that contains it, which is how the code spells the access.
    const RecordDecl *Owner = FD->getParent();
    while (Owner->isAnonymousStructOrUnion())
      if (const auto *Parent = dyn_cast<RecordDecl>(Owner->getDeclContext()))
        Owner = Parent;
      else
        break;
    NeededRecords.push_back(Owner);
    return node::memberSlot(recordName(Owner), FD->getName());
  }

  std::string varNode(const VarDecl *VD) {
    if (const auto *PVD = dyn_cast<ParmVarDecl>(VD))
      if (const auto *FD = dyn_cast<FunctionDecl>(PVD->getDeclContext()))
        return node::param(functionKey(FD), PVD->getFunctionScopeIndex());
    if (VD->hasGlobalStorage() && !VD->isStaticLocal())
      return node::globalSlot(VD->getName(),
                              VD->isExternallyVisible()
                                  ? ""
                                  : fileOf(VD->getCanonicalDecl()->getLocation()));
    std::string Function;
    if (const auto *FD = dyn_cast_or_null<FunctionDecl>(
            VD->getParentFunctionOrMethod()))
      Function = functionKey(FD);
    SourceSite Site = siteOf(VD->getLocation());
    return node::local(Function, VD->getName(), Site.Line, Site.Column);
  }

  std::string functionKey(const FunctionDecl *FD) {
    FD = FD->getCanonicalDecl();
    auto [It, Inserted] = FunctionKeys.try_emplace(FD);
    if (Inserted) {
      It->second = FD->getQualifiedNameAsString();
      if (!FD->isExternallyVisible())
        It->second += "@" + fileOf(FD->getLocation());
    }
    return It->second;
  }

  /// Records are known by name so that facts from different translation
  /// units meet: "struct foo", or the typedef that names an anonymous
  /// struct, or the member of the enclosing record that holds it.
  std::string recordName(const RecordDecl *RD) {
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
              siteOf(RD->getLocation()).str() + ")")
                 .str();
    // The recursion above may have grown the map; look the entry up again.
    RecordNames[RD] = Name;
    return Name;
  }

  static std::string memberHolding(const RecordDecl *Parent,
                                   const RecordDecl *RD) {
    unsigned Index = 0;
    for (const FieldDecl *FD : Parent->fields()) {
      if (FD->getType()->getAsRecordDecl() == RD)
        return FD->getDeclName()
                   ? FD->getName().str()
                   : "(anonymous " + std::to_string(Index) + ")";
      ++Index;
    }
    return "(anonymous)";
  }

  /// A canonical, unqualified spelling of T in which records are known by
  /// recordName().
  std::string typeKey(QualType T) {
    T = T.getCanonicalType().getUnqualifiedType();
    if (const RecordDecl *RD = T->getAsRecordDecl())
      return recordName(RD);
    if (const auto *PT = T->getAs<PointerType>())
      if (!PT->getPointeeType()->isFunctionType())
        return pointerTo(typeKey(PT->getPointeeType()));
    return T.getAsString(Policy);
  }

  /// The type key of the object a pointer addresses; a pointer to an array
  /// addresses its first element.
  std::string objectKey(QualType Pointee) {
    while (const ArrayType *AT = Context.getAsArrayType(Pointee))
      Pointee = AT->getElementType();
    if (const RecordDecl *RD = Pointee->getAsRecordDecl())
      NeededRecords.push_back(RD);
    return typeKey(Pointee);
  }

  /// Layouts of the records that slots live in and that are stored or read,
  /// and of the records nested at their offset zero.
  void emitRecordLayouts() {
    llvm::DenseSet<const RecordDecl *> Done;
    while (!NeededRecords.empty()) {
      const RecordDecl *RD = NeededRecords.pop_back_val()->getDefinition();
      if (!RD || RD->isInvalidDecl() || !Done.insert(RD).second)
        continue;
      RecordLayout Layout;
      Layout.Name = recordName(RD);
      Layout.IsUnion = RD->isUnion();
      for (const FieldDecl *FD : RD->fields()) {
        QualType T = FD->getType();
        if (const RecordDecl *Nested = T->getAsRecordDecl())
          if (RD->isUnion() || Layout.Fields.empty())
            NeededRecords.push_back(Nested);
        Layout.Fields.push_back({FD->getName().str(), typeKey(T)});
      }
      Facts.Records.push_back(std::move(Layout));
    }
  }

  SourceSite siteOf(SourceLocation Loc) {
    SourceSite Site;
    if (Loc.isInvalid())
      return Site;
    Loc = SM.getExpansionLoc(Loc);
    Site.File = fileOf(Loc);
    Site.Line = SM.getExpansionLineNumber(Loc);
    Site.Column = SM.getExpansionColumnNumber(Loc);
    return Site;
  }

  std::string fileOf(SourceLocation Loc) {
    FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
    auto [It, Inserted] = FilePaths.try_emplace(FID);
    if (Inserted)
      if (auto Entry = SM.getFileEntryRefForID(FID))
        It->second = normalizedPath(Entry->getName());
    return It->second;
  }

  std::string normalizedPath(llvm::StringRef Name) {
    llvm::SmallString<256> Path(Name);
    SM.getFileManager().makeAbsolutePath(Path);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    return std::string(Path);
  }

  ASTContext &Context;
  const SourceManager &SM;
  PrintingPolicy Policy;
  TranslationUnitFacts Facts;
  llvm::SmallVector<const FunctionDecl *, 4> Functions;
  llvm::DenseSet<const DeclRefExpr *> CalleeRefs;
  llvm::DenseSet<const FunctionDecl *> AddressTaken;
  llvm::DenseSet<const InitListExpr *> InitializedLists;
  llvm::SmallVector<const RecordDecl *, 16> NeededRecords;
  llvm::DenseMap<const FunctionDecl *, std::string> FunctionKeys;
  llvm::DenseMap<const RecordDecl *, std::string> RecordNames;
  llvm::DenseMap<FileID, std::string> FilePaths;
};

} // namespace

TranslationUnitFacts collectFacts(ASTContext &Context) {
  return Collector(Context).run();
}

} // namespace privdata
