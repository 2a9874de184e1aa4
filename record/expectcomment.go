package record

// ExpectComment starts the comment line that holds the expectation of a
// record that is not YAML on purpose: "# expect: {result: invalid, ...}", at
// the start of a line (docs/format.md section 8, as the conformance runner
// reads it).
const ExpectComment = "# expect:"
