//===--- RecordLayouts.cpp - Which records the facts describe -------------===//
//
// The layouts of the records the unit's facts name, which the verdict's
// first-member, union and common initial sequence rules compare.
//
//===----------------------------------------------------------------------===//

#include "Collector.h"

using namespace clang;

namespace privdata::collector {

std::string Collector::objectKey(const AddressedObject &Object) {
  if (const RecordDecl *RD = Object.Type->getAsRecordDecl())
    NeededRecords.push_back(RD);
  return Names.typeKey(Object.Type);
}

void Collector::emitRecordLayouts() {
  llvm::DenseSet<const RecordDecl *> Done;
  while (!NeededRecords.empty()) {
    const RecordDecl *RD = NeededRecords.pop_back_val()->getDefinition();
    if (!RD || RD->isInvalidDecl() || !Done.insert(RD).second)
      continue;
    RecordLayout Layout;
    Layout.Name = Names.recordName(RD);
    Layout.File = Names.siteOf(RD->getLocation()).File.str();
    Layout.IsUnion = RD->isUnion();
    for (const FieldDecl *FD : RD->fields()) {
      QualType T = FD->getType();
      // Anonymous members are compared by layout (see sameMemberType).
      if (const RecordDecl *Nested = T->getAsRecordDecl())
        if (RD->isUnion() || Layout.Fields.empty() ||
            (!Nested->getDeclName() && !Nested->getTypedefNameForAnonDecl()))
          NeededRecords.push_back(Nested);
      Layout.Fields.push_back({FD->getName().str(), Names.typeKey(T)});
    }
    Facts.Records.push_back(std::move(Layout));
  }
}

} // namespace privdata::collector
