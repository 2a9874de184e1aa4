package board

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
)

// The colours of the icon: the board's green felt, and a green and a blue
// chip.
var (
	iconFelt  = color.RGBA{0x1f, 0x6f, 0x43, 0xff}
	iconCell  = color.RGBA{0xf4, 0xee, 0xdc, 0xff}
	iconGreen = color.RGBA{0x2e, 0x9e, 0x5b, 0xff}
	iconBlue  = color.RGBA{0x2b, 0x5f, 0xc4, 0xff}
)

// iconPNG draws the app's icon, size pixels square, as a PNG: a five by five
// corner of the board on green felt, with a diagonal of green chips (a
// sequence) and two blue ones. What matters stands within the middle 80 %,
// so that a phone may cut it to a circle (a maskable icon).
func iconPNG(size int) ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(img, img.Bounds(), &image.Uniform{iconFelt}, image.Point{}, draw.Src)
	margin := size / 5
	grid := size - 2*margin
	cell := grid / 5
	gap := max(cell/12, 1)
	for row := range 5 {
		for col := range 5 {
			x0, y0 := margin+col*cell+gap, margin+row*cell+gap
			r := image.Rect(x0, y0, x0+cell-2*gap, y0+cell-2*gap)
			draw.Draw(img, r, &image.Uniform{iconCell}, image.Point{}, draw.Src)
			switch {
			case row == col:
				disc(img, r, iconGreen)
			case row == 4 && col == 0, row == 1 && col == 3:
				disc(img, r, iconBlue)
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// disc fills a disc centred in r, a little smaller than it.
func disc(img *image.RGBA, r image.Rectangle, c color.Color) {
	cx, cy := (r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2
	rad := r.Dx() * 2 / 5
	for y := cy - rad; y <= cy+rad; y++ {
		for x := cx - rad; x <= cx+rad; x++ {
			if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= rad*rad {
				img.Set(x, y, c)
			}
		}
	}
}
