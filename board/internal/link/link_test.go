package link

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const club = "*8*/1gb3b3/2g3b3/3gg1b3/4b5/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 standard gb 1 4C,JS,5H,9D,QC,2S,KS"

// TestRoundTrip: every state a link can carry reads back the same.
func TestRoundTrip(t *testing.T) {
	record := "sequence: 1\nruleset: standard\nplayers:\n  - {name: Ann, team: green}\n  - {name: Bob, team: blue}\nturns:\n  - Ann: 7H@D6 +2S\n"
	for _, s := range []State{
		{Tab: Ask, Situation: club},
		{Tab: Ask, Situation: club, Entry: "dead 4C +9H; JSxE5 +7C"},
		{Tab: Ask, Situation: "*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 ?", Entry: "Ann: 7H@D6; %;#+"},
		{Tab: Record, Record: record},
		{Tab: Open, Record: record, Name: "club night; the final.yaml", Doc: 2, Frame: 1},
		{Tab: Open, Record: ""},
	} {
		text, err := Encode(s)
		if err != nil {
			t.Fatalf("%+v: %v", s, err)
		}
		if strings.ContainsAny(text, " #\n") {
			t.Errorf("%q holds a space, # or a line break", text)
		}
		got, err := Decode("#" + text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if diff := cmp.Diff(s, got); diff != "" {
			t.Errorf("%q reads back otherwise (-want +got):\n%s", text, diff)
		}
	}
	text, _ := Encode(State{Tab: Ask, Situation: club})
	if want := "v1;t=ask;s=*8*/1gb3b3/2g3b3/3gg1b3/4b5/b4g4/10/3b6/1GGGGG4/*8*+g=B9-F9+standard+gb+1+4C,JS,5H,9D,QC,2S,KS"; text != want {
		t.Errorf("the position does not read in the link:\n%s\nwant\n%s", text, want)
	}
}

// TestDecodeRefuses: a fragment that is not a link of this board is an
// error of one line, which names no more than a few characters of it.
func TestDecodeRefuses(t *testing.T) {
	bomb, _ := deflate(strings.Repeat("x", MaxRecordBytes+1))
	empty, _ := deflate("")
	for _, c := range []struct{ fragment, want string }{
		{"", "holds no board"},
		{"#", "holds no board"},
		{"#top", "does not start with v1"},
		{"#v2;t=ask", "another version"},
		{"#v1;t=ask", "no position"},
		{"#v1;t=ask;s=x;s=y", "not key=value, once"},
		{"#v1;t=ask;s", "not key=value"},
		{"#v1;t=ask;s=%zz", "not escaped right"},
		{"#v1;t=ask;s=x;q=1", "does not know"},
		{"#v1;t=open;r=!!", "not base64url"},
		{"#v1;t=open;r=AAAA", "cut short"},
		{"#v1;t=record;r=" + bomb, "larger than"},
		{"#v1;t=record", "holds no record"},
		{"#v1;t=open;r=" + empty + ";f=-1", "not a number"},
		{"#v1;t=play;s=x", "no tab"},
	} {
		_, err := Decode(c.fragment)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Decode(%.40q): %v, want one line saying %q", c.fragment, err, c.want)
		}
	}
}

// FuzzDecode: any fragment reads or is refused in one line, never a
// panic; what reads gives the page doc and frame, 0 too; and it encodes to
// a fragment that reads back the same.
func FuzzDecode(f *testing.F) {
	f.Add("#v1;t=ask;s=" + escape(club) + ";e=5H@E5")
	f.Add("#v1;t=open;r=AwA;n=a;d=0;f=3")
	f.Add("#v1;t=open;r=AwA;f=0")
	f.Add("#v1;t=open;r=AwA")
	f.Add("v1;t=record;r=AwA;d=0")
	f.Add("v1;t=open;r=" + bomb(f, 8<<20))
	f.Add("v1;t=open;r=;f=-1")
	f.Add("v1;t=open;r=AwA;f=99999999999999999999")
	f.Add("v1;;")
	f.Fuzz(func(t *testing.T, fragment string) {
		s, err := Decode(fragment)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Errorf("%q: the error is more than one line: %q", fragment, err)
			}
			return
		}
		if data, _ := json.Marshal(s); !bytes.Contains(data, []byte(`"doc":`)) || !bytes.Contains(data, []byte(`"frame":`)) {
			t.Errorf("%q gives the page %s, without doc or frame", fragment, data)
		}
		text, err := Encode(s)
		if err != nil {
			t.Fatalf("%+v reads but does not encode: %v", s, err)
		}
		again, err := Decode(text)
		if err != nil || again != s {
			t.Fatalf("%q: %+v, then %+v, %v", fragment, s, again, err)
		}
	})
}

// TestEncodePacked: a record deflated elsewhere (the page's script) makes
// the link Encode makes, and what is not base64url is refused.
func TestEncodePacked(t *testing.T) {
	s := State{Tab: Open, Record: "sequence: 1\n", Name: "a.yaml", Frame: 2}
	want, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	packed, _ := deflate(s.Record)
	if got, err := EncodePacked(State{Tab: Open, Name: "a.yaml", Frame: 2}, packed); err != nil || got != want {
		t.Errorf("EncodePacked: %q, %v; want %q", got, err, want)
	}
	if _, err := EncodePacked(State{Tab: Record}, "a;t=ask"); err == nil {
		t.Error("a packed record with ; was taken")
	}
}
