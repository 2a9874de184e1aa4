package rewrite_test

import (
	"fmt"

	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/record"
)

// Write a record in canonical notation, keeping its comments, as seqref
// fmt does.
func ExampleFormat() {
	src := []byte(`sequence: 1
ruleset: standard
players: [{name: Ann, team: green}, {name: Bob, team: blue}]
turns:
  - Ann: 7h@c4   # lower case is read too
  - Bob: dead 4c; 7H@c6
`)
	out, err := rewrite.Format(src, record.YAML, record.LoadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(string(out))
	// Output:
	// sequence: 1
	// ruleset: standard
	// players: [{name: Ann, team: green}, {name: Bob, team: blue}]
	// turns:
	//   - Ann: 7H@C4   # lower case is read too
	//   - Bob: dead 4C; 7H@C6
}
