// Package notation reads and writes the text forms of docs/format.md: cards,
// spaces, the actions of a turn, whole turns, positions, situations (a
// position with everything the player to move knows, on one line) and board
// files. It
// is liberal in what it reads (lower case, T for 10, suit symbols, extra
// separators) and writes only the canonical form; docs/notation.md describes
// every form and the decisions docs/format.md left open.
//
// It does not judge legality: "JS@E5" parses as a placement even though a
// one-eyed jack cannot place, and "7H" parses whether or not either of its
// spaces is open. The engine judges; the notation only reads and writes.
//
// Text that cannot be read gives a *SyntaxError (a *BoardError for board
// files) with the 1-based column, in characters, of the bad token, the token,
// what is wrong, and what was expected.
package notation
