package referee_test

import (
	"fmt"
	"strings"

	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
)

// A ruling's page, as seqref referee writes it: the answer first (all that
// --short prints), then, on request, the detail (WriteText) or the data
// (JSON).
func ExamplePage() {
	page, err := pageOn(`
start:
  position: "*8*/10/10/10/10/1GGGGGgg2/10/10/10/*8*"
  sequences: [{team: green, from: B6, to: F6}]
  to_move: Bob
turns:
  - Bob: JSxD6
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, line := range page.Answer(ruling.AnswerWidth) {
		fmt.Println(line)
	}
	var detail strings.Builder
	_ = page.WriteText(&detail, referee.Options{Width: 40}) // the whole ruling, for a phone
	fmt.Println(strings.Count(detail.String(), "\n") > 30)
	// Output:
	// No: Bob may not take green's chip off D6 with J♠. The green chip at D6
	//   is part of the completed sequence B6-F6 and cannot be removed.
	// Now: Bob takes back J♠ (the chip goes back on D6) and plays the turn
	//   again.
	// D6 is locked whichever five of B6-H6 count. “A chip cannot be removed if
	//   it is already part of a completed Sequence. Once a Sequence is
	//   achieved by a player or a team, it cannot be broken.” (Game Rules,
	//   RVers of Idaho: “The jacks”) [remove-locked]
	// true
}
