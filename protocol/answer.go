package protocol

import (
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// AppendAnswer appends a bot's answer to go: the turn in turn notation,
// without draws (7H@D6, dead 4C; 7H@D6, dead 4C alone, pass), and a
// newline.
func AppendAnswer(dst []byte, turn []engine.Action) []byte {
	return append(append(dst, notation.FormatTurn(turn)...), '\n')
}

// ReadAnswer reads a bot's answer, a line without its newline, as the
// referee does: the actions of the turn, which may be none for a line that
// holds no turn.
func ReadAnswer(line string) ([]engine.Action, error) {
	t, err := notation.ParseTurn(line)
	return t.Actions, err
}

// IsInfo reports whether a line a bot wrote is an info line (info, then a
// space and any text), which the referee does not take as an answer.
func IsInfo(line string) bool {
	rest, ok := strings.CutPrefix(line, WordInfo)
	return ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t')
}
