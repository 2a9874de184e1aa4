package record

// marker is "---" or "..." when the line is a document marker, "" otherwise.
func marker(line []byte) string {
	if len(line) < 3 {
		return ""
	}
	m := string(line[:3])
	if m != "---" && m != "..." {
		return ""
	}
	if len(line) > 3 && line[3] != ' ' && line[3] != '\t' {
		return ""
	}
	return m
}

// hasContent reports whether a line holds more than blanks and a comment.
func hasContent(line []byte) bool {
	for _, c := range line {
		switch c {
		case ' ', '\t':
			continue
		case '#':
			return false
		}
		return true
	}
	return false
}
