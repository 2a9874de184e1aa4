package record

import (
	"bytes"
	"fmt"
	"github.com/seqref/seqref/internal/safetext"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/seqref/seqref/rulebook"
	"gopkg.in/yaml.v3"
)

// Every text a record holds (its values and its keys) reaches terminals,
// SVG and HTML, so a record may not hold the characters that act there
// instead of showing (docs/reading.md, "Text a record may hold"): the
// control characters but tab and line feed (an escape sequence can move
// the cursor, hide text, set the title or the clipboard; a carriage
// return writes over a line), the line and paragraph separators (which
// YAML reads as line breaks), and the bidirectional embeddings,
// overrides and isolates (which reorder what is shown). YAML and JSON
// write them only as escapes ("\e", "\u001b"), so they are refused here,
// where the text is decoded, with the line and column of the value. A
// player's name is held to more (nameProblem).

// forbiddenRune reports whether a record's text may not hold r: a
// character that acts instead of showing (safetext.Acts).
func forbiddenRune(r rune) bool { return safetext.Acts(r) }

// runeKind says what kind of character forbiddenRune refuses.
func runeKind(r rune) string {
	switch {
	case r == '\u2028' || r == '\u2029':
		return "a line separator"
	case r >= '\u202a':
		return "a bidirectional control"
	}
	return "a control character"
}

// runeName is how a message names a character it refuses: "U+001B".
func runeName(r rune) string { return fmt.Sprintf("U+%04X", r) }

// checkText is the first value or key of the document, in document order,
// that holds a character forbiddenRune refuses, as a schema problem; nil
// when there is none. Aliases are not followed: the node an alias names is
// checked where it stands.
func checkText(n *yaml.Node) *LoadError {
	if n == nil || n.Kind == yaml.AliasNode {
		return nil
	}
	if n.Kind == yaml.ScalarNode {
		for i, r := range n.Value {
			if forbiddenRune(r) {
				return &LoadError{Rule: rulebook.SchemaRule, Pos: posOf(n),
					Msg: fmt.Sprintf("this value holds %s, %s, at its character %d: a record may hold no control character but tab and line feed, and no line separator or bidirectional control (they could act on the terminal that shows it)",
						runeName(r), runeKind(r), utf8.RuneCountInString(n.Value[:i])+1)}
			}
		}
		return nil
	}
	for _, c := range n.Content {
		if err := checkText(c); err != nil {
			return err
		}
	}
	return nil
}

// defaultIgnorable reports whether r is one of Unicode's default-ignorable
// characters, which a font shows as nothing: the format characters
// (category Cf: a zero-width space, a joiner, a soft hyphen), the
// variation selectors, and the others Unicode names (a Hangul filler, the
// combining grapheme joiner).
func defaultIgnorable(r rune) bool {
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r) || unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r)
}

// nameProblem says why a player's name cannot be one, "" when it can: a
// name is shown on one line and told apart from the others at a glance,
// so it may hold no tab or line break and no invisible format character
// (a zero-width space, a joiner, a soft hyphen), besides what every text
// may not hold.
func nameProblem(name string) string {
	for _, r := range name {
		switch {
		case r == '\t' || r == '\n':
			return fmt.Sprintf("a player's name is one line: it may not hold %s", runeName(r))
		case defaultIgnorable(r):
			return fmt.Sprintf("a player's name may not hold %s, an invisible character: two names could then look the same", runeName(r))
		}
	}
	if strings.TrimSpace(name) != name {
		return "a player's name may not start or end with a space: two names could then look the same"
	}
	return ""
}

// checkComments is the first character of a YAML document's own text
// that acts on a terminal (forbiddenRune) and stands outside every value
// and key, which checkText has already passed: in a comment, the one place
// left. fmt, fmt -d and annotate print comments as they are, so a comment
// is held to the rule of values: such a character is refused, with its
// line and column (counted from the document's first line, line). A
// carriage return is a line ending when a line feed follows it (CRLF); in
// a file with no line feed at all (crLines: a file of CR, NEL, LS or PS
// lines, which YAML reads too) a carriage return, NEL (U+0085), LS and PS
// are its line endings. One in the middle of a file of LF lines is
// refused: a carriage return would send a terminal back over the line.
func checkComments(src []byte, line int, crLines bool) *LoadError {
	col := 1
	for i, r := range string(src) {
		switch {
		case r == '\n', crLines && (r == '\r' || r == '\u0085' || r == '\u2028' || r == '\u2029'):
			line++
			col = 1
			continue
		case r == '\r' && i+1 < len(src) && src[i+1] == '\n':
			continue
		case forbiddenRune(r):
			return &LoadError{Rule: rulebook.SchemaRule, Pos: Pos{Line: line, Col: col},
				Msg: fmt.Sprintf("this comment holds %s, %s: a record may hold no control character but tab and line feed, and no line separator or bidirectional control, in a comment either (fmt and annotate print comments, and they could act on the terminal that shows them)",
					runeName(r), runeKind(r))}
		}
		col++
	}
	return nil
}

// crLines reports whether text is a file of CR (or NEL, LS, PS) lines: it
// holds no line feed (checkComments).
func crLines(text []byte) bool { return bytes.IndexByte(text, '\n') < 0 }
