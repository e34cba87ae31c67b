//===--- Registrations.cpp - Which objects a table's functions are given --===//
//
// C code registers an object with a table of functions: it installs the
// table on the object (entry->c.ops = &foo_proc_ops), or hands both to the
// library (snd_ctl_new1(&foo_control, chip), platform_driver_register(&drv)),
// which calls the table's functions with that object. What such a function
// reads from the object is what the code that set up the registration
// stored into it, not what any other driver stores into objects of the same
// record. So the slots of a registration's objects are slots of their own,
// refined by the registration ("registered with foo_proc_ops@file"), as they
// are by an access path.
//
// A binding is only made where the unit shows all of it: a table with
// internal linkage whose every use is an installation on objects of one
// record, and functions with internal linkage that nothing but such tables
// refers to, each with one parameter that points to that record. Tables
// that share a function are one registration. Anything else keeps today's
// slot-wide view.
//
//===----------------------------------------------------------------------===//

#include "ASTQueries.h"
#include "Collector.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace privdata::collector {

namespace {

/// The reference to a table that an argument or assigned value names:
/// &ops, ops, &controls[i], controls + i, through casts.
const DeclRefExpr *tableReference(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_AddrOf)
      E = UO->getSubExpr()->IgnoreParenCasts();
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
    E = ASE->getBase()->IgnoreParenCasts();
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    if (BO->getOpcode() == BO_Add)
      E = BO->getLHS()->IgnoreParenCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE && isa<VarDecl>(DRE->getDecl()) ? DRE : nullptr;
}

/// A variable whose initializer may be a table of functions: a record, or
/// an array of records, of this unit alone.
bool mayBeTable(const VarDecl *VD) {
  return VD->isFileVarDecl() && !VD->isExternallyVisible() && VD->getInit() &&
         VD->getType()->getBaseElementTypeUnsafe()->isRecordType();
}

/// The local or parameter an assignment to a member of *V installs on, and
/// V's record: V->ops, V->c.ops.
const VarDecl *installedObject(const Expr *LHS) {
  const auto *ME = dyn_cast<MemberExpr>(LHS->IgnoreParenImpCasts());
  while (ME && !ME->isArrow())
    ME = dyn_cast<MemberExpr>(ME->getBase()->IgnoreParenImpCasts());
  if (!ME)
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD || !(isa<ParmVarDecl>(VD) || (VD->isLocalVarDecl() && !VD->isStaticLocal())))
    return nullptr;
  return VD;
}

const RecordDecl *pointeeRecord(QualType T) {
  return T->isPointerType() ? T->getPointeeType()->getAsRecordDecl() : nullptr;
}

/// The one member of Outer, by value, of record Inner (the dev of a
/// platform device); null if there is none or more than one.
const FieldDecl *embeddedMember(const RecordDecl *Outer,
                                const RecordDecl *Inner) {
  const FieldDecl *Found = nullptr;
  for (const FieldDecl *Field : Outer->fields()) {
    const RecordDecl *RD = Field->getType()->getAsRecordDecl();
    if (!RD || RD->getCanonicalDecl() != Inner->getCanonicalDecl())
      continue;
    if (Found)
      return nullptr;
    Found = Field;
  }
  return Found;
}

} // namespace

const VarDecl *Collector::tableOf(const Expr *E) {
  const DeclRefExpr *DRE = tableReference(E);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return VD && mayBeTable(VD) ? VD->getCanonicalDecl() : nullptr;
}

const VarDecl *Collector::elementTable(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionModel *Model = Callee ? modelOf(Callee) : nullptr;
  if (!Model || !Model->ReturnsElementOf ||
      *Model->ReturnsElementOf >= Call->getNumArgs())
    return nullptr;
  const DeclRefExpr *DRE = tableReference(Call->getArg(*Model->ReturnsElementOf));
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  const VarDecl *Table = VD ? recordTable(VD) : nullptr;
  return Table ? Table->getCanonicalDecl() : nullptr;
}

ObjectPath Collector::elementsOf(const VarDecl *Table) {
  return ObjectPath::fixed(AccessPath::ElementOf,
                           Names.globalName(Table->getCanonicalDecl()));
}

std::string Collector::tableRegistration(const Expr *Table) {
  const VarDecl *VD = tableOf(Table);
  return VD ? Registrations.Tables.lookup(VD) : std::string();
}

/// Walks the unit for tables, their installations and every other use of
/// them and of the functions they hold.
struct Collector::RegistrationFinder
    : RunningCodeVisitor<Collector::RegistrationFinder> {
  Collector &C;
  explicit RegistrationFinder(Collector &C) : RunningCodeVisitor(C.Code), C(C) {}

  llvm::MapVector<const VarDecl *, llvm::SmallVector<const FunctionDecl *, 4>>
      TableFunctions;
  llvm::DenseSet<const DeclRefExpr *> InTable;
  llvm::DenseSet<const DeclRefExpr *> Installing;
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<std::string, 1>> Records;
  /// (object, table) of each installation on a local or parameter.
  llvm::SmallVector<std::pair<const VarDecl *, const VarDecl *>, 8> Installs;
  llvm::SmallVector<const DeclRefExpr *, 16> TableUses;
  llvm::DenseSet<const FunctionDecl *> UsedElsewhere;
  /// The tables each table's initializer names (.driver.pm = &foo_pm_ops),
  /// and those references.
  llvm::MapVector<const VarDecl *, llvm::SmallVector<const VarDecl *, 1>>
      Nested;
  llvm::DenseSet<const DeclRefExpr *> NestedUses;
  /// The calls of each function of the unit.
  llvm::MapVector<const FunctionDecl *, llvm::SmallVector<const CallExpr *, 2>>
      Calls;

  /// The functions and tables a table's initializer names.
  struct FunctionCollector : RunningCodeVisitor<FunctionCollector> {
    RegistrationFinder &F;
    const VarDecl *Table;
    FunctionCollector(RegistrationFinder &F, const VarDecl *Table)
        : RunningCodeVisitor(F.C.Code), F(F), Table(Table) {}
    bool VisitDeclRefExpr(DeclRefExpr *DRE) {
      if (const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl())) {
        F.InTable.insert(DRE);
        F.TableFunctions[Table].push_back(FD->getCanonicalDecl());
      } else if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
                 VD && mayBeTable(VD)) {
        F.NestedUses.insert(DRE);
        F.Nested[VD->getCanonicalDecl()].push_back(Table);
      }
      return true;
    }
  };

  bool VisitVarDecl(VarDecl *VD) {
    if (mayBeTable(VD) && !TableFunctions.count(VD->getCanonicalDecl())) {
      TableFunctions[VD->getCanonicalDecl()];
      FunctionCollector(*this, VD->getCanonicalDecl())
          .TraverseStmt(const_cast<Expr *>(VD->getInit()));
    }
    return true;
  }

  void install(const Expr *Argument, std::string Record,
               const VarDecl *Object) {
    const VarDecl *Table = tableOf(Argument);
    if (!Table)
      return;
    Installing.insert(tableReference(Argument));
    Records[Table].push_back(std::move(Record));
    if (Object)
      Installs.push_back({Object, Table});
  }

  /// A registering call that sets members of the table's objects.
  struct MemberInstall {
    const VarDecl *Table;
    const CallExpr *Call;
    std::vector<std::pair<std::string, unsigned>> Members;
  };
  llvm::SmallVector<MemberInstall, 4> MemberInstalls;
  /// Tables installed where nothing says what their objects' members are.
  llvm::DenseSet<const VarDecl *> InstalledWithoutMembers;
  /// The member each registering call of a table says is called first.
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<std::string, 1>>
      FirstMembers;

  /// A function installed as a member of a table of functions.
  void installMember(const FieldDecl *Member, const Expr *Value) {
    if (Member->getType()->isFunctionPointerType())
      if (const DeclRefExpr *Function = functionReference(Value))
        C.MemberRefs.try_emplace(Function, Member);
  }

  bool VisitInitListExpr(InitListExpr *Syntactic) {
    if (const InitListExpr *ILE = semanticForm(Syntactic))
      forEachMemberInit(ILE, [&](const FieldDecl *Member, const Expr *Init) {
        installMember(Member, Init);
      });
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() != BO_Assign || skippable(BO))
      return true;
    if (const auto *ME = dyn_cast<MemberExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      if (const auto *Member = dyn_cast<FieldDecl>(ME->getMemberDecl()))
        installMember(Member, BO->getRHS());
    if (!tableOf(BO->getRHS()))
      return true;
    if (const VarDecl *Object = installedObject(BO->getLHS()))
      if (const RecordDecl *RD = pointeeRecord(Object->getType())) {
        install(BO->getRHS(), C.Names.recordName(RD), Object);
        InstalledWithoutMembers.insert(tableOf(BO->getRHS()));
        FirstMembers[tableOf(BO->getRHS())].push_back("");
      }
    return true;
  }

  /// A function's address converted to an integer is a number: calling it
  /// needs a conversion back, which code that registers callbacks does not
  /// write. The kernel's __ADDRESSABLE(), behind EXPORT_SYMBOL(), is such.
  bool VisitCastExpr(CastExpr *CE) {
    if (CE->getCastKind() != CK_PointerToIntegral)
      return true;
    const Expr *Address = CE->getSubExpr()->IgnoreParenImpCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Address))
      if (UO->getOpcode() == UO_AddrOf)
        Address = UO->getSubExpr()->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Address))
      if (isa<FunctionDecl>(DRE->getDecl()))
        C.NonEscapingRefs.insert(DRE);
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts()))
      C.NonEscapingRefs.insert(Ref);
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee)
      Calls[Callee->getCanonicalDecl()].push_back(Call);
    if (!Callee || skippable(Call) ||
        llvm::none_of(Call->arguments(),
                      [](const Expr *A) { return tableOf(A) != nullptr; }))
      return true;
    for (const RegisteredTable &R : C.registeredTables(Callee)) {
      if (R.Table >= Call->getNumArgs())
        continue;
      const Expr *Argument = Call->getArg(R.Table);
      install(Argument, R.Record, nullptr);
      if (const VarDecl *Table = tableOf(Argument)) {
        if (R.Members.empty())
          InstalledWithoutMembers.insert(Table);
        else
          MemberInstalls.push_back({Table, Call, R.Members});
        FirstMembers[Table].push_back(R.First);
      }
    }
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl())) {
      if (!InTable.contains(DRE))
        UsedElsewhere.insert(FD->getCanonicalDecl());
      if (!C.NonEscapingRefs.contains(DRE))
        C.FunctionsAddressTaken.insert(FD->getCanonicalDecl());
    } else if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
               VD && mayBeTable(VD)) {
      TableUses.push_back(DRE);
    }
    return true;
  }
};

void Collector::findRegistrations() {
  RegistrationFinder Tables(*this);
  Tables.TraverseDecl(Context.getTranslationUnitDecl());

  // A table named in other tables' initializers is installed where they
  // are, if nothing else installs it.
  llvm::DenseSet<const VarDecl *> Escaped;
  for (const DeclRefExpr *Use : Tables.TableUses) {
    const VarDecl *Table = cast<VarDecl>(Use->getDecl())->getCanonicalDecl();
    if (!Tables.Installing.contains(Use) &&
        !(Tables.NestedUses.contains(Use) && !Tables.Records.count(Table)))
      Escaped.insert(Table);
  }

  // Tables that share a function are one registration.
  llvm::DenseMap<const VarDecl *, const VarDecl *> Leader;
  auto Find = [&](const VarDecl *Table) {
    for (;;) {
      const VarDecl *Up = Leader.lookup(Table);
      if (Up == Table)
        return Table;
      const VarDecl *Top = Leader.lookup(Up);
      Leader[Table] = Top;
      Table = Top;
    }
  };
  llvm::DenseMap<const FunctionDecl *, const VarDecl *> FirstTable;
  for (const auto &[Table, Functions] : Tables.TableFunctions) {
    Leader.try_emplace(Table, Table);
    for (const FunctionDecl *FD : Functions)
      if (auto [It, New] = FirstTable.try_emplace(FD, Table); !New) {
        const VarDecl *Joined = Find(Table), *Into = Find(It->second);
        Leader[Joined] = Into;
      }
  }
  llvm::MapVector<const VarDecl *, llvm::SmallVector<const VarDecl *, 2>> Groups;
  for (const auto &Entry : Tables.TableFunctions)
    Groups[Find(Entry.first)].push_back(Entry.first);

  // Binds the functions of Table that nothing but tables names, each
  // through its one parameter that points to Record's objects or, where
  // Embedding is Record's definition, to the one object that each embeds
  // of the parameter's record.
  auto Bind = [&](const VarDecl *Table, const std::string &Name,
                  llvm::StringRef Record, const RecordDecl *Embedding) {
    Registrations.Tables[Table] = Name;
    for (const FunctionDecl *FD : Tables.TableFunctions[Table]) {
      const FunctionDecl *Definition = FD->getDefinition();
      if (!Definition || FD->isExternallyVisible() ||
          Tables.UsedElsewhere.contains(FD))
        continue;
      const ParmVarDecl *Object = nullptr;
      ObjectPath Path;
      unsigned Candidates = 0;
      for (const ParmVarDecl *P : Definition->parameters()) {
        const RecordDecl *RD = pointeeRecord(P->getType());
        if (!RD)
          continue;
        if (Names.recordName(RD) == Record) {
          Path = ObjectPath::registered(Name);
        } else if (const FieldDecl *Member =
                       Embedding ? embeddedMember(Embedding, RD) : nullptr) {
          Path = ObjectPath::fixed(AccessPath::EmbeddedIn,
                                   Names.memberName(Member));
          Path.Registration = Name;
        } else {
          continue;
        }
        Object = P;
        ++Candidates;
      }
      if (Candidates == 1) {
        Registrations.Objects[Object] = Path;
        Registrations.Functions[FD] = Name;
      }
    }
  };

  llvm::StringMap<std::string> RecordOf;
  for (const auto &[Leading, Group] : Groups) {
    std::string Record, Name;
    bool Bound = true;
    for (const VarDecl *Table : Group) {
      auto Installed = Tables.Records.find(Table);
      if (Escaped.contains(Table) || Installed == Tables.Records.end()) {
        Bound = false;
        break;
      }
      for (const std::string &R : Installed->second) {
        if (Record.empty())
          Record = R;
        Bound &= R == Record;
      }
      std::string TableName =
          (Table->getName() + "@" +
           node::pathInName(Names.fileOf(Table->getLocation())))
              .str();
      if (Name.empty() || TableName < Name)
        Name = TableName;
    }
    if (!Bound)
      continue;
    RecordOf[Name] = Record;
    for (const VarDecl *Table : Group)
      Bind(Table, Name, Record, nullptr);
  }

  for (const auto &[Table, Outer] : Tables.Nested) {
    auto Group = Groups.find(Find(Table));
    if (Escaped.contains(Table) || Tables.Records.count(Table) ||
        Group == Groups.end() || Group->second.size() != 1)
      continue;
    std::string Name = Registrations.Tables.lookup(Outer.front());
    if (Name.empty() || llvm::any_of(Outer, [&](const VarDecl *O) {
          return Registrations.Tables.lookup(O) != Name;
        }))
      continue;
    const RecordDecl *Record = lookUpRecord(RecordOf[Name]);
    if (Record && (Record = Record->getDefinition()))
      Bind(Table, Name, RecordOf[Name], Record);
  }

  // A local or parameter given the tables of two registrations, or of one
  // and of a table without a registration, is bound to neither.
  llvm::DenseSet<const VarDecl *> Ambiguous;
  for (const auto &[Object, Table] : Tables.Installs) {
    std::string Name = Registrations.Tables.lookup(Table);
    auto [It, New] =
        Registrations.Objects.try_emplace(Object, ObjectPath::registered(Name));
    if (Name.empty() || !(It->second == ObjectPath::registered(Name)))
      Ambiguous.insert(Object);
  }
  for (const VarDecl *Object : Ambiguous)
    Registrations.Objects.erase(Object);

  // A helper with internal linkage that is only called, and by every call
  // given the same parameter of a registration's function (or of another
  // such helper), is given that parameter's objects: the init a driver's
  // update_status callback calls with its SoundWire peripheral reads the
  // peripheral's registration. Each round binds at least one more
  // parameter, so there are at most as many rounds as parameters to bind.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Callee, Calls] : Tables.Calls) {
      const FunctionDecl *Definition = Callee->getDefinition();
      if (!Definition || Callee->isExternallyVisible() ||
          FunctionsAddressTaken.contains(Callee))
        continue;
      for (const ParmVarDecl *P : Definition->parameters()) {
        if (!pointeeRecord(P->getType()) || Registrations.Objects.count(P))
          continue;
        std::optional<ObjectPath> Path;
        for (const CallExpr *Call : Calls) {
          unsigned I = P->getFunctionScopeIndex();
          const ParmVarDecl *Argument =
              I < Call->getNumArgs() ? parameterIn(Call->getArg(I), nullptr)
                                     : nullptr;
          auto Bound = Argument ? Registrations.Objects.find(Argument)
                                : Registrations.Objects.end();
          if (Bound == Registrations.Objects.end() ||
              (Path && !(*Path == Bound->second))) {
            Path.reset();
            break;
          }
          Path = Bound->second;
        }
        if (Path) {
          Registrations.Objects[P] = *Path;
          Changed = true;
        }
      }
    }
  }

  // What a registration's objects' member points to is what its
  // registering calls pass for it, if they all pass one object path and no
  // other installation leaves the member to code the unit cannot see.
  llvm::StringSet<> Unlinked;
  for (const VarDecl *Table : Tables.InstalledWithoutMembers)
    Unlinked.insert(Registrations.Tables.lookup(Table));
  std::set<std::pair<std::string, std::string>> Unknown;
  for (const auto &Install : Tables.MemberInstalls) {
    std::string Name = Registrations.Tables.lookup(Install.Table);
    if (Name.empty() || Unlinked.contains(Name))
      continue;
    for (const auto &[Member, Argument] : Install.Members) {
      ObjectPath Path = Argument < Install.Call->getNumArgs()
                            ? pathOfPointer(Install.Call->getArg(Argument),
                                            nullptr)
                            : ObjectPath();
      bool Known = !(Path == ObjectPath()) && Path.Kind != ObjectPath::Parameter &&
                   !(Path.Kind == ObjectPath::Fixed &&
                     Path.Path.PathKind == AccessPath::PassedTo);
      auto [It, New] = Registrations.Members.try_emplace({Name, Member}, Path);
      if (!Known || !(It->second == Path))
        Unknown.insert({Name, Member});
    }
  }
  for (const auto &Key : Unknown)
    Registrations.Members.erase(Key);
  // Locals of the registering functions were resolved before the members
  // were known.
  ScannedFunctions.clear();
  LocalPaths.clear();
  LocalAlternatives.clear();

  // The function a registration's library calls first: the one every
  // installed table of the registration holds at the member all its
  // registering calls name. (Tables only named by installed ones, such as
  // a component's controls, are called by nothing first.)
  llvm::StringMap<const FunctionDecl *> First;
  llvm::StringSet<> NoFirst;
  for (const auto &[Table, Name] : Registrations.Tables) {
    auto Members = Tables.FirstMembers.find(Table);
    if (Members == Tables.FirstMembers.end())
      continue;
    const FunctionDecl *Function = nullptr;
    if (!Members->second.empty() && llvm::all_equal(Members->second) &&
        !Members->second.front().empty())
      if (const InitListExpr *ILE =
              Table->getInit()
                  ? dyn_cast<InitListExpr>(Table->getInit()->IgnoreImplicit())
                  : nullptr)
        if ((ILE = semanticForm(ILE)))
          forEachMemberInit(ILE, [&](const FieldDecl *Member, const Expr *Init) {
            if (Member->getName() == Members->second.front())
              if (const DeclRefExpr *Ref = functionReference(Init))
                Function = cast<FunctionDecl>(Ref->getDecl())->getCanonicalDecl();
          });
    if (!Function || Registrations.Functions.lookup(Function) != Name ||
        !Function->getDefinition() ||
        (First.count(Name) && First[Name] != Function))
      NoFirst.insert(Name);
    else
      First[Name] = Function;
  }
  for (const auto &Entry : First)
    if (!NoFirst.contains(Entry.getKey())) {
      Registrations.First[Entry.getKey()] = Entry.getValue();
      findSetUpSlots(Entry.getKey(), Entry.getValue());
    }
}

namespace {

/// Whether E is a value only a failing function returns: a non-zero
/// constant (-ENOMEM) or PTR_ERR(x).
bool isErrorValue(const Expr *E, const ASTContext &Context) {
  if (!E)
    return false;
  E = E->IgnoreParenImpCasts();
  if (std::optional<llvm::APSInt> Value = E->getIntegerConstantExpr(Context))
    return !Value->isZero();
  const auto *Call = dyn_cast<CallExpr>(E);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  return Callee && Callee->getName() == "PTR_ERR";
}

/// The variable a condition tests for an error: ret in if (ret), if (ret < 0)
/// and if (ret != 0).
const VarDecl *testedVariable(const Expr *Condition) {
  Condition = Condition->IgnoreParenImpCasts();
  if (const auto *BO = dyn_cast<BinaryOperator>(Condition))
    if (BO->getOpcode() == BO_LT || BO->getOpcode() == BO_NE)
      Condition = BO->getLHS()->IgnoreParenImpCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(Condition);
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

/// Whether S may return success or jump elsewhere: a return of anything
/// but an error, or a goto. A return of the variable just tested for an
/// error (if (ret) return ret;) is an error.
bool mayLeaveSucceeding(const Stmt *S, const ASTContext &Context) {
  if (!S)
    return false;
  if (isa<GotoStmt, IndirectGotoStmt>(S))
    return true;
  if (const auto *Return = dyn_cast<ReturnStmt>(S))
    return !isErrorValue(Return->getRetValue(), Context);
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    const Stmt *Then = If->getThen();
    if (const auto *Block = dyn_cast<CompoundStmt>(Then); Block && Block->size() == 1)
      Then = Block->body_front();
    const auto *Return = dyn_cast<ReturnStmt>(Then);
    const VarDecl *Tested = testedVariable(If->getCond());
    const auto *Returned =
        Return && Return->getRetValue()
            ? dyn_cast<DeclRefExpr>(Return->getRetValue()->IgnoreParenImpCasts())
            : nullptr;
    bool ThenFails = Tested && Returned && Returned->getDecl() == Tested;
    return (!ThenFails && mayLeaveSucceeding(If->getThen(), Context)) ||
           mayLeaveSucceeding(If->getElse(), Context);
  }
  for (const Stmt *Child : S->children())
    if (mayLeaveSucceeding(Child, Context))
      return true;
  return false;
}

} // namespace

void Collector::findSetUpSlots(llvm::StringRef Registration,
                               const FunctionDecl *First) {
  const FunctionDecl *Definition = First->getDefinition();
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Definition->getBody());
  if (!Body)
    return;
  llvm::StringSet<> &Slots = Registrations.SetUp[Registration];
  // A slot of registered objects (their own or those they are linked to)
  // is set up by a store that every successful run makes: a statement of
  // the body that nothing before it may skip.
  auto SetUp = [&](llvm::StringRef Node) {
    if (Node.contains("|" + AccessPath{AccessPath::RegisteredWith, ""}.str()))
      Slots.insert(Node);
  };
  for (const Stmt *S : Body->body()) {
    if (const auto *E = dyn_cast<Expr>(S)) {
      E = E->IgnoreParenImpCasts();
      if (const auto *Call = dyn_cast<CallExpr>(E)) {
        if (const FunctionDecl *Callee = Call->getDirectCallee();
            Callee && !skippable(Call))
          for (const auto &[Access, Param] : summary(Callee).Stores)
            if (Param < Call->getNumArgs())
              SetUp(slotNode(bindToCall(Access, Call, nullptr)));
      } else if (const auto *BO = dyn_cast<BinaryOperator>(E);
                 BO && BO->getOpcode() == BO_Assign && !skippable(BO)) {
        for (const std::string &Node : targetNodes(BO->getLHS()))
          SetUp(Node);
      }
    }
    if (mayLeaveSucceeding(S, Context))
      break;
  }
}

llvm::SmallVector<std::string, 2>
Collector::storeNodes(const SlotAccess &Access) {
  llvm::SmallVector<std::string, 2> Nodes{setUpNode(slotNode(Access), true)};
  if (!Access.Object.Through.empty()) {
    SlotAccess Member = Access;
    Member.Object =
        ObjectPath::fixed(AccessPath::PointedToBy, Access.Object.Through);
    Nodes.push_back(slotNode(Member));
  }
  return Nodes;
}

std::string Collector::setUpNode(std::string Node, bool Store) {
  const FunctionDecl *Function =
      Functions.empty() ? nullptr : Functions.back()->getCanonicalDecl();
  auto Registration = Function ? Registrations.Functions.find(Function)
                               : Registrations.Functions.end();
  if (Registration == Registrations.Functions.end())
    return Node;
  auto Slots = Registrations.SetUp.find(Registration->second);
  if (Slots == Registrations.SetUp.end() || !Slots->second.contains(Node))
    return Node;
  const FunctionDecl *First = Registrations.First.lookup(Registration->second);
  if (!Store && Function == First)
    return Node;
  return node::refinedSlot(
      Node, {AccessPath::SetUpBy, Names.functionKey(First)});
}

const std::vector<RegisteredTable> &
Collector::registeredTables(const FunctionDecl *FD) {
  // Inserting first makes recursion through wrappers see nothing.
  auto [It, Inserted] = RegisteredTables.try_emplace(FD->getCanonicalDecl());
  std::vector<RegisteredTable> &Tables = It->second;
  if (!Inserted)
    return Tables;
  if (const FunctionModel *Model = modelOf(FD)) {
    for (const ModelRegistration &R : Model->Registrations) {
      RegisteredTable Table{R.Table, llvm::StringRef(R.Object).trim().str(),
                            {}, llvm::StringRef(R.First).trim().str()};
      for (const ModelMemberArgument &M : R.Members)
        Table.Members.push_back(
            {Table.Record + "::" + llvm::StringRef(M.Member).trim().str(),
             M.Argument});
      Tables.push_back(std::move(Table));
    }
    for (const ModelStore &S : Model->Stores)
      if (S.Registration)
        Tables.push_back(
            {*S.Registration,
             llvm::StringRef(S.Into.Slot).rsplit("::").first.trim().str(),
             {},
             ""});
    return Tables;
  }
  const FunctionDecl *Definition = nullptr;
  if (!FD->hasBody(Definition) || !Definition->getBody() ||
      RegistrationDepth >= MaxFollowDepth)
    return Tables;
  /// The calls of a wrapper that pass its own parameters on as tables, and
  /// as the members the registration sets.
  struct WrapperWalker : RunningCodeVisitor<WrapperWalker> {
    Collector &C;
    const FunctionDecl *FD;
    std::vector<RegisteredTable> Found;
    WrapperWalker(Collector &C, const FunctionDecl *FD)
        : RunningCodeVisitor(C.Code), C(C), FD(FD) {}
    const ParmVarDecl *own(const CallExpr *Call, unsigned Index) {
      return Index < Call->getNumArgs()
                 ? parameterIn(Call->getArg(Index)->IgnoreParenCasts(), FD)
                 : nullptr;
    }
    bool VisitCallExpr(CallExpr *Call) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || skippable(Call) ||
          llvm::none_of(Call->arguments(), [&](const Expr *A) {
            return parameterIn(A->IgnoreParenCasts(), FD) != nullptr;
          }))
        return true;
      for (const RegisteredTable &R : C.registeredTables(Callee)) {
        const ParmVarDecl *P = own(Call, R.Table);
        if (!P)
          continue;
        RegisteredTable Passed{P->getFunctionScopeIndex(), R.Record, {},
                               R.First};
        for (const auto &[Member, Argument] : R.Members)
          if (const ParmVarDecl *Set = own(Call, Argument))
            Passed.Members.push_back({Member, Set->getFunctionScopeIndex()});
        Found.push_back(std::move(Passed));
      }
      return true;
    }
  };
  ++RegistrationDepth;
  WrapperWalker Walk(*this, Definition);
  Walk.TraverseStmt(Definition->getBody());
  --RegistrationDepth;
  Tables = std::move(Walk.Found);
  return Tables;
}

std::optional<ObjectPath> Collector::memberObject(const ObjectPath &Base,
                                                  llvm::StringRef Member) {
  if (Base.Kind == ObjectPath::Parameter) {
    ObjectPath Path = ObjectPath::fixed(AccessPath::PointedToBy, Member.str());
    Path.RegistrationFrom = ObjectPath::MemberOf;
    Path.RegistrationIndex = Base.Index;
    return Path;
  }
  if (Base.Kind != ObjectPath::Any || Base.Registration.empty())
    return std::nullopt;
  auto It = Registrations.Members.find({Base.Registration, Member.str()});
  if (It == Registrations.Members.end())
    return std::nullopt;
  ObjectPath Linked = It->second;
  Linked.Through = Member.str();
  return Linked;
}

void Collector::inheritRegistration(ObjectPath &Path, const ObjectPath &Base) {
  if ((Path.Kind == ObjectPath::Fixed &&
       Path.Path.PathKind != AccessPath::EmbeddedIn) ||
      Base.RegistrationFrom == ObjectPath::MemberOf)
    return;
  if (Base.Kind == ObjectPath::Parameter) {
    Path.RegistrationFrom = ObjectPath::ObjectParameter;
    Path.RegistrationIndex = Base.Index;
  } else {
    Path.Registration = Base.Registration;
    Path.RegistrationFrom = Base.RegistrationFrom;
    Path.RegistrationIndex = Base.RegistrationIndex;
  }
}

} // namespace privdata::collector
