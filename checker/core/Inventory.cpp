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
  TreeOwnership Ownership(DB, Relations, Options);
  /// Per slot, the sites that read it, by read type key.
  std::map<std::string, std::map<std::string, std::vector<SourceSite>>> Reads;
  for (const LoadFact &L : DB.loads())
    for (const std::string &Slot : DB.slotsReaching(L.Source))
      Reads[Slot][L.Type].push_back(L.Site);

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
    std::map<std::string, std::vector<SourceSite>> Read;
    std::set<std::string> Unknown;
    for (auto &[Type, Sites] : Reads[Slot]) {
      std::string Described = "'" + pointerTo(Type) + "'";
      llvm::append_range(Read[Described], Sites);
      if (Ownership.leavesUnknown(Type, Stores))
        Unknown.insert(Described);
    }
    Summary.Read = toUses(Read);
    for (TypeUse &Use : Summary.Read)
      Use.OwnedOutsideTree = Unknown.count(Use.Type) != 0;
    Inventory.push_back(std::move(Summary));
  }
  return Inventory;
}

} // namespace privdata
