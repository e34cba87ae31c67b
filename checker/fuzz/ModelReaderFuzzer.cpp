//===--- ModelReaderFuzzer.cpp - libFuzzer harness of the model reader ----===//
//
// Feeds each input to ModelSet::addDocument as the text of a model file,
// which is what both the check and privdata-audit do with the files they are
// given. Any input may be refused, with an error; none may crash, hang or
// trip a sanitizer. Seeds: test/fuzz/corpus/models/.
//
//===----------------------------------------------------------------------===//

#include "../core/Models.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // A file is read into a buffer that ends with a NUL byte past its end;
  // so is the input here, so that the parser sees what it sees in use.
  const std::string Text(reinterpret_cast<const char *>(Data), Size);
  privdata::ModelSet Models;
  llvm::consumeError(Models.addDocument(Text, "fuzz.yaml"));
  return 0;
}
