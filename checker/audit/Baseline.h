//===--- Baseline.h - The findings of an earlier report ---------*- C++ -*-===//
//
// A CI gate that adopts privdata on a tree with known findings needs to fail
// only on new ones. A baseline is an earlier report of the audit, JSON or
// SARIF, whose findings are known by their fingerprints (see fingerprint()
// in Verdict.h), which edits that move lines leave unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_BASELINE_H
#define PRIVDATA_AUDIT_BASELINE_H

#include "../core/Verdict.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace privdata {

class Baseline {
public:
  /// The findings of the report at Path, JSON or SARIF. An error names the
  /// file and says what is wrong: unreadable, not a report of the audit, a
  /// finding without a fingerprint.
  static llvm::Expected<Baseline> read(llvm::StringRef Path);

  bool contains(const Finding &F) const { return Fingerprints.count(fingerprint(F)); }

  /// The baseline's findings whose fingerprints Current lacks: fixed, or
  /// gone with their code. Each has the rule, message, site and identity
  /// the report gave it.
  std::vector<Finding> absentFrom(llvm::ArrayRef<Finding> Current) const;

private:
  std::vector<Finding> Findings;
  llvm::StringMap<size_t> Fingerprints;
};

} // namespace privdata

#endif // PRIVDATA_AUDIT_BASELINE_H
