// Package situation connects the situation notation (docs/notation.md,
// section 6) to the engine: Of reads the situation of a game, and NewGame
// builds the game a situation describes, checking that it holds together.
//
// A game built from a situation is the game of a record with a start:
// position and no deck: (docs/notation.md, section 6): the mover's hand is
// known when the situation gives every card of it, the other hands are not,
// and the pile's size, if the situation gives it, is not used by the rules.
package situation
