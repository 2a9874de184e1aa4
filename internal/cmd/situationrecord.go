package cmd

import (
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/situation"
)

// situationPlayers names the seats of a situation (situation.Names).
var situationPlayers = situation.Names

// situationRecord is the record a situation stands for, with entry as its
// one entry (situation.Record).
func situationRecord(s notation.Situation, entry string) (*record.Record, error) {
	return situation.Record(s, entry)
}

// entryColumn is the column in the text of --entry of a column on the line
// of a situation record's one entry (situation.EntryColumn).
func entryColumn(col int, entry, mover string, seats int) int {
	return situation.EntryColumn(col, entry, mover, seats)
}
