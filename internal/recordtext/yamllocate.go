package recordtext

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/seqref/seqref/internal/yamltext"
)

// locateBudget bounds the bytes parsed while looking for where a YAML error
// is; past it the error points at the start of the line yaml.v3 names. A
// record of 100 KB needs a tenth of it.
const locateBudget = 2 << 20

// locate finds the problem of a YAML error whose text is want, at or after
// the start of the given line, and returns its offset.
//
// A prefix of the file that ends past the problem fails with the same error.
// One that ends before it may too, when its end cuts a flow collection
// short: "{a: b" fails as "{a: b c: d}" does. So for those errors the
// prefix is tried with the collection's closing bracket added, which mends
// a prefix cut short but not one holding the problem. Without such a
// prefix the bracket is missing from the file, and the problem is the
// open bracket.
func locate(text *Text, line int, want string, budget *int) (int, bool) {
	if off, ok := locateAfterKey(text, line, want, budget); ok {
		return off, true
	}
	return search(text, line, want, budget)
}

// search is locate without the shorter text.
func search(text *Text, line int, want string, budget *int) (int, bool) {
	if closer := closerFor(want); closer != "" {
		if off, ok := firstFailing(text, line, want, closer, budget); ok {
			return off, true
		}
		return openBracket(text, line, closer)
	}
	return firstFailing(text, line, want, "", budget)
}

// locateAfterKey looks for the problem in a shorter text: the line of the
// record's key that holds the given line, then the file from that line on.
// Most of a long record is the entries of turns:, and a problem in one of
// them is found without parsing those before it. The shorter text must
// fail with the same error, its lines renumbered; otherwise it gives up.
func locateAfterKey(text *Text, line int, want string, budget *int) (int, bool) {
	n, problem, ok := yamlLine(want)
	key := ownerLine(text, line)
	if !ok || key == 0 || key >= line-1 {
		return 0, false
	}
	shift := line - 2 // line becomes line 2, after the key's
	printed, _ := strconv.Atoi(n)
	if printed-shift < 1 {
		return 0, false
	}
	keyLine := text.Bytes()[text.LineStart(key):text.LineEnd(key)]
	short := append(append([]byte{}, keyLine...), text.Bytes()[text.LineStart(line):]...)
	st := NewText(short)
	want = "yaml: line " + strconv.Itoa(printed-shift) + ": " + problem
	if yamlErrorText(short) != want {
		return 0, false
	}
	off, ok := search(st, 2, want, budget)
	if !ok || off < len(keyLine) {
		return 0, false
	}
	return text.LineStart(line) + off - len(keyLine), true
}

// closerFor is the bracket that mends a prefix cut short inside a flow
// collection, for the errors that need one.
func closerFor(want string) string {
	switch {
	case strings.HasSuffix(want, "did not find expected ',' or '}'"):
		return "}"
	case strings.HasSuffix(want, "did not find expected ',' or ']'"):
		return "]"
	}
	return ""
}

// ownerLine is the nearest line before the given one that starts with a key
// of the record (at the first column, not a list entry, comment or document
// marker), 0 when there is none.
func ownerLine(text *Text, line int) int {
	for k := min(line, text.Lines()) - 1; k >= 1; k-- {
		off := text.LineStart(k)
		if k == 1 {
			off += text.BOMLen()
		}
		if off >= len(text.Bytes()) {
			continue
		}
		switch text.Bytes()[off] {
		case ' ', '\t', '#', '-', '.', '%', '\r', '\n':
			continue
		}
		return k
	}
	return 0
}

// openBracket finds the flow collection, opened with { (closer "}") or [
// (closer "]") on the given line, that the file never closes: the
// innermost one, skipping quoted scalars.
func openBracket(text *Text, line int, closer string) (int, bool) {
	open := byte('{')
	if closer == "]" {
		open = '['
	}
	data := text.Bytes()
	var stack []int
	for i := text.LineStart(line); i < len(data); i++ {
		switch c := data[i]; c {
		case '{', '[':
			stack = append(stack, i)
		case '}', ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case '"', '\'':
			i, _ = yamltext.QuoteEnd(data, i, len(data))
		}
	}
	end := text.LineEnd(line)
	for j := len(stack) - 1; j >= 0; j-- {
		if data[stack[j]] == open && stack[j] < end {
			return stack[j], true
		}
	}
	return 0, false
}

// firstFailing returns the offset of the last character of the shortest
// prefix of the file, ending at or after the start of the line, that with
// suffix added fails with the error want. Prefixes are tried a line, then
// two, four... lines on until one fails, then halved. It gives up when
// the budget of bytes to parse runs out.
func firstFailing(text *Text, line int, want, suffix string, budget *int) (int, bool) {
	data := text.Bytes()
	fails := func(end int) (bool, bool) {
		*budget -= end + len(suffix)
		if *budget < 0 {
			return false, false
		}
		prefix := append(data[:end:end], suffix...)
		return yamlErrorText(prefix) == want, true
	}
	lo := text.LineStart(line)
	if line <= 1 {
		lo += text.BOMLen()
	}
	start, hi := lo, -1
	for n := 0; ; n = 2*n + 1 {
		end := text.LineEnd(line + n)
		ok, within := fails(end)
		if !within {
			return 0, false
		}
		if ok {
			hi = end
			break
		}
		if end >= len(data) {
			return 0, false
		}
	}
	for {
		mid := runeStartNear(data, lo+(hi-lo)/2, lo, hi)
		if mid == lo || mid == hi {
			break
		}
		ok, within := fails(mid)
		if !within {
			return 0, false
		}
		if ok {
			hi = mid
		} else {
			lo = mid
		}
	}
	// hi is the shortest failing prefix: its last character is the
	// problem, or a space after it that the parser looked ahead to.
	_, w := utf8.DecodeLastRune(data[:hi])
	off := hi - max(w, 1)
	for off > start && data[off] == ' ' {
		off--
	}
	return off, true
}

// runeStartNear is the start of a character at or before off, or after it
// when there is none past lo; lo or hi when there is none between them.
func runeStartNear(data []byte, off, lo, hi int) int {
	m := off
	for m > lo && !utf8.RuneStart(data[m]) {
		m--
	}
	if m > lo {
		return m
	}
	for m = off; m < hi && !utf8.RuneStart(data[m]); m++ {
	}
	return m
}
