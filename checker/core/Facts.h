//===--- Facts.h - What one translation unit says about void * slots ------===//
//
// The facts are plain data with no reference to clang's AST, so that they can
// be written to disk, merged across translation units and judged by any front
// end. Values move between named nodes: slots (void * members and globals),
// function parameters, function return values and local variables. Values
// enter the graph as stores of a known kind and leave it as loads.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_FACTS_H
#define PRIVDATA_CORE_FACTS_H

#include "InternedString.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace privdata {

/// A file:line:column position, with an absolute, normalized path.
struct SourceSite {
  InternedString File;
  unsigned Line = 0;
  unsigned Column = 0;

  std::string str() const;
  friend bool operator<(const SourceSite &A, const SourceSite &B) {
    return std::tie(A.File, A.Line, A.Column) <
           std::tie(B.File, B.Line, B.Column);
  }
  friend bool operator==(const SourceSite &A, const SourceSite &B) {
    return std::tie(A.File, A.Line, A.Column) ==
           std::tie(B.File, B.Line, B.Column);
  }
};

/// Node names. A node name is a one-letter kind, a colon and an identity:
///   S:struct snd_pcm::private_data   a void * member of a record
///   S:name / S:name@file             a void * global / file-scope static
///   S:function(parameter)            the context a callback is registered
///                                    with, as that parameter receives it
///   S:struct device::driver_data|in struct platform_device::dev
///                                    the slot of only those objects reached
///                                    by one access path (see AccessPath)
///   S:struct snd_info_entry::private_data|registered with ops@file
///   S:struct device::driver_data|in struct platform_device::dev|registered with drv@file
///                                    the slot of only the objects of one
///                                    registration, alone or on a path
///   S:struct device::driver_data|passed to rt700_init#0
///                                    the slot of the objects a function's
///                                    parameter points to, as the function
///                                    stores into it (see PassFact)
///   P:function#index                 a void * parameter
///   R:function                       the void * return value
///   L:function:name@line:col         a void * local variable
/// Functions with internal linkage are named function@file.
/// Which objects of a record one access path reaches: those embedded in a
/// given member, those a given pointer member points to, the one a given
/// allocation creates, the elements of a given table, or those one
/// registration binds to its functions
/// (see Registrations.cpp). Objects reached by different paths are taken to
/// be different objects. A registration may follow an embedding: the device
/// in each platform device a driver's probe is given.
struct AccessPath {
  enum Kind {
    EmbeddedIn,     ///< "in struct platform_device::dev"
    PointedToBy,    ///< "at struct device::parent"
    AllocatedAt,    ///< "new at /path/file.c:12:3"
    RegisteredWith, ///< "registered with foo_ops@/path/file.c"
    PassedTo,       ///< "passed to rt700_init#0"
    ElementOf,      ///< "element of foo_quirks@/path/file.c"
    /// As the function its registration's library calls first left it, for
    /// the registration's other functions: "set up by foo_probe@/path/file.c".
    /// Stores into coarser slots are overwritten, so not seen.
    SetUpBy,
  };
  Kind PathKind = EmbeddedIn;
  std::string Where; ///< The member ("struct X::m") or the allocation's site.

  std::string str() const;
  static std::optional<AccessPath> parse(llvm::StringRef Text);
  friend bool operator==(const AccessPath &A, const AccessPath &B) {
    return A.PathKind == B.PathKind && A.Where == B.Where;
  }
};

namespace node {
/// Path as node names spell a file path within them (an anonymous record's
/// site, a static global's file): '|', which begins a slot's object path, is
/// written "%7C", so that any path, however named, makes a well-formed node.
std::string pathInName(llvm::StringRef Path);
std::string memberSlot(llvm::StringRef Record, llvm::StringRef Member);
/// A global variable as paths name it: name, or name@file when it has
/// internal linkage (File given).
std::string globalName(llvm::StringRef Name, llvm::StringRef File);
/// The slot of a global variable of that globalName.
std::string globalSlot(llvm::StringRef GlobalName);
std::string param(llvm::StringRef Function, unsigned Index);
/// A parameter of a table's member of function type, "struct X::m": the
/// functions installed there receive what the calls through it pass.
std::string memberParam(llvm::StringRef Member, unsigned Index);
std::string returnValue(llvm::StringRef Function);
/// The sizes an integer member "struct X::m" is set to: what an allocation
/// of that size holds.
std::string sizeMember(llvm::StringRef Member);
std::string local(llvm::StringRef Function, llvm::StringRef Name,
                  unsigned Line, unsigned Column);
std::string refinedSlot(llvm::StringRef Slot, const AccessPath &Path);
std::string callbackSlot(llvm::StringRef Function, llvm::StringRef Parameter);
bool isSlot(llvm::StringRef Node);
bool isParam(llvm::StringRef Node);
bool isMemberParam(llvm::StringRef Node);
bool isSizeMember(llvm::StringRef Node);
/// The slot a refined slot refines; any other node itself.
llvm::StringRef unrefined(llvm::StringRef Node);
/// The node a refined slot refines one step less: its slot, or for a
/// registration after a path, the slot on that path; any other node itself.
llvm::StringRef coarser(llvm::StringRef Node);
bool isRefined(llvm::StringRef Node);
/// Whether a read of Node sees only the stores into it and its
/// refinements: it is a slot as a function set it up, which overwrote what
/// the coarser slots held.
bool isSetUp(llvm::StringRef Node);
/// The paths a refined slot is refined by, outermost first; nothing for any
/// other node.
std::vector<AccessPath> refinements(llvm::StringRef Node);
/// Whether a refined slot's object is first reached through a pointer
/// member: that pointer may point to any object of the slot.
bool isPointedTo(llvm::StringRef Node);
} // namespace node

/// How a slot names itself to a user: the member and its record, the
/// global's name, or a callback's context parameter and the callback.
struct SlotName {
  std::string Record;   ///< Empty for globals and callbacks.
  std::string Member;   ///< The parameter, for a callback.
  std::string Callback; ///< Empty unless a callback's context.

  static SlotName fromNode(llvm::StringRef Node);
  /// "struct snd_pcm::private_data", "name" or "callback(parameter)"; what
  /// the slot options match.
  std::string qualified() const;
  /// "'private_data' of 'struct snd_pcm'", as a sentence names the slot.
  std::string subject() const;
};

/// What kind of value a store puts into a node.
enum class ValueKind {
  Typed,   ///< A pointer to Type, converted to void *.
  Bytes,   ///< A char or unsigned char pointer: raw memory.
  Integer, ///< An integer of Type stuffed into the pointer.
  Opaque,  ///< A void * value of unknown origin.
};

struct StoreFact {
  InternedString Target; ///< Node that receives the value.
  ValueKind Kind = ValueKind::Opaque;
  InternedString Type; ///< Pointee type for Typed, integer type for Integer.
  SourceSite Site;
  /// What the store is a guess about, which it yields to: a function whose
  /// body the translation unit did not see (the store holds only if no unit
  /// defines it), or a parameter or size member node (the store holds only
  /// if nothing is stored into that node: a size no caller in scope passes,
  /// a size member no code sets to sizeof a type).
  InternedString Assumes;
  /// The function whose definition holds Site; empty at file scope. Named
  /// last, when the unit is walked, so the places that make facts leave it.
  InternedString Function = {};
};

/// Whatever Source holds also reaches Target.
struct FlowFact {
  InternedString Source;
  InternedString Target;
};

/// The value of Source is converted to a pointer to Type at Site.
struct LoadFact {
  InternedString Source;
  InternedString Type;
  SourceSite Site;
  /// The function whose definition holds Site; empty at file scope. Named
  /// last, when the unit is walked, so the places that make facts leave it.
  InternedString Function = {};
};

struct FieldLayout {
  std::string Name; ///< Empty for an anonymous struct or union member.
  std::string Type; ///< Type key, see typeKey() in FactsCollector.h.
};

/// The members of a record, which the first-member, union and common
/// initial sequence rules need.
struct RecordLayout {
  std::string Name;
  /// The file that defines the record, by real path; empty if not known.
  std::string File;
  bool IsUnion = false;
  std::vector<FieldLayout> Fields;
};

/// The objects on an access path are passed as a parameter of a function:
/// what the function stores into the objects that parameter points to (a
/// slot refined "passed to FUNCTION#INDEX"), it stores into these. This is
/// how a store in a function of another unit (rt700_init(&slave->dev, ...))
/// reaches the object path its caller reads.
struct PassFact {
  InternedString Argument; ///< "function#index", as "passed to" names it.
  /// The refinement, as a slot's name spells it after its first '|':
  /// "in struct sdw_slave::dev", "passed to foo_init#1".
  InternedString Path;
};

/// Everything one translation unit contributes.
struct TranslationUnitFacts {
  std::string MainFile;
  std::vector<StoreFact> Stores;
  std::vector<FlowFact> Flows;
  std::vector<LoadFact> Loads;
  std::vector<PassFact> Passes;
  std::vector<RecordLayout> Records;
  /// Functions with external linkage whose bodies the unit defines.
  std::vector<std::string> Definitions;
};

/// The type key of void *, the type of every slot.
inline constexpr llvm::StringLiteral VoidPointerKey = "void *";

/// Whether a member of this type key is a slot: a void *, or an array of
/// them, whose elements are one slot.
bool isSlotType(llvm::StringRef TypeKey);

/// The type key of a pointer to the type TypeKey spells, as C and clang
/// spell it: "int *", "int **", and for a pointer to a function or an array
/// the '*' in the declarator: "void (*)(int)", "int (*)[4]",
/// "void (**)(int)".
std::string pointerTo(llvm::StringRef TypeKey);

} // namespace privdata

#endif
