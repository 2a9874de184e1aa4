package rulebook

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
)

// titles names each rule document as it names itself at its top, so that a
// reader can find it; the second document has no title, so it goes by its
// first words.
var titles = map[string]string{
	SeedBible:       titleBible,
	SeedSequence:    titleSequence,
	SeedSequenceAlt: titleAlt,
	SeedRedJacks:    titleRedJacks,
}

// The titles of the rule documents, as constants so that the catalogue's
// sources are static data: written out in the WebAssembly's data, not
// built by code when the package starts (the code weighed some 20 kB in
// the board page).
const (
	titleBible    = "Bible SEQUENCE"
	titleSequence = "Game Rules, RVers of Idaho"
	titleAlt      = "untitled rules (\"OBJECT OF SEQUENCE\")"
	titleRedJacks = "Rules of Sequence"
)

// Title is the title of the rule document with the given seed file name, or
// the file name when it is no rule document.
func Title(file string) string {
	if t, ok := titles[file]; ok {
		return t
	}
	return file
}

// Cite names where a source's words stand: the document's title and the
// section that governs them: "Game Rules, RVers of Idaho, THE JACKS"; the
// title alone for an untitled paragraph (Heading).
func (s Source) Cite() string {
	if h := s.Heading(); h != "" {
		return s.Document + ", " + h
	}
	return s.Document
}

// SourcesFor lists the rule's sources that belong to a ruleset's own rule
// documents: the words that support a ruling under that ruleset. A variant's
// words never support a ruling under another ruleset.
func (r Rule) SourcesFor(rs *engine.Ruleset) []Source { return OfRuleset(rs, r.Sources) }

// OfRuleset keeps the sources that belong to a ruleset's own documents.
func OfRuleset(rs *engine.Ruleset, sources []Source) []Source {
	var out []Source
	for _, s := range sources {
		if isSourceOf(rs, s.File) {
			out = append(out, s)
		}
	}
	return out
}

// isSourceOf reports whether a seed file is one of the ruleset's documents.
func isSourceOf(rs *engine.Ruleset, file string) bool {
	for _, f := range WordsOf(rs).Sources {
		if f == file {
			return true
		}
	}
	return false
}

// DocumentsOf names a ruleset's rule documents: "Game Rules, RVers of Idaho
// and untitled rules (...)".
func DocumentsOf(rs *engine.Ruleset) string {
	names := make([]string, len(WordsOf(rs).Sources))
	for i, f := range WordsOf(rs).Sources {
		names[i] = Title(f)
	}
	return prose.JoinAnd(names)
}
