package batch_test

import (
	"fmt"
	"path/filepath"

	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/validate"
)

// Validate every record of a folder, in parallel, with the verdicts in a
// stable order.
func ExampleValidate() {
	err := batch.Validate([]string{"../../fixtures/examples"}, batch.Config{Workers: 2}, func(v *validate.Outcome) error {
		// v.File has the system's separator; ToSlash gives one output everywhere.
		fmt.Println(filepath.ToSlash(v.File), v.Result, v.Turns)
		return nil
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// ../../fixtures/examples/club-night.yaml win 3
}
