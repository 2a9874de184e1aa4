package ruling_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
)

// sentence is a row of the table of the sentences a ruling quotes (docs/referee.md,
// "The answer first"): under a rule and a ruleset, in a situation with a distinguishing
// fact (a record of fixtures/, rewritten where a row needs another ruleset or entry), the
// sentence of the ruleset's documents the answer quotes, or, where they are silent, the
// words that say what seqref decides.
type sentence struct {
	rule          rulebook.ID
	ruleset, fact string
	// path is the record, and edits pairs of old and new text that make the situation.
	path  string
	edits []string
	// want is the quote; silent, when want is "", words of what seqref decides.
	want, silent string
}

const (
	deadDefinition = "A card in a players hand which cannot be played on the board because there is no open matching space is a DEAD card."
	playedSpace    = "places one of their marker chips on the matching card on the game board. Each card is pictured twice on the game board except for Jacks."
	twoEyed        = "four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip"
	oneEyed        = "four (4) Jacks with one (1) eye which are anti-wild and are used to remove chips from the board."
	bibleAdd       = "To play an 'ADD' card, place it on your discard pile and place one of your chips on any open space on the game board."
	bibleRemove    = "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."
	secondShares   = "If two Sequences are required to win, any one of the spaces from the first Sequence may be used as part of the second Sequence."
	mustPass       = "If a player still cannot play a card on that turn, he must pass and wait until the next turn."
	depleted       = "When the draw deck becomes depleted during play, all discard piles are shuffled together to create a new draw deck."
	drawsAfter     = "The player then draws a card from the draw deck to replace the card played and his turn ends"
	printedCorners = "There are printed \"chips\" in the four corners of the game board. These are free spaces and may be used by all players to complete their Sequence."
)

const (
	rules    = "../fixtures/rules/"
	disputes = "../fixtures/disputes/"
)

var sentences = []sentence{
	{rule: "setup-players", ruleset: "standard", fact: "5 players", path: disputes + "five-players.yaml",
		want: "NUMBER OF PLAYERS: 2, 3, 4, 6, 8, 9, 10, or 12 players can play"},
	{rule: "setup-players", ruleset: "bible", fact: "8 players", path: rules + "setup-players/illegal-bible-eight-players.yaml",
		want: "2 to 6 players. Up to 3 players may play individually. More than 3 players must be in teams."},
	{rule: "setup-teams", ruleset: "standard", fact: "teams of 2, 1 and 1", path: disputes + "four-players-alone.yaml",
		want: "Sequence is a strategy board game for either 2 or 3 individual players or 2 or 3 even teams of players up to 12 players in total."},
	{rule: "setup-teams", ruleset: "bible", fact: "6 players in three colours", path: rules + "setup-teams/illegal-bible-six-three-teams.yaml",
		want: "Three sets of chips are used only when there are three players."},
	{rule: "setup-seating", ruleset: "standard", fact: "teammates side by side", path: disputes + "teammates-side-by-side.yaml",
		want: "Team members must alternate their physical positions with opponents around the playing surface."},
	{rule: "setup-hands", ruleset: "standard", fact: "3 players", path: disputes + "three-players-deal.yaml",
		want: "3 players 6 cards each"},
	{rule: "setup-hands", ruleset: "standard", fact: "2 players", path: rules + "setup-hands/illegal-long-hand.yaml",
		want: "2 players 7 cards each"},
	{rule: "setup-hands", ruleset: "red-jacks", fact: "3 players", path: rules + "setup-hands/illegal-three-players-seven-cards.yaml",
		edits: []string{"ruleset: standard", "ruleset: red-jacks"}, want: "3-4 players: 6 cards each"},
	{rule: "setup-hands", ruleset: "bible", fact: "4 players", path: rules + "setup-hands/illegal-bible-four-players-five-cards.yaml",
		want: "For 4-6 players: 4 cards each."},
	{rule: "setup-hands", ruleset: "bible", fact: "2 players", path: rules + "setup-hands/illegal-bible-seven-cards.yaml",
		want: "For 2-3 players: 5 cards each"},
	{rule: "setup-deck", ruleset: "standard", fact: "a deck one card short", path: rules + "setup-deck/illegal-deck-one-short.yaml",
		want: "MATERIALS: A rulebook, a game board, 48 chips each of red, blue and green, and 104 sequence cards."},
	{rule: "setup-deck", ruleset: "bible", fact: "a jack dealt", path: rules + "setup-deck/illegal-bible-hand-with-jack.yaml",
		want: "There are two 'ADD' and two 'REMOVE' cards in the card deck."},
	{rule: "setup-start", ruleset: "standard", fact: "a colour not in play", path: rules + "setup-start/illegal-colour-not-in-play.yaml",
		want: "Once a Sequence is achieved by a player or a team, it cannot be broken."},
	// turn-order is cited by every legal ruling and decides none: the row rules with it.
	{rule: "turn-order", ruleset: "standard", fact: "a play in turn", path: rules + "out-of-turn/legal-first-player-first.yaml",
		want: "The player left of the dealers starts the game."},
	{rule: "turn-order", ruleset: "red-jacks", fact: "a play in turn", path: rules + "out-of-turn/legal-first-player-first.yaml",
		edits: []string{"ruleset: standard", "ruleset: red-jacks"}, want: "Turns move clockwise."},
	{rule: "out-of-turn", ruleset: "standard", fact: "a play", path: rules + "out-of-turn/illegal-second-player-first.yaml",
		want: "The player left of the dealers starts the game."},
	{rule: "out-of-turn", ruleset: "standard", fact: "a dead card", path: rules + "out-of-turn/illegal-second-player-first.yaml",
		edits: []string{"Bob: 7H@D6", "Bob: dead 4C; 7H@D6"}, want: "The Player may turn it in for a new card when it is his turn."},
	{rule: "out-of-turn", ruleset: "red-jacks", fact: "a dead card", path: rules + "out-of-turn/illegal-second-player-first.yaml",
		edits: []string{"ruleset: standard", "ruleset: red-jacks", "Bob: 7H@D6", "Bob: dead 4C; 7H@D6"},
		want:  "You may reveal it on your turn, discard it, draw a new card, and then take your normal turn."},
	{rule: "turn-shape", ruleset: "standard", fact: "a dead card and no play", path: disputes + "dead-card-only.yaml",
		want: "Proceed to take the normal turn."},
	{rule: "turn-shape", ruleset: "standard", fact: "a chip placed where the jack removed one", path: disputes + "remove-then-place.yaml",
		want: "That completes the turn. The player's own chip cannot be placed on that same space during the turn."},
	{rule: "turn-shape", ruleset: "standard", fact: "a second draw after a missed one", path: disputes + "forgot-draw-two-next.yaml",
		want: "If a player forgets to draw before the next player draws from the deck, they must now play with a smaller hand of cards."},
	{rule: "turn-shape", ruleset: "standard", fact: "a second draw", path: rules + "turn-shape/illegal-two-draws.yaml",
		want: drawsAfter},
	// Each part of a turn out of its place: the draw before the play.
	{rule: "turn-shape", ruleset: "standard", fact: "a draw before the play", path: disputes + "draw-before-play.yaml",
		want: drawsAfter},
	// A question on who may play alone quotes the sentence on individual players, not the one on even teams.
	{rule: "setup-teams", ruleset: "standard", fact: "two alone and two together", path: disputes + "two-alone-two-together.yaml",
		want: "Sequence is a strategy board game for either 2 or 3 individual players or 2 or 3 even teams of players up to 12 players in total."},
	// A chip taken out of four in a row: the sentence on what is safe, not the one on the card.
	{rule: "play-remove", ruleset: "standard", fact: "a chip of four in a row", path: disputes + "one-eyed-jack-breaks-four.yaml",
		want: "A chip cannot be removed if it is already part of a completed Sequence."},
	{rule: "second-sequence", ruleset: "standard", fact: "a row of seven", path: disputes + "seven-in-a-row.yaml",
		want: secondShares},
	{rule: "not-in-hand", ruleset: "standard", fact: "a card played twice", path: rules + "not-in-hand/illegal-card-played-twice.yaml",
		want: "On a player’s turn, they will choose a card from hand and play it into their personal, face-up discard pile."},
	{rule: "card-count", ruleset: "standard", fact: "a REMOVE card", path: rules + "card-count/illegal-remove-in-standard.yaml",
		want: "A rulebook, a game board, 48 chips each of red, blue and green, and 104 sequence cards."},
	{rule: "card-count", ruleset: "bible", fact: "a jack drawn", path: rules + "card-count/illegal-drawn-jack-in-bible.yaml",
		want: "There are two 'ADD' and two 'REMOVE' cards in the card deck."},
	{rule: "pass", ruleset: "standard", fact: "an empty hand", path: rules + "pass-playable/legal-pass-empty-hand-after-nodraw.yaml",
		want: mustPass},
	{rule: "pass-playable", ruleset: "standard", fact: "a card to play", path: rules + "pass-playable/illegal-one-card-playable.yaml",
		want: mustPass},
	{rule: "pass-playable", ruleset: "bible", fact: "an ADD card to play", path: rules + "pass-playable/illegal-bible-pass-with-add.yaml",
		silent: "Only one rulebook speaks of passing"},
	{rule: "play-normal", ruleset: "standard", fact: "a normal card", path: rules + "occupied/legal-card-other-space.yaml",
		want: "A player may play on either space when they play the matching card, as long as it is not already occupied by another player’s marker."},
	{rule: "play-normal", ruleset: "red-jacks", fact: "a normal card", path: rules + "draw-mismatch/legal-red-jacks-full-deal.yaml",
		want: "Place a chip of your color on one of the two corresponding spaces on the game board."},
	{rule: "play-normal", ruleset: "bible", fact: "a normal card", path: rules + "setup-hands/legal-bible-four-players-four-cards.yaml",
		want: "A player can play on either one of the spaces as long as it is not already covered by another marker chip."},
	{rule: "play-wild", ruleset: "standard", fact: "a two-eyed jack", path: rules + "ambiguous/legal-wild-with-space.yaml",
		want: "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."},
	{rule: "play-wild", ruleset: "red-jacks", fact: "a red jack", path: rules + "wrong-card/legal-red-jacks-jh-places.yaml",
		want: "Red Jacks (Wild): Hearts and Diamonds. Can be played to place a chip on any open space on the board."},
	{rule: "play-wild", ruleset: "bible", fact: "an ADD card", path: rules + "card-count/legal-add-in-bible.yaml",
		want: bibleAdd},
	{rule: "ambiguous", ruleset: "standard", fact: "a normal card, both spaces open", path: rules + "ambiguous/illegal-both-spaces-open.yaml",
		want: "A player may play on either space when they play the matching card, as long as it is not already occupied by another player’s marker."},
	{rule: "ambiguous", ruleset: "bible", fact: "an ADD card without its space", path: rules + "ambiguous/illegal-bible-add-written-bare.yaml",
		want: "A player can play on either one of the spaces as long as it is not already covered by another marker chip."},
	{rule: "ambiguous", ruleset: "red-jacks", fact: "a red jack without its space", path: rules + "ambiguous/illegal-red-jacks-jh-written-bare.yaml",
		silent: "with both spaces open the player must say which"},
	{rule: "no-space", ruleset: "standard", fact: "both spaces covered", path: rules + "no-space/illegal-both-spaces-covered.yaml",
		want: deadDefinition},
	{rule: "corner", ruleset: "standard", fact: "a two-eyed jack on a corner", path: disputes + "jack-on-corner.yaml",
		want: printedCorners},
	{rule: "corner", ruleset: "red-jacks", fact: "a red jack on a corner", path: rules + "corner/illegal-red-jacks-jd-on-corner.yaml",
		want: "Free Spaces (Corners): The four corner spaces are \"printed chips\" relevant to all players."},
	{rule: "corner", ruleset: "bible", fact: "an ADD card on a corner", path: rules + "corner/illegal-bible-add-on-corner.yaml",
		silent: "Bible SEQUENCE says nothing of this"},
	{rule: "wrong-space", ruleset: "standard", fact: "a space that shows another card", path: rules + "wrong-space/illegal-10-on-the-other-10.yaml",
		want: "Then they will place a marker on the matching space on the game board."},
	{rule: "wrong-space", ruleset: "bible", fact: "a space that shows another card", path: rules + "wrong-space/illegal-bible-wrong-space.yaml",
		want: "Each card is pictured twice on the gameboard."},
	{rule: "occupied", ruleset: "standard", fact: "a normal card", path: disputes + "occupied-space.yaml",
		want: "A player may play on either space when they play the matching card, as long as it is not already occupied by another player’s marker."},
	{rule: "occupied", ruleset: "standard", fact: "a two-eyed jack", path: disputes + "wild-on-occupied.yaml",
		want: "There are eight (8) Jacks in the card deck, four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip, and four (4) Jacks with one (1) eye which are anti-wild and are used to remove chips from the board."},
	{rule: "occupied", ruleset: "bible", fact: "an ADD card", path: rules + "occupied/illegal-bible-add-occupied.yaml",
		want: bibleAdd},
	{rule: "play-remove", ruleset: "standard", fact: "a one-eyed jack", path: rules + "remove-own/legal-remove-opponent.yaml",
		want: "The one-eyed jacks can be played to remove one of another team’s chip from the board."},
	{rule: "play-remove", ruleset: "red-jacks", fact: "a black jack", path: rules + "wrong-card/legal-red-jacks-jc-removes.yaml",
		want: "Black Jacks (Remove): Clubs and Spades. Can be played to remove one of the opponent's chips from the board."},
	{rule: "play-remove", ruleset: "bible", fact: "a REMOVE card", path: rules + "remove-empty/legal-bible-remove-chip.yaml",
		want: bibleRemove},
	{rule: "wrong-card", ruleset: "standard", fact: "a two-eyed jack removes", path: disputes + "two-eyed-jack-removes.yaml",
		want: "Two eyed jacks are wild cards and allow you to place a chip wherever you would like on the board."},
	{rule: "wrong-card", ruleset: "standard", fact: "a one-eyed jack places", path: rules + "wrong-card/illegal-standard-jh-places.yaml",
		want: "The one-eyed jacks can be played to remove one of another team’s chip from the board."},
	{rule: "wrong-card", ruleset: "standard", fact: "a normal card removes", path: rules + "wrong-card/illegal-normal-card-removes.yaml",
		want: "There are eight (8) Jacks in the card deck, four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip, and four (4) Jacks with one (1) eye which are anti-wild and are used to remove chips from the board."},
	{rule: "wrong-card", ruleset: "red-jacks", fact: "a red jack removes", path: rules + "wrong-card/illegal-red-jacks-jh-removes.yaml",
		want: "Red Jacks (Wild): Hearts and Diamonds."},
	{rule: "wrong-card", ruleset: "red-jacks", fact: "a black jack places", path: rules + "wrong-card/illegal-red-jacks-jc-places.yaml",
		want: "Black Jacks (Remove): Clubs and Spades."},
	{rule: "wrong-card", ruleset: "bible", fact: "an ADD card removes", path: rules + "wrong-card/illegal-bible-add-removes.yaml",
		want: bibleRemove},
	{rule: "remove-empty", ruleset: "standard", fact: "an open space", path: rules + "remove-empty/illegal-space-just-emptied.yaml",
		want: "There are eight (8) Jacks in the card deck, four (4) Jacks with two eyes which are wild and are used to place a chip anywhere on the board not already occupied by a chip, and four (4) Jacks with one (1) eye which are anti-wild and are used to remove chips from the board."},
	{rule: "remove-empty", ruleset: "bible", fact: "an open space", path: rules + "remove-empty/illegal-bible-remove-empty.yaml",
		want: "To play a 'REMOVE' card, place it on your discard pile and remove one of your opponent's chips from the game board."},
	{rule: "remove-own", ruleset: "standard", fact: "the team's own chip", path: rules + "remove-own/illegal-remove-own-locked.yaml",
		want: "To use a Jack for a turn, place the Jack face up on the discard pile and place or remove a chip belonging to your opponent from the board according to whether it is a one-eyed or two-eyed Jack."},
	{rule: "remove-locked", ruleset: "standard", fact: "a chip of a sequence", path: disputes + "locked-sequence-chip.yaml",
		want: "A chip cannot be removed if it is already part of a completed Sequence. Once a Sequence is achieved by a player or a team, it cannot be broken."},
	{rule: "remove-locked", ruleset: "red-jacks", fact: "a chip of a sequence", path: rules + "remove-locked/illegal-red-jacks-jc-on-locked.yaml",
		want: "Restriction: You cannot remove a chip that is part of a completed Sequence."},
	{rule: "dead-card", ruleset: "standard", fact: "a dead card turned in", path: disputes + "dead-then-play.yaml",
		want: "A card in a players hand which cannot be played on the board because there is no open matching space is a DEAD card. The Player may turn it in for a new card when it is his turn."},
	{rule: "not-dead", ruleset: "standard", fact: "one space open", path: disputes + "pair-not-dead.yaml",
		want: deadDefinition + " The Player may turn it in for a new card when it is his turn."},
	{rule: "not-dead", ruleset: "bible", fact: "an ADD card turned in", path: rules + "not-dead/illegal-bible-add-turned-in.yaml",
		want: "If you hold a card in your hand which does not have an open space on the game board because both spaces representing that card are covered by a chip, you are holding a DEAD CARD and you may turn it in for a new card."},
	{rule: "dead-twice", ruleset: "standard", fact: "a second dead card", path: disputes + "dead-replacement-dead.yaml",
		want: "Place the dead card on the discard pile, announce that it is being turned in as a dead card and take a replacement card (one card per turn)."},
	{rule: "draw", ruleset: "standard", fact: "no draw after a jack", path: disputes + "jack-then-no-draw.yaml",
		want: "Then draw a new card from the draw pile to your hand."},
	{rule: "draw-mismatch", ruleset: "standard", fact: "not the top card", path: rules + "draw-mismatch/illegal-second-card-drawn.yaml",
		want: drawsAfter},
	{rule: "draw-mismatch", ruleset: "red-jacks", fact: "not the top card", path: rules + "draw-mismatch/illegal-red-jacks-full-deal.yaml",
		want: "Draw a new card from the deck."},
	{rule: "reshuffle", ruleset: "standard", fact: "the pile ran out", path: disputes + "run-out-of-cards.yaml",
		want: depleted},
	{rule: "reshuffle-mismatch", ruleset: "standard", fact: "a card held listed", path: rules + "reshuffle-mismatch/illegal-card-held-in-hands.yaml",
		want: depleted},
	{rule: "missed-draw", ruleset: "standard", fact: "a play without a draw", path: rules + "out-of-turn/legal-first-player-first.yaml",
		edits: []string{"Bob: 5C@B2", "Bob: 5C@B2 nodraw"},
		want:  "If a player forgets to draw before the next player draws from the deck, they must now play with a smaller hand of cards."},
	{rule: "missed-draw", ruleset: "red-jacks", fact: "a play without a draw", path: rules + "out-of-turn/legal-first-player-first.yaml",
		edits: []string{"ruleset: standard", "ruleset: red-jacks", "Bob: 5C@B2", "Bob: 5C@B2 nodraw"},
		want:  "Penalty: If you forget to draw before the next player places their chip, you lose the right to draw and must finish the game with fewer cards."},
	{rule: "table-talk", ruleset: "standard", fact: "a team talked", path: disputes + "table-talk.yaml",
		want: "There must be no table talk or coaching team members."},
	{rule: "sequence", ruleset: "standard", fact: "a chip outside the five claimed", path: disputes + "which-five-of-six.yaml",
		want: "A Sequence is a connected series of five spaces of the same colored chip either up-and-down, across, or diagonally, on the game board."},
	{rule: "free-corner", ruleset: "standard", fact: "a corner of the team alone", path: disputes + "corner-four-chips.yaml",
		want: printedCorners},
	{rule: "free-corner", ruleset: "standard", fact: "a corner another team uses", path: disputes + "shared-corner.yaml",
		want: "More than one player may use the same corner as part of a Sequence."},
	{rule: "second-sequence", ruleset: "standard", fact: "one space shared", path: disputes + "second-sequence-shares-one.yaml",
		want: secondShares},
	{rule: "second-sequence", ruleset: "standard", fact: "four spaces shared", path: disputes + "six-in-a-row.yaml",
		want: secondShares},
	{rule: "claim", ruleset: "standard", fact: "a claim sharing four spaces", path: disputes + "claim-shares-four.yaml",
		want: secondShares},
	{rule: "win", ruleset: "standard", fact: "three players, one sequence", path: disputes + "three-players-one-sequence.yaml",
		want: "For 3 players or 3 teams, this only requires one sequence."},
	{rule: "win", ruleset: "standard", fact: "two players, one sequence of two", path: disputes + "two-players-two-sequences.yaml",
		want: "The object of the game is to score two (2) Sequences before the opponent does when two players or two teams (four players) are playing; or one (1) Sequence when three players or three teams (six players) are playing."},
	{rule: "game-over", ruleset: "standard", fact: "a play after the win", path: disputes + "play-after-the-win.yaml",
		want: "Play continues in a clockwise direction until one player or team scores the required number of Sequences, at which point that player or team wins the game."},
	{rule: "game-over", ruleset: "bible", fact: "a play after one sequence", path: rules + "game-over/illegal-bible-move-after-one-sequence.yaml",
		want: "Play continues in a clockwise direction until one player or team scores a SEQUENCE, at which point that player or team wins the game."},
	// A file that is not a record: the rulebooks say nothing of record files.
	{rule: "syntax", ruleset: "standard", fact: "not YAML"},
	{rule: "schema", ruleset: "standard", fact: "an unknown key"},
	{rule: "unreadable", ruleset: "standard", fact: "no file"},
}

// TestTheMostSpecificSentence: every row of the table of sentences (rule id × ruleset ×
// distinguishing fact → the sentence quoted), and a row for every rule id.
func TestTheMostSpecificSentence(t *testing.T) {
	covered := map[rulebook.ID]bool{}
	for _, row := range sentences {
		covered[row.rule] = true
		t.Run(string(row.rule)+"/"+row.ruleset+"/"+row.fact, func(t *testing.T) {
			if row.path == "" {
				// Not a record: no document of any ruleset speaks of record files.
				if rule, ok := rulebook.Lookup(row.rule); !ok || rule.Kind != rulebook.Invalid || len(rule.Sources) > 0 {
					t.Errorf("%s: %d sources; a file that is not a record has none", row.rule, len(rule.Sources))
				}
				return
			}
			rec := editedRecord(t, row.path, row.edits)
			if rec.Rules.Name != row.ruleset {
				t.Fatalf("the record is under %s, not %s", rec.Rules.Name, row.ruleset)
			}
			r := ruleOn(t, rec, len(rec.Turns))
			if row.rule == rulebook.TurnOrder {
				r.Rule = row.rule // cited by every legal ruling, deciding none
			}
			if r.Rule != row.rule {
				t.Fatalf("the ruling rests on %s, not %s", r.Rule, row.rule)
			}
			p := r.Parts()
			if p.Quote != row.want {
				t.Errorf("quotes %q\nwant   %q", p.Quote, row.want)
			}
			if row.want == "" && !strings.Contains(p.Silent, row.silent) {
				t.Errorf("the rulebooks are silent, but the answer says %q, not %q", p.Silent, row.silent)
			}
			if row.want != "" && (p.Source == "" || !strings.Contains(strings.Join(r.Answer(ruling.AnswerWidth), " "), "“")) {
				t.Errorf("the answer quotes no sentence, or names no source (%q):\n%s", p.Source, strings.Join(r.Answer(0), "\n"))
			}
		})
	}
	for _, id := range rulebook.IDs() {
		if !covered[id] {
			t.Errorf("no row for rule %s", id)
		}
	}
	if ids := rulebook.IDs(); len(covered) != len(ids) {
		var extra []rulebook.ID
		for id := range covered {
			if !slices.Contains(ids, id) {
				extra = append(extra, id)
			}
		}
		t.Errorf("rows for rules not in the catalogue: %v", extra)
	}
}

// editedRecord is the record at path with each old text of edits made new.
func editedRecord(t *testing.T, path string, edits []string) *record.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(text, edits[i]) {
			t.Fatalf("%s has no %q", path, edits[i])
		}
		text = strings.Replace(text, edits[i], edits[i+1], 1)
	}
	rec, err := record.Load([]byte(text), record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
