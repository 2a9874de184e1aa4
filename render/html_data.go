package render

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// htmlData is what the HTML replay's script reads: the board's geometry and
// colours, the frame to open at, and every frame. It is embedded in the page
// as JSON.
type htmlData struct {
	Geometry htmlGeometry `json:"geometry"`
	Teams    []svgTeam    `json:"teams"`
	Inks     htmlInks     `json:"inks"`
	Start    int          `json:"start"`
	Frames   []htmlFrame  `json:"frames"`
}

// htmlGeometry are the numbers of svg_geometry.go that drawing a position
// needs.
type htmlGeometry struct {
	Cell     int `json:"cell"`
	Margin   int `json:"margin"`
	ChipDY   int `json:"chipDY"`
	ChipR    int `json:"chipR"`
	LockR    int `json:"lockR"`
	LetterDY int `json:"letterDY"`
}

// htmlInks are the colours and strokes of svg_board.go that drawing a
// position needs.
type htmlInks struct {
	Last      string `json:"last"`
	Marked    string `json:"marked"`
	Lock      string `json:"lock"`
	BandAlpha string `json:"bandAlpha"`
	BandWidth string `json:"bandWidth"`
}

// htmlFrame is one position of the replay: its label, the board, the
// caption, the hands and the draw pile.
type htmlFrame struct {
	Entry   int        `json:"entry"`
	Illegal bool       `json:"illegal"`
	Label   string     `json:"label"`
	Board   BoardFrame `json:"board"`
	// Position is the position string of the board shown.
	Position string     `json:"position"`
	Caption  []string   `json:"caption"`
	Hands    []htmlHand `json:"hands"`
	Pile     string     `json:"pile"`
}

// htmlHand is what is known of one player's hand in a frame.
type htmlHand struct {
	Player string `json:"player"`
	Team   string `json:"team"`
	Text   string `json:"text"`
	ToMove bool   `json:"toMove"`
}

// newHTMLData gathers the script's data for a replay opened at frame start.
func newHTMLData(r *Replay, start int) *htmlData {
	d := &htmlData{
		Geometry: htmlGeometry{Cell: svgCell, Margin: svgMargin, ChipDY: svgChipDY, ChipR: svgChipR, LockR: svgLockR, LetterDY: svgLetterDY},
		Teams:    svgTeams,
		Inks:     htmlInks{Last: inkLast, Marked: inkMarked, Lock: inkLock, BandAlpha: bandAlpha, BandWidth: bandWidth},
		Start:    start,
	}
	for i := range r.Frames {
		d.Frames = append(d.Frames, newHTMLFrame(r, &r.Frames[i]))
	}
	return d
}

func newHTMLFrame(r *Replay, f *ReplayFrame) htmlFrame {
	m := f.Model
	return htmlFrame{Entry: f.Entry, Illegal: f.Illegal, Label: frameLabel(r, f), Board: FrameOf(m),
		Position: m.Position, Caption: f.Caption, Hands: handsOf(m), Pile: pileText(m)}
}

// handsOf is what is known of every hand of a position, in seating order.
func handsOf(m *Model) []htmlHand {
	hands := []htmlHand{}
	for i := range m.Hands {
		h := &m.Hands[i]
		hands = append(hands, htmlHand{Player: h.Player, Team: h.Team, Text: HandText(h),
			ToMove: m.Winner == "" && !m.Blocked && h.Player == m.ToMove})
	}
	return hands
}

// pileText says what is known of the draw pile and the discards.
func pileText(m *Model) string {
	return fmt.Sprintf("Draw pile: %s; discards since the last reshuffle: %d.", PileText(m.DrawPile), m.Discards)
}

// frameLabel names a frame for the controls: "Start", "Entry 3 of 5",
// "Entry 4 of 5: illegal".
func frameLabel(r *Replay, f *ReplayFrame) string {
	switch {
	case f.Illegal:
		return fmt.Sprintf("Entry %d of %d: illegal", f.Entry, len(r.Entries))
	case f.Entry == 0:
		return "Start"
	}
	return fmt.Sprintf("Entry %d of %d", f.Entry, len(r.Entries))
}

// JSON is the data as JSON that can stand inside a script element: <, >
// and & are escaped, so no "</script>" can end the element early.
func (d *htmlData) JSON() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(true)
	if err := enc.Encode(d); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
