package ruling

import (
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// decidingSentence is the most specific sentence of the ruleset's rule
// documents on what decides the ruling: the one that forbids this very
// play, else the one on the situation's distinguishing fact (the deal for
// this number of players, this kind of card), else the rule's own, the one
// on the point of the deciding fact first; false where the documents are
// silent.
func (r *Ruling) decidingSentence() (rulebook.Source, bool) {
	for _, s := range r.sentences() {
		return s, true
	}
	return rulebook.Source{}, false
}

// sentences are the sentences that may decide, most specific first: those
// that forbid this very play, those of the rule's own that speak of the
// point of the deciding fact, those on the situation's distinguishing
// fact, then the rule's others.
func (r *Ruling) sentences() []rulebook.Source {
	out := rulebook.OfRuleset(r.Rules, rulebook.Forbidding(r.Shape))
	own := r.Statement().SourcesFor(r.Rules)
	if key := r.pointWords(); key != "" {
		var rest []rulebook.Source
		for _, s := range own {
			if strings.Contains(s.Quote, key) {
				out = append(out, s)
			} else {
				rest = append(rest, s)
			}
		}
		own = rest
	}
	if f := r.Fact(); f != "" {
		out = append(out, rulebook.OfRuleset(r.Rules, rulebook.Specific(r.Rule, f))...)
	}
	return append(out, own...)
}

// Fact is what distinguishes the ruling's situation for the sentence it
// quotes (rulebook.Fact): the number of players of a deal, the kind of
// card played, a dead card turned in out of turn; "" when nothing does.
func (r *Ruling) Fact() rulebook.Fact {
	switch r.Rule {
	case rulebook.IDOf(engine.SetupHands):
		return rulebook.PlayersFact(len(r.Record.Players))
	case rulebook.IDOf(engine.SetupTeams):
		if r.playsAlone() {
			return rulebook.PlayAlone
		}
		return ""
	case rulebook.WinRule:
		if g := r.After; g != nil && g.Need() == 1 {
			return rulebook.OneToWin
		}
		return rulebook.TwoToWin
	case rulebook.IDOf(engine.OutOfTurn):
		if r.Entry != nil && r.Entry.Kind == record.PlayerTurn && containsKind(r.Entry.Turn.Actions, engine.TurnInDead) {
			return rulebook.DeadOutOfTurn
		}
		return ""
	}
	c := r.playedCard()
	if r.Legal && r.Report.Card != engine.NoCard {
		c = r.Report.Card
	}
	if c == engine.NoCard {
		return ""
	}
	switch r.Rules.Kind(c) {
	case engine.Wild:
		return rulebook.WildCard
	case engine.Removal:
		return rulebook.RemoveCard
	}
	return rulebook.NormalCard
}

// playsAlone reports whether the setup has more than three players, one
// of whom has a colour to themselves: a question of who may play without
// a team.
func (r *Ruling) playsAlone() bool {
	if r.Violation.Rule != engine.SetupTeams || r.Violation.Detail != engine.UnequalTeams || len(r.Record.Players) <= 3 {
		return false
	}
	size := map[string]int{}
	for _, p := range r.Record.Players {
		size[p.Colour]++
	}
	for _, n := range size {
		if n == 1 {
			return true
		}
	}
	return false
}

// sourceWords names where a sentence stands, as a player finds it: the
// document as it names itself, and the heading that governs the sentence:
// "Game Rules, RVers of Idaho: “End of play”"; the document alone where no
// heading does (rulebook.Source.Heading).
func sourceWords(s rulebook.Source) string {
	h := s.Heading()
	if h == "" {
		return documentWords(s.File)
	}
	return documentWords(s.File) + ": “" + sectionWords(h) + "”"
}

// documentWords names a rule document as a player finds it: by its title,
// or, for the one without a title, by its first words.
func documentWords(file string) string {
	if file == rulebook.SeedSequenceAlt {
		return "the rules that begin “Object of Sequence”"
	}
	return rulebook.Title(file)
}

// sectionWords writes a section heading in capitals as a title: "THE
// JACKS" as "The jacks".
func sectionWords(h string) string {
	if strings.ToUpper(h) != h {
		return h
	}
	low := strings.ToLower(h)
	return strings.ToUpper(low[:1]) + low[1:]
}
