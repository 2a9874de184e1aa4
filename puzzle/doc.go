// Package puzzle makes rules puzzles with exactly one right answer from
// positions of real self-play games, and checks them.
//
// A puzzle is an ordinary record (docs/format.md section 5) that seqref validate
// accepts: start: holds a position reached in a self-play game (the board,
// the completed sequences with their ends, the player to move), hands:
// gives only the hand of the player to move (what that player knows), there
// is no deck:, question: asks the question in words, turns: holds one entry
// of the player to move, and expect: holds what that entry gives (result,
// turns and sequences; winner after a win, error after an illegal entry).
// The puzzle: block says what kind of puzzle it is and its answer:
//
//	puzzle: {kind: win, difficulty: easy, seed: 7, policy: greedy, entry: 41, answer: "5H@E5"}
//
// seed, policy and entry name the self-play game (play.Play with the
// record's ruleset, players and teams) and the entry of its record the
// position comes before; they are written together or not at all. The
// kinds, and the form of their answers:
//
//   - win: exactly one legal play of the hand (distinct card and target)
//     wins the game now. The answer is that play ("5H@E5"), and it is the
//     record's turn. Hard when the play is a wild card, or completes a
//     sequence through a corner or two sequences at once.
//   - block: the next player's team has an open space where its chip would
//     complete a sequence (a wild card reaches any open space, so every such
//     space is a threat), the player to move cannot win now, and exactly one
//     legal play leaves that team no such space. The answer is that play,
//     and it is the record's turn. Hard when it is a wild or remove card.
//   - dead: the hand holds at least one dead card. The answer is the list of
//     the dead cards ([4C, 9S]); any one of them may be turned in, one per
//     turn, before the play, and the record's turn shows one turned in and a
//     legal play. Hard with two or more dead cards, or with a jack (or ADD
//     or REMOVE) in the hand, which is never dead.
//   - legal: the record's turn is a proposed entry; the answer is legal or
//     the rule id it breaks, as the engine judges it. Entries are made by
//     mutating legal plays so that every batch covers the catalogue. Hard
//     when the rule is remove-locked, corner, not-dead, dead-twice,
//     turn-shape, ambiguous or no-space, or when a legal entry turns in a
//     dead card, writes a card without its space or plays a jack.
//   - count: the record's turn completes one or more sequences; the answer
//     is how many sequences every team has after it ({green: 1, blue: 2}).
//     Hard when it completes two at once, or a new sequence runs through a
//     corner, shares a space with another of the team's sequences, or lies
//     in a line of six or more of the team's chips.
//
// Uniqueness is checked in the engine, never assumed: Check tries every
// legal play of the hand for win and block and requires exactly one that
// does what is asked; it compares the exact set of dead cards for dead; and
// it takes the engine's one verdict for legal and count. Generate writes
// every puzzle as a record, reads it back and checks it before returning
// it, so a puzzle with two answers is never written. The same seed gives
// the same puzzles, byte for byte, on every Go version: the random source
// is PCG with bounded draws of its own.
//
// docs/puzzles.md describes the format with a real puzzle of every kind.
package puzzle
