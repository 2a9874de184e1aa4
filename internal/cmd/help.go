package cmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/docs"
	"github.com/seqref/seqref/internal/suggest"
	"github.com/urfave/cli/v2"
)

// helpTopics are the pages of the manual that seqref help prints: the topic
// and its page in docs/.
var helpTopics = []struct{ name, page string }{
	{"notation", "notation.md"},
	{"format", "format.md"},
	{"rules", "rules.md"},
	{"cli", "cli.md"},
	{"reading", "reading.md"},
}

// topicNames lists the help topics.
func topicNames() []string {
	names := make([]string, len(helpTopics))
	for i, t := range helpTopics {
		names[i] = t.name
	}
	return names
}

// topicPage returns the page of a help topic, and false when name is none.
func topicPage(name string) (string, bool) {
	for _, t := range helpTopics {
		if t.name == name {
			return t.page, true
		}
	}
	return "", false
}

func helpCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "help",
		Aliases:   []string{"h"},
		Usage:     "explain a command, or print a page of the manual: " + strings.Join(topicNames(), ", "),
		ArgsUsage: "[TOPIC | COMMAND]",
		Description: "Without an argument, lists the commands. With a TOPIC, prints that page of\n" +
			"the manual, embedded in seqref so that it needs no other file: notation\n" +
			"(docs/notation.md), format (docs/format.md), rules (docs/rules.md), cli\n" +
			"(docs/cli.md) and reading (docs/reading.md). With a COMMAND that is not also\n" +
			"a topic, explains it: its flags, exit statuses and examples. seqref COMMAND -h\n" +
			"always explains the command: seqref rules -h is the rules command, seqref help\n" +
			"rules the page.\n\n" +
			"Examples:\n" +
			"   seqref help validate\n" +
			"   seqref help notation",
		Action: func(c *cli.Context) error {
			switch c.NArg() {
			case 0:
				return cli.ShowAppHelp(c)
			case 1:
			default:
				return usageError("help takes one COMMAND or TOPIC, not %d", c.NArg())
			}
			name := c.Args().First()
			if page, ok := topicPage(name); ok {
				return writePage(s.Out, page)
			}
			if c.App.Command(name) != nil {
				// The app's context, whose commands are seqref's.
				return cli.ShowCommandHelp(c.Lineage()[1], name)
			}
			msg := fmt.Sprintf("no command or topic %q", name)
			if guess, ok := suggest.Closest(name, append(commandNames(c.App), topicNames()...)); ok {
				msg += "; did you mean " + guess + "?"
			}
			return usageError("%s (seqref help lists the commands and topics)", msg)
		},
	}
}

// writePage writes a page of the manual.
func writePage(w io.Writer, page string) error {
	text, err := docs.Page(page)
	if err != nil {
		return err
	}
	_, err = w.Write(text)
	return err
}

// writeShortUsage writes what seqref alone prints: how to call it, and
// where the rest is explained.
func writeShortUsage(w io.Writer, app *cli.App) {
	fmt.Fprintln(w, "usage: seqref COMMAND [FLAGS] [FILE...]")
	fmt.Fprintln(w, "commands: "+strings.Join(commandNames(app), " "))
	fmt.Fprintln(w, "seqref help lists them with what they do; seqref COMMAND -h explains one")
}
