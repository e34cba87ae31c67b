//===--- OptionList.h - Lists in option values ----------------------------===//

#ifndef PRIVDATA_CORE_OPTIONLIST_H
#define PRIVDATA_CORE_OPTIONLIST_H

#include "llvm/ADT/StringRef.h"
#include <vector>

namespace privdata {

/// The entries of an option that holds a list, as every front end spells
/// one: separated by ';', each trimmed of white space, empty entries dropped
/// ("a; b;;" holds "a" and "b"). The check options split their lists so, and
/// the audit's flags must read the same value the same way.
std::vector<llvm::StringRef> splitOptionList(llvm::StringRef List);

} // namespace privdata

#endif
