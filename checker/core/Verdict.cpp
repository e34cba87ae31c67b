//===--- Verdict.cpp ------------------------------------------------------===//

#include "Verdict.h"
#include "FactsDatabase.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>
#include <set>

namespace privdata {

std::string describe(const StoreFact &S) {
  switch (S.Kind) {
  case ValueKind::Typed:
    return "'" + pointerTo(S.Type) + "'";
  case ValueKind::Integer:
    return "integer '" + S.Type + "'";
  case ValueKind::Bytes:
    return "raw bytes";
  case ValueKind::Opaque:
    return "a value of unknown type";
  }
  llvm_unreachable("unknown value kind");
}

namespace {

/// Whether an object of type Outer holds an object of type Inner at its
/// address: itself, any member of a union, or (when ThroughStructs) the
/// first member of a struct, recursively.
bool holdsAtOffsetZero(const FactsDatabase &DB, llvm::StringRef Outer,
                       llvm::StringRef Inner, bool ThroughStructs,
                       unsigned Depth = 0) {
  if (Outer == Inner)
    return true;
  const RecordLayout *R = DB.record(Outer);
  if (!R || R->Fields.empty() || Depth > 32)
    return false;
  if (R->IsUnion)
    return llvm::any_of(R->Fields, [&](const FieldLayout &F) {
      return holdsAtOffsetZero(DB, F.Type, Inner, ThroughStructs, Depth + 1);
    });
  return ThroughStructs && holdsAtOffsetZero(DB, R->Fields.front().Type, Inner,
                                             ThroughStructs, Depth + 1);
}

/// C's common initial sequence rule, as C code uses it for inheritance: the
/// members of one struct are exactly the leading members of the other.
bool initialSequenceCoversOne(const FactsDatabase &DB, llvm::StringRef A,
                              llvm::StringRef B) {
  const RecordLayout *RA = DB.record(A), *RB = DB.record(B);
  if (!RA || !RB || RA->IsUnion || RB->IsUnion)
    return false;
  size_t Common = 0;
  while (Common < RA->Fields.size() && Common < RB->Fields.size() &&
         DB.sameMemberType(RA->Fields[Common].Type, RB->Fields[Common].Type))
    ++Common;
  return Common > 0 &&
         (Common == RA->Fields.size() || Common == RB->Fields.size());
}

bool mayHold(const FactsDatabase &DB, llvm::StringRef Stored,
             llvm::StringRef Read, const VerdictOptions &Options) {
  return holdsAtOffsetZero(DB, Stored, Read, /*ThroughStructs=*/true) ||
         holdsAtOffsetZero(DB, Read, Stored,
                           Options.AcceptFirstMemberDowncast) ||
         initialSequenceCoversOne(DB, Stored, Read);
}

/// Whether a type key names a struct or union, known by layout or name.
bool isRecordType(const FactsDatabase &DB, llvm::StringRef Type) {
  return DB.record(Type) || Type.starts_with("struct ") ||
         Type.starts_with("union ");
}

std::string joinDescriptions(const std::vector<std::string> &Items) {
  std::string Out;
  for (size_t I = 0; I < Items.size(); ++I) {
    if (I > 0)
      Out += I + 1 == Items.size() ? " and " : ", ";
    Out += Items[I];
  }
  return Out;
}

std::string mismatchMessage(const SlotName &Slot, llvm::StringRef ReadType,
                            llvm::ArrayRef<const StoreFact *> Stores) {
  std::set<std::string> Unique;
  for (const StoreFact *S : Stores)
    Unique.insert(describe(*S));
  std::vector<std::string> Stored(Unique.begin(), Unique.end());
  return Slot.subject() + " is read as '" + pointerTo(ReadType) + "', but only " +
         joinDescriptions(Stored) + (Stored.size() == 1 ? " is" : " are") +
         " stored into it";
}

} // namespace

std::vector<Finding> findMismatches(FactsDatabase &DB, const SlotFilter &Filter,
                                    const VerdictOptions &Options) {
  std::vector<const LoadFact *> Loads;
  for (const LoadFact &L : DB.loads())
    Loads.push_back(&L);
  llvm::sort(Loads, [](const LoadFact *A, const LoadFact *B) {
    return std::tie(A->Site, A->Source, A->Type) <
           std::tie(B->Site, B->Source, B->Type);
  });

  // Many loads read the same few slots; match each name once.
  llvm::StringMap<bool> Tracked;
  auto Tracks = [&](const SlotName &Name) {
    std::string Qualified = Name.qualified();
    auto [It, Inserted] = Tracked.try_emplace(Qualified, false);
    if (Inserted)
      It->second = Filter.tracks(Name);
    return It->second;
  };

  std::vector<Finding> Findings;
  for (const LoadFact *L : Loads) {
    if (!Findings.empty() && Findings.back().Site == L->Site)
      continue;
    for (const std::string &Slot : DB.slotsReaching(L->Source)) {
      // A direct read names the slot as the code spells it; a read through
      // locals or calls names the slot the value came from.
      SlotName Name =
          SlotName::fromNode(node::isSlot(L->Source) ? L->Source : Slot);
      if (!Tracks(Name))
        continue;
      std::vector<const StoreFact *> Stores =
          DB.storesReaching(Slot, DB.unitOf(*L));
      bool Judgeable = !Stores.empty() &&
                       llvm::none_of(Stores, [](const StoreFact *S) {
                         return S->Kind == ValueKind::Bytes ||
                                S->Kind == ValueKind::Opaque;
                       });
      auto Holds = [&](const StoreFact *S) {
        return S->Kind == ValueKind::Typed &&
               mayHold(DB, S->Type, L->Type, Options);
      };
      if (!Judgeable || llvm::any_of(Stores, Holds))
        continue;
      // What a pointer member points to may be any object, whatever path
      // filled it: a read through dai->dev sees the device the driver filled
      // through &pdev->dev. Only a type stored into no object of the slot is
      // judged there.
      if (node::isRefined(Slot) && llvm::StringRef(Slot).contains("|at ") &&
          llvm::any_of(DB.storesReaching(node::unrefined(Slot)), Holds))
        continue;

      Finding F;
      F.Rule = TypeMismatchRule;
      F.Site = L->Site;
      F.Slot = Name;
      F.Message = mismatchMessage(Name, L->Type, Stores);
      for (const StoreFact *S : llvm::ArrayRef(Stores).take_front(MaxStoreNotes))
        F.Notes.push_back({describe(*S) + " stored here", S->Site});
      if (size_t Rest = Stores.size() - F.Notes.size())
        F.Notes.push_back({"and " + std::to_string(Rest) + " more store" +
                               (Rest == 1 ? "" : "s") + " not shown",
                           F.Site});
      Findings.push_back(std::move(F));
      break;
    }
  }
  return Findings;
}

std::vector<Finding> findMixedStores(FactsDatabase &DB, const SlotFilter &Filter,
                                     const VerdictOptions &Options) {
  std::vector<Finding> Findings;
  for (const std::string &Slot : DB.slots()) {
    // A refinement's stores are its slot's too; the slot is judged whole.
    if (node::isRefined(Slot))
      continue;
    SlotName Name = SlotName::fromNode(Slot);
    if (!Filter.tracks(Name))
      continue;
    // The first store of each type, in site order; one representative per
    // group of related types.
    std::vector<const StoreFact *> FirstOfType;
    std::vector<const StoreFact *> Unrelated;
    for (const StoreFact *S : DB.storesInto(Slot)) {
      if (S->Kind != ValueKind::Typed || !isRecordType(DB, S->Type) ||
          llvm::any_of(FirstOfType, [&](const StoreFact *Seen) {
            return Seen->Type == S->Type;
          }))
        continue;
      FirstOfType.push_back(S);
      if (llvm::none_of(Unrelated, [&](const StoreFact *Kind) {
            return mayHold(DB, Kind->Type, S->Type, Options) ||
                   mayHold(DB, S->Type, Kind->Type, Options);
          }))
        Unrelated.push_back(S);
    }
    if (Unrelated.size() < 2)
      continue;
    std::vector<std::string> Types;
    for (const StoreFact *S : Unrelated)
      Types.push_back(describe(*S));
    Finding F;
    F.Rule = MixedStoreRule;
    F.Site = Unrelated[1]->Site;
    F.Slot = Name;
    F.Message = Name.subject() + " receives " + std::to_string(Types.size()) +
                " unrelated types: " + joinDescriptions(Types);
    for (const StoreFact *S : FirstOfType)
      F.Notes.push_back({describe(*S) + " stored here", S->Site});
    Findings.push_back(std::move(F));
  }
  llvm::sort(Findings, [](const Finding &A, const Finding &B) {
    return std::tie(A.Site, A.Message) < std::tie(B.Site, B.Message);
  });
  return Findings;
}

} // namespace privdata
