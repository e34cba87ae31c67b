//===--- Relations.h - When an object of one record may be another's ------===//
//
// Two distinct record types are different types, even with the same layout,
// unless the code shows deliberate inheritance. C writes inheritance in three
// ways, and these rules are the only place that knows them: a struct embeds
// its base as its first member; a union holds its variants; a macro lists the
// same members at the start of several structs (libuv's UV_HANDLE_FIELDS),
// which makes the shorter struct the common initial sequence of the longer.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_RELATIONS_H
#define PRIVDATA_CORE_RELATIONS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <vector>

namespace privdata {

class FactsDatabase;
struct RecordLayout;

class RecordRelations {
public:
  explicit RecordRelations(const FactsDatabase &DB) : DB(DB) {}

  /// Whether an object of type Outer holds an object of type Inner at its
  /// address: itself, any member of a union, or (when ThroughStructs) the
  /// first member of a struct, recursively.
  bool holdsAtOffsetZero(llvm::StringRef Outer, llvm::StringRef Inner,
                         bool ThroughStructs) const;

  /// Calls Visit with Outer and with each type holdsAtOffsetZero() finds
  /// Outer to hold, until Visit returns true; whether it did.
  bool anyHeldAtOffsetZero(llvm::StringRef Outer, bool ThroughStructs,
                           llvm::function_ref<bool(llvm::StringRef)> Visit) const;

  /// Whether every member of one of the structs A and B, by name and type,
  /// is the member at the same position of the other, and there are at
  /// least two: the shorter is the longer's common initial sequence, as a
  /// member-listing macro makes it. Anonymous struct and union members
  /// compare by their own members.
  bool sharesInitialSequence(llvm::StringRef A, llvm::StringRef B) const;

  /// Keys of the initial sequences of struct R: element K-1 stands for its
  /// first K members, and is the same for every struct whose first K
  /// members correspond to them as sharesInitialSequence() compares them.
  /// Structs that may share an initial sequence are found by these keys
  /// rather than by comparing every pair.
  std::vector<uint64_t> initialSequenceKeys(const RecordLayout &R) const;

  /// Keys of the initial sequences through which struct Type may share one
  /// with another: those of initialSequenceKeys() that are long enough to
  /// show inheritance. Two structs that share an initial sequence have a
  /// key in common; any other type has none.
  std::vector<uint64_t> sharedSequenceKeys(llvm::StringRef Type) const;

  /// Whether an object stored as a pointer to Stored may be read back as a
  /// pointer to Read. A read of a struct through its first member (a
  /// downcast) counts only with AcceptFirstMemberDowncast.
  bool mayBeReadAs(llvm::StringRef Stored, llvm::StringRef Read,
                   bool AcceptFirstMemberDowncast) const;

  /// Whether objects of types A and B may be one object, either way round:
  /// what a slot that receives both may hold without being confused.
  bool related(llvm::StringRef A, llvm::StringRef B,
               bool AcceptFirstMemberDowncast) const;

private:
  bool anyHeldAtOffsetZero(llvm::StringRef Outer, bool ThroughStructs,
                           llvm::function_ref<bool(llvm::StringRef)> Visit,
                           unsigned Depth) const;
  bool sameMemberType(llvm::StringRef A, llvm::StringRef B,
                      unsigned Depth) const;
  uint64_t memberTypeKey(llvm::StringRef Type, unsigned Depth) const;
  bool membersCorrespond(const RecordLayout &Shorter,
                         const RecordLayout &Longer, unsigned Depth) const;

  const FactsDatabase &DB;
};

} // namespace privdata

#endif
