//===--- Verdict.cpp ------------------------------------------------------===//

#include "Verdict.h"
#include "FactsDatabase.h"
#include "Relations.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <map>
#include <set>

namespace privdata {

/// Whether File is Dir or lies below it; both absolute, without dots.
static bool isUnder(llvm::StringRef File, llvm::StringRef Dir) {
  if (Dir == "/")
    return true;
  return File.starts_with(Dir) &&
         (File.size() == Dir.size() || File[Dir.size()] == '/');
}

std::string commonRootOf(llvm::ArrayRef<std::string> UnitFiles) {
  if (UnitFiles.empty())
    return "";
  llvm::StringRef Root = llvm::sys::path::parent_path(UnitFiles.front());
  for (llvm::StringRef File : UnitFiles.drop_front())
    while (!Root.empty() && !isUnder(File, Root))
      Root = llvm::sys::path::parent_path(Root);
  return Root.empty() ? "/" : Root.str();
}

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

SlotContents contentsOf(llvm::ArrayRef<const StoreFact *> Stores) {
  SlotContents Contents;
  if (Stores.empty())
    return Contents;
  Contents.State = SlotState::Known;
  for (const StoreFact *S : Stores)
    if (S->Kind == ValueKind::Opaque) {
      Contents.State = SlotState::UnknownOrigin;
      Contents.Reason = S;
      return Contents;
    } else if (S->Kind == ValueKind::Bytes && !Contents.Reason) {
      Contents.State = SlotState::Raw;
      Contents.Reason = S;
    }
  return Contents;
}

llvm::ArrayRef<llvm::StringLiteral> SlotContents::names() {
  static constexpr llvm::StringLiteral Names[] = {"known", "opaque", "raw",
                                                  "unknown"};
  return Names;
}

llvm::StringRef SlotContents::name() const {
  switch (State) {
  case SlotState::Empty:
    return "unknown";
  case SlotState::Known:
    return "known";
  case SlotState::Raw:
    return "raw";
  case SlotState::UnknownOrigin:
    return "opaque";
  }
  llvm_unreachable("unknown slot state");
}

AnalysedTree AnalysedTree::of(llvm::ArrayRef<FactsDatabase *> Databases,
                              llvm::StringRef Root) {
  AnalysedTree Tree;
  Tree.Databases.assign(Databases.begin(), Databases.end());
  // Before the units are counted: a database layered over another imports
  // the facts (and units) it needs when it is finalized.
  for (FactsDatabase *DB : Databases)
    DB->finalize();
  if (Root.empty()) {
    llvm::DenseSet<InternedString> SiteFiles;
    for (FactsDatabase *DB : Databases) {
      DB->forEachStore([&](const StoreFact &S, unsigned) {
        SiteFiles.insert(S.Site.File);
      });
      DB->forEachLoad([&](const LoadFact &L, unsigned) {
        SiteFiles.insert(L.Site.File);
      });
    }
    std::vector<std::string> Units, Moving;
    for (FactsDatabase *DB : Databases)
      for (const std::string &Unit : DB->units()) {
        Units.push_back(Unit);
        if (std::optional<InternedString> File = InternedString::find(Unit);
            File && SiteFiles.contains(*File))
          Moving.push_back(Unit);
      }
    // Without a slot access anywhere no verdict asks where the tree is.
    Tree.Root = commonRootOf(Moving.empty() ? Units : Moving);
  } else {
    Tree.Root = Root.str();
  }
  if (Tree.Root == "/")
    Tree.Root.clear();
  for (FactsDatabase *DB : Databases)
    Tree.Units += DB->units().size();
  return Tree;
}

bool AnalysedTree::storesInto(llvm::StringRef Slot, llvm::StringRef Record) const {
  auto [It, Inserted] = StoredRecords.try_emplace(Slot);
  if (Inserted)
    for (FactsDatabase *DB : Databases)
      for (const StoreFact *S : DB->storesReaching(Slot))
        if (std::optional<llvm::StringRef> Type = readableType(*S))
          It->second.insert(*Type);
  return It->second.contains(Record);
}

TreeView::TreeView(FactsDatabase &DB, const VerdictOptions &Options)
    : DB(DB), Tree(Options.Tree) {
  if (!Tree)
    Tree = std::make_shared<AnalysedTree>(
        AnalysedTree::of({&DB}, Options.TreeRoot));
}

std::vector<const StoreFact *>
TreeView::storesReaching(llvm::StringRef Slot,
                         std::optional<unsigned> Reader) const {
  std::vector<const StoreFact *> Stores = DB.storesReaching(Slot, Reader);
  if (Stores.empty() && Tree->Units > 1 && holdsTheTree() &&
      node::isPointedTo(Slot))
    Stores = storesIntoAnyObject(Slot);
  return Stores;
}

std::vector<const StoreFact *>
TreeView::storesIntoAnyObject(llvm::StringRef Slot) const {
  return DB.storesReaching(node::unrefined(Slot));
}

bool TreeView::holdsTheTree() const { return DB.units().size() == Tree->Units; }

bool TreeView::ownedOutside(llvm::StringRef Type, llvm::StringRef Slot) const {
  const RecordLayout *R = DB.record(Type);
  if (!R || R->File.empty() || Tree->Root.empty())
    return false;
  return !isUnder(R->File, Tree->Root) &&
         !Tree->storesInto(node::unrefined(Slot), Type);
}

bool TreeView::leavesUnknown(llvm::StringRef ReadType, llvm::StringRef Slot,
                             bool StoresReadableAs) const {
  return !StoresReadableAs && ownedOutside(ReadType, Slot);
}

llvm::Expected<std::string> resolveTreeRoot(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (std::error_code EC = llvm::sys::fs::real_path(Path, Real))
    return llvm::createStringError(EC, "%s: %s", Path.str().c_str(),
                                   EC.message().c_str());
  if (!llvm::sys::fs::is_directory(Real))
    return llvm::createStringError(
        std::make_error_code(std::errc::not_a_directory),
        "%s: not a directory; give the directory the analysed tree is under",
        Path.str().c_str());
  return std::string(Real);
}

std::optional<llvm::StringRef> readableType(const StoreFact &S) {
  if (S.Kind != ValueKind::Typed)
    return std::nullopt;
  return llvm::StringRef(S.Type);
}

bool mayBeReadAs(const RecordRelations &Relations,
                 llvm::ArrayRef<const StoreFact *> Stores,
                 llvm::StringRef ReadType, const VerdictOptions &Options) {
  return llvm::any_of(Stores, [&](const StoreFact *S) {
    std::optional<llvm::StringRef> Type = readableType(*S);
    return Type && Relations.mayBeReadAs(*Type, ReadType,
                                         Options.AcceptFirstMemberDowncast);
  });
}

namespace {

/// Whether a type key names a struct or union, known by layout or name.
bool isRecordType(const FactsDatabase &DB, llvm::StringRef Type) {
  return DB.record(Type) || Type.starts_with("struct ") ||
         Type.starts_with("union ");
}

/// "'a', 'b' and 'c'": the first MaxListed items, then how many others.
std::string joinDescriptions(const std::vector<std::string> &Items) {
  size_t Listed = std::min<size_t>(Items.size(), MaxListed);
  size_t Others = Items.size() - Listed;
  std::string Out;
  for (size_t I = 0; I < Listed; ++I) {
    if (I > 0)
      Out += I + 1 == Listed && !Others ? " and " : ", ";
    Out += Items[I];
  }
  if (Others)
    Out += " and " + std::to_string(Others) + " other type" +
           (Others == 1 ? "" : "s");
  return Out;
}

/// The types the stores hold, each once, in order.
std::vector<std::string> storedTypes(llvm::ArrayRef<const StoreFact *> Stores) {
  std::set<std::string> Unique;
  for (const StoreFact *S : Stores)
    Unique.insert(describe(*S));
  return {Unique.begin(), Unique.end()};
}

std::string mismatchMessage(const SlotName &Slot, llvm::StringRef ReadType,
                            llvm::ArrayRef<std::string> Stored) {
  return Slot.subject() + " is read as '" + pointerTo(ReadType) + "', but only " +
         joinDescriptions(Stored) + (Stored.size() == 1 ? " is" : " are") +
         " stored into it";
}

/// Parts as an identity joins them, so that no part's text can make them
/// collide with other parts: each is preceded by its length.
std::string joinedParts(llvm::ArrayRef<std::string> Parts) {
  std::string Joined;
  for (const std::string &Part : Parts)
    Joined += std::to_string(Part.size()) + ":" + Part;
  return Joined;
}

/// The identity of Parts followed by the parts joinedParts() made
/// JoinedRest of.
std::string identityOf(llvm::ArrayRef<std::string> Parts,
                       llvm::StringRef JoinedRest = "") {
  std::string Joined = joinedParts(Parts);
  Joined += JoinedRest;
  std::string Hex;
  llvm::raw_string_ostream(Hex) << llvm::format_hex_no_prefix(llvm::xxh3_64bits(Joined), 16);
  return Hex;
}

/// Whether a stored type may be read as a read type, each pair decided once
/// and known by integer ids: a tree reads a few types from each slot, many
/// times over. A slot of a header may receive thousands of types, of which
/// a read type may alias a few: those are found through an index of the
/// stored types by what the rules of mayBeReadAs() look at, and only they
/// are decided.
class ReadAsDecisions {
public:
  ReadAsDecisions(FactsDatabase &DB, const RecordRelations &Relations,
                  const VerdictOptions &Options)
      : Relations(Relations), Options(Options) {
    DB.finalize();
    DB.forEachStore([&](const StoreFact &S, unsigned) {
      if (std::optional<llvm::StringRef> Type = readableType(S))
        idOfStored(*Type);
    });
  }

  /// The id of a type that stores hold, indexed: a stored type the index
  /// did not know would be no candidate, and reads of it mismatches.
  unsigned idOfStored(llvm::StringRef Stored) {
    unsigned Id = idOf(Stored);
    if (Id >= IsStored.size() || !IsStored[Id]) {
      index(Stored, Id);
      Candidates.clear();
    }
    return Id;
  }

  unsigned idOf(llvm::StringRef Type) {
    auto [It, Inserted] = Ids.try_emplace(Type, Types.size());
    if (Inserted)
      Types.push_back(It->getKey());
    return It->second;
  }

  bool mayBeReadAs(unsigned Stored, unsigned Read) {
    auto [It, Inserted] = Decided.try_emplace({Stored, Read}, false);
    if (Inserted)
      It->second = Relations.mayBeReadAs(Types[Stored], Types[Read],
                                         Options.AcceptFirstMemberDowncast);
    return It->second;
  }

  /// The stored types that may be read as Read: every one that is, and
  /// others that the index could not tell apart.
  llvm::ArrayRef<unsigned> candidatesFor(unsigned Read) {
    auto [It, Inserted] = Candidates.try_emplace(Read);
    if (!Inserted)
      return It->second;
    std::vector<unsigned> Found = Holders.lookup(Read);
    Relations.anyHeldAtOffsetZero(
        Types[Read], Options.AcceptFirstMemberDowncast, [&](llvm::StringRef Held) {
          if (std::optional<unsigned> Id = storedId(Held))
            Found.push_back(*Id);
          return false;
        });
    for (uint64_t Key : Relations.sharedSequenceKeys(Types[Read]))
      llvm::append_range(Found, BySequence.lookup(Key));
    llvm::sort(Found);
    Found.erase(std::unique(Found.begin(), Found.end()), Found.end());
    return It->second = std::move(Found);
  }

private:
  /// Indexes a stored type by the types it holds at its address (read as
  /// one of those, it is one) and by its initial sequences.
  void index(llvm::StringRef Stored, unsigned Id) {
    IsStored.resize(std::max<size_t>(IsStored.size(), Id + 1));
    IsStored[Id] = true;
    Relations.anyHeldAtOffsetZero(Stored, /*ThroughStructs=*/true,
                                  [&](llvm::StringRef Held) {
                                    Holders[idOf(Held)].push_back(Id);
                                    return false;
                                  });
    for (uint64_t Key : Relations.sharedSequenceKeys(Stored))
      BySequence[Key].push_back(Id);
  }

  std::optional<unsigned> storedId(llvm::StringRef Type) const {
    auto It = Ids.find(Type);
    if (It == Ids.end() || It->second >= IsStored.size() || !IsStored[It->second])
      return std::nullopt;
    return It->second;
  }

  const RecordRelations &Relations;
  const VerdictOptions &Options;
  llvm::StringMap<unsigned> Ids;
  std::vector<llvm::StringRef> Types;
  std::vector<bool> IsStored;
  /// For each type, the stored types that hold it at their address.
  llvm::DenseMap<unsigned, std::vector<unsigned>> Holders;
  llvm::DenseMap<uint64_t, std::vector<unsigned>> BySequence;
  llvm::DenseMap<unsigned, std::vector<unsigned>> Candidates;
  llvm::DenseMap<std::pair<unsigned, unsigned>, bool> Decided;
};

/// Types by id, and which read types a pointer to one of them may be read
/// as, each decided once: the reads of a slot are many, and a header's slot
/// receives many types.
class TypeSet {
public:
  explicit TypeSet(llvm::ArrayRef<unsigned> Ids) : Types(Ids.begin(), Ids.end()) {}

  bool holdsReadableAs(unsigned ReadType, ReadAsDecisions &Decisions) {
    auto [It, Inserted] = Readable.try_emplace(ReadType, false);
    if (!Inserted)
      return It->second;
    return It->second =
               Types.contains(ReadType) ||
               llvm::any_of(Decisions.candidatesFor(ReadType), [&](unsigned Stored) {
                 return Types.contains(Stored) && Decisions.mayBeReadAs(Stored, ReadType);
               });
  }

private:
  llvm::DenseSet<unsigned> Types;
  llvm::DenseMap<unsigned, bool> Readable;
};

/// The sets of types that stores hold, each set once: most slots, and most
/// readers of a slot, see the same few.
class TypeSets {
public:
  explicit TypeSets(ReadAsDecisions &Decisions) : Decisions(Decisions) {}

  TypeSet &ofStores(llvm::ArrayRef<const StoreFact *> Stores) {
    std::vector<unsigned> Ids;
    for (const StoreFact *S : Stores)
      if (std::optional<llvm::StringRef> Type = readableType(*S))
        Ids.push_back(Decisions.idOfStored(*Type));
    llvm::sort(Ids);
    Ids.erase(std::unique(Ids.begin(), Ids.end()), Ids.end());
    auto It = Sets.find(Ids);
    if (It == Sets.end())
      It = Sets.try_emplace(Ids, Ids).first;
    return It->second;
  }

private:
  ReadAsDecisions &Decisions;
  std::map<std::vector<unsigned>, TypeSet> Sets;
};

/// What a finding in a slot shows of its stores: a header's slot may hold
/// thousands, and its findings are many.
struct StoresShown {
  std::vector<const StoreFact *> Stores; ///< Sorted by site.
  std::vector<std::string> Types;        ///< storedTypes(Stores).
  std::string JoinedTypes;               ///< joinedParts(Types).
};

/// What the reads of a slot by one unit are judged against, found once for
/// all of them.
struct SlotContentsByType {
  SlotState State = SlotState::Empty;
  TypeSet *Stored = nullptr;
  /// For a pointer member: the types stored into any object of the slot.
  TypeSet *StoredIntoAnyObject = nullptr;
  /// Once a read of the slot is a finding.
  std::optional<StoresShown> Shown;
};

} // namespace

void numberOccurrences(std::vector<Finding> &Findings) {
  llvm::StringMap<unsigned> Seen;
  for (Finding &F : Findings)
    F.Occurrence = ++Seen[F.Identity];
}

std::optional<llvm::StringRef> ruleNamed(llvm::StringRef Name) {
  Name.consume_front("privdata-");
  for (llvm::StringRef Rule : {TypeMismatchRule, MixedStoreRule})
    if (Rule.drop_front(llvm::StringRef("privdata-").size()) == Name)
      return Rule;
  return std::nullopt;
}

std::string fingerprint(const Finding &F) {
  return F.Identity + ":" + std::to_string(F.Occurrence);
}

std::vector<Finding> findMismatches(FactsDatabase &DB, const SlotFilter &Filter,
                                    const VerdictOptions &Options) {
  RecordRelations Relations(DB);
  TreeView Tree(DB, Options);
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

  ReadAsDecisions Decisions(DB, Relations, Options);
  TypeSets Sets(Decisions);
  llvm::StringMap<std::map<unsigned, SlotContentsByType>> Judged;
  auto ContentsOf = [&](llvm::StringRef Slot, unsigned Reader) -> SlotContentsByType & {
    // Most slots give every reader the same stores: those are found once.
    auto [It, Inserted] = Judged[Slot].try_emplace(
        DB.storesReachingDependOnReader(Slot) ? Reader : FactsDatabase::SharedUnit);
    SlotContentsByType &Of = It->second;
    if (Inserted) {
      std::vector<const StoreFact *> Stores = Tree.storesReaching(Slot, Reader);
      Of.State = contentsOf(Stores).State;
      Of.Stored = &Sets.ofStores(Stores);
    }
    return Of;
  };

  std::vector<Finding> Findings;
  for (const LoadFact *L : Loads) {
    if (!Findings.empty() && Findings.back().Site == L->Site)
      continue;
    unsigned ReadType = Decisions.idOf(L->Type);
    for (const std::string &Slot : DB.slotsReaching(L->Source)) {
      // A direct read names the slot as the code spells it; a read through
      // locals or calls names the slot the value came from.
      SlotName Name =
          SlotName::fromNode(node::isSlot(L->Source) ? L->Source : Slot);
      if (!Tracks(Name))
        continue;
      SlotContentsByType &Of = ContentsOf(Slot, DB.unitOf(*L));
      if (Of.State != SlotState::Known || Of.Stored->holdsReadableAs(ReadType, Decisions))
        continue;
      // What a pointer member points to may be any object, whatever path
      // filled it: a read through dai->dev sees the device the driver filled
      // through &pdev->dev. Only a type stored into no object of the slot is
      // judged there.
      if (node::isPointedTo(Slot)) {
        if (!Of.StoredIntoAnyObject)
          Of.StoredIntoAnyObject = &Sets.ofStores(Tree.storesIntoAnyObject(Slot));
        if (Of.StoredIntoAnyObject->holdsReadableAs(ReadType, Decisions))
          continue;
      }
      if (Tree.leavesUnknown(L->Type, Slot, /*StoresReadableAs=*/false))
        continue;
      if (!Of.Shown) {
        std::vector<const StoreFact *> Stores = Tree.storesReaching(Slot, DB.unitOf(*L));
        std::vector<std::string> Types = storedTypes(Stores);
        std::string Joined = joinedParts(Types);
        Of.Shown = StoresShown{std::move(Stores), std::move(Types), std::move(Joined)};
      }
      const std::vector<const StoreFact *> &Stores = Of.Shown->Stores;
      const std::vector<std::string> &Stored = Of.Shown->Types;

      Finding F;
      F.Rule = TypeMismatchRule;
      F.Site = L->Site;
      F.Slot = Name;
      F.Message = mismatchMessage(Name, L->Type, Stored);
      F.Identity = identityOf({F.Rule.str(), Name.qualified(), L->Type.str(),
                               llvm::sys::path::filename(L->Site.File).str(),
                               L->Function.str()},
                              Of.Shown->JoinedTypes);
      for (const StoreFact *S : llvm::ArrayRef(Stores).take_front(MaxListed))
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
  RecordRelations Relations(DB);
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
            return Relations.related(Kind->Type, S->Type,
                                     Options.AcceptFirstMemberDowncast);
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
    // The types in site order, which edits change; identity sorts them.
    std::vector<std::string> Identity{F.Rule.str(), Name.qualified()};
    llvm::append_range(Identity, std::set<std::string>(Types.begin(), Types.end()));
    F.Identity = identityOf(Identity);
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
