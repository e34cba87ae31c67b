//===--- FactsDatabase.cpp ------------------------------------------------===//

#include "FactsDatabase.h"
#include "Relations.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include <algorithm>
#include <map>

namespace privdata {

static void mergeOwner(unsigned &Owner, unsigned Unit) {
  if (Owner != Unit)
    Owner = FactsDatabase::SharedUnit;
}

unsigned FactsDatabase::unit(llvm::StringRef MainFile) {
  auto [It, Inserted] = UnitIds.try_emplace(MainFile, Units.size());
  if (Inserted)
    Units.push_back(MainFile.str());
  return It->second;
}

void FactsDatabase::add(const TranslationUnitFacts &Facts) {
  unsigned Unit = unit(Facts.MainFile);
  for (const StoreFact &S : Facts.Stores)
    addStore(S, Unit);
  for (const FlowFact &F : Facts.Flows)
    addFlow(F, Unit);
  for (const LoadFact &L : Facts.Loads)
    addLoad(L, Unit);
  for (const PassFact &P : Facts.Passes)
    addPass(P, Unit);
  for (const RecordLayout &R : Facts.Records)
    addRecord(R);
  for (const std::string &Function : Facts.Definitions)
    addDefinition(Function, Unit);
}

unsigned FactsDatabase::unitFrom(const FactsDatabase &Other, unsigned Unit) {
  return Unit == SharedUnit ? SharedUnit : unit(Other.Units[Unit]);
}

void FactsDatabase::add(const FactsDatabase &Other) {
  add(Other, [](llvm::StringRef) { return true; });
}

void FactsDatabase::add(const FactsDatabase &Other,
                        llvm::function_ref<bool(llvm::StringRef)> KeepUnit) {
  // A unit without facts is a unit all the same: it counts as analysed.
  std::vector<bool> Kept(Other.Units.size());
  for (size_t U = 0; U < Other.Units.size(); ++U)
    if ((Kept[U] = KeepUnit(Other.Units[U])))
      unit(Other.Units[U]);
  auto Keeps = [&](unsigned U) { return U == SharedUnit || Kept[U]; };
  Other.forEachStore([&](const StoreFact &S, unsigned U) {
    if (Keeps(U))
      addStore(S, unitFrom(Other, U));
  });
  Other.forEachFlow([&](const FlowFact &F, unsigned U) {
    if (Keeps(U))
      addFlow(F, unitFrom(Other, U));
  });
  Other.forEachLoad([&](const LoadFact &L, unsigned U) {
    if (Keeps(U))
      addLoad(L, unitFrom(Other, U));
  });
  Other.forEachPass([&](const PassFact &P, unsigned U) {
    if (Keeps(U))
      addPass(P, unitFrom(Other, U));
  });
  Other.forEachDefinition([&](llvm::StringRef Function, unsigned U) {
    if (Keeps(U))
      addDefinition(Function, unitFrom(Other, U));
  });
  // A layout is the record's wherever it was seen, and is looked up only
  // through the slots of the facts kept.
  for (const auto &Entry : Other.Records)
    addRecord(Entry.getValue());
}

static uint64_t hashOf(const SourceSite &Site) {
  return llvm::hash_combine(Site.File, Site.Line, Site.Column);
}

template <typename Store>
void FactsDatabase::keepStore(Store &&S, unsigned Unit) {
  Finalized = false;
  uint64_t Hash = llvm::hash_combine(S.Target, int(S.Kind), S.Type,
                                     hashOf(S.Site), S.Assumes);
  if (std::optional<unsigned> Kept = StoreIndex.find(Hash, [&](unsigned I) {
        const StoreFact &K = Stores[I];
        return K.Target == S.Target && K.Kind == S.Kind && K.Type == S.Type &&
               K.Site == S.Site && K.Assumes == S.Assumes;
      }))
    return addContributor(StoreUnits[*Kept], Unit);
  StoreIndex.insert(Hash);
  Stores.push_back(std::forward<Store>(S));
  StoreUnits.push_back({Unit});
}

void FactsDatabase::addStore(const StoreFact &S, unsigned Unit) {
  keepStore(S, Unit);
}

void FactsDatabase::addStore(StoreFact &&S, unsigned Unit) {
  keepStore(std::move(S), Unit);
}

void FactsDatabase::addContributor(StoreOwners &Owners, unsigned Unit) {
  if (Owners.front() == SharedUnit)
    return;
  if (Unit == SharedUnit) {
    Owners.assign(1, SharedUnit);
    return;
  }
  auto Pos = llvm::lower_bound(Owners, Unit);
  if (Pos == Owners.end() || *Pos != Unit)
    Owners.insert(Pos, Unit);
}

bool FactsDatabase::contributed(const StoreFact *S, unsigned Reader) const {
  const StoreOwners &Owners = StoreUnits[S - Stores.data()];
  if (Owners.front() == SharedUnit)
    return true;
  if (Reader == SharedUnit)
    return Owners.size() > 1;
  return llvm::binary_search(Owners, Reader);
}

void FactsDatabase::addFlow(const FlowFact &F, unsigned Unit) {
  Finalized = false;
  std::pair<NodeId, NodeId> Edge{intern(F.Source), intern(F.Target)};
  auto [It, Inserted] = FlowIndex.try_emplace(Edge, Flows.size());
  if (!Inserted)
    return mergeOwner(FlowUnits[It->second], Unit);
  Flows.push_back(Edge);
  FlowUnits.push_back(Unit);
}

template <typename Load>
void FactsDatabase::keepLoad(Load &&L, unsigned Unit) {
  Finalized = false;
  uint64_t Hash = llvm::hash_combine(L.Source, L.Type, hashOf(L.Site));
  if (std::optional<unsigned> Kept = LoadIndex.find(Hash, [&](unsigned I) {
        const LoadFact &K = Loads[I];
        return K.Source == L.Source && K.Type == L.Type && K.Site == L.Site;
      }))
    return mergeOwner(LoadUnits[*Kept], Unit);
  LoadIndex.insert(Hash);
  Loads.push_back(std::forward<Load>(L));
  LoadUnits.push_back(Unit);
}

void FactsDatabase::addLoad(const LoadFact &L, unsigned Unit) {
  keepLoad(L, Unit);
}

void FactsDatabase::addLoad(LoadFact &&L, unsigned Unit) {
  keepLoad(std::move(L), Unit);
}

void FactsDatabase::addPass(const PassFact &P, unsigned Unit) {
  Finalized = false;
  auto [It, Inserted] =
      PassIndex.try_emplace({P.Argument, P.Path}, Passes.size());
  if (!Inserted)
    return mergeOwner(PassUnits[It->second], Unit);
  Passes.push_back(P);
  PassUnits.push_back(Unit);
}

void FactsDatabase::addRecord(const RecordLayout &R) {
  Finalized = false;
  Records.try_emplace(R.Name, R);
}

void FactsDatabase::addDefinition(llvm::StringRef Function, unsigned Unit) {
  Finalized = false;
  auto [It, Inserted] = Definitions.try_emplace(Function, Unit);
  if (!Inserted)
    mergeOwner(It->second, Unit);
}

void FactsDatabase::layerOver(const FactsDatabase &Base,
                              llvm::StringRef ReplacedFile) {
  Finalized = false;
  this->Base = &Base;
  ReplacedUnit = Base.unitAt(ReplacedFile);
}

std::optional<unsigned> FactsDatabase::unitAt(llvm::StringRef MainFile) const {
  auto It = UnitIds.find(MainFile);
  if (It != UnitIds.end())
    return It->second;
  // A database exported under another path to the same file (on a host
  // where the tree's path is no symbolic link, or by a version that kept
  // the path as the build spelled it) names the unit by that path.
  llvm::sys::fs::UniqueID File, Other;
  if (llvm::sys::fs::getUniqueID(MainFile, File))
    return std::nullopt;
  for (unsigned Unit = 0; Unit < Units.size(); ++Unit)
    if (!llvm::sys::fs::getUniqueID(Units[Unit], Other) && Other == File)
      return Unit;
  return std::nullopt;
}

const RecordLayout *FactsDatabase::record(llvm::StringRef Name) const {
  auto It = Records.find(Name);
  if (It != Records.end())
    return &It->second;
  return Base ? Base->record(Name) : nullptr;
}

bool FactsDatabase::isDefined(llvm::StringRef Function) const {
  if (Definitions.contains(Function))
    return true;
  if (!Base)
    return false;
  // The replaced unit's definitions are those of its old text; its current
  // ones are this database's own.
  auto It = Base->Definitions.find(Function);
  return It != Base->Definitions.end() &&
         (!ReplacedUnit || It->second != *ReplacedUnit);
}

FactsDatabase::NodeId FactsDatabase::intern(InternedString Node) {
  auto [It, Inserted] = Ids.try_emplace(Node, Names.size());
  if (Inserted) {
    Names.push_back(Node);
    Parent.push_back(It->second);
  }
  return It->second;
}

std::optional<FactsDatabase::NodeId>
FactsDatabase::idOf(llvm::StringRef Node) const {
  std::optional<InternedString> Name = InternedString::find(Node);
  if (!Name)
    return std::nullopt;
  auto It = Ids.find(*Name);
  if (It == Ids.end())
    return std::nullopt;
  return It->second;
}

FactsDatabase::NodeId FactsDatabase::canonical(NodeId Id) {
  while (Parent[Id] != Id)
    Id = Parent[Id] = Parent[Parent[Id]];
  return Id;
}

void FactsDatabase::unify(llvm::StringRef A, llvm::StringRef B) {
  std::optional<NodeId> IdA = idOf(A), IdB = idOf(B);
  // A slot that no fact mentions adds nothing to the other.
  if (!IdA || !IdB)
    return;
  NodeId RootA = canonical(*IdA), RootB = canonical(*IdB);
  // The smaller name represents the class, so the result is independent of
  // the order in which facts arrived.
  if (Names[RootB] < Names[RootA])
    std::swap(RootA, RootB);
  Parent[RootB] = RootA;
}

/// A void * member of a struct that is the common initial sequence of
/// another is the same member of that one: the same object is reached
/// through either record. Sharing is transitive along the prefixes of a
/// struct's members, so each struct is joined to the structs of its own
/// members (the first that truly correspond) and to those of its longest
/// shorter prefix, which makes the merge linear in the members.
void FactsDatabase::mergeCommonInitialSequences() {
  RecordRelations Relations(*this);
  struct Candidate {
    const RecordLayout *Record;
    std::vector<uint64_t> Keys;
  };
  std::vector<Candidate> Candidates;
  for (const auto &Entry : Records) {
    const RecordLayout &R = Entry.getValue();
    if (!R.IsUnion && R.Fields.size() >= 2)
      Candidates.push_back({&R, Relations.initialSequenceKeys(R)});
  }
  llvm::DenseMap<uint64_t, std::vector<const RecordLayout *>> ByAllMembers;
  for (const Candidate &C : Candidates)
    ByAllMembers[C.Keys.back()].push_back(C.Record);
  auto Join = [&](const RecordLayout &Longer, const RecordLayout &Shorter) {
    for (const FieldLayout &F : Shorter.Fields)
      if (isSlotType(F.Type) && !F.Name.empty())
        unify(node::memberSlot(Longer.Name, F.Name), node::memberSlot(Shorter.Name, F.Name));
  };
  for (const Candidate &C : Candidates)
    for (size_t Length = C.Keys.size(); Length >= 2; --Length) {
      auto It = ByAllMembers.find(C.Keys[Length - 1]);
      if (It == ByAllMembers.end())
        continue;
      const RecordLayout *Shorter = nullptr;
      for (const RecordLayout *Other : It->second)
        if (Other != C.Record && Other->Fields.size() == Length &&
            Relations.sharesInitialSequence(C.Record->Name, Other->Name)) {
          Shorter = Other;
          break;
        }
      if (!Shorter)
        continue;
      Join(*C.Record, *Shorter);
      if (Length < C.Keys.size())
        break;
    }
}

/// Copies from Base the facts this database's own may depend on: every fact
/// backward reachable from a node they mention, across refinements and
/// merged slots, except the replaced unit's own. Starting from every node,
/// not only from the loads, follows paths through this unit's own flows and
/// brings the other units' stores into the slots it stores into.
void FactsDatabase::importFromBase() {
  auto Kept = [&](unsigned Owner) { return !ReplacedUnit || Owner != *ReplacedUnit; };
  llvm::DenseSet<NodeId> Visited; // Base's ids.
  std::vector<NodeId> Work;
  auto Push = [&](llvm::StringRef Name) {
    std::optional<NodeId> Id = Base->idOf(Name);
    if (Id && Visited.insert(*Id).second)
      Work.push_back(*Id);
  };
  for (const LoadFact &L : Loads)
    Push(L.Source);
  for (const StoreFact &S : Stores)
    Push(S.Target);
  for (const auto &[Source, Target] : Flows) {
    Push(Names[Source]);
    Push(Names[Target]);
  }
  // What the functions of other units store into the objects they are
  // passed reaches the paths this unit passes, and the other units' passes
  // reach what this unit's functions store.
  for (size_t P = 0; P < Base->Passes.size(); ++P)
    if (Kept(Base->PassUnits[P]))
      addPass(Base->Passes[P], unitFrom(*Base, Base->PassUnits[P]));
  for (const PassFact &P : Passes)
    for (NodeId Passed : Base->PassedNodes.lookup(P.Argument))
      Push(Base->Names[Passed]);
  while (!Work.empty()) {
    NodeId Id = Work.back();
    Work.pop_back();
    llvm::StringRef Name = Base->Names[Id];
    for (unsigned F : Base->FlowsInto[Id])
      if (Kept(Base->FlowUnits[F])) {
        llvm::StringRef Source = Base->Names[Base->Flows[F].first];
        addFlow({Source.str(), Name.str()}, unitFrom(*Base, Base->FlowUnits[F]));
        Push(Source);
      }
    for (unsigned S : Base->StoresIntoRaw[Id])
      for (unsigned Unit : Base->StoreUnits[S])
        if (Kept(Unit))
          addStore(Base->Stores[S], unitFrom(*Base, Unit));
    if (!node::isSlot(Name))
      continue;
    Push(node::coarser(Name));
    for (NodeId Refined : Base->Refinements[Id])
      Push(Base->Names[Refined]);
    for (NodeId Same : Base->SameSlot[Id])
      Push(Base->Names[Same]);
    SlotName Slot = SlotName::fromNode(Name);
    if (const RecordLayout *R = Base->record(Slot.Record))
      addRecord(*R);
  }
}

void FactsDatabase::finalize() {
  if (Finalized)
    return;
  if (Base)
    importFromBase();
  for (const StoreFact &S : Stores)
    intern(S.Target);
  for (const LoadFact &L : Loads)
    intern(L.Source);
  for (const auto &Entry : Records)
    for (const FieldLayout &F : Entry.getValue().Fields)
      if (isSlotType(F.Type) && !F.Name.empty())
        intern(node::memberSlot(Entry.getKey(), F.Name));
  std::vector<std::pair<NodeId, NodeId>> PassEdges;
  bindPassedObjects(PassEdges);
  // Last, so that every node interned has the nodes it refines interned too.
  for (size_t Id = 0; Id < Names.size(); ++Id)
    if (node::isRefined(Names[Id]))
      intern(node::coarser(Names[Id]));
  size_t N = Names.size();
  for (NodeId Id = 0; Id < N; ++Id)
    Parent[Id] = Id;
  mergeCommonInitialSequences();

  Coarser.assign(N, 0);
  PassedObjects.assign(N, false);
  SetUpSlots.assign(N, false);
  for (const auto &Entry : PassedNodes)
    for (NodeId Id : Entry.getValue())
      PassedObjects[canonical(Id)] = true;
  ReachingStores.clear();
  ReachingStoresPartly.clear();
  ReachingSlots.assign(N, std::nullopt);

  std::map<NodeId, std::vector<NodeId>> Classes;
  for (NodeId Id = 0; Id < N; ++Id)
    if (canonical(Id) != Id)
      Classes[canonical(Id)].push_back(Id);
  std::vector<std::pair<NodeId, NodeId>> Same;
  for (auto &[Root, Members] : Classes) {
    Members.push_back(Root);
    for (NodeId Member : Members)
      for (NodeId Other : Members)
        if (Other != Member)
          Same.push_back({Member, Other});
  }
  SameSlot.assign(N, Same);

  std::vector<std::pair<NodeId, NodeId>> Refined;
  for (NodeId Id = 0; Id < N; ++Id) {
    NodeId Coarse = canonical(*idOf(node::coarser(Names[Id])));
    Coarser[Id] = Coarse;
    if (Coarse != canonical(Id))
      Refined.push_back({Coarse, canonical(Id)});
    if (node::isSetUp(Names[Id]))
      SetUpSlots[canonical(Id)] = true;
  }
  Refinements.assign(N, Refined);
  std::vector<std::pair<NodeId, unsigned>> Into;
  std::vector<std::pair<NodeId, NodeId>> Preceding;
  for (unsigned F = 0; F < Flows.size(); ++F) {
    auto [Source, Target] = Flows[F];
    Into.push_back({Target, F});
    Preceding.push_back({canonical(Target), canonical(Source)});
  }
  for (auto [Source, Target] : PassEdges)
    Preceding.push_back({canonical(Target), canonical(Source)});
  FlowsInto.assign(N, Into);
  Predecessors.assign(N, Preceding);
  Into.clear();
  for (unsigned S = 0; S < Stores.size(); ++S)
    Into.push_back({Ids.find(Stores[S].Target)->second, S});
  StoresIntoRaw.assign(N, Into);
  // A guess yields to the evidence: a library function's effect to its
  // definition, an unknown size parameter to the sizes callers pass, the
  // unknown arguments of a table's function to what the calls through its
  // member pass.
  auto Holds = [&](const StoreFact &S) {
    if (S.Assumes.empty())
      return true;
    if (!node::isParam(S.Assumes) && !node::isSizeMember(S.Assumes))
      return !isDefined(S.Assumes);
    auto It = Ids.find(S.Assumes);
    return It == Ids.end() ||
           (StoresIntoRaw[It->second].empty() && FlowsInto[It->second].empty());
  };
  std::vector<std::pair<NodeId, const StoreFact *>> Holding;
  for (unsigned S = 0; S < Stores.size(); ++S)
    if (Holds(Stores[S]))
      Holding.push_back({canonical(Ids.find(Stores[S].Target)->second), &Stores[S]});
  StoresInto.assign(N, Holding);
  Finalized = true;
}

void FactsDatabase::bindPassedObjects(
    std::vector<std::pair<NodeId, NodeId>> &Edges) {
  PassedNodes.clear();
  llvm::StringMap<std::vector<const PassFact *>> ByArgument;
  for (const PassFact &P : Passes)
    ByArgument[P.Argument].push_back(&P);
  // A path passed on may itself be a parameter passed on (a function that
  // hands its own parameter to another): the nodes this adds are scanned
  // in turn. Only a slot refined by a parameter alone passes its stores on,
  // to paths of the same slot, so the nodes made are bounded by the passes
  // whatever a facts file says.
  for (size_t Id = 0; Id < Names.size(); ++Id) {
    llvm::StringRef Name = Names[Id];
    auto [Slot, Refinement] = Name.split('|');
    std::optional<AccessPath> Path = AccessPath::parse(Refinement);
    if (!node::isSlot(Name) || !Path || Path->PathKind != AccessPath::PassedTo ||
        Refinement.contains('|'))
      continue;
    PassedNodes[Path->Where].push_back(Id);
    std::string Base = Slot.str();
    for (const PassFact *P : ByArgument.lookup(Path->Where))
      Edges.push_back({NodeId(Id), intern(Base + "|" + P->Path)});
  }
}

std::vector<std::string> FactsDatabase::slots() {
  finalize();
  std::vector<std::string> Slots;
  // A slot whose stores all go into its refinements is a slot too. What a
  // function stores through its parameter is its slot's (until a caller's
  // path takes it further), not a slot of its own.
  for (NodeId Id = 0; Id < Names.size(); ++Id)
    if (canonical(Id) == Id && node::isSlot(Names[Id]) &&
        (!StoresInto[Id].empty() || !Predecessors[Id].empty())) {
      if (!PassedObjects[Id])
        Slots.push_back(Names[Id].str());
      if (node::isRefined(Names[Id]))
        Slots.push_back(
            Names[canonical(*idOf(node::unrefined(Names[Id])))].str());
    }
  for (const LoadFact &L : Loads)
    llvm::append_range(Slots, slotsReaching(L.Source));
  llvm::sort(Slots);
  Slots.erase(std::unique(Slots.begin(), Slots.end()), Slots.end());
  return Slots;
}

llvm::ArrayRef<std::string>
FactsDatabase::slotsReaching(llvm::StringRef Node) {
  finalize();
  std::optional<NodeId> Id = idOf(Node);
  if (!Id)
    return {};
  NodeId Start = canonical(*Id);
  std::optional<std::vector<std::string>> &Cached = ReachingSlots[Start];
  if (Cached)
    return *Cached;
  std::vector<std::string> Slots;
  if (node::isSlot(Names[Start])) {
    Slots.push_back(Names[Start].str());
  } else {
    std::vector<NodeId> Work{Start};
    llvm::DenseSet<NodeId> Visited{Start};
    while (!Work.empty()) {
      NodeId Id = Work.back();
      Work.pop_back();
      for (NodeId Pred : Predecessors[Id]) {
        // Which function of a table a call through the member reaches is
        // not known: the values passed there fill the slots the functions
        // store into, but a read of one function's parameter is no read of
        // the slots another function's callers pass.
        if (!Visited.insert(Pred).second || node::isMemberParam(Names[Pred]))
          continue;
        if (node::isSlot(Names[Pred]))
          Slots.push_back(Names[Pred].str());
        else
          Work.push_back(Pred);
      }
    }
    llvm::sort(Slots);
  }
  Cached = std::move(Slots);
  return *Cached;
}

const std::vector<const StoreFact *> &
FactsDatabase::collectStores(NodeId Start, bool Wholly) {
  auto &Cache = Wholly ? ReachingStores : ReachingStoresPartly;
  auto It = Cache.find(Start);
  if (It != Cache.end())
    return It->second;
  std::vector<const StoreFact *> Found;
  forEachStoreReaching(Start, Wholly,
                       [&](const StoreFact *S) { Found.push_back(S); });
  return Cache[Start] = std::move(Found);
}

void FactsDatabase::forEachStoreReaching(
    NodeId Start, bool Wholly,
    llvm::function_ref<void(const StoreFact *)> Visit) const {
  auto Key = [](NodeId Id, bool Wholly) { return uint64_t(Id) << 1 | Wholly; };
  std::vector<std::pair<NodeId, bool>> Work{{Start, Wholly}};
  llvm::DenseSet<uint64_t> Visited{Key(Start, Wholly)};
  auto Push = [&](NodeId Id, bool Wholly) {
    if (Visited.insert(Key(Id, Wholly)).second)
      Work.push_back({Id, Wholly});
  };
  while (!Work.empty()) {
    auto [Id, Wholly] = Work.back();
    Work.pop_back();
    // The stores and predecessors are the same for both kinds of visit.
    if (!Visited.contains(Key(Id, !Wholly))) {
      for (const StoreFact *S : StoresInto[Id])
        Visit(S);
      for (NodeId Pred : Predecessors[Id])
        Push(Pred, true);
    }
    // A refinement reached along the way is read as a whole (the value
    // flowed out of it), and the nodes it refines in part; the start's own
    // coarser nodes are the caller's to add. What a function stores through
    // its parameter reaches its callers' paths alone, not what the
    // function's unit stores into other objects.
    if (Coarser[Id] != Id && Id != Start && !PassedObjects[Id] &&
        !SetUpSlots[Id])
      Push(Coarser[Id], false);
    // A store through a function's parameter is a store through a plain
    // pointer, for the function's unit: part of its slot's own stores.
    for (NodeId Refined : Refinements[Id])
      if (Wholly || PassedObjects[Refined])
        Push(Refined, true);
  }
}

std::vector<const StoreFact *>
sortedBySite(std::vector<const StoreFact *> Stores) {
  llvm::sort(Stores, [](const StoreFact *A, const StoreFact *B) {
    return std::tie(A->Site, A->Type, A->Target) <
           std::tie(B->Site, B->Type, B->Target);
  });
  Stores.erase(std::unique(Stores.begin(), Stores.end()), Stores.end());
  return Stores;
}

std::vector<const StoreFact *> FactsDatabase::storesInto(llvm::StringRef Slot) {
  finalize();
  std::optional<NodeId> Id = idOf(Slot);
  if (!Id)
    return {};
  NodeId Start = canonical(*Id);
  std::vector<NodeId> Work{Start};
  for (size_t I = 0; I < Work.size(); ++I)
    llvm::append_range(Work, Refinements[Work[I]]);
  llvm::DenseSet<NodeId> Visited(Work.begin(), Work.end());
  std::vector<const StoreFact *> Found;
  while (!Work.empty()) {
    NodeId Id = Work.back();
    Work.pop_back();
    llvm::append_range(Found, StoresInto[Id]);
    for (NodeId Pred : Predecessors[Id])
      if (!node::isSlot(Names[Pred]) && Visited.insert(Pred).second)
        Work.push_back(Pred);
  }
  return sortedBySite(std::move(Found));
}

bool FactsDatabase::storesReachingDependOnReader(llvm::StringRef Slot) {
  finalize();
  std::optional<NodeId> Id = idOf(Slot);
  if (!Id)
    return false;
  NodeId Start = canonical(*Id);
  return Coarser[Start] != Start && !SetUpSlots[Start];
}

std::vector<const StoreFact *>
FactsDatabase::storesReaching(llvm::StringRef Slot, std::optional<unsigned> Reader) {
  finalize();
  std::optional<NodeId> Id = idOf(Slot);
  if (!Id)
    return {};
  NodeId Start = canonical(*Id);
  std::vector<const StoreFact *> Found = collectStores(Start, true);
  for (NodeId Id = Start; Coarser[Id] != Id && !SetUpSlots[Id];) {
    Id = Coarser[Id];
    for (const StoreFact *S : collectStores(Id, false))
      if (!Reader || contributed(S, *Reader))
        Found.push_back(S);
  }
  return sortedBySite(std::move(Found));
}

} // namespace privdata
