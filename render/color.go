package render

import (
	"fmt"
	"io"

	"github.com/seqref/seqref/internal/terminal"
)

// ColorMode says when to draw in colour: never, always, or auto (when the
// output is a terminal, NO_COLOR is not set and TERM is not dumb).
type ColorMode string

// The colour modes of the --color flag.
const (
	ColorNever  ColorMode = "never"
	ColorAlways ColorMode = "always"
	ColorAuto   ColorMode = "auto"
)

// ParseColorMode reads the value of a --color flag.
func ParseColorMode(s string) (ColorMode, error) {
	switch m := ColorMode(s); m {
	case ColorNever, ColorAlways, ColorAuto:
		return m, nil
	}
	return "", fmt.Errorf("--color must be never, always or auto, not %q", s)
}

// UseColor decides whether to draw in colour on w. always and never are
// obeyed as they are; auto means colour only when w is a terminal, the
// NO_COLOR environment variable (read with getenv) is empty or unset
// (https://no-color.org) and TERM is not "dumb" (a terminal that shows
// escape sequences as they are).
func UseColor(mode ColorMode, w io.Writer, getenv func(string) string) bool {
	return ColorWanted(mode, IsTerminal(w), getenv)
}

// ColorWanted is UseColor for an output that is a terminal or not.
func ColorWanted(mode ColorMode, onTerminal bool, getenv func(string) string) bool {
	switch mode {
	case ColorAlways:
		return true
	case ColorNever:
		return false
	}
	if getenv != nil && (getenv("NO_COLOR") != "" || getenv("TERM") == "dumb") {
		return false
	}
	return onTerminal
}

// IsTerminal reports whether w is a terminal (internal/terminal): an
// *os.File open on one, not any character device such as /dev/null.
func IsTerminal(w io.Writer) bool { return terminal.Is(w) }

// ANSI escape sequences for the team colours.
const (
	ansiReset = "\x1b[0m"
	ansiBold  = "\x1b[1m"
)

var teamColor = map[string]string{
	"green": "\x1b[32m",
	"blue":  "\x1b[34m",
	"red":   "\x1b[31m",
}

// paint wraps text in the team's colour, bold when locked; plain when the
// style has no colour.
func (st Style) paint(team string, locked bool, text string) string {
	if !st.Color || team == "" {
		return text
	}
	code := teamColor[team]
	if locked {
		code = ansiBold + code
	}
	return code + text + ansiReset
}

// strong makes text bold in colour mode.
func (st Style) strong(text string) string {
	if !st.Color {
		return text
	}
	return ansiBold + text + ansiReset
}
