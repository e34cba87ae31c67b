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
#include "llvm/Support/Error.h"
#include "llvm/Support/Regex.h"
#include <memory>
#include <string>
#include <vector>

namespace privdata {

class FactsDatabase;

/// Which slots are judged: those whose qualified name matches a pattern and
/// is not in an ignore list.
class SlotFilter {
public:
  /// Fails with a message naming the problem if Pattern is not a valid
  /// regular expression. Ignored is a semicolon-separated list of slot
  /// names, as the options spell it.
  static llvm::Expected<SlotFilter> create(llvm::StringRef Pattern,
                                           llvm::StringRef Ignored);
  bool tracks(const SlotName &Slot) const;

private:
  std::shared_ptr<llvm::Regex> Pattern;
  std::vector<std::string> Ignored;
};

struct VerdictOptions {
  /// Accept a slot that holds a struct's first member being read as the
  /// struct that contains it.
  bool AcceptFirstMemberDowncast = true;
};

struct StoreNote {
  std::string Message; ///< "'struct foo_chip *' stored here"
  SourceSite Site;
};

struct Finding {
  SourceSite Site;
  SlotName Slot;
  std::string Message; ///< The one-sentence warning.
  /// One note per store site, at most MaxStoreNotes, then one at Site
  /// that counts the rest.
  std::vector<StoreNote> Notes;
};

inline constexpr unsigned MaxStoreNotes = 3;

/// How diagnostics name a stored value: "'struct foo *'", "integer 'long'".
std::string describe(const StoreFact &S);

/// Judges every load of DB; at most one finding per load site, ordered by
/// site.
std::vector<Finding> findMismatches(FactsDatabase &DB, const SlotFilter &Filter,
                                    const VerdictOptions &Options);

} // namespace privdata

#endif
