// Package validate reads Sequence records (docs/format.md section 5), replays them
// through the engine and says what happened: a verdict for every record, with
// the rule broken, the entry, the player and the line and column in the file.
// It says which rule an entry breaks, not why in words: package ruling holds
// the referee's prose (ruling.Verdict fills in a verdict's message).
package validate
