package cmd

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// flagsFirst returns the arguments with the flags written after a command's
// file names moved before them, so that "seqref annotate game.yaml -w" means
// "seqref annotate -w game.yaml": urfave/cli stops reading flags at the first
// argument that is not one. A flag that takes a value keeps the word after
// it; "--" ends the flags, and "-" (standard input) is a file name; a help
// flag anywhere asks for the command's help. Arguments
// that do not start with a known command, or start with one that reads its
// own flags (__complete), are left as they are.
func flagsFirst(app *cli.App, args []string) []string {
	if len(args) < 3 {
		return args
	}
	command := app.Command(args[1])
	if command == nil || command.SkipFlagParsing {
		return args
	}
	var flags, rest []string
	for i := 2; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			rest = append(rest, args[i:]...)
			i = len(args)
		case a == "-h" || a == "--help" || a == "-help":
			// "seqref referee FILE --help" asks for the command's help.
			return []string{args[0], args[1], "--help"}
		case len(a) > 1 && a[0] == '-':
			flags = append(flags, a)
			if !strings.Contains(a, "=") && i+1 < len(args) && takesValue(command, a) {
				flags = append(flags, args[i+1])
				i++
			}
		default:
			rest = append(rest, a)
		}
	}
	out := append([]string{args[0], args[1]}, flags...)
	return append(out, rest...)
}

// takesValue reports whether the flag written as arg is one of the
// command's flags that take a value.
func takesValue(command *cli.Command, arg string) bool {
	name := strings.TrimLeft(arg, "-")
	for _, f := range command.Flags {
		for _, n := range f.Names() {
			if n == name {
				_, isBool := f.(*cli.BoolFlag)
				return !isBool
			}
		}
	}
	return false
}
