package searchcore

import "time"

// SetMoveTime tells the searcher the time the referee gives its next
// moves (docs/protocol.md, "Time"), 0 for none: it then searches for
// TimeShare of the shorter of that and Config.MoveTime, or its playouts,
// whichever ends first. A bot told its time by the referee needs no
// --move-time of its own. With Config.Untimed it does nothing.
func (s *Searcher) SetMoveTime(d time.Duration) {
	if !s.cfg.Untimed {
		s.told = max(d, 0)
	}
}

// moveTime is the time a move is given: the shorter of Config.MoveTime and
// the time told, 0 when there is neither.
func (s *Searcher) moveTime() time.Duration {
	switch {
	case s.told > 0 && s.cfg.MoveTime > 0:
		return min(s.told, s.cfg.MoveTime)
	case s.told > 0:
		return s.told
	}
	return s.cfg.MoveTime
}
