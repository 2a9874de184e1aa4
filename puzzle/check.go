package puzzle

import (
	"slices"
	"strings"

	"github.com/seqref/seqref/internal/expect"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/ruling"
)

// Check confirms a puzzle record: its shape (Read), that the engine accepts
// its position, that its answer is right and the only one (every legal play
// of the hand tried, for win and block; the exact set of dead cards; the
// engine's one verdict for legal and count), that its difficulty is the one
// its kind's rule gives, and that its expect: block names result, turns and
// sequences (with winner after a win and error after an illegal entry) and
// matches what replaying the record gives. The error is a *Problem saying
// where in the file, or nil.
func Check(rec *record.Record) error {
	pz, err := Read(rec)
	if err != nil {
		return err
	}
	g, v := pz.Position.Game()
	if !v.OK() {
		return pz.problem("start", "the engine does not accept the puzzle's position: %s", v.Rule)
	}
	if g.Winner() != engine.NoTeam {
		return pz.problem("start", "%s has already won at the start", g.Winner())
	}
	if p := checkers[pz.Kind](pz, g); p != nil {
		return p
	}
	if p := pz.checkExpect(rec); p != nil {
		return p
	}
	return nil
}

// checkTurnIsAnswer confirms that the record's turn is the answer's play.
func (pz *Puzzle) checkTurnIsAnswer() *Problem {
	if len(pz.Turn) != 1 || !sameAction(pz.Turn[0], pz.Answer.Play) {
		return pz.problem("turn", "the turn of a %s puzzle is its answer, %s, not %s",
			pz.Kind, notation.FormatAction(pz.Answer.Play), notation.FormatTurn(pz.Turn))
	}
	return nil
}

// checkDifficulty confirms that the puzzle's difficulty is the one its
// kind's rule gives.
func (pz *Puzzle) checkDifficulty(d Difficulty) *Problem {
	if d != pz.Difficulty {
		return pz.problem("difficulty", "the puzzle is %s by the rule of %s puzzles (docs/puzzles.md), not %s", d, pz.Kind, pz.Difficulty)
	}
	return nil
}

// checkExpect confirms that the expect: block names the keys a puzzle's
// outcome needs and that the replay gives every key it names.
func (pz *Puzzle) checkExpect(rec *record.Record) *Problem {
	if !rec.HasExpect() {
		return pz.problem("puzzle", "a puzzle has an expect: block: the outcome its answer gives")
	}
	x := rec.Expectation
	if lerr := rec.ExpectError; lerr != nil {
		return &Problem{Pos: lerr.Pos, Msg: lerr.Msg}
	}
	o := ruling.Judge(rec, "")
	need := []string{"result", "turns", "sequences"}
	switch o.Result {
	case record.Win:
		need = append(need, "winner")
	case record.Illegal:
		need = append(need, "error.turn", "error.rule")
	}
	for _, k := range need {
		if !slices.Contains(x.Keys, k) {
			return &Problem{Pos: x.At, Msg: "expect: must name " + k}
		}
	}
	for _, c := range expect.Compare(x, o) {
		if !c.Same {
			pos, ok := x.Pos[c.Key()]
			if !ok {
				pos = x.At
			}
			return &Problem{Pos: pos, Msg: "expect: " + c.Key() + " is " + c.Want + ", but the record gives " + c.Got}
		}
	}
	return nil
}

// playList writes plays as "5H@E5, JDxC4".
func playList(plays []engine.Action) string {
	parts := make([]string, len(plays))
	for i, a := range plays {
		parts[i] = notation.FormatAction(a)
	}
	return strings.Join(parts, ", ")
}

// cardList writes cards as a YAML flow list: [4C, 9S].
func cardList(cards []engine.Card) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
