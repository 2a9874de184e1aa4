package match

import (
	"strings"
)

// InfoKept is how many of a bot's last info lines a forfeit's note quotes.
const InfoKept = 3

// info keeps a bot's info lines: lines that begin with the word info,
// which are not answers (docs/protocol.md). The last InfoKept of the game
// go into the note of a forfeit; with Config.Info set, every one is shown.
type info struct {
	last []string
	show func(line string) // nil when info lines are not shown
}

// add keeps an info line and shows it.
func (in *info) add(line string) {
	line = strings.ToValidUTF8(line, "?")
	if len(in.last) == InfoKept {
		in.last = append(in.last[:0], in.last[1:]...)
	}
	in.last = append(in.last, line)
	if in.show != nil {
		in.show(line)
	}
}

// note adds the last info lines to a fault's detail.
func (in *info) note(f *Fault) {
	if len(in.last) == 0 {
		return
	}
	quoted := make([]string, len(in.last))
	for i, l := range in.last {
		quoted[i] = quote(l)
	}
	f.Detail = strings.TrimPrefix(f.Detail+"; its last info lines: "+strings.Join(quoted, ", "), "; ")
}
