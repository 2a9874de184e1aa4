package validate_test

import (
	"fmt"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Judge a record: the outcome is complete when made, the words of its
// error written by the explainer given in Options (package ruling gives
// the referee's, ruling.Judge).
func ExampleJudge() {
	text := []byte(`{"sequence": 1, "ruleset": "standard",
 "players": [{"name": "Ann", "team": "green"}, {"name": "Bob", "team": "blue"}],
 "turns": [{"Bob": "5C@C2"}]}`)
	rec, err := record.LoadJSON(text, record.LoadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	explain := func(r *validate.Replay) string {
		return fmt.Sprintf("entry %d breaks %s", r.At, r.Violation.Rule)
	}
	o := validate.Judge(rec, validate.Options{File: "game.json", Explain: explain})
	fmt.Println(o.Result, o.Error.Turn, o.Error.Rule, o.Error.Message)
	fmt.Printf("%s\n", o.JSON())
	// Output:
	// illegal 1 out-of-turn entry 1 breaks out-of-turn
	// {"file":"game.json","result":"illegal","winner":null,"turns":0,"error":{"turn":1,"rule":"out-of-turn","line":3,"column":13,"message":"entry 1 breaks out-of-turn","player":"Bob"},"sequences":{"green":0,"blue":0},"position":"*8*/10/10/10/10/10/10/10/10/*8*"}
}
