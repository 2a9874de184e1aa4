package cmd

import (
	"embed"
	"strings"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/puzzle"
	"github.com/seqref/seqref/rulebook"
	"github.com/urfave/cli/v2"
)

// completionScripts are the shell scripts of seqref completion, one per
// shell. Each asks seqref __complete for the words that may follow.
//
//go:embed completion/seqref.*
var completionScripts embed.FS

// shells are the shells seqref completes in.
var shells = []string{"bash", "zsh", "fish"}

func completionCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print the shell completion script for bash, zsh or fish",
		ArgsUsage: "SHELL",
		Description: "Prints a script that completes seqref's commands, their flags, rule ids\n" +
			"(seqref rules ID), ruleset names (--ruleset), help topics, and the values of\n" +
			"--format, --color, --policy, --kind and --difficulty; file names everywhere\n" +
			"else. The script runs seqref to find the words, so seqref must be on the\n" +
			"PATH. docs/cli.md says where to put it for good.\n\n" +
			"Examples:\n" +
			"   source <(seqref completion bash)\n" +
			"   seqref completion zsh > _seqref\n" +
			"   seqref completion fish > seqref.fish",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("completion needs one SHELL: %s", prose.JoinOr(shells))
			}
			shell := c.Args().First()
			script, err := completionScripts.ReadFile("completion/seqref." + shell)
			if err != nil {
				return usageError("SHELL must be %s, not %q", prose.JoinOr(shells), shell)
			}
			_, err = s.Out.Write(script)
			return err
		},
	}
}

// completeCommand is what the completion scripts run: seqref __complete
// WORD... CURRENT prints the words that may stand where CURRENT is being
// typed, one a line, after "seqref WORD...". It prints nothing when file
// names are what may follow, and the shell completes those itself.
func completeCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:            "__complete",
		Hidden:          true,
		SkipFlagParsing: true,
		HideHelp:        true,
		Action: func(c *cli.Context) error {
			for _, w := range completions(c.App, c.Args().Slice()) {
				if _, err := s.Out.Write([]byte(w + "\n")); err != nil {
					return err
				}
			}
			return nil
		},
	}
}

// completions lists the words that may complete the last of words, which
// follow "seqref" on the command line.
func completions(app *cli.App, words []string) []string {
	if len(words) == 0 {
		words = []string{""}
	}
	cur := words[len(words)-1]
	before := words[:len(words)-1]
	// bash splits --color=auto into "--color", "=", "auto".
	if cur == "=" {
		cur = ""
	} else if len(before) > 1 && before[len(before)-1] == "=" {
		before = before[:len(before)-1]
	}
	if len(before) == 0 {
		if strings.HasPrefix(cur, "-") {
			return withPrefix(cur, flagWords(app.VisibleFlags()))
		}
		return withPrefix(cur, commandNames(app))
	}
	command := app.Command(before[0])
	if command == nil {
		return nil
	}
	if prev := before[len(before)-1]; len(before) > 1 && strings.HasPrefix(prev, "-") {
		if values, ok := flagValues(command, strings.TrimLeft(prev, "-")); ok {
			return withPrefix(cur, values)
		}
	}
	if strings.HasPrefix(cur, "-") {
		return withPrefix(cur, flagWords(command.VisibleFlags()))
	}
	return withPrefix(cur, argumentWords(app, command.Name))
}

// flagValues are the values a flag of command may take, and false when
// they are not a fixed list (a number, a file).
func flagValues(command *cli.Command, flag string) ([]string, bool) {
	switch flag {
	case "ruleset":
		names := rulebook.Rulesets()
		if command.Name == "referee" {
			names = append([]string{"all"}, names...)
		}
		return names, true
	case "color":
		return []string{"auto", "always", "never"}, true
	case "format":
		if command.Name == "render" {
			return []string{"svg", "html"}, true
		}
		return []string{"text", "json"}, true
	case "policy":
		return policies(), true
	case "kind":
		var kinds []string
		for _, k := range puzzle.Kinds {
			kinds = append(kinds, string(k))
		}
		return kinds, true
	case "difficulty":
		return []string{string(puzzle.Easy), string(puzzle.Hard)}, true
	}
	return nil, false
}

// policies lists the self-play policies by name.
func policies() []string {
	return []string{play.Random.String(), play.Greedy.String()}
}

// argumentWords are the words an argument of the command may be, or none
// when its arguments are files.
func argumentWords(app *cli.App, command string) []string {
	switch command {
	case "rules":
		return ruleWords()
	case "help":
		return append(commandNames(app), topicNames()...)
	case "completion":
		return shells
	case "bot":
		return append(policies(), strongBot)
	}
	return nil
}

// flagWords lists the flags as they are written: --turn, -o.
func flagWords(flags []cli.Flag) []string {
	var words []string
	for _, name := range flagNames(flags) {
		words = append(words, dashed(name))
	}
	return words
}

// withPrefix keeps the words that start with prefix; case is ignored, as
// rule ids are read without it.
func withPrefix(prefix string, words []string) []string {
	var kept []string
	for _, w := range words {
		if strings.HasPrefix(strings.ToLower(w), strings.ToLower(prefix)) {
			kept = append(kept, w)
		}
	}
	return kept
}
