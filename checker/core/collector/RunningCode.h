//===--- RunningCode.h - The code of a unit that can run ---------*- C++ -*-===//
//
// A kernel unit includes thousands of static inline helpers and runs a few
// dozen of them. Stores and loads in a helper that never runs say nothing of
// what the program stores, and walking them is most of the collector's cost,
// so every walk of the collector sees only code that can run.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_COLLECTOR_RUNNINGCODE_H
#define PRIVDATA_CORE_COLLECTOR_RUNNINGCODE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include <vector>

namespace privdata::collector {

/// Which declarations of a unit hold code that can run.
class RunningCode {
public:
  /// In C, a static function runs if code that runs refers to it: a function
  /// the unit exports, one run at start or exit, kept (used) or aliased, or
  /// one any file-scope initializer names, and so on from their bodies. In
  /// C++, where calls also go through members, templates, virtual tables and
  /// implicit conversions, a static function runs if anything refers to it.
  explicit RunningCode(clang::ASTContext &Context);

  /// Whether D holds no code that runs: an invalid declaration, a C type (C++
  /// records hold methods), a static function that does not run.
  bool runsNoCode(const clang::Decl *D) const;

private:
  /// Marks FD as running and queues its body in Pending, once.
  void reach(const clang::FunctionDecl *FD,
             std::vector<const clang::Stmt *> &Pending);
  /// Reaches what S names and queues its children in Pending.
  void scan(const clang::Stmt *S, std::vector<const clang::Stmt *> &Pending);

  /// Whether static functions are followed from the code that runs (C), or
  /// taken to run when referenced at all (C++, Objective-C).
  bool FollowsReferences;
  /// The canonical declarations of the static functions that run.
  llvm::DenseSet<const clang::FunctionDecl *> Reached;
};

/// A visitor of the code that runs: spelled types, unevaluated operands
/// (sizeof, _Alignof, typeof) and declarations that run no code, so no
/// store, load or call in them is seen. Every visitor of the collector walks
/// code this way.
template <typename Derived>
class RunningCodeVisitor : public clang::RecursiveASTVisitor<Derived> {
  using Base = clang::RecursiveASTVisitor<Derived>;

public:
  explicit RunningCodeVisitor(const RunningCode &Running) : Running(Running) {}

  bool TraverseDecl(clang::Decl *D) {
    return !D || Running.runsNoCode(D) || Base::TraverseDecl(D);
  }
  // LLVM 22 passes TraverseTypeLoc a second argument; LLVM 19 none.
  bool TraverseTypeLoc(clang::TypeLoc, bool = true) { return true; }
  bool TraverseUnaryExprOrTypeTraitExpr(
      clang::UnaryExprOrTypeTraitExpr *,
      typename Base::DataRecursionQueue * = nullptr) {
    return true;
  }

private:
  const RunningCode &Running;
};

} // namespace privdata::collector

#endif
