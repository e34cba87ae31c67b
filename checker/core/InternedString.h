//===--- InternedString.h - A string kept once per process ----------------===//
//
// Facts repeat the same node names, types, file paths and function names
// millions of times in a large tree: as std::string, every copy is an
// allocation of its own and most of a database's memory, and comparing or
// hashing two facts reads all their characters. An InternedString is a
// pointer to the one copy of its text that the process keeps, so two equal
// strings are one pointer: comparing and hashing them costs what comparing
// and hashing a pointer costs, and a copy costs nothing.
//
// The text lives until the process ends. Ordering compares the text, so that
// sorted output does not depend on where the text happens to be.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_INTERNEDSTRING_H
#define PRIVDATA_CORE_INTERNEDSTRING_H

#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

namespace privdata {

class InternedString {
public:
  /// The empty string.
  InternedString() = default;
  /// Keeps Text, unless the process keeps it already. Safe to call from
  /// several threads at once.
  InternedString(llvm::StringRef Text);
  InternedString(const std::string &Text)
      : InternedString(llvm::StringRef(Text)) {}
  InternedString(const char *Text) : InternedString(llvm::StringRef(Text)) {}

  /// The kept string equal to Text, if the process keeps one: a name that
  /// was never kept is in no fact, so looking it up needs no copy of it.
  static std::optional<InternedString> find(llvm::StringRef Text);

  llvm::StringRef ref() const {
    return Text ? llvm::StringRef(Text->Data, Text->Size) : llvm::StringRef();
  }
  operator llvm::StringRef() const { return ref(); }
  std::string str() const { return ref().str(); }
  bool empty() const { return !Text; }
  size_t size() const { return Text ? Text->Size : 0; }

  friend bool operator==(InternedString A, InternedString B) {
    return A.Text == B.Text;
  }
  friend bool operator!=(InternedString A, InternedString B) {
    return A.Text != B.Text;
  }
  friend bool operator==(InternedString A, llvm::StringRef B) {
    return A.ref() == B;
  }
  friend bool operator!=(InternedString A, llvm::StringRef B) {
    return A.ref() != B;
  }
  friend bool operator==(InternedString A, const char *B) {
    return A.ref() == B;
  }
  friend bool operator!=(InternedString A, const char *B) {
    return A.ref() != B;
  }
  friend bool operator==(InternedString A, const std::string &B) {
    return A.ref() == B;
  }
  friend bool operator!=(InternedString A, const std::string &B) {
    return A.ref() != B;
  }
  friend bool operator<(InternedString A, InternedString B) {
    return A.Text != B.Text && A.ref() < B.ref();
  }
  friend std::string operator+(const std::string &A, InternedString B) {
    return A + B.ref().str();
  }
  friend std::string operator+(InternedString A, const std::string &B) {
    return A.ref().str() + B;
  }
  friend std::string operator+(const char *A, InternedString B) {
    return A + B.ref().str();
  }
  friend std::string operator+(InternedString A, const char *B) {
    return A.ref().str() + B;
  }
  friend llvm::raw_ostream &operator<<(llvm::raw_ostream &OS,
                                       InternedString S) {
    return OS << S.ref();
  }
  /// By identity: equal strings hash alike within one process.
  friend llvm::hash_code hash_value(InternedString S) {
    return llvm::hash_value(static_cast<const void *>(S.Text));
  }

  /// The kept text: its size, then its characters.
  struct Kept {
    size_t Size;
    const char *Data;
  };

private:
  friend struct llvm::DenseMapInfo<InternedString>;
  explicit InternedString(const Kept *Text) : Text(Text) {}
  const Kept *Text = nullptr; ///< Null for the empty string.
};

} // namespace privdata

namespace llvm {
template <> struct DenseMapInfo<privdata::InternedString> {
  using Kept = privdata::InternedString::Kept;
  static privdata::InternedString getEmptyKey() {
    return privdata::InternedString(DenseMapInfo<const Kept *>::getEmptyKey());
  }
  static privdata::InternedString getTombstoneKey() {
    return privdata::InternedString(
        DenseMapInfo<const Kept *>::getTombstoneKey());
  }
  static unsigned getHashValue(privdata::InternedString S) {
    return DenseMapInfo<const Kept *>::getHashValue(S.Text);
  }
  static bool isEqual(privdata::InternedString A, privdata::InternedString B) {
    return A == B;
  }
};
} // namespace llvm

#endif
