package rulebook

import (
	"slices"

	"github.com/seqref/seqref/engine"
)

// Group is the part of the game a rule belongs to; the catalogue lists the
// groups in the order of a game.
type Group string

// The groups, in catalogue order.
const (
	Setup     Group = "setup"
	Turn      Group = "turn"
	Placing   Group = "placing"
	Removing  Group = "removing"
	DeadCards Group = "dead cards"
	Drawing   Group = "drawing and penalties"
	Sequences Group = "sequences"
	Winning   Group = "winning"
	Records   Group = "the record file"
)

// Groups lists the groups in catalogue order.
func Groups() []Group {
	return []Group{Setup, Turn, Placing, Removing, DeadCards, Drawing, Sequences, Winning, Records}
}

// Kind says what follows from a rule: whether breaking it makes a record
// illegal or invalid, costs a penalty, or whether it is a principle that
// makes plays legal.
type Kind string

// The kinds of rule.
const (
	// Illegal: an entry (or the setup) that breaks the rule is illegal and
	// validation stops there; the id can stand in a verdict's error.rule.
	Illegal Kind = "illegal"
	// Invalid: a file that breaks the rule is not a record at all.
	Invalid Kind = "invalid"
	// Penalty: the rule costs a penalty, but breaking it is not an illegal
	// move; the game goes on.
	Penalty Kind = "penalty"
	// Principle: the rule says what a play does or what counts; a referee
	// cites it to explain why an entry is legal.
	Principle Kind = "principle"
)

// Source is a rule document a rule comes from: the document (its seed file
// name, whose text SeedDocument holds; Title gives its title), the section
// of it, and its own words.
type Source struct {
	File string `json:"-"`
	// Document is the document's title, as it names itself.
	Document string `json:"document"`
	// Section is the heading the words stand under.
	Section string `json:"section"`
	Quote   string `json:"quote"`
}

// Difference is how a rule reads under some rulesets.
type Difference struct {
	Rulesets []string `json:"rulesets"`
	Text     string   `json:"text"`
}

// Rule is one entry of the catalogue.
type Rule struct {
	ID    ID    `json:"id"`
	Group Group `json:"group"`
	Kind  Kind  `json:"kind"`
	// Statement is the rule in plain words.
	Statement string `json:"statement"`
	// Rulesets says how each ruleset reads the rule; a single entry naming
	// every ruleset when they agree.
	Rulesets []Difference `json:"rulesets"`
	// Sources are the seed documents the rule comes from, with their words.
	// Empty only where the seeds say nothing (the record file).
	Sources []Source `json:"sources"`
	// Docs points into the project's own docs where the rule is written
	// down: docs/rules.md for the rule, docs/format.md for the record.
	Docs string `json:"docs"`
	// Note is what the tool decided where the seeds are silent or disagree.
	Note string `json:"note,omitempty"`

	// How the catalogue's literals say what complete fills in, so that
	// they are static data (written out in the board page's WebAssembly,
	// not built by code when the package starts): the engine's rule whose
	// id is ID, and Rulesets as one reading every ruleset shares (same) or
	// as each ruleset reads it (read).
	engineRule engine.Rule
	same       string
	read       func(*engine.Ruleset) string
}

// catalogue is every rule, group by group.
var catalogue = withDocs(concat(setupRules, turnRules, placingRules, removingRules, deadRules,
	drawingRules, sequenceRules, winningRules, recordRules))

var byID = index(catalogue)

func concat(lists ...[]Rule) []Rule {
	var out []Rule
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// rulesDocs is the section of docs/rules.md that states each group's rules.
var rulesDocs = map[Group]string{
	Setup:     "docs/rules.md section 2",
	Turn:      "docs/rules.md section 3",
	Placing:   "docs/rules.md section 3.1",
	Removing:  "docs/rules.md section 3.1",
	DeadCards: "docs/rules.md section 3.2",
	Drawing:   "docs/rules.md sections 3.3 and 3.4",
	Sequences: "docs/rules.md section 4",
	Winning:   "docs/rules.md section 4",
	Records:   "docs/notation.md",
}

// withDocs completes the catalogue's rules: each id from its engine
// rule, its rulesets' readings from same or read, and the docs/rules.md
// section before its docs/format.md one.
func withDocs(rules []Rule) []Rule {
	for i := range rules {
		r := &rules[i]
		if r.engineRule != engine.NoRule {
			r.ID = IDOf(r.engineRule)
		}
		switch {
		case r.read != nil:
			r.Rulesets = perRuleset(r.read)
		case r.same != "":
			r.Rulesets = sameEverywhere(r.same)
		}
		r.Docs = rulesDocs[r.Group] + "; " + r.Docs
	}
	return rules
}

func index(rules []Rule) map[ID]*Rule {
	return indexBy(rules, func(r *Rule) ID { return r.ID })
}

// indexBy maps each item's key to the item.
func indexBy[T any, K comparable](items []T, key func(*T) K) map[K]*T {
	m := make(map[K]*T, len(items))
	for i := range items {
		m[key(&items[i])] = &items[i]
	}
	return m
}

// All lists every rule in catalogue order: by group, and within a group in
// the order a referee meets them (engine rules in their precedence order).
func All() []Rule { return append([]Rule(nil), catalogue...) }

// Lookup returns the rule with the given id, and false when there is none.
func Lookup(id ID) (Rule, bool) {
	r, ok := byID[id]
	if !ok {
		return Rule{}, false
	}
	return *r, true
}

// Of returns the catalogue entry of an engine rule, and false when it has
// none.
func Of(r engine.Rule) (Rule, bool) { return Lookup(IDOf(r)) }

// IDs lists every rule id in alphabetical order.
func IDs() []ID {
	ids := make([]ID, 0, len(catalogue))
	for _, r := range catalogue {
		ids = append(ids, r.ID)
	}
	slices.Sort(ids)
	return ids
}

// InGroup lists the rules of one group in catalogue order.
func InGroup(g Group) []Rule {
	var out []Rule
	for _, r := range catalogue {
		if r.Group == g {
			out = append(out, r)
		}
	}
	return out
}
