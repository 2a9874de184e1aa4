// Package play makes complete Sequence games by self-play: a dealer with a
// seeded shuffle, and a policy that chooses every turn. The games are full
// information (starting hands, the deck, every draw and every reshuffle), so
// anyone can re-check every move; they serve as test corpora and as the
// source of reachable positions for puzzles.
//
// The dealer keeps the physical cards (pile, discards, hands) itself rather
// than asking the engine, so a generated game is also a cross-check of the
// engine's own bookkeeping.
package play
