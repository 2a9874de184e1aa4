package record_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/seqref/seqref/record"
)

// ExampleOpen reads what a user names: here a stream of two records, and
// then its second record alone.
func ExampleOpen() {
	dir, err := os.MkdirTemp("", "records")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	games := filepath.Join(dir, "games.yaml")
	if err := os.WriteFile(games, []byte("sequence: 1\n---\nsequence: 1\n"), 0o644); err != nil {
		panic(err)
	}
	for src := range record.Open([]string{games, games + "#2"}, record.Options{}) {
		name, _ := filepath.Rel(dir, src.Name)
		fmt.Printf("%s: line %d\n", name, src.Document().Line)
	}
	// Output:
	// games.yaml#1: line 1
	// games.yaml#2: line 2
	// games.yaml#2: line 2
}
