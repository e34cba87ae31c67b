//===--- ModelEffects.cpp - What a call does that no body here shows ------===//
//
// The effects of calls whose code the unit does not see: what a function's
// model says it stores, copies, sizes and hands to callbacks, the aliases
// between modelled slots, and what an unseen library function that creates
// an object keeps in it.
//
//===----------------------------------------------------------------------===//

#include "ASTQueries.h"
#include "Collector.h"

#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace privdata::collector {

const FunctionModel *Collector::modelOf(const FunctionDecl *FD) {
  const IdentifierInfo *Name = FD->getIdentifier();
  const FunctionModel *Model =
      Name ? Models.function(Name->getName()) : nullptr;
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
                           Names.siteOf(Declared->getLocation()),
                           Model->Parameters, Model->Variadic, Model->Origin});
  return nullptr;
}

SlotAccess Collector::modelSlot(const ModelSlot &Slot) {
  SlotAccess Access{modelSlotNode(Slot.Slot), modelSlotOwner(Slot.Slot), {}};
  if (Slot.Object)
    Access.Object = ObjectPath::parameter(*Slot.Object);
  return Access;
}

const RecordDecl *Collector::modelSlotOwner(llvm::StringRef Slot) {
  auto [It, Inserted] = ModelSlotOwners.try_emplace(Slot, nullptr);
  if (Inserted)
    It->second = Slot.contains("::")
                     ? lookUpRecord(Slot.take_front(Slot.rfind("::")))
                     : nullptr;
  return It->second;
}

const RecordDecl *Collector::lookUpRecord(llvm::StringRef Record) {
  Record = Record.trim();
  llvm::StringRef Name = Record;
  if (!Name.consume_front("struct ") && !Name.consume_front("union "))
    Name.consume_front("class ");
  for (const NamedDecl *D : Context.getTranslationUnitDecl()->lookup(
           &Context.Idents.get(Name.trim()))) {
    const RecordDecl *RD = dyn_cast<RecordDecl>(D);
    if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
      RD = TD->getUnderlyingType()->getAsRecordDecl();
    if (RD && Names.recordName(RD) == Record)
      return RD;
  }
  return nullptr;
}

SlotAccess Collector::bindModelSlot(const ModelSlot &Slot,
                                    const CallExpr *Call) {
  SlotAccess Access = modelSlot(Slot);
  if (Call)
    return bindToCall(std::move(Access), Call, nullptr);
  Access.Object = ObjectPath();
  return Access;
}

void Collector::applyModel(const FunctionModel &Model, const CallExpr *Call,
                           SourceLocation Loc) {
  for (const ModelStore &Store : Model.Stores) {
    if (!Store.NewObject.empty()) {
      for (std::string &Node : storeNodes(bindModelSlot(Store.Into, Call)))
        Facts.Stores.push_back({std::move(Node), ValueKind::Typed,
                                Store.NewObject, Names.siteOf(Loc), ""});
    } else if (Store.FromSlot) {
      std::string From =
          setUpNode(slotNode(bindModelSlot(*Store.FromSlot, Call)), false);
      for (std::string &Node : storeNodes(bindModelSlot(Store.Into, Call)))
        Facts.Flows.push_back({From, std::move(Node)});
    }
  }
  if (!Call)
    return;
  for (const ModelSizedArea &Area : Model.SizedAreas)
    if (Area.Size < Call->getNumArgs())
      for (const std::string &Node : storeNodes(bindModelSlot(Area.Into, Call)))
        storeSizedArea(Node, Call->getArg(Area.Size));
}

void Collector::storeSizedArea(const std::string &Target, const Expr *Size) {
  if (std::optional<QualType> T = sizedType(Size)) {
    AddressedObject Object = addressedObject(*T);
    if (Object.ObjectKind == AddressedObject::Bytes)
      Facts.Stores.push_back({Target, ValueKind::Bytes, "",
                              Names.siteOf(Size->getBeginLoc()), ""});
    else if (Object.ObjectKind == AddressedObject::Complete)
      Facts.Stores.push_back({Target, ValueKind::Typed, objectKey(Object),
                              Names.siteOf(Size->getBeginLoc()), ""});
    return;
  }
  if (isZeroConstant(Size, Context))
    return;
  std::string Assumes;
  if (const ParmVarDecl *PVD = sizeParameter(Size)) {
    Assumes = Names.varNode(PVD);
    Facts.Flows.push_back({Assumes, Target});
  }
  Facts.Stores.push_back({Target, ValueKind::Opaque, "",
                          Names.siteOf(Size->getBeginLoc()),
                          std::move(Assumes)});
}

const ParmVarDecl *Collector::sizeParameter(const Expr *Size) const {
  return Functions.empty() ? nullptr : parameterIn(Size, Functions.back());
}

void Collector::setSizeMember(const FieldDecl *FD, const Expr *Value) {
  std::string Member = Names.memberName(FD);
  if (std::optional<AddressedObject> Object = sizedRecord(Value)) {
    SizeMembers.insert(Member);
    Facts.Stores.push_back({node::sizeMember(Member), ValueKind::Typed,
                            objectKey(*Object),
                            Names.siteOf(Value->getBeginLoc()), ""});
    return;
  }
  if (isZeroConstant(Value, Context))
    return;
  OtherSizes[Member].push_back(Names.siteOf(Value->getBeginLoc()));
}

void Collector::storeOtherSizes() {
  for (const auto &Entry : OtherSizes)
    if (SizeMembers.contains(Entry.getKey()))
      for (const SourceSite &Site : Entry.getValue())
        Facts.Stores.push_back({node::sizeMember(Entry.getKey()),
                                ValueKind::Opaque, "", Site, ""});
}

void Collector::passSizedType(const FunctionDecl *Callee, unsigned Index,
                              const Expr *Argument) {
  if (!Callee->getParamDecl(Index)->getType()->isIntegerType())
    return;
  const FunctionDecl *Definition = nullptr;
  if (Callee->hasBody(Definition) && !sizesArea(Definition, Index))
    return;
  if (std::optional<AddressedObject> Object = sizedRecord(Argument))
    Facts.Stores.push_back({node::param(Names.functionKey(Callee), Index),
                            ValueKind::Typed, objectKey(*Object),
                            Names.siteOf(Argument->getBeginLoc()), ""});
}

/// The parameters of a function that its calls of modelled functions pass
/// as the size of a private area, or its calls of allocators as the size of
/// the allocation.
struct Collector::SizeParameterFinder
    : RunningCodeVisitor<Collector::SizeParameterFinder> {
  Collector &C;
  const FunctionDecl *FD;
  llvm::SmallVector<unsigned, 2> Found;
  SizeParameterFinder(Collector &C, const FunctionDecl *FD)
      : RunningCodeVisitor(C.Code), C(C), FD(FD) {}
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return true;
    const FunctionModel *Model = C.modelOf(Callee);
    if (!Model) {
      if (!isVoidPointer(Callee->getReturnType()))
        return true;
      llvm::ArrayRef<unsigned> Factors = C.summary(Callee).AllocationSize;
      if (Factors.size() == 1 && Factors[0] < Call->getNumArgs())
        if (const ParmVarDecl *PVD = parameterIn(Call->getArg(Factors[0]), FD))
          Found.push_back(PVD->getFunctionScopeIndex());
      return true;
    }
    for (const ModelSizedArea &Area : Model->SizedAreas) {
      if (Area.Size >= Call->getNumArgs())
        continue;
      if (const ParmVarDecl *PVD = parameterIn(Call->getArg(Area.Size), FD))
        Found.push_back(PVD->getFunctionScopeIndex());
    }
    return true;
  }
};

bool Collector::sizesArea(const FunctionDecl *FD, unsigned Index) {
  auto [It, Inserted] = SizeParameters.try_emplace(FD);
  if (Inserted) {
    SizeParameterFinder Find(*this, FD);
    Find.TraverseStmt(FD->getBody());
    It->second = std::move(Find.Found);
  }
  return llvm::is_contained(It->second, Index);
}

void Collector::bindCallback(const CallExpr *Call,
                             const ModelCallback &Callback) {
  if (Callback.Callback >= Call->getNumArgs() ||
      Callback.Context >= Call->getNumArgs())
    return;
  if (Callback.WhenZero) {
    if (*Callback.WhenZero >= Call->getNumArgs())
      return;
    if (!isZeroConstant(Call->getArg(*Callback.WhenZero), Context))
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
      Names.functionKey(Function),
      Param->getName().empty() ? "#" + std::to_string(Index)
                               : Param->getName().str());
  CallbackContexts.try_emplace(Slot, Function->getCanonicalDecl());
  flowInto(Call->getArg(Callback.Context), Slot);
  if (Read)
    Facts.Loads.push_back({Slot, *Read, Names.siteOf(Param->getLocation())});
  else
    Facts.Flows.push_back(
        {Slot, node::param(Names.functionKey(Function), Index)});
}

void Collector::storeEscapedContexts() {
  for (const auto &[Slot, Function] : CallbackContexts)
    if (auto It = AddressTaken.find(Function); It != AddressTaken.end())
      Facts.Stores.push_back(
          {Slot, ValueKind::Opaque, "", Names.siteOf(It->second), ""});
}

void Collector::emitAliases() {
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

void Collector::storeThroughLibrary(const CallExpr *CE, const FunctionDecl *FD,
                                    unsigned N) {
  const auto *Returned =
      FD->getReturnType().getCanonicalType()->getAs<PointerType>();
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
                 Names.functionKey(FD));
  }
}

} // namespace privdata::collector
