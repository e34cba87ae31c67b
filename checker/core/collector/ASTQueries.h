//===--- ASTQueries.h - Stateless questions about AST nodes -----*- C++ -*-===//
//
// What a type or an expression is, as every part of the collector asks it:
// answers that depend on nothing but the node itself.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_COLLECTOR_ASTQUERIES_H
#define PRIVDATA_CORE_COLLECTOR_ASTQUERIES_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace privdata::collector {

bool isVoidPointer(clang::QualType T);

/// Whether a member of type T is a void * slot: a void *, or an array of
/// them, whose elements are one slot whatever the index.
bool isSlotMemberType(clang::QualType T);

/// What a pointer to a type addresses, as privdata tells values apart. A
/// pointer to an array addresses its first element; typedefs and qualifiers
/// do not matter.
struct AddressedObject {
  enum Kind {
    Unknown,    ///< void: the pointer's type says nothing of the value.
    Bytes,      ///< char, signed or unsigned char: raw memory.
    Function,   ///< Code, not data.
    Incomplete, ///< An object of a type this unit does not complete.
    Complete,   ///< An object of a complete type.
  };
  Kind ObjectKind;
  clang::QualType Type; ///< The object's type, arrays stripped.
};
AddressedObject addressedObject(clang::QualType Pointee);

/// The type T of a size sizeof(T), possibly plus more: what an area or
/// allocation of that size begins with.
std::optional<clang::QualType> sizedType(const clang::Expr *Size);

/// The complete struct or union an area of size Size begins with, when Size
/// is its sizeof possibly plus more: what a size names beyond doubt.
std::optional<AddressedObject> sizedRecord(const clang::Expr *Size);

/// Whether E is an integer constant that is zero (never template code).
bool isZeroConstant(const clang::Expr *E, const clang::ASTContext &Context);

/// The expression whose value a GNU statement expression ({ ...; e; }) has,
/// if it has one.
const clang::Expr *resultOf(const clang::StmtExpr *SE);

/// The parameter of Function (of any function when null) that E, seen
/// through parentheses and implicit conversions, names.
const clang::ParmVarDecl *parameterIn(const clang::Expr *E,
                                      const clang::FunctionDecl *Function);

/// Calls Visit with each member a record's initializer list (its semantic
/// form) initializes, and that member's initializer (never null).
void forEachMemberInit(
    const clang::InitListExpr *ILE,
    llvm::function_ref<void(const clang::FieldDecl *, const clang::Expr *)>
        Visit);

/// The definition of VD if it is a table: an array of records with an
/// initializer, at file scope (struct dmi_system_id foo_quirks[] = {...});
/// null otherwise.
const clang::VarDecl *recordTable(const clang::VarDecl *VD);

/// The semantic form of an initializer list, whichever form ILE is; null
/// when it has none.
const clang::InitListExpr *semanticForm(const clang::InitListExpr *ILE);

/// The type of the union whose member E takes the address of
/// (&chip->u.playback): the object stored is the union, which code may read
/// as any of its members.
std::optional<clang::QualType> unionOfMember(const clang::Expr *E);

/// The function a callback argument names: f, &f, (GCallback)f.
const clang::DeclRefExpr *functionReference(const clang::Expr *Argument);

/// A parameter an integer or pointer may be stuffed into and read back
/// from: unsigned long data of tasklets and old timers.
bool isIntegerContext(clang::QualType T);

/// Whether E is template code or broken code, which says nothing yet.
bool skippable(const clang::Expr *E);

} // namespace privdata::collector

#endif
