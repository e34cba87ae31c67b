//===--- Inventory.h - The slot table an auditor reads --------------------===//

#ifndef PRIVDATA_CORE_INVENTORY_H
#define PRIVDATA_CORE_INVENTORY_H

#include "Facts.h"
#include "Verdict.h"
#include <optional>
#include <string>
#include <vector>

namespace privdata {

class FactsDatabase;

/// One type stored into or read from a slot, and where.
struct TypeUse {
  std::string Type; ///< As the verdict describes it: "'struct foo *'".
  std::vector<SourceSite> Sites;
  /// For a read: of a record the analysed tree does not own, which no store
  /// of the slot holds, so that the verdict takes it as unknown.
  bool OwnedOutsideTree = false;
  /// For a read whose unit sees other stores than the slot's own (a read of
  /// a refined slot sees only its unit's stores into the coarser slots):
  /// the status of the slot as the verdict judges that read; else empty.
  std::string Status;
};

struct SlotSummary {
  std::string Node; ///< Canonical node name, refinement included.
  SlotName Slot;
  /// "known": typed stores only; "unknown": nothing stored that the facts
  /// show; "raw": byte memory stored; "opaque": a value of unknown origin
  /// stored. Only "known" slots are judged.
  std::string Status;
  /// For a raw or opaque slot, the first store that makes it so ("a value
  /// of unknown type stored"): what an auditor looks at to learn why the
  /// slot is not judged.
  std::optional<StoreNote> Reason;
  std::vector<TypeUse> Stored;
  std::vector<TypeUse> Read;
};

/// Every slot of DB that Filter tracks, sorted by node name.
std::vector<SlotSummary> slotInventory(FactsDatabase &DB,
                                       const SlotFilter &Filter,
                                       const VerdictOptions &Options);

} // namespace privdata

#endif
