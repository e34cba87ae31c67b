//===--- RunningCode.cpp --------------------------------------------------===//

#include "RunningCode.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace privdata::collector {

namespace {

bool runsAtStartOrExit(const FunctionDecl *FD) {
  return FD->hasAttr<ConstructorAttr>() || FD->hasAttr<DestructorAttr>();
}

/// Functions that run though no expression names them: at start or exit,
/// or kept for code the unit does not show (__used, an initcall's alias).
bool runsUnnamed(const FunctionDecl *FD, const llvm::StringSet<> &Aliased) {
  return runsAtStartOrExit(FD) || FD->hasAttr<UsedAttr>() ||
         FD->hasAttr<RetainAttr>() ||
         (FD->getIdentifier() && Aliased.contains(FD->getName()));
}

} // namespace

RunningCode::RunningCode(ASTContext &Context)
    : FollowsReferences(!Context.getLangOpts().CPlusPlus &&
                        !Context.getLangOpts().ObjC) {
  if (!FollowsReferences)
    return;
  const TranslationUnitDecl *TU = Context.getTranslationUnitDecl();
  // module_init(f) makes init_module an alias of f.
  llvm::StringSet<> Aliased;
  std::vector<const Stmt *> Pending;
  for (const Decl *D : TU->decls()) {
    if (const auto *A = D->getAttr<AliasAttr>())
      Aliased.insert(A->getAliasee());
    if (const auto *A = D->getAttr<IFuncAttr>())
      Aliased.insert(A->getResolver());
  }
  for (const Decl *D : TU->decls()) {
    if (D->isInvalidDecl())
      continue;
    if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (FD->doesThisDeclarationHaveABody() &&
          (FD->isExternallyVisible() || runsUnnamed(FD, Aliased)))
        reach(FD, Pending);
    } else if (const auto *VD = dyn_cast<VarDecl>(D)) {
      // Every initializer, as a table of callbacks that nothing in the
      // unit names may still be reached by its address from elsewhere.
      if (const Expr *Init = VD->getInit())
        Pending.push_back(Init);
    }
  }
  while (!Pending.empty()) {
    const Stmt *S = Pending.back();
    Pending.pop_back();
    scan(S, Pending);
  }
}

void RunningCode::reach(const FunctionDecl *FD,
                        std::vector<const Stmt *> &Pending) {
  if (!FD || !Reached.insert(FD->getCanonicalDecl()).second)
    return;
  const FunctionDecl *Definition = nullptr;
  if (FD->hasBody(Definition) && Definition->getBody())
    Pending.push_back(Definition->getBody());
}

void RunningCode::scan(const Stmt *S, std::vector<const Stmt *> &Pending) {
  if (!S)
    return;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S)) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl()))
      reach(FD, Pending);
  } else if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (const auto *Cleanup = VD->getAttr<CleanupAttr>())
          reach(Cleanup->getFunctionDecl(), Pending);
  } else if (const auto *Block = dyn_cast<BlockExpr>(S)) {
    Pending.push_back(Block->getBody());
  }
  // A declaration statement's children are its variables' initializers.
  for (const Stmt *Child : S->children())
    if (Child)
      Pending.push_back(Child);
}

bool RunningCode::runsNoCode(const Decl *D) const {
  if (D->isInvalidDecl())
    return true;
  if (isa<TypedefNameDecl, EnumDecl>(D) ||
      (isa<RecordDecl>(D) && !isa<CXXRecordDecl>(D)))
    return true;
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (!FD || FD->isExternallyVisible())
    return false;
  if (FollowsReferences)
    return !Reached.contains(FD->getCanonicalDecl());
  return !FD->isReferenced() && !runsAtStartOrExit(FD);
}

} // namespace privdata::collector
