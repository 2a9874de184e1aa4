package ruling

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
)

// reasoner says why a legal entry is legal, in the words of the game.
type reasoner struct {
	rec           *record.Record
	before, after *engine.Game
	e             *record.Entry
	rep           *engine.Report
	out           []Reason
	// decisions are the ids of the decisions (docs/rules.md section 7) the
	// entry's legality rests on, in the order met.
	decisions []string
}

// decide notes that a decision of docs/rules.md decided part of the ruling.
func (x *reasoner) decide(id string) { x.decisions = appendOnce(x.decisions, id) }

func (x *reasoner) add(rule rulebook.ID, format string, args ...any) {
	x.out = append(x.out, Reason{Rule: rule, Text: fmt.Sprintf(format, args...)})
}

// addPoint adds a fact whose point its rule alone does not say (see
// Reason.point).
func (x *reasoner) addPoint(rule rulebook.ID, point, format string, args ...any) {
	x.out = append(x.out, Reason{Rule: rule, Text: fmt.Sprintf(format, args...), point: point})
}

// explain returns the rule the entry rests on and the reasons it is legal.
func (x *reasoner) explain() (rulebook.ID, []Reason) {
	switch x.e.Kind {
	case record.TableTalk:
		x.tableTalk()
		return rulebook.TableTalk, x.out
	case record.Reshuffle:
		x.reshuffle()
		return rulebook.ReshufflePile, x.out
	}
	return x.turn(), x.out
}

func (x *reasoner) name() string       { return x.rec.Name(x.e.Player) }
func (x *reasoner) team() engine.Team  { return x.before.TeamOf(x.e.Player) }
func (x *reasoner) rules() string      { return rulebook.InWords(x.before.Rules()) }
func (x *reasoner) hand() *engine.Hand { return x.before.Hand(x.e.Player) }

// turn explains a player's turn part by part, in the order it is played.
func (x *reasoner) turn() rulebook.ID {
	x.add(rulebook.TurnOrder, "it is %s's turn (%s)", x.name(), x.team())
	acts := x.e.Turn.Actions
	main := rulebook.PassTurn
	for i, a := range acts {
		switch {
		case a.Kind == engine.TurnInDead:
			x.dead(a.Card)
		case a.Kind == engine.Pass:
			x.pass()
		case a.IsPlay():
			main = x.play(a)
			x.claims(acts[i+1:])
			x.placed()
			x.drawAfter(i + 1)
		}
	}
	if x.rep.Reshuffles > 0 {
		x.add(rulebook.ReshufflePile, "the draw pile ran out: the discards were shuffled into a new draw pile")
		x.decide(rulebook.ReshuffleMoment)
	}
	return main
}

func (x *reasoner) dead(c engine.Card) {
	sp := x.before.Layout().SpacesOf(c)
	x.add(rulebook.DeadCard, "%s is dead: %s and %s are covered; %s",
		c, x.covered(sp[0]), x.covered(sp[1]), x.holds(c, false))
	if d := x.rep.DeadDraw; d != engine.NoCard {
		x.add(rulebook.DeadCard, "%s draws %s in its place%s", x.name(), d, x.fromTop(1))
	} else {
		x.add(rulebook.DeadCard, "%s draws a card in its place; which one is not written", x.name())
	}
}

// covered names a space with the chip on it: "C2 (blue)".
func (x *reasoner) covered(s engine.Space) string {
	return fmt.Sprintf("%s (%s)", s, x.before.Board().TeamAt(s))
}

// holds says why the player may use card c: it is in a known hand, it was
// drawn for the dead card, or the hand is not known.
func (x *reasoner) holds(c engine.Card, mayBeReplacement bool) string {
	h := x.hand()
	switch {
	case !h.Known():
		return fmt.Sprintf("%s's hand is not known, so whether it holds %s is not checked", x.name(), c)
	case h.Count(c) > 0:
		return fmt.Sprintf("%s is in %s's hand", c, x.name())
	case mayBeReplacement && x.rep.DeadDraw == c:
		return fmt.Sprintf("%s drew %s for the dead card", x.name(), c)
	}
	return fmt.Sprintf("%s holds %s", x.name(), c)
}

// fromTop says that the k-th card drawn in the entry came off the top of the
// pile, when the pile's order was known and it held that many cards.
func (x *reasoner) fromTop(k int) string {
	if n, _ := x.before.Pile().Size(); x.before.Pile().OrderKnown() && n >= k {
		return ", the top card of the draw pile"
	}
	return ""
}

// draws is how many cards the entry drew up to the draw after the play.
func (x *reasoner) draws() int {
	if x.rep.Dead != engine.NoCard {
		return 2
	}
	return 1
}

func (x *reasoner) play(a engine.Action) rulebook.ID {
	c, s := a.Card, x.rep.Space
	held := x.holds(c, true)
	if c.IsJack() && rulebook.SilentOnJackEyes(x.before.Rules()) {
		x.decide(rulebook.JackEyes)
	}
	switch x.before.Rules().Kind(c) {
	case engine.Wild:
		x.add(rulebook.PlayWild, "%s: it places a chip on any open space; %s is open and not a corner; %s", x.role(c, "a wild card"), s, held)
		return rulebook.PlayWild
	case engine.Removal:
		x.add(rulebook.PlayRemove, "%s; the %s chip on %s is an opponent's and is not in a sequence; %s",
			x.role(c, "a remove card"), x.rep.Removed, s, held)
		if l, ok := openLineThrough(x.before, s); ok {
			x.addPoint(rulebook.PlayRemove, pointOpenLine, "%s is in %s's four in a row %s-%s, which is no sequence yet: only a chip of a completed sequence cannot be removed",
				s, l.team, l.from, l.to)
		}
		x.add(rulebook.PlayRemove, "%s stays empty this turn", s)
		if lockedByAnotherFive(x.before, s) {
			x.unlockedInLine(s)
		}
		return rulebook.PlayRemove
	}
	if a.Kind == engine.PlaceShort {
		sp := x.before.Layout().SpacesOf(c)
		other := sp[0]
		if other == s {
			other = sp[1]
		}
		x.add(rulebook.PlayNormal, "%s is written without a space: %s is the one open space that shows it (%s holds a %s chip)",
			c, s, other, x.before.Board().TeamAt(other))
	}
	x.add(rulebook.PlayNormal, "%s shows %s; it is open; %s", s, c, held)
	return rulebook.PlayNormal
}

// role says what a jack or action card is under the ruleset: "JS is a
// one-eyed jack in the standard game, a remove card".
func (x *reasoner) role(c engine.Card, kind string) string {
	if !c.IsStandard() {
		return fmt.Sprintf("%s is %s %s", c, kind, x.rules())
	}
	return fmt.Sprintf("%s is %s %s, %s", c, rulebook.CardRole(x.before.Rules(), c), x.rules(), kind)
}

// pass explains a legal pass: no card in a known hand can be played.
func (x *reasoner) pass() {
	h := x.after.Hand(x.e.Player)
	switch cards := h.Cards(); {
	case !h.Known():
		x.passDecision()
		x.add(rulebook.PassTurn, "%s's hand is not known, so the pass is not checked: a pass is refused only when a known hand can play", x.name())
	case len(cards) == 0:
		x.passDecision()
		x.add(rulebook.PassTurn, "%s holds no cards, so has nothing to play", x.name())
	default:
		var why []string
		for i, c := range cards {
			if i == 0 || cards[i-1] != c {
				why = append(why, x.unplayable(c))
			}
		}
		x.passDecision()
		x.add(rulebook.PassTurn, "%s cannot play any card: %s", x.name(), strings.Join(why, "; "))
		if x.rep.Dead == engine.NoCard && engine.CardSetOf(x.after.Hand(x.e.Player).Cards()...)&x.after.DeadSet() != 0 {
			x.add(rulebook.DeadCard, "holding a dead card that was not turned in is no reason to refuse a pass")
		}
	}
	x.add(rulebook.DrawCard, "a pass draws no card")
}

// unplayable says why a card has no legal target now.
func (x *reasoner) unplayable(c engine.Card) string {
	g := x.after
	switch g.Rules().Kind(c) {
	case engine.Wild:
		return fmt.Sprintf("%s is wild but no space is open", c)
	case engine.Removal:
		return fmt.Sprintf("%s removes, but no opponent's chip is off a sequence", c)
	}
	sp := g.Layout().SpacesOf(c)
	return fmt.Sprintf("%s is dead (%s and %s are covered)", c, sp[0], sp[1])
}

// unlockedInLine explains a chip removed from a line of the opponent's
// chips longer than five: it is not in the five claimed.
func (x *reasoner) unlockedInLine(s engine.Space) {
	x.decide(rulebook.GreedyClaim)
	if l, ok := lineThrough(x.before, s); ok {
		x.add(rulebook.SequenceRule, "%s is in %s's line %s but not in the five claimed, %s, so it is not locked",
			s, l.team, l.name(), SequenceName(l.claimed))
		return
	}
	x.add(rulebook.SequenceRule, "%s makes five in a line with %s's chips, but that five is not the one claimed, so it is not locked", s, x.rep.Removed)
}

// drawAfter explains the draw after the play; at is where a draw or nodraw
// would stand.
func (x *reasoner) drawAfter(at int) {
	acts := x.e.Turn.Actions
	written := at < len(acts) && acts[at].Kind == engine.Draw
	switch {
	case x.rep.Won:
		x.add(rulebook.DrawCard, "the game ends with the winning placement, so no draw is made%s",
			map[bool]string{true: " and the draw written is not judged", false: ""}[written])
		if written {
			x.decide(rulebook.DrawAfterWin)
		}
	case x.rep.MissedDraw:
		if at > 0 && acts[at-1].Card.IsJack() {
			x.addPoint(rulebook.DrawCard, pointJackDraw, "a jack is played like any other card, so after it %s draws", x.name())
		}
		x.add(rulebook.MissedDraw, "%s did not draw in time (nodraw): a draw missed is lost for the rest of the game, a penalty, not an illegal move; %s plays on with one card fewer, and the card stays on the pile",
			x.name(), x.name())
		x.decide(rulebook.MissedDrawTime)
	case x.rep.DrawnNone:
		x.add(rulebook.DrawCard, "no card is left to draw, so none is drawn or owed")
		x.decide(rulebook.NoCardLeft)
	case x.rep.Drew != engine.NoCard:
		x.add(rulebook.DrawCard, "%s draws %s%s", x.name(), x.rep.Drew, x.fromTop(x.draws()))
	case written:
		x.add(rulebook.DrawCard, "%s draws a card; which one is not known", x.name())
	default:
		x.add(rulebook.DrawCard, "%s draws a card; the record does not say which", x.name())
	}
}

// passDecision notes that a pass under a ruleset whose documents say nothing
// of passing rests on decision D18.
func (x *reasoner) passDecision() {
	if rule, ok := rulebook.Lookup(rulebook.PassTurn); ok && len(rule.SourcesFor(x.before.Rules())) == 0 {
		x.decide(rulebook.PassEverywhere)
	}
}

// claims explains the sequences the record names after the placement.
func (x *reasoner) claims(after []engine.Action) {
	for _, a := range after {
		if a.Kind != engine.Claim {
			break
		}
		q := a.Space.String() + "-" + a.To.String()
		x.add(rulebook.IDOf(engine.WrongClaim), "the record names %s (=%s): a sequence the player names is claimed before any other", q, q)
		x.decide(rulebook.NamedClaims)
	}
}

func appendOnce(ids []string, id string) []string {
	for _, have := range ids {
		if have == id {
			return ids
		}
	}
	return append(ids, id)
}
