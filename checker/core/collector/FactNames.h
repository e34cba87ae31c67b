//===--- FactNames.h - What the facts call a declaration --------*- C++ -*-===//
//
// The names facts give records, types, functions, variables, files and
// source positions, so that facts from different translation units meet.
// Naming depends on the AST and its source manager only, not on anything
// the collector has seen so far; the names are cached, since every call and
// member access asks again.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_COLLECTOR_FACTNAMES_H
#define PRIVDATA_CORE_COLLECTOR_FACTNAMES_H

#include "../Facts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/PrettyPrinter.h"
#include "llvm/ADT/DenseMap.h"
#include <string>

namespace privdata::collector {

class FactNames {
public:
  explicit FactNames(clang::ASTContext &Context);

  /// Records are known by name so that facts from different translation
  /// units meet: "struct foo", or the typedef that names an anonymous
  /// struct, or the member of the enclosing record that holds it.
  std::string recordName(const clang::RecordDecl *RD);

  /// A canonical, unqualified spelling of T in which records are known by
  /// recordName().
  std::string typeKey(clang::QualType T);

  /// The record a member belongs to as the code spells its access: members
  /// of an anonymous struct or union belong to the named record around it.
  static const clang::RecordDecl *owner(const clang::FieldDecl *FD);

  /// "struct platform_device::dev": the member as its owner() names it.
  std::string memberName(const clang::FieldDecl *FD);

  std::string functionKey(const clang::FunctionDecl *FD);

  /// The node of a variable: a parameter, a global slot or a local.
  std::string varNode(const clang::VarDecl *VD);
  /// A variable with global storage as paths name it.
  std::string globalName(const clang::VarDecl *VD);

  SourceSite siteOf(clang::SourceLocation Loc);
  std::string fileOf(clang::SourceLocation Loc);
  /// The file's real path: absolute, with symbolic links, "." and ".."
  /// resolved. Files are known by it, in the facts' sites and in the names
  /// built from them, so that a unit checked through one spelling of its
  /// path meets the facts exported under another; failing that (a file
  /// not on disk), the absolute path without dots.
  std::string pathOf(clang::FileEntryRef File) const;

private:
  static std::string memberHolding(const clang::RecordDecl *Parent,
                                   const clang::RecordDecl *RD);

  const clang::SourceManager &SM;
  clang::PrintingPolicy Policy;
  llvm::DenseMap<const clang::FunctionDecl *, std::string> FunctionKeys;
  llvm::DenseMap<const clang::RecordDecl *, std::string> RecordNames;
  llvm::DenseMap<clang::FileID, std::string> FilePaths;
};

} // namespace privdata::collector

#endif
