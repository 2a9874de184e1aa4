package rulebook

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
)

// The seed documents, by the names used in sources.
const (
	seedBible    = SeedBible       // Bible Sequence
	seedSequence = SeedSequence    // Sequence, RVers of Idaho
	seedAlt      = SeedSequenceAlt // Sequence, a rules summary
	seedRedJacks = SeedRedJacks    // Sequence with red jacks wild
)

// src is a source: the words quote of the document file, under its heading
// section.
func src(file, section, quote string) Source {
	return Source{File: file, Document: Title(file), Section: section, Quote: quote}
}

// sameEverywhere is the reading of a rule every ruleset shares.
func sameEverywhere(text string) []Difference {
	return []Difference{{Rulesets: engine.RulesetNames(), Text: text}}
}

// perRuleset reads a rule under every ruleset; rulesets that read it the
// same are listed together, in the order of docs/format.md section 3.
func perRuleset(read func(*engine.Ruleset) string) []Difference {
	var out []Difference
	for _, r := range engine.Rulesets {
		text := read(r)
		merged := false
		for i := range out {
			if out[i].Text == text {
				out[i].Rulesets = append(out[i].Rulesets, r.Name)
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, Difference{Rulesets: []string{r.Name}, Text: text})
		}
	}
	return out
}

// CardRole names what a card is under a ruleset, as players say it (see
// Words): "a one-eyed jack", "a red jack", "the ADD card", "a normal card";
// "not in the bible deck" for a card the deck does not hold.
func CardRole(r *engine.Ruleset, c engine.Card) string {
	switch r.Kind(c) {
	case engine.Normal:
		return normalRole
	case engine.Wild:
		return WordsOf(r).Wild
	case engine.Removal:
		return WordsOf(r).Remove
	}
	return "not in the " + r.Name + " deck"
}

// seedNotes are, for a ruleset whose seed documents are silent where the
// others speak, how the catalogue reads the rules concerned under it. A
// ruleset without an entry reads them as the others do.
var seedNotes = map[string]seedNote{
	engine.StandardRules.Name: {jackEyesSilent: true},
	engine.BibleRules.Name: {
		tableTalk: "Bible SEQUENCE says nothing of table talk; the tool applies the same penalty (docs/rules.md D6)",
		corners:   "Bible SEQUENCE does not describe its board; bible uses the standard board and its corners",
	},
}

// seedNote is how the catalogue reads, under one ruleset, the rules its
// seed documents are silent on; empty for a rule read as the others do.
// jackEyesSilent is true when the documents call jacks one-eyed and two-eyed
// without naming their suits (docs/rules.md D15).
type seedNote struct {
	tableTalk, corners string
	jackEyesSilent     bool
}

// SilentOnTableTalk reports whether r's documents say nothing of table
// talk, so that a ruling on it rests on decision D6.
func SilentOnTableTalk(r *engine.Ruleset) bool { return seedNotes[r.Name].tableTalk != "" }

// SilentOnJackEyes reports whether r's documents name its jacks by their
// eyes without saying which suits those are, so that a ruling on a jack
// rests on decision D15.
func SilentOnJackEyes(r *engine.Ruleset) bool { return seedNotes[r.Name].jackEyesSilent }

// or is note, or text when note is empty.
func or(note, text string) string {
	if note != "" {
		return note
	}
	return text
}

// cardsOf writes cards with their role: "JD and JC (two-eyed jacks)".
func cardsOf(r *engine.Ruleset, cards []engine.Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	if len(cards) > 0 && !cards[0].IsStandard() {
		return prose.JoinAnd(names)
	}
	role := ""
	if len(cards) > 0 {
		role = CardRole(r, cards[0])
		role = strings.TrimPrefix(strings.TrimPrefix(role, "the "), "a ")
		if len(cards) > 1 {
			role += "s"
		}
	}
	return prose.JoinAnd(names) + " (" + role + ")"
}

func playerCounts(r *engine.Ruleset) string {
	var ns []string
	for _, n := range r.PlayerCounts() {
		ns = append(ns, fmt.Sprint(n))
	}
	return prose.JoinOr(ns) + " players"
}

// dealText is the deal by player count: "2 players 7 cards, 3 and 4
// players 6, ...".
func dealText(r *engine.Ruleset) string {
	var parts []string
	counts := r.PlayerCounts()
	for i := 0; i < len(counts); {
		j := i
		for j+1 < len(counts) && r.Deal[counts[j+1]] == r.Deal[counts[i]] {
			j++
		}
		var ns []string
		for _, n := range counts[i : j+1] {
			ns = append(ns, fmt.Sprint(n))
		}
		parts = append(parts, fmt.Sprintf("%s players: %d cards each", prose.JoinAnd(ns), r.Deal[counts[i]]))
		i = j + 1
	}
	return strings.Join(parts, "; ")
}

// deckText describes the ruleset's deck.
func deckText(r *engine.Ruleset) string {
	return fmt.Sprintf("%d cards: %s", r.DeckSize, WordsOf(r).Deck)
}

func winText(r *engine.Ruleset) string {
	if r.OneSequenceWins {
		return "one sequence wins, whatever the number of teams"
	}
	return "two sequences win with two teams, one with three teams"
}

func teamsText(r *engine.Ruleset) string {
	if r.ThreeTeamsOnlyAlone {
		return "up to 3 play alone; 4 and 6 players play in 2 teams (three colours only with three players)"
	}
	return "up to 3 play alone; more than 3 play in 2 or 3 equal teams"
}

func wildText(r *engine.Ruleset) string {
	w := r.WildCards()
	return cardsOf(r, w) + verb(len(w), " places", " place") + " a chip on any open space"
}

func removeText(r *engine.Ruleset) string {
	rm := r.RemoveCards()
	return cardsOf(r, rm) + verb(len(rm), " removes", " remove") + " a chip"
}

func kindsText(r *engine.Ruleset) string {
	w, rm := r.WildCards(), r.RemoveCards()
	return cardsOf(r, w) + verb(len(w), " only places; ", " only place; ") +
		cardsOf(r, rm) + verb(len(rm), " only removes", " only remove")
}

// verb picks the form for one thing or several.
func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func neverDeadText(r *engine.Ruleset) string {
	cards := append(r.WildCards(), r.RemoveCards()...)
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return prose.JoinAnd(names) + verb(len(names), " is", " are") + " never dead"
}

// Rulesets lists the names of every ruleset, in the order of docs/format.md
// section 3.
func Rulesets() []string { return engine.RulesetNames() }
