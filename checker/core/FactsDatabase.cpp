//===--- FactsDatabase.cpp ------------------------------------------------===//

#include "FactsDatabase.h"

#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <map>

namespace privdata {

/// The identity of a fact, for deduplication: its fields, separated by a
/// character no field contains.
template <typename... Fields> static std::string identity(const Fields &...F) {
  std::string Key;
  ((Key += F, Key += '\0'), ...);
  return Key;
}

void FactsDatabase::add(const TranslationUnitFacts &Facts) {
  Finalized = false;
  for (const StoreFact &S : Facts.Stores)
    if (SeenStores
            .insert(identity(S.Target, std::to_string(int(S.Kind)), S.Type,
                             S.Site.str()))
            .second)
      Stores.push_back(S);
  for (const FlowFact &F : Facts.Flows)
    FlowSet.insert({intern(F.Source), intern(F.Target)});
  for (const LoadFact &L : Facts.Loads)
    if (SeenLoads.insert(identity(L.Source, L.Type, L.Site.str())).second)
      Loads.push_back(L);
  for (const RecordLayout &R : Facts.Records)
    Records.try_emplace(R.Name, R);
}

const RecordLayout *FactsDatabase::record(llvm::StringRef Name) const {
  auto It = Records.find(Name);
  return It == Records.end() ? nullptr : &It->second;
}

FactsDatabase::NodeId FactsDatabase::intern(llvm::StringRef Node) {
  auto [It, Inserted] = Ids.try_emplace(Node, Names.size());
  if (Inserted) {
    Names.push_back(Node.str());
    Parent.push_back(It->second);
  }
  return It->second;
}

FactsDatabase::NodeId FactsDatabase::canonical(NodeId Id) {
  while (Parent[Id] != Id)
    Id = Parent[Id] = Parent[Parent[Id]];
  return Id;
}

void FactsDatabase::unify(llvm::StringRef A, llvm::StringRef B) {
  auto ItA = Ids.find(A), ItB = Ids.find(B);
  // A slot that no fact mentions adds nothing to the other.
  if (ItA == Ids.end() || ItB == Ids.end())
    return;
  NodeId RootA = canonical(ItA->second), RootB = canonical(ItB->second);
  // The smaller name represents the class, so the result is independent of
  // the order in which facts arrived.
  if (Names[RootB] < Names[RootA])
    std::swap(RootA, RootB);
  Parent[RootB] = RootA;
}

/// Two records whose common initial sequence, by member names and types,
/// holds a void * member let the same object be reached through either; the
/// member is then one slot. A sequence of a single member is not taken as
/// common, so that two unrelated structs that happen to start with
/// "void *priv" stay apart.
void FactsDatabase::mergeCommonInitialSequences() {
  std::map<std::pair<std::string, std::string>,
           std::vector<const RecordLayout *>>
      ByFirstMember;
  for (const auto &Entry : Records) {
    const RecordLayout &R = Entry.getValue();
    if (R.IsUnion || R.Fields.empty())
      continue;
    bool HasSlot = llvm::any_of(R.Fields, [](const FieldLayout &F) {
      return F.Type == VoidPointerKey;
    });
    if (HasSlot)
      ByFirstMember[{R.Fields[0].Name, R.Fields[0].Type}].push_back(&R);
  }
  for (auto &[First, Group] : ByFirstMember) {
    llvm::sort(Group, [](const RecordLayout *A, const RecordLayout *B) {
      return A->Name < B->Name;
    });
    for (size_t I = 0; I < Group.size(); ++I)
      for (size_t J = I + 1; J < Group.size(); ++J) {
        const RecordLayout &A = *Group[I], &B = *Group[J];
        size_t Common = 0;
        while (Common < A.Fields.size() && Common < B.Fields.size() &&
               A.Fields[Common].Name == B.Fields[Common].Name &&
               A.Fields[Common].Type == B.Fields[Common].Type)
          ++Common;
        if (Common < 2)
          continue;
        for (size_t K = 0; K < Common; ++K)
          if (A.Fields[K].Type == VoidPointerKey && !A.Fields[K].Name.empty())
            unify(node::memberSlot(A.Name, A.Fields[K].Name),
                  node::memberSlot(B.Name, B.Fields[K].Name));
      }
  }
}

void FactsDatabase::finalize() {
  if (Finalized)
    return;
  for (const StoreFact &S : Stores)
    intern(S.Target);
  for (const LoadFact &L : Loads)
    intern(L.Source);
  for (size_t Id = 0, N = Names.size(); Id < N; ++Id)
    if (node::isRefined(Names[Id]))
      intern(node::unrefined(Names[Id]));
  for (NodeId Id = 0; Id < Parent.size(); ++Id)
    Parent[Id] = Id;
  mergeCommonInitialSequences();

  Unrefined.assign(Names.size(), 0);
  Refinements.assign(Names.size(), {});
  for (NodeId Id = 0; Id < Names.size(); ++Id) {
    NodeId Base = canonical(Ids.find(node::unrefined(Names[Id]))->second);
    Unrefined[Id] = Base;
    if (Base != canonical(Id))
      Refinements[Base].push_back(canonical(Id));
  }

  Predecessors.assign(Names.size(), {});
  StoresInto.assign(Names.size(), {});
  ReachingStores.assign(Names.size(), std::nullopt);
  ReachingSlots.assign(Names.size(), std::nullopt);
  std::vector<std::pair<NodeId, NodeId>> Flows(FlowSet.begin(), FlowSet.end());
  llvm::sort(Flows);
  for (auto [Source, Target] : Flows)
    Predecessors[canonical(Target)].push_back(canonical(Source));
  for (const StoreFact &S : Stores)
    StoresInto[canonical(intern(S.Target))].push_back(&S);
  Finalized = true;
}

llvm::ArrayRef<std::string>
FactsDatabase::slotsReaching(llvm::StringRef Node) {
  finalize();
  auto It = Ids.find(Node);
  if (It == Ids.end())
    return {};
  NodeId Start = canonical(It->second);
  std::optional<std::vector<std::string>> &Cached = ReachingSlots[Start];
  if (Cached)
    return *Cached;
  std::vector<std::string> Slots;
  if (node::isSlot(Names[Start])) {
    Slots.push_back(Names[Start]);
  } else {
    std::vector<NodeId> Work{Start};
    llvm::DenseSet<NodeId> Visited{Start};
    while (!Work.empty()) {
      NodeId Id = Work.back();
      Work.pop_back();
      for (NodeId Pred : Predecessors[Id]) {
        if (!Visited.insert(Pred).second)
          continue;
        if (node::isSlot(Names[Pred]))
          Slots.push_back(Names[Pred]);
        else
          Work.push_back(Pred);
      }
    }
    llvm::sort(Slots);
  }
  Cached = std::move(Slots);
  return *Cached;
}

llvm::ArrayRef<const StoreFact *>
FactsDatabase::storesReaching(llvm::StringRef Slot) {
  finalize();
  auto It = Ids.find(Slot);
  if (It == Ids.end())
    return {};
  NodeId Start = canonical(It->second);
  std::optional<std::vector<const StoreFact *>> &Cached = ReachingStores[Start];
  if (Cached)
    return *Cached;
  // A node is visited either wholly, or (an unrefined slot reached from one
  // of its refinements) without its other refinements, which hold other
  // objects.
  std::vector<const StoreFact *> Found;
  auto Key = [](NodeId Id, bool Wholly) { return uint64_t(Id) << 1 | Wholly; };
  std::vector<std::pair<NodeId, bool>> Work{{Start, true}};
  llvm::DenseSet<uint64_t> Visited{Key(Start, true)};
  auto Push = [&](NodeId Id, bool Wholly) {
    if (Visited.insert(Key(Id, Wholly)).second)
      Work.push_back({Id, Wholly});
  };
  while (!Work.empty()) {
    auto [Id, Wholly] = Work.back();
    Work.pop_back();
    // The stores and predecessors are the same for both kinds of visit.
    if (!Visited.contains(Key(Id, !Wholly))) {
      llvm::append_range(Found, StoresInto[Id]);
      for (NodeId Pred : Predecessors[Id])
        Push(Pred, true);
    }
    if (Unrefined[Id] != Id)
      Push(Unrefined[Id], false);
    else if (Wholly)
      for (NodeId Refined : Refinements[Id])
        Push(Refined, true);
  }
  llvm::sort(Found, [](const StoreFact *A, const StoreFact *B) {
    return std::tie(A->Site, A->Type) < std::tie(B->Site, B->Type);
  });
  Cached = std::move(Found);
  return *Cached;
}

} // namespace privdata
