//===--- PrivdataTidyModule.cpp - the privdata clang-tidy module ----------===//

#include "MixedStoreCheck.h"
#include "TypeMismatchCheck.h"
#include "../support/LLVMCompat.h"
#include "clang-tidy/ClangTidyModule.h"
#include PRIVDATA_CLANG_TIDY_REGISTRY_HEADER

namespace privdata {
namespace {

class PrivdataModule : public clang::tidy::ClangTidyModule {
public:
  void addCheckFactories(clang::tidy::ClangTidyCheckFactories &Factories) override {
    Factories.registerCheck<TypeMismatchCheck>(TypeMismatchRule);
    Factories.registerCheck<MixedStoreCheck>(MixedStoreRule);
  }
};

} // namespace
} // namespace privdata

static clang::tidy::ClangTidyModuleRegistry::Add<privdata::PrivdataModule>
    X("privdata-module", "Type-checks void * private data.");
