// Package validate replays Sequence records (read by package record)
// through the engine and says what happened: a verdict for every record,
// with the rule broken, the entry, the player and the line and column in
// the file, and an outcome to compare with a record's expect: block
// (package expect compares them). It says which rule an entry breaks, not
// why in words: package ruling holds the referee's prose (ruling.Verdict
// fills in a verdict's message).
package validate
