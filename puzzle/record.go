package puzzle

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
)

// Record writes the puzzle as a record (docs/format.md section 5) that seqref
// validate accepts, through record's encoder: the position in start:, only
// the mover's hand, the question, the puzzle: block, the one turn and the
// expect: block the turn gives. The same puzzle always gives the same bytes.
func (pz *Puzzle) Record() []byte {
	var b bytes.Buffer
	_ = record.EncodeYAML(&b, pz.record()) // a bytes.Buffer takes every write
	return b.Bytes()
}

// record is the puzzle as a record.
func (pz *Puzzle) record() *record.Record {
	pos := &pz.Position
	rec := &record.Record{Version: 1, Rules: pos.Rules, Question: pz.Question,
		Title: fmt.Sprintf("%s puzzle (%s), %s, %d players", pz.Kind, pz.Difficulty, pos.Rules.Name, len(pos.Teams)),
		Hands: make([][]engine.Card, len(pos.Teams))}
	for seat, t := range pos.Teams {
		rec.Players = append(rec.Players, record.Player{Name: pz.Names[seat], Team: t, Colour: t.String()})
	}
	rec.Hands[pos.ToMove] = pos.Hand
	start := &record.Start{Board: pos.Board, Position: pos.Board.String(), ToMove: pos.ToMove}
	for _, q := range pos.Sequences {
		start.Sequences = append(start.Sequences, engine.StartSequence{Team: q.Team, From: q.From, To: q.To()})
	}
	rec.Start = start
	rec.Puzzle = pz.block()
	rec.Turns = []record.Entry{{Kind: record.PlayerTurn, Player: pos.ToMove, Turn: notation.Turn{Actions: pz.Turn}}}
	rec.Expectation = pz.expectation()
	return rec
}

// block is the puzzle: block: kind, difficulty, where the puzzle comes
// from when it is known, and the answer.
func (pz *Puzzle) block() *record.Value {
	m := &record.Value{Kind: record.Mapping}
	add := func(key string, v record.Value) { m.Items = append(m.Items, record.Value{Text: key}, v) }
	add("kind", record.Value{Text: string(pz.Kind)})
	add("difficulty", record.Value{Text: string(pz.Difficulty)})
	if src := pz.Source; src.Known {
		add("seed", bare(fmt.Sprintf("%d", src.Seed)))
		add("policy", record.Value{Text: src.Policy.String()})
		add("entry", bare(strconv.Itoa(src.Entry)))
	}
	add("answer", pz.answer())
	return m
}

// bare is a number as the puzzle: block writes it.
func bare(text string) record.Value { return record.Value{Text: text, Style: record.BareScalar} }

// answer is the answer as the puzzle: block writes it.
func (pz *Puzzle) answer() record.Value {
	switch pz.Kind {
	case Win, Block:
		return record.Value{Text: notation.FormatAction(pz.Answer.Play), Style: record.QuotedScalar}
	case Dead:
		v := record.Value{Kind: record.List}
		for _, c := range pz.Answer.Dead {
			v.Items = append(v.Items, record.Value{Text: c.String()})
		}
		return v
	case Legal:
		return record.Value{Text: ruleText(pz.Answer.Rule)}
	case Count:
		v := record.Value{Kind: record.Mapping}
		for _, t := range pz.Position.teamsInPlay() {
			v.Items = append(v.Items, record.Value{Text: t.String()}, bare(strconv.Itoa(pz.Answer.Counts[t])))
		}
		return v
	}
	return record.Value{}
}

// expectation is the expect: block: what the turn gives, worked out by the
// engine from the position; nil when the position is not a game.
func (pz *Puzzle) expectation() *record.Expectation {
	g, v := pz.Position.Game()
	if !v.OK() {
		return nil
	}
	t := try(g, pz.Position.ToMove, pz.Turn)
	x := &record.Expectation{Sequences: map[string]int{}}
	switch {
	case !t.v.OK():
		x.Keys = []string{"result", "turns", "error.turn", "error.rule"}
		x.Result, x.Turns, x.ErrorTurn, x.ErrorRule = record.Illegal, 0, 1, rulebook.IDOf(t.v.Rule)
		t.after = *g
	case t.rep.Won:
		winner := t.after.Winner().String()
		x.Keys = []string{"result", "winner", "turns"}
		x.Result, x.Winner, x.Turns = record.Win, &winner, 1
	default:
		x.Keys = []string{"result", "turns"}
		x.Result, x.Turns = record.Unfinished, 1
	}
	counts := countsAfter(t)
	for _, team := range pz.Position.teamsInPlay() {
		x.Sequences[team.String()] = counts[team]
	}
	x.Keys = append(x.Keys, "sequences")
	return x
}

// teamsInPlay lists the teams of the position in colour order.
func (p *Position) teamsInPlay() []engine.Team {
	var out []engine.Team
	for t := engine.Green; t <= engine.Red; t++ {
		for _, pt := range p.Teams {
			if pt == t {
				out = append(out, t)
				break
			}
		}
	}
	return out
}
