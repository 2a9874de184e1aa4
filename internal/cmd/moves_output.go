package cmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
)

// movesOutput is what seqref moves prints: the listing, the situation it
// is of, and the players' names (nil for a situation).
type movesOutput struct {
	listing   moves.Listing
	situation notation.Situation
	names     []string
}

// mover names the player to move: "Ann (green, seat 1)" or "seat 1 (green)".
func (o movesOutput) mover() string {
	l := o.listing
	if o.names != nil {
		return fmt.Sprintf("%s (%s, seat %d)", o.names[l.Player], l.Team, l.Player+1)
	}
	return fmt.Sprintf("seat %d (%s)", l.Player+1, l.Team)
}

func (o movesOutput) writeText(w io.Writer) error {
	l := o.listing
	fmt.Fprintf(w, "Situation: %s\n", o.situation.String())
	if l.Over {
		_, err := fmt.Fprintf(w, "The game is over: nothing may be played.\n")
		return err
	}
	hand := "not known, so the plays of every card of the deck are listed"
	if l.HandKnown {
		hand = "none"
		if cards := o.situation.Hand.Cards; len(cards) > 0 {
			hand = cardNames(cards, " ")
		}
	}
	fmt.Fprintf(w, "To move: %s; hand: %s\n", o.mover(), hand)
	if len(l.Dead) > 0 {
		fmt.Fprintf(w, "Dead cards, any one of which may be turned in before the play: %s\n", cardNames(l.Dead, " "))
	}
	switch {
	case !l.HandKnown:
		fmt.Fprintln(w, "Pass: legal only if the hand holds no card that can be played, which is not known")
	case l.Pass:
		fmt.Fprintln(w, "Pass: legal, no card can be played")
	default:
		fmt.Fprintln(w, "Pass: not legal, a card can be played")
	}
	if len(l.Threats) > 0 {
		var ts []string
		for _, t := range l.Threats {
			ts = append(ts, threatText(t))
		}
		fmt.Fprintf(w, "Threats: %s\n", strings.Join(ts, "; "))
	}
	fmt.Fprintf(w, "%d %s:\n", len(l.Plays), plural(len(l.Plays), "play", "plays"))
	width := 0
	for _, p := range l.Plays {
		width = max(width, len(notation.FormatAction(p.Action)))
	}
	for _, p := range l.Plays {
		line := "  " + notation.FormatAction(p.Action)
		if effects := playEffects(p); effects != "" {
			line += strings.Repeat(" ", width-len(notation.FormatAction(p.Action))) + "  " + effects
		}
		fmt.Fprintln(w, line)
	}
	return nil
}

// playEffects says what a play does, for people.
func playEffects(p moves.Play) string {
	var out []string
	for _, q := range p.Sequences {
		out = append(out, "completes "+sequenceText(q))
	}
	if p.Wins {
		out = append(out, "wins")
	}
	for _, t := range p.Blocks {
		verb := "blocks "
		if p.Action.Kind == engine.Take {
			verb = "breaks "
		}
		out = append(out, verb+threatText(t))
	}
	return strings.Join(out, "; ")
}

// sequenceText is "green B9-F9 (B9 C9 D9 E9 F9)".
func sequenceText(q engine.Sequence) string {
	return fmt.Sprintf("%s %s-%s (%s)", q.Team, q.From, q.To(), spaceNames(q.Spaces()))
}

// threatText is "blue B2-F6 (E5 open)".
func threatText(t moves.Threat) string {
	return fmt.Sprintf("%s %s-%s (%s open)", t.Line.Team, t.Line.From, t.Line.To(), t.Open)
}

func spaceNames(spaces [5]engine.Space) string {
	names := make([]string, len(spaces))
	for i, s := range spaces {
		names[i] = s.String()
	}
	return strings.Join(names, " ")
}

func cardNames(cards []engine.Card, sep string) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return strings.Join(names, sep)
}

// movesCounts are the numbers --count prints.
type movesCounts struct {
	Plays     int  `json:"plays"`
	Completes int  `json:"completing"`
	Wins      int  `json:"winning"`
	Blocks    int  `json:"blocking"`
	Dead      int  `json:"dead"`
	Pass      bool `json:"pass"`
}

func (o movesOutput) counts() movesCounts {
	l := o.listing
	n := movesCounts{Plays: len(l.Plays), Dead: len(l.Dead), Pass: l.Pass}
	for _, p := range l.Plays {
		if len(p.Sequences) > 0 {
			n.Completes++
		}
		if p.Wins {
			n.Wins++
		}
		if len(p.Blocks) > 0 {
			n.Blocks++
		}
	}
	return n
}

// countText is the counts on one line, the number of plays first.
func (o movesOutput) countText() string {
	n := o.counts()
	pass := "pass not legal"
	switch {
	case !o.listing.HandKnown:
		pass = "pass legal only if no card can be played (hand not known)"
	case n.Pass:
		pass = "pass legal"
	}
	return fmt.Sprintf("%d %s, %d completing a sequence, %d winning, %d blocking, %d dead %s, %s",
		n.Plays, plural(n.Plays, "play", "plays"), n.Completes, n.Wins, n.Blocks, n.Dead, plural(n.Dead, "card", "cards"), pass)
}
