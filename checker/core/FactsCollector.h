//===--- FactsCollector.h - Facts of one translation unit -----------------===//
//
// Walks a parsed translation unit once and records, for every void * slot,
// what is stored into it and how it is read back. The collector knows clang's
// AST but nothing of clang-tidy.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_FACTSCOLLECTOR_H
#define PRIVDATA_CORE_FACTSCOLLECTOR_H

#include "Facts.h"
#include "Models.h"
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace privdata {

/// Collects the facts of the translation unit held by Context, applying
/// Models at the calls they describe; modelled functions the unit declares
/// differently from their model are added to Mismatches, once each.
TranslationUnitFacts collectFacts(clang::ASTContext &Context,
                                  const ModelSet &Models,
                                  std::vector<ModelMismatch> *Mismatches = nullptr);

} // namespace privdata

#endif
