package board

import (
	"bytes"
	"compress/gzip"
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
}
