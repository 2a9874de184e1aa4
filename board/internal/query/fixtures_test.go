package query

import (
	"os"
	"path/filepath"
	"testing"
)

// TestReplayFixtures opens every record of fixtures/ as the page does:
// none may fail to give a game, and every illegal record has its fault.
func TestReplayFixtures(t *testing.T) {
	files, _ := filepath.Glob("../../../fixtures/*/*/*.*")
	more, _ := filepath.Glob("../../../fixtures/*/*.*")
	files = append(files, more...)
	if len(files) < 100 {
		t.Fatalf("only %d fixtures", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s := Open(filepath.Base(f), data)
		for i := range s.Records {
			g := Replay(filepath.Base(f), data, i, 0)
			if g.Verdict == "" || g.Summary == "" {
				t.Errorf("%s#%d: no verdict: %+v", f, i+1, g)
			}
			if g.Verdict == "illegal" && g.Fault < 0 && len(g.Frames) > 0 && g.Ruling.Turn > 0 {
				t.Errorf("%s#%d: illegal with no fault frame", f, i+1)
			}
		}
	}
}
