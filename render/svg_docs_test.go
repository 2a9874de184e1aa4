package render_test

import (
	"path/filepath"
	"testing"

	"github.com/seqref/seqref/internal/goldenfile"
)

// TestDocsBoardIsFresh checks that docs/board.svg is what seqref render
// draws for fixtures/examples/club-night.yaml now; -update redraws it.
func TestDocsBoardIsFresh(t *testing.T) {
	rp := replayOf(t, clubNight)
	got := svgAfter(t, rp, rp.DefaultEntry())
	checkSVG(t, got, rp.FrameAfter(rp.DefaultEntry()).Model)
	goldenfile.Check(t, filepath.Join("..", "docs", "board.svg"), got)
}
