package board

import (
	"crypto/sha256"
	"encoding/base64"
	"strings"
)

// scriptHash is the Content-Security-Policy source that lets the one
// inline script whose text is text run: 'sha256-...' of its text.
func scriptHash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// inlineScripts is the script-src of the page's policy as its template
// writes it; Page pins the page's scripts by hash in its place.
const inlineScripts = "script-src 'unsafe-inline'"

// pinnedScripts is the script-src that lets only the given inline scripts
// run, each by the hash of its text, where the template allowed any
// inline script: the page's scripts are fixed when it is built, so a
// script injected into the page (a record's text, were it ever written
// unescaped) does not run.
func pinnedScripts(scripts ...string) string {
	hashes := make([]string, len(scripts))
	for i, s := range scripts {
		hashes[i] = scriptHash(s)
	}
	return "script-src " + strings.Join(hashes, " ")
}

// scriptSources is the script-src directive of the policy in an HTML
// page's Content-Security-Policy meta element ("script-src ..."), or
// inlineScripts when there is none, for the header that serves the page:
// header and meta element then allow the same scripts.
func scriptSources(html []byte) string {
	page := string(html)
	start := strings.Index(page, cspMeta)
	if start < 0 {
		return inlineScripts
	}
	policy := page[start+len(cspMeta):]
	if end := strings.IndexByte(policy, '"'); end >= 0 {
		policy = policy[:end]
	}
	for d := range strings.SplitSeq(policy, ";") {
		if d = strings.TrimSpace(d); strings.HasPrefix(d, "script-src ") {
			return d
		}
	}
	return inlineScripts
}
