//===--- Inventory.cpp ----------------------------------------------------===//

#include "Inventory.h"
#include "FactsDatabase.h"
#include "SlotFilter.h"
#include "Verdict.h"

#include "llvm/ADT/STLExtras.h"
#include <map>

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
                                       const SlotFilter &Filter) {
  std::map<std::string, std::map<std::string, std::vector<SourceSite>>> Reads;
  for (const LoadFact &L : DB.loads())
    for (const std::string &Slot : DB.slotsReaching(L.Source))
      Reads[Slot]["'" + pointerTo(L.Type) + "'"].push_back(L.Site);

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
    Inventory.push_back(std::move(Summary));
  }
  return Inventory;
}

} // namespace privdata
