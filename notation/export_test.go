package notation

// The two parsers behind ParseSituation, for the tests that hold the fast
// one to the general one.
var (
	ParseSituationGeneral   = parseSituation
	ParseCanonicalSituation = parseCanonicalSituation
)
