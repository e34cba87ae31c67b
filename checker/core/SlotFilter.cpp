//===--- SlotFilter.cpp ---------------------------------------------------===//

#include "SlotFilter.h"
#include "OptionList.h"

#include "llvm/ADT/STLExtras.h"

namespace privdata {

llvm::Expected<SlotFilter> SlotFilter::create(llvm::StringRef Pattern) {
  // Anchored, an empty pattern matches no slot name: it would judge nothing,
  // without a word.
  if (Pattern.empty())
    return llvm::createStringError(
        "empty pattern matches no slot; omit the option to judge every slot");
  SlotFilter Filter;
  // Anchored: the pattern names whole slots, as the options document says.
  Filter.Pattern = std::make_shared<llvm::Regex>(("^(" + Pattern + ")$").str());
  std::string Error;
  if (!Filter.Pattern->isValid(Error))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "invalid regular expression '%s': %s",
                                   Pattern.str().c_str(), Error.c_str());
  return Filter;
}

llvm::Error SlotFilter::ignore(llvm::StringRef Ignored) {
  for (llvm::StringRef Name : splitOptionList(Ignored)) {
    llvm::Expected<llvm::GlobPattern> Glob = llvm::GlobPattern::create(Name);
    if (!Glob)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "invalid slot pattern '%s': %s",
                                     Name.str().c_str(),
                                     llvm::toString(Glob.takeError()).c_str());
    this->Ignored.push_back(std::move(*Glob));
  }
  return llvm::Error::success();
}

bool SlotFilter::tracks(const SlotName &Slot) const {
  std::string Name = Slot.qualified();
  return Pattern->match(Name) &&
         llvm::none_of(Ignored, [&](const llvm::GlobPattern &Glob) {
           return Glob.match(Name);
         });
}

} // namespace privdata
