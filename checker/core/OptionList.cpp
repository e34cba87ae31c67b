//===--- OptionList.cpp ---------------------------------------------------===//

#include "OptionList.h"
#include "llvm/ADT/SmallVector.h"

namespace privdata {

std::vector<llvm::StringRef> splitOptionList(llvm::StringRef List) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  List.split(Parts, ';');
  std::vector<llvm::StringRef> Entries;
  for (llvm::StringRef Part : Parts)
    if (llvm::StringRef Entry = Part.trim(); !Entry.empty())
      Entries.push_back(Entry);
  return Entries;
}

} // namespace privdata
