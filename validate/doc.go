// Package validate replays Sequence records (read by package record)
// through the engine and says what happened: one Outcome for every record,
// with the rule broken, the entry, the player and the line and column in
// the file, and the facts to compare with a record's expect: block
// (package expect compares them). It says which rule an entry breaks, not
// why in words: the words come from the explainer the caller passes in
// Options, and package ruling holds the referee's (ruling.Outcome).
package validate
