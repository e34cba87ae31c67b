//===--- FactsCollector.cpp -----------------------------------------------===//

#include "FactsCollector.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <map>
#include <optional>
#include <unordered_map>

using namespace clang;

namespace privdata {
namespace {

bool isVoidPointer(QualType T) {
  if (T.isNull())
    return false;
  const auto *PT = T.getCanonicalType()->getAs<PointerType>();
  return PT && PT->getPointeeType()->isVoidType();
}

/// The expression whose value a GNU statement expression ({ ...; e; }) has,
/// if it has one.
const Expr *resultOf(const StmtExpr *SE) {
  const CompoundStmt *Body = SE->getSubStmt();
  return Body->body_empty() ? nullptr : dyn_cast<Expr>(Body->body_back());
}

/// Where a value that flows into a node comes from: another node, or a value
/// of a known kind created at Site.
struct Origin {
  std::string Node;
  ValueKind Kind = ValueKind::Opaque;
  std::string Type;
  SourceSite Site;
  std::string Assumes; ///< See StoreFact::Assumes.
};

/// Which objects of a record a pointer or lvalue may denote, as far as its
/// spelling tells: any object; the ones embedded in a given member ("in
/// struct platform_device::dev"); the ones a given pointer member points to
/// ("at struct device::parent"); or, inside an accessor, whatever the caller
/// passes as a parameter. Objects reached by different fixed paths are taken
/// to be different objects.
struct ObjectPath {
  enum PathKind { Any, Fixed, Parameter } Kind = Any;
  std::string Path;
  unsigned Index = 0;

  friend bool operator==(const ObjectPath &A, const ObjectPath &B) {
    return A.Kind == B.Kind && A.Path == B.Path && A.Index == B.Index;
  }
};

/// A void * slot (its unrefined node) of the objects on a path; Owner is
/// the record that declares it, when the code at hand spells it.
struct SlotAccess {
  std::string Slot;
  const RecordDecl *Owner = nullptr;
  ObjectPath Object;

  friend bool operator==(const SlotAccess &A, const SlotAccess &B) {
    return A.Slot == B.Slot && A.Object == B.Object;
  }
};

/// How many accessors deep a call is followed, and how long a chain of
/// locals assigned from locals: far beyond real code, and shallow enough for
/// the stack of any thread, also under a sanitizer. Deeper accessors count as
/// unknown functions, and the locals of a deeper chain as pointing anywhere.
constexpr unsigned MaxFollowDepth = 2048;

/// What an accessor does to slots of the objects its caller passes: return
/// one slot's value, store some of its parameters into slots, and hand a
/// context parameter to a callback parameter. Modelled functions have the
/// summary their model gives.
struct AccessorSummary {
  std::optional<SlotAccess> Returns;
  std::vector<std::pair<SlotAccess, unsigned>> Stores; ///< slot, parameter
  std::vector<ModelCallback> Callbacks;
};

/// The parameter of Function (of any function when null) that E, seen
/// through parentheses and implicit conversions, names.
const ParmVarDecl *parameterIn(const Expr *E, const FunctionDecl *Function) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *PVD = DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
  return PVD && (!Function || PVD->getDeclContext() == Function) ? PVD : nullptr;
}

/// The function a callback argument names: f, &f, (GCallback)f.
const DeclRefExpr *functionReference(const Expr *Argument) {
  const Expr *E = Argument->IgnoreParenCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_AddrOf)
      E = UO->getSubExpr()->IgnoreParenCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE && isa<FunctionDecl>(DRE->getDecl()) ? DRE : nullptr;
}

/// A parameter an integer or pointer may be stuffed into and read back
/// from: unsigned long data of tasklets and old timers.
bool isIntegerContext(QualType T) {
  return T->isIntegerType() && !T->isBooleanType() && !T->isEnumeralType();
}

class Collector : public RecursiveASTVisitor<Collector> {
  using Base = RecursiveASTVisitor<Collector>;

public:
  Collector(ASTContext &Context, const ModelSet &Models,
            std::vector<ModelMismatch> *Mismatches)
      : Context(Context), SM(Context.getSourceManager()),
        Policy(Context.getPrintingPolicy()), Models(Models),
        Mismatches(Mismatches) {
    Policy.SuppressTagKeyword = false;
    Policy.AnonymousTagLocations = false;
  }

  TranslationUnitFacts run() {
    if (auto Main = SM.getFileEntryRefForID(SM.getMainFileID()))
      Facts.MainFile = normalizedPath(Main->getName());
    TraverseDecl(Context.getTranslationUnitDecl());
    storeEscapedContexts();
    emitAliases();
    emitRecordLayouts();
    return std::move(Facts);
  }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    if (D->isInvalidDecl())
      return true;
    // Types run no code: C records, enums and typedefs hold no stores or
    // loads (C++ records hold methods, so they are walked).
    if (isa<TypedefNameDecl, EnumDecl>(D) ||
        (isa<RecordDecl>(D) && !isa<CXXRecordDecl>(D)))
      return true;
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD && !isa<BlockDecl>(D))
      return Base::TraverseDecl(D);
    // A static function nothing here refers to never runs in this program:
    // most of a kernel header's inline helpers, in any one file.
    if (FD && !FD->isExternallyVisible() && !FD->isReferenced())
      return true;
    if (FD && FD->isExternallyVisible() && FD->doesThisDeclarationHaveABody())
      Facts.Definitions.push_back(functionKey(FD));
    // A return inside a block belongs to the block, not to the function.
    Functions.push_back(FD);
    bool Continue = Base::TraverseDecl(D);
    Functions.pop_back();
    return Continue;
  }

  // Spelled types and unevaluated operands (sizeof, _Alignof, typeof) run
  // no code. LLVM 22 passes TraverseTypeLoc a second argument; LLVM 19 none.
  bool TraverseTypeLoc(TypeLoc, bool = true) { return true; }
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *,
                                        DataRecursionQueue * = nullptr) {
    return true;
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
      initializeRecord(Semantic, ObjectPath());
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
        flowInto(CE->getArg(Param), slotNode(bindToCall(Access, CE, nullptr)));
        if (Param < N)
          Stored[Param] = true;
      }
    const FunctionModel *Model = modelOf(FD);
    for (unsigned I = 0; I < N; ++I) {
      if (!Stored[I] && isVoidPointer(FD->getParamDecl(I)->getType()))
        flowInto(CE->getArg(I), node::param(functionKey(FD), I));
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

  /// A function we cannot see that creates an object and is handed a
  /// (non-const) void * keeps the value in the new object's void * members:
  /// snd_ctl_new1(&template, chip) returns a control whose private_data is
  /// chip, anon_inode_getfile(name, fops, priv, flags) a file whose
  /// private_data is priv. Objects the caller passes in are left alone:
  /// devm_request_irq(&pdev->dev, ..., chip) does not make chip the device's
  /// driver_data.
  void storeThroughLibrary(const CallExpr *CE, const FunctionDecl *FD,
                           unsigned N) {
    const auto *Returned = FD->getReturnType().getCanonicalType()->getAs<PointerType>();
    const RecordDecl *RD =
        Returned ? Returned->getPointeeType()->getAsRecordDecl() : nullptr;
    if (!RD || !(RD = RD->getDefinition()))
      return;
    for (unsigned I = 0; I < N; ++I) {
      QualType Param = FD->getParamDecl(I)->getType();
      if (!isVoidPointer(Param) || Param->getPointeeType().isConstQualified())
        continue;
      for (const FieldDecl *Field : RD->fields())
        if (isVoidPointer(Field->getType()))
          flowInto(CE->getArg(I), slotNode(memberAccess(Field, ObjectPath())),
                   functionKey(FD));
    }
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    // A function whose address is taken is called from places we cannot
    // see, with arguments we cannot know.
    const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl());
    if (!FD || CalleeRefs.contains(DRE) || CallbackRefs.contains(DRE) ||
        !AddressTaken.try_emplace(FD->getCanonicalDecl(), DRE->getBeginLoc())
             .second)
      return true;
    // A modelled function used as a method (.open = simple_open) does to
    // whatever objects it is given what its model says.
    if (const FunctionModel *Model = modelOf(FD))
      applyModel(*Model, nullptr, DRE->getBeginLoc());
    for (unsigned I = 0, N = FD->getNumParams(); I < N; ++I)
      if (isVoidPointer(FD->getParamDecl(I)->getType()))
        Facts.Stores.push_back({node::param(functionKey(FD), I),
                                ValueKind::Opaque, "", siteOf(DRE->getBeginLoc()),
                                ""});
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
        Sources.push_back({varNode(PVD), {}, {}, {}, {}});
    }
    if (Sources.empty())
      return true;
    std::optional<std::string> Type = readType(CE->getType());
    if (!Type)
      return true;
    for (const Origin &O : Sources)
      if (!O.Node.empty())
        Facts.Loads.push_back({O.Node, *Type, siteOf(CE->getBeginLoc())});
    return true;
  }

private:
  static bool skippable(const Expr *E) {
    return E->isTypeDependent() || E->isValueDependent() ||
           E->containsErrors();
  }

  /// The type key a conversion to Pointer reads the object as, if it says
  /// anything: byte access and incomplete types do not.
  std::optional<std::string> readType(QualType Pointer) {
    const auto *To = Pointer.getCanonicalType()->getAs<PointerType>();
    if (!To)
      return std::nullopt;
    QualType Pointee = To->getPointeeType();
    if (Pointee->isVoidType() || Pointee->isCharType() ||
        Pointee->isFunctionType() || Pointee->isIncompleteType())
      return std::nullopt;
    return objectKey(Pointee);
  }

  /// The model of FD, if there is one and FD is declared as the model says;
  /// a mismatch is recorded once and leaves FD unmodelled.
  const FunctionModel *modelOf(const FunctionDecl *FD) {
    const IdentifierInfo *Name = FD->getIdentifier();
    const FunctionModel *Model = Name ? Models.function(Name->getName()) : nullptr;
    if (!Model)
      return nullptr;
    const FunctionDecl *Declared = FD;
    if (!FD->hasPrototype())
      if (const FunctionDecl *Definition = FD->getDefinition())
        Declared = Definition;
    // Without a prototype the declaration says nothing to check against.
    if (!Declared->hasPrototype())
      return Model;
    if (Declared->getNumParams() == Model->Parameters &&
        Declared->isVariadic() == Model->Variadic)
      return Model;
    if (Mismatches && ReportedMismatches.insert(FD->getCanonicalDecl()).second)
      Mismatches->push_back({Model->Function, Declared->getNumParams(),
                             Declared->isVariadic(),
                             siteOf(Declared->getLocation()), Model->Parameters,
                             Model->Variadic, Model->Origin});
    return nullptr;
  }

  /// The slot a model names, of the object argument Object of Call points
  /// to (any object without a call or an argument).
  SlotAccess modelSlot(const ModelSlot &Slot) {
    SlotAccess Access{modelSlotNode(Slot.Slot), modelSlotOwner(Slot.Slot), {}};
    if (Slot.Object)
      Access.Object = {ObjectPath::Parameter, "", *Slot.Object};
    return Access;
  }

  /// The record this unit declares for a model's member slot ("struct
  /// uv_handle_s::data"), if any. Its layout is what lets the slot meet the
  /// same member of the records that share its common initial sequence
  /// (uv_timer_s::data), even where the code never spells the record itself.
  /// Looked up once per slot: every call of a modelled function asks.
  const RecordDecl *modelSlotOwner(llvm::StringRef Slot) {
    auto [It, Inserted] = ModelSlotOwners.try_emplace(Slot, nullptr);
    if (Inserted)
      It->second = lookUpModelSlotOwner(Slot);
    return It->second;
  }

  const RecordDecl *lookUpModelSlotOwner(llvm::StringRef Slot) {
    size_t Separator = Slot.rfind("::");
    if (Separator == llvm::StringRef::npos)
      return nullptr;
    llvm::StringRef Record = Slot.take_front(Separator).trim();
    llvm::StringRef Name = Record;
    if (!Name.consume_front("struct ") && !Name.consume_front("union "))
      Name.consume_front("class ");
    for (const NamedDecl *D :
         Context.getTranslationUnitDecl()->lookup(&Context.Idents.get(Name.trim()))) {
      const RecordDecl *RD = dyn_cast<RecordDecl>(D);
      if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
        RD = TD->getUnderlyingType()->getAsRecordDecl();
      if (RD && recordName(RD) == Record)
        return RD;
    }
    return nullptr;
  }

  SlotAccess bindModelSlot(const ModelSlot &Slot, const CallExpr *Call) {
    SlotAccess Access = modelSlot(Slot);
    if (Call)
      return bindToCall(std::move(Access), Call, nullptr);
    Access.Object = ObjectPath();
    return Access;
  }

  /// The effects of a model that its summary does not carry: new objects,
  /// values copied from other slots and private areas. Call is null where
  /// the function is only referenced, to be called by a library.
  void applyModel(const FunctionModel &Model, const CallExpr *Call,
                  SourceLocation Loc) {
    for (const ModelStore &Store : Model.Stores) {
      if (!Store.NewObject.empty()) {
        Facts.Stores.push_back({slotNode(bindModelSlot(Store.Into, Call)),
                                ValueKind::Typed, Store.NewObject, siteOf(Loc),
                                ""});
      } else if (Store.FromSlot) {
        Facts.Flows.push_back({slotNode(bindModelSlot(*Store.FromSlot, Call)),
                               slotNode(bindModelSlot(Store.Into, Call))});
      }
    }
    if (!Call)
      return;
    for (const ModelSizedArea &Area : Model.SizedAreas)
      if (Area.Size < Call->getNumArgs())
        storeSizedArea(slotNode(bindModelSlot(Area.Into, Call)),
                       Call->getArg(Area.Size));
  }

  /// The type T of a size sizeof(T), possibly plus more: what an area of
  /// that size begins with.
  static std::optional<QualType> sizedType(const Expr *Size) {
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

  /// A private area of Size bytes: sizeof(T) holds a T; no bytes hold
  /// nothing; a size parameter of the enclosing function (a driver family's
  /// own probe around snd_card_new), what its callers' sizes hold, or
  /// something unknown while no caller is in scope; any other size,
  /// something unknown.
  void storeSizedArea(const std::string &Target, const Expr *Size) {
    if (std::optional<QualType> T = sizedType(Size)) {
      if (!(*T)->isIncompleteType() && !(*T)->isCharType())
        Facts.Stores.push_back({Target, ValueKind::Typed, objectKey(*T),
                                siteOf(Size->getBeginLoc()), ""});
      return;
    }
    Expr::EvalResult Value;
    if (!Size->isValueDependent() && Size->EvaluateAsInt(Value, Context) &&
        Value.Val.getInt().isZero())
      return;
    const FunctionDecl *Enclosing = Functions.empty() ? nullptr : Functions.back();
    std::string Assumes;
    if (const ParmVarDecl *PVD = Enclosing ? parameterIn(Size, Enclosing) : nullptr) {
      Assumes = varNode(PVD);
      Facts.Flows.push_back({Assumes, Target});
    }
    Facts.Stores.push_back({Target, ValueKind::Opaque, "",
                            siteOf(Size->getBeginLoc()), std::move(Assumes)});
  }

  /// A sizeof(T) passed as an integer parameter: the type reaches a private
  /// area if the callee sizes one with it (see storeSizedArea), in whatever
  /// unit defines the callee. A callee whose body is here must show that it
  /// does; most sizes go to copies and checks.
  void passSizedType(const FunctionDecl *Callee, unsigned Index, const Expr *Argument) {
    if (!Callee->getParamDecl(Index)->getType()->isIntegerType())
      return;
    const FunctionDecl *Definition = nullptr;
    if (Callee->hasBody(Definition) && !sizesArea(Definition, Index))
      return;
    std::optional<QualType> T = sizedType(Argument);
    if (T && !(*T)->isIncompleteType() && !(*T)->isCharType() &&
        (*T)->isRecordType())
      Facts.Stores.push_back({node::param(functionKey(Callee), Index),
                              ValueKind::Typed, objectKey(*T),
                              siteOf(Argument->getBeginLoc()), ""});
  }

  /// Whether FD passes its parameter Index as the size of a modelled
  /// private area.
  bool sizesArea(const FunctionDecl *FD, unsigned Index) {
    auto [It, Inserted] = SizeParameters.try_emplace(FD);
    if (Inserted) {
      struct Finder : RecursiveASTVisitor<Finder> {
        Collector &C;
        const FunctionDecl *FD;
        llvm::SmallVector<unsigned, 2> Found;
        Finder(Collector &C, const FunctionDecl *FD) : C(C), FD(FD) {}
        bool VisitCallExpr(CallExpr *Call) {
          const FunctionDecl *Callee = Call->getDirectCallee();
          const FunctionModel *Model =
              Callee && Callee->getIdentifier()
                  ? C.Models.function(Callee->getName())
                  : nullptr;
          if (!Model)
            return true;
          for (const ModelSizedArea &Area : Model->SizedAreas) {
            if (Area.Size >= Call->getNumArgs())
              continue;
            if (const ParmVarDecl *PVD = parameterIn(Call->getArg(Area.Size), FD))
              Found.push_back(PVD->getFunctionScopeIndex());
          }
          return true;
        }
      } Find(*this, FD);
      Find.TraverseStmt(FD->getBody());
      It->second = std::move(Find.Found);
    }
    return llvm::is_contained(It->second, Index);
  }

  /// Hands the context argument of a registration to the callback it
  /// registers: the callback's parameter becomes a slot of its own, keyed
  /// by the callback. A parameter declared as a typed pointer reads the
  /// context as that type right there.
  void bindCallback(const CallExpr *Call, const ModelCallback &Callback) {
    if (Callback.Callback >= Call->getNumArgs() ||
        Callback.Context >= Call->getNumArgs())
      return;
    if (Callback.WhenZero) {
      if (*Callback.WhenZero >= Call->getNumArgs())
        return;
      const Expr *Flag = Call->getArg(*Callback.WhenZero);
      Expr::EvalResult Value;
      if (Flag->isValueDependent() || !Flag->EvaluateAsInt(Value, Context) ||
          !Value.Val.getInt().isZero())
        return;
    }
    const DeclRefExpr *Ref = functionReference(Call->getArg(Callback.Callback));
    if (!Ref)
      return;
    CallbackRefs.insert(Ref);
    const auto *Function = cast<FunctionDecl>(Ref->getDecl());
    if (const FunctionDecl *Definition = Function->getDefinition())
      Function = Definition;
    unsigned Count = Function->getNumParams();
    unsigned Index = Callback.Parameter.value_or(Count ? Count - 1 : 0);
    if (Index >= Count)
      return;
    const ParmVarDecl *Param = Function->getParamDecl(Index);
    QualType Type = Param->getType();
    std::optional<std::string> Read;
    if (!isVoidPointer(Type) && !isIntegerContext(Type) &&
        !(Read = readType(Type)))
      return;
    std::string Slot = node::callbackSlot(
        functionKey(Function),
        Param->getName().empty() ? "#" + std::to_string(Index)
                                 : Param->getName().str());
    CallbackContexts.try_emplace(Slot, Function->getCanonicalDecl());
    flowInto(Call->getArg(Callback.Context), Slot);
    if (Read)
      Facts.Loads.push_back({Slot, *Read, siteOf(Param->getLocation())});
    else
      Facts.Flows.push_back({Slot, node::param(functionKey(Function), Index)});
  }

  /// A callback whose address is also taken elsewhere (an operations table,
  /// an unmodelled registration) is called from there with contexts the unit
  /// cannot know, so its context slots hold unknown values too. Known only
  /// once the whole unit has been seen.
  void storeEscapedContexts() {
    for (const auto &[Slot, Function] : CallbackContexts)
      if (auto It = AddressTaken.find(Function); It != AddressTaken.end())
        Facts.Stores.push_back(
            {Slot, ValueKind::Opaque, "", siteOf(It->second), ""});
  }

  /// Aliases between slots this unit touches: the library copies one into
  /// the other where the unit cannot see it.
  void emitAliases() {
    if (Models.aliases().empty())
      return;
    llvm::StringSet<> Touched;
    for (const StoreFact &S : Facts.Stores)
      Touched.insert(node::unrefined(S.Target));
    for (const FlowFact &F : Facts.Flows) {
      Touched.insert(node::unrefined(F.Source));
      Touched.insert(node::unrefined(F.Target));
    }
    for (const LoadFact &L : Facts.Loads)
      Touched.insert(node::unrefined(L.Source));
    for (const AliasModel &Alias : Models.aliases()) {
      std::string From = modelSlotNode(Alias.From), To = modelSlotNode(Alias.To);
      if (Touched.contains(From) || Touched.contains(To))
        Facts.Flows.push_back({From, To});
    }
  }

  /// The node an assignment to LHS writes, if LHS is a void * slot or
  /// variable.
  std::optional<std::string> targetNode(const Expr *LHS) {
    if (!isVoidPointer(LHS->getType()))
      return std::nullopt;
    LHS = LHS->IgnoreParens();
    if (const auto *ME = dyn_cast<MemberExpr>(LHS))
      if (std::optional<SlotAccess> Access = slotAccess(ME, nullptr))
        return slotNode(*Access);
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LHS))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        return varNode(VD);
    return std::nullopt;
  }

  void initializeRecord(const InitListExpr *ILE, const ObjectPath &Object) {
    if (!InitializedLists.insert(ILE).second)
      return;
    const RecordDecl *RD = ILE->getType()->getAsRecordDecl();
    if (!RD || !RD->getDefinition())
      return;
    auto Visit = [&](const FieldDecl *FD, const Expr *Init) {
      if (!Init || skippable(Init))
        return;
      if (isVoidPointer(FD->getType()))
        flowInto(Init, slotNode(memberAccess(FD, Object)));
      else if (const auto *Nested = dyn_cast<InitListExpr>(Init->IgnoreParens()))
        initializeRecord(Nested, {ObjectPath::Fixed, "in " + memberName(FD)});
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

  /// Records that whatever Value holds flows into Target; Assumes, if set,
  /// marks the stores as guesses about that bodiless function.
  void flowInto(const Expr *Value, const std::string &Target,
                const std::string &Assumes = "") {
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
                                siteOf(Value->getBeginLoc()), Assumes});
      else
        Facts.Stores.push_back({Target, O.Kind, std::move(O.Type),
                                std::move(O.Site), std::move(O.Assumes)});
    }
  }

  /// Raw memory in a slot a model fills is the library carving the model's
  /// object out of its own (card->private_data = (char *)card + ...).
  void storeBytes(const std::string &Target, SourceLocation Loc) {
    if (Models.fills(Target))
      return;
    Facts.Stores.push_back({Target, ValueKind::Bytes, "", siteOf(Loc), ""});
  }

  Origin value(ValueKind Kind, std::string Type, const Expr *E) {
    return {"", Kind, std::move(Type), siteOf(E->getBeginLoc()), ""};
  }

  /// What a void * valued expression may hold. A null constant holds
  /// nothing.
  void origins(const Expr *Root, llvm::SmallVectorImpl<Origin> &Out) {
    // A worklist, not recursion: generated code nests conditionals and
    // statement expressions arbitrarily deep.
    llvm::SmallVector<const Expr *, 8> Work{Root};
    while (!Work.empty())
      originsOf(Work.pop_back_val(), Work, Out);
  }

  /// Adds the origins of E to Out, and the subexpressions whose origins are
  /// E's to Work.
  void originsOf(const Expr *E, llvm::SmallVectorImpl<const Expr *> &Work,
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
    if (const auto *ME = dyn_cast<MemberExpr>(E))
      if (std::optional<SlotAccess> Access = slotAccess(ME, nullptr))
        return Out.push_back({slotNode(*Access), {}, {}, {}, {}});
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (VD && isVoidPointer(VD->getType()))
        return Out.push_back({varNode(VD), {}, {}, {}, {}});
    }
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *FD = Call->getDirectCallee();
      if (FD && !FD->getBuiltinID() && isVoidPointer(FD->getReturnType())) {
        if (const std::optional<SlotAccess> &Getter = summary(FD).Returns)
          return Out.push_back(
              {slotNode(bindToCall(*Getter, Call, nullptr)), {}, {}, {}, {}});
        std::string Function = functionKey(FD);
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
    // modelled function declared without a prototype.
    if (const auto *PT = E->getType().getCanonicalType()->getAs<PointerType>())
      return Out.push_back(pointerValue(PT->getPointeeType(), E));
    Out.push_back(value(ValueKind::Opaque, "", E));
  }

  /// What a pointer to Pointee holds: an object of that type, or raw bytes.
  Origin pointerValue(QualType Pointee, const Expr *E) {
    if (Pointee->isCharType())
      return value(ValueKind::Bytes, "", E);
    return value(ValueKind::Typed, objectKey(Pointee), E);
  }

  void castOrigins(const CastExpr *CE, llvm::SmallVectorImpl<const Expr *> &Work,
                   llvm::SmallVectorImpl<Origin> &Out) {
    const Expr *Sub = CE->getSubExpr();
    QualType From = Sub->getType().getCanonicalType();
    if (isVoidPointer(From) || CE->getCastKind() == CK_LValueToRValue ||
        CE->getCastKind() == CK_NoOp)
      return Work.push_back(Sub);
    if (const auto *PT = From->getAs<PointerType>())
      return Out.push_back(pointerValue(PT->getPointeeType(), CE));
    if (From->isIntegralOrEnumerationType())
      return Out.push_back(value(ValueKind::Integer, typeKey(From), CE));
    Out.push_back(value(ValueKind::Opaque, "", CE));
  }

  /// The record a member belongs to as the code spells its access: members
  /// of an anonymous struct or union belong to the named record around it.
  const RecordDecl *owner(const FieldDecl *FD) {
    const RecordDecl *Owner = FD->getParent();
    while (Owner->isAnonymousStructOrUnion())
      if (const auto *Parent = dyn_cast<RecordDecl>(Owner->getDeclContext()))
        Owner = Parent;
      else
        break;
    return Owner;
  }

  std::string memberName(const FieldDecl *FD) {
    return recordName(owner(FD)) + "::" + FD->getName().str();
  }

  SlotAccess memberAccess(const FieldDecl *Field, ObjectPath Object) {
    const RecordDecl *Owner = owner(Field);
    return {node::memberSlot(recordName(Owner), Field->getName()), Owner,
            std::move(Object)};
  }

  std::string slotNode(const SlotAccess &Access) {
    if (Access.Owner)
      NeededRecords.push_back(Access.Owner);
    if (Access.Object.Kind != ObjectPath::Fixed)
      return Access.Slot;
    return node::refinedSlot(Access.Slot, Access.Object.Path);
  }

  /// The slot a member expression reads or writes, if it is a void * member.
  /// Scope is the accessor being summarized, whose parameters stand for
  /// whatever its callers pass.
  std::optional<SlotAccess> slotAccess(const MemberExpr *ME,
                                       const FunctionDecl *Scope) {
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD || !isVoidPointer(FD->getType()))
      return std::nullopt;
    return memberAccess(FD, ME->isArrow() ? pathOfPointer(ME->getBase(), Scope)
                                          : pathOfObject(ME->getBase(), Scope));
  }

  ObjectPath pathOfObject(const Expr *Object, const FunctionDecl *Scope,
                          bool FollowLocals = true) {
    Object = Object->IgnoreParenImpCasts();
    if (const auto *ME = dyn_cast<MemberExpr>(Object))
      if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
        return {ObjectPath::Fixed, "in " + memberName(FD), 0};
    if (const auto *UO = dyn_cast<UnaryOperator>(Object))
      if (UO->getOpcode() == UO_Deref)
        return pathOfPointer(UO->getSubExpr(), Scope, FollowLocals);
    // A local copy of a record carries the slot values of the original.
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Object))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
          VD && FollowLocals && VD->isLocalVarDecl() && !VD->isStaticLocal())
        return localPath(VD);
    return {};
  }

  ObjectPath pathOfPointer(const Expr *Pointer, const FunctionDecl *Scope,
                           bool FollowLocals = true) {
    Pointer = Pointer->IgnoreParenImpCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Pointer))
      if (UO->getOpcode() == UO_AddrOf)
        return pathOfObject(UO->getSubExpr(), Scope, FollowLocals);
    if (const auto *ME = dyn_cast<MemberExpr>(Pointer))
      if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
        return {ObjectPath::Fixed, "at " + memberName(FD), 0};
    // What an allocator returns is a new object, unlike any other.
    if (const auto *Call = dyn_cast<CallExpr>(Pointer)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (Callee && (Callee->hasAttr<RestrictAttr>() || Callee->hasAttr<AllocSizeAttr>()))
        return {ObjectPath::Fixed, "new at " + siteOf(Call->getBeginLoc()).str(), 0};
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
        return {ObjectPath::Parameter, "", PVD->getFunctionScopeIndex()};
      return {};
    }
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && FollowLocals && VD->isLocalVarDecl() && !VD->isStaticLocal())
      return localPath(VD);
    return {};
  }

  /// The path a local pointer holds, if every value assigned to it has the
  /// same one (struct device *dev = &pdev->dev;).
  ObjectPath localPath(const VarDecl *VD) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    if (!FD || !FD->getBody())
      return {};
    if (ScannedFunctions.insert(FD).second)
      scanLocalPaths(FD->getBody());
    auto It = LocalPaths.find(VD);
    return It == LocalPaths.end() ? ObjectPath() : It->second;
  }

  void scanLocalPaths(Stmt *Body) {
    struct Scanner : RecursiveASTVisitor<Scanner> {
      Collector &C;
      llvm::DenseMap<const VarDecl *, std::optional<ObjectPath>> Paths;
      explicit Scanner(Collector &C) : C(C) {}
      /// Records that Value (null: something unknown) is assigned to VD. A
      /// record local holds a copy of its value, members included; a value
      /// that is another local (or a statement expression ending in one)
      /// has that local's path, once it is known.
      void assign(const VarDecl *VD, const Expr *Value) {
        if (Value)
          if (const VarDecl *Other = localValue(Value)) {
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
      }
      void merge(const VarDecl *VD, const ObjectPath &Path) {
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
      ObjectPath resolve(const VarDecl *VD, llvm::DenseSet<const VarDecl *> &Active) {
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
          if (const auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParens()))
            if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
                VD && tracked(VD) && VD->getType()->isPointerType())
              merge(VD, ObjectPath());
        return true;
      }
    } Scan(*this);
    Scan.TraverseStmt(Body);
    llvm::DenseSet<const VarDecl *> Active;
    for (auto &Entry : Scan.Paths)
      LocalPaths[Entry.first] = Scan.resolve(Entry.first, Active);
    // What a cut chain gives depends on where it was entered; give nothing.
    if (Scan.TooDeep)
      for (auto &Entry : Scan.Paths)
        LocalPaths[Entry.first] = ObjectPath();
  }

  /// Replaces a summary's parameter path by the path of the argument the
  /// call passes.
  SlotAccess bindToCall(SlotAccess Access, const CallExpr *Call,
                        const FunctionDecl *Scope) {
    if (Access.Object.Kind == ObjectPath::Parameter)
      Access.Object = Access.Object.Index < Call->getNumArgs()
                          ? pathOfPointer(Call->getArg(Access.Object.Index), Scope)
                          : ObjectPath();
    return Access;
  }

  /// Summarizes a function with a visible body as an accessor: the slot its
  /// return value reads, and the slots its void * parameters are stored
  /// into, directly or through other accessors.
  const AccessorSummary &summary(const FunctionDecl *FD) {
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
        if (Store.Argument)
          Summary.Stores.push_back({modelSlot(Store.Into), *Store.Argument});
      Summary.Callbacks = Model->Callbacks;
      return Summary;
    }
    const FunctionDecl *Definition = nullptr;
    if (!FD->hasBody(Definition) || !Definition->getBody())
      return Summary;
    bool ReturnsPointer = isVoidPointer(Definition->getReturnType());
    bool TakesPointer = llvm::any_of(Definition->parameters(), [](const ParmVarDecl *P) {
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

  AccessorSummary summarize(const FunctionDecl *FD, bool ReturnsPointer) {
    struct Walker : RecursiveASTVisitor<Walker> {
      Collector &C;
      const FunctionDecl *FD;
      AccessorSummary Result;
      bool IsGetter;
      Walker(Collector &C, const FunctionDecl *FD, bool IsGetter)
          : C(C), FD(FD), IsGetter(IsGetter) {}

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
        if (const auto *ME = dyn_cast<MemberExpr>(E))
          return C.slotAccess(ME, FD);
        if (const auto *Call = dyn_cast<CallExpr>(E))
          if (const FunctionDecl *Callee = Call->getDirectCallee())
            if (const auto &Getter = C.summary(Callee).Returns)
              return C.bindToCall(*Getter, Call, FD);
        return std::nullopt;
      }

      bool VisitReturnStmt(ReturnStmt *RS) {
        const Expr *Value = RS->getRetValue();
        if (!IsGetter || !Value || skippable(Value) ||
            Value->IgnoreParenCasts()->isNullPointerConstant(
                C.Context, Expr::NPC_ValueDependentIsNotNull))
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
        const auto *ME = dyn_cast<MemberExpr>(BO->getLHS()->IgnoreParens());
        std::optional<SlotAccess> Access = ME ? C.slotAccess(ME, FD) : std::nullopt;
        if (Access)
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
          std::optional<unsigned> OwnCallback = anyParameter(Call->getArg(Callback.Callback));
          std::optional<unsigned> OwnContext = anyParameter(Call->getArg(Callback.Context));
          std::optional<unsigned> OwnFlag;
          if (Callback.WhenZero && *Callback.WhenZero < N)
            OwnFlag = anyParameter(Call->getArg(*Callback.WhenZero));
          if (OwnCallback && OwnContext && (!Callback.WhenZero || OwnFlag))
            Result.Callbacks.push_back({*OwnCallback, *OwnContext,
                                        Callback.Parameter, OwnFlag});
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
    } Walk(*this, FD, ReturnsPointer);
    Walk.TraverseStmt(FD->getBody());
    return std::move(Walk.Result);
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
        // Anonymous members are compared by layout (see sameMemberType).
        if (const RecordDecl *Nested = T->getAsRecordDecl())
          if (RD->isUnion() || Layout.Fields.empty() ||
              (!Nested->getDeclName() && !Nested->getTypedefNameForAnonDecl()))
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
  const ModelSet &Models;
  std::vector<ModelMismatch> *Mismatches;
  llvm::DenseSet<const FunctionDecl *> ReportedMismatches;
  llvm::DenseSet<const DeclRefExpr *> CalleeRefs;
  /// Callbacks passed to a modelled registration: their context is known.
  llvm::DenseSet<const DeclRefExpr *> CallbackRefs;
  /// Functions whose address is taken, with their first such reference.
  llvm::DenseMap<const FunctionDecl *, SourceLocation> AddressTaken;
  /// The context slots of callbacks passed to modelled registrations, and
  /// their callbacks; ordered, so that the facts are.
  std::map<std::string, const FunctionDecl *> CallbackContexts;
  llvm::DenseSet<const InitListExpr *> InitializedLists;
  llvm::SmallVector<const RecordDecl *, 16> NeededRecords;
  llvm::DenseMap<const FunctionDecl *, std::string> FunctionKeys;
  // Node-based, so that references to summaries survive later insertions.
  std::unordered_map<const FunctionDecl *, AccessorSummary> Summaries;
  unsigned SummaryDepth = 0; ///< Accessors being summarised, each calling the next.
  llvm::DenseSet<const FunctionDecl *> ScannedFunctions;
  llvm::DenseMap<const FunctionDecl *, llvm::SmallVector<unsigned, 2>> SizeParameters;
  llvm::StringMap<const RecordDecl *> ModelSlotOwners;
  llvm::DenseMap<const VarDecl *, ObjectPath> LocalPaths;
  llvm::DenseMap<const RecordDecl *, std::string> RecordNames;
  llvm::DenseMap<FileID, std::string> FilePaths;
};

} // namespace

TranslationUnitFacts collectFacts(ASTContext &Context, const ModelSet &Models,
                                  std::vector<ModelMismatch> *Mismatches) {
  return Collector(Context, Models, Mismatches).run();
}

} // namespace privdata
