package suggest

import "testing"

func TestClosest(t *testing.T) {
	commands := []string{"validate", "referee", "render", "rules", "test", "fmt", "diff", "show", "moves"}
	for _, tc := range []struct {
		word, want string
		ok         bool
	}{
		{"valdate", "validate", true},  // a letter left out
		{"vaildate", "validate", true}, // two letters swapped
		{"VALIDATE", "validate", true}, // case
		{"refere", "referee", true},    // a letter left out at the end
		{"rednre", "render", true},     // two edits in six letters
		{"val", "validate", true},      // a prefix of three letters
		{"tset", "test", true},         // a swap in a short word
		{"frobnicate", "", false},      // nothing near
		{"x", "", false},               // too short to guess
		{"ruls", "rules", true},
	} {
		got, ok := Closest(tc.word, commands)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Closest(%q) = %q, %v; want %q, %v", tc.word, got, ok, tc.want, tc.ok)
		}
	}
}

func TestClosestPrefersFewerEdits(t *testing.T) {
	got, _ := Closest("remove-lockd", []string{"remove-own", "remove-locked", "remove-empty"})
	if got != "remove-locked" {
		t.Errorf("got %q, want remove-locked", got)
	}
}

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"a", "", 1}, {"", "abc", 3}, {"kitten", "sitting", 3},
		{"ab", "ba", 1}, {"abcd", "acbd", 1}, {"turn", "trun", 1}, {"same", "same", 0},
	} {
		if got := distance(tc.a, tc.b); got != tc.want {
			t.Errorf("distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}
