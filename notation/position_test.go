package notation_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// chip is what a test expects on one space.
type chip struct {
	space  string
	team   engine.Team
	locked bool
}

func TestParsePosition(t *testing.T) {
	tests := []struct {
		input string
		chips []chip // every chip on the board
	}{
		{notation.EmptyPosition, nil},
		{"*8*/2b7/10/4b5/10/10/10/10/10/*8*", []chip{{"C2", engine.Blue, false}, {"E4", engine.Blue, false}}},
		{"*g7*/10/10/10/10/10/10/10/10/*8*", []chip{{"B1", engine.Green, false}}},
		{"*7r*/10/10/10/10/10/10/10/10/*8*", []chip{{"I1", engine.Red, false}}},
		{"*8*/10/10/10/10/10/10/10/10/*R7*", []chip{{"B10", engine.Red, true}}},
		{"*8*/g9/10/10/10/10/10/10/10/*8*", []chip{{"A2", engine.Green, false}}},
		{"*8*/9B/10/10/10/10/10/10/10/*8*", []chip{{"J2", engine.Blue, true}}},
		{"*8*/10/10/10/10/10/10/10/1GGGGG4/*8*", []chip{
			{"B9", engine.Green, true}, {"C9", engine.Green, true}, {"D9", engine.Green, true},
			{"E9", engine.Green, true}, {"F9", engine.Green, true}}},
		{"*gbrGBRgb*/10/10/10/10/10/10/10/10/*8*", []chip{
			{"B1", engine.Green, false}, {"C1", engine.Blue, false}, {"D1", engine.Red, false},
			{"E1", engine.Green, true}, {"F1", engine.Blue, true}, {"G1", engine.Red, true},
			{"H1", engine.Green, false}, {"I1", engine.Blue, false}}},
	}
	for _, tc := range tests {
		b, err := notation.ParsePosition(tc.input)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", tc.input, err)
			continue
		}
		want := map[engine.Space]chip{}
		for _, c := range tc.chips {
			want[spaceNamed(t, c.space)] = c
		}
		for s := engine.Space(0); s < engine.NumSpaces; s++ {
			c, ok := want[s]
			if !ok {
				c.team = engine.NoTeam
			}
			if b.TeamAt(s) != c.team || b.Locked(s) != c.locked {
				t.Errorf("ParsePosition(%q) at %v: %v locked %v, want %v locked %v", tc.input, s, b.TeamAt(s), b.Locked(s), c.team, c.locked)
			}
		}
		checkPosition(t, tc.input, b)
	}
}

func TestParsePositionErrors(t *testing.T) {
	tests := []errorCase{
		{"", 1, "", "a row of g, b, r"},
		{"*8*", 4, "", "ten rows"},
		{"*8*/", 5, "", "a row of g, b, r"},
		{"*8*/10/10/10/10/10/10/10/10", 28, "", "ten rows"},
		{"*8*/10/10/10/10/10/10/10/10/*8", 29, "*8", "a row of g, b, r"},
		{"*8*//10/10/10/10/10/10/10/*8*", 5, "/", "a row of g, b, r"},
		{"*8*/9/10/10/10/10/10/10/10/*8*", 5, "9", "a row of g, b, r"},
		{"*8*/5g/10/10/10/10/10/10/10/*8*", 5, "5g", "a row of g, b, r"},
		{"*8*/10/10/10/10/10/10/10/10/*8*/", 32, "/", "ten rows"},
		{"*8*/10/10/10/10/10/10/10/10/*8*/10", 32, "/", "ten rows"},
		{"*8*/10g/10/10/10/10/10/10/10/*8*", 7, "g", "a row of g, b, r"},
		{"*8*/9b1/10/10/10/10/10/10/10/*8*", 7, "1", "a row of g, b, r"},
		{"*9*/10/10/10/10/10/10/10/10/*8*", 2, "9", "a row of g, b, r"},
		{"*8**/10/10/10/10/10/10/10/10/*8*", 4, "*", "a row of g, b, r"},
		{"10/10/10/10/10/10/10/10/10/10", 1, "10", "a row of g, b, r"},
		{"g8*/10/10/10/10/10/10/10/10/*8*", 1, "g", "a row of g, b, r"},
		{"*8g/10/10/10/10/10/10/10/10/*8*", 3, "g", "a row of g, b, r"},
		{"*8*/*9/10/10/10/10/10/10/10/*8*", 5, "*", "a row of g, b, r"},
		{"*8*/x9/10/10/10/10/10/10/10/*8*", 5, "x", "a row of g, b, r"},
		{"*8*/ 10/10/10/10/10/10/10/10/*8*", 5, " ", "a row of g, b, r"},
		{"*44*/10/10/10/10/10/10/10/10/*8*", 2, "44", "a row of g, b, r"},
		{"*8*/55/10/10/10/10/10/10/10/*8*", 5, "55", "a row of g, b, r"},
		{"*8*/010/10/10/10/10/10/10/10/*8*", 5, "010", "a row of g, b, r"},
		{"*8*/0g9/10/10/10/10/10/10/10/*8*", 5, "0", "a row of g, b, r"},
		{"*8*/100/10/10/10/10/10/10/10/*8*", 5, "100", "a row of g, b, r"},
		{"*8*/99999999999999999999/10/10/10/10/10/10/10/*8*", 5, "99999999999999999999", "a row of g, b, r"},
		{"*8*/10/10/10/10/10/10/10/10/*8♥", 31, "♥", "a row of g, b, r"},
		{"*8*/10/10/10/10/10/10/10/10/*8* ", 32, " ", "a row of g, b, r"},
	}
	for _, tc := range tests {
		_, err := notation.ParsePosition(tc.input)
		checkSyntaxError(t, tc, err)
	}
}

// TestPositionEveryChip writes and reads back a board with one chip, of every
// colour, locked or not, on every space that can hold one.
func TestPositionEveryChip(t *testing.T) {
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		if s.IsCorner() {
			continue
		}
		for team := engine.Green; team <= engine.Red; team++ {
			for _, locked := range []bool{false, true} {
				var b engine.Board
				b.Put(s, team, locked)
				text := notation.FormatPosition(&b)
				got, err := notation.ParsePosition(text)
				if err != nil || got != b {
					t.Fatalf("ParsePosition(%q) = %v, %v; want a %v chip on %v", text, got.String(), err, team, s)
				}
				checkPosition(t, text, got)
			}
		}
	}
}

// TestPositionRandomRoundTrip writes and reads back random boards.
func TestPositionRandomRoundTrip(t *testing.T) {
	r := newRand(4)
	for range 2000 {
		b := randomBoard(r)
		text := notation.FormatPosition(&b)
		got, err := notation.ParsePosition(text)
		if err != nil || got != b {
			t.Fatalf("ParsePosition(%q) = %v, %v", text, got.String(), err)
		}
		checkPosition(t, text, got)
	}
}
