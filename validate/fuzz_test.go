package validate_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// conformanceCases is where the module's copy of the conformance records is
// (fixtures/conformance/README.md), from this package's folder.
const conformanceCases = "../fixtures/conformance"

// FuzzValidate runs the whole path of seqref validate, Load then Play then
// Outcome, on any bytes. It must not panic, and the verdict must keep the
// invariants of docs/format.md section 8; a record whose setup the engine
// accepts lists the plays of its first player to move (moves.List). Seeds: every conformance case, and
// testdata/fuzz/FuzzValidate.
//
//	go test ./validate -run '^$' -fuzz FuzzValidate -fuzztime 2m
func FuzzValidate(f *testing.F) {
	cases, err := filepath.Glob(filepath.Join(conformanceCases, "*.yaml"))
	if err != nil || len(cases) == 0 {
		f.Fatalf("no conformance cases in %s (%v)", conformanceCases, err)
	}
	for _, name := range cases {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := record.Load(data, record.LoadOptions{})
		var v *validate.Outcome
		entries := -1
		if err != nil {
			var le *record.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("Load returned %T %v, not a *record.LoadError", err, err)
			}
			v = validate.Invalid("fuzz.yaml", le)
		} else {
			entries = len(rec.Turns)
			v = ruling.Judge(rec, "fuzz.yaml")
			// A setup the engine accepts is a game that lists its plays.
			if g, sv := engine.NewGame(rec.Setup()); sv.OK() {
				moves.List(g)
			}
		}
		checkInvariants(t, data, v, entries)
	})
}

// checkInvariants checks a verdict against what section 8 promises. entries
// is the number of entries of turns:, -1 for a file that is not a record.
func checkInvariants(t *testing.T, data []byte, v *validate.Outcome, entries int) {
	t.Helper()
	line := v.JSON()
	if !json.Valid(line) || bytes.ContainsRune(line, '\n') {
		t.Fatalf("not one line of JSON: %q", line)
	}
	widths := lineWidths(data)
	e := v.Error
	switch v.Result {
	case record.Win:
		if v.Winner == nil || e != nil {
			t.Fatalf("a win needs a winner and no error: %s", line)
		}
	case record.Unfinished:
		if v.Winner != nil || e != nil {
			t.Fatalf("unfinished with a winner or an error: %s", line)
		}
	case record.Illegal:
		if e == nil || engine.RuleNamed(string(e.Rule)) == engine.NoRule {
			t.Fatalf("illegal without a rule the engine knows: %s", line)
		}
		if e.Turn < 0 || e.Turn > entries || e.Line < 1 || e.Column < 1 {
			t.Fatalf("illegal at entry %d of %d, %d:%d: %s", e.Turn, entries, e.Line, e.Column, line)
		}
		if e.Turn > 0 && v.Turns != e.Turn-1 {
			t.Fatalf("illegal at entry %d after %d entries: %s", e.Turn, v.Turns, line)
		}
	case record.Invalid:
		if e == nil || (e.Rule != rulebook.SyntaxRule && e.Rule != rulebook.SchemaRule && e.Rule != rulebook.UnreadableRule) {
			t.Fatalf("invalid without syntax, schema or unreadable: %s", line)
		}
		if e.Turn < 0 || e.Line < 1 || e.Column < 1 || v.Turns != 0 || v.Winner != nil {
			t.Fatalf("invalid at entry %d, %d:%d after %d entries: %s", e.Turn, e.Line, e.Column, v.Turns, line)
		}
	default:
		t.Fatalf("result %q is none of the four: %s", v.Result, line)
	}
	if e != nil && (e.Line > len(widths) || e.Column > widths[e.Line-1]+1 || e.Message == "") {
		t.Fatalf("error at %d:%d, outside the file (line widths %v), or without a message: %s", e.Line, e.Column, widths[:min(len(widths), 20)], line)
	}
	if v.Turns < 0 || (entries >= 0 && v.Turns > entries) {
		t.Fatalf("%d entries applied of %d: %s", v.Turns, entries, line)
	}
	prev := engine.NoTeam
	for _, c := range v.Sequences {
		if c.Team <= prev || c.Count < 0 {
			t.Fatalf("sequences out of colour order or negative: %s", line)
		}
		prev = c.Team
	}
	if v.Winner != nil && !hasTeam(v.Sequences, v.Winner.String()) {
		t.Fatalf("the winner %s is not a team in play: %s", *v.Winner, line)
	}
}

func hasTeam(tc validate.TeamCounts, colour string) bool {
	for _, c := range tc {
		if c.Team.String() == colour {
			return true
		}
	}
	return false
}

// lineWidths is the number of characters on each line of data, lines ending
// as YAML ends them (CR LF, CR, LF, NEL, LS, PS) and a byte order mark at
// the start taking no column; a byte that is not UTF-8 counts as one.
func lineWidths(data []byte) []int {
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	widths := []int{0}
	for len(data) > 0 {
		r, size := utf8.DecodeRune(data)
		switch {
		case r == '\r' && len(data) > 1 && data[1] == '\n':
			size = 2
			fallthrough
		case r == '\r' || r == '\n' || r == 0x85 || r == 0x2028 || r == 0x2029:
			widths = append(widths, 0)
		default:
			widths[len(widths)-1]++
		}
		data = data[size:]
	}
	return widths
}
