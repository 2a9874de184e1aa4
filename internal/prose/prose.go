// Package prose lays out text for people, as the commands print it and
// the referee's rulings read: lines wrapped at a width, words joined with
// "and" or "or", quotations in typographic quotes. One function per job,
// the width always a parameter (docs/architecture.md).
package prose

import (
	"bufio"
	"io"
	"strings"
)

// Width is the column at which the commands' text wraps unless told
// otherwise.
const Width = 80

// Quote puts words in typographic double quotes.
func Quote(s string) string { return "\u201c" + s + "\u201d" }

// Wrap writes text after first, broken into lines of at most width
// columns (Lines), rest before every further line.
func Wrap(w io.Writer, width int, first, rest, text string) {
	bw := bufio.NewWriter(w)
	for _, line := range Lines(width, first, rest, text) {
		bw.WriteString(line + "\n")
	}
	bw.Flush()
}

// Lines breaks text into lines of at most width columns, first before the
// first line and rest before every further line. A word too long for a
// line of its own is cut at the width.
func Lines(width int, first, rest, text string) []string {
	if words := strings.Fields(text); len(words) > 0 && len([]rune(first))+len([]rune(words[0])) > width {
		// A lead too long for the line is wrapped as text.
		lead := first[:len(first)-len(strings.TrimLeft(first, " "))]
		first, text = lead, first[len(lead):]+" "+text
	}
	var out []string
	line := first
	room := len([]rune(first))
	fresh := true
	for _, word := range strings.Fields(text) {
		n := len([]rune(word))
		if !fresh && room+1+n > width {
			out = append(out, line)
			line, room, fresh = rest, len([]rune(rest)), true
		}
		for fresh && room+n > width && width-room > 0 {
			// A word longer than the line: cut it.
			cut := []rune(word)[:width-room]
			out = append(out, line+string(cut))
			word = string([]rune(word)[len(cut):])
			n = len([]rune(word))
			line, room = rest, len([]rune(rest))
		}
		if !fresh {
			line += " "
			room++
		}
		line += word
		room += n
		fresh = false
	}
	return append(out, line)
}

// JoinAnd joins words as "a, b and c".
func JoinAnd(words []string) string {
	return joinLast(words, " and ")
}

// JoinOr joins words as "a, b or c".
func JoinOr(words []string) string {
	return joinLast(words, " or ")
}

// joinLast joins words with ", " and last before the last word.
func joinLast(words []string, last string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + last + words[len(words)-1]
}
