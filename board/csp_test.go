package board_test

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/board"
	"github.com/seqref/seqref/internal/wasmtest"
)

// scriptRE finds the page's inline scripts that run: those without a type,
// or of a JavaScript type (the record and the WebAssembly are data).
var scriptRE = regexp.MustCompile(`(?s)<script(?: type="text/javascript")?>(.*?)</script>`)

// scriptSrc is the script-src directive of a policy.
func scriptSrc(policy string) string {
	for d := range strings.SplitSeq(policy, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, "script-src ") {
			return d
		}
	}
	return ""
}

// TestPagePinsScripts: the page's policy lets its own scripts run by
// their hashes, not any inline script ('unsafe-inline'): in the page
// seqref board writes, in the site's page, and in the header that serves
// them.
func TestPagePinsScripts(t *testing.T) {
	wasmtest.Use(t)
	pg, err := board.Page(&board.Record{Name: "a.yaml", Text: []byte("sequence: 1\n# <script>alert(1)</script>\n")})
	if err != nil {
		t.Fatal(err)
	}
	site, err := board.NewSite(pg)
	if err != nil {
		t.Fatal(err)
	}
	h, err := site.Handler()
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	for _, c := range []struct {
		what, html, policy string
	}{
		{"the page", string(pg), metaPolicy(t, string(pg))},
		{"the site's page", string(site.File("index.html")), metaPolicy(t, string(site.File("index.html")))},
		{"the header", w.Body.String(), w.Result().Header.Get("Content-Security-Policy")},
	} {
		src := scriptSrc(c.policy)
		if src == "" || strings.Contains(src, "'unsafe-inline'") {
			t.Errorf("%s: script-src %q, want hashes and no 'unsafe-inline'", c.what, src)
		}
		scripts := scriptRE.FindAllStringSubmatch(c.html, -1)
		if len(scripts) < 2 {
			t.Fatalf("%s: %d inline scripts found", c.what, len(scripts))
		}
		for _, s := range scripts {
			sum := sha256.Sum256([]byte(s[1]))
			if hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(src, hash) {
				t.Errorf("%s: the script %.40q… is not pinned (%s)", c.what, s[1], hash)
			}
		}
	}
}

// metaPolicy is the policy of a page's Content-Security-Policy meta element.
func metaPolicy(t *testing.T, html string) string {
	const meta = `http-equiv="Content-Security-Policy" content="`
	i := strings.Index(html, meta)
	if i < 0 {
		t.Fatal("no Content-Security-Policy meta element")
	}
	rest := html[i+len(meta):]
	return rest[:strings.IndexByte(rest, '"')]
}
