//===--- Verdict.h - Which loads read a type that was never stored --------===//
//
// The rule every front end applies: a load of T * from a slot whose stored
// set S is non-empty, fully known and holds nothing that T may legally alias
// is a mismatch. The front ends only present the findings.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_VERDICT_H
#define PRIVDATA_CORE_VERDICT_H

#include "Facts.h"
#include "SlotFilter.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace privdata {

class FactsDatabase;
class RecordRelations;

/// What the analysed tree is: the directory it is under, its units, and
/// the records its code stores into the objects of each slot.
class AnalysedTree {
public:
  /// By real path; empty when the tree is everything.
  std::string Root;
  size_t Units = 0;

  /// The tree of the units of Databases, which must outlive it. Root is the
  /// directory a user gave ("/": everything), or when empty the deepest
  /// directory that holds every unit whose own file stores into or reads a
  /// slot: the tree a user means when they name none. A unit the build
  /// generates elsewhere (Kbuild's scripts/module-common.c) moves no
  /// private data and must not widen it.
  static AnalysedTree of(llvm::ArrayRef<FactsDatabase *> Databases,
                         llvm::StringRef Root);

  /// Whether the tree stores a pointer to Record into any object of Slot
  /// (by its unrefined name).
  bool storesInto(llvm::StringRef Slot, llvm::StringRef Record) const;

private:
  std::vector<FactsDatabase *> Databases;
  /// The records stored into each slot asked about, found as reads ask:
  /// only a read of a record defined outside the tree asks.
  mutable llvm::StringMap<llvm::StringSet<>> StoredRecords;
};

struct VerdictOptions {
  /// Accept a slot that holds a struct's first member being read as the
  /// struct that contains it.
  bool AcceptFirstMemberDowncast = true;
  /// The directory the analysed tree is under, by real path, when Tree is
  /// not given: the tree is then the judged database's units (see
  /// AnalysedTree::of).
  std::string TreeRoot;
  /// The tree, when the judged database holds only part of it (a scope).
  std::shared_ptr<const AnalysedTree> Tree;
};

/// The analysed tree as the reads of one database see it.
///
/// The records a slot holds that the tree does not own there are those
/// defined outside its root that no code of the tree stores into any object
/// of the slot. Their owner stores them where the facts cannot show
/// (another subsystem's code stores its own type into a device the tree
/// shares: an MFD core's drvdata in the parent device of a codec, which the
/// codec itself keeps in its interrupt handlers' context), so a read of one
/// that no store of the slot holds is unknown, not a mismatch. A record the
/// tree stores into the slot (ALSA's struct snd_card, defined in
/// include/sound and stored by sound/ drivers as drvdata) is the tree's to
/// judge there.
class TreeView {
public:
  TreeView(FactsDatabase &DB, const VerdictOptions &Options);
  /// The stores a read of Slot (a node, refined or not) by the unit Reader
  /// is judged against: the database's (see
  /// FactsDatabase::storesReaching), or, for a read through a pointer member
  /// that none of those reach, the stores into any object of the slot when
  /// the database holds a tree of several units: what a pointer member
  /// points to may be any object, and a tree shows what its objects hold,
  /// while one unit's stores (or one scope's) are part of it.
  std::vector<const StoreFact *>
  storesReaching(llvm::StringRef Slot, std::optional<unsigned> Reader) const;
  /// The stores into any object of Slot's slot that the database holds.
  std::vector<const StoreFact *> storesIntoAnyObject(llvm::StringRef Slot) const;
  /// Whether a read as ReadType from Slot is unknown: ReadType is a record
  /// defined outside the tree (a record whose file the facts do not give is
  /// the tree's) that the tree stores into no object of the slot, and none
  /// of the stores the read is judged against may be read as it
  /// (StoresReadableAs false).
  bool leavesUnknown(llvm::StringRef ReadType, llvm::StringRef Slot,
                     bool StoresReadableAs) const;

private:
  bool ownedOutside(llvm::StringRef Type, llvm::StringRef Slot) const;
  /// Whether the database holds every unit of the tree, not a scope of it.
  bool holdsTheTree() const;

  FactsDatabase &DB;
  std::shared_ptr<const AnalysedTree> Tree;
};

/// The deepest directory that holds every one of UnitFiles (absolute paths,
/// as the facts give them); "/" when they share no other, empty when there
/// are none.
std::string commonRootOf(llvm::ArrayRef<std::string> UnitFiles);

/// The tree root a user gave, by real path; an error if it is not a
/// directory.
llvm::Expected<std::string> resolveTreeRoot(llvm::StringRef Path);

/// The type a read of the value S stores may see: the pointee of a pointer
/// to a type. Raw memory, integers and values of unknown origin are none;
/// the slot's state (contentsOf) says what they make of it.
std::optional<llvm::StringRef> readableType(const StoreFact &S);

/// Whether a slot that any of Stores was stored into may be read as
/// ReadType: one is a pointer to a type that ReadType may alias.
bool mayBeReadAs(const RecordRelations &Relations,
                 llvm::ArrayRef<const StoreFact *> Stores,
                 llvm::StringRef ReadType, const VerdictOptions &Options);

struct StoreNote {
  std::string Message; ///< "'struct foo_chip *' stored here"
  SourceSite Site;
};

/// The rules, by the names every front end reports them under.
inline constexpr llvm::StringLiteral TypeMismatchRule = "privdata-type-mismatch";
inline constexpr llvm::StringLiteral MixedStoreRule = "privdata-mixed-store";

/// The rule of a name as a report or a user gives it, in full or without
/// "privdata-"; nothing for any other name.
std::optional<llvm::StringRef> ruleNamed(llvm::StringRef Name);

struct Finding {
  llvm::StringRef Rule = TypeMismatchRule;
  SourceSite Site;
  SlotName Slot;
  std::string Message; ///< The one-sentence warning.
  /// One note per store site, at most MaxListed, then one at Site that
  /// counts the rest.
  std::vector<StoreNote> Notes;
  /// What the finding is, hashed, whatever line it is on: the rule, the
  /// slot, the type read and the types stored, and for a read its file's
  /// name and enclosing function. Edits elsewhere leave it unchanged.
  std::string Identity;
  /// Which of the findings of the same Identity this is, counted from 1 in
  /// site order (numberOccurrences()).
  unsigned Occurrence = 1;
};

/// Numbers the findings that share an Identity, in their order.
void numberOccurrences(std::vector<Finding> &Findings);

/// The finding's stable identity: Identity and Occurrence, as baselines
/// and SARIF partialFingerprints carry it.
std::string fingerprint(const Finding &F);

/// How many store sites a finding's notes show, and how many types its
/// message names before it counts the others: a slot may receive a
/// thousand types, and a diagnostic is read on one screen.
inline constexpr unsigned MaxListed = 3;

/// What the stores that reach a slot let the verdict know of its value.
enum class SlotState {
  Empty,         ///< Nothing stored that the facts show.
  Known,         ///< Only pointers to types and integers.
  Raw,           ///< Raw memory stored: it may hold anything.
  UnknownOrigin, ///< A value whose type cannot be known stored.
};

struct SlotContents {
  SlotState State = SlotState::Empty;
  /// The first store that makes the slot raw or of unknown origin.
  const StoreFact *Reason = nullptr;

  /// How the inventory names the state: "known", "unknown", "raw",
  /// "opaque".
  llvm::StringRef name() const;
  /// Every name, in the order reports count them.
  static llvm::ArrayRef<llvm::StringLiteral> names();
};

/// The one rule for what a slot's stores (sorted by site) let the verdict
/// know: only a Known slot is judged.
SlotContents contentsOf(llvm::ArrayRef<const StoreFact *> Stores);

/// How diagnostics name a stored value: "'struct foo *'", "integer 'long'".
std::string describe(const StoreFact &S);

/// Judges every load of DB; at most one finding per load site, ordered by
/// site.
std::vector<Finding> findMismatches(FactsDatabase &DB, const SlotFilter &Filter,
                                    const VerdictOptions &Options);

/// Finds the slots of DB that receive pointers to two or more record types
/// no two of which the first-member, union or common initial sequence rules
/// relate; one finding per slot, at the first store of the second kind,
/// with a note at the first store of each type. Ordered by site.
std::vector<Finding> findMixedStores(FactsDatabase &DB, const SlotFilter &Filter,
                                     const VerdictOptions &Options);

} // namespace privdata

#endif
