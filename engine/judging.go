package engine

// judging is one entry being judged: the player, the actions, the report
// being written, and the violation once one is found. The steps of a turn
// take it by pointer and return false on a violation, so that the legal
// path, which is nearly every entry, builds and copies no Violation.
type judging struct {
	player int
	acts   []Action
	rep    Report
	v      Violation
	// stepByStep turns the fast path off (fastTurn), for the tests that
	// compare the two.
	stepByStep bool
}

// fail records a violation of rule r with detail d and returns it for the
// caller to fill in.
func (j *judging) fail(r Rule, d Detail) *Violation {
	j.v = violation(r, d)
	return &j.v
}
