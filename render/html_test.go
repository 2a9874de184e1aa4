package render_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/render"
)

// htmlGoldens are the replays checked byte for byte.
var htmlGoldens = []struct {
	golden, record string
	entry          int
}{
	{"club-night.html", clubNight, 0},
	{"illegal-wrong-space.html", illegal, 2}, // opens at the illegal entry
	{"puzzle-win-001.html", puzzle, 0},
}

// htmlReplay writes the replay of a record opened at an entry.
func htmlReplay(t testing.TB, rp *render.Replay, entry int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := render.WriteHTML(&b, rp, entry); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestHTMLGolden(t *testing.T) {
	for _, c := range htmlGoldens {
		t.Run(c.golden, func(t *testing.T) {
			rp := replayOf(t, c.record)
			got := htmlReplay(t, rp, c.entry)
			checkSelfContained(t, got)
			checkHTMLData(t, got, rp, c.entry)
			goldenfile.Check(t, filepath.Join("testdata", "html", c.golden), got)
			if again := htmlReplay(t, rp, c.entry); !bytes.Equal(again, got) {
				t.Error("writing the same replay twice gives different bytes")
			}
		})
	}
}

// checkSelfContained checks that a page loads nothing: no src or href but
// the empty icon, no url(), no @import, no address but the SVG namespace,
// and a policy that forbids loading anything.
func checkSelfContained(t *testing.T, page []byte) {
	t.Helper()
	text := string(page)
	for _, bad := range []string{" src=", "url(", "@import", "<link rel=\"stylesheet\"", "<iframe", "<img"} {
		if strings.Contains(text, bad) {
			t.Errorf("the page holds %q", bad)
		}
	}
	if hrefs := regexp.MustCompile(`href="[^"]*"`).FindAllString(text, -1); len(hrefs) != 1 || hrefs[0] != `href="data:,"` {
		t.Errorf("the page links %v; want only the empty icon", hrefs)
	}
	addresses := regexp.MustCompile(`[a-z]+://[^\s"'<]*`).FindAllString(text, -1)
	for _, a := range addresses {
		if a != "http://www.w3.org/2000/svg" {
			t.Errorf("the page names the address %s", a)
		}
	}
	if !strings.Contains(text, `content="default-src 'none';`) {
		t.Error("the page has no policy against loading")
	}
}

// checkHTMLData reads the page's embedded JSON and checks it holds every
// frame of the replay with its position, and opens at the entry asked for.
func checkHTMLData(t *testing.T, page []byte, rp *render.Replay, entry int) {
	t.Helper()
	m := regexp.MustCompile(`(?s)<script type="application/json" id="replay-data">(.*?)</script>`).FindSubmatch(page)
	if m == nil {
		t.Fatal("no replay data in the page")
	}
	var data struct {
		Start  int `json:"start"`
		Frames []struct {
			Entry    int      `json:"entry"`
			Position string   `json:"position"`
			Caption  []string `json:"caption"`
			Board    struct {
				Chips string `json:"chips"`
			} `json:"board"`
		} `json:"frames"`
	}
	if err := json.Unmarshal(m[1], &data); err != nil {
		t.Fatalf("the replay data is not JSON: %v", err)
	}
	if data.Start != rp.FrameAfter(entry).Entry {
		t.Errorf("the page opens at %d, want %d", data.Start, entry)
	}
	if len(data.Frames) != len(rp.Frames) {
		t.Fatalf("%d frames in the page, want %d", len(data.Frames), len(rp.Frames))
	}
	for i, f := range data.Frames {
		if f.Position != rp.Frames[i].Model.Position || f.Entry != rp.Frames[i].Entry || len(f.Board.Chips) != 100 {
			t.Errorf("frame %d is entry %d at %s (%d chip letters), want entry %d at %s", i, f.Entry, f.Position,
				len(f.Board.Chips), rp.Frames[i].Entry, rp.Frames[i].Model.Position)
		}
	}
}

func TestHTMLMarksTheIllegalEntry(t *testing.T) {
	rp := replayOf(t, illegal)
	page := string(htmlReplay(t, rp, 0))
	for _, want := range []string{
		`<li class="illegal" data-frame="2"><button type="button">2. <code>Bob: 5C@C2</code></button> <span class="rule">illegal [wrong-space]</span>`,
		`<li>illegal: 5C@C2: C2 shows 4C, not 5C; 5C shows at B2 and D4 [wrong-space]</li>`,
		`<p class="problem"><strong>Entry 2 (Bob, blue) is illegal [wrong-space]</strong>`,
		`<p class="notes">The rule: `,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page does not hold %s", want)
		}
	}
}

func TestHTMLEntriesAfterAnIllegalOneAreNotJudged(t *testing.T) {
	rec := loadFixture(t, illegal)
	rec.Turns = append(rec.Turns, rec.Turns[0])
	rp := render.NewReplay(rec, "more.yaml")
	if got := rp.Entries[2].Status; got != render.EntryNotJudged {
		t.Errorf("entry 3 after the illegal entry 2 is %q, want %q", got, render.EntryNotJudged)
	}
	page := string(htmlReplay(t, rp, 3))
	if !strings.Contains(page, `<li class="not-judged">3. <code>Ann: 7H@D6</code> <em>not judged`) {
		t.Error("entry 3 is not listed as not judged")
	}
	if len(rp.Frames) != 3 || rp.FrameAfter(3) != &rp.Frames[2] {
		t.Errorf("%d frames; entry 3 should open at the illegal frame", len(rp.Frames))
	}
}

func TestHTMLOfAnIllegalSetupFails(t *testing.T) {
	rp := replayOf(t, badSetup)
	if len(rp.Frames) != 0 || rp.FrameAfter(0) != nil {
		t.Fatalf("%d frames for an illegal setup, want none", len(rp.Frames))
	}
	var b bytes.Buffer
	if err := render.WriteHTML(&b, rp, 0); err == nil || b.Len() != 0 {
		t.Errorf("WriteHTML of an illegal setup: error %v, %d bytes written; want an error and nothing", err, b.Len())
	}
}
