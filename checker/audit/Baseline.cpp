//===--- Baseline.cpp -----------------------------------------------------===//

#include "Baseline.h"
#include "Reports.h"
#include "../core/InputFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace privdata {
namespace {

constexpr InputFileKind BaselineFile{"baseline", uint64_t(1) << 30,
                                     "give a report of a smaller tree"};

/// Fills Identity and Occurrence from a fingerprint, "IDENTITY:N".
bool parseFingerprint(StringRef Text, Finding &F) {
  auto [Identity, Occurrence] = Text.rsplit(':');
  if (Identity.empty() || Occurrence.getAsInteger(10, F.Occurrence) || F.Occurrence == 0)
    return false;
  F.Identity = Identity.str();
  return true;
}

/// The site of a JSON report's location.
SourceSite siteOfJson(const json::Object &Location) {
  SourceSite Site;
  Site.File = Location.getString("file").value_or("").str();
  Site.Line = Location.getInteger("line").value_or(0);
  Site.Column = Location.getInteger("column").value_or(0);
  return Site;
}

/// The site of a SARIF location, its URI resolved against the run's bases.
SourceSite siteOfSarif(const json::Object &Location,
                       const StringMap<std::string> &UriBases) {
  SourceSite Site;
  const json::Object *Physical = Location.getObject("physicalLocation");
  if (!Physical)
    return Site;
  if (const json::Object *Artifact = Physical->getObject("artifactLocation"))
    Site.File = pathOfFileUri(UriBases.lookup(Artifact->getString("uriBaseId").value_or("")) +
                              Artifact->getString("uri").value_or("").str())
                    .value_or("");
  if (const json::Object *Region = Physical->getObject("region")) {
    Site.Line = Region->getInteger("startLine").value_or(0);
    Site.Column = Region->getInteger("startColumn").value_or(0);
  }
  return Site;
}

/// The finding of a JSON report's findings[] entry.
Expected<Finding> fromJson(const json::Object &Entry) {
  Finding F;
  std::optional<StringRef> Fingerprint = Entry.getString("fingerprint");
  if (!Fingerprint)
    return createStringError("a finding has no 'fingerprint': the report was written by "
                             "an older privdata-audit; write it again with this one");
  if (!parseFingerprint(*Fingerprint, F))
    return createStringError("a finding's fingerprint '" + *Fingerprint +
                             "' is not IDENTITY:N");
  F.Rule = ruleNamed(Entry.getString("rule").value_or("")).value_or(TypeMismatchRule);
  F.Message = Entry.getString("message").value_or("").str();
  if (const json::Object *Location = Entry.getObject("location"))
    F.Site = siteOfJson(*Location);
  if (const json::Array *Notes = Entry.getArray("notes"))
    for (const json::Value &Note : *Notes)
      if (const json::Object *N = Note.getAsObject()) {
        const json::Object *Location = N->getObject("location");
        F.Notes.push_back({N->getString("message").value_or("").str(),
                           Location ? siteOfJson(*Location) : SourceSite{}});
      }
  return F;
}

/// The finding of a SARIF result, or nothing for a result the report
/// marked absent, which it held only to say so.
Expected<std::optional<Finding>> fromSarif(const json::Object &Result,
                                           const StringMap<std::string> &UriBases) {
  if (Result.getString("baselineState").value_or("") == "absent")
    return std::nullopt;
  Finding F;
  const json::Object *Fingerprints = Result.getObject("partialFingerprints");
  std::optional<StringRef> Fingerprint =
      Fingerprints ? Fingerprints->getString(SarifFingerprintKey) : std::nullopt;
  if (!Fingerprint)
    return createStringError(Twine("a result has no partialFingerprints '") +
                             SarifFingerprintKey +
                             "': the report was written by an older privdata-audit, "
                             "or by another tool; write it again with this one");
  if (!parseFingerprint(*Fingerprint, F))
    return createStringError("a result's fingerprint '" + *Fingerprint +
                             "' is not IDENTITY:N");
  F.Rule = ruleNamed(Result.getString("ruleId").value_or("")).value_or(TypeMismatchRule);
  if (const json::Array *Related = Result.getArray("relatedLocations"))
    for (const json::Value &Location : *Related)
      if (const json::Object *L = Location.getAsObject()) {
        const json::Object *Message = L->getObject("message");
        F.Notes.push_back(
            {Message ? Message->getString("text").value_or("").str() : "",
             siteOfSarif(*L, UriBases)});
      }
  if (const json::Object *Message = Result.getObject("message"))
    F.Message = messageOfSarif(Message->getString("text").value_or(""), F.Notes);
  const json::Array *Locations = Result.getArray("locations");
  if (Locations && !Locations->empty())
    if (const json::Object *L = (*Locations)[0].getAsObject())
      F.Site = siteOfSarif(*L, UriBases);
  return std::optional<Finding>(std::move(F));
}

} // namespace

Expected<Baseline> Baseline::read(StringRef Path) {
  auto Fail = [&](const Twine &Why) {
    return createStringError("--baseline " + Path + ": " + Why);
  };
  Expected<std::unique_ptr<MemoryBuffer>> Text = readInputFile(Path, BaselineFile);
  if (!Text)
    return createStringError("--baseline " + toString(Text.takeError()));
  Expected<json::Value> Document = json::parse((*Text)->getBuffer());
  if (!Document)
    return Fail("not valid JSON: " + toString(Document.takeError()) +
                "; give a report of privdata-audit --format=json or --format=sarif");
  const json::Object *Root = Document->getAsObject();
  Baseline B;
  if (const json::Array *Runs = Root ? Root->getArray("runs") : nullptr) {
    for (const json::Value &Run : *Runs) {
      const json::Object *R = Run.getAsObject();
      const json::Array *Results = R ? R->getArray("results") : nullptr;
      // Relative URIs resolve against the run's base URIs (SRCROOT).
      StringMap<std::string> UriBases;
      if (const json::Object *Bases = R ? R->getObject("originalUriBaseIds") : nullptr)
        for (const auto &[Id, Base] : *Bases)
          if (const json::Object *B = Base.getAsObject())
            UriBases[Id.str()] = B->getString("uri").value_or("").str();
      for (size_t I = 0; Results && I < Results->size(); ++I) {
        const json::Object *Result = (*Results)[I].getAsObject();
        if (!Result)
          return Fail(formatv("result {0} is not an object", I));
        Expected<std::optional<Finding>> F = fromSarif(*Result, UriBases);
        if (!F)
          return Fail(toString(F.takeError()));
        if (*F)
          B.Findings.push_back(std::move(**F));
      }
    }
  } else if (const json::Array *Findings = Root ? Root->getArray("findings") : nullptr) {
    for (size_t I = 0; I < Findings->size(); ++I) {
      const json::Object *Entry = (*Findings)[I].getAsObject();
      if (!Entry)
        return Fail(formatv("finding {0} is not an object", I));
      Expected<Finding> F = fromJson(*Entry);
      if (!F)
        return Fail(toString(F.takeError()));
      B.Findings.push_back(std::move(*F));
    }
  } else {
    return Fail("neither a JSON report (no 'findings') nor a SARIF log (no 'runs'); give "
                "a report of privdata-audit --format=json or --format=sarif");
  }
  for (size_t I = 0; I < B.Findings.size(); ++I)
    B.Fingerprints.try_emplace(fingerprint(B.Findings[I]), I);
  return B;
}

std::vector<Finding> Baseline::absentFrom(ArrayRef<Finding> Current) const {
  StringSet<> Present;
  for (const Finding &F : Current)
    Present.insert(fingerprint(F));
  std::vector<Finding> Absent;
  for (const auto &Entry : Fingerprints)
    if (!Present.contains(Entry.getKey()))
      Absent.push_back(Findings[Entry.getValue()]);
  llvm::sort(Absent, [](const Finding &A, const Finding &B) {
    return std::tie(A.Site, A.Identity, A.Occurrence) <
           std::tie(B.Site, B.Identity, B.Occurrence);
  });
  return Absent;
}

} // namespace privdata
