//===--- FactsDatabase.h - Facts of many translation units ----------------===//
//
// The union of the facts of one or more translation units, deduplicated, as a
// graph in which values flow from stores through nodes to loads. Slots that
// lie in the common initial sequence of two records are one node (see
// Relations.h).
//
// Each fact remembers which translation unit contributed it, or that several
// did (a header's), so that a unit's fresh facts can replace the stale ones a
// database on disk holds for it. A store also remembers which units those
// several are: a header that two units include is not every unit's, and a
// read through a fixed path sees plain-pointer stores only of its own unit.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_FACTSDATABASE_H
#define PRIVDATA_CORE_FACTSDATABASE_H

#include "Facts.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <optional>
#include <vector>

namespace privdata {

/// The facts of one kind kept so far, by the hash of their identity, to find
/// a fact equal to a new one. A map from identity strings would hold a copy
/// of every fact's fields, as much memory again as the facts.
class FactIndex {
public:
  /// The index of a kept fact with this Hash for which Equal(index) holds.
  template <typename EqualFn>
  std::optional<unsigned> find(uint64_t Hash, EqualFn Equal) const {
    auto It = First.find(key(Hash));
    for (unsigned I = It == First.end() ? None : It->second; I != None;
         I = Next[I])
      if (Equal(I))
        return I;
    return std::nullopt;
  }
  /// Records that the fact kept at the next index has this Hash.
  void insert(uint64_t Hash) {
    auto [It, Inserted] = First.try_emplace(key(Hash), unsigned(Next.size()));
    Next.push_back(Inserted ? None : It->second);
    It->second = Next.size() - 1;
  }

private:
  static constexpr unsigned None = ~0u;
  /// DenseMap keeps the two largest keys for itself.
  static uint64_t key(uint64_t Hash) { return Hash >= ~uint64_t(1) ? Hash - 2 : Hash; }
  llvm::DenseMap<uint64_t, unsigned> First;
  std::vector<unsigned> Next; ///< The previous fact with the same hash.
};

/// A list of Ts for each node, all in one array: a database has millions of
/// nodes, most with empty or one-element lists, which as a vector each would
/// cost 24 bytes and an allocation apiece.
template <typename T> class NodeLists {
public:
  /// The lists of Nodes nodes, from (node, element) pairs; each list keeps
  /// the pairs' order.
  void assign(size_t Nodes, llvm::ArrayRef<std::pair<unsigned, T>> Entries) {
    Starts.assign(Nodes + 1, 0);
    for (const auto &Entry : Entries)
      ++Starts[Entry.first + 1];
    for (size_t Node = 0; Node < Nodes; ++Node)
      Starts[Node + 1] += Starts[Node];
    Elements.resize(Entries.size());
    std::vector<unsigned> Next(Starts.begin(), Starts.end() - 1);
    for (const auto &Entry : Entries)
      Elements[Next[Entry.first]++] = Entry.second;
  }
  llvm::ArrayRef<T> operator[](unsigned Node) const {
    return llvm::ArrayRef<T>(Elements.data() + Starts[Node],
                             Elements.data() + Starts[Node + 1]);
  }

private:
  std::vector<unsigned> Starts; ///< Where each list begins in Elements.
  std::vector<T> Elements;
};

/// Stores in site order, each once: the order notes are shown in.
std::vector<const StoreFact *>
sortedBySite(std::vector<const StoreFact *> Stores);

class FactsDatabase {
public:
  /// The owner of a fact that more than one translation unit contributed,
  /// or (as a store's contributor) a unit this database does not know.
  static constexpr unsigned SharedUnit = ~0u;

  /// The id of the translation unit whose main file is MainFile.
  unsigned unit(llvm::StringRef MainFile);
  const std::vector<std::string> &units() const { return Units; }
  /// The unit whose main file is the file at the real path MainFile.
  std::optional<unsigned> unitAt(llvm::StringRef MainFile) const;

  void add(const TranslationUnitFacts &Facts);
  /// Adds every fact of Other, its units becoming units of this database.
  void add(const FactsDatabase &Other);
  /// Adds the units of Other whose main file KeepUnit keeps, with their
  /// facts and the facts several units contributed: Other may not say which
  /// units those are (a merged file's -1), so they are kept whoever they
  /// were; a store, whose contributors are known, is kept when one is.
  void add(const FactsDatabase &Other,
           llvm::function_ref<bool(llvm::StringRef MainFile)> KeepUnit);
  void addStore(const StoreFact &S, unsigned Unit);
  void addStore(StoreFact &&S, unsigned Unit);
  void addFlow(const FlowFact &F, unsigned Unit);
  void addLoad(const LoadFact &L, unsigned Unit);
  void addLoad(LoadFact &&L, unsigned Unit);
  void addPass(const PassFact &P, unsigned Unit);
  void addRecord(const RecordLayout &R);
  void addDefinition(llvm::StringRef Function, unsigned Unit);

  /// Makes this database see Base's facts too, except those that only the
  /// translation unit of ReplacedFile (a main file's real path, as the
  /// collector names it) contributed to Base: this database holds that
  /// unit's current facts. Base must outlive this database.
  void layerOver(const FactsDatabase &Base, llvm::StringRef ReplacedFile);

  /// Builds the graph; later additions rebuild it on the next query.
  void finalize();

  /// Every fact with its owning unit (or SharedUnit), in insertion order;
  /// a store once for each unit that contributed it.
  template <typename Fn> void forEachStore(Fn F) const {
    for (size_t I = 0; I < Stores.size(); ++I)
      for (unsigned Unit : StoreUnits[I])
        F(Stores[I], Unit);
  }
  template <typename Fn> void forEachFlow(Fn F) const {
    for (size_t I = 0; I < Flows.size(); ++I)
      F(FlowFact{Names[Flows[I].first], Names[Flows[I].second]}, FlowUnits[I]);
  }
  template <typename Fn> void forEachLoad(Fn F) const {
    for (size_t I = 0; I < Loads.size(); ++I)
      F(Loads[I], LoadUnits[I]);
  }
  template <typename Fn> void forEachPass(Fn F) const {
    for (size_t I = 0; I < Passes.size(); ++I)
      F(Passes[I], PassUnits[I]);
  }
  template <typename Fn> void forEachDefinition(Fn F) const {
    for (const auto &Entry : Definitions)
      F(Entry.getKey(), Entry.getValue());
  }
  const llvm::StringMap<RecordLayout> &records() const { return Records; }

  const std::vector<LoadFact> &loads() const { return Loads; }
  const RecordLayout *record(llvm::StringRef Name) const;

  /// Every slot that a fact stores into or reads from, by its canonical
  /// node name, sorted; a "passed to" refinement as the slot it refines.
  std::vector<std::string> slots();

  /// The slot nodes whose value may reach Node, found by walking flows back
  /// from Node up to the first slot on each path.
  llvm::ArrayRef<std::string> slotsReaching(llvm::StringRef Node);

  /// The stores whose value may reach Slot, through any chain of nodes,
  /// sorted by site. A read of a slot sees the stores into every refinement
  /// of it. A read of a refined slot sees the stores into it and those into
  /// the nodes it refines; of the latter, when Reader is given,
  /// only the ones that translation unit (or several) contributed: a store
  /// through a plain pointer elsewhere says nothing about the objects a
  /// fixed path reaches here.
  std::vector<const StoreFact *>
  storesReaching(llvm::StringRef Slot,
                 std::optional<unsigned> Reader = std::nullopt);

  /// Whether storesReaching(Slot, Reader) may differ between readers: Slot
  /// is refined, and some stores reach it only through the nodes it refines.
  bool storesReachingDependOnReader(llvm::StringRef Slot);

  /// The stores whose value reaches Slot or one of its refinements before
  /// any other slot, sorted by site: what the code puts into the slot
  /// itself, rather than copies of other slots.
  std::vector<const StoreFact *> storesInto(llvm::StringRef Slot);

  /// The translation unit that contributed L (or SharedUnit).
  unsigned unitOf(const LoadFact &L) const { return LoadUnits[&L - Loads.data()]; }

private:
  /// A fact read from a file is moved in, one of another database copied.
  template <typename Store> void keepStore(Store &&S, unsigned Unit);
  template <typename Load> void keepLoad(Load &&L, unsigned Unit);
  using NodeId = unsigned;
  NodeId intern(InternedString Node);
  /// The node named Node, if a fact names it.
  std::optional<NodeId> idOf(llvm::StringRef Node) const;
  NodeId canonical(NodeId Id);
  void unify(llvm::StringRef A, llvm::StringRef B);
  void mergeCommonInitialSequences();
  bool isDefined(llvm::StringRef Function) const;
  /// This database's id for unit Unit of Other.
  unsigned unitFrom(const FactsDatabase &Other, unsigned Unit);
  void importFromBase();

  std::vector<std::string> Units;
  llvm::StringMap<unsigned> UnitIds;

  llvm::DenseMap<InternedString, NodeId> Ids;
  std::vector<InternedString> Names;
  std::vector<NodeId> Parent; ///< Union-find over slots merged by layout.

  std::vector<StoreFact> Stores;
  /// The units that contributed a store, sorted; SharedUnit alone when they
  /// are not known (a database file that says only "shared"), and then
  /// every unit sees the store.
  using StoreOwners = llvm::SmallVector<unsigned, 1>;
  std::vector<StoreOwners> StoreUnits;
  FactIndex StoreIndex;
  std::vector<std::pair<NodeId, NodeId>> Flows;
  std::vector<unsigned> FlowUnits;
  llvm::DenseMap<std::pair<NodeId, NodeId>, unsigned> FlowIndex;
  std::vector<LoadFact> Loads;
  std::vector<unsigned> LoadUnits;
  FactIndex LoadIndex;
  std::vector<PassFact> Passes;
  std::vector<unsigned> PassUnits;
  llvm::DenseMap<std::pair<InternedString, InternedString>, unsigned> PassIndex;
  /// The slots refined "passed to" each function's parameter, by node.
  llvm::StringMap<std::vector<NodeId>> PassedNodes;
  std::vector<bool> PassedObjects; ///< Whether a node is one of those.
  /// Whether a node is a slot as a function set it up (node::isSetUp),
  /// whose reads see none of the stores into the slots it refines.
  std::vector<bool> SetUpSlots;

  /// Each "passed to" refinement flows into the object paths its callers
  /// pass: derived in finalize(), not facts of their own.
  void bindPassedObjects(std::vector<std::pair<NodeId, NodeId>> &Edges);
  llvm::StringMap<unsigned> Definitions;
  llvm::StringMap<RecordLayout> Records;

  const FactsDatabase *Base = nullptr;
  std::optional<unsigned> ReplacedUnit; ///< Of Base.

  bool Finalized = false;
  // Raw adjacency, by node as named in the facts.
  NodeLists<unsigned> FlowsInto;     ///< Flow indices.
  NodeLists<unsigned> StoresIntoRaw; ///< Store indices.
  NodeLists<NodeId> SameSlot;        ///< Merged-slot classes.
  // The graph over canonical nodes.
  NodeLists<NodeId> Predecessors;
  NodeLists<const StoreFact *> StoresInto;
  std::vector<NodeId> Coarser;   ///< Refined slot -> the node it refines.
  NodeLists<NodeId> Refinements; ///< The reverse, one step.
  /// Stores reaching a node: wholly, or (for a slot reached from one of its
  /// refinements) without its other refinements; never past the start's
  /// coarser nodes.
  const std::vector<const StoreFact *> &collectStores(NodeId Start, bool Wholly);
  /// The walk collectStores caches.
  void forEachStoreReaching(
      NodeId Start, bool Wholly,
      llvm::function_ref<void(const StoreFact *)> Visit) const;
  static void addContributor(StoreOwners &Owners, unsigned Unit);
  /// Whether unit Reader contributed S (or may have: its contributors are
  /// not known).
  bool contributed(const StoreFact *S, unsigned Reader) const;
  /// collectStores' results, by start: only the slots read are asked for,
  /// few among millions of nodes. A result is valid until the next call.
  llvm::DenseMap<NodeId, std::vector<const StoreFact *>> ReachingStores;
  llvm::DenseMap<NodeId, std::vector<const StoreFact *>> ReachingStoresPartly;
  std::vector<std::optional<std::vector<std::string>>> ReachingSlots;
};

} // namespace privdata

#endif
