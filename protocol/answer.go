package protocol

import (
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// AppendHandshake appends a bot's answer to the handshake: bot NAME.
func AppendHandshake(dst []byte, name string) []byte {
	return append(append(append(dst, WordBot+" "...), name...), '\n')
}

// ReadHandshake reads a bot's answer to the handshake, a line without its
// newline: the name it gives (empty when it gives none), or false when the
// line is not bot NAME.
func ReadHandshake(line string) (name string, ok bool) {
	word, name, _ := strings.Cut(line, " ")
	return strings.TrimSpace(name), word == WordBot
}

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
