//===--- Reports.cpp ------------------------------------------------------===//

#include "Reports.h"
#include "LiveUnits.h"
#include "SiteLocations.h"
#include "../core/FactsFormat.h"
#include "../support/LLVMCompat.h"

#include "clang/Basic/Sarif.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace privdata {

namespace {

llvm::json::Object location(const SourceSite &Site) {
  return llvm::json::Object{
      {"file", Site.File.ref()}, {"line", Site.Line}, {"column", Site.Column}};
}

llvm::json::Array uses(const std::vector<TypeUse> &Uses) {
  llvm::json::Array Result;
  for (const TypeUse &Use : Uses) {
    llvm::json::Array Sites;
    for (const SourceSite &Site : Use.Sites)
      Sites.push_back(location(Site));
    llvm::json::Object Entry{{"type", Use.Type},
                             {"count", int64_t(Use.Sites.size())},
                             {"sites", std::move(Sites)}};
    if (Use.OwnedOutsideTree)
      Entry["ownedOutsideTree"] = true;
    if (!Use.Status.empty())
      Entry["status"] = Use.Status;
    Result.push_back(std::move(Entry));
  }
  return Result;
}

/// How many slots of the inventory have each status, in a fixed order so
/// that reports compare line by line.
std::vector<std::pair<llvm::StringRef, int64_t>>
statusCounts(const std::vector<SlotSummary> &Inventory) {
  std::vector<std::pair<llvm::StringRef, int64_t>> Counts;
  for (llvm::StringRef Status : SlotContents::names())
    Counts.push_back({Status, llvm::count_if(Inventory, [&](const SlotSummary &S) {
                        return S.Status == Status;
                      })});
  return Counts;
}

/// A SARIF physical location written by hand, for what clang's writer does
/// not cover: related locations, and files that cannot be read.
llvm::json::Object sarifLocation(const SourceSite &Site,
                                 llvm::StringRef Message) {
  llvm::json::Object Location{
      {"physicalLocation",
       llvm::json::Object{
           {"artifactLocation", llvm::json::Object{{"uri", fileUri(Site.File)}}},
           {"region", llvm::json::Object{{"startLine", Site.Line},
                                         {"startColumn", Site.Column}}}}}};
  if (!Message.empty())
    Location["message"] = llvm::json::Object{{"text", Message}};
  return Location;
}

/// Text for a SARIF message, in which '[' and ']' would start a link.
std::string sarifText(llvm::StringRef Text) {
  std::string Escaped;
  for (char C : Text) {
    if (C == '[' || C == ']' || C == '\\')
      Escaped += '\\';
    Escaped += C;
  }
  return Escaped;
}

/// The links to a finding's related locations that follow its message in
/// SARIF, " (N1: [file:LINE](0); ...)", or nothing without notes.
std::string sarifNoteLinks(llvm::ArrayRef<StoreNote> Notes) {
  if (Notes.empty())
    return "";
  std::string Text = " (";
  for (size_t N = 0; N < Notes.size(); ++N) {
    const StoreNote &Note = Notes[N];
    Text += (N ? "; " : "") + sarifText(Note.Message) + ": [" +
            sarifText(llvm::sys::path::filename(Note.Site.File)) + ":" +
            std::to_string(Note.Site.Line) + "](" + std::to_string(N) + ")";
  }
  return Text + ")";
}

} // namespace

std::string sarifMessage(const Finding &F) {
  return sarifText(F.Message) + sarifNoteLinks(F.Notes);
}

std::string messageOfSarif(llvm::StringRef Text, llvm::ArrayRef<StoreNote> Notes) {
  std::string Links = sarifNoteLinks(Notes);
  Text.consume_back(Links);
  std::string Message;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\\' && I + 1 < Text.size())
      ++I;
    Message += Text[I];
  }
  return Message;
}

namespace {

/// What a SARIF rule tells of itself: GitHub requires a short description
/// and help.
struct RuleText {
  llvm::StringRef Id, Name, Short, Full, HelpMarkdown;
};

const RuleText &ruleText(llvm::StringRef Rule) {
  static const RuleText TypeMismatch{
      TypeMismatchRule, "VoidPointerTypeMismatch",
      "A void * slot is read as a type never stored into it.",
      "A void * slot (a private_data member, driver data, a callback's context) "
      "is read back as a pointer to a struct type that no store in the tree "
      "puts into it; the read reinterprets another struct's memory.",
      "A `void *` slot, such as `pcm->private_data` or a device's driver data, "
      "is converted back to a pointer to a struct type, but the stores that "
      "fill the slot, across every file of the tree, only put pointers to "
      "other, unrelated types into it. The read then uses one struct's memory "
      "as another's, which compiles and corrupts memory at run time.\n\n"
      "The related locations are the stores. Read the slot as the type that "
      "is stored into it, or store what is read. If the code is right (the "
      "types share a first member on purpose, say), suppress the finding with "
      "`// NOLINT(privdata-type-mismatch)` on the line of the read."};
  static const RuleText MixedStore{
      MixedStoreRule, "VoidPointerMixedStore",
      "A void * slot receives pointers to unrelated struct types.",
      "Stores put pointers to two or more unrelated struct types into the same "
      "void * slot, so every read of it must know which one it holds.",
      "The stores into one `void *` slot put pointers to struct types that "
      "share no first member, union or common initial sequence. Any read of "
      "the slot must know which type the object it reads was given, and a "
      "read that guesses wrong corrupts memory.\n\n"
      "The related locations are the first store of each type. Store one "
      "type, or a struct that holds the variants; if the slot is a tagged "
      "one on purpose, add it to the check's `IgnoredSlots` or suppress the "
      "finding with `// NOLINT(privdata-mixed-store)`."};
  return Rule == MixedStoreRule ? MixedStore : TypeMismatch;
}

/// Rewrites, under Value, every absolute file:// URI inside Root as a
/// relative one with uriBaseId SRCROOT.
void relativeToRoot(llvm::json::Value &Value, llvm::StringRef Root) {
  if (llvm::json::Array *Items = Value.getAsArray()) {
    for (llvm::json::Value &Item : *Items)
      relativeToRoot(Item, Root);
    return;
  }
  llvm::json::Object *Object = Value.getAsObject();
  if (!Object)
    return;
  for (auto &Entry : *Object)
    relativeToRoot(Entry.second, Root);
  std::optional<llvm::StringRef> Uri = Object->getString("uri");
  std::optional<std::string> Path = Uri ? pathOfFileUri(*Uri) : std::nullopt;
  if (!Path || Object->get("uriBaseId"))
    return;
  llvm::StringRef Relative(*Path);
  if (!Relative.consume_front(Root) || !Relative.consume_front("/"))
    return;
  // The file URI of the relative path, without its scheme and root.
  (*Object)["uri"] = llvm::StringRef(fileUri("/" + Relative.str())).drop_front(8).str();
  (*Object)["uriBaseId"] = "SRCROOT";
}

} // namespace

std::string fileUri(llvm::StringRef Path) {
  std::string Uri = "file://";
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || llvm::StringRef("-._~/").contains(C))
      Uri += C;
    else
      Uri += "%" + llvm::utohexstr(C, /*LowerCase=*/false, /*Width=*/2);
  }
  return Uri;
}

std::optional<std::string> pathOfFileUri(llvm::StringRef Uri) {
  if (!Uri.consume_front("file://"))
    return std::nullopt;
  std::string Path;
  for (size_t I = 0; I < Uri.size(); ++I) {
    unsigned Byte;
    if (Uri[I] == '%' && I + 2 < Uri.size() && !Uri.substr(I + 1, 2).getAsInteger(16, Byte)) {
      Path += char(Byte);
      I += 2;
    } else {
      Path += Uri[I];
    }
  }
  return Path;
}

void writeText(const AuditResult &Result, llvm::raw_ostream &OS) {
  for (const Finding &F : Result.Findings) {
    OS << F.Site.str() << ": warning: " << F.Message << " [" << F.Rule
       << "]\n";
    for (const StoreNote &Note : F.Notes)
      OS << Note.Site.str() << ": note: " << Note.Message << "\n";
  }
  if (!Result.WithInventory)
    return;
  for (const SlotSummary &Slot : Result.Inventory) {
    OS << "slot " << Slot.Slot.qualified();
    std::vector<AccessPath> Paths = node::refinements(Slot.Node);
    for (size_t I = 0; I < Paths.size(); ++I)
      OS << (I ? ", " : " (") << Paths[I].str()
         << (I + 1 == Paths.size() ? ")" : "");
    OS << ": " << Slot.Status;
    if (Slot.Reason)
      OS << " (" << Slot.Reason->Message << " at " << Slot.Reason->Site.str()
         << ")";
    OS << "\n";
    for (auto [Label, Uses] : {std::pair{"stored", &Slot.Stored},
                               std::pair{"read", &Slot.Read}})
      for (const TypeUse &Use : *Uses) {
        OS << "  " << Label << " " << Use.Type
           << (Use.OwnedOutsideTree ? " (owned outside the tree)" : "")
           << (Use.Status.empty() ? "" : " (" + Use.Status + " here)")
           << " at " << Use.Sites.size()
           << (Use.Sites.size() == 1 ? " site:" : " sites:");
        for (const SourceSite &Site : Use.Sites)
          OS << " " << Site.str();
        OS << "\n";
      }
  }
  OS << "inventory: " << Result.Inventory.size()
     << (Result.Inventory.size() == 1 ? " slot" : " slots");
  for (const auto &[Status, Count] : statusCounts(Result.Inventory))
    OS << ", " << Count << " " << Status;
  OS << "\n";
}

std::string listedBriefly(llvm::ArrayRef<std::string> Items) {
  constexpr size_t Shown = 3;
  std::string Listed = llvm::join(Items.take_front(Shown), ", ");
  if (Items.size() > Shown)
    Listed += llvm::formatv(" and {0} more", Items.size() - Shown);
  return Listed;
}

std::string coverageLine(const AuditResult &Result) {
  size_t Count = Result.Findings.size();
  std::string Line = llvm::formatv("{0} {1}finding{2} in ", Count,
                                   Result.WithBaseline ? "new " : "", Count == 1 ? "" : "s");
  unsigned Unanalysed =
      Result.UnitsGiven > Result.UnitsAnalysed ? Result.UnitsGiven - Result.UnitsAnalysed : 0;
  if (Unanalysed)
    Line += llvm::formatv("{0} of {1} translation units", Result.UnitsAnalysed,
                          Result.UnitsGiven);
  else
    Line += llvm::formatv("{0} translation unit{1}", Result.UnitsAnalysed,
                          Result.UnitsAnalysed == 1 ? "" : "s");
  std::vector<std::string> Gaps;
  if (Unanalysed)
    Gaps.push_back(llvm::formatv("{0} could not be analysed", Unanalysed));
  if (Result.UnitsInPart)
    Gaps.push_back(llvm::formatv("{0} only in part, past an error", Result.UnitsInPart));
  if (!Gaps.empty())
    Line += " (" + llvm::join(Gaps, "; ") + ")";
  return Line;
}

void writeJson(const AuditResult &Result, llvm::raw_ostream &OS) {
  // Streamed an entry at a time: a tree's inventory as one value would take
  // hundreds of megabytes. The keys come in the order llvm::json prints an
  // object's, sorted, as the entries' own do.
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    if (Result.WithBaseline)
      J.attribute("baseline", llvm::json::Object{{"unchanged", Result.Unchanged.size()},
                                                 {"absent", Result.Absent.size()}});
    J.attribute("errors", llvm::json::Array(Result.Errors));
    J.attributeArray("findings", [&] {
      for (const Finding &F : Result.Findings) {
        llvm::json::Array Notes;
        for (const StoreNote &Note : F.Notes)
          Notes.push_back(llvm::json::Object{{"message", Note.Message},
                                             {"location", location(Note.Site)}});
        J.value(llvm::json::Object{{"rule", F.Rule},
                                   {"message", F.Message},
                                   {"slot", F.Slot.qualified()},
                                   {"location", location(F.Site)},
                                   {"notes", std::move(Notes)},
                                   {"fingerprint", fingerprint(F)}});
      }
    });
    if (Result.WithInventory) {
      J.attributeArray("inventory", [&] {
        for (const SlotSummary &Slot : Result.Inventory) {
          llvm::json::Object Entry{{"slot", Slot.Slot.qualified()},
                                   {"node", Slot.Node},
                                   {"status", Slot.Status},
                                   {"stored", uses(Slot.Stored)},
                                   {"read", uses(Slot.Read)}};
          if (Slot.Reason)
            Entry["reason"] = llvm::json::Object{
                {"message", Slot.Reason->Message},
                {"location", location(Slot.Reason->Site)}};
          J.value(std::move(Entry));
        }
      });
      llvm::json::Object Counts;
      for (const auto &[Status, Count] : statusCounts(Result.Inventory))
        Counts[Status] = Count;
      J.attribute("inventoryCounts", std::move(Counts));
    }
    J.attribute("ignoredUnits", llvm::json::Array(Result.IgnoredUnits));
    J.attribute("tool", "privdata-audit");
    J.attribute("units", Result.UnitsAnalysed);
    J.attribute("unitsGiven", std::max(Result.UnitsGiven, Result.UnitsAnalysed));
    J.attribute("unitsInPart", Result.UnitsInPart);
    J.attribute("version", ToolVersion);
  });
  OS << "\n";
}

void writeSarif(const AuditResult &Result, llvm::raw_ostream &OS) {
  SiteLocations Ranges;
  clang::SarifDocumentWriter Writer(Ranges.sourceManager());
  Writer.createRun("privdata-audit", "privdata-audit", ToolVersion);
  auto CreateRule = [&](llvm::StringRef Rule) {
    const RuleText &Text = ruleText(Rule);
    return Writer.createRule(
        clang::SarifRule::create()
            .setRuleId(Text.Id)
            .setName(Text.Name)
            .setDescription(Text.Full)
            .setHelpURI(PRIVDATA_DOCS_URI + Text.Id.str() + ".md")
            .setDefaultConfiguration(
                clang::SarifReportingConfiguration::create().setLevel(
                    clang::SarifResultLevel::Warning)));
  };
  size_t TypeMismatch = CreateRule(TypeMismatchRule);
  std::optional<size_t> MixedStore;
  // Against a baseline, the log also holds the findings it had, each
  // marked as SARIF marks them.
  std::vector<std::pair<const Finding *, llvm::StringRef>> Listed;
  for (const Finding &F : Result.Findings)
    Listed.push_back({&F, Result.WithBaseline ? "new" : ""});
  for (const Finding &F : Result.Unchanged)
    Listed.push_back({&F, "unchanged"});
  for (const Finding &F : Result.Absent)
    Listed.push_back({&F, "absent"});
  std::vector<bool> Located;
  for (const auto &[Found, State] : Listed) {
    const Finding &F = *Found;
    if (F.Rule == MixedStoreRule && !MixedStore)
      MixedStore = CreateRule(MixedStoreRule);
    size_t Rule = F.Rule == MixedStoreRule ? *MixedStore : TypeMismatch;
    clang::SarifResult R = clang::SarifResult::create(Rule)
                               .setRuleId(F.Rule)
                               .setDiagnosticMessage(sarifMessage(F))
                               .setDiagnosticLevel(clang::SarifResultLevel::Warning);
    std::optional<clang::CharSourceRange> Range = Ranges.range(F.Site);
    if (Range)
      R = compat::withLocations(R, {*Range});
    Located.push_back(Range.has_value());
    Writer.appendResult(R);
  }
  Writer.endRun();
  llvm::json::Object Document = Writer.createDocument();

  // Store sites become related locations, which clang's writer lacks.
  llvm::json::Array *Runs = Document.getArray("runs");
  llvm::json::Object *Run = Runs && !Runs->empty() ? (*Runs)[0].getAsObject() : nullptr;
  // The writer names clang's manual as the tool's home; it is not ours.
  if (llvm::json::Object *Tool = Run ? Run->getObject("tool") : nullptr)
    if (llvm::json::Object *Driver = Tool->getObject("driver")) {
      (*Driver)["informationUri"] = PRIVDATA_DOCS_URI "privdata-audit.md";
      if (llvm::json::Array *Rules = Driver->getArray("rules"))
        for (llvm::json::Value &Rule : *Rules)
          if (llvm::json::Object *R = Rule.getAsObject()) {
            const RuleText &Text = ruleText(R->getString("id").value_or(""));
            (*R)["shortDescription"] = llvm::json::Object{{"text", Text.Short}};
            (*R)["help"] = llvm::json::Object{{"text", Text.HelpMarkdown},
                                              {"markdown", Text.HelpMarkdown}};
          }
    }
  // Facts left out are part of what the run did, which a reader of the log
  // alone must see, as the text report's readers see its line.
  if (Run && !Result.IgnoredUnits.empty()) {
    llvm::json::Array Units;
    for (const std::string &Unit : Result.IgnoredUnits)
      Units.push_back(llvm::json::Object{
          {"physicalLocation",
           llvm::json::Object{{"artifactLocation",
                               llvm::json::Object{{"uri", fileUri(Unit)}}}}}});
    (*Run)["invocations"] = llvm::json::Array{llvm::json::Object{
        {"executionSuccessful", true},
        {"toolExecutionNotifications",
         llvm::json::Array{llvm::json::Object{
             {"level", "note"},
             {"descriptor", llvm::json::Object{{"id", "ignored-units"}}},
             {"message",
              llvm::json::Object{
                  {"text", ignoredUnitsSummary(Result.IgnoredUnits.size(), "the build")}}},
             {"locations", std::move(Units)}}}}}};
  }
  llvm::json::Array *Results = Run ? Run->getArray("results") : nullptr;
  for (size_t I = 0; Results && I < Results->size() && I < Listed.size(); ++I) {
    llvm::json::Object *R = (*Results)[I].getAsObject();
    const auto &[Found, State] = Listed[I];
    const Finding &F = *Found;
    (*R)["partialFingerprints"] = llvm::json::Object{{SarifFingerprintKey, fingerprint(F)}};
    if (!State.empty())
      (*R)["baselineState"] = State;
    if (!Located[I] && !F.Site.File.empty())
      (*R)["locations"] = llvm::json::Array{sarifLocation(F.Site, "")};
    llvm::json::Array Related;
    for (size_t N = 0; N < F.Notes.size(); ++N) {
      llvm::json::Object Location = sarifLocation(F.Notes[N].Site, F.Notes[N].Message);
      Location["id"] = int64_t(N);
      Related.push_back(std::move(Location));
    }
    (*R)["relatedLocations"] = std::move(Related);
  }
  if (Run && !Result.SourceRoot.empty()) {
    llvm::json::Value Contents(std::move(*Run));
    relativeToRoot(Contents, Result.SourceRoot);
    *Run = std::move(*Contents.getAsObject());
    (*Run)["originalUriBaseIds"] = llvm::json::Object{
        {"SRCROOT", llvm::json::Object{{"uri", fileUri(Result.SourceRoot + "/")}}}};
  }
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Document))) << "\n";
}

} // namespace privdata
