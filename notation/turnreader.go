package notation

import "github.com/seqref/seqref/engine"

// turnBlock is how many actions a TurnReader's block holds: the actions of
// about a hundred turns.
const turnBlock = 256

// TurnReader reads many turns, such as the turns of a record, taking the
// memory for their actions and spans from blocks it shares between them:
// reading a record's turns costs a few allocations rather than two a turn.
// The turns it returns never share memory with one another, and appending to
// one copies it first. The zero value is ready to use; a TurnReader is not
// safe for use by several goroutines at once.
type TurnReader struct {
	actions []engine.Action // the free part of the current block
	spans   []Span
}

// Read reads the actions of one turn, as ParseTurn does.
func (r *TurnReader) Read(text string) (Turn, error) { return readTurn(text, r) }

// Grow makes room for at least n more actions, so that reading turns with
// that many actions in all takes no further allocation. It is a hint: a
// reader that was not grown, or grown too little, still reads any turn.
func (r *TurnReader) Grow(n int) {
	if len(r.actions) < n {
		r.actions, r.spans = make([]engine.Action, n), make([]Span, n)
	}
}

// carve returns an empty turn with room for n actions, from the free part of
// the current block or from a new one.
func (r *TurnReader) carve(n int) Turn {
	if len(r.actions) < n {
		size := max(n, turnBlock)
		r.actions, r.spans = make([]engine.Action, size), make([]Span, size)
	}
	return Turn{Actions: r.actions[:0:n], Spans: r.spans[:0:n]}
}

// commit takes the first n actions of the free part, those of the turn
// just read, out of it.
func (r *TurnReader) commit(n int) {
	r.actions, r.spans = r.actions[n:], r.spans[n:]
}
