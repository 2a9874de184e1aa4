package notation

import "fmt"

// SyntaxError is text that cannot be read. Col is the 1-based column, in
// characters, of the start of the offending token within the text that was
// parsed; Token is that token.
type SyntaxError struct {
	Col      int
	Token    string
	Problem  string // what is wrong
	Expected string // what would have been read
}

func (e *SyntaxError) Error() string {
	msg := e.Problem
	if e.Token != "" {
		msg = fmt.Sprintf("%q: %s", e.Token, e.Problem)
	}
	if e.Expected != "" {
		msg += "; expected " + e.Expected
	}
	return msg
}
