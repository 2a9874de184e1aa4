package rulebook

import "strings"

// Whole is the source's quote widened to the whole sentences of its
// document it stands in: from the start of the first sentence it touches
// (a line's start, the end of a sentence, or the colon after a line's
// label, "Penalty:") to the end of the last (a full stop, a question or
// exclamation mark, or the line's end), without the document's markup. A
// ruling quotes a sentence whole, never cut in its middle (docs/referee.md,
// "The answer first"). A quote not found in its document is returned as
// it is.
func (s Source) Whole() string {
	text, ok := SeedDocument(s.File)
	if !ok {
		return s.Quote
	}
	q := plainLine(s.Quote)
	for _, raw := range strings.Split(text, "\n") {
		line := plainLine(raw)
		at := strings.Index(line, q)
		if q == "" || at < 0 {
			continue
		}
		start, end := at, at+len(q)
		for start > 0 && !sentenceStartsAt(line, start) {
			start--
		}
		for end < len(line) && !sentenceEndsBefore(line, end) {
			end++
		}
		return line[start:end]
	}
	return s.Quote
}

// EndsASentence reports whether quote stands in one of the rule
// documents (without their markup) and ends where a sentence of it ends:
// at a full stop, a question or exclamation mark, or the end of its line.
func EndsASentence(quote string) bool {
	q := plainLine(quote)
	for _, file := range []string{SeedBible, SeedSequence, SeedSequenceAlt, SeedRedJacks} {
		text, _ := SeedDocument(file)
		for _, raw := range strings.Split(text, "\n") {
			line := plainLine(raw)
			for from := 0; q != ""; {
				at := strings.Index(line[from:], q)
				if at < 0 {
					break
				}
				if sentenceEndsBefore(line, from+at+len(q)) {
					return true
				}
				from += at + 1
			}
		}
	}
	return false
}

// sentenceStartsAt reports whether a sentence of line starts at byte i:
// after the end of another, after the colon of a label, or after a
// semicolon that starts an item of a list with a capital ("… 5 cards
// each; For 4-6 players: …").
func sentenceStartsAt(line string, i int) bool {
	if i == 0 {
		return true
	}
	if i < 2 || line[i-1] != ' ' {
		return false
	}
	switch line[i-2] {
	case '.', '?', '!', ':':
		return true
	case '"':
		return i >= 3 && line[i-3] == '.' // …a "Dead Card." You may…
	case ';':
		return line[i] >= 'A' && line[i] <= 'Z'
	}
	return false
}

// sentenceEndsBefore reports whether a sentence of line ends just before
// byte i: at the line's end, after a full stop, a question or an
// exclamation mark followed by a space, or before a semicolon that starts
// an item of a list.
func sentenceEndsBefore(line string, i int) bool {
	if i >= len(line) {
		return true
	}
	switch line[i-1] {
	case '.', '?', '!':
		return line[i] == ' '
	case '"':
		return i >= 2 && line[i-2] == '.' && line[i] == ' '
	}
	return line[i] == ';' && sentenceStartsAt(line, min(i+2, len(line)))
}

// plainLine is a line of a rule document without its markup: no heading
// marks, list markers or emphasis, white space folded.
func plainLine(line string) string {
	line = strings.ReplaceAll(line, "*", "")
	line = strings.TrimLeft(strings.TrimSpace(line), "#•")
	fields := strings.Fields(line)
	if len(fields) > 0 && len(fields[0]) <= 3 && strings.HasSuffix(fields[0], ".") && strings.Trim(fields[0], "0123456789.") == "" {
		fields = fields[1:]
	}
	return strings.Join(fields, " ")
}

// headingsOverOneParagraph are the documents whose headings stand over
// their own line ("TYPE OF GAME: Strategy Board Game") or the one
// paragraph after them, not over the untitled paragraphs that follow: in
// the rules that begin "Object of Sequence", a sentence on winning stands
// after "Corner Chips" but is not about corners.
var headingsOverOneParagraph = map[string]bool{SeedSequenceAlt: true}

// Heading is the section the source's quote stands under, where that
// heading governs it; "" where the quote stands in an untitled paragraph
// after the heading's own (headingsOverOneParagraph).
func (s Source) Heading() string {
	text, ok := SeedDocument(s.File)
	if !headingsOverOneParagraph[s.File] || !ok {
		return s.Section
	}
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = plainLine(lines[i])
	}
	head, q := -1, plainLine(s.Quote)
	for i, l := range lines {
		if strings.HasPrefix(strings.ToLower(l), strings.ToLower(s.Section)) {
			head = i
			break
		}
	}
	if head < 0 || q == "" {
		return s.Section
	}
	if strings.Contains(lines[head], q) {
		return s.Section // the heading's own line: "TYPE OF GAME: …"
	}
	if strings.TrimSuffix(lines[head], ":") != s.Section {
		return "" // a heading of one line governs that line alone
	}
	// A heading alone on its line governs the one paragraph after it.
	i := head + 1
	for i < len(lines) && lines[i] == "" {
		i++
	}
	for ; i < len(lines) && lines[i] != ""; i++ {
		if strings.Contains(lines[i], q) {
			return s.Section
		}
	}
	return ""
}
