//===--- Relations.cpp ----------------------------------------------------===//

#include "Relations.h"
#include "FactsDatabase.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"

namespace privdata {

/// Nesting deeper than this is not followed: real records nest a few levels,
/// and facts read from disk may describe cycles.
static constexpr unsigned MaxNesting = 32;

/// How many members a common initial sequence needs to show inheritance.
static constexpr size_t MinSharedMembers = 2;

bool RecordRelations::holdsAtOffsetZero(llvm::StringRef Outer,
                                        llvm::StringRef Inner,
                                        bool ThroughStructs) const {
  return anyHeldAtOffsetZero(Outer, ThroughStructs,
                             [&](llvm::StringRef Held) { return Held == Inner; });
}

bool RecordRelations::anyHeldAtOffsetZero(
    llvm::StringRef Outer, bool ThroughStructs,
    llvm::function_ref<bool(llvm::StringRef)> Visit) const {
  return anyHeldAtOffsetZero(Outer, ThroughStructs, Visit, 0);
}

bool RecordRelations::anyHeldAtOffsetZero(
    llvm::StringRef Outer, bool ThroughStructs,
    llvm::function_ref<bool(llvm::StringRef)> Visit, unsigned Depth) const {
  if (Visit(Outer))
    return true;
  const RecordLayout *R = DB.record(Outer);
  if (!R || R->Fields.empty() || Depth > MaxNesting)
    return false;
  if (R->IsUnion)
    return llvm::any_of(R->Fields, [&](const FieldLayout &F) {
      return anyHeldAtOffsetZero(F.Type, ThroughStructs, Visit, Depth + 1);
    });
  return ThroughStructs &&
         anyHeldAtOffsetZero(R->Fields.front().Type, ThroughStructs, Visit,
                             Depth + 1);
}

/// Whether a type key names an anonymous record: after the member holding it
/// ("struct uv_tcp_s::u"), or after where it is ("(anonymous at ...)").
static bool isAnonymousRecord(llvm::StringRef Type) {
  return Type.contains("::") || Type.contains("(anonymous");
}

/// The same type, or anonymous records of the same members: a macro that
/// lists the members of several structs declares a new anonymous record in
/// each of them.
bool RecordRelations::sameMemberType(llvm::StringRef A, llvm::StringRef B,
                                     unsigned Depth) const {
  if (A == B)
    return true;
  if (Depth > MaxNesting || !isAnonymousRecord(A) || !isAnonymousRecord(B))
    return false;
  const RecordLayout *RA = DB.record(A), *RB = DB.record(B);
  return RA && RB && RA->IsUnion == RB->IsUnion &&
         RA->Fields.size() == RB->Fields.size() &&
         membersCorrespond(*RA, *RB, Depth + 1);
}

bool RecordRelations::membersCorrespond(const RecordLayout &Shorter,
                                        const RecordLayout &Longer,
                                        unsigned Depth) const {
  for (size_t I = 0; I < Shorter.Fields.size(); ++I)
    if (Shorter.Fields[I].Name != Longer.Fields[I].Name ||
        !sameMemberType(Shorter.Fields[I].Type, Longer.Fields[I].Type, Depth))
      return false;
  return true;
}

bool RecordRelations::sharesInitialSequence(llvm::StringRef A,
                                            llvm::StringRef B) const {
  const RecordLayout *RA = DB.record(A), *RB = DB.record(B);
  if (!RA || !RB || RA->IsUnion || RB->IsUnion)
    return false;
  if (RA->Fields.size() > RB->Fields.size())
    std::swap(RA, RB);
  // One shared member is a look-alike, not a base: two unrelated structs
  // may well both begin with `void *priv` or `int irq`. (An empty struct is
  // the initial sequence of every struct.)
  return RA->Fields.size() >= MinSharedMembers && membersCorrespond(*RA, *RB, 0);
}

/// A member type's key: equal for types sameMemberType() finds the same.
uint64_t RecordRelations::memberTypeKey(llvm::StringRef Type, unsigned Depth) const {
  const RecordLayout *R = isAnonymousRecord(Type) && Depth <= MaxNesting ? DB.record(Type)
                                                                         : nullptr;
  if (!R)
    return llvm::hash_value(Type);
  llvm::hash_code Key = llvm::hash_combine(R->IsUnion, R->Fields.size());
  for (const FieldLayout &F : R->Fields)
    Key = llvm::hash_combine(Key, F.Name, memberTypeKey(F.Type, Depth + 1));
  return Key;
}

std::vector<uint64_t> RecordRelations::initialSequenceKeys(const RecordLayout &R) const {
  std::vector<uint64_t> Keys;
  llvm::hash_code Key = llvm::hash_value(R.IsUnion);
  for (const FieldLayout &F : R.Fields) {
    Key = llvm::hash_combine(Key, F.Name, memberTypeKey(F.Type, 0));
    Keys.push_back(Key);
  }
  return Keys;
}

std::vector<uint64_t> RecordRelations::sharedSequenceKeys(llvm::StringRef Type) const {
  const RecordLayout *R = DB.record(Type);
  if (!R || R->IsUnion || R->Fields.size() < MinSharedMembers)
    return {};
  std::vector<uint64_t> Keys = initialSequenceKeys(*R);
  Keys.erase(Keys.begin(), Keys.begin() + (MinSharedMembers - 1));
  return Keys;
}

bool RecordRelations::mayBeReadAs(llvm::StringRef Stored, llvm::StringRef Read,
                                  bool AcceptFirstMemberDowncast) const {
  return holdsAtOffsetZero(Stored, Read, /*ThroughStructs=*/true) ||
         holdsAtOffsetZero(Read, Stored, AcceptFirstMemberDowncast) ||
         sharesInitialSequence(Stored, Read);
}

bool RecordRelations::related(llvm::StringRef A, llvm::StringRef B,
                              bool AcceptFirstMemberDowncast) const {
  return mayBeReadAs(A, B, AcceptFirstMemberDowncast) ||
         mayBeReadAs(B, A, AcceptFirstMemberDowncast);
}

} // namespace privdata
