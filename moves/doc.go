// Package moves lists every legal play of the player to move, with what
// each does: the sequences it completes, whether it wins, and which of the
// opponents' threats it blocks; and, for the position, the dead cards that
// may be turned in first and whether a pass is legal. It is what seqref
// moves prints (docs/library.md).
//
// The plays come from the engine's own generator (engine.Game.AppendPlaysOf)
// and their effects from applying each to a copy of the game; the tests
// check the list against engine.Game.Check.
package moves
