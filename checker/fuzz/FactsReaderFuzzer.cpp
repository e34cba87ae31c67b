//===--- FactsReaderFuzzer.cpp - libFuzzer harness for the facts reader ---===//
//
// An input is the contents of a facts file. It goes the way a facts file goes
// in privdata: read, judged as privdata-audit --facts judges a database and
// as the check with FactsFile judges a unit over it, then written as merge
// writes a database and read back (one input in eight). Besides crashes and
// sanitizer reports, the harness aborts when the product breaks a promise
// the reader makes: a refused file adds nothing, and a database privdata
// wrote reads back whole and writes the same lines again.
//
//===----------------------------------------------------------------------===//

#include "../core/FactsDatabase.h"
#include "../core/FactsFormat.h"
#include "../core/Inventory.h"
#include "../core/SlotFilter.h"
#include "../core/Verdict.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cstdint>
#include <cstdlib>

using namespace privdata;

namespace {

[[noreturn]] void fail(const llvm::Twine &Message) {
  llvm::errs() << "FactsReaderFuzzer: " << Message << "\n";
  std::abort();
}

void judge(FactsDatabase &DB, bool AcceptFirstMemberDowncast) {
  static const SlotFilter Everything = llvm::cantFail(SlotFilter::create(".*"));
  VerdictOptions Options;
  Options.AcceptFirstMemberDowncast = AcceptFirstMemberDowncast;
  findMismatches(DB, Everything, Options);
  findMixedStores(DB, Everything, Options);
  slotInventory(DB, Everything, Options);
}

std::string written(const FactsDatabase &DB) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  writeDatabase(DB, OS);
  return Text;
}

/// The lines of Text, sorted: a database's facts in an order that does not
/// depend on the order of its hash tables.
llvm::SmallVector<llvm::StringRef, 0> sortedLines(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  llvm::sort(Lines);
  return Lines;
}

} // namespace

// ASan keeps 256 MB of freed memory in quarantine, so each input's
// allocations touch fresh pages, which costs more than the input itself. One
// input frees far less than this, so a use after free is still caught.
extern "C" const char *__asan_default_options() {
  return "quarantine_size_mb=16";
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  FactsDatabase DB;
  std::vector<std::string> Problems;
  if (llvm::Error E = readFactsBuffer(Text, "input.facts.jsonl", DB, Problems)) {
    llvm::consumeError(std::move(E));
    static const std::string Nothing = written(FactsDatabase());
    if (written(DB) != Nothing)
      fail("a refused file added facts");
    return 0;
  }
  // Which verdict option is on costs nothing to vary with the input.
  bool AcceptFirstMemberDowncast = Size % 2;
  judge(DB, AcceptFirstMemberDowncast);
  // The check: the facts of the unit being checked are its own, fresh
  // ones (here none), layered over the database.
  if (!DB.units().empty()) {
    FactsDatabase Unit;
    Unit.unit(DB.units().front());
    Unit.layerOver(DB, DB.units().front());
    judge(Unit, AcceptFirstMemberDowncast);
  }

  // Writing and reading back costs twice as much as all of the above (a
  // JSON object per line, under ASan): one input in eight, chosen by its
  // contents, so that a run tries three times as many inputs.
  if (llvm::xxh3_64bits(Text) % 8 != 0)
    return 0;
  std::string Merged = written(DB);
  FactsDatabase Again;
  std::vector<std::string> AgainProblems;
  if (llvm::Error E = readFactsBuffer(Merged, "merged.facts.jsonl", Again,
                                      AgainProblems))
    fail("a written database is refused: " + llvm::toString(std::move(E)));
  if (!AgainProblems.empty())
    fail("a written database has a bad line: " + AgainProblems.front());
  if (sortedLines(written(Again)) != sortedLines(Merged))
    fail("a written database, read back, writes other lines");
  return 0;
}
