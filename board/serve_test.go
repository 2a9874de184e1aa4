package board

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/seqref/seqref/internal/wasmtest"
)

// TestHandlerServesOnlyThePage asks the handler for the page, with and
// without gzip, and for other paths and methods: only GET and HEAD of /
// give the page.
func TestHandlerServesOnlyThePage(t *testing.T) {
	wasmtest.Use(t)
	page, err := Page(nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Handler(page)
	if err != nil {
		t.Fatal(err)
	}
	ask := func(method, path, encoding string) *http.Response {
		req := httptest.NewRequest(method, path, nil)
		if encoding != "" {
			req.Header.Set("Accept-Encoding", encoding)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w.Result()
	}
	plain := ask("GET", "/", "")
	body, _ := io.ReadAll(plain.Body)
	if plain.StatusCode != 200 || !bytes.Equal(body, page) || plain.Header.Get("Content-Encoding") != "" {
		t.Errorf("GET / without gzip: %d, %q, %d bytes; want 200 and the page", plain.StatusCode, plain.Header.Get("Content-Encoding"), len(body))
	}
	zipped := ask("GET", "/", "br, gzip;q=0.8")
	zr, err := gzip.NewReader(zipped.Body)
	if err != nil || zipped.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("GET / with gzip: %v, %q", err, zipped.Header.Get("Content-Encoding"))
	}
	unzipped, _ := io.ReadAll(zr)
	if !bytes.Equal(unzipped, page) {
		t.Error("GET / with gzip: not the page")
	}
	if r := ask("GET", "/", "gzip;q=0"); r.Header.Get("Content-Encoding") != "" {
		t.Error("gzip;q=0 refuses gzip, yet the page went gzip-compressed")
	}
	if r := ask("HEAD", "/", ""); r.StatusCode != 200 {
		t.Errorf("HEAD /: %d", r.StatusCode)
	}
	for _, path := range []string{"/index.html", "/favicon.ico", "/board.wasm", "/../etc/passwd", "//"} {
		if r := ask("GET", path, "gzip"); r.StatusCode != 404 {
			t.Errorf("GET %s: %d, want 404", path, r.StatusCode)
		}
	}
	for _, method := range []string{"POST", "PUT", "DELETE"} {
		if r := ask(method, "/", ""); r.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s /: %d, want 405", method, r.StatusCode)
		}
	}
}
