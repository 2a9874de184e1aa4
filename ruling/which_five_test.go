package ruling_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
)

// notLocked finds the spaces a ruling says are not locked: "; B6 and G6
// are not", "so G6 is not locked".
var notLocked = regexp.MustCompile(`(?:; |so )((?:[A-J](?:10|[1-9])(?:, | and )?)+) (?:is|are) not\b`)

// TestWhichFiveNeverUnlocksAGivenSequence: on every entry of every
// fixture whose start: gives a sequence, neither "Which five" nor the
// answer calls a chip of a given sequence unlocked, nor credits seqref's
// claim with a sequence the record gave.
func TestWhichFiveNeverUnlocksAGivenSequence(t *testing.T) {
	var paths []string
	for _, pattern := range []string{"../fixtures/*/*.yaml", "../fixtures/*/*/*.yaml"} {
		found, _ := filepath.Glob(pattern)
		paths = append(paths, found...)
	}
	records, lines := 0, 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Load(data, record.LoadOptions{})
		if err != nil || rec.Start == nil || len(rec.Start.Sequences) == 0 {
			continue
		}
		records++
		for n := 1; n <= len(rec.Turns); n++ {
			r, err := ruling.RuleOn(rec, n)
			if err != nil || r.Turn != n {
				continue
			}
			text := r.LongLine() + "\n" + strings.Join(strings.Fields(strings.Join(r.Answer(0), " ")), " ")
			if r.LongLine() != "" {
				lines++
			}
			for _, g := range rec.Start.Sequences {
				name := g.From.String() + "-" + g.To.String()
				for _, credit := range []string{"seqref claims " + name, "seqref counts " + name} {
					if strings.Contains(text, credit) {
						t.Errorf("%s entry %d: %q, but the record gives %s:\n%s", path, n, credit, name, text)
					}
				}
				given := spacesOf(g)
				for _, m := range notLocked.FindAllStringSubmatch(text, -1) {
					for _, s := range strings.FieldsFunc(strings.ReplaceAll(m[1], " and ", ","), func(r rune) bool { return r == ',' || r == ' ' }) {
						if given[s] {
							t.Errorf("%s entry %d: calls %s unlocked, a chip of %s, which the record gives:\n%s", path, n, s, name, text)
						}
					}
				}
			}
		}
	}
	if records < 10 || lines < 3 {
		t.Errorf("%d fixtures give a sequence, %d rulings on them say which five; want at least 10 and 3", records, lines)
	}
}

// spacesOf are the five spaces of a sequence the record's start gives.
func spacesOf(g engine.StartSequence) map[string]bool {
	dc, dr := sign(g.To.Col()-g.From.Col()), sign(g.To.Row()-g.From.Row())
	out := map[string]bool{}
	for i := 0; i < 5; i++ {
		out[engine.SpaceAt(g.From.Col()+i*dc, g.From.Row()+i*dr).String()] = true
	}
	return out
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}
