package ruling_test

import (
	"fmt"
	"os"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
)

// Rule on an entry of a record: legal or not, the rule that decides it, and
// why, in words.
func ExampleRuleOn() {
	data, err := os.ReadFile("../fixtures/examples/club-night.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := ruling.RuleOn(rec, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("entry", r.Turn, "legal:", r.Legal, "rule:", r.Rule)
	for _, reason := range r.Reasons {
		fmt.Printf("- %s [%s]\n", reason.Text, reason.Rule)
	}
	// Output:
	// entry 3 legal: true rule: second-sequence
	// - it is Ann's turn (green) [turn-order]
	// - E5 shows 5H; it is open; 5H is in Ann's hand [play-normal]
	// - the chip on E5 completes green's sequence A1-E5 (A1 B2 C3 D4 E5) [sequence]
	// - A1 is a free corner and counts as a green chip [free-corner]
	// - B2-F6 is also five in a line, but it shares 4 spaces with green's sequence A1-E5, so it is no further sequence: a second sequence may share only one space with the first [second-sequence]
	// - green has 2 sequences, the 2 it needs (with two players, each needs two sequences): green wins, and nothing may follow this entry [win]
	// - the game ends with the winning placement, so no draw is made [draw]
}
