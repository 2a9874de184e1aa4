package validate_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// TestNewStreamDocuments: the documents of a stream are found at its
// markers; text with nothing but comments, blank lines and directives is
// no document.
func TestNewStreamDocuments(t *testing.T) {
	tests := []struct {
		name, text string
		lines      []int // the first line of each document
	}{
		{"one record", "a: 1\nb: 2\n", []int{1}},
		{"empty file", "", []int{1}},
		{"leading marker", "# c\n---\na: 1\n", []int{1}},
		{"trailing markers", "a: 1\n...\n---\n", []int{1}},
		{"two", "a: 1\n---\nb: 2\n", []int{1, 2}},
		{"two with a leading marker", "---\na: 1\n---\nb: 2\n", []int{1, 3}},
		{"empty documents between", "a: 1\n---\n# nothing\n---\n\n---\nb: 2\n", []int{1, 6}},
		{"content on the marker line", "--- {a: 1}\n--- {b: 2}\n", []int{1, 2}},
		{"comment on the marker line", "a: 1\n--- # two\nb: 2\n", []int{1, 2}},
		{"document end", "a: 1\n...\nb: 2\n", []int{1, 3}},
		{"directive", "a: 1\n...\n%YAML 1.2\n---\nb: 2\n", []int{1, 4}},
		{"dashes in a value", "a: ---x\nb: \"--- \"\nc: |\n  ---\n", []int{1}},
		{"CR LF", "a: 1\r\n---\r\nb: 2\r\n", []int{1, 2}},
		{"marker with a tab", "a: 1\n---\tb: 2\n", []int{1, 2}},
		{"not a marker", "a: 1\n----\nb: 2\n", []int{1}},
		{"byte order mark", "\xef\xbb\xbf---\na: 1\n---\nb: 2\n", []int{1, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := validate.NewStream([]byte(tt.text))
			var lines []int
			for _, d := range s.Docs {
				lines = append(lines, d.Line)
				if !strings.HasPrefix(tt.text[d.Offset:], string(d.Data)) {
					t.Errorf("document at line %d: offset %d does not hold its text", d.Line, d.Offset)
				}
			}
			if diff := cmp.Diff(tt.lines, lines); diff != "" {
				t.Errorf("document lines (-want +got):\n%s", diff)
			}
			if s.Multiple() != (len(tt.lines) > 1) {
				t.Errorf("Multiple() = %v", s.Multiple())
			}
		})
	}
}

// playRecords writes n self-play records of standard two-player games.
func playRecords(t testing.TB, n int) [][]byte {
	var out [][]byte
	for seed := uint64(1); len(out) < n; seed++ {
		g, err := play.Play(play.Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := play.WriteRecord(&b, g); err != nil {
			t.Fatal(err)
		}
		out = append(out, b.Bytes())
	}
	return out
}

// TestStreamLoadsEachRecord: a stream of records, some broken, gets for
// each document the verdict that record gets alone, with its error's line
// counted in the whole file; a broken document does not keep the next one
// from being read.
func TestStreamLoadsEachRecord(t *testing.T) {
	recs := playRecords(t, 4)
	recs[1] = bytes.Replace(recs[1], []byte("\nturns:\n  - Ann: "), []byte("\nturns:\n  - Ann: QQ@"), 1) // notation
	recs[2] = append([]byte("sequence: [\n"), recs[2]...)                                                // YAML syntax
	recs[3] = bytes.Replace(recs[3], []byte("\n  - Bob: "), []byte("\n  - Bob: pass\n  - Bob: "), 1)     // illegal
	var stream bytes.Buffer
	starts := []int{}
	line := 1
	for i, r := range recs {
		if i > 0 {
			stream.WriteString("---\n")
			line++
		}
		starts = append(starts, line) // the record's first line
		stream.Write(r)
		line += bytes.Count(r, []byte("\n"))
	}
	s := validate.NewStream(stream.Bytes())
	if len(s.Docs) != len(recs) {
		t.Fatalf("%d documents, want %d", len(s.Docs), len(recs))
	}
	for i, r := range recs {
		// A document starts at its marker, the line before the record.
		if want := max(starts[i]-1, 1); s.Docs[i].Line != want {
			t.Errorf("document %d starts at line %d, want %d", i+1, s.Docs[i].Line, want)
		}
		alone := formatVerdict(validate.YAML, r, validate.Options{})
		rec, err := s.Load(i, validate.Options{})
		var got *validate.Verdict
		if err != nil {
			got = validate.InvalidVerdict("f", err.(*validate.LoadError))
		} else {
			got = ruling.Verdict(validate.Play(rec, nil), "f")
		}
		if alone.Error != nil {
			alone.Error.Line += starts[i] - 1
		}
		if diff := cmp.Diff(alone, got); diff != "" {
			t.Errorf("document %d (-alone, moved to its line +in the stream):\n%s", i+1, diff)
		}
	}
	want := []validate.Result{validate.Win, validate.Invalid, validate.Invalid, validate.Illegal}
	for i, w := range want {
		if v := streamVerdict(s, i); v.Result != w {
			t.Errorf("document %d: %s, want %s", i+1, v.Result, w)
		}
	}
}

func streamVerdict(s *validate.Stream, i int) *validate.Verdict {
	rec, err := s.Load(i, validate.Options{})
	if err != nil {
		return validate.InvalidVerdict("f", err.(*validate.LoadError))
	}
	return ruling.Verdict(validate.Play(rec, nil), "f")
}

// TestStreamSizeLimitPerDocument: the size limit applies to each document
// of a stream, not to the stream.
func TestStreamSizeLimitPerDocument(t *testing.T) {
	recs := playRecords(t, 3)
	text := bytes.Join(recs, []byte("---\n"))
	limit := 0
	for _, r := range recs {
		limit = max(limit, len(r)+4)
	}
	s := validate.NewStream(text)
	for i := range s.Docs {
		if _, err := s.Load(i, validate.Options{MaxBytes: limit}); err != nil {
			t.Errorf("document %d: %v", i+1, err)
		}
	}
	if _, err := s.Load(0, validate.Options{MaxBytes: 100}); err == nil || !strings.Contains(err.Error(), "larger than the 100 bytes") {
		t.Errorf("got %v, want the document refused", err)
	}
}

// TestStreamOneRecordIsLoad: a file with one record is read as Load reads
// it, a second empty document included.
func TestStreamOneRecordIsLoad(t *testing.T) {
	rec := playRecords(t, 1)[0]
	for _, text := range [][]byte{rec, append([]byte("---\n"), rec...), append(append([]byte{}, rec...), "---\n# end\n"...)} {
		s := validate.NewStream(text)
		if s.Multiple() {
			t.Fatalf("%d documents", len(s.Docs))
		}
		want := formatVerdict(validate.YAML, text, validate.Options{})
		if got := streamVerdict(s, 0); !cmp.Equal(want, got) {
			t.Errorf("got %s, want %s", got.JSON(), want.JSON())
		}
	}
}

// ExampleNewStream shows the documents of a stream.
func ExampleNewStream() {
	s := validate.NewStream([]byte("# two records\n---\nsequence: 1\n---\nsequence: 1\n"))
	for _, d := range s.Docs {
		fmt.Printf("line %d: %q\n", d.Line, d.Data)
	}
	// Output:
	// line 2: "---\nsequence: 1\n"
	// line 4: "---\nsequence: 1\n"
}
