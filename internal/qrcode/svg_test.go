package qrcode

import (
	"image"
	"image/color"
	"regexp"
	"strconv"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// svgPath reads the viewBox and the runs of the path SVG writes.
var (
	svgBox = regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`)
	svgRun = regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`)
)

// rasterize draws what SVG wrote, as a viewer would, 4 pixels a module.
func rasterize(t *testing.T, svg string) image.Image {
	t.Helper()
	box := svgBox.FindStringSubmatch(svg)
	if box == nil {
		t.Fatalf("no viewBox in %.80q", svg)
	}
	n, _ := strconv.Atoi(box[1])
	const px = 4
	img := image.NewGray(image.Rect(0, 0, n*px, n*px))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, m := range svgRun.FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		run, _ := strconv.Atoi(m[3])
		for dx := range run * px {
			for dy := range px {
				img.SetGray(x*px+dx, y*px+dy, color.Gray{Y: 0})
			}
		}
	}
	return img
}

// TestSVGDecodes: the image SVG writes decodes, as a camera reads it, to
// the text, a board link of a recorded game among them.
func TestSVGDecodes(t *testing.T) {
	for _, text := range []string{
		"http://127.0.0.1:8080/#v1;t=ask;s=*8*/10/10/10/10/10/10/10/10/*8*+-+standard+gb+1+7H,4C;e=7H@D6",
		"https://seqref.example/board/#v1;t=record;r=" + "q1YqSk0vSy0qzszPU7JSMjQwMNBR0lEqzkjNS1WyUrIyVdJRSs7PLShKLS5OTVGyMjI0MDS0VKoFAA",
	} {
		svg, err := SVG(text)
		if err != nil {
			t.Fatal(err)
		}
		bmp, err := gozxing.NewBinaryBitmapFromImage(rasterize(t, svg))
		if err != nil {
			t.Fatal(err)
		}
		res, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
		if err != nil {
			t.Fatalf("%q: the SVG does not decode: %v", text, err)
		}
		if res.GetText() != text {
			t.Errorf("drew %q, decoded %q", text, res.GetText())
		}
	}
}
