package puzzle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
)

// blockKeys are the keys of a puzzle: block, in the order they are written.
var blockKeys = []string{"kind", "difficulty", "seed", "policy", "entry", "answer"}

// Read reads a puzzle from a record that has a puzzle: block: the position
// and the hand of start: and hands:, the one entry of turns:, and the
// block's kind, difficulty, source and answer. It checks the record's shape
// (a start position, only the hand of the player to move, no deck, one
// entry by that player) and the block's keys and values, not the answer:
// that is Check's work.
func Read(rec *record.Record) (*Puzzle, error) {
	pz := &Puzzle{where: map[string]record.Pos{}}
	for k, p := range rec.Keys {
		pz.where[k] = p
	}
	if rec.Puzzle == nil {
		return nil, pz.problem("sequence", "the record has no puzzle: block")
	}
	if err := pz.readRecord(rec); err != nil {
		return nil, err
	}
	if err := pz.readBlock(rec.Puzzle); err != nil {
		return nil, err
	}
	return pz, nil
}

// readRecord reads the position, the hand and the entry.
func (pz *Puzzle) readRecord(rec *record.Record) *Problem {
	st := rec.Start
	if st == nil {
		return pz.problem("puzzle", "a puzzle starts from a position, and the record has no start:")
	}
	pz.where["start"] = st.Pos
	if rec.DeckSet {
		return pz.problem("deck", "a puzzle shows only what the player to move knows: it has no deck:")
	}
	pz.Position = Position{Rules: rec.Rules, Layout: rec.Layout, Board: st.Board, ToMove: st.ToMove}
	for _, p := range rec.Players {
		pz.Names = append(pz.Names, p.Name)
		pz.Position.Teams = append(pz.Position.Teams, p.Team)
	}
	for seat, h := range rec.Hands {
		switch {
		case seat == st.ToMove && h == nil:
			return pz.problem("hands", "hands: must give the hand of %s, who is to move", rec.Name(seat))
		case seat != st.ToMove && h != nil:
			return &Problem{Pos: rec.HandKey[seat], Msg: fmt.Sprintf("a puzzle gives only the hand of the player to move (%s), not the hand of %s", rec.Name(st.ToMove), rec.Name(seat))}
		}
	}
	pz.Position.Hand = rec.Hands[st.ToMove]
	for _, q := range st.Sequences {
		seq, ok := engine.SequenceBetween(q.Team, q.From, q.To)
		if !ok {
			return pz.problem("start", "start sequence %s-%s is not five spaces in a line", q.From, q.To)
		}
		pz.Position.Sequences = append(pz.Position.Sequences, seq)
	}
	if len(rec.Turns) != 1 {
		return pz.problem("turns", "a puzzle's turns: holds one entry, not %d", len(rec.Turns))
	}
	e := &rec.Turns[0]
	pz.where["turn"] = e.Pos
	if e.Kind != record.PlayerTurn || e.Player != st.ToMove {
		return pz.problem("turn", "the entry of turns: must be a turn of %s, who is to move", rec.Name(st.ToMove))
	}
	pz.Turn = e.Turn.Actions
	pz.Question = rec.Question
	return nil
}

// readBlock reads the puzzle: block strictly: a mapping of the known keys,
// each at most once, kind, difficulty and answer required.
func (pz *Puzzle) readBlock(n *record.Value) *Problem {
	pz.where["puzzle"] = n.Pos
	if n.Kind != record.Mapping {
		return pz.problem("puzzle", "puzzle: must be a mapping of %s", strings.Join(blockKeys, ", "))
	}
	vals := map[string]*record.Value{}
	for i := 0; i+1 < len(n.Items); i += 2 {
		k := &n.Items[i]
		if !slices.Contains(blockKeys, k.Text) {
			return &Problem{Pos: k.Pos, Msg: fmt.Sprintf("unknown key %q in puzzle:; the keys are %s", k.Text, strings.Join(blockKeys, ", "))}
		}
		if _, dup := vals[k.Text]; dup {
			return &Problem{Pos: k.Pos, Msg: fmt.Sprintf("puzzle: names %s twice", k.Text)}
		}
		vals[k.Text] = &n.Items[i+1]
		pz.where[k.Text] = vals[k.Text].Pos
	}
	for _, k := range []string{"kind", "difficulty", "answer"} {
		if vals[k] == nil {
			return pz.problem("puzzle", "puzzle: needs %s", k)
		}
	}
	kind, err := scalar(vals["kind"], "kind")
	if err == nil {
		pz.Kind, err = KindNamed(kind)
	}
	if err != nil {
		return pz.problem("kind", "%v", err)
	}
	d, err := scalar(vals["difficulty"], "difficulty")
	if err == nil {
		pz.Difficulty, err = DifficultyNamed(d)
		if err == nil && pz.Difficulty == Mixed {
			err = fmt.Errorf("difficulty must be easy or hard")
		}
	}
	if err != nil {
		return pz.problem("difficulty", "%v", err)
	}
	if p := pz.readSource(vals); p != nil {
		return p
	}
	return pz.readAnswer(vals["answer"])
}

// readSource reads seed, policy and entry: all three or none.
func (pz *Puzzle) readSource(vals map[string]*record.Value) *Problem {
	named := 0
	for _, k := range []string{"seed", "policy", "entry"} {
		if vals[k] != nil {
			named++
		}
	}
	if named == 0 {
		return nil
	}
	if named != 3 {
		return pz.problem("puzzle", "puzzle: names the self-play game with seed, policy and entry together")
	}
	src := Source{Known: true}
	seed, err := scalar(vals["seed"], "seed")
	if err == nil {
		src.Seed, err = strconv.ParseUint(seed, 10, 64)
	}
	if err != nil {
		return pz.problem("seed", "seed must be a whole number, 0 or more")
	}
	policy, err := scalar(vals["policy"], "policy")
	if err == nil {
		src.Policy, err = play.PolicyNamed(policy)
	}
	if err != nil {
		return pz.problem("policy", "%v", err)
	}
	entry, err := scalar(vals["entry"], "entry")
	if err == nil {
		src.Entry, err = strconv.Atoi(entry)
	}
	if err != nil || src.Entry < 1 {
		return pz.problem("entry", "entry must be a whole number, 1 or more")
	}
	pz.Source = src
	return nil
}

// readAnswer reads the answer in the form of the puzzle's kind.
func (pz *Puzzle) readAnswer(n *record.Value) *Problem {
	switch pz.Kind {
	case Win, Block:
		text, err := scalar(n, "answer")
		if err != nil {
			return pz.problem("answer", "the answer of a %s puzzle is one play, such as \"5H@E5\" or \"JSxC4\"", pz.Kind)
		}
		t, err := notation.ParseTurn(text)
		if err != nil {
			return pz.problem("answer", "answer %q: %v", text, err)
		}
		if len(t.Actions) != 1 || (t.Actions[0].Kind != engine.Place && t.Actions[0].Kind != engine.Take) {
			return pz.problem("answer", "the answer of a %s puzzle is one play with its space, such as \"5H@E5\" or \"JSxC4\", not %q", pz.Kind, text)
		}
		pz.Answer.Play = t.Actions[0]
	case Dead:
		return pz.readDeadAnswer(n)
	case Legal:
		text, err := scalar(n, "answer")
		if err != nil {
			return pz.problem("answer", "the answer of a legal puzzle is legal or a rule id")
		}
		if text != "legal" {
			pz.Answer.Rule = engine.RuleNamed(text)
			if pz.Answer.Rule == engine.NoRule {
				return pz.problem("answer", "answer %q is neither legal nor a rule id (docs/rules.md section 6 lists the rule ids)", text)
			}
		}
	case Count:
		return pz.readCountAnswer(n)
	}
	return nil
}

// readDeadAnswer reads a list of distinct cards.
func (pz *Puzzle) readDeadAnswer(n *record.Value) *Problem {
	if n.Kind != record.List || len(n.Items) == 0 {
		return pz.problem("answer", "the answer of a dead puzzle is the list of the dead cards, such as [4C, 9S]")
	}
	for i := range n.Items {
		item := &n.Items[i]
		text, err := scalar(item, "a card")
		var c engine.Card
		if err == nil {
			c, err = notation.ParseCard(text)
		}
		if err != nil {
			return &Problem{Pos: item.Pos, Msg: fmt.Sprintf("answer: %v", err)}
		}
		if slices.Contains(pz.Answer.Dead, c) {
			return &Problem{Pos: item.Pos, Msg: fmt.Sprintf("answer: %s is listed twice", c)}
		}
		pz.Answer.Dead = append(pz.Answer.Dead, c)
	}
	slices.Sort(pz.Answer.Dead)
	return nil
}

// readCountAnswer reads {green: 1, blue: 0}: every team in play once.
func (pz *Puzzle) readCountAnswer(n *record.Value) *Problem {
	bad := pz.problem("answer", "the answer of a count puzzle gives the sequences of every team, such as {green: 1, blue: 0}")
	if n.Kind != record.Mapping {
		return bad
	}
	var named [engine.MaxTeams]bool
	for i := 0; i+1 < len(n.Items); i += 2 {
		k, v := &n.Items[i], &n.Items[i+1]
		t, ok := engine.TeamNamed(k.Text)
		if !ok || !slices.Contains(pz.Position.Teams, t) || named[t] {
			return &Problem{Pos: k.Pos, Msg: fmt.Sprintf("answer: %q is not a team of this game, or is named twice", k.Text)}
		}
		named[t] = true
		count, err := strconv.Atoi(v.Text)
		if err != nil || v.Kind != record.Scalar || count < 0 {
			return &Problem{Pos: v.Pos, Msg: fmt.Sprintf("answer: the sequences of %s must be a whole number, 0 or more", k.Text)}
		}
		pz.Answer.Counts[t] = count
	}
	for _, t := range pz.Position.Teams {
		if !named[t] {
			return bad
		}
	}
	return nil
}

// scalar is the text of a scalar, or an error naming what it is.
func scalar(n *record.Value, what string) (string, error) {
	if n.Kind != record.Scalar {
		return "", fmt.Errorf("%s must be a single value", what)
	}
	return n.Text, nil
}
