//===--- Collector.h - The state one walk of a unit shares ------*- C++ -*-===//
//
// The collector behind collectFacts(): one visitor over a translation unit,
// whose parts each answer one question and live in a file of their own.
//
//   Traversal.cpp          where in the unit values move (the visitor's
//                          entry points)
//   ValueOrigins.cpp       what an expression holds, and the facts its flow
//                          into a node makes
//   ObjectPaths.cpp        which object an access reaches, and so which slot
//   ModelEffects.cpp       what a call does to slots that no body here shows
//   AccessorSummaries.cpp  what a function with a body does to the slots of
//                          the objects its caller passes
//   Registrations.cpp      which objects a function of an operations table
//                          is called with
//   RecordLayouts.cpp      which records the facts describe
//
// This header is private to the collector.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_COLLECTOR_COLLECTOR_H
#define PRIVDATA_CORE_COLLECTOR_COLLECTOR_H

#include "../Facts.h"
#include "../Models.h"
#include "ASTQueries.h"
#include "FactNames.h"
#include "RunningCode.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <set>
#include <optional>
#include <unordered_map>
#include <vector>

namespace privdata::collector {

/// Where a value that flows into a node comes from: another node, or a value
/// of a known kind created at Site.
struct Origin {
  std::string Node;
  ValueKind Kind = ValueKind::Opaque;
  std::string Type;
  SourceSite Site;
  std::string Assumes; ///< See StoreFact::Assumes.
};

/// Which objects of a record a pointer or lvalue may denote, as far as its
/// spelling tells: any object; those of one fixed access path; or, inside an
/// accessor, whatever the caller passes as a parameter. Any object, or one
/// embedded in it, may further be one of a registration's.
struct ObjectPath {
  enum PathKind { Any, Fixed, Parameter } Kind = Any;
  AccessPath Path; ///< For Fixed.
  unsigned Index = 0; ///< For Parameter.
  /// The registration whose objects these are (see Registrations.cpp).
  std::string Registration;
  /// Inside an accessor, where each call finds the registration: in the
  /// object its parameter RegistrationIndex points to (the member is
  /// embedded in it), or in the table it passes as that argument (to a
  /// model's registering store).
  /// Or, for a pointer member's object (Path), in the registration of the
  /// object parameter RegistrationIndex points to, which may say what that
  /// member points to (a component's dev).
  enum RegistrationSource { Known, ObjectParameter, TableArgument, MemberOf };
  RegistrationSource RegistrationFrom = Known;
  unsigned RegistrationIndex = 0;
  /// The pointer member ("struct snd_soc_component::dev") that reached
  /// this object, where a registration says which object it points to:
  /// code that reaches the member otherwise (a control's component) sees
  /// the stores into it too.
  std::string Through;

  static ObjectPath fixed(AccessPath::Kind Kind, std::string Where) {
    return {Fixed, {Kind, std::move(Where)}, 0, {}, Known, 0, {}};
  }
  static ObjectPath parameter(unsigned Index) {
    return {Parameter, {}, Index, {}, Known, 0, {}};
  }
  static ObjectPath registered(std::string Registration) {
    return {Any, {}, 0, std::move(Registration), Known, 0, {}};
  }

  friend bool operator==(const ObjectPath &A, const ObjectPath &B) {
    return A.Kind == B.Kind && A.Path == B.Path && A.Index == B.Index &&
           A.Registration == B.Registration &&
           A.RegistrationFrom == B.RegistrationFrom &&
           A.RegistrationIndex == B.RegistrationIndex && A.Through == B.Through;
  }
};

/// A void * slot (its unrefined node) of the objects on a path; Owner is
/// the record that declares it, when the code at hand spells it.
struct SlotAccess {
  std::string Slot;
  const clang::RecordDecl *Owner = nullptr;
  ObjectPath Object;

  friend bool operator==(const SlotAccess &A, const SlotAccess &B) {
    return A.Slot == B.Slot && A.Object == B.Object;
  }
};

/// How many accessors deep a call is followed, and how long a chain of
/// locals assigned from locals: far beyond real code, and shallow enough for
/// the stack of any thread, also under a sanitizer. Deeper accessors count as
/// unknown functions, and the locals of a deeper chain as pointing anywhere.
constexpr unsigned MaxFollowDepth = 2048;

/// What an accessor does to slots of the objects its caller passes: return
/// one slot's value, store some of its parameters into slots, and hand a
/// context parameter to a callback parameter. Modelled functions have the
/// summary their model gives.
struct AccessorSummary {
  std::optional<SlotAccess> Returns;
  /// The parameter every return hands back, for a function that passes a
  /// value through: a call's value is then its argument's, not the values
  /// every caller anywhere passes.
  std::optional<unsigned> ReturnsArgument;
  /// The parameters whose product sizes the new object every call returns:
  /// of a function declared alloc_size (kmalloc, kcalloc), or of one that
  /// returns such a call sized by its own parameters (devm_kzalloc).
  /// kzalloc(sizeof(*chip)) then holds a chip, whatever the allocator's
  /// body does. Empty for other functions.
  llvm::SmallVector<unsigned, 2> AllocationSize;
  /// The function returns an error pointer, no object (the model's
  /// returns-error-pointer).
  bool ReturnsErrorPointer = false;
  std::vector<std::pair<SlotAccess, unsigned>> Stores; ///< slot, parameter
  std::vector<ModelCallback> Callbacks;
};

/// What the pass before the walk learns of the unit's operations tables:
/// which parameters of which functions, and which locals, denote the
/// objects of one registration, named by that registration.
struct RegistrationBindings {
  /// The objects each such parameter or local denotes: those of a
  /// registration, or the one object of its parameter's record that each
  /// of them embeds (the device of each platform device).
  llvm::DenseMap<const clang::VarDecl *, ObjectPath> Objects;
  /// The registration of each table that has one.
  llvm::DenseMap<const clang::VarDecl *, std::string> Tables;
  /// The object a pointer member of a registration's objects points to,
  /// by registration and member ("struct snd_soc_component::dev"): what
  /// every registering call passes for it, by its model.
  std::map<std::pair<std::string, std::string>, ObjectPath> Members;
  /// The registration of each function its tables hold.
  llvm::DenseMap<const clang::FunctionDecl *, std::string> Functions;
  /// For a registration whose library calls one of its functions before
  /// the others (a component's probe), that function, and the slots of
  /// registered objects it stores into on every path that succeeds: the
  /// other functions read those slots as it left them.
  llvm::StringMap<const clang::FunctionDecl *> First;
  llvm::StringMap<llvm::StringSet<>> SetUp;
};

/// A table that a function registers: its argument, the record of the
/// objects its functions are called with, and the pointer members of those
/// objects that the registration sets to other arguments (member key,
/// argument).
struct RegisteredTable {
  unsigned Table = 0;
  std::string Record;
  std::vector<std::pair<std::string, unsigned>> Members;
  std::string First; ///< The member the library calls first, if it says.
};

class Collector : public RunningCodeVisitor<Collector> {
  using Base = RunningCodeVisitor<Collector>;

public:
  Collector(clang::ASTContext &Context, const ModelSet &Models,
            std::vector<ModelMismatch> *Mismatches);

  TranslationUnitFacts run();

  // Traversal.cpp
  bool TraverseDecl(clang::Decl *D);
  bool VisitBinaryOperator(clang::BinaryOperator *BO);
  bool VisitUnaryOperator(clang::UnaryOperator *UO);
  bool VisitVarDecl(clang::VarDecl *VD);
  bool VisitInitListExpr(clang::InitListExpr *ILE);
  bool VisitCallExpr(clang::CallExpr *CE);
  bool VisitDeclRefExpr(clang::DeclRefExpr *DRE);
  bool VisitReturnStmt(clang::ReturnStmt *RS);
  bool VisitCastExpr(clang::CastExpr *CE);

private:
  struct SizeParameterFinder;
  struct LocalPathScanner;
  struct AccessorWalker;

  // Traversal.cpp
  /// The nodes an assignment to LHS writes, if LHS is a void * slot or
  /// variable.
  llvm::SmallVector<std::string, 1> targetNodes(const clang::Expr *LHS);
  void initializeRecord(const clang::InitListExpr *ILE,
                        const ObjectPath &Object);
  /// The stores of the braced initializer of an array of void * members
  /// into their one slot.
  void initializeElements(const clang::Expr *Init, const std::string &Slot);
  /// Names, in each load and store, the function whose body holds its site,
  /// which is what a finding is known by across edits that move lines.
  void nameEnclosingFunctions();

  // ValueOrigins.cpp
  /// The type key a conversion to Pointer reads the object as, if it says
  /// anything: byte access and incomplete types do not.
  std::optional<std::string> readType(clang::QualType Pointer);
  /// Records that whatever Value holds flows into Target; Assumes, if set,
  /// marks the stores as guesses about that bodiless function.
  void flowInto(const clang::Expr *Value, const std::string &Target,
                const std::string &Assumes = "");
  /// Raw memory in a slot a model fills is the library carving the model's
  /// object out of its own (card->private_data = (char *)card + ...).
  void storeBytes(const std::string &Target, clang::SourceLocation Loc);
  Origin value(ValueKind Kind, std::string Type, const clang::Expr *E);
  /// What a void * valued expression may hold. A null constant holds
  /// nothing.
  void origins(const clang::Expr *Root, llvm::SmallVectorImpl<Origin> &Out);
  /// Adds the origins of E to Out, and the subexpressions whose origins are
  /// E's to Work.
  void originsOf(const clang::Expr *E,
                 llvm::SmallVectorImpl<const clang::Expr *> &Work,
                 llvm::SmallVectorImpl<Origin> &Out);
  /// What a pointer to Pointee holds: an object of that type, raw bytes, or
  /// a value its type says nothing of.
  Origin pointerValue(clang::QualType Pointee, const clang::Expr *E);
  /// What the allocation Call makes, its size the product of the arguments
  /// Factors: T for a factor sizeof(T), raw bytes for a size of chars, what
  /// the sizes callers pass say for a size that is a parameter, and
  /// otherwise a value of unknown type.
  /// Sets the integer member FD to Value: sizeof a record says what an
  /// allocation of the member's size holds.
  void setSizeMember(const clang::FieldDecl *FD, const clang::Expr *Value);
  /// Stores the other values this unit sets its size members to into them:
  /// a size the unit computes says nothing of the type.
  void storeOtherSizes();
  void allocationOrigins(const clang::CallExpr *Call,
                         llvm::ArrayRef<unsigned> Factors,
                         llvm::SmallVectorImpl<Origin> &Out);
  void castOrigins(const clang::CastExpr *CE,
                   llvm::SmallVectorImpl<const clang::Expr *> &Work,
                   llvm::SmallVectorImpl<Origin> &Out);

  // ObjectPaths.cpp
  SlotAccess memberAccess(const clang::FieldDecl *Field, ObjectPath Object);
  std::string slotNode(const SlotAccess &Access);
  /// How a slot's node spells the objects of Object after its first '|';
  /// empty for any object.
  static std::string refinementOf(const ObjectPath &Object);
  /// The objects a pointer denotes when it is a parameter of the enclosing
  /// function that other units may call with objects of their own paths
  /// ("passed to f#0"); any object otherwise. Only stores are refined so: a
  /// read through the parameter sees whatever any caller stored.
  ObjectPath passedObject(const clang::Expr *Pointer);
  /// The objects an assignment to the slot LHS, whose object path is
  /// Object, stores into: when the path tells nothing, those of each fixed
  /// path a local pointer is assigned (dobj = &sm->dobj or &se->dobj), or
  /// passedObject().
  llvm::SmallVector<ObjectPath, 1> storedObjects(const clang::Expr *LHS,
                                                 const ObjectPath &Object);
  /// The pass facts of a call: the object paths of its record pointer
  /// arguments, for what the callee stores through them.
  void passObjects(const clang::CallExpr *Call, const clang::FunctionDecl *FD,
                   unsigned N);
  /// The slot an lvalue reads or writes, if it is a void * member or an
  /// element of an array of them. Scope is the accessor being summarized,
  /// whose parameters stand for whatever its callers pass.
  std::optional<SlotAccess> slotAccess(const clang::Expr *E,
                                       const clang::FunctionDecl *Scope);
  ObjectPath pathOfObject(const clang::Expr *Object,
                          const clang::FunctionDecl *Scope,
                          bool FollowLocals = true);
  ObjectPath pathOfPointer(const clang::Expr *Pointer,
                           const clang::FunctionDecl *Scope,
                           bool FollowLocals = true);
  /// The path a local pointer holds, if every value assigned to it has the
  /// same one (struct device *dev = &pdev->dev;).
  ObjectPath localPath(const clang::VarDecl *VD);
  void scanLocalPaths(clang::Stmt *Body);
  /// Replaces a summary's parameter path by the path of the argument the
  /// call passes.
  SlotAccess bindToCall(SlotAccess Access, const clang::CallExpr *Call,
                        const clang::FunctionDecl *Scope);

  // ModelEffects.cpp
  /// The model of FD, if there is one and FD is declared as the model says;
  /// a mismatch is recorded once and leaves FD unmodelled.
  const FunctionModel *modelOf(const clang::FunctionDecl *FD);
  /// The slot a model names, of the object argument Object of Call points
  /// to (any object without a call or an argument).
  SlotAccess modelSlot(const ModelSlot &Slot);
  /// The record this unit declares for a model's member slot ("struct
  /// uv_handle_s::data"), if any. Its layout is what lets the slot meet the
  /// same member of the records that share its common initial sequence
  /// (uv_timer_s::data), even where the code never spells the record itself.
  /// Looked up once per slot: every call of a modelled function asks.
  const clang::RecordDecl *modelSlotOwner(llvm::StringRef Slot);
  /// The record this unit declares by a type key ("struct device"), if any.
  const clang::RecordDecl *lookUpRecord(llvm::StringRef Record);
  SlotAccess bindModelSlot(const ModelSlot &Slot, const clang::CallExpr *Call);
  /// The effects of a model that its summary does not carry: new objects,
  /// values copied from other slots and private areas. Call is null where
  /// the function is only referenced, to be called by a library.
  void applyModel(const FunctionModel &Model, const clang::CallExpr *Call,
                  clang::SourceLocation Loc);
  /// A private area of Size bytes: sizeof(T) holds a T; no bytes hold
  /// nothing; a size parameter of the enclosing function (a driver family's
  /// own probe around snd_card_new), what its callers' sizes hold, or
  /// something unknown while no caller is in scope; any other size,
  /// something unknown.
  void storeSizedArea(const std::string &Target, const clang::Expr *Size);
  /// The parameter of the function being walked that Size names: the
  /// sizeof(T) its callers pass says what an area of that size holds.
  const clang::ParmVarDecl *sizeParameter(const clang::Expr *Size) const;
  /// A sizeof(T) passed as an integer parameter: the type reaches a private
  /// area if the callee sizes one with it (see storeSizedArea), in whatever
  /// unit defines the callee. A callee whose body is here must show that it
  /// does; most sizes go to copies and checks.
  void passSizedType(const clang::FunctionDecl *Callee, unsigned Index,
                     const clang::Expr *Argument);
  /// Whether FD passes its parameter Index as the size of a modelled
  /// private area.
  bool sizesArea(const clang::FunctionDecl *FD, unsigned Index);
  /// Hands the context argument of a registration to the callback it
  /// registers: the callback's parameter becomes a slot of its own, keyed
  /// by the callback. A parameter declared as a typed pointer reads the
  /// context as that type right there.
  void bindCallback(const clang::CallExpr *Call, const ModelCallback &Callback);
  /// A callback whose address is also taken elsewhere (an operations table,
  /// an unmodelled registration) is called from there with contexts the unit
  /// cannot know, so its context slots hold unknown values too. Known only
  /// once the whole unit has been seen.
  void storeEscapedContexts();
  /// A call through a member of a table of functions passes its arguments to
  /// the member's parameters, and so to every function installed there.
  void passToMember(const clang::CallExpr *Call);
  /// Aliases between slots this unit touches: the library copies one into
  /// the other where the unit cannot see it.
  void emitAliases();
  /// A function we cannot see that creates an object and is handed a
  /// (non-const) void * keeps the value in the new object's void * members:
  /// snd_ctl_new1(&template, chip) returns a control whose private_data is
  /// chip, anon_inode_getfile(name, fops, priv, flags) a file whose
  /// private_data is priv. Objects the caller passes in are left alone:
  /// devm_request_irq(&pdev->dev, ..., chip) does not make chip the device's
  /// driver_data.
  void storeThroughLibrary(const clang::CallExpr *CE,
                           const clang::FunctionDecl *FD, unsigned N);

  // Registrations.cpp
  struct RegistrationFinder;
  /// Finds the unit's registrations: static tables of functions installed
  /// only on objects of one record, by assignment to a member of the
  /// object or by a call that a model (or a wrapper's body) says registers
  /// them; the functions called only from such tables, with a parameter
  /// that points to that record; and the locals and parameters the tables
  /// are installed on.
  void findRegistrations();
  /// The registration of the table an argument or assigned value names
  /// (&ops, ops, &controls[i]); empty if none.
  std::string tableRegistration(const clang::Expr *Table);
  /// The table a registration's argument names, if it is a table.
  static const clang::VarDecl *tableOf(const clang::Expr *E);
  /// The table of this unit that a call returns an element of, by its
  /// model (dmi_first_match(quirks)); null if none.
  const clang::VarDecl *elementTable(const clang::CallExpr *Call);
  /// The path of the elements of a table of this unit (recordTable): the
  /// objects its initializer fills, its indexing reaches and the calls
  /// modelled to return one of them return.
  ObjectPath elementsOf(const clang::VarDecl *Table);
  /// Which of FD's parameters it registers as a table, on which record:
  /// the model's registrations and registering stores, and for a body,
  /// the registering calls it passes its parameters to.
  const std::vector<RegisteredTable> &
  registeredTables(const clang::FunctionDecl *FD);
  /// The object that pointer member Member of Base's objects points to,
  /// where Base's registration says (see RegistrationBindings::Members);
  /// inside an accessor, what its callers' registrations will say.
  std::optional<ObjectPath> memberObject(const ObjectPath &Base,
                                         llvm::StringRef Member);
  /// The slots the first function of a registration sets up (see
  /// RegistrationBindings::SetUp).
  void findSetUpSlots(llvm::StringRef Registration, const clang::FunctionDecl *First);
  /// The node the function being walked reads (Store false) or stores
  /// into for Node: the slot as the first function of its registration
  /// set it up, where it did.
  std::string setUpNode(std::string Node, bool Store);
  /// The nodes a store into a slot access stores into: its slot (as set
  /// up, see setUpNode), and where the object was reached through a pointer
  /// member a registration links, that member's slot too.
  llvm::SmallVector<std::string, 2> storeNodes(const SlotAccess &Access);
  /// Whether Path, of an object embedded in what Base denotes, belongs to
  /// Base's registration; sets it.
  static void inheritRegistration(ObjectPath &Path, const ObjectPath &Base);

  // AccessorSummaries.cpp
  /// Summarizes a function with a visible body as an accessor: the slot its
  /// return value reads, and the slots its void * parameters are stored
  /// into, directly or through other accessors.
  const AccessorSummary &summary(const clang::FunctionDecl *FD);
  AccessorSummary summarize(const clang::FunctionDecl *FD,
                            bool ReturnsPointer);

  // RecordLayouts.cpp
  /// The type key of an object, whose record's layout the facts then carry.
  std::string objectKey(const AddressedObject &Object);
  /// Layouts of the records that slots live in and that are stored or read,
  /// and of the records nested at their offset zero.
  void emitRecordLayouts();

  clang::ASTContext &Context;
  RunningCode Code;
  FactNames Names;
  TranslationUnitFacts Facts;
  llvm::SmallVector<const clang::FunctionDecl *, 4> Functions;
  /// Where the function definitions the walk entered begin and end.
  struct FunctionBody {
    SourceSite Begin, End;
    std::string Function;
  };
  std::vector<FunctionBody> Bodies;
  const ModelSet &Models;
  std::vector<ModelMismatch> *Mismatches;
  llvm::DenseSet<const clang::FunctionDecl *> ReportedMismatches;
  /// References to functions through which nothing the unit cannot see
  /// calls them (findRegistrations()): the callees of calls, and addresses
  /// used only as numbers, as EXPORT_SYMBOL() keeps every exported function
  /// addressable.
  llvm::DenseSet<const clang::DeclRefExpr *> NonEscapingRefs;
  /// Callbacks passed to a modelled registration: their context is known.
  llvm::DenseSet<const clang::DeclRefExpr *> CallbackRefs;
  /// References that install a function as a member of a table of functions
  /// (.set_stream = f, ops->open = f), with that member: what the calls
  /// through the member pass reaches the function's parameters.
  llvm::DenseMap<const clang::DeclRefExpr *, const clang::FieldDecl *>
      MemberRefs;
  /// The (function, member) pairs whose parameters are linked, and the
  /// functions whose parameters are left unknown.
  llvm::DenseSet<std::pair<const clang::FunctionDecl *, const clang::FieldDecl *>>
      LinkedMembers;
  llvm::DenseSet<const clang::FunctionDecl *> UnknownParameters;
  /// Functions whose address is taken, with their first such reference.
  llvm::DenseMap<const clang::FunctionDecl *, clang::SourceLocation>
      AddressTaken;
  /// The context slots of callbacks passed to modelled registrations, and
  /// their callbacks; ordered, so that the facts are.
  std::map<std::string, const clang::FunctionDecl *> CallbackContexts;
  llvm::DenseSet<const clang::InitListExpr *> InitializedLists;
  /// The members this unit sets to sizeof a record, and the sites where it
  /// sets any integer member to another value (not zero), by member.
  llvm::StringSet<> SizeMembers;
  llvm::StringMap<std::vector<SourceSite>> OtherSizes;
  llvm::SmallVector<const clang::RecordDecl *, 16> NeededRecords;
  // Node-based, so that references to summaries survive later insertions.
  std::unordered_map<const clang::FunctionDecl *, AccessorSummary> Summaries;
  unsigned SummaryDepth = 0; ///< Accessors being summarised, each calling the next.
  unsigned RegistrationDepth = 0; ///< Wrappers of registrations, likewise.
  llvm::DenseSet<const clang::FunctionDecl *> ScannedFunctions;
  llvm::DenseMap<const clang::FunctionDecl *, llvm::SmallVector<unsigned, 2>>
      SizeParameters;
  llvm::StringMap<const clang::RecordDecl *> ModelSlotOwners;
  llvm::DenseMap<const clang::VarDecl *, ObjectPath> LocalPaths;
  llvm::DenseMap<const clang::VarDecl *, llvm::SmallVector<ObjectPath, 2>>
      LocalAlternatives;
  RegistrationBindings Registrations;
  /// Functions whose address the unit takes: called from where it cannot see.
  llvm::DenseSet<const clang::FunctionDecl *> FunctionsAddressTaken;
  std::set<std::pair<std::string, std::string>> PassedPaths;
  std::unordered_map<const clang::FunctionDecl *, std::vector<RegisteredTable>>
      RegisteredTables;
};

} // namespace privdata::collector

#endif
