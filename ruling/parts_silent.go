package ruling

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/rulebook"
)

// silentWords says, where the rulebooks are silent on the point that
// decides, what seqref decides and how a table may rule otherwise, in
// players' words (the decision's number and the record's notation are the
// detail's), and where it can, the same in a few words; "" where the
// documents decide.
func (r *Ruling) silentWords() (words, short string) {
	if line, short, ok := r.lineWords(); ok {
		return line, short
	}
	if _, ok := r.decidingDecision(); ok {
		return fmt.Sprintf("The rulebooks name jacks by their eyes, not their suits: seqref takes %s as two-eyed; a table may agree before the game to play red jacks wild.",
				cardWordList(r.Rules.WildCards())),
			fmt.Sprintf("seqref takes %s as two-eyed, where the rulebooks are silent; a table may play red jacks wild.", cardWordList(r.Rules.WildCards()))
	}
	if _, ok := r.decidingSentence(); ok {
		return "", ""
	}
	if d, ok := r.frontDecision(); ok {
		if w := decisionWords(d.ID); w != "" {
			return w, ""
		}
		return fmt.Sprintf("The rulebooks are silent on %s: seqref decides, and a table may agree otherwise before the game.", d.Title), ""
	}
	return docsWords(r) + " " + plural(len(rulebook.WordsOf(r.Rules).Sources), "says", "say") + " nothing of this; seqref follows the other rulebooks, and a table may agree otherwise before the game.", ""
}

// decisionWords say in players' words what seqref decides where the
// rulebooks are silent, and how a table rules otherwise (docs/rules.md,
// section 7, gives each decision in full); "" for a decision without them.
func decisionWords(id string) string {
	switch id {
	case rulebook.NoCardLeft:
		return "The rulebooks do not say what happens when no card is left to draw: seqref has no draw made and none owed; a table may agree otherwise before the game."
	case rulebook.ReshuffleMoment:
		return "The rulebooks do not say when the discards become the new pile: seqref does it the moment the last card is drawn; a table may agree otherwise before the game."
	case rulebook.MissedDrawTime:
		return "The rulebooks put the deadline for the draw differently: the table decides whether the draw was missed."
	case rulebook.TalkInBible:
		return "Bible Sequence has no rule on table talk: seqref applies the other rulebooks' forfeit; a table that does not punish talk just plays on."
	case rulebook.ThreeColours:
		return "The rulebooks do not say whether 6 or 12 players play as two teams or three: the colours the players take decide."
	case rulebook.ShortForm:
		return "A card that fits one open space goes there; with both spaces open the player must say which."
	case rulebook.DrawAfterWin:
		return "The game ends at the winning chip: a draw after it does not matter."
	case rulebook.PassEverywhere:
		return "Only one rulebook speaks of passing: seqref lets a player with nothing to play pass under every rulebook."
	case rulebook.NamedClaims:
		return "The rulebooks do not say how a player names the five they claim: seqref counts the five named with the chip that completes them, and the rest in a fixed order."
	}
	return ""
}

// docsWords names the ruleset's rule documents as a player finds them.
func docsWords(r *Ruling) string {
	var names []string
	for _, f := range rulebook.WordsOf(r.Rules).Sources {
		names = append(names, documentWords(f))
	}
	return prose.JoinAnd(names)
}

// cardWordList names cards as players do: "J♦ and J♣".
func cardWordList(cards []engine.Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = CardWords(c)
	}
	return prose.JoinAnd(names)
}

// lineWords says, for a ruling on a chip in a line of six to nine that
// holds one sequence, that the chip is locked whichever five count, or
// which five seqref counts where the rulebooks are silent and how a table
// counts others.
func (r *Ruling) lineWords() (words, short string, ok bool) {
	if r.Rule != rulebook.SequenceRule && r.Rule != rulebook.IDOf(engine.RemoveLocked) {
		return "", "", false
	}
	l, s, ok := r.longLineAt()
	if !ok {
		return "", "", false
	}
	if l.earlier && !l.holdsAlways(s) {
		// Which five count was settled when the sequence was made; no claim
		// of seqref's is credited with a sequence the record may have given.
		locked := "is locked"
		if !l.claimed.Mask().Has(s) {
			locked = "is not locked"
		}
		return fmt.Sprintf("The rulebooks do not say which five count: %s was made before this turn, so %s %s; a player may name the five as the sequence is made.",
			SequenceName(l.claimed), s, locked), "", true
	}
	if l.holdsAlways(s) {
		return fmt.Sprintf("The rulebooks do not say which five of a longer line count, but %s is locked whichever five of %s's line of %s, %s, count.",
				s, l.team, numberWords[len(l.spaces)], l.name()),
			fmt.Sprintf("%s is locked whichever five of %s count.", s, l.name()), true
	}
	return fmt.Sprintf("The rulebooks do not say which five of a line of %s count: seqref counts %s; a table may count other five when the player names them as the sequence is made.",
			numberWords[len(l.spaces)], SequenceName(l.claimed)),
		fmt.Sprintf("The rulebooks do not say which five count: seqref counts %s; a player may name others as the sequence is made.", SequenceName(l.claimed)), true
}
