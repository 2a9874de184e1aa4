package rewrite_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/validate"
)

// format formats a record's text or fails the test.
func format(t *testing.T, path string, src []byte) []byte {
	t.Helper()
	out, err := rewrite.Format(src, record.FormatOf(path), optionsFor(path))
	if err != nil {
		t.Fatalf("%s: format: %v", path, err)
	}
	return out
}

// sameVerdict compares two verdicts but for the error's column: a value
// made shorter or longer (T♠ to 10S) moves what follows it on its line.
func sameVerdict(t *testing.T, path string, before, after []byte) {
	t.Helper()
	want, got := verdictOf(t, path, before), verdictOf(t, path, after)
	for _, v := range []*validate.Outcome{want, got} {
		if v.Error != nil {
			v.Error.Column = 0
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s: formatting changed the verdict (-before +after):\n%s", path, diff)
	}
}

// TestFormatGolden formats each testdata/fmt/NAME.yaml and compares the
// text with NAME.golden (-update rewrites it); formatting the golden text
// changes nothing, and the verdict stays the same.
func TestFormatGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/fmt/*.yaml")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in testdata/fmt: %v", err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src := mustRead(t, in)
			got := format(t, in, src)
			checkGolden(t, strings.TrimSuffix(in, ".yaml")+".golden", got)
			if again := format(t, in, got); !bytes.Equal(again, got) {
				t.Errorf("formatting twice changed the text (-once +twice):\n%s", cmp.Diff(string(got), string(again)))
			}
			sameVerdict(t, in, src, got)
		})
	}
}

// TestFormatCanonicalUnchanged checks that a canonical record comes back
// byte for byte.
func TestFormatCanonicalUnchanged(t *testing.T) {
	src := mustRead(t, "testdata/fmt/canonical.yaml")
	if got := format(t, "testdata/fmt/canonical.yaml", src); !bytes.Equal(got, src) {
		t.Errorf("a canonical record changed (-input +formatted):\n%s", cmp.Diff(string(src), string(got)))
	}
}

// TestFormatRecords formats every readable record of the fixtures and the
// conformance suite: formatting never changes the verdict, and formatting
// the result again changes nothing.
func TestFormatRecords(t *testing.T) {
	changed := 0
	for _, f := range readableRecords(t) {
		once := format(t, f.path, f.src)
		if !bytes.Equal(once, f.src) {
			changed++
		}
		if twice := format(t, f.path, once); !bytes.Equal(once, twice) {
			t.Errorf("%s: formatting twice changed the text (-once +twice):\n%s", f.path, cmp.Diff(string(once), string(twice)))
		}
		sameVerdict(t, f.path, f.src, once)
	}
	if changed == 0 {
		t.Error("no record changed: the records hold no value to canonicalise, or Format does nothing")
	}
}

// TestFormatUnreadable checks that a record that cannot be read gives the
// loader's error, which says where: YAML that does not parse, notation
// that cannot be read, a file that is not a record.
func TestFormatUnreadable(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		rule      rulebook.ID
	}{
		{"yaml", "sequence: 1\nturns: [\n", rulebook.SyntaxRule},
		{"notation", "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns:\n  - Ann: 7H->D6\n", rulebook.SyntaxRule},
		{"schema", "sequence: 1\nruleset: standard\nplayer: []\n", rulebook.SchemaRule},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rewrite.Format([]byte(tc.src), record.YAML, record.LoadOptions{})
			var le *record.LoadError
			if !errors.As(err, &le) {
				t.Fatalf("got %v, want a *record.LoadError", err)
			}
			_, want := record.Load([]byte(tc.src), record.LoadOptions{})
			if diff := cmp.Diff(want, error(le)); diff != "" || le.Rule != tc.rule || le.Pos.Line < 1 || le.Pos.Col < 1 {
				t.Errorf("got %v, want the loader's %s error %v", le, tc.rule, want)
			}
		})
	}
}
