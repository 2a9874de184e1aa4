package validate_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

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
	s := record.NewStream(stream.Bytes())
	if len(s.Docs) != len(recs) {
		t.Fatalf("%d documents, want %d", len(s.Docs), len(recs))
	}
	for i, r := range recs {
		// A document starts at its marker, the line before the record.
		if want := max(starts[i]-1, 1); s.Docs[i].Line != want {
			t.Errorf("document %d starts at line %d, want %d", i+1, s.Docs[i].Line, want)
		}
		alone := formatVerdict(record.YAML, r, record.LoadOptions{})
		rec, err := s.Load(i, record.LoadOptions{})
		var got *validate.Outcome
		if err != nil {
			got = validate.Invalid("f", err)
		} else {
			got = ruling.Judge(rec, "f")
		}
		if alone.Error != nil {
			alone.Error.Line += starts[i] - 1
		}
		if diff := cmp.Diff(alone, got); diff != "" {
			t.Errorf("document %d (-alone, moved to its line +in the stream):\n%s", i+1, diff)
		}
	}
	want := []record.Result{record.Win, record.Invalid, record.Invalid, record.Illegal}
	for i, w := range want {
		if v := streamVerdict(s, i); v.Result != w {
			t.Errorf("document %d: %s, want %s", i+1, v.Result, w)
		}
	}
}

func streamVerdict(s *record.Stream, i int) *validate.Outcome {
	rec, err := s.Load(i, record.LoadOptions{})
	if err != nil {
		return validate.Invalid("f", err)
	}
	return ruling.Judge(rec, "f")
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
	s := record.NewStream(text)
	for i := range s.Docs {
		if _, err := s.Load(i, record.LoadOptions{MaxBytes: limit}); err != nil {
			t.Errorf("document %d: %v", i+1, err)
		}
	}
	if _, err := s.Load(0, record.LoadOptions{MaxBytes: 100}); err == nil || !strings.Contains(err.Error(), "larger than the 100 bytes") {
		t.Errorf("got %v, want the document refused", err)
	}
}

// TestStreamOneRecordIsLoad: a file with one record is read as Load reads
// it, a second empty document included.
func TestStreamOneRecordIsLoad(t *testing.T) {
	rec := playRecords(t, 1)[0]
	for _, text := range [][]byte{rec, append([]byte("---\n"), rec...), append(append([]byte{}, rec...), "---\n# end\n"...)} {
		s := record.NewStream(text)
		if s.Multiple() {
			t.Fatalf("%d documents", len(s.Docs))
		}
		want := formatVerdict(record.YAML, text, record.LoadOptions{})
		if got := streamVerdict(s, 0); !cmp.Equal(want, got) {
			t.Errorf("got %s, want %s", got.JSON(), want.JSON())
		}
	}
}
