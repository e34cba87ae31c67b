//===--- InternedString.cpp -----------------------------------------------===//

#include "InternedString.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Allocator.h"
#include <mutex>

namespace privdata {

namespace {
/// Every kept string. The audit collects the facts of several units at once,
/// each on its own thread.
struct StringPool {
  std::mutex Lock;
  llvm::StringMap<InternedString::Kept, llvm::BumpPtrAllocator> Strings;
};

StringPool &pool() {
  // Never destroyed: facts that outlive main's return (the audit leaves its
  // databases to the process's end) still point into it.
  static StringPool *Pool = new StringPool;
  return *Pool;
}
} // namespace

InternedString::InternedString(llvm::StringRef Text) {
  if (Text.empty())
    return;
  StringPool &Pool = pool();
  std::lock_guard<std::mutex> Guard(Pool.Lock);
  auto [It, Inserted] = Pool.Strings.try_emplace(Text);
  if (Inserted)
    It->second = {It->first().size(), It->first().data()};
  this->Text = &It->second;
}

std::optional<InternedString> InternedString::find(llvm::StringRef Text) {
  if (Text.empty())
    return InternedString();
  StringPool &Pool = pool();
  std::lock_guard<std::mutex> Guard(Pool.Lock);
  auto It = Pool.Strings.find(Text);
  if (It == Pool.Strings.end())
    return std::nullopt;
  return InternedString(&It->second);
}

} // namespace privdata
