package rulebook

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/internal/prose"
)

// Decision is a point where the rule documents are silent or disagree, and
// what seqref decided there (docs/rules.md section 7 gives each in full).
type Decision struct {
	// ID is the decision's number in docs/rules.md: "D10".
	ID string `json:"id"`
	// Title is the question the decision answers.
	Title string `json:"title"`
	// Text is what seqref does, in a sentence or two.
	Text string `json:"text"`
	// Choose says how a record or a table can choose otherwise, where it can.
	Choose string `json:"choose,omitempty"`
}

// The decisions a ruling names when its verdict rests on one.
const (
	NoCardLeft      = "D2"
	ReshuffleMoment = "D3"
	MissedDrawTime  = "D5"
	TalkInBible     = "D6"
	ThreeColours    = "D9"
	GreedyClaim     = "D10"
	ShortForm       = "D14"
	JackEyes        = "D15"
	DrawAfterWin    = "D16"
	PassEverywhere  = "D18"
	NamedClaims     = "D19"
)

var decisions = []Decision{
	{ID: "D1", Title: "a game where no card is left and nobody can play",
		Text: "The game is unfinished and blocked: only passes can follow."},
	{ID: NoCardLeft, Title: "a draw when no card is left",
		Text: "When the pile and the discards are empty, no draw is made and none is owed."},
	{ID: ReshuffleMoment, Title: "when the reshuffle happens",
		Text: "The discards become the new pile the moment a draw takes the last card, in the same entry."},
	{ID: "D4", Title: "what a reshuffle entry must list",
		Text: "Every card discarded since the last reshuffle, top first, as the new pile was formed."},
	{ID: MissedDrawTime, Title: "how late a draw may be",
		Text:   "The rule documents set the deadline differently (before the next player moves and draws, draws, or places); the record writes nodraw and seqref does not judge the timing.",
		Choose: "The table decides whether the draw was missed; the record says so with nodraw, or with the card drawn."},
	{ID: TalkInBible, Title: "table talk under Bible SEQUENCE",
		Text:   "Bible SEQUENCE has no table-talk rule; seqref applies the same forfeit as the other rulesets.",
		Choose: "A Bible table that does not punish talk leaves the table-talk entry out of the record."},
	{ID: "D7", Title: "a dead card's replacement",
		Text: "It is drawn at once, before the play, and cannot be missed; turning in a dead card never ends the turn."},
	{ID: "D8", Title: "dead-twice or turn-shape",
		Text: "dead-twice when the turn would be well shaped without the extra dead cards; any other fault of shape is turn-shape."},
	{ID: ThreeColours, Title: "three colours with 6, 9 or 12 players",
		Text:   "Under standard and red-jacks, 6 and 12 players may play as two or as three teams, and 9 only as three; the colours in players: decide. Bible SEQUENCE uses three colours only for three players alone.",
		Choose: "The colours given in players: choose two or three teams."},
	{ID: GreedyClaim, Title: "which five of a longer line are claimed",
		Text:   "When a placement completes more than one five, seqref claims them in a fixed order: row, column, diagonal down-right, diagonal down-left, and in a line the five furthest up (or left) first. Chips outside the claimed fives stay removable.",
		Choose: "The record names the five the player announced after the placement: 3H@F6 =C6-G6 (D19)."},
	{ID: "D11", Title: "a wild card when only corners are free",
		Text: "It has no target and does not stop a pass, but it is not a dead card; the same for a remove card with no chip to take."},
	{ID: "D12", Title: "card-count and reshuffles",
		Text: "A card may leave hands as often as the deck holds it between two reshuffles; counted while the pile's size is known."},
	{ID: "D13", Title: "what a start position must satisfy",
		Text: "Chips of playing colours, listed sequences that are five in a line of locked chips or corners, no locked chip outside them, at most one winner."},
	{ID: ShortForm, Title: "a card written without its space",
		Text: "It goes on its one open space; with both open it is ambiguous, with none no-space; a wild card always needs its space."},
	{ID: JackEyes, Title: "which jacks have two eyes",
		Text:   "The rule documents of standard name jacks by their eyes, not their suits; in the common English-pattern deck the jacks of hearts and spades are drawn in profile, so under standard JD and JC are wild and JH and JS remove.",
		Choose: "A table that plays red jacks (hearts and diamonds) wild plays red-jacks: ruleset: red-jacks in the record, or --ruleset red-jacks."},
	{ID: DrawAfterWin, Title: "the draw after the winning play",
		Text: "The game ends at the winning placement; a draw written after it is not judged."},
	{ID: "D17", Title: "what no rule document makes a rule of",
		Text: "The cut for the deal, the dice Game Rules, RVers of Idaho names, the number of chips and each player's own discard pile are not judged; the first player listed moves first."},
	{ID: PassEverywhere, Title: "passing under every ruleset",
		Text:   "Only Game Rules, RVers of Idaho speaks of passing (\"he must pass\"); seqref allows a pass under every ruleset when nothing can be played.",
		Choose: "None: a player with nothing to play has no other move."},
	{ID: NamedClaims, Title: "naming the sequences a placement claims",
		Text:   "After a placement, =FROM-TO names a sequence it claims; named ones are claimed first, then the fixed order claims any others.",
		Choose: "Leave the names out to let the fixed order (D10) choose."},
	{ID: "D20", Title: "what the table does after an illegal entry",
		Text: "The action at fault and anything after it in the entry are taken back: a card played or turned in goes back to the player's hand, a chip placed comes off and a chip removed goes back, and a card drawn beyond what the turn allows goes back on top of the draw pile. What came before the fault stands, and the player finishes the turn legally; a dead card turned in and replaced before the fault stands too, also when the fault is that no play follows it. An entry by the wrong player is taken back whole and the player to move plays. An entry after the game ended does not count: the game stands as it ended. A setup that breaks a rule is put right before the first turn."},
}

var decisionByID = indexBy(decisions, func(d *Decision) string { return d.ID })

// Decisions lists every decision, in the order of docs/rules.md.
func Decisions() []Decision { return append([]Decision(nil), decisions...) }

// DecisionOf returns the decision with the given id ("D10"), and false when
// there is none. The id is read without regard to case.
func DecisionOf(id string) (Decision, bool) {
	d, ok := decisionByID[strings.ToUpper(id)]
	if !ok {
		return Decision{}, false
	}
	return *d, true
}

// WriteDecision writes one decision for people.
func WriteDecision(w io.Writer, d Decision) error {
	bw := bufio.NewWriter(w)
	writeDecision(bw, d)
	return bw.Flush()
}

func writeDecision(w *bufio.Writer, d Decision) {
	fmt.Fprintf(w, "%s [decision]: %s\n", d.ID, d.Title)
	prose.Wrap(w, prose.Width, "  ", "  ", d.Text)
	if d.Choose != "" {
		prose.Wrap(w, prose.Width, "  To choose otherwise: ", "    ", d.Choose)
	}
	prose.Wrap(w, prose.Width, "  See: ", "    ", "docs/rules.md section 7, "+d.ID)
}

// writeDecisions writes the decisions after the rules of the catalogue.
func writeDecisions(w *bufio.Writer) {
	fmt.Fprintf(w, "\n== decisions where the rule documents are silent ==\n")
	for _, d := range decisions {
		w.WriteString("\n")
		writeDecision(w, d)
	}
}
