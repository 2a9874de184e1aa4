package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
)

// verdictWords is the verdict in players' words, without the fact that
// decides it: "Yes: Ann may play 5H on E5.", "No: Bob may not take the
// chip off D9 with JS.".
func (r *Ruling) verdictWords() string {
	if r.Earlier() {
		// The entry asked about is not reached: say so first.
		return fmt.Sprintf("No: entry %d is not reached: %s", r.Asked, strings.TrimPrefix(r.rulingWords(), "No: "))
	}
	return r.rulingWords()
}

// rulingWords is the verdict on the entry ruled on, in players' words.
func (r *Ruling) rulingWords() string {
	yes, may := "No: ", " may not "
	if r.Legal {
		yes, may = "Yes: ", " may "
	}
	if r.Entry == nil {
		if r.Legal {
			return "Yes: the game may start with this setup."
		}
		return "No: the game may not start with this setup."
	}
	switch r.Entry.Kind {
	case record.TableTalk:
		return yes + "the table talk is written as the rules want."
	case record.Reshuffle:
		return yes + "the new draw pile is written as the rules want."
	}
	out := yes + r.Record.Name(r.Entry.Player) + may + r.doing()
	if r.Legal && r.Report.Won {
		out += ", and " + r.After.Winner().String() + " wins"
	}
	return out + "."
}

// doing says what the entry does, in players' words: "turn in dead 4C,
// then play 7H on C4".
func (r *Ruling) doing() string {
	var parts []string
	acts := r.Entry.Turn.Actions
	for _, a := range acts {
		if r.Legal && (a.Kind == engine.Draw || a.Kind == engine.Claim) {
			continue
		}
		w := r.actionWords(a)
		switch {
		case w == "":
		case w == "draw a card" && len(parts) > 0 && parts[len(parts)-1] == w:
			parts[len(parts)-1] = "draw two cards"
		default:
			parts = append(parts, w)
		}
	}
	if !r.Legal && r.Violation.Rule == engine.TurnShape && r.Violation.Detail == engine.ShapeNoPlay {
		parts = append(parts, "stop there")
	}
	if len(parts) == 0 {
		return "play this turn"
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// actionWords says what one action does: "play 5H on E5", "take the green
// chip off G6 with JS".
func (r *Ruling) actionWords(a engine.Action) string {
	switch a.Kind {
	case engine.TurnInDead:
		return "turn in " + a.Card.String() + " as dead"
	case engine.Place:
		return fmt.Sprintf("play %s on %s", a.Card, a.Space)
	case engine.PlaceShort:
		return "play " + a.Card.String()
	case engine.Take:
		if r.Before != nil {
			if t := r.Before.Board().TeamAt(a.Space); t != engine.NoTeam {
				return fmt.Sprintf("take %s's chip off %s with %s", t, a.Space, a.Card)
			}
		}
		return fmt.Sprintf("take the chip off %s with %s", a.Space, a.Card)
	case engine.Pass:
		return "pass"
	case engine.NoDraw:
		if r.Legal {
			return "miss the draw (a penalty, not a fault)"
		}
		return "write nodraw"
	case engine.Draw:
		if a.Card == engine.NoCard {
			return "draw a card"
		}
		return "draw " + a.Card.String()
	case engine.Claim:
		return fmt.Sprintf("claim %s-%s", a.Space, a.To)
	}
	return ""
}
