package record

import (
	"bytes"
	"unicode/utf8"

	"github.com/seqref/seqref/internal/recordtext"
	"github.com/seqref/seqref/rulebook"
)

// isText reports whether data may be a record's text: UTF-8 with no NUL
// byte. A file that is not (an image, an archive, UTF-16) is one problem,
// not a stream of documents split at lines that happen to start with ---.
func isText(data []byte) bool {
	return bytes.IndexByte(data, 0) < 0 && utf8.Valid(data)
}

// tooLargeYAML is the error for a YAML document over the size limit. One
// that is not text is refused for that, at its first byte that is not, as
// a smaller one is: a binary file is no record whatever its size.
func tooLargeYAML(text *recordtext.Text, max int) *LoadError {
	if !isText(text.Bytes()) {
		if pos, msg, ok := recordtext.BadCharacter(text); ok {
			return &LoadError{Rule: rulebook.SyntaxRule, Pos: Pos(pos), Msg: msg}
		}
	}
	return tooLarge(max)
}
