package engine

// Line boards: every team's chips once more per direction, each line of the
// board (row, column, diagonal) as consecutive bits of one word, as chess
// engines keep rotated bitboards. The nine spaces of a line centred on a
// space are then one shift and one mask away, and a few shifts and ANDs of
// the four such segments through a space tell whether a chip there
// completes five in a row, which nearly no placement does (claimGreedy).
// Sequences themselves are still found and claimed with the window masks
// of sequence.go.

// lineBoards are one team's chips in the four directions: two words per
// direction (word 2d and 2d+1), each starting with linePad empty bits and
// holding whole lines after them.
type lineBoards [8]uint64

// linePad empty bits start each word of a lineBoards, so that the four
// spaces before any space are within the word.
const linePad = 4

// segment says where the nine spaces of a line centred on a space are in a
// team's lineBoards: the word, the shift that brings the fourth space
// before the centre to bit 0, which of the nine are on the line (the others
// are off the board or on a neighbouring line), which count for every team
// (the corners, and the centre itself), and the centre's own bit.
type segment struct {
	onLine, always uint64
	centre         uint64
	word, shift    uint8
}

// segments[s][d] is the segment of the line through s in direction d.
var segments [NumSpaces][4]segment

func init() {
	for d, step := range dirSteps {
		// The lines of direction d, each from its end nearest the top
		// (the left end for a row), are packed into two words in order.
		word, offset := 2*d, linePad
		for s := Space(0); s < NumSpaces; s++ {
			if SpaceAt(s.Col()-step[0], s.Row()-step[1]) != NoSpace {
				continue // not the first space of its line
			}
			length := 0
			for x := s; x != NoSpace; x = SpaceAt(x.Col()+step[0], x.Row()+step[1]) {
				length++
			}
			if offset+length > 64 {
				word, offset = word+1, linePad
			}
			for i, x := 0, s; x != NoSpace; i, x = i+1, SpaceAt(x.Col()+step[0], x.Row()+step[1]) {
				var onLine, always uint64 = 0, 1 << 4
				for j := 0; j < 9; j++ {
					if k := i - 4 + j; k >= 0 && k < length {
						onLine |= 1 << j
						if SpaceAt(x.Col()+(j-4)*step[0], x.Row()+(j-4)*step[1]).IsCorner() {
							always |= 1 << j
						}
					}
				}
				segments[x][d] = segment{onLine: onLine, always: always, centre: 1 << (offset + i), word: uint8(word), shift: uint8(offset + i - 4)}
			}
			offset += length
		}
	}
}

// nine is the segment of team boards b with its always-set spaces: bit 4
// the centre, bits 0-3 the four spaces before it, 5-8 the four after.
func (q *segment) nine(b *lineBoards) uint64 {
	return b[q.word]>>(q.shift&63)&q.onLine | q.always
}

// putNine adds the segment's centre to team boards b and returns the
// segment as nine does, reading its word once for both.
func (q *segment) putNine(b *lineBoards) uint64 {
	w := b[q.word] | q.centre
	b[q.word] = w
	return w>>(q.shift&63)&q.onLine | q.always
}

// clearLine takes a chip of team t on s off the line boards.
func (g *Game) clearLine(s Space, t Team) {
	b, q := &g.lineBits[t], &segments[s]
	b[q[0].word] &^= q[0].centre
	b[q[1].word] &^= q[1].centre
	b[q[2].word] &^= q[2].centre
	b[q[3].word] &^= q[3].centre
}

// setLines builds the line boards from the board.
func (g *Game) setLines() {
	g.lineBits = [MaxTeams]lineBoards{}
	for t := Green; t <= Red; t++ {
		for w := g.board.chips[t]; !w.IsEmpty(); {
			s := w.First()
			for d := range segments[s] {
				segments[s][d].putNine(&g.lineBits[t])
			}
			w = w.Without(s)
		}
	}
}

// fiveThrough tells in which directions a chip of team t on s would
// complete five in a row of t's chips and corners: the four nine-space
// segments through s go into the 16-bit lanes of one word (direction d in
// lane d), and a bit stays set after ANDing the word with itself shifted by
// one to four places only where five in a row start. Any five of nine in a
// row hold the centre, and the lanes' top seven bits are clear, so nothing
// crosses from one lane into another. Lane d is non-zero when direction d
// completes five.
func (g *Game) fiveThrough(s Space, t Team) uint64 {
	b, q := &g.lineBits[t], &segments[s]
	return fiveIn(q[0].nine(b) | q[1].nine(b)<<16 | q[2].nine(b)<<32 | q[3].nine(b)<<48)
}

// fiveIn is m with a bit left only where five bits in a row start: m holds
// a segment of nine in each 16-bit lane, whose top seven bits are clear.
func fiveIn(m uint64) uint64 { return m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4) }
