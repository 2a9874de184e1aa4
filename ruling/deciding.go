package ruling

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// specific lists the rules a legal entry's facts cite, the most specific
// first: the one that settles a dispute about the entry. A rule that is not
// listed (the play itself, the turn order, the draw) decides only when none
// of these is among the facts.
var specific = []string{
	engine.WrongClaim.String(), rulebook.SecondSequence, rulebook.FreeCorner,
	rulebook.WinRule, rulebook.SequenceRule, rulebook.MissedDraw, rulebook.TableTalk,
	rulebook.DeadCard, rulebook.ReshufflePile,
}

// deciding picks the rule that decides a legal entry: the most specific rule
// among its facts, or else the rule of its play.
func deciding(play string, reasons []Reason, won bool) string {
	cited := map[string]bool{}
	for _, why := range reasons {
		cited[why.Rule] = true
	}
	// A won game is decided by the win, unless a second sequence sharing a
	// space (the point players dispute) made it.
	if won && !cited[rulebook.SecondSequence] && !cited[engine.WrongClaim.String()] {
		return rulebook.WinRule
	}
	for _, id := range specific {
		// A dead card held is no reason to refuse a pass: the pass decides.
		if cited[id] && !(id == rulebook.DeadCard && play == rulebook.PassTurn) {
			return id
		}
	}
	return play
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
func (r *Ruling) Cited() []string {
	var out []string
	seen := map[string]bool{r.Rule: true}
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
