//===--- FactsDatabase.h - Facts of many translation units ----------------===//
//
// The union of the facts of one or more translation units, deduplicated, as a
// graph in which values flow from stores through nodes to loads. Slots that
// lie in the common initial sequence of two records are one node.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_FACTSDATABASE_H
#define PRIVDATA_CORE_FACTSDATABASE_H

#include "Facts.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <optional>
#include <tuple>
#include <vector>

namespace privdata {

class FactsDatabase {
public:
  void add(const TranslationUnitFacts &Facts);

  const std::vector<LoadFact> &loads() const { return Loads; }
  const RecordLayout *record(llvm::StringRef Name) const;

  /// The slot nodes whose value may reach Node, found by walking flows back
  /// from Node up to the first slot on each path.
  llvm::ArrayRef<std::string> slotsReaching(llvm::StringRef Node);

  /// The stores whose value may reach Slot, through any chain of nodes. A
  /// read of a refined slot sees the stores into it and into the slot it
  /// refines; a read of an unrefined slot also sees the stores into every
  /// refinement of it.
  llvm::ArrayRef<const StoreFact *> storesReaching(llvm::StringRef Slot);

private:
  using NodeId = unsigned;
  NodeId intern(llvm::StringRef Node);
  NodeId canonical(NodeId Id);
  void unify(llvm::StringRef A, llvm::StringRef B);
  void mergeCommonInitialSequences();
  void finalize();

  llvm::StringMap<NodeId> Ids;
  std::vector<std::string> Names;
  std::vector<NodeId> Parent; ///< Union-find over slots merged by layout.

  llvm::StringSet<> SeenStores;
  std::vector<StoreFact> Stores;
  llvm::DenseSet<std::pair<NodeId, NodeId>> FlowSet;
  llvm::StringSet<> SeenLoads;
  std::vector<LoadFact> Loads;
  llvm::StringMap<RecordLayout> Records;

  bool Finalized = false;
  std::vector<std::vector<NodeId>> Predecessors;
  std::vector<std::vector<const StoreFact *>> StoresInto;
  std::vector<NodeId> Unrefined;                 ///< Refined slot -> its slot.
  std::vector<std::vector<NodeId>> Refinements;  ///< Slot -> refined slots.
  std::vector<std::optional<std::vector<const StoreFact *>>> ReachingStores;
  std::vector<std::optional<std::vector<std::string>>> ReachingSlots;
};

} // namespace privdata

#endif
