package moves

import "testing"

// The lines of five on a ten-by-ten board: six in each of the ten rows and
// ten columns, and six by six along each of the two diagonal directions.
func TestWindows(t *testing.T) {
	if want := 10*6 + 10*6 + 6*6 + 6*6; len(windows) != want {
		t.Fatalf("%d windows, want %d", len(windows), want)
	}
	seen := map[[5]int]bool{}
	for _, w := range windows {
		var key [5]int
		for i, s := range w.Spaces() {
			key[i] = int(s)
		}
		if seen[key] {
			t.Fatalf("window %v twice", w)
		}
		seen[key] = true
	}
}
