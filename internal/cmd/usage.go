package cmd

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/seqref/seqref/internal/suggest"
	"github.com/urfave/cli/v2"
)

// usageErr is a command used wrongly: one line on standard error naming
// the command, then exit status 2 (docs/cli.md).
type usageErr struct {
	command string // the command used wrongly; "" for seqref itself
	msg     string
}

func (e *usageErr) Error() string { return e.msg }

// ExitCode is 2: a usage error is never a verdict.
func (e *usageErr) ExitCode() int { return ExitInvalid }

// line is the error as seqref prints it, on one line even when the message
// was written on several: "seqref COMMAND: message", or "seqref: message"
// when the message starts with the command's name ("seqref: annotate needs
// one FILE"). Only the line breaks and the indentation around them are
// folded: spaces within a line are kept, as they may be the user's own
// text, quoted, with a column pointing into it.
func (e *usageErr) line() string {
	msg := strings.TrimSpace(lineBreaks.ReplaceAllString(e.msg, " "))
	if e.command == "" || strings.HasPrefix(msg, e.command+" ") {
		return "seqref: " + msg
	}
	return "seqref " + e.command + ": " + msg
}

// lineBreaks matches a line break with the blanks around it.
var lineBreaks = regexp.MustCompile(`[ \t]*\r?\n[ \t]*`)

// usageError is a command used wrongly: exit status 2. The command that
// returns it is named when it is printed.
func usageError(format string, args ...any) error {
	return &usageErr{msg: fmt.Sprintf(format, args...)}
}

// inCommand names the command in a usage error it returned.
func inCommand(name string, err error) error {
	var ue *usageErr
	if errors.As(err, &ue) && ue.command == "" {
		return &usageErr{command: name, msg: ue.msg}
	}
	return err
}

// undefinedFlag matches the flag package's error for a flag that does not
// exist, capturing the flag as written without its dashes.
var undefinedFlag = regexp.MustCompile(`^flag provided but not defined: -+(.+)$`)

// flagError is a usage error for flags that do not parse: the flag
// package's words, the flag the user probably meant, and where the flags
// are listed.
func flagError(command string, flags []cli.Flag, err error) error {
	msg := err.Error()
	if m := undefinedFlag.FindStringSubmatch(msg); m != nil {
		if name, ok := suggest.Closest(m[1], flagNames(flags)); ok {
			msg += "; did you mean " + dashed(name) + "?"
		}
	}
	see := "seqref help"
	if command != "" {
		see += " " + command
	}
	return &usageErr{command: command, msg: msg + " (see " + see + ")"}
}

// flagNames lists every name of the visible flags.
func flagNames(flags []cli.Flag) []string {
	var names []string
	for _, f := range flags {
		if vf, ok := f.(cli.VisibleFlag); ok && !vf.IsVisible() {
			continue
		}
		names = append(names, f.Names()...)
	}
	return names
}

// dashed is a flag name as it is written: -o, --output.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// unknownCommand is the usage error for a command that does not exist.
func unknownCommand(app *cli.App, name string) error {
	msg := fmt.Sprintf("unknown command %q", name)
	if c, ok := suggest.Closest(name, commandNames(app)); ok {
		msg += "; did you mean " + c + "?"
	}
	return &usageErr{msg: msg + " (seqref help lists the commands)"}
}

// commandNames lists the names of the visible commands.
func commandNames(app *cli.App) []string {
	var names []string
	for _, c := range app.VisibleCommands() {
		names = append(names, c.Name)
	}
	return names
}
