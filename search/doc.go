// Package search is a Monte Carlo searcher for Sequence, the chooser of
// seqref bot strong: it sees what a player at the table sees (the board,
// the sequences and its own hand) and chooses a play by playing the game to
// its end many times from each candidate play.
//
// The other hands and the draw pile are not known, so every playout first
// deals them at random from the unseen cards: the deck less the player's
// hand and less the cards that the chips on the board show (a chip placed
// with a wild jack is taken as placed with its space's card, and a card
// turned in dead or a chip taken off is not seen; the searcher knows only
// the position it is shown). The deal, the candidate play and the turns
// after it are judged by the engine, with the game's every rule; the
// searcher writes no rules of its own. It picks the candidate for each
// playout by UCB1 over the candidates' mean results (a flat, determinized
// Monte Carlo search), and plays the one tried most.
//
// The playouts follow a cheap policy that is far stronger than random play:
// win if possible, complete a sequence, block an opponent's sequence that
// one chip would complete, with a normal card first and a jack only then,
// and else place where the five-space windows free of the other teams'
// chips count most, the player's own and the opponents'. A playout that
// runs out of cards to draw counts as a draw.
//
// A Searcher is given a number of playouts a move (reproducible: the same
// seed and position give the same choice) or a time a move, or both.
package search
