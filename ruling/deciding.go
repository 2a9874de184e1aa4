package ruling

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// The points a fact may be about besides its rule's own (Reason.point).
const (
	// pointSharedCorner: a free corner that another team's sequence uses
	// too.
	pointSharedCorner = "shared-corner"
	// pointJackDraw: the draw after a jack, which is owed as after any card.
	pointJackDraw = "jack-draw"
	// pointWon: the win itself, where the entry wins; the win rule's fact
	// on an entry that does not win counts sequences.
	pointWon = "won"
	// pointOpenLine: a chip removed from four in a row that is no sequence
	// yet.
	pointOpenLine = "open-line"
)

// tiers rank what a legal entry's facts are about, the most specific to
// the entry first: the fact players argue about (docs/referee.md, "Which
// fact decides"). Facts of one tier are equally specific. A rule that is
// not listed (the play itself, the turn order, the draw) decides only when
// none of these is among the facts.
var tiers = [][]string{
	{pointSharedCorner, pointOpenLine, string(rulebook.SecondSequence), string(rulebook.IDOf(engine.WrongClaim))},
	{string(rulebook.DeadCard)},
	{pointJackDraw},
	{string(rulebook.MissedDraw), string(rulebook.TableTalk)},
	{pointWon},
	{string(rulebook.FreeCorner)},
	{string(rulebook.WinRule)},
	{string(rulebook.SequenceRule)},
	{string(rulebook.ReshufflePile)},
}

// pointOf is what a fact is about, for the ranking: its point, or its
// rule's id.
func pointOf(why Reason) string {
	if why.point != "" {
		return why.point
	}
	return string(why.Rule)
}

// topFacts are the facts of the most specific tier among a legal entry's
// facts, the first of each point; none when no listed point is among
// them.
func topFacts(play rulebook.ID, reasons []Reason) []Reason {
	for _, tier := range tiers {
		var out []Reason
		seen := map[string]bool{}
		for _, why := range reasons {
			p := pointOf(why)
			// A dead card held is no reason to refuse a pass: the pass decides.
			if seen[p] || !contains(tier, p) || (p == string(rulebook.DeadCard) && play == rulebook.PassTurn) {
				continue
			}
			seen[p] = true
			out = append(out, why)
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// deciding picks the rule that decides a legal entry: the rule of its most
// specific fact, or else the rule of its play.
func deciding(play rulebook.ID, reasons []Reason) rulebook.ID {
	if top := topFacts(play, reasons); len(top) > 0 {
		return top[0].Rule
	}
	return play
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// background are the decisions that stand behind many rulings without
// being the point in dispute: they come after the others.
var background = map[string]bool{rulebook.JackEyes: true}

// ordered puts the decisions in dispute before the background ones, keeping
// the order they were met in otherwise.
func ordered(ids []string) []string {
	var front, back []string
	for _, id := range ids {
		if background[id] {
			back = append(back, id)
		} else {
			front = append(front, id)
		}
	}
	return append(front, back...)
}

// Cited lists the rules the ruling cites besides the one it rests on, once
// each, in the order the facts cite them.
func (r *Ruling) Cited() []rulebook.ID {
	var out []rulebook.ID
	seen := map[rulebook.ID]bool{r.Rule: true}
	for _, why := range r.Reasons {
		if !seen[why.Rule] {
			seen[why.Rule] = true
			out = append(out, why.Rule)
		}
	}
	return out
}

// illegalDecisions lists the decisions an illegal ruling rests on.
func (r *Ruling) illegalDecisions() []string {
	var out []string
	v := r.Violation
	switch v.Rule {
	case engine.Ambiguous, engine.NoSpaceOpen:
		out = append(out, rulebook.ShortForm)
	case engine.WrongClaim:
		out = append(out, rulebook.NamedClaims)
	case engine.RemoveLocked:
		if freeUnderAnotherFive(r.Before, v.Space) {
			out = append(out, rulebook.GreedyClaim)
		}
	case engine.PassPlayable:
		if rule := r.Statement(); len(rule.SourcesFor(r.Rules)) == 0 {
			out = append(out, rulebook.PassEverywhere)
		}
	}
	if c := r.playedCard(); c.IsJack() && rulebook.SilentOnJackEyes(r.Rules) {
		out = append(out, rulebook.JackEyes)
	}
	return out
}

// playedCard is the card of the action at fault, or NoCard.
func (r *Ruling) playedCard() engine.Card {
	if r.Entry == nil || r.Entry.Kind != record.PlayerTurn || r.Violation.ActionIndex < 0 || r.Violation.ActionIndex >= len(r.Entry.Turn.Actions) {
		return engine.NoCard
	}
	a := r.Entry.Turn.Actions[r.Violation.ActionIndex]
	if !a.IsPlay() {
		return engine.NoCard
	}
	return a.Card
}

// forbidding finds the shape of an illegal entry that a rule document
// forbids in so many words; "" when none does.
func (r *Ruling) forbidding() rulebook.Shape {
	v := r.Violation
	switch v.Rule {
	case engine.GameOver:
		return rulebook.AfterWin
	case engine.DeadTwice:
		return rulebook.SecondDead
	case engine.TurnShape:
	default:
		return ""
	}
	acts := r.Entry.Turn.Actions
	switch v.Detail {
	case engine.ShapeSecondPlay:
		if v.ActionIndex > 0 && v.ActionIndex < len(acts) {
			first, second := acts[v.ActionIndex-1], acts[v.ActionIndex]
			if first.Kind == engine.Take && second.IsPlay() && second.Space == first.Space {
				return rulebook.RemoveThenPlace
			}
		}
	case engine.ShapeSecondDraw:
		if r.missedBefore() {
			return rulebook.DrawAfterMissed
		}
		return rulebook.SecondDraw
	case engine.ShapeNoPlay, engine.ShapeOutOfPlace:
		for _, a := range acts {
			if a.Kind == engine.TurnInDead {
				return rulebook.DeadWithoutPlay
			}
		}
	}
	return ""
}

// missedBefore reports whether the player of the entry missed a draw
// (nodraw) at an earlier entry of the record.
func (r *Ruling) missedBefore() bool {
	for i := 0; i < r.Turn-1; i++ {
		e := &r.Record.Turns[i]
		if e.Kind != record.PlayerTurn || e.Player != r.Entry.Player {
			continue
		}
		for _, a := range e.Turn.Actions {
			if a.Kind == engine.NoDraw {
				return true
			}
		}
	}
	return false
}
