package record

// streamBOM is the UTF-8 byte order mark, which a file may start with.
var streamBOM = []byte("\xef\xbb\xbf")

// streamLineEnd returns where the line at off ends and where the next
// starts. A line ends at LF, CR LF, CR, NEL, LS or PS, as YAML's lines do.
func streamLineEnd(data []byte, off int) (end, next int) {
	for i := off; i < len(data); i++ {
		if n := streamBreakLen(data, i); n > 0 {
			return i, i + n
		}
	}
	return len(data), len(data)
}

// streamBreakLen is the length in bytes of the line break at data[i], 0
// when there is none.
func streamBreakLen(data []byte, i int) int {
	switch data[i] {
	case '\n':
		return 1
	case '\r':
		if i+1 < len(data) && data[i+1] == '\n' {
			return 2
		}
		return 1
	case 0xC2: // NEL
		if i+1 < len(data) && data[i+1] == 0x85 {
			return 2
		}
	case 0xE2: // LS, PS
		if i+2 < len(data) && data[i+1] == 0x80 && (data[i+2] == 0xA8 || data[i+2] == 0xA9) {
			return 3
		}
	}
	return 0
}

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
