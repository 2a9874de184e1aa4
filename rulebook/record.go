package rulebook

var recordRules = []Rule{
	{
		ID: SyntaxRule, Group: Records, Kind: Invalid,
		Statement: "The file must be YAML that parses, and every card, space, turn and position in it must be written in the notation (7H@D6, JSxC4, dead 4C, +QS, nodraw, pass).",
		same:      "the same under every ruleset",
		Docs:      "docs/format.md sections 1, 2, 5, 7 and 8",
		Note:      "The rule documents describe the game, not records of it; the record format is the tool's.",
	},
	{
		ID: SchemaRule, Group: Records, Kind: Invalid,
		Statement: "The YAML must be a record: the keys of the record format with the right types, a known ruleset, and only the players it lists.",
		same:      "the same under every ruleset",
		Docs:      "docs/format.md sections 5 and 8",
		Note:      "The rule documents describe the game, not records of it; the record format is the tool's.",
	},
	{
		ID: UnreadableRule, Group: Records, Kind: Invalid,
		Statement: "The file must exist and be readable.",
		same:      "the same under every ruleset",
		Docs:      "docs/format.md section 8",
		Note:      "Not a rule of the game: the tool could not read the file at all.",
	},
}
