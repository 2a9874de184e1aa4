// Package qrcode draws QR codes of the board's addresses, so that a
// phone's camera opens them: in a terminal (seqref board --serve prints its
// own address) and as SVG (the board page shows the link of its position)
// (docs/board.md).
package qrcode

import (
	"io"
	"strings"

	"rsc.io/qr"
)

// quiet is the white margin around the code, in modules: the four the QR
// standard asks for, so that a camera finds it on a dark terminal too.
const quiet = 4

// Terminal draws the QR code of text with block characters, two rows of
// modules to a line of text (▀ ▄ █ and a space), dark modules drawn as
// spaces on a light margin, so that it reads the same whatever the
// terminal's colours, as long as its text is lighter than its background
// or the reverse. Each line ends in a newline.
func Terminal(w io.Writer, text string) error {
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		return err
	}
	n := code.Size
	// light reports whether the module at x, y (in the margin too) is
	// light: drawn with ink, as a terminal's text is.
	light := func(x, y int) bool {
		if x < 0 || y < 0 || x >= n || y >= n {
			return true
		}
		return !code.Black(x, y)
	}
	var b strings.Builder
	for y := -quiet; y < n+quiet; y += 2 {
		for x := -quiet; x < n+quiet; x++ {
			top, bottom := light(x, y), light(x, y+1)
			switch {
			case top && bottom:
				b.WriteString("█")
			case top:
				b.WriteString("▀")
			case bottom:
				b.WriteString("▄")
			default:
				b.WriteString(" ")
			}
		}
		b.WriteString("\n")
	}
	_, err = io.WriteString(w, b.String())
	return err
}
