package link

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
)

// TestZeroValues: every zero value of the format is valid: f=0 and d=0,
// or f and d left out, read as 0, and the state the page is given names
// them, 0 too. Before, the page got no frame for 0 and its script failed
// with a TypeError at f=0, the link its own Share makes for a record shown
// at its setup.
func TestZeroValues(t *testing.T) {
	packed, err := deflate("sequence: 1\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, fragment := range []string{
		"v1;t=open;r=" + packed + ";f=0",
		"v1;t=open;r=" + packed + ";d=0;f=0",
		"v1;t=open;r=" + packed,
		"v1;t=open;r=" + packed + ";n=;d=0",
		"v1;t=record;r=" + packed,
	} {
		s, err := Decode(fragment)
		if err != nil {
			t.Errorf("%q: %v", fragment, err)
			continue
		}
		if s.Doc != 0 || s.Frame != 0 {
			t.Errorf("%q reads as doc %d, frame %d, want 0 and 0", fragment, s.Doc, s.Frame)
		}
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var fields map[string]any
		json.Unmarshal(data, &fields)
		if fields["doc"] != 0.0 || fields["frame"] != 0.0 {
			t.Errorf("%q gives the page %s: doc and frame must be there, 0", fragment, data)
		}
	}
	// Open at the setup: the link Share makes reads back.
	s := State{Tab: Open, Record: "sequence: 1\n"}
	text, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, ";f=0") {
		t.Errorf("%q: the setup is not f=0", text)
	}
	if got, err := Decode(text); err != nil || got != s {
		t.Errorf("%q reads back %+v, %v", text, got, err)
	}
}

// bomb is a record of n bytes of one letter, deflated: a few hundred bytes
// for megabytes.
func bomb(t testing.TB, n int) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	w.Write(bytes.Repeat([]byte("a"), n))
	w.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// TestSizeRefusedBeforeInflating: a link longer than MaxLinkBytes is
// refused for its length, before its record is inflated (a deflate bomb
// among them); a shorter one inflates no further than MaxRecordBytes.
func TestSizeRefusedBeforeInflating(t *testing.T) {
	packed := bomb(t, 64<<20)
	long := "v1;t=open;r=" + packed + ";n=" + strings.Repeat("x", MaxLinkBytes)
	if _, err := Decode(long); err == nil || !strings.Contains(err.Error(), "is longer than the") {
		t.Errorf("a link of %d characters: %v, want it refused for its length", len(long), err)
	}
	short := "v1;t=open;r=" + packed
	if _, err := Decode(short); err == nil || !strings.Contains(err.Error(), "larger than the") {
		t.Errorf("a deflate bomb of %d characters: %v, want it refused for what it inflates to", len(short), err)
	}
	if _, err := Encode(State{Tab: Open, Record: strings.Repeat("xyzzy plugh ", 1<<20)[:3<<20]}); err != nil {
		t.Logf("a 3 MB record of repeated words: %v", err)
	}
}
