package expect_test

import (
	"fmt"
	"os"

	"github.com/seqref/seqref/internal/expect"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Compare a record's outcome with its expect: block, key by key, as seqref
// test and seqref diff do.
func ExampleCompare() {
	data, err := os.ReadFile("../../fixtures/examples/club-night.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	rec, err := record.Load(data, record.LoadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	out := validate.Judge(rec, validate.Options{})
	for _, c := range expect.Compare(rec.Expectation, out) {
		fmt.Println(c.Key(), c.Want, c.Same)
	}
	fmt.Println(len(expect.Differences(expect.Compare(rec.Expectation, out))), "differences")
	// Output:
	// result win true
	// winner green true
	// turns 3 true
	// sequences {green: 2, blue: 0} true
	// position "*8*/1Gb3b3/2G3b3/3Gg1b3/4G1b3/b4g4/10/3b6/1GGGGG4/*8*" true
	// 0 differences
}
