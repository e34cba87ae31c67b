//===--- Inventory.cpp ----------------------------------------------------===//

#include "Inventory.h"
#include "FactsDatabase.h"
#include "Relations.h"
#include "SlotFilter.h"
#include "Verdict.h"

#include "llvm/ADT/STLExtras.h"
#include <map>
#include <set>

namespace privdata {

namespace {

std::vector<TypeUse> toUses(std::map<std::string, std::vector<SourceSite>> &Uses) {
  std::vector<TypeUse> Result;
  for (auto &[Type, Sites] : Uses) {
    llvm::sort(Sites);
    Sites.erase(std::unique(Sites.begin(), Sites.end()), Sites.end());
    Result.push_back({Type, std::move(Sites)});
  }
  return Result;
}

} // namespace

std::vector<SlotSummary> slotInventory(FactsDatabase &DB,
                                       const SlotFilter &Filter,
                                       const VerdictOptions &Options) {
  RecordRelations Relations(DB);
  TreeOwnership Ownership(DB, Options);
  std::map<std::string, std::map<std::string, std::vector<SourceSite>>> Reads;
  /// Per slot, the read types (as described) owned outside the tree that
  /// no store of the slot holds.
  std::map<std::string, std::set<std::string>> Unowned;
  for (const LoadFact &L : DB.loads())
    for (const std::string &Slot : DB.slotsReaching(L.Source)) {
      std::string Described = "'" + pointerTo(L.Type) + "'";
      Reads[Slot][Described].push_back(L.Site);
      if (Ownership.ownedOutside(L.Type) &&
          llvm::none_of(DB.storesReaching(Slot), [&](const StoreFact *S) {
            return mayBeReadAs(Relations, *S, L.Type, Options);
          }))
        Unowned[Slot].insert(Described);
    }

  std::vector<SlotSummary> Inventory;
  for (const std::string &Slot : DB.slots()) {
    SlotSummary Summary;
    Summary.Node = Slot;
    Summary.Slot = SlotName::fromNode(Slot);
    if (!Filter.tracks(Summary.Slot))
      continue;
    std::vector<const StoreFact *> Stores = DB.storesReaching(Slot);
    std::map<std::string, std::vector<SourceSite>> Stored;
    for (const StoreFact *S : Stores)
      Stored[describe(*S)].push_back(S->Site);
    SlotContents Contents = contentsOf(Stores);
    Summary.Status = Contents.name().str();
    if (Contents.Reason)
      Summary.Reason = StoreNote{describe(*Contents.Reason) + " stored",
                                 Contents.Reason->Site};
    Summary.Stored = toUses(Stored);
    Summary.Read = toUses(Reads[Slot]);
    for (TypeUse &Use : Summary.Read)
      Use.OwnedOutsideTree = Unowned[Slot].count(Use.Type) != 0;
    Inventory.push_back(std::move(Summary));
  }
  return Inventory;
}

} // namespace privdata
