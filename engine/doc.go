// Package engine is the rules of Sequence and nothing else: cards, spaces
// and the board, the rulesets (Rulesets: standard, red-jacks, bible), a
// Game and its legal moves, sequences, and a Violation naming the rule an
// entry breaks. It reads no text and prints nothing; package notation
// writes its values, package rulebook says its rules in words.
//
// A Game is a value of fixed-size arrays: next := *g copies a whole game to
// try a play on. Turn judges an entry and applies it when it is legal (the
// game is unchanged otherwise); Check judges without applying; Apply and
// Step are the fast paths for rollouts, which leave an illegal entry's game
// to be thrown away. AppendPlays and AppendPlaysOf list the legal plays into
// a slice the caller reuses, and applying a play allocates nothing.
//
// The board's geometry is exported once: Direction.Step and Space.Along
// walk a line, Windows and WindowsThrough yield the five-space windows in
// which sequences lie, and Game.Threats(by) is the set of open spaces where
// a chip of team by would complete a sequence. A team argument always names
// the side acting.
package engine
