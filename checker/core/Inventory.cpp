//===--- Inventory.cpp ----------------------------------------------------===//

#include "Inventory.h"
#include "FactsDatabase.h"
#include "Relations.h"
#include "SlotFilter.h"
#include "Verdict.h"

#include "llvm/ADT/STLExtras.h"
#include <map>
#include <optional>
#include <tuple>

namespace privdata {

namespace {

void sortSites(std::vector<SourceSite> &Sites) {
  llvm::sort(Sites);
  Sites.erase(std::unique(Sites.begin(), Sites.end()), Sites.end());
}

std::vector<TypeUse> toUses(std::map<std::string, std::vector<SourceSite>> &Uses) {
  std::vector<TypeUse> Result;
  for (auto &[Type, Sites] : Uses) {
    sortSites(Sites);
    Result.push_back({Type, std::move(Sites), false, ""});
  }
  return Result;
}

/// How the verdict sees a slot from one unit's reads: the stores it
/// judges them against.
struct SlotView {
  std::vector<const StoreFact *> Stores;
  std::string Status;
};

} // namespace

std::vector<SlotSummary> slotInventory(FactsDatabase &DB,
                                       const SlotFilter &Filter,
                                       const VerdictOptions &Options) {
  RecordRelations Relations(DB);
  TreeView Tree(DB, Options);
  /// Per slot, the loads that read it.
  std::map<std::string, std::vector<const LoadFact *>> Reads;
  for (const LoadFact &L : DB.loads())
    for (const std::string &Slot : DB.slotsReaching(L.Source))
      Reads[Slot].push_back(&L);

  std::vector<SlotSummary> Inventory;
  for (const std::string &Slot : DB.slots()) {
    SlotSummary Summary;
    Summary.Node = Slot;
    Summary.Slot = SlotName::fromNode(Slot);
    if (!Filter.tracks(Summary.Slot))
      continue;
    // A read of a refined slot is judged against its own unit's stores into
    // the coarser slots only, as findMismatches() judges it; the slot holds
    // what its readers see.
    const std::vector<const LoadFact *> &Loads = Reads[Slot];
    auto ReaderOf = [&](const LoadFact &L) -> std::optional<unsigned> {
      if (!node::isRefined(Slot))
        return std::nullopt;
      return DB.unitOf(L);
    };
    std::map<std::optional<unsigned>, SlotView> Views;
    for (const LoadFact *L : Loads)
      Views.try_emplace(ReaderOf(*L));
    if (Views.empty())
      Views.try_emplace(std::nullopt);
    std::vector<const StoreFact *> Stores;
    for (auto &[Reader, View] : Views) {
      View.Stores = Tree.storesReaching(Slot, Reader);
      View.Status = contentsOf(View.Stores).name().str();
      llvm::append_range(Stores, View.Stores);
    }
    Stores = sortedBySite(std::move(Stores));
    std::map<std::string, std::vector<SourceSite>> Stored;
    for (const StoreFact *S : Stores)
      Stored[describe(*S)].push_back(S->Site);
    SlotContents Contents = contentsOf(Stores);
    Summary.Status = Contents.name().str();
    if (Contents.Reason)
      Summary.Reason = StoreNote{describe(*Contents.Reason) + " stored",
                                 Contents.Reason->Site};
    Summary.Stored = toUses(Stored);
    std::map<std::tuple<std::string, bool, std::string>, std::vector<SourceSite>>
        Read;
    for (const LoadFact *L : Loads) {
      const SlotView &View = Views.at(ReaderOf(*L));
      Read[{"'" + pointerTo(L->Type) + "'",
            Tree.leavesUnknown(L->Type, Slot,
                               mayBeReadAs(Relations, View.Stores, L->Type, Options)),
            View.Status == Summary.Status ? "" : View.Status}]
          .push_back(L->Site);
    }
    for (auto &[Key, Sites] : Read) {
      sortSites(Sites);
      Summary.Read.push_back({std::get<0>(Key), std::move(Sites),
                              std::get<1>(Key), std::get<2>(Key)});
    }
    Inventory.push_back(std::move(Summary));
  }
  return Inventory;
}

} // namespace privdata
