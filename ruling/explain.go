package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/rulebook"
)

// Explain says in words why an entry (or, with a nil entry, the setup)
// breaks its rule. g is the game before the entry (nil for the setup).
func Explain(rec *record.Record, g *engine.Game, e *record.Entry, v engine.Violation) string {
	if e == nil {
		return explainSetup(rec, v)
	}
	x := explainer{rec: rec, g: g, e: e, v: v}
	return x.entry()
}

type explainer struct {
	rec *record.Record
	g   *engine.Game
	e   *record.Entry
	v   engine.Violation
}

// act is the action at fault in canonical notation, with a colon.
func (x *explainer) act() string {
	switch {
	case x.e.Kind == record.PlayerTurn && x.v.ActionIndex >= 0 && x.v.ActionIndex < len(x.e.Turn.Actions):
		return notation.FormatAction(x.e.Turn.Actions[x.v.ActionIndex]) + ": "
	case x.e.Kind == record.Reshuffle:
		return "reshuffle: "
	case x.e.Kind == record.TableTalk:
		return "table talk: "
	}
	return ""
}

func (x *explainer) name(p int) string { return x.rec.Name(p) }

func (x *explainer) entry() string {
	v, g := x.v, x.g
	c := v.Card
	switch v.Rule {
	case engine.GameOver:
		return fmt.Sprintf("%s has already won; nothing may follow the win", v.Team)
	case engine.OutOfTurn:
		return fmt.Sprintf("it is %s's turn, not %s's", x.name(v.ToMove()), x.name(v.Player))
	case engine.TurnShape:
		return x.act() + shapeProblem(v.Detail)
	case engine.DeadTwice:
		return x.act() + "a second dead card in one turn; only one dead card may be turned in per turn"
	case engine.NotInHand:
		return x.act() + fmt.Sprintf("%s's hand (%s) does not hold %s", x.name(v.Player), handText(g.Hand(v.Player)), c)
	case engine.CardCount:
		if g.Rules().Kind(c) == engine.NotInDeck {
			return x.act() + fmt.Sprintf("the deck of %s has no %s", rulebook.GameWords(g.Rules()), c)
		}
		count, inDeck := v.Copies()
		return x.act() + fmt.Sprintf("%s would leave a hand for the %s time since the last reshuffle; the deck holds it %s",
			c, ordinal(count), times(inDeck))
	case engine.NotDead:
		return x.act() + fmt.Sprintf("%s is not dead: %s", c, whyLive(g, c, v.Space))
	case engine.WrongCard:
		switch v.Detail {
		case engine.RemoveCardPlaced:
			return x.act() + fmt.Sprintf("%s removes chips %s; it cannot place one", describeCard(g.Rules(), c), rulebook.InWords(g.Rules()))
		case engine.PlaceCardRemoves:
			return x.act() + fmt.Sprintf("%s cannot remove a chip %s; only %s remove", describeCard(g.Rules(), c), rulebook.InWords(g.Rules()), andList(g.Rules().RemoveCards()))
		}
	case engine.Ambiguous:
		if g.Rules().Kind(c) == engine.Wild {
			return x.act() + fmt.Sprintf("%s is wild and may go on any open space, so the space must be written (%s@SPACE)", c, c)
		}
		return x.act() + fmt.Sprintf("both spaces that show %s, %s and %s, are open; write which (%s@%s or %s@%s)", c, v.Space, v.OtherSpace(), c, v.Space, c, v.OtherSpace())
	case engine.NoSpaceOpen:
		return x.act() + fmt.Sprintf("neither space that shows %s is open (%s, %s)", c, spaceState(g, v.Space), spaceState(g, v.OtherSpace()))
	case engine.CornerSpace:
		if x.e.Turn.Actions[v.ActionIndex].Kind == engine.Take {
			return x.act() + fmt.Sprintf("%s is a free corner; no chip is ever removed from a corner", v.Space)
		}
		return x.act() + fmt.Sprintf("%s is a free corner; no chip is ever placed on a corner", v.Space)
	case engine.WrongSpace:
		if v.Detail == engine.OffBoard {
			return x.act() + "the space named is not on the board; the spaces are A1 to J10"
		}
		sp := g.Layout().SpacesOf(c)
		return x.act() + fmt.Sprintf("%s shows %s, not %s; %s shows at %s and %s", v.Space, v.Shown(), c, c, sp[0], sp[1])
	case engine.Occupied:
		return x.act() + fmt.Sprintf("%s already holds a %s chip", v.Space, v.Team)
	case engine.RemoveEmpty:
		return x.act() + fmt.Sprintf("%s holds no chip to remove", v.Space)
	case engine.RemoveOwn:
		return x.act() + fmt.Sprintf("removes %s's own chip at %s; a remove card takes an opponent's chip", v.Team, v.Space)
	case engine.RemoveLocked:
		return x.act() + fmt.Sprintf("the %s chip at %s is part of the completed sequence %s and cannot be removed", v.Team, v.Space, sequenceAt(g, v.SequenceIndex()))
	case engine.PassPlayable:
		return x.act() + fmt.Sprintf("%s can play %s (%s), so may not pass", x.name(v.Player), c, playableBecause(g, c, g.TeamOf(v.Player)))
	case engine.DrawMismatch:
		switch v.Detail {
		case engine.PileEmpty:
			return x.act() + "no card is left to draw: the draw pile and the discards are empty"
		case engine.NotInPile:
			return x.act() + fmt.Sprintf("the draw pile holds no %s", c)
		case engine.NotTop:
			return x.act() + fmt.Sprintf("the top card of the draw pile is %s, not %s", v.Drawn(), c)
		}
		return x.act() + fmt.Sprintf("%s is not the card drawn", c)
	case engine.ReshuffleMismatch:
		return x.act() + reshuffleProblem(v)
	case engine.WrongClaim:
		return x.act() + claimProblem(g, v)
	}
	return x.act() + v.Rule.String()
}

func shapeProblem(d engine.Detail) string {
	const shape = "a turn is [dead CARD [+CARD]] then one play or pass, then at most one +CARD or nodraw"
	switch d {
	case engine.ShapeNoPlay:
		return "no play and no pass; " + shape
	case engine.ShapeSecondPlay:
		return "a second play or pass in one turn; " + shape
	case engine.ShapeDrawAfterPass:
		return "a pass draws no card (and so cannot miss one)"
	case engine.ShapeSecondDraw:
		return "a second draw after the play; " + shape
	case engine.ShapeOutOfPlace:
		return "out of place; " + shape
	}
	return shape
}

// shapeWords says in players' words what is wrong with the shape of a
// turn, where shapeProblem gives the notation's grammar; for a part out of
// its place, which part, from the turn's actions.
func shapeWords(d engine.Detail, actions []engine.Action) string {
	if d == engine.ShapeOutOfPlace {
		return outOfPlaceWords(actions)
	}
	switch d {
	case engine.ShapeNoPlay:
		return "turning in a dead card is not a turn: a play (or a pass) must follow"
	case engine.ShapeSecondPlay:
		return "one play (or one pass) a turn; this is a second one"
	case engine.ShapeDrawAfterPass:
		return "a pass draws no card (and so cannot miss one)"
	case engine.ShapeSecondDraw:
		return "one draw after the play; this is a second one"
	}
	return "a turn is a dead card turned in (if any), then one play or pass, then the draw"
}

// outOfPlaceWords says which part of a turn stands out of its place: a
// draw before the play, or a dead card turned in after it.
func outOfPlaceWords(actions []engine.Action) string {
	const order = "a dead card turned in (if any) comes first, then the play or pass, then the draw"
	played := false
	for _, a := range actions {
		switch a.Kind {
		case engine.Draw, engine.NoDraw:
			if !played {
				return "the draw comes after the play: " + order
			}
		case engine.TurnInDead:
			if played {
				return "a dead card is turned in before the play: " + order
			}
		case engine.Place, engine.Take, engine.PlaceShort, engine.Pass:
			played = true
		}
	}
	return "out of order: " + order
}

// claimProblem says why a named sequence cannot be claimed.
func claimProblem(g *engine.Game, v engine.Violation) string {
	q := fmt.Sprintf("%s-%s", v.Space, v.LineEnd())
	switch v.Detail {
	case engine.ClaimNotInLine:
		return q + " is not five spaces in a line (a row, a column or a diagonal)"
	case engine.ClaimMissesChip:
		return fmt.Sprintf("%s does not hold the chip this entry places; a placement claims only sequences through its own chip", q)
	case engine.ClaimNotFull:
		return fmt.Sprintf("%s is not complete: %s holds no %s chip", q, v.Unfilled(), v.Team)
	case engine.ClaimShares:
		if v.SequenceIndex() < 0 {
			return fmt.Sprintf("%s shares more than one space with another sequence this entry claims", q)
		}
		return fmt.Sprintf("%s shares more than one space with %s's sequence %s; two sequences of a team share at most one", q, v.Team, sequenceAt(g, v.SequenceIndex()))
	}
	return q + " cannot be claimed"
}

func reshuffleProblem(v engine.Violation) string {
	listed, expected := v.Listed()
	switch v.Detail {
	case engine.ReshuffleNotEmpty:
		return fmt.Sprintf("the draw pile is not empty (%s left); a reshuffle comes right after the entry that empties it", cardCount(v.PileSize()))
	case engine.ReshuffleMissing:
		if v.Card == engine.NoCard {
			return fmt.Sprintf("the list has %s but %d were already drawn from the new pile", cardCount(listed), expected)
		}
		return fmt.Sprintf("%s was discarded %s since the last reshuffle but is listed %s", v.Card, times(expected), times(listed))
	case engine.ReshuffleExtra:
		if expected == 0 {
			return fmt.Sprintf("%s is listed %s but was not discarded since the last reshuffle", v.Card, times(listed))
		}
		return fmt.Sprintf("%s is listed %s but was discarded only %s since the last reshuffle", v.Card, times(listed), times(expected))
	case engine.ReshuffleDrawn:
		return fmt.Sprintf("the new pile's card %d was drawn as %s, but the list has %s there", v.ActionIndex+1, v.Drawn(), v.Card)
	case engine.ReshuffleHeld:
		held, inDeck := v.Copies()
		return fmt.Sprintf("%s is listed, but known hands hold %d of the deck's %s, so it cannot have been discarded", v.Card, held, copiesOf(inDeck))
	case engine.ReshuffleTooFew:
		return fmt.Sprintf("the list has %s, but %d were discarded since the last reshuffle (some forfeited unseen)", cardCount(listed), expected)
	}
	return "the list is not the discards"
}

// copiesOf is "1 copy", "2 copies".
func copiesOf(n int) string {
	if n == 1 {
		return "1 copy"
	}
	return fmt.Sprintf("%d copies", n)
}

// cardCount is "1 card", "3 cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

func times(n int) string {
	switch n {
	case 0:
		return "no times"
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// handText lists a known hand's cards.
func handText(h *engine.Hand) string {
	cards := h.Cards()
	if len(cards) == 0 {
		return "empty"
	}
	return cardList(cards)
}

func cardList(cards []engine.Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return strings.Join(names, " ")
}

// andList lists cards as "JC and JS".
func andList(cards []engine.Card) string {
	names := strings.Fields(cardList(cards))
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// describeCard names what a card is under a ruleset, with what it does
// unless it is ADD or REMOVE: "JS (a one-eyed jack, remove)", "7H (a normal
// card)".
func describeCard(r *engine.Ruleset, c engine.Card) string {
	switch k := r.Kind(c); {
	case !c.IsStandard():
		return c.String()
	case k == engine.Wild || k == engine.Removal:
		return fmt.Sprintf("%s (%s, %s)", c, rulebook.CardRole(r, c), k)
	}
	return c.String() + " (" + rulebook.CardRole(r, c) + ")"
}

// spaceState says what covers a space: "D6 (blue)".
func spaceState(g *engine.Game, s engine.Space) string {
	if t := g.Board().TeamAt(s); t != engine.NoTeam {
		return fmt.Sprintf("%s holds %s", s, t)
	}
	return s.String() + " is open"
}

func whyLive(g *engine.Game, c engine.Card, open engine.Space) string {
	switch g.Rules().Kind(c) {
	case engine.Wild, engine.Removal:
		return "wild and remove cards are never dead"
	}
	return fmt.Sprintf("%s, which shows it, is open", open)
}

func playableBecause(g *engine.Game, c engine.Card, t engine.Team) string {
	switch g.Rules().Kind(c) {
	case engine.Wild:
		return "it is wild and spaces are open"
	case engine.Removal:
		return "it removes, and an opponent's unlocked chip is on the board"
	}
	open := g.Targets(c, t).First()
	if open == engine.NoSpace {
		return "?"
	}
	return open.String() + " is open"
}

func sequenceAt(g *engine.Game, i int) string {
	seqs := g.Sequences()
	if i < 0 || i >= len(seqs) {
		return "?"
	}
	return SequenceName(seqs[i])
}

// SequenceName writes a sequence as its two ends: "B9-F9".
func SequenceName(q engine.Sequence) string { return q.From.String() + "-" + q.To().String() }
