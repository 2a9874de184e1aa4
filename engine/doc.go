// Package engine is the rules of Sequence and nothing else: cards, spaces
// and the board, the rulesets (Rulesets: standard, red-jacks, bible), a
// Game and its legal moves, sequences, and a Violation naming the rule an
// entry breaks. It reads no text and prints nothing; package notation
// writes its values, package rulebook says its rules in words.
//
// A Game is a value of fixed-size arrays: next := *g copies a whole game to
// try a play on. NewGame is the constructor (Init sets up a game in memory
// the caller reuses, for rollouts). There is one door for each job:
//
//   - Turn judges an entry and applies it when it is legal, with a Report of
//     what it did; the game is unchanged when it is illegal. Use it by default.
//   - Check judges an entry without applying it.
//   - Push is the fast path for rollouts: every rule judged, no report, and
//     a game that must be thrown away after a violation.
//
// What a player may play now: Targets(c, t) is where card c goes for team t,
// PlayableSet(t) and DeadSet() the playable and the dead cards as one
// CardSet each, and AppendPlays and AppendPlaysOf list the legal plays into a
// slice the caller reuses. Applying a play allocates nothing.
//
// The board's geometry is exported once: Direction.Step and Space.Along
// walk a line, Windows and WindowsThrough yield the five-space windows in
// which sequences lie, and Game.Threats(by) is the set of open spaces where
// a chip of team by would complete a sequence. A team argument always names
// the side acting.
package engine
