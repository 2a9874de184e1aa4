// Package search is a Monte Carlo searcher for Sequence, the chooser of
// seqref bot strong: it sees what a player at the table sees (the board,
// the sequences, its own hand, and the others' entries as it is told them)
// and chooses a play by playing each candidate out from many deals of the
// cards it has not seen.
//
// The other hands and the draw pile are not known, so every playout first
// deals them at random from the unseen cards: the deck less the player's
// hand and less the cards out of play (those it saw played or turned in
// since the last reshuffle, or as many as the chips on the board show,
// whichever is more). The deal, the candidate play and every turn after it
// are judged by the engine, with every rule of the game's ruleset; the
// searcher writes no rules of its own.
//
// The candidates are the plays of the hand with the highest static score (a
// win ends the search at once). They are compared by sequential halving: in
// each round every candidate still in is played out from the same deals
// (common random numbers, which take most of the luck of the deal out of
// the comparison), and the better half by mean result goes on, until one is
// left. In a two-player game a playout then searches the next two turns by
// minimax over the dealt hands: the opponent's reply that leaves the
// position worst for the player, among every play of its hand (the best few
// spaces of a jack), and the player's best answer to it. In a four-player
// game it searches the whole round so, each turn among the two plays of the
// dealt hand with the best static score. With three players, or six or
// more, it plays a round of turns with a cheap policy far stronger than
// random play (win if possible, complete a sequence, block an opponent's
// sequence that one more chip would complete, else place where the
// five-space windows free of the other teams' chips count most). Either
// way it then evaluates the position: each team's sequences, its windows
// weighted by its chips in them, and the jacks in its hands.
//
// A Searcher is given a number of playouts a move (reproducible: the same
// seed and the same position give the same play) or a time a move, or
// both.
package search
