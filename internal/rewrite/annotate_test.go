package rewrite_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/ruling"
)

// annotate annotates a record's text as seqref annotate does.
func annotate(t *testing.T, path string, src []byte) []byte {
	t.Helper()
	rec, err := record.Load(src, optionsFor(path))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out, err := rewrite.Annotate(src, rec, ruling.Annotate(rec))
	if err != nil {
		t.Fatalf("%s: annotate: %v", path, err)
	}
	return out
}

// withoutMarkerLines drops seqref's comment lines.
func withoutMarkerLines(src []byte) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(string(src), "\n") {
		if !strings.HasPrefix(strings.TrimLeft(line, " \t"), rewrite.Marker) {
			b.WriteString(line)
		}
	}
	return b.String()
}

// TestAnnotateGolden annotates each testdata/annotate/NAME.yaml and
// compares the text with NAME.golden (-update rewrites it). The golden text
// differs from the input only in seqref's comment lines, and annotating it
// again gives it back byte for byte.
func TestAnnotateGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/annotate/*.yaml")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no inputs in testdata/annotate: %v", err)
	}
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			src := mustRead(t, in)
			got := annotate(t, in, src)
			golden := strings.TrimSuffix(in, ".yaml") + ".golden"
			checkGolden(t, golden, got)
			if diff := cmp.Diff(withoutMarkerLines(src), withoutMarkerLines(got)); diff != "" {
				t.Errorf("annotating changed more than seqref's comments (-input +annotated):\n%s", diff)
			}
			if again := annotate(t, in, got); !bytes.Equal(again, got) {
				t.Errorf("annotating twice changed the text (-once +twice):\n%s", cmp.Diff(string(got), string(again)))
			}
		})
	}
}

// TestAnnotateRecords annotates every readable record of the fixtures and
// the conformance suite: annotating the result again gives the same bytes,
// and the annotated record has the same verdict (its error line moved down
// by the comment lines above it).
func TestAnnotateRecords(t *testing.T) {
	commented := 0
	for _, f := range readableRecords(t) {
		once := annotate(t, f.path, f.src)
		if !bytes.Equal(once, f.src) {
			commented++
		}
		if twice := annotate(t, f.path, once); !bytes.Equal(once, twice) {
			t.Errorf("%s: annotating twice changed the text (-once +twice):\n%s", f.path, cmp.Diff(string(once), string(twice)))
			continue
		}
		want, got := verdictOf(t, f.path, f.src), verdictOf(t, f.path, once)
		if got.Error != nil {
			got.Error.Line -= markerLinesBefore(once, got.Error.Line)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: annotating changed the verdict (-before +after):\n%s", f.path, diff)
		}
	}
	if commented == 0 {
		t.Error("no record got a comment")
	}
}

// markerLinesBefore counts seqref's comment lines above a line.
func markerLinesBefore(src []byte, line int) int {
	n := 0
	for i, l := range strings.Split(string(src), "\n") {
		if i+1 >= line {
			break
		}
		if strings.HasPrefix(strings.TrimLeft(l, " \t"), rewrite.Marker) {
			n++
		}
	}
	return n
}

// TestAnnotateLineBreaks: a record whose lines end in CR, CR LF, NEL, LS or
// PS is annotated as the same record with LF: each comment stands above
// its entry, and its lines end as the file's lines do.
func TestAnnotateLineBreaks(t *testing.T) {
	const in = "../../fixtures/examples/club-night.yaml"
	want := string(annotate(t, in, mustRead(t, in)))
	for _, brk := range []string{"\r", "\r\n", "\u0085", "\u2028", "\u2029"} {
		src := strings.ReplaceAll(string(mustRead(t, in)), "\n", brk)
		got := string(annotate(t, in, []byte(src)))
		if diff := cmp.Diff(want, strings.ReplaceAll(got, brk, "\n")); diff != "" {
			t.Errorf("%q: annotated (-with LF +with %q, as LF):\n%s", brk, brk, diff)
		}
	}
}
