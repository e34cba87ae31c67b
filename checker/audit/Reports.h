//===--- Reports.h - privdata-audit's output formats ----------------------===//

#ifndef PRIVDATA_AUDIT_REPORTS_H
#define PRIVDATA_AUDIT_REPORTS_H

#include "../core/Inventory.h"
#include "../core/Verdict.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace privdata {

enum class ReportFormat { Text, Json, Sarif };

/// The key of a finding's fingerprint in a SARIF result's partialFingerprints.
inline constexpr llvm::StringLiteral SarifFingerprintKey = "privdataFinding/v1";

/// What one audit found, for any format.
struct AuditResult {
  std::vector<Finding> Findings;
  std::vector<SlotSummary> Inventory; ///< Empty unless asked for.
  bool WithInventory = false;
  unsigned UnitsAnalysed = 0;
  unsigned UnitsGiven = 0;  ///< Units to parse; 0 when judging facts files.
  unsigned UnitsInPart = 0; ///< Analysed past an error, so in part.
  unsigned UnitsFromCache = 0; ///< Analysed earlier, their facts reused.
  std::vector<std::string> Errors; ///< Inputs that failed: parse, facts.
  /// The main files of the units whose facts were left out because the
  /// build (-p) no longer lists them, sorted.
  std::vector<std::string> IgnoredUnits;
  /// With a baseline, Findings holds only the findings it lacks; these are
  /// the ones it holds too, and its own that are no longer found.
  bool WithBaseline = false;
  std::vector<Finding> Unchanged;
  std::vector<Finding> Absent;
  /// The directory SARIF names files relative to, as SRCROOT; empty: none.
  std::string SourceRoot;
};

/// The file:// URI of an absolute path, and the path of a file:// URI: each
/// byte outside RFC 3986's unreserved characters and '/' is %XX-encoded.
std::string fileUri(llvm::StringRef Path);
std::optional<std::string> pathOfFileUri(llvm::StringRef Uri);

/// A finding's message as a SARIF result's text: '[', ']' and '\' escaped,
/// then a link to each store site's related location. messageOfSarif is its
/// inverse, given the notes read back from the related locations.
std::string sarifMessage(const Finding &F);
std::string messageOfSarif(llvm::StringRef Text, llvm::ArrayRef<StoreNote> Notes);

/// "A, B, C and M more": the first few of Items, for a one-line summary.
std::string listedBriefly(llvm::ArrayRef<std::string> Items);

/// "N findings in M translation units", saying how many could not be
/// analysed, or only in part: a partial audit must not read as a clean one.
std::string coverageLine(const AuditResult &Result);

/// Clang-style "file:line:col: warning: ..." lines that editors and CI log
/// parsers understand.
void writeText(const AuditResult &Result, llvm::raw_ostream &OS);
void writeJson(const AuditResult &Result, llvm::raw_ostream &OS);
/// SARIF 2.1.0, with store sites as related locations.
void writeSarif(const AuditResult &Result, llvm::raw_ostream &OS);

} // namespace privdata

#endif
