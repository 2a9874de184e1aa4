package validate_test

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// allocated runs f and returns the bytes it allocated. Tests that use it do
// not run in parallel, so the count is f's own.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

const mib = 1 << 20

// judge runs the whole path, Load then Play then Outcome, as seqref
// validate does, and checks what it allocated against a bound.
func judge(t *testing.T, data []byte, opt record.LoadOptions, maxAlloc uint64) *validate.Outcome {
	t.Helper()
	var v *validate.Outcome
	n := allocated(func() {
		rec, err := record.Load(data, opt)
		if err != nil {
			var le *record.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("Load returned %T %v", err, err)
			}
			v = validate.Invalid("hostile.yaml", le)
			return
		}
		v = ruling.Judge(rec, "hostile.yaml")
	})
	if n > maxAlloc {
		t.Errorf("allocated %d MiB for a %d-byte file; the bound is %d MiB", n/mib, len(data), maxAlloc/mib)
	}
	return v
}

// wantInvalid checks an invalid verdict's rule and that its message says
// what it should.
func wantInvalid(t *testing.T, v *validate.Outcome, rule, says string) {
	t.Helper()
	if v.Result != record.Invalid || string(v.Error.Rule) != rule || !strings.Contains(v.Error.Message, says) {
		t.Fatalf("got %s\nwant invalid, rule %s, a message saying %q", v.JSON(), rule, says)
	}
	if len(v.Error.Message) > 1000 {
		t.Errorf("the message is %d bytes long", len(v.Error.Message))
	}
}

// laughs is a billion-laughs alias bomb under expect: (kept as written),
// nine levels of nine aliases each: 9^9 "lol"s written out. The last
// anchor is named top.
func laughs() string {
	var b strings.Builder
	b.WriteString("expect:\n  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n")
	for i := 1; i <= 9; i++ {
		name := fmt.Sprintf("l%d", i)
		if i == 9 {
			name = "top"
		}
		fmt.Fprintf(&b, "  l%d: &%s [", i, name)
		for j := range 9 {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*l%d", i-1)
		}
		b.WriteString("]\n")
	}
	return b.String()
}

// TestAliasBomb: a billion laughs, whether it is used where the record is
// read or only kept under expect:, is refused before anything walks it.
func TestAliasBomb(t *testing.T) {
	kept := recordHead + "turns: []\n" + laughs()
	v := judge(t, []byte(kept), record.LoadOptions{}, 4*mib)
	wantInvalid(t, v, "schema", "aliases")
	if v.Error.Line != 9 || v.Error.Column != 12 {
		t.Errorf("the error is at %d:%d, not 9:12 (the first alias)", v.Error.Line, v.Error.Column)
	}
	used := recordHead + laughs() + "turns: *top\n"
	wantInvalid(t, judge(t, []byte(used), record.LoadOptions{}, 4*mib), "schema", "aliases")
}

// TestAliasRepeatsLongText: few aliases of a long turn make the loader read
// the turn again for every alias; past the size limit it is refused.
func TestAliasRepeatsLongText(t *testing.T) {
	long := strings.Repeat("pass ", 20000) // 100 KB
	var b strings.Builder
	b.WriteString(recordHead + "expect:\n  t: &t {Ann: " + long + "}\nturns:\n")
	for range 100 { // 10 MB of turns once written out
		b.WriteString("  - *t\n")
	}
	wantInvalid(t, judge(t, []byte(b.String()), record.LoadOptions{}, 16*mib), "schema", "aliases")
}

// TestAliasCycle: an alias inside the node it names is refused, not
// followed for ever.
func TestAliasCycle(t *testing.T) {
	for _, text := range []string{
		recordHead + "turns: []\nexpect: &e [*e]\n",
		recordHead + "turns: &e [{Ann: pass}, *e]\n",
		recordHead + "turns: []\nexpect: &e {a: {b: *e}}\n",
	} {
		v := judge(t, []byte(text), record.LoadOptions{}, mib)
		wantInvalid(t, v, "schema", "inside the node it names")
	}
}

// TestAliasesStillRead: a record that uses aliases modestly reads as if
// they were written out.
func TestAliasesStillRead(t *testing.T) {
	text := recordHead + "turns:\n  - Ann: &play 7H@D6\n  - table-talk: &blue blue\n  - Bob: 6C@C4\n  - table-talk: *blue\n  - Ann: pass\n"
	v := judge(t, []byte(text), record.LoadOptions{}, mib)
	if v.Result != record.Unfinished || v.Turns != 5 {
		t.Fatalf("got %s, want unfinished after 5 entries", v.JSON())
	}
}

// nested is a record whose expect: nests depth flow lists.
func nested(depth int) string {
	return recordHead + "turns: []\nexpect: " + strings.Repeat("[", depth) + strings.Repeat("]", depth) + "\n"
}

// TestDeepNesting: thousands of levels are read; past the YAML parser's
// 10,000 the file is a syntax error at the bracket that goes too deep.
func TestDeepNesting(t *testing.T) {
	v := judge(t, []byte(nested(5000)), record.LoadOptions{}, 16*mib)
	if v.Result != record.Unfinished {
		t.Fatalf("5,000 levels: got %s", v.JSON())
	}
	v = judge(t, []byte(nested(20000)), record.LoadOptions{}, 256*mib)
	wantInvalid(t, v, "syntax", "depth")
	if v.Error.Line != 7 || v.Error.Column != len("expect: ")+10001 {
		t.Errorf("20,000 levels: the error is at %d:%d, not at the 10,001st bracket (7:%d)", v.Error.Line, v.Error.Column, len("expect: ")+10001)
	}
	var block strings.Builder
	block.WriteString(recordHead + "turns: []\nexpect:\n")
	for i := range 1000 {
		fmt.Fprintf(&block, "%s- \n", strings.Repeat(" ", i))
	}
	if v := judge(t, []byte(block.String()), record.LoadOptions{}, 64*mib); v.Result != record.Unfinished {
		t.Fatalf("1,000 levels of block lists: got %s", v.JSON())
	}
}

// TestMaxDepth: Options.MaxDepth lowers the bound on nesting, in YAML and
// in JSON, and the error points at the first list past it.
func TestMaxDepth(t *testing.T) {
	data := []byte(nested(50)) // the record is level 1, the n-th bracket level n+1
	v := judge(t, data, record.LoadOptions{MaxDepth: 51}, 16*mib)
	if v.Result != record.Unfinished {
		t.Fatalf("51 levels under a limit of 51: got %s", v.JSON())
	}
	v = judge(t, data, record.LoadOptions{MaxDepth: 20}, 16*mib)
	wantInvalid(t, v, "syntax", "more than 20 levels")
	if v.Error.Line != 7 || v.Error.Column != len("expect: ")+20 {
		t.Errorf("the error is at %d:%d, not at the 20th bracket (7:%d)", v.Error.Line, v.Error.Column, len("expect: ")+20)
	}
	js := []byte(`{"sequence": 1, "ruleset": "standard", "players": [], "turns": [], "expect": [[[[1]]]]}`)
	rec, err := record.LoadJSON(js, record.LoadOptions{MaxDepth: 4})
	var le *record.LoadError
	if !errors.As(err, &le) || le.Rule != rulebook.SyntaxRule || le.Pos != (record.Pos{Line: 1, Col: 81}) {
		t.Errorf("JSON nested 5 deep under a limit of 4: %v, %v", rec, err)
	}
}

// TestLongLines: a line of 1 MB is read, whatever it holds; a token of
// 1 MB makes a short message.
func TestLongLines(t *testing.T) {
	title := recordHead + "title: " + strings.Repeat("x", mib) + "\nturns: []\n"
	if v := judge(t, []byte(title), record.LoadOptions{}, 32*mib); v.Result != record.Unfinished {
		t.Fatalf("1 MB title: got %s", v.JSON())
	}
	turn := withTurns("  - Ann: 7H@D6" + strings.Repeat(" +QS", mib/4))
	v := judge(t, []byte(turn), record.LoadOptions{}, 512*mib)
	if v.Result != record.Illegal || v.Error.Rule != "turn-shape" {
		t.Fatalf("1 MB turn: got %s", v.JSON())
	}
	token := withTurns("  - Ann: " + strings.Repeat("Q", mib))
	v = judge(t, []byte(token), record.LoadOptions{}, 64*mib)
	wantInvalid(t, v, "syntax", "QQQ")
	if v.Error.Turn != 1 || v.Error.Line != 7 || v.Error.Column != 10 {
		t.Errorf("1 MB token: error at turn %d, %d:%d, not turn 1, 7:10", v.Error.Turn, v.Error.Line, v.Error.Column)
	}
	// YAML keys are at most 1024 characters.
	name := withTurns("  - " + strings.Repeat("Z", 1000) + ": pass")
	wantInvalid(t, judge(t, []byte(name), record.LoadOptions{}, 16*mib), "schema", "unknown player")
	longKey := withTurns("  - " + strings.Repeat("Z", 2000) + ": pass")
	wantInvalid(t, judge(t, []byte(longKey), record.LoadOptions{}, 16*mib), "syntax", "mapping values")
	// Finding the column of a YAML error costs parses of ever shorter
	// prefixes; on a line of 1 MB their budget runs out and the error
	// points at the line's first character.
	broken := recordHead + "title: " + strings.Repeat("x", mib) + ": x\nturns: []\n"
	v = judge(t, []byte(broken), record.LoadOptions{}, 256*mib)
	wantInvalid(t, v, "syntax", "mapping values")
	if v.Error.Line != 6 || v.Error.Column != 1 {
		t.Errorf("colon after 1 MB: error at %d:%d, not 6:1", v.Error.Line, v.Error.Column)
	}
}

// TestHugeFile: a file over the size limit is refused without being
// parsed, and the limit can be lifted. A file over it that is not text is
// refused for that, at its first byte that is not.
func TestHugeFile(t *testing.T) {
	huge := bytes.Repeat([]byte("x"), 100*mib)
	copy(huge, recordHead+"title: ")
	v := judge(t, huge, record.LoadOptions{}, mib)
	wantInvalid(t, v, "unreadable", fmt.Sprintf("larger than the %d bytes", record.DefaultMaxBytes))
	if v.Error.Line != 1 || v.Error.Column != 1 || v.Error.Turn != 0 {
		t.Errorf("error at turn %d, %d:%d, not turn 0, 1:1", v.Error.Turn, v.Error.Line, v.Error.Column)
	}
	binary := make([]byte, 100*mib)
	copy(binary, recordHead+"title: ")
	v = judge(t, binary, record.LoadOptions{}, mib)
	wantInvalid(t, v, "syntax", "U+0000 is not allowed")
	if v.Error.Line != 6 || v.Error.Column != 8 || v.Error.Turn != 0 {
		t.Errorf("binary: error at turn %d, %d:%d, not turn 0, 6:8", v.Error.Turn, v.Error.Line, v.Error.Column)
	}
	just := append(bytes.Repeat([]byte("#"), 1000), '\n')
	wantInvalid(t, judge(t, just, record.LoadOptions{MaxBytes: 1000}, mib), "unreadable", "1000 bytes")
	ok := []byte(recordHead + "turns: []\n")
	if v := judge(t, ok, record.LoadOptions{MaxBytes: len(ok)}, mib); v.Result != record.Unfinished {
		t.Errorf("a file of exactly MaxBytes: got %s", v.JSON())
	}
	if got := (record.LoadOptions{MaxBytes: -1}).ByteLimit(); got != -1 {
		t.Errorf("MaxBytes -1: ByteLimit %d, want -1 (no limit)", got)
	}
	if got := (record.LoadOptions{}).ByteLimit(); got != record.DefaultMaxBytes {
		t.Errorf("MaxBytes 0: ByteLimit %d, want the default %d", got, record.DefaultMaxBytes)
	}
}

// passes is a record of n entries, Ann and Bob passing in turn.
func passes(n int) []byte {
	var b bytes.Buffer
	b.WriteString(recordHead + "turns:\n")
	for i := range n {
		if i%2 == 0 {
			b.WriteString("  - Ann: pass\n")
		} else {
			b.WriteString("  - Bob: pass\n")
		}
	}
	return b.Bytes()
}

// TestManyTurns: 100,000 entries are refused at the first one past the
// limit; with the limit lifted they are all judged, in bounded memory.
func TestManyTurns(t *testing.T) {
	data := passes(100000)
	v := judge(t, data, record.LoadOptions{}, 512*mib)
	wantInvalid(t, v, "schema", fmt.Sprintf("more than the %d", record.DefaultMaxEntries))
	if want := record.DefaultMaxEntries + 1; v.Error.Turn != want || v.Error.Line != 6+want {
		t.Errorf("error at turn %d line %d, not turn %d line %d", v.Error.Turn, v.Error.Line, want, 6+want)
	}
	v = judge(t, data, record.LoadOptions{MaxEntries: -1}, 512*mib)
	if v.Result != record.Unfinished || v.Turns != 100000 {
		t.Fatalf("no limit: got %s", v.JSON())
	}
	v = judge(t, passes(10), record.LoadOptions{MaxEntries: 10}, mib)
	if v.Result != record.Unfinished || v.Turns != 10 {
		t.Errorf("10 entries with MaxEntries 10: got %s", v.JSON())
	}
}

// TestSyntaxErrorInLongRecord: a YAML error at the end of a long record is
// found exactly, and one with no shortcut to it within a bounded cost.
func TestSyntaxErrorInLongRecord(t *testing.T) {
	data := append(passes(20000), "  - Ann: 7H@D6: x\n"...)
	v := judge(t, data, record.LoadOptions{MaxEntries: -1}, 512*mib)
	wantInvalid(t, v, "syntax", "mapping values")
	if v.Error.Turn != 20001 || v.Error.Line != 20007 || v.Error.Column != 15 {
		t.Errorf("error at turn %d, %d:%d; want turn 20001, 20007:15", v.Error.Turn, v.Error.Line, v.Error.Column)
	}
	// A flow list of 100,000 cards never closed: the error is its open
	// bracket.
	flow := recordHead + "turns: []\ndeck: [" + strings.Repeat("QS,\n  ", 100000) + "\nexpect: x\n"
	v = judge(t, []byte(flow), record.LoadOptions{MaxBytes: -1}, 512*mib)
	wantInvalid(t, v, "syntax", "did not find expected ',' or ']'")
	if v.Error.Line != 7 || v.Error.Column != 7 {
		t.Errorf("error at %d:%d, not at the deck's [ (7:7)", v.Error.Line, v.Error.Column)
	}
}
