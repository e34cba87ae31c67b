//===--- SlotFilter.h - Which slots the options select --------------------===//

#ifndef PRIVDATA_CORE_SLOTFILTER_H
#define PRIVDATA_CORE_SLOTFILTER_H

#include "Facts.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Regex.h"
#include <memory>
#include <vector>

namespace privdata {

/// Which slots are judged: those whose qualified name matches a pattern and
/// no entry of an ignore list.
class SlotFilter {
public:
  /// Fails with a message naming the problem if Pattern is empty or not a
  /// valid regular expression.
  static llvm::Expected<SlotFilter> create(llvm::StringRef Pattern);
  /// Ignores the slots of a semicolon-separated list of slot names or glob
  /// patterns ("struct device::*"), as the options spell it; fails naming
  /// an entry that is not a valid glob.
  llvm::Error ignore(llvm::StringRef Ignored);
  bool tracks(const SlotName &Slot) const;

private:
  std::shared_ptr<llvm::Regex> Pattern;
  std::vector<llvm::GlobPattern> Ignored;
};

} // namespace privdata

#endif
