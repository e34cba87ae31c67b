//===--- NolintComments.h - The audit honours NOLINT -------------*- C++ -*-===//
//
// A finding that a NOLINT comment suppresses for the check is suppressed for
// the audit too: clang-tidy's own reading of the comments decides, so that a
// reviewed false positive silenced in the code does not keep a CI gate red.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_AUDIT_NOLINTCOMMENTS_H
#define PRIVDATA_AUDIT_NOLINTCOMMENTS_H

#include "../core/Verdict.h"
#include <memory>
#include <string>
#include <vector>

namespace privdata {

/// The NOLINT, NOLINTNEXTLINE and NOLINTBEGIN/NOLINTEND comments of the files
/// that findings point into, read as clang-tidy reads them.
class NolintComments {
public:
  NolintComments();
  ~NolintComments();

  /// Whether a comment suppresses F at its site. A file that cannot be read
  /// (facts judged away from their sources) suppresses nothing.
  bool suppresses(const Finding &F);
  /// What is wrong with the comments read so far, which clang-tidy reports
  /// too and then ignores: "file:line:col: unmatched 'NOLINTBEGIN' ...".
  std::vector<std::string> problems() const;

private:
  class Query;
  std::unique_ptr<Query> Reader;
};

} // namespace privdata

#endif
