package render_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/render"
	"github.com/seqref/seqref/situation"
)

// Draw a position for a terminal, and as an SVG image, from one model.
func ExampleNew() {
	s, err := notation.ParseSituation("*8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 JS,5H")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := situation.NewGame(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	m := render.New(g, []string{"Ann", "Bob"})
	if err := render.WriteText(os.Stdout, m, render.Style{Color: false}); err != nil {
		fmt.Println(err)
	}
	var svg bytes.Buffer
	if err := render.WriteSVG(&svg, m, []string{"Ann to move"}); err != nil {
		fmt.Println(err)
	}
	fmt.Println("svg:", strings.Contains(svg.String(), "<svg "), strings.HasSuffix(svg.String(), "</svg>\n"))
	// Output:
	// A      B      C      D      E      F      G      H      I      J
	//  1   XX     2S     3S     4S     5S     6S     7S     8S     9S     XX
	//  2   6C     5C g   4C b   3C     2C     AH     KH b   QH    10H    10S
	//  3   7C     AS     2D g   3D     4D     5D     6D b   7D     9H     QS
	//  4   8C     KS     6C     5C g   4C g   3C     2C b   8D     8H     KS
	//  5   9C     QS     7C     6H     5H     4H     AH b   9D     7H     AS
	//  6  10C b  10S     8C     7H     2H     3H g   KH    10D     6H     2D
	//  7   QC     9S     9C     8H     9H    10H     QH     QD     5H     3D
	//  8   KC     8S    10C     QC b   KC     AC     AD     KD     4H     4D
	//  9   AC     7S G   6S G   5S G   4S G   3S G   2S     2H     3H     5D
	// 10   XX     AD     KD     QD    10D     9D     8D     7D     6D     XX
	// Chips: g green, b blue; upper case: locked in a sequence; XX: free corner
	// Sequences (2 to win):
	//   green 1: B9-F9 (B9 C9 D9 E9 F9)
	//   blue 0
	// Hands:
	//   Ann (green): JS 5H
	//   Bob (blue): not known
	// Draw pile: size not known; discards since the last reshuffle: 0
	// To move: Ann (green)
	// Position: *8*/1gb3b3/2g3b3/3gg1b3/6b3/b4g4/10/3b6/1GGGGG4/*8*
	// svg: true true
}
