//===--- Models.h - What library functions do to void * slots -------------===//
//
// Much private data is stored, copied and handed to callbacks by code the
// analysis does not see: the ALSA core copies a pcm's private_data into each
// substream, request_irq() hands its last argument to the handler, seq_open()
// puts a struct seq_file into file->private_data. A model says so, in a YAML
// file (docs/writing-models.md), and the collector applies it at each call.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_MODELS_H
#define PRIVDATA_CORE_MODELS_H

#include "Facts.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace privdata {

/// Where a model was written: a file (or a default model's name) and line.
struct ModelOrigin {
  std::string File;
  unsigned Line = 0;
  std::string str() const;
};

/// A slot, spelled as the options spell it ("struct file::private_data"),
/// of the object that argument Object points to; of any object when Object
/// is unset (one the library creates).
struct ModelSlot {
  std::string Slot;
  std::optional<unsigned> Object;
};

/// A value a function stores into a slot: exactly one of an argument, a new
/// object of a type, or the value of another slot.
struct ModelStore {
  ModelSlot Into;
  std::optional<unsigned> Argument;
  std::string NewObject; ///< A type key: "struct seq_file".
  std::optional<ModelSlot> FromSlot;
  /// The object stored into is one of those the table of functions passed
  /// as this argument is registered for: snd_ctl_new1(&template, chip)
  /// makes a control whose callbacks, the template's, read chip.
  std::optional<unsigned> Registration;
};

/// The functions of the table (a struct of function pointers, or an array
/// of them) passed as argument Table are called with objects of record
/// Object, all of one registration: __platform_driver_register(&drv, ...)
/// calls drv's probe and remove with the platform devices it binds.
/// A pointer member of each registered object that the library sets to an
/// argument: a component's dev is the device it is registered for.
struct ModelMemberArgument {
  std::string Member; ///< The member's name in the registration's record.
  unsigned Argument = 0;
};

struct ModelRegistration {
  unsigned Table = 0;
  std::string Object; ///< A record's type key: "struct platform_device".
  std::vector<ModelMemberArgument> Members;
  /// The table's member the library calls before all others (a
  /// component's probe); empty if none.
  std::string First;
};

/// A callback passed as argument Callback receives argument Context as its
/// parameter Parameter (the last one when unset); if WhenZero is set, only
/// when that argument is the constant 0 (a flag may reorder the
/// parameters).
struct ModelCallback {
  unsigned Callback = 0;
  unsigned Context = 0;
  std::optional<unsigned> Parameter;
  std::optional<unsigned> WhenZero;
};

/// The function allocates the slot's object together with a private area
/// whose size is argument Size (sizeof(T) counts as storing a T *).
struct ModelSizedArea {
  ModelSlot Into;
  unsigned Size = 0;
};

struct FunctionModel {
  std::string Function;
  unsigned Parameters = 0;
  bool Variadic = false;
  std::optional<ModelSlot> Returns;
  std::vector<ModelStore> Stores;
  std::vector<ModelCallback> Callbacks;
  std::vector<ModelSizedArea> SizedAreas;
  std::vector<ModelRegistration> Registrations;
  /// The function hands back an error pointer (an errno encoded as an
  /// address), only converting its type, as the kernel's ERR_CAST(): what
  /// it returns is no object, so converting it reads no type and storing it
  /// stores nothing.
  bool ReturnsErrorPointer = false;
  /// The function returns a pointer to an element of the array its argument
  /// of this index points to (a match table's entry, as dmi_first_match()
  /// does): reads through the result read that table's elements.
  std::optional<unsigned> ReturnsElementOf;
  ModelOrigin Origin;
};

/// Whatever slot From holds also reaches slot To.
struct AliasModel {
  std::string From;
  std::string To;
  ModelOrigin Origin;
};

/// The models in effect: the defaults shipped with privdata and the user's
/// files. A later model of the same function replaces an earlier one.
class ModelSet {
public:
  /// Reads the default models (unless WithDefaults is false) and then each
  /// file; fails naming the file, line and problem.
  static llvm::Expected<ModelSet> load(llvm::ArrayRef<std::string> Files,
                                       bool WithDefaults);
  /// Parses the text of a model file, each of its YAML documents a model
  /// document, and adds their models in order; Name is what messages call
  /// it. Adds nothing when it fails.
  llvm::Error addDocument(llvm::StringRef Text, llvm::StringRef Name);

  const FunctionModel *function(llvm::StringRef Name) const;
  llvm::ArrayRef<AliasModel> aliases() const { return Aliases; }
  /// Whether a model puts typed values into Slot (a node name): then raw
  /// byte stores into it are the library implementing the model.
  bool fills(llvm::StringRef SlotNode) const;

private:
  llvm::StringMap<FunctionModel> Functions;
  std::vector<AliasModel> Aliases;
  llvm::StringSet<> Filled;
};

/// The node of a slot as a model spells it.
std::string modelSlotNode(llvm::StringRef Slot);

/// A modelled function that the code declares with other parameters than
/// the model says: the model is not applied to it.
struct ModelMismatch {
  std::string Function;
  unsigned DeclaredParameters = 0;
  bool DeclaredVariadic = false;
  SourceSite Declaration;
  unsigned ModelParameters = 0;
  bool ModelVariadic = false;
  ModelOrigin Model;
  std::string message() const;
};

} // namespace privdata

#endif
