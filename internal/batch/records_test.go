package batch_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/validate"
)

// selfPlay writes the record of a self-play game.
func selfPlay(t testing.TB, seed uint64, players int) []byte {
	g, err := play.Play(play.Config{Rules: engine.StandardRules, Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := play.WriteRecord(&b, g); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

const jsonRecord = `{"sequence": 1, "ruleset": "standard",
 "players": [{"name": "Ann", "team": "green"}, {"name": "Bob", "team": "blue"}],
 "turns": [{"Ann": "7H@D6"}, {"Bob": "7H@D6"}]}
`

func write(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// summaryOf is a verdict on one line: name, result, rule, line.
func summaryOf(v *validate.Outcome) string {
	s := v.File + " " + string(v.Result)
	if v.Error != nil {
		s += fmt.Sprintf(" %s %d:%d", v.Error.Rule, v.Error.Line, v.Error.Column)
	}
	return s
}

// TestValidateFolders: a folder of YAML, JSON and stream files gives one
// verdict per record, named FILE#N in streams, in the same order with one
// worker or several.
func TestValidateFolders(t *testing.T) {
	t.Chdir(t.TempDir())
	stream := bytes.Join([][]byte{selfPlay(t, 1, 2), selfPlay(t, 2, 4), []byte("sequence: [\n")}, []byte("---\n"))
	write(t, "games/a-stream.yaml", stream)
	write(t, "games/b.json", []byte(jsonRecord))
	write(t, "games/c.yml", selfPlay(t, 3, 3))
	write(t, "games/sub/d.yaml", []byte("sequence: 1\nruleset: standard\n"))
	write(t, "games/notes.txt", []byte("not a record"))
	last := bytes.Count(stream, []byte("\n")) // the line of "sequence: [", the last
	want := []string{
		"games/a-stream.yaml#1 win",
		"games/a-stream.yaml#2 win",
		fmt.Sprintf("games/a-stream.yaml#3 invalid syntax %d:12", last),
		"games/b.json illegal occupied 3:39",
		"games/c.yml win",
		"games/sub/d.yaml invalid schema 1:1",
		"nosuch.yaml invalid unreadable 1:1",
		"<stdin> illegal occupied 3:39",
	}
	for _, workers := range []int{1, 3} {
		var got []string
		var totals batch.Totals
		cfg := batch.Config{Options: batch.Options{Stdin: strings.NewReader(jsonRecord)}, Workers: workers}
		err := batch.Validate([]string{"games", "nosuch.yaml", "-"}, cfg, func(v *validate.Outcome) error {
			got = append(got, summaryOf(v))
			totals.Add(v)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		// Files found in a folder are named with the system's separator.
		for i := range got {
			got[i] = filepath.ToSlash(got[i])
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%d workers (-want +got):\n%s", workers, diff)
		}
		if totals.ExitCode() != 2 || totals.Records != len(want) || totals.Results(record.Win) != 3 || totals.Rule("occupied") != 2 {
			t.Errorf("%d workers: totals %s", workers, totals.JSON())
		}
	}
}

// TestValidateStdinIsYAML: standard input is read as YAML; JSON text is
// YAML too, so a JSON record on standard input gets the same verdict.
func TestValidateStdinIsYAML(t *testing.T) {
	var got []string
	cfg := batch.Config{Options: batch.Options{Stdin: strings.NewReader(jsonRecord)}}
	if err := batch.Validate([]string{"-"}, cfg, func(v *validate.Outcome) error {
		got = append(got, summaryOf(v))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"<stdin> illegal occupied 3:39"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestValidateFileLimits: a YAML file over the file limit is invalid
// (unreadable) without being read whole; a JSON file is held to the limit
// of one record.
func TestValidateFileLimits(t *testing.T) {
	t.Chdir(t.TempDir())
	write(t, "big.yaml", bytes.Repeat([]byte("# filler\n"), 2000))
	write(t, "big.json", []byte(`{"title": "`+strings.Repeat("a", 3000)+`"}`))
	cfg := batch.Config{Options: batch.Options{MaxFileBytes: 1000, Load: func(*record.File) record.LoadOptions {
		return record.LoadOptions{MaxBytes: 2000}
	}}}
	var got []string
	_ = batch.Validate([]string{"big.yaml", "big.json"}, cfg, func(v *validate.Outcome) error {
		got = append(got, summaryOf(v)+" "+v.Error.Message)
		return nil
	})
	want := []string{
		"big.yaml invalid unreadable 1:1 the file is larger than the 1000 bytes a file of records may have",
		"big.json invalid unreadable 1:1 the file is larger than the 2000 bytes a record may have",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// gcPercent is the garbage collector's target now.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestValidateCollectsLess: a batch with GCPercent runs with that target
// and restores the one before; GOGC in the environment wins.
func TestValidateCollectsLess(t *testing.T) {
	t.Chdir(t.TempDir())
	write(t, "a.yaml", selfPlay(t, 1, 2))
	before := gcPercent()
	for _, env := range []string{"", "50"} {
		t.Setenv("GOGC", env)
		during := 0
		cfg := batch.Config{Workers: 2, GCPercent: before + 300}
		if err := batch.Validate([]string{"a.yaml"}, cfg, func(*validate.Outcome) error {
			during = gcPercent()
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		want := before + 300
		if env != "" {
			want = before
		}
		if during != want {
			t.Errorf("GOGC=%q: target %d during the batch, want %d", env, during, want)
		}
		if after := gcPercent(); after != before {
			t.Errorf("GOGC=%q: target %d after the batch, want %d", env, after, before)
		}
	}
}
