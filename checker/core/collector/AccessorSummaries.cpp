//===--- AccessorSummaries.cpp - What an accessor does to slots -----------===//
//
// What a function whose body is here does to the slots of the objects its
// caller passes: the slot its return value reads, the slots its parameters
// are stored into, and the callbacks it registers with its own parameters;
// so that each call applies them to the objects of that call.
//
//===----------------------------------------------------------------------===//

#include "ASTQueries.h"
#include "Collector.h"

using namespace clang;

namespace privdata::collector {

const AccessorSummary &Collector::summary(const FunctionDecl *FD) {
  // Inserting first makes recursion through accessors see an empty summary.
  // A reference, not the iterator: the recursion inserts, and a rehash
  // invalidates iterators but not references.
  auto [It, Inserted] = Summaries.try_emplace(FD->getCanonicalDecl());
  AccessorSummary &Summary = It->second;
  if (!Inserted)
    return Summary;
  if (const FunctionModel *Model = modelOf(FD)) {
    if (Model->Returns)
      Summary.Returns = modelSlot(*Model->Returns);
    for (const ModelStore &Store : Model->Stores)
      if (Store.Argument) {
        SlotAccess Into = modelSlot(Store.Into);
        if (Store.Registration) {
          Into.Object.RegistrationFrom = ObjectPath::TableArgument;
          Into.Object.RegistrationIndex = *Store.Registration;
        }
        Summary.Stores.push_back({std::move(Into), *Store.Argument});
      }
    Summary.Callbacks = Model->Callbacks;
    Summary.ReturnsErrorPointer = Model->ReturnsErrorPointer;
    return Summary;
  }
  for (const FunctionDecl *Declaration : FD->redecls())
    if (const auto *Allocates = Declaration->getAttr<AllocSizeAttr>()) {
      Summary.AllocationSize.push_back(
          Allocates->getElemSizeParam().getASTIndex());
      if (Allocates->getNumElemsParam().isValid())
        Summary.AllocationSize.push_back(
            Allocates->getNumElemsParam().getASTIndex());
      return Summary;
    }
  const FunctionDecl *Definition = nullptr;
  if (!FD->hasBody(Definition) || !Definition->getBody())
    return Summary;
  bool ReturnsPointer = isVoidPointer(Definition->getReturnType());
  bool TakesPointer =
      llvm::any_of(Definition->parameters(), [](const ParmVarDecl *P) {
        QualType T = P->getType();
        return isVoidPointer(T) || T->isFunctionPointerType();
      });
  if ((ReturnsPointer || TakesPointer) && SummaryDepth < MaxFollowDepth) {
    ++SummaryDepth;
    Summary = summarize(Definition, ReturnsPointer);
    --SummaryDepth;
  }
  return Summary;
}

/// Walks an accessor's body for what it does with its parameters.
struct Collector::AccessorWalker
    : RunningCodeVisitor<Collector::AccessorWalker> {
  Collector &C;
  const FunctionDecl *FD;
  AccessorSummary Result;
  bool IsGetter;
  bool PassesThrough;
  bool Allocates;
  AccessorWalker(Collector &C, const FunctionDecl *FD, bool IsGetter)
      : RunningCodeVisitor(C.Code), C(C), FD(FD), IsGetter(IsGetter), PassesThrough(IsGetter),
        Allocates(IsGetter) {}

  bool TraverseBlockExpr(BlockExpr *) { return true; }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

  std::optional<unsigned> parameter(const Expr *E) {
    const ParmVarDecl *PVD = parameterIn(E->IgnoreParenCasts(), FD);
    if (PVD && isVoidPointer(PVD->getType()))
      return PVD->getFunctionScopeIndex();
    return std::nullopt;
  }

  std::optional<SlotAccess> read(const Expr *E) {
    E = E->IgnoreParenCasts();
    if (isa<MemberExpr, ArraySubscriptExpr>(E))
      return C.slotAccess(E, FD);
    if (const auto *Call = dyn_cast<CallExpr>(E))
      if (const FunctionDecl *Callee = Call->getDirectCallee())
        if (const auto &Getter = C.summary(Callee).Returns)
          return C.bindToCall(*Getter, Call, FD);
    return std::nullopt;
  }

  /// Whether every value returned is the same parameter (or null):
  /// ERR_CAST(ptr) hands back what each call gives it. Value is null for a
  /// return without a usable value.
  void passThrough(const Expr *Value) {
    if (!PassesThrough)
      return;
    const ParmVarDecl *PVD =
        Value ? parameterIn(Value->IgnoreParenCasts(), FD) : nullptr;
    if (!PVD || !PVD->getType()->isPointerType() ||
        (Result.ReturnsArgument &&
         *Result.ReturnsArgument != PVD->getFunctionScopeIndex())) {
      PassesThrough = false;
      Result.ReturnsArgument.reset();
      return;
    }
    Result.ReturnsArgument = PVD->getFunctionScopeIndex();
  }

  /// Whether every value returned is a new object sized by the same
  /// parameters: devm_kzalloc(dev, size, gfp) returns devm_kmalloc(dev,
  /// size, gfp | __GFP_ZERO).
  void allocate(const Expr *Value) {
    if (!Allocates)
      return;
    llvm::SmallVector<unsigned, 2> Size;
    const Expr *E = Value ? Value->IgnoreParenCasts() : nullptr;
    while (const auto *SE = dyn_cast_or_null<StmtExpr>(E))
      E = resultOf(SE) ? resultOf(SE)->IgnoreParenCasts() : nullptr;
    const auto *Call = dyn_cast_or_null<CallExpr>(E);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (Callee)
      for (unsigned Factor : C.summary(Callee).AllocationSize) {
        const ParmVarDecl *PVD =
            Factor < Call->getNumArgs() ? parameterIn(Call->getArg(Factor), FD)
                                        : nullptr;
        if (!PVD) {
          Size.clear();
          break;
        }
        Size.push_back(PVD->getFunctionScopeIndex());
      }
    if (Size.empty() ||
        (!Result.AllocationSize.empty() && Result.AllocationSize != Size)) {
      Allocates = false;
      Result.AllocationSize.clear();
      return;
    }
    Result.AllocationSize = std::move(Size);
  }

  bool VisitReturnStmt(ReturnStmt *RS) {
    const Expr *Value = RS->getRetValue();
    if (Value && skippable(Value))
      Value = nullptr;
    if (Value && Value->IgnoreParenCasts()->isNullPointerConstant(
                     C.Context, Expr::NPC_ValueDependentIsNotNull))
      return true;
    passThrough(Value);
    allocate(Value);
    if (!IsGetter || !Value)
      return true;
    std::optional<SlotAccess> Access = read(Value);
    if (!Access || (Result.Returns && !(*Result.Returns == *Access))) {
      IsGetter = false;
      Result.Returns.reset();
    } else {
      Result.Returns = Access;
    }
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() != BO_Assign || skippable(BO))
      return true;
    if (std::optional<SlotAccess> Access = C.slotAccess(BO->getLHS(), FD))
      if (std::optional<unsigned> Param = parameter(BO->getRHS()))
        addStore(*Access, *Param);
    return true;
  }

  /// The index of the parameter of FD that E is, whatever its type.
  std::optional<unsigned> anyParameter(const Expr *E) {
    if (const ParmVarDecl *PVD = parameterIn(E->IgnoreParenCasts(), FD))
      return PVD->getFunctionScopeIndex();
    return std::nullopt;
  }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || skippable(Call) || isa<CXXOperatorCallExpr>(Call))
      return true;
    const AccessorSummary &Summary = C.summary(Callee);
    for (const auto &[Access, Param] : Summary.Stores)
      if (Param < Call->getNumArgs())
        if (std::optional<unsigned> Own = parameter(Call->getArg(Param)))
          addStore(C.bindToCall(Access, Call, FD), *Own);
    // A wrapper that passes its own callback and context on registers
    // them as its callee does (request_irq() -> request_threaded_irq()).
    for (const ModelCallback &Callback : Summary.Callbacks) {
      unsigned N = Call->getNumArgs();
      if (Callback.Callback >= N || Callback.Context >= N)
        continue;
      std::optional<unsigned> OwnCallback =
          anyParameter(Call->getArg(Callback.Callback));
      std::optional<unsigned> OwnContext =
          anyParameter(Call->getArg(Callback.Context));
      std::optional<unsigned> OwnFlag;
      if (Callback.WhenZero && *Callback.WhenZero < N)
        OwnFlag = anyParameter(Call->getArg(*Callback.WhenZero));
      if (OwnCallback && OwnContext && (!Callback.WhenZero || OwnFlag))
        Result.Callbacks.push_back(
            {*OwnCallback, *OwnContext, Callback.Parameter, OwnFlag});
    }
    return true;
  }

  /// Setters that call each other in a cycle would otherwise pass the
  /// same stores around the cycle, each adding them again: summaries, and
  /// the flows written at each call, would grow with the square of its
  /// length.
  void addStore(SlotAccess Access, unsigned Param) {
    std::pair<SlotAccess, unsigned> Store{std::move(Access), Param};
    if (!llvm::is_contained(Result.Stores, Store))
      Result.Stores.push_back(std::move(Store));
  }
};

AccessorSummary Collector::summarize(const FunctionDecl *FD,
                                     bool ReturnsPointer) {
  AccessorWalker Walk(*this, FD, ReturnsPointer);
  Walk.TraverseStmt(FD->getBody());
  return std::move(Walk.Result);
}

} // namespace privdata::collector
