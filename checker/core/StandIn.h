//===--- StandIn.h - Which unit of a database a checked file stands for ---===//
//
// An editor that checks the buffer rather than the file saves it as a copy
// elsewhere (flycheck: a fresh temporary directory, same file name) and
// checks the copy. For the copy's quoted includes to resolve, the editor
// must add the original's directory to the include path; so the copy can be
// recognised without any setting per buffer, and stand for the original in
// a database of the tree.
//
//===----------------------------------------------------------------------===//

#ifndef PRIVDATA_CORE_STANDIN_H
#define PRIVDATA_CORE_STANDIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace privdata {

class FactsDatabase;

/// The main file of the unit of Database whose facts a translation unit
/// checked at MainFile (its real path, as the collector names it) replaces.
/// That is MainFile itself when it is a unit of Database; otherwise, when
/// exactly one unit of Database has MainFile's file name and lies in one of
/// UserIncludeDirs (the -I and -iquote directories, absolute or relative to
/// the working directory), that unit; otherwise MainFile, which replaces
/// nothing. Directories are compared as the database names files: by real
/// path, or by file identity.
std::string unitStoodFor(const FactsDatabase &Database,
                         llvm::StringRef MainFile,
                         llvm::ArrayRef<std::string> UserIncludeDirs);

} // namespace privdata

#endif
