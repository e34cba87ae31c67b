//===--- FactsCollector.cpp -----------------------------------------------===//
//
// The order of one collection: the walk of the unit, then what is known only
// once the whole unit has been seen. The parts are under collector/.
//
//===----------------------------------------------------------------------===//

#include "FactsCollector.h"
#include "collector/Collector.h"

#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace privdata {
namespace collector {

Collector::Collector(ASTContext &Context, const ModelSet &Models,
                     std::vector<ModelMismatch> *Mismatches)
    : Base(Code), Context(Context), Code(Context), Names(Context), Models(Models),
      Mismatches(Mismatches) {}

TranslationUnitFacts Collector::run() {
  const SourceManager &SM = Context.getSourceManager();
  if (auto Main = SM.getFileEntryRefForID(SM.getMainFileID()))
    Facts.MainFile = Names.pathOf(*Main);
  findRegistrations();
  TraverseDecl(Context.getTranslationUnitDecl());
  storeEscapedContexts();
  storeOtherSizes();
  emitAliases();
  emitRecordLayouts();
  nameEnclosingFunctions();
  return std::move(Facts);
}

} // namespace collector

TranslationUnitFacts collectFacts(ASTContext &Context, const ModelSet &Models,
                                  std::vector<ModelMismatch> *Mismatches) {
  return collector::Collector(Context, Models, Mismatches).run();
}

} // namespace privdata
