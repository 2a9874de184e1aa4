package qrcode

import (
	"bytes"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// decode reads back a code Terminal drew: each character is two modules (its
// top and bottom halves), light where drawn; the image is then decoded by
// a QR reader, as a camera would.
func decode(t *testing.T, drawn string) string {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(drawn, "\n"), "\n")
	width := len([]rune(lines[0]))
	const px = 4 // pixels a module
	img := image.NewGray(image.Rect(0, 0, width*px, 2*len(lines)*px))
	for row, line := range lines {
		for col, r := range []rune(line) {
			top := r == '█' || r == '▀'
			bottom := r == '█' || r == '▄'
			for half, lit := range []bool{top, bottom} {
				c := color.Gray{Y: 0}
				if lit {
					c = color.Gray{Y: 255}
				}
				for dy := range px {
					for dx := range px {
						img.SetGray(col*px+dx, (2*row+half)*px+dy, c)
					}
				}
			}
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("the drawn code does not decode: %v\n%s", err, drawn)
	}
	return res.GetText()
}

// TestTerminalDecodes: what Terminal draws decodes to the text, for the
// addresses seqref board --serve prints.
func TestTerminalDecodes(t *testing.T) {
	for _, text := range []string{
		"http://192.168.1.20:8080/",
		"http://127.0.0.1:41234/",
		"http://referee.lan:8080/#v1;s=*8*/10/10/10/10/10/10/10/10/*8*%20-%20standard%20gb%201%20%3F",
	} {
		var b bytes.Buffer
		if err := Terminal(&b, text); err != nil {
			t.Fatal(err)
		}
		if got := decode(t, b.String()); got != text {
			t.Errorf("drawn %q, decoded %q", text, got)
		}
	}
}
