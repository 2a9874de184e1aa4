package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// butWords says, for a legal entry, what it was meant to do and does not:
// a line of five that makes no further sequence, a sequence that does not
// win yet, a draw missed; "" when nothing of it is lost.
func (r *Ruling) butWords() string {
	if r.Entry == nil || r.Entry.Kind != record.PlayerTurn {
		return ""
	}
	switch {
	case r.Report.MissedDraw:
		return r.Record.Name(r.Entry.Player) + " loses that draw"
	case r.Report.Completed() == 0 && r.hasFact(rulebook.SecondSequence):
		if n := r.rowAt(r.Report.Space); n >= 6 && n <= 8 {
			return fmt.Sprintf("it is still one sequence: a row of %s counts once", numberWords[n])
		}
		return "it makes no new sequence"
	case r.Report.Completed() > 0 && !r.Report.Won && r.Rule == rulebook.WinRule:
		return fmt.Sprintf("%s has not won yet", r.After.TeamOf(r.Entry.Player))
	}
	return ""
}

// rowAt is the length of the longest row of the team's chips (corners
// count) through s after the entry, the team whose chip is on s.
func (r *Ruling) rowAt(s engine.Space) int {
	if r.After == nil || s == engine.NoSpace {
		return 0
	}
	t := r.After.Board().TeamAt(s)
	if t == engine.NoTeam {
		return 0
	}
	mine := r.After.Board().Chips(t).Union(engine.Corners)
	longest := 0
	for d := engine.Row; d <= engine.DownLeft; d++ {
		n := 1
		for _, step := range []int{-1, 1} {
			for p := s.Along(d, step); p != engine.NoSpace && mine.Has(p); p = p.Along(d, step) {
				n++
			}
		}
		longest = max(longest, n)
	}
	return longest
}

// forfeitWords say who forfeits what for a legal table talk, without
// where each card was held (that is the detail's): "Green talked, so Ann
// and Cat each forfeit one card of their choice".
func (r *Ruling) forfeitWords() string {
	t := r.Entry.Team
	var members, cards []string
	for p := range r.Record.Players {
		if r.Before.TeamOf(p) == t {
			members = append(members, r.Record.Name(p))
		}
	}
	for _, f := range r.Entry.Forfeits {
		if f.Card != engine.NoCard {
			cards = append(cards, r.Record.Name(f.Player)+" "+CardWords(f.Card))
		}
	}
	out := fmt.Sprintf("%s talked, so %s each forfeit one card of their choice", upperFirst(t.String()), prose.JoinAnd(members))
	if len(cards) > 0 {
		out += ": " + strings.Join(cards, ", ")
	}
	return out
}

// hasFact reports whether a fact of the ruling rests on the rule.
func (r *Ruling) hasFact(rule rulebook.ID) bool {
	for _, why := range r.Reasons {
		if why.Rule == rule {
			return true
		}
	}
	return false
}

// saysWords is what the entry does in players' words, with may or may not:
// every part of it a player may doubt (the dead card, the play, the draw or
// its absence, the claim), the part at fault first.
func (r *Ruling) saysWords() string {
	switch {
	case r.Earlier():
		return fmt.Sprintf("turn %d is not reached, because %s", r.Asked, r.saysOn())
	}
	return r.saysOn()
}

// saysOn is saysWords for the entry ruled on.
func (r *Ruling) saysOn() string {
	if r.Entry == nil {
		if r.Legal {
			return "the game may start with this setup"
		}
		return "the game may not start with this setup"
	}
	switch r.Entry.Kind {
	case record.TableTalk:
		if r.Legal {
			return "table talk is not allowed: each member of a team that talks forfeits a card"
		}
		return "the penalty for table talk is not right"
	case record.Reshuffle:
		if r.Legal {
			return "the new draw pile is right"
		}
		return "the new draw pile is not right"
	}
	name := r.Record.Name(r.Entry.Player)
	acts := r.Entry.Turn.Actions
	if r.Legal {
		out := name + " may " + joinActs(r.actsWords(acts, false))
		if r.Report.Won {
			out += ", and " + r.After.Winner().String() + " wins"
		}
		return out
	}
	at := r.Violation.ActionIndex
	if r.Violation.Rule == engine.TurnShape && r.Violation.Detail == engine.ShapeNoPlay {
		return name + " may not stop after " + joinActs(r.actsWords(acts, true))
	}
	if at < 0 || at >= len(acts) || r.Violation.Rule == engine.OutOfTurn || r.Violation.Rule == engine.GameOver {
		return name + " may not " + joinActs(r.actsWords(acts, false))
	}
	fault := r.actWords(acts[at], false)
	if acts[at].Kind == engine.Draw && r.Violation.Detail == engine.ShapeSecondDraw {
		fault = "draw a second card"
	}
	out := name + " may not " + fault
	if before := r.actsWords(acts[:at], true); len(before) > 0 {
		out += " after " + joinActs(before)
	}
	return out
}

// joinActs joins the words of actions: "a, b and c".
func joinActs(words []string) string {
	if len(words) == 0 {
		return "play this turn"
	}
	return prose.JoinAnd(words)
}

// actsWords says what each action does, draws in a row said once ("draw
// two cards").
func (r *Ruling) actsWords(acts []engine.Action, gerund bool) []string {
	var out []string
	for i, a := range acts {
		w := r.actWords(a, gerund)
		if a.Kind == engine.Draw && i > 0 && acts[i-1].Kind == engine.Draw && len(out) > 0 {
			out[len(out)-1] = "draw two cards"
			if gerund {
				out[len(out)-1] = "drawing two cards"
			}
			continue
		}
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// actWords says what one action does, as a verb ("play 7♥ on D6") or a
// gerund ("playing 7♥ on D6").
func (r *Ruling) actWords(a engine.Action, gerund bool) string {
	c := CardWords(a.Card)
	var verb, rest string
	switch a.Kind {
	case engine.TurnInDead:
		verb, rest = "turn", " in "+c+" as dead"
	case engine.Place:
		verb, rest = "play", fmt.Sprintf(" %s on %s", c, a.Space)
	case engine.PlaceShort:
		verb, rest = "play", " "+c
	case engine.Take:
		verb, rest = "play", fmt.Sprintf(" %s on %s", c, a.Space)
		if r.Before != nil {
			if t := r.Before.Board().TeamAt(a.Space); t != engine.NoTeam {
				verb, rest = "take", fmt.Sprintf(" %s's chip off %s with %s", t, a.Space, c)
			}
		}
	case engine.Pass:
		verb = "pass"
	case engine.NoDraw:
		verb, rest = "skip", " the draw"
	case engine.Draw:
		verb = "draw"
		if a.Card != engine.NoCard {
			rest = " " + c
		}
	case engine.Claim:
		verb, rest = "claim", fmt.Sprintf(" %s-%s", a.Space, a.To)
	default:
		return ""
	}
	if gerund {
		verb = gerundOf(verb)
	}
	return verb + rest
}

// gerundOf is a verb of actWords as a gerund: "taking", "skipping".
func gerundOf(verb string) string {
	switch verb {
	case "take":
		return "taking"
	case "skip":
		return "skipping"
	}
	return verb + "ing"
}

// reasonWords is why, in one sentence, and the facts as specific as it.
func (r *Ruling) reasonWords() (string, []string) {
	if !r.Legal {
		if v := r.Violation; v.Rule == engine.GameOver && r.Before != nil {
			// Why the game is over: the number of sequences that won it.
			return fmt.Sprintf("%s has already won: %s, and nothing may follow the win", upperFirst(v.Team.String()), NeedWhy(r.Before)), nil
		}
		return playersWords(strings.TrimSuffix(r.faultWords(), ".")), nil
	}
	if r.Entry != nil && r.Entry.Kind == record.TableTalk {
		return r.forfeitWords(), nil
	}
	facts := r.decidingFacts()
	if len(facts) == 0 {
		return "", nil
	}
	reason := strings.TrimSuffix(facts[0], ".")
	if r.Report.MissedDraw && r.Rule != rulebook.MissedDraw {
		for _, why := range r.Reasons {
			if why.Rule == rulebook.MissedDraw {
				reason += "; " + why.Text
			}
		}
	}
	var also []string
	for _, f := range facts[1:] {
		also = append(also, playersWords(f))
	}
	return playersWords(reason), also
}
