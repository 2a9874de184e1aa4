package engine

// Board is where the chips are: one set of spaces per team, and the set of
// locked chips (those in a completed sequence). The corners are never in it.
type Board struct {
	chips    [MaxTeams]SpaceSet
	occupied SpaceSet // the union of chips, kept as they change
	locked   SpaceSet
}

// TeamAt is the team whose chip is on s, or NoTeam.
func (b *Board) TeamAt(s Space) Team {
	if !b.occupied.Has(s) {
		return NoTeam
	}
	for t := Green; t <= Red; t++ {
		if b.chips[t].Has(s) {
			return t
		}
	}
	return NoTeam
}

// Locked reports whether the chip on s is part of a completed sequence.
func (b *Board) Locked(s Space) bool { return b.locked.Has(s) }

// Chips is the set of spaces that hold team t's chips.
func (b *Board) Chips(t Team) SpaceSet { return b.chips[t] }

// LockedChips is the set of spaces whose chips are locked.
func (b *Board) LockedChips() SpaceSet { return b.locked }

// Occupied is the set of spaces that hold a chip of any team.
func (b *Board) Occupied() SpaceSet { return b.occupied }

// Covered is the set of spaces that are not open: chips and corners.
func (b *Board) Covered() SpaceSet { return b.Occupied().Union(Corners) }

// IsOpen reports whether a chip could be placed on s: not a corner, no chip.
func (b *Board) IsOpen(s Space) bool { return !s.IsCorner() && !b.occupied.Has(s) }

// Put places a chip of team t on s, locked or not. It does not check anything:
// it is for building positions. Playing goes through Game.
func (b *Board) Put(s Space, t Team, locked bool) {
	b.Clear(s)
	b.chips[t] = b.chips[t].With(s)
	b.occupied = b.occupied.With(s)
	if locked {
		b.locked = b.locked.With(s)
	}
}

// Clear takes any chip off s, locked or not.
func (b *Board) Clear(s Space) {
	for t := range b.chips {
		b.chips[t] = b.chips[t].Without(s)
	}
	b.occupied = b.occupied.Without(s)
	b.locked = b.locked.Without(s)
}

// String is the board in position notation (docs/format.md section 7).
func (b *Board) String() string { return string(b.Append(make([]byte, 0, 64))) }

// Append appends the position as String writes it.
func (b *Board) Append(buf []byte) []byte {
	for row := 0; row < 10; row++ {
		if row > 0 {
			buf = append(buf, '/')
		}
		empty := 0
		for col := 0; col < 10; col++ {
			s := SpaceAt(col, row)
			t := b.TeamAt(s)
			if t == NoTeam && !s.IsCorner() {
				empty++
				continue
			}
			if empty > 0 {
				buf = appendCount(buf, empty)
				empty = 0
			}
			switch {
			case s.IsCorner():
				buf = append(buf, '*')
			case b.Locked(s):
				buf = append(buf, t.Letter()-'a'+'A')
			default:
				buf = append(buf, t.Letter())
			}
		}
		if empty > 0 {
			buf = appendCount(buf, empty)
		}
	}
	return buf
}

func appendCount(buf []byte, n int) []byte {
	if n == 10 {
		return append(buf, '1', '0')
	}
	return append(buf, byte('0'+n))
}
