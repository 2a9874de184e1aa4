package query

import (
	"strings"
	"testing"

	"github.com/seqref/seqref/board/internal/link"
)

// TestShareReadsBack: the fragment Share gives reads back as the state,
// with its QR code; a fragment that is not a link is one line saying why.
func TestShareReadsBack(t *testing.T) {
	s := link.State{Tab: link.Ask, Situation: "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 7H,4C", Entry: "7H@D6"}
	sh := Share(s, "", "file:///home/ann/board.html")
	if sh.Error != "" || !strings.HasPrefix(sh.QR, "<svg ") || strings.Contains(sh.QR, "7H") {
		t.Fatalf("Share: %+v", sh)
	}
	if got := ReadLink("#" + sh.Fragment); got.Error != "" || got.State != s {
		t.Errorf("ReadLink(%q) = %+v, want %+v", sh.Fragment, got, s)
	}
	if got := ReadLink("#v1;t=ask"); got.Error == "" || strings.Contains(got.Error, "\n") {
		t.Errorf("a link without a position: %+v", got)
	}
	long := link.State{Tab: link.Record}
	if sh := Share(long, randomish(6000), "file:///b.html"); sh.Fragment == "" || sh.QR != "" || !strings.Contains(sh.Error, "too long for a QR code") {
		t.Errorf("a link too long for a QR code: %+v", sh)
	}
}

// randomish is n characters that deflate poorly.
func randomish(n int) string {
	var b strings.Builder
	x := uint32(2463534242)
	for range n {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		b.WriteByte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[x%62])
	}
	return b.String()
}
