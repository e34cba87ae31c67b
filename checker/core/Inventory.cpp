//===--- Inventory.cpp ----------------------------------------------------===//

#include "Inventory.h"
#include "FactsDatabase.h"
#include "Relations.h"
#include "SlotFilter.h"
#include "Verdict.h"

#include "llvm/ADT/STLExtras.h"
#include <map>
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
  TreeOwnership Ownership(DB, Relations, Options);
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
    std::map<unsigned, SlotView> Views;
    for (const LoadFact *L : Loads)
      Views.try_emplace(node::isRefined(Slot) ? DB.unitOf(*L) : ~0u);
    if (Views.empty())
      Views.try_emplace(~0u);
    std::vector<const StoreFact *> Stores;
    for (auto &[Unit, View] : Views) {
      View.Stores = Unit == ~0u ? DB.storesReaching(Slot)
                                : DB.storesReaching(Slot, Unit);
      View.Status = contentsOf(View.Stores).name().str();
      llvm::append_range(Stores, View.Stores);
    }
    llvm::sort(Stores, [](const StoreFact *A, const StoreFact *B) {
      return std::tie(A->Site, A->Type, A->Target) <
             std::tie(B->Site, B->Type, B->Target);
    });
    Stores.erase(std::unique(Stores.begin(), Stores.end()), Stores.end());
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
      const SlotView &View =
          Views.at(node::isRefined(Slot) ? DB.unitOf(*L) : ~0u);
      Read[{"'" + pointerTo(L->Type) + "'",
            Ownership.leavesUnknown(L->Type, View.Stores),
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
