// Package expect compares what a replay came to (a validate.Outcome) with
// what a record's expect: block says it should (a record.Expectation), key
// by key, and writes an outcome as the values of an expect: block, for
// seqref test, seqref diff and seqref test --update (docs/golden-tests.md).
package expect
