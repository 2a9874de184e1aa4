package rulebook

import "github.com/seqref/seqref/engine"

var sequenceRules = []Rule{
	{
		ID: SequenceRule, Group: Sequences, Kind: Principle,
		Statement: "A sequence is five spaces in a straight line (row, column or diagonal), each holding the team's chip or a free corner. It counts the moment the placement that fills it is made, and its chips are locked from then on. When one placement fills several lines the tool claims them in a fixed order: row, column, diagonal down-right, diagonal down-left, and in a line the window furthest up (or left) first.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "SEQUENCE", Quote: "A Sequence is a connected series of five spaces of the same colored chip either up-and-down, across, or diagonally, on the game board."},
			Source{File: seedAlt, Document: titleAlt, Section: "TYPE OF GAME", Quote: "This can be done horizontally, vertically, and diagonally, but they must all be in line with no gaps between."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Objective", Quote: "A Sequence is a connected series of 5 chips of the same color in a straight line (horizontal, vertical, or diagonal)."},
			Source{File: seedBible, Document: titleBible, Section: "SEQUENCE", Quote: "A connected series of five of the same colored chip either up and down, across or diagonally on the playing surface."},
		},
		Docs: "docs/format.md section 4",
		Note: "The claiming order is the tool's, so that every record has one meaning.",
	},
	{
		ID: FreeCorner, Group: Sequences, Kind: Principle,
		Statement: "The four corners are free spaces: each counts as a chip of every team, so four chips and a corner make a sequence, and several teams may use the same corner.",
		read: func(r *engine.Ruleset) string {
			return or(seedNotes[r.Name].corners, "the four corners of the standard board")
		},
		Sources: []Source{
			cornerSources[0],
			Source{File: seedSequence, Document: titleSequence, Section: "SEQUENCE", Quote: "More than one player may use the same corner as part of a Sequence."},
			Source{File: seedAlt, Document: titleAlt, Section: "Corner Chips", Quote: "If you use a corner chip you only need 4 chips to make a sequence."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Board Features", Quote: "They count as a chip of your color. You only need 4 of your own chips connected to a corner to complete a Sequence."},
		},
		Docs: "docs/format.md sections 2 and 4",
	},
	{
		ID: SecondSequence, Group: Sequences, Kind: Principle,
		Statement: "Two sequences of one team may share at most one space: nine in a row make two sequences, six in a row make one.",
		read: func(r *engine.Ruleset) string {
			if r.OneSequenceWins {
				return "one sequence wins, so a second matters only in a start position"
			}
			return "a second sequence may use one space of the first"
		},
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "END OF PLAY", Quote: "If two Sequences are required to win, any one of the spaces from the first Sequence may be used as part of the second Sequence."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Winning", Quote: "Intersecting Sequences: You may use one chip from your first Sequence as part of your second Sequence."},
		},
		Docs: "docs/format.md section 4",
	},
	{
		engineRule: engine.WrongClaim, Group: Sequences, Kind: Illegal,
		Statement: "A record may name the sequences a placement claims, after the placement: 7H@C4 =C1-C5. Each named sequence must be five spaces in a line through the placed chip, hold the team's chips or corners only, and share at most one space with every other sequence of the team. Named sequences are claimed first, in the order written, then any others the placement completes in the usual order.",
		same:      "the same under every ruleset",
		Sources: []Source{
			Source{File: seedSequence, Document: titleSequence, Section: "END OF PLAY", Quote: "If two Sequences are required to win, any one of the spaces from the first Sequence may be used as part of the second Sequence."},
			Source{File: seedRedJacks, Document: titleRedJacks, Section: "Winning", Quote: "Intersecting Sequences: You may use one chip from your first Sequence as part of your second Sequence."},
		},
		Docs: "docs/format.md section 4 (\"A record may name the five spaces itself\")",
		Note: "The rule id is seqref's: the record format (docs/format.md section 4) lets a record name a sequence and leaves how to the tool. Naming one matters when a placement completes overlapping windows, for example a chip that makes a line of six from a corner: the greedy order would claim the window from the corner, a named one claims the other.",
	},
}
