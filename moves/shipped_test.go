package moves_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/validate"
)

// The shipped games: the listing agrees with Check before every entry of
// every game in fixtures/games.
func TestListingOnShippedGames(t *testing.T) {
	files, err := filepath.Glob("../fixtures/games/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no shipped games: %v", err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Load(data, record.LoadOptions{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		entries := 0
		rp := validate.Play(rec, func(st *validate.Step) {
			if st.Entry.Kind == record.PlayerTurn {
				checkListing(t, name, st.Before)
				entries++
			}
		})
		if !rp.Violation.OK() || entries == 0 {
			t.Fatalf("%s: %v after %d entries", name, rp.Violation.Rule, entries)
		}
	}
}
