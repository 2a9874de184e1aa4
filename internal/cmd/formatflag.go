package cmd

import (
	"github.com/seqref/seqref/render"
	"github.com/urfave/cli/v2"
)

// textOrJSON reads --format of a command that prints text or JSON: a
// usage error for anything else.
func textOrJSON(c *cli.Context) (string, error) {
	format := c.String("format")
	if format != "text" && format != "json" {
		return "", usageError("--format must be text or json, not %q", format)
	}
	return format, nil
}

// formatAndColor reads --format (text or json) and --color of a command
// that colours its text (docs/cli.md, "Colour").
func formatAndColor(c *cli.Context) (string, render.ColorMode, error) {
	format, err := textOrJSON(c)
	if err != nil {
		return "", "", err
	}
	mode, err := render.ParseColorMode(c.String("color"))
	if err != nil {
		return "", "", usageError("%v", err)
	}
	return format, mode, nil
}
