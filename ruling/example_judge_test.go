package ruling_test

import (
	"fmt"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// Read a record through record's one door (OpenOne, then Source.Load) and
// judge it with the referee's words: the outcome is the verdict seqref
// validate --format json prints.
func ExampleJudge() {
	src, oerr := record.OpenOne("../fixtures/rules/wrong-space/illegal-space-shows-another-card.yaml", record.Options{})
	if oerr != nil {
		fmt.Println(oerr)
		return
	}
	var o *validate.Outcome
	if rec, err := src.Load(record.LoadOptions{}); err != nil {
		o = validate.Invalid(src.Name, err)
	} else {
		o = ruling.Judge(rec, src.Name)
	}
	fmt.Println(o.Result, o.Error.Turn, o.Error.Rule, o.Error.Player)
	fmt.Println(o.Error.Message)
	// Output:
	// illegal 2 wrong-space Bob
	// 5C@C2: C2 shows 4C, not 5C; 5C shows at B2 and D4
}
