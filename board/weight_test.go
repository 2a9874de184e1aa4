package board

import (
	"bytes"
	"compress/gzip"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/wasmtest"
)

// budget is the most the page may weigh gzip-compressed, in bytes
// (docs/board.md): 1.5 MB.
const budget = 1_500_000

// TestPageWeight measures the page as --serve sends it, gzip-compressed,
// with the WebAssembly built from the sources under test, and fails when
// it is over the budget. It logs the figures.
func TestPageWeight(t *testing.T) {
	wasmtest.Use(t)
	wasm, err := assets()
	if err != nil {
		t.Fatal(err)
	}
	page, err := Page(nil)
	if err != nil {
		t.Fatal(err)
	}
	var zipped bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&zipped, gzip.BestCompression)
	if _, err := zw.Write(page); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("page: %d bytes, %d gzip; of which the WebAssembly %d gzip (%d as base64)", len(page), zipped.Len(), len(wasm.Gzip), (len(wasm.Gzip)+2)/3*4)
	if zipped.Len() > budget {
		t.Errorf("the page weighs %d bytes gzip-compressed, over the budget of %d", zipped.Len(), budget)
	}
	checkQuotedWeight(t, zipped.Len())
}

// quotedWeight finds the page's weight as docs/board.md quotes it: "(N
// bytes when this was written".
var quotedWeight = regexp.MustCompile(`\(([0-9,]+) bytes when this was\s+written`)

// checkQuotedWeight fails when the weight docs/board.md quotes is more
// than 1 % from the page's, gzip-compressed: a figure in the docs is kept
// true by the test that measures it.
func checkQuotedWeight(t *testing.T, zipped int) {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "docs", "board.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := quotedWeight.FindSubmatch(doc)
	if m == nil {
		t.Fatal("docs/board.md quotes no weight of the page (\"(N bytes when this was written\")")
	}
	quoted, err := strconv.Atoi(strings.ReplaceAll(string(m[1]), ",", ""))
	if err != nil {
		t.Fatal(err)
	}
	if d := math.Abs(float64(quoted-zipped)) / float64(zipped); d > 0.01 {
		t.Errorf("docs/board.md says the page weighs %d bytes gzip-compressed; it weighs %d (%.1f %% off): update the figure", quoted, zipped, 100*d)
	}
}
