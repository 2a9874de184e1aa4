// Package referee writes a referee's ruling (package ruling) for people and
// as data: the answer block first, in players' words, then the detail (the
// board, the facts, the rule with its sources, the decisions, what the table
// does now, the other rulesets). seqref referee and any other front end (a
// web page) print the same words from the same code; they only read files
// and flags (docs/referee.md).
package referee
