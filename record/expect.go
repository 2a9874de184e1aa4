package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"gopkg.in/yaml.v3"
)

// Expectation is an expect: block read strictly: the outcome keys it names
// and their values. Only the keys it names are compared with an Outcome.
type Expectation struct {
	// Keys are the keys named, in the order written; a key holding a mapping
	// of its own (error, penalties) names its sub-keys as "error.rule".
	Keys []string
	// values are the values as written, by key.
	values map[string]*yaml.Node
	// Pos is where each key's value stands in the file; At is where the
	// block stands.
	Pos map[string]Pos
	At  Pos

	// The values of the keys named, decoded: the result, the winning
	// team (nil for winner: null), the number of entries, the entry and
	// rule of error:, the sequences by team, the completed sequences, the
	// final position, and the counts by player of hand_sizes,
	// penalties.missed_draws and penalties.forfeits (by those keys).
	Result    Result
	Winner    *string
	Turns     int
	ErrorTurn int
	ErrorRule rulebook.ID
	Sequences map[string]int
	Completed []SequenceEnds
	Position  string
	Counts    map[string]map[string]int

	// Seats are the players in seating order: the order in which the
	// counts by player are written when the expectation is written out
	// (names not among them follow in sorted order).
	Seats []string
}

// ReadExpectation reads the expectation of a record file written in the
// format: its expect: block (docs/golden-tests.md), the "expect" key of a
// JSON record's top-level object, or in a YAML file that has no expect:
// key, the first line that starts with ExpectComment. It returns nil when
// there is none or it names no key ("expect:" with nothing after it, or an
// empty mapping), and nil for JSON text that does not parse (loading the
// record then says why). Unknown keys, keys written twice and values of the
// wrong kind are schema errors, and positions or spaces that cannot be
// read, and a comment line that is not YAML, are syntax errors, each with
// the line and column in the file.
// A problem is a *LoadError, found with errors.As.
func (f Format) ReadExpectation(data []byte) (*Expectation, error) {
	var block *recordtext.ExpectBlock
	if f == JSON {
		block = recordtext.FindExpectJSON(data)
	} else {
		var err *recordtext.Error
		if block, err = recordtext.FindExpect(data); err != nil {
			return nil, loadError(err)
		}
	}
	if block == nil || block.Empty() {
		return nil, nil
	}
	x, err := parseExpectation(block.Value)
	if err != nil {
		return nil, err
	}
	return x, nil
}

// parseExpectation reads an expect: block's value. Unknown keys, keys
// written twice and values of the wrong kind are schema errors, and
// positions or spaces that cannot be read are syntax errors, each with the
// line and column of the node at fault.
func parseExpectation(n *yaml.Node) (*Expectation, *LoadError) {
	x := &Expectation{values: map[string]*yaml.Node{}, Pos: map[string]Pos{}, At: posOf(n), Counts: map[string]map[string]int{}}
	l := &loader{}
	f, err := l.mapping(n, "expect", expectKeys...)
	if err != nil {
		return nil, err
	}
	for i := 0; i+1 < len(f.node.Content); i += 2 {
		key := deref(f.node.Content[i]).Value
		if err := x.read(l, key, deref(f.node.Content[i+1])); err != nil {
			return nil, err
		}
	}
	return x, nil
}

// name records that the expectation names key with the value v.
func (x *Expectation) name(key string, v *yaml.Node) {
	x.Keys = append(x.Keys, key)
	x.values[key] = v
	x.Pos[key] = posOf(v)
}

func (x *Expectation) read(l *loader, key string, v *yaml.Node) *LoadError {
	var err *LoadError
	switch key {
	case "result":
		err = x.readResult(l, v)
	case "winner":
		if isNullNode(v) {
			break
		}
		var t engine.Team
		if t, err = l.team(v); err == nil {
			s := t.String()
			x.Winner = &s
		}
	case "turns":
		x.Turns, err = expectCount(l, v, "turns")
	case "error":
		return x.readError(l, v)
	case "sequences":
		x.Sequences, err = expectTeamCounts(l, v)
	case "completed":
		x.Completed, err = expectSequences(l, v)
	case "position":
		x.Position, err = expectPosition(l, v)
	case "hand_sizes":
		x.Counts[key], err = expectPlayerCounts(l, v, "hand_sizes")
	case "penalties":
		return x.readPenalties(l, v)
	}
	if err != nil {
		return err
	}
	x.name(key, v)
	return nil
}

func (x *Expectation) readResult(l *loader, v *yaml.Node) *LoadError {
	s, err := l.scalar(v, "result")
	if err != nil {
		return err
	}
	switch r := Result(s); r {
	case Win, Unfinished, Illegal, Invalid:
		x.Result = r
		return nil
	}
	return l.schemaf(v, "result %q is not a result; the results are win, unfinished, illegal and invalid", s)
}

// readError reads error: null (no error), or a mapping of turn and rule.
func (x *Expectation) readError(l *loader, v *yaml.Node) *LoadError {
	if isNullNode(v) {
		x.name("error", v)
		return nil
	}
	f, err := l.mapping(v, "error", expectErrorKeys...)
	if err != nil {
		return err
	}
	if len(f.keys) == 0 {
		return l.schemaf(v, "error names no key: write error: null for no error, or name turn and rule")
	}
	for _, k := range mappingKeys(f) {
		sub := f.vals[k]
		switch k {
		case "turn":
			x.ErrorTurn, err = expectCount(l, sub, "error turn")
		case "rule":
			x.ErrorRule, err = expectRule(l, sub)
		}
		if err != nil {
			return err
		}
		x.name("error."+k, sub)
	}
	return nil
}

func (x *Expectation) readPenalties(l *loader, v *yaml.Node) *LoadError {
	f, err := l.mapping(v, "penalties", expectPenaltyKeys...)
	if err != nil {
		return err
	}
	if len(f.keys) == 0 {
		return l.schemaf(v, "penalties names no key; the keys are %s", strings.Join(expectPenaltyKeys, ", "))
	}
	for _, k := range mappingKeys(f) {
		key := "penalties." + k
		if x.Counts[key], err = expectPlayerCounts(l, f.vals[k], key); err != nil {
			return err
		}
		x.name(key, f.vals[k])
	}
	return nil
}

// mappingKeys are a mapping's keys in the order written.
func mappingKeys(f *fields) []string {
	var out []string
	for i := 0; i+1 < len(f.node.Content); i += 2 {
		out = append(out, deref(f.node.Content[i]).Value)
	}
	return out
}

func isNullNode(n *yaml.Node) bool {
	n = deref(n)
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// expectCount reads a whole number, 0 or more.
func expectCount(l *loader, n *yaml.Node, what string) (int, *LoadError) {
	s, err := l.scalar(n, what)
	if err != nil {
		return 0, err
	}
	v, perr := strconv.Atoi(s)
	if perr != nil || v < 0 || deref(n).Tag != "!!int" {
		return 0, l.schemaf(n, "%s must be a whole number, 0 or more, not %q", what, s)
	}
	return v, nil
}

// expectRule reads a rule id of docs/format.md section 8.
func expectRule(l *loader, n *yaml.Node) (rulebook.ID, *LoadError) {
	s, err := l.scalar(n, "error rule")
	if err != nil {
		return "", err
	}
	switch id := rulebook.ID(s); id {
	case rulebook.SyntaxRule, rulebook.SchemaRule, rulebook.UnreadableRule:
		return id, nil
	}
	if engine.RuleNamed(s) == engine.NoRule {
		return "", l.schemaf(n, "unknown rule id %q (docs/rules.md section 6 lists the rule ids)", s)
	}
	return rulebook.ID(s), nil
}

// expectTeamCounts reads sequences: {green: 1, blue: 0}.
func expectTeamCounts(l *loader, n *yaml.Node) (map[string]int, *LoadError) {
	f, err := l.mapping(n, "sequences", nil...)
	if err != nil {
		return nil, err
	}
	out := map[string]int{}
	for _, k := range mappingKeys(f) {
		if _, err := l.team(f.keys[k]); err != nil {
			return nil, err
		}
		if out[k], err = expectCount(l, f.vals[k], "the sequences of "+k); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// expectPlayerCounts reads {Ann: 6, Bob: 7}.
func expectPlayerCounts(l *loader, n *yaml.Node, what string) (map[string]int, *LoadError) {
	f, err := l.mapping(n, what, nil...)
	if err != nil {
		return nil, err
	}
	out := map[string]int{}
	for _, k := range mappingKeys(f) {
		if out[k], err = expectCount(l, f.vals[k], fmt.Sprintf("%s of %s", what, k)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// expectSequences reads completed: [{team: green, from: A1, to: E5}, ...].
func expectSequences(l *loader, n *yaml.Node) ([]SequenceEnds, *LoadError) {
	items, err := l.list(n, "completed")
	if err != nil {
		return nil, err
	}
	out := make([]SequenceEnds, 0, len(items))
	for _, item := range items {
		q, err := expectSequenceEnds(l, item)
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	return out, nil
}

// expectSequenceEnds reads one completed sequence: {team: green, from: A1, to: E5},
// the ends in either order; it is kept with From the end nearest the top.
func expectSequenceEnds(l *loader, n *yaml.Node) (SequenceEnds, *LoadError) {
	const what = "a completed sequence"
	f, err := l.mapping(n, what, "team", "from", "to")
	if err != nil {
		return SequenceEnds{}, err
	}
	if err := l.require(f, what, "team", "from", "to"); err != nil {
		return SequenceEnds{}, err
	}
	team, err := l.team(f.vals["team"])
	if err != nil {
		return SequenceEnds{}, err
	}
	var ends [2]engine.Space
	for i, k := range []string{"from", "to"} {
		text, err := l.scalar(f.vals[k], "a sequence's "+k)
		if err != nil {
			return SequenceEnds{}, err
		}
		s, perr := notation.ParseSpace(text)
		if perr != nil {
			return SequenceEnds{}, l.syntaxAt(posOf(f.vals[k]), "%v", perr)
		}
		ends[i] = s
	}
	seq, ok := engine.SequenceBetween(team, ends[0], ends[1])
	if !ok {
		return SequenceEnds{}, l.schemaf(n, "%s and %s are not the ends of five spaces in a line", ends[0], ends[1])
	}
	return SequenceEnds{Team: seq.Team.String(), From: seq.From.String(), To: seq.To().String()}, nil
}

// expectPosition reads a board in position notation; the expectation keeps it in
// canonical form.
func expectPosition(l *loader, n *yaml.Node) (string, *LoadError) {
	s, err := l.scalar(n, "position")
	if err != nil {
		return "", err
	}
	b, perr := notation.ParsePosition(s)
	if perr != nil {
		col := 1
		var se *notation.SyntaxError
		if errors.As(perr, &se) {
			col = se.Col
		}
		return "", l.syntaxAt(textPos(deref(n))(col), "position: %v", perr)
	}
	return b.String(), nil
}
