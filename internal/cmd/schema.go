package cmd

import (
	"github.com/seqref/seqref/internal/schema"
	"github.com/urfave/cli/v2"
)

func schemaCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "schema",
		Usage:     "print the JSON Schema of record files, for editors",
		ArgsUsage: " ",
		Description: "Prints the JSON Schema of Sequence records (also at docs/record.schema.json).\n" +
			"An editor with a YAML language server completes keys and flags mistakes with it:\n" +
			"put this first line in a record, or map *.yaml to the schema in the editor:\n\n" +
			"   # yaml-language-server: $schema=PATH/TO/record.schema.json\n\n" +
			"The schema checks structure only; seqref validate checks notation and rules.\n\n" +
			"Example:\n" +
			"   seqref schema > record.schema.json",
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("schema takes no arguments")
			}
			_, err := s.Out.Write(schema.Record())
			return err
		},
	}
}
